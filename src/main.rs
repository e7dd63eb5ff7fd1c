//! The `tictactoe` binary: the game window, or a command-line tool (see `--help`).

use bevy::app::AppExit;
use clap::Parser;
use tictactoe::cli::Cli;

fn main() -> AppExit {
    let cli = Cli::parse();
    match cli.command {
        None => tictactoe::windowed_app().run(),
    }
}
