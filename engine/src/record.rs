//! A game record: the board's shape, every move played, and a cursor saying how many of
//! them are on the board now. Undo moves the cursor back and redo forward; a new move
//! after an undo drops the moves past the cursor. The record is what a saved game, undo
//! and redo, and a replay are made of.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::board::{Board, MoveError, Outcome, Rule};
use crate::geometry::{Cell, Geometry, ShapeError};

/// A game from its empty board: the moves played, and the cursor into them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// The position after the first `cursor` moves; its own history is those moves.
    board: Board,
    /// Every move, those past the cursor included (they are what redo plays).
    moves: Vec<Cell>,
}

/// Why a record was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The board's shape is not playable.
    Shape(ShapeError),
    /// Move number `index` (from 0) cannot be played where it stands.
    Move { index: usize, error: MoveError },
    /// The cursor points past the last move.
    Cursor { cursor: usize, moves: usize },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Shape(e) => write!(f, "{e}"),
            RecordError::Move { index, error } => write!(f, "move {}: {error}", index + 1),
            RecordError::Cursor { cursor, moves } => {
                write!(f, "the cursor {cursor} is past the last of {moves} moves")
            }
        }
    }
}

impl std::error::Error for RecordError {}

impl GameRecord {
    /// A new game on an empty board of this shape.
    ///
    /// # Errors
    /// [`ShapeError`] for a shape that cannot be played.
    pub fn new(cols: u8, rows: u8, k: u8) -> Result<GameRecord, ShapeError> {
        Ok(GameRecord::empty(Geometry::get(cols, rows, k)?))
    }

    /// A new game on an empty board of `geometry`, freestyle.
    pub fn empty(geometry: &'static Geometry) -> GameRecord {
        GameRecord::starting(Board::empty(geometry))
    }

    /// A new game from `board` emptied: its shape and rule.
    pub fn starting(board: Board) -> GameRecord {
        GameRecord {
            board: Board::empty_with_rule(board.geometry(), board.rule())
                .expect("the board's own rule fits its shape"),
            moves: Vec::new(),
        }
    }

    /// A record from its parts: `moves` are played from the empty board of `geometry`, then
    /// the last `moves.len() - cursor` are taken back.
    ///
    /// # Errors
    /// [`RecordError`] when a move is illegal where it stands (off the board, on a taken
    /// cell, after the game ended) or the cursor is past the last move.
    pub fn from_moves(
        geometry: &'static Geometry,
        moves: &[Cell],
        cursor: usize,
    ) -> Result<GameRecord, RecordError> {
        GameRecord::from_moves_under(Rule::Freestyle, geometry, moves, cursor)
    }

    /// [`GameRecord::from_moves`] for a game played by `rule`.
    ///
    /// # Errors
    /// As [`GameRecord::from_moves`], and [`RecordError::Shape`] for renju with a win length
    /// other than 5.
    pub fn from_moves_under(
        rule: Rule,
        geometry: &'static Geometry,
        moves: &[Cell],
        cursor: usize,
    ) -> Result<GameRecord, RecordError> {
        if cursor > moves.len() {
            return Err(RecordError::Cursor {
                cursor,
                moves: moves.len(),
            });
        }
        let mut record = GameRecord::starting(
            Board::empty_with_rule(geometry, rule).map_err(RecordError::Shape)?,
        );
        for (index, &cell) in moves.iter().enumerate() {
            record
                .play(cell)
                .map_err(|error| RecordError::Move { index, error })?;
        }
        while record.cursor() > cursor {
            record.undo();
        }
        Ok(record)
    }

    /// The position at the cursor.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Every move, oldest first, those past the cursor included.
    pub fn moves(&self) -> &[Cell] {
        &self.moves
    }

    /// How many moves are on the board, in plies.
    pub fn cursor(&self) -> usize {
        self.board.ply()
    }

    /// Whether there is a move to take back.
    pub fn can_undo(&self) -> bool {
        self.cursor() > 0
    }

    /// Whether there is a taken-back move to play again.
    pub fn can_redo(&self) -> bool {
        self.cursor() < self.moves.len()
    }

    /// Plays `cell` for the side to move at the cursor. The moves past the cursor are
    /// dropped: a new move ends what redo could bring back.
    ///
    /// # Errors
    /// [`MoveError`] if the move is illegal; the record is then unchanged.
    pub fn play(&mut self, cell: Cell) -> Result<&Outcome, MoveError> {
        self.board.check(cell)?;
        self.moves.truncate(self.cursor());
        self.moves.push(cell);
        self.board.play(cell)
    }

    /// Drops the moves past the cursor, as a new move would: for a decision other than a
    /// move (an opening's choice) that ends what redo could bring back.
    pub fn drop_redo(&mut self) {
        self.moves.truncate(self.cursor());
    }

    /// Takes back the move before the cursor and returns its cell; `None` at the start.
    pub fn undo(&mut self) -> Option<Cell> {
        self.board.undo()
    }

    /// Plays again the move after the cursor and returns its cell; `None` at the end.
    pub fn redo(&mut self) -> Option<Cell> {
        let cell = *self.moves.get(self.cursor())?;
        // Legal: it was played from this very position before.
        self.board.play(cell).ok()?;
        Some(cell)
    }

    /// Moves the cursor to `ply` (undoing or redoing as needed); `false`, and no change,
    /// when `ply` is past the last move.
    pub fn seek(&mut self, ply: usize) -> bool {
        if ply > self.moves.len() {
            return false;
        }
        while self.cursor() > ply {
            self.undo();
        }
        while self.cursor() < ply {
            self.redo();
        }
        true
    }

    /// The position after the first `ply` moves; `None` past the last move.
    pub fn position_at(&self, ply: usize) -> Option<Board> {
        let mut record = self.clone();
        record.seek(ply).then_some(record.board)
    }
}

/// The serde form: the shape, the move list and the cursor. Loading replays the moves, so
/// a record that loads is one that could have been played.
#[derive(Serialize, Deserialize)]
#[serde(rename = "GameRecord")]
struct RecordForm {
    cols: u8,
    rows: u8,
    k: u8,
    /// Absent in files from before the rules: freestyle.
    #[serde(default, skip_serializing_if = "is_freestyle")]
    rule: Rule,
    moves: Vec<u16>,
    cursor: usize,
}

fn is_freestyle(rule: &Rule) -> bool {
    *rule == Rule::Freestyle
}

impl Serialize for GameRecord {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        RecordForm {
            cols: self.board.cols(),
            rows: self.board.rows(),
            k: self.board.k(),
            rule: self.board.rule(),
            // Cells are below 484 (`MAX_SIDE` squared).
            moves: self.moves.iter().map(|&c| c as u16).collect(),
            cursor: self.cursor(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for GameRecord {
    /// Fails on a bad shape, an illegal move list, or a cursor past the last move.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<GameRecord, D::Error> {
        use serde::de::Error;
        let form = RecordForm::deserialize(deserializer)?;
        let geometry = Geometry::get(form.cols, form.rows, form.k).map_err(D::Error::custom)?;
        let moves: Vec<Cell> = form.moves.iter().map(|&c| c as Cell).collect();
        GameRecord::from_moves_under(form.rule, geometry, &moves, form.cursor)
            .map_err(D::Error::custom)
    }
}
