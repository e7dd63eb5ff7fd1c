//! Win/draw detection: once a move ends the game, show the game-over screen.

use bevy::prelude::*;
use mnk::Outcome;

use crate::game::{Game, GameSystems, MovePlayed};
use crate::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        end_finished_game
            .in_set(GameSystems::Outcome)
            .run_if(in_state(Screen::Playing)),
    );
}

/// The result as a player reads it: "X wins", "O wins", "Draw" (empty while in progress).
pub fn result_text(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Win { mark, .. } => format!("{mark} wins"),
        Outcome::Draw => "Draw".into(),
        Outcome::InProgress => String::new(),
    }
}

/// A move that ends the game moves to the game-over screen.
pub fn end_finished_game(
    mut played: MessageReader<MovePlayed>,
    game: Res<Game>,
    mut next: ResMut<NextState<Screen>>,
) {
    if played.read().count() > 0 && game.board().outcome().is_over() {
        info!(
            "game over: {} ({})",
            result_text(game.board().outcome()),
            game.board()
        );
        next.set(Screen::GameOver);
    }
}
