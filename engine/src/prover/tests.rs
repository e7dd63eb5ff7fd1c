use std::collections::HashMap;
use std::time::Duration;

use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;

use super::Prover;
use crate::board::{Board, Mark, Outcome};
use crate::search::{Knowledge, Limits, Search, Value};

/// Plain negamax with a memo: 1 win, 0 draw, -1 loss for the side to move.
fn reference(board: &mut Board, memo: &mut HashMap<[u128; 2], i8>) -> i8 {
    if let Some(&v) = memo.get(&board.bitboards().unwrap()) {
        return v;
    }
    let value = match board.outcome() {
        Outcome::Win { .. } => -1,
        Outcome::Draw => 0,
        Outcome::InProgress => {
            let mut best = -1;
            for cell in board.legal_moves() {
                board.play(cell).unwrap();
                best = best.max(-reference(board, memo));
                board.undo();
                if best == 1 {
                    break;
                }
            }
            best
        }
    };
    memo.insert(board.bitboards().unwrap(), value);
    value
}

fn value_of(v: i8) -> Value {
    [Value::Loss, Value::Draw, Value::Win][(v + 1) as usize]
}

fn prove(cols: u8, rows: u8, k: u8) -> Option<Value> {
    let board = Board::new(cols, rows, k).unwrap();
    Prover::new(board.geometry()).prove(&board, &Limits::default())
}

#[test]
fn small_empty_boards_have_their_known_values() {
    assert_eq!(prove(3, 3, 3), Some(Value::Draw));
    assert_eq!(prove(4, 4, 3), Some(Value::Win));
    assert_eq!(prove(4, 4, 4), Some(Value::Draw));
    assert_eq!(prove(3, 3, 2), Some(Value::Win));
    assert_eq!(prove(5, 4, 4), Some(Value::Draw));
    assert_eq!(prove(5, 5, 4), Some(Value::Draw));
}

#[test]
fn who_can_win_is_asked_of_either_side() {
    let wins = |text: &str, attacker| {
        let board: Board = text.parse().unwrap();
        Prover::new(board.geometry()).wins(&board, attacker, &Limits::default())
    };
    // 3x3: neither side can force a line.
    assert_eq!(wins(".../.../...", Mark::X), Some(false));
    assert_eq!(wins(".../.../...", Mark::O), Some(false));
    // X in a corner, O in the centre: still a draw.
    assert_eq!(wins("X../.O./...", Mark::X), Some(false));
    // X in a corner, O beside it on the edge: X forces a line, O cannot.
    assert_eq!(wins("XO./.../...", Mark::X), Some(true));
    assert_eq!(wins("XO./.../...", Mark::O), Some(false));
    // A finished game: its winner.
    assert_eq!(wins("XXX/OO./...", Mark::X), Some(true));
    assert_eq!(wins("XXX/OO./...", Mark::O), Some(false));
}

/// The boards the negamax solver solves in a fraction of a second (the engine is
/// optimised in test builds too).
#[test]
fn bigger_empty_boards_agree_with_the_negamax_solver() {
    for (cols, rows, k) in [(6, 5, 4), (6, 6, 4), (6, 6, 5), (7, 7, 4)] {
        let board = Board::new(cols, rows, k).unwrap();
        let expected =
            Search::new(board.geometry(), Knowledge::FULL).solve(&board, &Limits::default());
        assert_eq!(prove(cols, rows, k), expected, "({cols},{rows},{k})");
    }
}

/// (7,7,5) is a draw (Hsu, Ko, Chen, Wei, Hsueh, Wu, "On solving the 7,7,5-game and the
/// 8,8,5-game", Theoretical Computer Science 815, 2020); the negamax solver cannot solve
/// it. About 10 s.
#[test]
fn seven_by_seven_five_in_a_row_is_a_draw() {
    assert_eq!(prove(7, 7, 5), Some(Value::Draw));
}

#[test]
fn random_positions_agree_with_plain_negamax() {
    let mut rng = StdRng::seed_from_u64(7);
    let mut seen = [0; 3];
    for (cols, rows, k, marks, count) in [
        (3, 3, 3, 2, 40),
        (4, 4, 3, 4, 80),
        (4, 4, 4, 7, 80),
        (5, 4, 4, 9, 80),
        (4, 3, 3, 3, 60),
        (5, 5, 4, 15, 60),
        (3, 3, 2, 1usize, 10),
    ] {
        let mut memo = HashMap::new();
        let empty = Board::new(cols, rows, k).unwrap();
        let mut prover = Prover::new(empty.geometry());
        for _ in 0..count {
            let mut board = empty.clone();
            let plies = (marks.saturating_sub(3)..=marks).collect::<Vec<_>>();
            let plies = *plies.choose(&mut rng).unwrap();
            while board.ply() < plies && !board.outcome().is_over() {
                let cell = *board.legal_moves().choose(&mut rng).unwrap();
                board.play(cell).unwrap();
            }
            let truth = reference(&mut board.clone(), &mut memo);
            seen[(truth + 1) as usize] += 1;
            assert_eq!(
                prover.prove(&board, &Limits::default()),
                Some(value_of(truth)),
                "({cols},{rows},{k})\n{board}"
            );
        }
    }
    assert!(
        seen.iter().all(|&n| n >= 20),
        "wins, draws, losses: {seen:?}"
    );
}

#[test]
fn a_fresh_prover_agrees_with_a_warm_one() {
    // The table's zones must be right in every orientation: a warm prover answers from
    // entries stored while proving other positions.
    let mut rng = StdRng::seed_from_u64(11);
    let empty = Board::new(4, 4, 4).unwrap();
    let mut warm = Prover::new(empty.geometry());
    for _ in 0..100 {
        let mut board = empty.clone();
        while board.ply() < 6 && !board.outcome().is_over() {
            let cell = *board.legal_moves().choose(&mut rng).unwrap();
            board.play(cell).unwrap();
        }
        let fresh = Prover::new(empty.geometry()).prove(&board, &Limits::default());
        assert_eq!(warm.prove(&board, &Limits::default()), fresh, "{board}");
    }
}

#[test]
fn a_spent_budget_gives_no_value() {
    let board = Board::new(8, 8, 5).unwrap();
    let mut prover = Prover::with_table_bits(board.geometry(), 10);
    let limits = Limits {
        budget: Some(Duration::ZERO),
        ..Limits::default()
    };
    assert_eq!(prover.prove(&board, &limits), None);
    assert!(prover.nodes() <= 64);
}

#[test]
fn first_moves_of_six_by_six_agree_with_the_negamax_solver() {
    for k in [4, 5] {
        let empty = Board::new(6, 6, k).unwrap();
        let mut prover = Prover::new(empty.geometry());
        let mut search = Search::new(empty.geometry(), Knowledge::FULL);
        let mut values = Vec::new();
        for cell in [0, 1, 2, 7, 8, 14] {
            let mut board = empty.clone();
            board.play(cell).unwrap();
            let expected = search.solve(&board, &Limits::default());
            assert_eq!(
                prover.prove(&board, &Limits::default()),
                expected,
                "k={k} {board}"
            );
            values.push(expected);
        }
        // On 6x6, 4 in a row, not all alike: wins as well as losses (all draws for 5).
        assert!(k == 5 || values.iter().any(|&v| v != values[0]), "k={k}");
    }
}
