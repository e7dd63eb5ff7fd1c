//! The scores in `scores.ron` in the data folder: read at start with the other files (a bad
//! file is kept aside and the scores start empty, with a notice), saved off the main thread
//! whenever they change.

use std::path::PathBuf;

use bevy::prelude::*;

use super::{FileWriter, StorageFolders};
use crate::awake::AwakeSystems;
use crate::game::GameSession;
use tictactoe_core::session::{SCORES_FILE, SCORES_VERSION, Scores};
use tictactoe_core::storage::{self, Folders};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Last, save_scores.in_set(AwakeSystems::Claim));
}

fn path(folders: &Folders) -> PathBuf {
    folders.data.join(SCORES_FILE)
}

fn save_scores(
    folders: Res<StorageFolders>,
    session: Res<GameSession>,
    mut last: Local<Option<Scores>>,
    mut writer: FileWriter,
) {
    let Some(folders) = &folders.0 else {
        return;
    };
    let scores = &session.scores;
    match &*last {
        // The scores as loaded: nothing to save yet.
        None => *last = Some(scores.clone()),
        Some(saved) if session.is_changed() && saved != scores => {
            *last = Some(scores.clone());
            let (path, scores) = (path(folders), scores.clone());
            writer.write(move || storage::save(&path, SCORES_VERSION, &scores));
        }
        Some(_) => {}
    }
    writer.step("scores", "notice-scores-not-saved");
}
