//! The rules a five-in-a-row game is played by: what makes a win, and in renju the moves
//! Black may not make.

use serde::{Deserialize, Serialize};

/// Which rows of `k` win, and which moves are allowed.
///
/// The names and definitions are Gomocup's (its `rule` bits: 1 exactly five, 4 renju,
/// 8 caro) and the Renju International Federation's.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum Rule {
    /// `k` or more in a row wins: the m,n,k-game, and freestyle gomoku.
    #[default]
    Freestyle,
    /// Exactly `k` in a row wins: an overline (more than `k`) does not.
    Standard,
    /// Renju (five in a row only): Black (X) wins with exactly five and may not make a
    /// double three, a double four or an overline; White (O) wins with five or more.
    Renju,
    /// Exactly `k` in a row, not blocked by the other side's marks at both ends (the board's
    /// edge does not block). Gomocup's caro league.
    Caro,
}

impl Rule {
    /// Every rule, the default first.
    pub const ALL: [Rule; 4] = [Rule::Freestyle, Rule::Standard, Rule::Renju, Rule::Caro];

    /// The rule's name, as the command line and the files spell it.
    pub fn name(self) -> &'static str {
        match self {
            Rule::Freestyle => "freestyle",
            Rule::Standard => "standard",
            Rule::Renju => "renju",
            Rule::Caro => "caro",
        }
    }

    /// Whether a row of `len` of `mark`'s (X is Black) that `ends` blocks with the other
    /// side's marks (0, 1 or 2 of its two ends) wins, with `k` in a row to win.
    pub fn wins(self, k: u8, len: usize, x: bool, ends: u8) -> bool {
        let k = k as usize;
        match self {
            Rule::Freestyle => len >= k,
            Rule::Standard => len == k,
            Rule::Renju => len == k || (!x && len > k),
            Rule::Caro => len == k && ends < 2,
        }
    }
}

crate::named::named!(Rule, "rule");
