//! Game records: undo, redo, positions and loading by example, then under random
//! sequences of plays, undos and redos (proptest).

use mnk::{Board, Cell, GameRecord, Geometry, Mark, MoveError};
use proptest::prelude::*;

fn record(moves: &[Cell]) -> GameRecord {
    GameRecord::from_moves(Geometry::get(3, 3, 3).unwrap(), moves, moves.len()).unwrap()
}

#[test]
fn undo_and_redo_walk_the_moves() {
    let mut r = record(&[4, 0, 8]);
    assert_eq!(r.board().to_string(), "O../.X./..X");
    assert_eq!(r.undo(), Some(8));
    assert_eq!(r.undo(), Some(0));
    assert_eq!(r.board().to_string(), ".../.X./...");
    assert!(r.can_undo() && r.can_redo());
    assert_eq!(r.redo(), Some(0));
    assert_eq!(r.redo(), Some(8));
    assert_eq!(r.redo(), None);
    assert_eq!(r.moves(), &[4, 0, 8]);
    while r.undo().is_some() {}
    assert_eq!(r.cursor(), 0);
    assert!(!r.can_undo());
}

#[test]
fn a_new_move_after_undo_drops_what_redo_would_play() {
    let mut r = record(&[4, 0, 8]);
    r.undo();
    r.undo();
    r.play(2).unwrap();
    assert_eq!(r.moves(), &[4, 2]);
    assert!(!r.can_redo());
    assert_eq!(r.board().to_move(), Mark::X);
}

#[test]
fn an_illegal_move_leaves_the_record_alone() {
    let mut r = record(&[4, 0]);
    r.undo();
    assert_eq!(
        r.play(4),
        Err(MoveError::Occupied {
            cell: 4,
            by: Mark::X
        })
    );
    assert_eq!(r.moves(), &[4, 0], "the redo list is kept");
    assert!(r.can_redo());
}

#[test]
fn undo_from_a_finished_game_reopens_it() {
    let mut r = record(&[0, 3, 1, 4, 2]);
    assert!(r.board().outcome().is_over());
    r.undo();
    assert!(!r.board().outcome().is_over());
    r.redo();
    assert!(r.board().outcome().is_over());
}

#[test]
fn positions_at_any_move() {
    let r = record(&[4, 0, 8]);
    assert_eq!(r.position_at(0).unwrap().to_string(), ".../.../...");
    assert_eq!(r.position_at(2).unwrap().to_string(), "O../.X./...");
    assert_eq!(r.position_at(4), None);
    assert_eq!(r.cursor(), 3, "looking does not move the cursor");
}

#[test]
fn serde_round_trips_and_refuses_bad_records() {
    let mut r = record(&[4, 0, 8, 2]);
    r.undo();
    let text = ron::to_string(&r).unwrap();
    let back: GameRecord = ron::from_str(&text).unwrap();
    assert_eq!(back, r);
    assert_eq!(back.cursor(), 3);
    for (bad, why) in [
        (
            "(cols: 3, rows: 3, k: 3, moves: [4, 4], cursor: 2)",
            "move 2",
        ),
        (
            "(cols: 3, rows: 3, k: 3, moves: [4, 9], cursor: 2)",
            "move 2",
        ),
        (
            "(cols: 3, rows: 3, k: 3, moves: [0, 3, 1, 4, 2, 5], cursor: 6)",
            "over",
        ),
        ("(cols: 3, rows: 3, k: 3, moves: [4], cursor: 2)", "cursor"),
        (
            "(cols: 23, rows: 3, k: 3, moves: [], cursor: 0)",
            "not supported",
        ),
        ("(cols: 3, rows: 3, k: 3, moves: [4])", "cursor"),
    ] {
        let error = ron::from_str::<GameRecord>(bad).unwrap_err().to_string();
        assert!(error.contains(why), "{bad}: {error}");
    }
}

/// One step a player or the app may take on a record.
#[derive(Clone, Debug)]
enum Step {
    /// Play a cell (any index, legal or not).
    Play(Cell),
    Undo,
    Redo,
    /// Move the cursor to a ply (any, in range or not).
    Seek(usize),
}

fn step(cells: usize) -> impl Strategy<Value = Step> {
    prop_oneof![
        4 => (0..cells + 3).prop_map(Step::Play),
        2 => Just(Step::Undo),
        2 => Just(Step::Redo),
        1 => (0..cells + 3).prop_map(Step::Seek),
    ]
}

