//! A line of the archive on any text: never panics, and a game it accepts is a finished
//! game that can be listed.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tictactoe_core::archive;

fuzz_target!(|line: &str| {
    let Ok(game) = archive::parse_line(line) else {
        return;
    };
    game.check().expect("an accepted line is a whole game");
    let _ = (game.end(), game.shape(), game.local_time(), game.plies());
});
