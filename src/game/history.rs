//! Undo and redo: move the game's cursor back to the previous position where a person is
//! to move, or forward to the next one (or to the end of the game). Between two people that
//! is one ply; against a computer, two. A computer's search for a position that is undone
//! is dropped (the AI turn sees its position is gone). Undo from a finished game returns to
//! play; redo to the end of a finished game shows it over again.

use bevy::prelude::*;
use mnk::{GameRecord, Mark};

use crate::game::{Game, GameSystems, Seat, Seats, turn};
use crate::screens::{BoardShown, Screen};

/// A request to move through the game's history.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum AlterHistory {
    Undo,
    Redo,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<AlterHistory>().add_systems(
        Update,
        alter_history
            .in_set(GameSystems::Turn)
            // An undo wins over a computer's move in the same frame: the move, made for the
            // position undone, is then stale and dropped.
            .before(turn::apply_move_requests)
            .run_if(in_state(BoardShown)),
    );
}

/// The mark to move after `ply` moves: X moves first.
fn to_move_at(ply: usize) -> Mark {
    if ply.is_multiple_of(2) {
        Mark::X
    } else {
        Mark::O
    }
}

/// Where undo goes: the last ply before the cursor at which a person is to move.
pub fn undo_target(record: &GameRecord, seats: &Seats) -> Option<usize> {
    (0..record.cursor())
        .rev()
        .find(|&ply| seats.get(to_move_at(ply)) == Seat::Human)
}

/// Where redo goes: the next ply after the cursor at which a person is to move, or the last
/// move played.
pub fn redo_target(record: &GameRecord, seats: &Seats) -> Option<usize> {
    let end = record.moves().len();
    if seats.x != Seat::Human && seats.o != Seat::Human {
        return None;
    }
    (record.cursor() + 1..=end).find(|&ply| ply == end || seats.get(to_move_at(ply)) == Seat::Human)
}

fn alter_history(
    mut requests: MessageReader<AlterHistory>,
    seats: Res<Seats>,
    screen: Res<State<Screen>>,
    mut game: ResMut<Game>,
    mut next: ResMut<NextState<Screen>>,
) {
    for &request in requests.read() {
        let target = match request {
            AlterHistory::Undo => undo_target(&game.record, &seats),
            AlterHistory::Redo => redo_target(&game.record, &seats),
        };
        let Some(ply) = target else {
            continue;
        };
        game.record.seek(ply);
        info!("{request:?} to ply {ply}: {}", game.board());
        let shown = if game.board().outcome().is_over() {
            Screen::GameOver
        } else {
            Screen::Playing
        };
        if *screen.get() != shown {
            next.set(shown);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mnk::Level;

    fn record(moves: &[usize]) -> GameRecord {
        let geometry = mnk::Geometry::get(3, 3, 3).unwrap();
        GameRecord::from_moves(geometry, moves, moves.len()).unwrap()
    }

    const PEOPLE: Seats = Seats {
        x: Seat::Human,
        o: Seat::Human,
    };
    const X_AGAINST_HARD: Seats = Seats {
        x: Seat::Human,
        o: Seat::Ai(Level::Hard),
    };
    const HARD_AGAINST_O: Seats = Seats {
        x: Seat::Ai(Level::Hard),
        o: Seat::Human,
    };
    const COMPUTERS: Seats = Seats {
        x: Seat::Ai(Level::Easy),
        o: Seat::Ai(Level::Hard),
    };

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
}
