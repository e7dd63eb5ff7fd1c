//! After each change to the game (a start, a move, an undo or a redo), the session brings
//! its tally, the archive and the autosave in step ([`tictactoe_core::session::Session::settle`]);
//! this plugin passes on what the files must do.

use bevy::prelude::*;

use crate::AppSystems;
use crate::game::{GameSession, GameSystems};
use tictactoe_core::archive::ArchivedGame;
use tictactoe_core::session::Autosave;

/// A finished game to keep in the archive (a game of the same id is replaced).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct ArchiveGame(pub Box<ArchivedGame>);

/// What the autosave file becomes.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct AutosaveGame(pub Autosave);

/// The player gave up the game on the board: it will not be offered again.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AbandonGame;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ArchiveGame>()
        .add_message::<AutosaveGame>()
        .add_message::<AbandonGame>()
        .add_systems(
            Update,
            settle
                .in_set(GameSystems::Outcome)
                .in_set(AppSystems::Settle)
                .after(super::outcome::end_finished_game),
        );
}

fn settle(
    mut session: ResMut<GameSession>,
    mut abandoned: MessageReader<AbandonGame>,
    mut archive: MessageWriter<ArchiveGame>,
    mut autosave: MessageWriter<AutosaveGame>,
) {
    if abandoned.read().count() > 0 {
        autosave.write(AutosaveGame(session.abandon()));
    }
    if session.is_settled() {
        return;
    }
    let settled = session.settle();
    if let Some(game) = settled.archive {
        info!(
            "kept in the archive: game {}, {}",
            game.id,
            game.end().name()
        );
        archive.write(ArchiveGame(Box::new(game)));
    }
    if let Some(save) = settled.autosave {
        autosave.write(AutosaveGame(save));
    }
}
