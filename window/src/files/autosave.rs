//! Autosave and resume: the game in progress is written after every move, undo and redo
//! (off the main thread), with its seats, names and whole record, redo list included. While
//! such a game waits, the menu offers Resume. A finished or abandoned game clears it.

use std::path::PathBuf;

use bevy::prelude::*;

use super::{FileWriter, StorageFolders};
use crate::awake::AwakeSystems;
use crate::game::SavedGame;
use crate::game::settle::AutosaveGame;
use tictactoe_core::session::{AUTOSAVE_FILE, AUTOSAVE_VERSION, Autosave};
use tictactoe_core::storage::{self, Folders};

/// The unfinished game the menu offers to resume, if any.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Resumable(pub Option<SavedGame>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Resumable>()
        .add_systems(Last, save_autosave.in_set(AwakeSystems::Claim));
}

fn path(folders: &Folders) -> PathBuf {
    folders.data.join(AUTOSAVE_FILE)
}

/// Writes what the session says the autosave becomes: the game in progress, or nothing
/// once it is over or given up.
fn save_autosave(
    folders: Res<StorageFolders>,
    mut saves: MessageReader<AutosaveGame>,
    mut resumable: ResMut<Resumable>,
    mut writer: FileWriter,
) {
    let Some(folders) = &folders.0 else {
        saves.clear();
        return;
    };
    // Only the last matters: each write replaces the file.
    if let Some(AutosaveGame(save)) = saves.read().last() {
        let path = path(folders);
        match save.clone() {
            Autosave::Remove => {
                resumable.0 = None;
                writer.write(move || storage::remove(&path));
            }
            Autosave::Write(saved) => {
                resumable.0 = Some((*saved).clone());
                writer.write(move || storage::save(&path, AUTOSAVE_VERSION, &saved));
            }
        }
    }
    writer.step("game in progress", "notice-game-not-saved");
}
