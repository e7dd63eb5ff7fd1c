//! What the game says to a player, for every front end, built from the catalogue of the
//! player's language: the review's verdicts, a board's shape, a date; the coach's labels
//! and the hint's sentence (advice.rs); why a file failed (reasons.rs, on which the
//! network's reasons build).

use mnk::{Appraisal, Cell, GameRecord, Mark, MoveReview, Verdict, review_move};

use crate::i18n::{Arg, Catalog};
use crate::notation::cell_name;

pub use advice::{MoveVerdict, hint_sentence, line_score};
pub use reasons::{set_aside, system_error, unusable};

mod advice;
pub mod opening;
pub mod reading;
pub mod reasons;
pub mod rules;

/// Words from outside the game (a peer's, a brain's, a file's) as they may be shown in a
/// log, on a screen or on a terminal: no control characters (no escape sequences), no bidi
/// controls or other hidden format characters (no text reordered behind the reader's back),
/// at most [`PRINTABLE_CHARS`] characters.
pub fn printable(text: &str) -> String {
    text.chars()
        .filter(|&c| !c.is_control() && !crate::players::hidden(c))
        .take(PRINTABLE_CHARS)
        .collect()
}

/// The most characters [`printable`] keeps.
pub const PRINTABLE_CHARS: usize = 200;

/// A board's shape and rule in the language of `catalog`: "3x3, 3 in a row"; a rule
/// other than freestyle is named too ("15x15, 5 in a row, Renju").
pub fn board_shape(catalog: &Catalog, board: &mnk::Board) -> String {
    let mut args = vec![
        ("cols", board.cols().into()),
        ("rows", board.rows().into()),
        ("k", board.k().into()),
    ];
    let key = match board.rule() {
        mnk::Rule::Freestyle => "board-shape",
        rule => {
            args.push(("rule", Arg::Message(rules::rule_name(rule))));
            "board-shape-rule"
        }
    };
    catalog.text_with(key, &args)
}

/// A board's shape and rule in a list's column: "15x15 k5", "15x15 k5 Renju".
pub fn board_short(catalog: &Catalog, board: &mnk::Board) -> String {
    let shape = format!("{}x{} k{}", board.cols(), board.rows(), board.k());
    match board.rule() {
        mnk::Rule::Freestyle => shape,
        rule => format!("{shape} {}", catalog.bare(rules::rule_name(rule), &[])),
    }
}

/// A moment in the computer's time zone, as the language of `catalog` writes a date and a
/// time ("2026-11-22 21:40", "22.11.2026, 21:40", "2026/11/22 21:40").
pub fn date_time(catalog: &Catalog, at: jiff::Timestamp) -> String {
    let at = at.to_zoned(jiff::tz::TimeZone::system());
    let two = |n: i8| format!("{n:02}");
    catalog.text_with(
        "date-time",
        &[
            ("year", at.year().to_string().into()),
            ("month", two(at.month()).into()),
            ("day", two(at.day()).into()),
            ("hour", two(at.hour()).into()),
            ("minute", two(at.minute()).into()),
        ],
    )
}

/// `text` for a voice or a screen reader: the invisible marks that order a right-to-left
/// line for the eye (isolates, embeddings, the direction marks) left out, as they mean
/// nothing to the ear and some voices read them out.
pub fn for_the_ear(text: &str) -> String {
    text.chars()
        .filter(|c| {
            !matches!(
                c,
                '\u{2066}'..='\u{2069}' | '\u{200e}' | '\u{200f}' | '\u{061c}' | '\u{202a}'..='\u{202e}'
            )
        })
        .collect()
}

/// Items as the language of `catalog` lists them: "b2, c3" ("b2、c3" in Japanese).
pub fn list(catalog: &Catalog, items: &[String]) -> String {
    items.join(&catalog.bare("list-separator", &[]))
}

/// Sentences one after the other as the language of `catalog` writes them: a space between
/// them, none in Japanese and Chinese.
pub fn sentences(catalog: &Catalog, sentences: &[String]) -> String {
    sentences.join(&catalog.bare("sentence-separator", &[]))
}

