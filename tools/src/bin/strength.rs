//! Measures how the levels compare on every board size: each pairing plays both colours.
//! `cargo run --release -p tools --bin strength -- [GAMES_PER_COLOUR] [HARD_BUDGET_SECONDS] [gomoku]`
//! Prints a Markdown table (the one in BENCHMARKS.md); with `gomoku`, on 15x15 with five in
//! a row under each rule instead of the m,n,k boards.

use std::time::Duration;

use mnk::{Board, Level, Mark, Outcome, Player, Rule, Strategy};

/// Wins, draws, losses of `a` against `b` over `games` games with each colour.
fn play(a: Level, b: Level, board: &Board, games: u32, budget: Duration) -> [u32; 3] {
    let mut tally = [0; 3];
    for game in 0..games * 2 {
        let a_mark = if game % 2 == 0 { Mark::X } else { Mark::O };
        let seed = u64::from(game) * 7919;
        let mut pa = Player::new(a, seed).with_budget(budget);
        let mut pb = Player::new(b, seed + 1).with_budget(budget);
        let mut board = board.clone();
        while !board.outcome().is_over() {
            let player: &mut dyn Strategy = if board.to_move() == a_mark {
                &mut pa
            } else {
                &mut pb
            };
            let cell = player
                .choose(&board, None)
                .expect("an open game has a move");
            board.play(cell).expect("players make legal moves");
        }
        match board.outcome() {
            Outcome::Win { mark, .. } if *mark == a_mark => tally[0] += 1,
            Outcome::Win { .. } => tally[2] += 1,
            _ => tally[1] += 1,
        }
    }
    tally
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u32 = args.next().and_then(|a| a.parse().ok()).unwrap_or(10);
    let budget = Duration::from_secs_f64(args.next().and_then(|a| a.parse().ok()).unwrap_or(0.25));
    let gomoku = args.next().is_some_and(|a| a == "gomoku");
    println!("| board | k | Hard vs Medium | Medium vs Easy | Hard vs Easy |");
    println!("|---|---|---|---|---|");
    let boards: Vec<(u8, u8, Rule)> = if gomoku {
        Rule::ALL.iter().map(|&rule| (15, 5, rule)).collect()
    } else {
        [
            (3, 3),
            (4, 3),
            (4, 4),
            (5, 4),
            (6, 4),
            (7, 5),
            (8, 5),
            (9, 5),
            (10, 5),
        ]
        .map(|(size, k)| (size, k, Rule::Freestyle))
        .to_vec()
    };
    for (size, k, rule) in boards {
        let board = Board::with_rule(size, size, k, rule).expect("a valid shape");
        let cell = |a, b| {
            let [w, d, l] = play(a, b, &board, games, budget);
            format!("{w} / {d} / {l}")
        };
        let name = match rule {
            Rule::Freestyle => format!("{size}x{size}"),
            rule => format!("{size}x{size} {rule}"),
        };
        println!(
            "| {name} | {k} | {} | {} | {} |",
            cell(Level::Hard, Level::Medium),
            cell(Level::Medium, Level::Easy),
            cell(Level::Hard, Level::Easy)
        );
    }
}
