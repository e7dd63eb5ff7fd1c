//! The terminal game driven key by key and drawn on ratatui's test backend at 80x24, and
//! the line mode fed from memory.

use std::time::{Duration, Instant};

use mnk::{Board, Level, Mark};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::style::Color;

use super::app::Screen;
use super::history::History;
use super::*;
use crate::files::archive::store::ArchivedGame;
use crate::session::{Rules, Seat, Seats, Start};

/// A game with no files, at its menu, in colour.
fn app() -> App {
    let mut kept = KeptSession::open(None);
    kept.settings.think_delay = Duration::ZERO;
    App::new(kept, Look { color: true })
}

/// The screen as text, one line per row.
fn screen(app: &App, width: u16, height: u16) -> String {
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

fn press(app: &mut App, code: KeyCode) {
    app.key(KeyEvent::new(code, KeyModifiers::NONE));
}

fn typed(app: &mut App, text: &str) {
    for c in text.chars() {
        press(app, KeyCode::Char(c));
    }
}

/// Ticks until the computers have moved and nothing is searching (a few seconds at most).
fn settle(app: &mut App) {
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
    panic!("the game did not settle");
}

fn start(app: &mut App, seats: Seats, rules: Rules) {
    app.kept.session.seats = seats;
    app.kept.session.rules = rules;
    press(app, KeyCode::Char('p'));
    assert!(matches!(app.screen, Screen::Playing(_)));
}

const PEOPLE: Seats = Seats {
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
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Right);
    assert_eq!(app.kept.session.rules, Rules { size: 7, k: 4 });
    let text = screen(&app, 80, 24);
    assert!(text.contains("Ana") && text.contains("‹ 7x7 ›"), "{text}");
}

#[test]
fn every_board_from_3x3_to_10x10_fits_80x24_with_its_coordinates() {
    for size in 3..=10u8 {
        let mut app = app();
        start(
            &mut app,
            PEOPLE,
            Rules {
                size,
                k: size.min(5),
            },
        );
        let text = screen(&app, 80, 24);
        assert!(!text.contains("needs at least"), "{size}x{size}:\n{text}");
        let letters: Vec<String> = (0..size)
            .map(|c| ((b'a' + c) as char).to_string())
            .collect();
        let (grid, compact) = (letters.join("   "), letters.join("  "));
        assert!(
            text.lines()
                .any(|l| l.contains(&grid) || l.contains(&compact)),
            "{size}x{size}: no column letters {compact}:\n{text}"
        );
        assert!(
            text.lines()
                .any(|l| l.trim_start().starts_with(&format!("{size} "))),
            "{size}x{size}: no row {size}:\n{text}"
        );
    }
}

#[test]
fn a_win_by_cell_names_shows_the_line_the_tally_and_the_way_on() {
    let mut app = app();
    start(&mut app, PEOPLE, Rules { size: 3, k: 3 });
    for cell in ["a1", "b1", "a2", "b2", "a3"] {
        typed(&mut app, cell);
        press(&mut app, KeyCode::Enter);
    }
    let text = screen(&app, 80, 24);
    assert!(text.contains("Player 1 (X) wins with a1 a2 a3."), "{text}");
    assert!(text.contains("Player 1 1 – 0 Player 2, 0 draws"), "{text}");
    for button in ["Play again", "Menu", "Quit"] {
        assert!(text.contains(button), "{text}");
    }
    press(&mut app, KeyCode::Char('u'));
    assert!(app.kept.session.mover().is_some(), "undo reopens the game");
    let text = screen(&app, 80, 24);
    assert!(text.contains("Player 1 0 – 0 Player 2, 0 draws"), "{text}");
}

