//! Hard against Hard's classic search ([`Knowledge::CLASSIC`]: no threat-space search,
//! every cell) on the five-in-a-row boards.
//! `cargo run --release -p tools --bin versus -- [GAMES_PER_BOARD] [BUDGET_SECONDS] [SIZES]`
//! e.g. `-- 100 1 7,8,9,10`. Games come in pairs: the same opening (two random plies near
//! the centre) with each engine as X once. Prints a Markdown table from Hard's side, and
//! counts the games Hard lost or drew after it had proven a win. With `VERSUS_ONLY=x` (or
//! `o`) it plays only the games where Hard is X (or O): one board's run split over two
//! processes, on the same openings. With `VERSUS_TRACE` set it prints each game to stderr:
//! its moves, and Hard's score (pattern units, or a win or loss in so many plies) and depth
//! at each of its moves (`!` marks an exact score). With `VERSUS_SHOW_LOSSES` set it prints
//! each game Hard lost: its moves and the final board. `VERSUS_OPENINGS=N` draws another
//! set of openings (set 0, the default, is the one BENCHMARKS.md reports).
//! `VERSUS_AGAINST=PART` plays against Hard without that part of its knowledge (a name of
//! `Knowledge::PARTS`, e.g. `threat_space`; `hard`: Hard itself) instead of the classic
//! search, and
//! `VERSUS_BUDGET2=SECONDS` gives the opponent another budget (a match at time odds).

use std::time::Duration;

use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};

use mnk::{Board, Knowledge, Level, Mark, Outcome, Player, Strategy, Value, plies_to_end};

