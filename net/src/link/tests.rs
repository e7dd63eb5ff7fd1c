//! The link against a hostile peer: strangers knocking while the game goes on, a greeting
//! trickled, a host at the friend's address that does not know the code.

use std::net::{SocketAddr, TcpStream};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

use super::*;
use crate::internet::Relay;
use crate::message::encode;
use crate::{Message, Refusal};

fn code(letters: &str) -> JoinCode {
    JoinCode::parse(letters).expect("a valid code")
}

fn empty() -> Setup {
    Setup {
        rules: Rules::default(),
        host: Mark::X,
        moves: Vec::new(),
        choices: Vec::new(),
        clock: None,
    }
}

#[test]
fn strangers_turned_away_are_told_as_a_tally_and_at_most_one_waits_unread() {
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
    // Many more, none read: one telling waits, a second on, however many knock.
    let start = Instant::now();
    for _ in 0..300 {
        knock();
    }
    thread::sleep(crate::turned::EVERY + Duration::from_millis(500));
    knock();
    thread::sleep(Duration::from_millis(500));
    let mut waiting = Vec::new();
    while let Some(event) = link.try_next() {
        if let LinkEvent::TurnedAway(refusals) = event {
            waiting.push(refusals);
        }
    }
    // One telling waited, however many knocked (its reading lets one more be told). How
    // many it counts depends on how far the host's thread had come with the knocks.
    assert!(!waiting.is_empty() && waiting.len() <= 2, "{waiting:?}");
    // Once read, the rest is told when due, with no one knocking: every one counted, each
    // telling more than the last, at most one a second.
    let told = |link: &Link| loop {
        match link.next_within(Duration::from_secs(5)) {
            Some(LinkEvent::TurnedAway(refusals)) => return refusals,
            Some(_) => {}
            None => panic!("the tally was not told: {waiting:?}"),
        }
    };
    let mut tellings = waiting.clone();
    while tellings.last().unwrap().total() < 302 {
        tellings.push(told(&link));
    }
    let seconds = start.elapsed().as_secs_f64() / crate::turned::EVERY.as_secs_f64();
    assert!(
        tellings.len() as f64 <= seconds.ceil() + 1.0,
        "{seconds} s: {tellings:?}"
    );
    for pair in tellings.windows(2) {
        assert!(pair[0].total() < pair[1].total(), "{tellings:?}");
    }
    let last = tellings.last().unwrap();
    assert_eq!(last.total(), 302, "{last:?}");
    assert_eq!(last.wrong_codes, 0, "{last:?}");
}

#[test]
fn wrong_codes_are_counted_with_where_the_last_came_from_and_a_new_code_starts_afresh() {
    let link = Link::host(0, code("KXMRTA"), None, "Ana", empty(), Arc::new(|| {})).unwrap();
    let Some(LinkEvent::Listening { port, .. }) = link.next_within(Duration::from_secs(5)) else {
        panic!("not listening");
    };
    let address = format!("127.0.0.1:{port}");
    let wrong = || {
        let wrong = crate::secure::join(&address, &code("AAAAAA"));
        assert!(matches!(wrong, Err(Failure::Refused(Refusal::WrongCode))));
    };
    let mut refusals = Refusals::default();
    let mut told_until = |wrong_codes: u64| {
        while refusals.wrong_codes < wrong_codes {
            match link.next_within(Duration::from_secs(5)) {
                Some(LinkEvent::TurnedAway(told)) => refusals = told,
                other => panic!("{:?}", other.map(|_| ())),
            }
        }
        refusals.clone()
    };
    wrong();
    told_until(1);
    // Two more within the second after a telling read at once: told when it is due, with
    // no one knocking after them.
    wrong();
    wrong();
    let refusals = told_until(3);
    assert_eq!(refusals.wrong_codes, 3);
    assert_eq!(refusals.last_wrong_code, Some("127.0.0.1".parse().unwrap()));
    // The host gives a new code: the old one opens nothing, the new one does.
    link.new_code(code("PRTUVW"));
    match link.next_within(Duration::from_secs(5)) {
        Some(LinkEvent::Listening { code: new, .. }) => assert_eq!(new, code("PRTUVW")),
        other => panic!("{:?}", other.map(|_| ())),
    }
    let old = crate::secure::join(&address, &code("KXMRTA"));
    assert!(matches!(old, Err(Failure::Refused(Refusal::WrongCode))));
    match link.next_within(Duration::from_secs(5)) {
        Some(LinkEvent::TurnedAway(told)) => assert_eq!(told.wrong_codes, 1, "afresh"),
        other => panic!("{:?}", other.map(|_| ())),
    }
    let guest = Link::join(
        &address,
        code("PRTUVW"),
        None,
        ("Ben", Relay::Off),
        Arc::new(|| {}),
    );
    let connected = |link: &Link| loop {
        match link.next_within(Duration::from_secs(10)) {
            Some(LinkEvent::Connected { .. }) => return true,
            Some(LinkEvent::TurnedAway(_)) => {}
            _ => return false,
        }
    };
    assert!(connected(&guest) && connected(&link), "the new code opens");
}

