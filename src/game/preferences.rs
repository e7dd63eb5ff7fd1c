//! How the games go, as the Settings screen sets them: the think delay, Hard's budget,
//! alternating starts and computer games that start on their own.

use std::time::Duration;

use bevy::prelude::*;

use crate::files::settings::Setting;
use tictactoe_core::settings::play::{self, key};

/// How long a computer seat visibly "thinks" before its move, at least.
#[derive(Resource, Clone, Copy, Debug)]
pub struct ThinkDelay(pub Duration);

impl ThinkDelay {
    /// The least and the most, in seconds.
    pub const RANGE: (f32, f32) = play::THINK_DELAY_RANGE;
}

impl Default for ThinkDelay {
    fn default() -> ThinkDelay {
        ThinkDelay(play::DEFAULT_THINK_DELAY)
    }
}

impl Setting for ThinkDelay {
    const KEY: &'static str = key::THINK_DELAY;
    /// Seconds.
    type Stored = f32;
    fn store(&self) -> f32 {
        self.0.as_secs_f32()
    }
    fn load(seconds: f32) -> ThinkDelay {
        ThinkDelay(play::think_delay(seconds))
    }
}

/// The most a Hard computer seat may search per move.
#[derive(Resource, Clone, Copy, Debug)]
pub struct SearchBudget(pub Duration);

impl SearchBudget {
    /// The least and the most, in seconds.
    pub const RANGE: (f32, f32) = play::HARD_BUDGET_RANGE;
}

impl Default for SearchBudget {
    fn default() -> SearchBudget {
        SearchBudget(mnk::DEFAULT_BUDGET)
    }
}

impl Setting for SearchBudget {
    const KEY: &'static str = key::HARD_BUDGET;
    /// Seconds.
    type Stored = f32;
    fn store(&self) -> f32 {
        self.0.as_secs_f32()
    }
    fn load(seconds: f32) -> SearchBudget {
        SearchBudget(play::hard_budget(seconds))
    }
}

/// After each game, the players swap marks, so each moves first in turn.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AlternateStarts(pub bool);

impl Default for AlternateStarts {
    fn default() -> AlternateStarts {
        AlternateStarts(play::DEFAULT_ALTERNATE_STARTS)
    }
}

crate::files::settings::switch_setting!(AlternateStarts, key::ALTERNATE_STARTS);

/// With two computer seats, the next game starts on its own after [`super::auto_play::PAUSE`].
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AutoPlay(pub bool);

crate::files::settings::switch_setting!(AutoPlay, "auto_play");
