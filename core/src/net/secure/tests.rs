//! The handshake: the right code, a wrong one, the tries' limit, hostile connections.

use super::*;
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
        let silent: Vec<TcpStream> = (0..HANDSHAKES_PER_ADDRESS).map(|_| connect()).collect();
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
