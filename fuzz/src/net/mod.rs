//! The game's `net` module, in part: the messages and their frames.

#[path = "../../../src/net/message.rs"]
pub mod message;
