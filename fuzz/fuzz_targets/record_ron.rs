//! A game record read from RON, as an import or an archive line holds it: never panics, and
//! a record it accepts is whole (its moves replay from an empty board to its cursor).
#![no_main]

use libfuzzer_sys::fuzz_target;
use mnk::GameRecord;

fuzz_target!(|text: &str| {
    let Ok(record) = ron::from_str::<GameRecord>(text) else {
        return;
    };
    let geometry = record.board().geometry();
    let again = GameRecord::from_moves(geometry, record.moves(), record.cursor())
        .expect("an accepted record replays");
    assert_eq!(again.board(), record.board());
});
