//! The settings file, `settings.ron` in the config folder: its fields as RON ([`file`]),
//! every setting declared once ([`list`]), and the settings every front end plays by
//! ([`play`]).

pub mod file;
pub mod list;
pub mod play;

pub use file::{FileFields, seconds_in_range};
pub use play::PlaySettings;

/// The format version of `settings.ron`.
pub const SETTINGS_VERSION: u32 = 1;

/// The settings file's name in the config folder.
pub const SETTINGS_FILE: &str = "settings.ron";
