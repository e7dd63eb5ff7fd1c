//! The guest's side of the link: dialling, at first and again.

use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender};
use std::time::Instant;

use super::{Ask, COME_BACK, LinkEvent, Me, REDIAL, Setup, greet};
use crate::net::message::Message;
use crate::net::peer::Peer;
use crate::net::secure;
use crate::net::{Failure, JoinCode, check_rules};

/// The guest's thread: joins, and dials again when asked until the host is back.
pub(super) fn joining(
    address: &str,
    code: &JoinCode,
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
    // At first, a refusal is final: a wrong code is the player's to fix. (Joining again,
    // the first dial is a redial: the reconnection asked is waiting.)
    if !again {
        match dial(address, code, &me) {
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
            if let Ok(connected) = dial(address, code, &me) {
                if !tell(connected) {
                    return;
                }
                break;
            }
            if !overdue && since.elapsed() >= COME_BACK {
                overdue = true;
                if !tell(LinkEvent::Overdue) {
                    return;
                }
            }
            match asked.recv_timeout(REDIAL) {
                Err(RecvTimeoutError::Disconnected) => return,
                Ok(Ask::Reconnect) | Err(RecvTimeoutError::Timeout) => {}
            }
        }
    }
}

/// One try at the host: the handshake, the greetings, the host's setup.
fn dial(address: &str, code: &JoinCode, me: &Me) -> Result<LinkEvent, Failure> {
    let mut channel = secure::join(address, code)?;
    let friend = greet(&mut channel, &me.name)?;
    let setup = match channel.receive().map_err(|e| e.to_string())? {
        Message::Setup {
            size,
            k,
            host,
            moves,
        } => Setup {
            rules: check_rules(size, k)?,
            host,
            moves,
        },
        Message::Refused { why } => return Err(Failure::Refused(why)),
        other => return Err(format!("the host sent {other:?} instead of the board").into()),
    };
    Ok(LinkEvent::Connected {
        friend,
        setup,
        peer: Peer::start_waking(channel, me.wake.clone()),
    })
}
