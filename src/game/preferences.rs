//! How the games go, as the Settings screen sets them: the think delay, Hard's budget,
//! alternating starts and computer games that start on their own.

use std::time::Duration;

use bevy::prelude::*;

/// How long a computer seat visibly "thinks" before its move, at least.
#[derive(Resource, Clone, Copy, Debug)]
pub struct ThinkDelay(pub Duration);

impl Default for ThinkDelay {
    /// 0.6 s: long enough to follow an AI-vs-AI game, short enough not to bore.
    fn default() -> ThinkDelay {
        ThinkDelay(Duration::from_millis(600))
    }
}

/// The most a Hard computer seat may search per move.
#[derive(Resource, Clone, Copy, Debug)]
pub struct SearchBudget(pub Duration);

impl Default for SearchBudget {
    fn default() -> SearchBudget {
        SearchBudget(mnk::DEFAULT_BUDGET)
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

/// With two computer seats, the next game starts on its own after [`super::auto_play::PAUSE`].
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AutoPlay(pub bool);
