//! The friend's messages during a network game, each checked before it is used, and this
//! side's moves, game ends and setups sent.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use mnk::Mark;

use super::{Connection, Online, names_for, seats_for};
use crate::awake::Claims;
use crate::game::undo::Rewind;
use crate::game::{
    GameEnded, GameReopened, GameSession, GameStarted, MovePlayed, MoveRequest, NewGame, SavedGame,
    Seat, Session,
};
use crate::notice::Notice;
use crate::theme::say::Say;
use tictactoe_core::i18n::Arg;
use tictactoe_core::session::name_arg;
use tictactoe_net::link::{Adopted, Setup, adopt};
use tictactoe_net::{Heard, Message, PeerEvent, Refusal};

/// This side's mark in the game on the board (the seat not played from afar).
pub(super) fn my_mark(session: &Session) -> Mark {
    if session.seats.x == Seat::Remote {
        Mark::O
    } else {
        Mark::X
    }
}

/// What the network game tells the rest of the game.
#[derive(SystemParam)]
pub(super) struct Tell<'w> {
    pub(super) new_game: MessageWriter<'w, NewGame>,
    pub(super) notices: MessageWriter<'w, Notice>,
    requests: MessageWriter<'w, MoveRequest>,
    rewind: MessageWriter<'w, Rewind>,
    ended: MessageWriter<'w, GameEnded>,
    reopened: MessageWriter<'w, GameReopened>,
}

