use super::*;
use mnk::{GameRecord, Level};

mod clock;
mod opening;
mod undo;

fn record(moves: &[usize]) -> GameRecord {
    let geometry = mnk::Geometry::get(3, 3, 3).unwrap();
    GameRecord::from_moves(geometry, moves, moves.len()).unwrap()
}

const PEOPLE: Seats = Seats {
    x: Seat::Human,
    o: Seat::Human,
};
const X_AGAINST_HARD: Seats = Seats {
    x: Seat::Human,
    o: Seat::Computer(Level::Hard),
};
const HARD_AGAINST_O: Seats = Seats {
    x: Seat::Computer(Level::Hard),
    o: Seat::Human,
};
const COMPUTERS: Seats = Seats {
    x: Seat::Computer(Level::Easy),
    o: Seat::Computer(Level::Hard),
};

#[test]
fn a_win_length_never_outgrows_the_board() {
    let rules = Rules::new(5, 4);
    assert_eq!(rules.with_size(3), Rules::new(3, 3));
    assert_eq!(rules.with_size(7), Rules::new(7, 4));
    assert_eq!(rules.with_k(9), Rules::new(5, 5));
    assert_eq!(rules.with_k(3), Rules::new(5, 3));
}

fn ana_and_bo() -> Session {
    let names = Names {
        x: "Ana".into(),
        o: "Bo".into(),
    };
    Session::new(PEOPLE, names, Rules::default(), Scores::default())
}

/// Plays `cells` in order, each for the position it meets.
fn play(session: &mut Session, cells: &[Cell]) -> Vec<Played> {
    cells
        .iter()
        .map(|&cell| {
            let position = session.board().clone();
            session.play(cell, &position, 100).unwrap()
        })
        .collect()
}

/// X wins on the top row: a0 b1 a1 b2 a2 (cells 0 4 1 5 2).
const X_WINS: [Cell; 5] = [0, 4, 1, 5, 2];

fn ana() -> PlayerId {
    PlayerId::Human("Ana".into())
}

fn bo() -> PlayerId {
    PlayerId::Human("Bo".into())
}

#[test]
fn a_fresh_game_is_autosaved_and_a_finished_one_is_archived_once_and_counted_once() {
    let mut session = ana_and_bo();
    session.start(Start::Fresh);
    let settled = session.settle();
    assert!(
        matches!(settled.autosave, Some(Autosave::Write(ref saved)) if saved.record.moves().is_empty())
    );
    assert_eq!(settled.archive, None);
    assert_eq!(session.settle(), Settled::default(), "nothing changed");

    let played = play(&mut session, &X_WINS);
    assert!(played[..4].iter().all(|p| !p.ended));
    assert!(played[4].ended);
    assert_eq!(session.mover(), None);
    let settled = session.settle();
    assert_eq!(settled.autosave, Some(Autosave::Remove));
    let archived = settled.archive.expect("kept in the archive");
    assert_eq!((archived.x.clone(), archived.o.clone()), (ana(), bo()));
    assert_eq!(archived.record.moves(), &X_WINS);
    assert_eq!(archived.move_ms, vec![100; 5]);
    assert_eq!(session.scores.wins(&ana(), &bo()), (1, 0, 0));
}

#[test]
fn undo_from_the_end_takes_the_result_back_and_redo_counts_it_again_unarchived() {
    let mut session = ana_and_bo();
    session.start(Start::Fresh);
    play(&mut session, &X_WINS);
    session.settle();

    let back = session.undo().unwrap();
    assert_eq!((back.ply, back.reopened, back.ended), (4, true, false));
    let settled = session.settle();
    assert_eq!(session.scores.games(&ana(), &bo()), 0);
    assert!(matches!(settled.autosave, Some(Autosave::Write(_))));
    assert_eq!(settled.archive, None);

    let again = session.redo().unwrap();
    assert_eq!((again.ply, again.reopened, again.ended), (5, false, true));
    let settled = session.settle();
    assert_eq!(session.scores.wins(&ana(), &bo()), (1, 0, 0));
    assert_eq!(settled.archive, None, "the same game, already kept");

    // Played on differently: the new ending replaces the old, under the same id.
    session.undo();
    let id = session.game().id;
    play(&mut session, &[8, 3]);
    let settled = session.settle();
    let archived = settled.archive.unwrap();
    assert_eq!(archived.id, id);
    assert_eq!(session.scores.wins(&ana(), &bo()), (0, 1, 0));
    assert_eq!(session.scores.games(&ana(), &bo()), 1);
}

#[test]
fn a_stale_or_illegal_move_changes_nothing() {
    let mut session = ana_and_bo();
    session.start(Start::Fresh);
    session.settle();
    let empty = session.board().clone();
    play(&mut session, &[4]);
    session.settle();
    assert_eq!(session.play(0, &empty, 5), Err(Refusal::Stale));
    let now = session.board().clone();
    assert!(matches!(
        session.play(4, &now, 5),
        Err(Refusal::Illegal(MoveError::Occupied { cell: 4, .. }))
    ));
    assert_eq!(session.game().move_ms, vec![100]);
    assert_eq!(session.settle(), Settled::default());
}

#[test]
fn a_move_after_an_undo_replaces_the_undone_times() {
    let mut session = ana_and_bo();
    session.start(Start::Fresh);
    play(&mut session, &[4, 0, 8]);
    session.undo();
    session.undo();
    let position = session.board().clone();
    session.play(2, &position, 7).unwrap();
    assert_eq!(session.game().move_ms, vec![100, 7]);
}

