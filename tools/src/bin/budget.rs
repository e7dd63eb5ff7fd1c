//! How far Hard's moves run over their time budget, and the search's positions a second.
//! `cargo run --release -p tools --bin budget -- [BUDGET_SECONDS] [GAMES_PER_BOARD] [SIDES]`
//! Plays Hard against Hard on 7x7 to 10x10 (5 in a row) and on 3x3, or on the square
//! boards of SIDES (e.g. `15,20,22`, five in a row), timing every move, the first one of
//! each player included (it sets up the transposition table). Positions a second are the
//! search's positions over its moves' time (the prover's, where Hard's guard runs, are not
//! counted, but its time is).

use std::time::{Duration, Instant};

use mnk::{Board, Level, Player};

fn main() {
    let mut args = std::env::args().skip(1);
    let budget = Duration::from_secs_f64(args.next().and_then(|a| a.parse().ok()).unwrap_or(0.1));
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(2);
    let boards: Vec<(u8, u8)> = match args.next() {
        Some(sides) => sides
            .split(',')
            .filter_map(|s| s.parse().ok())
            .map(|side| (side, 5))
            .collect(),
        None => vec![(3, 3), (7, 5), (8, 5), (9, 5), (10, 5)],
    };
    println!("budget {:.3} s", budget.as_secs_f64());
    println!("| board | moves | mean | longest | over budget | positions a second |");
    println!("|---|---|---|---|---|---|");
    for (size, k) in boards {
        let (mut moves, mut total, mut longest) = (0u32, Duration::ZERO, Duration::ZERO);
        let mut nodes = 0u64;
        for game in 0..games {
            let mut players = [
                Player::new(Level::Hard, game * 2).with_budget(budget),
                Player::new(Level::Hard, game * 2 + 1).with_budget(budget),
            ];
            let mut board = Board::new(size, size, k).expect("a valid shape");
            while !board.outcome().is_over() {
                let start = Instant::now();
                let report = players[board.ply() % 2]
                    .analyse(&board, None)
                    .expect("an open game has a move");
                let took = start.elapsed();
                nodes += report.nodes;
                // The best moves in turn, so that the games differ.
                let cell = report.moves[(game as usize + board.ply()) % report.moves.len()];
                board.play(cell).expect("a legal move");
                moves += 1;
                total += took;
                if took > longest {
                    longest = took;
                    if std::env::var_os("BUDGET_DEBUG").is_some() {
                        eprintln!("{size}x{size} ply {} took {took:?}", board.ply());
                    }
                }
            }
        }
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        println!(
            "| {size}x{size}, k={k} | {moves} | {:.1} ms | {:.1} ms | {:+.2} % | {:.0} |",
            ms(total / moves.max(1)),
            ms(longest),
            (longest.as_secs_f64() / budget.as_secs_f64() - 1.0) * 100.0,
            nodes as f64 / total.as_secs_f64().max(1e-9)
        );
    }
}
