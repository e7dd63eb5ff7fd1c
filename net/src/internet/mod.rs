//! Play across the internet, behind home routers: the game's own connection carried by
//! n0-computer's iroh (QUIC endpoints dialed by their public key; UDP hole punching, and a
//! relay where the routers allow nothing else).
//!
//! Only bytes are carried. The game's connection runs inside, end to end, as on a local
//! network: TLS, the join code proved by SPAKE2, the limits on strangers and the resume
//! secret. So the relay sees only ciphertext, and an invitation alone opens nothing.
//! - The host's [`Gateway`] forwards each connection to its endpoint to the game's listener
//!   on this computer, from a loopback address of its own for each endpoint (`127.a.b.1`),
//!   so the limits on strangers count each caller apart.
//! - The guest's [`Gateway`] listens on a loopback port; each connection the game makes to
//!   it is forwarded to the host's endpoint, so a reconnection uses the same invitation.

use std::fmt;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::str::FromStr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use iroh::{Endpoint, EndpointAddr};
use iroh_tickets::endpoint::EndpointTicket;
use tokio::runtime::Runtime;
use tokio_util::task::TaskTracker;

use super::Failure;

pub mod places;
mod relay;
mod tunnel;

pub use relay::Relay;

#[cfg(test)]
pub(crate) mod tests;

/// The protocol named in each QUIC connection (its ALPN): the game's, version 1.
const ALPN: &[u8] = b"tictactoe/1";

/// At most this many connections forwarded at once by a host, shared out by the path each
/// caller comes from ([`places`]): the game's limits on strangers let no more handshakes run
/// ([`super::secure::limits::HANDSHAKES_AT_ONCE`]), and the friend's own connection.
pub const TUNNELS_AT_ONCE: usize = 17;

/// How long a host waits for a caller's handshake, and a guest for the host's endpoint.
pub const OPENING: Duration = Duration::from_secs(10);

/// How long a host keeps a caller's place, once its handshake is done, for its first
/// stream: a guest's game opens it at once (its first bytes are its TLS greeting).
pub const FIRST_STREAM: Duration = Duration::from_secs(3);

/// How long a host waits for its relay before it gives its invitation without one.
pub const RELAY_WAIT: Duration = Duration::from_secs(10);

/// Bytes a peer may have in flight on its stream, and on its connection: the game's
/// messages are a few hundred bytes, so a flood waits in the peer's buffers, not here.
const WINDOW: u32 = 64 * 1024;

/// How long a gateway being closed waits for the connections it carries: a closed game's
/// last bytes, taken within [`tunnel::LINGER`], and a second for the rest of the way.
const CLOSING: Duration = tunnel::LINGER.saturating_add(Duration::from_secs(1));

/// An invitation to a host's game: its endpoint's key, its relay and its addresses, as
/// text to copy (iroh's endpoint ticket, `endpoint` and base32).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invitation(EndpointTicket);

impl Invitation {
    /// The host's endpoint, as the ticket names it.
    fn address(&self) -> EndpointAddr {
        self.0.endpoint_addr().clone()
    }

    /// Whether `text` looks like an invitation rather than an address (what a Join field
    /// holds).
    pub fn looks_like(text: &str) -> bool {
        text.trim().starts_with("endpoint")
    }
}

impl fmt::Display for Invitation {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl FromStr for Invitation {
    type Err = Failure;

    /// An invitation as copied, spaces and line breaks around or inside it ignored.
    ///
    /// # Errors
    /// It is not an invitation: cut short, or not one at all.
    fn from_str(text: &str) -> Result<Invitation, Failure> {
        let text: String = text.split_whitespace().collect();
        text.parse::<EndpointTicket>()
            .map(Invitation)
            .map_err(|_| Failure::NotAnInvitation)
    }
}

/// A host endpoint's secret key: kept with a hosted game, so that the host, started again,
/// is at the same invitation (its endpoint is named by the key's public half).
#[derive(Clone, PartialEq, Eq)]
pub struct HostKey([u8; 32]);

impl HostKey {
    /// As 64 hexadecimal digits, to keep with the game.
    pub fn to_hex(&self) -> String {
        super::hex::write(&self.0)
    }

    /// Read back from [`HostKey::to_hex`]; `None` for anything else.
    pub fn from_hex(hex: &str) -> Option<HostKey> {
        super::hex::read(hex).map(HostKey)
    }
}

impl fmt::Debug for HostKey {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("HostKey([hidden])")
    }
}

