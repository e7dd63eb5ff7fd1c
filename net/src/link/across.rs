//! A link's way across the internet: the host's gateway and its invitation, the guest's
//! way in, and the friend's route as it changes, told as [`LinkEvent`]s.

use std::net::SocketAddr;
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::thread;

use super::{LinkEvent, lock};
use crate::Failure;
use crate::internet::{self, Gateway, HostKey, Relay, RouteTold};
use crate::peer::Wake;

/// The gateway, closed on a thread of its own once nothing holds it (closing tells the
/// friend's endpoint, which may take a second).
#[derive(Default)]
struct Slot(Mutex<Option<Gateway>>);

impl Drop for Slot {
    fn drop(&mut self) {
        if let Some(gateway) = lock(&self.0).take() {
            thread::spawn(move || drop(gateway));
        }
    }
}

/// A link's gateway, shared by the link and its thread.
#[derive(Clone)]
pub(super) struct Across {
    slot: Arc<Slot>,
    /// The friend's address as the host's listener sees it, once joined: the route told is
    /// the friend's, not a stranger's.
    friend_at: Arc<Mutex<Option<SocketAddr>>>,
    events: Sender<LinkEvent>,
    wake: Wake,
}

impl Across {
    pub(super) fn new(events: Sender<LinkEvent>, wake: Wake) -> Across {
        Across {
            slot: Arc::default(),
            friend_at: Arc::default(),
            events,
            wake,
        }
    }

    fn tell(&self, event: LinkEvent) {
        if self.events.send(event).is_ok() {
            (self.wake)();
        }
    }

    /// Tells a change of the friend's route (a host's: only of the friend's connection).
    /// It holds no gateway: the gateway holds it, and is closed once the link is dropped.
    fn told(&self, host: bool) -> RouteTold {
        let (events, wake, friend_at) = (
            Mutex::new(self.events.clone()),
            self.wake.clone(),
            self.friend_at.clone(),
        );
        Arc::new(move |from, route| {
            if (!host || *lock(&friend_at) == Some(from))
                && lock(&events).send(LinkEvent::Route(route)).is_ok()
            {
                wake();
            }
        })
    }

    /// Opens a host's gateway to the game on `port`, with `key` if one is kept, on a thread
    /// (the relay may take seconds to answer): [`LinkEvent::Invited`] once it is open.
    pub(super) fn open(&self, port: u16, relay: Relay, key: Option<HostKey>) {
        let across = self.clone();
        thread::spawn(
            move || match Gateway::host(port, &relay, key.as_ref(), across.told(true)) {
                Ok(gateway) => {
                    let (invitation, key) = (gateway.invitation(), gateway.key());
                    let relayed = gateway.has_relay();
                    *lock(&across.slot.0) = Some(gateway);
                    across.tell(LinkEvent::Invited {
                        invitation,
                        relayed,
                        key,
                    });
                }
                Err(why) => eprintln!("tictactoe: no invitation across the internet: {why}"),
            },
        );
    }

    /// Closes the gateway on this thread, once its connections have carried their last
    /// bytes (see [`Gateway`]): for a program about to end, which would end a thread
    /// closing it too.
    pub(super) fn close_and_wait(&self) {
        let gateway = lock(&self.slot.0).take();
        drop(gateway);
    }

    /// The address a guest dials for `given`: an address, or an invitation's way in.
    ///
    /// # Errors
    /// An invitation cut short, or no gateway.
    pub(super) fn enter(&self, given: &str, relay: &Relay) -> Result<String, Failure> {
        let (address, gateway) = internet::way_in(given, relay, Some(self.told(false)))?;
        *lock(&self.slot.0) = gateway;
        Ok(address)
    }

    /// The host's friend is the one at `peer`: its route is told from now on, and now if
    /// known.
    pub(super) fn friend_at(&self, peer: SocketAddr) {
        let peer = SocketAddr::new(peer.ip().to_canonical(), peer.port());
        *lock(&self.friend_at) = Some(peer);
        let route = lock(&self.slot.0)
            .as_ref()
            .and_then(|gateway| gateway.route(Some(peer)));
        if let Some(route) = route {
            self.tell(LinkEvent::Route(route));
        }
    }
}
