//! `tictactoe solve`: the value of an empty board with perfect play, no window.

use std::time::Instant;

use mnk::{Knowledge, Limits, Prover, Search, Value};

use crate::cli::{SolveArgs, duration};

/// Boards of up to this many cells go to the negamax solver, which settles each of them in
/// well under a second; bigger ones to the relevance-zone prover, which settles (7,7,5) in
/// seconds where the negamax solver needs hours. Both are exact.
pub const NEGAMAX_CELLS: usize = 36;

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
    let (value, nodes) = if board.geometry().cells() <= NEGAMAX_CELLS {
        let mut search = Search::new(board.geometry(), Knowledge::FULL);
        (search.solve(&board, &limits), search.nodes())
    } else {
        let mut prover = Prover::new(board.geometry());
        (prover.prove(&board, &limits), prover.nodes())
    };
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
