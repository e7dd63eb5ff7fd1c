//! What the network game heard (the core's [`News`]), turned into the game's messages: the
//! friend's move as a request of their seat, a game to begin, the board taken back or
//! taken over by the host's record, a refusal said; and this side's moves, game ends and
//! games begun told to the network game.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::{Online, new_game};
use crate::awake::Claims;
use crate::game::undo::Rewind;
use crate::game::{
    ChoiceMade, ChoiceRequest, GameEnded, GameReopened, GameSession, GameStarted, MovePlayed,
    MoveRequest, NewGame,
};
use crate::notice::Notice;
use crate::theme::say::Say;
use tictactoe_core::session::{Act, name_arg};
use tictactoe_net::{Ending, News};

/// What the network game tells the rest of the game.
#[derive(SystemParam)]
pub(super) struct Tell<'w> {
    new_game: MessageWriter<'w, NewGame>,
    notices: MessageWriter<'w, Notice>,
    requests: MessageWriter<'w, MoveRequest>,
    choices: MessageWriter<'w, ChoiceRequest>,
    rewind: MessageWriter<'w, Rewind>,
    ended: MessageWriter<'w, GameEnded>,
    reopened: MessageWriter<'w, GameReopened>,
}

/// What the network game heard since the last frame, until something changes the board
/// (the friend's next messages are for the board it makes, and wait for the next frame).
pub(super) fn hear_network(
    claims: Res<Claims>,
    mut online: ResMut<Online>,
    mut session: ResMut<GameSession>,
    mut tell: Tell,
) {
    if std::mem::take(&mut online.settling) {
        claims.hold("the friend's message");
        return;
    }
    loop {
        let Some(network) = online.network.as_mut() else {
            return;
        };
        let Some(news) = network.next(&mut session) else {
            return;
        };
        // What it starts (a move's view, a new game, a question) takes the next frame.
        claims.hold("the network game");
        let named = network.friend().to_string();
        let friend = name_arg(&named);
        let said = |key: &'static str| Notice(Say::with(key, [("friend", friend.clone())]));
        match news {
            // (The code stays out of the log: it opens the game.)
            News::Listening { port } => info!("hosting on port {port}"),
            News::TurnedAway(refusals) => info!("turned away {refusals}"),
            News::CodeRetired => {
                info!("the code took too many wrong guesses; a new one is given");
                tell.notices.write(Notice(Say::new("notice-code-retired")));
            }
            News::Connected => info!("{named} is connected"),
            News::Lost(why) => info!("connection lost: {why}"),
            News::Overdue => info!("{named} is overdue"),
            News::Ended => match network.connection() {
                tictactoe_net::Connection::Ended(Ending::Failed(why)) => {
                    info!("no network game: {why}");
                }
                tictactoe_net::Connection::Ended(ending) => {
                    info!("{named} ended the game: {ending}");
                }
                _ => {}
            },
            News::Invited => {
                // (It opens nothing without the code.)
                if let Some((invitation, relayed)) = network.invitation() {
                    info!("invitation ready (relay: {relayed}): {invitation}");
                }
            }
            News::Route(route) => info!("the friend's connection goes {route}"),
            News::Over(plies) => info!("{named}'s game is over after {plies} moves"),
            News::OutOfTime(mark) => {
                info!("{mark} ran out of time, as {named}'s clock says");
                tell.ended.write(GameEnded);
                return;
            }
            // Asked of the player on the Playing screen.
            News::UndoAsked(_) | News::RematchAsked => {}
            News::Start(start) => {
                tell.new_game.write(new_game(start));
                online.settling = true;
                return;
            }
            News::Adopted(rewound) => {
                tell.notices.write(said("notice-host-record-stands"));
                if rewound.reopened {
                    tell.reopened.write(GameReopened);
                }
                if rewound.ended {
                    tell.ended.write(GameEnded);
                }
                online.settling = true;
                return;
            }
            News::Act(act) => {
                let position = session.board().clone();
                match act {
                    Act::Move(cell) => {
                        tell.requests.write(MoveRequest { cell, position });
                    }
                    Act::Choose(choice) => {
                        tell.choices.write(ChoiceRequest { choice, position });
                    }
                }
                // Done in this frame's turn: the next message sees it.
                return;
            }
            News::Rewind(to) => {
                info!("{named} agreed to go back to move {}", to.ply);
                tell.rewind.write(Rewind::To(to));
                return;
            }
            News::UndoRefused => {
                info!("{named} refused the undo");
                tell.notices.write(said("notice-undo-refused"));
            }
            News::RematchRefused => {
                tell.notices.write(said("notice-rematch-refused"));
            }
        }
    }
}

/// This side's moves go to the friend as they are played, and the end of a game; the host
/// keeps its record for a guest that comes back, and sends a rematch's setup.
pub(super) fn send_moves(
    mut online: ResMut<Online>,
    session: Res<GameSession>,
    mut played: MessageReader<MovePlayed>,
    mut chose: MessageReader<ChoiceMade>,
    mut ended: MessageReader<GameEnded>,
    mut started: MessageReader<GameStarted>,
) {
    let moved = played.read().count() + chose.read().count() > 0;
    let ended = ended.read().count() > 0;
    let started = started.read().count() > 0;
    if !session.seats.online() {
        return;
    }
    let Some(network) = online.network.as_mut().filter(|n| n.active()) else {
        return;
    };
    if moved {
        network.played(&session);
    } else if ended {
        network.over(&session);
    }
    if started {
        network.started(&session);
    } else if session.is_changed() {
        network.keep(&session);
    }
}
