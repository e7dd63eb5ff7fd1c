//! An exact solver for the m,n,k-game built on relevance zones and the null move.
//!
//! The value of a position is decided by two Maker-Breaker style questions, each a proof
//! search that either finds the attacker's win or proves that the defender holds: can the
//! side to move win? If not, can the other side win? Neither: a draw.
//!
//! Each "the defender holds" proof carries a relevance zone, the cells it depends on;
//! at an attacker node the attacker first passes (the null move), and only its moves inside
//! the zone of that proof need a search of their own (see `search.rs` for the rules).
//! After Shih, Wu, Wei, Wu, "A Novel Approach to Solving Goal-Achieving Problems for Board
//! Games" (AAAI 2022), and the relevance-zone solution of (7,7,5) by Hsu et al. (2020).

mod leaf;
mod position;
mod scan;
mod search;
mod table;
#[cfg(test)]
mod tests;
mod vcf;

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use crate::board::{Board, Mark, Outcome, Rule};
use crate::geometry::{Cell, Geometry};
use crate::search::{Limits, Value, time_is_up};
use position::Position;
use table::Table;

/// A relevance-zone prover for one board shape. Keeps its table of proven positions
/// between calls (its results are exact, so they stay true). Its reach: freestyle on the
/// boards with a bitboard (both sides at most [`crate::BITBOARD_SIDE`]).
pub struct Prover {
    geometry: &'static Geometry,
    table: Table,
    move_lists: Vec<Vec<(u32, u8)>>,
    /// Buffers of the leaf tests.
    scratch: leaf::Scratch,
    /// A defender move to try first at the next defender node (set by its parent).
    hint: Option<Cell>,
    /// The move by which the last defender node searched held.
    defence: Option<Cell>,
    nodes: u64,
    /// The node count at which the clock is read next.
    next_poll: u64,
    deadline: Option<Instant>,
    cancel: Option<Arc<AtomicBool>>,
    stopped: bool,
}

impl Prover {
    /// A prover for `geometry` with a table sized to the board: 2^12 entries up to 4x4,
    /// 2^22 entries (96 MiB) beyond 6x6, 2^20 in between. (7,7,5) needs 0.37 M positions;
    /// 2^24 entries (384 MiB) were no faster there.
    pub fn new(geometry: &'static Geometry) -> Prover {
        let bits = match geometry.cells() {
            0..=16 => 12,
            17..=36 => 20,
            _ => 22,
        };
        Prover::with_table_bits(geometry, bits)
    }

    /// Like [`Prover::new`] with 2^`bits` table entries (24 bytes each), `bits` clamped to
    /// 1..=30.
    pub fn with_table_bits(geometry: &'static Geometry, bits: u32) -> Prover {
        Prover {
            geometry,
            table: Table::new(bits),
            move_lists: Vec::new(),
            scratch: leaf::Scratch::default(),
            hint: None,
            defence: None,
            nodes: 0,
            next_poll: 0,
            deadline: None,
            cancel: None,
            stopped: false,
        }
    }

    /// The shape this prover is for.
    pub fn geometry(&self) -> &'static Geometry {
        self.geometry
    }

    /// Positions visited (null-move children included) since this prover was made.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The game-theoretic value of `board` for the side to move. `None` if out of time or
    /// cancelled (`limits.depth` is ignored: a proof goes to the end), if `board` is of
    /// another shape, or beyond the prover's reach: a board without a bitboard or a rule
    /// other than freestyle.
    pub fn prove(&mut self, board: &Board, limits: &Limits) -> Option<Value> {
        if !std::ptr::eq(board.geometry(), self.geometry) || board.rule() != Rule::Freestyle {
            return None;
        }
        match board.outcome() {
            Outcome::Win { .. } => return Some(Value::Loss),
            Outcome::Draw => return Some(Value::Draw),
            Outcome::InProgress => {}
        }
        self.begin(limits);
        let me = board.to_move().index();
        let mut pos = Position::new(self.geometry, board.bitboards()?, me);
        // On an empty board the second player cannot win: were it so, the first player
        // would play anywhere and then follow the second player's strategy, an extra stone
        // never hurting (strategy stealing, Nash; see Hefetz et al., "Positional Games").
        let empty = pos.marks == [0, 0];
        let value = if self.holds(&mut pos, me, 0).is_none() {
            Value::Win
        } else if !empty && self.holds(&mut pos, 1 - me, 0).is_none() {
            Value::Loss
        } else {
            Value::Draw
        };
        (!self.stopped).then_some(value)
    }

    /// Whether `attacker` can force a line from `board` (whoever is to move): `Some(true)`
    /// if it wins, `Some(false)` if the other side holds it off (a draw, or a win of the
    /// other side), `None` if out of time or cancelled, if `board` is of another shape, or
    /// beyond the prover's reach (as for [`Prover::prove`]).
    pub fn wins(&mut self, board: &Board, attacker: Mark, limits: &Limits) -> Option<bool> {
        if !std::ptr::eq(board.geometry(), self.geometry) || board.rule() != Rule::Freestyle {
            return None;
        }
        match board.outcome() {
            Outcome::Win { mark, .. } => return Some(*mark == attacker),
            Outcome::Draw => return Some(false),
            Outcome::InProgress => {}
        }
        self.begin(limits);
        let mut pos = Position::new(self.geometry, board.bitboards()?, board.to_move().index());
        let held = self.holds(&mut pos, attacker.index(), 0);
        (!self.stopped).then_some(held.is_none())
    }

    /// Sets the clock and the cancel flag of a new proof.
    fn begin(&mut self, limits: &Limits) {
        self.deadline = limits.budget.and_then(|b| Instant::now().checked_add(b));
        self.cancel = limits.cancel.clone();
        self.stopped = false;
        self.next_poll = self.nodes;
    }

    /// Forgets every proven position.
    pub fn clear(&mut self) {
        self.table.clear();
    }

    fn poll(&mut self) {
        if time_is_up(self.deadline, self.cancel.as_ref()) {
            self.stopped = true;
        }
    }
}
