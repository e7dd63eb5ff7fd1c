//! What the game says to a player about a game, with no Bevy in it, for every front end:
//! the hint's sentence and the review's verdicts.

use mnk::{Appraisal, Cell, GameRecord, Mark, MoveReview, Verdict, review_move};

use crate::game::cell_name;

pub use crate::game::advice::hint_sentence;

/// What a verdict means, for the player of `mark`: "X wins in 3", "a draw", "O has won".
/// A win or loss the search proved without settling its length reads "wins within"; one
/// it found with moves left out (big boards) reads "X is better (estimate)", and a draw it
/// could not prove "no forced win (estimate)".
pub fn describe(verdict: Verdict, mark: Mark, exact: bool, proven: bool) -> String {
    let other = mark.opponent();
    let within = if exact { "in" } else { "within" };
    match verdict {
        Verdict::Win { plies: 0 } => format!("{mark} has won"),
        Verdict::Win { .. } if !proven => format!("{mark} is better (estimate)"),
        Verdict::Loss { plies } if !proven && plies > 0 => {
            format!("{other} is better (estimate)")
        }
        Verdict::Win { plies } => format!("{mark} wins {within} {plies}"),
        Verdict::Loss { plies: 0 } => format!("{other} has won"),
        Verdict::Loss { plies } => format!("{other} wins {within} {plies}"),
        Verdict::Draw if exact => "a draw".into(),
        Verdict::Draw => "no forced win (estimate)".into(),
    }
}

/// The review of move `ply` (from 1) of `record`, once `appraisals` (of the position after
/// each number of moves) has both its positions.
pub fn move_review(
    record: &GameRecord,
    ply: usize,
    appraisals: &[Option<Appraisal>],
) -> Option<MoveReview> {
    let index = ply.checked_sub(1)?;
    let before = appraisals.get(index)?.as_ref()?;
    let after = appraisals.get(ply)?.as_ref()?;
    let board = record.position_at(index)?;
    let cell: Cell = *record.moves().get(index)?;
    Some(review_move(&board, cell, before, after))
}

/// The review's line for the position after `ply` moves of `record`: the verdict on the
/// move that led to it (a slip named, with the moves that were best), or on the empty board;
/// `None` until the appraisals it needs are known.
pub fn verdict_line(
    record: &GameRecord,
    ply: usize,
    appraisals: &[Option<Appraisal>],
) -> Option<String> {
    let cols = record.board().cols();
    if ply == 0 {
        let a = appraisals.first()?.as_ref()?;
        return Some(format!(
            "With best play from the start: {}.",
            describe(a.verdict, Mark::X, a.exact, a.proven)
        ));
    }
    let r = move_review(record, ply, appraisals)?;
    let before = describe(r.before.verdict, r.mark, r.before.exact, r.before.proven);
    let after = describe(r.after, r.mark, r.exact, r.after_proven);
    let (mark, cell) = (r.mark, cell_name(cols, r.cell));
    let mut line = if before == after {
        format!("Move {ply}, {mark} {cell}: {before} before and after it.")
    } else {
        format!("Move {ply}, {mark} {cell}: before it, {before}; after it, {after}.")
    };
    if let Some(slip) = r.slip {
        let what = match slip {
            mnk::Slip::Mistake => "Mistake",
            mnk::Slip::Blunder => "Blunder",
        };
        let best: Vec<String> = r.before.best.iter().map(|&c| cell_name(cols, c)).collect();
        line += &format!(" {what} ({}): best was {}.", slip.symbol(), best.join(", "));
    }
    Some(line)
}