/// Which way a connection's packets go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    /// Straight from one computer to the other (hole punched, or on one network).
    Direct,
    /// Through the relay, which sees only ciphertext.
    Relayed,
}

impl fmt::Display for Route {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(match self {
            Route::Direct => "direct",
            Route::Relayed => "through the relay",
        })
    }
}

/// The routes of the connections a gateway carries, by the loopback address their bytes
/// come from (a host's) or the one connection (a guest's).
type Routes = Arc<Mutex<Vec<(SocketAddr, Route)>>>;

/// Told each connection's route as it changes, with the address its bytes come from on
/// this computer (as [`Gateway::route`] takes it).
pub type RouteTold = Arc<dyn Fn(SocketAddr, Route) + Send + Sync>;

/// The way between the game's connection on this computer and the friend's endpoint, on a
/// runtime of its own (one thread). Dropping it closes the endpoint.
pub struct Gateway {
    runtime: Option<Runtime>,
    endpoint: Endpoint,
    /// A guest's loopback address, which the game dials.
    entrance: Option<SocketAddr>,
    routes: Routes,
    /// The connections it carries (see [`Gateway`]'s `drop`).
    carried: TaskTracker,
}

impl Gateway {
    /// Opens a host's endpoint with `relay` and `key` (a new one if `None`), forwarding each
    /// caller to the game listening on `port` of this computer. Waits up to [`RELAY_WAIT`]
    /// for the relay. Its UDP port is the game's TCP port where free, so that with the same
    /// key, a host started again is at the same invitation.
    ///
    /// # Errors
    /// No runtime, a relay URL that is not one, or no UDP socket.
    pub fn host(
        port: u16,
        relay: &Relay,
        key: Option<&HostKey>,
        told: RouteTold,
    ) -> Result<Gateway, Failure> {
        let runtime = runtime()?;
        let game = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
        let routes = Routes::default();
        let endpoint = runtime.block_on(async {
            let side = |port| tunnel::Side::Host { key, port };
            let endpoint = match tunnel::endpoint(relay, side(port)).await {
                Ok(endpoint) => endpoint,
                Err(_) => tunnel::endpoint(relay, side(0)).await?,
            };
            if *relay != Relay::Off {
                let _ = tokio::time::timeout(RELAY_WAIT, endpoint.online()).await;
            }
            Ok::<_, Failure>(endpoint)
        })?;
        let carried = TaskTracker::new();
        let watch = tunnel::Watch {
            routes: routes.clone(),
            told,
            carried: carried.clone(),
        };
        runtime.spawn(tunnel::serve(endpoint.clone(), game, watch));
        Ok(Gateway {
            runtime: Some(runtime),
            endpoint,
            entrance: None,
            routes,
            carried,
        })
    }

    /// Opens a guest's way to the host `invitation` names: a loopback address to dial
    /// ([`Gateway::entrance`]), forwarded to the host's endpoint.
    ///
    /// # Errors
    /// No runtime, a relay URL that is not one, or no socket.
    pub fn guest(
        invitation: &Invitation,
        relay: &Relay,
        told: RouteTold,
    ) -> Result<Gateway, Failure> {
        Gateway::guest_from(invitation, relay, told, None)
    }

    /// [`Gateway::guest`] with its UDP socket bound to `from`: a guest from another network,
    /// for the tests.
    pub(crate) fn guest_from(
        invitation: &Invitation,
        relay: &Relay,
        told: RouteTold,
        from: Option<SocketAddr>,
    ) -> Result<Gateway, Failure> {
        let runtime = runtime()?;
        let routes = Routes::default();
        let host = invitation.address();
        let (endpoint, listener) = runtime.block_on(async {
            let endpoint = tunnel::endpoint(relay, tunnel::Side::Guest { from }).await?;
            let listener = tokio::net::TcpListener::bind((Ipv4Addr::LOCALHOST, 0))
                .await
                .map_err(|e| Failure::Network(format!("a loopback port: {e}")))?;
            Ok::<_, Failure>((endpoint, listener))
        })?;
        let entrance = listener
            .local_addr()
            .map_err(|e| Failure::Network(e.to_string()))?;
        let carried = TaskTracker::new();
        let watch = tunnel::Watch {
            routes: routes.clone(),
            told,
            carried: carried.clone(),
        };
        runtime.spawn(tunnel::enter(endpoint.clone(), listener, host, watch));
        Ok(Gateway {
            runtime: Some(runtime),
            endpoint,
            entrance: Some(entrance),
            routes,
            carried,
        })
    }

