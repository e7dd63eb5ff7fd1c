//! Frames out of any bytes, a hostile peer, a message not left waiting; and the figures.

use super::*;
use crate::message::FrameError;
use crate::message::encode;
use proptest::prelude::*;

#[test]
fn frames_come_out_whole_however_the_bytes_are_cut() {
    let messages = [Message::Ping, Message::Move { ply: 2, cell: 7 }];
    let wire: Vec<u8> = messages.iter().flat_map(encode).collect();
    for cut in 1..wire.len() {
        let mut framer = Framer::default();
        let mut out = Vec::new();
        for chunk in wire.chunks(cut) {
            framer.push(chunk);
            while let Some(m) = framer.take_message().unwrap() {
                out.push(m);
            }
        }
        assert_eq!(out, messages, "cut every {cut} bytes");
    }
    let mut framer = Framer::default();
    framer.push(&u32::MAX.to_be_bytes());
    assert!(matches!(framer.take_message(), Err(FrameError::TooLong(_))));
}

#[test]
fn a_hostile_peer_is_dropped_with_the_reason_and_nothing_panics() {
    use crate::secure::testing::pair;
    let (host, mut guest) = pair();
    let peer = Peer::start(host);
    guest.send(&Message::Move { ply: 0, cell: 4 }).unwrap();
    assert_eq!(
        peer.next_within(Duration::from_secs(5)),
        Some(PeerEvent::Message(Message::Move { ply: 0, cell: 4 }))
    );
    // A 100 MB length prefix: refused before its bytes are waited for.
    guest.write_raw(&(100u32 << 20).to_be_bytes()).unwrap();
    let Some(PeerEvent::Lost(why)) = peer.next_within(Duration::from_secs(5)) else {
        panic!("not dropped");
    };
    assert!(why.contains("a message of 104857600 bytes"), "{why}");

    let (host, mut guest) = pair();
    let peer = Peer::start(host);
    let mut garbage = 12u32.to_be_bytes().to_vec();
    garbage.extend(b"not a thing!");
    guest.write_raw(&garbage).unwrap();
    let Some(PeerEvent::Lost(why)) = peer.next_within(Duration::from_secs(5)) else {
        panic!("not dropped");
    };
    assert!(why.contains("a message that does not read"), "{why}");
    // The hostile side is told why.
    guest
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    let told = guest.receive().unwrap();
    assert!(
        matches!(
            told,
            Message::Refused {
                why: crate::Refusal::Broken { .. }
            }
        ),
        "{told:?}"
    );
}

#[test]
fn a_flood_of_valid_messages_drops_the_peer_past_its_budget() {
    use crate::secure::testing::pair;
    let (host, mut guest) = pair();
    let peer = Peer::start(host);
    // Half again the burst, in one write: all of it is on its way before the host answers.
    let flood: Vec<u8> = (0..MESSAGE_BURST as usize * 3 / 2)
        .flat_map(|_| {
            encode(&Message::Over {
                plies: 9,
                out_of_time: None,
            })
        })
        .collect();
    guest.write_raw(&flood).unwrap();
    let mut messages = 0;
    let why = loop {
        match peer.next_within(Duration::from_secs(5)) {
            Some(PeerEvent::Message(_)) => messages += 1,
            Some(PeerEvent::Lost(why)) => break why,
            None => panic!("{messages} messages and the peer is still heard"),
        }
    };
    assert!(why.contains(&too_many()), "{why}");
    // What the game is handed stays within the burst.
    assert!(messages <= MESSAGE_BURST as usize, "{messages} messages");
    guest
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    assert_eq!(
        guest.receive().unwrap(),
        Message::Refused {
            why: crate::Refusal::Broken { what: too_many() }
        }
    );
}

