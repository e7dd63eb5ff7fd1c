//! A typed name made fit to keep and to show beside other text: what cannot be seen or
//! turns text round is taken out, since a name also comes from a stranger (a network
//! friend's greeting, an advert on the local network).

/// The most characters a name may have, after trimming.
pub const NAME_MAX_CHARS: usize = 20;

/// A typed name made fit to keep: control characters, bidi controls and invisible format
/// characters dropped (a joiner is kept only between two characters it can join), spaces at
/// the ends trimmed, at most [`NAME_MAX_CHARS`] characters. `None` when nothing is left.
pub fn tidy_name(raw: &str) -> Option<String> {
    let kept: Vec<char> = raw
        .chars()
        .filter(|&c| !c.is_control() && !hidden(c))
        .collect();
    let mut clean = String::with_capacity(raw.len());
    for (i, &c) in kept.iter().enumerate() {
        let joins = |other: Option<&char>| other.is_some_and(|o| !o.is_whitespace() && !joiner(*o));
        if joiner(c) && !(i > 0 && joins(kept.get(i - 1)) && joins(kept.get(i + 1))) {
            continue;
        }
        clean.push(c);
    }
    let name: String = clean.trim().chars().take(NAME_MAX_CHARS).collect();
    let name = name.trim_end().trim_end_matches(joiner).trim_end();
    (!name.is_empty()).then(|| name.to_string())
}

/// The zero-width joiner and non-joiner: part of emoji sequences and of Persian and Indic
/// spelling, so kept where they join.
fn joiner(c: char) -> bool {
    matches!(c, '\u{200C}' | '\u{200D}')
}

/// A character drawn as nothing or that reorders what follows: Unicode's bidi controls
/// (UAX #9: marks, embeddings, overrides, isolates) and the default-ignorable format
/// characters (UAX #44's Default_Ignorable_Code_Point) but the joiners and the variation
/// selectors, which emoji need.
pub(crate) fn hidden(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'
            | '\u{034F}'
            | '\u{061C}'
            | '\u{115F}'
            | '\u{1160}'
            | '\u{17B4}'
            | '\u{17B5}'
            | '\u{180E}'
            | '\u{200B}'
            | '\u{200E}'
            | '\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{206F}'
            | '\u{3164}'
            | '\u{FEFF}'
            | '\u{FFA0}'
            | '\u{FFF0}'..='\u{FFFB}'
            | '\u{1BCA0}'..='\u{1BCA3}'
            | '\u{1D173}'..='\u{1D17A}'
            | '\u{E0000}'..='\u{E007F}'
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_trimmed_and_cut_to_twenty_characters() {
        assert_eq!(tidy_name("  Ana  ").as_deref(), Some("Ana"));
        assert_eq!(tidy_name("Zoë\t\n").as_deref(), Some("Zoë"));
        assert_eq!(tidy_name("   "), None);
        assert_eq!(tidy_name("\u{7}"), None);
        let long = "Ωμέγα".repeat(5);
        assert_eq!(tidy_name(&long).unwrap().chars().count(), NAME_MAX_CHARS);
        // A cut that ends on a space leaves no trailing space.
        assert_eq!(
            tidy_name("nineteen characters x").as_deref(),
            Some("nineteen characters")
        );
    }

    #[test]
    fn a_name_cannot_hide_text_or_turn_the_text_beside_it_round() {
        // Right-to-left override: "Ana" then "exe.txt" would read "Anatxt.exe".
        assert_eq!(
            tidy_name("Ana\u{202E}txt.exe").as_deref(),
            Some("Anatxt.exe")
        );
        // Isolates, marks and embeddings.
        assert_eq!(
            tidy_name("\u{2066}Bo\u{2069}\u{200F}\u{202B}x\u{202C}").as_deref(),
            Some("Box")
        );
        // Zero-width space, word joiner, byte order mark, soft hyphen, Hangul filler, tags.
        assert_eq!(
            tidy_name("A\u{200B}n\u{2060}a\u{FEFF}\u{AD}\u{3164}\u{E0041}").as_deref(),
            Some("Ana")
        );
        assert_eq!(tidy_name("\u{200B}\u{202E}\u{2069}"), None);
        // A joiner stays where it joins (an emoji family, Persian spelling), nowhere else.
        assert_eq!(
            tidy_name("👨\u{200D}👩\u{200D}👧").as_deref(),
            Some("👨\u{200D}👩\u{200D}👧")
        );
        assert_eq!(
            tidy_name("می\u{200C}خواهم").as_deref(),
            Some("می\u{200C}خواهم")
        );
        assert_eq!(tidy_name("\u{200D}Ana\u{200C}").as_deref(), Some("Ana"));
        assert_eq!(tidy_name("Ana \u{200D} Bo").as_deref(), Some("Ana  Bo"));
        assert_eq!(tidy_name("\u{200D}\u{200D}"), None);
        // Emoji keep their variation selector.
        assert_eq!(tidy_name("❤\u{FE0F}").as_deref(), Some("❤\u{FE0F}"));
    }
}
