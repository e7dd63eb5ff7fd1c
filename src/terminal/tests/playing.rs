//! The Playing screen: every board at 80x24, moves by every means, refusals, computers, hints.

use super::*;

#[test]
fn every_board_from_3x3_to_10x10_fits_80x24_with_its_coordinates() {
    for size in 3..=10u8 {
        let mut app = app();
        start(&mut app, PEOPLE, Rules::new(size, size.min(5)));
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
fn a_gomoku_board_too_big_for_80x24_scrolls_with_the_cursor_and_shows_whole_on_a_bigger_one() {
    let letters = |range: std::ops::RangeInclusive<u8>| {
        range
            .map(|c| ((b'a' + c) as char).to_string())
            .collect::<Vec<_>>()
            .join("  ")
    };
    let row = |text: &str, n: u8| {
        text.lines()
            .any(|l| l.trim_start().starts_with(&format!("{n} ")))
    };
    for size in [15u8, 19, 20, 22] {
        let mut app = app();
        start(&mut app, PEOPLE, Rules::new(size, 5));
        let last = size - 1;
        // To the far corner: the part around the cursor, its last column and row.
        for _ in 0..size {
            press(&mut app, KeyCode::Right);
            press(&mut app, KeyCode::Down);
        }
        let text = screen(&app, 80, 24);
        assert!(!text.contains("needs at least"), "{size}x{size}:\n{text}");
        assert!(text.contains(&letters(last - 2..=last)), "{text}");
        // 15 rows fit in 24 lines; more scroll too.
        assert!(row(&text, size) && (size == 15 || !row(&text, 1)), "{text}");
        assert!(!text.contains(&letters(0..=2)), "{text}");
        // Back to a1: the first columns and rows.
        for _ in 0..size {
            press(&mut app, KeyCode::Left);
            press(&mut app, KeyCode::Up);
        }
        let text = screen(&app, 80, 24);
        assert!(text.contains(&letters(0..=2)) && row(&text, 1), "{text}");
        assert!(size == 15 || !row(&text, size), "{text}");
        // A terminal big enough shows it whole.
        let text = screen(&app, 160, 50);
        let (compact, grid) = (letters(0..=last), letters(0..=last).replace("  ", "   "));
        let whole = text.contains(&compact) || text.contains(&grid);
        assert!(whole, "{size}x{size}:\n{text}");
        assert!(row(&text, 1) && row(&text, size), "{text}");
    }
}

#[test]
fn a_win_by_cell_names_shows_the_line_the_tally_and_the_way_on() {
    let mut app = app();
    start(&mut app, PEOPLE, Rules::new(3, 3));
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
    start(&mut app, PEOPLE, Rules::new(3, 3));
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
fn renju_draws_xs_forbidden_points_on_its_turn_and_refuses_them_with_the_reason() {
    let mut app = app();
    start(&mut app, PEOPLE, Rules::new(9, 5).with_rule(Rule::Renju));
    // X (Black) with two open twos meeting at e5, O in the corners.
    for cell in ["e3", "a1", "e4", "i1", "c5", "a9", "d5", "i9"] {
        typed(&mut app, cell);
        press(&mut app, KeyCode::Enter);
    }
    let row_5 = |text: &str| {
        let line = text.lines().find(|l| l.trim_start().starts_with("5 "));
        line.unwrap_or_default().to_string()
    };
    let text = screen(&app, 80, 24);
    assert_eq!(text.matches('×').count(), 1, "{text}");
    assert!(row_5(&text).contains("·  ·  X  X  ×"), "{text}");
    typed(&mut app, "e5");
    press(&mut app, KeyCode::Enter);
    let text = screen(&app, 80, 24);
    assert!(
        text.contains("e5 is forbidden to X in renju: a double three."),
        "{text}"
    );
    assert_eq!(app.kept.session.board().ply(), 8);
    // O's turn: none drawn; nor on X's with the setting off.
    typed(&mut app, "h2");
    press(&mut app, KeyCode::Enter);
    assert!(!screen(&app, 80, 24).contains('×'));
    typed(&mut app, "h8");
    press(&mut app, KeyCode::Enter);
    assert!(screen(&app, 80, 24).contains('×'));
    app.kept.settings.forbidden_points = false;
    assert!(!screen(&app, 80, 24).contains('×'));
}

#[test]
fn an_illegal_move_rings_flashes_and_says_why() {
    let mut app = app();
    start(&mut app, PEOPLE, Rules::new(3, 3));
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
    start(&mut app, PEOPLE, Rules::new(5, 4));
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
    start(&mut app, PEOPLE, Rules::new(3, 3));
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
    start(&mut app, Seats { x: easy, o: easy }, Rules::new(3, 3));
    until_still(&mut app);
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
    start(&mut app, Seats { x: hard, o: hard }, Rules::new(7, 5));
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
    start(&mut app, PEOPLE, Rules::new(3, 3));
    typed(&mut app, "a1");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('h'));
    until_still(&mut app);
    let text = screen(&app, 80, 24);
    assert!(text.contains("Hint: b2. Draw with best play."), "{text}");
}

#[test]
fn a_terminal_too_small_says_how_big_it_needs_to_be() {
    let mut app = app();
    start(&mut app, PEOPLE, Rules::new(10, 5));
    let text = screen(&app, 40, 12);
    let words = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains("The terminal is 40x12; this screen needs at least 69x16."),
        "{text}"
    );
}

#[test]
fn a_letter_then_digits_is_a_name_never_a_keypad_key_and_h_is_column_h_from_8x8() {
    let mut app = app();
    start(&mut app, PEOPLE, Rules::new(3, 3));
    typed(&mut app, "b4");
    assert_eq!(app.kept.session.board().ply(), 0, "b4 played nothing");
    press(&mut app, KeyCode::Enter);
    assert!(screen(&app, 80, 24).contains("b4 is off the board"));
    assert_eq!(app.kept.session.board().ply(), 0);

    press(&mut app, KeyCode::Esc);
    start(&mut app, PEOPLE, Rules::new(8, 5));
    typed(&mut app, "h5");
    press(&mut app, KeyCode::Enter);
    let board = app.kept.session.board();
    assert_eq!(board.get(4 * 8 + 7), Some(Mark::X), "h5 played");
    typed(&mut app, "?");
    until_still(&mut app);
    assert!(screen(&app, 80, 24).contains("Hint: "), "? asks for a hint");
}

#[test]
fn swap2_at_80x24_says_who_places_and_chooses_by_number_and_undo_steps_back_through_it() {
    let mut app = app();
    app.kept.session.names = tictactoe_core::session::Names {
        x: "Ana".into(),
        o: "Bo".into(),
    };
    let rules = Rules::new(15, 5)
        .with_rule(Rule::Renju)
        .with_opening(mnk::Opening::Swap2);
    start(&mut app, PEOPLE, rules);
    assert!(screen(&app, 80, 24).contains("Ana (X) places stone 1 of 3 (X)"));
    for cell in ["h8", "h9", "i8"] {
        typed(&mut app, cell);
        press(&mut app, KeyCode::Enter);
    }
    let text = screen(&app, 80, 24);
    assert!(
        text.contains("Bo (O) chooses, by number: 1 Play Black (X) · 2 Play White (O) · 3 Place"),
        "{text}"
    );
    assert!(text.contains("1 2 3 choose"), "{text}");
    // A stone now rings and says why.
    app.bell = false;
    typed(&mut app, "a1");
    press(&mut app, KeyCode::Enter);
    assert!(app.bell);
    assert!(screen(&app, 80, 24).contains("Not a stone now: Bo (O) chooses first."));
    // Bo places two more: White, then Black; Ana chooses White, and the marks change.
    press(&mut app, KeyCode::Char('3'));
    assert!(screen(&app, 80, 24).contains("Bo (O) places two more stones."));
    for cell in ["g7", "j10"] {
        typed(&mut app, cell);
        press(&mut app, KeyCode::Enter);
    }
    assert!(screen(&app, 80, 24).contains("Ana (X) chooses, by number: 1 Play Black"));
    press(&mut app, KeyCode::Char('2'));
    let text = screen(&app, 80, 24);
    assert!(text.contains("Ana (X) plays White (O)."), "{text}");
    assert_eq!(app.kept.session.names.o, "Ana");
    assert_eq!(app.kept.session.mover(), Some((Mark::O, Seat::Human)));
    // Undo takes back the choice: Ana chooses again, at X's seat.
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.kept.session.names.x, "Ana");
    assert!(screen(&app, 80, 24).contains("Ana (X) chooses, by number"));
}

#[test]
fn a_timed_game_shows_each_players_time_and_ends_when_one_runs_out() {
    use tictactoe_core::clock::TimeControl;
    use tictactoe_core::session::SavedClock;
    let mut app = app();
    start(
        &mut app,
        PEOPLE,
        Rules::new(15, 5).with_clock(Some(TimeControl::new(300, 3))),
    );
    let text = screen(&app, 80, 24);
    assert!(text.contains("5:00"), "{text}");
    // O has a tenth of a second left when X has moved.
    press(&mut app, KeyCode::Enter);
    app.kept.session.take_clock(Some(SavedClock {
        control: TimeControl::new(300, 3),
        left_ms: [290_000, 100],
    }));
    std::thread::sleep(std::time::Duration::from_millis(150));
    app.tick(std::time::Instant::now());
    assert_eq!(app.kept.session.out_of_time(), Some(Mark::O));
    let text = screen(&app, 80, 24);
    assert!(
        text.contains("wins on time") && text.contains("0:00"),
        "{text}"
    );
    assert!(text.contains("4:50"), "{text}");
}
