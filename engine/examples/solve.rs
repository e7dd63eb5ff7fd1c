//! Solves an empty m,n,k board and prints its value, nodes and time:
//! `cargo run --release -p mnk --example solve -- COLS ROWS K`.

use std::time::Instant;

use mnk::{Board, Knowledge, Limits, Search};

fn main() {
    let args: Vec<u8> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let [cols, rows, k] = args[..] else {
        eprintln!("usage: solve COLS ROWS K");
        std::process::exit(2);
    };
    let board = match Board::new(cols, rows, k) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let mut search = Search::new(board.geometry(), Knowledge::FULL);
    let start = Instant::now();
    let value = search.solve(&board, &Limits::default());
    println!(
        "({cols},{rows},{k}): {value:?} nodes={} time={:.3}s",
        search.nodes(),
        start.elapsed().as_secs_f64()
    );
}
