//! An audit of Hard's moves: does it ever give away a result it could have kept?
//! `cargo run --release -p tools --bin audit -- [GAMES] [BUDGET_SECONDS] [BOARDS]`
//! e.g. `-- 20 1 7x7x5,6x6x5,6x7x5` (BOARDS: columns x rows x k, comma-separated).
//!
//! On each board Hard plays GAMES games of each kind: against Hard from two random plies
//! near the centre, against Medium from the empty board (Hard as X in even games, as O in
//! odd ones), and against Hard from four random plies anywhere (positions Hard would not
//! choose, some of them already won for one side). Every move Hard makes is judged:
//!
//! - On boards of up to 49 cells by the prover ([`Prover`]), with no time limit: the
//!   position before the move is proven for the mover, then the one after it. A move
//!   *gives away* a result when the mover did not lose before it and the opponent wins
//!   after it; it *lets a win go* when the mover won before it and does not after it.
//! - On bigger boards by the opponent's VCF ([`Search::vcf`], the limits of Hard's own
//!   check): a move *gives away* a result when the opponent has a VCF after it and
//!   another move would have left none.
//!
//! Prints a Markdown table, one row per board. `AUDIT_THREADS=N` plays the games on N
//! threads (default 1: Hard's clock is wall time, so give each thread a core);
//! `AUDIT_SHOW` prints each faulty move with the game so far.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;

use mnk::{Board, Cell, Knowledge, Level, Limits, Mark, Player, Prover, Search, Strategy, Value};

/// The largest board the prover judges; beyond it the opponent's VCF does.
const PROVER_CELLS: usize = 49;

/// What the audit found on one board.
#[derive(Default)]
struct Tally {
    /// Hard's moves judged.
    audited: u32,
    /// Moves from a position the mover did not lose into one the opponent wins.
    given_away: u32,
    /// Moves from a won position into one not won.
    let_go: u32,
    /// Moves from a position already lost (nothing to give away).
    lost_before: u32,
    /// Moves the judge could not settle (never, without a time limit; kept for the count).
    unjudged: u32,
    /// Moves whose report claimed a proven result the judge contradicts.
    false_claims: u32,
    /// Moves whose report was a proven result.
    proven: u32,
    /// Per ply: Hard's moves there, and those whose report was not proven.
    by_ply: Vec<[u32; 2]>,
    /// Hard's positions searched and its thinking time, for positions per second.
    nodes: u64,
    thinking: Duration,
    /// Hard's longest move, seconds.
    longest: f64,
}

impl Tally {
    fn add(&mut self, other: &Tally) {
        self.audited += other.audited;
        self.given_away += other.given_away;
        self.let_go += other.let_go;
        self.lost_before += other.lost_before;
        self.unjudged += other.unjudged;
        self.false_claims += other.false_claims;
        self.proven += other.proven;
        if self.by_ply.len() < other.by_ply.len() {
            self.by_ply.resize(other.by_ply.len(), [0, 0]);
        }
        for (mine, theirs) in self.by_ply.iter_mut().zip(&other.by_ply) {
            mine[0] += theirs[0];
            mine[1] += theirs[1];
        }
        self.nodes += other.nodes;
        self.thinking += other.thinking;
        self.longest = self.longest.max(other.longest);
    }
}

/// The judge of one board: the prover on small boards, the opponent's VCF on big ones.
enum Judge {
    Prover(Box<Prover>),
    Vcf(Box<Search>),
}

