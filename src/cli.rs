//! The command line: with no command, open the game window.

use clap::{Parser, Subcommand};

/// Tic-tac-toe on boards up to 10x10: play a friend, the computer, or watch two computers.
#[derive(Parser, Debug)]
#[command(version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// What to do instead of opening the window.
#[derive(Subcommand, Debug)]
pub enum Command {}