#[test]
fn the_next_game_swaps_seats_and_names_and_the_last_result_stays_counted() {
    let mut session = ana_and_bo();
    session.seats = X_AGAINST_HARD;
    session.start(Start::Fresh);
    // Ana (X) wins against Hard; the session does not care who sent O's moves.
    play(&mut session, &X_WINS);
    session.settle();
    let hard = PlayerId::Computer(Level::Hard);
    let before = session.scores.wins(&ana(), &hard);
    assert_eq!(before, (1, 0, 0));

    session.start(Start::Next { alternate: true });
    assert_eq!(session.seats, HARD_AGAINST_O);
    assert_eq!(
        (session.names.x.as_str(), session.names.o.as_str()),
        ("Bo", "Ana")
    );
    assert_eq!(session.players(), [hard.clone(), ana()]);
    assert_eq!(session.board().ply(), 0);
    session.settle();
    assert_eq!(session.scores.wins(&ana(), &hard), before);

    session.start(Start::Next { alternate: false });
    assert_eq!(session.seats, HARD_AGAINST_O);
}

#[test]
fn a_resumed_game_brings_its_seats_names_rules_and_id() {
    let mut session = ana_and_bo();
    let geometry = mnk::Geometry::get(5, 5, 4).unwrap();
    let saved = SavedGame {
        seats: HARD_AGAINST_O,
        names: Names {
            x: "  ".into(),
            o: "Cy".into(),
        },
        record: GameRecord::from_moves(geometry, &[12, 13], 1).unwrap(),
        id: 42,
        move_ms: vec![3, 4],
        online: None,
        opening: mnk::Opening::Free,
        choices: Vec::new(),
        chosen: 0,
        clock: None,
    };
    session.start(Start::Resume(Box::new(saved)));
    assert_eq!(session.seats, HARD_AGAINST_O);
    assert_eq!(session.names.x, "Player 1", "a blank name tidied");
    assert_eq!(session.rules, Rules::new(5, 4));
    assert_eq!(session.game().id, 42);
    assert_eq!(session.board().ply(), 1);
    assert_eq!(session.mover(), Some((Mark::O, Seat::Human)));
    let redone = session.redo().unwrap();
    assert_eq!(redone.ply, 2);
}

#[test]
fn an_abandoned_game_is_saved_afresh_only_once_it_changes() {
    let mut session = ana_and_bo();
    session.start(Start::Fresh);
    session.settle();
    assert_eq!(session.abandon(), Autosave::Remove);
    assert_eq!(session.settle(), Settled::default());
    play(&mut session, &[4]);
    assert!(matches!(
        session.settle().autosave,
        Some(Autosave::Write(_))
    ));
}

#[test]
fn files_written_before_the_renames_still_read() {
    let seat: Seat = ron::from_str("Ai(Hard)").unwrap();
    assert_eq!(seat, Seat::Computer(Level::Hard));
    let player: PlayerId = ron::from_str("Person(\"Ana\")").unwrap();
    assert_eq!(player, ana());
    assert_eq!(ron::to_string(&seat).unwrap(), "Computer(Hard)");
    // A network game kept before the resume secret: the code opens it again.
    let meeting: crate::session::Meeting =
        ron::from_str("Host(port: 47474, code: \"KXMRTA\", alternate: true)").unwrap();
    assert_eq!(meeting.resume(), None);
    assert_eq!(meeting.key(), None);
    // The host's key kept since: the same place, and read back.
    let mut kept = meeting.clone();
    kept.keep_key("ab".repeat(32));
    assert!(kept.same_place(&meeting));
    let again: crate::session::Meeting = ron::from_str(&ron::to_string(&kept).unwrap()).unwrap();
    assert_eq!(again.key(), Some("ab".repeat(32).as_str()));
}

#[test]
fn the_hosts_record_taken_in_place_moves_the_count_and_keeps_the_games_id() {
    // The winning move was counted here and never reached the host: taken back.
    let mut session = ana_and_bo();
    session.start(Start::Fresh);
    play(&mut session, &X_WINS);
    let id = session.game().id;
    assert!(session.settle().archive.is_some());
    assert_eq!(session.scores.wins(&ana(), &bo()), (1, 0, 0));
    let host = record(&X_WINS[..4]);
    let rewound = session.take_record(host, Vec::new());
    assert!(rewound.reopened && !rewound.ended);
    assert!(session.mover().is_some());
    let settled = session.settle();
    assert_eq!(session.scores.wins(&ana(), &bo()), (0, 0, 0), "taken back");
    assert!(matches!(settled.autosave, Some(Autosave::Write(_))));
    assert_eq!(session.game().move_ms, vec![100; 4]);

    // Played again the same: counted once, and the archive already holds it as it is.
    play(&mut session, &X_WINS[4..]);
    assert_eq!(session.settle().archive, None);
    assert_eq!(session.scores.wins(&ana(), &bo()), (1, 0, 0));
    // Ended another way: archived again, in its own place (the same id).
    session.take_record(record(&X_WINS[..4]), Vec::new());
    play(&mut session, &[8, 3]);
    let archived = session.settle().archive.expect("archived again");
    assert_eq!(archived.id, id);
    assert_eq!(session.scores.wins(&ana(), &bo()), (0, 1, 0));

    // The host's record ends the game here: counted, with no time for the move not seen.
    let mut session = ana_and_bo();
    session.start(Start::Fresh);
    play(&mut session, &X_WINS[..4]);
    session.settle();
    let rewound = session.take_record(record(&X_WINS), Vec::new());
    assert!(rewound.ended && !rewound.reopened);
    session.settle();
    assert_eq!(session.scores.wins(&ana(), &bo()), (1, 0, 0));
    assert_eq!(session.game().move_ms, vec![100, 100, 100, 100, 0]);
}