#[test]
fn a_draw_by_the_cursor_and_the_keypad() {
    let mut app = app();
    start(&mut app, PEOPLE, Rules { size: 3, k: 3 });
    // The cursor starts at b2. X b2, O a1 (keypad 7), X c1 (9), O a3 (1), X a2 (4),
    // O c2 (6), X b3 (2), O b1 (8), X c3 (3).
    press(&mut app, KeyCode::Enter);
    for key in ['7', '9', '1', '4', '6', '2', '8', '3'] {
        press(&mut app, KeyCode::Char(key));
    }
    let text = screen(&app, 80, 24);
    assert!(text.contains("A draw: the board is full."), "{text}");
    assert!(text.contains("1 draw"), "{text}");
}

#[test]
fn an_illegal_move_rings_flashes_and_says_why() {
    let mut app = app();
    start(&mut app, PEOPLE, Rules { size: 3, k: 3 });
    press(&mut app, KeyCode::Enter); // X b2
    app.bell = false;
    press(&mut app, KeyCode::Enter); // b2 again
    assert!(app.bell, "the bell rings");
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|frame| app.draw(frame)).unwrap();
    let buffer = terminal.backend().buffer();
    let flashing = buffer
        .content()
        .iter()
        .any(|cell| cell.bg == Color::Red && cell.symbol() == "X");
    assert!(flashing, "b2 flashes red");
    let text = screen(&app, 80, 24);
    assert!(
        text.contains("b2 is taken by X: choose an empty cell."),
        "{text}"
    );
    // On 3x3 a digit is a keypad key; on bigger boards a letter and digits name a cell.
    press(&mut app, KeyCode::Esc);
    start(&mut app, PEOPLE, Rules { size: 5, k: 4 });
    typed(&mut app, "e9");
    press(&mut app, KeyCode::Enter);
    let text = screen(&app, 80, 24);
    assert!(
        text.contains("e9 is off the board: columns a to e, rows 1 to 5."),
        "{text}"
    );
}

#[test]
fn without_colour_the_marks_and_cues_still_differ() {
    let mut app = app();
    app.look = Look { color: false };
    start(&mut app, PEOPLE, Rules { size: 3, k: 3 });
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|frame| app.draw(frame)).unwrap();
    let buffer = terminal.backend().buffer();
    assert!(
        buffer
            .content()
            .iter()
            .all(|cell| cell.fg == Color::Reset && cell.bg == Color::Reset),
        "NO_COLOR: no colour anywhere"
    );
    let text = screen(&app, 80, 24);
    assert!(
        text.contains("[X]"),
        "the cursor is a pair of brackets:\n{text}"
    );
}

#[test]
fn two_computers_play_to_the_end_and_any_key_stops_a_watch() {
    let mut app = app();
    let easy = Seat::Computer(Level::Easy);
    start(
        &mut app,
        Seats { x: easy, o: easy },
        Rules { size: 3, k: 3 },
    );
    settle(&mut app);
    assert!(
        app.kept.session.mover().is_none(),
        "the game ended by itself"
    );
    let text = screen(&app, 80, 24);
    assert!(
        text.contains("wins with") || text.contains("A draw"),
        "{text}"
    );

    let hard = Seat::Computer(Level::Hard);
    press(&mut app, KeyCode::Char('m'));
    start(
        &mut app,
        Seats { x: hard, o: hard },
        Rules { size: 7, k: 5 },
    );
    app.tick(Instant::now());
    assert!(screen(&app, 80, 24).contains("is thinking"));
    press(&mut app, KeyCode::Char('x'));
    assert!(
        matches!(app.screen, Screen::Menu(_)),
        "any key stops the watch"
    );
    assert!(screen(&app, 80, 24).contains("Resume"), "the game is kept");
}

#[test]
fn a_hint_names_a_cell_that_keeps_the_result() {
    let mut app = app();
    start(&mut app, PEOPLE, Rules { size: 3, k: 3 });
    typed(&mut app, "a1");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('h'));
    settle(&mut app);
    let text = screen(&app, 80, 24);
    assert!(text.contains("Hint: b2. Draw with best play."), "{text}");
}

