//! The protocol as a manager speaks it: each test sends lines and reads the answers.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use mnk::{Board, Geometry, Level, Mark, Rule};

use super::{Brain, Clock, FASTEST, stops_search};

/// A brain with a short turn, so that the tests run quickly.
fn brain() -> Brain {
    let mut brain = Brain::new(Level::Hard, 7, Arc::new(AtomicBool::new(false)));
    assert!(brain.line("INFO timeout_turn 200").lines.is_empty());
    brain
}

/// Sends each line and returns every line written, in order.
fn send(brain: &mut Brain, lines: &[&str]) -> Vec<String> {
    lines.iter().flat_map(|l| brain.line(l).lines).collect()
}

/// The answer lines that are not `MESSAGE`s.
fn replies(brain: &mut Brain, lines: &[&str]) -> Vec<String> {
    send(brain, lines)
        .into_iter()
        .filter(|l| !l.starts_with("MESSAGE "))
        .collect()
}

/// A move answer `x,y` as numbers.
fn coordinates(answer: &str) -> (i32, i32) {
    let (x, y) = answer.split_once(',').expect("x,y");
    (x.parse().expect("x"), y.parse().expect("y"))
}

#[test]
fn a_game_begins_and_each_turn_is_answered_on_a_free_cell() {
    let mut b = brain();
    assert_eq!(replies(&mut b, &["START 15"]), ["OK"]);
    let first = replies(&mut b, &["BEGIN"]);
    let (x, y) = coordinates(&first[0]);
    assert!((0..15).contains(&x) && (0..15).contains(&y), "{first:?}");
    let mut taken = vec![(x, y)];
    for turn in [(0, 0), (14, 14), (0, 14)] {
        let answer = replies(&mut b, &[&format!("TURN {},{}", turn.0, turn.1)]);
        taken.push(turn);
        let cell = coordinates(&answer[0]);
        assert!(!taken.contains(&cell), "{cell:?} was taken: {taken:?}");
        taken.push(cell);
    }
}

#[test]
fn the_brain_tells_who_it_is_and_quits_on_end() {
    let mut b = brain();
    let about = b.line("ABOUT").lines;
    assert!(
        about[0].starts_with("name=\"tictactoe\", version=\""),
        "{about:?}"
    );
    let end = b.line("END");
    assert!(end.quit && end.lines.is_empty());
}

#[test]
fn boards_from_5_to_22_and_rectangles_start_and_others_are_refused() {
    let mut b = brain();
    for ok in [
        "START 5",
        "START 20",
        "START 22",
        "RECTSTART 20,15",
        "RESTART",
    ] {
        assert_eq!(replies(&mut b, &[ok]), ["OK"], "{ok}");
    }
    // The board is 20 wide and 15 high: x runs to 19, y to 14.
    assert_eq!(replies(&mut b, &["TURN 19,14"]).len(), 1);
    assert!(replies(&mut b, &["TURN 14,19"])[0].starts_with("ERROR "));
    for bad in [
        "START 4",
        "START 23",
        "START",
        "START fifteen",
        "RECTSTART 20",
        "RESTART x",
    ] {
        let answer = replies(&mut Brain::new(Level::Easy, 1, Arc::default()), &[bad]);
        assert!(answer[0].starts_with("ERROR "), "{bad}: {answer:?}");
    }
}

#[test]
fn bad_input_gets_an_error_and_the_game_goes_on() {
    let mut b = brain();
    assert!(
        replies(&mut b, &["TURN 7,7"])[0].starts_with("ERROR "),
        "before START"
    );
    replies(&mut b, &["START 15"]);
    let mine = replies(&mut b, &["TURN 7,7"]).remove(0);
    for bad in [
        "TURN 7,7".to_string(),
        format!("TURN {mine}"),
        "TURN 15,0".into(),
        "TURN -1,3".into(),
        "TURN seven".into(),
        "TURN".into(),
        "INFO timeout_turn soon".into(),
        "TAKEBACK 1,1".into(),
    ] {
        let answer = replies(&mut b, &[&bad]);
        assert_eq!(answer.len(), 1, "{bad}: {answer:?}");
        assert!(answer[0].starts_with("ERROR "), "{bad}: {answer:?}");
    }
    let unknown = replies(&mut b, &["FLY \u{1b}[2Jaway"]);
    assert_eq!(unknown, ["UNKNOWN command FLY"]);
    let escaped = replies(&mut b, &["TURN \u{1b}[31m"]);
    assert!(!escaped[0].contains('\u{1b}'), "{escaped:?}");
    // The game went on: the next turn is answered.
    assert!(coordinates(&replies(&mut b, &["TURN 0,0"])[0]).0 < 15);
}

