//! The manager against fake brains ([`crate::brain::fake`]) that play the attacker.

use std::fs;
use std::io::Cursor;
use std::path::Path;
use std::sync::PoisonError;
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use mnk::{Board, Cell, Rule};

use crate::brain::fake::{FILES, fake};

use super::{
    BrainFailure, BrainPlayer, Heard, MAX_LINE, NAME_CHARS, QUIT_WAIT, Said, about_fields,
    answer_limit, read_lines, said,
};

/// A short move time, so that a silent brain fails quickly.
const MOVE_TIME: Duration = Duration::from_millis(200);

/// [`BrainPlayer::start`] on `board` under its rule, with [`MOVE_TIME`].
fn start(path: &Path, board: &Board) -> Result<BrainPlayer, BrainFailure> {
    let _starting = FILES.read().unwrap_or_else(PoisonError::into_inner);
    BrainPlayer::start(path, board, board.rule(), MOVE_TIME)
}

fn board15() -> Board {
    Board::new(15, 15, 5).expect("a 15x15 board")
}

fn cell(board: &Board, x: i32, y: i32) -> Cell {
    board.geometry().cell(x, y).expect("on the board")
}

/// Whether process `pid` is gone, zombie included (Linux's /proc; elsewhere, assumed).
fn gone(pid: u32) -> bool {
    !cfg!(target_os = "linux") || !Path::new(&format!("/proc/{pid}")).exists()
}

/// The failure of a start that must fail.
fn start_failure(path: &Path, board: &Board) -> BrainFailure {
    match start(path, board) {
        Ok(player) => panic!("{} started", player.name()),
        Err(failure) => failure,
    }
}

#[test]
fn a_well_behaved_brain_is_named_plays_and_hears_the_protocol() {
    let fake = fake(&[(
        "DONE",
        "if [ $turn = 1 ]; then echo 'MESSAGE thinking hard'; echo 7,7; \
         else printf '8,8\\r\\n'; fi",
    )]);
    let mut board = board15();
    let mut player = start(&fake.path, &board).expect("started");
    assert_eq!(player.name(), "fake");
    let first = player.choose(&board).expect("a move");
    assert_eq!(first, cell(&board, 7, 7));
    assert_eq!(player.last_message(), Some("thinking hard"));
    board.play(first).expect("legal");
    board.play(cell(&board, 0, 0)).expect("legal");
    assert_eq!(player.choose(&board), Ok(cell(&board, 8, 8)));
    let pid = fake.pid();
    drop(player);
    assert!(gone(pid), "the brain exited at END and was reaped");
    assert_eq!(
        fake.heard(),
        [
            "START 15",
            "INFO timeout_turn 200",
            "INFO timeout_match 0",
            "INFO max_memory 0",
            "INFO game_type 1",
            "INFO rule 0",
            "ABOUT",
            "BOARD",
            "DONE",
            "BOARD",
            "7,7,1",
            "0,0,2",
            "DONE",
            "END",
        ]
    );
}

#[test]
fn the_rule_and_a_board_that_is_not_square_are_told() {
    for (rule, bits) in [
        (Rule::Freestyle, 0),
        (Rule::Standard, 1),
        (Rule::Renju, 4),
        (Rule::Caro, 8),
    ] {
        let fake = fake(&[]);
        let board = Board::with_rule(15, 10, 5, rule).expect("a board");
        let player = start(&fake.path, &board).expect("started");
        drop(player);
        let heard = fake.heard();
        assert_eq!(heard[0], "RECTSTART 15,10");
        assert!(heard.contains(&format!("INFO rule {bits}")), "{heard:?}");
    }
}