#[test]
fn a_friend_that_stops_reading_holds_the_leaving_side_only_so_long() {
    use crate::secure::testing::pair;
    let (host, guest) = pair();
    // Every connection is written with a time-out: the handshake's, kept after it.
    let socket = host.socket().unwrap();
    assert_eq!(
        socket.write_timeout().unwrap(),
        Some(crate::secure::HANDSHAKE)
    );
    // Small buffers both ways, so that little fills them (loopback's may take 32 MB).
    socket2::SockRef::from(&socket)
        .set_send_buffer_size(4096)
        .unwrap();
    socket2::SockRef::from(&guest.socket().unwrap())
        .set_recv_buffer_size(4096)
        .unwrap();
    let peer = Peer::start(host);
    // The friend reads nothing: this side's sends (1.2 MB) fill both sockets' buffers, and
    // the peer's thread waits in a send (for the time-outs: 10 s and more).
    for _ in 0..200 {
        peer.send(Message::Pake {
            bytes: vec![7; 3000],
        });
    }
    thread::sleep(Duration::from_millis(300));
    let began = Instant::now();
    // Leaving, as the game does before it ends (`NetworkGame::leave_and_wait`).
    peer.send(Message::Refused {
        why: crate::Refusal::Left,
    });
    peer.close();
    let took = began.elapsed();
    assert!(
        took < CLOSING + Duration::from_millis(500),
        "the leave waited {took:?}"
    );
    drop(guest);
}

#[test]
fn a_message_read_along_with_an_earlier_one_is_not_left_waiting() {
    use crate::secure::testing::pair;
    let (mut host, mut guest) = pair();
    guest.send(&Message::Move { ply: 0, cell: 1 }).unwrap();
    guest.send(&Message::Move { ply: 1, cell: 2 }).unwrap();
    assert_eq!(host.receive().unwrap(), Message::Move { ply: 0, cell: 1 });
    // The second may sit in the TLS layer, with nothing left on the socket to wake the
    // peer: it must come before the first ping would (PING_EVERY).
    let peer = Peer::start(host);
    assert_eq!(
        peer.next_within(PING_EVERY / 2),
        Some(PeerEvent::Message(Message::Move { ply: 1, cell: 2 }))
    );
}

proptest! {
    #[test]
    fn any_bytes_give_messages_or_a_reason(bytes in proptest::collection::vec(any::<u8>(), 0..2000)) {
        let mut framer = Framer::default();
        framer.push(&bytes);
        while let Ok(Some(_)) = framer.take_message() {}
    }
}

/// Figures, not checks: run by `script/network-figures` (`--ignored`), which prints them.
mod figures {
    use super::*;
    use crate::secure::testing::pair;

    /// CPU time of this process so far, in seconds (Linux: /proc/self/stat).
    fn cpu_seconds() -> f64 {
        let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
        let fields: Vec<&str> = stat
            .rsplit(')')
            .next()
            .unwrap_or("")
            .split_whitespace()
            .collect();
        let ticks: f64 = fields.get(11..13).map_or(0.0, |f| {
            f.iter().filter_map(|t| t.parse::<f64>().ok()).sum()
        });
        ticks / 100.0
    }

    #[test]
    #[ignore]
    fn move_latency_and_idle_cpu_on_loopback() {
        /// Moves timed: 20 s at the peer's steady rate.
        const MOVES: usize = 200;
        let (host, guest) = pair();
        let (host, guest) = (Peer::start(host), Peer::start(guest));
        // At the steady rate a peer may keep (faster, the other side lets it go).
        let pace = Duration::from_secs_f64(1.0 / super::rate::MESSAGES_PER_SECOND);
        let mut samples = Vec::with_capacity(MOVES);
        for i in 0..MOVES as u32 {
            std::thread::sleep(pace);
            let sent = Instant::now();
            host.send(Message::Move { ply: i, cell: 4 });
            match guest.next_within(Duration::from_secs(5)) {
                Some(PeerEvent::Message(Message::Move { ply, .. })) if ply == i => {}
                other => panic!("{other:?}"),
            }
            samples.push(sent.elapsed());
        }
        samples.sort();
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        println!(
            "move from one peer to the other on loopback: median {:.2} ms, 99th percentile {:.2} ms ({MOVES} moves)",
            ms(samples[MOVES / 2 - 1]),
            ms(samples[MOVES * 99 / 100 - 1])
        );
        let before = cpu_seconds();
        std::thread::sleep(Duration::from_secs(10));
        let used = cpu_seconds() - before;
        println!(
            "both peers idle for 10 s: {:.2} % of a core (two peer threads, each side's)",
            used * 10.0
        );
    }
}
