//! The two marks, and the state of a game after each move.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::geometry::Cell;

/// A player's mark. X moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mark {
    X,
    O,
}

impl Mark {
    /// The other mark.
    pub fn opponent(self) -> Mark {
        match self {
            Mark::X => Mark::O,
            Mark::O => Mark::X,
        }
    }

    /// 0 for X, 1 for O: the index of this mark's bitboard.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The character of this mark in the text form.
    pub fn symbol(self) -> char {
        match self {
            Mark::X => 'X',
            Mark::O => 'O',
        }
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

/// The state of the game after a move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// Nobody has won and a cell is free.
    InProgress,
    /// `mark` has `k` or more in a row; `line` is that run's cells, in index order.
    Win { mark: Mark, line: Vec<Cell> },
    /// Every cell is taken and nobody has won.
    Draw,
}

impl Outcome {
    /// True once the game is won or drawn.
    pub fn is_over(&self) -> bool {
        !matches!(self, Outcome::InProgress)
    }
}
