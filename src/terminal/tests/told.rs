//! The game told to a screen reader (`--screen-reader`): the lines written after each key,
//! as the terminal would get them.

use super::*;
use crate::terminal::told::Teller;

/// The lines told since the last call.
fn news(app: &App, teller: &mut Teller) -> Vec<String> {
    teller.news(app.told())
}

fn shift(app: &mut App, letter: char) {
    app.key(KeyEvent::new(KeyCode::Char(letter), KeyModifiers::SHIFT));
}

/// Whether `lines` has a line that contains each of `words`, in this order.
fn told_in_order(lines: &[String], words: &[&str]) -> bool {
    let mut at = 0;
    for word in words {
        match lines[at..].iter().position(|line| line.contains(word)) {
            Some(found) => at += found + 1,
            None => return false,
        }
    }
    true
}

/// Plays the person's moves on the first empty cell, by its typed name, until the game
/// against the computer ends; the lines told meanwhile.
fn play_to_the_end(app: &mut App, teller: &mut Teller) -> Vec<String> {
    let mut lines = Vec::new();
    while app.kept.session.mover().is_some() {
        let board = app.kept.session.board().clone();
        let cell = (0..board.cells())
            .find(|&c| board.get(c).is_none())
            .unwrap();
        typed(
            app,
            &tictactoe_core::notation::cell_name(board.cols(), cell),
        );
        press(app, KeyCode::Enter);
        lines.extend(news(app, teller));
        until_still(app);
        lines.extend(news(app, teller));
    }
    lines
}

#[test]
fn a_game_against_hard_is_told_line_by_line_from_the_menu_to_the_result() {
    crate::terminal::speak(Some("en"));
    let mut app = app();
    let mut teller = Teller::default();
    assert_eq!(
        news(&app, &mut teller),
        [
            "Menu",
            "↑↓ choose · ←→ change · Enter select · p play · q quit",
            "X player, Human",
            "Choose the players and the board, then Play."
        ]
    );
    // Nothing moved, nothing told.
    app.tick(Instant::now());
    assert!(news(&app, &mut teller).is_empty());
    press(&mut app, KeyCode::Down);
    assert_eq!(news(&app, &mut teller), ["X name, Player 1"]);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Right);
    assert_eq!(news(&app, &mut teller), ["O player, Hard"]);
    press(&mut app, KeyCode::Char('p'));
    let opening = news(&app, &mut teller);
    assert!(
        told_in_order(
            &opening,
            &[
                "Tic-tac-toe on 3x3, 3 in a row: Player 1 (X) against Hard (O). X moves first.",
                "Player 1 (X) to move.",
                "row 2, column 2, empty",
                "Enter play · type b2 · u undo · r redo · h hint · Esc menu\nShift+B the board",
            ]
        ),
        "{opening:#?}"
    );
    // The cursor's cell, and only it.
    press(&mut app, KeyCode::Up);
    assert_eq!(news(&app, &mut teller), ["row 1, column 2, empty"]);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    let moved = news(&app, &mut teller);
    assert!(
        told_in_order(&moved, &["Player 1 (X) plays b2.", "Hard (O) is thinking"]),
        "{moved:#?}"
    );
    until_still(&mut app);
    let answered = news(&app, &mut teller);
    assert!(
        told_in_order(
            &answered,
            &["Hard (O) plays", "to move.", "row 2, column 2, X"]
        ),
        "{answered:#?}"
    );
    // A refusal with its reason, each time, with the bell.
    press(&mut app, KeyCode::Enter);
    let refused = news(&app, &mut teller);
    assert_eq!(refused, ["b2 is taken by X: choose an empty cell."]);
    assert!(std::mem::take(&mut app.bell));
    press(&mut app, KeyCode::Enter);
    assert_eq!(news(&app, &mut teller), refused);
    // The reading keys, Shift and the letter.
    shift(&mut app, 'R');
    let row = news(&app, &mut teller);
    assert!(
        row.len() == 1 && row[0].starts_with("Row 2:") && row[0].contains("b2 X"),
        "{row:#?}"
    );
    shift(&mut app, 'T');
    assert_eq!(
        news(&app, &mut teller),
        ["Player 1 (X) to move. Scores: Player 1 0 – 0 Hard, 0 draws."]
    );
    shift(&mut app, 'B');
    assert!(news(&app, &mut teller)[0].contains("b2 X"));
    // Undone, the position's last move is told, not a move made.
    press(&mut app, KeyCode::Char('u'));
    let undone = news(&app, &mut teller);
    assert!(
        told_in_order(
            &undone,
            &["Player 1 (X) to move.", "row 2, column 2, empty"]
        ) && !undone.iter().any(|line| line.contains("plays")),
        "{undone:#?}"
    );
    let end = play_to_the_end(&mut app, &mut teller);
    // Hard does not lose: it wins or draws, and the score follows the result.
    let result = |line: &String| {
        (line.starts_with("Hard (O) wins with")
            && line.ends_with("Scores: Player 1 0 – 1 Hard, 0 draws."))
            || (line.starts_with("A draw")
                && line.ends_with("Scores: Player 1 0 – 0 Hard, 1 draw."))
    };
    assert!(end.iter().any(result), "{end:#?}");
    assert!(end.iter().any(|line| line == "Play again"), "{end:#?}");
    press(&mut app, KeyCode::Right);
    assert_eq!(news(&app, &mut teller), ["Menu"]);
    // Played again: the same board and players, told again as a new game.
    press(&mut app, KeyCode::Left);
    news(&app, &mut teller);
    press(&mut app, KeyCode::Enter);
    let again = news(&app, &mut teller);
    assert!(again[0].starts_with("Tic-tac-toe on 3x3"), "{again:#?}");
}

