//! Negamax with alpha-beta pruning over bitboards, a transposition table keyed by
//! symmetry-canonical Zobrist hashes, immediate-threat handling, threat-space search
//! (VCF and VCT), and iterative deepening under a time budget.
//!
//! - `position`: the position, its line patterns counted move by move;
//! - `order`: which moves are tried, in what order (patterns, nearby cells, the beam);
//! - `threats`: VCF, the exact defence against a double four, the root's refutations;
//! - `vct`: VCF's bigger sibling with threes; `table`: transposition-table entries;
//! - `lines`: the gomoku search, with its own position and table, for Hard's five in a
//!   row from 10x10 up, the boards beyond 10x10 and the rules other than freestyle.
//!
//! Scores are from the side to move's point of view. A win `p` plies from the root
//! scores `WIN - p`, so a sooner win is worth more and a later loss less bad; a draw is 0;
//! a position cut off at the search horizon scores its open lines (well below `WIN`).

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use crate::board::{Board, Rule};
use crate::geometry::{Cell, Geometry};

mod knowledge;
mod lines;
mod negamax;
mod order;
mod position;
mod report;
mod root;
mod shapes;
mod table;
mod threats;
mod vct;

pub use knowledge::{Knowledge, NARROW_CELLS};
use position::Position;
pub use report::Report;

/// Boards of at least this many cells (10x10) with five in a row are searched by Hard's
/// gomoku search (`lines`) even where they have a bitboard: on 10x10 it scored 44 - 28 - 48
/// against the bitboard search at 0.1 s a move, +47 Elo [-1, +96] (BENCHMARKS.md). The
/// searches that leave no move out (Easy's, Medium's and the classic one) stay on the
/// bitboards, as the lines search leaves moves out everywhere.
const LINES_CELLS: usize = 100;

/// Score of a win on the next ply; a win `p` plies ahead scores `WIN - p`.
pub const WIN: i32 = 1 << 30;
/// Scores beyond this (in absolute value) are wins or losses; the board has at most 100 plies.
const WIN_ZONE: i32 = WIN - 1000;
const INF: i32 = WIN + 1;
/// TT depth of a result that no horizon influenced: valid at any depth.
const EXACT_DEPTH: u8 = u8::MAX;
/// Fours a VCF may chain from the root, and positions it may visit there.
const ROOT_VCF_FOURS: u32 = 20;
const ROOT_VCF_NODES: u32 = 200_000;
/// Threes and fours a VCT may chain from the root, and positions it may visit there.
const ROOT_VCT_THREATS: u32 = 6;
const ROOT_VCT_NODES: u32 = 20_000;
/// The same at the horizon, where it runs at every leaf.
const LEAF_VCF_FOURS: u32 = 6;
const LEAF_VCF_NODES: u32 = 300;

/// How deep and how long to search, and when to give up.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// Maximum depth in plies (forced replies do not count); `None` to the end of the game.
    /// A depth of 0 searches 1 ply: a move is always chosen by looking at it.
    pub depth: Option<u32>,
    /// Wall-clock time allowed for this search; `None` (or a time too far to represent,
    /// such as `Duration::MAX`) for no limit.
    pub budget: Option<Duration>,
    /// Set from another thread to stop the search early.
    pub cancel: Option<Arc<AtomicBool>>,
}

/// True once `deadline` has passed or `cancel` is set: the test a search (or a proof)
/// makes every few positions.
pub(crate) fn time_is_up(deadline: Option<Instant>, cancel: Option<&Arc<AtomicBool>>) -> bool {
    deadline.is_some_and(|d| Instant::now() >= d)
        || cancel.is_some_and(|c| c.load(std::sync::atomic::Ordering::Relaxed))
}

/// The game-theoretic value of a position for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    Win,
    Draw,
    Loss,
}

/// What one search may do to see deeper, each at a cost in exactness; set at its start
/// from the [`Knowledge`] and what it is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Mode {
    /// Play VCFs at the horizon: not while counting plies (a VCF is a win, not always the
    /// fastest one).
    horizon_vcf: bool,
    /// Leave moves out: only the cells near the marks ([`Knowledge::nearby`]), a beam of
    /// the best ordered.
    nearby_only: bool,
    /// Late move reductions ([`Knowledge::reductions`]): only where moves are left out
    /// anyway, and never while counting plies.
    late_move_reductions: bool,
}

impl Mode {
    /// A proof (a solve): every move searched to its end, nothing left out or reduced.
    const PROOF: Mode = Mode {
        horizon_vcf: false,
        nearby_only: false,
        late_move_reductions: false,
    };

