//! The `tictactoe` binary: the game window, or a command-line tool (see `--help`).

use bevy::app::AppExit;
use clap::Parser;
use tictactoe::cli::{Cli, Command, arena, duration, history, online, solve};
use tictactoe::files::settings::Overrides;
use tictactoe::files::storage::Folders;
use tictactoe::terminal::terminal_command;

fn main() -> AppExit {
    let cli = Cli::parse();
    let result = match &cli.command {
        None => {
            if let Some(why) = no_display() {
                eprintln!("tictactoe: {why}; `tictactoe terminal` plays in the terminal");
                return AppExit::error();
            }
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
        Some(Command::Terminal(args)) => terminal_command(args, cli.data_dir.as_deref()),
        Some(Command::Arena(args)) => arena::arena_command(args, cli.data_dir.as_deref()),
        Some(Command::History(args)) => history::history_command(args, cli.data_dir.as_deref()),
        Some(Command::Solve(args)) => solve::solve_command(args),
        Some(Command::Host(args)) => online::host_command(args, cli.data_dir.as_deref()),
        Some(Command::Join(args)) => online::join_command(args, cli.data_dir.as_deref()),
    };
    match result {
        Ok(()) => AppExit::Success,
        Err(message) => {
            eprintln!("tictactoe: {message}");
            AppExit::error()
        }
    }
}

/// Why no window can open here, if none can: on Linux and the BSDs, a session with neither
/// `DISPLAY` (X11) nor `WAYLAND_DISPLAY` set (over SSH, on a console).
fn no_display() -> Option<&'static str> {
    if cfg!(all(unix, not(target_os = "macos"))) {
        let set = |name| std::env::var_os(name).is_some_and(|v| !v.is_empty());
        if !set("DISPLAY") && !set("WAYLAND_DISPLAY") {
            return Some("no display was found (neither DISPLAY nor WAYLAND_DISPLAY is set)");
        }
    }
    None
}