#[test]
fn a_terminal_too_small_says_how_big_it_needs_to_be() {
    let mut app = app();
    start(&mut app, PEOPLE, Rules { size: 10, k: 5 });
    let text = screen(&app, 40, 12);
    let words = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains("The terminal is 40x12; this screen needs at least 72x17."),
        "{text}"
    );
}

/// A finished game as the archive keeps it: X a1, O b1? (a mistake: after a corner only
/// the centre draws), X b2, O c3, X a3 (two threats), O a2, X c1 (a win).
fn archived() -> ArchivedGame {
    let mut kept = KeptSession::open(None);
    kept.session.seats = PEOPLE;
    kept.session.start(Start::Fresh);
    let board = Board::new(3, 3, 3).unwrap();
    for name in ["a1", "b1", "b2", "c3", "a3", "a2", "c1"] {
        let cell = crate::game::parse_cell(name, &board).unwrap();
        let position = kept.session.board().clone();
        kept.session.play(cell, &position, 100).unwrap();
    }
    kept.session
        .settle()
        .archive
        .expect("a finished game is archived")
}

#[test]
fn history_lists_filters_and_replays_with_the_review() {
    let mut app = app();
    app.screen = Screen::History(History::new(vec![archived()]));
    let text = screen(&app, 80, 24);
    assert!(text.contains("1 of 1 games"), "{text}");
    assert!(
        text.contains("Player 1") && text.contains("X won"),
        "{text}"
    );
    press(&mut app, KeyCode::Char('f')); // X won
    press(&mut app, KeyCode::Char('f')); // O won
    assert!(screen(&app, 80, 24).contains("0 of 1 games"));
    press(&mut app, KeyCode::Char('f'));
    press(&mut app, KeyCode::Char('f')); // all again
    press(&mut app, KeyCode::Char('/'));
    typed(&mut app, "nobody");
    press(&mut app, KeyCode::Enter);
    assert!(screen(&app, 80, 24).contains("0 of 1 games"));
    press(&mut app, KeyCode::Char('/'));
    for _ in 0..6 {
        press(&mut app, KeyCode::Backspace);
    }
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    assert!(matches!(app.screen, Screen::Replay(_)));
    settle_replay(&mut app);
    let text = screen(&app, 80, 24);
    assert!(text.contains("Move 7 of 7"), "{text}");
    assert!(text.contains("2. O b1 ?"), "O's slip is marked:\n{text}");
    for _ in 0..5 {
        press(&mut app, KeyCode::Left);
    }
    let text = screen(&app, 80, 24);
    assert!(
        text.contains("Move 2, O b1: before it, a draw; after it, X wins in"),
        "{text}"
    );
    assert!(text.contains("Mistake (?)"), "{text}");
    press(&mut app, KeyCode::Esc);
    assert!(matches!(app.screen, Screen::History(_)), "back to the list");
}

