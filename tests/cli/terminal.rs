//! `tictactoe terminal` in line mode and the window's start with no display, as a script
//! runs them: the real binary, its exit status, what it prints, and the files it keeps.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs the game binary with `args`, `input` on its standard input, its files in `dir`.
fn run(args: &[&str], input: &str, dir: &std::path::Path) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tictactoe"))
        .args(args)
        .arg("--data-dir")
        .arg(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the game starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn a_piped_game_against_hard_is_played_kept_and_listed() {
    let dir = tempfile::tempdir().unwrap();
    let moves = "b2\nzz\nb2\nd4\n\na1\nb1\nc1\na2\nc2\na3\nb3\nc3\n";
    let out = run(
        &["terminal", "--x", "human", "--o", "hard"],
        moves,
        dir.path(),
    );
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "{stdout}\n{stderr}");
    assert!(stdout.contains("\"zz\" is not a cell"), "{stdout}");
    assert!(stdout.contains("b2 is taken by X"), "{stdout}");
    assert!(stdout.contains("d4 is off the board"), "{stdout}");
    assert!(stdout.contains("Scores: Player 1 0 – 1 Hard") || stdout.contains("1 draw"));
    let listed = Command::new(env!("CARGO_BIN_EXE_tictactoe"))
        .args(["history", "--data-dir"])
        .arg(dir.path())
        .output()
        .unwrap();
    let listed = text(&listed.stdout);
    assert!(
        listed.contains("Player 1") && listed.contains("Hard"),
        "{listed}"
    );
}

#[test]
fn two_computers_play_a_whole_game_with_no_input() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["terminal", "--x", "hard", "--o", "hard", "--size", "4"];
    let out = run(&args, "", dir.path());
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert!(stdout.contains("on 4x4, 4 in a row"), "{stdout}");
    assert!(
        stdout.contains("A draw: the board is full."),
        "4x4 is a draw:\n{stdout}"
    );
}

#[test]
fn an_input_that_ends_first_fails_with_the_reason_and_never_panics() {
    let dir = tempfile::tempdir().unwrap();
    for input in ["", "garbage\n\u{0}\u{7f}\n", "b2\n"] {
        let out = run(
            &["terminal", "--x", "human", "--o", "human"],
            input,
            dir.path(),
        );
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{input:?}: {stderr}");
        assert!(
            stderr.contains("the input ended before the game did"),
            "{stderr}"
        );
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
    let kept = std::fs::read_to_string(dir.path().join("autosave.ron")).unwrap();
    assert!(
        kept.contains("cursor: 1"),
        "the game is kept to resume: {kept}"
    );
    // A run that plays no move leaves it as it was; --resume goes on with it.
    let none = run(&["terminal"], "", dir.path());
    assert_eq!(none.status.code(), Some(1));
    assert_eq!(
        std::fs::read_to_string(dir.path().join("autosave.ron")).unwrap(),
        kept
    );
    let on = run(&["terminal", "--resume"], "a1\n", dir.path());
    let stderr = text(&on.stderr);
    assert!(
        stderr.contains("after move 2"),
        "{stderr}{}",
        text(&on.stdout)
    );
    assert!(
        text(&on.stdout).contains("  1 O . ."),
        "{}",
        text(&on.stdout)
    );
    let bad = run(&["terminal", "--size", "3", "--k", "5"], "", dir.path());
    assert_eq!(bad.status.code(), Some(1));
    assert!(text(&bad.stderr).contains("--k 5 is longer than a 3x3 board"));
}

#[cfg(feature = "window")]
#[test]
fn with_no_display_the_window_says_so_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_tictactoe"))
        .arg("--data-dir")
        .arg(dir.path())
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .unwrap();
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("no display was found"), "{stderr}");
    assert!(
        stderr.contains("`tictactoe terminal` plays in the terminal"),
        "{stderr}"
    );
}
