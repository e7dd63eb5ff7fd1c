//! The game's `files` module, in part: storage and the archive's store.

#[path = "../../../src/files/storage/mod.rs"]
pub mod storage;

pub mod archive;
