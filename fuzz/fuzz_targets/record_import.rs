//! An imported game (`tictactoe history import`) on any text: never panics, and a game it
//! accepts ends where its moves say.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tictactoe_core::archive;

fuzz_target!(|text: &str| {
    let Ok(game) = archive::parse_import(text) else {
        return;
    };
    assert!(
        game.record.board().outcome().is_over(),
        "an import is a finished game"
    );
});
