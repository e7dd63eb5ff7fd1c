//! The catalogues against English: every file parses, has English's keys and no others,
//! and each message's variables are English's; and the pseudo-language leaves no English
//! letter.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::*;

/// Every message of a catalogue, with the variables it uses.
fn messages(source: &str) -> BTreeMap<String, BTreeSet<String>> {
    let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(_, errors)| {
        panic!("does not parse: {errors:?}");
    });
    let mut all = BTreeMap::new();
    for entry in resource.body {
        match entry {
            Entry::Message(message) => {
                let mut variables = BTreeSet::new();
                if let Some(pattern) = &message.value {
                    pattern_variables(pattern, &mut variables);
                }
                all.insert(message.id.name.to_string(), variables);
            }
            Entry::Junk { content } => panic!("junk: {content}"),
            _ => {}
        }
    }
    all
}

fn pattern_variables(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            match expression {
                Expression::Inline(inline) => inline_variables(inline, out),
                Expression::Select { selector, variants } => {
                    inline_variables(selector, out);
                    for variant in variants {
                        pattern_variables(&variant.value, out);
                    }
                }
            }
        }
    }
}

fn inline_variables(inline: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => {
            if let Expression::Inline(inner) = &**expression {
                inline_variables(inner, out);
            }
        }
        _ => {}
    }
}

#[test]
fn every_language_has_englishs_keys_and_variables_and_no_others() {
    let english = messages(LANGUAGES[0].source);
    assert!(english.len() > 20, "English has its messages");
    for language in LANGUAGES {
        let theirs = messages(language.source);
        let keys: BTreeSet<_> = theirs.keys().collect();
        assert_eq!(keys, english.keys().collect(), "{}: keys", language.tag);
        for (key, variables) in &theirs {
            assert_eq!(
                variables, &english[key],
                "{}: variables of {key}",
                language.tag
            );
        }
        assert!(!language.name.is_empty());
    }
}

#[test]
fn a_message_takes_its_variables_and_a_missing_one_shows_its_key() {
    let english = Catalog::new(ENGLISH);
    assert_eq!(
        english.text_with("online-with-code", &[("code", "KXM-RTA".into())]),
        "with the code  KXM-RTA"
    );
    assert_eq!(english.text("no-such-message"), "no-such-message");
}

#[test]
fn the_pseudo_language_leaves_no_english_letter_and_is_longer() {
    let pseudo = Catalog::new(PSEUDO);
    let english = Catalog::new(ENGLISH);
    assert_eq!(pseudo.tag(), PSEUDO);
    for (key, variables) in messages(LANGUAGES[0].source) {
        // Every variable a number: names and numbers alike show as digits.
        let args: Vec<(&str, Arg)> = variables.iter().map(|v| (v.as_str(), 2.into())).collect();
        let key = key.as_str();
        let (text, plain) = (pseudo.text_with(key, &args), english.text_with(key, &args));
        if !plain.chars().any(char::is_alphabetic) {
            // Only its variables and signs (a name, a date): no words to translate.
            continue;
        }
        assert!(text.contains('['), "{key}: {text}");
        assert!(
            !text.chars().any(|c| "aeiouAEIOU".contains(c)),
            "{key}: an English letter in {text}"
        );
        assert!(
            text.chars().count() * 10 >= plain.chars().count() * 13,
            "{key}: {text}"
        );
    }
}

#[test]
fn the_systems_locale_names_a_language_the_game_speaks_or_none() {
    assert_eq!(negotiate("en_GB.UTF-8"), Some("en"));
    assert_eq!(negotiate("en-US"), Some("en"));
    assert_eq!(negotiate("C"), None);
    assert_eq!(negotiate("POSIX"), None);
    assert_eq!(negotiate(""), None);
    assert_eq!(negotiate("xx_YY"), None);
    assert_eq!(negotiate("qps-ploc"), Some(PSEUDO));
    assert_eq!(Catalog::new("xx").tag(), ENGLISH, "English when not spoken");
}
