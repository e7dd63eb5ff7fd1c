//! The game read aloud: what a player who does not see the screen hears, captured as text
//! (the voice keeps it instead of speaking), through a whole game against Hard played with
//! the keyboard, in English and in German.

use super::*;
use tictactoe_window::game::input::BoardCursor;
use tictactoe_window::speech::{Speaker, SpeechOn};
use tictactoe_window::theme::say::LanguageChoice;

/// The app with speech on (a captured voice), in `language`, X a person and O Hard.
fn speaking_app(language: &str) -> App {
    speaking_app_with(language, Seat::Computer(Level::Hard))
}

/// The app with speech on (a captured voice), in `language`, X a person and O `o`.
fn speaking_app_with(language: &str, o: Seat) -> App {
    let language = language.to_string();
    app_set(Seat::Human, o, move |world| {
        world.insert_resource(Speaker::captured());
        world.insert_resource(SpeechOn(true));
        world.insert_resource(LanguageChoice(Some(language)));
        world.insert_resource(ThinkDelay(Duration::ZERO));
    })
}

/// What was said since the last call, one utterance a frame.
fn heard(app: &mut App) -> Vec<String> {
    app.world_mut().resource_mut::<Speaker>().take_said()
}

/// Moves the board's cursor to `cell` with the arrow keys, one press a frame.
fn cursor_to(app: &mut App, cell: usize) {
    let cols = 3;
    for _ in 0..8 {
        let at = app.world().resource::<BoardCursor>().cell.unwrap();
        let key = match (at % cols, at / cols, cell % cols, cell / cols) {
            (c, _, t, _) if c < t => KeyCode::ArrowRight,
            (c, _, t, _) if c > t => KeyCode::ArrowLeft,
            (_, r, _, t) if r < t => KeyCode::ArrowDown,
            (_, r, _, t) if r > t => KeyCode::ArrowUp,
            _ => return,
        };
        tap(app, &[key]);
    }
}

/// Plays `cell` with the keyboard (the cursor there, then Enter) and waits for Hard's
/// answer if the game goes on.
fn play_by_keys(app: &mut App, cell: usize) {
    let ply = app.world().resource::<GameSession>().board().ply();
    cursor_to(app, cell);
    tap(app, &[KeyCode::Enter]);
    if app.world().resource::<GameSession>().mover().is_some() {
        until_ply(app, ply + 2);
    }
}

/// A whole game against Hard by the keyboard, as heard: the menu, the game's first words,
/// a cell under the cursor, each move, a refusal, a reading key, the result and the score.
/// Each `expect`ed piece must be heard, in order.
fn hear_a_game(language: &str, expect: &[&str]) -> Vec<String> {
    let mut app = speaking_app(language);
    let mut all = heard(&mut app);
    // The focus, to Play, as the arrow keys move it; then Enter on it.
    let play = find(&mut app, MenuAction::Play);
    app.world_mut()
        .resource_mut::<bevy::input_focus::InputFocus>()
        .set(play, bevy::input_focus::FocusCause::Navigated);
    app.update();
    all.extend(heard(&mut app));
    press(&mut app, MenuAction::Play);
    all.extend(heard(&mut app));
    // The centre; Hard answers in a corner.
    play_by_keys(&mut app, 4);
    all.extend(heard(&mut app));
    // Onto Hard's stone: refused, with the reason.
    let taken = (0..9)
        .find(|&cell| app.world().resource::<GameSession>().board().get(cell) == Some(Mark::O))
        .unwrap();
    cursor_to(&mut app, taken);
    tap(&mut app, &[KeyCode::Enter]);
    all.extend(heard(&mut app));
    tap(&mut app, &[KeyCode::KeyT]);
    tap(&mut app, &[KeyCode::KeyB]);
    all.extend(heard(&mut app));
    // On to the end: the first empty cell each turn.
    while app.world().resource::<GameSession>().mover().is_some() {
        let board = app.world().resource::<GameSession>().board().clone();
        let cell = (0..9).find(|&cell| board.get(cell).is_none()).unwrap();
        play_by_keys(&mut app, cell);
        all.extend(heard(&mut app));
    }
    app.update();
    app.update();
    all.extend(heard(&mut app));
    let mut from = 0;
    for piece in expect {
        let at = all[from..]
            .iter()
            .position(|said| said.contains(piece))
            .unwrap_or_else(|| panic!("not heard after {from}: {piece:?} in {all:#?}"));
        from += at;
    }
    all
}

#[test]
fn with_speech_on_a_game_against_hard_is_heard_from_the_menu_to_the_result() {
    let all = hear_a_game(
        "en",
        &[
            "Tic-Tac-Toe",
            "Choose the players and the board, then Play.",
            "Play",
            "Tic-tac-toe on 3x3, 3 in a row: Player 1 against Hard. X moves first.",
            "Player 1 (X) plays b2.",
            "Hard (O) plays",
            // The cursor over Hard's stone, and the refusal there.
            "column 1, O",
            "is taken by O: choose an empty cell.",
            "Player 1 (X) to move.",
            "Scores:",
            "X",
            "Player 1 (X) plays",
            "Scores:",
        ],
    );
    // Hard on 3x3 never loses: a draw, or its win.
    let end = all.join(" | ");
    assert!(
        end.contains("Draw") || end.contains("Hard (O) wins"),
        "{end}"
    );
}

#[test]
fn the_game_is_heard_in_the_players_language() {
    let all = hear_a_game(
        "de",
        &[
            "Spieler 1 (X) spielt b2.",
            "Schwer (O) spielt",
            "Spalte 1, O",
            "Spielstand:",
        ],
    );
    assert!(
        !all.iter().any(|said| said.contains(" plays ")),
        "English words: {all:#?}"
    );
}

