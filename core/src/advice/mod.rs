//! Advice from the engine, for every front end, each as one request/answer loop over the
//! front end's [`Scheduler`] (as [`crate::computer::ComputerTurn`] is for the computer's
//! move): the **hint** and the **coach** on the position a person is to play or replays
//! ([`Advisor`]), the **engine's line** on it (the line Hard expects, its depth and
//! score, searched again with twice the time while it is on show), and the **review** of
//! a game's every move ([`Review`]). A front end sets
//! what is to be advised, steps the loop on its own clock and shows the answers; it never
//! waits.
//!
//! Every answer is [`mnk::appraise`] of one position: exact where the search finishes within
//! its budget, else Hard's estimate. An empty answer (no verdict in time) means the same
//! everywhere: the hint says none was found and asking again tries again; the coach leaves
//! that cell without a value and goes on; the review leaves that move without a verdict and
//! goes on.

mod review;
mod share;

pub use review::Review;
pub use share::{SHARE_SCALE, x_share};

use std::time::Duration;

use mnk::{Appraisal, Board, Cell};

use crate::computer::{Answer, Client, Job, Scheduler};
use crate::words::MoveVerdict;

/// Where the hint stands for the advised position.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Hint {
    /// Not asked for.
    #[default]
    NotAsked,
    /// Asked for and being searched.
    Searching,
    /// Found: the appraisal of the position, its best moves first.
    Found(Appraisal),
    /// The search ended with no move to give (none in time).
    NotFound,
}

/// The hint and the coach for one position at a time: the position a person is to play,
/// or the one Replay shows.
#[derive(Default)]
pub struct Advisor {
    position: Option<Board>,
    hint: Hint,
    /// The appraisal, for the side to move there, of the position after each cell is
    /// played; `None` for a taken cell or one not valued (yet).
    cells: Vec<Option<Appraisal>>,
    /// Per cell: its search has ended (with a value or none).
    valued: Vec<bool>,
    /// A hint or a coach's cell is asked of the scheduler and not answered yet.
    asking: bool,
    /// The engine's line is on show.
    line_on: bool,
    /// The engine's line as last found, and the time its next search has.
    line: Option<Appraisal>,
    line_budget: Duration,
}

/// The engine's line is searched first within this, then twice as long each time, up to
/// [`LINE_MOST`]: it deepens while it is on show.
pub const LINE_FIRST: Duration = Duration::from_millis(250);

/// The longest search of the engine's line; once one this long has answered, or a result
/// is proven, the line is left as it is (the app rests again).
pub const LINE_MOST: Duration = Duration::from_secs(8);

/// What a [`Advisor::step`] brought.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct News {
    /// The hint's search ended: [`Advisor::hint`] is found or not found.
    pub hint: bool,
    /// A coach's cell was valued (or found to have no value in time).
    pub cell: bool,
    /// A search of the engine's line ended ([`Advisor::line`]).
    pub line: bool,
}

impl Advisor {
    /// Advice for `position` from now on (`None`: for nothing). A new position withdraws
    /// what was asked for the old one, which cancels its search.
    pub fn advise_on(&mut self, position: Option<&Board>, scheduler: &mut Scheduler) {
        if self.position.as_ref() == position {
            return;
        }
        scheduler.withdraw(Client::Hint);
        scheduler.withdraw(Client::Line);
        scheduler.withdraw(Client::Coach);
        let cells = position.map_or(0, Board::cells);
        *self = Advisor {
            position: position.cloned(),
            cells: vec![None; cells],
            valued: vec![false; cells],
            line_on: self.line_on,
            line_budget: LINE_FIRST,
            ..Advisor::default()
        };
    }

    /// Shows the engine's line (or stops): searched on the advised position from
    /// [`LINE_FIRST`], twice as long each time, to [`LINE_MOST`].
    pub fn show_line(&mut self, on: bool, scheduler: &mut Scheduler) {
        if self.line_on == on {
            return;
        }
        self.line_on = on;
        self.line = None;
        self.line_budget = LINE_FIRST;
        if !on {
            scheduler.withdraw(Client::Line);
        }
    }

    /// Whether the engine's line is on show.
    pub fn line_on(&self) -> bool {
        self.line_on
    }

    /// The engine's line as last found for the advised position: its depth, its score,
    /// its moves ([`Appraisal::line`]).
    pub fn line(&self) -> Option<&Appraisal> {
        self.line.as_ref().filter(|_| self.line_on)
    }

    /// Whether the engine's line will be searched deeper.
    fn line_wanted(&self) -> bool {
        self.line_on
            && self.line_budget <= LINE_MOST
            && !self.line.as_ref().is_some_and(|a| a.proven)
    }

