//! Tic-tac-toe in a window (Bevy): one front end of `tictactoe_core`. It turns input into
//! requests and the session into pictures, text and sound; the rules and the search are
//! the `mnk` crate, network play `tictactoe_net`.
//!
//! - [`app`]: Bevy's app with every plugin, and how it sleeps while nothing moves;
//!   [`access`]: the window described to screen readers;
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
//!   [`notice`]: messages over any screen; [`speech`]: the game read aloud; [`awake`]: the claims that keep frames coming.

pub mod access;
pub mod app;
pub mod audio;
pub mod awake;
pub mod controls;
pub mod files;
pub mod game;
pub mod notice;
pub mod screens;
pub mod speech;
pub mod state;
pub mod theme;
pub mod window;

pub use app::{AppSystems, plugin, windowed_app};

/// The game in its window until the window closes: the app's exit status as the process's.
pub fn run(
    folders: Option<tictactoe_core::storage::Folders>,
    overrides: tictactoe_core::settings::Overrides,
) -> std::process::ExitCode {
    match windowed_app(folders, overrides).run() {
        bevy::app::AppExit::Success => std::process::ExitCode::SUCCESS,
        bevy::app::AppExit::Error(code) => std::process::ExitCode::from(code.get()),
    }
}