    /// The invitation to this host, as it stands now (its relay and addresses).
    pub fn invitation(&self) -> Invitation {
        Invitation(EndpointTicket::new(self.endpoint.addr()))
    }

    /// The endpoint's secret key, to open the same invitation again.
    pub fn key(&self) -> HostKey {
        HostKey(self.endpoint.secret_key().to_bytes())
    }

    /// Whether the endpoint has its relay (an invitation then works across routers).
    pub fn has_relay(&self) -> bool {
        self.endpoint.addr().relay_urls().next().is_some()
    }

    /// The loopback address a guest's game dials; `None` for a host.
    pub fn entrance(&self) -> Option<SocketAddr> {
        self.entrance
    }

    /// The route of the connection whose bytes reach the game from `peer` (a host's view of
    /// a channel's peer); for a guest, of its connection, whatever `peer`.
    pub fn route(&self, peer: Option<SocketAddr>) -> Option<Route> {
        let routes = self.routes.lock().unwrap_or_else(|e| e.into_inner());
        match peer {
            Some(peer) if self.entrance.is_none() => {
                // As a dual-stack listener sees it: [::ffff:127.a.b.1].
                let peer = SocketAddr::new(peer.ip().to_canonical(), peer.port());
                routes.iter().rev().find(|(from, _)| *from == peer)
            }
            _ => routes.last(),
        }
        .map(|(_, route)| *route)
    }
}

impl Drop for Gateway {
    /// Waits for the connections it carries to end (a game that closed its connection has
    /// its last bytes taken by the friend's endpoint), at most [`CLOSING`]; then tells the
    /// friend's endpoint it closes, briefly, and stops without waiting on any task. Closing
    /// the endpoint first would drop what is still on its way: a player's goodbye, written
    /// just before their program ends, would never arrive, and the friend would wait for
    /// the connection's silence instead.
    fn drop(&mut self) {
        if let Some(runtime) = self.runtime.take() {
            let endpoint = self.endpoint.clone();
            let carried = self.carried.clone();
            carried.close();
            runtime.block_on(async {
                let _ = tokio::time::timeout(CLOSING, carried.wait()).await;
                let _ = tokio::time::timeout(Duration::from_secs(1), endpoint.close()).await;
            });
            runtime.shutdown_background();
        }
    }
}

/// The address a guest dials for what the player gave: an address as it is (with the
/// usual port), or for an invitation, the entrance of a gateway to the host's endpoint,
/// which must be kept while the game goes on; `told` each change of its route.
///
/// # Errors
/// An invitation cut short, or no gateway could be opened.
pub fn way_in(
    given: &str,
    relay: &Relay,
    told: Option<RouteTold>,
) -> Result<(String, Option<Gateway>), Failure> {
    if !Invitation::looks_like(given) {
        return Ok((super::with_port(given), None));
    }
    let told = told.unwrap_or_else(|| Arc::new(|_, _| {}));
    let gateway = Gateway::guest(&given.parse()?, relay, told)?;
    let entrance = gateway
        .entrance()
        .ok_or_else(|| Failure::Network("the gateway has no entrance".into()))?;
    Ok((entrance.to_string(), Some(gateway)))
}

/// The internet caller whose bytes reach the game from `ip` (a loopback address a host's
/// gateway gave the caller's path, [`places::CallerPath::loopback`]), named by that path:
/// "internet, relayed", or "internet 5f3a" for a network (a tag, the same from run to run);
/// `None` for any other address.
pub fn caller(ip: IpAddr) -> Option<String> {
    match ip.to_canonical() {
        IpAddr::V4(v4) if v4 == places::RELAYED_LOOPBACK => Some("internet, relayed".into()),
        IpAddr::V4(v4) => match v4.octets() {
            [127, a @ 1..=253, b, 1] => Some(format!("internet {a:02x}{b:02x}")),
            _ => None,
        },
        IpAddr::V6(_) => None,
    }
}

/// A runtime of one thread for the endpoint's tasks.
fn runtime() -> Result<Runtime, Failure> {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .thread_name("internet")
        .enable_all()
        .build()
        .map_err(|e| Failure::Network(format!("no runtime for the internet: {e}")))
}
