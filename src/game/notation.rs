//! How moves are written for a person: in the move lists of Replay, Review and
//! `tictactoe history show`.

use mnk::Cell;

/// A cell's name as the move lists show it: its column as a letter from `a` (left) and its
/// row as a number from 1 (top), as a person reads the board: "b2" is the centre of 3x3.
pub fn cell_name(cols: u8, cell: Cell) -> String {
    let cols = cols.max(1) as usize;
    let column = (b'a' + (cell % cols) as u8) as char;
    format!("{column}{}", cell / cols + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_named_by_column_letter_and_row_number() {
        assert_eq!(cell_name(3, 0), "a1");
        assert_eq!(cell_name(3, 4), "b2");
        assert_eq!(cell_name(3, 8), "c3");
        assert_eq!(cell_name(10, 99), "j10");
    }
}
