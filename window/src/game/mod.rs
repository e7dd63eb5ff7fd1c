//! The game in the window: the session as a resource ([`GameSession`]), the messages that
//! move it along and tell what happened, and one plugin per job. Each frame data flows one
//! way: input ([`CellClicked`], keys, a finished search) -> [`MoveRequest`] -> turn (the
//! session plays or refuses it) -> [`MovePlayed`] / [`IllegalMove`] -> outcome
//! ([`GameEnded`]) -> the session settles -> view. Screens react to [`GameStarted`],
//! [`GameEnded`] and [`GameReopened`]; nothing here sets or reads the screen.

use bevy::prelude::*;
use mnk::opening::Choice;
use mnk::{Board, Cell, Mark};
use tictactoe_core::session::Refusal;

pub use new_game::NewGame;
pub use preferences::{
    AlternateStarts, AutoPlay, BrainChoice, ForbiddenPoints, MoveNumbers, SearchBudget, ThinkDelay,
};
pub use tictactoe_core::session::{Game, Rules, SavedGame, Seat, Seats, Session};

pub mod advice;
pub mod advice_view;
pub mod ai_turn;
pub mod auto_play;
pub mod board_view;
pub mod feedback;
pub mod input;
pub mod new_game;
pub mod online;
pub mod outcome;
mod preferences;
pub mod scheduler;
pub mod settle;
pub mod status_bar;
pub mod turn;
pub mod undo;

/// The session the window drives: seats, names, the game on the board and the scores.
/// Its rules are in [`tictactoe_core::session`]; systems here only call it and tell the rest.
#[derive(Resource, Debug, Default, Deref, DerefMut)]
pub struct GameSession(pub Session);

/// A person clicked (or pressed the key of) a cell.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellClicked(pub Cell);

/// A seat asks to place its mark on a cell. The turn plugin checks and applies it.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct MoveRequest {
    pub cell: Cell,
    /// The position the seat chose the cell for. A request for any other position is
    /// stale (a second click in one frame, a search that outlived its game) and dropped.
    pub position: Board,
}

/// A seat makes an opening's choice (a person's button, a computer's answer). The turn
/// plugin checks and applies it.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct ChoiceRequest {
    pub choice: Choice,
    /// The position the choice was made on; a request for another is stale and dropped.
    pub position: Board,
}

/// An opening's choice was made (the seats may have changed marks).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChoiceMade(pub Choice);

/// A mark was placed.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MovePlayed {
    pub cell: Cell,
    pub mark: Mark,
}

/// A move was refused; the board is unchanged.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    pub cell: Cell,
    /// Against the rules ([`Refusal::Illegal`]), or the opening asks a choice first
    /// ([`Refusal::Opening`]).
    pub reason: Refusal,
}

/// A game began on the board (fresh, the next of a match, or resumed): screens show it.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameStarted {
    /// The game began already over (a finished game resumed).
    pub over: bool,
}

/// The game on the board ended: by a move, or by a redo to its last move.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameEnded;

/// An undo took the finished game on the board back into play.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameReopened;

/// The order of the game's work within a frame.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameSystems {
    /// A requested new game replaces the board.
    Start,
    /// Clicks, keys and finished AI searches become move requests.
    Input,
    /// Move requests are checked and applied.
    Turn,
    /// A finished game is told; the session's tally, archive and autosave follow.
    Outcome,
    /// A board coming into view is built (its cells, marks and status bar).
    BuildView,
    /// What is shown follows the state.
    View,
}

/// Run condition: the game on the board is not over.
pub fn in_play(session: Res<GameSession>) -> bool {
    session.mover().is_some()
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameSession>()
        .init_resource::<ThinkDelay>()
        .init_resource::<SearchBudget>()
        .init_resource::<BrainChoice>()
        .init_resource::<AlternateStarts>()
        .init_resource::<AutoPlay>()
        .add_message::<CellClicked>()
        .add_message::<MoveRequest>()
        .add_message::<ChoiceRequest>()
        .add_message::<ChoiceMade>()
        .add_message::<MovePlayed>()
        .add_message::<IllegalMove>()
        .add_message::<GameStarted>()
        .add_message::<GameEnded>()
        .add_message::<GameReopened>()
        .configure_sets(
            Update,
            (
                GameSystems::Start,
                GameSystems::Input,
                GameSystems::Turn,
                GameSystems::Outcome,
                GameSystems::BuildView,
                GameSystems::View,
            )
                .chain(),
        )
        .add_plugins((
            advice::plugin,
            advice_view::plugin,
            board_view::plugin,
            status_bar::plugin,
            input::plugin,
            turn::plugin,
            outcome::plugin,
            ai_turn::plugin,
            feedback::plugin,
            undo::plugin,
            new_game::plugin,
            scheduler::plugin,
            settle::plugin,
            auto_play::plugin,
        ))
        .add_plugins(online::plugin);
}
