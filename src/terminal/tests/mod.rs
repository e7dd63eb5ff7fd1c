//! The terminal game driven key by key and drawn on ratatui's test backend at 80x24
//! (menu and settings here; playing.rs, history.rs), and the line mode fed from memory
//! (line.rs).

use std::time::{Duration, Instant};

use mnk::{Board, Level, Mark, Rule};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::style::Color;

use super::app::Screen;
use super::history::History;
use super::*;
use tictactoe_core::archive::ArchivedGame;
use tictactoe_core::session::{Rules, Seat, Seats, Start};

/// A game with no files, at its menu, in colour.
pub(super) fn app() -> App {
    let mut kept = KeptSession::open(None);
    kept.settings.think_delay = Duration::ZERO;
    App::new(kept, Look { color: true })
}

/// The screen as text, one line per row.
pub(super) fn screen(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| app.draw(frame)).unwrap();
    let buffer = terminal.backend().buffer();
    (0..height)
        .map(|y| {
            (0..width)
                .map(|x| buffer[(x, y)].symbol())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

pub(super) fn press(app: &mut App, code: KeyCode) {
    app.key(KeyEvent::new(code, KeyModifiers::NONE));
}

pub(super) fn typed(app: &mut App, text: &str) {
    for c in text.chars() {
        press(app, KeyCode::Char(c));
    }
}

/// Ticks until the computers have moved and nothing is searching (a few seconds at most).
pub(super) fn until_still(app: &mut App) {
    let until = Instant::now() + Duration::from_secs(60);
    while Instant::now() < until {
        app.tick(Instant::now());
        let person_or_over = app
            .kept
            .session
            .mover()
            .is_none_or(|(_, s)| s == Seat::Human);
        if person_or_over && app.wake_in(Instant::now()).is_none() {
            return;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    panic!("the computers did not finish moving");
}

pub(super) fn start(app: &mut App, seats: Seats, rules: Rules) {
    app.kept.session.seats = seats;
    app.kept.session.rules = rules;
    press(app, KeyCode::Char('p'));
    assert!(matches!(app.screen, Screen::Playing(_)));
}

pub(super) const PEOPLE: Seats = Seats {
    x: Seat::Human,
    o: Seat::Human,
};

#[test]
fn the_menu_offers_the_seats_the_board_and_the_way_on() {
    let app = app();
    let text = screen(&app, 80, 24);
    for words in [
        "X player",
        "‹ Human ›",
        "O player",
        "‹ Medium ›",
        "Board",
        "‹ 3x3 ›",
        "In a row",
        "Rule",
        "‹ Freestyle ›",
        "Play",
        "History",
        "Settings",
        "Quit",
    ] {
        assert!(text.contains(words), "{words} missing:\n{text}");
    }
    assert!(!text.contains("Resume"), "no game to resume:\n{text}");
}

#[test]
fn the_menu_changes_seats_names_and_board_by_keys() {
    let mut app = app();
    press(&mut app, KeyCode::Right); // X: Human -> Easy
    assert_eq!(app.kept.session.seats.x, Seat::Computer(Level::Easy));
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Down); // X's name
    press(&mut app, KeyCode::Enter);
    for _ in 0..8 {
        press(&mut app, KeyCode::Backspace);
    }
    typed(&mut app, "Ana");
    press(&mut app, KeyCode::Enter);
    assert_eq!(&*app.kept.session.names.x, "Ana");
    for _ in 0..2 {
        press(&mut app, KeyCode::Down); // O player, board
    }
    for _ in 0..4 {
        press(&mut app, KeyCode::Right);
    }
    // The rows: one more makes the board oblong, one fewer square again.
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Right);
    assert_eq!(app.kept.session.rules, Rules::new(7, 3).with_shape(7, 8));
    let text = screen(&app, 80, 24);
    assert!(text.contains("‹ 7x8 ›") && text.contains("‹ 8 ›"), "{text}");
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Right);
    assert_eq!(app.kept.session.rules, Rules::new(7, 4));
    let text = screen(&app, 80, 24);
    assert!(text.contains("Ana") && text.contains("‹ 7x7 ›"), "{text}");

    // The rule's row says what the rule asks; renju with four in a row is refused with
    // its reason, and nothing changes.
    press(&mut app, KeyCode::Down);
    let text = screen(&app, 80, 24);
    assert!(text.contains("4 or more in a row wins."), "{text}");
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Right);
    assert_eq!(
        app.kept.session.rules,
        Rules::new(7, 4).with_rule(Rule::Standard)
    );
    let text = screen(&app, 80, 24);
    assert!(
        text.contains("‹ Standard ›")
            && text.contains("Renju is played with five in a row, not 4."),
        "{text}"
    );
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Right);
    let renju = Rules::new(7, 5).with_rule(Rule::Renju);
    assert_eq!(app.kept.session.rules, renju);
    let text = screen(&app, 80, 24);
    assert!(
        text.contains("‹ Renju ›") && text.contains("double four"),
        "{text}"
    );
    // Nor may the board shrink under five, or the row shorten.
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Up);
    for _ in 0..3 {
        press(&mut app, KeyCode::Left);
    }
    assert_eq!(app.kept.session.rules, renju.with_size(5));
    let text = screen(&app, 80, 24);
    assert!(text.contains("not 4."), "{text}");
}

