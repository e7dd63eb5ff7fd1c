//! The rules: a board of the m,n,k-game, moves checked and applied, the outcome after each.

use std::fmt;

use crate::geometry::{Cell, DIRECTIONS, Geometry, ShapeError};
use renju::Grid;

/// Why a move was refused. The board is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The cell index is not on this board.
    OutOfBoard { cell: Cell, cells: usize },
    /// The cell already holds a mark.
    Occupied { cell: Cell, by: Mark },
    /// The game is already won or drawn.
    GameOver,
    /// Renju: the cell is a forbidden point of Black's, for this reason.
    Forbidden { cell: Cell, why: Forbidden },
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
            MoveError::Forbidden { cell, why } => {
                write!(f, "cell {cell} is forbidden to X (Black) in renju: {why}")
            }
        }
    }
}

impl std::error::Error for MoveError {}

/// A position of the m,n,k-game under a [`Rule`], with the moves that led to it.
///
/// One entry per cell; the outcome is kept up to date from the last move, so asking for it
/// is free. The searches keep representations of their own (bitboards up to 10x10, lines
/// beyond): this one is for the rules and the front ends.
#[derive(Clone)]
pub struct Board {
    geometry: &'static Geometry,
    rule: Rule,
    stones: Vec<Option<Mark>>,
    /// Marks of X and of O on the board.
    counts: [u16; 2],
    history: Vec<u16>,
    outcome: Outcome,
}

impl Board {
    /// An empty `cols` x `rows` board where `k` or more in a row wins ([`Rule::Freestyle`]).
    ///
    /// # Errors
    /// [`ShapeError`] for an unsupported size or win length (see [`Geometry::get`]).
    pub fn new(cols: u8, rows: u8, k: u8) -> Result<Board, ShapeError> {
        Ok(Board::empty(Geometry::get(cols, rows, k)?))
    }

    /// An empty `cols` x `rows` board with `k` in a row, played by `rule`.
    ///
    /// # Errors
    /// [`ShapeError`] for an unsupported size or win length, or renju with `k` other than 5.
    pub fn with_rule(cols: u8, rows: u8, k: u8, rule: Rule) -> Result<Board, ShapeError> {
        Board::empty_with_rule(Geometry::get(cols, rows, k)?, rule)
    }

    /// The classic empty 3x3 board, three in a row.
    pub fn classic() -> Board {
        Board::new(3, 3, 3).expect("3x3 k=3 is a valid shape")
    }

    /// An empty board of the given shape, freestyle.
    pub fn empty(geometry: &'static Geometry) -> Board {
        Board {
            geometry,
            rule: Rule::Freestyle,
            stones: vec![None; geometry.cells()],
            counts: [0, 0],
            history: Vec::new(),
            outcome: Outcome::InProgress,
        }
    }

    /// An empty board of the given shape, played by `rule`.
    ///
    /// # Errors
    /// [`ShapeError::Renju`] for renju with a win length other than 5.
    pub fn empty_with_rule(geometry: &'static Geometry, rule: Rule) -> Result<Board, ShapeError> {
        if rule == Rule::Renju && geometry.k != 5 {
            return Err(ShapeError::Renju { k: geometry.k });
        }
        Ok(Board {
            rule,
            ..Board::empty(geometry)
        })
    }