    /// A search with `knowledge` on a board whose moves are narrowed to nearby cells
    /// (`narrowed`), counting the plies of a proven result if `count_plies`.
    fn of(knowledge: Knowledge, narrowed: bool, count_plies: bool) -> Mode {
        Mode {
            horizon_vcf: knowledge.threat_space && !count_plies,
            nearby_only: narrowed,
            late_move_reductions: knowledge.reductions && narrowed && !count_plies,
        }
    }
}

/// A reusable searcher for one board shape. Keeps its transposition table between
/// moves, so later moves of a game start warm.
pub struct Search {
    geometry: &'static Geometry,
    knowledge: Knowledge,
    tt: Vec<u128>,
    /// A move list per ply, kept between positions.
    move_lists: Vec<Vec<(u32, u8)>>,
    /// Per cell: the cells within two steps of it (empty unless the board is narrowed).
    nearby: Vec<u128>,
    /// What the current search may do to see deeper.
    mode: Mode,
    /// Positions VCF may still visit under the current horizon position.
    vcf_left: u32,
    /// A threat search runs for the root itself (it stops at the soft deadline).
    at_root: bool,

    /// Positions VCT may still visit in the current root search.
    vct_left: u32,

    /// When the root's threat searches must give way to the main search (30 % of the
    /// budget).
    soft_deadline: Option<Instant>,
    /// When the root's check of every move against the opponent's VCF must stop (60 % of
    /// this search's budget, which for Hard is what its guard left of the move's): moves
    /// it has not reached by then are kept unchecked.
    check_deadline: Option<Instant>,
    nodes: u64,
    /// Counts positions whose score came from the horizon; unchanged over a subtree means exact.
    horizon: u64,
    /// Per side (X, O): positions with that side to move where moves were left out
    /// ([`Knowledge::nearby`]). A win is a proof if the loser's count stayed unchanged
    /// over the search (the winner's moves left out do not matter: one that wins is
    /// enough), a loss if the loser's own count did.
    narrowed: [u64; 2],
    deadline: Option<Instant>,
    cancel: Option<Arc<AtomicBool>>,
    stopped: bool,
    /// The gomoku search, for the boards and rules the bitboards do not serve (made at
    /// their first search).
    lines: Option<lines::LinesSearch>,
    /// Its table's size, as 2^bits entries.
    lines_bits: u32,
}

impl Search {
    /// A searcher for `geometry` with a transposition table sized to the board
    /// (1 K entries up to 3x3, 256 K up to 4x4, 4 M entries, 64 MiB, beyond; for the
    /// gomoku search, 1 M entries, 16 MiB, made at its first search).
    pub fn new(geometry: &'static Geometry, knowledge: Knowledge) -> Search {
        Search::with_table_bits(geometry, knowledge, Search::table_bits(geometry))
    }

    /// The table size [`Search::new`] gives `geometry`, as 2^bits entries.
    pub fn table_bits(geometry: &Geometry) -> u32 {
        match geometry.cells() {
            0..=9 => 10,
            10..=16 => 18,
            _ => 22,
        }
    }

    /// Like [`Search::new`] with 2^`bits` table entries (16 bytes each). `bits` is clamped
    /// to 1..=30: entries come in pairs, and 2^30 of them is 16 GiB.
    pub fn with_table_bits(geometry: &'static Geometry, knowledge: Knowledge, bits: u32) -> Search {
        let bits = bits.clamp(1, 30);
        let cells = geometry.cells();
        let lines_bits = bits.min(20);
        // Boards without a bitboard are searched by lines: the bitboards' table stays small.
        let bits = if geometry.has_bitboard() { bits } else { 1 };
        let nearby = if knowledge.nearby && cells >= NARROW_CELLS && geometry.has_bitboard() {
            (0..cells)
                .map(|c| geometry.within(c, order::REACH))
                .collect()
        } else {
            Vec::new()
        };
        Search {
            geometry,
            knowledge,
            tt: vec![0; 1 << bits],
            move_lists: vec![Vec::new(); cells + 1],
            nearby,
            mode: Mode::PROOF,
            vcf_left: 0,
            at_root: false,
            vct_left: 0,
            soft_deadline: None,
            check_deadline: None,
            nodes: 0,
            horizon: 0,
            narrowed: [0, 0],
            deadline: None,
            cancel: None,
            stopped: false,
            lines: None,
            lines_bits,
        }
    }

    /// Whether `board` is for the bitboard search: freestyle on a board with a bitboard,
    /// but five in a row on a board of [`LINES_CELLS`] or more for Hard. The others go to
    /// the gomoku search (`lines`).
    fn on_bitboards(&self, board: &Board) -> bool {
        board.geometry().has_bitboard()
            && board.rule() == Rule::Freestyle
            && (board.k() < 5 || board.cells() < LINES_CELLS || !self.knowledge.nearby)
    }

