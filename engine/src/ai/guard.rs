//! Hard's guard: no move that can be shown to lose is chosen while another is not shown
//! to lose, and a proven win is never let go.
//!
//! The search alone cannot promise that: where its beam leaves moves out, a score of 0 is
//! a guess, and a move that loses can tie with one that holds. So where the prover proves
//! a result within a share of the budget (boards of 17 to [`PROVEN_CELLS`] cells, and late
//! positions of bigger ones; the search solves smaller ones itself), the root is proven
//! first and its moves checked against that result, most promising first, before the
//! search chooses among those that keep it:
//!
//! - won or drawn: the moves proven to keep that, if any were checked in time (a proven
//!   draw before a guessed one); else those not proven to give it away, and then the
//!   report claims nothing the chosen move was not shown to keep;
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
use crate::search::{Limits, Report, Value};

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
    /// The root's proven value for the side to move, when the prover proved it in time
    /// and every move in `moves` is proven to keep it (a win or a draw: at least one such
    /// move was checked in time; a loss: every move keeps it).
    pub value: Option<Value>,
    /// The moves the search may choose among; `None`: every move.
    pub moves: Option<Vec<Cell>>,
}

impl Screened {
    /// The search's report on the moves it chose, completed by the proof: a result the
    /// prover proved is proven even where the search only estimates it, and a proven
    /// draw scores 0 (the search's estimate among drawn moves is no longer the score).
    pub fn complete(&self, report: &mut Report) {
        if let Some(value) = self.value
            && report.proven != Some(value)
        {
            // The search's plies were of another result, or of none.
            (report.proven, report.plies) = (Some(value), None);
        }
        if report.proven == Some(Value::Draw) {
            report.score = 0;
        }
    }
}

/// The prover Hard keeps between moves: its proofs stay true, so later moves start warm.
#[derive(Default)]
pub(super) struct Guard {
    prover: Option<Prover>,
}

impl Guard {
    /// True if the prover may solve `board` within a move's budget: see the module docs.
    pub fn applies(board: &Board) -> bool {
        if !board.geometry().has_bitboard() || board.rule() != crate::board::Rule::Freestyle {
            // Beyond the prover's reach.
            return false;
        }
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
        let deadline = Instant::now().checked_add(budget);
        let limits = || Limits {
            depth: None,
            budget: deadline.map(|d| d.saturating_duration_since(Instant::now())),
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
        if value == Value::Loss {
            return Screened {
                value: Some(value),
                moves: None,
            };
        }
        // The moves proven to keep the value, and those not checked in time.
        let (mut kept, mut open) = (Vec::new(), Vec::new());
        for &cell in order {
            match keeps(cell) {
                Some(true) => kept.push(cell),
                Some(false) => {}
                None => open.push(cell),
            }
        }
        if !kept.is_empty() {
            Screened {
                value: Some(value),
                moves: Some(kept),
            }
        } else {
            // Nothing proven in time to keep it: the moves not proven to lose it, with no
            // claim about the one chosen.
            Screened {
                value: None,
                moves: (!open.is_empty()).then_some(open),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn estimate(score: i32) -> Report {
        Report {
            moves: vec![3],
            score,
            depth: 5,
            proven: None,
            plies: None,
            nodes: 100,
        }
    }

    #[test]
    fn a_proven_value_completes_the_report_and_nothing_else_does() {
        let proven = |value| Screened {
            value: Some(value),
            moves: Some(vec![3]),
        };
        let mut report = estimate(120);
        proven(Value::Draw).complete(&mut report);
        assert_eq!((report.proven, report.score), (Some(Value::Draw), 0));
        let mut report = estimate(120);
        proven(Value::Win).complete(&mut report);
        assert_eq!(
            (report.proven, report.plies, report.score),
            (Some(Value::Win), None, 120)
        );
        // A win the search proved keeps its plies.
        let mut report = estimate(crate::WIN - 7);
        (report.proven, report.plies) = (Some(Value::Win), Some(7));
        proven(Value::Win).complete(&mut report);
        assert_eq!((report.proven, report.plies), (Some(Value::Win), Some(7)));
        // Nothing proven in time: the search's own word stands.
        let mut report = estimate(-40);
        Screened::default().complete(&mut report);
        assert_eq!((report.proven, report.score), (None, -40));
    }

    #[test]
    fn the_guard_keeps_only_the_drawing_move_of_a_proven_draw() {
        // The position of `engine/tests/ai.rs`: O to move, only f4 (column 5, row 3) holds.
        let board: Board = "......./.....O./...X..O/.XXX.../..XOO../......./.XO.... k=5"
            .parse()
            .unwrap();
        let order = board.legal_moves();
        let screened = Guard::default().screen(&board, &order, Duration::from_secs(30), None);
        let f4 = board.geometry().cell(5, 3).unwrap();
        assert_eq!(screened.value, Some(Value::Draw));
        assert_eq!(screened.moves, Some(vec![f4]));
        // No time at all: nothing proven, nothing claimed, every move still open.
        let none = Guard::default().screen(&board, &order, Duration::ZERO, None);
        assert_eq!(none, Screened::default());
    }
}
