//! A session whose changes are kept in the game's files: the settings, the scores, the
//! autosave and the archive, the same files the window keeps, written at once and
//! atomically after each change (a terminal game or a command has no frame to wait for).
//! A file that cannot be read or written becomes a notice, said in the player's language,
//! and the game plays on.

use std::path::PathBuf;

use crate::archive::{self, ARCHIVE_FILE, ArchivedGame};
use crate::i18n::{Arg, Catalog};
use crate::session::{AUTOSAVE_FILE, AUTOSAVE_VERSION};
use crate::session::{Autosave, MenuChoices, SavedGame, Scores, Session};
use crate::session::{SCORES_FILE, SCORES_VERSION};
use crate::settings::{FileFields, Overrides, PlaySettings, SETTINGS_FILE, SETTINGS_VERSION, list};
use crate::storage::{self, Folders, Loaded};
use crate::words::printable;
use crate::words::{set_aside, system_error};

/// Something to tell the player about a file: a message of the catalogues, by key, with its
/// variables.
#[derive(Clone, Debug, PartialEq)]
pub struct FileNotice {
    /// The message's key in the catalogues.
    pub key: &'static str,
    /// Its variables: the setting, the reason.
    pub args: Vec<(&'static str, Arg)>,
}

impl FileNotice {
    /// A field of the settings file that did not read: its key, and the reader's words
    /// (both made printable: the file may hold anything).
    pub fn unusable_setting(setting: &str, detail: &str) -> FileNotice {
        let (setting, detail) = (printable(setting), printable(detail));
        FileNotice {
            key: "setting-unusable",
            args: vec![("setting", setting.into()), ("detail", detail.into())],
        }
    }

    /// Its words in the language of `catalog`.
    pub fn text(&self, catalog: &Catalog) -> String {
        catalog.text_with(self.key, &self.args)
    }
}

/// The game's files as read at start, and what went wrong with them: the one reading of
/// them for every front end.
#[derive(Debug, Default)]
pub struct OpenedFiles {
    /// The settings file's fields (`None`: no file, or one set aside). Each front end reads
    /// the settings it holds out of them, and says a field that does not read with
    /// [`FileNotice::unusable_setting`].
    pub settings: Option<FileFields>,
    /// The scores, tidied (empty when there are none).
    pub scores: Scores,
    /// The unfinished game to offer to resume. A network game without the place to meet
    /// again (one played from the command line) is not one.
    pub resumable: Option<SavedGame>,
    /// What went wrong, oldest first: a file set aside, and why.
    pub notices: Vec<FileNotice>,
}

/// Reads the settings, the scores and the autosave from `folders`. A bad file is set aside
/// with a notice and its defaults are used. Safe beside another copy of the game writing the
/// same files ([`storage::load_shared`]).
pub fn open_files(folders: &Folders) -> OpenedFiles {
    let mut opened = OpenedFiles::default();
    match storage::load_shared::<FileFields>(&settings_path(folders), SETTINGS_VERSION) {
        Loaded::Read(file) => opened.settings = Some(file),
        Loaded::Missing => {}
        Loaded::Bad(notice) => opened
            .notices
            .push(say("notice-settings-reset", set_aside(&notice))),
    }
    match storage::load_shared::<Scores>(&folders.data.join(SCORES_FILE), SCORES_VERSION) {
        Loaded::Read(read) => opened.scores = read.tidied(),
        Loaded::Missing => {}
        Loaded::Bad(notice) => opened
            .notices
            .push(say("notice-scores-reset", set_aside(&notice))),
    }
    match storage::load_shared::<SavedGame>(&autosave_path(folders), AUTOSAVE_VERSION) {
        Loaded::Read(saved) if saved.seats.online() && saved.online.is_none() => {}
        Loaded::Read(saved) if !saved.record.board().outcome().is_over() => {
            opened.resumable = Some(saved);
        }
        Loaded::Read(_) | Loaded::Missing => {}
        Loaded::Bad(notice) => opened
            .notices
            .push(say("notice-game-not-resumed", set_aside(&notice))),
    }
    opened
}

/// A [`Session`] with its files.
pub struct KeptSession {
    /// The session: seats, names and board as the menu sets them, the game, the scores.
    pub session: Session,
    /// The think delay, Hard's budget and whether the players alternate (the session's
    /// seats, names and board are kept in it, not here).
    pub settings: PlaySettings,
    /// The unfinished game the menu offers to resume.
    pub resumable: Option<SavedGame>,
    folders: Option<Folders>,
    /// The scores as last written.
    saved_scores: Scores,
    /// What went wrong with a file, for the player, oldest first.
    notices: Vec<FileNotice>,
}

impl KeptSession {
    /// Reads the settings, the scores and the autosave from `folders` (`None`: nothing is
    /// kept; see [`open_files`]). A network game kept is offered too: the front end takes
    /// it up with the friend, or says it cannot. The caller speaks the language the
    /// settings name before it says the notices.
    pub fn open(folders: Option<Folders>) -> KeptSession {
        let opened = folders.as_ref().map(open_files).unwrap_or_default();
        let mut notices = opened.notices;
        let (settings, unusable) = match &opened.settings {
            Some(file) => PlaySettings::read(file),
            None => (PlaySettings::default(), Vec::new()),
        };
        notices.extend(
            unusable
                .into_iter()
                .map(|(setting, detail)| FileNotice::unusable_setting(&setting, &detail)),
        );
        let scores = opened.scores;
        let resumable = opened.resumable;
        let session = Session::new(
            settings.seats,
            settings.names.clone(),
            settings.rules,
            scores.clone(),
        );
        KeptSession {
            session,
            settings,
            resumable,
            folders,
            saved_scores: scores,
            notices,
        }
    }

