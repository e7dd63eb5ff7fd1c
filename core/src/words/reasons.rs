//! Why something failed, in the player's words: a file set aside, a file not written. Each
//! is an [`Arg`] to put in a sentence ("Scores reset: { $why }"). What has no words of its
//! own (a reader's complaint about a line) is shown in the system's words, cleaned of
//! control characters. The network's reasons build on these (`tictactoe_net::reasons`).

use std::io::ErrorKind;

use crate::i18n::Arg;
use crate::storage::{SetAside, SystemError, Unusable};

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
pub fn text(words: &str) -> Arg {
    Arg::Text(super::printable(words))
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

/// A message of the catalogue by `key`, with its variables.
pub fn said<const N: usize>(key: &'static str, args: [(&'static str, Arg); N]) -> Arg {
    Arg::Said(key, args.into())
}

#[cfg(test)]
mod tests {
    use std::io;
    use std::path::PathBuf;

    use super::*;
    use crate::i18n::Catalog;

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
