//! `tictactoe host` and `tictactoe join`: a game over the network with a computer level as
//! this side's player, for scripts, tests and engine matches between two computers. The
//! host prints where it listens and the join code, waits for a guest who knows it (a wrong
//! code is turned away and the host waits on), sets the board and the marks, and both play
//! to the end, printing each move and the result (or JSON). Both keep the game in their
//! History and tally, as the window does.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::Path;
use std::time::{Duration, Instant};

use mnk::{Cell, GameRecord, Mark, Outcome, Player, Strategy};
use rand::Rng;
use serde::Serialize;

use crate::cli::{HostArgs, JoinArgs, win_length};
use crate::files::storage::Folders;
use crate::game::cell_name;
use crate::net::message::{Message, PROTOCOL, Refusal};
use crate::net::secure::{self, Channel, Host};
use crate::net::{JoinCode, Peer, PeerEvent, check_move, check_rules};
use crate::session::{Rules, Seat, Seats, Start};
use crate::terminal::KeptSession;

/// How long the game waits for the peer's Hello and Setup.
const GREETING: Duration = Duration::from_secs(10);

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

/// Runs `tictactoe host`.
///
/// # Errors
/// The port is taken, the guest broke the rules or left, or the connection was lost (the
/// game is kept).
pub fn host_command(args: &HostArgs, data_dir: Option<&Path>) -> Result<(), String> {
    let k = win_length(args.board.size, args.board.k)?;
    let rules = Rules {
        size: args.board.size,
        k,
    };
    let code = match &args.code {
        Some(code) => JoinCode::parse(code)?,
        None => JoinCode::random(),
    };
    let address = SocketAddr::from((Ipv4Addr::UNSPECIFIED, args.port));
    let mut host = Host::listen(address, code.clone())?;
    let port = host.local_addr().map_err(|e| e.to_string())?.port();
    let here: Vec<String> = local_addresses()
        .iter()
        .map(|ip| SocketAddr::new(*ip, port).to_string())
        .collect();
    let here = match here.is_empty() {
        true => String::new(),
        false => format!(" (this computer: {})", here.join(", ")),
    };
    println!("listening on port {port}{here}; join code {code}");
    let mut channel = host
        .accept(|from, why| eprintln!("tictactoe: turned away {from}: {why}"))
        .map_err(|e| format!("listening: {e}"))?;
    let name = args
        .name
        .clone()
        .unwrap_or_else(|| args.player.name().to_string());
    let friend = greet(&mut channel, &name)?;
    let host_mark = if args.o { Mark::O } else { Mark::X };
    channel
        .send(&Message::Setup {
            size: rules.size,
            k: rules.k,
            host: host_mark,
            moves: Vec::new(),
        })
        .map_err(|e| e.to_string())?;
    println!("{friend} joined from {}", channel.peer);
    let mut back = |kept: &mut KeptSession| -> Result<Channel, String> {
        println!(
            "waiting up to {} s for {friend} to come back",
            COME_BACK.as_secs()
        );
        let deadline = Instant::now() + COME_BACK;
        loop {
            let turned = |from, why: &str| eprintln!("tictactoe: turned away {from}: {why}");
            let Some(mut channel) = host
                .accept_until(Some(deadline), turned)
                .map_err(|e| format!("listening: {e}"))?
            else {
                return Err(format!("{friend} did not come back; the game is kept"));
            };
            if greet(&mut channel, &name).is_err() {
                continue;
            }
            // The host's record stands: the guest takes it, checked move by move.
            let moves = kept
                .session
                .board()
                .moves_played()
                .map(|c| c as u8)
                .collect();
            let setup = Message::Setup {
                size: rules.size,
                k: rules.k,
                host: host_mark,
                moves,
            };
            if channel.send(&setup).is_ok() {
                println!("{friend} is back");
                return Ok(channel);
            }
        }
    };
    let side = Side {
        rules,
        mine: host_mark,
        level: args.player,
        friend: friend.clone(),
        budget: args.budget,
        json: args.json,
    };
    play(channel, data_dir, side, &mut back)
}

/// How long a side waits for the other to come back after the connection is lost.
const COME_BACK: Duration = Duration::from_secs(120);

/// This side of a network game: the board, its mark and level, the friend's name, and how
/// the game is printed.
struct Side {
    rules: Rules,
    mine: Mark,
    level: mnk::Level,
    friend: String,
    budget: Option<f64>,
    json: bool,
}

