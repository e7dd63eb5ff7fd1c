//! `tictactoe host` and `tictactoe join`: a game over the network with a computer level as
//! this side's player, for scripts, tests and engine matches between two computers. The
//! host prints where it listens and the join code, waits for a guest who knows it (a wrong
//! code is turned away and the host waits on), sets the board and the marks, and both play
//! to the end, printing each move and the result (or JSON). Both keep the game in their
//! History and tally, as the window does.

use std::cell::Cell;
use std::net::SocketAddr;
use std::path::Path;
use std::time::{Duration, Instant};

use mnk::Mark;

use tictactoe_core::kept::KeptSession;
use tictactoe_core::notation::cell_name;
use tictactoe_core::session::Rules;
use tictactoe_net::discovery::Advert;
use tictactoe_net::link::{self, COME_BACK, GREETING, greet, local_addresses};
use tictactoe_net::message::Message;
use tictactoe_net::secure::{self, Channel, Host, Secret, WRONG_CODES_PER_CODE};
use tictactoe_net::turned::TurnedAway;
use tictactoe_net::{Failure, JoinCode, Refusal, check_rules};

mod args;
mod internet;
mod play;

pub use args::{HostArgs, JoinArgs, SideArgs};

use play::{Side, play};

/// Runs `tictactoe host`.
///
/// # Errors
/// The port is taken, the guest broke the rules or left, or the connection was lost (the
/// game is kept).
pub fn host_command(args: &HostArgs, data_dir: Option<&Path>) -> Result<(), String> {
    let (size, k) = args.board.classic("network play")?;
    let rules = Rules { size, k };
    let code = match &args.code {
        Some(code) => given_code(code)?,
        None => JoinCode::random(),
    };
    let mut host = Host::listen_everywhere(args.port, code.clone())?;
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
    let relay = args.side.relay()?;
    let opened = match args.invite {
        true => internet::invite(port, relay),
        false => internet::Opened::default(),
    };
    let name = args
        .side
        .name
        .clone()
        .unwrap_or_else(|| args.side.player.name().to_string());
    // Listed on the local network's Join screens until the guest comes.
    let advert = Advert::publish(&name, port)
        .inspect_err(|e| eprintln!("tictactoe: no advert on the local network: {e}"))
        .ok();
    // At most a line a second, however many strangers knock.
    let mut turned_away = TurnedAway::default();
    let mut turned = move |from, why| {
        if let Some(refusals) = turned_away.note_and_tell(from, why, Instant::now()) {
            eprintln!("tictactoe: turned away {refusals}");
        }
    };
    let mut channel = loop {
        let accepted = host
            .accept_until(None, &mut turned)
            .map_err(|e| format!("listening: {e}"))?;
        if let Some(channel) = accepted {
            break channel;
        }
        if let Some(code) = host.retired() {
            println!(
                "{WRONG_CODES_PER_CODE} wrong codes: the old code opens nothing; join code {code}"
            );
        }
    };
    drop(advert);
    // The friend, and only the friend, comes back: the code opens nothing more.
    if let Some(secret) = channel.resume_secret() {
        host.resume_only(secret);
    }
    let friend = named(greet(&mut channel, &name)?);
    let host_mark = if args.o { Mark::O } else { Mark::X };
    channel
        .send(&Message::Setup {
            size: rules.size,
            k: rules.k,
            host: host_mark,
            moves: Vec::new(),
        })
        .map_err(|e| e.to_string())?;
    match internet::how(&opened, channel.peer) {
        route if route.is_empty() => println!("{friend} joined from {}", channel.peer),
        route => println!("{friend} joined{route}"),
    }
    let last_peer = Cell::new(channel.peer);
    let mut back = |kept: &mut KeptSession| -> Result<Channel, String> {
        println!(
            "waiting up to {} s for {friend} to come back",
            COME_BACK.as_secs()
        );
        let deadline = Instant::now() + COME_BACK;
        loop {
            let Some(mut channel) = host
                .accept_until(Some(deadline), &mut turned)
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
                last_peer.set(channel.peer);
                return Ok(channel);
            }
        }
    };
    let side = Side {
        hosting: true,
        rules,
        mine: host_mark,
        level: args.side.player,
        friend: friend.clone(),
        budget: args.side.budget,
        json: args.side.json,
    };
    let played = play(channel, data_dir, side, &mut back);
    let route = internet::how(&opened, last_peer.get());
    if !route.is_empty() && !args.side.json {
        println!("the game went{route}");
    }
    played
}

