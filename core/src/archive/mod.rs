//! The archive file: `history.ron` holds a header line and then one
//! finished game per line, so that keeping a game appends one line and never rewrites the
//! thousands before it.
//!
//! An append is flushed and fsynced. A crash during one can only cut that last line
//! short, and a line that cannot be read costs only its own game: loading moves it to a
//! side file (`history.ron.bad-<UTC time>`), never deletes it, and says so. Deleting a
//! game rewrites the file atomically. A game kept again under the same id (finished,
//! undone and finished again) replaces the older line when the file is read.

use crate::i18n::Catalog;
use std::io;

use jiff::Timestamp;
use mnk::{GameRecord, Mark, Opening, Outcome};
use serde::{Deserialize, Serialize};

use crate::players::PlayerId;
use crate::session::MadeChoice;

/// The archive's file name in the data folder.
pub const ARCHIVE_FILE: &str = "history.ron";

/// The format version in the archive's header line.
pub const ARCHIVE_VERSION: u32 = 1;

/// The first line of the archive.
#[derive(Serialize, Deserialize)]
#[serde(rename = "Archive")]
struct Header {
    version: u32,
}

/// One finished game as the archive keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "Game")]
pub struct ArchivedGame {
    /// Tells the games apart: a game kept twice under one id is the same game, finished
    /// again after an undo, and the later one counts.
    pub id: u64,
    /// When the game ended.
    pub played_at: Timestamp,
    /// Who played X.
    pub x: PlayerId,
    /// Who played O.
    pub o: PlayerId,
    /// The moves, from the empty board to the end (loading replays and checks them).
    pub record: GameRecord,
    /// How long each move took, in milliseconds, in move order; shorter than the moves
    /// when some times are unknown (a game from before times were kept, or imported).
    #[serde(default)]
    pub move_ms: Vec<u32>,
    /// How the game began (free in files from before openings, and in imported games).
    #[serde(default, skip_serializing_if = "is_free")]
    pub opening: Opening,
    /// The opening's choices, each with the ply it was made at.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub choices: Vec<MadeChoice>,
    /// The mark whose time ran out in a timed game: it lost, whatever the board shows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub out_of_time: Option<Mark>,
}

fn is_free(opening: &Opening) -> bool {
    *opening == Opening::Free
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameEnd {
    /// X made a line.
    XWon,
    /// O made a line.
    OWon,
    /// The board filled with no line.
    Draw,
}

impl GameEnd {
    /// Every result, in the order a filter offers them.
    pub const ALL: [GameEnd; 3] = [GameEnd::XWon, GameEnd::OWon, GameEnd::Draw];

    /// The key of its words in the catalogues ([`crate::i18n`]).
    pub fn key(self) -> &'static str {
        match self {
            GameEnd::XWon => "end-x-won",
            GameEnd::OWon => "end-o-won",
            GameEnd::Draw => "end-draw",
        }
    }

    /// In English, for the command line's output: "X won", "O won", "Draw".
    pub fn name(self) -> &'static str {
        match self {
            GameEnd::XWon => "X won",
            GameEnd::OWon => "O won",
            GameEnd::Draw => "Draw",
        }
    }

    /// The result of a finished game; `None` while it is in progress.
    pub fn of(outcome: &Outcome) -> Option<GameEnd> {
        match outcome {
            Outcome::Win { mark: Mark::X, .. } => Some(GameEnd::XWon),
            Outcome::Win { mark: Mark::O, .. } => Some(GameEnd::OWon),
            Outcome::Draw => Some(GameEnd::Draw),
            Outcome::InProgress => None,
        }
    }
}

impl ArchivedGame {
    /// How the game ended (a game that [`ArchivedGame::check`] accepts is finished).
    pub fn end(&self) -> GameEnd {
        match self.out_of_time {
            Some(Mark::X) => GameEnd::OWon,
            Some(Mark::O) => GameEnd::XWon,
            None => GameEnd::of(self.record.board().outcome()).unwrap_or(GameEnd::Draw),
        }
    }

    /// Moves played, in plies.
    pub fn plies(&self) -> usize {
        self.record.moves().len()
    }

    /// The player of `mark`.
    pub fn player(&self, mark: Mark) -> &PlayerId {
        match mark {
            Mark::X => &self.x,
            Mark::O => &self.o,
        }
    }

    /// The board as "3x3, 3 in a row".
    pub fn shape(&self) -> String {
        let board = self.record.board();
        format!("{}x{}, {} in a row", board.cols(), board.rows(), board.k())
    }

    /// When the game ended, in the computer's time zone: "2026-11-22 21:40".
    pub fn local_time(&self) -> String {
        self.played_at
            .to_zoned(jiff::tz::TimeZone::system())
            .strftime("%Y-%m-%d %H:%M")
            .to_string()
    }

