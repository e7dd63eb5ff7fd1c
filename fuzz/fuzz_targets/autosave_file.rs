//! The autosave's loader on any bytes: never panics, and a game it accepts can be resumed,
//! played on from and settled.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mnk_fuzz::files::storage;
use mnk_fuzz::session::{SavedGame, Session, Start};

/// The autosave's format version (files/autosave.rs).
const AUTOSAVE_VERSION: u32 = 1;

fuzz_target!(|bytes: &[u8]| {
    let Ok(saved) = storage::parse::<SavedGame>(bytes, AUTOSAVE_VERSION) else {
        return;
    };
    let mut session = Session::default();
    session.start(Start::Resume(Box::new(saved)));
    let _ = session.settle();
    if let Some(cell) = session.board().legal_moves().first().copied() {
        let position = session.board().clone();
        session.play(cell, &position, 0).expect("a legal move plays");
        let _ = session.undo();
        let _ = session.redo();
        let _ = session.settle();
    }
});
