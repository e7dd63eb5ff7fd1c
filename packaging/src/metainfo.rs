//! The software centre's page: AppStream metainfo (freedesktop.org's AppStream 1.0,
//! `desktop-application`), with the name, summary, description and search words in every
//! language the game speaks, the screenshots of `docs/`, the content rating and the
//! releases.

use tictactoe_core::APP_ID;
use tictactoe_core::i18n::LANGUAGES;

use crate::desktop::{catalogs, posix_locale};
use crate::release::Release;

/// The screenshots shown, from `docs/`, the first the default, with their captions.
const SCREENSHOTS: &[(&str, &str)] = &[
    (
        "menu.png",
        "The menu: who plays X and O, the board and how many in a row win",
    ),
    (
        "game-over.png",
        "A finished game: the winning line struck through",
    ),
    (
        "coach.png",
        "The coach values every free cell; a hint rings the best move",
    ),
    ("light-wide.png", "The light theme in a wide window"),
    (
        "history.png",
        "Every finished game is kept, to replay and review",
    ),
    (
        "review.png",
        "Review marks the move that lost and shows the best ones",
    ),
    (
        "online-invitation.png",
        "A game with a friend across the internet, by invitation",
    ),
    (
        "high-contrast.png",
        "The high-contrast theme on a 5x5 board",
    ),
    ("menu-ja.png", "The menu in Japanese"),
];

/// The component's XML.
pub fn component(releases: &[Release]) -> String {
    let mut xml = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    xml.push_str("<component type=\"desktop-application\">\n");
    xml.push_str(&format!("  <id>{APP_ID}</id>\n"));
    xml.push_str("  <metadata_license>CC0-1.0</metadata_license>\n");
    xml.push_str(&format!(
        "  <project_license>{}</project_license>\n",
        env!("CARGO_PKG_LICENSE")
    ));
    translated(&mut xml, "  ", "name", "menu-title");
    translated(&mut xml, "  ", "summary", "desktop-comment");
    xml.push_str(&format!(
        "  <developer id=\"{}\">\n    <name>The Tic-Tac-Toe authors</name>\n  </developer>\n",
        developer_id()
    ));
    xml.push_str("  <description>\n");
    translated(&mut xml, "    ", "p", "store-description-play");
    translated(&mut xml, "    ", "p", "store-description-more");
    xml.push_str("  </description>\n");
    xml.push_str(&format!(
        "  <launchable type=\"desktop-id\">{APP_ID}.desktop</launchable>\n"
    ));
    xml.push_str(&format!("  <icon type=\"stock\">{APP_ID}</icon>\n"));
    let homepage = env!("CARGO_PKG_HOMEPAGE");
    xml.push_str(&format!("  <url type=\"homepage\">{homepage}</url>\n"));
    xml.push_str(&format!(
        "  <url type=\"bugtracker\">{homepage}/issues</url>\n"
    ));
    xml.push_str(&format!(
        "  <url type=\"vcs-browser\">{}</url>\n",
        env!("CARGO_PKG_REPOSITORY")
    ));
    xml.push_str("  <categories>\n    <category>Game</category>\n    <category>BoardGame</category>\n  </categories>\n");
    xml.push_str("  <keywords>\n");
    for (locale, catalog) in catalogs() {
        let lang = lang_attribute(locale);
        let words = catalog.bare("desktop-keywords", &[]);
        for word in words.split(';').filter(|w| !w.is_empty()) {
            xml.push_str(&format!("    <keyword{lang}>{}</keyword>\n", escape(word)));
        }
    }
    xml.push_str("  </keywords>\n");
    xml.push_str("  <provides>\n    <binary>tictactoe</binary>\n  </provides>\n");
    xml.push_str("  <supports>\n");
    for control in ["pointing", "keyboard", "gamepad"] {
        xml.push_str(&format!("    <control>{control}</control>\n"));
    }
    xml.push_str("  </supports>\n");
    // The window is never smaller than 480x480 (logical pixels).
    xml.push_str(
        "  <requires>\n    <display_length compare=\"ge\">480</display_length>\n  </requires>\n",
    );
    xml.push_str("  <screenshots>\n");
    for (i, (file, caption)) in SCREENSHOTS.iter().enumerate() {
        let kind = if i == 0 { " type=\"default\"" } else { "" };
        xml.push_str(&format!(
            "    <screenshot{kind}>\n      <caption>{}</caption>\n      <image>{}/{file}</image>\n    </screenshot>\n",
            escape(caption),
            screenshots_url()
        ));
    }
    xml.push_str("  </screenshots>\n");
    // Open Age Ratings Service 1.1: nothing but a name typed by the other player reaches
    // this one, in a game between two people over the network (no chat).
    xml.push_str("  <content_rating type=\"oars-1.1\">\n    <content_attribute id=\"social-chat\">mild</content_attribute>\n  </content_rating>\n");
    xml.push_str("  <releases>\n");
    for release in releases {
        xml.push_str(&format!(
            "    <release version=\"{}\" date=\"{}\">\n      <description>\n        <ul>\n",
            escape(&release.version),
            release.date
        ));
        for change in &release.changes {
            xml.push_str(&format!("          <li>{}</li>\n", escape(change)));
        }
        xml.push_str("        </ul>\n      </description>\n    </release>\n");
    }
    xml.push_str("  </releases>\n");
    xml.push_str("  <languages>\n");
    for language in LANGUAGES {
        xml.push_str(&format!(
            "    <lang>{}</lang>\n",
            posix_locale(language.tag)
        ));
    }
    xml.push_str("  </languages>\n");
    xml.push_str("</component>\n");
    xml
}

