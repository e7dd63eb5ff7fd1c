//! The settings only the window has, declared as the core declares the shared ones
//! ([`Declared`]) and kept in the same file: the sound, speech, the theme, animations, a game of two
//! computers going on by itself, and the window's place. The registry binds them to the
//! window's resources beside the core's list.

use serde::{Deserialize, Serialize};
use tictactoe_core::settings::list::{Declared, Steps, keep};

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

/// The volume steps by a tenth.
pub const VOLUME_STEPS: Steps = Steps {
    per_unit: 10.0,
    range: VOLUME_RANGE,
};

/// Every sound silenced, whatever the volume.
pub const MUTE: Declared<bool> = Declared {
    key: "mute",
    default: || false,
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

/// Things grow in and move (off: they appear at once).
pub const ANIMATIONS: Declared<bool> = Declared {
    key: "animations",
    default: || true,
    tidy: keep,
};

/// The game speaks (the window's speech, through the desktop's speech service).
pub const SPEECH: Declared<bool> = Declared {
    key: "speech",
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

/// Every setting of the window's own, in the file's order.
pub const ALL: [tictactoe_core::settings::list::About; 7] = [
    VOLUME.about(),
    MUTE.about(),
    SPEECH.about(),
    AUTO_PLAY.about(),
    THEME.about(),
    ANIMATIONS.about(),
    WINDOW.about(),
];

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
    fn the_volume_is_brought_into_range() {
        assert_eq!((VOLUME.tidy)(VOLUME.default_value()), 0.8);
        assert_eq!((VOLUME.tidy)(-1.0), 0.0);
        assert_eq!((VOLUME.tidy)(f32::NAN), 0.8);
    }
}
