//! The plugins that keep the game's files in the window ([`settings`], [`autosave`],
//! [`scores`], [`archive`]); where the files live and how each is read and written are the
//! core's (`tictactoe_core::storage`, `archive`, `settings`). The settings, the scores and
//! the autosave are read once at start by the core's [`open_files`], as every front end
//! reads them, and handed to their resources here. Writes run on Bevy's I/O pool, one at a
//! time per file; a write that fails is said once on screen and tried again at the next
//! change.

use std::io;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::tasks::{IoTaskPool, Task, futures::check_ready};

use crate::awake::Claims;
use crate::game::GameSession;
use crate::notice::Notice;
use crate::theme::say::Say;
use autosave::Resumable;
use tictactoe_core::i18n::{self, Catalog};
use tictactoe_core::kept::{FileNotice, open_files};
use tictactoe_core::storage::{self, Folders};

pub mod archive;
pub mod autosave;
pub mod scores;
pub mod settings;

/// Where the game keeps its files; `None` keeps nothing (the headless tests' default).
#[derive(Resource, Clone, Debug, Default)]
pub struct StorageFolders(pub Option<Folders>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<StorageFolders>()
        .add_plugins((
            settings::plugin,
            autosave::plugin,
            scores::plugin,
            archive::plugin,
        ))
        .add_systems(PreStartup, open);
}

/// Reads the settings, the scores and the autosave (through the core), hands each to its
/// resource, and says on screen what went wrong with them.
fn open(world: &mut World) {
    let folders = world.resource::<StorageFolders>().0.clone();
    let opened = folders.as_ref().map(open_files).unwrap_or_default();
    // The log is in English, whatever the player's language.
    let english = Catalog::new(i18n::ENGLISH);
    for notice in opened.notices {
        warn!("{}", notice.text(&english));
        world.write_message(Notice(said(notice)));
    }
    world.resource_mut::<GameSession>().scores = opened.scores;
    world.resource_mut::<Resumable>().0 = opened.resumable;
    let unusable = settings::take(world, folders.is_some(), opened.settings.as_ref());
    for (setting, detail) in unusable {
        // Made printable: the file may hold anything.
        let notice = FileNotice::unusable_setting(setting, &detail);
        warn!("{}", notice.text(&english));
        world.write_message(Notice(said(notice)));
    }
}

/// A notice of the core's, as the screen says it.
fn said(notice: FileNotice) -> Say {
    Say {
        key: notice.key,
        args: notice.args,
    }
}

/// A file's [`BackgroundWriter`] with what it needs each frame: where to say a failure,
/// how to ask for frames, and whether the app is closing.
#[derive(SystemParam)]
pub struct FileWriter<'w, 's> {
    writer: Local<'s, BackgroundWriter>,
    notices: MessageWriter<'w, Notice>,
    claims: Res<'w, Claims>,
    exit: MessageReader<'w, 's, AppExit>,
}

impl FileWriter<'_, '_> {
    /// Queues a write (see [`BackgroundWriter::write`]).
    pub fn write(&mut self, job: impl FnOnce() -> io::Result<()> + Send + 'static) {
        self.writer.write(job);
    }

    /// Whether a write waits to start (a new one would replace it).
    pub fn has_queued(&self) -> bool {
        self.writer.queued.is_some()
    }

    /// Once a frame, after any write: moves the writes along, or, when the app is closing,
    /// finishes them here. `what` names the file in the log ("settings"); `not_saved` is
    /// the key of the notice a failure shows.
    pub fn step(&mut self, what: &str, not_saved: &'static str) {
        if self.exit.read().count() > 0 {
            self.writer.finish(what);
        } else {
            self.writer
                .poll(what, not_saved, &mut self.notices, &self.claims);
        }
    }
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

/// What a failed write tells the player: the file not saved, and why; or, when the write
/// found the file gone bad (the past games' file, read again to delete a game), that it was
/// set aside, and where it is kept.
fn not_written(error: &io::Error, not_saved: &'static str) -> Say {
    match error
        .get_ref()
        .and_then(|e| e.downcast_ref::<storage::SetAside>())
    {
        Some(aside) => Say::with(
            "notice-games-set-aside",
            [("why", tictactoe_core::words::set_aside(aside))],
        ),
        None => Say::with(
            not_saved,
            [("why", tictactoe_core::words::system_error(&error.into()))],
        ),
    }
}

impl BackgroundWriter {
    /// Queues a write, replacing a queued one that has not started.
    pub fn write(&mut self, job: impl FnOnce() -> io::Result<()> + Send + 'static) {
        self.queued = Some(Box::new(job));
    }

