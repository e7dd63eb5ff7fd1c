//! The game's connection through two endpoints on this computer (no relay: the direct
//! addresses in the invitation), and callers that try the host's patience.

use std::thread;

use iroh::Endpoint;

use super::*;
use crate::JoinCode;
use crate::message::Message;
use crate::secure::{Host, join};

/// A host listening on loopback with `code`, and its gateway with no relay.
fn host(code: &str) -> (Host, Gateway) {
    let host = Host::listen(
        "127.0.0.1:0".parse().unwrap(),
        JoinCode::parse(code).unwrap(),
    )
    .unwrap();
    let port = host.local_addr().unwrap().port();
    let gateway = Gateway::host(port, &Relay::Off, None, Arc::new(|_, _| {})).unwrap();
    (host, gateway)
}

#[test]
fn an_invitation_reads_back_and_nothing_else_reads_as_one() {
    let (_host, gateway) = host("KXMRTA");
    let invitation = gateway.invitation();
    let text = invitation.to_string();
    assert!(Invitation::looks_like(&text), "{text}");
    // As pasted from a chat: cut across lines, spaces around.
    let (a, b) = text.split_at(text.len() / 2);
    let pasted = format!("  {a}\n{b} \n");
    assert_eq!(pasted.parse::<Invitation>().unwrap(), invitation);
    for not in ["", "endpoint", "192.168.1.5", &text[..text.len() - 9]] {
        assert!(not.parse::<Invitation>().is_err(), "{not}");
    }
    assert!(!Invitation::looks_like("192.168.1.5:47474"));
}

#[test]
fn the_games_connection_goes_through_with_the_code_and_not_without() {
    let (mut host, gateway) = host("KXMRTA");
    let invitation = gateway.invitation();
    let guest = thread::spawn(move || {
        let door = Gateway::guest(&invitation, &Relay::Off, Arc::new(|_, _| {})).unwrap();
        let entrance = door.entrance().unwrap().to_string();
        let wrong = join(&entrance, &JoinCode::parse("KXMRTC").unwrap()).err();
        let mut channel = join(&entrance, &JoinCode::parse("KXMRTA").unwrap()).unwrap();
        channel.send(&Message::Move { ply: 0, cell: 4 }).unwrap();
        let answer = channel.receive().unwrap();
        (wrong.map(|e| e.to_string()), answer, door.route(None))
    });
    let mut turned = Vec::new();
    let mut channel = host
        .accept(|from, why| turned.push((from, why.to_string())))
        .unwrap();
    assert_eq!(
        channel.receive().unwrap(),
        Message::Move { ply: 0, cell: 4 }
    );
    // The caller comes from a loopback address of its own, and the route is known.
    assert!(channel.peer.ip().is_loopback(), "{}", channel.peer);
    assert!(caller(channel.peer.ip()).is_some(), "{}", channel.peer);
    assert_eq!(gateway.route(Some(channel.peer)), Some(Route::Direct));
    channel.send(&Message::Ping).unwrap();
    let (wrong, answer, route) = guest.join().unwrap();
    assert_eq!(wrong.as_deref(), Some("wrong code"));
    assert_eq!(answer, Message::Ping);
    assert_eq!(route, Some(Route::Direct));
    assert_eq!(turned.len(), 1, "{turned:?}");
    assert_eq!(turned[0].0.ip(), channel.peer.ip(), "the same caller");
}

