//! Tic-tac-toe's program: the terminal game and the command line, and the window when the
//! `window` feature (on by default) brings in `tictactoe_window`. The rules and the search
//! are the `mnk` crate; everything about a session that is not drawing is
//! `tictactoe_core`; network play is `tictactoe_net`.
//!
//! - [`cli`]: the command line (terminal, arena, solve, history, host, join and the brain);
//! - [`terminal`]: the terminal game, full screen or in lines, with no Bevy in it; it never
//!   reads the command line (`cli` runs it).

pub mod cli;
pub mod terminal;

#[cfg(test)]
mod docs;
