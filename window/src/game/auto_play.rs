//! Auto-play: with two computer seats and [`AutoPlay`] on, a finished game is followed by
//! the next game of the match on its own after a pause, so a person can watch a match
//! unfold.

use std::time::Duration;

use bevy::prelude::*;

use crate::awake::Claims;
use crate::game::{
    AutoPlay, GameEnded, GameReopened, GameSession, GameStarted, GameSystems, NewGame,
};
use crate::state::BoardShown;

/// How long the finished board stays in view before the next game starts.
pub const PAUSE: Duration = Duration::from_millis(2500);

/// Time left before the next game starts on its own.
#[derive(Resource)]
struct NextGameIn(Timer);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            wait_after_game.in_set(GameSystems::Outcome),
            start_next_game
                .before(GameSystems::Start)
                .run_if(resource_exists::<NextGameIn>),
        ),
    )
    .add_systems(OnEnter(BoardShown), wait_on_finished_board)
    .add_systems(OnExit(BoardShown), |mut commands: Commands| {
        commands.remove_resource::<NextGameIn>();
    });
}

fn pause() -> NextGameIn {
    NextGameIn(Timer::new(PAUSE, TimerMode::Once))
}

/// A finished game coming back into view (from its review) waits its pause again.
fn wait_on_finished_board(session: Res<GameSession>, mut commands: Commands) {
    if session.is_over() {
        commands.insert_resource(pause());
    }
}

/// The pause begins when a game ends, and is over once another begins or the game is
/// taken back into play.
fn wait_after_game(
    mut ended: MessageReader<GameEnded>,
    mut started: MessageReader<GameStarted>,
    mut reopened: MessageReader<GameReopened>,
    mut commands: Commands,
) {
    if started.read().count() + reopened.read().count() > 0 {
        commands.remove_resource::<NextGameIn>();
    }
    if ended.read().count() > 0 {
        commands.insert_resource(pause());
    }
}

fn start_next_game(
    auto_play: Res<AutoPlay>,
    session: Res<GameSession>,
    time: Res<Time>,
    mut next_in: ResMut<NextGameIn>,
    mut new_game: MessageWriter<NewGame>,
    claims: Res<Claims>,
    mut commands: Commands,
) {
    if !(auto_play.0 && session.seats.computers_only()) {
        // Turned on while waiting: the pause starts then.
        next_in.0.reset();
        return;
    }
    next_in.0.tick(time.delta());
    if next_in.0.just_finished() {
        new_game.write(NewGame::Next);
        commands.remove_resource::<NextGameIn>();
    } else {
        claims.hold("the pause before the next game");
    }
}
