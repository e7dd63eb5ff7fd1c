//! The hint's sentences, the coach's labels, and the order it values cells in, by example.

use super::*;
use mnk::Verdict;

/// A win or loss is proven here even when its plies are not settled (`exact`).
fn appraisal(verdict: Verdict, exact: bool, score: i32) -> Appraisal {
    Appraisal {
        verdict,
        exact,
        proven: exact || verdict != Verdict::Draw,
        best: vec![4],
        score,
        depth: 9,
    }
}

#[test]
fn hints_read_as_a_player_says_them() {
    let board = Board::classic();
    let english = tictactoe_core::i18n::Catalog::new(tictactoe_core::i18n::ENGLISH);
    let say = |a: Appraisal| hint_sentence(&english, &board, 4, &a);
    assert_eq!(
        say(appraisal(Verdict::Win { plies: 3 }, true, 1)),
        "Hint: b2. X wins in 3."
    );
    assert_eq!(
        say(appraisal(Verdict::Draw, true, 0)),
        "Hint: b2. Draw with best play."
    );
    assert_eq!(
        say(appraisal(Verdict::Loss { plies: 4 }, true, -1)),
        "Hint: b2. O wins whatever X does."
    );
    assert_eq!(
        say(appraisal(Verdict::Draw, false, 40)),
        "Hint: b2. X is better (estimate)."
    );
    // A win found by a search that left moves out on a big board is no proof.
    let guessed = Appraisal {
        proven: false,
        ..appraisal(Verdict::Win { plies: 7 }, false, mnk::WIN - 7)
    };
    assert_eq!(say(guessed.clone()), "Hint: b2. X is better (estimate).");
    // A cell after which the opponent seems to win: worse for the mover, by an estimate.
    assert_eq!(CellValue::of(&guessed).label(), "-?");
}

#[test]
fn a_cell_is_valued_for_the_side_that_plays_it() {
    // After the cell, the opponent loses in 2 plies: the mover wins in 3 moves.
    let value = CellValue::of(&appraisal(Verdict::Loss { plies: 2 }, true, -1));
    assert_eq!(value.verdict, Verdict::Win { plies: 2 });
    assert_eq!(value.label(), "+3");
    let value = CellValue::of(&appraisal(Verdict::Win { plies: 4 }, false, 1));
    assert_eq!(value.label(), "-≤5");
    assert_eq!(
        CellValue::of(&appraisal(Verdict::Draw, true, 0)).label(),
        "="
    );
    // Unproven: the estimate's sign for the mover, whose opponent's score it is.
    for (score, label) in [(9, "-?"), (-9, "+?"), (0, "?")] {
        let value = CellValue::of(&appraisal(Verdict::Draw, false, score));
        assert_eq!(value.label(), label, "the opponent's score {score}");
    }
}

#[test]
fn the_coach_values_the_cells_near_the_marks_first() {
    let empty = Board::new(9, 9, 5).unwrap();
    let mut cells = vec![None; 81];
    assert_eq!(
        next_cell(&empty, &cells),
        Some(40),
        "the centre of an empty board"
    );
    let mut board = empty.clone();
    board.play(40).unwrap();
    let ring = [30, 31, 32, 39, 41, 48, 49, 50];
    for &cell in &ring {
        assert_eq!(next_cell(&board, &cells), Some(cell));
        cells[cell] = Some(appraisal(Verdict::Draw, false, 0));
    }
    assert_eq!(next_cell(&board, &cells), Some(20), "then two steps away");
    // Of an even side, the four middle cells are the centre.
    let four = Board::new(4, 4, 3).unwrap();
    assert_eq!(next_cell(&four, &vec![None; 16]), Some(5));
}
