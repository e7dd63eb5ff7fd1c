//! `tictactoe solve`: the value of an empty board with perfect play, no window.

use std::time::Instant;

use mnk::{Limits, Value, solve};

use crate::cli::{SolveArgs, duration};

/// Runs `tictactoe solve`: the value of the empty board, nodes searched and time.
///
/// # Errors
/// A message for a board shape that cannot be played, or when the time limit ran out.
pub fn solve_command(args: &SolveArgs) -> Result<(), String> {
    let board = args.board.board()?;
    if !board.geometry().has_bitboard() || board.rule() != mnk::Rule::Freestyle {
        return Err(format!(
            "the solvers settle freestyle boards of up to {0}x{0}",
            mnk::BITBOARD_SIDE
        ));
    }
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