    /// A person asks for a hint: searched unless known or under way. Whether there is a
    /// position to give one for.
    pub fn ask_hint(&mut self) -> bool {
        if self.position.is_none() {
            return false;
        }
        if matches!(self.hint, Hint::NotAsked | Hint::NotFound) {
            self.hint = Hint::Searching;
        }
        true
    }

    /// Takes what the scheduler answered and asks for what is still wanted: the hint
    /// first, then the coach's cells one by one while `coach` is on, each within `budget`
    /// (the coach a quarter of it a cell, at least 50 ms: the first move on 10x10 takes as
    /// long as 25 of Hard's).
    pub fn step(&mut self, coach: bool, budget: Duration, scheduler: &mut Scheduler) -> News {
        let mut news = News::default();
        if !coach {
            scheduler.withdraw(Client::Coach);
        }
        let Some(position) = self.position.clone() else {
            self.asking = false;
            return news;
        };
        if let Some((searched, Answer::Appraisal(appraisal))) = scheduler.take(Client::Hint)
            && searched == position
            && self.hint == Hint::Searching
        {
            self.hint = match appraisal {
                Some(a) if !a.best.is_empty() => Hint::Found(a),
                _ => Hint::NotFound,
            };
            news.hint = true;
        }
        if let Some((after, Answer::Appraisal(appraisal))) = scheduler.take(Client::Coach)
            && let Some(cell) = after.moves_played().last()
            && let Some(slot) = self.cells.get_mut(cell)
        {
            *slot = appraisal;
            self.valued[cell] = true;
            news.cell = true;
        }
        if self.hint == Hint::Searching {
            scheduler.ask(Client::Hint, &position, Job::Appraise(budget));
        }
        if let Some((searched, Answer::Appraisal(appraisal))) = scheduler.take(Client::Line)
            && searched == position
            && self.line_on
        {
            if let Some(found) = appraisal.filter(|a| !a.line.is_empty()) {
                self.line = Some(found);
            }
            self.line_budget = self.line_budget.saturating_mul(2);
            news.line = true;
        }
        if self.line_wanted() && !scheduler.is_busy(Client::Line) {
            scheduler.ask(Client::Line, &position, Job::Appraise(self.line_budget));
        }
        if coach
            && !scheduler.is_busy(Client::Coach)
            && let Some(cell) = next_cell(&position, &self.valued)
        {
            let mut after = position.clone();
            let _ = after.play(cell);
            let per_cell = (budget / 4).max(Duration::from_millis(50));
            scheduler.ask(Client::Coach, &after, Job::Appraise(per_cell));
        }
        self.asking = [Client::Hint, Client::Line, Client::Coach]
            .into_iter()
            .any(|client| scheduler.is_busy(client));
        news
    }

    /// The position advised on.
    pub fn position(&self) -> Option<&Board> {
        self.position.as_ref()
    }

    /// Where the hint stands.
    pub fn hint(&self) -> &Hint {
        &self.hint
    }

    /// The hint's cell, once found: the move Hard would play.
    pub fn hint_cell(&self) -> Option<Cell> {
        match &self.hint {
            Hint::Found(appraisal) => appraisal.best.first().copied(),
            _ => None,
        }
    }

    /// The coach's value of `cell`, once known.
    pub fn cell(&self, cell: Cell) -> Option<MoveVerdict> {
        self.cells.get(cell)?.as_ref().map(MoveVerdict::of)
    }

    /// Cells valued (with or without a value), and empty cells in all.
    pub fn progress(&self) -> (usize, usize) {
        let empty = self.position.as_ref().map_or(0, |b| b.legal_moves().len());
        (self.valued.iter().filter(|&&v| v).count(), empty)
    }

    /// Whether a search is asked for and not answered yet.
    pub fn is_searching(&self) -> bool {
        self.asking
    }
}

/// The next empty cell the coach has not valued: the one fewest king steps from a mark
/// (from the centre on an empty board), so that the cells a player weighs first are valued
/// first; ties go to the lower index.
fn next_cell(position: &Board, valued: &[bool]) -> Option<Cell> {
    let g = position.geometry();
    let centre = g.cell(
        i32::from(position.cols() - 1) / 2,
        i32::from(position.rows() - 1) / 2,
    );
    let mut anchors: Vec<Cell> = position.moves_played().collect();
    if anchors.is_empty() {
        anchors.extend(centre);
    }
    let distance = |cell| anchors.iter().map(|&a| g.steps(a, cell)).min();
    position
        .legal_moves()
        .into_iter()
        .filter(|&cell| valued.get(cell) == Some(&false))
        .min_by_key(|&cell| (distance(cell), cell))
}

#[cfg(test)]
mod tests;