#[test]
fn unknown_info_keys_are_ignored_and_the_known_ones_answer_nothing() {
    let mut b = brain();
    for info in [
        "INFO timeout_match 180000",
        "INFO time_left 170000",
        "INFO max_memory 83886080",
        "INFO game_type 1",
        "INFO rule 1",
        "INFO folder /tmp",
        "INFO evaluate 3,4",
    ] {
        assert!(send(&mut b, &[info]).is_empty(), "{info}");
    }
}

#[test]
fn the_rule_bits_choose_the_rule_and_the_continuous_game_is_refused() {
    let mut b = brain();
    for (bits, rule) in [
        (0, Rule::Freestyle),
        (1, Rule::Standard),
        (4, Rule::Renju),
        (8, Rule::Caro),
        (9, Rule::Caro),
    ] {
        assert!(send(&mut b, &[&format!("INFO rule {bits}")]).is_empty());
        assert_eq!(b.rule, rule, "rule {bits}");
    }
    for bad in ["INFO rule 2", "INFO rule 3", "INFO rule 16"] {
        assert!(send(&mut b, &[bad])[0].starts_with("ERROR "), "{bad}");
    }
    assert_eq!(b.rule, Rule::Caro, "a refused rule changes nothing");
}

#[test]
fn board_sets_the_position_and_the_brain_takes_its_five() {
    let mut b = brain();
    replies(&mut b, &["START 15"]);
    // Ours (1) four in a row on y = 3, theirs (2) four on y = 9: the brain moves and wins.
    let mut lines = vec!["BOARD".to_string()];
    for x in 3..7 {
        lines.push(format!("{x},3,1"));
        lines.push(format!("{x},9,2"));
    }
    lines.push("DONE".into());
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    let answer = replies(&mut b, &lines);
    assert!(["2,3", "7,3"].contains(&answer[0].as_str()), "{answer:?}");
}

#[test]
fn board_refuses_impossible_counts_and_bad_lines_at_done() {
    let mut b = brain();
    replies(&mut b, &["START 15"]);
    for block in [
        &["BOARD", "1,1,1", "2,2,1", "DONE"][..],
        &["BOARD", "1,1,2", "2,2,2", "DONE"],
        &["BOARD", "1,1,3", "DONE"],
        &["BOARD", "1,1", "DONE"],
        &["BOARD", "1,1,1", "1,1,2", "DONE"],
        &["BOARD", "15,1,1", "DONE"],
        &["BOARD", "1,1,7", "DONE"],
    ] {
        let answer = replies(&mut b, block);
        assert_eq!(answer.len(), 1, "{block:?}: {answer:?}");
        assert!(answer[0].starts_with("ERROR "), "{block:?}: {answer:?}");
    }
    // A position already won: no move to make.
    let won = ["BOARD", "0,0,2", "1,0,2", "2,0,2", "3,0,2", "4,0,2"];
    let ours = ["0,5,1", "2,5,1", "4,5,1", "6,5,1", "DONE"];
    let all: Vec<&str> = won.iter().chain(&ours).copied().collect();
    assert!(replies(&mut b, &all)[0].starts_with("ERROR "));
}

#[test]
fn takeback_removes_a_stone() {
    let mut b = brain();
    replies(&mut b, &["START 15"]);
    let mine = replies(&mut b, &["TURN 7,7"]).remove(0);
    assert_eq!(replies(&mut b, &[&format!("TAKEBACK {mine}")]), ["OK"]);
    assert_eq!(replies(&mut b, &["TAKEBACK 7,7"]), ["OK"]);
    assert!(b.stones.iter().all(Option::is_none));
}

#[test]
fn play_is_echoed_and_placed() {
    let mut b = brain();
    replies(&mut b, &["START 15"]);
    assert_eq!(replies(&mut b, &["PLAY 3,4"]), ["3,4"]);
    let g = Geometry::get(15, 15, 5).unwrap();
    assert_eq!(b.stones[g.cell(3, 4).unwrap()], Some(Mark::X));
}

/// Black stones making a double three at (7,7) if Black plays there, and four White
/// stones far away: Black to move.
fn double_three() -> Vec<String> {
    let mut lines = vec!["YXBOARD".to_string()];
    for (x, y) in [(7, 5), (7, 6), (5, 7), (6, 7)] {
        lines.push(format!("{x},{y},1"));
    }
    for (x, y) in [(0, 0), (14, 0), (0, 14), (14, 14)] {
        lines.push(format!("{x},{y},2"));
    }
    lines.push("DONE".into());
    lines
}

