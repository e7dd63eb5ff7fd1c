//! The game's connection through two endpoints on this computer (no relay: the direct
//! addresses in the invitation), and callers that try the host's patience.

use std::thread;

use super::*;
use crate::net::JoinCode;
use crate::net::message::Message;
use crate::net::secure::{Host, join};

/// A host listening on loopback with `code`, and its gateway with no relay.
fn host(code: &str) -> (Host, Gateway) {
    let host = Host::listen(
        "127.0.0.1:0".parse().unwrap(),
        JoinCode::parse(code).unwrap(),
    )
    .unwrap();
    let port = host.local_addr().unwrap().port();
    let gateway = Gateway::host(port, &Relay::Off, Arc::new(|_, _| {})).unwrap();
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
    assert_eq!(gateway.route(Some(channel.peer)), Some(Route::Direct));
    channel.send(&Message::Ping).unwrap();
    let (wrong, answer, route) = guest.join().unwrap();
    assert_eq!(wrong.as_deref(), Some("wrong code"));
    assert_eq!(answer, Message::Ping);
    assert_eq!(route, Some(Route::Direct));
    assert_eq!(turned.len(), 1, "{turned:?}");
    assert_eq!(turned[0].0.ip(), channel.peer.ip(), "the same caller");
}
