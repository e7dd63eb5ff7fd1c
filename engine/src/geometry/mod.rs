//! The shape of an m,n,k-game: board size, win length, and everything derived
//! from them once (windows, whole lines, symmetries, Zobrist keys) so that play and search
//! never recompute it.

use std::collections::HashMap;
use std::fmt;
use std::sync::{Mutex, OnceLock};

use symmetry::symmetries;

mod reach;
mod symmetry;

/// Largest board side, in cells. 10 x 10 = 100 cells fits one `u128` per mark.
pub const MAX_SIDE: u8 = 10;

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
        }
    }
}

impl std::error::Error for ShapeError {}

/// The four line directions as (column step, row step): across, down, and both diagonals.
pub(crate) const DIRECTIONS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// An m,n,k-game's shape (`cols` x `rows`, `k` in a row wins) and its precomputed tables.
///
/// Obtained with [`Geometry::get`], which builds each shape once and shares it for the
/// life of the process (there are at most 10 x 10 x 10 shapes, each a few kilobytes).
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
    /// Every run of `k` cells in a straight line ("window"), as a bit mask.
    windows: Vec<u128>,
    /// For each cell, the indices into `windows` of the windows through it.
    windows_through: Vec<Vec<u16>>,
    /// Each symmetry of the board as a cell permutation: `perm[cell]` is where `cell` goes.
    /// Identity first. 8 for a square board, 4 for a rectangle.
    symmetries: Vec<Vec<u8>>,
    /// The inverse of each symmetry: `inverse[s][perm[s][cell]] == cell`.
    inverse: Vec<Vec<u8>>,
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
    /// [`ShapeError`] if a side is outside `1..=10` or `k` outside `2..=max(cols, rows)`.
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
        let mut windows = Vec::new();
        for row in 0..r {
            for col in 0..c {
                for (dc, dr) in DIRECTIONS {
                    let (end_c, end_r) = (col + dc * (kk - 1), row + dr * (kk - 1));
                    if !(0..c).contains(&end_c) || !(0..r).contains(&end_r) {
                        continue;
                    }
                    let mask = (0..kk).fold(0u128, |m, i| {
                        m | 1u128 << ((row + dr * i) * c + col + dc * i)
                    });
                    windows.push(mask);
                }
            }
        }
        let (lines, lines_through) = straight_lines(c, r, kk);
        let mut windows_through = vec![Vec::new(); cells];
        for (i, w) in windows.iter().enumerate() {
            for (cell, through) in windows_through.iter_mut().enumerate() {
                if w >> cell & 1 == 1 {
                    through.push(i as u16);
                }
            }
        }
        let mut seed =
            0x9E37_79B9_7F4A_7C15_u64 ^ ((cols as u64) << 16 | (rows as u64) << 8 | k as u64);
        let zobrist: Vec<[u64; 2]> = (0..cells)
            .map(|_| [splitmix64(&mut seed), splitmix64(&mut seed)])
            .collect();
        let symmetries = symmetries(cols as usize, rows as usize);
        let inverse = symmetries
            .iter()
            .map(|perm| {
                let mut inv = vec![0u8; perm.len()];
                for (from, &to) in perm.iter().enumerate() {
                    inv[to as usize] = from as u8;
                }
                inv
            })
            .collect();
        let zobrist_images = (0..cells)
            .map(|cell| {
                let mut images = [[0; 8]; 2];
                for (mark, keys) in images.iter_mut().enumerate() {
                    for (key, perm) in keys.iter_mut().zip(&symmetries) {
                        *key = zobrist[perm[cell] as usize][mark];
                    }
                }
                images
            })
            .collect();
        Geometry {
            cols,
            rows,
            k,
            cells,
            full: if cells == 128 {
                u128::MAX
            } else {
                (1u128 << cells) - 1
            },
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

    /// Mask with one bit set per cell of the board.
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

    /// Every k-cell line segment ("window") as a bit mask.
    pub fn windows(&self) -> &[u128] {
        &self.windows
    }

    /// Indices into [`Geometry::windows`] of the windows through `cell`.
    pub fn windows_through(&self, cell: Cell) -> &[u16] {
        &self.windows_through[cell]
    }

    /// The board's symmetries as cell permutations, identity first.
    pub fn symmetries(&self) -> &[Vec<u8>] {
        &self.symmetries
    }

    /// The inverse permutation of symmetry `s`.
    pub fn inverse_symmetry(&self, s: usize) -> &[u8] {
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
    /// (with `cell` already included).
    pub fn completes_window(&self, mine: u128, cell: Cell) -> bool {
        self.windows_through[cell]
            .iter()
            .any(|&w| mine & self.windows[w as usize] == self.windows[w as usize])
    }
}

/// Every full straight line of a `cols` x `rows` board long enough to hold `k` cells: each
/// line's length, and per cell the lines through it with the cell's place along each.
fn straight_lines(cols: i32, rows: i32, k: i32) -> (Vec<u8>, Vec<Vec<(u16, u8)>>) {
    let on_board = |(c, r): (i32, i32)| (0..cols).contains(&c) && (0..rows).contains(&r);
    let (mut lines, mut through) = (Vec::new(), vec![Vec::new(); (cols * rows) as usize]);
    for (dc, dr) in DIRECTIONS {
        // A line starts at a cell whose step back leaves the board.
        let starts = (0..rows)
            .flat_map(|r| (0..cols).map(move |c| (c, r)))
            .filter(|&(c, r)| !on_board((c - dc, r - dr)));
        for (col, row) in starts {
            let cells: Vec<i32> = (0..)
                .map(|i| (col + dc * i, row + dr * i))
                .take_while(|&cell| on_board(cell))
                .map(|(c, r)| r * cols + c)
                .collect();
            if cells.len() < k as usize {
                continue;
            }
            for (place, &cell) in cells.iter().enumerate() {
                through[cell as usize].push((lines.len() as u16, place as u8));
            }
            lines.push(cells.len() as u8);
        }
    }
    (lines, through)
}

/// SplitMix64 (Steele, Lea, Flood 2014): a tiny, well-mixed generator for fixed Zobrist keys.
fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests;
