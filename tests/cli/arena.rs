//! `tictactoe arena` with a Gomocup brain in a seat: our own brain (`tictactoe brain`,
//! started as a manager starts any), and a fake one that crashes at its first move.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;

/// An executable shell script `name` in `dir` with `body`.
fn script(dir: &Path, name: &str, body: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

fn arena(x: &Path, games: &str) -> std::process::Output {
    let data = tempfile::tempdir().unwrap();
    Command::new(env!("CARGO_BIN_EXE_tictactoe"))
        .arg("--data-dir")
        .arg(data.path())
        .args([
            "arena", "--o", "easy", "--size", "9", "--k", "5", "--budget", "0.05",
        ])
        .args(["--games", games, "--x"])
        .arg(x)
        .output()
        .unwrap()
}

#[test]
fn a_brain_given_by_path_plays_a_seat_and_one_that_crashes_loses_its_game() {
    let dir = tempfile::tempdir().unwrap();
    let ours = script(
        dir.path(),
        "pbrain-ours",
        &format!("exec '{}' brain", env!("CARGO_BIN_EXE_tictactoe")),
    );
    let out = arena(&ours, "2");
    let table = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(table.contains("O Easy"), "{table}");
    assert!(
        !table.contains("pbrain-ours"),
        "named by its ABOUT: {table}"
    );
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(!said.contains("failed"), "{said}");
    // A brain that says OK and its name, then exits at its first move: it loses each game.
    let crashing = script(
        dir.path(),
        "pbrain-crash",
        r#"while read -r line; do
  case "$line" in
    START*) echo OK ;;
    ABOUT*) echo 'name="Crasher", version="1"' ;;
    DONE*) exit 3 ;;
  esac
done"#,
    );
    let out = arena(&crashing, "2");
    let table = String::from_utf8_lossy(&out.stdout);
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{said}");
    assert!(
        said.contains("game 1: Crasher failed and loses it"),
        "{said}"
    );
    assert!(table.contains("X Crasher"), "{table}");
    let o_wins = table.lines().find(|l| l.starts_with("O Easy")).unwrap();
    assert!(o_wins.split_whitespace().nth(2) == Some("2"), "{table}");
    // One that dies as it starts loses too; the run goes on.
    let stillborn = script(dir.path(), "pbrain-stillborn", "read -r line; exit 0");
    let out = arena(&stillborn, "2");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{said}");
    assert!(
        said.contains("game 2:") && said.contains("failed and loses it"),
        "{said}"
    );
}
