//! The settings every front end plays by: the seats, the names, the board, the think delay,
//! Hard's budget, whether the players alternate, and the language. Each is read through its
//! declaration in [`super::list`], so a hand-edited file means the same to the window and
//! the terminal.

use std::time::Duration;

use mnk::Rule;

use serde::Serialize;
use serde::de::DeserializeOwned;

use super::file::FileFields;
use super::list::{self, Declared, seconds};
use crate::session::{Names, Rules, Seats};

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
    /// Renju's forbidden points are drawn on X's turn.
    pub forbidden_points: bool,
    /// Each mark shows the number of the move that placed it.
    pub move_numbers: bool,
    /// The language chosen, by its tag ("de"); `None` follows the system's.
    pub language: Option<String>,
    /// The Gomocup brain's executable, as typed; empty, none.
    pub brain: String,
    /// The brain's time a move.
    pub brain_time: Duration,
}

impl Default for PlaySettings {
    fn default() -> PlaySettings {
        PlaySettings {
            seats: Seats {
                x: list::X.default_value(),
                o: list::O.default_value(),
            },
            names: list::NAMES.default_value(),
            rules: Rules::new(list::SIZE.default_value(), list::K.default_value())
                .with_rule(list::RULE.default_value())
                .with_opening(list::OPENING.default_value())
                .with_clock(list::CLOCK.default_value()),
            think_delay: seconds(list::THINK_DELAY.default_value()),
            hard_budget: seconds(list::HARD_BUDGET.default_value()),
            alternate_starts: list::ALTERNATE_STARTS.default_value(),
            forbidden_points: list::FORBIDDEN_POINTS.default_value(),
            move_numbers: list::MOVE_NUMBERS.default_value(),
            language: list::LANGUAGE.default_value(),
            brain: list::BRAIN.default_value(),
            brain_time: seconds(list::BRAIN_TIME.default_value()),
        }
    }
}

impl PlaySettings {
    /// The settings in `file`, each field that does not read keeping its default; the
    /// second value says which did not (by key), and why (the reader's words).
    pub fn read(file: &FileFields) -> (PlaySettings, Vec<(String, String)>) {
        let mut s = PlaySettings::default();
        let mut unusable = Vec::new();
        let mut take = Reader {
            file,
            unusable: &mut unusable,
        };
        if let Some(seat) = take.field(&list::X) {
            s.seats.x = seat;
        }
        if let Some(seat) = take.field(&list::O) {
            s.seats.o = seat;
        }
        if let Some(names) = take.field(&list::NAMES) {
            s.names = names;
        }
        if let Some(size) = take.field(&list::SIZE) {
            s.rules = with_size(s.rules, size);
        }
        if let Some(Some(rows)) = take.field(&list::ROWS) {
            s.rules = s.rules.with_shape(s.rules.size, rows);
        }
        if let Some(k) = take.field(&list::K) {
            s.rules = with_k(s.rules, k);
        }
        if let Some(rule) = take.field(&list::RULE) {
            match fitting(s.rules, rule) {
                Ok(rules) => s.rules = rules,
                Err(why) => take.unusable.push((list::RULE.key.to_string(), why)),
            }
        }
        if let Some(opening) = take.field(&list::OPENING) {
            s.rules = s.rules.with_opening(opening);
        }
        if let Some(clock) = take.field(&list::CLOCK) {
            s.rules = s.rules.with_clock(clock);
        }
        if let Some(delay) = take.field(&list::THINK_DELAY) {
            s.think_delay = seconds(delay);
        }
        if let Some(budget) = take.field(&list::HARD_BUDGET) {
            s.hard_budget = seconds(budget);
        }
        if let Some(on) = take.field(&list::ALTERNATE_STARTS) {
            s.alternate_starts = on;
        }
        if let Some(on) = take.field(&list::FORBIDDEN_POINTS) {
            s.forbidden_points = on;
        }
        if let Some(on) = take.field(&list::MOVE_NUMBERS) {
            s.move_numbers = on;
        }
        if let Some(tag) = take.field(&list::LANGUAGE) {
            s.language = tag;
        }
        if let Some(path) = take.field(&list::BRAIN) {
            s.brain = path;
        }
        if let Some(time) = take.field(&list::BRAIN_TIME) {
            s.brain_time = seconds(time);
        }
        (s, unusable)
    }

    /// Puts these settings into `file`, keeping its other fields as they are.
    pub fn write(&self, file: &mut FileFields) {
        list::X.write(file, &self.seats.x);
        list::O.write(file, &self.seats.o);
        list::NAMES.write(file, &self.names);
        list::SIZE.write(file, &self.rules.size);
        list::ROWS.write(file, &self.rules.rows);
        list::K.write(file, &self.rules.k);
        list::RULE.write(file, &self.rules.rule);
        list::OPENING.write(file, &self.rules.opening);
        list::CLOCK.write(file, &self.rules.clock);
        list::THINK_DELAY.write(file, &self.think_delay.as_secs_f32());
        list::HARD_BUDGET.write(file, &self.hard_budget.as_secs_f32());
        list::ALTERNATE_STARTS.write(file, &self.alternate_starts);
        list::FORBIDDEN_POINTS.write(file, &self.forbidden_points);
        list::MOVE_NUMBERS.write(file, &self.move_numbers);
        list::LANGUAGE.write(file, &self.language);
        list::BRAIN.write(file, &self.brain);
        list::BRAIN_TIME.write(file, &self.brain_time.as_secs_f32());
    }

    /// The brain set, if a path is: what a brain's seat plays with.
    pub fn brain_setup(&self) -> Option<crate::brain::turn::BrainSetup> {
        (!self.brain.is_empty()).then(|| crate::brain::turn::BrainSetup {
            path: self.brain.clone().into(),
            move_time: self.brain_time,
        })
    }
}

/// Reads declared fields from a file, noting those that do not read.
struct Reader<'a> {
    file: &'a FileFields,
    unusable: &'a mut Vec<(String, String)>,
}

impl Reader<'_> {
    /// The setting `declared` in the file, in range, if it is there and reads; why it does
    /// not read goes to the unusable list.
    fn field<T: Serialize + DeserializeOwned>(&mut self, declared: &Declared<T>) -> Option<T> {
        match declared.read(self.file)? {
            Ok(value) => Some(value),
            Err(why) => {
                self.unusable.push((declared.key.to_string(), why));
                None
            }
        }
    }
}

/// `rules` on a board `size` a side from the file, brought into the menu's range.
pub fn with_size(rules: Rules, size: u8) -> Rules {
    rules.with_size((list::SIZE.tidy)(size))
}

/// `rules` with `k` in a row from the file, at least the smallest board's side.
pub fn with_k(rules: Rules, k: u8) -> Rules {
    rules.with_k((list::K.tidy)(k))
}

/// `rules` played by `rule` from the file.
///
/// # Errors
/// The rule does not fit the board (renju with other than five in a row): why, in
/// English; the rules stay as they were.
pub fn fitting(rules: Rules, rule: Rule) -> Result<Rules, String> {
    rules
        .with_rule(rule)
        .checked()
        .map_err(|why| why.to_string())
}

/// The think delay from a number of seconds, in range.
pub fn think_delay(value: f32) -> Duration {
    seconds((list::THINK_DELAY.tidy)(value))
}

/// Hard's budget from a number of seconds, in range.
pub fn hard_budget(value: f32) -> Duration {
    seconds((list::HARD_BUDGET.tidy)(value))
}

/// The brain's time a move from a number of seconds, in range.
pub fn brain_time(value: f32) -> Duration {
    seconds((list::BRAIN_TIME.tidy)(value))
}
