//! A game across the internet in the window, with no relay (the invitation's direct
//! addresses, on this computer): the host's Online screen shows its invitation once Invite
//! asks for it (none before), its QR code and Copy; a guest that pastes the invitation in
//! Address joins with the code, each side told the route, and the moves go both ways; the
//! host, started again, is at the same invitation, and the guest comes back by it.

use bevy::prelude::*;
use tictactoe_net::internet::Route;
use tictactoe_window::game::online::Online;
use tictactoe_window::screens::online::OnlineAction;

use tictactoe_core::session::Meeting;
use tictactoe_window::game::GameSession;
use tictactoe_window::screens::Screen;
use tictactoe_window::screens::menu::MenuAction;

use super::window_online::{connected, hosting, joining, play, until, wait_autosave};
use super::{app_in, board, press, screen, texts_shown};

fn invitation(app: &App) -> Option<String> {
    let online = app.world().resource::<Online>();
    online.invitation().map(|(text, _)| text.to_string())
}

fn route(app: &App) -> Option<Route> {
    app.world().resource::<Online>().route().copied()
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
    // A game on the local network opens nothing on the internet until Invite is pressed.
    for _ in 0..50 {
        host.update();
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert!(
        invitation(&host).is_none(),
        "an invitation nobody asked for"
    );
    assert!(shows(&mut host, OnlineAction::Invite));
    assert!(!shows(&mut host, OnlineAction::Copy));
    press(&mut host, OnlineAction::Invite);
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
    assert!(!shows(&mut host, OnlineAction::Invite), "asked once");
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
    let kept = |app: &App| {
        let session = app.world().resource::<GameSession>();
        session.meeting().and_then(Meeting::key).map(String::from)
    };
    assert!(
        kept(&host).is_some(),
        "the host's key is kept with the game"
    );
    wait_autosave(&mut host, host_dir.path());

    // The host is gone and started again: Resume opens the same invitation (the same key,
    // and the same port), and the guest, dialling it all along, is back.
    drop(host);
    std::thread::sleep(std::time::Duration::from_millis(200));
    let mut host = app_in(host_dir.path());
    press(&mut host, MenuAction::Resume);
    until([&mut host, &mut guest], 30, "back", |h, g| {
        connected(h, g) && screen(h) == Screen::Playing
    });
    assert_eq!(invitation(&host), Some(text));
    assert_eq!(board(&host), board(&guest));
    play([&mut host, &mut guest], 8);
}

/// A relay in the settings that names none (a typo): Invite says why, and opens nothing;
/// the game on the local network goes on.
#[test]
fn a_relay_that_names_none_is_refused_with_its_reason_when_invited() {
    let folder = tempfile::tempdir().unwrap();
    let (mut host, _port, _code) = hosting(folder.path());
    host.insert_resource(tictactoe_window::game::online::RelayChoice("pubilc".into()));
    press(&mut host, OnlineAction::Invite);
    for _ in 0..20 {
        host.update();
    }
    let shown = texts_shown(&mut host).join("\n");
    assert!(
        shown.contains("pubilc") && shown.contains("not public, off or a relay"),
        "{shown}"
    );
    assert!(
        invitation(&host).is_none(),
        "an invitation through no relay"
    );
    assert!(matches!(
        host.world().resource::<Online>().connection(),
        tictactoe_window::game::online::Connection::Listening { .. }
    ));
}