#[test]
fn a_games_last_bytes_reach_the_friend_before_its_gateway_closes() {
    use std::io::{Read, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let host = Gateway::host(port, &Relay::Off, None, Arc::new(|_, _| {})).unwrap();
    let door = Gateway::guest(&host.invitation(), &Relay::Off, Arc::new(|_, _| {})).unwrap();
    let mut game = std::net::TcpStream::connect(door.entrance().unwrap()).unwrap();
    game.write_all(b"hello").unwrap();
    let (mut friend, _) = listener.accept().unwrap();
    friend
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let mut hello = [0; 5];
    friend.read_exact(&mut hello).unwrap();
    // A player quits: the game writes its goodbye, closes its connection, and its program
    // closes the gateway at once, as it ends.
    let goodbye = vec![7u8; 20_000];
    game.write_all(&goodbye).unwrap();
    drop(game);
    drop(door);
    let mut got = Vec::new();
    let read = friend.read_to_end(&mut got);
    assert!(read.is_ok(), "{read:?} after {} bytes", got.len());
    assert_eq!(got.len(), goodbye.len(), "the goodbye, whole, then the end");
}

#[test]
fn a_host_opened_again_with_its_key_is_at_the_same_invitation() {
    let (_host, first) = host("KXMRTA");
    let key = first.key();
    assert_eq!(HostKey::from_hex(&key.to_hex()), Some(key.clone()));
    assert_eq!(format!("{key:?}"), "HostKey([hidden])");
    let was = first.invitation();
    drop(first);
    let (game, again) = host("KXMRTA");
    assert_ne!(
        again.invitation().address().id,
        was.address().id,
        "a new key"
    );
    drop((game, again));
    // On the same port (its UDP port is the game's), with the key: the same invitation.
    let port = _host.local_addr().unwrap().port();
    let kept = Gateway::host(port, &Relay::Off, Some(&key), Arc::new(|_, _| {})).unwrap();
    assert_eq!(kept.invitation(), was);
    for not in ["", "00", &"g".repeat(64), &"é".repeat(32)] {
        assert_eq!(HostKey::from_hex(not), None, "{not}");
    }
}

#[test]
fn an_internet_caller_is_shown_by_its_path_and_no_other_address_is() {
    let ip = |text: &str| text.parse::<IpAddr>().unwrap();
    assert_eq!(caller(ip("127.95.58.1")).as_deref(), Some("internet 5f3a"));
    assert_eq!(
        caller(ip("::ffff:127.95.58.1")).as_deref(),
        Some("internet 5f3a")
    );
    assert_eq!(
        caller(ip("127.254.0.1")).as_deref(),
        Some("internet, relayed")
    );
    for other in [
        "127.0.0.1",
        "127.95.58.7",
        "127.0.9.1",
        "192.168.1.5",
        "::1",
        "fe80::1",
    ] {
        assert_eq!(caller(ip(other)), None, "{other}");
    }
    assert_eq!(crate::whence(ip("::ffff:192.168.1.5")), "192.168.1.5");
}

/// A stranger's endpoint on this computer, with no relay: what a peer without the game's
/// code can build from the invitation alone.
fn stranger(runtime: &Runtime) -> Endpoint {
    runtime.block_on(stranger_at("0.0.0.0"))
}

/// A game's listener that takes connections and never reads: what a host's game is to a
/// stranger who has not proved the code. Counts the bytes that reach it, once asked.
fn deaf_game() -> (u16, thread::JoinHandle<usize>, std::sync::mpsc::Sender<()>) {
    use std::io::Read;
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let (count, asked) = std::sync::mpsc::channel();
    let game = thread::spawn(move || {
        let (mut tcp, _) = listener.accept().unwrap();
        asked.recv().unwrap();
        tcp.set_read_timeout(Some(Duration::from_millis(500)))
            .unwrap();
        let mut buffer = vec![0; 1 << 16];
        let mut got = 0;
        while let Ok(n @ 1..) = tcp.read(&mut buffer) {
            got += n;
        }
        got
    });
    (port, game, count)
}

/// Whether the host's endpoint `invitation` names answers a stranger within three seconds,
/// taking the connection or refusing it.
pub(crate) fn answers(invitation: &Invitation) -> bool {
    let runtime = runtime().unwrap();
    let stranger = stranger(&runtime);
    runtime.block_on(async {
        let connecting = stranger.connect(invitation.address(), ALPN);
        tokio::time::timeout(Duration::from_secs(3), connecting)
            .await
            .is_ok()
    })
}

/// The friend, from a network of its own (127.0.1.1), joins through the gateway `invitation`
/// names with the code KXMRTA: whether it got in.
fn friend_joins(invitation: &Invitation) -> bool {
    let from = Some("127.0.1.1:0".parse().unwrap());
    let door = Gateway::guest_from(invitation, &Relay::Off, Arc::new(|_, _| {}), from).unwrap();
    let entrance = door.entrance().unwrap().to_string();
    join(&entrance, &JoinCode::parse("KXMRTA").unwrap()).is_ok()
}

/// A stranger's endpoint bound to `ip`, with no relay.
async fn stranger_at(ip: &str) -> Endpoint {
    Endpoint::builder(iroh::endpoint::presets::Minimal)
        .relay_mode(iroh::RelayMode::Disabled)
        .bind_addr(SocketAddr::new(ip.parse().unwrap(), 0))
        .unwrap()
        .bind()
        .await
        .unwrap()
}

#[test]
fn seventeen_silent_strangers_hold_four_places_for_three_seconds_and_the_friend_joins() {
    let (mut host, gateway) = host("KXMRTA");
    let invitation = gateway.invitation();
    let to = invitation.address();
    let runtime = runtime().unwrap();
    // Seventeen connections from one network, each a new key: they open no stream.
    let held = runtime.block_on(async {
        let mut held = Vec::new();
        for _ in 0..TUNNELS_AT_ONCE {
            let stranger = stranger_at("127.0.0.1").await;
            if let Ok(connection) = stranger.connect(to.clone(), ALPN).await {
                held.push((stranger, connection));
            }
        }
        held
    });
    assert_eq!(
        held.len(),
        places::PLACES_PER_NETWORK,
        "places held by one network"
    );
    // The friend, from a network of its own, joins while they hold theirs.
    let friend = thread::spawn(move || friend_joins(&invitation));
    let channel = host.accept(|_, why| panic!("turned away: {why}"));
    assert!(
        friend.join().unwrap() && channel.is_ok(),
        "the friend joined"
    );
    // The silent ones lose their places once their first stream is late.
    runtime.block_on(async {
        for (_, connection) in &held {
            let closed = tokio::time::timeout(FIRST_STREAM * 2, connection.closed()).await;
            assert!(closed.is_ok(), "still open after {:?}", FIRST_STREAM * 2);
        }
    });
}

#[test]
fn a_stranger_may_send_the_host_no_datagrams() {
    let (_host, gateway) = host("KXMRTA");
    let to = gateway.invitation().address();
    let runtime = runtime().unwrap();
    let stranger = stranger(&runtime);
    runtime.block_on(async {
        let connection = stranger.connect(to, ALPN).await.unwrap();
        assert_eq!(connection.max_datagram_size(), None);
        let sent = connection.send_datagram(vec![0x55; 1000].into());
        assert!(sent.is_err(), "a datagram was taken");
    });
}

#[test]
fn a_stranger_gets_one_stream_and_its_flood_waits_in_its_own_buffers() {
    let (port, game, count) = deaf_game();
    let gateway = Gateway::host(port, &Relay::Off, None, Arc::new(|_, _| {})).unwrap();
    let to = gateway.invitation().address();
    let runtime = runtime().unwrap();
    let stranger = stranger(&runtime);
    runtime.block_on(async {
        let connection = stranger.connect(to, ALPN).await.unwrap();
        let (mut send, _recv) = connection.open_bi().await.unwrap();
        send.write_all(b"first").await.unwrap();
        // A second stream is not granted while the first is open.
        let second = tokio::time::timeout(Duration::from_secs(2), async {
            let (mut send, _recv) = connection.open_bi().await.ok()?;
            send.write_all(b"second").await.ok()
        })
        .await;
        assert!(!matches!(second, Ok(Some(()))), "a second stream was taken");
        // 64 MiB that the game does not read: the writing stalls.
        let flood = vec![0x55; 64 << 20];
        let wrote = tokio::time::timeout(Duration::from_secs(3), send.write_all(&flood)).await;
        assert!(wrote.is_err(), "the flood was taken whole");
    });
    count.send(()).unwrap();
    // What reached the game is what the window and this computer's socket buffers hold.
    let got = game.join().unwrap();
    assert!(got > 0, "nothing reached the game");
    assert!(got < 16 << 20, "{got} bytes reached the game");
}

/// A stranger with a stream open to a deaf game (a connection the gateway carries, and a
/// game that never closes it) holds the host's closing for at most [`CLOSING`] and a
/// second: a player quitting waits no longer than that for a peer that will not end.
#[test]
fn a_stranger_that_never_ends_holds_the_gateways_closing_only_so_long() {
    let (port, game, count) = deaf_game();
    let gateway = Gateway::host(port, &Relay::Off, None, Arc::new(|_, _| {})).unwrap();
    let to = gateway.invitation().address();
    let runtime = runtime().unwrap();
    let stranger = stranger(&runtime);
    let _held = runtime.block_on(async {
        let connection = stranger.connect(to, ALPN).await.unwrap();
        let (mut send, recv) = connection.open_bi().await.unwrap();
        send.write_all(b"and never an end").await.unwrap();
        (connection, send, recv)
    });
    // The stream reached the game: the gateway carries it.
    std::thread::sleep(Duration::from_millis(300));
    let began = std::time::Instant::now();
    drop(gateway);
    let took = began.elapsed();
    assert!(
        took < CLOSING + Duration::from_secs(2),
        "the closing took {took:?}"
    );
    count.send(()).unwrap();
    assert!(game.join().unwrap() > 0, "nothing reached the game");
}

/// Strangers at the gateway for [`crate::secure::testing::hostile_seconds`]: each a new key
/// from one network, each opening a connection and no stream, again as soon as one is
/// refused or cut. The friend,
/// from a network of its own, then joins through the gateway within the handshake's time.
#[test]
fn strangers_knocking_at_the_gateway_for_seconds_keep_the_friend_out_no_longer() {
    use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
    let seconds = crate::secure::testing::hostile_seconds();
    let (mut host, gateway) = host("KXMRTA");
    let invitation = gateway.invitation();
    let to = invitation.address();
    let stop = Arc::new(AtomicBool::new(false));
    let (tried, held) = (Arc::new(AtomicU64::new(0)), Arc::new(AtomicU64::new(0)));
    let knocking = {
        let (stop, tried, held) = (stop.clone(), tried.clone(), held.clone());
        thread::spawn(move || {
            let runtime = runtime().unwrap();
            runtime.block_on(async {
                let mut open = Vec::new();
                while !stop.load(Ordering::SeqCst) {
                    let stranger = stranger_at("127.0.0.1").await;
                    tried.fetch_add(1, Ordering::SeqCst);
                    let connecting = stranger.connect(to.clone(), ALPN);
                    if let Ok(Ok(connection)) =
                        tokio::time::timeout(Duration::from_secs(2), connecting).await
                    {
                        held.fetch_add(1, Ordering::SeqCst);
                        open.push((stranger, connection));
                    }
                    open.retain(|(_, c)| c.close_reason().is_none());
                }
            });
        })
    };
    thread::sleep(Duration::from_secs(seconds));
    let started = std::time::Instant::now();
    let friend = thread::spawn(move || friend_joins(&invitation));
    let channel = host.accept(|_, _| {});
    let joined = friend.join().unwrap() && channel.is_ok();
    let took = started.elapsed();
    stop.store(true, Ordering::SeqCst);
    knocking.join().unwrap();
    println!(
        "hostile: {} s of strangers at the gateway ({} connections tried, {} given a place); \
         the friend joined in {} ms",
        seconds,
        tried.load(Ordering::SeqCst),
        held.load(Ordering::SeqCst),
        took.as_millis()
    );
    assert!(joined, "the friend did not join");
    assert!(took < crate::secure::HANDSHAKE, "{took:?}");
}
