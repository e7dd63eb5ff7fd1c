//! Every screen in the pseudo-language, switched to on the screen itself: no word left in
//! English (only names of cells, marks, numbers and keys, which stay as they are).

use bevy::prelude::*;
use mnk::Mark;
use tictactoe_core::i18n;
use tictactoe_window::game::{GameSession, Seat};
use tictactoe_window::screens::Screen;
use tictactoe_window::screens::game_over::GameOverAction;
use tictactoe_window::screens::history::HistoryAction;
use tictactoe_window::screens::menu::{MenuAction, MenuChoice};
use tictactoe_window::screens::online::OnlineAction;
use tictactoe_window::screens::playing::LeaveAction;
use tictactoe_window::screens::replay::ReplayAction;
use tictactoe_window::screens::settings::SettingsAction;
use tictactoe_window::screens::shortcuts::KeyNames;
use tictactoe_window::theme::font::NextLanguages;
use tictactoe_window::theme::say::{CurrentCatalog, LanguageChoice};

use super::{activate, app_in, choose, click, press, screen, tap, texts_shown};

/// What is left of a text once its pseudo-language (from "[" to "]", or to its end where a
/// name was cut) is taken out, with the cells (b2), the marks, the boards (3x3 k3) and
/// other signs: English words left in code, if any.
fn english_in(text: &str) -> String {
    let mut outside = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '[' => depth += 1,
            ']' => depth = (depth - 1).max(0),
            _ if depth == 0 => outside.push(c),
            _ => {}
        }
    }
    outside
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| word.chars().any(|c| c.is_ascii_alphabetic()))
        .filter(|word| {
            let cell = word.len() >= 2
                && word.as_bytes()[0].is_ascii_lowercase()
                && word[1..].chars().all(|c| c.is_ascii_digit());
            let board = word.contains('x') && word.split('x').all(|n| n.parse::<u8>().is_ok());
            let k = word.starts_with('k') && word[1..].parse::<u8>().is_ok();
            !(cell || board || k || *word == "X" || *word == "O")
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The shortcuts' key names (left out of [`texts_shown`]: a key's letter is no English) are
/// in the pseudo-language but for letters and F-keys: "[Çţŕļ]+Z", "[Ëšç]".
fn keys_are_named_in_pseudo(app: &mut App) {
    let world = app.world_mut();
    let mut names = world.query_filtered::<&Text, With<KeyNames>>();
    let names: Vec<String> = names.iter(world).map(|t| t.0.clone()).collect();
    assert!(names.iter().any(|n| n.contains('[')), "{names:?}");
    for name in &names {
        let left = english_in(name);
        let key = |word: &str| {
            // A key's letter, or the four that move ("WASD", "ZQSD" as the keys print them).
            let letter = (word.len() == 1 || word.len() == 4)
                && word.bytes().all(|b| b.is_ascii_uppercase());
            letter || (word.starts_with('F') && word[1..].parse::<u8>().is_ok())
        };
        assert!(
            left.split(' ').filter(|w| !w.is_empty()).all(key),
            "{name}: {left}"
        );
    }
}

/// Switches to English, then to the pseudo-language, on the screen as it is, and finds no
/// English word left.
fn speaks_pseudo_here(app: &mut App, what: &str) {
    app.insert_resource(LanguageChoice(Some(i18n::ENGLISH.into())));
    app.update();
    app.insert_resource(LanguageChoice(Some(i18n::PSEUDO.into())));
    app.update();
    app.update();
    assert_eq!(app.world().resource::<CurrentCatalog>().tag(), i18n::PSEUDO);
    let shown = texts_shown(app);
    assert!(!shown.is_empty(), "{what}: nothing shown");
    let left: Vec<String> = shown
        .iter()
        .map(|t| english_in(t))
        .filter(|e| !e.is_empty())
        .collect();
    assert!(
        left.is_empty(),
        "{what}: English left: {left:?} in {shown:?}"
    );
}

#[test]
fn english_in_finds_words_left_outside_the_pseudo_language() {
    assert_eq!(english_in("[Ƥlàý ~~]"), "");
    assert_eq!(english_in("  3. X b1 ?"), "");
    assert_eq!(english_in("[Plàýér 1…  3x3 k3"), "");
    assert_eq!(english_in("X: [Plàýér 1 ~~~~]"), "");
    assert_eq!(english_in("Hint: b2. [wîñs ~~]"), "Hint");
}

#[test]
fn every_screen_switched_to_the_pseudo_language_has_no_english_left() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_in(dir.path());
    choose(&mut app, MenuChoice::Seat(Mark::O, Seat::Human));
    speaks_pseudo_here(&mut app, "menu");
    press(&mut app, MenuAction::Settings);
    assert_eq!(screen(&app), Screen::Settings);
    speaks_pseudo_here(&mut app, "settings");
    press(&mut app, SettingsAction::Back);
    press(&mut app, MenuAction::Online);
    assert_eq!(screen(&app), Screen::Online);
    speaks_pseudo_here(&mut app, "online");
    activate(&mut app, OnlineAction::Back);
    app.update();
    tap(&mut app, &[KeyCode::F1]);
    speaks_pseudo_here(&mut app, "shortcuts");
    keys_are_named_in_pseudo(&mut app);
    tap(&mut app, &[KeyCode::Space]);

    press(&mut app, MenuAction::Play);
    assert_eq!(screen(&app), Screen::Playing);
    click(&mut app, 4);
    speaks_pseudo_here(&mut app, "playing");
    press(&mut app, LeaveAction::Ask);
    speaks_pseudo_here(&mut app, "the leave question");
    press(&mut app, LeaveAction::Stay);
    app.update();
    for cell in [0, 8, 1, 7, 2] {
        click(&mut app, cell);
    }
    app.update();
    let board = app
        .world()
        .resource::<GameSession>()
        .game()
        .board()
        .to_string();
    assert_eq!(screen(&app), Screen::GameOver, "{board}");
    speaks_pseudo_here(&mut app, "game over");

    press(&mut app, GameOverAction::Menu);
    press(&mut app, MenuAction::ResetScore);
    speaks_pseudo_here(&mut app, "the reset question, and the menu's tally");
    press(&mut app, MenuAction::KeepScore);
    press(&mut app, MenuAction::History);
    assert_eq!(screen(&app), Screen::History);
    for _ in 0..200 {
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    speaks_pseudo_here(&mut app, "history");
    press(&mut app, HistoryAction::Delete(0));
    speaks_pseudo_here(&mut app, "the delete question");
    press(&mut app, HistoryAction::KeepGame);
    press(&mut app, HistoryAction::Open(0));
    assert_eq!(screen(&app), Screen::Replay);
    press(&mut app, ReplayAction::Forward);
    speaks_pseudo_here(&mut app, "replay");
}

#[test]
fn the_language_chosen_in_settings_applies_at_once_and_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_in(dir.path());
    app.insert_resource(LanguageChoice(Some(i18n::ENGLISH.into())));
    app.update();
    press(&mut app, MenuAction::Settings);
    // The languages a step away, whose fonts are made ready: the list goes round.
    let next = |app: &App| app.world().resource::<NextLanguages>().0.clone();
    assert_eq!(next(&app), [i18n::LANGUAGES[1].tag, "he"]);
    activate(&mut app, SettingsAction::Language(1));
    app.update();
    assert_eq!(app.world().resource::<CurrentCatalog>().tag(), "de");
    app.update();
    assert_eq!(next(&app), [i18n::LANGUAGES[2].tag, "en"]);
    let title = i18n::Catalog::new("de").text("settings-title");
    assert!(texts_shown(&mut app).contains(&title), "{title} not shown");
    super::wait_for_file(
        &mut app,
        &dir.path().join("settings.ron"),
        &["language: Some(\"de\")"],
    );
    drop(app);
    let again = app_in(dir.path());
    assert_eq!(
        again.world().resource::<CurrentCatalog>().tag(),
        "de",
        "kept"
    );
}
