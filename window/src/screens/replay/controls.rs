//! Replay's buttons as they stand: greyed out where they would do nothing, Review and
//! Coach lit while on (the review with its progress), Play or Pause, and who takes each seat from here.

use bevy::prelude::*;

use crate::theme::say::CurrentCatalog;
use bevy::ui::{Checked, InteractionDisabled};
use tictactoe_core::session::shown_name;

use super::review;
use super::{Replay, ReplayAction};
use crate::game::GameSession;
use crate::game::Seat;
use crate::game::advice::CoachOn;
use crate::theme::interaction::set_marker;

/// Keeps every Replay button's state and label in step with the replay, the review and the
/// names.
pub(super) fn show_controls(
    replay: Res<Replay>,
    session: Res<GameSession>,
    review: Res<review::Review>,
    coach: Res<CoachOn>,
    catalog: Res<CurrentCatalog>,
    buttons: Query<(
        Entity,
        &ReplayAction,
        Has<InteractionDisabled>,
        Has<Checked>,
        &Children,
    )>,
    mut texts: Query<&mut Text>,
    mut commands: Commands,
) {
    if !replay.is_changed()
        && !review.is_changed()
        && !session.is_changed()
        && !coach.is_changed()
        && !catalog.is_changed()
    {
        return;
    }
    let (at_start, at_end) = (replay.ply == 0, replay.ply == replay.plies());
    let finished = replay.board().outcome().is_over();
    for (entity, action, disabled, checked, children) in &buttons {
        let off = match action {
            ReplayAction::First | ReplayAction::Back => at_start,
            ReplayAction::Forward | ReplayAction::Last => at_end,
            ReplayAction::PlayFromHere => finished,
            // Advice waits for the review: one search at a time.
            ReplayAction::Hint => finished || review.is_busy(),
            _ => false,
        };
        set_marker::<InteractionDisabled>(&mut commands, entity, disabled, off);
        match action {
            ReplayAction::Review => {
                set_marker::<Checked>(&mut commands, entity, checked, review.on)
            }
            ReplayAction::Coach => set_marker::<Checked>(&mut commands, entity, checked, coach.0),
            _ => {}
        }
        let label = match action {
            ReplayAction::PlayPause if replay.playing.is_some() => catalog.text("replay-pause"),
            ReplayAction::PlayPause => catalog.text("replay-play"),
            // The review's progress, while it runs.
            ReplayAction::Review => match review.progress() {
                (done, all) if review.on && done < all => format!("{done}/{all}"),
                _ => catalog.text("replay-review"),
            },
            ReplayAction::Seat(mark) => {
                let player = match replay.seats.get(*mark) {
                    Seat::Human | Seat::Remote => {
                        shown_name(replay.names(&session.names).get(*mark), &catalog)
                    }
                    seat => catalog.text(seat.key()),
                };
                format!("{mark}: {player}")
            }
            _ => continue,
        };
        let mut iter = texts.iter_many_mut(children);
        while let Some(mut text) = iter.fetch_next() {
            if text.0 != label {
                text.0 = label.clone();
            }
        }
    }
}
