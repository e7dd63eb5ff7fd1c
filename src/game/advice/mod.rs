//! Advice on the position shown, from the engine: the **hint** (H, or the Hint button) is
//! the move Hard would play there, with the verdict for the side to move, shown for
//! [`HINT_TIME`]; the **coach** (C, a setting) gives every empty cell its value for the side
//! to move: a win, a draw or a loss, and in how many marks (both players', as Review counts).
//!
//! The position shown is the game's while a person is to move, and Replay's. Each answer is
//! [`mnk::appraise`] of one position off the main thread, asked of the search
//! [`Scheduler`]: the hint first, then the cells one by one, each exact where the search
//! finishes within its budget, else an estimate. A new position withdraws the work for the
//! old one (its search is cancelled); the window never waits for it. A computer's move and
//! the review go first.

use std::time::Duration;

use bevy::prelude::*;
use mnk::{Appraisal, Board, Cell};
use tictactoe_core::i18n::Catalog;

use crate::game::GameSession;
use crate::game::SearchBudget;
use crate::game::scheduler::{Answer, Client, Job, Scheduler, Scheduling};
use crate::state::BoardShown;

pub use tictactoe_core::words::{CellValue, hint_sentence};

/// How long a hint stays on the board, from when it is found.
pub const HINT_TIME: Duration = Duration::from_secs(2);

/// The coach is on: each empty cell shows its value. Kept in the settings.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CoachOn(pub bool);

impl Default for CoachOn {
    fn default() -> CoachOn {
        CoachOn(tictactoe_core::settings::list::COACH.default_value())
    }
}

/// A person asks for a hint on the position shown.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AskHint;

/// The position advice is for, if any: set each frame by the screen that shows a board.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Advised(pub Option<Board>);

/// What the engine has said about the advised position so far.
#[derive(Resource, Default)]
pub struct Advice {
    position: Option<Board>,
    /// The appraisal of the position itself, once a hint was asked for and found.
    hint: Option<Appraisal>,
    /// A hint was asked for.
    hint_asked: bool,
    /// The hint is shown until this real time (from app start).
    hint_until: Option<Duration>,
    /// The appraisal, for the side to move there, of the position after each cell is
    /// played; `None` for a taken cell or one not appraised yet.
    cells: Vec<Option<Appraisal>>,
    /// The hint or a coach's cell is asked of the scheduler and not answered yet.
    asking: bool,
}

impl Advice {
    /// The hint, while it is shown: the cell Hard would play.
    pub fn hint_cell(&self, now: Duration) -> Option<Cell> {
        let until = self.hint_until?;
        let cell = *self.hint.as_ref()?.best.first()?;
        (now < until).then_some(cell)
    }

    /// The hint's sentence in the language of `catalog`, while it is shown.
    pub fn hint_sentence(&self, now: Duration, catalog: &Catalog) -> Option<String> {
        let cell = self.hint_cell(now)?;
        let position = self.position.as_ref()?;
        Some(hint_sentence(catalog, position, cell, self.hint.as_ref()?))
    }

    /// A hint was asked for and is still being searched.
    pub fn hint_pending(&self) -> bool {
        self.hint_asked && self.hint.is_none()
    }

    /// The coach's value of `cell`, once known.
    pub fn cell(&self, cell: Cell) -> Option<CellValue> {
        self.cells.get(cell)?.as_ref().map(CellValue::of)
    }

    /// Cells valued, and empty cells in all.
    pub fn progress(&self) -> (usize, usize) {
        let empty = self.position.as_ref().map_or(0, |b| b.legal_moves().len());
        (self.cells.iter().flatten().count(), empty)
    }

    /// Whether a search is asked for and not answered yet.
    pub fn is_searching(&self) -> bool {
        self.asking
    }

