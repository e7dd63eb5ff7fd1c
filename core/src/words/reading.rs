//! The position read aloud or in lines, for a player who does not see the board: one
//! cell ("row 2, column 3, empty"), a row, a column, the two diagonals through a cell, the
//! whole board, the last move. Every front end reads with these (the line mode's reading
//! commands, the game's speech), so a position is said one way everywhere.
//!
//! A line of cells is said as runs, as the audio games for blind players do: the stones
//! one by one, the empty cells between them as one stretch ("a3 to d3 empty, e3 X").

use mnk::{Board, Cell, Mark};

use crate::archive::ArchivedGame;
use crate::i18n::Catalog;
use crate::notation::cell_name;

use super::list;

/// A mark, or "empty", as a piece of a sentence.
fn mark_said(catalog: &Catalog, mark: Option<Mark>) -> String {
    match mark {
        Some(mark) => mark.to_string(),
        None => catalog.bare("read-empty", &[]),
    }
}

/// The cell under a cursor: "row 2, column 3, empty", "row 1, column 1, X"; on a renju
/// board, a forbidden point of the player to move is said as one ("…, empty, forbidden
/// to X"). Rows and columns are counted from 1, from the top left, as the board is drawn.
pub fn cell_said(catalog: &Catalog, board: &Board, cell: Cell) -> String {
    let (col, row) = board.geometry().col_row(cell);
    let mark = board.get(cell);
    let mut args = vec![
        ("row", (row + 1).into()),
        ("column", (col + 1).into()),
        ("mark", mark_said(catalog, mark).into()),
    ];
    let forbidden = mark.is_none()
        && board
            .forbidden_points()
            .iter()
            .any(|&(point, _)| point == cell);
    let key = if forbidden {
        args.push(("player", board.to_move().to_string().into()));
        "read-cell-forbidden"
    } else {
        "read-cell"
    };
    catalog.text_with(key, &args)
}

/// `cells` (a line of the board, in order) as runs: each stone by its cell and mark, each
/// stretch of empty cells as one ("a1 to c1 empty", "d1 empty"); on a renju board, each
/// point forbidden to the player to move on its own ("e5 empty, forbidden to X").
fn runs_said(catalog: &Catalog, board: &Board, cells: &[Cell]) -> String {
    let name = |cell: Cell| cell_name(board.cols(), cell);
    let forbidden: Vec<Cell> = board.forbidden_points().iter().map(|&(c, _)| c).collect();
    let open = |cell: Cell| board.get(cell).is_none() && !forbidden.contains(&cell);
    let mut pieces = Vec::new();
    let mut at = 0;
    while at < cells.len() {
        let mark = board.get(cells[at]);
        if mark.is_none() && forbidden.contains(&cells[at]) {
            pieces.push(catalog.bare(
                "read-one-forbidden",
                &[
                    ("cell", name(cells[at]).into()),
                    ("player", board.to_move().to_string().into()),
                ],
            ));
            at += 1;
            continue;
        }
        if mark.is_some() {
            pieces.push(catalog.bare(
                "read-stone",
                &[
                    ("cell", name(cells[at]).into()),
                    ("mark", mark_said(catalog, mark).into()),
                ],
            ));
            at += 1;
            continue;
        }
        let run = cells[at..].iter().take_while(|&&cell| open(cell)).count();
        let (from, to) = (cells[at], cells[at + run - 1]);
        pieces.push(if run == 1 {
            catalog.bare("read-one-empty", &[("cell", name(from).into())])
        } else {
            catalog.bare(
                "read-run-empty",
                &[("from", name(from).into()), ("to", name(to).into())],
            )
        });
        at += run;
    }
    list(catalog, &pieces)
}

/// Row `row` (counted from 1, the top one first) from left to right: "Row 3: a3 to d3
/// empty, e3 X, f3 to o3 empty." `None` for a row not on the board.
pub fn row_said(catalog: &Catalog, board: &Board, row: u8) -> Option<String> {
    let row = i32::from(row) - 1;
    let cells: Vec<Cell> = (0..i32::from(board.cols()))
        .filter_map(|col| board.geometry().cell(col, row))
        .collect();
    (!cells.is_empty()).then(|| {
        catalog.text_with(
            "read-row",
            &[
                ("row", (row + 1).into()),
                ("cells", runs_said(catalog, board, &cells).into()),
            ],
        )
    })
}

