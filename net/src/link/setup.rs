//! The game as the host sets it, and the message that carries it.

use mnk::{Mark, Opening, Rule};

use crate::check_rules;
use crate::message::Message;
use tictactoe_core::session::{Game, MadeChoice, Rules, SavedClock};

/// The most choices an opening makes (swap2: place two more, then a colour).
const MOST_CHOICES: usize = 2;

/// The game as the host sets it: the board and its opening, the host's mark as the game
/// began, the moves and the opening's choices so far, and the clock as it reads now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub rules: Rules,
    pub host: Mark,
    pub moves: Vec<u8>,
    pub choices: Vec<MadeChoice>,
    pub clock: Option<SavedClock>,
}

impl Setup {
    /// The game `game`, where the host plays `host` now.
    pub fn of(game: &Game, host: Mark) -> Setup {
        let board = game.board();
        Setup {
            rules: Rules::new(board.cols(), board.k())
                .with_shape(board.cols(), board.rows())
                .with_rule(board.rule())
                .with_opening(game.opening)
                .with_clock(game.clock.as_ref().map(|clock| clock.control)),
            // The mark it began with: an opening may since have given Black to the other.
            host: if game.swapped() {
                host.opponent()
            } else {
                host
            },
            moves: board.moves_played().map(|c| c as u8).collect(),
            choices: game.choices[..game.chosen].to_vec(),
            clock: game.clock_now(),
        }
    }

    /// The setup a host's message names, if the game can play its rules and it holds no
    /// more choices than an opening makes (whether they follow the opening is checked
    /// where the game is built from it). A clock is brought into range
    /// ([`SavedClock::tidied`]).
    ///
    /// # Errors
    /// In words: rules the game does not play, or too many choices.
    pub fn checked(
        (size, rows, k, rule, opening): (u8, Option<u8>, u8, Rule, Opening),
        host: Mark,
        moves: Vec<u8>,
        choices: Vec<MadeChoice>,
        clock: Option<SavedClock>,
    ) -> Result<Setup, String> {
        if choices.len() > MOST_CHOICES {
            return Err(format!("an opening of {} choices", choices.len()));
        }
        let clock = clock.map(SavedClock::tidied);
        Ok(Setup {
            rules: check_rules((size, rows.unwrap_or(size)), k, rule)?
                .with_opening(opening)
                .with_clock(clock.map(|c| c.control)),
            host,
            moves,
            choices,
            clock,
        })
    }

    /// The message that carries it.
    pub fn message(&self) -> Message {
        Message::Setup {
            size: self.rules.size,
            rows: self.rules.rows,
            k: self.rules.k,
            rule: self.rules.rule,
            opening: self.rules.opening,
            host: self.host,
            moves: self.moves.clone(),
            choices: self.choices.clone(),
            clock: self.clock,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tictactoe_core::clock::TimeControl;

    /// A host with the code cannot give a clock of a year, nor a time left past what its
    /// control allows.
    #[test]
    fn a_hosts_clock_is_brought_into_range() {
        let year = SavedClock {
            control: TimeControl::new(u32::MAX, u32::MAX),
            left_ms: [u64::MAX, 5],
        };
        let rules = (15, None, 5, Rule::Freestyle, Opening::Free);
        let setup = Setup::checked(rules, Mark::X, Vec::new(), Vec::new(), Some(year)).unwrap();
        let clock = setup.clock.unwrap();
        assert_eq!(clock.control, TimeControl::new(3 * 3600, 120));
        assert_eq!(clock.left_ms, [1000 * (3 * 3600 + 3600), 5]);
        assert_eq!(setup.rules.clock, Some(clock.control));
    }
}
