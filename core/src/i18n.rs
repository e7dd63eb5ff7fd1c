//! Every word a player sees, in the player's language: Project Fluent catalogues
//! (`fluent-bundle`, with no Bevy in it, so the window and the terminal share them), one
//! `.ftl` file a language under `core/locales/`, built into the binary. The language is
//! the one chosen in the settings, else the system's (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`,
//! `LANG`, then the `sys-locale` crate), or English when the game does not speak it; a
//! message missing from a language is said in English. A pseudo-language (accented, a third longer, in brackets) finds words left in
//! code and labels that do not fit.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// A language the game speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Language {
    /// Its BCP 47 tag: `en`, `pt-BR`.
    pub tag: &'static str,
    /// Its name in itself ("Deutsch", "日本語"), as a list of languages shows it.
    pub name: &'static str,
    /// Written right to left.
    pub right_to_left: bool,
    /// Its catalogue, in Fluent's syntax.
    pub source: &'static str,
}

/// English, the language every other is checked against and falls back to.
pub const ENGLISH: &str = "en";

/// The right-to-left mark: an invisible letter read right to left (Unicode's bidi).
const RIGHT_TO_LEFT_MARK: char = '\u{200F}';

/// The pseudo-language's tag (the pseudo-locale of Windows' and CLDR's tests).
pub const PSEUDO: &str = "qps-ploc";

/// A [`Language`] whose catalogue is `core/locales/<file>.ftl`.
macro_rules! language {
    ($tag:expr, $file:literal, $name:literal, $right_to_left:literal) => {
        Language {
            tag: $tag,
            name: $name,
            right_to_left: $right_to_left,
            source: include_str!(concat!("../locales/", $file, ".ftl")),
        }
    };
}

/// Every language the game speaks, English first, in the order Settings lists them.
pub const LANGUAGES: &[Language] = &[
    language!(ENGLISH, "en", "English", false),
    language!("de", "de", "Deutsch", false),
    language!("fr", "fr", "Français", false),
    language!("es", "es", "Español", false),
    language!("it", "it", "Italiano", false),
    language!("pt-BR", "pt-BR", "Português (Brasil)", false),
    language!("nl", "nl", "Nederlands", false),
    language!("pl", "pl", "Polski", false),
    language!("ru", "ru", "Русский", false),
    language!("uk", "uk", "Українська", false),
    language!("tr", "tr", "Türkçe", false),
    language!("ja", "ja", "日本語", false),
    language!("zh-Hans", "zh-Hans", "简体中文", false),
    language!("zh-Hant", "zh-Hant", "繁體中文", false),
    language!("ko", "ko", "한국어", false),
    language!("hi", "hi", "हिन्दी", false),
    language!("ar", "ar", "العربية", true),
    language!("he", "he", "עברית", true),
];

/// A message's variable: a name, a cell, or a number (which picks a plural form:
/// "1 move", "2 ruchy", "5 ruchów").
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Words shown as they are.
    Text(String),
    /// A count or a quantity, formatted and given its plural category by the language.
    Number(f64),
    /// Another message, by key, in the same language ("Hard" said as "Schwer").
    Message(&'static str),
    /// Another message with variables of its own: a reason inside a sentence ("No network
    /// game: the join code is wrong").
    Said(&'static str, Vec<(&'static str, Arg)>),
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Arg {
        Arg::Text(text.clone())
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i32, i64, f32, f64);

/// One language's messages, with English behind it.
pub struct Catalog {
    tag: &'static str,
    bundle: FluentBundle<FluentResource>,
    english: FluentBundle<FluentResource>,
}

impl Catalog {
    /// The catalogue of the language tagged `tag` ([`PSEUDO`] for the pseudo-language); a
    /// tag the game does not speak gives English.
    pub fn new(tag: &str) -> Catalog {
        let english = bundle(&LANGUAGES[0]);
        if tag == PSEUDO {
            let mut bundle = bundle(&LANGUAGES[0]);
            bundle.set_transform(Some(pseudo));
            return Catalog {
                tag: PSEUDO,
                bundle,
                english,
            };
        }
        let language = LANGUAGES
            .iter()
            .find(|l| l.tag == tag)
            .unwrap_or(&LANGUAGES[0]);
        Catalog {
            tag: language.tag,
            bundle: bundle(language),
            english,
        }
    }

    /// The tag of the language it speaks.
    pub fn tag(&self) -> &'static str {
        self.tag
    }

    /// `text` as the language reads it: in a language written right to left, a line is
    /// right to left even where it starts with a name or a mark in Latin letters ("Ana (X)
    /// חושב"), which would otherwise set the line's direction (the right-to-left mark,
    /// U+200F, before it).
    pub fn reading(&self, text: String) -> String {
        if self.right_to_left() && !text.starts_with(RIGHT_TO_LEFT_MARK) {
            format!("{RIGHT_TO_LEFT_MARK}{text}")
        } else {
            text
        }
    }

    /// Its language is written right to left.
    pub fn right_to_left(&self) -> bool {
        LANGUAGES
            .iter()
            .any(|l| l.tag == self.tag && l.right_to_left)
    }

    /// The message `key`, with no variables.
    pub fn text(&self, key: &str) -> String {
        self.text_with(key, &[])
    }

    /// The message `key` with its variables (`("code", "KXM-RTA".into())`); in English if
    /// the language lacks it, and the key itself if English does too (a test finds those).
    pub fn text_with(&self, key: &str, args: &[(&str, Arg)]) -> String {
        self.reading(self.format(key, args))
    }

    /// The message `key` with its variables and no mark of direction: a piece the caller
    /// puts in a line of its own making ("Strg" in "Strg+Z").
    pub fn bare(&self, key: &str, args: &[(&str, Arg)]) -> String {
        self.format(key, args)
    }

    /// The message's words, with no mark of direction (a message inside another).
    fn format(&self, key: &str, args: &[(&str, Arg)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            let value = match value {
                Arg::Text(text) => FluentValue::from(text.as_str()),
                Arg::Number(n) => FluentValue::from(*n),
                Arg::Message(key) => FluentValue::from(self.format(key, &[])),
                Arg::Said(key, args) => FluentValue::from(self.format(key, args)),
            };
            fluent_args.set(*name, value);
        }
        for bundle in [&self.bundle, &self.english] {
            if let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
                return text.into_owned();
            }
        }
        key.to_string()
    }
}

