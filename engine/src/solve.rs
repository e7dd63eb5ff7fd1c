//! The value of a position with perfect play, by whichever exact solver suits the board.

use crate::board::Board;
use crate::prover::Prover;
use crate::search::{Knowledge, Limits, Search, Value};

/// Boards of up to this many cells (6x6) go to the negamax solver ([`Search::solve`]),
/// which solves each of them in well under a second; bigger ones to the relevance-zone
/// [`Prover`], which solves (7,7,5) in seconds where the negamax solver needs hours.
/// Both are exact.
pub const NEGAMAX_CELLS: usize = 36;

/// The value of `board` for the side to move with perfect play, and the positions searched
/// for it: by the negamax solver up to [`NEGAMAX_CELLS`] cells, by the prover beyond.
/// The value is `None` when `limits` ran out (`limits.depth` is ignored: a proof goes to
/// the end).
pub fn solve(board: &Board, limits: &Limits) -> (Option<Value>, u64) {
    if board.cells() <= NEGAMAX_CELLS {
        let mut search = Search::new(board.geometry(), Knowledge::FULL);
        (search.solve(board, limits), search.nodes())
    } else {
        let mut prover = Prover::new(board.geometry());
        (prover.prove(board, limits), prover.nodes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_boards_go_to_the_negamax_solver_and_big_ones_to_the_prover() {
        let value = |size, k| solve(&Board::new(size, size, k).unwrap(), &Limits::default()).0;
        // 6x6 is 36 cells, the negamax solver's; 7x7 and 8x8 are the prover's (the negamax
        // solver does not solve 8x8 with 4 or 6 in a row in 20 s).
        assert_eq!(value(6, 4), Some(Value::Win));
        assert_eq!(value(7, 6), Some(Value::Draw));
        assert_eq!(value(8, 4), Some(Value::Win));
        assert_eq!(value(8, 6), Some(Value::Draw));
    }
}