/// The join code as given: `-` reads it from the first line of standard input.
///
/// # Errors
/// Standard input cannot be read, or what was given is not a join code.
fn given_code(given: &str) -> Result<JoinCode, String> {
    if given != "-" {
        return Ok(JoinCode::parse(given)?);
    }
    let mut line = String::new();
    std::io::stdin()
        .read_line(&mut line)
        .map_err(|e| format!("reading the join code: {e}"))?;
    Ok(JoinCode::parse(line.trim())?)
}

/// Runs `tictactoe join`.
///
/// # Errors
/// The host cannot be reached, turns the guest away, breaks the rules or leaves.
pub fn join_command(args: &JoinArgs, data_dir: Option<&Path>) -> Result<(), String> {
    let code = given_code(&args.code)?;
    let (address, gateway) =
        tictactoe_net::internet::way_in(&args.address, &args.side.relay()?, None)?;
    let mut channel = secure::join(&address, &code).map_err(|e| e.to_string())?;
    let name = args
        .side
        .name
        .clone()
        .unwrap_or_else(|| args.side.player.name().to_string());
    let friend = named(greet(&mut channel, &name)?);
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
        other => {
            return Err(format!(
                "the host sent a {} instead of the board",
                other.name()
            ));
        }
    };
    match &gateway {
        Some(gateway) => println!("joined {friend}{}", internet::route_of(Some(gateway))),
        None => println!("joined {friend} at {}", channel.peer),
    }
    // Coming back, the secret of this first proof: the host takes no one else.
    let secret = Secret::first(code.clone(), channel.resume_secret().cloned());
    let mut back = |kept: &mut KeptSession| -> Result<Channel, String> {
        println!(
            "reconnecting to {friend} for up to {} s",
            COME_BACK.as_secs()
        );
        let deadline = Instant::now() + COME_BACK;
        while Instant::now() < deadline {
            std::thread::sleep(Duration::from_secs(1));
            let mut channel = match secure::join_with(&address, &secret) {
                Ok(channel) => channel,
                // Whoever answers at the host's address without the code gets one guess
                // at it, not one a second.
                Err(wrong @ Failure::Refused(Refusal::WrongCode)) => {
                    return Err(format!("{wrong}; the game is kept"));
                }
                Err(_) => continue,
            };
            // A try that fails on the way is tried again until the time is up.
            if greet(&mut channel, &name).is_err() {
                continue;
            }
            let Ok(setup) = channel.receive() else {
                continue;
            };
            match setup {
                Message::Setup { size, k, moves, .. } if check_rules(size, k)? == rules => {
                    let taken = adopt(kept, &moves)?;
                    println!("{friend} is back");
                    if !args.side.json {
                        for line in taken {
                            println!("{line}");
                        }
                    }
                    return Ok(channel);
                }
                other => return Err(format!("the host sent a {} on coming back", other.name())),
            }
        }
        Err(format!(
            "{friend} could not be reached again; the game is kept"
        ))
    };
    let side = Side {
        hosting: false,
        rules,
        mine: host_mark.opponent(),
        level: args.side.player,
        friend: friend.clone(),
        budget: args.side.budget,
        json: args.side.json,
    };
    let played = play(channel, data_dir, side, &mut back);
    let route = internet::route_of(gateway.as_ref());
    if !route.is_empty() && !args.side.json {
        println!("the game went{route}");
    }
    played
}

/// Takes the host's record on coming back ([`link::adopt`]) and says the moves it brought,
/// as the game prints its own.
///
/// # Errors
/// A move of the host's record that is illegal, or records that differ by more than the
/// moves that can be on their way.
fn adopt(kept: &mut KeptSession, moves: &[u8]) -> Result<Vec<String>, String> {
    let same = link::adopt(&mut kept.session, moves)?.same;
    kept.settle();
    let [x, o] = kept.session.players();
    let board = kept.session.board();
    let cells: Vec<_> = board.moves_played().collect();
    Ok((same..cells.len())
        .map(|i| {
            let (mark, who) = if i % 2 == 0 {
                (Mark::X, &x)
            } else {
                (Mark::O, &o)
            };
            format!(
                "{}. {mark} ({who}) {}",
                i + 1,
                cell_name(board.cols(), cells[i])
            )
        })
        .collect())
}

#[cfg(test)]
mod tests;

/// The friend's name, or "Friend" for one who gave none.
fn named(friend: String) -> String {
    match friend.is_empty() {
        true => "Friend".into(),
        false => friend,
    }
}
