//! The game's files: where they live ([`storage`], no Bevy), and the plugins that keep them
//! ([`settings`], [`autosave`], [`scores`]). Writes run on Bevy's I/O pool, one at a time per file; a
//! write that fails is said once on screen and tried again at the next change.

use std::io;

use bevy::prelude::*;
use bevy::tasks::{IoTaskPool, Task, futures::check_ready};
use bevy::window::RequestRedraw;

use crate::notice::Notice;
use storage::Folders;

pub mod autosave;
pub mod scores;
pub mod settings;
pub mod storage;

/// Where the game keeps its files; `None` keeps nothing (the headless tests' default).
#[derive(Resource, Clone, Debug, Default)]
pub struct StorageFolders(pub Option<Folders>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<StorageFolders>().add_plugins((
        settings::plugin,
        autosave::plugin,
        scores::plugin,
    ));
}

/// A write to do off the main thread.
type Job = Box<dyn FnOnce() -> io::Result<()> + Send>;

/// Writes one file off the main thread, one write at a time, so an older write never lands
/// after a newer one. A write asked for while one runs waits (only the newest is kept).
#[derive(Default)]
pub struct BackgroundWriter {
    running: Option<Task<io::Result<()>>>,
    queued: Option<Job>,
    failing: bool,
}

impl BackgroundWriter {
    /// Queues a write, replacing a queued one that has not started.
    pub fn write(&mut self, job: impl FnOnce() -> io::Result<()> + Send + 'static) {
        self.queued = Some(Box::new(job));
    }

    /// Reports a finished write (a failure once, on screen as `what` could not be saved),
    /// starts the queued one, and asks for frames while anything is left to do.
    pub fn poll(
        &mut self,
        what: &str,
        notices: &mut MessageWriter<Notice>,
        redraw: &mut MessageWriter<RequestRedraw>,
    ) {
        if let Some(task) = self.running.as_mut() {
            let Some(result) = check_ready(task) else {
                redraw.write(RequestRedraw);
                return;
            };
            self.running = None;
            match result {
                Ok(()) => self.failing = false,
                Err(e) => {
                    warn!("{what} not saved: {e}");
                    if !self.failing {
                        notices.write(Notice(format!(
                            "The {what} could not be saved ({e}); trying again at the next change."
                        )));
                        redraw.write(RequestRedraw);
                    }
                    self.failing = true;
                }
            }
        }
        if let Some(job) = self.queued.take() {
            self.running = Some(IoTaskPool::get().spawn(async move { job() }));
            redraw.write(RequestRedraw);
        }
    }

    /// Waits for the running write and does the queued one here: the app is closing, and
    /// its last change must reach the disk.
    pub fn finish(&mut self, what: &str) {
        let running = self.running.take().map(bevy::tasks::block_on);
        let queued = self.queued.take().map(|job| job());
        for result in [running, queued].into_iter().flatten() {
            if let Err(e) = result {
                warn!("{what} not saved at exit: {e}");
            }
        }
    }
}
