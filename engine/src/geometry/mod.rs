//! The shape of an m,n,k-game: board size, win length, and everything derived
//! from them once (windows, whole lines, symmetries, Zobrist keys) so that play and search
//! never recompute it. `lines` builds the windows and whole lines, `symmetry` the
//! symmetries, `zobrist` the hash keys, `reach` the cells around a cell.

use std::collections::HashMap;
use std::fmt;
use std::sync::{Mutex, OnceLock};

use symmetry::symmetries;

mod lines;
mod reach;
mod symmetry;
mod zobrist;

/// Largest board side, in cells: 22, as in Yixin-Board, KDE's Bovo and the Gomocup brains.
pub const MAX_SIDE: u8 = 22;

/// Largest side of a board with a bitboard, in cells: a 10 x 10 board's 100 cells fit one
/// `u128` per mark. The bitboard search, the prover and [`Geometry::windows`] serve these
/// boards; bigger ones are searched along their lines (the gomoku search).
pub const BITBOARD_SIDE: u8 = 10;

/// Smallest board side, and smallest win length, that the game and its tools offer, in
/// cells. Geometry itself accepts smaller shapes; below 3 in a row the game is trivial.
pub const MIN_SIDE: u8 = 3;

/// A cell index: `row * cols + col`, row 0 at the top.
pub type Cell = usize;

/// Why a board shape was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShapeError {
    /// Columns or rows outside `1..=MAX_SIDE`.
    Size { cols: u8, rows: u8 },
    /// Win length outside `2..=max(cols, rows)`: below 2 the first move wins,
    /// above the longest side nobody can.
    WinLength { k: u8, cols: u8, rows: u8 },
    /// Renju with a win length other than 5: its forbidden points are defined for five.
    Renju { k: u8 },
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ShapeError::Size { cols, rows } => write!(
                f,
                "a board of {cols}x{rows} is not supported: each side must be 1 to {MAX_SIDE} cells"
            ),
            ShapeError::WinLength { k, cols, rows } => write!(
                f,
                "{k} in a row cannot be played on {cols}x{rows}: it must be 2 to {}",
                cols.max(rows)
            ),
            ShapeError::Renju { k } => {
                write!(f, "renju is played with 5 in a row, not {k}")
            }
        }
    }
}

impl std::error::Error for ShapeError {}

/// The four line directions as (column step, row step): across, down, and both diagonals.
pub(crate) const DIRECTIONS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// An m,n,k-game's shape (`cols` x `rows`, `k` in a row wins) and its precomputed tables.
///
/// Obtained with [`Geometry::get`], which builds each shape once and shares it for the
/// life of the process (a program uses a few shapes, each at most a few hundred kilobytes).
#[derive(Debug)]
pub struct Geometry {
    /// Board width, in cells.
    pub cols: u8,
    /// Board height, in cells.
    pub rows: u8,
    /// Marks in a row needed to win.
    pub k: u8,
    cells: usize,
    full: u128,
    /// Every run of `k` cells in a straight line ("window"), as a bit mask; empty beyond
    /// [`BITBOARD_SIDE`].
    windows: Vec<u128>,
    /// For each cell, the indices into `windows` of the windows through it.
    windows_through: Vec<Vec<u16>>,
    /// Each symmetry of the board as a cell permutation: `perm[cell]` is where `cell` goes.
    /// Identity first. 8 for a square board, 4 for a rectangle.
    symmetries: Vec<Vec<u16>>,
    /// The inverse of each symmetry: `inverse[s][perm[s][cell]] == cell`.
    inverse: Vec<Vec<u16>>,
    /// Zobrist keys (random 64-bit values XORed into a position's hash; Zobrist, "A new
    /// hashing method with application for game playing", 1970), per cell and mark: the key
    /// of the cell's image under each symmetry, identity first (0 past the board's
    /// symmetries), so a move updates every symmetric hash from one cache line.
    zobrist_images: Vec<[[u64; 8]; 2]>,
    /// Length in cells of each full straight line (row, column or diagonal) that holds
    /// at least one window.
    lines: Vec<u8>,
    /// For each cell, the lines through it and the cell's place along each (0 first).
    lines_through: Vec<Vec<(u16, u8)>>,
}

