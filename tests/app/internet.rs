//! A game across the internet in the window, with no relay (the invitation's direct
//! addresses, on this computer): the host's Online screen shows its invitation, its QR code
//! and Copy; a guest that pastes the invitation in Address joins with the code, each side
//! told the route, and the moves go both ways.

use bevy::prelude::*;
use tictactoe::game::online::Online;
use tictactoe::screens::online::OnlineAction;
use tictactoe_core::net::internet::Route;

use super::texts_shown;
use super::window_online::{connected, hosting, joining, play, until};

fn invitation(app: &App) -> Option<String> {
    let online = app.world().resource::<Online>();
    online.invitation.as_ref().map(|(text, _)| text.clone())
}

fn route(app: &App) -> Option<Route> {
    app.world().resource::<Online>().route
}

/// Whether the button doing `action` shows.
fn shows(app: &mut App, action: OnlineAction) -> bool {
    let world = app.world_mut();
    let mut buttons = world.query::<(&OnlineAction, &Node)>();
    buttons
        .iter(world)
        .any(|(a, node)| *a == action && node.display != Display::None)
}

#[test]
fn a_guest_that_pastes_the_hosts_invitation_joins_and_each_side_is_told_the_route() {
    let (host_dir, guest_dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let (mut host, _port, code) = hosting(host_dir.path());
    let start = std::time::Instant::now();
    while invitation(&host).is_none() {
        assert!(start.elapsed().as_secs() < 10, "no invitation");
        host.update();
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let text = invitation(&host).unwrap();
    host.update();
    // Shown in lines a small window holds, with Copy beside New code.
    let shown = texts_shown(&mut host).join("\n");
    assert!(shown.contains(&text[..38]), "{shown}");
    assert!(
        shown.contains("the invitation works on this network"),
        "{shown}"
    );
    assert!(shows(&mut host, OnlineAction::Copy));
    let mut guest = joining(guest_dir.path(), &text, &code);
    until([&mut host, &mut guest], 15, "joined", connected);
    until([&mut host, &mut guest], 10, "the route told", |h, g| {
        route(h) == Some(Route::Direct) && route(g) == Some(Route::Direct)
    });
    for app in [&host, &guest] {
        assert_eq!(app.world().resource::<Online>().badge(), "badge-direct");
    }
    play([&mut host, &mut guest], 4);
    play([&mut host, &mut guest], 0);
}
