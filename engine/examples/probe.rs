use mnk::{Board, Knowledge, Limits, Search};
use std::time::Duration;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let board: Board = if let Some(m) = args[1].strip_prefix("moves:") {
        let mut b = Board::new(10, 10, 5).unwrap();
        for c in m.split_whitespace() {
            b.play(c.parse().unwrap()).unwrap();
        }
        b
    } else {
        args[1].parse().unwrap()
    };
    println!("{board}");
    let secs: f64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1.0);
    for (name, k) in [("classic", Knowledge::CLASSIC), ("full", Knowledge::FULL)] {
        let mut s = Search::new(board.geometry(), k);
        let t = std::time::Instant::now();
        let r = s
            .best_moves(
                &board,
                &Limits {
                    budget: Some(Duration::from_secs_f64(secs)),
                    ..Limits::default()
                },
            )
            .unwrap();
        println!(
            "{name}: moves {:?} score {} depth {} exact {} nodes {} ({:.0} k/s)",
            r.moves,
            r.score,
            r.depth,
            r.exact,
            r.nodes,
            r.nodes as f64 / t.elapsed().as_secs_f64() / 1e3
        );
    }
}