impl Geometry {
    /// The shared geometry for `cols` x `rows` with `k` in a row.
    ///
    /// # Errors
    /// [`ShapeError`] if a side is outside `1..=MAX_SIDE` or `k` outside `2..=max(cols, rows)`.
    pub fn get(cols: u8, rows: u8, k: u8) -> Result<&'static Geometry, ShapeError> {
        if !(1..=MAX_SIDE).contains(&cols) || !(1..=MAX_SIDE).contains(&rows) {
            return Err(ShapeError::Size { cols, rows });
        }
        if k < 2 || k > cols.max(rows) {
            return Err(ShapeError::WinLength { k, cols, rows });
        }
        type Shapes = Mutex<HashMap<(u8, u8, u8), &'static Geometry>>;
        static SHAPES: OnceLock<Shapes> = OnceLock::new();
        let mut shapes = SHAPES
            .get_or_init(Default::default)
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        Ok(*shapes
            .entry((cols, rows, k))
            .or_insert_with(|| Box::leak(Box::new(Geometry::build(cols, rows, k)))))
    }

    fn build(cols: u8, rows: u8, k: u8) -> Geometry {
        let (c, r, kk) = (cols as i32, rows as i32, k as i32);
        let cells = (c * r) as usize;
        let bitboard = cols <= BITBOARD_SIDE && rows <= BITBOARD_SIDE;
        let windows = if bitboard {
            lines::windows(c, r, kk)
        } else {
            Vec::new()
        };
        let windows_through = lines::through(cells, &windows);
        let (lines, lines_through) = lines::straight_lines(c, r, kk);
        let symmetries = symmetries(cols as usize, rows as usize);
        let inverse = symmetry::inverses(&symmetries);
        let zobrist_images = zobrist::images(cols, rows, k, &symmetries);
        Geometry {
            cols,
            rows,
            k,
            cells,
            full: if bitboard { (1u128 << cells) - 1 } else { 0 },
            windows,
            windows_through,
            symmetries,
            inverse,
            zobrist_images,
            lines,
            lines_through,
        }
    }

    /// Number of cells on the board.
    pub fn cells(&self) -> usize {
        self.cells
    }

    /// Whether the board has a bitboard: both sides at most [`BITBOARD_SIDE`].
    pub fn has_bitboard(&self) -> bool {
        self.cols <= BITBOARD_SIDE && self.rows <= BITBOARD_SIDE
    }

    /// Mask with one bit set per cell of the board; 0 without a bitboard.
    pub fn full(&self) -> u128 {
        self.full
    }

    /// The cell at (`col`, `row`), or `None` off the board.
    pub fn cell(&self, col: i32, row: i32) -> Option<Cell> {
        ((0..self.cols as i32).contains(&col) && (0..self.rows as i32).contains(&row))
            .then(|| (row * self.cols as i32 + col) as Cell)
    }

    /// (`col`, `row`) of a cell.
    pub fn col_row(&self, cell: Cell) -> (i32, i32) {
        (
            (cell % self.cols as usize) as i32,
            (cell / self.cols as usize) as i32,
        )
    }

    /// Every k-cell line segment ("window") as a bit mask; none without a bitboard.
    pub fn windows(&self) -> &[u128] {
        &self.windows
    }

    /// Indices into [`Geometry::windows`] of the windows through `cell`.
    pub fn windows_through(&self, cell: Cell) -> &[u16] {
        &self.windows_through[cell]
    }

    /// The board's symmetries as cell permutations, identity first.
    pub fn symmetries(&self) -> &[Vec<u16>] {
        &self.symmetries
    }

    /// The inverse permutation of symmetry `s`.
    pub fn inverse_symmetry(&self, s: usize) -> &[u16] {
        &self.inverse[s]
    }

    /// Length in cells of each straight line holding at least one window.
    pub fn lines(&self) -> &[u8] {
        &self.lines
    }

    /// The lines through `cell` (indices into [`Geometry::lines`]) and the cell's place
    /// along each.
    pub fn lines_through(&self, cell: Cell) -> &[(u16, u8)] {
        &self.lines_through[cell]
    }

    /// Zobrist key of `mark` (0 = X, 1 = O) on `cell`.
    pub fn zobrist(&self, cell: Cell, mark: usize) -> u64 {
        // The identity comes first among the symmetries.
        self.zobrist_images[cell][mark][0]
    }

    /// `zobrist(perm[cell], mark)` for each symmetry `perm` of [`Geometry::symmetries`],
    /// in order, then zeros up to 8: what a mark on `cell` adds to each symmetric hash.
    pub fn zobrist_images(&self, cell: Cell, mark: usize) -> &[u64; 8] {
        &self.zobrist_images[cell][mark]
    }

    /// True if placing on `cell` completes a window for a player whose marks are `mine`
    /// (with `cell` already included). Boards with a bitboard only.
    pub fn completes_window(&self, mine: u128, cell: Cell) -> bool {
        self.windows_through[cell]
            .iter()
            .any(|&w| mine & self.windows[w as usize] == self.windows[w as usize])
    }
}

#[cfg(test)]
mod tests;
