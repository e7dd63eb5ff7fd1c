//! Reading and writing `history.ron`: appends that are fsynced, a read that sets bad lines
//! aside, and atomic rewrites for a delete. The window and the command line may touch the
//! file at once: every read and write holds an exclusive lock on `history.ron.lock` beside
//! it (an advisory lock; a folder that cannot hold one still reads and writes, unlocked).

use std::collections::HashMap;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::path::Path;
use std::time::Duration;

use super::{ARCHIVE_VERSION, ArchivedGame, Header, header_line};
use crate::storage::{self, SetAside, SystemError, Unusable};

/// What reading the archive found.
#[derive(Debug, Default, PartialEq)]
pub struct Loaded {
    /// The games, oldest line first, each id once.
    pub games: Vec<ArchivedGame>,
    /// What could not be read and where it was kept, for the screen and the log.
    pub notice: Option<SetAside>,
}

/// Reads the archive at `path`. A missing file is an empty archive. A file whose header
/// is unreadable, or of another version, is renamed aside whole; lines that cannot be
/// read are moved to a side file and the archive is rewritten without them. Never panics.
pub fn load(path: &Path) -> Loaded {
    let _lock = lock(path);
    load_locked(path)
}

/// Holds the archive's lock until dropped; `None` where the folder cannot hold one.
fn lock(path: &Path) -> Option<File> {
    // Not `.history.ron.*`: those are interrupted writes, removed when old.
    let mut name = path.file_name().unwrap_or_default().to_owned();
    name.push(".lock");
    let dir = storage::folder_of(path);
    fs::create_dir_all(dir).ok()?;
    let file = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(dir.join(name))
        .ok()?;
    file.lock().ok()?;
    Some(file)
}

fn load_locked(path: &Path) -> Loaded {
    // The window and the command line may both be writing: only old leftovers go.
    storage::remove_interrupted_writes(path, Duration::from_secs(600));
    let bytes = match fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Loaded::default(),
        Err(e) => return set_aside_whole(path, Unusable::Unreadable(SystemError::from(&e))),
    };
    // Lines as bytes, so that a bad one is kept aside exactly as it was.
    let mut lines = bytes.split(|&b| b == b'\n');
    let header = std::str::from_utf8(lines.next().unwrap_or_default()).unwrap_or_default();
    match ron::from_str::<Header>(header) {
        Ok(h) if h.version == ARCHIVE_VERSION => {}
        Ok(h) => {
            let why = Unusable::Version {
                found: h.version,
                reads: ARCHIVE_VERSION,
            };
            return set_aside_whole(path, why);
        }
        Err(e) => return set_aside_whole(path, Unusable::Malformed(e.to_string())),
    }
    // Line numbers from 1, the header being line 1.
    let lines: Vec<(usize, &[u8])> = (2..)
        .zip(lines)
        .filter(|(_, line)| !line.trim_ascii().is_empty())
        .collect();
    let mut games = Vec::with_capacity(lines.len());
    let mut bad: Vec<(usize, &[u8], Unusable)> = Vec::new();
    for (&(number, line), parsed) in lines.iter().zip(parse_lines(&lines)) {
        match parsed {
            Ok(game) => games.push(game),
            Err(why) => bad.push((number, line, why)),
        }
    }
    let games = latest_of_each(games);
    if bad.is_empty() {
        return Loaded {
            games,
            notice: None,
        };
    }
    let notice = SetAside {
        path: path.to_path_buf(),
        why: bad[0].2.clone(),
        lines: Some((bad.len(), bad[0].0)),
        kept: keep_bad_lines(path, &games, &bad).map_err(|e| SystemError::from(&e)),
    };
    Loaded {
        games,
        notice: Some(notice),
    }
}

/// Each line as a game, on every core: thousands of games read in a fraction of the time.
fn parse_lines(lines: &[(usize, &[u8])]) -> Vec<Result<ArchivedGame, Unusable>> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    if threads == 1 || lines.len() < 1000 {
        return lines.iter().map(|(_, line)| parse_bytes(line)).collect();
    }
    let chunk = lines.len().div_ceil(threads);
    std::thread::scope(|scope| {
        let parts: Vec<_> = lines
            .chunks(chunk)
            .map(|part| {
                let parsed = scope.spawn(move || -> Vec<_> {
                    part.iter().map(|(_, line)| parse_bytes(line)).collect()
                });
                (part.len(), parsed)
            })
            .collect();
        parts
            .into_iter()
            .flat_map(|(len, parsed)| {
                parsed.join().unwrap_or_else(|_| {
                    (0..len)
                        .map(|_| Err(Unusable::Malformed("the reader failed".into())))
                        .collect()
                })
            })
            .collect()
    })
}

