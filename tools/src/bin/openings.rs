//! Balanced openings for matches between engines: a few stones near the centre (Black
//! first, the colours alternating) that Hard, thinking BUDGET seconds on each, rates near
//! even for Black, written one a line in c-gomoku-cli's offset notation (`0,0, 1,-1, 2,2`:
//! x,y from the centre, x to the right, y down), as `script/match --opening` reads them.
//! `cargo run --release -p tools --bin openings -- SIZE STONES COUNT [BUDGET] [MAX] [SEED] [RULE]`
//! e.g. `-- 15 4 100 0.5 40 1 freestyle > script/openings/freestyle-15.txt`.
//!
//! Candidates are drawn at random: the first stone on the centre, White's next to it and
//! Black's within two steps of it; one of each set of candidates that a symmetry of the board maps
//! onto each other is kept (c-gomoku-cli's `-transform` plays them turned). A candidate is
//! kept when Hard's score for Black is within MAX pattern units of 0 (an open three weighs
//! about 60) and no side wins by force. Each kept opening's score goes to standard error.

use std::collections::HashSet;
use std::time::Duration;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use mnk::{Board, Level, Mark, Player, Rule};

/// Candidates drawn per opening asked for, at most: the tool stops short of COUNT when the
/// balanced ones run out.
const TRIES_PER_OPENING: usize = 40;

fn main() {
    let mut args = std::env::args().skip(1);
    let mut next = |default: &str| args.next().unwrap_or_else(|| default.to_string());
    let size: u8 = next("15").parse().expect("SIZE: a board side");
    let stones: usize = next("4").parse().expect("STONES: how many");
    let count: usize = next("50").parse().expect("COUNT: openings wanted");
    let budget = Duration::from_secs_f64(next("0.5").parse().expect("BUDGET: seconds"));
    let max: i32 = next("40").parse().expect("MAX: pattern units");
    let seed: u64 = next("1").parse().expect("SEED: a number");
    let rule: Rule = next("freestyle")
        .parse()
        .expect("RULE: freestyle, standard, renju, caro");
    let empty = Board::with_rule(size, size, 5, rule).expect("a gomoku board");
    let g = empty.geometry();
    let centre = (i32::from(size) / 2, i32::from(size) / 2);
    let mut rng = StdRng::seed_from_u64(seed);
    let mut seen: HashSet<Vec<(i32, i32)>> = HashSet::new();
    let mut kept = 0;
    for _ in 0..count * TRIES_PER_OPENING {
        if kept == count {
            break;
        }
        let mut offsets = vec![(0, 0)];
        while offsets.len() < stones {
            // White's stones touch the centre, as a player answers it; Black's are freer.
            let reach = if offsets.len() % 2 == 1 { 1 } else { 2 };
            let o = (
                rng.random_range(-reach..=reach),
                rng.random_range(-reach..=reach),
            );
            if !offsets.contains(&o) {
                offsets.push(o);
            }
        }
        if !seen.insert(canonical(&offsets)) {
            continue;
        }
        let mut board = empty.clone();
        let legal = offsets.iter().all(|&(dx, dy)| {
            g.cell(centre.0 + dx, centre.1 + dy)
                .is_some_and(|c| board.play(c).is_ok())
        });
        if !legal || board.outcome().is_over() {
            continue;
        }
        let mut hard = Player::new(Level::Hard, seed).with_budget(budget);
        let Some(report) = hard.analyse(&board, None) else {
            continue;
        };
        let black = if board.to_move() == Mark::X {
            report.score
        } else {
            -report.score
        };
        if std::env::var_os("OPENINGS_TRACE").is_some() {
            eprintln!("{offsets:?}: Black {black:+} ({:?})", report.proven);
        }
        if report.proven.is_some() || black.abs() > max {
            continue;
        }
        kept += 1;
        let line: Vec<String> = offsets.iter().map(|(x, y)| format!("{x},{y}")).collect();
        println!("{}", line.join(", "));
        eprintln!(
            "{}: Black {black:+}, depth {}",
            line.join(", "),
            report.depth
        );
    }
    eprintln!("{kept} openings of {count} asked for");
}

/// One of the board's symmetries about its centre, on offsets from it.
type Symmetry = fn((i32, i32)) -> (i32, i32);

/// The least of the eight symmetric images of `offsets` (each stone's colour by its place
/// in the list), as a key shared by all of them.
fn canonical(offsets: &[(i32, i32)]) -> Vec<(i32, i32)> {
    let maps: [Symmetry; 8] = [
        |(x, y)| (x, y),
        |(x, y)| (-x, y),
        |(x, y)| (x, -y),
        |(x, y)| (-x, -y),
        |(x, y)| (y, x),
        |(x, y)| (-y, x),
        |(x, y)| (y, -x),
        |(x, y)| (-y, -x),
    ];
    maps.iter()
        .map(|m| {
            // Stones of one colour in any order are the same position.
            let mut black: Vec<_> = offsets.iter().step_by(2).map(|&o| m(o)).collect();
            let mut white: Vec<_> = offsets.iter().skip(1).step_by(2).map(|&o| m(o)).collect();
            black.sort_unstable();
            white.sort_unstable();
            black.extend(white);
            black
        })
        .min()
        .expect("eight images")
}
