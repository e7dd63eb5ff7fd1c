//! Why a network game could not start or go on, as values a front end puts in the
//! player's words (the command line says them in English, by `Display`).

use std::io;

use super::{CodeError, Refusal};
use tictactoe_core::words::printable;

/// Why a network game could not start or go on.
#[derive(Clone, Debug, PartialEq)]
pub enum Failure {
    /// No computer has the name or address the player typed.
    NoSuchAddress(String),
    /// The host's computer was not reached at `address`; `kind` says how (nobody listens,
    /// no answer, no route).
    Unreached {
        address: String,
        kind: io::ErrorKind,
    },
    /// The other side turned this one away.
    Refused(Refusal),
    /// What the player typed is not a join code.
    Code(CodeError),
    /// What the player pasted begins as an invitation but is not a whole one.
    NotAnInvitation,
    /// Another program on this computer listens on the port a host asked for.
    PortTaken(u16),
    /// Anything else, in the network's own words: TLS, a broken greeting, a port taken.
    Network(String),
}

impl Failure {
    /// The failure to connect to `address` (found, but not reached).
    pub fn unreached(address: &str, error: &io::Error) -> Failure {
        Failure::Unreached {
            address: address.to_string(),
            kind: error.kind(),
        }
    }
}

impl std::fmt::Display for Failure {
    /// In English, for the command line and the log.
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Failure::NoSuchAddress(address) => {
                write!(f, "no computer is called {}", printable(address))
            }
            Failure::Unreached { address, kind } => match (printable(address), kind) {
                (address, io::ErrorKind::ConnectionRefused) => {
                    write!(f, "nobody is hosting a game at {address}")
                }
                (address, io::ErrorKind::TimedOut) => write!(f, "{address} does not answer"),
                (address, _) => {
                    write!(f, "{address} cannot be reached from this network ({kind})")
                }
            },
            Failure::Refused(why) => write!(f, "{why}"),
            Failure::Code(why) => write!(f, "{why}"),
            Failure::NotAnInvitation => f.write_str("this is not a whole invitation"),
            Failure::PortTaken(port) => {
                write!(
                    f,
                    "port {port} is taken by another program on this computer"
                )
            }
            // A peer's words may be quoted in them.
            Failure::Network(why) => f.write_str(&printable(why)),
        }
    }
}

impl From<String> for Failure {
    fn from(why: String) -> Failure {
        Failure::Network(why)
    }
}

impl From<Failure> for String {
    fn from(failure: Failure) -> String {
        failure.to_string()
    }
}

impl From<CodeError> for Failure {
    fn from(why: CodeError) -> Failure {
        Failure::Code(why)
    }
}