    /// The position advised on.
    pub fn position(&self) -> Option<&Board> {
        self.position.as_ref()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CoachOn>()
        .init_resource::<Advised>()
        .init_resource::<Advice>()
        .add_message::<AskHint>()
        .add_systems(
            PostUpdate,
            (advise_on_game.run_if(in_state(BoardShown)), advise)
                .chain()
                .before(Scheduling),
        )
        .add_systems(OnExit(BoardShown), advise_on_nothing);
}

/// On the board, advice is for the game's position while a person is to move (never in a
/// network game: hints and the coach are off there). Replay sets its own position; with
/// no board on screen there is none.
fn advise_on_game(session: Res<GameSession>, mut advised: ResMut<Advised>) {
    let wanted =
        (session.person_to_move() && !session.seats.online()).then(|| session.board().clone());
    advised.set_if_neq(Advised(wanted));
}

fn advise_on_nothing(mut advised: ResMut<Advised>) {
    advised.set_if_neq(Advised(None));
}

/// Keeps the advice in step with the advised position: a hint asked for, the coach's cells
/// while it is on, each asked of the scheduler (the hint before the coach).
pub(super) fn advise(
    advised: Res<Advised>,
    coach: Res<CoachOn>,
    budget: Res<SearchBudget>,
    time: Res<Time<Real>>,
    mut asked: MessageReader<AskHint>,
    mut advice: ResMut<Advice>,
    mut scheduler: ResMut<Scheduler>,
) {
    if advice.position != advised.0 {
        // What was asked is for another position: withdrawing cancels it.
        scheduler.withdraw(Client::Hint);
        scheduler.withdraw(Client::Coach);
        *advice = Advice {
            cells: advised
                .0
                .as_ref()
                .map_or(Vec::new(), |b| vec![None; b.cells()]),
            position: advised.0.clone(),
            ..default()
        };
    }
    let Some(position) = advice.position.clone() else {
        asked.clear();
        return;
    };
    if asked.read().count() > 0 {
        advice.hint_asked = true;
        if advice.hint.is_some() {
            // Known already: shown again.
            advice.hint_until = Some(time.elapsed() + HINT_TIME);
        }
    }
    if !coach.0 {
        scheduler.withdraw(Client::Coach);
    }
    if let Some((_, Answer::Appraisal(appraisal))) = scheduler.take(Client::Hint) {
        advice.hint = appraisal;
        advice.hint_until = Some(time.elapsed() + HINT_TIME);
    }
    if let Some((after, Answer::Appraisal(appraisal))) = scheduler.take(Client::Coach)
        && let Some(cell) = after.moves_played().last()
        && let Some(slot) = advice.cells.get_mut(cell)
    {
        *slot = appraisal;
    }
    if advice.hint_pending() {
        scheduler.ask(Client::Hint, &position, Job::Appraise(budget.0));
    }
    if coach.0
        && !scheduler.is_busy(Client::Coach)
        && let Some(cell) = next_cell(&position, &advice.cells)
    {
        let mut after = position.clone();
        let _ = after.play(cell);
        // A quarter of Hard's budget a cell: the first move on 10x10 takes as long as 25
        // of Hard's; 3x3 is solved at once.
        let per_cell = (budget.0 / 4).max(Duration::from_millis(50));
        scheduler.ask(Client::Coach, &after, Job::Appraise(per_cell));
    }
    let asking = scheduler.is_busy(Client::Hint) || scheduler.is_busy(Client::Coach);
    if advice.asking != asking {
        advice.asking = asking;
    }
}

/// The next empty cell the coach has no value for: the one fewest king steps from a mark
/// (from the centre on an empty board), so that the cells a player weighs first are valued
/// first; ties go to the lower index.
fn next_cell(position: &Board, cells: &[Option<Appraisal>]) -> Option<Cell> {
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
        .filter(|&cell| cells.get(cell).is_some_and(Option::is_none))
        .min_by_key(|&cell| (distance(cell), cell))
}

#[cfg(test)]
mod tests;
