//! Hard's guard: no move that can be shown to lose is chosen while another is not shown
//! to lose, and a proven win is never let go.
//!
//! The search alone cannot promise that: where its beam leaves moves out, a score of 0 is
//! a guess, and a move that loses can tie with one that holds. So where the prover settles
//! within a share of the budget (boards of 17 to [`PROVEN_CELLS`] cells, and late
//! positions of bigger ones; the search solves smaller ones itself), the root is proven
//! first and its moves checked against that result, most promising first, before the
//! search chooses among those that keep it:
//!
//! - won: the moves proven to keep the win;
//! - drawn: the moves proven to hold the draw, if any were checked in time (a proven draw
//!   before a guessed one); else every move not proven to lose;
//! - lost: every move (the search finds the longest defence).
//!
//! Elsewhere the search's own root check does the same against the opponent's VCF and
//! VCT (`Search::refutations`).

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use crate::board::Board;
use crate::geometry::Cell;
use crate::prover::Prover;
use crate::search::{Assessment, Limits, Value};

/// Boards of up to this many cells (7x7) are guarded by the prover at every move...
pub(super) const PROVEN_CELLS: usize = 49;
/// ...but for those of up to this many (4x4), which the search itself solves within a
/// millisecond (BENCHMARKS.md): there the guard would only add its table.
pub(super) const SOLVED_CELLS: usize = 16;
/// On bigger boards, positions with at most this many free cells are guarded too.
pub(super) const LATE_EMPTIES: usize = 30;
/// The share of the budget the prover may use; the search has the rest (and whatever the
/// prover leaves, most of it where the proofs take milliseconds).
pub(super) const SHARE: f64 = 0.4;

/// The guard's prover table: 2^20 entries (24 MiB). A move's proofs take thousands of
/// positions once a game is under way, the whole of (7,7,5) 0.37 M.
const TABLE_BITS: u32 = 20;

/// What the guard found at a root.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Screened {
    /// The root's proven value for the side to move, when the prover settled it in time.
    pub value: Option<Value>,
    /// The moves the search may choose among; `None`: every move.
    pub moves: Option<Vec<Cell>>,
}

impl Screened {
    /// The search's `assessment` of the moves it chose, completed by the proof: a result
    /// the prover settled is proven even where the search only estimates it.
    pub fn assess(&self, assessment: Assessment) -> Assessment {
        match (self.value, assessment) {
            (Some(Value::Win), Assessment::Win { .. })
            | (Some(Value::Loss), Assessment::Loss { .. })
            | (None, _) => assessment,
            (Some(Value::Win), _) => Assessment::Win { plies: None },
            (Some(Value::Draw), _) => Assessment::Draw,
            (Some(Value::Loss), _) => Assessment::Loss { plies: None },
        }
    }
}

/// The prover Hard keeps between moves: its proofs stay true, so later moves start warm.
#[derive(Default)]
pub(super) struct Guard {
    prover: Option<Prover>,
}

impl Guard {
    /// True if the prover may settle `board` within a move's budget: see the module docs.
    pub fn applies(board: &Board) -> bool {
        let cells = board.cells();
        cells > SOLVED_CELLS && (cells <= PROVEN_CELLS || board.legal_moves().len() <= LATE_EMPTIES)
    }

    /// Proves `board` and checks its moves, in the given `order` (every legal move, most
    /// promising first), within `budget` (seconds of wall time) unless `cancel` is set.
    /// Moves not checked in time are neither trusted nor ruled out.
    pub fn screen(
        &mut self,
        board: &Board,
        order: &[Cell],
        budget: Duration,
        cancel: Option<Arc<AtomicBool>>,
    ) -> Screened {
        let deadline = Instant::now() + budget;
        let limits = || Limits {
            depth: None,
            budget: Some(deadline.saturating_duration_since(Instant::now())),
            cancel: cancel.clone(),
        };
        let geometry = board.geometry();
        let prover = match &mut self.prover {
            Some(p) if std::ptr::eq(p.geometry(), geometry) => p,
            slot => slot.insert(Prover::with_table_bits(geometry, TABLE_BITS)),
        };
        let Some(value) = prover.prove(board, &limits()) else {
            return Screened::default();
        };
        let me = board.to_move();
        // Per move in order: does it keep the root's value? `None`: not known in time.
        let mut keeps = |cell: Cell| {
            let mut after = board.clone();
            after.play(cell).ok()?;
            match value {
                Value::Win => prover.wins(&after, me, &limits()),
                _ => prover.wins(&after, me.opponent(), &limits()).map(|w| !w),
            }
        };
        let moves = match value {
            Value::Loss => None,
            Value::Win => {
                let won: Vec<Cell> = order
                    .iter()
                    .copied()
                    .filter(|&c| keeps(c) == Some(true))
                    .collect();
                (!won.is_empty()).then_some(won)
            }
            Value::Draw => {
                let (mut held, mut open) = (Vec::new(), Vec::new());
                for &cell in order {
                    match keeps(cell) {
                        Some(true) => held.push(cell),
                        Some(false) => {}
                        None => open.push(cell),
                    }
                }
                if !held.is_empty() {
                    Some(held)
                } else if !open.is_empty() {
                    Some(open)
                } else {
                    None
                }
            }
        };
        Screened {
            value: Some(value),
            moves,
        }
    }
}
