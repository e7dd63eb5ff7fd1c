//! The time to write the autosave (atomic: temporary file, fsync, rename, folder fsync) and
//! to read it back, for a short 3x3 game and a long 10x10 one; and the time to open History
//! on an archive of 10,000 games (read and check every game, list them newest first, make
//! the rows shown), and to keep one more game (an append). The writes and the read run on
//! Bevy's I/O pool in the game. `cargo bench -p tictactoe-window --bench files`.

use criterion::{Criterion, criterion_group, criterion_main};
use mnk::{GameRecord, Level};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use tictactoe_core::archive::{self, ArchivedGame, Filter};
use tictactoe_core::i18n::{Catalog, ENGLISH};
use tictactoe_core::session::AUTOSAVE_VERSION;
use tictactoe_core::session::{Names, PlayerId};
use tictactoe_core::storage::{self, Loaded};
use tictactoe_window::game::{SavedGame, Seat, Seats};
use tictactoe_window::screens::history::{ROWS, row_cells};

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
            o: Seat::Computer(Level::Hard),
        },
        names: Names::default(),
        record,
        id: 1,
        move_ms: Vec::new(),
        online: None,
        opening: mnk::Opening::Free,
        choices: Vec::new(),
        chosen: 0,
        clock: None,
    }
}

/// `count` finished games of random moves, most on 3x3 and one in ten on a bigger board,
/// between two people and the computer levels.
fn archive(count: usize) -> Vec<ArchivedGame> {
    let mut rng = StdRng::seed_from_u64(7);
    let shapes = [
        (3, 3),
        (3, 3),
        (3, 3),
        (3, 3),
        (3, 3),
        (3, 3),
        (3, 3),
        (3, 3),
        (3, 3),
        (7, 5),
        (10, 5),
    ];
    let players = [
        PlayerId::Human("Ana".into()),
        PlayerId::Human("Bo".into()),
        PlayerId::Computer(Level::Easy),
        PlayerId::Computer(Level::Hard),
    ];
    (0..count)
        .map(|i| {
            let &(n, k) = shapes.choose(&mut rng).unwrap();
            let mut record = GameRecord::new(n, n, k).unwrap();
            while !record.board().outcome().is_over() {
                let cell = *record.board().legal_moves().choose(&mut rng).unwrap();
                record.play(cell).unwrap();
            }
            let plies = record.moves().len();
            ArchivedGame {
                id: i as u64 + 1,
                played_at: jiff::Timestamp::from_second(1_790_000_000 + i as i64 * 600).unwrap(),
                x: players.choose(&mut rng).unwrap().clone(),
                o: players.choose(&mut rng).unwrap().clone(),
                record,
                move_ms: (0..plies).map(|_| rng.random_range(100..5000)).collect(),
                opening: mnk::Opening::Free,
                choices: Vec::new(),
                out_of_time: None,
            }
        })
        .collect()
}

/// What opening History does with the games: list them newest first through the (empty)
/// filter, and make the first page's rows.
fn first_page(games: &[ArchivedGame]) -> Vec<[String; 6]> {
    let filter = Filter::default();
    let catalog = Catalog::new(ENGLISH);
    let listed: Vec<&ArchivedGame> = archive::newest_first(games)
        .into_iter()
        .filter(|g| filter.matches(g, &catalog))
        .collect();
    let catalog = Catalog::new(ENGLISH);
    listed
        .iter()
        .take(ROWS)
        .map(|g| row_cells(&catalog, g))
        .collect()
}

fn history(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(archive::ARCHIVE_FILE);
    let games = archive(10_000);
    archive::rewrite(&path, &games).unwrap();
    let size = std::fs::metadata(&path).unwrap().len();
    eprintln!("archive of {} games: {size} bytes", games.len());
    let mut group = c.benchmark_group("history");
    group.sample_size(10);
    group.bench_function("list 10,000 games read at start (History opens)", |b| {
        b.iter(|| first_page(&games));
    });
    group.bench_function("read 10,000 games from the file and list them", |b| {
        b.iter(|| {
            let loaded = archive::load(&path);
            assert_eq!(loaded.games.len(), 10_000);
            first_page(&loaded.games)
        });
    });
    group.bench_function("filter 10,000 games by name and result", |b| {
        let catalog = Catalog::new(ENGLISH);
        let filter = Filter {
            name: "bo".into(),
            end: Some(archive::GameEnd::Draw),
            rule: None,
        };
        b.iter(|| games.iter().filter(|g| filter.matches(g, &catalog)).count());
    });
    let extra = archive(1);
    group.bench_function("keep one more game (append, fsync)", |b| {
        b.iter(|| archive::append(&path, &extra).unwrap());
    });
    group.finish();
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

criterion_group!(benches, autosave, history);
criterion_main!(benches);