#[test]
fn a_game_is_told_in_german_with_its_refusal_and_result() {
    crate::terminal::speak(Some("de"));
    let mut app = app();
    let mut teller = Teller::default();
    let menu = news(&app, &mut teller);
    assert_eq!(menu[0], "Menü", "{menu:#?}");
    assert!(menu.contains(&"Spieler X, Mensch".to_string()), "{menu:#?}");
    app.kept.session.seats.o = Seat::Computer(Level::Hard);
    press(&mut app, KeyCode::Char('p'));
    let opening = news(&app, &mut teller);
    assert!(
        told_in_order(
            &opening,
            &["Tic-Tac-Toe auf 3x3", "Zeile 2, Spalte 2, leer"]
        ),
        "{opening:#?}"
    );
    press(&mut app, KeyCode::Enter);
    let mut moved = news(&app, &mut teller);
    until_still(&mut app);
    moved.extend(news(&app, &mut teller));
    assert!(
        told_in_order(
            &moved,
            &[
                "Spieler 1 (X) spielt b2.",
                "Schwer (O) spielt",
                "ist am Zug",
                "Zeile 2, Spalte 2, X"
            ]
        ),
        "{moved:#?}"
    );
    press(&mut app, KeyCode::Enter);
    let refused = news(&app, &mut teller);
    assert!(refused[0].contains("ist schon von"), "{refused:#?}");
    let end = play_to_the_end(&mut app, &mut teller);
    let result = |line: &String| {
        (line.contains("gewinnt mit") || line.contains("Unentschieden"))
            && line.contains("Spielstand:")
    };
    assert!(end.iter().any(result), "{end:#?}");
    assert!(end.iter().any(|line| line == "Noch einmal"), "{end:#?}");
}

#[test]
fn settings_online_history_and_replay_are_told_by_their_focused_line() {
    crate::terminal::speak(Some("en"));
    let mut app = app();
    let mut teller = Teller::default();
    news(&app, &mut teller);
    app.go(Go::Settings);
    let settings = news(&app, &mut teller);
    assert_eq!(settings[0], "Settings", "{settings:#?}");
    assert_eq!(settings[2], "Clock, Off", "{settings:#?}");
    press(&mut app, KeyCode::Down);
    let delay = news(&app, &mut teller);
    assert!(
        delay.len() == 2 && delay[0].starts_with("Computer waits, "),
        "{delay:#?}"
    );
    press(&mut app, KeyCode::Right);
    let changed = news(&app, &mut teller);
    assert!(
        changed.len() == 1 && changed[0].starts_with("Computer waits, "),
        "{changed:#?}"
    );
    app.go(Go::Online);
    let online = news(&app, &mut teller);
    assert!(
        told_in_order(&online, &["Play online", "Name, Player 1"]),
        "{online:#?}"
    );
    press(&mut app, KeyCode::Down);
    assert_eq!(news(&app, &mut teller), ["Host"]);
    // A field typed: its text as it grows, without the drawn cursor.
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Enter);
    news(&app, &mut teller);
    typed(&mut app, "A");
    let name = news(&app, &mut teller);
    assert!(
        name.len() == 1 && name[0].starts_with("Name, ") && name[0].ends_with('A'),
        "{name:#?}"
    );
    press(&mut app, KeyCode::Esc);
    app.go(Go::History(Some(History::new(vec![
        super::history::archived(),
    ]))));
    let list = news(&app, &mut teller);
    assert!(
        told_in_order(
            &list,
            &[
                "History",
                "1 of 1 game",
                "X Player 1, O Player 2, Board 3x3 k3, Result X won, Moves 7"
            ]
        ),
        "{list:#?}"
    );
    press(&mut app, KeyCode::Enter);
    let replay = news(&app, &mut teller);
    assert!(
        told_in_order(&replay, &["Replay:", "Move 7 of 7, Player 1 (X) plays c1."]),
        "{replay:#?}"
    );
    press(&mut app, KeyCode::Left);
    assert_eq!(
        news(&app, &mut teller),
        ["Move 6 of 7, Player 2 (O) plays a2."]
    );
}

#[test]
fn a_right_to_left_game_is_told_without_the_marks_of_direction() {
    crate::terminal::speak(Some("he"));
    let mut app = app();
    let mut teller = Teller::default();
    app.kept.session.seats = PEOPLE;
    press(&mut app, KeyCode::Char('p'));
    let mut told = news(&app, &mut teller);
    press(&mut app, KeyCode::Left);
    let cursor = news(&app, &mut teller);
    press(&mut app, KeyCode::Enter);
    told.extend(news(&app, &mut teller));
    assert!(told.iter().any(|line| line.contains("a2")), "{told:#?}");
    for line in told.iter().chain(&cursor) {
        assert_eq!(line, &tictactoe_core::words::for_the_ear(line), "{line}");
    }
    // Row 2, column 1: in the order said, the row's number before the column's.
    let [cell] = cursor.as_slice() else {
        panic!("{cursor:#?}")
    };
    let (row, column) = (cell.find('2'), cell.find('1'));
    assert!(row.is_some() && row < column, "{cell}");
}