/// One line's bytes as a game (see [`parse_line`]).
fn parse_bytes(line: &[u8]) -> Result<ArchivedGame, Unusable> {
    parse_line(std::str::from_utf8(line).map_err(|_| Unusable::NotText)?)
        .map_err(Unusable::Malformed)
}

/// One line as a game the archive can keep.
///
/// # Errors
/// A short reason: not RON of a game, an illegal move list, or an unfinished game.
pub fn parse_line(line: &str) -> Result<ArchivedGame, String> {
    let game: ArchivedGame = ron::from_str(line).map_err(|e| e.to_string())?;
    game.check()?;
    Ok(game)
}

/// Each id once, where its last line was.
fn latest_of_each(games: Vec<ArchivedGame>) -> Vec<ArchivedGame> {
    let mut last: HashMap<u64, usize> = HashMap::with_capacity(games.len());
    for (i, game) in games.iter().enumerate() {
        last.insert(game.id, i);
    }
    if last.len() == games.len() {
        return games;
    }
    games
        .into_iter()
        .enumerate()
        .filter(|(i, game)| last[&game.id] == *i)
        .map(|(_, game)| game)
        .collect()
}

fn set_aside_whole(path: &Path, why: Unusable) -> Loaded {
    Loaded {
        games: Vec::new(),
        notice: Some(storage::keep_aside(path, why)),
    }
}

/// Writes the bad lines to a side file, then the archive without them.
fn keep_bad_lines(
    path: &Path,
    games: &[ArchivedGame],
    bad: &[(usize, &[u8], Unusable)],
) -> io::Result<std::path::PathBuf> {
    let side = storage::aside_name(path);
    let bytes: Vec<u8> = bad
        .iter()
        .flat_map(|(_, line, _)| line.iter().copied().chain([b'\n']))
        .collect();
    storage::write_atomic(&side, &bytes)?;
    rewrite_locked(path, games)?;
    Ok(side)
}

/// Replaces the archive with `games`, atomically.
///
/// # Errors
/// Any I/O error; the old file is then untouched.
pub fn rewrite(path: &Path, games: &[ArchivedGame]) -> io::Result<()> {
    let _lock = lock(path);
    rewrite_locked(path, games)
}

fn rewrite_locked(path: &Path, games: &[ArchivedGame]) -> io::Result<()> {
    let mut text = header_line();
    for game in games {
        text.push_str(&game.to_line()?);
    }
    storage::write_atomic(path, text.as_bytes())
}

/// Adds `games` at the end of the archive, durably, creating it if needed.
///
/// # Errors
/// Any I/O error. Lines written before it stay; a line cut short is set aside by the next
/// [`load`].
pub fn append(path: &Path, games: &[ArchivedGame]) -> io::Result<()> {
    if games.is_empty() {
        return Ok(());
    }
    let mut text = String::new();
    for game in games {
        text.push_str(&game.to_line()?);
    }
    let _lock = lock(path);
    if !path.exists() {
        return storage::write_atomic(path, (header_line() + &text).as_bytes());
    }
    let mut file = OpenOptions::new().read(true).append(true).open(path)?;
    // A line cut short by a crash must not swallow the next one.
    if file.metadata()?.len() > 0 {
        let mut last = [0u8];
        file.seek(SeekFrom::End(-1))?;
        file.read_exact(&mut last)?;
        if last[0] != b'\n' {
            text.insert(0, '\n');
        }
    }
    file.write_all(text.as_bytes())?;
    file.sync_all()
}

/// Removes the game `id` from the archive (every line of it); `false` if it was not there.
///
/// # Errors
/// Any I/O error, the archive then untouched; or, when the file has gone bad since it was
/// read, the notice that says where it was kept aside.
pub fn delete(path: &Path, id: u64) -> io::Result<bool> {
    let _lock = lock(path);
    let loaded = load_locked(path);
    if let Some(notice) = loaded.notice {
        // The file went bad since it was read: it is kept aside, and someone must hear.
        return Err(io::Error::other(notice));
    }
    let before = loaded.games.len();
    let games: Vec<ArchivedGame> = loaded.games.into_iter().filter(|g| g.id != id).collect();
    if games.len() == before {
        return Ok(false);
    }
    rewrite_locked(path, &games)?;
    Ok(true)
}