#[test]
fn settings_change_by_keys_within_their_ranges_and_are_kept() {
    let dir = tempfile::tempdir().unwrap();
    let folders = tictactoe_core::storage::Folders::all_in(dir.path());
    let mut app = App::new(
        KeptSession::open(Some(folders.clone())),
        Look { color: true },
    );
    for _ in 0..2 {
        press(&mut app, KeyCode::Up); // up from the top, round to the last rows: Quit, Settings
    }
    press(&mut app, KeyCode::Enter);
    assert!(matches!(app.screen, Screen::Settings(_)));
    for _ in 0..3 {
        press(&mut app, KeyCode::Right); // the clock: off -> 1+1 -> 3+2 -> 5+3
    }
    let text = screen(&app, 80, 24);
    assert!(
        text.contains("‹ 5+3 ›") && text.contains("Out of time loses"),
        "{text}"
    );
    press(&mut app, KeyCode::Down);
    for _ in 0..30 {
        press(&mut app, KeyCode::Right); // the think delay, up to its most
    }
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Left); // Hard's time: 1 s -> 0.75 s
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter); // alternate: off
    let text = screen(&app, 80, 24);
    assert!(
        text.contains("‹ 2.0 s ›") && text.contains("‹ 0.75 s ›"),
        "{text}"
    );
    assert!(text.contains("‹ Off ›"), "{text}");
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter); // forbidden points: off
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter); // move numbers: on
    press(&mut app, KeyCode::Down);
    // The brain's program is typed: Enter, the path, Enter; Esc leaves it as it was.
    let text = screen(&app, 80, 24);
    assert!(text.contains("Brain                 none"), "{text}");
    press(&mut app, KeyCode::Enter);
    for c in "/opt/pbrain-qq".chars() {
        press(&mut app, KeyCode::Char(c));
    }
    press(&mut app, KeyCode::Backspace);
    let text = screen(&app, 80, 24);
    assert!(text.contains("/opt/pbrain-q▏"), "{text}");
    assert!(text.contains("Enter done · Esc cancel"), "{text}");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('x'));
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Right); // the brain's time: 5 s -> 6 s
    let text = screen(&app, 80, 24);
    assert!(
        text.contains("/opt/pbrain-q ") && text.contains("‹ 6 s ›"),
        "{text}"
    );
    press(&mut app, KeyCode::Esc);
    assert!(matches!(app.screen, Screen::Menu(_)));

    let again = KeptSession::open(Some(folders));
    assert_eq!(again.settings.think_delay, Duration::from_secs(2));
    assert_eq!(again.settings.hard_budget, Duration::from_millis(750));
    assert!(!again.settings.alternate_starts);
    assert!(!again.settings.forbidden_points);
    assert!(again.settings.move_numbers);
    assert_eq!(again.settings.brain, "/opt/pbrain-q");
    assert_eq!(again.settings.brain_time, Duration::from_secs(6));
    let five_three = tictactoe_core::clock::TimeControl::new(300, 3);
    assert_eq!(again.session.rules.clock, Some(five_three));
}

#[test]
fn the_command_line_choices_are_kept_only_when_the_menu_changes_them() {
    let dir = tempfile::tempdir().unwrap();
    let folders = tictactoe_core::storage::Folders::all_in(dir.path());
    let mut kept = KeptSession::open(Some(folders.clone()));
    let unfit = crate::cli::TerminalArgs {
        x: Some(Seat::Computer(Level::Hard)),
        size: Some(crate::cli::Size { cols: 7, rows: 7 }),
        k: Some(4),
        rule: Some(Rule::Renju),
        ..Default::default()
    };
    let why = unfit.apply(&mut kept).unwrap_err();
    assert_eq!(why, "renju is played with 5 in a row, not 4");
    assert_eq!(kept.session.seats, Seats::default(), "nothing changed");
    let args = crate::cli::TerminalArgs {
        x: Some(Seat::Computer(Level::Hard)),
        size: Some(crate::cli::Size { cols: 7, rows: 7 }),
        rule: Some(Rule::Renju),
        ..Default::default()
    };
    args.apply(&mut kept).unwrap();
    let renju = Rules::new(7, 5).with_rule(Rule::Renju);
    assert_eq!(kept.session.rules, renju);
    kept.settings.alternate_starts = false;
    kept.save_settings();
    let again = KeptSession::open(Some(folders.clone()));
    assert_eq!(
        again.session.seats,
        Seats::default(),
        "the flags were for one run"
    );
    assert_eq!(again.session.rules, Rules::default());
    assert!(!again.settings.alternate_starts);
    kept.save_menu();
    let again = KeptSession::open(Some(folders));
    assert_eq!(again.session.seats.x, Seat::Computer(Level::Hard));
    assert_eq!(again.session.rules, renju);
}

mod history;
mod line;
mod online;
mod playing;
mod told;

#[test]
fn the_language_row_speaks_the_next_language_at_once_and_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let folders = tictactoe_core::storage::Folders::all_in(dir.path());
    super::speak(Some(tictactoe_core::i18n::ENGLISH));
    let mut app = App::new(
        KeptSession::open(Some(folders.clone())),
        Look { color: true },
    );
    for _ in 0..2 {
        press(&mut app, KeyCode::Up); // to Settings, as above
    }
    press(&mut app, KeyCode::Enter);
    assert!(matches!(app.screen, Screen::Settings(_)));
    for _ in 0..4 {
        press(&mut app, KeyCode::Down); // clock, think delay, Hard's time, alternate -> language
    }
    press(&mut app, KeyCode::Right); // English -> Deutsch
    let german = tictactoe_core::i18n::Catalog::new("de");
    let text = screen(&app, 80, 24);
    assert!(text.contains("‹ Deutsch ›"), "{text}");
    assert!(text.contains(&german.text("settings-title")), "{text}");
    press(&mut app, KeyCode::Esc);
    let text = screen(&app, 80, 24);
    assert!(text.contains(&german.text("menu-play")), "{text}");
    let again = KeptSession::open(Some(folders));
    assert_eq!(again.settings.language.as_deref(), Some("de"));
    super::speak(Some(tictactoe_core::i18n::ENGLISH));
}
