//! Undo and redo: where they take the game, by who sits at the seats.

use mnk::{GameRecord, Mark};

use super::{Seat, Seats, Session};

/// Where an undo or a redo took the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rewound {
    /// The ply the cursor is now at.
    pub ply: usize,
    /// The game was over and now is not (an undo from its end).
    pub reopened: bool,
    /// The game was not over and now is (a redo to its end).
    pub ended: bool,
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
    if seats.computers_only() {
        return None;
    }
    (record.cursor() + 1..=end).find(|&ply| ply == end || seats.get(to_move_at(ply)) == Seat::Human)
}

impl Session {
    /// Takes back moves to the last position before this one at which a person was to
    /// move: one ply between two people, two against a computer. `None` when there is
    /// none (or only computers play).
    pub fn undo(&mut self) -> Option<Rewound> {
        let ply = undo_target(&self.game.record, &self.seats)?;
        Some(self.seek(ply))
    }

    /// Plays again the moves undone, up to the next position at which a person is to
    /// move, or to the last move played.
    pub fn redo(&mut self) -> Option<Rewound> {
        let ply = redo_target(&self.game.record, &self.seats)?;
        Some(self.seek(ply))
    }

    /// Takes the game back to the position after `ply` moves, as the friend of a network
    /// game agreed to; `None` when `ply` is not before the position on the board.
    pub fn rewind_to(&mut self, ply: usize) -> Option<Rewound> {
        (ply < self.game.record.cursor()).then(|| self.seek(ply))
    }

    fn seek(&mut self, ply: usize) -> Rewound {
        let was_over = self.board().outcome().is_over();
        self.game.record.seek(ply);
        let over = self.board().outcome().is_over();
        self.unsettled = true;
        Rewound {
            ply,
            reopened: was_over && !over,
            ended: over && !was_over,
        }
    }
}
