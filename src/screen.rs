//! The screens a player moves between, as an app state.

use bevy::prelude::*;

/// Which screen is showing. Every entity of a screen carries `DespawnOnExit(Screen::…)`.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// Choose who plays each seat, then Play or Quit.
    #[default]
    Menu,
    /// A game in progress.
    Playing,
    /// The finished game stays in view with the result and Play / Menu / Quit.
    GameOver,
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
}
