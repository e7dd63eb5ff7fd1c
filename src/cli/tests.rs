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
        (Level::Hard, Level::Medium, 5, Some(4), 200, 7)
    );
}

#[test]
fn bad_arguments_are_refused_with_a_message() {
    for args in [
        &["tictactoe", "arena", "--x", "superb"][..],
        &["tictactoe", "arena", "--size", "11"],
        &["tictactoe", "arena", "--games", "0"],
        &["tictactoe", "solve", "--k", "2"],
        &["tictactoe", "--delay", "-1"],
    ] {
        assert!(Cli::try_parse_from(args).is_err(), "{args:?}");
    }
    assert!(win_length(4, Some(5)).unwrap_err().contains("3 to 4"));
    assert_eq!(win_length(8, None), Ok(5));
}
