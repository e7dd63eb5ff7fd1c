//! Line mode, fed from memory.

use super::*;

#[test]
fn a_piped_game_against_hard_ends_and_bad_lines_get_reasons() {
    let mut kept = KeptSession::open(None);
    kept.session.seats = Seats {
        x: Seat::Human,
        o: Seat::Computer(Level::Hard),
    };
    let mut input = "zz\n\nd4\nb2\nb2\na1\nb1\nc1\na2\nc2\na3\nb3\nc3\n".as_bytes();
    let mut out = Vec::new();
    crate::terminal::line::play_lines(&mut kept, Start::Fresh, &mut input, &mut out, false)
        .unwrap();
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
    let error = crate::terminal::line::play_lines(
        &mut kept,
        Start::Fresh,
        &mut "".as_bytes(),
        &mut out,
        false,
    )
    .unwrap_err();
    assert!(
        error.contains("the input ended before the game did"),
        "{error}"
    );
    let error = crate::terminal::line::play_lines(
        &mut kept,
        Start::Fresh,
        &mut "b2\n".as_bytes(),
        &mut out,
        false,
    )
    .unwrap_err();
    assert!(error.contains("after move 1"), "{error}");
    assert!(kept.resumable.is_some(), "the game is offered to resume");
    assert_eq!(kept.session.board().get(4), Some(Mark::X));
}

#[test]
fn a_piped_swap_says_who_places_and_takes_a_choice_by_its_number() {
    let mut kept = KeptSession::open(None);
    kept.session.seats = PEOPLE;
    kept.session.rules = Rules::new(15, 5).with_opening(mnk::Opening::Swap);
    let mut input = "h8\nh9\ni8\n3\nj8\n2\n".as_bytes();
    let mut out = Vec::new();
    let error =
        crate::terminal::line::play_lines(&mut kept, Start::Fresh, &mut input, &mut out, false)
            .unwrap_err();
    assert!(error.contains("the input ended"), "{error}");
    let out = String::from_utf8(out).unwrap();
    for said in [
        "Player 1 (X) places stone 1 of 3 (X):",
        "Player 1 (X) places stone 2 of 3 (O):",
        "Player 2 (O) chooses, by number: 1 Play Black (X) · 2 Play White (O) 3",
        "\"3\" is not a cell",
        "Not a stone now: Player 2 (O) chooses first.",
        "Player 2 (O) plays White (O).",
        "Player 2 (O) to move:",
    ] {
        assert!(out.contains(said), "{said}:\n{out}");
    }
}

#[test]
fn at_a_terminal_nothing_is_said_twice_and_the_board_is_read_on_demand() {
    let mut kept = KeptSession::open(None);
    kept.session.seats = Seats {
        x: Seat::Human,
        o: Seat::Computer(Level::Easy),
    };
    let mut input = "b2\nlast\nrow 2\ngrid\n".as_bytes();
    let mut out = Vec::new();
    let error =
        crate::terminal::line::play_lines(&mut kept, Start::Fresh, &mut input, &mut out, true)
            .unwrap_err();
    assert!(error.contains("the input ended"), "{error}");
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("Type help for the commands"), "{out}");
    assert!(out.contains("Player 1 (X) plays b2."), "{out}");
    assert!(out.contains("Last move: Easy (O), "), "{out}");
    assert!(out.contains("Row 2: "), "{out}");
    // The grid once, when asked; the typed lines never echoed.
    assert_eq!(out.matches("    a b c").count(), 1, "{out}");
    assert!(!out.contains("\nb2\n") && !out.contains(": b2"), "{out}");
}

#[test]
fn at_a_terminal_a_right_to_left_game_is_written_without_the_marks_of_direction() {
    crate::terminal::speak(Some("ar"));
    let game = |at_terminal| {
        let mut kept = KeptSession::open(None);
        kept.session.seats = PEOPLE;
        let mut out = Vec::new();
        let mut input = "b2\nrow 2\n".as_bytes();
        let _ended_first = crate::terminal::line::play_lines(
            &mut kept,
            Start::Fresh,
            &mut input,
            &mut out,
            at_terminal,
        );
        String::from_utf8(out).unwrap()
    };
    let (piped, at_terminal) = (game(false), game(true));
    let marked = |text: &str| text.contains(['\u{2068}', '\u{2069}']);
    assert!(marked(&piped), "{piped}");
    assert!(!marked(&at_terminal), "{at_terminal}");
    assert_eq!(
        at_terminal,
        tictactoe_core::words::for_the_ear(&at_terminal)
    );
    assert!(at_terminal.contains("b2"), "{at_terminal}");
}
