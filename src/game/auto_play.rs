//! Auto-play: with two computer seats and [`AutoPlay`] on, the game-over screen starts the
//! next game of the match on its own after a pause, so a person can watch a match unfold.

use std::time::Duration;

use bevy::prelude::*;
use bevy::window::RequestRedraw;

use crate::game::{AutoPlay, GameSystems, NewGame, Seat, Seats};
use crate::screens::Screen;

/// How long the finished board stays in view before the next game starts.
pub const PAUSE: Duration = Duration::from_millis(2500);

/// Time left before the next game starts on its own.
#[derive(Resource)]
struct NextGameIn(Timer);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::GameOver), |mut commands: Commands| {
        commands.insert_resource(NextGameIn(Timer::new(PAUSE, TimerMode::Once)));
    })
    .add_systems(OnExit(Screen::GameOver), |mut commands: Commands| {
        commands.remove_resource::<NextGameIn>();
    })
    .add_systems(
        Update,
        start_next_game
            .before(GameSystems::Start)
            .run_if(in_state(Screen::GameOver).and_then(resource_exists::<NextGameIn>)),
    );
}

fn start_next_game(
    auto_play: Res<AutoPlay>,
    seats: Res<Seats>,
    time: Res<Time>,
    mut next_in: ResMut<NextGameIn>,
    mut new_game: MessageWriter<NewGame>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let computers = seats.x != Seat::Human && seats.o != Seat::Human;
    if !(auto_play.0 && computers) {
        // Turned on while waiting: the pause starts then.
        next_in.0.reset();
        return;
    }
    next_in.0.tick(time.delta());
    if next_in.0.just_finished() {
        new_game.write(NewGame::Next);
    } else {
        redraw.write(RequestRedraw);
    }
}
