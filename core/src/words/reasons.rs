//! Why something failed, in the player's words: a network game that could not start or go
//! on, a file set aside, a file not written. Each is an [`Arg`] to put in a sentence
//! ("No network game: { $why }"). What has no words of its own (a TLS error, a reader's
//! complaint about a line) is shown in the system's words, cleaned of control characters.

use std::io::ErrorKind;

use crate::i18n::Arg;
use crate::net::code::LENGTH;
use crate::net::message::printable;
use crate::net::{CodeError, Failure, PROTOCOL, Refusal};
use crate::storage::{SetAside, SystemError, Unusable};

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

/// A file (or some past games) that could not be used: why, and where it is kept.
pub fn set_aside(aside: &SetAside) -> Arg {
    let mut args = vec![("file", path(&aside.path)), ("why", unusable(&aside.why))];
    if let Some((count, line)) = aside.lines {
        args.extend([("count", count.into()), ("line", line.into())]);
    }
    let kept = match &aside.kept {
        Ok(kept) => ("kept", path(kept)),
        Err(error) => ("error", system_error(error)),
    };
    args.push(kept);
    let key = match (aside.lines.is_some(), aside.kept.is_ok()) {
        (false, true) => "file-set-aside",
        (false, false) => "file-not-set-aside",
        (true, true) => "file-games-set-aside",
        (true, false) => "file-games-not-set-aside",
    };
    Arg::Said(key, args)
}

/// Why a file could not be used.
pub fn unusable(why: &Unusable) -> Arg {
    match why {
        Unusable::Unreadable(error) => said("file-unreadable", [("error", system_error(error))]),
        Unusable::NotText => Arg::Message("file-not-text"),
        Unusable::Empty => Arg::Message("file-empty"),
        Unusable::Malformed(detail) => said("file-malformed", [("detail", text(detail))]),
        Unusable::Version { found, reads } => said(
            "file-version",
            [("found", (*found).into()), ("reads", (*reads).into())],
        ),
    }
}

/// An error of the system's: the common kinds in the player's words, the others in the
/// system's.
pub fn system_error(error: &SystemError) -> Arg {
    match error.kind {
        ErrorKind::PermissionDenied => Arg::Message("error-permission-denied"),
        ErrorKind::StorageFull | ErrorKind::QuotaExceeded => Arg::Message("error-disk-full"),
        ErrorKind::ReadOnlyFilesystem => Arg::Message("error-read-only"),
        ErrorKind::NotFound => Arg::Message("error-not-found"),
        _ => text(&error.text),
    }
}

/// Words from outside the catalogue, safe to show.
fn text(words: &str) -> Arg {
    Arg::Text(printable(words))
}

/// A path, whole (a path cut short says nowhere), without control characters.
fn path(path: &std::path::Path) -> Arg {
    Arg::Text(
        path.display()
            .to_string()
            .chars()
            .filter(|c| !c.is_control())
            .collect(),
    )
}

fn said<const N: usize>(key: &'static str, args: [(&'static str, Arg); N]) -> Arg {
    Arg::Said(key, args.into())
}

#[cfg(test)]
mod tests {
    use std::io;
    use std::path::PathBuf;

    use super::*;
    use crate::i18n::Catalog;

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

    #[test]
    fn a_file_set_aside_says_why_and_where_in_the_players_language() {
        let aside = SetAside {
            path: PathBuf::from("scores.ron"),
            why: Unusable::Version { found: 7, reads: 1 },
            lines: None,
            kept: Ok(PathBuf::from("scores.ron.bad-1")),
        };
        let english =
            Catalog::new("en").text_with("notice-scores-reset", &[("why", set_aside(&aside))]);
        assert!(
            english.contains("version 7") && english.contains("scores.ron.bad-1"),
            "{english}"
        );
        let full = SystemError::from(&io::Error::from(io::ErrorKind::StorageFull));
        let german = Catalog::new("de")
            .text_with("notice-scores-not-saved", &[("why", system_error(&full))]);
        assert!(
            !german.contains("storage") && !german.contains("full"),
            "{german}"
        );
    }
}
