//! A version mismatch, and the host's record taken on coming back.

use super::*;
use mnk::Cell;
use tictactoe_core::session::{Seat, Start};
use tictactoe_net::message::PROTOCOL;
use tictactoe_net::secure::testing::pair;

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

#[test]
fn on_coming_back_the_guest_takes_the_hosts_record_only_where_it_speaks_for_the_host() {
    // This side plays O (a computer); the friend, X, is a person by name.
    let mut kept = KeptSession::open(None);
    kept.session.seats.x = Seat::Remote;
    kept.session.start(Start::Fresh);
    for cell in [4, 0] {
        let position = kept.session.board().clone();
        kept.session.play(cell, &position, 0).unwrap();
    }
    let played = |kept: &KeptSession| kept.session.board().moves_played().collect::<Vec<Cell>>();
    // O's a1 reached the host, X's c3 did not reach here.
    let taken = adopt(&mut kept, &[4, 0, 8]).unwrap();
    assert_eq!(taken, ["3. X (Player 1) c3"]);
    assert_eq!(played(&kept), [4, 0, 8]);
    // O's next move never reached the host: it is taken back.
    let position = kept.session.board().clone();
    kept.session.play(2, &position, 0).unwrap();
    assert_eq!(adopt(&mut kept, &[4, 0, 8]).unwrap(), Vec::<String>::new());
    assert_eq!(played(&kept), [4, 0, 8]);
    // The host speaks for its own moves only: it may not change this side's, nor add one
    // this side never played. Refused, and the game here stays as it was.
    for (forged, why) in [
        (&[4, 1, 8][..], "changes this side's move 2"),
        (&[4, 0, 8, 2, 6], "has a move 4 this side never played"),
        (&[4, 0, 8, 2], "has a move 4 this side never played"),
    ] {
        let error = adopt(&mut kept, forged).unwrap_err();
        assert!(error.contains(why), "{forged:?}: {error}");
        assert_eq!(played(&kept), [4, 0, 8], "{forged:?} changes nothing");
    }
    // Its own moves, and this side's that never reached it, stand as the host has them
    // (an undo whose answer was lost, a move sent and not kept).
    for host in [&[4, 0, 6][..], &[4, 0, 8], &[4]] {
        adopt(&mut kept, host).unwrap();
        let host: Vec<Cell> = host.iter().map(|&c| Cell::from(c)).collect();
        assert_eq!(played(&kept), host);
    }
    for cell in [0, 8, 2, 6] {
        let position = kept.session.board().clone();
        kept.session.play(cell, &position, 0).unwrap();
    }
    // More is another game: refused, and the game here stays as it was.
    let error = adopt(&mut kept, &[4]).unwrap_err();
    assert!(error.contains("more than the moves"), "{error}");
    assert_eq!(played(&kept), [4, 0, 8, 2, 6]);
    assert!(
        adopt(&mut kept, &[4, 4])
            .unwrap_err()
            .contains("does not replay")
    );
    assert_eq!(
        played(&kept),
        [4, 0, 8, 2, 6],
        "a bad record changes nothing"
    );
    // O wins here with a1 b1 c1; a record without that move would reopen a finished game.
    let position = kept.session.board().clone();
    kept.session.play(1, &position, 0).unwrap();
    assert!(kept.session.board().outcome().is_over());
    let error = adopt(&mut kept, &[4, 0, 8, 2, 6]).unwrap_err();
    assert!(error.contains("already over"), "{error}");
    assert_eq!(
        adopt(&mut kept, &[4, 0, 8, 2, 6, 1]).unwrap(),
        Vec::<String>::new()
    );
    assert_eq!(played(&kept), [4, 0, 8, 2, 6, 1]);
}

/// A host that comes back with its own answered move changed: a take-back after seeing the
/// reply, which would let it win a game it was losing.
#[test]
fn a_host_that_rewrites_a_move_this_side_answered_is_refused() {
    let mut kept = KeptSession::open(None);
    kept.session.seats.x = Seat::Remote;
    kept.session.start(Start::Fresh);
    let play = |kept: &mut KeptSession, cells: &[Cell]| {
        for &cell in cells {
            let position = kept.session.board().clone();
            kept.session.play(cell, &position, 0).unwrap();
        }
    };
    let played = |kept: &KeptSession| kept.session.board().moves_played().collect::<Vec<Cell>>();
    // X a1, O c2, X b1, O b3 (missing the block).
    play(&mut kept, &[0, 5, 1, 7]);
    // The host takes back its b1, which O answered.
    let error = adopt(&mut kept, &[0, 5, 4]).unwrap_err();
    assert!(
        error.contains("changes its move 3, which this side has answered"),
        "{error}"
    );
    assert_eq!(played(&kept), [0, 5, 1, 7], "the game stays as it was");
    // X c3 (missing the win at c1), O c1.
    play(&mut kept, &[8, 2]);
    // The host takes back its c3, which O answered with c1, and wins at c1 instead.
    let error = adopt(&mut kept, &[0, 5, 1, 7, 2]).unwrap_err();
    assert!(error.contains("changes its move 5"), "{error}");
    assert_eq!(
        played(&kept),
        [0, 5, 1, 7, 8, 2],
        "the game stays as it was"
    );
    assert!(!kept.session.board().outcome().is_over(), "no win recorded");
    // Its last move, not yet answered, it may still change (a move sent and not kept).
    play(&mut kept, &[3]);
    adopt(&mut kept, &[0, 5, 1, 7, 8, 2, 6]).unwrap();
    assert_eq!(played(&kept), [0, 5, 1, 7, 8, 2, 6]);
}

/// A person at a window asks the command line's computer to take a move back, and after
/// the game for another: declined each time, and the game plays to its end.
#[test]
fn a_friends_undo_and_rematch_are_declined_and_the_game_goes_on() {
    let (host, mut guest) = pair();
    let side = Side {
        hosting: true,
        rules: Rules { size: 3, k: 3 },
        mine: Mark::X,
        level: mnk::Level::Easy,
        friend: "Bo".into(),
        budget: None,
        json: true,
    };
    let hosting =
        std::thread::spawn(move || play(host, None, side, &mut |_| Err("lost".to_string())));
    guest
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let mut board = mnk::Board::new(3, 3, 3).unwrap();
    let mut asked = false;
    while !board.outcome().is_over() {
        let Message::Move { cell, .. } = guest.receive().unwrap() else {
            panic!("not a move");
        };
        board.play(Cell::from(cell)).unwrap();
        if !asked {
            asked = true;
            guest.send(&Message::Undo { ply: 0 }).unwrap();
            assert_eq!(
                guest.receive().unwrap(),
                Message::UndoAnswer {
                    ply: 0,
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
    guest.send(&Message::Over { plies }).unwrap();
    let mut heard = Vec::new();
    while let Ok(message) = guest.receive() {
        heard.push(message);
    }
    assert!(heard.contains(&Message::Over { plies }), "{heard:?}");
    assert!(
        heard.contains(&Message::RematchAnswer { accepted: false }),
        "{heard:?}"
    );
    hosting.join().unwrap().unwrap();
}
