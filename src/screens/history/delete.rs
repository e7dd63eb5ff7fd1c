//! The question a delete asks first, on a panel over History: which game, and that it
//! cannot be brought back.

use bevy::prelude::*;

use super::{HistoryAction, HistoryList};
use crate::files::archive::Archive;
use crate::screens::Screen;
use crate::theme::widget;

/// The delete question, over the list.
#[derive(Component)]
pub(super) struct DeleteQuestion;

pub(super) fn show_delete_question(
    list: Res<HistoryList>,
    archive: Res<Archive>,
    questions: Query<Entity, With<DeleteQuestion>>,
    mut commands: Commands,
) {
    if !list.is_changed() {
        return;
    }
    for question in &questions {
        commands.entity(question).despawn();
    }
    let Some(game) = list.asking.and_then(|id| archive.get(id)) else {
        return;
    };
    let who = format!("{} (X) against {} (O)", game.x, game.o);
    let what = format!(
        "{}  ·  {}  ·  {}",
        game.shape(),
        game.local_time(),
        game.end().name()
    );
    commands.spawn((
        DeleteQuestion,
        DespawnOnExit(Screen::History),
        widget::question(
            "Delete this game?",
            children![
                widget::label(&who, 3.2),
                widget::label(&what, 3.0),
                widget::label("It cannot be brought back.", 3.0),
            ],
            children![
                (
                    widget::button("Delete", 24.0, 7.0),
                    HistoryAction::ConfirmDelete
                ),
                (
                    widget::button("Keep", 24.0, 7.0),
                    HistoryAction::KeepGame,
                    bevy::input_focus::AutoFocus
                ),
            ],
        ),
    ));
}