    /// The shape of this board.
    pub fn geometry(&self) -> &'static Geometry {
        self.geometry
    }

    /// The rule this game is played by.
    pub fn rule(&self) -> Rule {
        self.rule
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

    /// The bitboards (bit `i` for cell `i`), indexed by [`Mark::index`]; `None` for a board
    /// without one ([`Geometry::has_bitboard`]).
    pub fn bitboards(&self) -> Option<[u128; 2]> {
        if !self.geometry.has_bitboard() {
            return None;
        }
        let mut marks = [0u128; 2];
        for (cell, stone) in self.stones.iter().enumerate() {
            if let Some(mark) = stone {
                marks[mark.index()] |= 1 << cell;
            }
        }
        Some(marks)
    }

    /// The mark on `cell`, if any (`None` also for a cell off the board).
    pub fn get(&self, cell: Cell) -> Option<Mark> {
        self.stones.get(cell).copied().flatten()
    }

    /// Whose turn it is (X on an empty board; it stays defined after the game ends).
    pub fn to_move(&self) -> Mark {
        if self.counts[0] > self.counts[1] {
            Mark::O
        } else {
            Mark::X
        }
    }

    /// Marks on the board, in plies.
    pub fn ply(&self) -> usize {
        (self.counts[0] + self.counts[1]) as usize
    }

    /// The result so far.
    pub fn outcome(&self) -> &Outcome {
        &self.outcome
    }

    /// The cells played through [`Board::play`], oldest first (a parsed board starts empty).
    pub fn moves_played(&self) -> impl ExactSizeIterator<Item = Cell> + '_ {
        self.history.iter().map(|&c| c as Cell)
    }

    /// The cells the side to move may play, in index order: the free ones, less Black's
    /// forbidden points in renju; empty once the game is over.
    pub fn legal_moves(&self) -> Vec<Cell> {
        if self.outcome.is_over() {
            return Vec::new();
        }
        let free = (0..self.cells()).filter(|&c| self.stones[c].is_none());
        if self.rule == Rule::Renju && self.to_move() == Mark::X {
            let mut grid = self.grid();
            free.filter(|&c| renju::forbidden(&mut grid, c).is_none())
                .collect()
        } else {
            free.collect()
        }
    }

    /// Black's (X's) forbidden points in this position, in index order: the free cells where
    /// renju does not let X play, whoever is to move. Empty under the other rules.
    pub fn forbidden_points(&self) -> Vec<(Cell, Forbidden)> {
        if self.rule != Rule::Renju {
            return Vec::new();
        }
        let mut grid = self.grid();
        (0..self.cells())
            .filter(|&c| self.stones[c].is_none())
            .filter_map(|c| renju::forbidden(&mut grid, c).map(|why| (c, why)))
            .collect()
    }

    /// The position as the rules' plain grid of stones.
    pub(crate) fn grid(&self) -> Grid {
        let mut grid = Grid::new(self.cols(), self.rows());
        for (cell, &stone) in self.stones.iter().enumerate() {
            if stone.is_some() {
                grid.set(cell, stone);
            }
        }
        grid
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
        if let Some(by) = self.get(cell) {
            return Err(MoveError::Occupied { cell, by });
        }
        if self.rule == Rule::Renju
            && self.to_move() == Mark::X
            && let Some(why) = renju::forbidden(&mut self.grid(), cell)
        {
            return Err(MoveError::Forbidden { cell, why });
        }
        Ok(())
    }

    /// Places the side to move's mark on `cell` and returns the new outcome.
    ///
    /// # Errors
    /// [`MoveError`] if the move is illegal; the board is then unchanged.
    pub fn play(&mut self, cell: Cell) -> Result<&Outcome, MoveError> {
        self.check(cell)?;
        let mark = self.to_move();
        self.stones[cell] = Some(mark);
        self.counts[mark.index()] += 1;
        self.history.push(cell as u16);
        self.outcome = self.outcome_after(mark, cell);
        Ok(&self.outcome)
    }

    /// Takes back the last move made with [`Board::play`] and returns its cell,
    /// or `None` when there is none to take back.
    pub fn undo(&mut self) -> Option<Cell> {
        let cell = self.history.pop()? as Cell;
        if let Some(mark) = self.stones[cell].take() {
            self.counts[mark.index()] -= 1;
        }
        // Play stops at the end of a game, so the position before any played move was open.
        self.outcome = Outcome::InProgress;
        Some(cell)
    }

    /// Cells where `mark` would win with one move under this board's rule.
    pub fn winning_cells(&self, mark: Mark) -> Vec<Cell> {
        (0..self.cells())
            .filter(|&c| self.stones[c].is_none() && self.run_through(mark, c, true).is_some())
            .collect()
    }

    /// The outcome once `mark` has just played `cell`. The win is checked before the
    /// draw, so a win on the last free cell is a win.
    fn outcome_after(&self, mark: Mark, cell: Cell) -> Outcome {
        if let Some(line) = self.run_through(mark, cell, false) {
            Outcome::Win { mark, line }
        } else if self.ply() == self.cells() {
            Outcome::Draw
        } else {
            Outcome::InProgress
        }
    }

    /// The winning run of `mark` through `cell` under the rule, its cells in index order,
    /// if there is one; `cell` counts as `mark`'s when `assume` (a move not yet played).
    fn run_through(&self, mark: Mark, cell: Cell, assume: bool) -> Option<Vec<Cell>> {
        let g = self.geometry;
        let at = |c: i32, r: i32| g.cell(c, r).map(|i| self.stones[i]);
        let (col, row) = g.col_row(cell);
        DIRECTIONS.iter().find_map(|&(dc, dr)| {
            let mine =
                |s: i32| s == 0 && assume || at(col + dc * s, row + dr * s) == Some(Some(mark));
            let back = (1..).take_while(|&s| mine(-s)).count() as i32;
            let fwd = (1..).take_while(|&s| mine(s)).count() as i32;
            let len = (back + fwd + 1) as usize;
            let blocked = |s: i32| at(col + dc * s, row + dr * s) == Some(Some(mark.opponent()));
            let ends = u8::from(blocked(-back - 1)) + u8::from(blocked(fwd + 1));
            self.rule.wins(g.k, len, mark == Mark::X, ends).then(|| {
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
    /// Same shape, rule and marks (the history is how we got here, not where we are).
    fn eq(&self, other: &Board) -> bool {
        std::ptr::eq(self.geometry, other.geometry)
            && self.rule == other.rule
            && self.stones == other.stones
    }
}

impl Eq for Board {}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({self})")
    }
}

mod mark;
pub(crate) mod renju;
mod rule;
mod text;

pub use mark::{Mark, Outcome};
pub use renju::Forbidden;
pub use rule::Rule;
pub use text::ParseBoardError;

#[cfg(test)]
mod tests;
