//! Where undo and redo take the game, by who sits at the seats.

use super::*;

#[test]
fn two_people_undo_one_ply_at_a_time() {
    let r = record(&[4, 0, 8]);
    assert_eq!(undo_target(&r, &PEOPLE), Some(2));
    assert_eq!(undo_target(&record(&[]), &PEOPLE), None);
}

#[test]
fn against_a_computer_undo_goes_back_to_the_persons_turn() {
    // X (a person) to move at plies 0, 2, 4.
    assert_eq!(undo_target(&record(&[4, 0]), &X_AGAINST_HARD), Some(0));
    // The computer is thinking at ply 3: undo takes back the person's move.
    assert_eq!(undo_target(&record(&[4, 0, 8]), &X_AGAINST_HARD), Some(2));
    // O (a person) to move at plies 1, 3: nothing before the first.
    assert_eq!(undo_target(&record(&[4]), &HARD_AGAINST_O), None);
    assert_eq!(undo_target(&record(&[4, 0, 8]), &HARD_AGAINST_O), Some(1));
}

#[test]
fn redo_goes_to_the_persons_next_turn_or_the_end() {
    let mut r = record(&[4, 0, 8, 2, 6]);
    r.seek(0);
    assert_eq!(redo_target(&r, &X_AGAINST_HARD), Some(2));
    r.seek(4);
    assert_eq!(redo_target(&r, &X_AGAINST_HARD), Some(5));
    r.seek(5);
    assert_eq!(redo_target(&r, &X_AGAINST_HARD), None);
    r.seek(1);
    assert_eq!(redo_target(&r, &PEOPLE), Some(2));
}

#[test]
fn computers_alone_have_no_undo() {
    let r = record(&[4, 0, 8]);
    assert_eq!(undo_target(&r, &COMPUTERS), None);
    assert_eq!(redo_target(&r, &COMPUTERS), None);
}
