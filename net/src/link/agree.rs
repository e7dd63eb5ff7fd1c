//! What the two sides agree on: who they are (the greetings, with the protocol's version),
//! and, when the guest comes back, the game (the host's record, taken in place).

use mnk::{Cell, GameRecord, Mark};

use super::GREETING;
use crate::Failure;
use crate::message::{Message, PROTOCOL, Refusal};
use crate::secure::Channel;
use tictactoe_core::session::{Rewound, Seat, Session};

/// Says who is here and reads who is there, within [`GREETING`] in all; a peer of another
/// protocol is told, and let go. The friend's name comes back tidied.
///
/// # Errors
/// The versions differ (a refusal, with the other's version), the peer refused, or the
/// connection failed or said something else.
pub fn greet(channel: &mut Channel, name: &str) -> Result<String, Failure> {
    let network = |e: &dyn std::fmt::Display| Failure::Network(e.to_string());
    // [`GREETING`] in all: a peer that trickles its name holds this side no longer.
    let _deadline = channel.deadline(GREETING).map_err(|e| network(&e))?;
    channel
        .set_read_timeout(Some(GREETING))
        .map_err(|e| network(&e))?;
    let hello = Message::Hello {
        protocol: PROTOCOL,
        game: env!("CARGO_PKG_VERSION").into(),
        name: name.into(),
    };
    channel.send(&hello).map_err(|e| network(&e))?;
    match channel.receive().map_err(|e| network(&e))? {
        Message::Hello { protocol, name, .. } if protocol == PROTOCOL => {
            Ok(tictactoe_core::session::tidy_name(&name).unwrap_or_default())
        }
        Message::Hello { protocol, game, .. } => {
            let why = Refusal::Version { protocol, game };
            let _ = channel.send(&Message::Refused {
                why: Refusal::Version {
                    protocol: PROTOCOL,
                    game: env!("CARGO_PKG_VERSION").into(),
                },
            });
            channel.close();
            Err(Failure::Refused(why))
        }
        Message::Refused { why } => Err(Failure::Refused(why)),
        other => Err(network(&format!(
            "the other game sent a {} instead of its name",
            other.name()
        ))),
    }
}

/// The most moves by which each side's record may differ from what both have in common
/// when the guest comes back: this side's last move and the host's reply to it, sent and not
/// kept; or an undo of up to two moves whose answer was lost on its way.
pub const MOST_ON_THE_WAY: usize = 2;

/// What taking the host's record did to the game here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Adopted {
    /// The moves both records had in common.
    pub same: usize,
    /// Where the game now stands (reopened or ended by it).
    pub rewound: Option<Rewound>,
}

/// Takes the host's record of the game on coming back, checked move by move: where the two
/// differ (moves on their way when the connection fell, or not yet kept when a side
/// stopped), the host's stands, in place: the game keeps its id, and its count in the
/// tally follows. But the host speaks only for its own moves, and only for those this side
/// has not answered: a record that changes a move of this side's mark, adds one this side
/// never played, or changes a move of the host's that this side replied to, is refused; and
/// a game over here is never reopened by it.
///
/// # Errors
/// A move of the host's record that is illegal, a move of this side's that it changes or
/// invents, a move of the host's that this side answered and it changes, a finished game it would change, records that differ by more than
/// [`MOST_ON_THE_WAY`] moves each, or a game with no friend's seat (the game here is left as
/// it was).
pub fn adopt(session: &mut Session, moves: &[u8]) -> Result<Adopted, String> {
    let cells: Vec<Cell> = moves.iter().map(|&c| Cell::from(c)).collect();
    let geometry = session.board().geometry();
    let record = GameRecord::from_moves(geometry, &cells, cells.len())
        .map_err(|e| format!("the host's record does not replay: {e}"))?;
    let mine: Vec<Cell> = session.board().moves_played().collect();
    let same = mine.iter().zip(&cells).take_while(|(a, b)| a == b).count();
    if record.moves() == mine.as_slice() {
        return Ok(Adopted {
            same,
            rewound: None,
        });
    }
    let Some(friend) = [Mark::X, Mark::O]
        .into_iter()
        .find(|&m| session.seats.get(m) == Seat::Remote)
    else {
        return Err("this game has no friend at another computer".into());
    };
    // X moves at even plies (the board's first mover).
    let ours = |ply: usize| ply.is_multiple_of(2) != (friend == Mark::X);
    if let Some(ply) = (same..cells.len()).find(|&ply| ours(ply)) {
        return Err(match mine.get(ply) {
            Some(_) => format!("the host's record changes this side's move {}", ply + 1),
            None => format!(
                "the host's record has a move {} this side never played",
                ply + 1
            ),
        });
    }
    if session.board().outcome().is_over() {
        return Err("the host's record would change a game already over here".into());
    }
    if mine.len() - same > MOST_ON_THE_WAY || cells.len() - same > MOST_ON_THE_WAY {
        return Err(format!(
            "the host's record differs from this game's after move {same} by more than the \
             moves that can be on their way"
        ));
    }
    // A move of the host's that this side answered was seen by both: changing it would
    // take back a move after seeing the reply (and could turn a lost game into a win).
    if let Some(answered) =
        (same..mine.len()).find(|&ply| !ours(ply) && (ply + 1..mine.len()).any(&ours))
    {
        return Err(format!(
            "the host's record changes its move {}, which this side has answered",
            answered + 1
        ));
    }
    Ok(Adopted {
        same,
        rewound: Some(session.take_record(record)),
    })
}

/// This computer's addresses a friend could dial: every interface's but the loopback and
/// IPv6 link-local ones, IPv4 first.
pub fn local_addresses() -> Vec<std::net::IpAddr> {
    let mut ips: Vec<std::net::IpAddr> = if_addrs::get_if_addrs()
        .unwrap_or_default()
        .into_iter()
        .filter(|i| !i.is_loopback() && !i.is_link_local())
        .map(|i| i.ip())
        .collect();
    ips.sort_by_key(|ip| (ip.is_ipv6(), *ip));
    ips.dedup();
    ips
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_busy_host_is_a_refusal_a_front_end_can_put_in_words() {
        let (mut host, mut guest) = crate::secure::testing::pair();
        let guest = std::thread::spawn(move || greet(&mut guest, "Bo"));
        host.set_read_timeout(Some(GREETING)).unwrap();
        assert!(matches!(host.receive().unwrap(), Message::Hello { .. }));
        host.send(&Message::Refused { why: Refusal::Busy }).unwrap();
        let failure = guest.join().unwrap().unwrap_err();
        assert!(
            matches!(failure, Failure::Refused(Refusal::Busy)),
            "{failure:?}"
        );
    }
}