/// Column `col` (counted from 0, the left one first) from the top down: "Column e: e1 to
/// e4 empty, e5 O." `None` for a column not on the board.
pub fn column_said(catalog: &Catalog, board: &Board, col: u8) -> Option<String> {
    let col = i32::from(col);
    let cells: Vec<Cell> = (0..i32::from(board.rows()))
        .filter_map(|row| board.geometry().cell(col, row))
        .collect();
    (!cells.is_empty()).then(|| {
        let letter = char::from(b'a' + col as u8).to_string();
        catalog.text_with(
            "read-column",
            &[
                ("column", letter.into()),
                ("cells", runs_said(catalog, board, &cells).into()),
            ],
        )
    })
}

/// The two diagonals through `cell`, each from its top end down: "Diagonal a1 to c3: a1 X,
/// b2 empty, c3 O. Diagonal c1 to a3: …" A corner's short diagonal is one cell, and said.
pub fn diagonals_said(catalog: &Catalog, board: &Board, cell: Cell) -> String {
    let geometry = board.geometry();
    let (col, row) = geometry.col_row(cell);
    let said: Vec<String> = [1, -1]
        .into_iter()
        .map(|dx| {
            // Back to the top end, then down to the bottom one.
            let mut start = (col, row);
            while geometry.cell(start.0 - dx, start.1 - 1).is_some() {
                start = (start.0 - dx, start.1 - 1);
            }
            let cells: Vec<Cell> = (0..)
                .map_while(|step| geometry.cell(start.0 + dx * step, start.1 + step))
                .collect();
            let (first, last) = (cells[0], cells[cells.len() - 1]);
            catalog.bare(
                "read-diagonal",
                &[
                    ("from", cell_name(board.cols(), first).into()),
                    ("to", cell_name(board.cols(), last).into()),
                    ("cells", runs_said(catalog, board, &cells).into()),
                ],
            )
        })
        .collect();
    catalog.reading(super::sentences(catalog, &said))
}

/// The whole board, row by row, naming only the stones: "Row 3: d3 X, e3 O. Row 4: e4 X.
/// 222 empty cells." An empty board is said as one ("The board is empty.").
pub fn board_said(catalog: &Catalog, board: &Board) -> String {
    if board.ply() == 0 {
        return catalog.text("read-board-empty");
    }
    let cols = board.cols();
    let mut said = Vec::new();
    for row in 0..i32::from(board.rows()) {
        let stones: Vec<String> = (0..i32::from(cols))
            .filter_map(|col| board.geometry().cell(col, row))
            .filter_map(|cell| {
                board.get(cell).map(|mark| {
                    catalog.bare(
                        "read-stone",
                        &[
                            ("cell", cell_name(cols, cell).into()),
                            ("mark", mark.to_string().into()),
                        ],
                    )
                })
            })
            .collect();
        if !stones.is_empty() {
            said.push(catalog.bare(
                "read-row",
                &[
                    ("row", (row + 1).into()),
                    ("cells", list(catalog, &stones).into()),
                ],
            ));
        }
    }
    let empty = board.cells() - board.ply();
    said.push(catalog.bare("read-empty-cells", &[("count", empty.into())]));
    catalog.reading(super::sentences(catalog, &said))
}

/// The last move: "Last move: Ana (X), e5." `who` names the player of each mark ("Ana
/// (X)"). Before any move, "No move yet."
pub fn last_said(catalog: &Catalog, board: &Board, who: impl Fn(Mark) -> String) -> String {
    let Some(cell) = board.moves_played().last() else {
        return catalog.text("read-no-move");
    };
    let mark = board.get(cell).unwrap_or(Mark::X);
    catalog.text_with(
        "read-last",
        &[
            ("who", who(mark).into()),
            ("cell", cell_name(board.cols(), cell).into()),
        ],
    )
}

/// A move as a sentence: "Hard (O) plays b2." `who` names the player ("Hard (O)"), `cols`
/// is the board's width (for the cell's name).
pub fn move_said(catalog: &Catalog, who: &str, cols: u8, cell: Cell) -> String {
    catalog.text_with(
        "read-plays",
        &[("who", who.into()), ("cell", cell_name(cols, cell).into())],
    )
}

/// A kept game as History's list says it, each column with its name: "Ended 8 Dec 2026
/// 14:03, X Ana, O Hard, Board 15x15 k5, Result X won, Moves 31".
pub fn kept_game_said(catalog: &Catalog, game: &ArchivedGame) -> String {
    let named = [
        (
            catalog.text("history-ended"),
            super::date_time(catalog, game.played_at),
        ),
        ("X".into(), game.x.shown(catalog)),
        ("O".into(), game.o.shown(catalog)),
        (
            catalog.text("history-board"),
            super::board_short(catalog, game.record.board()),
        ),
        (
            catalog.text("history-result"),
            catalog.text(game.end().key()),
        ),
        (catalog.text("history-moves-long"), game.plies().to_string()),
    ];
    let said: Vec<String> = named
        .into_iter()
        .map(|(name, value)| format!("{name} {value}"))
        .collect();
    list(catalog, &said)
}

