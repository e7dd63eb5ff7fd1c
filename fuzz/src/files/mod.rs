//! The game's `files` module, in part: storage, the settings' Bevy-free part and the
//! archive's store.

#[path = "../../../src/files/storage/mod.rs"]
pub mod storage;

pub mod archive;
pub mod settings;
