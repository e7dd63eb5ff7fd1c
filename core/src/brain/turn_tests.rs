//! The brain's turn against fake brains ([`crate::brain::fake`]): one that plays, one that
//! crashes mid-game, one that hangs, one that cheats.

use std::sync::PoisonError;
use std::thread;
use std::time::{Duration, Instant};

use mnk::{Board, Cell};

use super::{BrainSetup, BrainTurn};
use crate::brain::fake::{FILES, fake};
use crate::brain::manager::{BrainFailure, answer_limit};

const MOVE_TIME: Duration = Duration::from_millis(200);

fn setup(path: &std::path::Path) -> BrainSetup {
    BrainSetup {
        path: path.to_path_buf(),
        move_time: MOVE_TIME,
    }
}

/// Polls as a front end does, every few milliseconds, with the real clock, until the turn
/// answers or `within` has passed.
fn answer(
    turn: &mut BrainTurn,
    setup: &BrainSetup,
    board: &Board,
    think_delay: Duration,
    within: Duration,
) -> Option<Result<(Board, Cell), BrainFailure>> {
    let _starting = FILES.read().unwrap_or_else(PoisonError::into_inner);
    let begun = Instant::now();
    while begun.elapsed() < within {
        if let Some(answer) = turn.poll(Some(setup), board, true, think_delay, begun.elapsed()) {
            return Some(answer);
        }
        thread::sleep(Duration::from_millis(5));
    }
    None
}

/// The turn's answer with no think delay, within ten seconds.
fn answered(
    turn: &mut BrainTurn,
    setup: &BrainSetup,
    board: &Board,
) -> Result<(Board, Cell), BrainFailure> {
    answer(turn, setup, board, Duration::ZERO, Duration::from_secs(10))
        .expect("an answer within ten seconds")
}

fn cell(board: &Board, x: i32, y: i32) -> Cell {
    board.geometry().cell(x, y).expect("on the board")
}

fn board15() -> Board {
    Board::new(15, 15, 5).expect("a 15x15 board")
}

#[test]
fn a_brain_moves_after_the_think_delay_and_keeps_running_between_its_moves() {
    let fake = fake(&[("DONE", "if [ $turn = 1 ]; then echo 7,7; else echo 8,8; fi")]);
    let setup = setup(&fake.path);
    let mut turn = BrainTurn::default();
    let mut board = board15();
    let delay = Duration::from_millis(300);
    let begun = Instant::now();
    let (position, first) = answer(&mut turn, &setup, &board, delay, Duration::from_secs(10))
        .expect("an answer")
        .expect("a move");
    assert!(begun.elapsed() >= delay, "the think delay is kept");
    assert_eq!((position, first), (board.clone(), cell(&board, 7, 7)));
    assert_eq!(turn.name(), Some("fake"));
    assert!(!turn.is_thinking());
    let pid = fake.pid();
    board.play(first).expect("legal");
    board.play(cell(&board, 0, 0)).expect("legal");
    let (_, second) = answered(&mut turn, &setup, &board).expect("a move");
    assert_eq!(second, cell(&board, 8, 8));
    assert_eq!(fake.pid(), pid, "the same process played both moves");
    // Until the move is made, the position is not asked again: the brain's time is dear.
    for _ in 0..3 {
        let again = turn.poll(Some(&setup), &board, true, Duration::ZERO, begun.elapsed());
        assert!(again.is_none());
    }
    thread::sleep(Duration::from_millis(100));
    let asked = fake.heard().iter().filter(|l| *l == "DONE").count();
    assert_eq!(asked, 2, "one ask a position");
    let starts = fake
        .heard()
        .iter()
        .filter(|l| l.starts_with("START"))
        .count();
    assert_eq!(starts, 1);
}

#[test]
fn a_move_asked_for_a_position_that_passed_is_dropped() {
    let fake = fake(&[("DONE", "sleep 0.2; echo $turn,0")]);
    let setup = setup(&fake.path);
    let mut turn = BrainTurn::default();
    let board = board15();
    {
        let _starting = FILES.read().unwrap_or_else(PoisonError::into_inner);
        assert!(
            turn.poll(Some(&setup), &board, true, Duration::ZERO, Duration::ZERO)
                .is_none()
        );
        assert!(turn.is_thinking());
    }
    // Someone else moved (an undo, a person's click): the move asked is forgotten.
    let mut moved = board.clone();
    moved.play(cell(&board, 3, 3)).expect("legal");
    assert!(
        turn.poll(Some(&setup), &moved, false, Duration::ZERO, Duration::ZERO)
            .is_none()
    );
    assert!(!turn.is_thinking());
    moved.play(cell(&board, 4, 4)).expect("legal");
    let (position, cell_played) = answered(&mut turn, &setup, &moved).expect("a move");
    // The answer is to the position on the board now (the brain may have had both asks
    // waiting, and answered the newest only).
    assert_eq!(position, moved);
    assert!(moved.get(cell_played).is_none());
    let boards = fake.heard().iter().filter(|l| *l == "DONE").count();
    assert!((1..=2).contains(&boards), "{boards} positions sent");
}

#[test]
fn a_brain_that_crashes_mid_game_is_reported_once_and_is_gone() {
    let fake = fake(&[("DONE", "if [ $turn = 2 ]; then exit 3; fi; echo 7,7")]);
    let setup = setup(&fake.path);
    let mut turn = BrainTurn::default();
    let mut board = board15();
    let (_, first) = answered(&mut turn, &setup, &board).expect("a move");
    board.play(first).expect("legal");
    board.play(cell(&board, 0, 0)).expect("legal");
    let failure = answered(&mut turn, &setup, &board);
    assert_eq!(failure, Err(BrainFailure::Crashed));
    assert!(!turn.is_thinking());
    // Not a seat's turn any more: nothing more is said of it.
    assert!(
        turn.poll(Some(&setup), &board, false, Duration::ZERO, Duration::ZERO)
            .is_none()
    );
}

#[test]
fn a_brain_that_hangs_times_out_within_the_managers_limit() {
    let fake = fake(&[("DONE", ":")]);
    let setup = setup(&fake.path);
    let mut turn = BrainTurn::default();
    let board = board15();
    let begun = Instant::now();
    let failure = answered(&mut turn, &setup, &board);
    assert_eq!(failure, Err(BrainFailure::Timeout));
    assert!(begun.elapsed() >= answer_limit(MOVE_TIME));
}

#[test]
fn a_brain_that_cheats_is_stopped_with_what_it_played() {
    let fake = fake(&[("DONE", "echo 0,0")]);
    let setup = setup(&fake.path);
    let mut turn = BrainTurn::default();
    let mut board = board15();
    board.play(cell(&board, 0, 0)).expect("legal");
    let failure = answered(&mut turn, &setup, &board);
    assert!(
        matches!(&failure, Err(BrainFailure::IllegalMove(why)) if why.contains("taken")),
        "{failure:?}"
    );
}

#[test]
fn no_brain_set_or_one_that_is_not_there_is_not_started() {
    let mut turn = BrainTurn::default();
    let board = board15();
    let none = turn.poll(None, &board, true, Duration::ZERO, Duration::ZERO);
    assert!(matches!(none, Some(Err(BrainFailure::NotStarted(_)))));
    let missing = setup(std::path::Path::new("/nonexistent/pbrain-none"));
    let failure = answered(&mut turn, &missing, &board);
    assert!(
        matches!(failure, Err(BrainFailure::NotStarted(_))),
        "{failure:?}"
    );
}
