//! The host's side of the link: the listener's thread.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, TryRecvError};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use super::{Ask, COME_BACK, LinkEvent, Me, Setup, greet, lock};
use crate::Failure;
use crate::discovery::Advert;
use crate::message::Refusal;
use crate::peer::Peer;
use crate::secure::{Host, refuse};
use crate::turned::TurnedAway;

/// The host's thread: each proven guest is greeted and given the game while one is
/// wanted (at first, and after a lost connection), and told "busy" otherwise. `waiting` is
/// set while a [`LinkEvent::TurnedAway`] waits in `events`.
pub(super) fn hosting(
    mut host: Host,
    (port, addresses): (u16, Vec<SocketAddr>),
    me: Me,
    setup: Arc<Mutex<Setup>>,
    events: Sender<LinkEvent>,
    asked: Receiver<Ask>,
    waiting: Arc<AtomicBool>,
) {
    let tell = |event: LinkEvent| {
        let sent = events.send(event).is_ok();
        (me.wake)();
        sent
    };
    let mut wanted = true;
    let mut lost_at: Option<Instant> = None;
    let mut turned_away = TurnedAway::default();
    // Heard on the local network while the first guest is awaited (a guest who comes back
    // knows the way).
    let mut advert = Advert::publish(&me.name, port)
        .inspect_err(|e| tell_quietly(&format!("no advert on the local network: {e}")))
        .ok();
    loop {
        if host.stopped() {
            return;
        }
        loop {
            match asked.try_recv() {
                Ok(Ask::Reconnect) => {
                    wanted = true;
                    lost_at = Some(Instant::now());
                }
                // Those turned away so far tried the old code: the tally starts again.
                Ok(Ask::NewCode(code)) => {
                    if host.new_code(code.clone()) {
                        turned_away = TurnedAway::default();
                        let addresses = addresses.clone();
                        if !tell(LinkEvent::Listening {
                            port,
                            addresses,
                            code,
                        }) {
                            return;
                        }
                    }
                }
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => return,
            }
        }
        // Ten wrong codes: the host gave a new one. The tally starts again under it.
        if let Some(code) = host.retired() {
            turned_away = TurnedAway::default();
            let addresses = addresses.clone();
            if !tell(LinkEvent::CodeRetired)
                || !tell(LinkEvent::Listening {
                    port,
                    addresses,
                    code,
                })
            {
                return;
            }
        }
        if wanted && lost_at.is_some_and(|at| at.elapsed() >= COME_BACK) {
            lost_at = None;
            if !tell(LinkEvent::Overdue) {
                return;
            }
        }
        // Told at most once a second, and at most one telling waits to be read: however
        // many strangers knock, neither this thread nor the queue keeps more than a tally.
        let tell_turned_away = |turned_away: &mut TurnedAway| {
            if !waiting.load(Ordering::SeqCst)
                && let Some(refusals) = turned_away.tell(Instant::now())
            {
                waiting.store(true, Ordering::SeqCst);
                tell(LinkEvent::TurnedAway(refusals));
            }
        };
        tell_turned_away(&mut turned_away);
        // Awake at the friend's deadline, to say they are overdue, and when the tally is due
        // (while a telling waits unread, its reading wakes this thread).
        let deadline = [
            lost_at.filter(|_| wanted).map(|at| at + COME_BACK),
            turned_away
                .due()
                .filter(|_| !waiting.load(Ordering::SeqCst)),
        ]
        .into_iter()
        .flatten()
        .min();
        let stopper = host.stopper();
        let accepted = host.accept_until(deadline, |from, why| {
            let untold = turned_away.due().is_some();
            turned_away.note(from, why);
            tell_turned_away(&mut turned_away);
            // Newly untold: this wait ends, for the next to end when the telling is due.
            if !untold && turned_away.due().is_some() {
                stopper.interrupt();
            }
        });
        let channel = match accepted {
            Ok(Some(channel)) => channel,
            // The deadline, a stop or news: the loop's head sees to each.
            Ok(None) => continue,
            Err(e) => {
                tell(LinkEvent::Failed(Failure::Network(format!(
                    "listening: {e}"
                ))));
                return;
            }
        };
        // A reconnection asked while the guest's handshake ran.
        while let Ok(Ask::Reconnect) = asked.try_recv() {
            wanted = true;
            lost_at = Some(Instant::now());
        }
        let mut channel = channel;
        if !wanted {
            refuse(&mut channel, Refusal::Busy);
            continue;
        }
        let Ok(friend) = greet(&mut channel, &me.name) else {
            continue;
        };
        let game = lock(&setup).clone();
        if channel.send(&game.message()).is_err() {
            continue;
        }
        wanted = false;
        // The friend, and only the friend, comes back: the code opens nothing more.
        if let Some(secret) = channel.resume_secret() {
            host.resume_only(secret);
        }
        drop(advert.take());
        let resume = host.resume_secret().cloned();
        me.across.friend_at(channel.peer);
        let peer = Peer::start_waking(channel, me.wake.clone());
        if !tell(LinkEvent::Connected {
            friend,
            setup: game,
            peer,
            resume,
        }) {
            return;
        }
    }
}

/// A trouble that changes nothing for the player, for the log.
fn tell_quietly(what: &str) {
    eprintln!("tictactoe: {what}");
}
