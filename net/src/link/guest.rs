//! The guest's side of the link: dialling, at first and again.

use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender};
use std::time::Instant;

use super::{Ask, COME_BACK, GREETING, LinkEvent, Me, REDIAL, Setup, greet};
use crate::Failure;
use crate::internet::Relay;
use crate::message::{Message, Refusal};
use crate::peer::Peer;
use crate::secure::{self, Channel, Secret};

/// The guest's thread: joins, and dials again when asked until the host is back; a failed
/// proof of the code ends it, at first or later.
pub(super) fn joining(
    (given, relay): (&str, Relay),
    mut secret: Secret,
    me: Me,
    events: Sender<LinkEvent>,
    asked: Receiver<Ask>,
    again: bool,
) {
    let tell = |event: LinkEvent| {
        let sent = events.send(event).is_ok();
        (me.wake)();
        sent
    };
    // An invitation's way in is open while the link is.
    let address = match me.across.enter(given, &relay) {
        Ok(address) => address,
        Err(why) => {
            tell(LinkEvent::Failed(why));
            return;
        }
    };
    let address = address.as_str();
    // The code at first (or the resume secret kept); once joined, the resume secret of that
    // first proof.
    let try_host = |secret: &mut Secret| {
        let (friend, setup, channel) = dial(address, secret, &me.name)?;
        if let (Secret::Code(_), Some(resume)) = (&*secret, channel.resume_secret()) {
            *secret = Secret::Resume(resume.clone());
        }
        let resume = match secret {
            Secret::Resume(resume) => Some(resume.clone()),
            Secret::Code(_) => None,
        };
        Ok::<_, Failure>(LinkEvent::Connected {
            friend,
            setup,
            peer: Peer::start_waking(channel, me.wake.clone()),
            resume,
        })
    };
    // At first, a refusal is final: a wrong code is the player's to fix. (Joining again,
    // the first dial is a redial: the reconnection asked is waiting.)
    if !again {
        match try_host(&mut secret) {
            Ok(connected) => {
                if !tell(connected) {
                    return;
                }
            }
            Err(why) => {
                tell(LinkEvent::Failed(why));
                return;
            }
        }
    }
    while let Ok(Ask::Reconnect) = asked.recv() {
        let since = Instant::now();
        let mut overdue = false;
        loop {
            match try_host(&mut secret) {
                Ok(connected) => {
                    if !tell(connected) {
                        return;
                    }
                    break;
                }
                // Whoever answers at the host's address without the code gets one guess
                // at it, not one every [`REDIAL`].
                Err(wrong @ Failure::Refused(Refusal::WrongCode)) => {
                    tell(LinkEvent::Failed(wrong));
                    return;
                }
                Err(_) => {}
            }
            if !overdue && since.elapsed() >= COME_BACK {
                overdue = true;
                if !tell(LinkEvent::Overdue) {
                    return;
                }
            }
            match asked.recv_timeout(REDIAL) {
                Err(RecvTimeoutError::Disconnected) => return,
                Ok(_) | Err(RecvTimeoutError::Timeout) => {}
            }
        }
    }
}

/// One try at the host: the handshake, the greetings, the host's setup; the friend's name,
/// the setup and the connection, for the peer.
fn dial(address: &str, secret: &Secret, name: &str) -> Result<(String, Setup, Channel), Failure> {
    let mut channel = secure::join_with(address, secret)?;
    // The greetings and the setup within [`GREETING`] in all.
    let deadline = channel
        .deadline(GREETING)
        .map_err(|e| Failure::Network(e.to_string()))?;
    let friend = greet(&mut channel, name)?;
    let setup = match channel.receive().map_err(|e| e.to_string())? {
        Message::Setup {
            size,
            rows,
            k,
            rule,
            opening,
            host,
            moves,
            choices,
            clock,
        } => Setup::checked((size, rows, k, rule, opening), host, moves, choices, clock)?,
        Message::Refused { why } => return Err(Failure::Refused(why)),
        other => {
            return Err(format!("the host sent a {} instead of the board", other.name()).into());
        }
    };
    drop(deadline);
    Ok((friend, setup, channel))
}
