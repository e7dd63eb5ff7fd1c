//! The rules: a board of the m,n,k-game, moves checked and applied, the outcome after each.

use std::fmt;

use crate::geometry::{Cell, DIRECTIONS, Geometry, ShapeError};

/// Why a move was refused. The board is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The cell index is not on this board.
    OutOfBoard { cell: Cell, cells: usize },
    /// The cell already holds a mark.
    Occupied { cell: Cell, by: Mark },
    /// The game is already won or drawn.
    GameOver,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::OutOfBoard { cell, cells } => {
                write!(
                    f,
                    "cell {cell} is off the board (it has cells 0 to {})",
                    cells - 1
                )
            }
            MoveError::Occupied { cell, by } => write!(f, "cell {cell} is already taken by {by}"),
            MoveError::GameOver => write!(f, "the game is over"),
        }
    }
}

impl std::error::Error for MoveError {}

/// A position of the m,n,k-game with the moves that led to it.
///
/// One bitboard (`u128`) per mark, bit `i` for cell `i`. The outcome is kept up to date
/// from the last move, so asking for it is free.
#[derive(Clone)]
pub struct Board {
    geometry: &'static Geometry,
    marks: [u128; 2],
    history: Vec<u8>,
    outcome: Outcome,
}

impl Board {
    /// An empty `cols` x `rows` board where `k` in a row wins.
    ///
    /// # Errors
    /// [`ShapeError`] for an unsupported size or win length (see [`Geometry::get`]).
    pub fn new(cols: u8, rows: u8, k: u8) -> Result<Board, ShapeError> {
        Ok(Board::empty(Geometry::get(cols, rows, k)?))
    }

    /// The classic empty 3x3 board, three in a row.
    pub fn classic() -> Board {
        Board::new(3, 3, 3).expect("3x3 k=3 is a valid shape")
    }

    /// An empty board of the given shape.
    pub fn empty(geometry: &'static Geometry) -> Board {
        Board {
            geometry,
            marks: [0, 0],
            history: Vec::new(),
            outcome: Outcome::InProgress,
        }
    }

