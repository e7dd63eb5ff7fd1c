//! The game as the host sets it, and the message that carries it.

use mnk::{Mark, Opening, Rule};

use crate::check_rules;
use crate::message::Message;
use tictactoe_core::session::{Game, MadeChoice, Rules};

/// The most choices an opening makes (swap2: place two more, then a colour).
const MOST_CHOICES: usize = 2;

/// The game as the host sets it: the board and its opening, the host's mark as the game
/// began, the moves and the opening's choices so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub rules: Rules,
    pub host: Mark,
    pub moves: Vec<u8>,
    pub choices: Vec<MadeChoice>,
}

impl Setup {
    /// The game `game`, where the host plays `host` now.
    pub fn of(game: &Game, host: Mark) -> Setup {
        let board = game.board();
        Setup {
            rules: Rules::new(board.cols(), board.k())
                .with_rule(board.rule())
                .with_opening(game.opening),
            // The mark it began with: an opening may since have given Black to the other.
            host: if game.swapped() {
                host.opponent()
            } else {
                host
            },
            moves: board.moves_played().map(|c| c as u8).collect(),
            choices: game.choices[..game.chosen].to_vec(),
        }
    }

    /// The setup a host's message names, if the game can play its rules and it holds no
    /// more choices than an opening makes (whether they follow the opening is checked
    /// where the game is built from it).
    ///
    /// # Errors
    /// In words: rules the game does not play, or too many choices.
    pub fn checked(
        (size, k, rule, opening): (u8, u8, Rule, Opening),
        host: Mark,
        moves: Vec<u8>,
        choices: Vec<MadeChoice>,
    ) -> Result<Setup, String> {
        if choices.len() > MOST_CHOICES {
            return Err(format!("an opening of {} choices", choices.len()));
        }
        Ok(Setup {
            rules: check_rules(size, k, rule)?.with_opening(opening),
            host,
            moves,
            choices,
        })
    }

    /// The message that carries it.
    pub fn message(&self) -> Message {
        Message::Setup {
            size: self.rules.size,
            k: self.rules.k,
            rule: self.rules.rule,
            opening: self.rules.opening,
            host: self.host,
            moves: self.moves.clone(),
            choices: self.choices.clone(),
        }
    }
}
