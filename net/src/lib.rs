//! Play over the network, for every front end, with no Bevy in it: the messages and their
//! frames ([`message`]), the join code ([`code`]), a connection only the code opens
//! ([`secure`]), the peer on its own thread ([`peer`]), the link that keeps a game going
//! across reconnections ([`link`]), the match's rules, for every front end
//! ([`network_match`]), discovery on the local network ([`discovery`]), play
//! across the internet ([`internet`]), the strangers a host turned away ([`turned`]), why
//! a game could not start or go on in the player's words ([`reasons`]), and here the checks
//! a host's board and every move from the peer pass before the session plays them. A peer
//! is a stranger until it proves the code, and every message it sends is checked.

use mnk::opening::Choice;
use mnk::{Cell, MIN_SIDE, Mark, Rule};

use tictactoe_core::session::{Rules, Session};

pub mod code;
pub mod discovery;
mod failure;
mod hex;
pub mod internet;
pub mod link;
pub mod message;
pub mod network_game;
pub mod network_match;
pub mod peer;
pub mod reasons;
pub mod secure;
pub mod turned;

/// The port a host listens on unless told otherwise (open it, TCP, in a firewall to play
/// beyond the local network).
pub const DEFAULT_PORT: u16 = 47474;

pub use code::{CodeError, JoinCode};
pub use failure::Failure;
pub use link::{Link, LinkEvent, Setup};
pub use message::{Message, PROTOCOL, Refusal};
pub use network_game::{Connection, Ending, NetworkGame, News};
pub use network_match::{Heard, Match, Pending, Taken};
pub use peer::{Peer, PeerEvent};

/// Where a stranger came from, as a host shows it: its address, or an internet caller's
/// key ([`internet::caller`]).
pub fn whence(ip: std::net::IpAddr) -> String {
    internet::caller(ip).unwrap_or_else(|| ip.to_canonical().to_string())
}

/// The address to dial for what a player typed: `host`, `host:port`, an IPv4 or IPv6
/// address with or without a port (`[v6]:port`); the port is [`DEFAULT_PORT`] when none is
/// given.
pub fn with_port(typed: &str) -> String {
    let typed = typed.trim();
    if typed.parse::<std::net::SocketAddr>().is_ok() {
        return typed.to_string();
    }
    if let Ok(ip) = typed.trim_matches(['[', ']']).parse::<std::net::IpAddr>() {
        return std::net::SocketAddr::new(ip, DEFAULT_PORT).to_string();
    }
    match typed.rsplit_once(':') {
        Some((host, port)) if !host.is_empty() && port.parse::<u16>().is_ok() => typed.into(),
        _ => format!("{typed}:{DEFAULT_PORT}"),
    }
}

/// The cell of a move the peer (playing `remote`) sent for the position after `ply` moves,
/// if the session may play it now: the peer's seat is to act (in an opening, the seat
/// placing a stone, whatever its mark) and no choice is due.
///
/// # Errors
/// In words: the game is over, it is not the peer's turn, a choice is due, the move is
/// for another position, or it is illegal.
pub fn check_move(session: &Session, remote: Mark, ply: u32, cell: u8) -> Result<Cell, String> {
    let board = session.board();
    let Some((_, mark)) = session.actor() else {
        return Err("a move after the game ended".into());
    };
    if mark != remote {
        return Err(format!("a move for {remote}, when {mark} is to move"));
    }
    if session.choice_due().is_some() {
        return Err("a move when the opening asks a choice".into());
    }
    if ply as usize != board.ply() {
        return Err(format!(
            "a move for the position after {ply} moves, when {} were played",
            board.ply()
        ));
    }
    let cell = Cell::from(cell);
    board
        .check(cell)
        .map_err(|e| format!("an illegal move: {e}"))?;
    Ok(cell)
}

/// The opening's choice the peer (at `remote`'s seat) sent for the position after `ply`
/// moves, if it is theirs to make now and offered.
///
/// # Errors
/// In words: no choice is due from the peer, it is for another position, or it is not
/// one offered.
pub fn check_choice(
    session: &Session,
    remote: Mark,
    ply: u32,
    choice: Choice,
) -> Result<Choice, String> {
    let (Some((_, offered)), Some((_, mark))) = (session.choice_due(), session.actor()) else {
        return Err("a choice when none is due".into());
    };
    if mark != remote {
        return Err(format!("a choice for {remote}, when {mark} chooses"));
    }
    if ply as usize != session.board().ply() {
        return Err(format!(
            "a choice for the position after {ply} moves, when {} were played",
            session.board().ply()
        ));
    }
    if !offered.contains(&choice) {
        return Err(format!("a choice not offered: {choice:?}"));
    }
    Ok(choice)
}

