//! The game as the host sets it, and the message that carries it.

use mnk::Mark;

use crate::message::Message;
use tictactoe_core::session::Rules;

/// The game as the host sets it: the board, the host's mark, the moves so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub rules: Rules,
    pub host: Mark,
    pub moves: Vec<u8>,
}

impl Setup {
    /// The game on `board`, with the host's mark.
    pub fn of(board: &mnk::Board, host: Mark) -> Setup {
        Setup {
            rules: Rules::new(board.cols(), board.k()).with_rule(board.rule()),
            host,
            moves: board.moves_played().map(|c| c as u8).collect(),
        }
    }

    /// The message that carries it.
    pub fn message(&self) -> Message {
        Message::Setup {
            size: self.rules.size,
            k: self.rules.k,
            rule: self.rules.rule,
            host: self.host,
            moves: self.moves.clone(),
        }
    }
}