#[test]
fn a_position_without_its_moves_is_sent_black_and_white_in_turn() {
    let fake = fake(&[("DONE", "echo 1,1")]);
    let text = "X . O\n. . .\nX . .\n";
    let g = mnk::Geometry::get(15, 15, 5).expect("15x15");
    let mut stones = vec![None; g.cells()];
    for (row, line) in text.lines().enumerate() {
        for (col, c) in line.split(' ').enumerate() {
            let mark = match c {
                "X" => Some(mnk::Mark::X),
                "O" => Some(mnk::Mark::O),
                _ => None,
            };
            stones[g.cell(col as i32, row as i32).expect("on the board")] = mark;
        }
    }
    let board = Board::from_position(g, Rule::Freestyle, &stones).expect("a position");
    let mut player = start(&fake.path, &board15()).expect("started");
    assert_eq!(player.choose(&board), Ok(cell(&board, 1, 1)));
    drop(player);
    let heard = fake.heard();
    let board_at = heard.iter().position(|l| l == "BOARD").expect("BOARD");
    // O is to move: its stone is field 1.
    assert_eq!(
        heard[board_at + 1..board_at + 5],
        ["0,0,2", "2,0,1", "0,2,2", "DONE"]
    );
}

#[test]
fn a_banner_before_ok_and_ok_with_words_are_accepted() {
    let fake = fake(&[(
        "START*",
        "echo 'Loading weights'; echo 'MESSAGE ready soon'; echo 'OK - everything is good'",
    )]);
    let mut player = start(&fake.path, &board15()).expect("started");
    assert_eq!(player.last_message(), Some("ready soon"));
    assert_eq!(player.choose(&board15()), Ok(cell(&board15(), 7, 7)));
}

#[test]
fn a_brain_that_exits_is_crashed() {
    let at_start = fake(&[("START*", "exit 1")]);
    assert_eq!(
        start_failure(&at_start.path, &board15()),
        BrainFailure::Crashed
    );

    let at_board = fake(&[("DONE", "exit 3")]);
    let mut player = start(&at_board.path, &board15()).expect("started");
    assert_eq!(player.choose(&board15()), Err(BrainFailure::Crashed));
    assert!(gone(at_board.pid()));
    // A failed brain stays failed.
    assert_eq!(player.choose(&board15()), Err(BrainFailure::Crashed));
}

#[test]
fn a_brain_that_closes_its_output_is_crashed() {
    let fake = fake(&[("DONE", "exec >&-; exec sleep 30")]);
    let mut player = start(&fake.path, &board15()).expect("started");
    let asked = Instant::now();
    assert_eq!(player.choose(&board15()), Err(BrainFailure::Crashed));
    assert!(asked.elapsed() < answer_limit(MOVE_TIME), "not a timeout");
    assert!(gone(fake.pid()), "killed at once");
}

#[test]
fn a_brain_that_hangs_times_out_and_is_killed() {
    let fake = fake(&[("DONE", "exec sleep 30")]);
    let mut player = start(&fake.path, &board15()).expect("started");
    let asked = Instant::now();
    assert_eq!(player.choose(&board15()), Err(BrainFailure::Timeout));
    let waited = asked.elapsed();
    let limit = answer_limit(MOVE_TIME);
    assert!(waited >= limit - Duration::from_millis(5), "{waited:?}");
    // Well before the fake's 30 s: it was not waited for (bounds wide for a loaded CI).
    assert!(waited < limit + Duration::from_secs(5), "{waited:?}");
    assert!(gone(fake.pid()), "killed at once, no zombie");
    let dropped = Instant::now();
    drop(player);
    assert!(dropped.elapsed() < QUIT_WAIT, "no END wait");
}

#[test]
fn a_brain_that_never_answers_start_has_no_ok_and_is_killed() {
    let fake = fake(&[("START*", "exec sleep 30")]);
    let asked = Instant::now();
    let failure = {
        let _starting = FILES.read().unwrap_or_else(PoisonError::into_inner);
        BrainPlayer::start_within(
            &fake.path,
            &board15(),
            Rule::Freestyle,
            MOVE_TIME,
            Duration::from_millis(200),
        )
        .expect_err("no OK")
    };
    assert_eq!(failure, BrainFailure::NoOk);
    assert_eq!(failure.key(), "brain-no-start");
    assert!(
        asked.elapsed() < Duration::from_secs(5),
        "not the fake's 30 s"
    );
    assert!(gone(fake.pid()));
}

