//! `tictactoe host` and `tictactoe join` as two processes on loopback: a wrong code turned
//! away while the host waits on, then a whole game, the same result on both sides, kept in
//! both Histories.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

fn game() -> Command {
    Command::new(env!("CARGO_BIN_EXE_tictactoe"))
}

#[test]
fn two_computers_play_over_the_network_and_a_wrong_code_is_turned_away() {
    let (host_dir, guest_dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let mut host = game()
        .args([
            "host", "--as", "hard", "--size", "4", "--port", "0", "--code", "KXMRTA", "--json",
        ])
        .arg("--data-dir")
        .arg(host_dir.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(host.stdout.take().unwrap()).lines();
    let first = lines.next().unwrap().unwrap();
    assert!(first.contains("join code KXM-RTA"), "{first}");
    let port: u16 = first
        .split("listening on port ")
        .nth(1)
        .and_then(|rest| rest.split([' ', ';']).next())
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("no port in {first}"));
    let address = format!("127.0.0.1:{port}");
    let join = |code: &str| {
        game()
            .args(["join", &address, "--code", code, "--as", "medium", "--json"])
            .arg("--data-dir")
            .arg(guest_dir.path())
            .output()
            .unwrap()
    };
    let wrong = join("KXMRTC");
    assert_eq!(wrong.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&wrong.stderr).contains("wrong code"));

    let guest = join("kxm-rta");
    let guest_out = String::from_utf8_lossy(&guest.stdout).into_owned();
    assert!(
        guest.status.success(),
        "{guest_out}{}",
        String::from_utf8_lossy(&guest.stderr)
    );
    let host_status = host.wait().unwrap();
    let host_out: Vec<String> = lines.map(|l| l.unwrap()).collect();
    assert!(host_status.success(), "{host_out:?}");
    let summary = |text: &str| -> serde_json::Value {
        let json = text
            .lines()
            .find(|l| l.starts_with('{'))
            .expect("a JSON line");
        serde_json::from_str(json).unwrap()
    };
    let (h, g) = (summary(&host_out.join("\n")), summary(&guest_out));
    assert_eq!(h["moves"], g["moves"], "both saw the same moves");
    assert!(
        ["draw", "X wins", "O wins"].contains(&h["result"].as_str().unwrap()),
        "{h}"
    );
    assert_eq!(h["result"], g["result"]);
    assert_eq!(
        (h["x"].as_str(), g["o"].as_str()),
        (Some("Hard"), Some("Medium"))
    );
    for dir in [&host_dir, &guest_dir] {
        let listed = game()
            .arg("history")
            .arg("--data-dir")
            .arg(dir.path())
            .output()
            .unwrap();
        let listed = String::from_utf8_lossy(&listed.stdout).into_owned();
        assert!(
            listed.contains("4x4 k4") && listed.contains("Hard"),
            "{listed}"
        );
    }
}
