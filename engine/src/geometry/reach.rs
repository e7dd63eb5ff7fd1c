//! The cells around a cell: where the search looks for moves on a big board.

use super::{Cell, Geometry};

impl Geometry {
    /// The cells at most `steps` columns and `steps` rows from `cell` (a square of side
    /// `2 * steps + 1` cut at the board's edges, `cell` included), as a bit mask. Boards
    /// with a bitboard only.
    pub fn within(&self, cell: Cell, steps: i32) -> u128 {
        let (col, row) = self.col_row(cell);
        let mut mask = 0;
        for dr in -steps..=steps {
            for dc in -steps..=steps {
                if let Some(c) = self.cell(col + dc, row + dr) {
                    mask |= 1 << c;
                }
            }
        }
        mask
    }

    /// King steps from `a` to `b`: the larger of the column and row differences, so
    /// `b` lies in `within(a, steps(a, b))`.
    pub fn steps(&self, a: Cell, b: Cell) -> i32 {
        let ((ac, ar), (bc, br)) = (self.col_row(a), self.col_row(b));
        (ac - bc).abs().max((ar - br).abs())
    }
}
