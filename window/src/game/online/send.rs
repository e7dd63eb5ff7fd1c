//! This side's moves, game ends and setups, sent to the friend.

use bevy::prelude::*;

use super::Online;
use super::peer::my_mark;
use crate::game::{GameEnded, GameSession, GameStarted, MovePlayed};
use tictactoe_net::Message;
use tictactoe_net::link::Setup;

/// This side's moves go to the friend as they are played, and the end of a game; the host
/// keeps its record for a guest that comes back, and sends a rematch's setup.
pub(super) fn send_moves(
    mut online: ResMut<Online>,
    session: Res<GameSession>,
    mut played: MessageReader<MovePlayed>,
    mut ended: MessageReader<GameEnded>,
    mut started: MessageReader<GameStarted>,
) {
    let started = started.read().count() > 0;
    if !online.active() || !session.seats.online() {
        played.clear();
        ended.clear();
        return;
    }
    let mine = my_mark(&session);
    let board = session.board();
    for moved in played.read() {
        if moved.mark == mine && board.ply() > 0 {
            online.send(Message::Move {
                ply: board.ply() as u32 - 1,
                cell: moved.cell as u8,
            });
        }
    }
    if ended.read().count() > 0 {
        online.send(Message::Over {
            plies: board.ply() as u32,
        });
    }
    if online.hosting && session.is_changed() {
        let setup = Setup::of(board, mine);
        if started && std::mem::take(&mut online.setup_due) {
            online.send(setup.message());
        }
        if let Some(link) = &online.link {
            link.keep(setup);
        }
    }
}
