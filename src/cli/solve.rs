//! `tictactoe solve`: the value of an empty board with perfect play, no window.

use std::time::Instant;

use mnk::{Board, Knowledge, Limits, Prover, Search, Value};

use crate::cli::{SolveArgs, duration};

/// Boards of up to this many cells go to the negamax solver, which settles each of them in
/// well under a second; bigger ones to the relevance-zone prover, which settles (7,7,5) in
/// seconds where the negamax solver needs hours. Both are exact.
pub const NEGAMAX_CELLS: usize = 36;

/// The value of `board` for the side to move and the positions searched: by the negamax
/// solver up to [`NEGAMAX_CELLS`] cells, by the prover beyond. `None` when `limits` ran out.
pub fn solve(board: &Board, limits: &Limits) -> (Option<Value>, u64) {
    if board.geometry().cells() <= NEGAMAX_CELLS {
        let mut search = Search::new(board.geometry(), Knowledge::FULL);
        (search.solve(board, limits), search.nodes())
    } else {
        let mut prover = Prover::new(board.geometry());
        (prover.prove(board, limits), prover.nodes())
    }
}

/// Runs `tictactoe solve`: the value of the empty board, nodes searched and time.
///
/// # Errors
/// A message for a board shape that cannot be played, or when the time limit ran out.
pub fn solve_command(args: &SolveArgs) -> Result<(), String> {
    let board = args.board.board()?;
    let (size, k) = (board.cols(), board.k());
    let limits = Limits {
        budget: args.limit.map(duration),
        ..Limits::default()
    };
    let start = Instant::now();
    let (value, nodes) = solve(&board, &limits);
    let elapsed = start.elapsed();
    let name = match value {
        Some(Value::Win) => "first-player win",
        Some(Value::Draw) => "draw",
        Some(Value::Loss) => "second-player win",
        None => {
            return Err(format!(
                "{0}x{0}, {1} in a row: not solved within the limit ({nodes} nodes, {2:.2} s)",
                size,
                k,
                elapsed.as_secs_f64()
            ));
        }
    };
    println!(
        "{0}x{0}, {1} in a row: {name}\nnodes: {nodes}\ntime: {2:.3} s",
        size,
        k,
        elapsed.as_secs_f64()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_boards_go_to_the_negamax_solver_and_big_ones_to_the_prover() {
        let value = |size, k| solve(&Board::new(size, size, k).unwrap(), &Limits::default()).0;
        // 6x6 is 36 cells, the negamax solver's; 7x7 and 8x8 are the prover's (the negamax
        // solver does not settle 8x8 with 4 or 6 in a row in 20 s).
        assert_eq!(value(6, 4), Some(Value::Win));
        assert_eq!(value(7, 6), Some(Value::Draw));
        assert_eq!(value(8, 4), Some(Value::Win));
        assert_eq!(value(8, 6), Some(Value::Draw));
    }
}
