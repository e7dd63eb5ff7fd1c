//! What the screens ask of the network game: host, join, resume, leave, a rematch; an
//! undo asks the friend; a game begun here leaves the network game.

use bevy::prelude::*;
use mnk::Mark;

use super::{Connection, HostPort, Online, OnlineRequest, RelayChoice, Waker};
use crate::game::undo::Rewind;
use crate::game::{GameSession, NewGame, SavedGame, Seat};
use crate::notice::Notice;
use crate::theme::say::Say;
use tictactoe_core::session::{Meeting, name_arg};
use tictactoe_net::internet::HostKey;
use tictactoe_net::internet::{Invitation, Relay};
use tictactoe_net::link::{Link, Setup};
use tictactoe_net::secure::ResumeSecret;
use tictactoe_net::{Failure, JoinCode, Match, Refusal};

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
                online.close(Some(Refusal::Left));
                let setup = Setup {
                    rules,
                    host: mark,
                    moves: Vec::new(),
                };
                let code = JoinCode::given_or_random();
                let wake = || waker.0.clone();
                let link = Link::host(port.0, code.clone(), None, &name, setup.clone(), wake())
                    .or_else(|_| Link::host(0, code, None, &name, setup, wake()));
                match link {
                    // No invitation until one is asked for ([`OnlineRequest::Invite`]).
                    Ok(link) => {
                        *online = Online {
                            link: Some(link),
                            name,
                            game: Match::new(true),
                            alternate,
                            connection: Connection::Joining,
                            ..default()
                        };
                    }
                    Err(why) => online.connection = Connection::Ended(failed(&why)),
                }
            }
            OnlineRequest::Join {
                name,
                address,
                code,
            } => {
                online.close(Some(Refusal::Left));
                let relay = match relay_for(&relay, &address) {
                    Ok(relay) => relay,
                    Err(why) => {
                        online.connection = Connection::Ended(failed(&why));
                        continue;
                    }
                };
                match JoinCode::parse(&code) {
                    Ok(code) => {
                        *online = Online {
                            link: Some(Link::join(
                                &address,
                                code.clone(),
                                None,
                                (&name, relay.clone()),
                                waker.0.clone(),
                            )),
                            meeting: Some(Meeting::Guest {
                                address,
                                code: code.to_string(),
                                resume: None,
                            }),
                            name,
                            connection: Connection::Joining,
                            ..default()
                        };
                    }
                    Err(why) => online.connection = Connection::Ended(failed(&why.into())),
                }
            }
            OnlineRequest::Resume(saved) => {
                resume(
                    &mut online,
                    &saved,
                    (&waker, &relay),
                    (&mut new_game, &mut notices),
                );
            }
            OnlineRequest::Leave => {
                online.close(Some(Refusal::Left));
                online.connection = Connection::Off;
                session.back_home();
            }
            OnlineRequest::Invite => {
                if online.inviting || !online.game.hosting() {
                    continue;
                }
                let Some(link) = &online.link else {
                    continue;
                };
                match &relay {
                    Ok(relay) => {
                        link.invite(relay.clone(), None);
                        online.inviting = true;
                    }
                    // The local network's game goes on; no invitation, and why.
                    Err(why) => {
                        notices.write(Notice(failed(why)));
                    }
                }
            }
            OnlineRequest::NewCode => {
                if let (Some(link), Connection::Listening { .. }) =
                    (&online.link, &online.connection)
                {
                    link.new_code(JoinCode::random());
                }
            }
            OnlineRequest::AskRematch => {
                let over = session.board().outcome().is_over();
                if online.connection == Connection::Connected
                    && let Some(ask) = online.game.ask_rematch(over)
                {
                    online.send(ask);
                    let friend = online.friend.clone();
                    notices.write(Notice(Say::with(
                        "notice-asked-rematch",
                        [("friend", name_arg(&friend))],
                    )));
                }
            }
        }
    }
}

/// The relay for a game with the host at `address`: only an invitation needs one, so a
/// relay setting that names none stops only a game across the internet.
fn relay_for(relay: &Result<Relay, Failure>, address: &str) -> Result<Relay, Failure> {
    match relay {
        Ok(relay) => Ok(relay.clone()),
        Err(why) if Invitation::looks_like(address) => Err(Failure::Network(why.to_string())),
        Err(_) => Ok(Relay::Off),
    }
}

/// A kept network game on the board again, and the friend sought where they met.
fn resume(
    online: &mut Online,
    saved: &SavedGame,
    (waker, relay): (&Waker, &Result<Relay, Failure>),
    (new_game, notices): (&mut MessageWriter<NewGame>, &mut MessageWriter<Notice>),
) {
    online.close(Some(Refusal::Left));
    let Some(meeting) = &saved.online else {
        return;
    };
    // The seat not played from afar (a person here; a computer, for a game of the command
    // line's).
    let mine = if saved.seats.x == Seat::Remote {
        Mark::O
    } else {
        Mark::X
    };
    let name = saved.names.get(mine).to_string();
    let friend = saved.names.get(mine.opponent()).to_string();
    let board = saved.record.board();
    // The friend's secret, once they have joined: the code opens the game no more.
    let resume = meeting.resume().and_then(ResumeSecret::from_hex);
    let link = match meeting {
        Meeting::Host { port, code, .. } => {
            let setup = Setup::of(board, mine);
            let key = meeting.key().and_then(HostKey::from_hex);
            JoinCode::parse(code)
                .map_err(Failure::from)
                .and_then(|code| Link::host(*port, code, resume, &name, setup, waker.0.clone()))
                // Invited before (its key kept): the friend may come that way again.
                .inspect(|link| match (relay, key) {
                    (_, None) => {}
                    (Ok(relay), key) => link.invite(relay.clone(), key),
                    (Err(why), _) => {
                        notices.write(Notice(failed(why)));
                    }
                })
        }
        Meeting::Guest { address, code, .. } => relay_for(relay, address).and_then(|relay| {
            JoinCode::parse(code)
                .map(|code| {
                    let me = (name.as_str(), relay);
                    Link::join(address, code, resume, me, waker.0.clone())
                })
                .map_err(Failure::from)
        }),
    };
    *online = Online {
        game: Match::new(matches!(meeting, Meeting::Host { .. })),
        inviting: meeting.key().is_some(),
        alternate: matches!(
            meeting,
            Meeting::Host {
                alternate: true,
                ..
            }
        ),
        meeting: Some(meeting.clone()),
        name,
        friend,
        ..default()
    };
    match link {
        Ok(link) => {
            online.link = Some(link);
            online.connection = Connection::Lost("the game was closed".into());
            online.lost_at = Some(std::time::Instant::now());
        }
        Err(why) => online.connection = Connection::Ended(failed(&why)),
    }
    new_game.write(NewGame::Resume(Box::new(saved.clone())));
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
        let undo = tictactoe_core::session::undo_target(&session.game().record, &session.seats);
        if let (Some(ply), Connection::Connected) = (undo, &online.connection)
            && let Some(ask) = online.game.ask_undo(ply)
        {
            info!("asked the friend to go back to move {ply}");
            online.send(ask);
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
        online.close(Some(Refusal::Left));
        online.connection = Connection::Off;
    }
}

/// A network game that could not start or go on, and why.
pub(super) fn failed(why: &Failure) -> Say {
    Say::with(
        "online-failed",
        [("why", tictactoe_net::reasons::failure(why))],
    )
}
