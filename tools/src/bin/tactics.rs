//! The tactics suite: forced wins and forced defences on 8x8 to 10x10, 5 in a row.
//!
//! `cargo run --release -p tools --bin tactics -- build [COUNT]` plays fast games between
//! Hard players and keeps positions that a full-width search (the classic search, which
//! leaves no move out) proves: a win in 3 to 9 plies for the side to move, or a position
//! where the move played let a win in 5 plies through but the side to move holds for 6.
//! It prints the suite (engine/benches/tactics.txt).
//!
//! `cargo run --release -p tools --bin tactics -- run [SECONDS] [classic]` gives Hard
//! (or the classic search) SECONDS per position and checks each answer with the
//! full-width search: a win must still be a forced win (within the suite's plies, or
//! within those of Hard's own proof when it has one), a defence must leave the opponent
//! no win within the plies.

use std::time::Duration;

use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};

use mnk::{Board, Knowledge, Level, Limits, Player, Search, Strategy, plies_to_end};

const SUITE: &str = include_str!("../../../engine/benches/tactics.txt");

/// A full-width search to `depth` plies (the classic search leaves no move out): the side
/// to move's score, if the search finished in `seconds`. A win or loss score is then a
/// proof; any other score proves there is no forced win or loss within `depth` plies.
fn prove(board: &Board, depth: u32, seconds: f64) -> Option<i32> {
    let mut search = Search::new(board.geometry(), Knowledge::CLASSIC);
    let limits = Limits {
        depth: Some(depth),
        budget: Some(Duration::from_secs_f64(seconds)),
        ..Limits::default()
    };
    let report = search.best_moves(board, &limits)?;
    let finished = report.proven.is_some() || report.depth >= depth.min(board.cells() as u32);
    finished.then_some(report.score)
}

/// Plies to a proven win for the side to move within `depth`, if there is one.
fn win_within(board: &Board, depth: u32) -> Option<u32> {
    prove(board, depth, 5.0)
        .filter(|&s| s > 0)
        .and_then(plies_to_end)
}

/// True if the side to move is proven not to lose within `depth` plies.
fn holds_within(board: &Board, depth: u32) -> bool {
    prove(board, depth, 10.0).is_some_and(|s| plies_to_end(s).is_none() || s > 0)
}

fn build(count: usize) {
    let mut rng = StdRng::seed_from_u64(5);
    let (mut wins, mut defences) = (Vec::new(), Vec::new());
    let mut game = 0;
    while wins.len() + defences.len() < count {
        game += 1;
        let size = [8, 9, 10][game % 3];
        let mut board = Board::new(size, size, 5).expect("a valid shape");
        // A varied opening: three random plies near the centre.
        for _ in 0..3 {
            let mid = size as i32 / 2;
            let g = board.geometry();
            let cell = g
                .cell(
                    mid + rng.random_range(-2..=2),
                    mid + rng.random_range(-2..=2),
                )
                .expect("on the board");
            if board.get(cell).is_none() {
                board.play(cell).expect("free");
            }
        }
        let mut players = [0, 1].map(|i| {
            Player::new(Level::Hard, game as u64 * 2 + i).with_budget(Duration::from_millis(20))
        });
        let mut line = Vec::new();
        while !board.outcome().is_over() {
            line.push(board.clone());
            let cell = players[board.ply() % 2]
                .choose(&board, None)
                .expect("a move");
            board.play(cell).expect("legal");
        }
        if !matches!(board.outcome(), mnk::Outcome::Win { .. }) {
            continue;
        }
        // The winner's positions before its win, earliest first: the longest forced win.
        let last = line.len() - 1;
        for back in (2..12).step_by(2).rev() {
            let Some(position) = last.checked_sub(back).map(|i| &line[i]) else {
                break;
            };
            if let Some(plies) = win_within(position, 9).filter(|p| (3..=9).contains(p)) {
                wins.push(format!("win {plies} {position}"));
                // The loser's move before it let a win in 5 through: a defence puzzle
                // if the loser could have held.
                if plies <= 5 && back < last {
                    let before = &line[last - back - 1];
                    if holds_within(before, 6) {
                        defences.push(format!("defend 5 {before}"));
                    }
                }
                break;
            }
        }
        eprint!(
            "\r{} wins, {} defences, {game} games",
            wins.len(),
            defences.len()
        );
    }
    eprintln!();
    let mut all: Vec<_> = wins.into_iter().chain(defences).collect();
    all.shuffle_in_place(&mut rng);
    for line in all {
        println!("{line}");
    }
}

trait ShuffleInPlace {
    fn shuffle_in_place(&mut self, rng: &mut StdRng);
}

impl<T> ShuffleInPlace for Vec<T> {
    fn shuffle_in_place(&mut self, rng: &mut StdRng) {
        for i in (1..self.len()).rev() {
            let j = rng.random_range(0..=i);
            self.swap(i, j);
        }
    }
}

fn run(seconds: f64, classic: bool) {
    let (mut solved, mut total) = ([0; 2], [0; 2]);
    for (i, line) in SUITE.lines().filter(|l| !l.trim().is_empty()).enumerate() {
        let mut parts = line.splitn(3, ' ');
        let (kind, plies, position) = (
            parts.next().expect("a kind"),
            parts
                .next()
                .and_then(|p| p.parse::<u32>().ok())
                .expect("plies"),
            parts.next().expect("a position"),
        );
        let board: Board = position.parse().expect("a valid position");
        let mut hard =
            Player::new(Level::Hard, i as u64).with_budget(Duration::from_secs_f64(seconds));
        if classic {
            hard = hard.with_knowledge(Knowledge::CLASSIC);
        }
        let report = hard.analyse(&board, None).expect("an open position");
        let cell = *report
            .moves
            .choose(&mut StdRng::seed_from_u64(i as u64))
            .expect("a move");
        let mut after = board.clone();
        after.play(cell).expect("a legal move");
        let kind_index = usize::from(kind == "defend");
        let ok = match kind {
            "win" => {
                // A forced win kept, within the suite's plies or Hard's own proof's.
                let claimed = match report.proven {
                    Some(mnk::Value::Win) => report.plies,
                    _ => None,
                };
                let depth = plies.max(claimed.unwrap_or(0)) - 1;
                after.outcome().is_over()
                    || prove(&after, depth, 120.0)
                        .is_some_and(|s| s < 0 && plies_to_end(s).is_some())
            }
            _ => {
                !after.outcome().is_over() && {
                    // The opponent, now to move, has no win within the plies.
                    prove(&after, plies, 60.0).is_some_and(|s| plies_to_end(s).is_none() || s < 0)
                }
            }
        };
        total[kind_index] += 1;
        solved[kind_index] += usize::from(ok);
        eprintln!(
            "{kind} {plies} {}: {cell} {}",
            board.cols(),
            if ok { "ok" } else { "MISSED" }
        );
    }
    println!(
        "{}: wins {}/{}, defences {}/{} within {seconds} s",
        if classic { "classic" } else { "Hard" },
        solved[0],
        total[0],
        solved[1],
        total[1]
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("build") => build(args.get(1).and_then(|a| a.parse().ok()).unwrap_or(60)),
        _ => run(
            args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1.0),
            args.iter().any(|a| a == "classic"),
        ),
    }
}
