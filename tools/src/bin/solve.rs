//! Solves an empty m,n,k board and prints its value, nodes and time:
//! `cargo run --release -p tools --bin solve -- COLS ROWS K [SECONDS]` (with SECONDS,
//! it gives up then and prints `None`).

use std::time::{Duration, Instant};

use mnk::{Board, Knowledge, Limits, Search};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let sides: Vec<u8> = args.iter().take(3).filter_map(|a| a.parse().ok()).collect();
    let [cols, rows, k] = sides[..] else {
        eprintln!("usage: solve COLS ROWS K [SECONDS]");
        std::process::exit(2);
    };
    let budget = args
        .get(3)
        .and_then(|s| s.parse::<f64>().ok())
        .filter(|s| s.is_finite() && *s >= 0.0)
        .map(Duration::from_secs_f64);
    let board = match Board::new(cols, rows, k) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let mut search = Search::new(board.geometry(), Knowledge::FULL);
    let start = Instant::now();
    let limits = Limits {
        budget,
        ..Limits::default()
    };
    let value = search.solve(&board, &limits);
    println!(
        "({cols},{rows},{k}): {value:?} nodes={} time={:.3}s",
        search.nodes(),
        start.elapsed().as_secs_f64()
    );
}
