//! The computer's side of an opening: stones that leave the game balanced, and the colour
//! that the search likes better.
//!
//! A placing player wants a position the other cannot profit from whatever colour it
//! takes, so candidates are rated by how far from even Hard's short search finds them, and
//! the most even one is placed. A choosing player takes the colour the search prefers, and
//! in swap2 places two more stones when the position is too close to call.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;

use super::Choice;
use crate::board::{Board, Mark};
use crate::geometry::Cell;
use crate::search::{Knowledge, Limits, Search};

/// Candidate stone sets a placing player rates.
const CANDIDATES: usize = 12;
/// Below this score (the search's units; an open three weighs about 60) a position is
/// too close to call: in swap2 the chooser places two more stones.
const CLOSE: i32 = 40;

/// Three stones (Black, White, Black) for the first player of swap or swap2 on the empty
/// `board`: the most even of a few random shapes within two cells of the centre, rated
/// within `budget` in all. `seed` picks the candidates.
pub fn place_three(board: &Board, budget: Duration, seed: u64) -> Vec<Cell> {
    complete(board, 3, budget, seed, None)
}

/// Two stones (White, Black) for the second player of swap2 after the first three: the
/// most even of a few random pairs near the stones, rated within `budget` in all.
pub fn place_two(board: &Board, budget: Duration, seed: u64) -> Vec<Cell> {
    complete(board, 2, budget, seed, None)
}

/// The next stone of an opening's placing step, `left` stones (this one included) still
/// to place in it: the first of the most even completion of the stones on `board`, rated
/// as [`place_three`] and [`place_two`] rate theirs. A player that places its stones one
/// at a time (with a pause between, or an undo) rates afresh at each, from the stones
/// already there. Setting `cancel` ends the rating early (the best found so far is
/// placed). `None` when no stone can be placed.
pub fn place_next(
    board: &Board,
    left: usize,
    budget: Duration,
    seed: u64,
    cancel: Option<Arc<AtomicBool>>,
) -> Option<Cell> {
    complete(board, left.max(1), budget, seed, cancel)
        .first()
        .copied()
}

/// `count` more stones on `board`: the most even of a few random sets, within two cells of
/// the centre on an empty board or of a stone otherwise.
fn complete(
    board: &Board,
    count: usize,
    budget: Duration,
    seed: u64,
    cancel: Option<Arc<AtomicBool>>,
) -> Vec<Cell> {
    let g = board.geometry();
    let mut rng = StdRng::seed_from_u64(seed);
    let stones: Vec<Cell> = (0..board.cells())
        .filter(|&c| board.get(c).is_some())
        .collect();
    let centre = g.cell(g.cols as i32 / 2, g.rows as i32 / 2);
    let anchors = if stones.is_empty() {
        centre.into_iter().collect()
    } else {
        stones
    };
    let free_near: Vec<Cell> = (0..board.cells())
        .filter(|&c| board.get(c).is_none())
        .filter(|&c| anchors.iter().any(|&a| g.steps(a, c) <= 2))
        .collect();
    let candidates = (0..CANDIDATES)
        .filter_map(|_| {
            let mut cells = free_near.clone();
            let mut chosen = Vec::new();
            for _ in 0..count {
                let &cell = cells.choose(&mut rng)?;
                cells.retain(|&c| c != cell);
                chosen.push(cell);
            }
            Some(chosen)
        })
        .collect();
    most_even(board, candidates, budget, cancel)
}

/// The choice among `choices` the search prefers for the side choosing, on `board` (its
/// stones placed), thinking within `budget`: the colour it rates better, or, when offered,
/// two more stones where the position is too close to call. Setting `cancel` ends the
/// search early.
pub fn choose(
    board: &Board,
    choices: &[Choice],
    budget: Duration,
    cancel: Option<Arc<AtomicBool>>,
) -> Choice {
    let score = black_score(board, budget, cancel);
    if choices.contains(&Choice::PlaceTwo) && score.abs() < CLOSE {
        Choice::PlaceTwo
    } else if score >= 0 && choices.contains(&Choice::PlayBlack) {
        Choice::PlayBlack
    } else if choices.contains(&Choice::PlayWhite) {
        Choice::PlayWhite
    } else {
        choices.first().copied().unwrap_or(Choice::PlayBlack)
    }
}

/// The candidate (stones in placing order) whose position scores nearest to even for
/// Black; the first legal one when time runs out. Empty when none can be placed.
fn most_even(
    board: &Board,
    candidates: Vec<Vec<Cell>>,
    budget: Duration,
    cancel: Option<Arc<AtomicBool>>,
) -> Vec<Cell> {
    let start = Instant::now();
    let share = budget / candidates.len().max(1) as u32;
    let mut best: Option<(i32, Vec<Cell>)> = None;
    for cells in candidates {
        let mut after = board.clone();
        if cells.iter().any(|&c| after.play(c).is_err()) || after.outcome().is_over() {
            continue;
        }
        let left = budget.saturating_sub(start.elapsed());
        let cancelled = cancel.as_ref().is_some_and(|c| c.load(Ordering::Relaxed));
        if best.is_some() && (left.is_zero() || cancelled) {
            break;
        }
        let score = black_score(&after, share.min(left), cancel.clone()).abs();
        if best.as_ref().is_none_or(|(s, _)| score < *s) {
            best = Some((score, cells));
        }
    }
    best.map(|(_, cells)| cells).unwrap_or_default()
}

/// How good `board` is for Black (X), in the search's units, by a short search of Hard's.
fn black_score(board: &Board, budget: Duration, cancel: Option<Arc<AtomicBool>>) -> i32 {
    let mut search = Search::with_table_bits(board.geometry(), Knowledge::FULL, 16);
    let limits = Limits {
        depth: Some(6),
        budget: Some(budget),
        cancel,
    };
    let score = search
        .best_moves(board, &limits)
        .map_or(0, |report| report.score);
    if board.to_move() == Mark::X {
        score
    } else {
        -score
    }
}
