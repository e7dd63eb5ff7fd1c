//! The `tictactoe` binary: the game window, or a command-line tool (see `--help`).

use bevy::app::AppExit;
use clap::Parser;
use tictactoe::cli::{Cli, Command, arena, duration, solve};

fn main() -> AppExit {
    let cli = Cli::parse();
    let result = match &cli.command {
        None => return tictactoe::windowed_app(duration(cli.delay), duration(cli.budget)).run(),
        Some(Command::Arena(args)) => arena::arena_command(args),
        Some(Command::Solve(args)) => solve::solve_command(args),
    };
    match result {
        Ok(()) => AppExit::Success,
        Err(message) => {
            eprintln!("tictactoe: {message}");
            AppExit::error()
        }
    }
}
