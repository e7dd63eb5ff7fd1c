//! Every setting of `settings.ron` but the window's own, declared once: its key in the
//! file, its default, how a value is brought into range, and for a number the steps a
//! screen moves it by. The window declares its own (the sound, the theme, its place) the
//! same way ([`Declared`]). The window's registry, the terminal's settings screen and
//! [`super::play`] read and write through these; adding a setting is one declaration here,
//! then its row on the screens that show it.

use std::time::Duration;

use mnk::{MIN_SIDE, Opening, Rule};
use serde::Serialize;
use serde::de::DeserializeOwned;

use super::file::{FileFields, seconds_in_range};
use crate::clock::TimeControl;
use crate::i18n;
use crate::session::{Names, Rules, Seat, Seats};

/// One setting as the file keeps it, a `T`.
pub struct Declared<T: 'static> {
    /// Its field in `settings.ron`.
    pub key: &'static str,
    /// Its value when the file lacks it or holds one that does not read.
    pub default: fn() -> T,
    /// A value from the file (or a screen's step) brought into range: a hand-edited file
    /// cannot break the game.
    pub tidy: fn(T) -> T,
}

impl<T: Serialize + DeserializeOwned> Declared<T> {
    /// The setting in `file`, in range: `None` when the file lacks it.
    ///
    /// # Errors
    /// The field holds something else than a `T` (the reader's words, for a warning).
    pub fn read(&self, file: &FileFields) -> Option<Result<T, String>> {
        Some(file.get::<T>(self.key)?.map(self.tidy))
    }

    /// Puts `value` into `file` under this setting's key, keeping the other fields.
    pub fn write(&self, file: &mut FileFields, value: &T) {
        file.set(self.key, value);
    }

    /// Its default value.
    pub fn default_value(&self) -> T {
        (self.default)()
    }
}

impl<T> Declared<T> {
    /// What any front end may ask of it.
    pub const fn about(&self) -> About {
        About { key: self.key }
    }
}

/// What every front end may ask of a setting, whatever its type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct About {
    /// Its field in `settings.ron`.
    pub key: &'static str,
}

/// Every setting declared here, in the file's order (a value is set in this order too: the
/// board's side before its win length).
pub const ALL: [About; 19] = [
    X.about(),
    O.about(),
    NAMES.about(),
    SIZE.about(),
    ROWS.about(),
    K.about(),
    RULE.about(),
    OPENING.about(),
    CLOCK.about(),
    THINK_DELAY.about(),
    HARD_BUDGET.about(),
    ALTERNATE_STARTS.about(),
    LANGUAGE.about(),
    COACH.about(),
    FORBIDDEN_POINTS.about(),
    MOVE_NUMBERS.about(),
    RELAY.about(),
    BRAIN.about(),
    BRAIN_TIME.about(),
];

/// Who sits at X in a new game.
pub const X: Declared<Seat> = Declared {
    key: "x",
    default: || Seats::default().x,
    tidy: keep,
};

/// Who sits at O in a new game.
pub const O: Declared<Seat> = Declared {
    key: "o",
    default: || Seats::default().o,
    tidy: keep,
};

/// The players' names, tidied (trimmed, not empty, not too long).
pub const NAMES: Declared<Names> = Declared {
    key: "names",
    default: Names::default,
    tidy: |names| names.tidied(),
};

/// The largest board side the game's menus, settings and network play offer, in cells:
/// every board the engine plays ([`mnk::MAX_SIDE`], Gomocup's largest).
pub const BOARD_MAX_SIDE: u8 = mnk::MAX_SIDE;

/// The side of a new game's board, in cells, from [`MIN_SIDE`] to [`BOARD_MAX_SIDE`].
pub const SIZE: Declared<u8> = Declared {
    key: "size",
    default: || Rules::default().size,
    tidy: |size| size.clamp(MIN_SIDE, BOARD_MAX_SIDE),
};

