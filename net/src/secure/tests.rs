//! The handshake: the right code, a wrong one, the tries' limit, hostile connections.

use super::*;
use std::sync::Arc;
use std::thread;

fn host(code: &str) -> (Host, String) {
    let host = Host::listen(
        "127.0.0.1:0".parse().unwrap(),
        JoinCode::parse(code).unwrap(),
    )
    .unwrap();
    let address = host.local_addr().unwrap().to_string();
    (host, address)
}

#[test]
fn the_right_code_opens_a_channel_both_ways() {
    let (mut host, address) = host("KXMRTA");
    let guest = thread::spawn(move || {
        let mut channel = join(&address, &JoinCode::parse("kxm-rta").unwrap()).unwrap();
        channel.send(&Message::Move { ply: 0, cell: 4 }).unwrap();
        channel.receive().unwrap()
    });
    let mut channel = host.accept(|_, why| panic!("turned away: {why}")).unwrap();
    assert_eq!(
        channel.receive().unwrap(),
        Message::Move { ply: 0, cell: 4 }
    );
    channel.send(&Message::Ping).unwrap();
    assert_eq!(guest.join().unwrap(), Message::Ping);
}

#[test]
fn a_wrong_code_is_turned_away_and_the_host_keeps_waiting() {
    let (mut host, address) = host("KXMRTA");
    let guests = thread::spawn(move || {
        let wrong = join(&address, &JoinCode::parse("KXMRTC").unwrap());
        let right = join(&address, &JoinCode::parse("KXMRTA").unwrap());
        (wrong.err().map(|e| e.to_string()), right.is_ok())
    });
    let mut turned = Vec::new();
    let _channel = host.accept(|_, why| turned.push(why.to_string())).unwrap();
    let (wrong, right) = guests.join().unwrap();
    assert_eq!(wrong.as_deref(), Some("wrong code"));
    assert!(right, "the right code still opens");
    assert_eq!(turned, ["wrong code"]);
}

#[test]
fn silent_garbage_and_huge_connections_hold_up_no_guest_from_elsewhere() {
    // Listening on both IPv4 and IPv6: the hostile side comes from 127.0.0.1, the guest
    // from ::1, another address.
    let mut host = Host::listen(
        "[::]:0".parse().unwrap(),
        JoinCode::parse("KXMRTA").unwrap(),
    )
    .unwrap();
    let port = host.local_addr().unwrap().port();
    let hostile = thread::spawn(move || {
        let connect = || TcpStream::connect(("127.0.0.1", port)).unwrap();
        let mut garbage = connect();
        garbage
            .write_all(b"GET / HTTP/1.1\r\n\r\nnot TLS at all")
            .unwrap();
        let mut huge = connect();
        huge.write_all(&(100u32 << 20).to_be_bytes()).unwrap();
        // Those two are turned away at once; then the address's every slot is held.
        thread::sleep(Duration::from_millis(300));
        let silent: Vec<TcpStream> = (0..HANDSHAKES_PER_ORIGIN).map(|_| connect()).collect();
        let mut trickle = connect();
        let _ = trickle.write_all(&[0x16]);
        let joined = join(
            &format!("[::1]:{port}"),
            &JoinCode::parse("KXMRTA").unwrap(),
        )
        .is_ok();
        // The silent ones are still open: the guest did not wait for their time-outs.
        let still_open = silent.iter().all(|s| {
            s.set_nonblocking(true).unwrap();
            matches!(s.peek(&mut [0]), Err(e) if e.kind() == io::ErrorKind::WouldBlock)
        });
        (joined, still_open, silent, garbage, huge, trickle)
    });
    let mut turned = Vec::new();
    let channel = host.accept(|_, why| turned.push(why.to_string()));
    // The hostile connections stay open until the checks are done.
    let (joined, still_open, _silent, _garbage, _huge, _trickle) = hostile.join().unwrap();
    assert!(joined && channel.is_ok(), "the guest got in: {turned:?}");
    assert!(
        still_open,
        "the guest got in while the silent connections waited"
    );
    let count = |start: &str| turned.iter().filter(|why| why.starts_with(start)).count();
    assert_eq!(count("TLS"), 2, "{turned:?}");
    assert_eq!(count("too many connections at once"), 1, "{turned:?}");
}

