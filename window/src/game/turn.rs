//! Turn: hands each move request to the session, which applies it or refuses it, and
//! times each move from the moment its position came on the board.

use std::time::Duration;

use bevy::prelude::*;

use crate::game::{GameSession, GameSystems, IllegalMove, MovePlayed, MoveRequest};
use tictactoe_core::session::Refusal;

/// When the position on the board came about, in wall-clock time since the app started
/// (`Time<Real>`: the game clock counts at most 250 ms a frame, and a window that sleeps
/// while a person thinks has few frames).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct TurnStart(Duration);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TurnStart>().add_systems(
        Update,
        (
            apply_move_requests.in_set(GameSystems::Turn),
            start_turn_clock.in_set(GameSystems::View),
        ),
    );
}

/// A move, an undo, a redo or a new game puts a new position on the board: its clock starts.
fn start_turn_clock(
    session: Res<GameSession>,
    time: Res<Time<Real>>,
    mut start: ResMut<TurnStart>,
) {
    if session.is_changed() {
        start.0 = time.elapsed();
    }
}

pub(super) fn apply_move_requests(
    mut requests: MessageReader<MoveRequest>,
    mut session: ResMut<GameSession>,
    time: Res<Time<Real>>,
    start: Res<TurnStart>,
    mut played: MessageWriter<MovePlayed>,
    mut refused: MessageWriter<IllegalMove>,
) {
    for request in requests.read() {
        let mark = request.position.to_move();
        let ms = time.elapsed().saturating_sub(start.0).as_millis();
        let ms = ms.min(u32::MAX as u128) as u32;
        match session.play(request.cell, &request.position, ms) {
            Ok(move_) => {
                info!("{mark} plays cell {}", request.cell);
                played.write(MovePlayed {
                    cell: move_.cell,
                    mark: move_.mark,
                });
            }
            // Made for a position that has passed (say, a second click in one frame).
            Err(Refusal::Stale) => debug!("stale request for cell {} dropped", request.cell),
            Err(Refusal::Illegal(reason)) => {
                info!("{mark} cannot play cell {}: {reason}", request.cell);
                refused.write(IllegalMove {
                    cell: request.cell,
                    reason,
                });
            }
        }
    }
}