    /// Checks what the archive keeps: a finished game with its cursor at the end, and no
    /// more move times than moves.
    ///
    /// # Errors
    /// A short reason.
    pub fn check(&self) -> Result<(), String> {
        if self.record.cursor() != self.record.moves().len() {
            return Err("its cursor is not at the last move".into());
        }
        if self.out_of_time.is_some() && self.record.board().outcome().is_over() {
            return Err("its time ran out after the game was over".into());
        }
        if self.out_of_time.is_none() && !self.record.board().outcome().is_over() {
            return Err("the game is not finished".into());
        }
        if self.move_ms.len() > self.record.moves().len() {
            return Err("it has more move times than moves".into());
        }
        Ok(())
    }

    /// One line of the archive.
    fn to_line(&self) -> io::Result<String> {
        let mut line = ron::to_string(self).map_err(io::Error::other)?;
        line.push('\n');
        Ok(line)
    }
}

/// The header line of a new archive.
fn header_line() -> String {
    format!("Archive(version:{ARCHIVE_VERSION})\n")
}

/// Reads a game exported as RON (`tictactoe history export`) or as Piskvork's `.psq`
/// ([`psq`], known by its first line), checking every move.
///
/// # Errors
/// Why the text is not a finished game: its RON, an illegal move, an unfinished game.
pub fn parse_import(text: &str) -> Result<ArchivedGame, String> {
    if psq::is_psq(text) {
        return psq::read(text);
    }
    let game: ArchivedGame = ron::from_str(text).map_err(|e| format!("not a game: {e}"))?;
    game.check()?;
    Ok(game)
}

/// The most bytes of a file `import` reads: a game of 484 moves is a few kilobytes.
pub const IMPORT_MAX_BYTES: u64 = 1 << 20;

/// The text of a file to import, read whole if it is no larger than [`IMPORT_MAX_BYTES`].
///
/// # Errors
/// The system's reason the file cannot be read, or that it is too large to be a game;
/// with the file's name.
pub fn read_import_file(path: &std::path::Path) -> Result<String, String> {
    use std::io::Read;
    let named = |why: String| format!("{}: {why}", path.display());
    let file = std::fs::File::open(path).map_err(|e| named(e.to_string()))?;
    let mut text = String::new();
    file.take(IMPORT_MAX_BYTES + 1)
        .read_to_string(&mut text)
        .map_err(|e| named(e.to_string()))?;
    if text.len() as u64 > IMPORT_MAX_BYTES {
        return Err(named("too large to be a game".into()));
    }
    Ok(text)
}

/// The game `text` holds (RON or `.psq`, [`parse_import`]), ready to keep beside `kept`:
/// a game kept already is refused (the same players, moves and times: a `.psq` keeps no
/// id or date, so a file imported twice gets new ones each time), and one whose id is
/// taken gets a new one.
///
/// # Errors
/// Why it is not a game to keep: [`parse_import`]'s reasons, or "that game is already
/// kept".
pub fn import_into(text: &str, kept: &[ArchivedGame]) -> Result<ArchivedGame, String> {
    let mut game = parse_import(text)?;
    let same = |k: &ArchivedGame| {
        (&k.x, &k.o, &k.record, &k.move_ms) == (&game.x, &game.o, &game.record, &game.move_ms)
    };
    if kept.iter().any(same) {
        return Err("that game is already kept".into());
    }
    if kept.iter().any(|g| g.id == game.id) {
        game.id = crate::session::new_game_id();
    }
    Ok(game)
}

/// The games newest first (by when they ended; the later line first on a tie).
pub fn newest_first(games: &[ArchivedGame]) -> Vec<&ArchivedGame> {
    let mut order: Vec<(usize, &ArchivedGame)> = games.iter().enumerate().collect();
    order.sort_by(|(i, a), (j, b)| b.played_at.cmp(&a.played_at).then(j.cmp(i)));
    order.into_iter().map(|(_, game)| game).collect()
}

/// Which games to list: by a player's name, by the result and by the rule.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// Part of either player's name (a computer's is its level), any case; empty for all.
    pub name: String,
    /// Only games that ended so; `None` for all.
    pub end: Option<GameEnd>,
    /// Only games played by this rule; `None` for all.
    pub rule: Option<mnk::Rule>,
}

impl Filter {
    /// Whether `game` is listed; a name matches as kept or as shown in the language of
    /// `catalog` ("Hard" or "Schwer", "Player 1" or "Spieler 1").
    pub fn matches(&self, game: &ArchivedGame, catalog: &Catalog) -> bool {
        let name = self.name.trim().to_lowercase();
        let named = name.is_empty()
            || [&game.x, &game.o].iter().any(|p| {
                [p.to_string(), p.shown(catalog)]
                    .iter()
                    .any(|n| n.to_lowercase().contains(&name))
            });
        named
            && self.end.is_none_or(|end| game.end() == end)
            && self
                .rule
                .is_none_or(|rule| game.record.board().rule() == rule)
    }
}

mod file;
pub mod psq;

pub use file::{Loaded, append, delete, load, parse_line, rewrite};

#[cfg(test)]
mod tests;