#[test]
fn after_five_wrong_tries_in_a_minute_the_host_hears_no_more() {
    let (mut host, address) = host("KXMRTA");
    let guests = thread::spawn(move || {
        (0..7)
            .map(
                |_| match join(&address, &JoinCode::parse("AAAAAA").unwrap()) {
                    Err(Failure::Refused(why)) => why,
                    other => panic!("{:?}", other.map(|_| ())),
                },
            )
            .collect::<Vec<_>>()
    });
    let host = thread::spawn(move || {
        let _ = host.accept(|_, _| {});
    });
    let refusals = guests.join().unwrap();
    assert_eq!(refusals[..5], [const { Refusal::WrongCode }; 5]);
    assert_eq!(refusals[5..], [const { Refusal::TooManyTries }; 2]);
    drop(host);
}

#[test]
fn a_port_taken_is_said_as_such() {
    let (_host, address) = host("KXMRTA");
    let address: SocketAddr = address.parse().unwrap();
    let taken = Host::listen(address, JoinCode::parse("KXMRTA").unwrap());
    assert!(matches!(taken, Err(Failure::PortTaken(p)) if p == address.port()));
}

#[test]
fn a_host_that_trickles_its_handshake_is_left_at_the_deadline() {
    use std::time::Instant;
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap().to_string();
    // A TLS record header for 16 KB, then a byte every half second: each read is answered
    // well inside its own time-out.
    thread::spawn(move || {
        let (mut socket, _) = listener.accept().unwrap();
        let _ = socket.write_all(&[0x16, 0x03, 0x03, 0x40, 0x00]);
        for _ in 0..120 {
            thread::sleep(Duration::from_millis(500));
            if socket.write_all(&[0]).is_err() {
                return;
            }
        }
    });
    let started = Instant::now();
    let Err(failure) = join(&address, &JoinCode::parse("KXMRTA").unwrap()) else {
        panic!("joined a host that never finished its handshake");
    };
    let took = started.elapsed();
    assert!(
        matches!(
            failure,
            Failure::Unreached {
                kind: io::ErrorKind::TimedOut,
                ..
            }
        ),
        "{failure:?}"
    );
    assert!(took < HANDSHAKE + Duration::from_secs(3), "{took:?}");
}

/// A connection to `port` on 127.0.0.1 from 127.0.`network`.1: another /24, as another
/// computer's network would be.
fn from_network(network: u8, port: u16) -> TcpStream {
    from_address([127, 0, network, 1], port)
}

/// A connection to `port` on 127.0.0.1 from `address`.
fn from_address(address: [u8; 4], port: u16) -> TcpStream {
    use socket2::{Domain, Socket, Type};
    let socket = Socket::new(Domain::IPV4, Type::STREAM, None).unwrap();
    socket.bind(&SocketAddr::from((address, 0)).into()).unwrap();
    socket
        .connect(&SocketAddr::from(([127, 0, 0, 1], port)).into())
        .unwrap();
    socket.into()
}

#[test]
fn silent_connections_from_four_networks_leave_the_friend_room_to_join() {
    use std::time::Instant;
    let (mut host, address) = host("KXMRTA");
    let port = host.local_addr().unwrap().port();
    let attack = thread::spawn(move || {
        let silent: Vec<TcpStream> = (1..=4)
            .flat_map(|n| (0..HANDSHAKES_PER_ORIGIN).map(move |_| from_network(n, port)))
            .collect();
        thread::sleep(Duration::from_millis(300));
        let started = Instant::now();
        let joined = join(&address, &JoinCode::parse("KXMRTA").unwrap()).map(|_| ());
        (joined, started.elapsed(), silent)
    });
    let mut turned = Vec::new();
    let channel = host.accept(|_, why| turned.push(why.to_string()));
    let (joined, took, _silent) = attack.join().unwrap();
    assert!(joined.is_ok() && channel.is_ok(), "{joined:?} {turned:?}");
    assert!(took < HANDSHAKE, "{took:?}");
    println!(
        "hostile: 16 silent connections from four networks; the friend joined in {} ms",
        took.as_millis()
    );
    // The last network's share went to the friend: three of its four were turned away.
    let at_once = turned.iter().filter(|why| why.contains("at once")).count();
    assert_eq!(at_once, 3, "{turned:?}");
}

