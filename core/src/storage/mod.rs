//! Files on disk, with no Bevy in them: where the game keeps its files, writes that a crash
//! cannot tear, and loads that never lose data.
//!
//! Every file is RON, `(version: N, data: ...)`. A write goes to a temporary file in the
//! same folder, is flushed and fsynced, renamed over the old file, and the folder is
//! fsynced: a kill at any moment leaves the old file or the new one. A file that is
//! missing gives the defaults; one that is empty, cut short, garbage or of an unknown
//! version is renamed aside (`settings.ron.bad-20261122T101500`), never deleted, and the
//! caller gets a notice to show.

mod aside;

pub use aside::{SetAside, SystemError, Unusable, aside_name, keep_aside, set_aside};

use std::ffi::OsString;
use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

use directories::ProjectDirs;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// The environment variable that, like `--data-dir`, puts every file of the game in one
/// folder.
pub const DATA_DIR_ENV: &str = "TICTACTOE_DATA_DIR";

/// Where the game's files live.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Folders {
    /// Settings.
    pub config: PathBuf,
    /// Games and scores.
    pub data: PathBuf,
}

impl Folders {
    /// Both kinds of file in one folder.
    pub fn all_in(dir: impl Into<PathBuf>) -> Folders {
        let dir = dir.into();
        Folders {
            config: dir.clone(),
            data: dir,
        }
    }

    /// `--data-dir` if given, else [`DATA_DIR_ENV`] if set, else the platform's folders
    /// (on Linux `$XDG_CONFIG_HOME/tictactoe` and `$XDG_DATA_HOME/tictactoe`). `None` when
    /// there is no home folder to put them in.
    pub fn find(data_dir: Option<&Path>) -> Option<Folders> {
        if let Some(dir) = data_dir {
            return Some(Folders::all_in(dir));
        }
        if let Some(dir) = std::env::var_os(DATA_DIR_ENV).filter(|d| !d.is_empty()) {
            return Some(Folders::all_in(dir));
        }
        let dirs = ProjectDirs::from("", "", "tictactoe")?;
        Some(Folders {
            config: dirs.config_dir().to_path_buf(),
            data: dirs.data_dir().to_path_buf(),
        })
    }
}

/// What loading a file found.
#[derive(Debug, PartialEq)]
pub enum Loaded<T> {
    /// The file's contents.
    Read(T),
    /// No file yet: use the defaults.
    Missing,
    /// The file could not be used: use the defaults. It says why, and where the file was
    /// kept, for the screen and the log.
    Bad(SetAside),
}

impl<T> Loaded<T> {
    /// The contents, or `default` for a missing or bad file.
    pub fn or(self, default: T) -> T {
        match self {
            Loaded::Read(value) => value,
            Loaded::Missing | Loaded::Bad(_) => default,
        }
    }
}

/// The header every file starts with.
#[derive(Deserialize)]
#[serde(rename = "File")]
struct Header {
    version: u32,
}

#[derive(Serialize)]
#[serde(rename = "File")]
struct FileOut<'a, T> {
    version: u32,
    data: &'a T,
}

#[derive(Deserialize)]
#[serde(rename = "File")]
struct FileIn<T> {
    data: T,
}

/// Writes `data` to `path` as format `version`, atomically and durably, creating the
/// folder if needed.
///
/// # Errors
/// Any I/O error (a read-only or full disk, a missing permission); the old file, if any,
/// is then untouched.
pub fn save<T: Serialize>(path: &Path, version: u32, data: &T) -> io::Result<()> {
    let text = to_text(version, data).map_err(io::Error::other)?;
    write_atomic(path, text.as_bytes())
}

/// `data` as a file of format `version` holds it: `(version: 1, data: ...)`, pretty RON.
///
/// # Errors
/// A value RON cannot write.
pub fn to_text<T: Serialize>(version: u32, data: &T) -> Result<String, ron::Error> {
    ron::ser::to_string_pretty(
        &FileOut { version, data },
        ron::ser::PrettyConfig::default(),
    )
}