/// The rows of a new game's board when they differ from its columns ([`SIZE`]), from
/// [`MIN_SIDE`] to [`BOARD_MAX_SIDE`]; none (the default) for a square board.
pub const ROWS: Declared<Option<u8>> = Declared {
    key: "rows",
    default: || Rules::default().rows,
    tidy: |rows| rows.map(|rows| rows.clamp(MIN_SIDE, BOARD_MAX_SIDE)),
};

/// How many in a row win, at least [`MIN_SIDE`] (the board's side bounds it from above).
pub const K: Declared<u8> = Declared {
    key: "k",
    default: || Rules::default().k,
    tidy: |k| k.max(MIN_SIDE),
};

/// What wins and what is allowed in a new game (freestyle by default). Kept as written: a
/// rule that does not fit the board (renju with other than five in a row) is refused with
/// its reason when the settings are read, never changed into another.
pub const RULE: Declared<Rule> = Declared {
    key: "rule",
    default: || Rules::default().rule,
    tidy: keep,
};

/// How a new game begins: free (X first) by default, or gomoku's swap or swap2.
pub const OPENING: Declared<Opening> = Declared {
    key: "opening",
    default: || Rules::default().opening,
    tidy: keep,
};

/// A new game's clock: untimed by default, or a time per game and an increment, in range.
pub const CLOCK: Declared<Option<TimeControl>> = Declared {
    key: "clock",
    default: || None,
    tidy: |clock| clock.map(TimeControl::tidied),
};

/// The think delay's least and most, in seconds.
pub const THINK_DELAY_RANGE: (f32, f32) = (0.0, 2.0);

/// How long a computer seat visibly thinks before its move, at least, in seconds (0.6 by
/// default: long enough to follow a game of two computers, short enough not to bore).
pub const THINK_DELAY: Declared<f32> = Declared {
    key: "think_delay",
    default: || 0.6,
    tidy: |seconds| seconds_in_range(seconds, THINK_DELAY_RANGE, 0.6).as_secs_f32(),
};

/// Hard's budget's least and most, in seconds.
pub const HARD_BUDGET_RANGE: (f32, f32) = (0.25, 5.0);

/// The most a Hard seat searches a move, in seconds.
pub const HARD_BUDGET: Declared<f32> = Declared {
    key: "hard_budget",
    default: || mnk::DEFAULT_BUDGET.as_secs_f32(),
    tidy: |seconds| {
        let default = mnk::DEFAULT_BUDGET.as_secs_f32();
        seconds_in_range(seconds, HARD_BUDGET_RANGE, default).as_secs_f32()
    },
};

/// After each game the players swap marks, so each moves first in turn.
pub const ALTERNATE_STARTS: Declared<bool> = Declared {
    key: "alternate_starts",
    default: || true,
    tidy: keep,
};

/// The language chosen, by its tag ("de", "pt-BR"); `None` follows the system's. A tag the
/// game does not speak (a hand-edited file) follows the system.
pub const LANGUAGE: Declared<Option<String>> = Declared {
    key: "language",
    default: || None,
    tidy: |tag| tag.as_deref().and_then(i18n::negotiate).map(str::to_string),
};

/// The relay that carries a network game across the internet where routers allow no
/// direct way: `public` (n0-computer's), `off`, or an own relay's URL ([`relay_name`]).
/// Kept as written (trimmed): a name that is none of these is refused, with its reason,
/// when a game across the internet would use it, never taken for another relay.
pub const RELAY: Declared<String> = Declared {
    key: "relay",
    default: || "public".into(),
    tidy: |name| name.trim().to_string(),
};

