//! Replay's keys and buttons: each becomes a step, a run through the moves, a review, or
//! a new game from the position shown.

use bevy::prelude::*;
use bevy::ui_widgets::Activate;

use super::from_here::{from_here, next_seat};
use super::{Replay, ReplayAction, review, seek, toggle_play};
use crate::controls::focus::ScreenKeys;
use crate::controls::input_map::{Action, Actions};
use crate::game::GameSession;
use crate::game::advice::{AskHint, CoachOn};
use crate::game::{NewGame, ThinkDelay};
use crate::screens::Screen;

/// Home, Left, Right and End step through the moves, Space plays or pauses, R reviews.
pub(super) fn replay_keys(
    actions: Actions,
    screen_keys: ScreenKeys,
    delay: Res<ThinkDelay>,
    mut replay: ResMut<Replay>,
    mut review: ResMut<review::Review>,
) {
    if actions.just_pressed(Action::Review) {
        review.on = !review.on;
    }
    // A focused button takes Space, and the arrows move the focus.
    let free = screen_keys.free();
    let ply = replay.ply;
    let step = [
        (Action::ToStart, true, 0),
        (Action::StepBack, free, ply.saturating_sub(1)),
        (Action::StepForward, free, ply + 1),
        (Action::ToEnd, true, usize::MAX),
    ];
    for (_, _, to) in step
        .into_iter()
        .filter(|(a, ok, _)| *ok && actions.just_pressed(*a))
    {
        seek(&mut replay, to);
        replay.playing = None;
    }
    if free && actions.just_pressed(Action::PlayPause) {
        toggle_play(&mut replay, &delay);
    }
}

/// What a Replay button does.
pub(super) fn press_replay_button(
    activate: On<Activate>,
    actions: Query<&ReplayAction>,
    replay: Option<ResMut<Replay>>,
    delay: Res<ThinkDelay>,
    session: Res<GameSession>,
    mut review: ResMut<review::Review>,
    mut new_game: MessageWriter<NewGame>,
    mut hint: MessageWriter<AskHint>,
    mut coach: ResMut<CoachOn>,
    mut next: ResMut<NextState<Screen>>,
) {
    let (Ok(&action), Some(mut replay)) = (actions.get(activate.entity), replay) else {
        return;
    };
    let ply = replay.ply;
    let keeps_playing = [
        ReplayAction::PlayPause,
        ReplayAction::Review,
        ReplayAction::Coach,
    ];
    if !keeps_playing.contains(&action) {
        replay.playing = None;
    }
    match action {
        ReplayAction::First => seek(&mut replay, 0),
        ReplayAction::Back => seek(&mut replay, ply.saturating_sub(1)),
        ReplayAction::Forward => seek(&mut replay, ply + 1),
        ReplayAction::Last => seek(&mut replay, usize::MAX),
        ReplayAction::Jump(to) => seek(&mut replay, to),
        ReplayAction::PlayPause => toggle_play(&mut replay, &delay),
        ReplayAction::Review => review.on = !review.on,
        ReplayAction::Hint => {
            hint.write(AskHint);
        }
        ReplayAction::Coach => coach.0 = !coach.0,
        ReplayAction::Seat(mark) => {
            let seat = next_seat(replay.seats.get(mark));
            replay.seats.set(mark, seat);
        }
        ReplayAction::PlayFromHere => {
            if let Some(saved) = from_here(&replay, &session.names) {
                new_game.write(NewGame::Resume(Box::new(saved)));
            }
        }
        ReplayAction::Leave => next.set(replay.back_to(session.game())),
    }
}
