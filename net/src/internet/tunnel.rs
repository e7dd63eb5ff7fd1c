//! The endpoint's tasks: a host's callers forwarded to the game's listener, a guest's game
//! forwarded to the host's endpoint, and the bytes between a TCP connection on this
//! computer and a QUIC stream.

use std::net::{Ipv4Addr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use iroh::endpoint::{
    Connection, IncomingAddr, PortmapperConfig, QuicTransportConfig, RecvStream, SendStream,
    VarInt, presets,
};
use iroh::{Endpoint, EndpointAddr};
use n0_future::StreamExt;
use tokio::io::AsyncWriteExt;
use tokio::net::{TcpListener, TcpSocket, TcpStream};
use tokio::time::timeout;
use tokio_util::task::TaskTracker;

use super::places::{CallerPath, Place, Places};
use super::{ALPN, FIRST_STREAM, HostKey, OPENING, Relay, Route, RouteTold, Routes, WINDOW};
use crate::Failure;

/// How long a finished stream waits for the other side to take its last bytes.
pub(super) const LINGER: Duration = Duration::from_secs(2);

/// The routes kept of connections that ended, so a game's is known at its end.
const ROUTES_KEPT: usize = 64;

/// Where the connections' routes go: kept, and told as they change.
#[derive(Clone)]
pub(super) struct Watch {
    pub routes: Routes,
    pub told: RouteTold,
    /// The connections being carried: closing the endpoint waits for them, or it would
    /// drop the last bytes a game wrote (a player's goodbye) on their way.
    pub carried: TaskTracker,
}

/// Which side an endpoint is for.
pub(super) enum Side<'a> {
    /// A host's, with its key if one is kept, on UDP `port` of every IPv4 interface (0: any
    /// free one): it takes connections for the game's protocol.
    Host { key: Option<&'a HostKey>, port: u16 },
    /// A guest's: it only dials, from `from` if given (else any address).
    Guest { from: Option<SocketAddr> },
}

/// An endpoint for `side` with `relay`, no address lookup service (the invitation says where
/// the host is), and one bidirectional stream a connection with small windows and no
/// datagrams.
pub(super) async fn endpoint(relay: &Relay, side: Side<'_>) -> Result<Endpoint, Failure> {
    let host = matches!(side, Side::Host { .. });
    let transport = QuicTransportConfig::builder()
        .max_concurrent_bidi_streams(VarInt::from_u32(u32::from(host)))
        .max_concurrent_uni_streams(VarInt::from_u32(0))
        .stream_receive_window(VarInt::from_u32(WINDOW))
        .receive_window(VarInt::from_u32(WINDOW))
        // The game sends no datagrams: a peer's would be buffered (1.25 MB by default).
        .datagram_receive_buffer_size(None)
        .datagram_send_buffer_size(0)
        .build();
    let mut builder = Endpoint::builder(presets::Minimal)
        .relay_mode(relay.mode()?)
        .ca_tls_config(relay.authorities()?)
        .transport_config(transport);
    if let Side::Host { key, port } = side {
        builder = builder.alpns(vec![ALPN.to_vec()]);
        if let Some(HostKey(bytes)) = key {
            builder = builder.secret_key(iroh::SecretKey::from_bytes(bytes));
        }
        if port != 0 {
            builder = builder
                .bind_addr(SocketAddr::from((Ipv4Addr::UNSPECIFIED, port)))
                .map_err(|e| Failure::Network(format!("UDP port {port}: {e}")))?;
        }
    }
    if let Side::Guest { from: Some(from) } = side {
        builder = builder
            .bind_addr(from)
            .map_err(|e| Failure::Network(format!("UDP {from}: {e}")))?;
    }
    if *relay == Relay::Off {
        builder = builder.portmapper_config(PortmapperConfig::Disabled);
    }
    builder
        .bind()
        .await
        .map_err(|e| Failure::Network(format!("no endpoint for the internet: {e}")))
}

/// A host's callers, each forwarded to `game` while it holds a place ([`Places`]). A caller
/// straight from an address proves it first (QUIC's Retry: a spoofed address gets no place),
/// and one that opens no stream within [`FIRST_STREAM`] of its handshake loses its place.
pub(super) async fn serve(endpoint: Endpoint, game: SocketAddr, watch: Watch) {
    let places = Arc::new(Mutex::new(Places::default()));
    while let Some(incoming) = endpoint.accept().await {
        let path = match incoming.remote_addr() {
            IncomingAddr::Ip(address) => {
                if !incoming.remote_addr_validated() {
                    let _ = incoming.retry();
                    continue;
                }
                CallerPath::direct(address.ip())
            }
            // The relay, or any way iroh adds: not an address the caller proved.
            _ => CallerPath::Relayed,
        };
        let Some(place) = Place::take(&places, path) else {
            incoming.refuse();
            continue;
        };
        let watch = watch.clone();
        tokio::spawn(async move {
            let _place = place;
            let Ok(Ok(connection)) = timeout(OPENING, incoming).await else {
                return;
            };
            let Ok(Ok((send, recv))) = timeout(FIRST_STREAM, connection.accept_bi()).await else {
                connection.close(VarInt::from_u32(0), b"no stream");
                return;
            };
            if let Ok(tcp) = dial_game(game, path).await {
                let from = tcp.local_addr().ok();
                // Carried once the caller opened its stream: a stranger's silence does not
                // hold the endpoint's closing.
                let carried = watch.carried.clone();
                carried
                    .track_future(carry(connection, send, recv, tcp, watch, from))
                    .await;
            }
        });
    }
}

/// A connection to the game's listener from the loopback address of the caller's `path`
/// ([`CallerPath::loopback`]), or from 127.0.0.1 where the system offers no other.
async fn dial_game(game: SocketAddr, path: CallerPath) -> std::io::Result<TcpStream> {
    let own = path.loopback();
    let socket = TcpSocket::new_v4()?;
    if socket.bind(SocketAddr::from((own, 0))).is_err() {
        let socket = TcpSocket::new_v4()?;
        return socket.connect(game).await;
    }
    socket.connect(game).await
}

/// A guest's game: each connection to `listener` forwarded to the host's endpoint.
pub(super) async fn enter(
    endpoint: Endpoint,
    listener: TcpListener,
    host: EndpointAddr,
    watch: Watch,
) {
    while let Ok((tcp, from)) = listener.accept().await {
        // Only this computer's game: the listener is on loopback.
        if !from.ip().is_loopback() {
            continue;
        }
        let endpoint = endpoint.clone();
        let host = host.clone();
        let watch = watch.clone();
        // Carried from the first byte: the game's connection is this computer's own.
        tokio::spawn(watch.carried.clone().track_future(async move {
            let dialled = timeout(OPENING, async {
                let connection = endpoint.connect(host, ALPN).await.ok()?;
                let (send, recv) = connection.open_bi().await.ok()?;
                Some((connection, send, recv))
            })
            .await;
            // Not reached: the game's connection ends, and it says so.
            if let Ok(Some((connection, send, recv))) = dialled {
                carry(connection, send, recv, tcp, watch, Some(from)).await;
            }
        }));
    }
}

/// The bytes both ways between `tcp` and the stream, until either side ends; the
/// connection's route kept in `routes` under `key` meanwhile.
async fn carry(
    connection: Connection,
    mut send: SendStream,
    mut recv: RecvStream,
    tcp: TcpStream,
    watch: Watch,
    key: Option<SocketAddr>,
) {
    let (mut tcp_in, mut tcp_out) = tcp.into_split();
    let out = async {
        let _ = tokio::io::copy(&mut tcp_in, &mut send).await;
        let _ = send.finish();
        let _ = timeout(LINGER, send.stopped()).await;
    };
    let back = async {
        let _ = tokio::io::copy(&mut recv, &mut tcp_out).await;
        let _ = tcp_out.shutdown().await;
    };
    let routes = watch_route(&connection, &watch, key);
    tokio::select! {
        () = out => {}
        () = back => {}
        () = routes => {}
    }
    connection.close(VarInt::from_u32(0), b"");
}

/// Keeps the connection's route in `routes` as it changes (a relayed start, then a hole
/// punched), and there after it ends (the newest [`ROUTES_KEPT`] connections' routes);
/// ends when the connection does.
async fn watch_route(connection: &Connection, watch: &Watch, key: Option<SocketAddr>) {
    let key = key.unwrap_or(SocketAddr::from((Ipv4Addr::LOCALHOST, 0)));
    let mut paths = connection.paths_stream();
    let mut was = None;
    while let Some(list) = paths.next().await {
        let route = list.iter().find(|path| path.is_selected()).map(|path| {
            if path.is_ip() {
                Route::Direct
            } else {
                Route::Relayed
            }
        });
        {
            let mut routes = lock(&watch.routes);
            routes.retain(|(from, _)| *from != key);
            if let Some(route) = route {
                routes.push((key, route));
            }
            let over = routes.len().saturating_sub(ROUTES_KEPT);
            routes.drain(..over);
        }
        if let Some(route) = route
            && was != Some(route)
        {
            (watch.told)(key, route);
        }
        was = route;
    }
    // The connection closed: the copies end too.
    std::future::pending::<()>().await;
}

fn lock(routes: &Routes) -> std::sync::MutexGuard<'_, Vec<(SocketAddr, Route)>> {
    routes.lock().unwrap_or_else(|e| e.into_inner())
}