/// The relay a setting or `--relay` names, as the setting keeps it: `public`, `off`, or an
/// own relay's URL, trimmed. `https://` anywhere; `http://` (plain text: iroh-relay's
/// `--dev` mode) only on this computer or a network off the internet (a private,
/// link-local or documentation address, or a `.local` name).
///
/// # Errors
/// Anything else, with the reason in English.
pub fn relay_name(typed: &str) -> Result<String, String> {
    let typed = typed.trim();
    if matches!(typed, "public" | "off") {
        return Ok(typed.to_string());
    }
    if let Some(rest) = typed.strip_prefix("https://") {
        return match rest.is_empty() {
            true => Err("https:// names no relay".into()),
            false => Ok(typed.to_string()),
        };
    }
    let Some(rest) = typed.strip_prefix("http://") else {
        return Err(format!(
            "{}: not public, off or a relay's URL (https://relay.example.org)",
            crate::words::printable(typed)
        ));
    };
    let host = rest.split('/').next().unwrap_or_default();
    let host = match host.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or_default(),
        None => host.rsplit_once(':').map_or(host, |(name, _)| name),
    };
    if off_the_internet(host) {
        Ok(typed.to_string())
    } else {
        Err(format!(
            "{}: a relay across the internet is https:// (http:// is plain text, for a relay \
             on this computer or this network)",
            crate::words::printable(typed)
        ))
    }
}

/// Whether `host` (a name or an address) is this computer or on a network off the internet.
fn off_the_internet(host: &str) -> bool {
    use std::net::IpAddr;
    let name = host.to_ascii_lowercase();
    if name == "localhost" || name.ends_with(".local") {
        return true;
    }
    match host.parse::<IpAddr>().map(|ip| ip.to_canonical()) {
        Ok(IpAddr::V4(v4)) => {
            let [a, b, c, _] = v4.octets();
            v4.is_private()
                || v4.is_loopback()
                || v4.is_link_local()
                // The documentation networks (RFC 5737), routed nowhere.
                || matches!((a, b, c), (192, 0, 2) | (198, 51, 100) | (203, 0, 113))
        }
        Ok(IpAddr::V6(v6)) => {
            v6.is_loopback() || v6.is_unique_local() || v6.is_unicast_link_local()
        }
        Err(_) => false,
    }
}

/// The coach shows each cell's value.
pub const COACH: Declared<bool> = Declared {
    key: "coach",
    default: || false,
    tidy: keep,
};

/// Renju's forbidden points are drawn on X's (Black's) turn, as gomoku boards do.
pub const FORBIDDEN_POINTS: Declared<bool> = Declared {
    key: "forbidden_points",
    default: || true,
    tidy: keep,
};

/// Each mark shows the number of the move that placed it, as gomoku boards do (off by
/// default).
pub const MOVE_NUMBERS: Declared<bool> = Declared {
    key: "move_numbers",
    default: || false,
    tidy: keep,
};

/// The Gomocup brain that may play a seat: its executable's path, as typed (trimmed);
/// empty, none. A path that does not run is found out when the brain is to move: the seat
/// then goes back to a person, with the reason.
pub const BRAIN: Declared<String> = Declared {
    key: "brain",
    default: String::new,
    tidy: |path| path.trim().to_string(),
};

/// The brain's time a move's least and most, in seconds.
pub const BRAIN_TIME_RANGE: (f32, f32) = (1.0, 60.0);

/// The brain's time a move, in seconds (the protocol's `timeout_turn`): 5 by default, as
/// Gomocup's fast games are played.
pub const BRAIN_TIME: Declared<f32> = Declared {
    key: "brain_time",
    default: || 5.0,
    tidy: |seconds| seconds_in_range(seconds, BRAIN_TIME_RANGE, 5.0).as_secs_f32(),
};

/// The brain's time a move steps by a second.
pub const BRAIN_TIME_STEPS: Steps = Steps {
    per_unit: 1.0,
    range: BRAIN_TIME_RANGE,
};

/// A duration from a setting's seconds, to the microsecond (0.6 is 600 ms, not the
/// 600.000024 ms an `f32` holds).
pub fn seconds(value: f32) -> Duration {
    Duration::from_micros((f64::from(value.max(0.0)) * 1e6).round() as u64)
}

/// How a number setting moves when a screen steps it (a − or + press, ← or →): by
/// `1 / per_unit`, on that grid, within `range`. Every front end steps it this way.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Steps {
    /// Presses per unit of the value (seconds, or the whole volume).
    pub per_unit: f32,
    /// The least and the most.
    pub range: (f32, f32),
}

