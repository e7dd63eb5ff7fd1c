//! Proves the value of an empty m,n,k board with the relevance-zone prover and prints it
//! with the nodes and time: `cargo run --release -p tools --bin prove -- COLS ROWS K
//! [SECONDS] [roots]` (no time limit without SECONDS). With `roots`, each first move (one
//! per symmetry class) is searched in turn instead, within what is left of the time, for
//! whether X can win after it (the only question the empty board's value needs).

use std::time::{Duration, Instant};

use mnk::{Board, Limits, Mark, Prover, Value};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let roots = args.iter().any(|a| a == "roots");
    let numbers: Vec<f64> = args.iter().filter_map(|a| a.parse().ok()).collect();
    let (shape, seconds) = match numbers[..] {
        [c, r, k] => ([c, r, k], None),
        [c, r, k, s] => ([c, r, k], Some(s)),
        _ => {
            eprintln!("usage: prove COLS ROWS K [SECONDS] [roots]");
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
    let start = Instant::now();
    let deadline = seconds.map(|s| start + Duration::from_secs_f64(s));
    let limits = || Limits {
        budget: deadline.map(|d| d.saturating_duration_since(Instant::now())),
        ..Limits::default()
    };
    let name = |v: Option<Value>| {
        v.map_or("unknown (out of time)".into(), |v| {
            format!("{v:?}").to_lowercase()
        })
    };
    if roots {
        let g = board.geometry();
        let mut seen = vec![false; g.cells()];
        for cell in 0..g.cells() {
            if seen[cell] {
                continue;
            }
            for perm in g.symmetries() {
                seen[perm[cell] as usize] = true;
            }
            let (before, t) = (prover.nodes(), Instant::now());
            let mut after = board.clone();
            after.play(cell).expect("an empty cell");
            // Only "can X win from here?": the question that settles the empty board.
            let value = match prover.wins(&after, Mark::X, &limits()) {
                Some(true) => "X wins",
                Some(false) => "X does not win",
                None => "unknown (out of time)",
            };
            let (col, row) = g.col_row(cell);
            println!(
                "X at ({col},{row}): {value} nodes={} time={:.3}s",
                prover.nodes() - before,
                t.elapsed().as_secs_f64()
            );
        }
    } else {
        let value = prover.prove(&board, &limits());
        println!("({cols},{rows},{k}): {}", name(value));
    }
    println!(
        "nodes={} time={:.3}s",
        prover.nodes(),
        start.elapsed().as_secs_f64()
    );
}
