//! The rules by example: moves, outcomes, the text form and serde.

use super::*;

fn board(text: &str) -> Board {
    text.parse().unwrap()
}

fn x_wins(line: Vec<Cell>) -> Outcome {
    Outcome::Win {
        mark: Mark::X,
        line,
    }
}

#[test]
fn every_line_of_3x3_wins() {
    let g = Geometry::get(3, 3, 3).unwrap();
    for &window in g.windows() {
        let line: Vec<Cell> = (0..9).filter(|&c| window >> c & 1 == 1).collect();
        let others: Vec<Cell> = (0..9).filter(|c| !line.contains(c)).collect();
        // X plays the line, O plays elsewhere in between, avoiding a line of its own.
        let mut b = Board::classic();
        let mut o_cells = others.iter().copied();
        for (i, &cell) in line.iter().enumerate() {
            let outcome = b.play(cell).unwrap().clone();
            if i < 2 {
                assert_eq!(outcome, Outcome::InProgress);
                let o = o_cells.find(|&c| {
                    let mut t = b.clone();
                    t.play(c).is_ok_and(|o| !o.is_over())
                });
                b.play(o.unwrap()).unwrap();
            } else {
                assert_eq!(outcome, x_wins(line.clone()));
            }
        }
    }
}

#[test]
fn full_board_with_no_line_is_a_draw() {
    let mut b = Board::classic();
    // X O X / X O O / O X X
    for cell in [0, 1, 2, 4, 3, 5, 7, 6, 8] {
        b.play(cell).unwrap();
    }
    assert_eq!(b.outcome(), &Outcome::Draw);
    assert_eq!(b.to_string(), "XOX/XOO/OXX");
}

#[test]
fn win_on_the_last_free_cell_is_a_win_not_a_draw() {
    let mut b = board("XXO/OXX/OO.");
    assert_eq!(b.to_move(), Mark::X);
    assert_eq!(b.play(8).unwrap(), &x_wins(vec![0, 4, 8]));
}

#[test]
fn refusals_are_values_and_leave_the_board_alone() {
    let mut b = board("X../.O./...");
    let before = b.clone();
    assert_eq!(
        b.play(0),
        Err(MoveError::Occupied {
            cell: 0,
            by: Mark::X
        })
    );
    assert_eq!(b.play(9), Err(MoveError::OutOfBoard { cell: 9, cells: 9 }));
    assert_eq!(
        b.play(usize::MAX),
        Err(MoveError::OutOfBoard {
            cell: usize::MAX,
            cells: 9
        })
    );
    assert_eq!(b, before);
    let mut won = board("XXX/OO./...");
    assert_eq!(won.play(8), Err(MoveError::GameOver));
    assert_eq!(won.legal_moves(), Vec::<Cell>::new());
}

#[test]
fn undo_takes_back_moves_in_order() {
    let mut b = Board::classic();
    for cell in [4, 0, 8] {
        b.play(cell).unwrap();
    }
    assert_eq!(b.undo(), Some(8));
    assert_eq!(b.to_string(), "O../.X./...");
    assert_eq!(b.to_move(), Mark::X);
    assert_eq!(b.undo(), Some(0));
    assert_eq!(b.undo(), Some(4));
    assert_eq!(b.undo(), None);
    assert_eq!(b, Board::classic());
    let mut won = board("XX./OO./...");
    won.play(2).unwrap();
    assert!(won.outcome().is_over());
    won.undo();
    assert_eq!(won.outcome(), &Outcome::InProgress);
}

#[test]
fn text_form_round_trips() {
    for text in [
        "X.O/.X./..O",
        ".../.../...",
        "XOX/XOO/OXX",
        "X.../.O../..../....",
        "X..../...../..O../...../..... k=4",
        "XO.../..... k=3",
    ] {
        let b = board(text);
        assert_eq!(b.to_string(), text);
        assert_eq!(board(&b.to_string()), b);
    }
    assert_eq!(board("x-o/---/---").to_string(), "X.O/.../...");
}

