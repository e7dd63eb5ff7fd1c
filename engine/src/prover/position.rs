//! A position under proof: bitboards, the side to move (a null move flips it without a
//! stone) and one Zobrist hash per board symmetry, updated incrementally.

use crate::geometry::{Cell, Geometry};

/// Hash keys for the side to move and for the attacker: a null move makes the same stones
/// with the other side to move a different position, and the two questions (can X win,
/// can O win) share one table.
const SIDE_KEY: [u64; 2] = [0, 0x5DEE_CE66_D1CE_4E5B];
const ATTACKER_KEY: [u64; 2] = [0, 0xA076_1D64_78BD_642F];

#[derive(Clone)]
pub(super) struct Position {
    /// Stones per mark (0 = X, 1 = O), one bit per cell.
    pub marks: [u128; 2],
    /// Per window of the geometry, the stones of each mark in it: the counts every test
    /// and move order reads, kept as stones come and go rather than counted again.
    pub counts: Vec<[u8; 2]>,
    /// The mark to move.
    pub side: usize,
    hashes: [u64; 8],
}

impl Position {
    /// The position with these stones and `side` to move.
    pub fn new(g: &Geometry, marks: [u128; 2], side: usize) -> Position {
        let mut pos = Position {
            marks: [0, 0],
            counts: vec![[0, 0]; g.windows().len()],
            side: 0,
            hashes: [0; 8],
        };
        for (mark, &stones) in marks.iter().enumerate() {
            for cell in cells_of(stones) {
                pos.toggle(g, cell, mark);
            }
        }
        pos.side = side;
        pos
    }

    /// The side to move puts a stone on `cell`; the other side is to move.
    pub fn play(&mut self, g: &Geometry, cell: Cell) {
        self.toggle(g, cell, self.side);
        self.side ^= 1;
    }

    /// Takes back [`Position::play`] of `cell`.
    pub fn unplay(&mut self, g: &Geometry, cell: Cell) {
        self.side ^= 1;
        self.toggle(g, cell, self.side);
    }

    /// The side to move passes (the null move); its own inverse.
    pub fn pass(&mut self) {
        self.side ^= 1;
    }

    /// Empty cells.
    pub fn empty(&self, g: &Geometry) -> u128 {
        g.full() & !(self.marks[0] | self.marks[1])
    }

    fn toggle(&mut self, g: &Geometry, cell: Cell, mark: usize) {
        self.marks[mark] ^= 1 << cell;
        let placed = self.marks[mark] >> cell & 1 == 1;
        for &w in g.windows_through(cell) {
            let count = &mut self.counts[w as usize][mark];
            if placed {
                *count += 1;
            } else {
                *count -= 1;
            }
        }
        for (hash, key) in self.hashes.iter_mut().zip(g.zobrist_images(cell, mark)) {
            *hash ^= key;
        }
    }

    /// The table key of this position with `attacker` as the side trying to win, and the
    /// symmetry taking it to its canonical orientation (the one with the smallest hash), so
    /// that rotations and reflections share one entry.
    pub fn key(&self, g: &Geometry, attacker: usize) -> (u64, usize) {
        let n = g.symmetries().len();
        let mut best = (self.hashes[0], 0);
        for (s, &h) in self.hashes[..n].iter().enumerate().skip(1) {
            if h < best.0 {
                best = (h, s);
            }
        }
        (
            best.0 ^ SIDE_KEY[self.side] ^ ATTACKER_KEY[attacker],
            best.1,
        )
    }
}

/// `zone` with every cell moved by the permutation `perm` (`perm[cell]` is where it goes).
pub(super) fn map_zone(zone: u128, perm: &[u16]) -> u128 {
    cells_of(zone).fold(0, |m, c| m | 1 << perm[c])
}

/// The cells of a bit mask, in index order.
pub(super) fn cells_of(mut mask: u128) -> impl Iterator<Item = Cell> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let cell = mask.trailing_zeros() as Cell;
            mask &= mask - 1;
            cell
        })
    })
}