/// The board a plain replay of the first `ply` moves gives.
fn replay(record: &GameRecord, ply: usize) -> Board {
    let b = record.board();
    let mut board = Board::new(b.cols(), b.rows(), b.k()).unwrap();
    for &cell in &record.moves()[..ply] {
        board.play(cell).unwrap();
    }
    board
}

proptest! {
    #[test]
    fn the_board_is_always_a_replay_of_the_moves_up_to_the_cursor(
        (size, k) in (3u8..=5).prop_flat_map(|n| (Just(n), 3..=n)),
        steps in prop::collection::vec(step(25), 0..80),
    ) {
        let mut record = GameRecord::new(size, size, k).unwrap();
        for step in steps {
            let (moves_before, cursor_before) = (record.moves().to_vec(), record.cursor());
            match step {
                Step::Play(cell) => {
                    if record.play(cell).is_ok() {
                        prop_assert_eq!(record.cursor(), cursor_before + 1);
                        prop_assert_eq!(record.moves().len(), cursor_before + 1);
                        prop_assert_eq!(*record.moves().last().unwrap(), cell);
                    } else {
                        prop_assert_eq!(record.moves(), &moves_before[..]);
                        prop_assert_eq!(record.cursor(), cursor_before);
                    }
                }
                Step::Undo => {
                    let undone = record.undo();
                    prop_assert_eq!(undone.is_some(), cursor_before > 0);
                    prop_assert_eq!(record.moves(), &moves_before[..]);
                }
                Step::Redo => {
                    let redone = record.redo();
                    prop_assert_eq!(redone.is_some(), cursor_before < moves_before.len());
                    prop_assert_eq!(record.moves(), &moves_before[..]);
                }
                Step::Seek(ply) => {
                    prop_assert_eq!(record.seek(ply), ply <= moves_before.len());
                    prop_assert_eq!(record.moves(), &moves_before[..]);
                }
            }
            let expected = replay(&record, record.cursor());
            prop_assert_eq!(record.board(), &expected);
            prop_assert_eq!(record.board().outcome(), expected.outcome());
            prop_assert_eq!(record.board().moves_played().collect::<Vec<_>>(), record.moves()[..record.cursor()].to_vec());
            prop_assert_eq!(record.can_undo(), record.cursor() > 0);
            prop_assert_eq!(record.can_redo(), record.cursor() < record.moves().len());
        }
    }

    #[test]
    fn a_saved_record_loads_as_it_was(
        moves in prop::collection::vec(0usize..16, 0..20),
        back in 0usize..20,
    ) {
        let mut record = GameRecord::new(4, 4, 3).unwrap();
        for cell in moves {
            let _ = record.play(cell);
        }
        for _ in 0..back {
            record.undo();
        }
        let text = ron::to_string(&record).unwrap();
        let loaded: GameRecord = ron::from_str(&text).unwrap();
        prop_assert_eq!(loaded, record);
    }

    #[test]
    fn loading_any_text_gives_a_record_or_an_error_never_a_panic(text in ".{0,80}") {
        let _ = ron::from_str::<GameRecord>(&text);
    }

    #[test]
    fn loading_a_cut_or_altered_record_never_panics(
        cut in 0usize..60,
        at in 0usize..60,
        byte in any::<u8>(),
    ) {
        let text = "(cols: 3, rows: 3, k: 3, moves: [4, 0, 8, 2], cursor: 3)";
        let _ = ron::from_str::<GameRecord>(&text[..cut.min(text.len())]);
        let mut bytes = text.as_bytes().to_vec();
        let i = at % bytes.len();
        bytes[i] = byte;
        if let Ok(altered) = std::str::from_utf8(&bytes) {
            let _ = ron::from_str::<GameRecord>(altered);
        }
    }
}

#[test]
fn a_gomoku_record_keeps_its_rule_and_its_big_cells() {
    let mut record =
        GameRecord::starting(mnk::Board::with_rule(22, 20, 5, mnk::Rule::Renju).unwrap());
    // The last cell of the board, beyond any u8.
    for cell in [439, 0, 438] {
        record.play(cell).unwrap();
    }
    let text = ron::to_string(&record).unwrap();
    assert!(text.contains("rule:Renju"), "{text}");
    let back: GameRecord = ron::from_str(&text).unwrap();
    assert_eq!(back, record);
    assert_eq!(back.board().rule(), mnk::Rule::Renju);
    // A record without a rule is freestyle, as every file before the rules.
    let old: GameRecord = ron::from_str("(cols: 3, rows: 3, k: 3, moves: [4], cursor: 1)").unwrap();
    assert_eq!(old.board().rule(), mnk::Rule::Freestyle);
}
