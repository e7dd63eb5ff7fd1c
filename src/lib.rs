//! Tic-tac-toe: the window (Bevy) and the terminal game, both front ends of one core.
//! The rules and the search are the `mnk` crate; everything about a session that is not
//! drawing (seats, turn, result, tallies, files, settings, words, the network) is
//! `tictactoe_core`. This crate only turns input into requests and the session into
//! pictures, text and sound.
//!
//! Always built:
//! - [`cli`]: the command line (arena, solve, history, host and join);
//! - [`terminal`]: `tictactoe terminal`, full screen or in lines, with no Bevy in it.
//!
//! With the `window` feature (on by default), the window:
//! - [`app`]: Bevy's app with every plugin, and how it sleeps while nothing moves;
//! - [`screens`]: one folder or file per screen, each with its own buttons, Esc and
//!   navigation; [`state`]: the screens' states;
//! - [`game`]: the session as a resource, the messages that move it, and one plugin per
//!   job (board view, input, turn, outcome, AI turn, feedback). It tells what happened
//!   (`GameStarted`, `GameEnded`, ...); screens react.
//! - [`theme`]: the look: colours by role in three themes, widgets, drawn marks, motion,
//!   button colours, the focus ring, fonts, the direction of a script;
//! - [`controls`]: how a player works the screens: every action's keys, keyboard focus,
//!   questions over a screen, typing in a field;
//! - [`window`]: the window's size, place and full screen, kept between runs;
//! - [`audio`]: sound cues through bevy_kira_audio;
//! - [`files`]: the plugins that keep settings, scores, the autosave and the archive;
//!   [`notice`]: messages over any screen; [`awake`]: the claims that keep frames coming.

pub mod cli;
pub mod terminal;

/// The game's application ID (reverse DNS, from where its repository is published): the
/// window's class on X11 and its app ID on Wayland, and the name of its desktop entry, icon
/// and AppStream metainfo, so that a desktop matches the window to its menu entry.
pub const APP_ID: &str = "io.github.tictactoe_mnk.TicTacToe";

#[cfg(feature = "window")]
pub mod app;
#[cfg(feature = "window")]
pub mod audio;
#[cfg(feature = "window")]
pub mod awake;
#[cfg(feature = "window")]
pub mod controls;
#[cfg(feature = "window")]
pub mod files;
#[cfg(feature = "window")]
pub mod game;
#[cfg(feature = "window")]
pub mod notice;
#[cfg(feature = "window")]
pub mod screens;
#[cfg(feature = "window")]
pub mod state;
#[cfg(feature = "window")]
pub mod theme;
#[cfg(feature = "window")]
pub mod window;

#[cfg(feature = "window")]
pub use app::{AppSystems, plugin, windowed_app};
