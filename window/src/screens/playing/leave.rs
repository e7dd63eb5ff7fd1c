//! Leaving a game in progress: the Menu button and Esc ask whether to keep it for later or
//! abandon it (Esc asks only in a network game, as the friend is told).

use bevy::input_focus::AutoFocus;
use bevy::prelude::*;
use bevy::ui_widgets::Activate;

use crate::controls::dialog::{Cancel, close_questions};
use crate::controls::focus::Modal;
use crate::game::GameSession;
use crate::game::settle::AbandonGame;
use crate::screens::Screen;
use crate::theme::say::Say;
use crate::theme::widget;

/// What the Menu button of a game in progress and its question do.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeaveAction {
    /// Ask whether to keep the game.
    Ask,
    /// To the menu, which offers Resume.
    Keep,
    /// To the menu, the game forgotten.
    Abandon,
    /// Back to the game.
    Stay,
}

/// The question asked by Menu, over the board.
#[derive(Component)]
struct LeaveQuestion;

pub(super) fn plugin(app: &mut App) {
    crate::screens::on_esc(app, Screen::Playing, esc_from_playing);
    app.add_observer(press_leave_button);
}

/// Esc: to the menu, the game kept; a network game asks first, as the friend is told.
fn esc_from_playing(
    session: Res<GameSession>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    if session.seats.online() {
        commands.spawn(leave_question(true));
    } else {
        next.set(Screen::Menu);
    }
}

/// The question over the whole window: the board under it takes no clicks meanwhile.
fn leave_question(online: bool) -> impl Bundle {
    let details = if online {
        "leave-online"
    } else {
        "leave-details"
    };
    (
        LeaveQuestion,
        DespawnOnExit(Screen::Playing),
        widget::question(
            Say::new("leave-title"),
            children![widget::said(Say::new(details), 3.0)],
            children![
                (
                    (Say::new("playing-keep"), widget::button("", 34.0, 7.0)),
                    LeaveAction::Keep
                ),
                (
                    (
                        Say::new("playing-abandon"),
                        widget::destructive_button("", 22.0, 7.0)
                    ),
                    LeaveAction::Abandon
                ),
                (
                    (Say::new("playing-play-on"), widget::button("", 22.0, 7.0)),
                    LeaveAction::Stay,
                    Cancel,
                    AutoFocus
                ),
            ],
        ),
    )
}

fn press_leave_button(
    activate: On<Activate>,
    session: Res<GameSession>,
    actions: Query<&LeaveAction>,
    questions: Query<Entity, With<Modal>>,
    mut abandon: MessageWriter<AbandonGame>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    let Ok(action) = actions.get(activate.entity) else {
        return;
    };
    match action {
        LeaveAction::Ask => {
            if questions.is_empty() {
                commands.spawn(leave_question(session.seats.online()));
            }
        }
        LeaveAction::Keep => next.set(Screen::Menu),
        LeaveAction::Abandon => {
            abandon.write(AbandonGame);
            next.set(Screen::Menu);
        }
        LeaveAction::Stay => close_questions(&mut commands, &questions),
    }
}
