//! How the games go, as the Settings screen sets them: the think delay, Hard's budget,
//! alternating starts and computer games that start on their own.

use std::time::Duration;

use bevy::prelude::*;

use tictactoe_core::settings::list::{self, seconds};

/// How long a computer seat visibly "thinks" before its move, at least.
#[derive(Resource, Clone, Copy, Debug)]
pub struct ThinkDelay(pub Duration);

impl ThinkDelay {
    /// The least and the most, in seconds.
    pub const RANGE: (f32, f32) = list::THINK_DELAY_RANGE;
}

impl Default for ThinkDelay {
    fn default() -> ThinkDelay {
        ThinkDelay(seconds(list::THINK_DELAY.default_value()))
    }
}

/// The most a Hard computer seat may search per move.
#[derive(Resource, Clone, Copy, Debug)]
pub struct SearchBudget(pub Duration);

impl SearchBudget {
    /// The least and the most, in seconds.
    pub const RANGE: (f32, f32) = list::HARD_BUDGET_RANGE;
}

impl Default for SearchBudget {
    fn default() -> SearchBudget {
        SearchBudget(seconds(list::HARD_BUDGET.default_value()))
    }
}

/// After each game, the players swap marks, so each moves first in turn.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AlternateStarts(pub bool);

impl Default for AlternateStarts {
    fn default() -> AlternateStarts {
        AlternateStarts(list::ALTERNATE_STARTS.default_value())
    }
}

/// With two computer seats, the next game starts on its own after [`super::auto_play::PAUSE`].
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AutoPlay(pub bool);

impl Default for AutoPlay {
    fn default() -> AutoPlay {
        AutoPlay(crate::files::settings::declared::AUTO_PLAY.default_value())
    }
}

/// Renju's forbidden points are drawn on X's (Black's) turn.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ForbiddenPoints(pub bool);

impl Default for ForbiddenPoints {
    fn default() -> ForbiddenPoints {
        ForbiddenPoints(list::FORBIDDEN_POINTS.default_value())
    }
}

/// Each mark shows the number of the move that placed it.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveNumbers(pub bool);

impl Default for MoveNumbers {
    fn default() -> MoveNumbers {
        MoveNumbers(list::MOVE_NUMBERS.default_value())
    }
}

/// The Gomocup brain that may play a seat, as Settings sets it: its program's path as
/// typed (empty: none) and its time a move.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct BrainChoice {
    pub path: String,
    pub move_time: Duration,
}

impl Default for BrainChoice {
    fn default() -> BrainChoice {
        BrainChoice {
            path: list::BRAIN.default_value(),
            move_time: seconds(list::BRAIN_TIME.default_value()),
        }
    }
}

impl BrainChoice {
    /// The brain a seat plays with, if a path is set.
    pub fn setup(&self) -> Option<tictactoe_core::brain::turn::BrainSetup> {
        (!self.path.is_empty()).then(|| tictactoe_core::brain::turn::BrainSetup {
            path: self.path.clone().into(),
            move_time: self.move_time,
        })
    }
}
