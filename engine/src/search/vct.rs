//! Victory by continuous threats (VCT): threat-space search one level up from VCF, in the
//! exact form our defence rule allows.
//!
//! Besides fours, the attacker may play "threes": moves after which it has a cell that
//! would make two fours at once. Against a three the defender's only hopes are the moves
//! of [`Search::double_four_defence`] (every other move loses in 4 plies), so the search
//! tries each of them. A VCT found is therefore a proof, like a VCF; not finding one
//! proves nothing.

use super::position::Position;
use super::{Search, cells_of};
use crate::geometry::Cell;

/// Positions one VCF inside a VCT may visit, and the fours it may chain.
const INNER_VCF_NODES: u32 = 2_000;
const INNER_VCF_FOURS: u32 = 10;

impl Search {
    /// A win by continuous threats for the side to move, with at most `threats` threes
    /// and fours of its own: the plies until the win and the first move.
    pub(super) fn continuous_threats(
        &mut self,
        pos: &mut Position,
        threats: u32,
    ) -> Option<(u32, Cell)> {
        let g = self.geometry;
        let (me, opp) = (pos.side, 1 - pos.side);
        self.vcf_left = INNER_VCF_NODES;
        if let Some(win) = self.continuous_fours(pos, INNER_VCF_FOURS) {
            return Some(win);
        }
        // Their four would have to be answered first: leave such positions to the search.
        if threats == 0 || self.vct_left == 0 || self.stopped || pos.threats[opp] != 0 {
            return None;
        }
        if self
            .soft_deadline
            .is_some_and(|d| std::time::Instant::now() >= d)
        {
            return None;
        }
        self.vct_left -= 1;
        let fours = self.four_makers(pos, me);
        for cell in cells_of(fours | self.three_makers(pos, me)) {
            pos.play(g, cell);
            let result = if pos.threats[me] != 0 {
                // A four (not two: the VCF above would have found it): one forced block.
                let block = pos.threats[me].trailing_zeros() as Cell;
                pos.play(g, block);
                let rest = self.continuous_threats(pos, threats - 1);
                pos.unplay(g, block);
                rest.map(|(plies, _)| plies + 2)
            } else {
                self.every_defence_fails(pos, threats - 1)
                    .map(|plies| plies + 1)
            };
            pos.unplay(g, cell);
            if let Some(plies) = result {
                return Some((plies, cell));
            }
            if self.stopped || self.vct_left == 0 {
                return None;
            }
        }
        None
    }

    /// With the defender to move after a three: the plies to the attacker's win if every
    /// defence fails, `None` if one holds (or this is not a three at all).
    fn every_defence_fails(&mut self, pos: &mut Position, threats: u32) -> Option<u32> {
        let g = self.geometry;
        let defences = self.double_four_defence(pos)?;
        let mut longest = 4;
        for reply in cells_of(defences) {
            pos.play(g, reply);
            let rest = self.continuous_threats(pos, threats);
            pos.unplay(g, reply);
            longest = longest.max(rest?.0 + 1);
        }
        Some(longest)
    }

    /// Free cells that could give `side` a three: in a window with `k - 3` of its marks
    /// and none of the other side's (they become a window one move from a four).
    fn three_makers(&self, pos: &Position, side: usize) -> u128 {
        match self.geometry.k.checked_sub(3) {
            Some(marks) => self.free_cells_of_windows(pos, side, marks),
            None => 0,
        }
    }
}
