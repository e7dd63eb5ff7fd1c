//! The scores' loader on any bytes: never panics, and what it accepts tidies into tallies
//! a player can read.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mnk_fuzz::files::storage;
use mnk_fuzz::session::Scores;

/// The scores' format version (files/scores.rs).
const SCORES_VERSION: u32 = 1;

fuzz_target!(|bytes: &[u8]| {
    let Ok(scores) = storage::parse::<Scores>(bytes, SCORES_VERSION) else {
        return;
    };
    let scores = scores.tidied();
    for tally in &scores.tallies {
        assert!(tally.games() > 0, "a tidied tally has games");
        let _ = scores.line(&tally.a, &tally.b);
    }
});
