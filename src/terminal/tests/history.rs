//! History and Replay with the review.

use super::*;

/// A finished game as the archive keeps it: X a1, O b1? (a mistake: after a corner only
/// the centre draws), X b2, O c3, X a3 (two threats), O a2, X c1 (a win).
pub(super) fn archived() -> ArchivedGame {
    let mut kept = KeptSession::open(None);
    kept.session.seats = PEOPLE;
    kept.session.start(Start::Fresh);
    let board = Board::new(3, 3, 3).unwrap();
    for name in ["a1", "b1", "b2", "c3", "a3", "a2", "c1"] {
        let cell = tictactoe_core::notation::parse_cell(name, &board, &crate::terminal::catalog())
            .unwrap();
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
    assert!(text.contains("1 of 1 game "), "{text}");
    assert!(
        text.contains("Player 1") && text.contains("X won"),
        "{text}"
    );
    press(&mut app, KeyCode::Char('f')); // X won
    press(&mut app, KeyCode::Char('f')); // O won
    assert!(screen(&app, 80, 24).contains("0 of 1 game "));
    press(&mut app, KeyCode::Char('f'));
    press(&mut app, KeyCode::Char('f')); // all again
    // By rule: the game is freestyle.
    press(&mut app, KeyCode::Char('r'));
    assert!(screen(&app, 80, 24).contains("1 of 1 game · any name · all results · Freestyle"));
    press(&mut app, KeyCode::Char('r')); // standard
    assert!(screen(&app, 80, 24).contains("0 of 1 game "));
    for _ in 0..3 {
        press(&mut app, KeyCode::Char('r')); // renju, caro, all again
    }
    assert!(screen(&app, 80, 24).contains("all rules"));
    press(&mut app, KeyCode::Char('/'));
    typed(&mut app, "nobody");
    press(&mut app, KeyCode::Enter);
    assert!(screen(&app, 80, 24).contains("0 of 1 game "));
    press(&mut app, KeyCode::Char('/'));
    for _ in 0..6 {
        press(&mut app, KeyCode::Backspace);
    }
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    assert!(matches!(app.screen, Screen::Replay(_)));
    review_until_done(&mut app);
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

fn review_until_done(app: &mut App) {
    let until = Instant::now() + Duration::from_secs(60);
    while app.wake_in(Instant::now()).is_some() && Instant::now() < until {
        app.tick(Instant::now());
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn history_columns_line_up_in_a_language_with_longer_words() {
    super::super::speak(Some("de"));
    let mut app = app();
    app.screen = Screen::History(History::new(vec![archived()]));
    let text = screen(&app, 100, 24);
    super::super::speak(Some(tictactoe_core::i18n::ENGLISH));
    let lines: Vec<&str> = text.lines().collect();
    let header = lines.iter().find(|l| l.contains("Ergebnis")).expect(&text);
    let row = lines.iter().find(|l| l.contains("Spieler 1")).expect(&text);
    // The German date ("26.11.2026, 14:18") is longer than the English one: the columns
    // after it move along in the header and in the row alike.
    let at = |line: &str, word: &str| line.find(word).unwrap_or_else(|| panic!("{word}: {line}"));
    assert_eq!(at(header, " X "), at(row, " Spieler 1"), "{text}");
    assert_eq!(at(header, "Brett"), at(row, "3x3 k3"), "{text}");
    // The moves line up on the right, under their header.
    let end = |line: &str| line.trim_end().chars().count();
    assert_eq!(end(header), end(row), "{text}");
}

#[test]
fn a_renju_replay_draws_xs_forbidden_points_on_its_turn() {
    let mut app = app();
    // X (Black) with two open twos meeting at e5, O in the corners; then X h2.
    let board = Board::with_rule(9, 9, 5, Rule::Renju).unwrap();
    let cells: Vec<mnk::Cell> = ["e3", "a1", "e4", "i1", "c5", "a9", "d5", "i9", "h2"]
        .iter()
        .map(|name| {
            tictactoe_core::notation::parse_cell(name, &board, &crate::terminal::catalog()).unwrap()
        })
        .collect();
    let mut game = archived();
    game.record =
        mnk::GameRecord::from_moves_under(Rule::Renju, board.geometry(), &cells, cells.len())
            .unwrap();
    app.screen = Screen::Replay(Box::new(super::super::replay::Replay::new(
        game,
        History::new(Vec::new()),
        Duration::from_millis(10),
    )));
    // The last position: X's h2 is played, O is to move: none drawn.
    let text = screen(&app, 80, 24);
    assert_eq!(text.matches('×').count(), 0, "{text}");
    // A move back, X is to move: e5 is its double three.
    press(&mut app, KeyCode::Left);
    let text = screen(&app, 80, 24);
    assert_eq!(text.matches('×').count(), 1, "{text}");
    app.kept.settings.forbidden_points = false;
    assert_eq!(screen(&app, 80, 24).matches('×').count(), 0);
}