/// Runs `tictactoe join`.
///
/// # Errors
/// The host cannot be reached, turns the guest away, breaks the rules or leaves.
pub fn join_command(args: &JoinArgs, data_dir: Option<&Path>) -> Result<(), String> {
    let code = JoinCode::parse(&args.code)?;
    let mut channel = secure::join(&args.address, &code).map_err(|e| e.to_string())?;
    let name = args
        .name
        .clone()
        .unwrap_or_else(|| args.player.name().to_string());
    let friend = greet(&mut channel, &name)?;
    channel
        .set_read_timeout(Some(GREETING))
        .map_err(|e| e.to_string())?;
    let (rules, host_mark) = match channel.receive().map_err(|e| e.to_string())? {
        Message::Setup {
            size,
            k,
            host,
            moves,
        } if moves.is_empty() => (check_rules(size, k)?, host),
        Message::Refused { why } => return Err(why.to_string()),
        other => return Err(format!("the host sent {other:?} instead of the board")),
    };
    println!("joined {friend} at {}", channel.peer);
    let mut back = |kept: &mut KeptSession| -> Result<Channel, String> {
        println!(
            "reconnecting to {friend} for up to {} s",
            COME_BACK.as_secs()
        );
        let deadline = Instant::now() + COME_BACK;
        while Instant::now() < deadline {
            std::thread::sleep(Duration::from_secs(1));
            let Ok(mut channel) = secure::join(&args.address, &code) else {
                continue;
            };
            greet(&mut channel, &name)?;
            match channel.receive().map_err(|e| e.to_string())? {
                Message::Setup { size, k, moves, .. } if check_rules(size, k)? == rules => {
                    let taken = adopt(kept, &moves)?;
                    println!("{friend} is back");
                    if !args.json {
                        for line in taken {
                            println!("{line}");
                        }
                    }
                    return Ok(channel);
                }
                other => return Err(format!("the host sent {other:?} on coming back")),
            }
        }
        Err(format!(
            "{friend} could not be reached again; the game is kept"
        ))
    };
    let side = Side {
        rules,
        mine: host_mark.opponent(),
        level: args.player,
        friend: friend.clone(),
        budget: args.budget,
        json: args.json,
    };
    play(channel, data_dir, side, &mut back)
}

/// Takes the host's record of the game on coming back, checked move by move: where the two
/// differ (a move that was on its way when the connection fell), the host's stands.
///
/// # Errors
/// A move of the host's record that is illegal.
fn adopt(kept: &mut KeptSession, moves: &[u8]) -> Result<Vec<String>, String> {
    let session = &mut kept.session;
    let cells: Vec<Cell> = moves.iter().map(|&c| Cell::from(c)).collect();
    let geometry = session.board().geometry();
    let record = GameRecord::from_moves(geometry, &cells, cells.len())
        .map_err(|e| format!("the host's record does not replay: {e}"))?;
    let mine: Vec<Cell> = session.board().moves_played().collect();
    if record.moves() == mine.as_slice() {
        return Ok(Vec::new());
    }
    let same = mine.iter().zip(&cells).take_while(|(a, b)| a == b).count();
    let mut saved = session.saved_game();
    saved.move_ms.truncate(cells.len());
    saved.move_ms.resize(cells.len(), 0);
    saved.record = record;
    session.start(Start::Resume(Box::new(saved)));
    kept.settle();
    // The moves taken from the host, as the game prints its own.
    let [x, o] = kept.session.players();
    let cols = kept.session.board().cols();
    Ok((same..cells.len())
        .map(|i| {
            let (mark, who) = if i % 2 == 0 {
                (Mark::X, &x)
            } else {
                (Mark::O, &o)
            };
            format!("{}. {mark} ({who}) {}", i + 1, cell_name(cols, cells[i]))
        })
        .collect())
}

/// Says who is here and reads who is there; a peer of another protocol is told, and let go.
fn greet(channel: &mut Channel, name: &str) -> Result<String, String> {
    channel
        .set_read_timeout(Some(GREETING))
        .map_err(|e| e.to_string())?;
    let hello = Message::Hello {
        protocol: PROTOCOL,
        game: env!("CARGO_PKG_VERSION").into(),
        name: name.into(),
    };
    channel.send(&hello).map_err(|e| e.to_string())?;
    match channel.receive().map_err(|e| e.to_string())? {
        Message::Hello { protocol, name, .. } if protocol == PROTOCOL => {
            Ok(crate::session::tidy_name(&name).unwrap_or_else(|| "Friend".into()))
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
            Err(why.to_string())
        }
        Message::Refused { why } => Err(why.to_string()),
        other => Err(format!("the other game sent {other:?} instead of its name")),
    }
}

