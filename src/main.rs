//! The `tictactoe` binary: the game window, or a command-line tool (see `--help`).

use bevy::app::AppExit;
use clap::Parser;
use tictactoe::cli::{Cli, Command, arena, duration, history, solve};
use tictactoe::files::settings::Overrides;
use tictactoe::files::storage::Folders;

fn main() -> AppExit {
    let cli = Cli::parse();
    let result = match &cli.command {
        None => {
            let folders = Folders::find(cli.data_dir.as_deref());
            if folders.is_none() {
                eprintln!("tictactoe: no home folder: settings will not be kept (see --data-dir)");
            }
            let overrides = Overrides {
                think_delay: cli.delay.map(duration),
                hard_budget: cli.budget.map(duration),
            };
            return tictactoe::windowed_app(folders, overrides).run();
        }
        Some(Command::Arena(args)) => arena::arena_command(args, cli.data_dir.as_deref()),
        Some(Command::History(args)) => history::history_command(args, cli.data_dir.as_deref()),
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
