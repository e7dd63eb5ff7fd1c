//! How the games go, as the Settings screen sets them: the think delay, Hard's budget,
//! alternating starts and computer games that start on their own.

use std::time::Duration;

use bevy::prelude::*;

use crate::files::settings::{Setting, seconds_in_range};

/// How long a computer seat visibly "thinks" before its move, at least.
#[derive(Resource, Clone, Copy, Debug)]
pub struct ThinkDelay(pub Duration);

impl ThinkDelay {
    /// The least and the most, in seconds.
    pub const RANGE: (f32, f32) = (0.0, 2.0);
}

impl Default for ThinkDelay {
    /// 0.6 s: long enough to follow an AI-vs-AI game, short enough not to bore.
    fn default() -> ThinkDelay {
        ThinkDelay(Duration::from_millis(600))
    }
}

impl Setting for ThinkDelay {
    const KEY: &'static str = "think_delay";
    /// Seconds.
    type Stored = f32;
    fn store(&self) -> f32 {
        self.0.as_secs_f32()
    }
    fn load(seconds: f32) -> ThinkDelay {
        let default = ThinkDelay::default().0.as_secs_f32();
        ThinkDelay(seconds_in_range(seconds, ThinkDelay::RANGE, default))
    }
}

/// The most a Hard computer seat may search per move.
#[derive(Resource, Clone, Copy, Debug)]
pub struct SearchBudget(pub Duration);

impl SearchBudget {
    /// The least and the most, in seconds.
    pub const RANGE: (f32, f32) = (0.25, 5.0);
}

impl Default for SearchBudget {
    fn default() -> SearchBudget {
        SearchBudget(mnk::DEFAULT_BUDGET)
    }
}

impl Setting for SearchBudget {
    const KEY: &'static str = "hard_budget";
    /// Seconds.
    type Stored = f32;
    fn store(&self) -> f32 {
        self.0.as_secs_f32()
    }
    fn load(seconds: f32) -> SearchBudget {
        let default = SearchBudget::default().0.as_secs_f32();
        SearchBudget(seconds_in_range(seconds, SearchBudget::RANGE, default))
    }
}

/// After each game, the players swap marks, so each moves first in turn.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AlternateStarts(pub bool);

impl Default for AlternateStarts {
    fn default() -> AlternateStarts {
        AlternateStarts(true)
    }
}

crate::files::settings::switch_setting!(AlternateStarts, "alternate_starts");

/// With two computer seats, the next game starts on its own after [`super::auto_play::PAUSE`].
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AutoPlay(pub bool);

crate::files::settings::switch_setting!(AutoPlay, "auto_play");
