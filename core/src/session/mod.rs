//! A game session: who sits at each seat and their names, the game on the board (its
//! record, with undo and redo), whose turn it is and who may move, the result, the pairs'
//! tallies, and what is archived and autosaved. Every front end (the window, the terminal,
//! the command line) drives a [`Session`] and draws it; none keeps these rules itself.

use mnk::opening::{Choice, OpeningError, Role, Step};
use mnk::{Board, Cell, Mark, MoveError, Outcome};

pub mod game;
mod online;
pub mod scores;
mod settle;
mod timed;
mod undo;

pub use crate::players::{
    NAME_MAX_CHARS, Names, PlayerId, Seat, Seats, default_name, name_arg, shown_name, tidy_name,
};
pub use game::{
    Game, MadeChoice, Meeting, Rules, SavedClock, SavedGame, Stage, forbidden_points_shown,
    new_game_id,
};
pub use online::MenuChoices;
pub use scores::{GameResult, Scores, Tally};
pub use settle::{Autosave, Settled};
pub use timed::REMOTE_GRACE;
pub use undo::Rewound;

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
    /// Against the opening: a choice is due, not a stone (or a stone, not a choice).
    Opening(OpeningError),
}

/// What a player does on its turn: a move (in an opening, a stone placed), or an
/// opening's choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Act {
    Move(Cell),
    Choose(Choice),
}

/// What an [`Act`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Acted {
    Played(Played),
    Chose(Chose),
}

