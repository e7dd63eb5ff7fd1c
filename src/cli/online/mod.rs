//! `tictactoe host` and `tictactoe join`: a game over the network with a computer level as
//! this side's player, for scripts, tests and engine matches between two computers. The
//! host prints where it listens and the join code, waits for a guest who knows it (a wrong
//! code is turned away and the host waits on), sets the board and the marks, and both play
//! to the end, printing each move and the result (or JSON). Both keep the game in their
//! History and tally, as the window does. The match is the core's
//! [`NetworkGame`](tictactoe_net::NetworkGame), as in the window and the terminal.

use std::path::Path;

use tictactoe_net::{JoinCode, NetworkGame};

mod args;
mod internet;
mod play;

pub use args::{HostArgs, JoinArgs, SideArgs};

use play::{Side, play, waker};

/// Runs `tictactoe host`.
///
/// # Errors
/// The port is taken, the guest broke the rules or left, or the connection was lost (the
/// game is kept).
pub fn host_command(args: &HostArgs, data_dir: Option<&Path>) -> Result<(), String> {
    let rules = args
        .board
        .classic("network play")?
        .with_opening(args.opening)
        .with_clock(args.clock.0);
    let code = match &args.code {
        Some(code) => given_code(code)?,
        None => JoinCode::random(),
    };
    let relay = args.side.relay()?;
    let name = name(&args.side);
    let mark = args.mark;
    let (wake, woken) = waker();
    // One game a command: the players do not swap marks.
    let mut network = NetworkGame::host(&name, (mark, false), rules, (args.port, code), wake)
        .map_err(|e| e.to_string())?;
    // Until asked, nothing is opened on the internet (no relay, no port mapping).
    if args.invite {
        network
            .invite(&Ok(relay.clone()))
            .map_err(|e| e.to_string())?;
    }
    let side = Side {
        level: args.side.player,
        budget: args.side.budget,
        json: args.side.json,
        relay,
    };
    play(network, woken, data_dir, side)
}

/// The join code as given: `-` reads it from the first line of standard input.
///
/// # Errors
/// Standard input cannot be read, or what was given is not a join code.
fn given_code(given: &str) -> Result<JoinCode, String> {
    if given != "-" {
        return Ok(JoinCode::parse(given)?);
    }
    let mut line = String::new();
    std::io::stdin()
        .read_line(&mut line)
        .map_err(|e| format!("reading the join code: {e}"))?;
    Ok(JoinCode::parse(line.trim())?)
}

/// Runs `tictactoe join`.
///
/// # Errors
/// The host cannot be reached, turns the guest away, breaks the rules or leaves.
pub fn join_command(args: &JoinArgs, data_dir: Option<&Path>) -> Result<(), String> {
    let code = given_code(&args.code)?;
    let relay = args.side.relay()?;
    let address = match tictactoe_net::internet::Invitation::looks_like(&args.address) {
        true => args.address.trim().to_string(),
        false => tictactoe_net::with_port(&args.address),
    };
    let (wake, woken) = waker();
    let network = NetworkGame::join(
        &name(&args.side),
        &address,
        &code.to_string(),
        &Ok(relay.clone()),
        wake,
    )
    .map_err(|e| e.to_string())?;
    let side = Side {
        level: args.side.player,
        budget: args.side.budget,
        json: args.side.json,
        relay,
    };
    play(network, woken, data_dir, side)
}

/// The name the friend sees: the one given, else the level's.
fn name(side: &SideArgs) -> String {
    side.name
        .clone()
        .unwrap_or_else(|| side.player.name().to_string())
}

#[cfg(test)]
mod tests;