/// Two opening plies: X within two steps of the centre, O next to X.
fn opening(board: &mut Board, rng: &mut StdRng) {
    let g = board.geometry();
    let (mid_c, mid_r) = (g.cols as i32 / 2, g.rows as i32 / 2);
    let x = g
        .cell(
            mid_c + rng.random_range(-2..=2),
            mid_r + rng.random_range(-2..=2),
        )
        .expect("the centre is on the board");
    board.play(x).expect("an empty board");
    let (c, r) = g.col_row(x);
    let near: Vec<_> = (-1..=1)
        .flat_map(|dr| (-1..=1).map(move |dc| (dc, dr)))
        .filter_map(|(dc, dr)| g.cell(c + dc, r + dr))
        .filter(|&cell| board.get(cell).is_none())
        .collect();
    board
        .play(*near.choose(rng).expect("a free neighbour"))
        .expect("a free cell");
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u32 = args.next().and_then(|a| a.parse().ok()).unwrap_or(10);
    let budget = Duration::from_secs_f64(args.next().and_then(|a| a.parse().ok()).unwrap_or(0.1));
    let sizes: Vec<u8> = args
        .next()
        .map(|a| a.split(',').filter_map(|s| s.parse().ok()).collect())
        .unwrap_or_else(|| vec![7, 8, 9, 10]);
    let against = match std::env::var("VERSUS_AGAINST") {
        Ok(part) if part == "hard" => (Knowledge::FULL, "Hard".to_string()),
        Ok(part) => match Knowledge::FULL.without(&part) {
            Some(k) => (k, format!("Hard without {part}")),
            None => panic!("VERSUS_AGAINST={part}: not one of {:?}", Knowledge::PARTS),
        },
        Err(_) => (Knowledge::CLASSIC, "the classic search".to_string()),
    };
    let budget2 = std::env::var("VERSUS_BUDGET2")
        .ok()
        .and_then(|v| v.parse().ok())
        .map_or(budget, Duration::from_secs_f64);
    println!(
        "{games} games per board, {:.2} s per move ({} against {:.2} s); Hard's wins / draws / losses against {}",
        budget.as_secs_f64(),
        against.1,
        budget2.as_secs_f64(),
        against.1
    );
    println!("| board | as X | as O | total | score | won positions let go |");
    println!("|---|---|---|---|---|---|");
    // Which of Hard's marks to play: both unless `VERSUS_ONLY` names one.
    let only = std::env::var("VERSUS_ONLY").ok().map(|v| v == "x");
    let trace = std::env::var_os("VERSUS_TRACE").is_some();
    for size in sizes {
        let empty = Board::new(size, size, 5).expect("a valid shape");
        // Openings from a generator of their own: every run, and both halves of a split
        // one, play the same openings whatever happens in the games.
        let set: u64 = std::env::var("VERSUS_OPENINGS")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(0);
        let mut openings = StdRng::seed_from_u64(u64::from(size) + (set << 32));
        let mut rng = StdRng::seed_from_u64(u64::from(size) + 1000);
        let (mut as_x, mut as_o, mut let_go) = ([0u32; 3], [0u32; 3], 0);
        let mut start = empty.clone();
        for game in 0..games {
            let hard_mark = if game % 2 == 0 { Mark::X } else { Mark::O };
            if game % 2 == 0 {
                start = empty.clone();
                opening(&mut start, &mut openings);
            }
            if only.is_some_and(|x| x != (hard_mark == Mark::X)) {
                continue;
            }
            let seed = u64::from(game);
            let mut hard = Player::new(Level::Hard, seed).with_budget(budget);
            let mut classic = Player::new(Level::Hard, seed + 1000)
                .with_budget(budget2)
                .with_knowledge(against.0);
            let mut board = start.clone();
            let mut proven_win = false;
            let mut scores = Vec::new();
            while !board.outcome().is_over() {
                let cell = if board.to_move() == hard_mark {
                    let report = hard.analyse(&board, None).expect("an open game");
                    proven_win |= report.proven == Some(Value::Win);
                    if trace {
                        let ply = board.moves_played().count();
                        let score = match (report.proven, report.plies) {
                            (Some(Value::Win), Some(p)) => format!("win in {p}!"),
                            (Some(Value::Win), None) => "win!".to_string(),
                            (Some(Value::Draw), _) => "draw!".to_string(),
                            (Some(Value::Loss), Some(p)) => format!("loss in {p}!"),
                            (Some(Value::Loss), None) => "loss!".to_string(),
                            (None, _) => match plies_to_end(report.score) {
                                Some(p) if report.score > 0 => format!("win in {p}"),
                                Some(p) => format!("loss in {p}"),
                                None => report.score.to_string(),
                            },
                        };
                        scores.push(format!("{ply}: {score} d{}", report.depth));
                    }
                    report.moves.choose(&mut rng).copied()
                } else {
                    classic.choose(&board, None)
                }
                .expect("an open game has a move");
                board.play(cell).expect("a legal move");
            }
            let result = match board.outcome() {
                Outcome::Win { mark, .. } if *mark == hard_mark => 0,
                Outcome::Win { .. } => 2,
                _ => 1,
            };
            let moves = || {
                let cells: Vec<String> = board.moves_played().map(|c| c.to_string()).collect();
                cells.join(" ")
            };
            if trace {
                let letter = ["W", "D", "L"][result];
                eprintln!("\ngame {game}, Hard {hard_mark:?}, {letter}: {}", moves());
                eprintln!("Hard's scores (ply: score, depth): {}", scores.join(", "));
            }
            if result == 2 && std::env::var_os("VERSUS_SHOW_LOSSES").is_some() {
                eprintln!("\nlost as {hard_mark:?}: {}\n{board}", moves());
            }
            if proven_win && result != 0 {
                let_go += 1;
            }
            let tally = if hard_mark == Mark::X {
                &mut as_x
            } else {
                &mut as_o
            };
            tally[result] += 1;
            // One letter a game (Hard's won, drawn, lost), so a long run shows its progress.
            eprint!("{}", ["W", "D", "L"][result]);
        }
        eprintln!();
        let total = [0, 1, 2].map(|i| as_x[i] + as_o[i]);
        let played = f64::from(total.iter().sum::<u32>());
        let score = (f64::from(total[0]) + f64::from(total[1]) / 2.0) / played * 100.0;
        let show = |t: [u32; 3]| format!("{} / {} / {}", t[0], t[1], t[2]);
        println!(
            "| {size}x{size} | {} | {} | {} | {score:.0} % | {let_go} |",
            show(as_x),
            show(as_o),
            show(total)
        );
    }
}