    /// Reports a finished write (a failure once, on screen as the message `not_saved`, in
    /// the log as `what`), starts the queued one, and asks for frames while anything is
    /// left to do.
    pub fn poll(
        &mut self,
        what: &str,
        not_saved: &'static str,
        notices: &mut MessageWriter<Notice>,
        claims: &Claims,
    ) {
        if let Some(task) = self.running.as_mut() {
            let Some(result) = check_ready(task) else {
                claims.hold("a file being written");
                return;
            };
            self.running = None;
            match result {
                Ok(()) => self.failing = false,
                Err(e) => {
                    warn!("{what} not saved: {e}");
                    if !self.failing {
                        notices.write(Notice(not_written(&e, not_saved)));
                        claims.hold("a file being written");
                    }
                    self.failing = true;
                }
            }
        }
        if let Some(job) = self.queued.take() {
            self.running = Some(IoTaskPool::get().spawn(async move { job() }));
            claims.hold("a file being written");
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

/// Each of the game's files, cut short or with a byte changed anywhere, loads (and is
/// tidied) or gives a reason: never a panic.
#[cfg(test)]
mod loader_tests {
    use proptest::prelude::*;

    use super::settings;
    use mnk::{GameRecord, Level, Mark};
    use tictactoe_core::session::{AUTOSAVE_VERSION, SCORES_VERSION};
    use tictactoe_core::session::{GameResult, Names, PlayerId, SavedGame, Scores, Seat, Seats};
    use tictactoe_core::storage::{self, Loaded};

    /// The bytes of a good file holding `data`, as the game writes it.
    fn good_file<T: serde::Serialize>(version: u32, data: &T) -> Vec<u8> {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("file.ron");
        storage::save(&path, version, data).unwrap();
        std::fs::read(path).unwrap()
    }

    /// The file cut at `cut` and with byte `flip` changed, both.
    fn damaged(good: &[u8], cut: usize, flip: usize) -> [Vec<u8>; 2] {
        let mut altered = good.to_vec();
        let i = flip % altered.len();
        altered[i] ^= 0x5a;
        [good[..cut.min(good.len())].to_vec(), altered]
    }

    fn saved_game() -> SavedGame {
        let board = mnk::Board::new(4, 4, 3).unwrap();
        let record = GameRecord::from_moves(board.geometry(), &[5, 0, 10], 2).unwrap();
        SavedGame {
            seats: Seats {
                x: Seat::Human,
                o: Seat::Computer(Level::Hard),
            },
            names: Names {
                x: "Zoë".into(),
                o: "Bo".into(),
            },
            record,
            id: 7,
            move_ms: vec![1200, 600],
            online: None,
            opening: mnk::Opening::Free,
            choices: Vec::new(),
            chosen: 0,
            clock: None,
        }
    }

    fn scores() -> Scores {
        let mut scores = Scores::default();
        let result = GameResult {
            x: PlayerId::Human("Ana".into()),
            o: PlayerId::Computer(Level::Hard),
            winner: Some(Mark::O),
        };
        scores.count(&result, 1);
        scores
    }

    proptest! {
        #[test]
        fn damaged_files_load_or_give_a_reason(cut in 0usize..600, flip in 0usize..600) {
            let settings = settings::default_file().into_bytes();
            for bytes in damaged(&settings, cut, flip) {
                let _ = settings::read_into_defaults(&bytes);
            }
            let autosave = good_file(AUTOSAVE_VERSION, &saved_game());
            for bytes in damaged(&autosave, cut, flip) {
                if let Ok(read) = storage::parse::<SavedGame>(&bytes, AUTOSAVE_VERSION) {
                    let _ = read.names.tidied();
                    let _ = read.record.board().outcome();
                }
            }
            let tallies = good_file(SCORES_VERSION, &scores());
            for bytes in damaged(&tallies, cut, flip) {
                if let Ok(read) = storage::parse::<Scores>(&bytes, SCORES_VERSION) {
                    let _ = read.tidied();
                }
            }
        }

        #[test]
        fn random_bytes_load_or_give_a_reason(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
            let _ = settings::read_into_defaults(&bytes);
            let _ = storage::parse::<SavedGame>(&bytes, AUTOSAVE_VERSION);
            let _ = storage::parse::<Scores>(&bytes, SCORES_VERSION);
        }
    }

    #[test]
    fn each_file_loads_back_as_written() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("scores.ron");
        storage::save(&path, SCORES_VERSION, &scores()).unwrap();
        assert_eq!(
            storage::load::<Scores>(&path, SCORES_VERSION),
            Loaded::Read(scores())
        );
        storage::save(&path, AUTOSAVE_VERSION, &saved_game()).unwrap();
        assert_eq!(
            storage::load::<SavedGame>(&path, AUTOSAVE_VERSION),
            Loaded::Read(saved_game())
        );
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use tictactoe_core::storage::{SetAside, SystemError, Unusable};

    #[test]
    fn a_write_that_found_its_file_gone_bad_says_it_was_set_aside() {
        let aside = SetAside {
            path: PathBuf::from("history.ron"),
            why: Unusable::Empty,
            lines: None,
            kept: Ok(PathBuf::from("history.ron.bad-1")),
        };
        let said = not_written(&io::Error::other(aside), "notice-games-not-saved");
        assert_eq!(said.key, "notice-games-set-aside");
        let full = io::Error::from(io::ErrorKind::StorageFull);
        let said = not_written(&full, "notice-games-not-saved");
        assert_eq!(said.key, "notice-games-not-saved");
        let why = tictactoe_core::words::system_error(&SystemError::from(&full));
        assert_eq!(said.args, vec![("why", why)]);
    }
}