/// A stranger on the friend's own network (127.0.0.2 beside the friend's 127.0.0.1) opens
/// 170 connections and says nothing: it holds its own four handshakes, each for two seconds,
/// and the friend joins at once.
#[test]
fn a_silent_stranger_on_the_friends_own_network_keeps_no_one_out() {
    use std::time::Instant;
    let (mut host, address) = host("KXMRTA");
    let port = host.local_addr().unwrap().port();
    let attack = thread::spawn(move || {
        let silent: Vec<TcpStream> = (0..170)
            .map(|_| from_address([127, 0, 0, 2], port))
            .collect();
        thread::sleep(Duration::from_millis(300));
        let started = Instant::now();
        let joined = join(&address, &JoinCode::parse("KXMRTA").unwrap()).map(|_| ());
        let took = started.elapsed();
        // The four that held a handshake are cut once their first bytes are late.
        let cut = silent.iter().all(|s| {
            s.set_read_timeout(Some(FIRST_BYTES * 2)).unwrap();
            matches!((&*s).read(&mut [0]), Ok(0) | Err(_))
        });
        (joined, took, cut, started.elapsed())
    });
    let mut turned = Vec::new();
    let channel = host.accept(|_, why| turned.push(why.to_string()));
    let (joined, took, cut, all) = attack.join().unwrap();
    assert!(joined.is_ok() && channel.is_ok(), "{joined:?} {turned:?}");
    assert!(took < FIRST_BYTES, "the friend waited {took:?}");
    assert!(cut, "a silent connection still open after {all:?}");
    let at_once = turned.iter().filter(|why| why.contains("at once")).count();
    assert_eq!(at_once, 170 - HANDSHAKES_PER_ORIGIN, "{turned:?}");
}

#[test]
fn a_network_past_its_tries_is_turned_away_before_tls_and_told_why() {
    let (mut host, address) = host("KXMRTA");
    let port = host.local_addr().unwrap().port();
    let guests = thread::spawn(move || {
        for _ in 0..TRIES_PER_MINUTE {
            let wrong = join(&address, &JoinCode::parse("AAAAAA").unwrap());
            assert!(matches!(wrong, Err(Failure::Refused(Refusal::WrongCode))));
        }
        // The sixth gets the alert in place of a TLS handshake.
        let mut raw = TcpStream::connect(("127.0.0.1", port)).unwrap();
        raw.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
        raw.write_all(b"any hello").unwrap();
        let mut answer = Vec::new();
        let _ = raw.read_to_end(&mut answer);
        let seventh = join(&address, &JoinCode::parse("KXMRTA").unwrap()).map(|_| ());
        (answer, seventh)
    });
    let waiting = thread::spawn(move || {
        let _ = host.accept_until(
            Some(std::time::Instant::now() + Duration::from_secs(8)),
            |_, _| {},
        );
    });
    let (answer, seventh) = guests.join().unwrap();
    assert_eq!(
        answer,
        [21, 3, 3, 0, 2, 2, 49],
        "a fatal TLS alert, access denied"
    );
    assert!(
        matches!(seventh, Err(Failure::Refused(Refusal::TooManyTries))),
        "{seventh:?}"
    );
    waiting.join().unwrap();
}

/// The client side of TLS to `address`, as any guest opens it, with no proof yet.
fn tls_to(address: &str) -> Channel {
    let socket = TcpStream::connect(address).unwrap();
    let peer = socket.peer_addr().unwrap();
    let name = ServerName::try_from("tictactoe").unwrap();
    let connection = ClientConnection::new(client_config().unwrap(), name).unwrap();
    secured(socket, peer, connection).unwrap().0
}

