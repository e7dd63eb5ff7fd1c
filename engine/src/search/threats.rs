//! Threat-space search (Allis, van den Herik and Huntjens, "Go-Moku and threat-space
//! search", 1994), in its simplest and exact form: victory by continuous fours (VCF).
//!
//! A "four" is a window holding `k - 1` marks of one side and nothing else: its last
//! free cell wins next move, so the other side must take it at once. A VCF is a chain of
//! fours, each answered by the only block, ending in two fours at once (or a four the
//! defender cannot block). Every defence is forced, so a VCF found is a proof: the
//! defender's one reply is searched, not guessed.

use std::time::Instant;

use super::position::Position;
use super::{Limits, ROOT_VCF_FOURS, ROOT_VCF_NODES, Search, cells_of, popcount};
use crate::board::Board;
use crate::geometry::Cell;

impl Search {
    /// A win by continuous fours for the side to move in `pos`, of at most `fours` fours:
    /// the plies until the winning move (1 for a win on the spot) and the first move.
    /// `None` if there is none within the limits (also when [`Search::vcf_left`] runs
    /// out or the search is stopped): not a proof that none exists.
    pub(super) fn continuous_fours(
        &mut self,
        pos: &mut Position,
        fours: u32,
    ) -> Option<(u32, Cell)> {
        let g = self.geometry;
        let (me, opp) = (pos.side, 1 - pos.side);
        if pos.threats[me] != 0 {
            return Some((1, pos.threats[me].trailing_zeros() as Cell));
        }
        if fours == 0 || self.vcf_left == 0 || self.stopped {
            return None;
        }
        self.vcf_left -= 1;
        self.nodes += 1;
        if self.nodes & 63 == 0 {
            self.poll();
            // At the root the threat searches give way to the deepening at the soft deadline.
            if self.at_root && self.soft_deadline.is_some_and(|d| Instant::now() >= d) {
                self.vcf_left = 0;
            }
        }
        // A four of theirs must be blocked first, and only a block that is also a four
        // keeps the initiative; two fours of theirs cannot both be blocked.
        let theirs = pos.threats[opp];
        if popcount(theirs) >= 2 {
            return None;
        }
        let mut makers = self.four_makers(pos, me);
        if theirs != 0 {
            makers &= theirs;
        }
        // Two fours at once first: those end the chain at once.
        for cell in cells_of(makers) {
            if popcount(self.fours_by(pos, me, cell)) >= 2 {
                return Some((3, cell));
            }
        }
        for cell in cells_of(makers) {
            pos.play(g, cell);
            // One four: the reply is forced. (It cannot win: their fours were blocked.)
            let block = pos.threats[me].trailing_zeros() as Cell;
            pos.play(g, block);
            let rest = self.continuous_fours(pos, fours - 1);
            pos.unplay(g, block);
            pos.unplay(g, cell);
            if let Some((plies, _)) = rest {
                return Some((plies + 2, cell));
            }
            if self.stopped || self.vcf_left == 0 {
                return None;
            }
        }
        None
    }

    /// The moves that can stop the opponent's double four, when the opponent (not to
    /// move) has a cell that would make two fours at once: our four-making moves, plus the
    /// cells that break every such double (the cell itself or a free cell of one of its
    /// windows). Any other move loses in 4 plies: they make the double four and win.
    /// `None` when the opponent has no such cell. Exact: nothing that could hold is left out.
    pub(super) fn double_four_defence(&self, pos: &Position) -> Option<u128> {
        let g = self.geometry;
        let (me, opp) = (pos.side, 1 - pos.side);
        let mut breaks = pos.free(g);
        let mut found = false;
        for cell in cells_of(self.four_makers(pos, opp)) {
            // Two different fours cannot both be blocked.
            let wins = self.fours_by(pos, opp, cell);
            if popcount(wins) >= 2 {
                found = true;
                breaks &= wins | 1 << cell;
            }
        }
        found.then(|| breaks | self.four_makers(pos, me))
    }

    /// The cells where `side` would win after playing the free `cell`, when it has no
    /// four yet: the other free cell of each window holding `k - 2` of its marks and none
    /// of the other side's. Read from the pattern counts, without playing the move.
    fn fours_by(&self, pos: &Position, side: usize, cell: Cell) -> u128 {
        let g = self.geometry;
        let need = g.k - 2;
        let others = pos.free(g) & !(1 << cell);
        let mut wins = 0;
        for &w in g.windows_through(cell) {
            if pos.count(w as usize, side) == (need, 0) {
                wins |= g.windows()[w as usize] & others;
            }
        }
        wins
    }

    /// Free cells that would give `side` a four: in a window with `k - 2` of its marks
    /// and none of the other side's.
    pub(super) fn four_makers(&self, pos: &Position, side: usize) -> u128 {
        self.free_cells_of_windows(pos, side, self.geometry.k - 2)
    }

