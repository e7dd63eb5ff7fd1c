use super::*;
use clap::CommandFactory;

#[test]
fn the_command_line_is_well_formed() {
    Cli::command().debug_assert();
}

#[test]
fn arena_parses_the_documented_example() {
    let cli = Cli::try_parse_from([
        "tictactoe",
        "arena",
        "--x",
        "hard",
        "--o",
        "medium",
        "--size",
        "5",
        "--k",
        "4",
        "--games",
        "200",
        "--seed",
        "7",
    ])
    .unwrap();
    let Some(Command::Arena(a)) = cli.command else {
        panic!("not arena")
    };
    assert_eq!(
        (a.x, a.o, a.board.size, a.board.k, a.games, a.seed),
        (
            Contender::Level(Level::Hard),
            Contender::Level(Level::Medium),
            Size { cols: 5, rows: 5 },
            Some(4),
            200,
            7
        )
    );
}

#[test]
fn gomoku_boards_rules_and_openings_are_named_on_the_command_line() {
    let parse = |args: &str| {
        let words = ["tictactoe", "arena"]
            .into_iter()
            .chain(args.split_whitespace());
        let Some(Command::Arena(a)) = Cli::try_parse_from(words).unwrap().command else {
            panic!("not arena")
        };
        a
    };
    let a = parse("--size 20x15 --rule caro");
    assert_eq!(
        (a.board.size, a.board.rule),
        (Size { cols: 20, rows: 15 }, Rule::Caro)
    );
    let board = a.board.board().unwrap();
    assert_eq!((board.cols(), board.rows(), board.k()), (20, 15, 5));
    let a = parse("--size 15 --rule renju --opening swap2");
    assert_eq!(
        (a.board.board().unwrap().rule(), a.opening),
        (Rule::Renju, Opening::Swap2)
    );
    // A choice that does not fit is refused with its reason, never changed.
    let a = parse("--size 15 --rule renju --k 4");
    assert!(
        a.board
            .board()
            .unwrap_err()
            .contains("renju is played with 5")
    );
    let oblong = Rules::new(20, 5).with_shape(20, 15);
    let a = parse("--size 20x15");
    assert_eq!(a.board.classic("network play"), Ok(oblong));
    let a = parse("--size 20 --height 15");
    assert_eq!(a.board.classic("network play"), Ok(oblong));
    let a = parse("--width 20 --height 15 --k 4");
    assert_eq!(a.board.board().unwrap().k(), 4);
    let a = parse("--size 15");
    assert_eq!(a.board.classic("network play"), Ok(Rules::new(15, 5)));
    let a = parse("--size 9 --rule renju");
    assert_eq!(
        a.board.classic("network play"),
        Ok(Rules::new(9, 5).with_rule(Rule::Renju))
    );
    for args in [
        "arena --size 23",
        "arena --size 20x2",
        "arena --rule go",
        "arena --opening swap3",
        "terminal --size 23",
        "terminal --clock soon",
    ] {
        let words = std::iter::once("tictactoe").chain(args.split_whitespace());
        assert!(Cli::try_parse_from(words).is_err(), "{args}");
    }
}

#[test]
fn the_terminal_takes_a_clock_and_off_and_keeps_the_settings_one_without() {
    use tictactoe_core::clock::TimeControl;
    let terminal = |args: &str| {
        let words = ["tictactoe", "terminal"]
            .into_iter()
            .chain(args.split_whitespace());
        let Some(Command::Terminal(t)) = Cli::try_parse_from(words).unwrap().command else {
            panic!("not terminal")
        };
        t
    };
    let mut kept = tictactoe_core::kept::KeptSession::open(None);
    terminal("--clock 5+3").apply(&mut kept).unwrap();
    assert_eq!(kept.session.rules.clock, Some(TimeControl::new(300, 3)));
    terminal("--size 15").apply(&mut kept).unwrap();
    assert_eq!(kept.session.rules.clock, Some(TimeControl::new(300, 3)));
    terminal("--clock off").apply(&mut kept).unwrap();
    assert_eq!(kept.session.rules.clock, None);
}

#[test]
fn bad_arguments_are_refused_with_a_message() {
    for args in [
        &["tictactoe", "arena", "--x", "superb"][..],
        &["tictactoe", "arena", "--size", "23"],
        &["tictactoe", "arena", "--games", "0"],
        &["tictactoe", "solve", "--k", "2"],
        &["tictactoe", "--delay", "-1"],
        // The ranges the settings keep, said in --help, never clamped without a word.
        &["tictactoe", "--delay", "3"],
        &["tictactoe", "terminal", "--budget", "0.1"],
        &["tictactoe", "--brain-time", "61"],
    ] {
        assert!(Cli::try_parse_from(args).is_err(), "{args:?}");
    }
    assert!(win_length(4, Some(5)).unwrap_err().contains("3 to 4"));
    assert_eq!(win_length(8, None), Ok(5));
}

#[test]
fn the_help_ends_with_every_example_and_each_example_parses() {
    let help = super::examples_help();
    for (command, what) in super::EXAMPLES {
        assert!(
            help.contains(&format!("  {command}\n      {what}")),
            "{command}"
        );
        let words: Vec<&str> = command
            .split(" > ")
            .next()
            .unwrap()
            .split_whitespace()
            .collect();
        assert!(Cli::try_parse_from(&words).is_ok(), "{command}");
    }
}