#[test]
fn yxshowforbid_lists_blacks_forbidden_points_under_renju() {
    let mut b = brain();
    replies(&mut b, &["INFO rule 4", "START 15"]);
    let lines = double_three();
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    assert!(replies(&mut b, &lines).is_empty(), "YXBOARD has no answer");
    let board =
        Board::from_position(Geometry::get(15, 15, 5).unwrap(), Rule::Renju, &b.stones).unwrap();
    assert!(!board.forbidden_points().is_empty());
    assert_eq!(replies(&mut b, &["YXSHOWFORBID"]), ["FORBID 0707."]);
    // Freestyle has none.
    replies(&mut b, &["INFO rule 0"]);
    assert_eq!(replies(&mut b, &["YXSHOWFORBID"]), ["FORBID ."]);
}

#[test]
fn black_never_plays_a_forbidden_point_in_renju() {
    let mut b = brain();
    replies(&mut b, &["INFO rule 4", "START 15"]);
    let mut lines = double_three();
    lines[0] = "BOARD".into();
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    assert_ne!(replies(&mut b, &lines), ["7,7"]);
    // In freestyle the same point is Black's best: two open threes at once.
    let mut free = brain();
    replies(&mut free, &["START 15"]);
    assert_eq!(replies(&mut free, &lines), ["7,7"]);
}

#[test]
fn swap2board_plays_each_step_of_the_opening() {
    let mut b = brain();
    replies(&mut b, &["START 15"]);
    let three = replies(&mut b, &["SWAP2BOARD", "DONE"]);
    let cells: Vec<&str> = three[0].split(' ').collect();
    assert_eq!(cells.len(), 3, "{three:?}");
    let mut block = vec!["SWAP2BOARD"];
    block.extend(&cells);
    block.push("DONE");
    let answer = replies(&mut b, &block);
    let words = answer[0].split(' ').count();
    assert!(
        answer[0] == "SWAP" || words == 1 || words == 2,
        "{answer:?}"
    );
    let five = ["SWAP2BOARD", "7,7", "7,8", "8,8", "8,7", "6,6", "DONE"];
    let answer = replies(&mut b, &five);
    assert!(
        answer[0] == "SWAP" || coordinates(&answer[0]).0 < 15,
        "{answer:?}"
    );
    let four = ["SWAP2BOARD", "7,7", "7,8", "8,8", "8,7", "DONE"];
    assert!(replies(&mut b, &four)[0].starts_with("ERROR "));
}

#[test]
fn a_stopped_search_still_answers_a_move() {
    let cancel = Arc::new(AtomicBool::new(false));
    let mut b = Brain::new(Level::Hard, 3, cancel.clone());
    // A turn of a minute, stopped before it starts: the answer comes at once.
    replies(
        &mut b,
        &["INFO timeout_turn 60000", "START 20", "PLAY 10,10"],
    );
    cancel.store(true, Ordering::Relaxed);
    let answer = replies(&mut b, &["TURN 11,11"]);
    assert_eq!(answer.len(), 1);
    coordinates(&answer[0]);
    // The stop is read after the move, and clears the flag for the next search.
    assert!(b.line("YXSTOP").lines.is_empty());
    assert!(!cancel.load(Ordering::Relaxed));
}

#[test]
fn end_and_yxstop_stop_a_search_other_lines_do_not() {
    for line in ["END", "end", "YXSTOP", " yxstop "] {
        assert!(stops_search(line), "{line}");
    }
    for line in ["TURN 1,2", "ENDING", "INFO time_left 100", ""] {
        assert!(!stops_search(line), "{line}");
    }
}

#[test]
fn the_clock_keeps_under_the_turn_and_the_match() {
    let default = Duration::from_secs(1);
    let ms = Duration::from_millis;
    let mut clock = Clock::default();
    assert_eq!(clock.budget(default), default, "no limit told");
    clock.set_turn(ms(1000));
    assert_eq!(clock.budget(default), ms(930));
    clock.set_turn(ms(0));
    assert_eq!(clock.budget(default), FASTEST);
    clock.set_turn(ms(5000));
    clock.set_match(ms(60_000));
    assert_eq!(clock.budget(default), ms(3000), "a twentieth of the match");
    clock.spend(ms(40_000));
    assert_eq!(clock.budget(default), ms(1000), "what is left of it");
    clock.set_left(ms(1500));
    assert_eq!(clock.budget(default), ms(75));
    clock.set_left(ms(900));
    assert_eq!(clock.budget(default), FASTEST, "the last second is kept");
    clock.set_match(ms(0));
    clock.new_game();
    assert_eq!(clock.budget(default), ms(4730), "no match limit");
    clock.set_left(ms(0));
    assert_eq!(
        clock.budget(default),
        ms(4730),
        "time_left means nothing then"
    );
}
