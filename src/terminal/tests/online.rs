//! Two terminal games, a host and a guest, play each other over this computer's network:
//! the Online screen's form, the moves both ways, an undo asked and allowed, a rematch, and
//! the friend leaving.

use std::time::{Duration, Instant};

use mnk::Mark;
use ratatui::crossterm::event::KeyCode;
use tictactoe_core::session::{Rules, Seat};
use tictactoe_net::Connection;

use super::super::app::Screen;
use super::super::{App, Go};
use super::{app, press, screen, typed};

/// Ticks both games until `done` holds (a few seconds on this computer at most).
fn pump(a: &mut App, b: &mut App, what: &str, done: impl Fn(&App, &App) -> bool) {
    let until = Instant::now() + Duration::from_secs(30);
    while Instant::now() < until {
        a.tick(Instant::now());
        b.tick(Instant::now());
        if done(a, b) {
            return;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!(
        "{what} did not happen:\n{}\n\n{}",
        screen(a, 80, 24),
        screen(b, 80, 24)
    );
}

fn plies(app: &App) -> usize {
    app.kept.session.board().ply()
}

/// The player plays `cell` by its name.
fn play(app: &mut App, cell: &str) {
    typed(app, cell);
    press(app, KeyCode::Enter);
}

#[test]
fn two_terminals_play_over_the_network_with_an_undo_and_a_rematch() {
    let (mut host, mut guest) = (app(), app());
    host.host_port = 0;
    host.kept.session.rules = Rules::new(3, 3);
    host.kept.session.names.set(Mark::X, "Ana");
    host.kept.settings.alternate_starts = true;
    guest.kept.session.names.set(Mark::X, "Bo");

    // The host: Online, then Host (the menu's board).
    host.go(Go::Online);
    assert!(screen(&host, 80, 24).contains("Host"));
    press(&mut host, KeyCode::Down);
    press(&mut host, KeyCode::Enter);
    pump(&mut host, &mut guest, "listening", |h, _| {
        matches!(
            h.network.as_ref().map(|n| n.connection()),
            Some(Connection::Listening { .. })
        )
    });
    let Some(Connection::Listening { port, code, .. }) =
        host.network.as_ref().map(|n| n.connection().clone())
    else {
        unreachable!()
    };
    let shown = screen(&host, 80, 24);
    assert!(shown.contains(&code), "the code is shown: {shown}");

    // The guest: the address and the code typed, then Join.
    guest.go(Go::Online);
    press(&mut guest, KeyCode::Down);
    press(&mut guest, KeyCode::Down);
    press(&mut guest, KeyCode::Enter);
    typed(&mut guest, &format!("127.0.0.1:{port}"));
    press(&mut guest, KeyCode::Enter);
    press(&mut guest, KeyCode::Down);
    press(&mut guest, KeyCode::Enter);
    typed(&mut guest, &code);
    press(&mut guest, KeyCode::Enter);
    press(&mut guest, KeyCode::Down);
    press(&mut guest, KeyCode::Enter);
    pump(&mut host, &mut guest, "both playing", |h, g| {
        matches!(h.screen, Screen::Playing(_)) && matches!(g.screen, Screen::Playing(_))
    });
    // The host plays X, the guest O, on the host's board.
    assert_eq!(host.kept.session.seats.o, Seat::Remote);
    assert_eq!(guest.kept.session.seats.x, Seat::Remote);
    assert_eq!(guest.kept.session.board().cols(), 3);
    assert!(screen(&guest, 80, 24).contains("Ana"));

    // Moves both ways; a move out of turn is refused here, never sent.
    play(&mut host, "b1");
    pump(&mut host, &mut guest, "X's move", |_, g| plies(g) == 1);
    play(&mut host, "c3");
    assert_eq!(plies(&host), 1, "not X's turn");
    play(&mut guest, "a1");
    pump(&mut host, &mut guest, "O's move", |h, _| plies(h) == 2);

    // The host asks to take back its move; the guest allows it.
    press(&mut host, KeyCode::Char('u'));
    pump(&mut host, &mut guest, "the undo asked", |_, g| {
        screen(g, 80, 24).contains("Ana asks to take back their last move.")
    });
    press(&mut guest, KeyCode::Enter);
    pump(&mut host, &mut guest, "the undo", |h, g| {
        plies(h) == 0 && plies(g) == 0
    });

    // X wins down column b.
    for (i, (x, o)) in [("b1", "a1"), ("b2", "a2")].into_iter().enumerate() {
        play(&mut host, x);
        pump(&mut host, &mut guest, "X's move", |_, g| {
            plies(g) == 2 * i + 1
        });
        play(&mut guest, o);
        pump(&mut host, &mut guest, "O's move", |h, _| {
            plies(h) == 2 * i + 2
        });
    }
    play(&mut host, "b3");
    pump(&mut host, &mut guest, "the win", |_, g| {
        g.kept.session.board().outcome().is_over()
    });
    assert!(screen(&guest, 80, 24).contains("wins"));

    // Play again asks the friend; the guest accepts; the marks swap.
    press(&mut host, KeyCode::Char('p'));
    pump(&mut host, &mut guest, "the rematch asked", |_, g| {
        screen(g, 80, 24).contains("Ana asks for another game.")
    });
    press(&mut guest, KeyCode::Enter);
    pump(&mut host, &mut guest, "the rematch", |h, g| {
        plies(h) == 0 && plies(g) == 0 && !g.kept.session.board().outcome().is_over()
    });
    assert_eq!(
        host.kept.session.seats.x,
        Seat::Remote,
        "the host plays O now"
    );
    assert_eq!(
        guest.kept.session.seats.x,
        Seat::Human,
        "the guest plays X now"
    );
    play(&mut guest, "b2");
    pump(&mut host, &mut guest, "the guest's first move", |h, _| {
        plies(h) == 1
    });

    // The host leaves: the guest is told, and keeps the game.
    press(&mut host, KeyCode::Esc);
    pump(&mut host, &mut guest, "the friend gone", |_, g| {
        screen(g, 80, 24).contains("Ana left the game; it is kept")
    });
    assert_eq!(plies(&guest), 1);
}

/// A game with a folder of its own, at its menu.
fn app_in(dir: &std::path::Path) -> App {
    let folders = tictactoe_core::storage::Folders::all_in(dir);
    let mut kept = tictactoe_core::kept::KeptSession::open(Some(folders));
    kept.settings.think_delay = Duration::ZERO;
    App::new(kept, super::super::Look { color: true })
}

#[test]
fn a_guest_that_crashes_takes_the_game_up_again_from_its_menus_resume() {
    let (host_dir, guest_dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let (mut host, mut guest) = (app_in(host_dir.path()), app_in(guest_dir.path()));
    host.host_port = 0;
    host.kept.session.rules = Rules::new(3, 3);
    host.kept.session.names.set(Mark::X, "Ana");
    guest.kept.session.names.set(Mark::X, "Bo");
    host.go(Go::Online);
    press(&mut host, KeyCode::Down);
    press(&mut host, KeyCode::Enter);
    pump(&mut host, &mut guest, "listening", |h, _| {
        matches!(
            h.network.as_ref().map(|n| n.connection()),
            Some(Connection::Listening { .. })
        )
    });
    let Some(Connection::Listening { port, code, .. }) =
        host.network.as_ref().map(|n| n.connection().clone())
    else {
        unreachable!()
    };
    guest.go(Go::Online);
    for _ in 0..2 {
        press(&mut guest, KeyCode::Down);
    }
    press(&mut guest, KeyCode::Enter);
    typed(&mut guest, &format!("127.0.0.1:{port}"));
    press(&mut guest, KeyCode::Enter);
    press(&mut guest, KeyCode::Down);
    press(&mut guest, KeyCode::Enter);
    typed(&mut guest, &code);
    press(&mut guest, KeyCode::Enter);
    press(&mut guest, KeyCode::Down);
    press(&mut guest, KeyCode::Enter);
    pump(&mut host, &mut guest, "both playing", |h, g| {
        matches!(h.screen, Screen::Playing(_)) && matches!(g.screen, Screen::Playing(_))
    });
    play(&mut host, "b2");
    pump(&mut host, &mut guest, "X's move", |_, g| plies(g) == 1);
    play(&mut guest, "a1");
    pump(&mut host, &mut guest, "O's move", |h, _| plies(h) == 2);

    // The guest is gone without a word (its connection closes), and starts again.
    drop(guest);
    let mut guest = app_in(guest_dir.path());
    pump(&mut host, &mut guest, "the host sees it lost", |h, _| {
        screen(h, 80, 24).contains("Connection lost - waiting for Bo")
    });
    let menu = screen(&guest, 80, 24);
    assert!(menu.contains("Resume"), "{menu}");
    // Resume, up from the top round to the last rows: Quit, Settings, History, Online, Resume.
    for _ in 0..5 {
        press(&mut guest, KeyCode::Up);
    }
    press(&mut guest, KeyCode::Enter);
    assert!(matches!(guest.screen, Screen::Playing(_)));
    assert!(guest.network.is_some(), "the friend is sought again");
    pump(&mut host, &mut guest, "both connected again", |h, g| {
        let on = |a: &App| {
            a.network
                .as_ref()
                .is_some_and(|n| *n.connection() == Connection::Connected)
        };
        on(h) && on(g)
    });
    assert_eq!(plies(&guest), 2);
    play(&mut host, "c3");
    pump(&mut host, &mut guest, "the game goes on", |_, g| {
        plies(g) == 3
    });
}
