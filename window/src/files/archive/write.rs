//! Writing the archive: the changes wait in a queue shared with the write under way, which
//! takes each off once it is on disk.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

use bevy::prelude::*;

use super::{Archive, Stamp, path, stamp};
use crate::files::{FileWriter, StorageFolders};
use archive::ArchivedGame;
use tictactoe_core::archive;

/// Changes to the file not yet on disk, oldest first. The write under way takes each off
/// the queue once it is written, so a write that fails leaves the rest to try again.
#[derive(Resource, Default)]
pub(super) struct Unwritten {
    queue: Arc<Mutex<VecDeque<Op>>>,
    /// A change came since the last write was handed over. A write that fails leaves its
    /// changes queued for the next one: the next change tries again, not the next frame.
    fresh: bool,
    /// The file's stamps before and after the last write that succeeded.
    written: Arc<Mutex<Option<(Option<Stamp>, Option<Stamp>)>>>,
    /// Every game deleted in this run: a read that was under way must not bring it back.
    pub(super) deleted: Vec<u64>,
}

impl Unwritten {
    /// Queues a change; the next frame hands it to the writer.
    pub(super) fn push(&mut self, op: Op) {
        lock(&self.queue).push_back(op);
        self.fresh = true;
    }
}

/// A change to the file.
pub(super) enum Op {
    /// A game to add at the end (one kept again replaces itself when the file is read).
    Append(Box<ArchivedGame>),
    /// The game of this id to remove.
    Delete(u64),
}

/// Hands the changes to the file to the writer when new ones come and it has no write
/// waiting (one it held would be replaced); the write takes them off the queue in order,
/// each once it is on disk. Notes the file's stamp after this app's own writes, so that
/// they call for no new read.
pub(super) fn write_archive(
    folders: Res<StorageFolders>,
    mut unwritten: ResMut<Unwritten>,
    mut archive: ResMut<Archive>,
    mut writer: FileWriter,
) {
    let Some(folders) = &folders.0 else {
        lock(&unwritten.queue).clear();
        return;
    };
    if let Some((before, after)) = lock(&unwritten.written).take()
        && archive.stamp == before
    {
        archive.stamp = after;
    }
    if unwritten.fresh && !writer.has_queued() {
        unwritten.fresh = false;
        let (queue, written) = (unwritten.queue.clone(), unwritten.written.clone());
        let path = path(folders);
        writer.write(move || {
            let before = stamp(&path);
            loop {
                // Its own statement: the guard must be gone before the write (and before
                // a failed one is put back).
                let next = lock(&queue).pop_front();
                let Some(op) = next else {
                    break;
                };
                let result = match &op {
                    Op::Append(game) => archive::append(&path, std::slice::from_ref(&**game)),
                    Op::Delete(id) => archive::delete(&path, *id).map(|_| ()),
                };
                if let Err(e) = result {
                    lock(&queue).push_front(op);
                    return Err(e);
                }
            }
            *lock(&written) = Some((before, stamp(&path)));
            Ok(())
        });
    }
    writer.step("past games", "notice-games-not-saved");
}

/// The data behind `mutex`, even if a thread panicked holding it (a queue of changes is
/// still whole).
fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}
