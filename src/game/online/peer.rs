//! The friend's messages during a network game, each checked before it is used, and this
//! side's moves, game ends and setups sent.

use bevy::prelude::*;
use mnk::Mark;

use super::{Connection, Online, Pending, names_for, seats_for};
use crate::awake::Claims;
use crate::game::undo::Rewind;
use crate::game::{
    GameEnded, GameSession, GameStarted, MovePlayed, MoveRequest, NewGame, SavedGame, Seat, Session,
};
use crate::net::link::{Setup, adopt};
use crate::net::{Message, PeerEvent, Refusal, check_move, check_rules};
use crate::notice::Notice;
use crate::session::Rules;

/// This side's mark in the game on the board (the seat a person here holds).
pub(super) fn my_mark(session: &Session) -> Mark {
    if session.seats.x == Seat::Human {
        Mark::X
    } else {
        Mark::O
    }
}

/// The friend is there with the host's game: a new game (at first, or a rematch), or the
/// game in progress taken up again, where the guest takes the host's record if it differs
/// by a move that was on its way.
pub(super) fn take_setup(
    online: &mut Online,
    session: &mut Session,
    setup: Setup,
    new_game: &mut MessageWriter<NewGame>,
    notices: &mut MessageWriter<Notice>,
) {
    let Some(meeting) = online.meeting.clone() else {
        return;
    };
    let mine = if online.hosting {
        setup.host
    } else {
        setup.host.opponent()
    };
    let rematch = online.pending.take() == Some(Pending::Rematch);
    let same_game = session.meeting() == Some(&meeting) && session.seats.online() && !rematch;
    if same_game && !session.board().outcome().is_over() {
        if online.hosting {
            return;
        }
        let mut taken = session.clone();
        match adopt(&mut taken, &setup.moves) {
            Ok(_)
                if taken
                    .board()
                    .moves_played()
                    .eq(session.board().moves_played()) => {}
            Ok(_) => {
                notices.write(Notice(format!(
                    "{}'s record of the game stands where the two differed.",
                    online.friend
                )));
                new_game.write(NewGame::Resume(Box::new(taken.saved_game())));
            }
            Err(why) => broken(online, why),
        }
        return;
    }
    let names = names_for(mine, &online.name, &online.friend);
    session.seat_online(seats_for(mine), names.clone(), setup.rules, meeting.clone());
    if setup.moves.is_empty() {
        new_game.write(NewGame::Fresh);
        return;
    }
    // A game the host took up again that this side no longer keeps.
    let mut fresh = session.clone();
    fresh.start(crate::session::Start::Fresh);
    match adopt_all(&mut fresh, &setup.moves) {
        Ok(saved) => {
            new_game.write(NewGame::Resume(Box::new(saved)));
        }
        Err(why) => broken(online, why),
    }
}

/// The host's whole record, checked move by move, as a game to resume.
fn adopt_all(session: &mut Session, moves: &[u8]) -> Result<SavedGame, String> {
    let geometry = session.board().geometry();
    let cells: Vec<mnk::Cell> = moves.iter().map(|&c| mnk::Cell::from(c)).collect();
    let record = mnk::GameRecord::from_moves(geometry, &cells, cells.len())
        .map_err(|e| format!("the host's record does not replay: {e}"))?;
    let mut saved = session.saved_game();
    saved.move_ms = vec![0; cells.len()];
    saved.record = record;
    Ok(saved)
}

/// The friend broke the rules: told why, let go; the game is kept.
fn broken(online: &mut Online, what: String) {
    let friend = online.friend.clone();
    online.close(Some(Refusal::Broken { what: what.clone() }));
    online.connection = Connection::Ended(format!("{friend}'s game sent {what}; the game is kept"));
}