/// A time in seconds with `decimals` places, as the language of `catalog` writes it:
/// "0.25 s", "0,25 s" (the separator taken bare: no mark of direction inside the number).
pub fn seconds(catalog: &Catalog, seconds: f32, decimals: usize) -> String {
    let number =
        format!("{seconds:.decimals$}").replace('.', &catalog.bare("decimal-separator", &[]));
    catalog.text_with("settings-seconds", &[("value", number.into())])
}

/// A clock's time left as players read it, whole seconds rounded up (0:00 is out of
/// time): "4:32", "0:09", "1:02:03".
pub fn clock_time(left: std::time::Duration) -> String {
    let seconds = left.as_secs() + u64::from(left.subsec_nanos() > 0);
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

/// A time control as players write it ("5+3", [`crate::clock::TimeControl::label`]), or
/// the word for no clock.
pub fn time_control(catalog: &Catalog, clock: Option<crate::clock::TimeControl>) -> String {
    clock.map_or_else(|| catalog.text("settings-off"), |c| c.label())
}

/// A share (0 to 1) as a whole percentage, as the language of `catalog` writes it: "80%",
/// "80 %".
pub fn percent(catalog: &Catalog, share: f32) -> String {
    let number = format!("{:.0}", share * 100.0);
    catalog.text_with("settings-percent", &[("value", number.into())])
}

/// What a verdict means, for the player of `mark`, in the language of `catalog`: "X wins in
/// 3", "a draw", "O has won". A win or loss the search proved without settling its length
/// reads "wins within"; one it found with moves left out (big boards) reads "X is better
/// (estimate)", and a draw it could not prove "no forced win (estimate)".
pub fn describe(
    catalog: &Catalog,
    verdict: Verdict,
    mark: Mark,
    exact: bool,
    proven: bool,
) -> String {
    let other = mark.opponent();
    let say = |key: &str, mark: Mark, plies: u32| {
        catalog.text_with(
            key,
            &[("mark", mark.to_string().into()), ("plies", plies.into())],
        )
    };
    let wins = if exact {
        "verdict-wins-in"
    } else {
        "verdict-wins-within"
    };
    match verdict {
        Verdict::Win { plies: 0 } => say("verdict-has-won", mark, 0),
        Verdict::Win { .. } if !proven => say("verdict-better", mark, 0),
        Verdict::Loss { plies } if !proven && plies > 0 => say("verdict-better", other, 0),
        Verdict::Win { plies } => say(wins, mark, plies),
        Verdict::Loss { plies: 0 } => say("verdict-has-won", other, 0),
        Verdict::Loss { plies } => say(wins, other, plies),
        Verdict::Draw if exact => catalog.text("verdict-draw"),
        Verdict::Draw => catalog.text("verdict-no-forced-win"),
    }
}

/// The review of move `ply` (from 1) of `record`, once `appraisals` (of the position after
/// each number of moves) has both its positions.
pub fn move_review(
    record: &GameRecord,
    ply: usize,
    appraisals: &[Option<Appraisal>],
) -> Option<MoveReview> {
    let index = ply.checked_sub(1)?;
    let before = appraisals.get(index)?.as_ref()?;
    let after = appraisals.get(ply)?.as_ref()?;
    let board = record.position_at(index)?;
    let cell: Cell = *record.moves().get(index)?;
    Some(review_move(&board, cell, before, after))
}

/// The review's line for the position after `ply` moves of `record`: the verdict on the
/// move that led to it (a slip named, with the moves that were best), or on the empty board;
/// `None` until the appraisals it needs are known.
pub fn verdict_line(
    catalog: &Catalog,
    record: &GameRecord,
    ply: usize,
    appraisals: &[Option<Appraisal>],
) -> Option<String> {
    let cols = record.board().cols();
    if ply == 0 {
        let a = appraisals.first()?.as_ref()?;
        let verdict = describe(catalog, a.verdict, Mark::X, a.exact, a.proven);
        return Some(catalog.text_with("review-from-start", &[("verdict", verdict.into())]));
    }
    let r = move_review(record, ply, appraisals)?;
    let before = describe(
        catalog,
        r.before.verdict,
        r.mark,
        r.before.exact,
        r.before.proven,
    );
    let after = describe(catalog, r.after, r.mark, r.exact, r.after_proven);
    let (mark, cell) = (r.mark.to_string(), cell_name(cols, r.cell));
    let mut args: Vec<(&str, Arg)> = vec![
        ("ply", ply.into()),
        ("mark", mark.into()),
        ("cell", cell.into()),
    ];
    let key = if before == after {
        args.push(("verdict", before.into()));
        "review-move-same"
    } else {
        args.extend([("before", before.into()), ("after", after.into())]);
        "review-move-changed"
    };
    let mut line = catalog.text_with(key, &args);
    if let Some(slip) = r.slip {
        let key = match slip {
            mnk::Slip::Mistake => "review-mistake",
            mnk::Slip::Blunder => "review-blunder",
        };
        let best: Vec<String> = r.before.best.iter().map(|&c| cell_name(cols, c)).collect();
        let slip = catalog.text_with(
            key,
            &[
                ("symbol", slip.symbol().into()),
                ("best", list(catalog, &best).into()),
            ],
        );
        line = sentences(catalog, &[line, slip]);
    }
    Some(line)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn printable_words_drive_no_terminal_and_reorder_nothing() {
        let hostile = "\u{1b}]0;owned\u{7}\u{1b}[2Jx\u{202e}evil\u{2066}\u{200f}\n";
        assert_eq!(printable(hostile), "]0;owned[2Jxevil");
        // Emoji keep their joiners; scripts keep their letters.
        assert_eq!(printable("👩\u{200d}💻 ناصر"), "👩\u{200d}💻 ناصر");
        assert_eq!(
            printable(&"a".repeat(1000)).chars().count(),
            PRINTABLE_CHARS
        );
    }

    #[test]
    fn a_clock_shows_whole_seconds_rounded_up() {
        use std::time::Duration;
        assert_eq!(clock_time(Duration::from_millis(272_001)), "4:33");
        assert_eq!(clock_time(Duration::from_secs(9)), "0:09");
        assert_eq!(clock_time(Duration::from_millis(1)), "0:01");
        assert_eq!(clock_time(Duration::ZERO), "0:00");
        assert_eq!(clock_time(Duration::from_secs(3723)), "1:02:03");
    }

    #[test]
    fn a_decimal_number_keeps_its_separator_bare_in_every_language() {
        for (tag, shown) in [("en", "0.25"), ("de", "0,25"), ("he", "0.25")] {
            let text = seconds(&Catalog::new(tag), 0.25, 2);
            assert!(text.contains(shown), "{tag}: {text:?}");
        }
        assert!(percent(&Catalog::new("en"), 0.8).contains("80"));
    }

    #[test]
    fn a_default_name_or_none_is_said_in_the_language() {
        let german = Catalog::new("de");
        let left = |name: &str| {
            german.text_with(
                "online-friend-left",
                &[("friend", crate::session::name_arg(name))],
            )
        };
        assert!(left("Player 2").contains(&german.text("player-two")));
        assert!(left("").contains(&german.text("online-your-friend")));
        assert!(left("Ana").contains("Ana"));
    }

    #[test]
    fn lists_and_sentences_are_joined_as_the_language_writes_them() {
        let cells = ["b2".to_string(), "c3".to_string()];
        let two = ["A.".to_string(), "B.".to_string()];
        for (tag, listed, said) in [("en", "b2, c3", "A. B."), ("ja", "b2、c3", "A.B.")] {
            let catalog = Catalog::new(tag);
            assert_eq!(list(&catalog, &cells), listed);
            assert_eq!(sentences(&catalog, &two), said);
        }
    }
}
