//! What the relevance-zone prover says of the positions in games traced by `versus`:
//! `VERSUS_TRACE=1 cargo run --release -p mnk --example versus -- 10 1 9 2> games.txt`, then
//! `cargo run --release -p mnk --example proofs -- SIZE ROOT_SECONDS MOVE_SECONDS
//! [FROM_PLY] [replies] [against] < games.txt`.
//!
//! At each of Hard's positions from FROM_PLY (default 6) on, the question is whether Hard's
//! side can still win: `W` yes, `-` no, `?` not proven either way within ROOT_SECONDS. While
//! it is open, each move within two steps of a mark is asked the same after it, within
//! MOVE_SECONDS: how many win (`W`), cannot win (`-`) or stay open (`?`), which of them
//! was played, and the median, 90th percentile and longest time of the "cannot win"
//! proofs. With `replies`, this is done at the opponent's positions instead, of its
//! replies. With `against`, the question is whether Hard's opponent can win. A game stops
//! at the first position where the side asked about is proven unable to win.

use std::io::Read;
use std::time::{Duration, Instant};

use mnk::{Board, Limits, Mark, Prover};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let replies = args.iter().any(|a| a == "replies");
    let against = args.iter().any(|a| a == "against");
    let numbers: Vec<f64> = args.iter().filter_map(|a| a.parse().ok()).collect();
    let [size, root_seconds, move_seconds, ref rest @ ..] = numbers[..] else {
        eprintln!(
            "usage: proofs SIZE ROOT_SECONDS MOVE_SECONDS [FROM_PLY] [replies] [against] < games"
        );
        std::process::exit(2);
    };
    let from = rest.first().map_or(6, |&f| f as usize);
    let Ok(empty) = Board::new(size as u8, size as u8, 5) else {
        eprintln!("no {size}x{size} board with 5 in a row");
        std::process::exit(2);
    };
    let limits = |seconds: f64| Limits {
        budget: Some(Duration::from_secs_f64(seconds)),
        ..Limits::default()
    };
    let mut text = String::new();
    if std::io::stdin().read_to_string(&mut text).is_err() {
        eprintln!("expected the games on standard input, as text");
        std::process::exit(2);
    }
    // `versus` prints "game N, Hard X, D: 40 41 ..." (cells by index).
    for line in text.lines().filter(|l| l.starts_with("game ")) {
        let Some((head, moves)) = line.split_once(": ") else {
            continue;
        };
        let moves: Vec<usize> = moves.split(' ').filter_map(|m| m.parse().ok()).collect();
        let mut board = empty.clone();
        let g = board.geometry();
        let mut prover = Prover::new(g);
        let hard = if head.contains("Hard X") {
            Mark::X
        } else {
            Mark::O
        };
        // The side whose win is asked about.
        let asked = if against { hard.opponent() } else { hard };
        println!("{head}");
        for (ply, &played) in moves.iter().enumerate() {
            if ply >= from && (board.to_move() == hard) != replies {
                let root = prover.wins(&board, asked, &limits(root_seconds));
                let mut row = format!("  {ply}: {}", symbol(root));
                if root == Some(false) {
                    println!("{row}");
                    break;
                }
                let marks = board.bitboards()[0] | board.bitboards()[1];
                let near = |cell: usize| {
                    let (c, r) = g.col_row(cell);
                    (0..g.cells()).any(|o| {
                        let (oc, or) = g.col_row(o);
                        marks >> o & 1 == 1 && (oc - c).abs() <= 2 && (or - r).abs() <= 2
                    })
                };
                let (mut counts, mut times, mut that_one) = ([0; 3], Vec::new(), "");
                for cell in board.legal_moves().into_iter().filter(|&c| near(c)) {
                    let mut after = board.clone();
                    if after.play(cell).is_err() {
                        continue;
                    }
                    let start = Instant::now();
                    let value = prover.wins(&after, asked, &limits(move_seconds));
                    let index = match value {
                        Some(true) => 0,
                        Some(false) => {
                            times.push(start.elapsed().as_secs_f64() * 1000.0);
                            1
                        }
                        None => 2,
                    };
                    counts[index] += 1;
                    if cell == played {
                        that_one = symbol(value);
                    }
                }
                times.sort_by(f64::total_cmp);
                let at = |q: f64| times.get(((times.len().max(1) - 1) as f64 * q) as usize);
                let ms = |t: Option<&f64>| t.map_or("-".into(), |t| format!("{t:.1}"));
                row += &format!(
                    "  moves W {} - {} ? {}  played {played} {that_one}  ms {} / {} / {}",
                    counts[0],
                    counts[1],
                    counts[2],
                    ms(at(0.5)),
                    ms(at(0.9)),
                    ms(at(1.0))
                );
                println!("{row}");
            }
            if board.play(played).is_err() {
                println!("  ply {ply}: {played} is not a legal move here");
                break;
            }
        }
    }
}

/// `W` for a win, `-` for none, `?` for not proven.
fn symbol(value: Option<bool>) -> &'static str {
    match value {
        Some(true) => "W",
        Some(false) => "-",
        None => "?",
    }
}
