//! The question a delete asks first, on a panel over History: which game, and that it
//! cannot be brought back.

use bevy::prelude::*;

use super::HistoryAction;
use crate::files::archive::Archive;
use crate::screens::Screen;
use crate::theme::dialog::Cancel;
use crate::theme::widget;

/// The delete question, over the list: the id of the game it asks about.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeleteQuestion(pub u64);

/// Asks whether to delete game `id` (nothing if the archive has no such game).
pub(super) fn ask_delete(commands: &mut Commands, archive: &Archive, id: u64) {
    let Some(game) = archive.get(id) else {
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
        DeleteQuestion(id),
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
                    Cancel,
                    bevy::input_focus::AutoFocus
                ),
            ],
        ),
    ));
}
