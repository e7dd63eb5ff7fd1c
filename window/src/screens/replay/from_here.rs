//! Play from here: who takes the seats of a new game that starts at the position a replay
//! shows, and the game itself.

use mnk::GameRecord;

use super::Replay;
use crate::game::{SavedGame, Seat};
use tictactoe_core::session::{Names, PlayerId};

/// The seat a kept player takes in a new game.
pub(super) fn seat_of(player: &PlayerId) -> Seat {
    match player {
        // From here the game is this computer's: a person here takes the friend's seat.
        PlayerId::Human(_) | PlayerId::Remote(_) => Seat::Human,
        PlayerId::Computer(level) => Seat::Computer(*level),
        PlayerId::Brain => Seat::Brain,
    }
}

/// The seat after `seat` in the menu's order, round again after Hard.
pub(super) fn next_seat(seat: Seat) -> Seat {
    let i = Seat::ALL.iter().position(|&s| s == seat).unwrap_or(0);
    Seat::ALL[(i + 1) % Seat::ALL.len()]
}

/// The game to start from the position shown: its moves so far, with their times, the
/// seats chosen, and the names (see [`Replay::names`]); `None` at a finished position.
pub fn from_here(replay: &Replay, current: &Names) -> Option<SavedGame> {
    let record = &replay.game.record;
    let moves = &record.moves()[..replay.ply];
    let board = record.board();
    let start =
        GameRecord::from_moves_under(board.rule(), board.geometry(), moves, moves.len()).ok()?;
    if start.board().outcome().is_over() {
        return None;
    }
    let choices: Vec<_> = (replay.game.choices.iter())
        .filter(|c| usize::from(c.ply) < replay.ply)
        .copied()
        .collect();
    let mut move_ms = replay.game.move_ms.clone();
    move_ms.truncate(replay.ply);
    let mut saved = SavedGame {
        seats: replay.seats,
        names: replay.names(current),
        record: start,
        // A new game: a new id.
        id: 0,
        move_ms,
        online: None,
        opening: replay.game.opening,
        // The choices made before this position; one due here is made again.
        choices: choices.clone(),
        chosen: choices.len(),
        clock: None,
    };
    // The seats are those of the marks the game ended with; before the choice that gave
    // Black to the second player, each plays the mark it began with.
    let ended = SavedGame {
        record: record.clone(),
        choices: replay.game.choices.clone(),
        chosen: replay.game.choices.len(),
        ..saved.clone()
    };
    if ended.game().swapped() != saved.game().swapped() {
        saved.seats = saved.seats.exchanged();
        saved.names = saved.names.exchanged();
    }
    Some(saved)
}
