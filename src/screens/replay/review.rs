//! Review: the engine's verdict on every move of the game in Replay. Each position, from
//! the empty board to the last, is appraised once ([`mnk::appraise`]) off the main thread,
//! asked of the search scheduler, within Hard's budget per position: exact where the search
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
use crate::game::scheduler::{Answer, Client, Job, Scheduler};
use crate::screens::Screen;
use crate::theme::paint::Ink;
use crate::theme::palette::Role;
use crate::theme::widget;
use tictactoe_core::notation::cell_name;
use tictactoe_core::words;

/// The review of the game in Replay: on or off, and the appraisals so far.
#[derive(Resource, Default)]
pub struct Review {
    /// Whether the review is shown (and computed).
    pub on: bool,
    /// The appraisal of the position after each number of plies, as they arrive.
    appraisals: Vec<Option<Appraisal>>,
    /// A position is asked of the scheduler and not answered yet.
    asking: bool,
}

impl Review {
    /// A review for a newly opened game, on or off.
    pub fn new(on: bool) -> Review {
        Review { on, ..default() }
    }

    /// Positions appraised, and positions in all.
    pub fn progress(&self) -> (usize, usize) {
        let done = self.appraisals.iter().flatten().count();
        (done, self.appraisals.len())
    }

    /// Whether a search is asked for and not answered yet.
    pub fn is_searching(&self) -> bool {
        self.asking
    }

    /// Whether the review is on with positions still to judge.
    pub fn is_busy(&self) -> bool {
        let (done, all) = self.progress();
        self.on && (done < all || all == 0)
    }

    /// The appraisal of the position after `ply` moves, once known.
    pub fn appraisal(&self, ply: usize) -> Option<&Appraisal> {
        self.appraisals.get(ply)?.as_ref()
    }

    /// The verdict on move number `ply` (from 1) of the game in `replay`, once both its
    /// positions are appraised.
    pub fn move_review(&self, replay: &Replay, ply: usize) -> Option<MoveReview> {
        words::move_review(&replay.game.record, ply, &self.appraisals)
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

/// Asks the scheduler for the positions in order, one at a time, while the review is on.
fn run_review(
    replay: Res<Replay>,
    budget: Res<SearchBudget>,
    mut scheduler: ResMut<Scheduler>,
    mut review: ResMut<Review>,
) {
    if !review.on {
        // Withdrawing cancels the search; what is known stays.
        scheduler.withdraw(Client::Review);
        if review.asking {
            review.asking = false;
        }
        return;
    }
    let positions = replay.plies() + 1;
    if review.appraisals.len() != positions {
        review.appraisals = vec![None; positions];
    }
    if let Some((position, Answer::Appraisal(appraisal))) = scheduler.take(Client::Review)
        && let Some(slot) = review.appraisals.get_mut(position.ply())
    {
        *slot = appraisal;
        if review.appraisals.iter().all(Option::is_some) {
            info!("review: {}", summary(&review, &replay));
        }
    }
    let next = review.appraisals.iter().position(Option::is_none);
    if let Some(board) = next.and_then(|ply| replay.game.record.position_at(ply)) {
        scheduler.ask(Client::Review, &board, Job::Appraise(budget.0));
    }
    let asking = scheduler.is_busy(Client::Review);
    if review.asking != asking {
        review.asking = asking;
    }
}

fn stop_review(mut review: ResMut<Review>, mut scheduler: ResMut<Scheduler>) {
    scheduler.withdraw(Client::Review);
    review.asking = false;
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

/// The verdict line for the position shown (the review's progress shows on its button).
pub fn verdict_text(catalog: &Catalog, review: &Review, replay: &Replay) -> String {
    if !review.on {
        return catalog.text("review-off");
    }
    let line = words::verdict_line(catalog, &replay.game.record, replay.ply, &review.appraisals);
    line.unwrap_or_else(|| {
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
