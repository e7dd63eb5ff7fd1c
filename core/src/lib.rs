//! The game without a front end: everything about a session of play that is not drawing,
//! with no Bevy, terminal UI, sound or network in it. The window, the terminal game, the
//! command line and network play (`tictactoe_net`) all stand on this crate; of the
//! project's crates, it stands on the rules and the search (`mnk`) only.
//!
//! - [`session`]: the game with undo and redo, the result, the tallies, what is archived
//!   and autosaved; [`players`]: seats, names and who a player is, which the session and
//!   the archive share.
//! - [`kept`]: a session whose every change is written to its files at once (the terminal
//!   game's and the command line's);
//! - [`storage`]: where the files live, atomic writes, loads that keep a bad file aside;
//!   [`archive`]: the past games' file; [`settings`]: the settings file.
//! - [`notation`]: cell names for move lists ("b2").
//! - [`i18n`]: the catalogues in eighteen languages; [`words`]: the sentences built from them
//!   (the hint, the review, a date, the reasons of a failure).
//! - [`brain`]: the computer player as a Gomocup brain, the protocol by which gomoku
//!   managers run engines.
//! - [`advice`]: the hint, the coach and the review, each one loop for every front end.
//! - [`computer`]: the computer player: searches off the caller's thread, their scheduler
//!   by urgency, and the computer's turn with its think delay.

/// The game's application ID (reverse DNS, from where its repository is published): the
/// window's class on X11 and its app ID on Wayland, and the name of its desktop entry, icon
/// and AppStream metainfo, so that a desktop matches the window to its menu entry.
pub const APP_ID: &str = "io.github.tictactoe_mnk.TicTacToe";

pub mod advice;
pub mod archive;
pub mod brain;
pub mod clock;
pub mod computer;
pub mod i18n;
pub mod kept;
pub mod notation;
pub mod players;
pub mod session;
pub mod settings;
pub mod speech;
pub mod storage;
pub mod words;
