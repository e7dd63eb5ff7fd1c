//! Undo and redo: where they take the game, by who sits at the seats.

use super::{Seat, Seats, Session, Stage};

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

impl Session {
    /// Takes back moves (and an opening's choices) to the last stage before this one at
    /// which a person was to act: one ply between two people, two against a computer.
    /// `None` when there is none (or only computers play).
    pub fn undo(&mut self) -> Option<Rewound> {
        let target = self.undo_stage(&self.seats)?;
        Some(self.seek(target))
    }

    /// Where undo would go if the people were those `seats` names as [`Seat::Human`] (a
    /// network game asks it for the friend's seat): the last stage before this one at
    /// which one of them acted; `None` when there is none.
    pub fn undo_stage(&self, seats: &Seats) -> Option<Stage> {
        let stages = self.game.stages();
        let now = stages.iter().position(|&s| s == self.game.stage())?;
        stages[..now].iter().rev().copied().find(|&stage| {
            let mark = self.mark_of(self.game.actor_at(stage));
            seats.get(mark) == Seat::Human
        })
    }

    /// Whether [`Session::undo`] would take anything back.
    pub fn can_undo(&self) -> bool {
        self.undo_stage(&self.seats).is_some()
    }

    /// Whether [`Session::redo`] would play anything again.
    pub fn can_redo(&self) -> bool {
        self.redo_stage().is_some()
    }

    /// Plays again the moves (and choices) undone, up to the next stage at which a person
    /// is to act, or to the last one kept.
    pub fn redo(&mut self) -> Option<Rewound> {
        let target = self.redo_stage()?;
        Some(self.seek(target))
    }

    /// Where redo would go: the next stage at which a person acts, or the last one kept;
    /// `None` at the last one, or when only computers play.
    pub fn redo_stage(&self) -> Option<Stage> {
        if self.seats.computers_only() {
            return None;
        }
        let stages = self.game.stages();
        let now = stages.iter().position(|&s| s == self.game.stage())?;
        let last = stages.len() - 1;
        (now + 1..=last)
            .find(|&i| i == last || self.person_acts_at(stages[i]))
            .map(|i| stages[i])
    }

    /// Takes the game back to `to` (a stage before this one), as the friend of a network
    /// game agreed to; `None` when `to` is not a stage of this game before the one on the
    /// board.
    pub fn rewind_to(&mut self, to: Stage) -> Option<Rewound> {
        let stages = self.game.stages();
        let now = stages.iter().position(|&s| s == self.game.stage())?;
        stages[..now].contains(&to).then(|| self.seek(to))
    }

    /// Whether a person places, chooses or moves at `stage`.
    fn person_acts_at(&self, stage: Stage) -> bool {
        self.seat_of(self.game.actor_at(stage)) == Seat::Human
    }

    fn seek(&mut self, stage: Stage) -> Rewound {
        let was_over = self.is_over();
        let was_swapped = self.game.swapped();
        self.game.seek(stage);
        self.follow_swap(was_swapped);
        // The clocks read as they did at that stage, and its turn begins now; a loss on
        // time is taken back with the move it fell on.
        self.game.out_of_time = None;
        if let Some(clock) = self.game.clock.as_mut() {
            clock.restart(std::time::Instant::now());
        }
        let over = self.is_over();
        self.unsettled = true;
        Rewound {
            ply: stage.ply,
            reopened: was_over && !over,
            ended: over && !was_over,
        }
    }
}
