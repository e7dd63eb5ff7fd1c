//! Undo and redo: the session moves the game's cursor back to the previous position where
//! a person is to move, or forward to the next one (or to the end of the game). A
//! computer's search for a position that is undone is dropped (the AI turn sees its
//! position is gone). Undo from a finished game is told with [`GameReopened`]; redo to the
//! end of a game with [`GameEnded`].

use bevy::prelude::*;

use crate::game::{GameEnded, GameReopened, GameSession, GameSystems, turn};
use crate::state::BoardShown;

/// A request to undo or redo moves.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rewind {
    Undo,
    Redo,
    /// To this stage of the game, as both sides of a network game agreed.
    To(tictactoe_core::session::Stage),
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Rewind>().add_systems(
        Update,
        rewind
            .in_set(GameSystems::Turn)
            // An undo wins over a computer's move in the same frame: the move, made for the
            // position undone, is then stale and dropped.
            .before(turn::apply_move_requests),
    );
}

fn rewind(
    mut requests: MessageReader<Rewind>,
    shown: Option<Res<State<BoardShown>>>,
    mut session: ResMut<GameSession>,
    mut ended: MessageWriter<GameEnded>,
    mut reopened: MessageWriter<GameReopened>,
) {
    for &request in requests.read() {
        let done = match request {
            // A network game's undo asks the friend first (see `game::online`); undo and redo
            // are asked from a board on screen.
            Rewind::Undo | Rewind::Redo if session.seats.online() || shown.is_none() => None,
            // What both sides of a network game agreed, whatever screen is showing.
            Rewind::Undo => session.undo(),
            Rewind::Redo => session.redo(),
            Rewind::To(to) => session.rewind_to(to),
        };
        let Some(done) = done else {
            continue;
        };
        info!("{request:?} to ply {}: {}", done.ply, session.board());
        if done.reopened {
            reopened.write(GameReopened);
        }
        if done.ended {
            ended.write(GameEnded);
        }
    }
}