/// `<tag>` once for each language, English first with no `xml:lang`.
fn translated(xml: &mut String, indent: &str, tag: &str, message: &str) {
    for (locale, catalog) in catalogs() {
        let text = escape(&catalog.bare(message, &[]));
        let lang = lang_attribute(locale);
        xml.push_str(&format!("{indent}<{tag}{lang}>{text}</{tag}>\n"));
    }
}

/// ` xml:lang="de"`, or nothing for English.
fn lang_attribute(locale: Option<&str>) -> String {
    locale.map_or_else(String::new, |l| format!(" xml:lang=\"{l}\""))
}

/// The developer's ID: the application ID without its last part.
fn developer_id() -> &'static str {
    APP_ID.rsplit_once('.').map_or(APP_ID, |(owner, _)| owner)
}

/// Where the screenshots of `docs/` are served: the repository's raw files, on main.
fn screenshots_url() -> String {
    let repository = env!("CARGO_PKG_REPOSITORY");
    match repository.strip_prefix("https://github.com/") {
        Some(path) => format!("https://raw.githubusercontent.com/{path}/main/docs"),
        None => format!("{repository}/raw/main/docs"),
    }
}

/// Text as XML character data.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::release::releases;

    #[test]
    fn every_screenshot_is_in_docs() {
        for (file, _) in SCREENSHOTS {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/");
            assert!(std::path::Path::new(path).join(file).is_file(), "{file}");
        }
    }

    #[test]
    fn every_language_has_its_name_summary_paragraphs_and_lang_line() {
        let xml = component(&releases(include_str!("../changelog")).unwrap());
        for language in LANGUAGES.iter().skip(1) {
            let lang = format!("xml:lang=\"{}\"", posix_locale(language.tag));
            for tag in ["<name ", "<summary ", "<keyword "] {
                assert!(xml.contains(&format!("{tag}{lang}>")), "{tag} {lang}");
            }
            assert_eq!(xml.matches(&format!("<p {lang}>")).count(), 2, "{lang}");
            assert!(xml.contains(&format!("<lang>{}</lang>", posix_locale(language.tag))));
        }
    }

    #[test]
    fn text_is_escaped() {
        assert_eq!(escape("X & O <3 \"b2\""), "X &amp; O &lt;3 &quot;b2&quot;");
    }

    #[test]
    fn the_developer_is_the_apps_owner() {
        assert_eq!(developer_id(), "io.github.tictactoe_mnk");
    }
}