/// Plays the game to its end: this side's computer moves on its turn, the peer's moves are
/// checked and played; each is printed, then the result.
fn play(
    channel: Channel,
    data_dir: Option<&Path>,
    side: Side,
    back: &mut dyn FnMut(&mut KeptSession) -> Result<Channel, String>,
) -> Result<(), String> {
    let Side {
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
    let (computer, person) = (Seat::Computer(level), Seat::Human);
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
    let mut player = Player::new(level, rand::rng().random()).with_budget(budget);
    let mut moves = Vec::new();
    while let Some((mark, _)) = kept.session.mover() {
        let position = kept.session.board().clone();
        let started = Instant::now();
        let cell = if mark == mine {
            let cell = player.choose(&position, None).ok_or("no move found")?;
            peer.send(Message::Move {
                ply: position.ply() as u32,
                cell: cell as u8,
            });
            cell
        } else {
            match peer.next_within(Duration::from_secs(1)) {
                None => continue,
                Some(PeerEvent::Message(Message::Move { ply, cell })) => {
                    match check_move(&kept.session, mark, ply, cell) {
                        Ok(cell) => cell,
                        Err(what) => {
                            peer.send(Message::Refused {
                                why: Refusal::Broken { what: what.clone() },
                            });
                            peer.close();
                            return Err(format!("the other game sent {what}; the game is kept"));
                        }
                    }
                }
                Some(PeerEvent::Message(Message::Refused { why })) => {
                    return Err(format!("{why}; the game is kept"));
                }
                Some(PeerEvent::Message(other)) => {
                    return Err(format!("the other game sent {other:?} during play"));
                }
                Some(PeerEvent::Lost(why)) => {
                    eprintln!("tictactoe: connection lost: {why}");
                    peer = Peer::start(back(&mut kept)?);
                    continue;
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
        moves.push(named);
    }
    let board = kept.session.board();
    let [x, o] = kept.session.players();
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
        println!("{result}: {}", kept.session.scores.line(&x, &o));
    }
    for notice in kept.take_notices() {
        eprintln!("tictactoe: {notice}");
    }
    // The last move on its way before the connection closes.
    peer.close();
    Ok(())
}

/// This computer's addresses a friend could dial: every interface's but the loopback and
/// IPv6 link-local ones, IPv4 first.
fn local_addresses() -> Vec<IpAddr> {
    let mut ips: Vec<IpAddr> = if_addrs::get_if_addrs()
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
    use crate::net::secure::tests::pair;

    #[test]
    fn a_peer_of_another_version_is_told_which_versions_differ() {
        let (mut host, mut guest) = pair();
        let host = std::thread::spawn(move || greet(&mut host, "Hard"));
        guest
            .send(&Message::Hello {
                protocol: 99,
                game: "9.0.0".into(),
                name: "Future".into(),
            })
            .unwrap();
        guest.set_read_timeout(Some(GREETING)).unwrap();
        assert!(matches!(guest.receive().unwrap(), Message::Hello { .. }));
        let Message::Refused { why } = guest.receive().unwrap() else {
            panic!("not refused");
        };
        let ours = format!(
            "version {} (protocol {PROTOCOL})",
            env!("CARGO_PKG_VERSION")
        );
        assert!(why.to_string().contains(&ours), "{why}");
        let error = host.join().unwrap().unwrap_err();
        assert!(
            error.contains("the other game is version 9.0.0 (protocol 99)"),
            "{error}"
        );
        assert!(error.contains(&ours), "{error}");
    }

    #[test]
    fn on_coming_back_the_guest_takes_the_hosts_record_checked() {
        let mut kept = KeptSession::open(None);
        kept.session.start(Start::Fresh);
        let position = kept.session.board().clone();
        kept.session.play(4, &position, 0).unwrap();
        let taken = adopt(&mut kept, &[4, 0, 8]).unwrap();
        assert_eq!(taken, ["2. O (Medium) a1", "3. X (Player 1) c3"]);
        let played: Vec<Cell> = kept.session.board().moves_played().collect();
        assert_eq!(played, [4, 0, 8]);
        assert!(
            adopt(&mut kept, &[4, 4])
                .unwrap_err()
                .contains("does not replay")
        );
        assert_eq!(
            kept.session.board().ply(),
            3,
            "a bad record changes nothing"
        );
    }
}
