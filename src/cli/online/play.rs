//! The game itself, once both sides are greeted: this side's computer moves on its turn,
//! the peer's moves are checked and played, a lost connection is taken up again, and each
//! move and the result are printed (or one JSON object).

use std::path::Path;
use std::time::{Duration, Instant};
use tictactoe_core::i18n::{self, Catalog, ENGLISH};

use mnk::{Mark, Outcome};
use serde::Serialize;

use tictactoe_core::computer::{ComputerTurn, Scheduler};
use tictactoe_core::kept::KeptSession;
use tictactoe_core::notation::cell_name;
use tictactoe_core::session::{Rules, Seat, Seats, Start};
use tictactoe_core::storage::Folders;
use tictactoe_net::message::{Message, Refusal};
use tictactoe_net::secure::Channel;
use tictactoe_net::{Heard, Match, Peer, PeerEvent};

/// The result as `--json` prints it.
#[derive(Serialize)]
struct Summary {
    x: String,
    o: String,
    size: u8,
    k: u8,
    moves: Vec<String>,
    result: String,
}

/// This side of a network game: the board, its mark and level, the friend's name, and how
/// the game is printed.
pub(super) struct Side {
    /// This side hosts (its setup stands).
    pub(super) hosting: bool,
    pub(super) rules: Rules,
    pub(super) mine: Mark,
    pub(super) level: mnk::Level,
    pub(super) friend: String,
    pub(super) budget: Option<f64>,
    pub(super) json: bool,
}

/// Hears the friend's `message` by the match's rules ([`Match`]): their move, checked, to
/// play; an undo or a rematch asked, declined (this side's computer plays on, one game a
/// command); anything that ends the match, an error (the game is kept), after which the
/// caller closes the connection.
fn hear(
    game: &mut Match,
    peer: &Peer,
    message: Message,
    kept: &KeptSession,
    mine: Mark,
) -> Result<Option<mnk::Cell>, String> {
    let (heard, reply) = game.hear(message, &kept.session, mine);
    if let Some(reply) = reply {
        peer.send(reply);
    }
    match heard {
        Heard::Move(cell) => return Ok(Some(cell)),
        Heard::UndoAsked(_) => {
            if let Some((answer, _)) = game.answer_undo(false) {
                peer.send(answer);
            }
        }
        Heard::RematchAsked => {
            if let Some((answer, _)) = game.answer_rematch(false) {
                peer.send(answer);
            }
        }
        Heard::Ended(why) => return Err(format!("{why}; the game is kept")),
        // The refusal is on its way; the caller closes the connection after it.
        Heard::Broken { what, .. } => {
            return Err(format!("the other game sent {what}; the game is kept"));
        }
        // Never asked here, or nothing to do.
        Heard::Rewind(_)
        | Heard::UndoRefused
        | Heard::RematchAgreed
        | Heard::RematchRefused
        | Heard::NextGame(_)
        | Heard::Over(_)
        | Heard::Nothing => {}
    }
    Ok(None)
}

