//! Judging the moves of a game: each position is appraised by the search (win, draw or
//! loss, and in how many plies, for the side to move), and each move by what it did to
//! its player's verdict: a win thrown to a draw or a draw to a loss is a mistake, a win
//! thrown to a loss a blunder.
//!
//! Plies in a [`Verdict`] always count from the position it judges: marks still to be
//! placed, by both sides, until the game ends with best play (the winner ending it as
//! soon as it can, the loser holding out as long as it can). A move that keeps its
//! player's verdict therefore takes one ply off it: `Win { plies: 3 }` before the move,
//! `Win { plies: 2 }` after it, and a winning move leaves `Win { plies: 0 }`.

use std::sync::atomic::Ordering;

use serde::{Deserialize, Serialize};

use crate::board::{Board, Mark, Outcome};
use crate::geometry::Cell;
use crate::record::GameRecord;
use crate::search::{Limits, Search, WIN, plies_to_end};

/// What a position is worth to one side, with best play from both sides.
///
/// `plies` count the marks still to be placed until the game ends (0: it is over). For an
/// estimate (an [`Appraisal`] that is not `exact`), `Draw` means "no forced result found".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Verdict {
    /// A forced win, the game ending `plies` from here.
    Win { plies: u32 },
    /// Neither side can force a win.
    Draw,
    /// A forced loss, the game ending `plies` from here.
    Loss { plies: u32 },
}

impl Verdict {
    /// The verdict a search score implies (see [`Search::best_moves`]): a win or loss
    /// in [`plies_to_end`] plies, else a draw.
    pub fn from_score(score: i32) -> Verdict {
        match plies_to_end(score) {
            Some(plies) if score > 0 => Verdict::Win { plies },
            Some(plies) => Verdict::Loss { plies },
            None => Verdict::Draw,
        }
    }

    /// The same position judged for the other side: a win in `p` plies for one is a loss
    /// in `p` plies for the other. Turns the appraisal of the position after a move into
    /// the mover's verdict there.
    pub fn for_other_side(self) -> Verdict {
        match self {
            Verdict::Win { plies } => Verdict::Loss { plies },
            Verdict::Draw => Verdict::Draw,
            Verdict::Loss { plies } => Verdict::Win { plies },
        }
    }

    /// The negamax step: the verdict of the position after a move, for the side to move
    /// there, as the mover's verdict one ply earlier (a loss in `p` for the opponent is a
    /// win in `p + 1` for the mover). The verdict before a move is the best of these over
    /// the moves.
    pub fn backed_up(self) -> Verdict {
        match self {
            Verdict::Win { plies } => Verdict::Loss {
                plies: plies.saturating_add(1),
            },
            Verdict::Draw => Verdict::Draw,
            Verdict::Loss { plies } => Verdict::Win {
                plies: plies.saturating_add(1),
            },
        }
    }

    /// The result alone, for comparing: loss -1, draw 0, win 1 (plies do not count).
    pub fn rank(self) -> i8 {
        match self {
            Verdict::Win { .. } => 1,
            Verdict::Draw => 0,
            Verdict::Loss { .. } => -1,
        }
    }

    /// Plies to the end of the game for a win or loss; `None` for a draw.
    pub fn plies(self) -> Option<u32> {
        match self {
            Verdict::Win { plies } | Verdict::Loss { plies } => Some(plies),
            Verdict::Draw => None,
        }
    }
}

/// A position judged by the search, for the side to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Appraisal {
    /// What the position is worth to the side to move.
    pub verdict: Verdict,
    /// The verdict is the game-theoretic value, plies included, not an estimate at a
    /// horizon.
    pub exact: bool,
    /// The verdict's result (win, draw or loss) is certain, its plies perhaps not: a win
    /// or loss found with no move left out (by the deepening, or on a big board by the
    /// threat searches, whose defences are all searched) ends the game within that many
    /// plies. Not so for one found by a search that left moves out on a big board
    /// ([`crate::Knowledge::nearby`]): that is an estimate.
    pub proven: bool,
    /// Every move that keeps the verdict, plies included, in cell order; empty once the
    /// game is over. When the opponent has two cells that win at once, every move loses as
    /// fast and only those blocks are listed.
    pub best: Vec<Cell>,
    /// The search's score for the side to move (see [`Search::best_moves`]): `-WIN` for a
    /// game already won by the last mover, 0 for a draw; at a horizon, the open-lines
    /// estimate.
    pub score: i32,
    /// The deepest fully searched depth, in plies (forced replies do not count); 0 when
    /// the game is over, or when time ran out first (then `best` is every legal move).
    pub depth: u32,
    /// The line the search expects from the first of `best` ([`Search::line`]), at most
    /// [`LINE_PLIES`] moves; empty once the game is over.
    pub line: Vec<Cell>,
}

/// The most moves of an appraisal's expected line ([`Appraisal::line`]).
pub const LINE_PLIES: usize = 12;

