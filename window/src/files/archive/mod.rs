//! The archive of finished games (the core's `tictactoe_core::archive` keeps the file). Every game
//! that ends on the board is kept: appended to `history.ron` off the main thread, and
//! added to the [`Archive`] the History screen lists. The file is read on the I/O pool at
//! start, so History opens at once even with thousands of games; opening it reads the file
//! again ([`ReadArchive`]) only if it changed meanwhile (the command line adds games too).

use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::time::SystemTime;

use bevy::prelude::*;
use bevy::tasks::{IoTaskPool, Task, futures::check_ready};

use super::StorageFolders;
use crate::AppSystems;
use crate::awake::{AwakeSystems, Claims};
use crate::game::GameSystems;
use crate::game::settle::ArchiveGame;
use crate::notice::Notice;
use crate::theme::say::Say;
use tictactoe_core::archive::{self, ArchivedGame};
use tictactoe_core::storage::Folders;
use write::{Op, Unwritten, write_archive};

mod write;

/// The archived games, oldest first: those read from the file, and those kept since.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Archive {
    /// Every game, each id once, oldest first.
    pub games: Vec<ArchivedGame>,
    /// Set once the file has been read (always, with no folder to read).
    pub read: bool,
    /// The file as last read or written by this app: another change to it is someone
    /// else's (the command line's), and calls for a new read.
    stamp: Option<Stamp>,
    /// The games kept in this run: a read of the file must not lose one not written yet.
    kept_here: HashSet<u64>,
}

/// A file's size and modification time.
type Stamp = (u64, SystemTime);

impl Archive {
    /// Adds `game`, or replaces the game of the same id.
    pub fn keep(&mut self, game: ArchivedGame) {
        self.games.retain(|g| g.id != game.id);
        self.games.push(game);
    }

    /// The game of this id.
    pub fn get(&self, id: u64) -> Option<&ArchivedGame> {
        self.games.iter().find(|g| g.id == id)
    }
}

/// The frame's deletes leave the [`Archive`]: screens that list it run after.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Deleting;

/// A finished read of the archive file replaces the [`Archive`]'s games (in `Last`).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ArchiveRead;

/// Asks for the archive file to be read again (the History screen does, as it opens).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReadArchive;

/// Removes a game from the archive, for good.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeleteGame(pub u64);

/// A read of the archive file under way, and the file's stamp when it began.
#[derive(Resource)]
struct Reading(Task<archive::Loaded>, Option<Stamp>);

/// The file's size and modification time, if it is there.
fn stamp(path: &std::path::Path) -> Option<Stamp> {
    let meta = std::fs::metadata(path).ok()?;
    Some((meta.len(), meta.modified().ok()?))
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Archive>()
        .add_message::<ReadArchive>()
        .add_message::<DeleteGame>()
        .add_systems(
            Update,
            (
                keep_finished_game
                    .in_set(GameSystems::Outcome)
                    .after(AppSystems::Settle),
                delete_games.in_set(Deleting),
            ),
        )
        .init_resource::<Unwritten>()
        .add_systems(Startup, |mut read: MessageWriter<ReadArchive>| {
            read.write(ReadArchive);
        })
        .add_systems(
            Last,
            (
                start_reading,
                finish_reading.in_set(ArchiveRead),
                write_archive,
            )
                .chain()
                .in_set(AwakeSystems::Claim),
        );
}

fn path(folders: &Folders) -> PathBuf {
    folders.data.join(archive::ARCHIVE_FILE)
}

/// Keeps each finished game the session hands over: in the list at once, in the file
/// off the main thread.
fn keep_finished_game(
    mut games: MessageReader<ArchiveGame>,
    mut archive: ResMut<Archive>,
    mut unwritten: ResMut<Unwritten>,
) {
    for ArchiveGame(game) in games.read() {
        archive.kept_here.insert(game.id);
        archive.keep((**game).clone());
        unwritten.push(Op::Append(game.clone()));
    }
}

fn start_reading(
    folders: Res<StorageFolders>,
    mut asks: MessageReader<ReadArchive>,
    reading: Option<Res<Reading>>,
    mut archive: ResMut<Archive>,
    mut commands: Commands,
) {
    if asks.read().count() == 0 || reading.is_some() {
        return;
    }
    let Some(folders) = &folders.0 else {
        archive.read = true;
        return;
    };
    let path = path(folders);
    let now = stamp(&path);
    if archive.read && now == archive.stamp {
        return;
    }
    let task = IoTaskPool::get().spawn(async move {
        let start = std::time::Instant::now();
        let loaded = archive::load(&path);
        info!(
            "archive read: {} games in {:.0} ms",
            loaded.games.len(),
            start.elapsed().as_secs_f64() * 1000.0
        );
        loaded
    });
    commands.insert_resource(Reading(task, now));
}

/// Takes a finished read: the file's games, with any kept meanwhile on top.
fn finish_reading(
    reading: Option<ResMut<Reading>>,
    unwritten: Res<Unwritten>,
    mut archive: ResMut<Archive>,
    mut notices: MessageWriter<Notice>,
    claims: Res<Claims>,
    mut commands: Commands,
) {
    let Some(mut reading) = reading else {
        return;
    };
    let Some(loaded) = check_ready(&mut reading.0) else {
        claims.hold("the archive being read");
        return;
    };
    commands.remove_resource::<Reading>();
    archive.stamp = reading.1;
    if let Some(notice) = loaded.notice {
        warn!("{notice}");
        notices.write(Notice(Say::with(
            "notice-games-set-aside",
            [("why", tictactoe_core::words::set_aside(&notice))],
        )));
    }
    let archive = &mut *archive;
    let before = std::mem::take(&mut archive.games);
    archive.games = loaded.games;
    archive.games.retain(|g| !unwritten.deleted.contains(&g.id));
    // The games kept in this run win over the file: they may not be written yet, or be
    // newer (finished again after an undo).
    let mut at: HashMap<u64, usize> = archive
        .games
        .iter()
        .enumerate()
        .map(|(i, g)| (g.id, i))
        .collect();
    for game in before
        .into_iter()
        .filter(|g| archive.kept_here.contains(&g.id))
    {
        match at.get(&game.id) {
            Some(&i) => archive.games[i] = game,
            None => {
                at.insert(game.id, archive.games.len());
                archive.games.push(game);
            }
        }
    }
    archive.read = true;
    claims.hold("the archive read");
}

/// Deletes a game from the archive on screen, and from the file.
fn delete_games(
    mut deletes: MessageReader<DeleteGame>,
    mut archive: ResMut<Archive>,
    mut unwritten: ResMut<Unwritten>,
) {
    for &DeleteGame(id) in deletes.read() {
        info!("game {id} deleted from the archive");
        archive.games.retain(|g| g.id != id);
        unwritten.push(Op::Delete(id));
        unwritten.deleted.push(id);
    }
}