/// Plays the game to its end: this side's computer moves on its turn, the peer's moves are
/// checked and played; each is printed, then the result.
pub(super) fn play(
    channel: Channel,
    data_dir: Option<&Path>,
    side: Side,
    back: &mut dyn FnMut(&mut KeptSession) -> Result<Channel, String>,
) -> Result<(), String> {
    let Side {
        hosting,
        rules,
        mine,
        level,
        friend,
        budget,
        json,
    } = side;
    let mut kept = KeptSession::open(Folders::find(data_dir));
    let budget = budget.map_or(kept.settings.hard_budget, crate::cli::duration);
    let session = &mut kept.session;
    session.rules = rules;
    // The friend is a player by name, as a person at this keyboard is.
    let (computer, person) = (Seat::Computer(level), Seat::Remote);
    session.seats = match mine {
        Mark::X => Seats {
            x: computer,
            o: person,
        },
        Mark::O => Seats {
            x: person,
            o: computer,
        },
    };
    session.names.set(mine.opponent(), &friend);
    session.start(Start::Fresh);
    let mut peer = Peer::start(channel);
    // The match's rules are the window's: the command line's host is the one whose setup
    // stands, and it plays one game.
    let mut game = Match::new(hosting);
    let (mut turn, mut scheduler) = (ComputerTurn::new(), Scheduler::default());
    loop {
        while let Some((mark, _)) = kept.session.mover() {
            let position = kept.session.board().clone();
            let started = Instant::now();
            let cell = if mark == mine {
                let cell = turn
                    .choose_now(&mut scheduler, &position, level, budget)
                    .ok_or("no move found")?;
                peer.send(Message::Move {
                    ply: position.ply() as u32,
                    cell: cell as u8,
                });
                cell
            } else {
                let message = match peer.next_within(Duration::from_secs(1)) {
                    None => continue,
                    Some(PeerEvent::Message(message)) => message,
                    Some(PeerEvent::Lost(why)) => {
                        eprintln!("tictactoe: connection lost: {why}");
                        game.lost();
                        peer = Peer::start(back(&mut kept)?);
                        continue;
                    }
                };
                match hear(&mut game, &peer, message, &kept, mine) {
                    Ok(Some(cell)) => cell,
                    Ok(None) => continue,
                    Err(why) => {
                        peer.close();
                        return Err(why);
                    }
                }
            };
            let ms = started.elapsed().as_millis().min(u32::MAX as u128) as u32;
            kept.session
                .play(cell, &position, ms)
                .map_err(|e| format!("{e:?}"))?;
            kept.settle();
            let named = cell_name(position.cols(), cell);
            if !json {
                let [x, o] = kept.session.players();
                let who = if mark == Mark::X { x } else { o };
                println!("{}. {mark} ({who}) {named}", position.ply() + 1);
            }
        }
        // Over here: each side says so and hears the other before it closes, so that a last
        // move lost on its way (the connection fell) is played again, not kept by one side.
        let plies = kept.session.board().ply() as u32;
        peer.send(Message::Over { plies });
        let agreed = loop {
            match peer.next_within(Duration::from_secs(1)) {
                None => {}
                Some(PeerEvent::Message(Message::Over { plies: theirs })) if theirs == plies => {
                    break true;
                }
                // Asked for another game, or to take moves back: one game a command.
                Some(PeerEvent::Message(message)) => {
                    if let Err(why) = hear(&mut game, &peer, message, &kept, mine) {
                        peer.close();
                        return Err(why);
                    }
                }
                Some(PeerEvent::Lost(why)) => {
                    eprintln!("tictactoe: connection lost: {why}");
                    peer = Peer::start(back(&mut kept)?);
                    if kept.session.mover().is_some() {
                        // The host's record stands, and it lacks this side's last move.
                        break false;
                    }
                    peer.send(Message::Over { plies });
                }
            }
        };
        if agreed {
            break;
        }
    }
    let board = kept.session.board();
    let [x, o] = kept.session.players();
    // From the record: a move taken back on coming back is not in it.
    let moves: Vec<String> = board
        .moves_played()
        .map(|c| cell_name(board.cols(), c))
        .collect();
    let result = match board.outcome() {
        Outcome::Win { mark, .. } => format!("{mark} wins"),
        Outcome::Draw => "draw".to_string(),
        Outcome::InProgress => "unfinished".to_string(),
    };
    if json {
        let summary = Summary {
            x: x.to_string(),
            o: o.to_string(),
            size: rules.size,
            k: rules.k,
            moves,
            result,
        };
        println!("{}", serde_json::to_string(&summary).unwrap_or_default());
    } else {
        println!(
            "{result}: {}",
            kept.session.scores.line(&Catalog::new(ENGLISH), &x, &o)
        );
    }
    // Said in the language the settings chose, as the terminal game says them.
    let language = i18n::spoken(kept.settings.language.as_deref());
    for notice in kept.take_notices(&Catalog::new(language)) {
        eprintln!("tictactoe: {notice}");
    }
    // One game a command: the friend is told this side leaves (not that the connection
    // fell, which they would wait on), after the last move on its way.
    peer.send(Message::Refused { why: Refusal::Left });
    peer.close();
    Ok(())
}