/// Judges `board` for the side to move with `search` within `limits`: to the end of the
/// game unless `limits.depth` says otherwise, within `limits.budget` per call. Unlike
/// [`Search::best_moves`], a win or loss proven early is searched on until its plies are
/// exact (the winner's fastest, the loser's longest), or the time runs out.
///
/// A finished game is `Loss { plies: 0 }` if the last mover won, else `Draw`; exact, with
/// no best moves. Returns `None` if `limits.cancel` is set (before or during the search)
/// or `board` is of another shape than `search`'s.
pub fn appraise(search: &mut Search, board: &Board, limits: &Limits) -> Option<Appraisal> {
    if !std::ptr::eq(board.geometry(), search.geometry()) {
        return None;
    }
    let cancelled = || {
        limits
            .cancel
            .as_ref()
            .is_some_and(|c| c.load(Ordering::Relaxed))
    };
    let finished = |verdict, score| Appraisal {
        verdict,
        exact: true,
        proven: true,
        best: Vec::new(),
        score,
        depth: 0,
        line: Vec::new(),
    };
    match board.outcome() {
        Outcome::Win { .. } => return Some(finished(Verdict::Loss { plies: 0 }, -WIN)),
        Outcome::Draw => return Some(finished(Verdict::Draw, 0)),
        Outcome::InProgress => {}
    }
    // The search notices a cancel only every so many positions: a small one could finish.
    if cancelled() {
        return None;
    }
    let (report, plies_exact) = search.deepen(board, limits, true, None)?;
    if cancelled() {
        return None;
    }
    let line = report
        .moves
        .first()
        .map_or_else(Vec::new, |&first| search.line(board, first, LINE_PLIES));
    Some(Appraisal {
        verdict: Verdict::from_score(report.score),
        exact: plies_exact,
        proven: plies_exact || report.proven.is_some(),
        best: report.moves,
        score: report.score,
        depth: report.depth,
        line,
    })
}

/// How bad a move was. Only the result counts (win, draw, loss): a slower win is no slip.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Slip {
    /// A win thrown to a draw, or a draw to a loss.
    Mistake,
    /// A win thrown to a loss.
    Blunder,
}

impl Slip {
    /// The annotation symbol: `?` for a mistake, `??` for a blunder.
    pub fn symbol(self) -> &'static str {
        match self {
            Slip::Mistake => "?",
            Slip::Blunder => "??",
        }
    }
}

/// One move judged for the player who made it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveReview {
    /// Where the mark went.
    pub cell: Cell,
    /// Who moved.
    pub mark: Mark,
    /// The position before the move, for the mover: its `best` are the moves that keep
    /// its verdict.
    pub before: Appraisal,
    /// The mover's verdict in the position after the move, plies counted from there
    /// (`Win { plies: 0 }` after a winning move; see the module docs).
    pub after: Verdict,
    /// Both appraisals exact: `before` and `after` are the game-theoretic values, plies
    /// included.
    pub exact: bool,
    /// The result of `after` (win, draw or loss) is certain ([`Appraisal::proven`] of the
    /// position after the move).
    pub after_proven: bool,
    /// How bad the move was, if it was; called only when both verdicts are proven
    /// ([`Appraisal::proven`]), since an estimate cannot tell a thrown win from one past
    /// the horizon.
    pub slip: Option<Slip>,
}

/// Judges the move `cell` made on `board` (the position before it) from the appraisals
/// of the positions before and after it. The mover is `board`'s side to move; the move
/// and the appraisals are taken as given, not checked against the board.
pub fn review_move(board: &Board, cell: Cell, before: &Appraisal, after: &Appraisal) -> MoveReview {
    let after_verdict = after.verdict.for_other_side();
    let slip = match (before.verdict.rank(), after_verdict.rank()) {
        _ if !(before.proven && after.proven) => None,
        (1, -1) => Some(Slip::Blunder),
        (b, a) if a < b => Some(Slip::Mistake),
        _ => None,
    };
    MoveReview {
        cell,
        mark: board.to_move(),
        before: before.clone(),
        after: after_verdict,
        exact: before.exact && after.exact,
        after_proven: after.proven,
        slip,
    }
}

/// Judges every move of `record` (those past its cursor included), appraising each
/// position from the empty board to the last once: `n` moves cost `n + 1` searches,
/// each within `limits_per_position`. Returns `None` if the search was cancelled or is
/// for another shape than the record's.
pub fn review_game(
    record: &GameRecord,
    search: &mut Search,
    limits_per_position: &Limits,
) -> Option<Vec<MoveReview>> {
    let mut board = Board::empty(record.board().geometry());
    let mut before = appraise(search, &board, limits_per_position)?;
    let mut reviews = Vec::with_capacity(record.moves().len());
    for &cell in record.moves() {
        let mut next = board.clone();
        // A record's moves were legal when played: this never fails.
        next.play(cell).ok()?;
        let after = appraise(search, &next, limits_per_position)?;
        reviews.push(review_move(&board, cell, &before, &after));
        (board, before) = (next, after);
    }
    Some(reviews)
}