    /// Free cells of the windows holding exactly `marks` of `side`'s marks and none of the
    /// other side's.
    pub(super) fn free_cells_of_windows(&self, pos: &Position, side: usize, marks: u8) -> u128 {
        let g = self.geometry;
        let mut cells = 0;
        for (w, &mask) in g.windows().iter().enumerate() {
            let (mine, theirs) = pos.count(w, side);
            if theirs == 0 && mine == marks {
                cells |= mask;
            }
        }
        cells & pos.free(g)
    }

    /// Of the root `moves`, those that leave the opponent no forced win by threats, when
    /// it has one now (were it to move); all of `moves` if it has none. Every move is
    /// checked for the opponent's VCF first (within the root's limits, until 60 % of the
    /// search's budget: past the threat searches' share, since a check cut short proves
    /// nothing),
    /// then, within that share, for its VCT. Kept: the moves that leave neither; else those that leave no
    /// VCF (a longer defence), with any not checked in time; else all of `moves` (then the
    /// deepening finds the longest defence).
    pub(super) fn refutations(&mut self, pos: &mut Position, moves: Vec<Cell>) -> Vec<Cell> {
        let g = self.geometry;
        // The soft deadline must not cut a VCF short: "none found" would read as "none".
        let at_root = std::mem::replace(&mut self.at_root, false);
        pos.side ^= 1;
        self.vcf_left = super::ROOT_VCF_NODES;
        let vcf_now = self.continuous_fours(pos, super::ROOT_VCF_FOURS).is_some();
        self.at_root = at_root;
        let threat = vcf_now || {
            self.vct_left = super::ROOT_VCT_NODES / 10;
            self.continuous_threats(pos, super::ROOT_VCT_THREATS)
                .is_some()
        };
        pos.side ^= 1;
        if !threat {
            return moves;
        }
        // Without a VCF now, they have none after any move of ours either: a mark of ours
        // never helps them.
        if !vcf_now {
            return self.without_vct(pos, moves.clone()).unwrap_or(moves);
        }
        self.at_root = false;
        let mut no_vcf = Vec::new();
        for (i, &cell) in moves.iter().enumerate() {
            // Each check is whole or not made: a VCF search cut short would read as "none".
            if self.check_deadline.is_some_and(|d| Instant::now() >= d) {
                no_vcf.extend_from_slice(&moves[i..]);
                break;
            }
            pos.play(g, cell);
            self.vcf_left = super::ROOT_VCF_NODES;
            let vcf = self.continuous_fours(pos, super::ROOT_VCF_FOURS).is_some();
            pos.unplay(g, cell);
            if self.stopped {
                no_vcf.extend_from_slice(&moves[i..]);
                break;
            }
            if !vcf {
                no_vcf.push(cell);
            }
        }
        self.at_root = at_root;
        if no_vcf.is_empty() {
            return moves;
        }
        self.without_vct(pos, no_vcf.clone()).unwrap_or(no_vcf)
    }

    /// Of `moves`, those after which the opponent has no VCT found within the root's
    /// limits; those not checked when the threat searches' share of the time is up are
    /// kept. `None` if every move checked leaves one.
    fn without_vct(&mut self, pos: &mut Position, moves: Vec<Cell>) -> Option<Vec<Cell>> {
        let g = self.geometry;
        let mut kept = Vec::new();
        for (i, &cell) in moves.iter().enumerate() {
            if self.stopped || self.soft_deadline.is_some_and(|d| Instant::now() >= d) {
                kept.extend_from_slice(&moves[i..]);
                break;
            }
            pos.play(g, cell);
            self.vct_left = super::ROOT_VCT_NODES / 10;
            let vct = self
                .continuous_threats(pos, super::ROOT_VCT_THREATS)
                .is_some();
            pos.unplay(g, cell);
            if !vct {
                kept.push(cell);
            }
        }
        (!kept.is_empty()).then_some(kept)
    }

    /// A win by continuous fours (VCF) for the side to move on `board`, looked for within
    /// the limits of the root's own threat search (20 fours, 200,000 positions) and
    /// `limits`' time: the plies until the winning move (1: a win on the spot) and the
    /// first move. `None` when the game is over, `board` is of another shape, or no VCF is
    /// found within those limits, which proves nothing.
    pub fn vcf(&mut self, board: &Board, limits: &Limits) -> Option<(u32, Cell)> {
        if board.outcome().is_over() {
            return None;
        }
        let mut pos = self.position(board)?;
        self.start(limits);
        self.vcf_left = ROOT_VCF_NODES;
        self.continuous_fours(&mut pos, ROOT_VCF_FOURS)
    }
}
