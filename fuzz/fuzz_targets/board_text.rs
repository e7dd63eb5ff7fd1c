//! `Board::from_str` on any text: never panics, and a board it accepts is whole (its
//! moves replay to it, and its text reads back as the same board).
#![no_main]

use libfuzzer_sys::fuzz_target;
use mnk::Board;

fuzz_target!(|text: &str| {
    let Ok(board) = text.parse::<Board>() else {
        return;
    };
    let _ = board.legal_moves();
    let again: Board = board
        .to_string()
        .parse()
        .expect("a board's own text reads back");
    assert_eq!(again.to_string(), board.to_string());
});