#[test]
fn a_man_in_the_middle_relaying_every_message_proves_nothing() {
    let (mut host, host_address) = host("KXMRTA");
    let relay = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let relay_address = relay.local_addr().unwrap().to_string();
    // Two TLS sessions, one with each side, and every message passed on.
    thread::spawn(move || {
        let (socket, peer) = relay.accept().unwrap();
        let connection = rustls::ServerConnection::new(tls::server_config().unwrap()).unwrap();
        let (mut to_guest, _) = secured(socket, peer, connection).unwrap();
        let mut to_host = tls_to(&host_address);
        for _ in 0..2 {
            let Ok(from_guest) = to_guest.receive() else {
                return;
            };
            let _ = to_host.send(&from_guest);
            let Ok(from_host) = to_host.receive() else {
                return;
            };
            let _ = to_guest.send(&from_host);
        }
    });
    let guest = thread::spawn(move || join(&relay_address, &JoinCode::parse("KXMRTA").unwrap()));
    let mut turned = Vec::new();
    let until = std::time::Instant::now() + Duration::from_secs(8);
    let channel = host.accept_until(Some(until), |_, why| turned.push(why.to_string()));
    assert!(
        matches!(channel, Ok(None)),
        "the host took the relay's guest"
    );
    assert_eq!(turned, ["wrong code"]);
    let joined = guest.join().unwrap();
    assert!(
        matches!(joined, Err(Failure::Refused(Refusal::WrongCode))),
        "{:?}",
        joined.map(|_| ())
    );
}

#[test]
fn a_proof_sent_back_to_the_host_opens_nothing() {
    let (mut host, address) = host("KXMRTA");
    let reflecting = thread::spawn(move || {
        let mut channel = tls_to(&address);
        // The host's own key exchange and proof, each sent back as the guest's.
        for _ in 0..2 {
            let Ok(message) = channel.receive() else {
                return;
            };
            if channel.send(&message).is_err() {
                return;
            }
        }
    });
    let mut turned = Vec::new();
    let until = std::time::Instant::now() + Duration::from_secs(8);
    let channel = host.accept_until(Some(until), |_, why| turned.push(why.to_string()));
    assert!(
        matches!(channel, Ok(None)),
        "the host took its own proof back"
    );
    assert_eq!(turned.len(), 1, "{turned:?}");
    reflecting.join().unwrap();
}

/// A stranger who completes TLS (no code needed) and sends a message whose type carries a
/// terminal's escape sequences and bidi controls: the host's words of it carry neither.
#[test]
fn a_strangers_escape_sequences_never_reach_the_hosts_words() {
    let (mut host, address) = host("KXMRTA");
    let stranger = thread::spawn(move || {
        let mut channel = tls_to(&address);
        // JSON's escapes: serde's "unknown variant" quotes them as the characters.
        let body = br#"{"type":"\u001b]0;owned\u0007\u001b[2J\u202eevil\u2066"}"#;
        let mut frame = (body.len() as u32).to_be_bytes().to_vec();
        frame.extend(body);
        channel.write_raw(&frame).unwrap();
        // Then the friend.
        thread::sleep(Duration::from_millis(200));
        join(&address, &JoinCode::parse("KXMRTA").unwrap()).is_ok()
    });
    let mut turned = Vec::new();
    let channel = host.accept(|_, why| turned.push(why.to_string()));
    assert!(stranger.join().unwrap() && channel.is_ok());
    assert_eq!(turned.len(), 1, "{turned:?}");
    let said = &turned[0];
    assert!(said.contains("owned") && said.contains("evil"), "{said:?}");
    for sign in ['\u{1b}', '\u{7}', '\u{202e}', '\u{2066}'] {
        assert!(!said.contains(sign), "{sign:?} in {said:?}");
    }
}

/// A stranger who began its handshake under the code before **New code** and proves that
/// old code after it: the host takes nothing of it.
#[test]
fn a_handshake_begun_under_a_code_given_up_proves_nothing() {
    let (mut host, address) = host("KXMRTA");
    let (tls_done, tls_heard) = std::sync::mpsc::channel();
    let (go_on, go) = std::sync::mpsc::channel::<()>();
    let stranger = thread::spawn(move || {
        let socket = TcpStream::connect(&address).unwrap();
        let peer = socket.peer_addr().unwrap();
        let name = ServerName::try_from("tictactoe").unwrap();
        let connection = ClientConnection::new(client_config().unwrap(), name).unwrap();
        let (mut channel, exporter) = secured(socket, peer, connection).unwrap();
        tls_done.send(()).unwrap();
        go.recv().unwrap();
        let old = Secret::Code(JoinCode::parse("KXMRTA").unwrap());
        let _ = prove(&mut channel, &old, Role::Guest, &exporter);
        channel.receive().ok()
    });
    // The host starts the stranger's handshake, which waits in its key exchange.
    let soon = || Some(std::time::Instant::now() + Duration::from_millis(300));
    assert!(
        host.accept_until(soon(), |_, why| panic!("{why}"))
            .unwrap()
            .is_none()
    );
    tls_heard.recv().unwrap();
    assert!(host.new_code(JoinCode::parse("KXMRTC").unwrap()));
    go_on.send(()).unwrap();
    let mut turned = Vec::new();
    // The proof may take seconds in a debug build beside the stranger tests running at once:
    // the host listens as long as it would give any handshake, in short turns.
    let end = std::time::Instant::now() + HANDSHAKE + Duration::from_secs(1);
    while turned.is_empty() && std::time::Instant::now() < end {
        let taken = host.accept_until(soon(), |_, why| turned.push(why.to_string()));
        assert!(taken.unwrap().is_none(), "the old code opened the game");
    }
    assert_eq!(turned, ["wrong code"]);
    assert_eq!(
        stranger.join().unwrap(),
        Some(Message::Refused {
            why: Refusal::WrongCode
        })
    );
}

