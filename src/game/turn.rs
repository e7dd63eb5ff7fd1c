//! Turn: checks each move request against the rules and applies it, or refuses it, and
//! times each move from the moment its position came on the board.

use std::time::Duration;

use bevy::prelude::*;

use crate::game::{Game, GameSystems, IllegalMove, MovePlayed, MoveRequest};
use crate::screens::Screen;

/// When the position on the board came about, in wall-clock time since the app started
/// (`Time<Real>`: the game clock counts at most 250 ms a frame, and a window that sleeps
/// while a person thinks has few frames).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct TurnStart(Duration);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TurnStart>().add_systems(
        Update,
        (
            apply_move_requests
                .in_set(GameSystems::Turn)
                .run_if(in_state(Screen::Playing)),
            start_turn_clock.in_set(GameSystems::View),
        ),
    );
}

/// A move, an undo, a redo or a new game puts a new position on the board: its clock starts.
fn start_turn_clock(game: Res<Game>, time: Res<Time<Real>>, mut start: ResMut<TurnStart>) {
    if game.is_changed() {
        start.0 = time.elapsed();
    }
}

pub(super) fn apply_move_requests(
    mut requests: MessageReader<MoveRequest>,
    mut game: ResMut<Game>,
    time: Res<Time<Real>>,
    start: Res<TurnStart>,
    mut played: MessageWriter<MovePlayed>,
    mut refused: MessageWriter<IllegalMove>,
) {
    for request in requests.read() {
        if request.position != *game.board() {
            // Made for a position that has passed (say, a second click in one frame).
            debug!("stale request for cell {} dropped", request.cell);
            continue;
        }
        let mark = game.board().to_move();
        let ply = game.board().ply();
        match game.record.play(request.cell) {
            Ok(_) => {
                let ms = (time.elapsed().saturating_sub(start.0)).as_millis();
                game.move_ms.truncate(ply);
                game.move_ms.push(ms.min(u32::MAX as u128) as u32);
                info!("{mark} plays cell {}", request.cell);
                played.write(MovePlayed {
                    cell: request.cell,
                    mark,
                });
            }
            Err(reason) => {
                info!("{mark} cannot play cell {}: {reason}", request.cell);
                refused.write(IllegalMove {
                    cell: request.cell,
                    reason,
                });
            }
        }
    }
}
