//! How far Hard's moves run over their time budget.
//! `cargo run --release -p tools --bin budget -- [BUDGET_SECONDS] [GAMES_PER_BOARD] [SIDES]`
//! Plays Hard against Hard on 7x7 to 10x10 (5 in a row) and on 3x3, or on the square
//! boards of SIDES (e.g. `15,20,22`, five in a row), timing every move, the first one of
//! each player included (it sets up the transposition table).

use std::time::{Duration, Instant};

use mnk::{Board, Level, Player, Strategy};

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
    println!("| board | moves | mean | longest | over budget |");
    println!("|---|---|---|---|---|");
    for (size, k) in boards {
        let (mut moves, mut total, mut longest) = (0u32, Duration::ZERO, Duration::ZERO);
        for game in 0..games {
            let mut players = [
                Player::new(Level::Hard, game * 2).with_budget(budget),
                Player::new(Level::Hard, game * 2 + 1).with_budget(budget),
            ];
            let mut board = Board::new(size, size, k).expect("a valid shape");
            while !board.outcome().is_over() {
                let start = Instant::now();
                let cell = players[board.ply() % 2]
                    .choose(&board, None)
                    .expect("an open game has a move");
                let took = start.elapsed();
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
            "| {size}x{size}, k={k} | {moves} | {:.1} ms | {:.1} ms | {:+.2} % |",
            ms(total / moves.max(1)),
            ms(longest),
            (longest.as_secs_f64() / budget.as_secs_f64() - 1.0) * 100.0
        );
    }
}
