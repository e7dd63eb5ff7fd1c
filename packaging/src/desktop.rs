//! The desktop entry (freedesktop.org's Desktop Entry Specification 1.5): the game in the
//! system's menu, with its name, kind and search words in every language it speaks.

use tictactoe_core::APP_ID;
use tictactoe_core::i18n::{Catalog, ENGLISH, LANGUAGES};

/// The entry's text.
pub fn entry() -> String {
    let mut text = String::from("[Desktop Entry]\nType=Application\nVersion=1.4\n");
    for (key, message) in [
        ("Name", "menu-title"),
        ("GenericName", "desktop-generic-name"),
        ("Comment", "desktop-comment"),
        ("Keywords", "desktop-keywords"),
    ] {
        for (locale, catalog) in catalogs() {
            let value = one_line(&catalog.bare(message, &[]));
            match locale {
                None => text.push_str(&format!("{key}={value}\n")),
                Some(locale) => text.push_str(&format!("{key}[{locale}]={value}\n")),
            }
        }
    }
    text.push_str(&format!(
        "Exec=tictactoe\nIcon={APP_ID}\nTerminal=false\nCategories=Game;BoardGame;\n\
         StartupNotify=true\nStartupWMClass={APP_ID}\n"
    ));
    text
}

/// Each language's catalogue: English first, with no locale (the entry's default), then
/// every other under its POSIX locale name.
pub fn catalogs() -> impl Iterator<Item = (Option<&'static str>, Catalog)> {
    LANGUAGES.iter().map(|language| {
        let locale = (language.tag != ENGLISH).then(|| posix_locale(language.tag));
        (locale, Catalog::new(language.tag))
    })
}

/// The locale name desktop entries and AppStream use for a BCP 47 tag: `pt_BR` for
/// `pt-BR`, and the country whose script it is for Chinese (`zh_CN`, `zh_TW`).
pub fn posix_locale(tag: &'static str) -> &'static str {
    match tag {
        "pt-BR" => "pt_BR",
        "zh-Hans" => "zh_CN",
        "zh-Hant" => "zh_TW",
        tag => tag,
    }
}

/// A message as one line of a desktop entry: no line break, no control character.
fn one_line(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_names_describes_and_lists_words_for_the_game() {
        let entry = entry();
        for language in LANGUAGES.iter().filter(|l| l.tag != ENGLISH) {
            let locale = posix_locale(language.tag);
            for key in ["Name", "GenericName", "Comment", "Keywords"] {
                let line = format!("\n{key}[{locale}]=");
                assert!(entry.contains(&line), "{key} in {}", language.tag);
            }
        }
        assert!(entry.contains("\nName=Tic-Tac-Toe\n"));
        assert!(entry.contains("\nName[fr]=Morpion\n"));
    }

    #[test]
    fn every_list_of_keywords_ends_each_word_with_a_semicolon_and_keeps_the_english_name() {
        for (locale, catalog) in catalogs() {
            let keywords = catalog.bare("desktop-keywords", &[]);
            assert!(keywords.ends_with(';'), "{locale:?}: {keywords}");
            assert!(
                keywords
                    .split(';')
                    .rev()
                    .skip(1)
                    .all(|w| !w.trim().is_empty() && w == w.trim()),
                "{locale:?}: {keywords}"
            );
            assert!(keywords.contains("tic-tac-toe;"), "{locale:?}: {keywords}");
        }
    }

    #[test]
    fn the_entry_starts_the_binary_and_names_the_window_it_opens() {
        let entry = entry();
        assert!(entry.starts_with("[Desktop Entry]\n"));
        assert!(entry.contains("\nExec=tictactoe\n"));
        assert!(entry.contains(&format!("\nStartupWMClass={APP_ID}\n")));
        assert!(entry.contains("\nCategories=Game;BoardGame;\n"));
    }
}
