//! Victory by continuous fours (VCF, from Gomoku practice; Allis's threat-space search,
//! 1994, restricted to threats of one move): the attacker makes a window one stone short
//! of complete at every move, so the defender's reply is forced. Finds many wins at the
//! cost of a few nodes, before the full search looks at them.

use super::Prover;
use super::position::{Position, cells_of};
use super::scan::popcount;

impl Prover {
    /// True if the attacker `a`, to move and with no line to complete at once, wins by a
    /// sequence of at most `depth` fours while the defender holds no four of its own.
    pub(super) fn vcf(&mut self, pos: &mut Position, a: usize, depth: u32) -> bool {
        let g = self.geometry;
        let d = 1 - a;
        let k = g.k;
        let empty = pos.empty(g);
        let mut fours = 0u128;
        for (&w, count) in g.windows().iter().zip(&pos.counts) {
            let (mine, theirs) = (count[a], count[d]);
            if theirs == 0 {
                if mine + 2 == k {
                    fours |= w & empty;
                }
            } else if mine == 0 && theirs + 1 == k {
                // The defender would answer a four by completing its own line.
                return false;
            }
        }
        for cell in cells_of(fours) {
            self.nodes += 1;
            pos.play(g, cell);
            let mut threats = 0u128;
            for &w in g.windows_through(cell) {
                let count = pos.counts[w as usize];
                if count[d] == 0 && count[a] + 1 == k {
                    threats |= g.windows()[w as usize] & !(pos.marks[0] | pos.marks[1]);
                }
            }
            let win = if popcount(threats) >= 2 {
                true
            } else if threats != 0 && depth > 1 {
                let block = threats.trailing_zeros() as usize;
                pos.play(g, block);
                let win = self.vcf(pos, a, depth - 1);
                pos.unplay(g, block);
                win
            } else {
                false
            };
            pos.unplay(g, cell);
            if win {
                return true;
            }
        }
        false
    }
}
