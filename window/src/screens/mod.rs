//! The screens a player moves between, one file or folder each. Each screen spawns its own
//! entities with `DespawnOnExit` and handles its own buttons, Esc and navigation.

use bevy::prelude::*;

use crate::awake::AwakeApp;
use crate::controls::dialog::{CancelQuestion, no_question};
use crate::controls::input_map::{Action, Actions};

pub mod game_over;
pub mod history;
pub mod menu;
pub mod online;
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
            online::plugin,
            settings::plugin,
            playing::plugin,
            game_over::plugin,
            history::plugin,
            replay::plugin,
            shortcuts::plugin,
        ))
        // A screen change takes effect in the next frame: ask for it, even with no input.
        .awake_while("a screen change", |next: Res<NextState<Screen>>| {
            !matches!(*next, NextState::Unchanged)
        })
        .add_systems(Update, log_screen.run_if(state_changed::<Screen>))
        .add_systems(Update, draw_curtain);
}

/// A new screen comes in behind a curtain that fades ([`crate::theme::motion::curtain`]);
/// from Playing to GameOver the board stays, and so does the view, and the first screen
/// needs none.
fn draw_curtain(
    mut changes: MessageReader<StateTransitionEvent<Screen>>,
    animations: Res<crate::theme::motion::Animations>,
    mut commands: Commands,
) {
    for change in changes.read() {
        let board =
            |screen: Option<Screen>| matches!(screen, Some(Screen::Playing | Screen::GameOver));
        // The first screen shows at once: the window opens on it.
        let first = change.exited.is_none();
        let same = change.exited == change.entered;
        let board_stays = board(change.exited) && board(change.entered);
        if animations.0 && !(first || same || board_stays) {
            commands.spawn(crate::theme::motion::curtain());
        }
    }
}

/// The log names each screen shown ("screen: Settings"), for the end-to-end tests.
fn log_screen(screen: Res<State<Screen>>) {
    info!("screen: {:?}", screen.get());
}

/// Run condition: Back was asked for, by Esc or the gamepad's East (and not used up by a
/// field that was being typed in: screens' Esc systems run after
/// [`crate::AppSystems::EndTyping`]).
pub fn esc_pressed(actions: Actions) -> bool {
    actions.just_pressed(Action::Back)
}

/// Esc on a screen with nothing of its own to close: back to the menu.
pub fn esc_to_menu(mut next: ResMut<NextState<Screen>>) {
    next.set(Screen::Menu);
}

/// Each screen's Esc goes back: registers `system` for Esc on `screen`.
pub fn on_esc<M>(
    app: &mut App,
    screen: Screen,
    system: impl IntoScheduleConfigs<bevy::ecs::system::ScheduleSystem, M>,
) {
    app.add_systems(
        Update,
        system
            .after(CancelQuestion)
            .run_if(in_state(screen).and_then(esc_pressed).and_then(no_question)),
    );
}