/// Writes `bytes` to `path` atomically and durably (see the module docs), creating the
/// folder if needed.
///
/// # Errors
/// Any I/O error; the old file, if any, is then untouched.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = folder_of(path);
    fs::create_dir_all(dir)?;
    let mut temp = tempfile::Builder::new()
        .prefix(&temp_prefix(path))
        .tempfile_in(dir)?;
    temp.write_all(bytes)?;
    temp.as_file().sync_all()?;
    temp.persist(path).map_err(|e| e.error)?;
    // The rename is durable only once the folder is.
    File::open(dir)?.sync_all()
}

/// Removes `path` for good, if it is there, durably.
///
/// # Errors
/// Any I/O error but "not found".
pub fn remove(path: &Path) -> io::Result<()> {
    match fs::remove_file(path) {
        Ok(()) => File::open(folder_of(path))?.sync_all(),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(e),
    }
}

/// Reads `path` as format `version`. A bad file is renamed aside; temporary files left by
/// an interrupted write are removed. Never panics.
pub fn load<T: DeserializeOwned>(path: &Path, version: u32) -> Loaded<T> {
    // The window's settings, autosave and scores have one writer, which has not started.
    load_with(path, version, Duration::ZERO)
}

/// Like [`load`], for a reader that may run beside the window (the terminal game): only
/// temporary files older than a minute are taken for interrupted writes.
pub fn load_shared<T: DeserializeOwned>(path: &Path, version: u32) -> Loaded<T> {
    load_with(path, version, Duration::from_secs(60))
}

fn load_with<T: DeserializeOwned>(path: &Path, version: u32, min_age: Duration) -> Loaded<T> {
    remove_interrupted_writes(path, min_age);
    let parsed = match fs::read(path) {
        Ok(bytes) => parse(&bytes, version),
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Loaded::Missing,
        // Kept aside too, so that the next save cannot write over it.
        Err(e) => Err(Unusable::Unreadable(SystemError::from(&e))),
    };
    match parsed {
        Ok(value) => Loaded::Read(value),
        Err(why) => Loaded::Bad(keep_aside(path, why)),
    }
}

/// The value in a file's bytes.
///
/// # Errors
/// Why not: not text, empty, not RON of the expected shape, or another version.
pub fn parse<T: DeserializeOwned>(bytes: &[u8], version: u32) -> Result<T, Unusable> {
    let text = std::str::from_utf8(bytes).map_err(|_| Unusable::NotText)?;
    if text.trim().is_empty() {
        return Err(Unusable::Empty);
    }
    let malformed = |e: ron::error::SpannedError| Unusable::Malformed(e.to_string());
    let header: Header = ron::from_str(text).map_err(malformed)?;
    if header.version != version {
        return Err(Unusable::Version {
            found: header.version,
            reads: version,
        });
    }
    let file: FileIn<T> = ron::from_str(text).map_err(malformed)?;
    Ok(file.data)
}

/// The folder `path` is in (`.` for a bare file name).
pub fn folder_of(path: &Path) -> &Path {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    }
}

/// Temporary files of `path` start with this: `.settings.ron.` and random letters.
fn temp_prefix(path: &Path) -> OsString {
    let mut prefix = OsString::from(".");
    prefix.push(path.file_name().unwrap_or_default());
    prefix.push(".");
    prefix
}

/// Removes the temporary files an interrupted write of `path` left behind, those at least
/// `min_age` old: a younger one may be a write under way in another thread or process.
pub fn remove_interrupted_writes(path: &Path, min_age: Duration) {
    let prefix = temp_prefix(path);
    let prefix = prefix.to_string_lossy();
    let Ok(entries) = fs::read_dir(folder_of(path)) else {
        return;
    };
    for entry in entries.flatten() {
        let age = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .unwrap_or_default();
        if entry.file_name().to_string_lossy().starts_with(&*prefix) && age >= min_age {
            // Best effort: a leftover that stays is only clutter.
            let _ = fs::remove_file(entry.path());
        }
    }
}

#[cfg(test)]
mod tests;