/// The friend is there with the host's game: a new game (at first, or a rematch), or the
/// game on the board taken up again (over or not), where the guest takes the host's record
/// in place if it differs by moves that were on their way. Whether the board changes (the
/// friend's next messages wait for the next frame).
pub(super) fn take_setup(
    online: &mut Online,
    session: &mut Session,
    setup: Setup,
    tell: &mut Tell,
) -> bool {
    let Some(meeting) = online.meeting.clone() else {
        return false;
    };
    let mine = if online.game.hosting() {
        setup.host
    } else {
        setup.host.opponent()
    };
    let rematch = online.game.take_rematch();
    let board = session.board();
    let same_game = !rematch
        && session.meeting().is_some_and(|m| m.same_place(&meeting))
        && session.seats.online()
        && my_mark(session) == mine
        && (board.cols(), board.k()) == (setup.rules.size, setup.rules.k);
    if same_game {
        // The host's record stands: the host has nothing to take.
        if online.game.hosting() {
            return false;
        }
        return match adopt(session, &setup.moves) {
            Ok(Adopted { rewound: None, .. }) => false,
            Ok(Adopted {
                rewound: Some(rewound),
                ..
            }) => {
                let friend = online.friend.clone();
                tell.notices.write(Notice(Say::with(
                    "notice-host-record-stands",
                    [("friend", name_arg(&friend))],
                )));
                if rewound.reopened {
                    tell.reopened.write(GameReopened);
                }
                if rewound.ended {
                    tell.ended.write(GameEnded);
                }
                true
            }
            Err(why) => {
                broken(online, why);
                false
            }
        };
    }
    // A new game starts from the empty board: a host cannot hand over a game under way, or
    // one it has already won, for this side's History and tally to keep.
    if !online.game.hosting() && !setup.moves.is_empty() {
        let why = if rematch {
            "the host's rematch is not a new game"
        } else {
            "the host offered a game this side never played"
        };
        broken(online, why.into());
        return false;
    }
    let names = names_for(mine, &online.name, &online.friend);
    session.seat_online(seats_for(mine), names.clone(), setup.rules, meeting.clone());
    if setup.moves.is_empty() {
        tell.new_game.write(NewGame::Fresh);
        return true;
    }
    // The host's own game taken up again, which this side no longer keeps.
    let mut fresh = session.clone();
    fresh.start(tictactoe_core::session::Start::Fresh);
    match adopt_all(&mut fresh, &setup.moves) {
        Ok(saved) => {
            tell.new_game.write(NewGame::Resume(Box::new(saved)));
            true
        }
        Err(why) => {
            broken(online, why);
            false
        }
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
    let shown = Arg::Text(what.clone());
    broken_saying(online, what, shown);
}

/// The friend broke the rules: the friend is told `what` (the network's words) as the
/// peer's thread ends, and this side reads `shown`; the game is kept.
fn broken_saying(online: &mut Online, what: String, shown: Arg) {
    let friend = name_arg(&online.friend);
    online.close(Some(Refusal::Broken { what }));
    online.connection = Connection::Ended(Say::with(
        "online-broken",
        [("friend", friend), ("what", shown)],
    ));
}

/// What the friend sent, checked: a move (as a request of their seat), an undo or a rematch
/// asked or answered, the host's next game, the end; or the connection lost.
pub(super) fn hear_peer(
    claims: Res<Claims>,
    mut online: ResMut<Online>,
    mut session: ResMut<GameSession>,
    mut tell: Tell,
) {
    // A new game or a change of the board asked for in this frame: the friend's next
    // messages are for the board it makes, and wait for the next frame.
    if std::mem::take(&mut online.settling) {
        claims.hold("the friend's message");
        return;
    }
    while let Some(event) = online.peer.as_ref().and_then(|peer| peer.try_next()) {
        // What it starts (a move's view, a new game, a question) takes the next frame.
        claims.hold("the friend's message");
        let friend = online.friend.clone();
        let message = match event {
            PeerEvent::Message(message) => message,
            PeerEvent::Lost(why) => {
                info!("connection lost: {why}");
                online.lose(Connection::Lost(why));
                continue;
            }
        };
        let (heard, reply) = online.game.hear(message, &session, my_mark(&session));
        // A refusal goes as the peer's thread ends (below), the rest at once.
        if let Some(reply) = reply
            && !matches!(heard, Heard::Broken { .. })
        {
            online.send(reply);
        }
        match heard {
            Heard::Move(cell) => {
                tell.requests.write(MoveRequest {
                    cell,
                    position: session.board().clone(),
                });
                // Played in this frame's turn: the next message sees it.
                break;
            }
            // Asked of the player on the Playing screen.
            Heard::UndoAsked(_) | Heard::RematchAsked | Heard::Nothing => {}
            Heard::Rewind(ply) => {
                info!("{friend} agreed to go back to move {ply}");
                tell.rewind.write(Rewind::To(ply));
                break;
            }
            Heard::UndoRefused => {
                info!("{friend} refused the undo");
                tell.notices.write(Notice(Say::with(
                    "notice-undo-refused",
                    [("friend", name_arg(&friend))],
                )));
            }
            Heard::RematchAgreed => {
                if let Some(next) = online.next_game() {
                    tell.new_game.write(next);
                    break;
                }
            }
            Heard::RematchRefused => {
                tell.notices.write(Notice(Say::with(
                    "notice-rematch-refused",
                    [("friend", name_arg(&friend))],
                )));
            }
            Heard::NextGame(setup) => {
                if take_setup(&mut online, &mut session, setup, &mut tell) {
                    break;
                }
            }
            Heard::Over(plies) => info!("{friend}'s game is over after {plies} moves"),
            Heard::Ended(why) => {
                info!("{friend} ended the game: {why}");
                online.lose(Connection::Ended(match why {
                    Refusal::Left => {
                        Say::with("online-friend-left", [("friend", name_arg(&friend))])
                    }
                    other => Say::with(
                        "online-refused",
                        [("why", tictactoe_net::reasons::refusal(&other))],
                    ),
                }));
            }
            Heard::Broken { what, out_of_turn } => {
                let shown = match out_of_turn {
                    Some(name) => Arg::Said("online-out-of-turn", vec![("message", name.into())]),
                    None => Arg::Text(what.clone()),
                };
                broken_saying(&mut online, what, shown);
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
    if online.game.hosting() && session.is_changed() {
        let setup = Setup::of(board, mine);
        if started && std::mem::take(&mut online.setup_due) {
            online.send(setup.message());
        }
        if let Some(link) = &online.link {
            link.keep(setup);
        }
    }
}