#[test]
fn a_brain_that_ignores_end_is_killed_after_the_quit_wait() {
    let fake = fake(&[("END", "exec sleep 30")]);
    let player = start(&fake.path, &board15()).expect("started");
    let pid = fake.pid();
    let dropped = Instant::now();
    drop(player);
    let waited = dropped.elapsed();
    assert!(waited >= Duration::from_millis(450), "{waited:?}");
    assert!(
        waited < Duration::from_secs(5),
        "not the fake's 30 s: {waited:?}"
    );
    assert!(gone(pid));
    assert_eq!(fake.heard().last().map(String::as_str), Some("END"));
}

#[test]
fn a_taken_cell_is_an_illegal_move() {
    let fake = fake(&[]);
    let mut board = board15();
    let mut player = start(&fake.path, &board).expect("started");
    let first = player.choose(&board).expect("7,7 on an empty board");
    board.play(first).expect("legal");
    board.play(cell(&board, 3, 3)).expect("legal");
    let failure = player.choose(&board).expect_err("7,7 again");
    assert_eq!(failure, BrainFailure::IllegalMove("7,7 is taken".into()));
    assert_eq!(failure.key(), "brain-illegal");
    assert!(gone(fake.pid()));
}

#[test]
fn a_cell_off_the_board_is_an_illegal_move() {
    for answer in ["15,3", "3,15", "-1,0", "99999999999,1"] {
        let fake = fake(&[("DONE", &format!("echo {answer}"))]);
        let mut player = start(&fake.path, &board15()).expect("started");
        match player.choose(&board15()) {
            Err(BrainFailure::IllegalMove(why)) => assert!(why.contains("off"), "{why}"),
            // Too big for a coordinate: not a move at all.
            Err(BrainFailure::Garbage(what)) => assert_eq!(what, answer),
            other => panic!("{answer}: {other:?}"),
        }
    }
}

#[test]
fn a_forbidden_point_under_renju_is_an_illegal_move() {
    let fake = fake(&[("DONE", "echo 3,0")]);
    let mut board = Board::with_rule(15, 15, 5, Rule::Renju).expect("renju");
    // Black's 0..2 and 4..5 on the top row: 3,0 would make six.
    for (x, y) in [
        (0, 0),
        (0, 5),
        (1, 0),
        (2, 5),
        (2, 0),
        (4, 5),
        (4, 0),
        (6, 5),
        (5, 0),
        (8, 5),
    ] {
        board.play(cell(&board, x, y)).expect("legal");
    }
    let mut player = start(&fake.path, &board15_renju()).expect("started");
    match player.choose(&board) {
        Err(BrainFailure::IllegalMove(why)) => assert!(why.contains("forbidden"), "{why}"),
        other => panic!("{other:?}"),
    }
}

fn board15_renju() -> Board {
    Board::with_rule(15, 15, 5, Rule::Renju).expect("renju")
}

#[test]
fn a_line_that_is_not_the_protocol_is_garbage() {
    let fake = fake(&[("DONE", "echo 'I resign'")]);
    let mut player = start(&fake.path, &board15()).expect("started");
    let failure = player.choose(&board15()).expect_err("garbage");
    assert_eq!(failure, BrainFailure::Garbage("I resign".into()));
    assert_eq!(failure.key(), "brain-garbage");
}

#[test]
fn an_endless_line_is_garbage_and_is_not_read_to_its_end() {
    // Endless, no line end: `yes` never stops.
    let fake = fake(&[("DONE", "yes abc | tr -d '\\n'")]);
    let mut player = start(&fake.path, &board15()).expect("started");
    let asked = Instant::now();
    match player.choose(&board15()) {
        Err(BrainFailure::Garbage(what)) => {
            assert!(what.contains(&format!("longer than {MAX_LINE}")), "{what}");
            assert!(what.contains("abcabc"), "{what}");
        }
        other => panic!("{other:?}"),
    }
    assert!(asked.elapsed() < answer_limit(MOVE_TIME), "not a timeout");
}