impl Steps {
    /// `value` moved by `steps` presses, on the grid and within range.
    pub fn stepped(&self, value: f32, steps: i32) -> f32 {
        // Dividing a whole number keeps 0.7 as 0.7, where 7 * 0.1 would not.
        let on_grid = (value * self.per_unit).round() + steps as f32;
        (on_grid / self.per_unit).clamp(self.range.0, self.range.1)
    }
}

/// The think delay steps by a tenth of a second.
pub const THINK_DELAY_STEPS: Steps = Steps {
    per_unit: 10.0,
    range: THINK_DELAY_RANGE,
};

/// Hard's budget steps by a quarter of a second.
pub const HARD_BUDGET_STEPS: Steps = Steps {
    per_unit: 4.0,
    range: HARD_BUDGET_RANGE,
};

/// A setting's `tidy` that keeps every value (a flag, a choice among variants).
pub fn keep<T>(value: T) -> T {
    value
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_is_declared_once_and_every_default_is_in_range() {
        let mut keys: Vec<&str> = ALL.iter().map(|a| a.key).collect();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), ALL.len(), "a key declared twice");
        assert_eq!((THINK_DELAY.tidy)(THINK_DELAY.default_value()), 0.6);
        let budget = HARD_BUDGET.default_value();
        assert_eq!((HARD_BUDGET.tidy)(budget), budget);
        assert_eq!((SIZE.tidy)(SIZE.default_value()), 3);
        assert_eq!((NAMES.tidy)(NAMES.default_value()), NAMES.default_value());
    }

    #[test]
    fn steps_stay_on_the_grid_and_in_range() {
        assert_eq!(THINK_DELAY_STEPS.stepped(0.6, 1), 0.7);
        assert_eq!(THINK_DELAY_STEPS.stepped(0.0, -1), 0.0);
        assert_eq!(HARD_BUDGET_STEPS.stepped(1.0, -3), 0.25);
        assert_eq!(HARD_BUDGET_STEPS.stepped(4.9, 1), 5.0);
    }

    #[test]
    fn values_from_a_hand_edited_file_are_brought_into_range() {
        assert_eq!((THINK_DELAY.tidy)(99.0), 2.0);
        assert_eq!((THINK_DELAY.tidy)(f32::NAN), 0.6);
        assert_eq!((HARD_BUDGET.tidy)(0.0), 0.25);
        assert_eq!((SIZE.tidy)(40), BOARD_MAX_SIDE);
        assert_eq!((K.tidy)(1), MIN_SIDE);
        assert_eq!((LANGUAGE.tidy)(Some("de-AT".into())), Some("de".into()));
        assert_eq!((LANGUAGE.tidy)(Some("tlh".into())), None);
        assert_eq!((RELAY.tidy)(" off ".into()), "off");
        // Kept as written: refused where it is used, never taken for the public relay.
        assert_eq!((RELAY.tidy)("relay.example".into()), "relay.example");
        let own = "https://relay.example.org";
        assert_eq!((RELAY.tidy)(own.into()), own);
    }

    #[test]
    fn a_relay_is_public_off_https_or_plain_http_off_the_internet_and_nothing_else() {
        for good in [
            "public",
            " off ",
            "https://relay.example.org",
            "http://127.0.0.1:3340",
            "http://192.168.1.5:3340",
            "http://[fd00::5]:3340",
            "http://relay.local",
            "http://203.0.113.1:3340",
        ] {
            assert_eq!(relay_name(good).as_deref(), Ok(good.trim()), "{good}");
        }
        let mistyped = relay_name("pubilc").unwrap_err();
        assert!(
            mistyped.contains("not public, off or a relay's URL"),
            "{mistyped}"
        );
        let plain = relay_name("http://relay.example.org").unwrap_err();
        assert!(plain.contains("is https://"), "{plain}");
        assert!(relay_name("http://8.8.8.8:3340").is_err());
        assert!(relay_name("https://").is_err());
        // A typed name is said without what could drive a terminal.
        assert!(!relay_name("\u{1b}[2J").unwrap_err().contains('\u{1b}'));
    }
}
