//! Turn: checks each move request against the rules and applies it, or refuses it.

use bevy::prelude::*;

use crate::game::{Game, GameSystems, IllegalMove, MovePlayed, MoveRequest};
use crate::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        apply_move_requests
            .in_set(GameSystems::Turn)
            .run_if(in_state(Screen::Playing)),
    );
}

pub(super) fn apply_move_requests(
    mut requests: MessageReader<MoveRequest>,
    mut game: ResMut<Game>,
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
        match game.record.play(request.cell) {
            Ok(_) => {
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
