//! Play from here: who takes the seats of a new game that starts at the position a replay
//! shows, and the game itself.

use mnk::GameRecord;
use mnk::opening::{Role, Step};

use super::Replay;
use crate::game::{SavedGame, Seat, Seats};
use tictactoe_core::session::{Names, PlayerId};

/// The seat a kept player takes in a new game.
pub(super) fn seat_of(player: &PlayerId) -> Seat {
    match player {
        // From here the game is this computer's: a person here takes the friend's seat.
        PlayerId::Human(_) | PlayerId::Remote(_) => Seat::Human,
        PlayerId::Computer(level) => Seat::Computer(*level),
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
    };
    // The seats are those of the marks the game ended with; before the choice that gave
    // Black to the second player, each plays the mark it began with.
    let ended_swapped = matches!(
        replay
            .game
            .opening
            .step(record.moves().len(), &all_choices(replay)),
        Step::Play {
            black: Role::Second
        }
    );
    if ended_swapped != saved.game().swapped() {
        saved.seats = Seats {
            x: saved.seats.o,
            o: saved.seats.x,
        };
        saved.names = Names {
            x: saved.names.o.clone(),
            o: saved.names.x.clone(),
        };
    }
    Some(saved)
}

/// The replayed game's choices, in order.
fn all_choices(replay: &Replay) -> Vec<mnk::opening::Choice> {
    replay.game.choices.iter().map(|c| c.choice).collect()
}