/// Judges the move `cell` on `board` (before it) into `tally`; true if it was a fault.
fn judge_move(
    judge: &mut Judge,
    board: &Board,
    cell: Cell,
    claim: Option<Value>,
    tally: &mut Tally,
) -> bool {
    let mover = board.to_move();
    let mut after = board.clone();
    after.play(cell).expect("Hard plays legal moves");
    tally.audited += 1;
    tally.proven += u32::from(claim.is_some());
    let ply = board.ply();
    if tally.by_ply.len() <= ply {
        tally.by_ply.resize(ply + 1, [0, 0]);
    }
    tally.by_ply[ply][0] += 1;
    tally.by_ply[ply][1] += u32::from(claim.is_none());
    match judge {
        Judge::Prover(prover) => {
            let limits = Limits::default();
            let Some(before) = prover.prove(board, &limits) else {
                tally.unjudged += 1;
                return false;
            };
            let contradicted = claim.is_some_and(|claim| claim != before);
            tally.false_claims += u32::from(contradicted);
            match before {
                Value::Loss => {
                    tally.lost_before += 1;
                    false
                }
                Value::Win => {
                    let kept = prover.wins(&after, mover, &limits) == Some(true);
                    tally.let_go += u32::from(!kept);
                    !kept
                }
                Value::Draw => {
                    let lost = prover.wins(&after, mover.opponent(), &limits) == Some(true);
                    tally.given_away += u32::from(lost);
                    lost
                }
            }
        }
        Judge::Vcf(search) => {
            let limits = Limits::default();
            if search.vcf(&after, &limits).is_none() {
                return false;
            }
            let escape = board.legal_moves().into_iter().any(|other| {
                let mut b = board.clone();
                b.play(other).expect("a legal move");
                !b.outcome().is_over() && search.vcf(&b, &limits).is_none()
            });
            if escape {
                tally.given_away += 1;
            } else {
                tally.lost_before += 1;
            }
            escape
        }
    }
}

/// `plies` random opening plies: near the centre (within two steps) or anywhere.
fn opening(board: &mut Board, plies: usize, near_centre: bool, rng: &mut StdRng) {
    let g = board.geometry();
    let (mid_c, mid_r) = (g.cols as i32 / 2, g.rows as i32 / 2);
    for _ in 0..plies {
        let moves: Vec<Cell> = board
            .legal_moves()
            .into_iter()
            .filter(|&c| {
                let (col, row) = g.col_row(c);
                !near_centre || ((col - mid_c).abs() <= 2 && (row - mid_r).abs() <= 2)
            })
            .collect();
        let cell = *moves.choose(rng).expect("an opening leaves free cells");
        board.play(cell).expect("a free cell");
    }
}

/// The game kinds, by name: the opponent's level, and the opening's plies and reach.
const KINDS: [(&str, Level, usize, bool); 3] = [
    ("Hard, opened near the centre", Level::Hard, 2, true),
    ("Medium", Level::Medium, 0, true),
    ("Hard, opened anywhere", Level::Hard, 4, false),
];

/// Plays game `game` of kind `kind` on `shape` and judges Hard's moves into `tally`.
fn play(
    shape: &Board,
    kind: usize,
    game: u32,
    budget: Duration,
    judge: &mut Judge,
    tally: &mut Tally,
) {
    let (_, opponent, plies, near_centre) = KINDS[kind];
    let seed = u64::from(game) * 7919 + kind as u64 * 1_000_003;
    let mut rng = StdRng::seed_from_u64(seed);
    let mut board = shape.clone();
    opening(&mut board, plies, near_centre, &mut rng);
    // Against Hard every move is Hard's; against Medium, Hard's seat alternates.
    let hard_mark = if game.is_multiple_of(2) {
        Mark::X
    } else {
        Mark::O
    };
    let mut hard = Player::new(Level::Hard, seed).with_budget(budget);
    let mut other = Player::new(opponent, seed + 1).with_budget(budget);
    while !board.outcome().is_over() {
        let hards_turn = opponent == Level::Hard || board.to_move() == hard_mark;
        if !hards_turn {
            let cell = other.choose(&board, None).expect("an open game");
            board.play(cell).expect("a legal move");
            continue;
        }
        // Both seats are Hard in a game against Hard: one player object per seat.
        let player = if board.to_move() == Mark::X || opponent != Level::Hard {
            &mut hard
        } else {
            &mut other
        };
        let start = Instant::now();
        let report = player.analyse(&board, None).expect("an open game");
        let took = start.elapsed();
        tally.nodes += report.nodes;
        tally.thinking += took;
        tally.longest = tally.longest.max(took.as_secs_f64());
        let cell = *report.moves.choose(&mut rng).expect("a move");
        if judge_move(judge, &board, cell, report.proven, tally)
            && std::env::var_os("AUDIT_SHOW").is_some()
        {
            let names: Vec<String> = board.moves_played().map(|c| name(&board, c)).collect();
            eprintln!(
                "\nfault: {} played {} after {} ({:?} in {:?}, depth {})\n{board}",
                board.to_move().symbol(),
                name(&board, cell),
                names.join(" "),
                report.proven,
                report.plies,
                report.depth
            );
        }
        board.play(cell).expect("a legal move");
    }
}

