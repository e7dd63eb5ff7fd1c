//! The `tictactoe` binary: the game window (the terminal game in a build without it), or a
//! command (see `--help`); run as `pbrain-tictactoe`, a Gomocup brain.

use std::process::ExitCode;

use clap::Parser;
#[cfg(not(feature = "window"))]
use tictactoe::cli::TerminalArgs;
use tictactoe::cli::terminal::terminal_command;
use tictactoe::cli::{Cli, Command, arena, brain, history, online, solve};

fn main() -> ExitCode {
    // Gomoku managers run a brain by its file name, `pbrain-NAME`, with no arguments.
    if invoked_as_brain() {
        return finish(brain::brain_command(&brain::BrainArgs::default()));
    }
    let cli = Cli::parse();
    if matches!(cli.command, Some(Command::Host(_) | Command::Join(_))) {
        network_log();
    }
    let result = match &cli.command {
        #[cfg(feature = "window")]
        None => return window(&cli),
        // Without the window, the game is the terminal's.
        #[cfg(not(feature = "window"))]
        None => terminal_command(
            &TerminalArgs::default(),
            &cli.choices,
            cli.data_dir.as_deref(),
        ),
        Some(Command::Terminal(args)) => {
            terminal_command(args, &cli.choices, cli.data_dir.as_deref())
        }
        Some(Command::Arena(args)) => arena::arena_command(args, cli.data_dir.as_deref()),
        Some(Command::History(args)) => history::history_command(args, cli.data_dir.as_deref()),
        Some(Command::Solve(args)) => solve::solve_command(args),
        Some(Command::Host(args)) => online::host_command(args, cli.data_dir.as_deref()),
        Some(Command::Join(args)) => online::join_command(args, cli.data_dir.as_deref()),
        Some(Command::Brain(args)) => brain::brain_command(args),
    };
    finish(result)
}

/// Whether this program was started under a Gomocup brain's name (`pbrain-tictactoe`).
fn invoked_as_brain() -> bool {
    std::env::args_os()
        .next()
        .as_deref()
        .map(std::path::Path::new)
        .and_then(std::path::Path::file_name)
        .is_some_and(|name| name.to_string_lossy().starts_with("pbrain-"))
}

/// The exit status of a command, its error told on standard error.
fn finish(result: Result<(), String>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("tictactoe: {message}");
            ExitCode::FAILURE
        }
    }
}

/// What the network libraries log (iroh's connections, holes punched, relays), on standard
/// error, when `RUST_LOG` asks for it (`RUST_LOG=iroh=debug`).
fn network_log() {
    if std::env::var_os("RUST_LOG").is_some() {
        let _ = tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
            .with_writer(std::io::stderr)
            .with_ansi(false)
            .try_init();
    }
}

/// The game in its window, until the window closes.
#[cfg(feature = "window")]
fn window(cli: &Cli) -> ExitCode {
    use tictactoe_core::storage::Folders;

    if let Some(why) = no_display() {
        eprintln!("tictactoe: {why}; `tictactoe terminal` plays in the terminal");
        return ExitCode::FAILURE;
    }
    let folders = Folders::find(cli.data_dir.as_deref());
    if folders.is_none() {
        eprintln!("tictactoe: no home folder: settings will not be kept (see --data-dir)");
    }
    tictactoe_window::run(folders, cli.choices.overrides())
}

/// Why no window can open here, if none can: on Linux and the BSDs, a session with neither
/// `DISPLAY` (X11) nor `WAYLAND_DISPLAY` set (over SSH, on a console).
#[cfg(feature = "window")]
fn no_display() -> Option<&'static str> {
    if cfg!(all(unix, not(target_os = "macos"))) {
        let set = |name| std::env::var_os(name).is_some_and(|v| !v.is_empty());
        if !set("DISPLAY") && !set("WAYLAND_DISPLAY") {
            return Some("no display was found (neither DISPLAY nor WAYLAND_DISPLAY is set)");
        }
    }
    None
}