#[test]
fn a_greeting_trickled_a_byte_at_a_time_is_cut_off_at_its_deadline() {
    let (mut host, mut guest) = crate::secure::testing::pair();
    let started = Instant::now();
    let greeting = thread::spawn(move || greet(&mut host, "Ana").map(|_| ()));
    let hello = encode(&Message::Hello {
        protocol: crate::PROTOCOL,
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
    let mut impostor =
        crate::secure::Host::listen("127.0.0.1:0".parse::<SocketAddr>().unwrap(), code("KXMRTC"))
            .unwrap();
    let address = impostor.local_addr().unwrap().to_string();
    let tries = thread::spawn(move || {
        let mut wrong = 0;
        let until = Instant::now() + Duration::from_secs(8);
        let _ = impostor.accept_until(Some(until), |_, why| {
            if why == crate::turned::Rejection::WrongCode {
                wrong += 1;
            }
        });
        wrong
    });
    let guest = Link::rejoin(
        &address,
        code("KXMRTA"),
        None,
        ("Bo", Relay::Off),
        Arc::new(|| {}),
    );
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
    use crate::secure::{Secret, join, join_with};
    let host = Link::host(0, code("KXMRTA"), None, "Ana", empty(), Arc::new(|| {})).unwrap();
    let Some(LinkEvent::Listening { port, .. }) = host.next_within(Duration::from_secs(5)) else {
        panic!("not listening");
    };
    // The friend over IPv6, the stranger over IPv4: the host hears both.
    let address = format!("[::1]:{port}");
    let stranger_address = format!("127.0.0.1:{port}");
    let guest = Link::join(
        &address,
        code("KXMRTA"),
        None,
        ("Bo", Relay::Off),
        Arc::new(|| {}),
    );
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

#[test]
fn a_hosts_invitation_opens_nothing_once_its_link_is_dropped() {
    use crate::internet::tests::answers;
    use crate::internet::{Gateway, Invitation};
    use crate::secure::join;
    let host = Link::host(0, code("KXMRTA"), None, "Ana", empty(), Arc::new(|| {})).unwrap();
    host.invite(Relay::Off, None);
    let invitation: Invitation = loop {
        match host.next_within(Duration::from_secs(10)) {
            Some(LinkEvent::Invited { invitation, .. }) => break invitation,
            Some(_) => {}
            None => panic!("no invitation"),
        }
    };
    // A caller with a wrong code: it reaches the host's game, which turns it away.
    let door = Gateway::guest(&invitation, &Relay::Off, Arc::new(|_, _| {})).unwrap();
    let entrance = door.entrance().unwrap().to_string();
    assert!(matches!(
        join(&entrance, &code("KXMRTC")),
        Err(Failure::Refused(Refusal::WrongCode))
    ));
    assert!(answers(&invitation), "the host answers before");
    drop(host);
    // The gateway closes with the link (on a thread of its own): its endpoint answers no one.
    let until = Instant::now() + Duration::from_secs(5);
    while answers(&invitation) && Instant::now() < until {
        thread::sleep(Duration::from_millis(200));
    }
    assert!(!answers(&invitation), "the host's endpoint still answers");
    assert!(join(&entrance, &code("KXMRTA")).is_err());
}
