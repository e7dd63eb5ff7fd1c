//! The link against a hostile peer: strangers knocking while the game goes on, a greeting
//! trickled, a host at the friend's address that does not know the code.

use std::net::{SocketAddr, TcpStream};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

use super::*;
use crate::net::Refusal;
use crate::net::message::encode;

fn code(letters: &str) -> JoinCode {
    JoinCode::parse(letters).expect("a valid code")
}

fn empty() -> Setup {
    Setup {
        rules: Rules::default(),
        host: Mark::X,
        moves: Vec::new(),
    }
}

#[test]
fn strangers_turned_away_are_told_at_once_and_at_most_one_waits_unread() {
    let link = Link::host(0, code("KXMRTA"), None, "Ana", empty(), Arc::new(|| {})).unwrap();
    let Some(LinkEvent::Listening { port, .. }) = link.next_within(Duration::from_secs(5)) else {
        panic!("not listening");
    };
    let knock = || drop(TcpStream::connect(("127.0.0.1", port)).expect("the host listens"));
    knock();
    assert!(
        matches!(
            link.next_within(Duration::from_secs(5)),
            Some(LinkEvent::TurnedAway(_))
        ),
        "a stranger turned away is told while the host waits"
    );
    // Many more, none read: the host keeps one line to tell, a second on, for them all.
    for _ in 0..300 {
        knock();
    }
    thread::sleep(crate::net::turned::EVERY + Duration::from_millis(200));
    knock();
    thread::sleep(Duration::from_millis(500));
    let mut waiting = Vec::new();
    while let Some(event) = link.try_next() {
        if let LinkEvent::TurnedAway(line) = event {
            waiting.push(line);
        }
    }
    assert_eq!(waiting.len(), 1, "{waiting:?}");
    assert!(waiting[0].contains("more since"), "{waiting:?}");
}

#[test]
fn a_greeting_trickled_a_byte_at_a_time_is_cut_off_at_its_deadline() {
    let (mut host, mut guest) = crate::net::secure::testing::pair();
    let started = Instant::now();
    let greeting = thread::spawn(move || greet(&mut host, "Ana").map(|_| ()));
    let hello = encode(&Message::Hello {
        protocol: crate::net::PROTOCOL,
        game: "0.1.0".into(),
        name: "Bo".into(),
    });
    thread::spawn(move || {
        for byte in hello {
            if guest.write_raw(&[byte]).is_err() {
                return;
            }
            thread::sleep(Duration::from_millis(500));
        }
    });
    let greeted = greeting.join().unwrap();
    let took = started.elapsed();
    assert!(greeted.is_err(), "greeted after {took:?}");
    assert!(took < GREETING + Duration::from_secs(3), "{took:?}");
}

#[test]
fn a_guest_coming_back_stops_at_the_first_host_that_does_not_know_the_code() {
    let mut impostor = crate::net::secure::Host::listen(
        "127.0.0.1:0".parse::<SocketAddr>().unwrap(),
        code("KXMRTC"),
    )
    .unwrap();
    let address = impostor.local_addr().unwrap().to_string();
    let tries = thread::spawn(move || {
        let mut wrong = 0;
        let until = Instant::now() + Duration::from_secs(8);
        let _ = impostor.accept_until(Some(until), |_, why| {
            if why.contains("wrong code") {
                wrong += 1;
            }
        });
        wrong
    });
    let guest = Link::rejoin(&address, code("KXMRTA"), None, "Bo", Arc::new(|| {}));
    let failed = guest.next_within(Duration::from_secs(8));
    assert!(
        matches!(
            failed,
            Some(LinkEvent::Failed(Failure::Refused(Refusal::WrongCode)))
        ),
        "the guest goes on dialling"
    );
    assert_eq!(
        tries.join().unwrap(),
        1,
        "one guess at the code, not one every 2 s"
    );
}

