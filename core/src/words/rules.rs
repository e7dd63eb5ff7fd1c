//! The rules in the player's words: each rule's name and its one-line explanation, why
//! rules do not fit a board, and why a move is refused (a taken cell, renju's forbidden
//! points). Each is a message key with its variables, for the window's labels and the
//! terminal's lines alike.

use mnk::{Forbidden, MoveError, Rule, ShapeError};

use crate::i18n::Arg;
use crate::notation::cell_name;

/// A message key and its variables.
pub type Words = (&'static str, Vec<(&'static str, Arg)>);

/// The rule's name ("Renju"), by key.
pub fn rule_name(rule: Rule) -> &'static str {
    match rule {
        Rule::Freestyle => "rule-freestyle",
        Rule::Standard => "rule-standard",
        Rule::Renju => "rule-renju",
        Rule::Caro => "rule-caro",
    }
}

/// What the rule asks, in a line, with `k` in a row to win ("Exactly 5 in a row wins;
/// a longer row does not").
pub fn rule_about(rule: Rule, k: u8) -> Words {
    let key = match rule {
        Rule::Freestyle => "rule-freestyle-about",
        Rule::Standard => "rule-standard-about",
        Rule::Renju => "rule-renju-about",
        Rule::Caro => "rule-caro-about",
    };
    (key, vec![("k", k.into())])
}

/// Why rules cannot be played on a board: renju with a win length other than five (the
/// only misfit the menus can reach; the others say the engine's words).
pub fn misfit(error: &ShapeError) -> Words {
    match *error {
        ShapeError::Renju { k } => ("rules-renju-five", vec![("k", k.into())]),
        ref other => (
            "rules-misfit",
            vec![("why", other.to_string().as_str().into())],
        ),
    }
}

/// Why a move on a board of `cols` columns is refused: the cell is taken, off the board,
/// the game is over, or (renju) the cell is forbidden to Black, and why.
pub fn refusal(error: &MoveError, cols: u8) -> Words {
    let cell = |cell| ("cell", cell_name(cols, cell).as_str().into());
    match *error {
        MoveError::Occupied { cell: at, by } => (
            "taken",
            vec![cell(at), ("by", by.to_string().as_str().into())],
        ),
        MoveError::OutOfBoard { cell: at, .. } => ("off-board", vec![cell(at)]),
        MoveError::GameOver => ("game-over", vec![]),
        MoveError::Forbidden { cell: at, why } => {
            let key = match why {
                Forbidden::DoubleThree => "forbidden-double-three",
                Forbidden::DoubleFour => "forbidden-double-four",
                Forbidden::Overline => "forbidden-overline",
            };
            (key, vec![cell(at)])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Catalog;

    #[test]
    fn every_rule_and_refusal_has_words_in_english() {
        let en = Catalog::new("en");
        for rule in Rule::ALL {
            assert!(!en.text(rule_name(rule)).contains("rule-"), "{rule:?}");
            let (key, args) = rule_about(rule, 5);
            let about = en.text_with(key, &args);
            // Renju says "five": its k is always 5.
            assert!(about.contains('5') || rule == Rule::Renju, "{about}");
            assert!(
                about.contains("ive in a row") || rule != Rule::Renju,
                "{about}"
            );
        }
        let (key, args) = misfit(&ShapeError::Renju { k: 4 });
        assert_eq!(
            en.bare(key, &args),
            "Renju is played with five in a row, not 4."
        );
        let renju = mnk::Board::with_rule(15, 15, 5, Rule::Renju).unwrap();
        assert_eq!(
            crate::words::board_shape(&en, &renju),
            "15x15, 5 in a row, Renju"
        );
        assert_eq!(crate::words::board_short(&en, &renju), "15x15 k5 Renju");
        let free = mnk::Board::new(15, 15, 5).unwrap();
        assert_eq!(crate::words::board_short(&en, &free), "15x15 k5");
        let forbidden = MoveError::Forbidden {
            cell: 7 * 15 + 7,
            why: Forbidden::DoubleThree,
        };
        let (key, args) = refusal(&forbidden, 15);
        assert_eq!(
            en.bare(key, &args),
            "h8 is forbidden to X in renju: a double three."
        );
    }
}