    /// The shape of this board.
    pub fn geometry(&self) -> &'static Geometry {
        self.geometry
    }

    /// Board width, in cells.
    pub fn cols(&self) -> u8 {
        self.geometry.cols
    }

    /// Board height, in cells.
    pub fn rows(&self) -> u8 {
        self.geometry.rows
    }

    /// Marks in a row needed to win.
    pub fn k(&self) -> u8 {
        self.geometry.k
    }

    /// Number of cells.
    pub fn cells(&self) -> usize {
        self.geometry.cells()
    }

    /// The bitboards, indexed by [`Mark::index`].
    pub fn bitboards(&self) -> [u128; 2] {
        self.marks
    }

    /// The mark on `cell`, if any (`None` also for a cell off the board).
    pub fn get(&self, cell: Cell) -> Option<Mark> {
        if cell >= self.cells() {
            None
        } else if self.marks[0] >> cell & 1 == 1 {
            Some(Mark::X)
        } else if self.marks[1] >> cell & 1 == 1 {
            Some(Mark::O)
        } else {
            None
        }
    }

    /// Whose turn it is (X on an empty board; it stays defined after the game ends).
    pub fn to_move(&self) -> Mark {
        if self.marks[0].count_ones() > self.marks[1].count_ones() {
            Mark::O
        } else {
            Mark::X
        }
    }

    /// Marks on the board, in plies.
    pub fn ply(&self) -> usize {
        (self.marks[0] | self.marks[1]).count_ones() as usize
    }

    /// The result so far.
    pub fn outcome(&self) -> &Outcome {
        &self.outcome
    }

    /// The cells played through [`Board::play`], oldest first (a parsed board starts empty).
    pub fn moves_played(&self) -> impl ExactSizeIterator<Item = Cell> + '_ {
        self.history.iter().map(|&c| c as Cell)
    }

    /// Free cells in index order; empty once the game is over.
    pub fn legal_moves(&self) -> Vec<Cell> {
        if self.outcome.is_over() {
            return Vec::new();
        }
        let free = self.geometry.full() & !(self.marks[0] | self.marks[1]);
        (0..self.cells()).filter(|&c| free >> c & 1 == 1).collect()
    }

    /// Checks a move by the side to move without making it.
    ///
    /// # Errors
    /// [`MoveError`] saying why the move is illegal.
    pub fn check(&self, cell: Cell) -> Result<(), MoveError> {
        if self.outcome.is_over() {
            return Err(MoveError::GameOver);
        }
        if cell >= self.cells() {
            return Err(MoveError::OutOfBoard {
                cell,
                cells: self.cells(),
            });
        }
        match self.get(cell) {
            Some(by) => Err(MoveError::Occupied { cell, by }),
            None => Ok(()),
        }
    }

    /// Places the side to move's mark on `cell` and returns the new outcome.
    ///
    /// # Errors
    /// [`MoveError`] if the move is illegal; the board is then unchanged.
    pub fn play(&mut self, cell: Cell) -> Result<&Outcome, MoveError> {
        self.check(cell)?;
        let mark = self.to_move();
        self.marks[mark.index()] |= 1 << cell;
        self.history.push(cell as u8);
        self.outcome = self.outcome_after(mark, cell);
        Ok(&self.outcome)
    }

    /// Takes back the last move made with [`Board::play`] and returns its cell,
    /// or `None` when there is none to take back.
    pub fn undo(&mut self) -> Option<Cell> {
        let cell = self.history.pop()? as Cell;
        self.marks[0] &= !(1 << cell);
        self.marks[1] &= !(1 << cell);
        // Play stops at the end of a game, so the position before any played move was open.
        self.outcome = Outcome::InProgress;
        Some(cell)
    }

    /// Cells where `mark` would complete `k` in a row with one move.
    pub fn winning_cells(&self, mark: Mark) -> Vec<Cell> {
        let free = self.geometry.full() & !(self.marks[0] | self.marks[1]);
        let mine = self.marks[mark.index()];
        (0..self.cells())
            .filter(|&c| free >> c & 1 == 1 && self.geometry.completes_window(mine | 1 << c, c))
            .collect()
    }

    /// The outcome once `mark` has just played `cell`. The win is checked before the
    /// draw, so a win on the last free cell is a win.
    fn outcome_after(&self, mark: Mark, cell: Cell) -> Outcome {
        if let Some(line) = self.line_through(mark, cell) {
            Outcome::Win { mark, line }
        } else if self.ply() == self.cells() {
            Outcome::Draw
        } else {
            Outcome::InProgress
        }
    }

    /// The longest run of `mark` through `cell`, if it is at least `k` long.
    fn line_through(&self, mark: Mark, cell: Cell) -> Option<Vec<Cell>> {
        let g = self.geometry;
        let mine = self.marks[mark.index()];
        let has = |c: i32, r: i32| g.cell(c, r).is_some_and(|i| mine >> i & 1 == 1);
        let (col, row) = g.col_row(cell);
        DIRECTIONS.iter().find_map(|&(dc, dr)| {
            let back = (1..)
                .take_while(|&s| has(col - dc * s, row - dr * s))
                .count() as i32;
            let fwd = (1..)
                .take_while(|&s| has(col + dc * s, row + dr * s))
                .count() as i32;
            (back + fwd + 1 >= g.k as i32).then(|| {
                let mut line: Vec<Cell> = (-back..=fwd)
                    .map(|s| {
                        g.cell(col + dc * s, row + dr * s)
                            .expect("run is on the board")
                    })
                    .collect();
                line.sort_unstable();
                line
            })
        })
    }
}

impl PartialEq for Board {
    /// Same shape and same marks (the history is how we got here, not where we are).
    fn eq(&self, other: &Board) -> bool {
        std::ptr::eq(self.geometry, other.geometry) && self.marks == other.marks
    }
}

impl Eq for Board {}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({self})")
    }
}

mod mark;
mod text;

pub use mark::{Mark, Outcome};
pub use text::ParseBoardError;

#[cfg(test)]
mod tests;