#[test]
fn the_reader_stops_at_a_line_too_long_without_holding_it() {
    // An endless source: reading it all would never return.
    let (to, from) = mpsc::sync_channel(super::MAX_CHATTER);
    read_lines(std::io::repeat(b'a'), &to);
    match from.recv() {
        Ok(Heard::TooLong(start)) => assert!(start.len() < MAX_LINE && start.starts_with("aaa")),
        other => panic!("{other:?}"),
    }
    assert!(from.try_recv().is_err(), "nothing after");
}

#[test]
fn the_reader_ends_lines_at_cr_lf_and_cr_lf() {
    let (to, from) = mpsc::sync_channel(super::MAX_CHATTER);
    read_lines(Cursor::new(b"a\r\nb\rc\n\nd".to_vec()), &to);
    drop(to);
    let heard: Vec<String> = from
        .iter()
        .map(|h| match h {
            Heard::Line(l) => l,
            Heard::Closed => "<closed>".into(),
            Heard::TooLong(_) => "<too long>".into(),
        })
        .collect();
    assert_eq!(heard, ["a", "b", "c", "", "d", "<closed>"]);
}

#[test]
fn a_flood_of_messages_without_a_move_is_garbage() {
    let flood = |n: usize| {
        format!("i=0; while [ $i -lt {n} ]; do echo \"MESSAGE $i\"; i=$((i + 1)); done; echo 7,7")
    };
    let within = fake(&[("DONE", &flood(1000))]);
    let mut player = start(&within.path, &board15()).expect("started");
    assert_eq!(player.choose(&board15()), Ok(cell(&board15(), 7, 7)));
    assert_eq!(player.last_message(), Some("999"));

    let beyond = fake(&[("DONE", &flood(1001))]);
    let mut player = start(&beyond.path, &board15()).expect("started");
    match player.choose(&board15()) {
        Err(BrainFailure::Garbage(what)) => assert!(what.contains("1000 lines"), "{what}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn lines_left_from_the_last_move_are_not_the_next_answer() {
    let fake = fake(&[(
        "DONE",
        "if [ $turn = 1 ]; then echo 7,7; echo 9,9; else echo 8,8; fi",
    )]);
    let mut board = board15();
    let mut player = start(&fake.path, &board).expect("started");
    board
        .play(player.choose(&board).expect("7,7"))
        .expect("legal");
    board.play(cell(&board, 0, 0)).expect("legal");
    // Let the stray 9,9 arrive before the next BOARD.
    thread::sleep(Duration::from_millis(100));
    assert_eq!(player.choose(&board), Ok(cell(&board, 8, 8)));
}

#[test]
fn refusals_are_unsupported() {
    let size = fake(&[("START*", "echo 'ERROR unsupported size'")]);
    match start_failure(&size.path, &board15()) {
        BrainFailure::Unsupported(why) => {
            assert!(
                why.contains("15x15") && why.contains("unsupported size"),
                "{why}"
            )
        }
        other => panic!("{other:?}"),
    }

    let rule = fake(&[("'INFO rule 4'", "echo 'ERROR only freestyle'")]);
    match start_failure(&rule.path, &board15_renju()) {
        BrainFailure::Unsupported(why) => assert!(why.contains("renju"), "{why}"),
        other => panic!("{other:?}"),
    }

    let command = fake(&[("DONE", "echo 'UNKNOWN command BOARD'")]);
    let mut player = start(&command.path, &board15()).expect("started");
    let failure = player.choose(&board15()).expect_err("refused");
    assert_eq!(failure.key(), "brain-unsupported");
    assert!(gone(command.pid()));
}

#[test]
fn the_name_is_printable_and_short_or_the_file_name() {
    let shouting = fake(&[(
        "ABOUT",
        "printf 'name=\"\\033[31mEvil\\tBrain with a name that goes on and on and on\", \
         version=\"1\"\\n'",
    )]);
    let player = start(&shouting.path, &board15()).expect("started");
    let name = player.name();
    assert!(name.starts_with("[31mEvilBrain"), "{name}");
    assert!(name.chars().count() <= NAME_CHARS, "{name}");
    assert!(!name.chars().any(char::is_control), "{name}");

    let silent = fake(&[("ABOUT", "echo 'UNKNOWN command ABOUT'")]);
    let player = start(&silent.path, &board15()).expect("started");
    assert_eq!(player.name(), "pbrain-fake");

    let nameless = fake(&[("ABOUT", "echo 'version=\"2\"'")]);
    let player = start(&nameless.path, &board15()).expect("started");
    assert_eq!(player.name(), "pbrain-fake");
}

#[test]
fn about_fields_are_read_quoted_or_not() {
    let fields = about_fields(r#"name="A, B" ,version=2.1, author = "C", www="""#);
    let fields: Vec<(&str, &str)> = fields
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    assert_eq!(
        fields,
        [
            ("name", "A, B"),
            ("version", "2.1"),
            ("author", "C"),
            ("www", "")
        ]
    );
    assert!(about_fields("no fields here, none").is_empty());
}

#[test]
fn lines_are_told_apart_in_any_case() {
    assert_eq!(said(" 7 , 8 "), Said::Move(7, 8));
    assert_eq!(said("message hello"), Said::Message("hello"));
    assert_eq!(said("DEBUG x"), Said::Message("x"));
    assert_eq!(said("Error no"), Said::Refusal("Error no"));
    assert_eq!(said(""), Said::Nothing);
    assert_eq!(said("7,7,1"), Said::Other("7,7,1"));
}

#[test]
fn a_missing_or_unrunnable_file_is_not_started() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let missing = dir.path().join("no-such-brain");
    let failure = start_failure(&missing, &board15());
    assert!(
        matches!(failure, BrainFailure::NotStarted(_)),
        "{failure:?}"
    );
    assert_eq!(failure.key(), "brain-no-start");

    let plain = dir.path().join("not-executable");
    fs::write(&plain, "#!/bin/sh\necho OK\n").expect("written");
    let failure = start_failure(&plain, &board15());
    assert!(
        matches!(failure, BrainFailure::NotStarted(_)),
        "{failure:?}"
    );
}

#[test]
fn a_game_not_for_five_is_refused_before_anything_runs() {
    let fake = fake(&[]);
    let failure = start_failure(&fake.path, &Board::classic());
    assert!(
        matches!(failure, BrainFailure::Unsupported(_)),
        "{failure:?}"
    );
    assert!(fake.heard().is_empty(), "never started");
}

#[test]
fn the_callers_mistakes_leave_the_brain_playing() {
    let fake = fake(&[]);
    let mut player = start(&fake.path, &board15()).expect("started");
    let other = Board::new(19, 19, 5).expect("19x19");
    assert!(matches!(
        player.choose(&other),
        Err(BrainFailure::Unsupported(_))
    ));
    assert!(matches!(
        player.choose(&board15_renju()),
        Err(BrainFailure::Unsupported(_))
    ));
    assert_eq!(player.choose(&board15()), Ok(cell(&board15(), 7, 7)));
}

#[test]
fn every_failure_has_a_key_and_plain_words() {
    let failures = [
        BrainFailure::NotStarted("No such file".into()),
        BrainFailure::NoOk,
        BrainFailure::Timeout,
        BrainFailure::Crashed,
        BrainFailure::Garbage("x".into()),
        BrainFailure::IllegalMove("7,7 is taken".into()),
        BrainFailure::Unsupported("rule caro".into()),
    ];
    for failure in failures {
        assert!(failure.key().starts_with("brain-"));
        assert!(failure.to_string().starts_with("the brain "), "{failure}");
    }
}

#[test]
fn the_limits_are_the_documented_figures_and_never_overflow() {
    assert_eq!(answer_limit(MOVE_TIME), Duration::from_millis(1220));
    assert_eq!(super::start_limit(MOVE_TIME), Duration::from_millis(5200));
    assert_eq!(answer_limit(Duration::MAX), Duration::MAX);
    assert!(super::deadline_in(Duration::MAX) > Instant::now());
}
