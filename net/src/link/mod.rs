//! The way to the friend for a front end that must not wait: a thread that hosts (listens,
//! greets, sets the game up) or joins, hands the game a [`Peer`] once both sides are
//! greeted, and on a lost connection, when asked, finds the friend again: the host takes
//! them back (turning any other guest away as busy meanwhile), the guest dials again. The
//! game hears of it all as [`LinkEvent`]s, woken by a callback.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Duration;

use mnk::Mark;

use super::internet::{HostKey, Invitation, Relay, Route};
use super::peer::{Peer, Wake};
use super::secure::{Host, ResumeSecret, Secret, Stopper};
use super::{Failure, JoinCode};
use crate::turned::Refusals;
use tictactoe_core::session::Rules;

mod across;
mod agree;
mod guest;
mod host;
mod setup;
#[cfg(test)]
mod tests;

use across::Across;
pub use agree::{Adopted, MOST_ON_THE_WAY, adopt, greet, local_addresses};
use guest::joining;
use host::hosting;
pub use setup::Setup;

/// How long a side waits for the other's greeting.
pub const GREETING: Duration = Duration::from_secs(10);

/// How long the friend has to come back before the player is asked what to do.
pub const COME_BACK: Duration = Duration::from_secs(120);

/// How often a guest dials again while the host is away.
const REDIAL: Duration = Duration::from_secs(2);

/// What the link did.
pub enum LinkEvent {
    /// The host listens on `port`, at these addresses of this computer, for `code`.
    Listening {
        port: u16,
        addresses: Vec<SocketAddr>,
        code: JoinCode,
    },
    /// Strangers were turned away: all of them since the code was given, told at most once
    /// a second ([`crate::turned`]), and not while a telling waits unread.
    TurnedAway(Refusals),
    /// The code took [`crate::secure::WRONG_CODES_PER_CODE`] wrong guesses and opens nothing
    /// more: a new one follows ([`LinkEvent::Listening`]), for the host to give the friend.
    CodeRetired,
    /// The friend is there (at first, or back), with the game as the host has it, and the
    /// resume secret that alone lets the friend back from now on (to keep with the game, for
    /// a link made again after a restart).
    Connected {
        friend: String,
        setup: Setup,
        peer: Peer,
        resume: Option<ResumeSecret>,
    },
    /// The friend has not come back within [`COME_BACK`]; the link goes on trying.
    Overdue,
    /// The link cannot go on (the port is taken, the host turned this guest away).
    Failed(Failure),
    /// The host's invitation across the internet, once its endpoint is open ([`Link::invite`]);
    /// `relayed` when its relay answered (else it reaches this network, and routers that let
    /// it in).
    Invited {
        invitation: Invitation,
        relayed: bool,
        /// The host endpoint's key, to keep with the game: the same invitation after a
        /// restart ([`Link::invite`]).
        key: HostKey,
    },
    /// The friend's connection across the internet goes this way now.
    Route(Route),
}

/// What the game asks of the link's thread.
enum Ask {
    /// Find the friend again.
    Reconnect,
    /// Open to this code from now on, not the one before.
    NewCode(JoinCode),
}

/// A host's or a guest's way to the friend, on its own thread. Dropping it ends the
/// thread (and a host's listening).
pub struct Link {
    /// Behind a lock so that a game may keep the link in shared state.
    events: Mutex<Receiver<LinkEvent>>,
    asks: Sender<Ask>,
    /// The host's game for a guest that comes back.
    setup: Arc<Mutex<Setup>>,
    stopper: Option<Stopper>,
    /// Set while a [`LinkEvent::TurnedAway`] waits to be read.
    turned_away: Arc<AtomicBool>,
    across: Across,
    /// The port a host listens on (0 for a guest).
    port: u16,
}

/// What both sides say of themselves, and how they reach each other.
#[derive(Clone)]
struct Me {
    name: String,
    wake: Wake,
    across: Across,
}

impl Link {
    /// Hosts on `port` (0: any) for a guest with `code`, with this game to set up (moves
    /// in it: a game taken up again after a restart). With `resume` (the friend's, kept
    /// with a game taken up again), only that friend can come, and the code opens nothing.
    ///
    /// # Errors
    /// The port is taken, or no certificate could be made.
    pub fn host(
        port: u16,
        code: JoinCode,
        resume: Option<ResumeSecret>,
        name: &str,
        setup: Setup,
        wake: Wake,
    ) -> Result<Link, Failure> {
        let mut host = Host::listen_everywhere(port, code.clone())?;
        if let Some(secret) = &resume {
            host.resume_only(secret);
        }
        let port = host
            .local_addr()
            .map_err(|e| Failure::Network(e.to_string()))?
            .port();
        let (events_in, events) = mpsc::channel();
        let (asks, asked) = mpsc::channel();
        let setup = Arc::new(Mutex::new(setup));
        let stopper = host.stopper();
        let across = Across::new(events_in.clone(), wake.clone());
        let me = Me {
            name: name.into(),
            wake,
            across: across.clone(),
        };
        let addresses: Vec<SocketAddr> = local_addresses()
            .into_iter()
            .map(|ip| SocketAddr::new(ip, port))
            .collect();
        let _ = events_in.send(LinkEvent::Listening {
            port,
            addresses: addresses.clone(),
            code,
        });
        let shared = setup.clone();
        let turned_away = Arc::new(AtomicBool::new(false));
        let waiting = turned_away.clone();
        let listening = (port, addresses);
        thread::spawn(move || hosting(host, listening, me, shared, events_in, asked, waiting));
        Ok(Link {
            events: Mutex::new(events),
            asks,
            setup,
            stopper: Some(stopper),
            turned_away,
            across,
            port,
        })
    }

