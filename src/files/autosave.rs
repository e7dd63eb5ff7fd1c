//! Autosave and resume: the game in progress is written after every move, undo and redo
//! (off the main thread), with its seats, names and whole record, redo list included. While
//! such a game waits, the menu offers Resume. A finished or abandoned game clears it.

use std::path::PathBuf;

use bevy::prelude::*;

use super::storage::{self, Folders, Loaded};
use super::{FileWriter, StorageFolders};
use crate::game::players::Names;
use crate::game::{Game, SavedGame, Seats};
use crate::notice::Notice;
use crate::screens::BoardShown;

/// The format version of `autosave.ron`.
pub const AUTOSAVE_VERSION: u32 = 1;

/// The autosave's name in the data folder.
pub const AUTOSAVE_FILE: &str = "autosave.ron";

/// The unfinished game the menu offers to resume, if any.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Resumable(pub Option<SavedGame>);

/// The player gave up the game on the board: it will not be offered again.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AbandonGame;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Resumable>()
        .add_message::<AbandonGame>()
        .add_systems(PreStartup, load_autosave)
        .add_systems(Last, save_autosave);
}

fn path(folders: &Folders) -> PathBuf {
    folders.data.join(AUTOSAVE_FILE)
}

fn load_autosave(
    folders: Res<StorageFolders>,
    mut resumable: ResMut<Resumable>,
    mut notices: MessageWriter<Notice>,
) {
    let Some(folders) = &folders.0 else {
        return;
    };
    match storage::load::<SavedGame>(&path(folders), AUTOSAVE_VERSION) {
        Loaded::Read(saved) if !saved.record.board().outcome().is_over() => {
            resumable.0 = Some(saved);
        }
        Loaded::Read(_) | Loaded::Missing => {}
        Loaded::Bad(notice) => {
            warn!("{notice}; no game to resume");
            notices.write(Notice(format!(
                "The saved game could not be resumed. {notice}"
            )));
        }
    }
}

/// Whenever the game on the board changes, it is saved; once over, the save is removed.
fn save_autosave(
    folders: Res<StorageFolders>,
    shown: Option<Res<State<BoardShown>>>,
    game: Res<Game>,
    seats: Res<Seats>,
    names: Res<Names>,
    mut abandoned: MessageReader<AbandonGame>,
    mut resumable: ResMut<Resumable>,
    mut writer: FileWriter,
    mut last: Local<Option<(Game, Seats, Names)>>,
) {
    let Some(folders) = &folders.0 else {
        return;
    };
    let changed = game.is_changed()
        || seats.is_changed()
        || names.is_changed()
        || shown.as_ref().is_some_and(|s| s.is_changed());
    let now = (shown.is_some() && changed).then(|| (game.clone(), *seats, names.clone()));
    if abandoned.read().count() > 0 {
        // The board leaves the screen with this message; the next game is saved afresh.
        *last = None;
        resumable.0 = None;
        let path = path(folders);
        writer.write(move || storage::remove(&path));
    } else if let Some(now) = now.filter(|now| last.as_ref() != Some(now)) {
        *last = Some(now);
        let path = path(folders);
        if game.board().outcome().is_over() {
            resumable.0 = None;
            writer.write(move || storage::remove(&path));
        } else {
            let saved = SavedGame {
                seats: *seats,
                names: names.clone(),
                record: game.record.clone(),
                id: game.id,
                move_ms: game.move_ms.clone(),
            };
            resumable.0 = Some(saved.clone());
            writer.write(move || storage::save(&path, AUTOSAVE_VERSION, &saved));
        }
    }
    writer.step("game in progress");
}
