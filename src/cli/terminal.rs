//! `tictactoe terminal`: the command line's choices put into the kept session, then the
//! terminal game ([`crate::terminal`]) plays it.

use std::path::Path;

use tictactoe_core::storage::Folders;

use super::{Choices, TerminalArgs};
use crate::terminal;

/// Runs `tictactoe terminal`; `choices` are those given before the command's name
/// (`--delay 0 terminal`), which the command's own (`terminal --delay 0`) win over.
///
/// # Errors
/// A bad option, no game to resume, a terminal that cannot be set up, or (in line mode) an
/// input that ended before the game did.
pub fn terminal_command(
    args: &TerminalArgs,
    choices: &Choices,
    data_dir: Option<&Path>,
) -> Result<(), String> {
    let mut kept = terminal::open_kept(Folders::find(data_dir));
    kept.choose(&choices.overrides().or(&args.choices.overrides()));
    args.apply(&mut kept)?;
    let mode = match (args.lines, args.screen_reader) {
        (true, _) => terminal::Mode::Lines,
        (_, true) => terminal::Mode::ScreenReader,
        _ => terminal::Mode::FullScreen,
    };
    terminal::play(kept, args.resume, mode)
}