    /// The relay setting as the settings file has it now (`public`, `off` or a URL, see
    /// [`list::RELAY`]); the default when nothing is kept or the file does not read.
    pub fn relay_setting(&self) -> String {
        let file = self.folders.as_ref().map(|folders| {
            storage::load_shared::<FileFields>(&settings_path(folders), SETTINGS_VERSION)
        });
        match file {
            Some(Loaded::Read(file)) => list::RELAY.read(&file).and_then(Result::ok),
            _ => None,
        }
        .unwrap_or_else(|| list::RELAY.default_value())
    }

    /// Where the files are, if anywhere.
    pub fn folders(&self) -> Option<&Folders> {
        self.folders.as_ref()
    }

    /// Takes what went wrong with the files since the last call, in the language of
    /// `catalog`.
    pub fn take_notices(&mut self, catalog: &Catalog) -> Vec<String> {
        let notices = std::mem::take(&mut self.notices);
        notices.iter().map(|n| n.text(catalog)).collect()
    }

    /// Writes the menu's choices (seats, names, board) into the settings file, keeping every
    /// other field it has (the window's too).
    pub fn save_menu(&mut self) {
        let MenuChoices {
            seats,
            names,
            rules,
        } = self.session.menu_choices();
        self.save(|settings| {
            settings.seats = seats;
            settings.names = names;
            settings.rules = rules;
        });
    }

    /// Takes the command line's choices: the think delay, Hard's budget and the brain
    /// played by from now on, and with the relay, saved (nothing when none is given).
    pub fn choose(&mut self, overrides: &Overrides) {
        if *overrides == Overrides::default() {
            return;
        }
        overrides.apply(&mut self.settings);
        self.save_settings();
        if let Some(relay) = &overrides.relay {
            let relay = (list::RELAY.tidy)(relay.clone());
            self.save_file(|file| list::RELAY.write(file, &relay));
        }
    }

    /// Writes the settings screen's settings (the think delay, Hard's budget, alternation,
    /// the language, forbidden points, move numbers, the brain and its time) into the settings file,
    /// keeping every other field it has.
    pub fn save_settings(&mut self) {
        let chosen = self.settings.clone();
        self.save(|settings| {
            settings.think_delay = chosen.think_delay;
            settings.hard_budget = chosen.hard_budget;
            settings.alternate_starts = chosen.alternate_starts;
            settings.language = chosen.language;
            settings.forbidden_points = chosen.forbidden_points;
            settings.move_numbers = chosen.move_numbers;
            settings.brain = chosen.brain;
            settings.brain_time = chosen.brain_time;
        });
    }

