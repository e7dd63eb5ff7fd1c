//! Rules and search for the m,n,k-game: tic-tac-toe on boards from 3x3 to 22x22 with `k`
//! in a row to win, and gomoku under its four rules ([`Rule`]). No game-engine dependency:
//! everything here is plain data and functions.
//!
//! - [`Board`]: a position, moves checked and applied (renju's [`Forbidden`] points
//!   included), the [`Outcome`] after each.
//! - [`Search`]: negamax with alpha-beta, a transposition table, and threat-space search
//!   (VCF, VCT) with a pattern evaluation on the big boards.
//! - [`Prover`]: an exact solver by relevance zones, pairing strategies and the null move,
//!   for the bigger boards: it proves (7,7,5) a draw.
//! - [`Player`]: a computer player of a [`Level`], behind the [`Strategy`] interface; Hard
//!   lets the prover check its moves where it proves the result in time, and its
//!   [`Report`] says whether its score is proven.
//! - [`Opening`]: free, swap and swap2 as steps (who places which stones, who chooses),
//!   and the computer playing each ([`opening::place_three`], [`opening::choose`],
//!   [`opening::place_two`]).
//! - [`GameRecord`]: a game's moves and a cursor into them: undo, redo, replay, saving.
//! - [`solve`]: a position's value with perfect play, by the solver that suits the board.
//! - [`appraise`] and [`review_move`]: a position's [`Verdict`] and a move's [`Slip`].
//!
//! What a position is worth, for the side to move, from the least said to the most:
//! - a search's `score`: an estimate at the horizon, or a proven win or loss by its
//!   distance from [`WIN`] ([`plies_to_end`]);
//! - a [`Value`]: the result with best play, win, draw or loss, without plies (the
//!   prover's answer, and [`Report::proven`] where a search or the prover proved it);
//! - a [`Verdict`]: the result with the plies to the game's end;
//! - an [`Appraisal`]: a position judged, its verdict with how sure it is (exact, proven
//!   or estimated), the moves that keep it, the score and the depth.

mod ai;
mod board;
mod geometry;
mod named;
pub mod opening;
mod prover;
mod record;
mod review;
mod search;
mod solve;

pub use ai::{DEFAULT_BUDGET, Level, Player, Strategy};
pub use board::{Board, Forbidden, Mark, MoveError, Outcome, ParseBoardError, Rule};
pub use geometry::{BITBOARD_SIDE, Cell, Geometry, MAX_SIDE, MIN_SIDE, ShapeError};
pub use opening::Opening;
pub use prover::Prover;
pub use record::{GameRecord, RecordError};
pub use review::{
    Appraisal, LINE_PLIES, MoveReview, Slip, Verdict, appraise, review_game, review_move,
};
pub use search::{Knowledge, Limits, NARROW_CELLS, Report, Search, Value, WIN, plies_to_end};
pub use solve::{NEGAMAX_CELLS, solve};