#[test]
fn once_the_friend_has_joined_the_code_alone_opens_nothing() {
    use crate::net::secure::{Secret, join, join_with};
    let host = Link::host(0, code("KXMRTA"), None, "Ana", empty(), Arc::new(|| {})).unwrap();
    let Some(LinkEvent::Listening { port, .. }) = host.next_within(Duration::from_secs(5)) else {
        panic!("not listening");
    };
    // The friend over IPv6, the stranger over IPv4: the host hears both.
    let address = format!("[::1]:{port}");
    let stranger_address = format!("127.0.0.1:{port}");
    let guest = Link::join(&address, code("KXMRTA"), None, "Bo", Arc::new(|| {}));
    let connected = |link: &Link| loop {
        match link.next_within(Duration::from_secs(10)) {
            Some(LinkEvent::Connected { resume, peer, .. }) => break (resume.unwrap(), peer),
            Some(LinkEvent::TurnedAway(_)) => {}
            _ => panic!("not connected"),
        }
    };
    let (theirs, _host_peer) = connected(&host);
    let (ours, guest_peer) = connected(&guest);
    assert_eq!(theirs, ours, "both sides hold the same resume secret");
    // Someone who saw the code, while the game goes on and when the friend's connection
    // falls: a wrong code both times.
    let stranger = || join(&stranger_address, &code("KXMRTA")).map(|_| ());
    assert!(matches!(
        stranger(),
        Err(Failure::Refused(Refusal::WrongCode))
    ));
    drop(guest_peer);
    host.reconnect();
    assert!(matches!(
        stranger(),
        Err(Failure::Refused(Refusal::WrongCode))
    ));
    // The friend comes back with the secret.
    let friend = thread::spawn(move || {
        let mut channel = join_with(&address, &Secret::Resume(ours)).expect("the friend is back");
        greet(&mut channel, "Bo").expect("greeted");
        channel.receive().expect("the setup")
    });
    let (again, _peer) = connected(&host);
    assert_eq!(again, theirs, "the secret stays the friend's");
    assert!(matches!(friend.join().unwrap(), Message::Setup { .. }));
}

/// This process's resident memory, in kB (Linux: /proc/self/status).
fn resident_kb() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|kb| kb.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

/// Strangers without the code for `TICTACTOE_HOSTILE_SECONDS` (15 by default; 600 for the
/// figure in BENCHMARKS.md, by `script/hostile-figures`): four silent connections held open
/// from one network (its every handshake slot), one trickling a byte a second, and
/// connect-and-close in a loop. The host's memory grows by less than 5 MB, and the friend
/// still joins.
#[cfg(target_os = "linux")]
#[test]
fn strangers_knocking_for_minutes_leave_the_hosts_memory_where_it_was() {
    use std::io::Write;
    use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
    let seconds: u64 = std::env::var("TICTACTOE_HOSTILE_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(15);
    let host = Link::host(0, code("KXMRTA"), None, "Ana", empty(), Arc::new(|| {})).unwrap();
    let Some(LinkEvent::Listening { port, .. }) = host.next_within(Duration::from_secs(5)) else {
        panic!("not listening");
    };
    let stop = Arc::new(AtomicBool::new(false));
    let tries = Arc::new(AtomicU64::new(0));
    let connect = move || TcpStream::connect(("127.0.0.1", port));
    let holding = {
        let stop = stop.clone();
        thread::spawn(move || {
            while !stop.load(Ordering::SeqCst) {
                // Cut off after the handshake's 10 s: opened again just before.
                let silent: Vec<_> = (0..4).filter_map(|_| connect().ok()).collect();
                let mut trickle = connect().ok();
                for _ in 0..9 {
                    if let Some(t) = trickle.as_mut() {
                        let _ = t.write_all(&[0x16]);
                    }
                    thread::sleep(Duration::from_secs(1));
                }
                drop(silent);
            }
        })
    };
    let knocking = {
        let (stop, tries) = (stop.clone(), tries.clone());
        thread::spawn(move || {
            while !stop.load(Ordering::SeqCst) {
                // Closed with a reset (no linger), as an attacker would: no port of this
                // side's is held, so the loop can go on for minutes.
                if let Ok(socket) = connect() {
                    let _ = socket2::SockRef::from(&socket).set_linger(Some(Duration::ZERO));
                    tries.fetch_add(1, Ordering::Relaxed);
                }
            }
        })
    };
    thread::sleep(Duration::from_secs(2));
    let before = resident_kb();
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(seconds) {
        thread::sleep(Duration::from_secs(1));
        // The game reads its events each frame: so does this.
        while host.try_next().is_some() {}
    }
    let after = resident_kb();
    stop.store(true, Ordering::SeqCst);
    knocking.join().unwrap();
    let joining = Instant::now();
    let guest = Link::join(
        &format!("[::1]:{port}"),
        code("KXMRTA"),
        None,
        "Bo",
        Arc::new(|| {}),
    );
    let joined = loop {
        match guest.next_within(Duration::from_secs(15)) {
            Some(LinkEvent::Connected { .. }) => break true,
            Some(LinkEvent::Failed(why)) => panic!("the friend was turned away: {why}"),
            Some(_) => {}
            None => break false,
        }
    };
    let took = joining.elapsed();
    holding.join().unwrap();
    let tries = tries.load(Ordering::Relaxed);
    println!(
        "hostile: {seconds} s, {tries} connections ({} a second); host memory {before} kB -> \
         {after} kB ({:+} kB); the friend joined in {} ms",
        tries / seconds.max(1),
        after as i64 - before as i64,
        took.as_millis()
    );
    assert!(joined, "the friend did not get in");
    assert!(after < before + 5 * 1024, "{before} kB -> {after} kB");
}
