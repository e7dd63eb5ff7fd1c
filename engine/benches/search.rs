//! Speed of the search (release profile): `cargo bench -p mnk`.
//! Figures and the comparison with the naive baseline are in BENCHMARKS.md.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use mnk::{Board, Knowledge, Level, Limits, Player, Search, Strategy, Value};

fn hard_first_move(c: &mut Criterion) {
    let board = Board::classic();
    // A fresh player each time: nothing is carried over from an earlier search.
    c.bench_function("hard move, empty 3x3, fresh player", |b| {
        b.iter(|| Player::new(Level::Hard, 1).choose(black_box(&board), None))
    });
    let mut player = Player::new(Level::Hard, 1);
    c.bench_function("hard move, empty 3x3, same player", |b| {
        b.iter(|| player.choose(black_box(&board), None))
    });
}

fn solve(c: &mut Criterion, cols: u8, rows: u8, k: u8, expected: Value) {
    let board = Board::new(cols, rows, k).unwrap();
    c.bench_function(&format!("solve {cols}x{rows} k={k}"), |b| {
        b.iter(|| {
            let mut search = Search::new(board.geometry(), Knowledge::FULL);
            let value = search.solve(black_box(&board), &Limits::default());
            assert_eq!(value, Some(expected));
        })
    });
}

fn solves(c: &mut Criterion) {
    solve(c, 4, 4, 4, Value::Draw);
    solve(c, 5, 5, 4, Value::Draw);
    solve(c, 6, 5, 4, Value::Win);
}

/// Hard's search to a fixed depth on a 9x9 middle game, a new table each time: the cost of
/// one position (playing and taking back moves, ordering them, VCF at the horizon).
fn hard_middle_game(c: &mut Criterion) {
    let mut board = Board::new(9, 9, 5).unwrap();
    for cell in [40, 41, 31, 49, 30, 32] {
        board.play(cell).unwrap();
    }
    let limits = Limits {
        depth: Some(9),
        ..Limits::default()
    };
    let mut group = c.benchmark_group("hard middle game");
    group.sample_size(10);
    group.bench_function("9x9 k=5, depth 9", |b| {
        b.iter(|| {
            let mut search = Search::new(board.geometry(), Knowledge::FULL);
            search.best_moves(black_box(&board), &limits)
        })
    });
    group.finish();
}

/// Hard's search to a fixed depth on a 15x15 middle game (the gomoku search), a new table
/// each time: the cost of one position (playing and taking back a stone with its line
/// patterns, ordering the moves).
fn gomoku_middle_game(c: &mut Criterion) {
    let mut board = Board::new(15, 15, 5).unwrap();
    // Six stones around the centre, X to move.
    for cell in [112, 128, 98, 126, 113, 127] {
        board.play(cell).unwrap();
    }
    let limits = Limits {
        depth: Some(8),
        ..Limits::default()
    };
    let mut group = c.benchmark_group("hard middle game");
    group.sample_size(10);
    group.bench_function("15x15 k=5, depth 8", |b| {
        b.iter(|| {
            let mut search = Search::new(board.geometry(), Knowledge::FULL);
            search.best_moves(black_box(&board), &limits)
        })
    });
    group.finish();
}

criterion_group!(
    benches,
    hard_first_move,
    solves,
    hard_middle_game,
    gomoku_middle_game
);
criterion_main!(benches);
