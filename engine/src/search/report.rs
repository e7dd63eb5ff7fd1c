//! What a search returns: the best moves, their score, and what that score is worth.

use super::{Value, plies_to_end};
use crate::geometry::Cell;

/// The result of [`Search::best_moves`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// Every move with the best score (pick one at random to vary play).
    pub moves: Vec<Cell>,
    /// The best score (see the module docs). Where Hard's guard proved a win or a loss
    /// the search did not, it stays the search's estimate and `proven` says what is
    /// proven; a proven draw scores 0.
    pub score: i32,
    /// The deepest fully searched depth, in plies.
    pub depth: u32,
    /// The result the score proves, for the side to move (by a search that left no
    /// defence out, or by the [`crate::Prover`]); `None`: the score is the search's
    /// estimate at its horizon, and a score of 0 is no promise of a draw.
    pub proven: Option<Value>,
    /// For a proven win or loss the search found, the game's end within this many plies
    /// (an upper bound: a forcing line may be found before a faster quiet one); `None`
    /// otherwise, and for a result the prover proved, which does not count plies.
    pub plies: Option<u32>,
    /// Positions visited.
    pub nodes: u64,
}

impl Report {
    /// A search's report: its `score` proven if `exact` (see [`plies_to_end`]), else an
    /// estimate.
    pub(crate) fn new(moves: Vec<Cell>, score: i32, depth: u32, exact: bool, nodes: u64) -> Report {
        let (proven, plies) = match plies_to_end(score) {
            _ if !exact => (None, None),
            Some(plies) if score > 0 => (Some(Value::Win), Some(plies)),
            Some(plies) => (Some(Value::Loss), Some(plies)),
            None => (Some(Value::Draw), None),
        };
        Report {
            moves,
            score,
            depth,
            proven,
            plies,
            nodes,
        }
    }
}
