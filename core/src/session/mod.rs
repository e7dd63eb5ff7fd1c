//! A game session: who sits at each seat and their names, the game on the board (its
//! record, with undo and redo), whose turn it is and who may move, the result, the pairs'
//! tallies, and what is archived and autosaved. Every front end (the window, the terminal,
//! the command line) drives a [`Session`] and draws it; none keeps these rules itself.

use mnk::{Board, Cell, Mark, MoveError, Outcome};

pub mod game;
mod online;
pub mod scores;
mod settle;
mod undo;

pub use crate::players::{
    NAME_MAX_CHARS, Names, PlayerId, Seat, Seats, default_name, name_arg, shown_name, tidy_name,
};
pub use game::{Game, Meeting, Rules, SavedGame, forbidden_points_shown, new_game_id};
pub use online::Choices;
pub use scores::{GameResult, Scores, Tally};
pub use settle::{Autosave, Settled};
pub use undo::{Rewound, redo_target, undo_target};

#[cfg(test)]
mod tests;

/// The autosave's name in the data folder: the game in progress, a [`SavedGame`].
pub const AUTOSAVE_FILE: &str = "autosave.ron";

/// The format version of `autosave.ron`.
pub const AUTOSAVE_VERSION: u32 = 1;

/// The scores' file name in the data folder: the pairs' [`Scores`].
pub const SCORES_FILE: &str = "scores.ron";

/// The format version of `scores.ron`.
pub const SCORES_VERSION: u32 = 1;

/// How a game begins.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// An empty board of the session's rules, with its seats.
    Fresh,
    /// The next game of a match: like `Fresh`, but with `alternate` the players first
    /// swap marks (seats and names), so each moves first in turn.
    Next { alternate: bool },
    /// A game as it was saved, seats, names and record (redo list included); its rules
    /// become the session's.
    Resume(Box<SavedGame>),
}

/// A move made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    pub cell: Cell,
    pub mark: Mark,
    /// The move ended the game.
    pub ended: bool,
}

/// Why a move was not made. The board is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Made for a position that has passed (a second click in one frame, a search that
    /// outlived its game, an undo in between): dropped without a word.
    Stale,
    /// Against the rules.
    Illegal(MoveError),
}

/// One session of play: the seats and their names, the board for the next game, the game
/// on the board, and the scores. A front end starts games, asks who may move, sends moves
/// and undos, and after each change calls [`Session::settle`] and does what it says.
#[derive(Clone, Debug, Default)]
pub struct Session {
    /// Who plays each mark: the game's, and the next game's (a menu changes them).
    pub seats: Seats,
    /// The names of the people at the seats.
    pub names: Names,
    /// The board of the next fresh game.
    pub rules: Rules,
    /// Every pair's tally: the game on the board counts in it once over.
    pub scores: Scores,
    game: Game,
    /// The result of the game on the board as counted in the scores.
    counted: Option<GameResult>,
    /// The finished game last archived: id and moves.
    archived: Option<(u64, Vec<Cell>)>,
    /// The autosave as last written: `None` before the first settle of a game.
    autosaved: Option<Autosave>,
    /// The game changed since the last settle.
    unsettled: bool,
    /// The menu's choices while a network game holds the seats, names and board.
    home: Option<Choices>,
    /// Where a network game's sides meet again.
    meeting: Option<Meeting>,
}

impl Session {
    /// A session with these seats, names, board and scores, and an empty board on it.
    pub fn new(seats: Seats, names: Names, rules: Rules, scores: Scores) -> Session {
        Session {
            seats,
            names,
            rules,
            scores,
            game: Game::new(rules),
            ..Session::default()
        }
    }

    /// The game on the board.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The position on the board.
    pub fn board(&self) -> &Board {
        self.game.board()
    }

    /// The players at X's and O's seats.
    pub fn players(&self) -> [PlayerId; 2] {
        PlayerId::pair(&self.seats, &self.names)
    }

    /// Who may move now: the mark to move and its seat; `None` once the game is over.
    pub fn mover(&self) -> Option<(Mark, Seat)> {
        let board = self.board();
        (!board.outcome().is_over()).then(|| (board.to_move(), self.seats.get(board.to_move())))
    }

    /// A person is to move in the game on the board.
    pub fn person_to_move(&self) -> bool {
        matches!(self.mover(), Some((_, Seat::Human)))
    }

    /// Begins a game. The game before keeps the result it was counted with.
    pub fn start(&mut self, start: Start) {
        // A network game resumed keeps the menu's choices aside; a game at this computer
        // resumed in the middle of one (played from a replay) ends it for the session.
        if let Start::Resume(saved) = &start {
            if !saved.seats.online() {
                self.home = None;
            } else if self.home.is_none() {
                self.home = Some(self.choices());
            }
        }
        match start {
            Start::Fresh => self.game = Game::new(self.rules),
            Start::Next { alternate } => {
                if alternate {
                    self.seats = Seats {
                        x: self.seats.o,
                        o: self.seats.x,
                    };
                    self.names = Names {
                        x: self.names.o.clone(),
                        o: self.names.x.clone(),
                    };
                }
                self.game = Game::new(self.rules);
            }
            Start::Resume(saved) => {
                let SavedGame {
                    seats,
                    names,
                    record,
                    id,
                    move_ms,
                    online,
                } = *saved;
                self.meeting = online;
                self.seats = seats;
                self.names = names.tidied();
                self.game = Game::from_record(record, move_ms);
                if id != 0 {
                    self.game.id = id;
                }
                let board = self.game.board();
                // The menu's boards are square; a record of another shape keeps its own.
                self.rules =
                    Rules::new(board.cols().max(board.rows()), board.k()).with_rule(board.rule());
            }
        }
        self.counted = None;
        self.archived = None;
        self.autosaved = None;
        self.unsettled = true;
    }

    /// Places the mover's mark on `cell`, if `position` is still the one on the board and
    /// the move is legal. `ms` is how long the move took, in milliseconds.
    pub fn play(&mut self, cell: Cell, position: &Board, ms: u32) -> Result<Played, Refusal> {
        if position != self.board() {
            return Err(Refusal::Stale);
        }
        let mark = self.board().to_move();
        let ply = self.board().ply();
        self.game.record.play(cell).map_err(Refusal::Illegal)?;
        // A move made after an undo replaces the moves that were undone.
        self.game.move_ms.truncate(ply);
        self.game.move_ms.push(ms);
        self.unsettled = true;
        Ok(Played {
            cell,
            mark,
            ended: self.board().outcome().is_over(),
        })
    }

    /// The player gave up the game on the board: the autosave goes, and the game is not
    /// offered again (a change to it later saves it afresh).
    pub fn abandon(&mut self) -> Autosave {
        self.autosaved = Some(Autosave::Remove);
        Autosave::Remove
    }

    /// The result of the game on the board, once over.
    pub fn result(&self) -> Option<GameResult> {
        let winner = match self.board().outcome() {
            Outcome::InProgress => return None,
            Outcome::Win { mark, .. } => Some(*mark),
            Outcome::Draw => None,
        };
        let [x, o] = self.players();
        Some(GameResult { x, o, winner })
    }

    /// The game on the board as the autosave keeps it.
    pub fn saved_game(&self) -> SavedGame {
        SavedGame {
            seats: self.seats,
            names: self.names.clone(),
            record: self.game.record.clone(),
            id: self.game.id,
            move_ms: self.game.move_ms.clone(),
            online: self.meeting.clone(),
        }
    }
}
