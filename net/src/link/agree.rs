//! What the two sides agree on: who they are (the greetings, with the protocol's version),
//! and, when the guest comes back, the game (the host's record, taken in place).

use mnk::{Cell, GameRecord};

use super::GREETING;
use crate::Failure;
use crate::message::{Message, PROTOCOL, Refusal};
use crate::secure::Channel;
use tictactoe_core::session::{Game, MadeChoice, Rewound, Seat, Session, Stage};

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
pub fn adopt(
    session: &mut Session,
    moves: &[u8],
    choices: &[MadeChoice],
) -> Result<Adopted, String> {
    let cells: Vec<Cell> = moves.iter().map(|&c| Cell::from(c)).collect();
    let geometry = session.board().geometry();
    let record = GameRecord::from_moves_under(session.rules.rule, geometry, &cells, cells.len())
        .map_err(|e| format!("the host's record does not replay: {e}"))?;
    let game = session.game();
    let theirs = Game::from_record(record.clone(), Vec::new())
        .with_opening(game.opening, choices.to_vec(), choices.len())
        .ok_or("the host's opening does not follow its rules")?;
    let our_choices = &game.choices[..game.chosen];
    let mine: Vec<Cell> = session.board().moves_played().collect();
    let agreed = our_choices
        .iter()
        .zip(choices)
        .take_while(|(a, b)| a == b)
        .count();
    // What both records hold: the stones up to the first that differs, or up to the first
    // choice that differs (made before the stone of its ply).
    let first_other_choice = our_choices.get(agreed).or(choices.get(agreed));
    let same = mine
        .iter()
        .zip(&cells)
        .take_while(|(a, b)| a == b)
        .count()
        .min(first_other_choice.map_or(usize::MAX, |c| usize::from(c.ply)));
    if record.moves() == mine.as_slice() && choices == our_choices {
        return Ok(Adopted {
            same,
            rewound: None,
        });
    }
    if !session.seats.online() {
        return Err("this game has no friend at another computer".into());
    }
    // Who placed each stone, by the host's record: in an opening a player places stones
    // of both marks; after it, each its own.
    let ours = |ply: usize| session.seat_of(theirs.placer_of(ply)) != Seat::Remote;
    // Whether the `i`th choice of `game`, `chosen`, was this side's to make.
    let made_here = |game: &Game, i: usize, chosen: &MadeChoice| {
        let stage = Stage {
            ply: usize::from(chosen.ply),
            chosen: i,
        };
        session.seat_of(game.actor_at(stage)) != Seat::Remote
    };
    let changed_ours = || Err("the host's record changes this side's choice in the opening".into());
    // This side's choices stand: the host's record may not change or drop them, nor change
    // a choice of its own that this side has answered; it may add its own.
    for (i, chosen) in our_choices.iter().enumerate().skip(agreed) {
        if made_here(game, i, chosen) {
            return changed_ours();
        }
        let answered = (usize::from(chosen.ply)..mine.len())
            .any(|ply| session.seat_of(game.placer_of(ply)) != Seat::Remote);
        if answered {
            return Err(
                "the host's record changes its choice, which this side has answered".into(),
            );
        }
    }
    for (i, chosen) in choices.iter().enumerate().skip(agreed) {
        if made_here(&theirs, i, chosen) {
            return changed_ours();
        }
    }
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
        rewound: Some(session.take_record(record, choices.to_vec())),
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
    use mnk::Cell;

    /// A game in which this side plays O and the friend X, from another computer.
    fn guest_of_x() -> Session {
        let seats = tictactoe_core::session::Seats {
            x: Seat::Remote,
            o: Seat::Human,
        };
        let names = tictactoe_core::session::Names::default();
        let rules = tictactoe_core::session::Rules::default();
        let mut session = Session::new(seats, names, rules, Default::default());
        session.start(tictactoe_core::session::Start::Fresh);
        session
    }

    #[test]
    fn on_coming_back_the_guest_takes_the_hosts_record_only_where_it_speaks_for_the_host() {
        // This side plays O; the friend, X, plays at another computer.
        let mut kept = guest_of_x();
        for cell in [4, 0] {
            let position = kept.board().clone();
            kept.play(cell, &position, 0).unwrap();
        }
        let played = |kept: &Session| kept.board().moves_played().collect::<Vec<Cell>>();
        // O's a1 reached the host, X's c3 did not reach here.
        let taken = adopt(&mut kept, &[4, 0, 8], &[]).unwrap();
        assert_eq!(taken.same, 2, "X's c3 is the host's new move");
        assert_eq!(played(&kept), [4, 0, 8]);
        // O's next move never reached the host: it is taken back.
        let position = kept.board().clone();
        kept.play(2, &position, 0).unwrap();
        assert_eq!(
            adopt(&mut kept, &[4, 0, 8], &[]).unwrap().same,
            3,
            "no new move"
        );
        assert_eq!(played(&kept), [4, 0, 8]);
        // The host speaks for its own moves only: it may not change this side's, nor add one
        // this side never played. Refused, and the game here stays as it was.
        for (forged, why) in [
            (&[4, 1, 8][..], "changes this side's move 2"),
            (&[4, 0, 8, 2, 6], "has a move 4 this side never played"),
            (&[4, 0, 8, 2], "has a move 4 this side never played"),
        ] {
            let error = adopt(&mut kept, forged, &[]).unwrap_err();
            assert!(error.contains(why), "{forged:?}: {error}");
            assert_eq!(played(&kept), [4, 0, 8], "{forged:?} changes nothing");
        }
        // Its own moves, and this side's that never reached it, stand as the host has them
        // (an undo whose answer was lost, a move sent and not kept).
        for host in [&[4, 0, 6][..], &[4, 0, 8], &[4]] {
            adopt(&mut kept, host, &[]).unwrap();
            let host: Vec<Cell> = host.iter().map(|&c| Cell::from(c)).collect();
            assert_eq!(played(&kept), host);
        }
        for cell in [0, 8, 2, 6] {
            let position = kept.board().clone();
            kept.play(cell, &position, 0).unwrap();
        }
        // More is another game: refused, and the game here stays as it was.
        let error = adopt(&mut kept, &[4], &[]).unwrap_err();
        assert!(error.contains("more than the moves"), "{error}");
        assert_eq!(played(&kept), [4, 0, 8, 2, 6]);
        assert!(
            adopt(&mut kept, &[4, 4], &[])
                .unwrap_err()
                .contains("does not replay")
        );
        assert_eq!(
            played(&kept),
            [4, 0, 8, 2, 6],
            "a bad record changes nothing"
        );
        // O wins here with a1 b1 c1; a record without that move would reopen a finished game.
        let position = kept.board().clone();
        kept.play(1, &position, 0).unwrap();
        assert!(kept.board().outcome().is_over());
        let error = adopt(&mut kept, &[4, 0, 8, 2, 6], &[]).unwrap_err();
        assert!(error.contains("already over"), "{error}");
        assert_eq!(
            adopt(&mut kept, &[4, 0, 8, 2, 6, 1], &[]).unwrap(),
            Adopted {
                same: 6,
                rewound: None
            }
        );
        assert_eq!(played(&kept), [4, 0, 8, 2, 6, 1]);
    }

    /// A host that comes back with its own answered move changed: a take-back after seeing the
    /// reply, which would let it win a game it was losing.
    #[test]
    fn a_host_that_rewrites_a_move_this_side_answered_is_refused() {
        let mut kept = guest_of_x();
        let play = |kept: &mut Session, cells: &[Cell]| {
            for &cell in cells {
                let position = kept.board().clone();
                kept.play(cell, &position, 0).unwrap();
            }
        };
        let played = |kept: &Session| kept.board().moves_played().collect::<Vec<Cell>>();
        // X a1, O c2, X b1, O b3 (missing the block).
        play(&mut kept, &[0, 5, 1, 7]);
        // The host takes back its b1, which O answered.
        let error = adopt(&mut kept, &[0, 5, 4], &[]).unwrap_err();
        assert!(
            error.contains("changes its move 3, which this side has answered"),
            "{error}"
        );
        assert_eq!(played(&kept), [0, 5, 1, 7], "the game stays as it was");
        // X c3 (missing the win at c1), O c1.
        play(&mut kept, &[8, 2]);
        // The host takes back its c3, which O answered with c1, and wins at c1 instead.
        let error = adopt(&mut kept, &[0, 5, 1, 7, 2], &[]).unwrap_err();
        assert!(error.contains("changes its move 5"), "{error}");
        assert_eq!(
            played(&kept),
            [0, 5, 1, 7, 8, 2],
            "the game stays as it was"
        );
        assert!(!kept.board().outcome().is_over(), "no win recorded");
        // Its last move, not yet answered, it may still change (a move sent and not kept).
        play(&mut kept, &[3]);
        adopt(&mut kept, &[0, 5, 1, 7, 8, 2, 6], &[]).unwrap();
        assert_eq!(played(&kept), [0, 5, 1, 7, 8, 2, 6]);
    }

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

    /// `choice`, made after the opening's three stones.
    fn after_three(choice: mnk::opening::Choice) -> MadeChoice {
        MadeChoice { ply: 3, choice }
    }

    /// A host with the code, in a swap opening where this side (the guest, O's seat) is
    /// the second player: its record may add its own stones and the friend's choices that
    /// were on their way, never change this side's choice nor place a stone for it.
    #[test]
    fn on_coming_back_the_hosts_record_may_not_change_this_sides_choice() {
        use mnk::opening::Choice;
        let mut kept = guest_of_x();
        kept.rules = tictactoe_core::session::Rules::new(15, 5).with_opening(mnk::Opening::Swap);
        kept.start(tictactoe_core::session::Start::Fresh);
        for cell in [112, 113, 97] {
            let position = kept.board().clone();
            kept.play(cell, &position, 0).unwrap();
        }
        let position = kept.board().clone();
        let stage = kept.game().stage();
        kept.choose(Choice::PlayWhite, &position, stage).unwrap();
        let (white, black) = (
            after_three(Choice::PlayWhite),
            after_three(Choice::PlayBlack),
        );
        let error = adopt(&mut kept, &[112, 113, 97], &[black]).unwrap_err();
        assert!(error.contains("changes this side's choice"), "{error}");
        // A choice the opening does not offer there is refused as such.
        let early = MadeChoice {
            ply: 1,
            choice: Choice::PlayWhite,
        };
        let error = adopt(&mut kept, &[112, 113, 97], &[early]).unwrap_err();
        assert!(error.contains("does not follow"), "{error}");
        // After White's choice, this side (White) moves: a stone of its the host invents
        // is refused; the same record with the choice is taken as it is.
        let error = adopt(&mut kept, &[112, 113, 97, 98], &[white]).unwrap_err();
        assert!(error.contains("never played"), "{error}");
        assert_eq!(
            adopt(&mut kept, &[112, 113, 97], &[white]).unwrap().rewound,
            None
        );
        assert_eq!(kept.game().chosen, 1);
    }

    /// A host with the code, in a swap opening where it is the second player (this side,
    /// X's seat, placed the three stones): once this side has answered its choice, the
    /// host may not take the choice back, however many stones both records share.
    #[test]
    fn on_coming_back_the_host_may_not_change_a_choice_this_side_answered() {
        use mnk::opening::Choice;
        let seats = tictactoe_core::session::Seats {
            x: Seat::Human,
            o: Seat::Remote,
        };
        let names = tictactoe_core::session::Names::default();
        let rules = tictactoe_core::session::Rules::new(15, 5).with_opening(mnk::Opening::Swap);
        let mut kept = Session::new(seats, names, rules, Default::default());
        kept.start(tictactoe_core::session::Start::Fresh);
        let play = |kept: &mut Session, cell| {
            let position = kept.board().clone();
            kept.play(cell, &position, 0).unwrap();
        };
        for cell in [112, 113, 97] {
            play(&mut kept, cell);
        }
        // The host, the second player, took White and moved; this side answered.
        let position = kept.board().clone();
        let stage = kept.game().stage();
        kept.choose(Choice::PlayWhite, &position, stage).unwrap();
        play(&mut kept, 98);
        play(&mut kept, 127);
        let (white, black) = (
            after_three(Choice::PlayWhite),
            after_three(Choice::PlayBlack),
        );
        let stones = [112, 113, 97, 98, 127];
        assert_eq!(adopt(&mut kept, &stones, &[white]).unwrap().rewound, None);
        let error = adopt(&mut kept, &stones, &[black]).unwrap_err();
        assert!(error.contains("which this side has answered"), "{error}");
        let error = adopt(&mut kept, &stones[..3], &[black]).unwrap_err();
        assert!(error.contains("which this side has answered"), "{error}");
        assert_eq!(
            kept.game().choices[0],
            white,
            "the game here stays as it was"
        );
    }
}