/// The move Replay shows, of a kept game: "Move 5 of 9, Ana (X) plays b2."; before the
/// first, "Move 0 of 9".
pub fn replay_move_said(catalog: &Catalog, game: &ArchivedGame, ply: usize) -> String {
    let moves = game.record.moves();
    let mut said = vec![catalog.text_with(
        "replay-move",
        &[("ply", ply.into()), ("plies", moves.len().into())],
    )];
    if let Some(&cell) = ply.checked_sub(1).and_then(|i| moves.get(i)) {
        let mark = if ply % 2 == 1 { Mark::X } else { Mark::O };
        let who = game.player(mark).with_mark(catalog, mark);
        said.push(move_said(catalog, &who, game.record.board().cols(), cell));
    }
    list(catalog, &said)
}

/// What `mark` threatens now, if anything: the cells where it would win with its next
/// move ("X threatens to win at e5."; at two or more, "…: one move cannot stop both", an
/// open four in gomoku). `None` when it threatens nothing, or the game is over.
pub fn threats_said(catalog: &Catalog, board: &Board, mark: Mark) -> Option<String> {
    if !matches!(board.outcome(), mnk::Outcome::InProgress) {
        return None;
    }
    let cells: Vec<String> = board
        .winning_cells(mark)
        .into_iter()
        .map(|cell| cell_name(board.cols(), cell))
        .collect();
    let mark = mark.to_string();
    match cells.as_slice() {
        [] => None,
        [cell] => Some(catalog.text_with(
            "read-threat",
            &[("mark", mark.into()), ("cell", cell.clone().into())],
        )),
        _ => Some(catalog.text_with(
            "read-threats",
            &[
                ("mark", mark.into()),
                ("cells", list(catalog, &cells).into()),
            ],
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(moves: &[(i32, i32)]) -> Board {
        let mut board = Board::new(5, 5, 4).expect("5x5");
        for &(col, row) in moves {
            let cell = board.geometry().cell(col, row).expect("on the board");
            board.play(cell).expect("legal");
        }
        board
    }

    #[test]
    fn a_kept_game_is_said_with_its_columns_names_and_replay_says_the_move_shown() {
        let english = Catalog::new("en");
        let moves = [0, 3, 1, 4, 2];
        let game = ArchivedGame {
            id: 1,
            played_at: jiff::Timestamp::from_second(1_700_000_000).unwrap(),
            x: crate::players::PlayerId::Human("Ana".into()),
            o: crate::players::PlayerId::Computer(mnk::Level::Hard),
            record: mnk::GameRecord::from_moves(Board::classic().geometry(), &moves, 5).unwrap(),
            move_ms: Vec::new(),
            opening: mnk::Opening::Free,
            choices: Vec::new(),
            out_of_time: None,
        };
        let said = kept_game_said(&english, &game);
        assert!(said.starts_with("Ended "), "{said}");
        assert!(
            said.ends_with(", X Ana, O Hard, Board 3x3 k3, Result X won, Moves 5"),
            "{said}"
        );
        assert_eq!(replay_move_said(&english, &game, 0), "Move 0 of 5");
        assert_eq!(
            replay_move_said(&english, &game, 4),
            "Move 4 of 5, Hard (O) plays b2."
        );
        assert_eq!(
            replay_move_said(&english, &game, 5),
            "Move 5 of 5, Ana (X) plays c1."
        );
    }

    #[test]
    fn a_cell_is_said_by_row_column_and_mark() {
        let english = Catalog::new("en");
        let board = board(&[(2, 1)]);
        let at = |col, row| board.geometry().cell(col, row).unwrap();
        assert_eq!(cell_said(&english, &board, at(2, 1)), "row 2, column 3, X");
        assert_eq!(
            cell_said(&english, &board, at(0, 0)),
            "row 1, column 1, empty"
        );
        let german = Catalog::new("de");
        assert!(cell_said(&german, &board, at(0, 0)).contains('1'));
        assert_ne!(
            cell_said(&german, &board, at(0, 0)),
            cell_said(&english, &board, at(0, 0))
        );
    }

    #[test]
    fn a_renju_forbidden_point_is_said_as_one() {
        // Black's (X's) two open twos crossing at g8: a double three there.
        let mut board = Board::with_rule(15, 15, 5, mnk::Rule::Renju).expect("15x15");
        let black = [(7, 7), (8, 7), (6, 9), (6, 8)];
        let white = [(0, 0), (0, 2), (14, 14)];
        for i in 0..4 {
            board
                .play(board.geometry().cell(black[i].0, black[i].1).unwrap())
                .unwrap();
            if i < 3 {
                board
                    .play(board.geometry().cell(white[i].0, white[i].1).unwrap())
                    .unwrap();
            }
        }
        // White's move now; give Black the move for the check.
        board.play(board.geometry().cell(14, 0).unwrap()).unwrap();
        let english = Catalog::new("en");
        let g8 = board.geometry().cell(6, 7).unwrap();
        assert!(board.forbidden_points().iter().any(|&(cell, _)| cell == g8));
        let said = cell_said(&english, &board, g8);
        assert!(said.ends_with("empty, forbidden to X"), "{said}");
        let row = row_said(&english, &board, 8).unwrap();
        assert!(
            row.starts_with("Row 8: a8 to f8 empty, g8 empty, forbidden to X, h8 X, i8 X, j8 to"),
            "{row}"
        );
    }

    #[test]
    fn rows_columns_and_diagonals_are_said_as_runs() {
        let english = Catalog::new("en");
        // X c2, O a1, X c3.
        let board = board(&[(2, 1), (0, 0), (2, 2)]);
        assert_eq!(
            row_said(&english, &board, 2).unwrap(),
            "Row 2: a2 to b2 empty, c2 X, d2 to e2 empty."
        );
        assert_eq!(
            row_said(&english, &board, 1).unwrap(),
            "Row 1: a1 O, b1 to e1 empty."
        );
        assert_eq!(
            column_said(&english, &board, 2).unwrap(),
            "Column c: c1 empty, c2 X, c3 X, c4 to c5 empty."
        );
        assert_eq!(row_said(&english, &board, 6), None);
        assert_eq!(row_said(&english, &board, 0), None);
        assert_eq!(column_said(&english, &board, 5), None);
        let b2 = board.geometry().cell(1, 1).unwrap();
        assert_eq!(
            diagonals_said(&english, &board, b2),
            "Diagonal a1 to e5: a1 O, b2 empty, c3 X, d4 to e5 empty. Diagonal c1 to a3: c1 to a3 empty."
        );
        let corner = board.geometry().cell(4, 0).unwrap();
        assert!(
            diagonals_said(&english, &board, corner).starts_with("Diagonal e1 to e1: e1 empty."),
            "{}",
            diagonals_said(&english, &board, corner)
        );
    }

    #[test]
    fn the_board_names_its_stones_and_counts_the_rest_and_the_last_move() {
        let english = Catalog::new("en");
        let who = |mark: Mark| format!("Ana ({mark})");
        assert_eq!(board_said(&english, &board(&[])), "The board is empty.");
        assert_eq!(last_said(&english, &board(&[]), who), "No move yet.");
        let board = board(&[(2, 1), (0, 0), (2, 2)]);
        assert_eq!(
            board_said(&english, &board),
            "Row 1: a1 O. Row 2: c2 X. Row 3: c3 X. 22 empty cells."
        );
        assert_eq!(last_said(&english, &board, who), "Last move: Ana (X), c3.");
    }

    #[test]
    fn a_player_one_move_from_winning_is_said_to_threaten_and_where() {
        let english = Catalog::new("en");
        // X: a1 b1 c1, O far off: d1 wins (no cell left of a1).
        let edge = board(&[(0, 0), (0, 4), (1, 0), (2, 4), (2, 0)]);
        assert_eq!(
            threats_said(&english, &edge, Mark::X).as_deref(),
            Some("X threatens to win at d1.")
        );
        assert_eq!(threats_said(&english, &edge, Mark::O), None);
        // X: b2 c2 d2, open at both ends: an open four's two cells.
        let open = board(&[(1, 1), (0, 4), (2, 1), (2, 4), (3, 1)]);
        assert_eq!(
            threats_said(&english, &open, Mark::X).as_deref(),
            Some("X threatens to win at a2, e2: one move cannot stop them all.")
        );
        // Once the game is won, no threat is news.
        let mut won = open.clone();
        won.play(won.geometry().cell(4, 4).unwrap()).unwrap();
        won.play(won.geometry().cell(0, 1).unwrap()).unwrap();
        assert_eq!(threats_said(&english, &won, Mark::X), None);
    }

    #[test]
    fn in_a_right_to_left_language_each_reading_reads_right_to_left_once() {
        let hebrew = Catalog::new("he");
        let board = board(&[(2, 1)]);
        for said in [
            board_said(&hebrew, &board),
            row_said(&hebrew, &board, 2).unwrap(),
            diagonals_said(&hebrew, &board, 0),
            cell_said(&hebrew, &board, 0),
        ] {
            assert!(said.starts_with('\u{200f}'), "{said}");
            assert_eq!(said.matches('\u{200f}').count(), 1, "{said}");
        }
    }
}
