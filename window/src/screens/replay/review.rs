//! Review: the engine's verdict on every move of the game in Replay. Each position, from
//! the empty board to the last, is appraised once ([`mnk::appraise`]) off the main thread
//! by the core's loop ([`advice::Review`], the terminal's too), within Hard's budget per
//! position: exact where the search
//! finishes (every 3x3 and 4x4 position, most of 5x5), else Hard's estimate, labelled so.
//! A move that throws a win away or turns a draw into a loss is marked `?` (`??` from win
//! to loss), and the moves that were best are shown on the board. Turning the review off
//! or leaving the screen cancels the search; the window never waits for it.

use bevy::prelude::*;

use crate::theme::say::CurrentCatalog;
use mnk::{Appraisal, Cell, MoveReview};
use tictactoe_core::i18n::Catalog;

use super::Replay;
use crate::game::SearchBudget;
use crate::game::scheduler::Scheduler;
use crate::screens::Screen;
use crate::theme::paint::Ink;
use crate::theme::palette::Role;
use crate::theme::widget;
use tictactoe_core::advice;
use tictactoe_core::notation::cell_name;
use tictactoe_core::words;

/// The review of the game in Replay: on or off, and the core's review of it (its loop
/// and the appraisals so far).
#[derive(Resource, Default)]
pub struct Review {
    /// Whether the review is shown (and computed).
    pub on: bool,
    /// Made for the game in Replay once the review is first on.
    run: Option<advice::Review>,
}

impl Review {
    /// A review for a newly opened game, on or off.
    pub fn new(on: bool) -> Review {
        Review { on, run: None }
    }

    /// Positions judged, and positions in all.
    pub fn progress(&self) -> (usize, usize) {
        self.run.as_ref().map_or((0, 0), advice::Review::progress)
    }

    /// Whether a search is asked for and not answered yet.
    pub fn is_searching(&self) -> bool {
        self.run.as_ref().is_some_and(advice::Review::is_searching)
    }

    /// Whether the review is on with positions still to judge.
    pub fn is_busy(&self) -> bool {
        self.on && self.run.as_ref().is_none_or(advice::Review::is_busy)
    }

    /// The appraisal of the position after `ply` moves, once known.
    pub fn appraisal(&self, ply: usize) -> Option<&Appraisal> {
        self.run.as_ref()?.appraisal(ply)
    }

    /// The verdict on move number `ply` (from 1) of the game in `replay`, once both its
    /// positions are appraised.
    pub fn move_review(&self, replay: &Replay, ply: usize) -> Option<MoveReview> {
        self.run.as_ref()?.move_review(&replay.game.record, ply)
    }

    /// The cells that were best instead of the move shown, when it was a slip.
    pub fn best_instead(&self, replay: &Replay) -> Vec<Cell> {
        match self.move_review(replay, replay.ply) {
            Some(review) if self.on && review.slip.is_some() => review.before.best,
            _ => Vec::new(),
        }
    }
}

/// The line under the board: the verdict on the move shown, or, until it is known, the
/// review's progress.
#[derive(Component)]
pub struct VerdictLine;

/// The verdict line's bundle.
pub fn verdict_line() -> impl Bundle {
    (
        VerdictLine,
        widget::label("", 2.8),
        Node {
            max_width: Val::VMin(90.0),
            min_height: Val::VMin(7.0),
            ..default()
        },
        TextLayout::justify(Justify::Center),
    )
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Review>()
        .add_systems(
            Update,
            (run_review, show_verdict)
                .chain()
                .run_if(in_state(Screen::Replay)),
        )
        .add_systems(OnExit(Screen::Replay), stop_review);
}

/// Steps the core's review while it is on; pauses it (its search withdrawn, what is
/// judged kept) while it is off. Marked changed only when something changed.
fn run_review(
    replay: Res<Replay>,
    budget: Res<SearchBudget>,
    mut scheduler: ResMut<Scheduler>,
    mut review: ResMut<Review>,
) {
    let r = review.bypass_change_detection();
    let searching = r.is_searching();
    let mut changed = false;
    if !r.on {
        if let Some(run) = &mut r.run {
            run.pause(&mut scheduler);
        }
    } else {
        let positions = replay.plies() + 1;
        if r.run
            .as_ref()
            .is_none_or(|run| run.progress().1 != positions)
        {
            r.run = Some(advice::Review::new(&replay.game.record));
            changed = true;
        }
        if let Some(run) = &mut r.run
            && run.step(budget.0, &mut scheduler)
        {
            changed = true;
            if !run.is_busy() {
                info!("review: {}", summary(r, &replay));
            }
        }
    }
    if changed || searching != r.is_searching() {
        review.set_changed();
    }
}

fn stop_review(mut review: ResMut<Review>, mut scheduler: ResMut<Scheduler>) {
    if let Some(run) = &mut review.run {
        run.pause(&mut scheduler);
    }
}

/// The review in one line, for the log: "9 moves, 1 mistake: 2. O b1 ?".
fn summary(review: &Review, replay: &Replay) -> String {
    let cols = replay.game.record.board().cols();
    let slips: Vec<String> = (1..=replay.plies())
        .filter_map(|ply| {
            let r = review.move_review(replay, ply)?;
            let slip = r.slip?;
            Some(format!(
                "{ply}. {} {} {}",
                r.mark,
                cell_name(cols, r.cell),
                slip.symbol()
            ))
        })
        .collect();
    match slips.len() {
        0 => format!("{} moves, no slip", replay.plies()),
        n => format!(
            "{} moves, {n} slipped: {}",
            replay.plies(),
            slips.join(", ")
        ),
    }
}

impl Review {
    /// The review's line for the position shown, once it is judged: `None` while the review
    /// is off or has not reached it.
    pub fn verdict(&self, catalog: &Catalog, replay: &Replay) -> Option<String> {
        let run = self.run.as_ref().filter(|_| self.on)?;
        words::verdict_line(catalog, &replay.game.record, replay.ply, run.appraisals())
    }
}

/// The verdict line for the position shown (the review's progress shows on its button).
pub fn verdict_text(catalog: &Catalog, review: &Review, replay: &Replay) -> String {
    if !review.on {
        return catalog.text("review-off");
    }
    review.verdict(catalog, replay).unwrap_or_else(|| {
        let (done, all) = review.progress();
        catalog.text_with(
            "review-progress",
            &[("done", done.into()), ("all", all.into())],
        )
    })
}

fn show_verdict(
    review: Res<Review>,
    catalog: Res<CurrentCatalog>,
    replay: Res<Replay>,
    mut lines: Query<(&mut Text, &mut Ink), With<VerdictLine>>,
) {
    if !review.is_changed() && !replay.is_changed() && !catalog.is_changed() {
        return;
    }
    let line = verdict_text(&catalog, &review, &replay);
    let role = if review.on {
        Role::Text
    } else {
        Role::TextDisabled
    };
    for (mut text, mut tint) in &mut lines {
        if text.0 != line {
            text.0 = line.clone();
        }
        tint.set_if_neq(Ink(role));
    }
}
