//! The question a delete asks first, on a panel over History: which game, and that it
//! cannot be brought back.

use bevy::prelude::*;

use super::HistoryAction;
use crate::controls::dialog::Cancel;
use crate::files::archive::Archive;
use crate::screens::Screen;
use crate::theme::say::Say;
use crate::theme::widget;
use tictactoe_core::i18n::Catalog;
use tictactoe_core::words::{board_shape, date_time};

/// The delete question, over the list: the id of the game it asks about.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeleteQuestion(pub u64);

/// Asks whether to delete game `id` (nothing if the archive has no such game).
pub(super) fn ask_delete(commands: &mut Commands, archive: &Archive, id: u64, catalog: &Catalog) {
    let Some(game) = archive.get(id) else {
        return;
    };
    let (x, o) = (game.x.shown(catalog), game.o.shown(catalog));
    let who = Say::with("delete-players", [("x", x.into()), ("o", o.into())]);
    let what = format!(
        "{}  ·  {}  ·  {}",
        board_shape(catalog, game.record.board()),
        date_time(catalog, game.played_at),
        catalog.text(game.end().key())
    );
    commands.spawn((
        DeleteQuestion(id),
        DespawnOnExit(Screen::History),
        widget::question(
            Say::new("delete-title"),
            children![
                widget::said(who, 3.2),
                widget::label(&what, 3.0),
                widget::said(Say::new("delete-details"), 3.0),
            ],
            children![
                (
                    widget::destructive_button("", 24.0, 7.0),
                    Say::new("delete-delete"),
                    HistoryAction::ConfirmDelete
                ),
                (
                    widget::button("", 24.0, 7.0),
                    Say::new("delete-keep"),
                    HistoryAction::KeepGame,
                    Cancel,
                    bevy::input_focus::AutoFocus
                ),
            ],
        ),
    ));
}
