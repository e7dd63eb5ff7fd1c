//! Openings: how a gomoku game begins before the players' colours are decided.
//!
//! - Free: the first player plays Black (X) from the first move.
//! - Swap: the first player places three stones (Black, White, Black); the second player
//!   then chooses a colour, and White moves next.
//! - Swap2 (the Gomoku World Championship's rule since 2009): after the three stones the
//!   second player chooses Black, White, or to place two more (White, Black) and hand the
//!   choice of colour back to the first player.
//!
//! The opening is a pure function of the stones placed and the choices made
//! ([`Opening::step`]), so taking back a stone or a choice steps back through it. `computer`
//! plays each step for a computer player.

mod computer;

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::board::Mark;

pub use computer::{choose, place_next, place_three, place_two};

/// How a game begins.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum Opening {
    /// The first player plays Black (X) from the first move.
    #[default]
    Free,
    /// Three stones by the first player, then the second player's choice of colour.
    Swap,
    /// Three stones by the first player, then the second player's choice: a colour, or two
    /// more stones and the first player's choice of colour.
    Swap2,
}

/// The two players of an opening, before their colours are known.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Role {
    /// Places the first three stones (the tentative Black).
    First,
    /// Answers them.
    Second,
}

impl Role {
    /// The other player.
    pub fn other(self) -> Role {
        match self {
            Role::First => Role::Second,
            Role::Second => Role::First,
        }
    }

    /// 0 for the first player, 1 for the second: an index into per-player tables.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A choice in an opening.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Choice {
    /// Play Black (X) from here.
    PlayBlack,
    /// Play White (O) from here; White moves next.
    PlayWhite,
    /// Swap2: place two more stones (White, then Black) and let the other player choose.
    PlaceTwo,
}

/// What happens next in an opening.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// `role` places the next stone, a `mark` (the board's side to move).
    Place { role: Role, mark: Mark },
    /// `role` chooses one of `choices`.
    Choose {
        role: Role,
        choices: &'static [Choice],
    },
    /// The opening is over: `black` plays X, the other O, and the game goes on as usual.
    Play { black: Role },
}

/// Why a stone or a choice was refused by the opening.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpeningError {
    /// A choice is due, not a stone.
    ChoiceDue,
    /// A stone is due, not a choice (or the opening is over).
    NoChoiceDue,
    /// That choice is not one of those open now.
    NotOffered(Choice),
}

impl fmt::Display for OpeningError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OpeningError::ChoiceDue => write!(f, "a choice is due, not a stone"),
            OpeningError::NoChoiceDue => write!(f, "no choice is due now"),
            OpeningError::NotOffered(choice) => write!(f, "{choice:?} is not a choice now"),
        }
    }
}

impl std::error::Error for OpeningError {}

const COLOUR: &[Choice] = &[Choice::PlayBlack, Choice::PlayWhite];
const SWAP2: &[Choice] = &[Choice::PlayBlack, Choice::PlayWhite, Choice::PlaceTwo];

impl Opening {
    /// Every opening, the default first.
    pub const ALL: [Opening; 3] = [Opening::Free, Opening::Swap, Opening::Swap2];

    /// The opening's name, as the command line and the files spell it.
    pub fn name(self) -> &'static str {
        match self {
            Opening::Free => "free",
            Opening::Swap => "swap",
            Opening::Swap2 => "swap2",
        }
    }

    /// What happens after `plies` stones and the `choices` made so far, in order.
    pub fn step(self, plies: usize, choices: &[Choice]) -> Step {
        let place = |role| Step::Place {
            role,
            mark: if plies.is_multiple_of(2) {
                Mark::X
            } else {
                Mark::O
            },
        };
        let black = |chooser: Role, choice: Choice| Step::Play {
            black: if choice == Choice::PlayBlack {
                chooser
            } else {
                chooser.other()
            },
        };
        match (self, choices) {
            (Opening::Free, _) => Step::Play { black: Role::First },
            (_, []) if plies < 3 => place(Role::First),
            (Opening::Swap, []) => Step::Choose {
                role: Role::Second,
                choices: COLOUR,
            },
            (Opening::Swap2, []) => Step::Choose {
                role: Role::Second,
                choices: SWAP2,
            },
            (_, [Choice::PlaceTwo]) if plies < 5 => place(Role::Second),
            (_, [Choice::PlaceTwo]) => Step::Choose {
                role: Role::First,
                choices: COLOUR,
            },
            (_, [Choice::PlaceTwo, last, ..]) => black(Role::First, *last),
            (_, [first, ..]) => black(Role::Second, *first),
        }
    }

    /// Checks a stone: allowed unless a choice is due.
    ///
    /// # Errors
    /// [`OpeningError::ChoiceDue`] while a choice is due.
    pub fn may_place(self, plies: usize, choices: &[Choice]) -> Result<(), OpeningError> {
        match self.step(plies, choices) {
            Step::Choose { .. } => Err(OpeningError::ChoiceDue),
            _ => Ok(()),
        }
    }

    /// Checks `choice` after `plies` stones and `choices`.
    ///
    /// # Errors
    /// [`OpeningError`] when no choice is due or this one is not offered.
    pub fn may_choose(
        self,
        plies: usize,
        choices: &[Choice],
        choice: Choice,
    ) -> Result<(), OpeningError> {
        match self.step(plies, choices) {
            Step::Choose { choices, .. } if choices.contains(&choice) => Ok(()),
            Step::Choose { .. } => Err(OpeningError::NotOffered(choice)),
            _ => Err(OpeningError::NoChoiceDue),
        }
    }

    /// Who plays `mark` once the opening is over (after `plies` stones and `choices`); while
    /// it runs, the tentative colours (the first player Black).
    pub fn player_of(self, mark: Mark, plies: usize, choices: &[Choice]) -> Role {
        let black = match self.step(plies, choices) {
            Step::Play { black } => black,
            _ => Role::First,
        };
        if mark == Mark::X {
            black
        } else {
            black.other()
        }
    }

    /// Who plays the board's side to move after `plies` stones and `choices`: the role
    /// placing or choosing during the opening, after it the one with that colour.
    pub fn mover(self, plies: usize, choices: &[Choice]) -> Role {
        match self.step(plies, choices) {
            Step::Place { role, .. } | Step::Choose { role, .. } => role,
            Step::Play { black } if plies.is_multiple_of(2) => black,
            Step::Play { black } => black.other(),
        }
    }
}

crate::named::named!(Opening, "opening");

#[cfg(test)]
mod tests;
