//! Proves the value of an empty m,n,k board with the relevance-zone prover and prints it
//! with the nodes and time: `cargo run --release -p mnk --example prove -- COLS ROWS K
//! [SECONDS]` (no time limit without SECONDS).

use std::time::{Duration, Instant};

use mnk::{Board, Limits, Prover};

fn main() {
    let args: Vec<f64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let (shape, seconds) = match args[..] {
        [c, r, k] => ([c, r, k], None),
        [c, r, k, s] => ([c, r, k], Some(s)),
        _ => {
            eprintln!("usage: prove COLS ROWS K [SECONDS]");
            std::process::exit(2);
        }
    };
    let [cols, rows, k] = shape.map(|x| x as u8);
    let board = match Board::new(cols, rows, k) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let mut prover = Prover::new(board.geometry());
    let limits = Limits {
        budget: seconds.map(Duration::from_secs_f64),
        ..Limits::default()
    };
    let start = Instant::now();
    let value = prover.prove(&board, &limits);
    let verdict = value.map_or("unknown (out of time)".to_string(), |v| {
        format!("{v:?}").to_lowercase()
    });
    println!(
        "({cols},{rows},{k}): {verdict} nodes={} time={:.3}s",
        prover.nodes(),
        start.elapsed().as_secs_f64()
    );
}
