//! What a search returns: the best moves, their score, and what that score is worth.

use super::plies_to_end;
use crate::geometry::Cell;

/// The result of [`Search::best_moves`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// Every move with the best score (pick one at random to vary play).
    pub moves: Vec<Cell>,
    /// The best score (see the module docs). Where Hard's guard proved a win or a loss
    /// the search did not, it stays the search's estimate and `assessment` says what is
    /// proven; a proven draw scores 0.
    pub score: i32,
    /// The deepest fully searched depth, in plies.
    pub depth: u32,
    /// What the score is: a proven result, or an estimate from the horizon.
    pub assessment: Assessment,
    /// Positions visited.
    pub nodes: u64,
}

/// What a [`Report`]'s score says about the game, for the side to move: a result proven
/// (by a search that left no defence out, or by the [`crate::Prover`]), or an estimate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Assessment {
    /// Proven: the side to move forces a win, the game over within `plies` plies (an
    /// upper bound: a forcing line may be found before a faster quiet one). `None` when
    /// the prover proved it, which does not count plies.
    Win { plies: Option<u32> },
    /// Proven: neither side can force a win.
    Draw,
    /// Proven: the opponent forces a win whatever the side to move does, the game over
    /// within `plies` plies (`None`: proven by the prover).
    Loss { plies: Option<u32> },
    /// Not proven: the score is the search's estimate at its horizon, and a score of 0
    /// is no promise of a draw.
    Estimate,
}

impl Assessment {
    /// The assessment of a search's `score`: proven if `exact` (see [`plies_to_end`]).
    pub(crate) fn of_score(score: i32, exact: bool) -> Assessment {
        match plies_to_end(score) {
            _ if !exact => Assessment::Estimate,
            Some(plies) if score > 0 => Assessment::Win { plies: Some(plies) },
            Some(plies) => Assessment::Loss { plies: Some(plies) },
            None => Assessment::Draw,
        }
    }

    /// True for a proven result, false for an estimate.
    pub fn is_proven(self) -> bool {
        self != Assessment::Estimate
    }
}
