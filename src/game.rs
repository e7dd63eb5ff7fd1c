//! The game's state (resources) and the messages that move it along.

use std::time::Duration;

use bevy::prelude::*;
use mnk::{Board, Cell, Level, Mark, MoveError};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
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
}

/// The game being played (or just finished).
#[derive(Resource, Clone, Debug)]
pub struct Game {
    pub board: Board,
}

impl Default for Game {
    fn default() -> Game {
        Game {
            board: Board::classic(),
        }
    }
}

/// How long a computer seat visibly "thinks" before its move, at least.
#[derive(Resource, Clone, Copy, Debug)]
pub struct ThinkDelay(pub Duration);

impl Default for ThinkDelay {
    /// 0.6 s: long enough to follow an AI-vs-AI game, short enough not to bore.
    fn default() -> ThinkDelay {
        ThinkDelay(Duration::from_millis(600))
    }
}

/// The most a Hard computer seat may search per move.
#[derive(Resource, Clone, Copy, Debug)]
pub struct SearchBudget(pub Duration);

impl Default for SearchBudget {
    fn default() -> SearchBudget {
        SearchBudget(mnk::DEFAULT_BUDGET)
    }
}

/// A person clicked (or pressed the key of) a cell.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellClicked(pub Cell);

/// A seat asks to place its mark on a cell. The turn plugin checks and applies it.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveRequest {
    pub cell: Cell,
    pub by: Mark,
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
pub enum GameSet {
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
        .add_message::<CellClicked>()
        .add_message::<MoveRequest>()
        .add_message::<MovePlayed>()
        .add_message::<IllegalMove>()
        .configure_sets(
            Update,
            (
                GameSet::Input,
                GameSet::Turn,
                GameSet::Outcome,
                GameSet::View,
            )
                .chain(),
        );
}
