//! What the screens ask of the network game: host, join, resume, leave, a rematch; an
//! undo asks the friend; a game begun here leaves the network game.

use bevy::prelude::*;

use super::{HostPort, Online, OnlineRequest, RelayChoice, Waker};
use crate::game::undo::Rewind;
use crate::game::{GameSession, NewGame};
use crate::notice::Notice;
use crate::theme::say::Say;
use tictactoe_core::session::name_arg;
use tictactoe_net::{Failure, NetworkGame};

pub(super) fn take_requests(
    mut requests: MessageReader<OnlineRequest>,
    mut online: ResMut<Online>,
    mut session: ResMut<GameSession>,
    waker: Res<Waker>,
    port: Res<HostPort>,
    relay: Res<RelayChoice>,
    mut new_game: MessageWriter<NewGame>,
    mut notices: MessageWriter<Notice>,
) {
    let relay = relay.relay();
    for request in requests.read() {
        match request.clone() {
            OnlineRequest::Host {
                name,
                mark,
                alternate,
                rules,
            } => {
                // No invitation until one is asked for ([`OnlineRequest::Invite`]).
                let wake = waker.0.clone();
                online.begin(NetworkGame::host_anywhere(
                    &name,
                    (mark, alternate),
                    rules,
                    port.0,
                    wake,
                ));
            }
            OnlineRequest::Join {
                name,
                address,
                code,
            } => {
                let wake = waker.0.clone();
                online.begin(NetworkGame::join(&name, &address, &code, &relay, wake));
            }
            OnlineRequest::Resume(saved) => {
                let Some((network, relay_failed)) =
                    NetworkGame::resume(&saved, &relay, waker.0.clone())
                else {
                    continue;
                };
                // The local network's game goes on; no invitation, and why.
                if let Some(why) = relay_failed {
                    notices.write(Notice(failed(&why)));
                }
                online.begin(network);
                new_game.write(NewGame::Resume(saved));
            }
            OnlineRequest::Leave => {
                online.leave();
                session.back_home();
            }
            OnlineRequest::Invite => {
                if let Some(network) = online.network.as_mut()
                    && let Err(why) = network.invite(&relay)
                {
                    // The local network's game goes on; no invitation, and why.
                    notices.write(Notice(failed(&why)));
                }
            }
            OnlineRequest::NewCode => {
                if let Some(network) = &online.network {
                    network.new_code();
                }
            }
            OnlineRequest::AskRematch => {
                if let Some(network) = online.network.as_mut()
                    && network.ask_rematch(&session)
                {
                    let friend = name_arg(network.friend());
                    notices.write(Notice(Say::with(
                        "notice-asked-rematch",
                        [("friend", friend)],
                    )));
                }
            }
        }
    }
}

/// In a network game, an undo (button or keys) asks the friend first; redo is off.
pub(super) fn undo_asks_the_friend(
    mut rewinds: MessageReader<Rewind>,
    mut online: ResMut<Online>,
    session: Res<GameSession>,
) {
    for rewind in rewinds.read() {
        if *rewind != Rewind::Undo || !session.seats.online() {
            continue;
        }
        if let Some(to) = online.network.as_mut().and_then(|n| n.ask_undo(&session)) {
            info!("asked the friend to go back to move {}", to.ply);
        }
    }
}

/// A game at this computer begun in the middle of a network game (played from a replay)
/// ends the network game: the friend is told.
pub(super) fn leave_for_a_game_here(
    mut started: MessageReader<crate::game::GameStarted>,
    session: Res<GameSession>,
    mut online: ResMut<Online>,
) {
    if started.read().count() > 0 && online.active() && !session.seats.online() {
        online.leave();
    }
}

/// A network game that could not start or go on, and why.
pub(super) fn failed(why: &Failure) -> Say {
    Say::with(
        "online-failed",
        [("why", tictactoe_net::reasons::failure(why))],
    )
}
