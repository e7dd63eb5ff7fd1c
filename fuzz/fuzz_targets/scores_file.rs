//! The scores' loader on any bytes: never panics, and what it accepts tidies into tallies
//! a player can read.
#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use tictactoe_core::i18n::{Catalog, ENGLISH};
use tictactoe_core::session::{SCORES_VERSION, Scores};
use tictactoe_core::storage;

/// Made once: a catalogue is parsed from its Fluent source.
static CATALOG: OnceLock<Catalog> = OnceLock::new();

fuzz_target!(|bytes: &[u8]| {
    let Ok(scores) = storage::parse::<Scores>(bytes, SCORES_VERSION) else {
        return;
    };
    let scores = scores.tidied();
    let catalog = CATALOG.get_or_init(|| Catalog::new(ENGLISH));
    for tally in &scores.tallies {
        assert!(tally.games() > 0, "a tidied tally has games");
        let _ = scores.line(catalog, &tally.a, &tally.b);
    }
});
