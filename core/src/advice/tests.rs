//! The advice loops driven as a front end drives them, the hint's sentences and the
//! coach's labels, and the order the coach values cells in.

use super::*;
use crate::words::hint_sentence;
use mnk::{GameRecord, Verdict};

/// A win or loss is proven here even when its plies are not settled (`exact`).
fn appraisal(verdict: Verdict, exact: bool, score: i32) -> Appraisal {
    Appraisal {
        verdict,
        exact,
        proven: exact || verdict != Verdict::Draw,
        best: vec![4],
        score,
        depth: 9,
        line: vec![4],
    }
}

const BUDGET: Duration = Duration::from_millis(200);

/// Steps `step` (which steps the scheduler) until `done`, as a front end's frames do.
fn until(scheduler: &mut Scheduler, mut step: impl FnMut(&mut Scheduler) -> bool) {
    for _ in 0..20_000 {
        scheduler.step();
        if step(scheduler) {
            return;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    panic!("the advice never came");
}

#[test]
fn a_hint_is_found_shown_again_and_dropped_with_its_position() {
    let mut scheduler = Scheduler::default();
    let mut advisor = Advisor::default();
    let mut board = Board::classic();
    board.play(0).unwrap();
    assert!(!advisor.ask_hint(), "no position, no hint");
    advisor.advise_on(Some(&board), &mut scheduler);
    assert!(advisor.ask_hint());
    assert_eq!(advisor.hint(), &Hint::Searching);
    until(&mut scheduler, |s| advisor.step(false, BUDGET, s).hint);
    // After a corner, only the centre holds the draw for O.
    assert_eq!(advisor.hint_cell(), Some(4));
    assert!(advisor.ask_hint(), "asked again: known, shown again");
    assert!(matches!(advisor.hint(), Hint::Found(_)));
    board.play(4).unwrap();
    advisor.advise_on(Some(&board), &mut scheduler);
    assert_eq!(advisor.hint(), &Hint::NotAsked, "another position");
    advisor.advise_on(None, &mut scheduler);
    assert!(!advisor.ask_hint());
}

#[test]
fn a_hint_not_found_is_searched_again_when_asked() {
    let mut scheduler = Scheduler::default();
    let mut advisor = Advisor::default();
    advisor.advise_on(Some(&Board::classic()), &mut scheduler);
    advisor.hint = Hint::NotFound;
    assert!(advisor.ask_hint());
    assert_eq!(advisor.hint(), &Hint::Searching);
}

#[test]
fn the_coach_values_every_empty_cell_and_stops_when_turned_off() {
    let mut scheduler = Scheduler::default();
    let mut advisor = Advisor::default();
    let mut board = Board::classic();
    board.play(4).unwrap();
    advisor.advise_on(Some(&board), &mut scheduler);
    until(&mut scheduler, |s| {
        advisor.step(true, BUDGET, s);
        advisor.progress() == (8, 8)
    });
    // After X's centre, O's corners draw and O's edges lose.
    assert_eq!(advisor.cell(0).unwrap().label(), "=");
    assert!(advisor.cell(1).unwrap().label().starts_with('-'));
    assert!(advisor.cell(4).is_none(), "a taken cell has no value");
    board.play(0).unwrap();
    advisor.advise_on(Some(&board), &mut scheduler);
    advisor.step(true, BUDGET, &mut scheduler);
    assert!(advisor.is_searching());
    advisor.step(false, BUDGET, &mut scheduler);
    assert!(!advisor.is_searching(), "off: its search withdrawn");
}

#[test]
fn the_review_judges_every_move_and_goes_on_after_a_pause() {
    let mut scheduler = Scheduler::default();
    let classic = Board::classic();
    // X takes the centre, O an edge (a loss), X a corner.
    let record = GameRecord::from_moves(classic.geometry(), &[4, 1, 0], 3).unwrap();
    let mut review = Review::new(&record);
    assert_eq!(review.progress(), (0, 4));
    until(&mut scheduler, |s| review.step(BUDGET, s));
    review.pause(&mut scheduler);
    assert!(!review.is_searching());
    assert_eq!(review.progress(), (1, 4));
    until(&mut scheduler, |s| {
        review.step(BUDGET, s);
        !review.is_busy()
    });
    assert_eq!(review.progress(), (4, 4));
    let slip = review.move_review(&record, 2).unwrap();
    assert!(slip.slip.is_some(), "O's edge throws the draw away");
    assert!(review.move_review(&record, 1).unwrap().slip.is_none());
}

#[test]
fn hints_read_as_a_player_says_them() {
    let board = Board::classic();
    let english = crate::i18n::Catalog::new(crate::i18n::ENGLISH);
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
    assert_eq!(MoveVerdict::of(&guessed).label(), "-?");
}

#[test]
fn a_cell_is_valued_for_the_side_that_plays_it() {
    // After the cell, the opponent loses in 2 plies: the mover wins in 3 moves.
    let value = MoveVerdict::of(&appraisal(Verdict::Loss { plies: 2 }, true, -1));
    assert_eq!(value.verdict, Verdict::Win { plies: 2 });
    assert_eq!(value.label(), "+3");
    let value = MoveVerdict::of(&appraisal(Verdict::Win { plies: 4 }, false, 1));
    assert_eq!(value.label(), "-≤5");
    assert_eq!(
        MoveVerdict::of(&appraisal(Verdict::Draw, true, 0)).label(),
        "="
    );
    // Unproven: the estimate's sign for the mover, whose opponent's score it is.
    for (score, label) in [(9, "-?"), (-9, "+?"), (0, "?")] {
        let value = MoveVerdict::of(&appraisal(Verdict::Draw, false, score));
        assert_eq!(value.label(), label, "the opponent's score {score}");
    }
}

#[test]
fn the_coach_values_the_cells_near_the_marks_first() {
    let empty = Board::new(9, 9, 5).unwrap();
    let mut valued = vec![false; 81];
    assert_eq!(
        next_cell(&empty, &valued),
        Some(40),
        "the centre of an empty board"
    );
    let mut board = empty.clone();
    board.play(40).unwrap();
    let ring = [30, 31, 32, 39, 41, 48, 49, 50];
    for &cell in &ring {
        assert_eq!(next_cell(&board, &valued), Some(cell));
        valued[cell] = true;
    }
    assert_eq!(next_cell(&board, &valued), Some(20), "then two steps away");
    // Of an even side, the four middle cells are the centre.
    let four = Board::new(4, 4, 3).unwrap();
    assert_eq!(next_cell(&four, &[false; 16]), Some(5));
}

#[test]
fn the_engines_line_deepens_while_on_show_and_goes_with_the_position() {
    let mut scheduler = Scheduler::default();
    let mut advisor = Advisor::default();
    let mut board = mnk::Board::new(15, 15, 5).unwrap();
    for cell in [112, 128, 111, 98] {
        board.play(cell).unwrap();
    }
    advisor.advise_on(Some(&board), &mut scheduler);
    // Off: nothing is searched.
    advisor.step(false, BUDGET, &mut scheduler);
    assert!(!advisor.is_searching());
    advisor.show_line(true, &mut scheduler);
    let mut depths = Vec::new();
    until(&mut scheduler, |scheduler| {
        if advisor.step(false, BUDGET, scheduler).line {
            depths.push(advisor.line().map(|a| a.depth));
        }
        depths.len() >= 2
    });
    let line = advisor.line().expect("a line").clone();
    assert_eq!(line.line.first(), line.best.first());
    assert!(depths[1] >= depths[0], "{depths:?}");
    // A new position starts again; off, the line is gone and nothing is searched.
    let mut after = board.clone();
    after.play(line.line[0]).unwrap();
    advisor.advise_on(Some(&after), &mut scheduler);
    assert!(advisor.line().is_none());
    advisor.show_line(false, &mut scheduler);
    advisor.step(false, BUDGET, &mut scheduler);
    assert!(!advisor.is_searching());
}
