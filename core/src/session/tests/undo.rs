//! Where undo and redo take the game, by who sits at the seats.

use super::*;

/// A session with these seats and `cells` played.
fn played(seats: Seats, cells: &[Cell]) -> Session {
    let mut session = Session::new(seats, Names::default(), Rules::default(), Scores::default());
    session.start(Start::Fresh);
    play(&mut session, cells);
    session
}

/// The ply undo goes back to.
fn undo_ply(session: &Session) -> Option<usize> {
    session.undo_stage(&session.seats).map(|stage| stage.ply)
}

/// The ply redo goes to.
fn redo_ply(session: &Session) -> Option<usize> {
    session.redo_stage().map(|stage| stage.ply)
}

/// The position after `ply` moves (no opening).
fn at(ply: usize) -> Stage {
    Stage { ply, chosen: 0 }
}

#[test]
fn two_people_undo_one_ply_at_a_time() {
    assert_eq!(undo_ply(&played(PEOPLE, &[4, 0, 8])), Some(2));
    assert_eq!(undo_ply(&played(PEOPLE, &[])), None);
}

#[test]
fn against_a_computer_undo_goes_back_to_the_persons_turn() {
    // X (a person) to move at plies 0, 2, 4.
    assert_eq!(undo_ply(&played(X_AGAINST_HARD, &[4, 0])), Some(0));
    // The computer is thinking at ply 3: undo takes back the person's move.
    assert_eq!(undo_ply(&played(X_AGAINST_HARD, &[4, 0, 8])), Some(2));
    // O (a person) to move at plies 1, 3: nothing before the first.
    assert_eq!(undo_ply(&played(HARD_AGAINST_O, &[4])), None);
    assert_eq!(undo_ply(&played(HARD_AGAINST_O, &[4, 0, 8])), Some(1));
}

#[test]
fn redo_goes_to_the_persons_next_turn_or_the_end() {
    let mut session = played(X_AGAINST_HARD, &[4, 0, 8, 2, 6]);
    session.rewind_to(at(0));
    assert_eq!(redo_ply(&session), Some(2));
    session.redo();
    session.redo();
    assert_eq!(session.board().ply(), 4);
    assert_eq!(redo_ply(&session), Some(5));
    session.redo();
    assert_eq!(redo_ply(&session), None);
    let mut session = played(PEOPLE, &[4, 0, 8, 2, 6]);
    session.rewind_to(at(1));
    assert_eq!(redo_ply(&session), Some(2));
}

#[test]
fn computers_alone_have_no_undo() {
    let session = played(COMPUTERS, &[4, 0, 8]);
    assert_eq!(undo_ply(&session), None);
    assert_eq!(redo_ply(&session), None);
}
