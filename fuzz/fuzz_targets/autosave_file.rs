//! The autosave's loader on any bytes: never panics, and a game it accepts can be resumed,
//! played on from and settled.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tictactoe_core::session::{AUTOSAVE_VERSION, SavedGame, Session, Start};
use tictactoe_core::storage;

fuzz_target!(|bytes: &[u8]| {
    let Ok(saved) = storage::parse::<SavedGame>(bytes, AUTOSAVE_VERSION) else {
        return;
    };
    let mut session = Session::default();
    session.start(Start::Resume(Box::new(saved)));
    let _ = session.settle();
    if let Some(cell) = session.board().legal_moves().first().copied() {
        let position = session.board().clone();
        session
            .play(cell, &position, 0)
            .expect("a legal move plays");
        let _ = session.undo();
        let _ = session.redo();
        let _ = session.settle();
    }
});
