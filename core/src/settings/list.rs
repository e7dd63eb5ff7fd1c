//! Every setting of `settings.ron`, declared once: its key in the file, its default, how a
//! value is brought into range, and whether the terminal's settings screen shows it. The
//! window's registry and the terminal's reader and screen are built from these; adding a
//! setting is one declaration here, then its row on the screens that show it.

use std::time::Duration;

use mnk::MIN_SIDE;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::file::{FileFields, seconds_in_range};
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

/// Every setting, in the file's order (a value is set in this order too: the board's side
/// before its win length).
pub const ALL: [About; 17] = [
    X.about(),
    O.about(),
    NAMES.about(),
    SIZE.about(),
    K.about(),
    THINK_DELAY.about(),
    HARD_BUDGET.about(),
    VOLUME.about(),
    MUTE.about(),
    ALTERNATE_STARTS.about(),
    AUTO_PLAY.about(),
    THEME.about(),
    LANGUAGE.about(),
    ANIMATIONS.about(),
    COACH.about(),
    RELAY.about(),
    WINDOW.about(),
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
/// the boards drawn as cells with X and O. The engine plays up to [`mnk::MAX_SIDE`] (the
/// arena and the brain do).
pub const BOARD_MAX_SIDE: u8 = mnk::BITBOARD_SIDE;

/// The side of a new game's board, in cells, from [`MIN_SIDE`] to [`BOARD_MAX_SIDE`].
pub const SIZE: Declared<u8> = Declared {
    key: "size",
    default: || Rules::default().size,
    tidy: |size| size.clamp(MIN_SIDE, BOARD_MAX_SIDE),
};

/// How many in a row win, at least [`MIN_SIDE`] (the board's side bounds it from above).
pub const K: Declared<u8> = Declared {
    key: "k",
    default: || Rules::default().k,
    tidy: |k| k.max(MIN_SIDE),
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

/// The volume's least and most, as a share of each sound's own amplitude.
pub const VOLUME_RANGE: (f32, f32) = (0.0, 1.0);

/// The sound's loudness, from 0 (silent) to 1 (full).
pub const VOLUME: Declared<f32> = Declared {
    key: "volume",
    default: || 0.8,
    tidy: |v| {
        if v.is_finite() {
            v.clamp(VOLUME_RANGE.0, VOLUME_RANGE.1)
        } else {
            0.8
        }
    },
};

/// Every sound silenced, whatever the volume.
pub const MUTE: Declared<bool> = Declared {
    key: "mute",
    default: || false,
    tidy: keep,
};

/// After each game the players swap marks, so each moves first in turn.
pub const ALTERNATE_STARTS: Declared<bool> = Declared {
    key: "alternate_starts",
    default: || true,
    tidy: keep,
};

/// With two computer seats, the next game starts on its own.
pub const AUTO_PLAY: Declared<bool> = Declared {
    key: "auto_play",
    default: || false,
    tidy: keep,
};

/// A look for the whole game.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Theme {
    /// Light marks on a dark blue-grey board.
    #[default]
    Dark,
    /// Dark marks on a white board.
    Light,
    /// White and yellow on black, with the strongest contrast.
    HighContrast,
}

impl Theme {
    /// Every theme, in the order the settings offer them.
    pub const ALL: [Theme; 3] = [Theme::Dark, Theme::Light, Theme::HighContrast];

    /// The key of the theme's name in the catalogues, as the settings show it.
    pub fn key(self) -> &'static str {
        match self {
            Theme::Dark => "theme-dark",
            Theme::Light => "theme-light",
            Theme::HighContrast => "theme-contrast",
        }
    }
}

/// The window's look.
pub const THEME: Declared<Theme> = Declared {
    key: "theme",
    default: Theme::default,
    tidy: keep,
};

/// The language chosen, by its tag ("de", "pt-BR"); `None` follows the system's. A tag the
/// game does not speak (a hand-edited file) follows the system.
pub const LANGUAGE: Declared<Option<String>> = Declared {
    key: "language",
    default: || None,
    tidy: |tag| tag.as_deref().and_then(i18n::negotiate).map(str::to_string),
};

/// Things grow in and move (off: they appear at once).
pub const ANIMATIONS: Declared<bool> = Declared {
    key: "animations",
    default: || true,
    tidy: keep,
};

/// The relay that carries a network game across the internet where routers allow no
/// direct way: `public` (n0-computer's), `off`, or an own relay's URL
/// ([`relay_name`]); anything else is `public`.
pub const RELAY: Declared<String> = Declared {
    key: "relay",
    default: || "public".into(),
    tidy: |name| relay_name(&name).unwrap_or_else(|| "public".into()),
};