/// What the friend sent, checked: a move (as a request of their seat), an undo or a rematch
/// asked or answered, the host's next game, the end; or the connection lost.
pub(super) fn hear_peer(
    claims: Res<Claims>,
    mut online: ResMut<Online>,
    mut session: ResMut<GameSession>,
    mut requests: MessageWriter<MoveRequest>,
    mut rewind: MessageWriter<Rewind>,
    mut new_game: MessageWriter<NewGame>,
    mut notices: MessageWriter<Notice>,
) {
    while let Some(event) = online.peer.as_ref().and_then(|peer| peer.try_next()) {
        // What it starts (a move's view, a new game, a question) takes the next frame.
        claims.hold("the friend's message");
        let friend = online.friend.clone();
        let message = match event {
            PeerEvent::Message(message) => message,
            PeerEvent::Lost(why) => {
                info!("connection lost: {why}");
                online.peer = None;
                online.connection = Connection::Lost(why);
                online.pending = None;
                if let Some(link) = &online.link {
                    link.reconnect();
                }
                continue;
            }
        };
        match message {
            Message::Move { ply, cell } => {
                let remote = my_mark(&session).opponent();
                match check_move(&session, remote, ply, cell) {
                    Ok(cell) => {
                        requests.write(MoveRequest {
                            cell,
                            position: session.board().clone(),
                        });
                    }
                    Err(what) => broken(&mut online, what),
                }
            }
            Message::Undo { ply } => {
                let ply = ply as usize;
                if ply < session.game().record.cursor() && online.pending.is_none() {
                    online.pending = Some(Pending::TheyAskUndo(ply));
                } else {
                    online.send(Message::UndoAnswer {
                        ply: ply as u32,
                        accepted: false,
                    });
                }
            }
            Message::UndoAnswer { ply, accepted } => {
                if online.pending == Some(Pending::WeAskUndo(ply as usize)) {
                    online.pending = None;
                    if accepted {
                        rewind.write(Rewind::To(ply as usize));
                    } else {
                        notices.write(Notice(format!("{friend} would rather play on.")));
                    }
                }
            }
            Message::Rematch => match online.pending {
                // Both asked at once: agreed.
                Some(Pending::WeAskRematch) => {
                    online.send(Message::RematchAnswer { accepted: true });
                    online.pending = None;
                    if let Some(next) = online.agree_rematch() {
                        new_game.write(next);
                    }
                }
                None if session.board().outcome().is_over() => {
                    online.pending = Some(Pending::TheyAskRematch);
                }
                _ => online.send(Message::RematchAnswer { accepted: false }),
            },
            Message::RematchAnswer { accepted } => {
                if online.pending == Some(Pending::WeAskRematch) {
                    online.pending = None;
                    if accepted {
                        if let Some(next) = online.agree_rematch() {
                            new_game.write(next);
                        }
                    } else {
                        notices.write(Notice(format!("{friend} does not want another game.")));
                    }
                }
            }
            Message::Setup {
                size,
                k,
                host,
                moves,
            } if !online.hosting && online.pending == Some(Pending::Rematch) => {
                match check_rules(size, k) {
                    Ok(rules) => {
                        let setup = Setup { rules, host, moves };
                        take_setup(
                            &mut online,
                            &mut session,
                            setup,
                            &mut new_game,
                            &mut notices,
                        );
                    }
                    Err(what) => broken(&mut online, what),
                }
            }
            Message::Over { plies } => info!("{friend}'s game is over after {plies} moves"),
            Message::Refused { why } => {
                online.peer = None;
                online.pending = None;
                online.connection = Connection::Ended(match why {
                    Refusal::Left => format!("{friend} left the game; it is kept"),
                    other => format!("{other}; the game is kept"),
                });
                // A friend who left may take the game up again.
                if let Some(link) = &online.link {
                    link.reconnect();
                }
            }
            other => broken(&mut online, format!("{other:?} during the game")),
        }
    }
}

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
        let setup = Setup {
            rules: Rules {
                size: board.cols(),
                k: board.k(),
            },
            host: mine,
            moves: board.moves_played().map(|c| c as u8).collect(),
        };
        if started && std::mem::take(&mut online.setup_due) {
            online.send(setup.message());
        }
        if let Some(link) = &online.link {
            link.keep(setup);
        }
    }
}