/// A cell's name: column letter, row from the top (`b2` the centre of 3x3).
fn name(board: &Board, cell: Cell) -> String {
    let (col, row) = board.geometry().col_row(cell);
    format!("{}{}", (b'a' + col as u8) as char, row + 1)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u32 = args.next().and_then(|a| a.parse().ok()).unwrap_or(4);
    let budget = Duration::from_secs_f64(args.next().and_then(|a| a.parse().ok()).unwrap_or(0.25));
    let boards: Vec<Board> = args
        .next()
        .unwrap_or_else(|| "7x7x5,6x6x5,6x7x5".into())
        .split(',')
        .map(|shape| {
            let n: Vec<u8> = shape.split('x').filter_map(|s| s.parse().ok()).collect();
            match n[..] {
                [c, r, k] => Board::new(c, r, k).expect("a valid shape"),
                _ => panic!("a board is COLSxROWSxK, not {shape:?}"),
            }
        })
        .collect();
    let threads: u32 = std::env::var("AUDIT_THREADS")
        .ok()
        .and_then(|t| t.parse().ok())
        .unwrap_or(1)
        .max(1);
    println!(
        "{games} games of each kind per board, Hard at {:.2} s a move",
        budget.as_secs_f64()
    );
    println!(
        "| board | judge | moves audited | given away | wins let go | from lost positions | proven reports | false claims | Hard's positions / s | longest move |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for shape in boards {
        let total = Mutex::new(Tally::default());
        let by_prover = shape.cells() <= PROVER_CELLS;
        std::thread::scope(|scope| {
            for t in 0..threads {
                let (shape, total) = (&shape, &total);
                scope.spawn(move || {
                    let mut judge = if by_prover {
                        Judge::Prover(Box::new(Prover::new(shape.geometry())))
                    } else {
                        Judge::Vcf(Box::new(Search::new(shape.geometry(), Knowledge::FULL)))
                    };
                    let mut tally = Tally::default();
                    for kind in 0..KINDS.len() {
                        for game in (t..games).step_by(threads as usize) {
                            play(shape, kind, game, budget, &mut judge, &mut tally);
                            eprint!(".");
                        }
                    }
                    total.lock().expect("no thread panicked").add(&tally);
                });
            }
        });
        eprintln!();
        let t = total.into_inner().expect("no thread panicked");
        let rate = t.nodes as f64 / t.thinking.as_secs_f64().max(1e-9);
        println!(
            "| {}x{}, k = {} | {} | {} | {} | {} | {} | {} | {} | {:.0} K | {:.3} s |",
            shape.cols(),
            shape.rows(),
            shape.k(),
            if by_prover {
                "prover"
            } else {
                "opponent's VCF"
            },
            t.audited,
            t.given_away,
            t.let_go,
            t.lost_before,
            t.proven,
            t.false_claims,
            rate / 1000.0,
            t.longest
        );
        // The first ply from which every report was proven.
        let from = t
            .by_ply
            .iter()
            .rposition(|&[_, estimated]| estimated > 0)
            .map_or(0, |p| p + 1);
        let at: Vec<String> = t
            .by_ply
            .iter()
            .enumerate()
            .filter(|(_, [moves, _])| *moves > 0)
            .map(|(ply, [moves, estimated])| format!("{ply}: {}/{moves}", moves - estimated))
            .collect();
        eprintln!(
            "proven reports by ply (ply: proven/moves): {}",
            at.join(", ")
        );
        println!("(every report proven from ply {from} on)");
        if t.unjudged > 0 {
            println!("({} moves unjudged)", t.unjudged);
        }
    }
}
