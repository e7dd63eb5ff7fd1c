//! The game's `files::archive` module, in part: the store.

#[path = "../../../../src/files/archive/store/mod.rs"]
pub mod store;
