//! The game: its state (resources), the messages that move it along, and one plugin per
//! job. Each frame data flows one way: input ([`CellClicked`], a finished search) ->
//! [`MoveRequest`] -> turn -> [`MovePlayed`] / [`IllegalMove`] -> outcome -> view.

use bevy::prelude::*;
use mnk::{Board, Cell, GameRecord, Level, Mark, MoveError};

pub use new_game::{NewGame, SavedGame};
pub use notation::cell_name;
pub use preferences::{AlternateStarts, AutoPlay, SearchBudget, ThinkDelay};

pub mod advice;
pub mod advice_view;
pub mod ai_turn;
pub mod auto_play;
pub mod board_view;
pub mod feedback;
pub mod history;
pub mod input;
pub mod new_game;
mod notation;
pub mod outcome;
pub mod players;
mod preferences;
pub mod score;
pub mod search_task;
pub mod status_bar;
pub mod turn;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Seat {
    /// A person, with the mouse or keys.
    Human,
    /// The computer at a level.
    Ai(Level),
}

impl Seat {
    /// Every choice, in menu order.
    pub const ALL: [Seat; 4] = [
        Seat::Human,
        Seat::Ai(Level::Easy),
        Seat::Ai(Level::Medium),
        Seat::Ai(Level::Hard),
    ];

    /// The name a player sees.
    pub fn name(self) -> &'static str {
        match self {
            Seat::Human => "Human",
            Seat::Ai(level) => level.name(),
        }
    }
}

/// Who plays X and who plays O.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Seats {
    pub x: Seat,
    pub o: Seat,
}

impl Default for Seats {
    /// A person as X against a Medium computer as O.
    fn default() -> Seats {
        Seats {
            x: Seat::Human,
            o: Seat::Ai(Level::Medium),
        }
    }
}

impl Seats {
    /// The seat that plays `mark`.
    pub fn get(&self, mark: Mark) -> Seat {
        match mark {
            Mark::X => self.x,
            Mark::O => self.o,
        }
    }

    /// Changes who plays `mark`.
    pub fn set(&mut self, mark: Mark, seat: Seat) {
        match mark {
            Mark::X => self.x = seat,
            Mark::O => self.o = seat,
        }
    }
}

/// Board shape for the next game: `size` x `size` cells, `k` in a row wins.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    pub size: u8,
    pub k: u8,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules { size: 3, k: 3 }
    }
}

impl Rules {
    /// An empty board of this shape (a shape the menu cannot offer falls back to 3x3).
    pub fn new_board(self) -> Board {
        Board::new(self.size, self.size, self.k).unwrap_or_else(|_| Board::classic())
    }

    /// These rules on a board `size` cells a side; a win length longer than that shrinks
    /// to fit.
    pub fn with_size(self, size: u8) -> Rules {
        Rules {
            size,
            k: self.k.min(size),
        }
    }

    /// These rules with `k` in a row to win, at most the board's side.
    pub fn with_k(self, k: u8) -> Rules {
        Rules {
            k: k.min(self.size),
            ..self
        }
    }
}

/// The game being played (or just finished): its record, whose cursor is the position on
/// the board. Undo and redo move the cursor.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub record: GameRecord,
    /// Tells this game apart in the archive: kept again after an undo, it replaces itself.
    pub id: u64,
    /// How long each move took, in milliseconds, in move order (those past the cursor
    /// included, as redo plays them again).
    pub move_ms: Vec<u32>,
}

impl Game {
    /// A new game on an empty board of these rules.
    pub fn new(rules: Rules) -> Game {
        Game::from_record(GameRecord::empty(rules.new_board().geometry()), Vec::new())
    }

    /// A new game (a new id) that goes on from `record`, whose moves took `move_ms`.
    pub fn from_record(record: GameRecord, move_ms: Vec<u32>) -> Game {
        Game {
            record,
            id: new_game_id(),
            move_ms,
        }
    }

    /// The position on the board.
    pub fn board(&self) -> &Board {
        self.record.board()
    }
}

impl Default for Game {
    fn default() -> Game {
        Game::new(Rules::default())
    }
}

/// A new game id: the time in microseconds since 1970, unique enough among one person's
/// games and ordered like them.
pub fn new_game_id() -> u64 {
    jiff::Timestamp::now().as_microsecond().max(1) as u64
}

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
    pub reason: MoveError,
}

/// The order of the game's work within a frame.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameSystems {
    /// A requested new game replaces the board.
    Start,
    /// Clicks, keys and finished AI searches become move requests.
    Input,
    /// Move requests are checked and applied.
    Turn,
    /// A finished game moves to the game-over screen.
    Outcome,
    /// What is shown follows the state.
    View,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Seats>()
        .init_resource::<Rules>()
        .init_resource::<Game>()
        .init_resource::<ThinkDelay>()
        .init_resource::<SearchBudget>()
        .init_resource::<players::Names>()
        .init_resource::<AlternateStarts>()
        .init_resource::<AutoPlay>()
        .add_message::<CellClicked>()
        .add_message::<MoveRequest>()
        .add_message::<MovePlayed>()
        .add_message::<IllegalMove>()
        .configure_sets(
            Update,
            (
                GameSystems::Start,
                GameSystems::Input,
                GameSystems::Turn,
                GameSystems::Outcome,
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
            history::plugin,
            new_game::plugin,
            search_task::plugin,
            score::plugin,
            auto_play::plugin,
        ));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_win_length_never_outgrows_the_board() {
        let rules = Rules { size: 5, k: 4 };
        assert_eq!(rules.with_size(3), Rules { size: 3, k: 3 });
        assert_eq!(rules.with_size(7), Rules { size: 7, k: 4 });
        assert_eq!(rules.with_k(9), Rules { size: 5, k: 5 });
        assert_eq!(rules.with_k(3), Rules { size: 5, k: 3 });
    }
}
