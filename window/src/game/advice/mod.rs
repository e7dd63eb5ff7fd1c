//! Advice on the position shown, from the engine: the **hint** (H, or the Hint button) is
//! the move Hard would play there, with the verdict for the side to move, shown for
//! [`HINT_TIME`]; the **coach** (C, a setting) gives every empty cell its value for the side
//! to move: a win, a draw or a loss, and in how many marks (both players', as Review counts);
//! the **engine's line** (L) shows the line Hard expects, its depth and its score, deepened
//! while it is on show (off by default: nothing is searched, the app rests).
//!
//! The position shown is the game's while a person is to move, and Replay's. The loop that
//! asks the search [`Scheduler`] and takes its answers is the core's [`Advisor`], the
//! terminal's too; this plugin sets its position each frame, steps it, and keeps the hint
//! on screen for its time. A computer's move and the review go first.

use std::time::Duration;

use bevy::prelude::*;
use mnk::{Board, Cell};
use tictactoe_core::advice::{Advisor, Hint};
use tictactoe_core::i18n::Catalog;

use crate::game::GameSession;
use crate::game::SearchBudget;
use crate::game::scheduler::{Scheduler, Scheduling};
use crate::state::BoardShown;

pub use tictactoe_core::words::{MoveVerdict, hint_sentence};

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

/// The engine's line is on show (L). Not kept: each run starts without it.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LineOn(pub bool);

/// A person asks for a hint on the position shown.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AskHint;

/// The position advice is for, if any: set each frame by the screen that shows a board.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Advised(pub Option<Board>);

/// What the engine has said about the advised position so far, and until when the hint is
/// shown.
#[derive(Resource, Default)]
pub struct Advice {
    advisor: Advisor,
    /// The hint is shown until this real time (from app start).
    hint_until: Option<Duration>,
}

impl Advice {
    /// The hint, while it is shown: the cell Hard would play.
    pub fn hint_cell(&self, now: Duration) -> Option<Cell> {
        let cell = self.advisor.hint_cell()?;
        (now < self.hint_until?).then_some(cell)
    }

    /// The hint's sentence in the language of `catalog`, while it is shown; that none was
    /// found, for as long.
    pub fn hint_sentence(&self, now: Duration, catalog: &Catalog) -> Option<String> {
        if now >= self.hint_until? {
            return None;
        }
        let position = self.advisor.position()?;
        match self.advisor.hint() {
            Hint::Found(appraisal) => Some(hint_sentence(
                catalog,
                position,
                *appraisal.best.first()?,
                appraisal,
            )),
            Hint::NotFound => Some(catalog.text("no-hint")),
            _ => None,
        }
    }

    /// A hint was asked for and is still being searched.
    pub fn hint_pending(&self) -> bool {
        *self.advisor.hint() == Hint::Searching
    }

    /// The coach's value of `cell`, once known.
    pub fn cell(&self, cell: Cell) -> Option<MoveVerdict> {
        self.advisor.cell(cell)
    }

    /// Cells valued, and empty cells in all.
    pub fn progress(&self) -> (usize, usize) {
        self.advisor.progress()
    }

    /// Whether a search is asked for and not answered yet.
    pub fn is_searching(&self) -> bool {
        self.advisor.is_searching()
    }

    /// The position advised on.
    pub fn position(&self) -> Option<&Board> {
        self.advisor.position()
    }

    /// The engine's line on the advised position, while on show and once found.
    pub fn line(&self) -> Option<&mnk::Appraisal> {
        self.advisor.line()
    }

    /// The engine's line is on show.
    pub fn line_on(&self) -> bool {
        self.advisor.line_on()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CoachOn>()
        .init_resource::<Advised>()
        .init_resource::<Advice>()
        .init_resource::<LineOn>()
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
        (session.advice_wanted() && !session.seats.online()).then(|| session.board().clone());
    advised.set_if_neq(Advised(wanted));
}

fn advise_on_nothing(mut advised: ResMut<Advised>) {
    advised.set_if_neq(Advised(None));
}

/// Keeps the advice in step with the advised position: the core's loop stepped, a hint
/// shown for [`HINT_TIME`] from when it is found (or asked for again once known).
pub(super) fn advise(
    advised: Res<Advised>,
    coach: Res<CoachOn>,
    line_on: Res<LineOn>,
    budget: Res<SearchBudget>,
    time: Res<Time<Real>>,
    mut asked: MessageReader<AskHint>,
    mut advice: ResMut<Advice>,
    mut scheduler: ResMut<Scheduler>,
) {
    // Marked changed only when something changed: the views redraw on it, and the app
    // rests while nothing moves.
    let mut changed = false;
    let a = advice.bypass_change_detection();
    let searching = a.advisor.is_searching();
    if a.advisor.position() != advised.0.as_ref() {
        a.advisor.advise_on(advised.0.as_ref(), &mut scheduler);
        a.hint_until = None;
        changed = true;
    }
    if asked.read().count() > 0 && a.advisor.ask_hint() {
        if matches!(a.advisor.hint(), Hint::Found(_)) {
            a.hint_until = Some(time.elapsed() + HINT_TIME);
        }
        changed = true;
    }
    if a.advisor.line_on() != line_on.0 {
        a.advisor.show_line(line_on.0, &mut scheduler);
        changed = true;
    }
    let news = a.advisor.step(coach.0, budget.0, &mut scheduler);
    if news.hint {
        a.hint_until = Some(time.elapsed() + HINT_TIME);
    }
    let news_in = news.hint || news.cell || news.line;
    if changed || news_in || searching != a.advisor.is_searching() {
        advice.set_changed();
    }
}
