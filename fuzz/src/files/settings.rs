//! The game's `files::settings` module, in part: the file's fields and the settings every
//! front end plays by.

#[path = "../../../src/files/settings/file.rs"]
pub mod file;

#[path = "../../../src/files/settings/play.rs"]
pub mod play;