#[test]
fn f2_turns_speech_on_and_off_from_any_screen_and_says_so() {
    let mut app = app(Seat::Human, Seat::Human);
    app.world_mut().insert_resource(Speaker::captured());
    assert!(!app.world().resource::<SpeechOn>().0, "off by default");
    tap(&mut app, &[KeyCode::F2]);
    assert!(app.world().resource::<SpeechOn>().0);
    // And where the player is: the menu, and its focused button.
    assert_eq!(
        heard(&mut app),
        ["Speech on. Tic-Tac-Toe, Choose the players and the board, then Play. Play"]
    );
    press(&mut app, MenuAction::Play);
    tap(&mut app, &[KeyCode::ArrowLeft]);
    assert_eq!(heard(&mut app).last().unwrap(), "row 2, column 1, empty");
    tap(&mut app, &[KeyCode::F2]);
    assert!(!app.world().resource::<SpeechOn>().0);
    // Silent now: the cursor moves unheard.
    tap(&mut app, &[KeyCode::ArrowLeft]);
    assert_eq!(heard(&mut app), ["Speech off."]);
}

#[test]
fn a_threat_a_hint_and_the_coachs_value_of_the_cursors_cell_are_heard() {
    use tictactoe_window::game::advice::CoachOn;
    let mut app = speaking_app_with("en", Seat::Human);
    press(&mut app, MenuAction::Play);
    for cell in [0, 4, 1] {
        click(&mut app, cell);
    }
    let said = heard(&mut app);
    assert_eq!(
        said.last().map(String::as_str),
        Some("Player 1 (X) plays b1. X threatens to win at c1."),
        "{said:#?}"
    );
    // O asks for a hint: the block.
    tap(&mut app, &[KeyCode::KeyH]);
    let mut all = Vec::new();
    for _ in 0..400 {
        all.extend(heard(&mut app));
        if all.iter().any(|s| s.starts_with("Hint: c1.")) {
            break;
        }
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(all.iter().any(|s| s.starts_with("Hint: c1.")), "{all:#?}");
    // The coach on: the cursor's cell is said with its value, once the coach knows it.
    app.world_mut().insert_resource(CoachOn(true));
    for _ in 0..400 {
        app.update();
        let advice = app
            .world()
            .resource::<tictactoe_window::game::advice::Advice>();
        if advice.cell(2).is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    heard(&mut app);
    cursor_to(&mut app, 2);
    let said = heard(&mut app);
    assert_eq!(
        said.last().map(String::as_str),
        Some("row 1, column 3, empty, Coach: a draw."),
        "{said:#?}"
    );
}

#[test]
fn a_focused_option_is_said_with_its_rows_name_and_whether_it_is_chosen() {
    let mut app = speaking_app("en");
    heard(&mut app);
    let hard = find(
        &mut app,
        MenuChoice::Seat(Mark::O, Seat::Computer(Level::Hard)),
    );
    app.world_mut()
        .resource_mut::<bevy::input_focus::InputFocus>()
        .set(hard, bevy::input_focus::FocusCause::Navigated);
    app.update();
    let easy = find(
        &mut app,
        MenuChoice::Seat(Mark::O, Seat::Computer(Level::Easy)),
    );
    app.world_mut()
        .resource_mut::<bevy::input_focus::InputFocus>()
        .set(easy, bevy::input_focus::FocusCause::Navigated);
    app.update();
    assert_eq!(
        heard(&mut app),
        ["O player, Hard, Hard, selected", "O player, Hard, Easy"]
    );
}

#[test]
fn history_says_the_chosen_game_and_replay_the_move_shown() {
    let mut app = speaking_app_with("en", Seat::Human);
    press(&mut app, MenuAction::Play);
    // X wins on the diagonal in 7 moves.
    for cell in [4, 1, 0, 8, 6, 3, 2] {
        click(&mut app, cell);
    }
    app.update();
    press(&mut app, GameOverAction::Menu);
    heard(&mut app);
    press(&mut app, MenuAction::History);
    let mut history = Vec::new();
    for _ in 0..500 {
        app.update();
        history.extend(heard(&mut app));
        if history.iter().any(|said| said.contains("Moves 7")) {
            break;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(
        history.iter().any(
            |said| said.contains("X Player 1, O Player 2, Board 3x3 k3, Result X won, Moves 7")
        ),
        "{history:#?}"
    );
    press(
        &mut app,
        tictactoe_window::screens::history::HistoryAction::Open(0),
    );
    assert_eq!(screen(&app), Screen::Replay);
    let opened = heard(&mut app);
    assert!(
        opened.iter().any(|said| said.contains("Move 0 of 7")),
        "{opened:#?}"
    );
    tap(&mut app, &[KeyCode::ArrowRight]);
    assert_eq!(heard(&mut app), ["Move 1 of 7, Player 1 (X) plays b2."]);
    // Nothing new, nothing said.
    app.update();
    assert!(heard(&mut app).is_empty());
    // With the review: its line for each move shown, once judged.
    tap(&mut app, &[KeyCode::KeyR]);
    for _ in 0..2000 {
        let review = app
            .world()
            .resource::<tictactoe_window::screens::replay::review::Review>();
        if review.progress().0 == 8 {
            break;
        }
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    heard(&mut app);
    tap(&mut app, &[KeyCode::ArrowRight]);
    let judged = heard(&mut app);
    assert!(
        judged.len() == 1
            && judged[0].starts_with("Move 2 of 7, Player 2 (O) plays b1.")
            && judged[0].contains("Mistake (?): best was a1, c1, a3, c3."),
        "{judged:#?}"
    );
}