#[test]
fn bad_text_gives_a_clear_error() {
    let err = |t: &str| t.parse::<Board>().unwrap_err();
    assert_eq!(err(""), ParseBoardError::Empty);
    assert_eq!(
        err("X.Q/.../..."),
        ParseBoardError::BadChar {
            ch: 'Q',
            row: 1,
            col: 3
        }
    );
    assert_eq!(
        err("X../../..."),
        ParseBoardError::Ragged {
            row: 2,
            len: 2,
            expected: 3
        }
    );
    assert_eq!(err("XX./.../..."), ParseBoardError::Counts { x: 2, o: 0 });
    assert_eq!(err("XXX/OOO/X.."), ParseBoardError::BothWin);
    // X to move after X's win, and O's win with O to move.
    assert_eq!(
        err("XXX/OO./O.."),
        ParseBoardError::MovedAfterWin { mark: Mark::X }
    );
    assert_eq!(
        err("OOO/XX./XX."),
        ParseBoardError::MovedAfterWin { mark: Mark::O }
    );
    assert!(err("XXX/OO./O..").to_string().contains("O is to move"));
    // Two lines with no cell in common: the game ended at the first.
    assert_eq!(
        err("XXX../O..../XXX../...../OO.OO k=3"),
        ParseBoardError::SeparateWins { mark: Mark::X }
    );
    assert_eq!(
        err(".../.../... k=three"),
        ParseBoardError::BadSuffix("k=three".into())
    );
    assert!(matches!(err(".../.../... k=4"), ParseBoardError::Shape(_)));
    assert!(matches!(err(&".".repeat(23)).to_string(), s if s.contains("23x1")));
    assert_eq!(
        err(".../.../... rule=go"),
        ParseBoardError::BadSuffix("rule=go".into())
    );
    // Renju is played with five in a row only.
    assert!(matches!(
        err("..../..../..../.... rule=renju"),
        ParseBoardError::Shape(ShapeError::Renju { k: 4 })
    ));
    assert!(err("X.Q/.../...").to_string().contains("row 1, column 3"));
}

#[test]
fn parsed_boards_know_their_outcome() {
    assert_eq!(board("XXX/OO./...").outcome(), &x_wins(vec![0, 1, 2]));
    // One move can complete two lines (here the corner), or a line longer than k.
    assert!(board("XXX/XOO/XOO").outcome().is_over());
    assert!(
        board("XXXXX/OO.OO/...../...../..... k=3")
            .outcome()
            .is_over()
    );
    assert_eq!(board("XOX/XOO/OXX").outcome(), &Outcome::Draw);
    assert_eq!(board("XO./.../...").outcome(), &Outcome::InProgress);
}

#[test]
fn four_by_four_needs_four() {
    let mut b = Board::new(4, 4, 4).unwrap();
    // X on the top row, O below it.
    for cell in [0, 4, 1, 5, 2, 6] {
        assert_eq!(b.play(cell).unwrap(), &Outcome::InProgress);
    }
    assert_eq!(b.to_string(), "XXX./OOO./..../....");
    assert_eq!(b.winning_cells(Mark::X), vec![3]);
    assert_eq!(b.play(3).unwrap(), &x_wins(vec![0, 1, 2, 3]));
}

#[test]
fn five_by_five_four_in_a_row_on_the_anti_diagonal() {
    // X on (4,0), (3,1), (2,2) of the anti-diagonal; (1,3), cell 16, completes four.
    let mut b = Board::new(5, 5, 4).unwrap();
    for cell in [4, 0, 8, 1, 12, 2] {
        assert_eq!(b.play(cell).unwrap(), &Outcome::InProgress);
    }
    // O threatens 0,1,2,3 too; X wins first.
    assert_eq!(b.winning_cells(Mark::X), vec![16]);
    assert_eq!(b.winning_cells(Mark::O), vec![3]);
    assert_eq!(b.play(16).unwrap(), &x_wins(vec![4, 8, 12, 16]));
    // A run longer than k is reported whole.
    let long = board("XXXX./O.O.O/...../..... k=3");
    assert_eq!(long.outcome(), &x_wins(vec![0, 1, 2, 3]));
}