/// A bundle of one language's catalogue. The catalogues are the game's own and checked by
/// its tests: one that does not parse is a bug, and its good messages are kept.
fn bundle(language: &Language) -> FluentBundle<FluentResource> {
    // The language alone picks the plural rules: CLDR has rules for `pt` and `zh`, none for
    // `pt-BR` or `zh-Hans` (Brazil's are `pt`'s).
    let id: LanguageIdentifier = language.tag.parse().unwrap_or_default();
    let id = LanguageIdentifier::from_parts(id.language, None, None, &[]);
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Right to left, each variable is isolated (Unicode's FSI ... PDI, Fluent's default),
    // so that a name, a path or an address keeps its own direction inside the sentence
    // ("/tmp/..." shows its slash on the left); left to right, none is needed.
    bundle.set_use_isolating(language.right_to_left);
    let resource = FluentResource::try_new(language.source.to_string()).unwrap_or_else(|(r, _)| r);
    let _ = bundle.add_resource(resource);
    bundle
}

/// The language to speak: the first of `LANGUAGE`'s list the game speaks, else the locale
/// of messages (`LC_ALL`, `LC_MESSAGES`, `LANG`: the first set), else the system's choice
/// (`sys-locale`); English where the game does not speak it, and under the C locale.
pub fn detect() -> &'static str {
    let var = |name: &str| std::env::var(name).ok().filter(|value| !value.is_empty());
    // LANGUAGE's list first, as gettext reads it (here even under the C locale, so that
    // `LANGUAGE=ja` alone is enough).
    let listed = var("LANGUAGE")
        .into_iter()
        .flat_map(|list| list.split(':').map(str::to_string).collect::<Vec<_>>())
        .find_map(|locale| negotiate(&locale));
    if let Some(tag) = listed {
        return tag;
    }
    // Then the locale of messages, as POSIX takes it: the first of these set decides, and
    // C or POSIX means English.
    if let Some(locale) = ["LC_ALL", "LC_MESSAGES", "LANG"].into_iter().find_map(var) {
        return negotiate(&locale).unwrap_or(ENGLISH);
    }
    sys_locale::get_locales()
        .find_map(|locale| negotiate(&locale))
        .unwrap_or(ENGLISH)
}

/// The language spoken for a setting's `choice` (a tag, or `None`): the one chosen if the
/// game speaks it, else the system's ([`detect`]). Every front end speaks by this.
pub fn spoken(choice: Option<&str>) -> &'static str {
    choice.and_then(negotiate).unwrap_or_else(detect)
}

/// The language `steps` places after `tag` in [`LANGUAGES`], round the list: how every
/// front end's settings step the language.
pub fn language_after(tag: &str, steps: i32) -> &'static str {
    let count = LANGUAGES.len() as i32;
    let at = LANGUAGES.iter().position(|l| l.tag == tag).unwrap_or(0) as i32;
    LANGUAGES[(at + steps).rem_euclid(count) as usize].tag
}

/// A language's name in itself ("Deutsch"); the pseudo-language's, "Pseudo", in itself.
pub fn name_of(tag: &str) -> &'static str {
    LANGUAGES
        .iter()
        .find(|l| l.tag == tag)
        .map_or("[Ƥšéüðö ~~]", |l| l.name)
}

/// The language the game speaks for a locale as the system names it (`de_DE.UTF-8`,
/// `pt-BR`, `zh_CN`; `qps-ploc`, the pseudo-language): the same tag, else the same
/// language; `None` for one it does not speak, and for `C` and `POSIX`.
pub fn negotiate(locale: &str) -> Option<&'static str> {
    let name = locale
        .split(['.', '@'])
        .next()
        .unwrap_or_default()
        .replace('_', "-");
    if name.is_empty() || name == "C" || name == "POSIX" {
        return None;
    }
    if name == PSEUDO {
        return Some(PSEUDO);
    }
    let wanted: LanguageIdentifier = name.parse().ok()?;
    // Chinese as written in Taiwan, Hong Kong and Macau (or named Traditional) is
    // Traditional; any other, Simplified.
    if wanted.language.as_str() == "zh" {
        let traditional = wanted.script.is_some_and(|s| s.as_str() == "Hant")
            || (wanted.script.is_none()
                && wanted
                    .region
                    .is_some_and(|r| matches!(r.as_str(), "TW" | "HK" | "MO")));
        return Some(if traditional { "zh-Hant" } else { "zh-Hans" });
    }
    let exact = LANGUAGES.iter().find(|l| {
        l.tag
            .parse::<LanguageIdentifier>()
            .is_ok_and(|id| id == wanted)
    });
    let same_language = || {
        LANGUAGES.iter().find(|l| {
            l.tag
                .parse::<LanguageIdentifier>()
                .is_ok_and(|id| id.language == wanted.language)
        })
    };
    exact.or_else(same_language).map(|l| l.tag)
}

mod pseudo;
use pseudo::pseudo;

#[cfg(test)]
mod tests;
