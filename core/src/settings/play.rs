//! The settings every front end plays by, with no Bevy in it: the seats, the names, the
//! board, the think delay, Hard's budget and whether the players alternate. Each field is
//! read here once, with its range; the window's registry and the terminal game both use
//! these readers, so a hand-edited file means the same to both.

use std::time::Duration;

use mnk::{MAX_SIDE, MIN_SIDE};
use serde::de::DeserializeOwned;

use super::file::{FileFields, seconds_in_range};
use crate::session::{Names, Rules, Seats};

/// The settings' keys for what [`PlaySettings`] holds, in the file's order.
pub mod key {
    pub const X: &str = "x";
    pub const O: &str = "o";
    pub const NAMES: &str = "names";
    pub const SIZE: &str = "size";
    pub const K: &str = "k";
    pub const THINK_DELAY: &str = "think_delay";
    pub const HARD_BUDGET: &str = "hard_budget";
    pub const ALTERNATE_STARTS: &str = "alternate_starts";
    pub const LANGUAGE: &str = "language";
}

/// The think delay's least and most, in seconds.
pub const THINK_DELAY_RANGE: (f32, f32) = (0.0, 2.0);

/// The think delay by default: 0.6 s, long enough to follow a game of two computers, short
/// enough not to bore.
pub const DEFAULT_THINK_DELAY: Duration = Duration::from_millis(600);

/// Hard's budget's least and most, in seconds.
pub const HARD_BUDGET_RANGE: (f32, f32) = (0.25, 5.0);

/// Whether the players swap marks after each game, by default.
pub const DEFAULT_ALTERNATE_STARTS: bool = true;

/// The settings a game is played by.
#[derive(Clone, Debug, PartialEq)]
pub struct PlaySettings {
    pub seats: Seats,
    pub names: Names,
    /// The board of a new game.
    pub rules: Rules,
    /// How long a computer seat visibly thinks before its move, at least.
    pub think_delay: Duration,
    /// The most a Hard seat searches a move.
    pub hard_budget: Duration,
    /// After each game the players swap marks.
    pub alternate_starts: bool,
    /// The language chosen, by its tag ("de"); `None` follows the system's.
    pub language: Option<String>,
}

impl Default for PlaySettings {
    fn default() -> PlaySettings {
        PlaySettings {
            seats: Seats::default(),
            names: Names::default(),
            rules: Rules::default(),
            think_delay: DEFAULT_THINK_DELAY,
            hard_budget: mnk::DEFAULT_BUDGET,
            alternate_starts: DEFAULT_ALTERNATE_STARTS,
            language: None,
        }
    }
}

impl PlaySettings {
    /// The settings in `file`, each field that does not read keeping its default; the
    /// second value says which did not (by key), and why (the reader's words).
    pub fn read(file: &FileFields) -> (PlaySettings, Vec<(String, String)>) {
        let mut s = PlaySettings::default();
        let mut unusable = Vec::new();
        if let Some(seat) = field(file, key::X, &mut unusable) {
            s.seats.x = seat;
        }
        if let Some(seat) = field(file, key::O, &mut unusable) {
            s.seats.o = seat;
        }
        if let Some(names) = field::<Names>(file, key::NAMES, &mut unusable) {
            s.names = names.tidied();
        }
        if let Some(size) = field(file, key::SIZE, &mut unusable) {
            s.rules = with_size(s.rules, size);
        }
        if let Some(k) = field(file, key::K, &mut unusable) {
            s.rules = with_k(s.rules, k);
        }
        if let Some(seconds) = field(file, key::THINK_DELAY, &mut unusable) {
            s.think_delay = think_delay(seconds);
        }
        if let Some(seconds) = field(file, key::HARD_BUDGET, &mut unusable) {
            s.hard_budget = hard_budget(seconds);
        }
        if let Some(on) = field(file, key::ALTERNATE_STARTS, &mut unusable) {
            s.alternate_starts = on;
        }
        if let Some(tag) = field::<Option<String>>(file, key::LANGUAGE, &mut unusable) {
            s.language = tag
                .as_deref()
                .and_then(crate::i18n::negotiate)
                .map(str::to_string);
        }
        (s, unusable)
    }

    /// Puts these settings into `file`, keeping its other fields as they are.
    pub fn write(&self, file: &mut FileFields) {
        file.set(key::X, &self.seats.x);
        file.set(key::O, &self.seats.o);
        file.set(key::NAMES, &self.names);
        file.set(key::SIZE, &self.rules.size);
        file.set(key::K, &self.rules.k);
        file.set(key::THINK_DELAY, &self.think_delay.as_secs_f32());
        file.set(key::HARD_BUDGET, &self.hard_budget.as_secs_f32());
        file.set(key::ALTERNATE_STARTS, &self.alternate_starts);
        file.set(key::LANGUAGE, &self.language);
    }
}

/// The field `key` of `file` as an `S`, if it is there and reads; why it does not read
/// goes to `unusable`.
fn field<S: DeserializeOwned>(
    file: &FileFields,
    key: &str,
    unusable: &mut Vec<(String, String)>,
) -> Option<S> {
    match file.get(key)? {
        Ok(value) => Some(value),
        Err(why) => {
            unusable.push((key.to_string(), why.to_string()));
            None
        }
    }
}

/// `rules` on a board `size` a side from the file, brought into the menu's range.
pub fn with_size(rules: Rules, size: u8) -> Rules {
    rules.with_size(size.clamp(MIN_SIDE, MAX_SIDE))
}

/// `rules` with `k` in a row from the file, at least the smallest board's side.
pub fn with_k(rules: Rules, k: u8) -> Rules {
    rules.with_k(k.max(MIN_SIDE))
}

/// The think delay from the file's seconds, in range.
pub fn think_delay(seconds: f32) -> Duration {
    seconds_in_range(
        seconds,
        THINK_DELAY_RANGE,
        DEFAULT_THINK_DELAY.as_secs_f32(),
    )
}

/// Hard's budget from the file's seconds, in range.
pub fn hard_budget(seconds: f32) -> Duration {
    seconds_in_range(
        seconds,
        HARD_BUDGET_RANGE,
        mnk::DEFAULT_BUDGET.as_secs_f32(),
    )
}
