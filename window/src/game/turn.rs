//! Turn: hands each move request and opening's choice to the session, which applies it
//! or refuses it, and times each move from the moment its position came on the board.

use std::time::Duration;

use bevy::prelude::*;

use crate::game::{
    ChoiceMade, ChoiceRequest, GameSession, GameSystems, IllegalMove, MovePlayed, MoveRequest,
};
use crate::notice::Notice;
use crate::theme::say::{CurrentCatalog, Say};
use tictactoe_core::session::Refusal;
use tictactoe_core::words::opening::chose;

/// When the position on the board came about, in wall-clock time since the app started
/// (`Time<Real>`: the game clock counts at most 250 ms a frame, and a window that sleeps
/// while a person thinks has few frames).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct TurnStart(Duration);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TurnStart>().add_systems(
        Update,
        (
            (apply_move_requests, apply_choice_requests).in_set(GameSystems::Turn),
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
            Err(reason) => {
                info!("{mark} cannot play cell {}: {reason:?}", request.cell);
                refused.write(IllegalMove {
                    cell: request.cell,
                    reason,
                });
            }
        }
    }
}

/// An opening's choice: the session makes it (the seats change marks if it says so), and
/// a notice says who plays what.
fn apply_choice_requests(
    mut requests: MessageReader<ChoiceRequest>,
    mut session: ResMut<GameSession>,
    catalog: Res<CurrentCatalog>,
    mut notices: MessageWriter<Notice>,
    mut made: MessageWriter<ChoiceMade>,
) {
    for request in requests.read() {
        let Some((player, _)) = session.actor() else {
            continue;
        };
        let stage = session.game().stage();
        match session.choose(request.choice, &request.position, stage) {
            Ok(chosen) => {
                info!("{:?} chooses {:?}", chosen.role, chosen.choice);
                let (key, args) = chose(chosen.choice, &player.shown(&catalog));
                notices.write(Notice(Say { key, args }));
                made.write(ChoiceMade(chosen.choice));
            }
            Err(reason) => debug!("choice {:?} dropped: {reason:?}", request.choice),
        }
    }
}