fn settle_replay(app: &mut App) {
    let until = Instant::now() + Duration::from_secs(60);
    while app.wake_in(Instant::now()).is_some() && Instant::now() < until {
        app.tick(Instant::now());
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn a_piped_game_against_hard_ends_and_bad_lines_get_reasons() {
    let mut kept = KeptSession::open(None);
    kept.session.seats = Seats {
        x: Seat::Human,
        o: Seat::Computer(Level::Hard),
    };
    let mut input = "zz\n\nd4\nb2\nb2\na1\nb1\nc1\na2\nc2\na3\nb3\nc3\n".as_bytes();
    let mut out = Vec::new();
    line::play_lines(&mut kept, Start::Fresh, &mut input, &mut out).unwrap();
    let out = String::from_utf8(out).unwrap();
    for said in [
        "\"zz\" is not a cell: type a column letter and a row number, as b2",
        "An empty line: type a cell, as b2.",
        "d4 is off the board: columns a to c, rows 1 to 3.",
        "b2 is taken by X: choose an empty cell.",
        "Hard (O) plays",
        "Scores: ",
    ] {
        assert!(out.contains(said), "{said}:\n{out}");
    }
    assert!(
        out.contains("Hard (O) wins with") || out.contains("A draw"),
        "Hard never loses:\n{out}"
    );
    assert!(!out.contains("Player 1 (X) wins"), "{out}");
}

#[test]
fn an_input_that_ends_first_is_an_error_and_the_game_is_kept() {
    let mut kept = KeptSession::open(None);
    kept.session.seats = PEOPLE;
    let mut out = Vec::new();
    let error =
        line::play_lines(&mut kept, Start::Fresh, &mut "".as_bytes(), &mut out).unwrap_err();
    assert!(
        error.contains("the input ended before the game did"),
        "{error}"
    );
    let error =
        line::play_lines(&mut kept, Start::Fresh, &mut "b2\n".as_bytes(), &mut out).unwrap_err();
    assert!(error.contains("after move 1"), "{error}");
    assert!(kept.resumable.is_some(), "the game is offered to resume");
    assert_eq!(kept.session.board().get(4), Some(Mark::X));
}

#[test]
fn settings_change_by_keys_within_their_ranges_and_are_kept() {
    let dir = tempfile::tempdir().unwrap();
    let folders = crate::files::storage::Folders::all_in(dir.path());
    let mut app = App::new(
        KeptSession::open(Some(folders.clone())),
        Look { color: true },
    );
    for _ in 0..7 {
        press(&mut app, KeyCode::Down); // X, X name, O, board, k, Play, History -> Settings
    }
    press(&mut app, KeyCode::Enter);
    assert!(matches!(app.screen, Screen::Settings(_)));
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
    assert!(text.contains("‹ off ›"), "{text}");
    press(&mut app, KeyCode::Esc);
    assert!(matches!(app.screen, Screen::Menu(_)));

    let again = KeptSession::open(Some(folders));
    assert_eq!(again.settings.think_delay, Duration::from_secs(2));
    assert_eq!(again.settings.hard_budget, Duration::from_millis(750));
    assert!(!again.settings.alternate_starts);
}

#[test]
fn a_letter_then_digits_is_a_name_never_a_keypad_key_and_h_is_column_h_from_8x8() {
    let mut app = app();
    start(&mut app, PEOPLE, Rules { size: 3, k: 3 });
    typed(&mut app, "b4");
    assert_eq!(app.kept.session.board().ply(), 0, "b4 played nothing");
    press(&mut app, KeyCode::Enter);
    assert!(screen(&app, 80, 24).contains("b4 is off the board"));
    assert_eq!(app.kept.session.board().ply(), 0);

    press(&mut app, KeyCode::Esc);
    start(&mut app, PEOPLE, Rules { size: 8, k: 5 });
    typed(&mut app, "h5");
    press(&mut app, KeyCode::Enter);
    let board = app.kept.session.board();
    assert_eq!(board.get(4 * 8 + 7), Some(Mark::X), "h5 played");
    typed(&mut app, "?");
    settle(&mut app);
    assert!(screen(&app, 80, 24).contains("Hint: "), "? asks for a hint");
}

#[test]
fn the_command_line_choices_are_kept_only_when_the_menu_changes_them() {
    let dir = tempfile::tempdir().unwrap();
    let folders = crate::files::storage::Folders::all_in(dir.path());
    let mut kept = KeptSession::open(Some(folders.clone()));
    let args = crate::cli::TerminalArgs {
        x: Some(Seat::Computer(Level::Hard)),
        size: Some(7),
        ..Default::default()
    };
    args.apply(&mut kept).unwrap();
    assert_eq!(kept.session.rules, Rules { size: 7, k: 5 });
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
    assert_eq!(again.session.rules, Rules { size: 7, k: 5 });
}