/// Whoever answers at the host's address (TLS needs no code) and says "wrong code" before
/// any code is tried: a guest coming back does not take it for the host's word.
#[test]
fn a_wrong_code_said_before_any_proof_is_not_the_hosts_word() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap().to_string();
    thread::spawn(move || {
        let (socket, peer) = listener.accept().unwrap();
        let connection = rustls::ServerConnection::new(tls::server_config().unwrap()).unwrap();
        let (mut fake, _) = secured(socket, peer, connection).unwrap();
        let _ = fake.send(&Message::Refused {
            why: Refusal::WrongCode,
        });
        thread::sleep(Duration::from_millis(500));
    });
    let resume = Secret::Resume(ResumeSecret::from_key(&[7; 32]));
    let failure = join_with(&address, &resume)
        .err()
        .expect("no proof, no channel");
    assert!(
        !matches!(failure, Failure::Refused(Refusal::WrongCode)),
        "{failure:?}"
    );
}

/// A stranger on the friend's own network (127.0.0.2 beside the friend's 127.0.0.1) for
/// `TICTACTOE_HOSTILE_SECONDS` (15 by default): connections opened and left silent as fast
/// as the host takes them, garbage on every tenth. The friend then joins at once.
#[test]
fn a_stranger_knocking_from_the_friends_own_network_for_seconds_keeps_no_one_out() {
    use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
    use std::time::Instant;
    let seconds = testing::hostile_seconds();
    let (mut host, address) = host("KXMRTA");
    let port = host.local_addr().unwrap().port();
    let stop = Arc::new(AtomicBool::new(false));
    let tried = Arc::new(AtomicU64::new(0));
    let knocking = {
        let (stop, tried) = (stop.clone(), tried.clone());
        thread::spawn(move || {
            let mut open = std::collections::VecDeque::new();
            while !stop.load(Ordering::SeqCst) {
                let mut socket = from_address([127, 0, 0, 2], port);
                let n = tried.fetch_add(1, Ordering::SeqCst);
                if n % 10 == 0 {
                    let _ = socket.write_all(b"\x16\x03\x01garbage");
                }
                open.push_back(socket);
                // A few hundred held at most: the stranger's own sockets run out first.
                if open.len() > 200 {
                    open.pop_front();
                }
                thread::sleep(Duration::from_millis(5));
            }
        })
    };
    let waiting = thread::spawn(move || {
        let mut turned = 0u64;
        let channel = host.accept(|_, _| turned += 1);
        (channel.is_ok(), turned)
    });
    thread::sleep(Duration::from_secs(seconds));
    let started = Instant::now();
    let joined = join(&address, &JoinCode::parse("KXMRTA").unwrap()).is_ok();
    let took = started.elapsed();
    stop.store(true, Ordering::SeqCst);
    knocking.join().unwrap();
    let (accepted, turned) = waiting.join().unwrap();
    println!(
        "hostile: {seconds} s of a stranger on the friend's own network ({} connections, {turned} \
         turned away); the friend joined in {} ms",
        tried.load(Ordering::SeqCst),
        took.as_millis()
    );
    assert!(joined && accepted, "the friend did not join");
    assert!(took < FIRST_BYTES, "{took:?}");
}