/// The relay a setting or `--relay` names, as the setting keeps it: `public`, `off`, or an
/// own relay's URL (`http://` or `https://`), trimmed; `None` for anything else.
pub fn relay_name(typed: &str) -> Option<String> {
    let typed = typed.trim();
    let known = matches!(typed, "public" | "off")
        || typed.starts_with("http://")
        || typed.starts_with("https://");
    known.then(|| typed.to_string())
}

/// The coach shows each cell's value.
pub const COACH: Declared<bool> = Declared {
    key: "coach",
    default: || false,
    tidy: keep,
};

/// The smallest width and height of the window, in logical pixels.
pub const WINDOW_MIN_SIDE: f32 = 480.0;

/// The largest size kept, in logical pixels: a bigger one in a hand-edited file is clamped.
pub const WINDOW_MAX_SIDE: f32 = 8192.0;

/// Where the window was and how big.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq)]
#[serde(default)]
pub struct WindowPlace {
    /// Inner width, in logical pixels.
    pub width: f32,
    /// Inner height, in logical pixels.
    pub height: f32,
    /// Top-left corner on the desktop, in physical pixels; `None` lets the system choose.
    pub position: Option<(i32, i32)>,
    /// Borderless full screen on the current monitor.
    pub fullscreen: bool,
}

impl Default for WindowPlace {
    fn default() -> WindowPlace {
        WindowPlace {
            width: 720.0,
            height: 720.0,
            position: None,
            fullscreen: false,
        }
    }
}

impl WindowPlace {
    /// The same place with a usable size: at least [`WINDOW_MIN_SIDE`], at most a big
    /// screen's.
    pub fn in_range(self) -> WindowPlace {
        let side = |v: f32, default: f32| {
            if v.is_finite() {
                v.clamp(WINDOW_MIN_SIDE, WINDOW_MAX_SIDE)
            } else {
                default
            }
        };
        WindowPlace {
            width: side(self.width, 720.0),
            height: side(self.height, 720.0),
            ..self
        }
    }
}

/// The window's size, place and full screen, given back at the next start.
pub const WINDOW: Declared<WindowPlace> = Declared {
    key: "window",
    default: WindowPlace::default,
    tidy: WindowPlace::in_range,
};

/// A duration from a setting's seconds, to the microsecond (0.6 is 600 ms, not the
/// 600.000024 ms an `f32` holds).
pub fn seconds(value: f32) -> Duration {
    Duration::from_micros((f64::from(value.max(0.0)) * 1e6).round() as u64)
}

fn keep<T>(value: T) -> T {
    value
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_window_size_is_brought_into_range() {
        let tiny = WindowPlace {
            width: 10.0,
            height: f32::NAN,
            ..WindowPlace::default()
        };
        assert_eq!(
            (tiny.in_range().width, tiny.in_range().height),
            (WINDOW_MIN_SIDE, 720.0)
        );
        assert_eq!(WindowPlace::default().in_range(), WindowPlace::default());
    }

    #[test]
    fn every_key_is_declared_once_and_every_default_is_in_range() {
        let mut keys: Vec<&str> = ALL.iter().map(|a| a.key).collect();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), ALL.len(), "a key declared twice");
        assert_eq!((THINK_DELAY.tidy)(THINK_DELAY.default_value()), 0.6);
        let budget = HARD_BUDGET.default_value();
        assert_eq!((HARD_BUDGET.tidy)(budget), budget);
        assert_eq!((VOLUME.tidy)(VOLUME.default_value()), 0.8);
        assert_eq!((SIZE.tidy)(SIZE.default_value()), 3);
        assert_eq!((NAMES.tidy)(NAMES.default_value()), NAMES.default_value());
    }

    #[test]
    fn values_from_a_hand_edited_file_are_brought_into_range() {
        assert_eq!((THINK_DELAY.tidy)(99.0), 2.0);
        assert_eq!((THINK_DELAY.tidy)(f32::NAN), 0.6);
        assert_eq!((HARD_BUDGET.tidy)(0.0), 0.25);
        assert_eq!((VOLUME.tidy)(-1.0), 0.0);
        assert_eq!((SIZE.tidy)(40), BOARD_MAX_SIDE);
        assert_eq!((K.tidy)(1), MIN_SIDE);
        assert_eq!((LANGUAGE.tidy)(Some("de-AT".into())), Some("de".into()));
        assert_eq!((LANGUAGE.tidy)(Some("tlh".into())), None);
        assert_eq!((RELAY.tidy)(" off ".into()), "off");
        assert_eq!((RELAY.tidy)("relay.example".into()), "public");
        let own = "https://relay.example.org";
        assert_eq!((RELAY.tidy)(own.into()), own);
    }
}
