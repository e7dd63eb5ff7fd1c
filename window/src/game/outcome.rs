//! Win/draw detection: a move that ends the game, or a clock that runs out, is told with
//! [`GameEnded`].

use bevy::prelude::*;
use mnk::Outcome;

use tictactoe_core::i18n::{Catalog, ENGLISH};
use tictactoe_core::session::Session;

/// The log speaks English, whatever the player reads.
static ENGLISH_WORDS: std::sync::LazyLock<Catalog> =
    std::sync::LazyLock::new(|| Catalog::new(ENGLISH));

use crate::game::{GameEnded, GameSession, GameSystems, MovePlayed};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (fall_flag, end_finished_game).in_set(GameSystems::Outcome),
    );
}

/// The result as a player reads it in the language of `catalog`: "X wins", "O wins on
/// time", "Draw" (empty while in progress).
pub fn result_text(catalog: &Catalog, session: &Session) -> String {
    if let Some(lost) = session.out_of_time() {
        let mark = lost.opponent().to_string();
        return catalog.text_with("result-wins-on-time", &[("mark", mark.into())]);
    }
    match session.board().outcome() {
        Outcome::Win { mark, .. } => {
            catalog.text_with("result-wins", &[("mark", mark.to_string().into())])
        }
        Outcome::Draw => catalog.text("result-draw"),
        Outcome::InProgress => String::new(),
    }
}

/// A move that ends the game ends it for everyone.
pub fn end_finished_game(
    mut played: MessageReader<MovePlayed>,
    session: Res<GameSession>,
    mut ended: MessageWriter<GameEnded>,
) {
    if played.read().count() > 0 && session.board().outcome().is_over() {
        info!(
            "game over: {} ({})",
            result_text(&ENGLISH_WORDS, &session),
            session.board()
        );
        ended.write(GameEnded);
    }
}

/// A timed game whose player to act has no time left ends: they lose.
fn fall_flag(mut session: ResMut<GameSession>, mut ended: MessageWriter<GameEnded>) {
    // Read first (shared): a mutable borrow every frame would mark the session changed.
    if session.flag_due() && session.flag_fall().is_some() {
        info!(
            "game over: {} ({})",
            result_text(&ENGLISH_WORDS, &session),
            session.board()
        );
        ended.write(GameEnded);
    }
}
