//! The screens a player moves between, one file each. Each screen spawns its own entities
//! with `DespawnOnExit` and handles its own buttons.

use bevy::prelude::*;
use bevy::window::RequestRedraw;

pub mod game_over;
pub mod history;
pub mod menu;
pub mod playing;
pub mod replay;
pub mod settings;
pub mod shortcuts;

/// Which screen is showing.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// Choose who plays each seat and the board, then Play or Quit.
    #[default]
    Menu,
    /// A game in progress.
    Playing,
    /// The finished game stays in view with the result and Play / Menu / Quit.
    GameOver,
    /// The think delay, Hard's budget and the sound, from the menu.
    Settings,
    /// Every finished game kept, newest first, from the menu.
    History,
    /// A kept game move by move, with its review, from History or game over.
    Replay,
}

/// Computed from [`Screen`]: a board is on screen (Playing or GameOver). The board view
/// lives exactly as long as this state, so moving between those two screens keeps it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoardShown;

impl ComputedStates for BoardShown {
    type SourceStates = Screen;

    /// Playing -> GameOver keeps the board in view: no exit, no enter.
    const ALLOW_SAME_STATE_TRANSITIONS: bool = false;

    fn compute(screen: Screen) -> Option<BoardShown> {
        match screen {
            Screen::Playing | Screen::GameOver => Some(BoardShown),
            Screen::Menu | Screen::Settings | Screen::History | Screen::Replay => None,
        }
    }
}

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
    game: Res<crate::game::Game>,
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
        (Screen::Replay, Some(replay)) => replay.back_to(&game),
        _ => Screen::Menu,
    });
}

/// A screen change takes effect in the next frame: ask for it, even with no input.
fn wake_for_screen_change(next: Res<NextState<Screen>>, mut redraw: MessageWriter<RequestRedraw>) {
    if !matches!(*next, NextState::Unchanged) {
        redraw.write(RequestRedraw);
    }
}