    /// Joins the host at `address` (an invitation, across the internet by `relay`; or
    /// `host`, `host:port`, IPv4 or IPv6) with `code` (or `resume`, the secret kept with a
    /// game taken up again); a refusal or a host not there is final
    /// ([`LinkEvent::Failed`]).
    pub fn join(
        address: &str,
        code: JoinCode,
        resume: Option<ResumeSecret>,
        (name, relay): (&str, Relay),
        wake: Wake,
    ) -> Link {
        Link::dial(
            address,
            Secret::first(code, resume),
            (name, relay),
            wake,
            false,
        )
    }

    /// Joins again a game taken up after a restart: the host may not be back yet, so it is
    /// dialled until it is (as after a lost connection).
    pub fn rejoin(
        address: &str,
        code: JoinCode,
        resume: Option<ResumeSecret>,
        (name, relay): (&str, Relay),
        wake: Wake,
    ) -> Link {
        Link::dial(
            address,
            Secret::first(code, resume),
            (name, relay),
            wake,
            true,
        )
    }

    fn dial(
        address: &str,
        secret: Secret,
        (name, relay): (&str, Relay),
        wake: Wake,
        again: bool,
    ) -> Link {
        let (events_in, events) = mpsc::channel();
        let (asks, asked) = mpsc::channel();
        let across = Across::new(events_in.clone(), wake.clone());
        let me = Me {
            name: name.into(),
            wake,
            across: across.clone(),
        };
        let address = address.to_string();
        if again {
            let _ = asks.send(Ask::Reconnect);
        }
        thread::spawn(move || {
            let way = (address.as_str(), relay);
            joining(way, secret, me, events_in, asked, again);
        });
        Link {
            events: Mutex::new(events),
            asks,
            setup: Arc::new(Mutex::new(Setup {
                rules: Rules::default(),
                host: Mark::X,
                moves: Vec::new(),
                choices: Vec::new(),
                clock: None,
            })),
            stopper: None,
            turned_away: Arc::default(),
            across,
            port: 0,
        }
    }

    /// The next event, if one has come.
    pub fn try_next(&self) -> Option<LinkEvent> {
        let event = lock(&self.events).try_recv().ok();
        self.read(event)
    }

    /// The next event, waiting at most `timeout`.
    pub fn next_within(&self, timeout: Duration) -> Option<LinkEvent> {
        let event = lock(&self.events).recv_timeout(timeout).ok();
        self.read(event)
    }

    /// Notes that a turned-away event was read: the next may come.
    fn read(&self, event: Option<LinkEvent>) -> Option<LinkEvent> {
        if let Some(LinkEvent::TurnedAway(_)) = event {
            self.turned_away.store(false, Ordering::SeqCst);
            // Those turned away since are told when due.
            if let Some(stopper) = &self.stopper {
                stopper.interrupt();
            }
        }
        event
    }

    /// The connection was lost: find the friend again.
    pub fn reconnect(&self) {
        let _ = self.asks.send(Ask::Reconnect);
        if let Some(stopper) = &self.stopper {
            stopper.interrupt();
        }
    }

    /// A host still waiting for the friend's first proof opens to `code` from now on, not
    /// to the one before (shown to too many, or guessed at): a new
    /// [`LinkEvent::Listening`] says so. Nothing changes once the friend has joined (the
    /// code opens nothing then), nor for a guest.
    pub fn new_code(&self, code: JoinCode) {
        if let Some(stopper) = &self.stopper {
            let _ = self.asks.send(Ask::NewCode(code));
            stopper.interrupt();
        }
    }

    /// Opens a host to the internet by `relay`, at the invitation of `key` if one was kept
    /// (else a new one): an invitation comes ([`LinkEvent::Invited`]). Nothing for a guest.
    pub fn invite(&self, relay: Relay, key: Option<HostKey>) {
        if self.port != 0 {
            self.across.open(self.port, relay, key);
        }
    }

    /// The host's game as it stands, for a guest that comes back (or a rematch's setup).
    pub fn keep(&self, setup: Setup) {
        *lock(&self.setup) = setup;
    }

    /// Closes the link before the program ends: its way across the internet, if any, is
    /// closed on this thread once the game's last bytes are on their way (at most a few
    /// seconds), where dropping the link closes it on a thread of its own.
    pub fn close_and_wait(self) {
        self.across.close_and_wait();
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        if let Some(stopper) = &self.stopper {
            stopper.stop();
        }
    }
}

/// The data behind `mutex`, even if a thread panicked holding it.
fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}
