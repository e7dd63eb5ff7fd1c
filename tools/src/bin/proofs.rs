//! What the relevance-zone prover says of the positions in games traced by `versus`:
//! `VERSUS_TRACE=1 cargo run --release -p tools --bin versus -- 10 1 9 2> games.txt`, then
//! `cargo run --release -p tools --bin proofs -- SIZE ROOT_SECONDS MOVE_SECONDS
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
//!
//! At the end comes a tally of the positions under threat: those not yet proven won for
//! the side asked about, where at least one move is proven to let it win. They are grouped
//! by how many moves near the marks were left that are not (the "open" ones), with how
//! often the move played there let it win: proven so then, or by the next position asked
//! about being proven won. Then the mean number of such positions per game, by result.

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
    let mut text = String::new();
    if std::io::stdin().read_to_string(&mut text).is_err() {
        eprintln!("expected the games on standard input, as text");
        std::process::exit(2);
    }
    // Positions under threat by open moves (0 to 5, 6 to 10, more): [positions, lost there].
    let mut by_open = [[0u32; 2]; 8];
    // Positions under threat per game, by the game's result letter.
    let mut per_game: Vec<(char, u32)> = Vec::new();
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
        let result = head.chars().last().unwrap_or('?');
        let mut threatened = 0;
        // The group of the last position under threat, while its move played is not known
        // to have let the side asked about win.
        let mut pending: Option<usize> = None;
        for (ply, &played) in moves.iter().enumerate() {
            if ply >= from && (board.to_move() == hard) != replies {
                let root = prover.wins(&board, asked, &limits(root_seconds));
                if let Some(group) = pending.take()
                    && root == Some(true)
                {
                    by_open[group][1] += 1;
                }
                let mut row = format!("  {ply}: {}", symbol(root));
                if root == Some(false) {
                    println!("{row}");
                    break;
                }
                let asked_moves = ask_moves(&mut prover, &board, asked, played, move_seconds);
                let counts = asked_moves.counts;
                if root.is_none() && counts[0] > 0 {
                    threatened += 1;
                    let group = open_group(counts[1] + counts[2]);
                    by_open[group][0] += 1;
                    if asked_moves.played == Some(Some(true)) {
                        by_open[group][1] += 1;
                    } else {
                        pending = Some(group);
                    }
                }
                let mut times = asked_moves.no_win_ms;
                times.sort_by(f64::total_cmp);
                let at = |q: f64| times.get(((times.len().max(1) - 1) as f64 * q) as usize);
                let ms = |t: Option<&f64>| t.map_or("-".into(), |t| format!("{t:.1}"));
                let that_one = asked_moves.played.map_or("", symbol);
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
        per_game.push((result, threatened));
    }
    println!("\n| open moves | positions under threat | move played let the win in |");
    println!("|---|---|---|");
    let names = ["0", "1", "2", "3", "4", "5", "6-10", "11+"];
    for (name, [positions, lost]) in names.iter().zip(by_open) {
        println!("| {name} | {positions} | {lost} |");
    }
    for letter in ['W', 'D', 'L'] {
        let counts: Vec<u32> = per_game
            .iter()
            .filter(|(r, _)| *r == letter)
            .map(|&(_, n)| n)
            .collect();
        if !counts.is_empty() {
            let mean = f64::from(counts.iter().sum::<u32>()) / counts.len() as f64;
            println!(
                "{letter}: {} games, {mean:.1} positions under threat a game",
                counts.len()
            );
        }
    }
}

/// What the prover said of the moves near the marks at one position.
struct AskedMoves {
    /// Moves after which the side asked about wins, cannot win, is not proven either way.
    counts: [u32; 3],
    /// Milliseconds each "cannot win" proof took.
    no_win_ms: Vec<f64>,
    /// What it said of the move played, if that move was near the marks.
    played: Option<Option<bool>>,
}

/// Asks of each free cell within two steps of a mark (the cells Hard's search considers)
/// whether `asked` can win after it, within `seconds` each.
fn ask_moves(
    prover: &mut Prover,
    board: &Board,
    asked: Mark,
    played: usize,
    seconds: f64,
) -> AskedMoves {
    let g = board.geometry();
    // The prover's boards (at most 10x10) have bitboards.
    let [x, o] = board.bitboards().unwrap_or_default();
    let marks = x | o;
    let near = (0..g.cells())
        .filter(|&c| marks >> c & 1 == 1)
        .fold(0u128, |near, c| near | g.within(c, 2));
    let limits = limits(seconds);
    let mut asked_moves = AskedMoves {
        counts: [0; 3],
        no_win_ms: Vec::new(),
        played: None,
    };
    for cell in board
        .legal_moves()
        .into_iter()
        .filter(|&c| near >> c & 1 == 1)
    {
        let mut after = board.clone();
        if after.play(cell).is_err() {
            continue;
        }
        let start = Instant::now();
        let value = prover.wins(&after, asked, &limits);
        let index = match value {
            Some(true) => 0,
            Some(false) => {
                asked_moves
                    .no_win_ms
                    .push(start.elapsed().as_secs_f64() * 1000.0);
                1
            }
            None => 2,
        };
        asked_moves.counts[index] += 1;
        if cell == played {
            asked_moves.played = Some(value);
        }
    }
    asked_moves
}

/// A prover's time limit of `seconds`.
fn limits(seconds: f64) -> Limits {
    Limits {
        budget: Some(Duration::from_secs_f64(seconds)),
        ..Limits::default()
    }
}

/// The tally's group for `open` moves left open: 0 to 5 each, then 6 to 10, then more.
fn open_group(open: u32) -> usize {
    match open {
        0..=5 => open as usize,
        6..=10 => 6,
        _ => 7,
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
