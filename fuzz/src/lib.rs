//! The game's Bevy-free file formats, compiled here from the game's own sources so that the
//! fuzzer instruments them without Bevy: the session (the autosave's and the scores'
//! types), the storage of versioned files, the settings file, the archive's store, and the
//! network's messages.

#[path = "../../src/session/mod.rs"]
pub mod session;

pub mod files;
pub mod net;