    /// The gomoku search, made at its first use.
    fn lines(&mut self) -> &mut lines::LinesSearch {
        let (knowledge, bits) = (self.knowledge, self.lines_bits);
        self.lines
            .get_or_insert_with(|| lines::LinesSearch::new(knowledge, bits))
    }

    /// The shape this searcher is for.
    pub fn geometry(&self) -> &'static Geometry {
        self.geometry
    }

    /// Positions visited since this searcher was made.
    pub fn nodes(&self) -> u64 {
        self.nodes + self.lines.as_ref().map_or(0, lines::LinesSearch::nodes)
    }

    /// The principal variation of the last search of `board`: `first` (its best move), then
    /// the replies the search expects, as its transposition table keeps them, at most
    /// `most` moves. The gomoku search's boards give the line; the bitboards' table keeps
    /// positions up to symmetry, so there the line is `first` alone.
    pub fn line(&self, board: &Board, first: Cell, most: usize) -> Vec<Cell> {
        match &self.lines {
            Some(lines) if !self.on_bitboards(board) => lines.line(board, first, most),
            _ => vec![first],
        }
    }

    /// The game-theoretic value of `board` for the side to move, searched to the end.
    /// Returns `None` if cancelled or out of time, if `board` is of another shape, or for
    /// the gomoku search's boards and rules, which it does not solve.
    pub fn solve(&mut self, board: &Board, limits: &Limits) -> Option<Value> {
        if board.outcome().is_over() {
            return match board.outcome() {
                crate::Outcome::Win { .. } => Some(Value::Loss),
                _ => Some(Value::Draw),
            };
        }
        let mut pos = self.position(board)?;
        self.start(limits);
        self.mode = Mode::PROOF;
        // Two null-window tests (Pearl's "Scout" idea): can the side to move win?
        // If not, can it hold the draw? Each proves less than one open window would.
        let value = if self.negamax(&mut pos, u32::MAX, 0, 0, 1) >= 1 {
            Value::Win
        } else if self.negamax(&mut pos, u32::MAX, 0, -1, 0) >= 0 {
            Value::Draw
        } else {
            Value::Loss
        };
        (!self.stopped).then_some(value)
    }

    /// Every best move for the side to move within `limits`, by iterative deepening.
    /// Returns `None` when the game is over or `board` is of another shape; if time runs out
    /// before depth 1 completes, every move still in question is returned unscored (all
    /// legal moves but those the threat searches proved lost, and far ones on big boards).
    ///
    /// Deepening stops at the first depth that proves a win or loss, so its plies may be
    /// more than the fewest (a forcing line is seen before a shorter quiet one): the
    /// verdict is exact, the plies an upper bound. [`crate::appraise`] counts them.
    pub fn best_moves(&mut self, board: &Board, limits: &Limits) -> Option<Report> {
        self.deepen(board, limits, false, None)
            .map(|(report, _)| report)
    }

    fn start(&mut self, limits: &Limits) {
        let now = Instant::now();
        self.deadline = limits.budget.and_then(|b| now.checked_add(b));
        self.soft_deadline = limits
            .budget
            .and_then(|b| now.checked_add((b / 10).saturating_mul(3)));
        self.check_deadline = limits
            .budget
            .and_then(|b| now.checked_add((b / 10).saturating_mul(6)));
        self.cancel = limits.cancel.clone();
        self.stopped = false;
    }

    fn position(&self, board: &Board) -> Option<Position> {
        if !std::ptr::eq(board.geometry(), self.geometry) || board.rule() != Rule::Freestyle {
            return None;
        }
        let marks = board.bitboards()?;
        let mut pos = Position::new(self.geometry);
        // Replaying X and O alternately leaves the side to move right.
        let (mut xs, mut os) = (cells_of(marks[0]), cells_of(marks[1]));
        loop {
            let next = if pos.side == 0 { xs.next() } else { os.next() };
            match next {
                Some(cell) => pos.play(self.geometry, cell),
                None => break,
            }
        }
        Some(pos)
    }
}

/// Set bits of a mask. Most boards fit in the low 64 bits, and without a hardware popcount
/// (not in the baseline x86-64 target) counting one word costs half of counting two.
#[inline]
fn popcount(mask: u128) -> u32 {
    let (low, high) = (mask as u64, (mask >> 64) as u64);
    if high == 0 {
        low.count_ones()
    } else {
        low.count_ones() + high.count_ones()
    }
}

/// The cells of a bit mask, in index order.
fn cells_of(mut mask: u128) -> impl Iterator<Item = Cell> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let cell = mask.trailing_zeros() as Cell;
            mask &= mask - 1;
            cell
        })
    })
}

/// Plies until the end of the game implied by a win or loss score, if it is one.
pub fn plies_to_end(score: i32) -> Option<u32> {
    (score.abs() > WIN_ZONE).then(|| (WIN - score.abs()) as u32)
}