    /// The settings file as it is now, changed by `change`, written back.
    fn save(&mut self, change: impl FnOnce(&mut PlaySettings)) {
        self.save_file(|file| {
            let mut settings = PlaySettings::read(file).0;
            change(&mut settings);
            settings.write(file);
        });
    }

    /// The settings file's fields as they are now, changed by `change`, written back.
    fn save_file(&mut self, change: impl FnOnce(&mut FileFields)) {
        let Some(folders) = &self.folders else {
            return;
        };
        let path = settings_path(folders);
        let mut file = match storage::load_shared::<FileFields>(&path, SETTINGS_VERSION) {
            Loaded::Read(file) => file,
            Loaded::Missing => FileFields::default(),
            Loaded::Bad(notice) => {
                self.notices
                    .push(say("notice-settings-reset", set_aside(&notice)));
                FileFields::default()
            }
        };
        change(&mut file);
        if let Err(e) = storage::save(&path, SETTINGS_VERSION, &file) {
            self.notices
                .push(say("notice-settings-not-saved", system_error(&(&e).into())));
        }
    }

    /// Brings the files in step with the session after a change (see [`Session::settle`]):
    /// a finished game goes into the archive, the autosave follows the game, and the scores
    /// are written when they changed.
    pub fn settle(&mut self) {
        let settled = self.session.settle();
        match &settled.autosave {
            Some(Autosave::Write(saved)) => self.resumable = Some((**saved).clone()),
            Some(Autosave::Remove) => self.resumable = None,
            None => {}
        }
        let Some(folders) = self.folders.clone() else {
            return;
        };
        if let Some(game) = settled.archive
            && let Err(e) = archive::append(&folders.data.join(ARCHIVE_FILE), &[game])
        {
            self.notices
                .push(say("game-not-archived", system_error(&(&e).into())));
        }
        match settled.autosave {
            Some(Autosave::Write(saved)) => {
                let path = autosave_path(&folders);
                if let Err(e) = storage::save(&path, AUTOSAVE_VERSION, &saved) {
                    self.notices
                        .push(say("notice-game-not-saved", system_error(&(&e).into())));
                }
            }
            Some(Autosave::Remove) => self.remove_autosave(),
            None => {}
        }
        if self.session.scores != self.saved_scores {
            let path = folders.data.join(SCORES_FILE);
            match storage::save(&path, SCORES_VERSION, &self.session.scores) {
                Ok(()) => self.saved_scores = self.session.scores.clone(),
                Err(e) => self
                    .notices
                    .push(say("notice-scores-not-saved", system_error(&(&e).into()))),
            }
        }
    }

    /// The player gives up the game on the board: it is no longer offered to resume.
    pub fn abandon(&mut self) {
        self.session.abandon();
        self.remove_autosave();
    }

    fn remove_autosave(&mut self) {
        self.resumable = None;
        if let Some(folders) = &self.folders
            && let Err(e) = storage::remove(&autosave_path(folders))
        {
            self.notices
                .push(say("game-not-removed", system_error(&(&e).into())));
        }
    }

    /// The finished games kept, oldest first (a damaged line is set aside, with a notice).
    pub fn archive(&mut self) -> Vec<ArchivedGame> {
        let Some(folders) = &self.folders else {
            return Vec::new();
        };
        let loaded = archive::load(&folders.data.join(ARCHIVE_FILE));
        if let Some(notice) = loaded.notice {
            let why = set_aside(&notice);
            self.notices.push(say("notice-games-set-aside", why));
        }
        loaded.games
    }
}

fn settings_path(folders: &Folders) -> PathBuf {
    folders.config.join(SETTINGS_FILE)
}

fn autosave_path(folders: &Folders) -> PathBuf {
    folders.data.join(AUTOSAVE_FILE)
}

/// The message `key` with the reason `why`.
fn say(key: &'static str, why: Arg) -> FileNotice {
    FileNotice {
        key,
        args: vec![("why", why)],
    }
}
