//! How moves are written for a person: in the move lists of Replay, Review and
//! `tictactoe history show`, and as the terminal game reads them.

use mnk::{Board, Cell};

use crate::i18n::Catalog;

/// A cell's name as the move lists show it: its column as a letter from `a` (left) and its
/// row as a number from 1 (top), as a person reads the board: "b2" is the centre of 3x3.
pub fn cell_name(cols: u8, cell: Cell) -> String {
    let cols = cols.max(1) as usize;
    let column = (b'a' + (cell % cols) as u8) as char;
    format!("{column}{}", cell / cols + 1)
}

/// The cell a person names on `board`: a column letter and a row number (`b2`, `B2`, `j10`),
/// or a row and a column, both numbers from 1 (`2 1`, `2,1`).
///
/// # Errors
/// Why the text names no cell of this board, in a sentence a player can act on, in the
/// language of `catalog`.
pub fn parse_cell(text: &str, board: &Board, catalog: &Catalog) -> Result<Cell, String> {
    let (cols, rows) = (board.cols(), board.rows());
    let text = text.trim();
    let last_col = (b'a' + cols - 1) as char;
    let off = |what: String| {
        catalog.text_with(
            "cell-off-board",
            &[
                ("cell", what.into()),
                ("lastColumn", last_col.to_string().into()),
                ("rows", rows.into()),
            ],
        )
    };
    let unknown = || {
        let typed: String = text.chars().take(20).collect();
        catalog.text_with("cell-unknown", &[("typed", typed.into())])
    };
    let numbers: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|part| !part.is_empty())
        .collect();
    let (col, row) = match numbers.as_slice() {
        [row, col] => match (row.parse::<u32>(), col.parse::<u32>()) {
            (Ok(row), Ok(col)) => (col, row),
            _ => return Err(unknown()),
        },
        [name] => {
            let mut chars = name.chars();
            let letter = chars
                .next()
                .filter(char::is_ascii_alphabetic)
                .ok_or_else(unknown)?;
            let row: u32 = chars.as_str().parse().map_err(|_| unknown())?;
            (u32::from(letter.to_ascii_lowercase() as u8 - b'a') + 1, row)
        }
        _ => return Err(unknown()),
    };
    if col == 0 || row == 0 || col > u32::from(cols) || row > u32::from(rows) {
        let name = match numbers.as_slice() {
            [_, _] => catalog.text_with(
                "cell-row-column",
                &[("row", row.into()), ("column", col.into())],
            ),
            _ => text.to_lowercase(),
        };
        return Err(off(name));
    }
    Ok(((row - 1) * u32::from(cols) + (col - 1)) as Cell)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_cell_en(text: &str, board: &Board) -> Result<Cell, String> {
        parse_cell(text, board, &Catalog::new(crate::i18n::ENGLISH))
    }

    #[test]
    fn cells_are_named_by_column_letter_and_row_number() {
        assert_eq!(cell_name(3, 0), "a1");
        assert_eq!(cell_name(3, 4), "b2");
        assert_eq!(cell_name(3, 8), "c3");
        assert_eq!(cell_name(10, 99), "j10");
    }

    #[test]
    fn cells_are_read_by_name_or_by_row_and_column() {
        let board = Board::new(3, 3, 3).unwrap();
        assert_eq!(parse_cell_en("b2", &board), Ok(4));
        assert_eq!(parse_cell_en(" C3 ", &board), Ok(8));
        assert_eq!(parse_cell_en("2 1", &board), Ok(3));
        assert_eq!(parse_cell_en("1,3", &board), Ok(2));
        let big = Board::new(10, 10, 5).unwrap();
        assert_eq!(parse_cell_en("j10", &big), Ok(99));
        for (text, why) in [
            ("d1", "d1 is off the board: columns a to c, rows 1 to 3"),
            ("a0", "a0 is off the board"),
            ("4 1", "row 4, column 1 is off the board"),
            ("zz", "\"zz\" is not a cell"),
            ("", "\"\" is not a cell"),
            ("b2 c3 a1", "is not a cell"),
            ("b99999999999", "is not a cell"),
        ] {
            let error = parse_cell_en(text, &board).unwrap_err();
            assert!(error.contains(why), "{text}: {error}");
        }
    }
}
