//! A file the game cannot use is renamed aside, never deleted; these say why, and where it
//! is kept, as values a front end puts in the player's words (`Display` says it in English,
//! for the log and the command line).

use std::fmt;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// An error of the system's, kept as a value: its kind (which has words in every language
/// for the common ones: a full disk, a missing permission) and its own words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SystemError {
    /// What kind of error.
    pub kind: io::ErrorKind,
    /// The system's words for it, in English.
    pub text: String,
}

impl From<&io::Error> for SystemError {
    fn from(error: &io::Error) -> SystemError {
        SystemError {
            kind: error.kind(),
            text: error.to_string(),
        }
    }
}

impl fmt::Display for SystemError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// Why a file (or a line of the past games' file) could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unusable {
    /// It could not be read.
    Unreadable(SystemError),
    /// Its bytes are not UTF-8 text.
    NotText,
    /// Nothing but white space.
    Empty,
    /// Not RON of the expected shape, or a game that does not replay: the reader's words,
    /// with a line and a column where it has them.
    Malformed(String),
    /// Another format version than the one this game reads.
    Version {
        /// The file's version.
        found: u32,
        /// The version this game reads.
        reads: u32,
    },
}

impl fmt::Display for Unusable {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Unusable::Unreadable(error) => write!(f, "it could not be read: {error}"),
            Unusable::NotText => f.write_str("not text"),
            Unusable::Empty => f.write_str("empty"),
            Unusable::Malformed(detail) => f.write_str(detail),
            Unusable::Version { found, reads } => {
                write!(f, "format version {found}, this game reads version {reads}")
            }
        }
    }
}

impl From<Unusable> for String {
    fn from(why: Unusable) -> String {
        why.to_string()
    }
}

/// A file that could not be used, renamed aside (or the bad lines of the past games' file,
/// moved to a side file).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetAside {
    /// The file.
    pub path: PathBuf,
    /// Why it could not be used (the first bad line's reason, for lines).
    pub why: Unusable,
    /// For lines of the past games' file: how many games, and the first one's line
    /// (counted from 1). `None`: the whole file.
    pub lines: Option<(usize, usize)>,
    /// Where it is kept, or why it could not be moved.
    pub kept: Result<PathBuf, SystemError>,
}

impl fmt::Display for SetAside {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let (path, why) = (self.path.display(), &self.why);
        match (&self.lines, &self.kept) {
            (None, Ok(kept)) => write!(
                f,
                "{path} was unusable ({why}); it is kept as {}",
                kept.display()
            ),
            (None, Err(e)) => write!(
                f,
                "{path} was unusable ({why}) and could not be moved aside: {e}"
            ),
            (Some((count, line)), Ok(kept)) => write!(
                f,
                "{} of {path} could not be read (line {line}: {why}); kept in {}",
                games(*count),
                kept.display()
            ),
            (Some((count, line)), Err(e)) => write!(
                f,
                "{} of {path} could not be read (line {line}: {why}), and setting them \
                 aside failed: {e}",
                games(*count)
            ),
        }
    }
}

impl std::error::Error for SetAside {}

fn games(count: usize) -> String {
    match count {
        1 => "1 game".into(),
        n => format!("{n} games"),
    }
}

/// Renames an unusable `path` aside ([`set_aside`]) and says why and where it is kept.
pub fn keep_aside(path: &Path, why: Unusable) -> SetAside {
    SetAside {
        path: path.to_path_buf(),
        why,
        lines: None,
        kept: set_aside(path).map_err(|e| SystemError::from(&e)),
    }
}

/// Renames `path` to [`aside_name`] and returns the new name.
pub fn set_aside(path: &Path) -> io::Result<PathBuf> {
    let kept = aside_name(path);
    fs::rename(path, &kept)?;
    Ok(kept)
}

/// A free name to keep a bad `path` under: `path.bad-<UTC time>`, with `-2`, `-3`... if
/// taken.
pub fn aside_name(path: &Path) -> PathBuf {
    let stamp: String = humantime::format_rfc3339_seconds(SystemTime::now())
        .to_string()
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .take(15)
        .collect();
    let mut name = path.as_os_str().to_owned();
    name.push(format!(".bad-{stamp}"));
    let mut kept = PathBuf::from(&name);
    let mut n = 1;
    while kept.exists() {
        n += 1;
        kept = PathBuf::from(format!("{}-{n}", name.to_string_lossy()));
    }
    kept
}
