//! Starting a game: a fresh one from the session's seats and rules, the next of a match, or
//! a saved one resumed. Screens ask with [`NewGame`]; this is the one place a game begins,
//! and it tells with [`GameStarted`].

use bevy::prelude::*;

use crate::game::{AlternateStarts, GameSession, GameStarted, GameSystems, SavedGame};
use tictactoe_core::session::Start;

/// Asks for a game: a fresh one with the session's seats and rules, or a saved one. The
/// game plugin makes the board; screens ask, they never build a board.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum NewGame {
    /// An empty board of the current rules.
    Fresh,
    /// The next game of a match: like `Fresh`, but with [`AlternateStarts`] on the
    /// players first swap marks, so each moves first in turn.
    Next,
    /// The next game of a network match: like `Next`, with the host's choice of whether
    /// the players swap marks (not the setting).
    NextOnline { alternate: bool },
    /// A game as it was saved, seats and record (redo list included); its rules become the
    /// current ones.
    Resume(Box<SavedGame>),
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<NewGame>()
        .add_systems(Update, start_new_game.in_set(GameSystems::Start));
}

fn start_new_game(
    mut requests: MessageReader<NewGame>,
    alternate: Res<AlternateStarts>,
    mut session: ResMut<GameSession>,
    mut started: MessageWriter<GameStarted>,
) {
    let Some(request) = requests.read().last() else {
        return;
    };
    let (start, what) = match request {
        NewGame::Fresh => (Start::Fresh, "new game"),
        NewGame::Next => (
            Start::Next {
                alternate: alternate.0,
            },
            "next game",
        ),
        NewGame::NextOnline { alternate } => (
            Start::Next {
                alternate: *alternate,
            },
            "next game",
        ),
        NewGame::Resume(saved) => (Start::Resume(saved.clone()), "resumed"),
    };
    session.start(start);
    info!("{what}: {}", session.board());
    let [x, o] = session.players();
    info!("players: {x} (X) against {o} (O)");
    started.write(GameStarted {
        over: session.is_over(),
    });
}