/// The rules a host's setup names, if the game can play them.
///
/// # Errors
/// A side or a win length out of range, or a rule that does not fit them (renju with a
/// win length other than 5).
pub fn check_rules((size, rows): (u8, u8), k: u8, rule: Rule) -> Result<Rules, String> {
    let rules = Rules::new(size, k).with_rule(rule);
    let sides = MIN_SIDE..=tictactoe_core::settings::list::BOARD_MAX_SIDE;
    let rules = Rules {
        k,
        ..rules.with_shape(size, rows)
    };
    if !sides.contains(&size)
        || !sides.contains(&rows)
        || !(MIN_SIDE..=size.max(rows)).contains(&k)
        || rules.board().is_err()
    {
        return Err(format!(
            "a board of {size}x{rows} with {k} in a row, {}",
            rule.name()
        ));
    }
    Ok(rules)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tictactoe_core::session::{Names, Scores, Seat, Seats, Start};

    #[test]
    fn a_move_from_the_peer_is_checked_before_it_is_played() {
        let seats = Seats {
            x: Seat::Human,
            o: Seat::Human,
        };
        let mut session =
            Session::new(seats, Names::default(), Rules::default(), Scores::default());
        session.start(Start::Fresh);
        assert_eq!(check_move(&session, Mark::X, 0, 4), Ok(4));
        assert!(
            check_move(&session, Mark::O, 0, 4)
                .unwrap_err()
                .contains("when X is to move")
        );
        assert!(
            check_move(&session, Mark::X, 1, 4)
                .unwrap_err()
                .contains("after 1 moves")
        );
        assert!(
            check_move(&session, Mark::X, 0, 9)
                .unwrap_err()
                .contains("illegal")
        );
        let position = session.board().clone();
        session.play(4, &position, 0).unwrap();
        assert!(
            check_move(&session, Mark::O, 1, 4)
                .unwrap_err()
                .contains("already taken")
        );
        let free = Rule::Freestyle;
        assert!(check_rules((23, 23), 5, free).is_err() && check_rules((5, 5), 6, free).is_err());
        // Every board the engine plays, gomoku's included.
        assert_eq!(
            check_rules((mnk::MAX_SIDE, mnk::MAX_SIDE), 5, free),
            Ok(Rules::new(22, 5))
        );
        assert_eq!(check_rules((7, 7), 5, free), Ok(Rules::new(7, 5)));
        let oblong = Rules::new(20, 5).with_shape(20, 15);
        assert_eq!(check_rules((20, 15), 5, free), Ok(oblong));
        assert!(check_rules((20, 23), 5, free).is_err() && check_rules((3, 4), 5, free).is_err());
        assert_eq!(
            check_rules((9, 9), 5, Rule::Renju),
            Ok(Rules::new(9, 5).with_rule(Rule::Renju))
        );
        // Renju is five in a row: a host naming it with four is refused, not played.
        assert!(check_rules((9, 9), 4, Rule::Renju).is_err());
    }

    #[test]
    fn a_forbidden_point_sent_by_the_peer_is_refused_like_any_illegal_move() {
        let seats = Seats {
            x: Seat::Remote,
            o: Seat::Human,
        };
        let rules = Rules::new(9, 5).with_rule(Rule::Renju);
        let mut session = Session::new(seats, Names::default(), rules, Scores::default());
        session.start(Start::Fresh);
        // X (Black) with two open twos meeting at e5, O in the corners.
        for (row, col) in [
            (2, 4),
            (0, 0),
            (3, 4),
            (0, 8),
            (4, 2),
            (8, 0),
            (4, 3),
            (8, 8),
        ] {
            let position = session.board().clone();
            session.play(row * 9 + col, &position, 0).unwrap();
        }
        let why = check_move(&session, Mark::X, 8, 4 * 9 + 4).unwrap_err();
        assert!(
            why.contains("forbidden") && why.contains("double three"),
            "{why}"
        );
        assert_eq!(check_move(&session, Mark::X, 8, 4 * 9 + 5), Ok(41));
    }

    #[test]
    fn a_typed_address_without_a_port_gets_the_usual_one() {
        for (typed, dialled) in [
            ("192.168.1.5", "192.168.1.5:47474"),
            (" 192.168.1.5:4000 ", "192.168.1.5:4000"),
            ("fd00::2", "[fd00::2]:47474"),
            ("[fd00::2]", "[fd00::2]:47474"),
            ("[fd00::2]:4000", "[fd00::2]:4000"),
            ("ana-laptop", "ana-laptop:47474"),
            ("ana-laptop.local:4000", "ana-laptop.local:4000"),
        ] {
            assert_eq!(with_port(typed), dialled, "{typed}");
        }
    }
}
