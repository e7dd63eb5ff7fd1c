//! Why a network game could not start or go on, in the player's words: each an [`Arg`] to
//! put in a sentence ("No network game: { $why }").

use std::io::ErrorKind;

use tictactoe_core::i18n::Arg;
use tictactoe_core::words::reasons::{said, text};

use crate::code::LENGTH;
use crate::{CodeError, Ending, Failure, PROTOCOL, Refusal};
use tictactoe_core::session::name_arg;

/// Why a network game could not start or go on.
pub fn failure(failure: &Failure) -> Arg {
    match failure {
        Failure::NoSuchAddress(address) => {
            said("online-no-such-address", [("address", text(address))])
        }
        Failure::Unreached { address, kind } => {
            let key = match kind {
                ErrorKind::ConnectionRefused => "online-nobody-hosts",
                ErrorKind::TimedOut => "online-no-answer",
                _ => "online-unreachable",
            };
            said(key, [("address", text(address))])
        }
        Failure::Refused(why) => refusal(why),
        Failure::Code(CodeError::Letter(letter)) => said(
            "code-bad-letter",
            [
                ("letter", text(&letter.to_string())),
                ("letters", CodeError::alphabet().into()),
            ],
        ),
        Failure::Code(CodeError::Length(count)) => said(
            "code-length",
            [("length", LENGTH.into()), ("count", (*count).into())],
        ),
        Failure::NotAnInvitation => Arg::Message("online-not-an-invitation"),
        Failure::PortTaken(port) => said("online-port-taken", [("port", text(&port.to_string()))]),
        Failure::Network(why) => text(why),
    }
}

/// Why the other side turned this one away, or ended the game.
pub fn refusal(why: &Refusal) -> Arg {
    match why {
        Refusal::WrongCode => Arg::Message("refusal-wrong-code"),
        Refusal::TooManyTries => Arg::Message("refusal-too-many-tries"),
        Refusal::Busy => Arg::Message("refusal-busy"),
        Refusal::Version { protocol, game } => said(
            "refusal-version",
            [
                ("theirs", text(game)),
                ("theirProtocol", (*protocol).into()),
                ("ours", env!("CARGO_PKG_VERSION").into()),
                ("ourProtocol", PROTOCOL.into()),
            ],
        ),
        Refusal::Broken { what } => said("refusal-broken", [("what", text(what))]),
        Refusal::Left => Arg::Message("refusal-left"),
    }
}

/// Why a network game with `friend` is over for good: a sentence's message key and its
/// variables.
pub fn ending(ending: &Ending, friend: &str) -> (&'static str, Vec<(&'static str, Arg)>) {
    match ending {
        Ending::Failed(why) => ("online-failed", vec![("why", failure(why))]),
        Ending::FriendLeft => ("online-friend-left", vec![("friend", name_arg(friend))]),
        Ending::Refused(why) => ("online-refused", vec![("why", refusal(why))]),
        Ending::Broken { what, out_of_turn } => {
            let what = match out_of_turn {
                Some(name) => said("online-out-of-turn", [("message", (*name).into())]),
                None => text(what),
            };
            (
                "online-broken",
                vec![("friend", name_arg(friend)), ("what", what)],
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use std::io;

    use super::*;
    use tictactoe_core::i18n::Catalog;

    fn say(arg: Arg, tag: &str) -> String {
        Catalog::new(tag).text_with("online-failed", &[("why", arg)])
    }

    #[test]
    fn a_refusal_and_a_bad_code_are_said_in_the_players_language() {
        let wrong = failure(&Failure::Refused(Refusal::WrongCode));
        assert_eq!(
            say(wrong.clone(), "en"),
            "No network game: the join code is wrong"
        );
        assert!(!say(wrong, "de").contains("wrong"));
        let short = failure(&Failure::Code(CodeError::Length(5)));
        assert!(say(short, "en").contains("6 letters, not 5"));
        let nobody = io::Error::from(io::ErrorKind::ConnectionRefused);
        let unreached = failure(&Failure::unreached("10.0.0.2:47474", &nobody));
        assert!(say(unreached, "en").contains("nobody is hosting a game at 10.0.0.2:47474"));
    }
}
