//! The time to write the autosave (atomic: temporary file, fsync, rename, folder fsync) and
//! to read it back, for a short 3x3 game and a long 10x10 one. The write runs on Bevy's I/O
//! pool in the game; the read runs once, at start. `cargo bench --bench files`.

use criterion::{Criterion, criterion_group, criterion_main};
use mnk::{GameRecord, Level};
use tictactoe::files::autosave::AUTOSAVE_VERSION;
use tictactoe::files::storage::{self, Loaded};
use tictactoe::game::players::Names;
use tictactoe::game::{SavedGame, Seat, Seats};

/// A game of up to `moves` moves on an `n` x `n` board, `k` in a row, row by row with the
/// rows shifted in pairs; it stops early if someone wins.
fn saved_game(n: u8, k: u8, moves: usize) -> SavedGame {
    let board = mnk::Board::new(n, n, k).unwrap();
    let mut record = GameRecord::empty(board.geometry());
    let n = n as usize;
    let cells = (0..n * n).map(|i| {
        let (row, col) = (i / n, i % n);
        row * n + (col + row / 2 * 2) % n
    });
    for cell in cells.take(moves) {
        if record.board().outcome().is_over() || record.play(cell).is_err() {
            break;
        }
    }
    SavedGame {
        seats: Seats {
            x: Seat::Human,
            o: Seat::Ai(Level::Hard),
        },
        names: Names::default(),
        record,
    }
}

fn autosave(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("autosave.ron");
    for game in [saved_game(3, 3, 4), saved_game(10, 5, 60)] {
        let board = game.record.board();
        let label = format!("{0}x{0}, {1} moves", board.cols(), board.ply());
        c.bench_function(&format!("write autosave, {label}"), |b| {
            b.iter(|| storage::save(&path, AUTOSAVE_VERSION, &game).unwrap());
        });
        c.bench_function(&format!("read autosave, {label}"), |b| {
            b.iter(
                || match storage::load::<SavedGame>(&path, AUTOSAVE_VERSION) {
                    Loaded::Read(read) => read,
                    _ => panic!("the autosave did not read back"),
                },
            );
        });
    }
}

criterion_group!(benches, autosave);
criterion_main!(benches);