/// An opening's choice made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chose {
    pub choice: Choice,
    /// Who chose: the first player (who placed the first stones) or the second.
    pub role: Role,
    /// The players now play the other marks than those they began with: the window and
    /// the terminal show the seats and names again.
    pub swapped: bool,
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
    home: Option<MenuChoices>,
    /// Where a network game's sides meet again.
    meeting: Option<Meeting>,
    /// The seats and names play the other marks than the game on the board began with
    /// (its opening gave Black to the second player): the next game takes them back.
    marks_swapped: bool,
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

    /// Who may act now: the mark to move and the seat whose turn it is (in an opening, the
    /// seat placing the stone or making the choice, whatever mark it plays later); `None`
    /// once the game is over.
    pub fn mover(&self) -> Option<(Mark, Seat)> {
        let board = self.board();
        let stage = self.game.stage();
        (!self.game.is_over()).then(|| (board.to_move(), self.seat_of(self.game.actor_at(stage))))
    }

    /// Whether the game on the board is over: won, drawn, or lost on time.
    pub fn is_over(&self) -> bool {
        self.game.is_over()
    }

    /// The seat of an opening's player: the first player began at X's seat, the second at
    /// O's (they change marks when the opening gives Black to the second).
    pub fn seat_of(&self, role: Role) -> Seat {
        self.seats.get(self.mark_of(role))
    }

    /// The mark whose seat an opening's player sits at now (the first player at X's until
    /// the opening gives Black to the second).
    pub fn mark_of(&self, role: Role) -> Mark {
        self.game.seat_mark(role)
    }

    /// The player who acts now (places, chooses or moves), and the mark of the seat they
    /// sit at; `None` once the game is over.
    pub fn actor(&self) -> Option<(PlayerId, Mark)> {
        self.mover()?;
        let mark = self.mark_of(self.game.actor_at(self.game.stage()));
        Some((PlayerId::at(&self.seats, &self.names, mark), mark))
    }

    /// What the opening asks now; [`Step::Play`] once it is over (or for a free opening).
    pub fn opening_step(&self) -> Step {
        self.game.step()
    }

    /// The level of the computer to act now, and what the opening asks of it ([`Step::Play`]
    /// for a move as usual); `None` on a person's turn or once the game is over.
    ///
    /// A brain's seat is given the opening's stones and choices too (at Hard, whose
    /// opening play is every level's): the protocol leaves openings to the manager.
    pub fn computer_to_act(&self) -> Option<(mnk::Level, Step)> {
        let step = self.game.step();
        match (self.mover()?, step) {
            ((_, Seat::Computer(level)), _) => Some((level, step)),
            ((_, Seat::Brain), Step::Choose { .. } | Step::Place { .. }) => {
                Some((mnk::Level::Hard, step))
            }
            _ => None,
        }
    }

    /// The brain set in the settings is to move (not in an opening's steps, which are
    /// the computer's: [`Session::computer_to_act`]).
    pub fn brain_to_move(&self) -> bool {
        matches!(self.mover(), Some((_, Seat::Brain)))
            && matches!(self.game.step(), Step::Play { .. })
    }

    /// The brain failed: every seat it held is a person's now, in this game and the next
    /// (the menu shows it so); the game on the board goes on. Returns the marks whose
    /// seats changed.
    pub fn brain_failed(&mut self) -> Vec<Mark> {
        let marks: Vec<Mark> = [Mark::X, Mark::O]
            .into_iter()
            .filter(|&mark| self.seats.get(mark) == Seat::Brain)
            .collect();
        for &mark in &marks {
            self.seats.set(mark, Seat::Human);
        }
        self.unsettled |= !marks.is_empty();
        marks
    }

    /// Does `act` for the player to act, if `position` is still the one on the board: as
    /// [`Session::play`] for a move, [`Session::choose`] for a choice. `ms` is how long a
    /// move took, in milliseconds.
    pub fn act(&mut self, act: Act, position: &Board, ms: u32) -> Result<Acted, Refusal> {
        match act {
            Act::Move(cell) => self.play(cell, position, ms).map(Acted::Played),
            Act::Choose(choice) => {
                let stage = self.game.stage();
                self.choose(choice, position, stage).map(Acted::Chose)
            }
        }
    }

    /// The choice due now in the opening, and who makes it: `None` when none is due or
    /// the game is over.
    pub fn choice_due(&self) -> Option<(Seat, &'static [Choice])> {
        match self.game.step() {
            Step::Choose { role, choices } if !self.is_over() => {
                Some((self.seat_of(role), choices))
            }
            _ => None,
        }
    }

    /// Makes an opening's `choice`, if `position` and `stage` are still the game's and
    /// the choice is due and offered. When it gives Black to the second player, the seats
    /// and names change marks.
    pub fn choose(
        &mut self,
        choice: Choice,
        position: &Board,
        stage: Stage,
    ) -> Result<Chose, Refusal> {
        if position != self.board() || stage != self.game.stage() {
            return Err(Refusal::Stale);
        }
        if self.is_over() {
            return Err(Refusal::Illegal(MoveError::GameOver));
        }
        let role = self.game.actor_at(stage);
        let was = self.game.swapped();
        self.game
            .opening
            .may_choose(stage.ply, &self.game.choices_at(stage), choice)
            .map_err(Refusal::Opening)?;
        self.clock_acts(stage)?;
        self.game.choose(choice).map_err(Refusal::Opening)?;
        self.follow_swap(was);
        self.unsettled = true;
        Ok(Chose {
            choice,
            role,
            swapped: self.game.swapped() != was,
        })
    }

    /// Changes the seats' and names' marks when the game's swap changed from `was`.
    fn follow_swap(&mut self, was: bool) {
        if self.game.swapped() != was {
            self.swap_marks();
            self.marks_swapped = !self.marks_swapped;
        }
    }

    /// The seats and names change marks.
    fn swap_marks(&mut self) {
        self.seats = self.seats.exchanged();
        self.names = std::mem::take(&mut self.names).exchanged();
    }

    /// A person is to move in the game on the board.
    pub fn person_to_move(&self) -> bool {
        matches!(self.mover(), Some((_, Seat::Human)))
    }

    /// Whether a hint or the coach has a move to judge: a person is to move, and no opening
    /// runs (its stones are placed to be even, which a search that plays to win does not
    /// judge).
    pub fn advice_wanted(&self) -> bool {
        self.person_to_move() && matches!(self.opening_step(), Step::Play { .. })
    }

    /// Begins a game. The game before keeps the result it was counted with.
    pub fn start(&mut self, start: Start) {
        // A network game resumed keeps the menu's choices aside; a game at this computer
        // resumed in the middle of one (played from a replay) ends it for the session.
        if let Start::Resume(saved) = &start {
            if !saved.seats.online() {
                self.home = None;
            } else if self.home.is_none() {
                self.home = Some(self.menu_choices());
            }
        }
        // The players take back the marks they began the last game with.
        if !matches!(start, Start::Resume(_)) && self.marks_swapped {
            self.swap_marks();
            self.marks_swapped = false;
        }
        match start {
            Start::Fresh => self.game = Game::new(self.rules),
            Start::Next { alternate } => {
                if alternate {
                    self.swap_marks();
                }
                self.game = Game::new(self.rules);
            }
            Start::Resume(saved) => {
                // Choices that do not follow the opening (a damaged file) are dropped: the
                // stones play on as a free game.
                self.game = saved.game();
                let SavedGame {
                    seats,
                    names,
                    id,
                    online,
                    ..
                } = *saved;
                self.meeting = online;
                self.seats = seats;
                self.names = names.tidied();
                // The seats as saved are those the game's opening left them in.
                self.marks_swapped = self.game.swapped();
                if id != 0 {
                    self.game.id = id;
                }
                let board = self.game.board();
                self.rules = Rules::new(board.cols(), board.k())
                    .with_shape(board.cols(), board.rows())
                    .with_rule(board.rule())
                    .with_opening(self.game.opening)
                    .with_clock(self.game.clock.as_ref().map(|clock| clock.control));
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
        if let Step::Choose { .. } = self.game.step()
            && !self.is_over()
        {
            return Err(Refusal::Opening(OpeningError::ChoiceDue));
        }
        if self.game.out_of_time.is_some() {
            return Err(Refusal::Illegal(MoveError::GameOver));
        }
        let stage = self.game.stage();
        // The rules judge the move first: a refused click costs no time.
        self.board().check(cell).map_err(Refusal::Illegal)?;
        self.clock_acts(stage)?;
        self.game.record.play(cell).map_err(Refusal::Illegal)?;
        // The choices undone past this stage cannot be made again by redo.
        self.game.choices.truncate(self.game.chosen);
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
        let winner = match (self.out_of_time(), self.board().outcome()) {
            (Some(lost), _) => Some(lost.opponent()),
            (None, Outcome::InProgress) => return None,
            (None, Outcome::Win { mark, .. }) => Some(*mark),
            (None, Outcome::Draw) => None,
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
            opening: self.game.opening,
            choices: self.game.choices.clone(),
            chosen: self.game.chosen,
            clock: self.clock_now(),
        }
    }
}