#[test]
fn serde_keeps_position_and_history() {
    let mut b = Board::new(4, 4, 3).unwrap();
    for cell in [5, 6, 9] {
        b.play(cell).unwrap();
    }
    let text = ron::to_string(&b).unwrap();
    let back: Board = ron::from_str(&text).unwrap();
    assert_eq!(back, b);
    assert_eq!(back.moves_played().collect::<Vec<_>>(), vec![5, 6, 9]);
    assert!(ron::from_str::<Board>(r#"(position: "X../.../...", moves: [4])"#).is_err());
    assert!(ron::from_str::<Board>(r#"(position: "X../.../...", moves: [0, 0])"#).is_err());
    assert!(ron::from_str::<Board>(r#"(position: "garbage")"#).is_err());
}

/// Plays `cells` from the empty board of `text`'s shape and rule, and returns the outcome.
fn after(text: &str, cells: &[(i32, i32)]) -> Outcome {
    let mut b = board(text);
    for &(c, r) in cells {
        let cell = b.geometry().cell(c, r).unwrap();
        b.play(cell).unwrap();
    }
    b.outcome().clone()
}

#[test]
fn each_rule_says_which_rows_win() {
    let empty = "......../......../......../......../......../......../......../........ k=5";
    // X's sixth stone on the top row joins six in a row; O plays the row below.
    let six = [
        (0, 0),
        (0, 1),
        (1, 0),
        (1, 1),
        (2, 0),
        (2, 1),
        (4, 0),
        (4, 1),
        (5, 0),
        (7, 1),
        (3, 0),
    ];
    assert!(after(empty, &six).is_over());
    for rule in ["standard", "renju", "caro"] {
        assert_eq!(
            after(&format!("{empty} rule={rule}"), &six[..10]),
            Outcome::InProgress
        );
    }
    // Standard: the overline does not win.
    assert_eq!(
        after(&format!("{empty} rule=standard"), &six),
        Outcome::InProgress
    );
    // Renju: White wins with six, Black may not make them (an overline is forbidden).
    let mut black = board(&format!("{empty} rule=renju"));
    for &(c, r) in &six[..10] {
        black.play(black.geometry().cell(c, r).unwrap()).unwrap();
    }
    assert_eq!(
        black.check(3),
        Err(MoveError::Forbidden {
            cell: 3,
            why: Forbidden::Overline
        })
    );
    let white_six = [
        (0, 1),
        (0, 0),
        (1, 1),
        (1, 0),
        (2, 1),
        (2, 0),
        (0, 3),
        (4, 0),
        (7, 3),
        (5, 0),
        (7, 5),
        (3, 0),
    ];
    assert!(matches!(
        after(&format!("{empty} rule=renju"), &white_six),
        Outcome::Win { mark: Mark::O, .. }
    ));
    // Caro: five blocked by O at both ends does not win; at one end, or at the edge, it does.
    let caro = format!("{empty} rule=caro");
    let open = [
        (0, 0),
        (1, 0),
        (1, 2),
        (2, 0),
        (2, 2),
        (3, 0),
        (3, 2),
        (4, 0),
        (7, 7),
        (5, 0),
    ];
    assert!(matches!(
        after(&caro, &open),
        Outcome::Win { mark: Mark::O, .. }
    ));
    let both = [
        (1, 0),
        (0, 0),
        (2, 0),
        (6, 0),
        (3, 0),
        (7, 7),
        (4, 0),
        (7, 6),
        (5, 0),
    ];
    assert_eq!(after(&caro, &both), Outcome::InProgress);
    let edge = [
        (0, 0),
        (5, 0),
        (1, 0),
        (7, 7),
        (2, 0),
        (7, 6),
        (3, 0),
        (7, 4),
        (4, 0),
    ];
    assert!(matches!(
        after(&caro, &edge),
        Outcome::Win { mark: Mark::X, .. }
    ));
    assert!(after(empty, &both).is_over());
}

#[test]
fn rules_survive_the_text_form_and_the_record() {
    let b = board("...../...../...../...../..... k=5 rule=caro");
    assert_eq!(b.rule(), Rule::Caro);
    assert_eq!(b.to_string(), "...../...../...../...../..... rule=caro");
    assert_eq!(board(&b.to_string()), b);
    assert_ne!(board("...../...../...../...../....."), b);
}

#[test]
fn a_position_set_up_at_once_is_the_text_forms_and_keeps_no_history() {
    let g = Geometry::get(15, 15, 5).unwrap();
    let mut stones = vec![None; g.cells()];
    // Black's double three at h8 (7,7) is on the board already: set-up stones are not
    // checked against the forbidden points.
    for (c, r, mark) in [
        (7, 5, Mark::X),
        (7, 6, Mark::X),
        (7, 7, Mark::X),
        (0, 0, Mark::O),
    ] {
        stones[g.cell(c, r).unwrap()] = Some(mark);
    }
    stones[g.cell(5, 7).unwrap()] = Some(Mark::O);
    let board = Board::from_position(g, Rule::Renju, &stones).unwrap();
    assert_eq!(board.moves_played().len(), 0);
    assert_eq!(board.to_move(), Mark::O);
    let text: Board = board.to_string().parse().unwrap();
    assert_eq!(text, board);
    assert_eq!(
        Board::from_position(g, Rule::Renju, &stones[1..]).unwrap_err(),
        ParseBoardError::Cells {
            len: 224,
            expected: 225
        }
    );
    let k4 = Geometry::get(15, 15, 4).unwrap();
    assert!(matches!(
        Board::from_position(k4, Rule::Renju, &vec![None; 225]),
        Err(ParseBoardError::Shape(_))
    ));
}
