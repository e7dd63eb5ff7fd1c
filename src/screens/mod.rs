//! The screens a player moves between, one file each. Each screen spawns its own entities
//! with `DespawnOnExit` and handles its own buttons.

use bevy::prelude::*;
use bevy::window::RequestRedraw;

use crate::game::GameSession;

pub mod game_over;
pub mod history;
pub mod menu;
pub mod playing;
pub mod replay;
pub mod settings;
pub mod shortcuts;

pub use crate::state::{BoardShown, Screen};

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .add_computed_state::<BoardShown>()
        .add_plugins((
            menu::plugin,
            settings::plugin,
            playing::plugin,
            game_over::plugin,
            history::plugin,
            replay::plugin,
            shortcuts::plugin,
        ))
        .add_systems(
            Update,
            escape
                .after(crate::theme::typing::finish_typing)
                .run_if(not(in_state(Screen::Menu))),
        )
        .add_systems(Last, wake_for_screen_change);
}

/// Esc goes back: out of History's delete question, from Replay to where it was opened,
/// from any other screen to the menu. (An Esc that ends typing in a field is used up.)
fn escape(
    keys: Res<ButtonInput<KeyCode>>,
    screen: Res<State<Screen>>,
    replay: Option<Res<replay::Replay>>,
    session: Res<GameSession>,
    mut list: ResMut<history::HistoryList>,
    mut next: ResMut<NextState<Screen>>,
) {
    if !keys.just_pressed(KeyCode::Escape) {
        return;
    }
    if *screen.get() == Screen::History && list.asking.is_some() {
        list.asking = None;
        return;
    }
    next.set(match (screen.get(), replay) {
        (Screen::Replay, Some(replay)) => replay.back_to(session.game()),
        _ => Screen::Menu,
    });
}

/// A screen change takes effect in the next frame: ask for it, even with no input.
fn wake_for_screen_change(next: Res<NextState<Screen>>, mut redraw: MessageWriter<RequestRedraw>) {
    if !matches!(*next, NextState::Unchanged) {
        redraw.write(RequestRedraw);
    }
}
