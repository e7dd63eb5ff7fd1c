//! The options of `tictactoe host` and `tictactoe join`.

use std::path::PathBuf;

use clap::Args;
use mnk::{Level, Mark, Opening};

use tictactoe_net::internet::Relay;

use super::internet::relay;
use crate::cli::{BoardArgs, ClockChoice, clock, level, opening, seconds};

/// Reads `--mark`: x or o, any case.
fn mark(s: &str) -> Result<Mark, String> {
    match s.trim().to_ascii_lowercase().as_str() {
        "x" => Ok(Mark::X),
        "o" => Ok(Mark::O),
        _ => Err(format!("{s:?} is not a mark: x or o")),
    }
}

/// Options of `tictactoe host`.
#[derive(Args, Debug, Clone)]
pub struct HostArgs {
    #[command(flatten)]
    pub side: SideArgs,
    #[command(flatten)]
    pub board: BoardArgs,
    /// How each game begins: free, swap or swap2 (as for `arena`); X's seat places the
    /// first stones.
    #[arg(long, default_value = "free", value_parser = opening)]
    pub opening: Opening,
    /// The game clock, for both sides: minutes per game and seconds added after each move
    /// ("5+3"), or off. Out of time loses.
    #[arg(long, value_name = "MINUTES+SECONDS", default_value = "off", value_parser = clock)]
    pub clock: ClockChoice,
    /// The host's mark: x (moves first) or o (the guest moves first). (`--x` and `--o`
    /// name a seat's player in `terminal` and `arena`; here `--as` does.)
    #[arg(long, value_name = "x|o", default_value = "x", value_parser = mark)]
    pub mark: Mark,
    /// The port to listen on (0: any free one).
    #[arg(long, default_value_t = tictactoe_net::DEFAULT_PORT)]
    pub port: u16,
    /// The join code to use instead of a random one (six letters of a code); `-` reads it
    /// from standard input, so that it shows in no list of processes.
    #[arg(long, env = "TICTACTOE_CODE", hide_env_values = true)]
    pub code: Option<String>,
    /// Also print an invitation across the internet, for a friend on another network.
    /// Without it the game is on this network only, and nothing is opened on the internet
    /// (no relay, no port mapping).
    #[arg(long)]
    pub invite: bool,
}

/// Options of `tictactoe join`.
#[derive(Args, Debug, Clone)]
pub struct JoinArgs {
    /// The host's invitation (`endpoint...`, as the host printed it: across the internet),
    /// or its address on this network: `host` or `host:port` (`192.168.1.5`,
    /// `[::1]:47474`; the port is 47474 when none is given).
    pub address: String,
    /// The join code the host shows; `-` reads it from standard input, so that it shows in
    /// no list of processes.
    #[arg(long, env = "TICTACTOE_CODE", hide_env_values = true)]
    pub code: String,
    #[command(flatten)]
    pub side: SideArgs,
}

/// This side of a network game: its player, its name, and how the game is printed.
#[derive(Args, Debug, Clone)]
pub struct SideArgs {
    /// This side's player: easy, medium or hard.
    #[arg(long = "as", value_parser = level)]
    pub player: Level,
    /// The name the friend sees (default: the level's).
    #[arg(long)]
    pub name: Option<String>,
    /// Seconds a Hard player may think per move (0 to 3600).
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub budget: Option<f64>,
    /// Print the game as one JSON object at its end.
    #[arg(long)]
    pub json: bool,
    /// The relay that carries the game across the internet where routers allow no direct
    /// way: `public` (n0-computer's), `off`, or the URL of one's own `iroh-relay`.
    #[arg(long, default_value = "public")]
    pub relay: String,
    /// The certificate (PEM) of one's own relay, where no public authority signs it.
    #[arg(long, value_name = "FILE")]
    pub relay_cert: Option<PathBuf>,
}

impl SideArgs {
    /// The relay `--relay` and `--relay-cert` name.
    ///
    /// # Errors
    /// They name none.
    pub fn relay(&self) -> Result<Relay, String> {
        relay(&self.relay, self.relay_cert.as_deref())
    }
}
