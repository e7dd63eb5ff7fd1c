//! Which moves the search tries, and in what order.

use super::position::Position;
use super::{Search, cells_of};
use crate::board::Board;
use crate::geometry::Cell;

/// Steps from a mark within which a cell is a candidate on a big board ("nearby").
pub(super) const REACH: i32 = 2;
/// Moves searched at a position of a narrowed board, best first by the move order.
const BEAM: usize = 6;

impl Search {
    /// The free cells this search considers: on a narrowed board those near a mark (all
    /// of them before the first mark), else every free cell.
    fn considered(&self, pos: &Position) -> u128 {
        let free = pos.free(self.geometry);
        let marks = pos.marks[0] | pos.marks[1];
        if !self.mode.nearby_only || marks == 0 {
            return free;
        }
        let near = cells_of(marks).fold(0, |near, c| near | self.nearby[c]);
        free & near
    }

    /// The root moves to search: `legal` less the cells too far from the marks.
    pub(super) fn candidates(&mut self, pos: &Position, legal: &[Cell]) -> Vec<Cell> {
        let considered = self.considered(pos);
        let kept: Vec<Cell> = legal
            .iter()
            .copied()
            .filter(|&c| considered >> c & 1 == 1)
            .collect();
        if kept.len() < legal.len() {
            self.narrowed[pos.side] += 1;
            // A subtree that left moves out is no proof: not for the table's exact entries.
            self.horizon += 1;
        }
        if kept.is_empty() {
            legal.to_vec()
        } else {
            kept
        }
    }

    /// Cells worth playing among `allowed`, best first: the table's move, then by the
    /// patterns through the cell. Returns how many of them the beam holds: `out.len()`
    /// where no beam applies.
    ///
    /// Killer moves and the history heuristic (Schaeffer, "The History Heuristic and
    /// Alpha-Beta Search Enhancements in Practice", 1989) were measured on top of this
    /// order and dropped: killers multiplied the positions needed to solve the small
    /// boards, history changed nothing (BENCHMARKS.md, "Move ordering").
    pub(super) fn ordered_moves(
        &mut self,
        pos: &Position,
        tt_move: Option<Cell>,
        allowed: u128,
        out: &mut Vec<(u32, u8)>,
    ) -> usize {
        let free = pos.free(self.geometry) & allowed;
        let considered = self.considered(pos);
        let mut dropped = false;
        for narrow in [true, false] {
            for cell in cells_of(free) {
                let far = narrow && considered >> cell & 1 == 0 && Some(cell) != tt_move;
                if far && dropped {
                    continue;
                }
                let pattern = self.order_score(pos, cell);
                // A cell in no open window is a pass, and an extra mark never hurts in an
                // m,n,k-game, so such a move is never better than another: skip it.
                if pattern == 0 {
                    continue;
                }
                if far {
                    dropped = true;
                    continue;
                }
                let score = if Some(cell) == tt_move {
                    u32::MAX
                } else {
                    pattern
                };
                out.push((score, cell as u8));
            }
            // Nothing near the marks (rare: the defence lies far away): take every cell.
            if !out.is_empty() || !dropped {
                break;
            }
            dropped = false;
        }
        out.sort_unstable_by_key(|&(score, _)| std::cmp::Reverse(score));
        // The best few first, unless a defence rule already chose (a beam: wide enough to
        // hold every reply that matters in the measured games, BENCHMARKS.md). For the
        // root's opponent the search goes past them when they all lose.
        if dropped {
            // Far cells, which can neither make nor block a four, count against proofs
            // only: counted against the table's exact entries as well, they cost Hard
            // strength (BENCHMARKS.md). A proof never trusts such an entry.
            self.narrowed[pos.side] += 1;
        }
        if self.mode.nearby_only && allowed == u128::MAX && out.len() > BEAM {
            BEAM
        } else {
            out.len()
        }
    }

    /// How promising a move is: for each window through it still open to one side,
    /// 4^(marks there), doubled for the side to move's own windows (attack first).
    /// 0 for a cell in no open window. (Measured on 5x5, 4 in a row: this order needs
    /// 25 K nodes to solve.)
    pub(super) fn order_score(&self, pos: &Position, cell: Cell) -> u32 {
        let mut score = 0u32;
        for &w in self.geometry.windows_through(cell) {
            let (mine, theirs) = pos.count(w as usize, pos.side);
            if theirs == 0 {
                score += 2 << (2 * mine);
            }
            if mine == 0 {
                score += 1 << (2 * theirs);
            }
        }
        score
    }

    /// The legal moves of `board`, most promising first by the move order: the order in
    /// which to check them when not all can be checked. `None` for another shape.
    pub(crate) fn root_order(&self, board: &Board) -> Option<Vec<Cell>> {
        if !std::ptr::eq(board.geometry(), self.geometry) {
            return None;
        }
        if !self.on_bitboards(board) {
            return Some(board.legal_moves());
        }
        let pos = self.position(board)?;
        let mut moves = board.legal_moves();
        moves.sort_by_key(|&c| std::cmp::Reverse(self.order_score(&pos, c)));
        Some(moves)
    }
}
