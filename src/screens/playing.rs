//! The buttons shown with the board, on the Playing and GameOver screens alike: Undo and
//! Redo in the top corners, greyed out when there is nothing to undo or redo.

use bevy::prelude::*;
use bevy::ui::InteractionDisabled;
use bevy::ui_widgets::Activate;

use crate::game::history::{AlterHistory, redo_target, undo_target};
use crate::game::{Game, GameSystems, Seats};
use crate::screens::BoardShown;
use crate::theme::interaction::set_marker;
use crate::theme::widget;

/// What a button beside the board does.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardAction {
    /// Back to the previous position where a person is to move.
    Undo,
    /// Forward again to the next one.
    Redo,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(BoardShown), spawn_buttons)
        .add_systems(
            Update,
            enable_buttons
                .in_set(GameSystems::View)
                .run_if(in_state(BoardShown)),
        )
        .add_observer(press_board_button);
}

fn spawn_buttons(mut commands: Commands) {
    commands.spawn((
        Name::new("Undo and Redo"),
        DespawnOnExit(BoardShown),
        Node {
            position_type: PositionType::Absolute,
            top: Val::VMin(2.0),
            width: percent(100),
            padding: UiRect::horizontal(Val::VMin(2.0)),
            justify_content: JustifyContent::SpaceBetween,
            ..default()
        },
        Pickable::IGNORE,
        children![
            (widget::button("Undo", 14.0, 6.0), BoardAction::Undo),
            (widget::button("Redo", 14.0, 6.0), BoardAction::Redo),
        ],
    ));
}

/// Undo and Redo are greyed out when they would do nothing.
fn enable_buttons(
    game: Res<Game>,
    seats: Res<Seats>,
    buttons: Query<(Entity, &BoardAction, Has<InteractionDisabled>)>,
    mut commands: Commands,
) {
    for (entity, action, disabled) in &buttons {
        let possible = match action {
            BoardAction::Undo => undo_target(&game.record, &seats).is_some(),
            BoardAction::Redo => redo_target(&game.record, &seats).is_some(),
        };
        set_marker::<InteractionDisabled>(&mut commands, entity, disabled, !possible);
    }
}

fn press_board_button(
    activate: On<Activate>,
    actions: Query<&BoardAction>,
    mut history: MessageWriter<AlterHistory>,
) {
    match actions.get(activate.entity) {
        Ok(BoardAction::Undo) => {
            history.write(AlterHistory::Undo);
        }
        Ok(BoardAction::Redo) => {
            history.write(AlterHistory::Redo);
        }
        Err(_) => {}
    }
}
