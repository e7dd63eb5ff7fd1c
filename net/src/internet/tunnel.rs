//! The endpoint's tasks: a host's callers forwarded to the game's listener, a guest's game
//! forwarded to the host's endpoint, and the bytes between a TCP connection on this
//! computer and a QUIC stream.

use std::net::{Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use iroh::endpoint::{
    Connection, Incoming, PortmapperConfig, QuicTransportConfig, RecvStream, SendStream, VarInt,
    presets,
};
use iroh::{Endpoint, EndpointAddr, EndpointId};
use n0_future::StreamExt;
use tokio::io::AsyncWriteExt;
use tokio::net::{TcpListener, TcpSocket, TcpStream};
use tokio::sync::Semaphore;
use tokio::time::timeout;

use super::{ALPN, HostKey, OPENING, Relay, Route, RouteTold, Routes, TUNNELS_AT_ONCE, WINDOW};
use crate::Failure;

/// How long a finished stream waits for the other side to take its last bytes.
const LINGER: Duration = Duration::from_secs(2);

/// The routes kept of connections that ended, so a game's is known at its end.
const ROUTES_KEPT: usize = 64;

/// Where the connections' routes go: kept, and told as they change.
#[derive(Clone)]
pub(super) struct Watch {
    pub routes: Routes,
    pub told: RouteTold,
}

/// Which side an endpoint is for.
pub(super) enum Side<'a> {
    /// A host's, with its key if one is kept, on UDP `port` of every IPv4 interface (0: any
    /// free one): it takes connections for the game's protocol.
    Host { key: Option<&'a HostKey>, port: u16 },
    /// A guest's: it only dials.
    Guest,
}

/// An endpoint for `side` with `relay`, no address lookup service (the invitation says where
/// the host is), and one bidirectional stream a connection with small windows.
pub(super) async fn endpoint(relay: &Relay, side: Side<'_>) -> Result<Endpoint, Failure> {
    let host = matches!(side, Side::Host { .. });
    let transport = QuicTransportConfig::builder()
        .max_concurrent_bidi_streams(VarInt::from_u32(u32::from(host)))
        .max_concurrent_uni_streams(VarInt::from_u32(0))
        .stream_receive_window(VarInt::from_u32(WINDOW))
        .receive_window(VarInt::from_u32(WINDOW))
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
    if *relay == Relay::Off {
        builder = builder.portmapper_config(PortmapperConfig::Disabled);
    }
    builder
        .bind()
        .await
        .map_err(|e| Failure::Network(format!("no endpoint for the internet: {e}")))
}

/// A host's callers, each forwarded to `game` while no more than [`TUNNELS_AT_ONCE`] are.
pub(super) async fn serve(endpoint: Endpoint, game: SocketAddr, watch: Watch) {
    let open = Arc::new(Semaphore::new(TUNNELS_AT_ONCE));
    while let Some(incoming) = endpoint.accept().await {
        let Ok(place) = open.clone().try_acquire_owned() else {
            incoming.refuse();
            continue;
        };
        let watch = watch.clone();
        tokio::spawn(async move {
            let _place = place;
            if let Ok(Some((connection, send, recv))) = timeout(OPENING, opened(incoming)).await
                && let Ok(tcp) = dial_game(game, connection.remote_id()).await
            {
                let from = tcp.local_addr().ok();
                carry(connection, send, recv, tcp, watch, from).await;
            }
        });
    }
}

/// A caller's connection and its first stream, once it has sent a first byte.
async fn opened(incoming: Incoming) -> Option<(Connection, SendStream, RecvStream)> {
    let connection = incoming.await.ok()?;
    let (send, recv) = connection.accept_bi().await.ok()?;
    Some((connection, send, recv))
}

/// A connection to the game's listener from the loopback address of `caller`
/// (`127.a.b.1`, from the first bytes of its key), or from 127.0.0.1 where the system
/// offers no other.
async fn dial_game(game: SocketAddr, caller: EndpointId) -> std::io::Result<TcpStream> {
    let own = super::loopback_of(caller.as_bytes());
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
        tokio::spawn(async move {
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
        });
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
