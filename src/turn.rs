//! Turn: checks each move request against the rules and applies it, or refuses it.

use bevy::prelude::*;

use crate::game::{Game, GameSet, IllegalMove, MovePlayed, MoveRequest};
use crate::screen::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        apply_move_requests
            .in_set(GameSet::Turn)
            .run_if(in_state(Screen::Playing)),
    );
}

fn apply_move_requests(
    mut requests: MessageReader<MoveRequest>,
    mut game: ResMut<Game>,
    mut played: MessageWriter<MovePlayed>,
    mut refused: MessageWriter<IllegalMove>,
) {
    for request in requests.read() {
        let mark = game.board.to_move();
        if request.by != mark {
            // A request from a seat whose turn has passed (say, a second click in one frame).
            continue;
        }
        match game.board.play(request.cell) {
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
