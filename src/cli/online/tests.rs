//! A version mismatch, and a friend's asks declined.

use std::time::Duration;

use super::play::{Side, play};
use super::*;
use mnk::Cell;
use mnk::Mark;
use tictactoe_core::kept::KeptSession;
use tictactoe_core::session::Rules;
use tictactoe_net::News;
use tictactoe_net::internet::Relay;
use tictactoe_net::link::{GREETING, greet};
use tictactoe_net::message::{Message, PROTOCOL};
use tictactoe_net::secure::{self, testing::pair};

#[test]
fn a_peer_of_another_version_is_told_which_versions_differ() {
    let (mut host, mut guest) = pair();
    let host = std::thread::spawn(move || greet(&mut host, "Hard"));
    guest
        .send(&Message::Hello {
            protocol: 99,
            game: "9.0.0".into(),
            name: "Future".into(),
        })
        .unwrap();
    guest.set_read_timeout(Some(GREETING)).unwrap();
    assert!(matches!(guest.receive().unwrap(), Message::Hello { .. }));
    let Message::Refused { why } = guest.receive().unwrap() else {
        panic!("not refused");
    };
    let ours = format!(
        "version {} (protocol {PROTOCOL})",
        env!("CARGO_PKG_VERSION")
    );
    assert!(why.to_string().contains(&ours), "{why}");
    let error = host.join().unwrap().unwrap_err().to_string();
    assert!(
        error.contains("the other game is version 9.0.0 (protocol 99)"),
        "{error}"
    );
    assert!(error.contains(&ours), "{error}");
}

/// A person at a window asks the command line's computer to take a move back, and after
/// the game for another: declined each time, and the game plays to its end.
#[test]
fn a_friends_undo_and_rematch_are_declined_and_the_game_goes_on() {
    let code = JoinCode::random();
    let (wake, woken) = play::waker();
    let rules = Rules::new(3, 3);
    let mut network =
        NetworkGame::host("Easy", (Mark::X, false), rules, (0, code.clone()), wake).unwrap();
    let mut scratch = KeptSession::open(None).session;
    let port = loop {
        if let Some(News::Listening { port }) = network.next(&mut scratch) {
            break port;
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let side = Side {
        level: mnk::Level::Easy,
        budget: None,
        json: true,
        relay: Relay::Off,
    };
    let hosting = std::thread::spawn(move || play(network, woken, None, side));
    let mut guest = secure::join(&format!("127.0.0.1:{port}"), &code).unwrap();
    assert_eq!(greet(&mut guest, "Bo").unwrap(), "Easy");
    guest
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    assert!(matches!(guest.receive().unwrap(), Message::Setup { .. }));
    let mut board = mnk::Board::new(3, 3, 3).unwrap();
    let mut asked = false;
    while !board.outcome().is_over() {
        let Message::Move { cell, .. } = guest.receive().unwrap() else {
            panic!("not a move");
        };
        board.play(Cell::from(cell)).unwrap();
        if !asked {
            asked = true;
            guest.send(&Message::Undo { ply: 0, chosen: 0 }).unwrap();
            assert_eq!(
                guest.receive().unwrap(),
                Message::UndoAnswer {
                    ply: 0,
                    chosen: 0,
                    accepted: false
                }
            );
        }
        if board.outcome().is_over() {
            break;
        }
        let mine = board.legal_moves()[0];
        guest
            .send(&Message::Move {
                ply: board.ply() as u32,
                cell: mine as u8,
            })
            .unwrap();
        board.play(mine).unwrap();
    }
    let plies = board.ply() as u32;
    guest.send(&Message::Rematch).unwrap();
    guest
        .send(&Message::Over {
            plies,
            out_of_time: None,
        })
        .unwrap();
    let mut heard = Vec::new();
    while let Ok(message) = guest.receive() {
        heard.push(message);
    }
    assert!(
        heard.contains(&Message::Over {
            plies,
            out_of_time: None
        }),
        "{heard:?}"
    );
    assert!(
        heard.contains(&Message::RematchAnswer { accepted: false }),
        "{heard:?}"
    );
    assert!(
        heard.contains(&Message::Refused {
            why: tictactoe_net::Refusal::Left
        }),
        "one game a command: {heard:?}"
    );
    hosting.join().unwrap().unwrap();
}
