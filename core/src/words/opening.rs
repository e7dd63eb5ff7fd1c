//! The openings in the player's words: each opening's name and its one-line explanation,
//! what the opening asks now (who places which stone, who chooses), the choices' names,
//! and why a stone is refused while a choice is due. Message keys with their variables,
//! for the window's labels and the terminal's lines alike.

use mnk::Opening;
use mnk::opening::{Choice, Step};

use super::rules::Words;
use crate::i18n::Catalog;

/// The opening's name ("Swap2"), by key.
pub fn opening_name(opening: Opening) -> &'static str {
    match opening {
        Opening::Free => "opening-free",
        Opening::Swap => "opening-swap",
        Opening::Swap2 => "opening-swap2",
    }
}

/// What the opening asks, in a line, by key.
pub fn opening_about(opening: Opening) -> &'static str {
    match opening {
        Opening::Free => "opening-free-about",
        Opening::Swap => "opening-swap-about",
        Opening::Swap2 => "opening-swap2-about",
    }
}

/// A choice's name, as its button or key says it ("Play Black (X)").
pub fn choice_name(choice: Choice) -> &'static str {
    match choice {
        Choice::PlayBlack => "choice-play-black",
        Choice::PlayWhite => "choice-play-white",
        Choice::PlaceTwo => "choice-place-two",
    }
}

/// What the opening asks of `player` (a name as shown) after `ply` stones, while it runs:
/// "Ann places stone 2 of 3 (O)", "Bo chooses a colour". `None` once it is over.
pub fn opening_status(step: Step, ply: usize, player: &str) -> Option<Words> {
    match step {
        Step::Place { mark, .. } => {
            // The first player's three stones, then (swap2) the second player's two.
            let (first, stones) = if ply < 3 { (0, 3) } else { (3, 2) };
            Some((
                "opening-place",
                vec![
                    ("player", player.into()),
                    ("stone", (ply - first + 1).into()),
                    ("stones", stones.into()),
                    ("mark", mark.to_string().as_str().into()),
                ],
            ))
        }
        Step::Choose { choices, .. } => {
            let key = if choices.contains(&Choice::PlaceTwo) {
                "opening-choose-or-two"
            } else {
                "opening-choose"
            };
            Some((key, vec![("player", player.into())]))
        }
        Step::Play { .. } => None,
    }
}

/// The choices offered, each with the number that makes it where keys or lines choose:
/// "1 Play Black (X) · 2 Play White (O) · 3 Place two more".
pub fn choices_numbered(catalog: &Catalog, choices: &[Choice]) -> String {
    let listed: Vec<String> = choices
        .iter()
        .enumerate()
        .map(|(i, &c)| format!("{} {}", i + 1, catalog.text(choice_name(c))))
        .collect();
    listed.join(" · ")
}

/// The choice numbered `typed` (from 1) among `choices`, as [`choices_numbered`] lists
/// them; `None` for anything else.
pub fn choice_numbered(typed: &str, choices: &[Choice]) -> Option<Choice> {
    let n: usize = typed.trim().parse().ok()?;
    choices.get(n.checked_sub(1)?).copied()
}

/// What `player` chose, as a notice says it: "Bo plays Black (X)".
pub fn chose(choice: Choice, player: &str) -> Words {
    let key = match choice {
        Choice::PlayBlack => "opening-chose-black",
        Choice::PlayWhite => "opening-chose-white",
        Choice::PlaceTwo => "opening-chose-two",
    };
    (key, vec![("player", player.into())])
}

/// Why a stone is refused while `player` has a choice to make.
pub fn choice_due(player: &str) -> Words {
    ("opening-choice-due", vec![("player", player.into())])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Catalog;
    use mnk::Mark;
    use mnk::opening::Role;

    #[test]
    fn every_opening_step_and_choice_has_words_in_english() {
        let en = Catalog::new("en");
        for opening in Opening::ALL {
            assert!(!en.text(opening_name(opening)).contains("opening-"));
            assert!(!en.text(opening_about(opening)).contains("opening-"));
        }
        let place = Step::Place {
            role: Role::Second,
            mark: Mark::O,
        };
        let (key, args) = opening_status(place, 3, "Bo").unwrap();
        assert_eq!(en.text_with(key, &args), "Bo places stone 1 of 2 (O)");
        let choose = Opening::Swap2.step(3, &[]);
        let (key, args) = opening_status(choose, 3, "Bo").unwrap();
        assert_eq!(
            en.text_with(key, &args),
            "Bo chooses: play Black, play White, or place two more stones"
        );
        for choice in [Choice::PlayBlack, Choice::PlayWhite, Choice::PlaceTwo] {
            assert!(!en.text(choice_name(choice)).contains("choice-"));
            let (key, args) = chose(choice, "Bo");
            assert!(en.text_with(key, &args).starts_with("Bo "));
        }
        let swap2 = [Choice::PlayBlack, Choice::PlayWhite, Choice::PlaceTwo];
        assert_eq!(
            choices_numbered(&en, &swap2),
            "1 Play Black (X) · 2 Play White (O) · 3 Place two more"
        );
        assert_eq!(choice_numbered(" 3\n", &swap2), Some(Choice::PlaceTwo));
        assert_eq!(choice_numbered("0", &swap2), None);
        assert_eq!(choice_numbered("3", &swap2[..2]), None);
        let (key, args) = choice_due("Bo");
        assert_eq!(
            en.text_with(key, &args),
            "Not a stone now: Bo chooses first."
        );
        assert_eq!(
            opening_status(Step::Play { black: Role::First }, 9, "Bo"),
            None
        );
    }
}
