//! The position inside the search: bitboards, one Zobrist hash per board symmetry, and the
//! line patterns, all kept up to date move by move.

use super::shapes::{self, POW3};
use crate::geometry::{Cell, Geometry};

/// Pattern weight of an open window holding `n` marks: 4^(n-1), so one more mark in a
/// line outweighs three lines of the length before. At most 2^18 (k is at most 10), so
/// the sum over a 10x10 board's 192 windows stays far below the win scores.
const WEIGHT: [i32; 11] = {
    let mut w = [0; 11];
    let mut n = 1;
    while n < 11 {
        w[n] = 1 << (2 * (n - 1));
        n += 1;
    }
    w
};

/// A position being searched. Playing or taking back a move touches only the windows
/// through its cell (at most 4k of them), never the whole board.
///
/// Patterns are counted per window (every run of k cells): a window holding `n` marks of
/// one side and none of the other is an open line `k - n` marks short of a win. Longer
/// shapes show as overlapping windows: an open three `.XXX.` on a wide row lies in three
/// such windows, a three closed at one end in one, a broken three `XX.X` in one or two.
/// Each whole line's best shape for each side is kept as well, read from a table by the
/// line's state ([`shapes`]): four lines per move.
#[derive(Clone)]
pub(super) struct Position {
    pub marks: [u128; 2],
    /// 0 for X to move, 1 for O.
    pub side: usize,
    pub empties: u32,
    pub hashes: [u64; 8],
    /// Per side: free cells that complete one of its windows (its "fours").
    pub threats: [u128; 2],
    /// Per side: the Erdős–Selfridge potential, sum of 2^(its marks) over its open windows.
    pub potential: [u64; 2],
    /// Sum of the pattern weights of X's open windows minus O's.
    pub eval: i32,
    /// Sum of the values of X's line shapes minus O's ([`shapes`]).
    pub shapes: i32,
    /// Per line: its state seen by X, and by O (base 3, [`POW3`]).
    lines: Vec<[u32; 2]>,
    /// The shape values for this win length, by line length and state.
    shape_table: &'static [Vec<i32>],
    /// Per window: marks of each side there.
    counts: Vec<[u8; 2]>,
    /// Per side and cell: how many of the side's windows that cell would complete.
    completing: [Vec<u8>; 2],
    k: u8,
}

impl Position {
    /// The empty board of `g`.
    pub fn new(g: &Geometry) -> Position {
        let windows = g.windows().len();
        Position {
            marks: [0, 0],
            side: 0,
            empties: g.cells() as u32,
            hashes: [0; 8],
            threats: [0, 0],
            potential: [windows as u64; 2],
            eval: 0,
            shapes: 0,
            lines: vec![[0, 0]; g.lines().len()],
            shape_table: shapes::table(g.k),
            counts: vec![[0, 0]; windows],
            completing: [vec![0; g.cells()], vec![0; g.cells()]],
            k: g.k,
        }
    }

    pub fn play(&mut self, g: &Geometry, cell: Cell) {
        self.toggle(g, cell, true);
        self.empties -= 1;
        self.side ^= 1;
    }

    pub fn unplay(&mut self, g: &Geometry, cell: Cell) {
        self.side ^= 1;
        self.empties += 1;
        self.toggle(g, cell, false);
    }

    /// Marks of `side` in window `w`, and of the other side.
    #[inline]
    pub fn count(&self, w: usize, side: usize) -> (u8, u8) {
        let c = self.counts[w];
        (c[side], c[1 - side])
    }

    /// Free cells.
    #[inline]
    pub fn free(&self, g: &Geometry) -> u128 {
        g.full() & !(self.marks[0] | self.marks[1])
    }

    /// Places (or takes back) a mark of the side to move on `cell`. One pass over the
    /// windows through the cell: only the two sides' open windows there change.
    fn toggle(&mut self, g: &Geometry, cell: Cell, placing: bool) {
        let (me, opp) = (self.side, 1 - self.side);
        let before = self.marks[me];
        self.marks[me] ^= 1 << cell;
        let after = self.marks[me];
        let k = self.k;
        let own = if me == 0 { 1 } else { -1 };
        for &w in g.windows_through(cell) {
            let w = w as usize;
            let [mine, theirs] = {
                let c = self.counts[w];
                [c[me], c[opp]]
            };
            let now = if placing { mine + 1 } else { mine - 1 };
            self.counts[w][me] = now;
            if theirs == 0 {
                // Still open to us: the same window, one mark more (or less).
                self.potential[me] = self.potential[me] - (1 << mine) + (1 << now);
                self.eval += own * (WEIGHT[now as usize] - WEIGHT[mine as usize]);
                if mine + 1 == k {
                    self.drop_threat(me, (g.windows()[w] & !before).trailing_zeros() as usize);
                }
                if now + 1 == k {
                    self.add_threat(me, (g.windows()[w] & !after).trailing_zeros() as usize);
                }
            }
            if mine.min(now) == 0 {
                // Our first mark there closes the window to them; taking it back reopens it.
                let sign = if now == 0 { 1 } else { -1 };
                if sign > 0 {
                    self.potential[opp] += 1 << theirs;
                } else {
                    self.potential[opp] -= 1 << theirs;
                }
                self.eval -= own * sign * WEIGHT[theirs as usize];
                if theirs + 1 == k {
                    let cell = (g.windows()[w] & !self.marks[opp]).trailing_zeros() as usize;
                    if sign > 0 {
                        self.add_threat(opp, cell);
                    } else {
                        self.drop_threat(opp, cell);
                    }
                }
            }
        }
        for &(line, place) in g.lines_through(cell) {
            let table = &self.shape_table[g.lines()[line as usize] as usize];
            let state = &mut self.lines[line as usize];
            let before = table[state[0] as usize] - table[state[1] as usize];
            let step = POW3[place as usize];
            if placing {
                state[me] += step;
                state[opp] += 2 * step;
            } else {
                state[me] -= step;
                state[opp] -= 2 * step;
            }
            self.shapes += table[state[0] as usize] - table[state[1] as usize] - before;
        }
        for (hash, key) in self.hashes.iter_mut().zip(g.zobrist_images(cell, me)) {
            *hash ^= key;
        }
    }

    /// One more of `side`'s windows is completed by `cell`.
    #[inline]
    fn add_threat(&mut self, side: usize, cell: Cell) {
        self.completing[side][cell] += 1;
        self.threats[side] |= 1 << cell;
    }

    /// One fewer of `side`'s windows is completed by `cell`.
    #[inline]
    fn drop_threat(&mut self, side: usize, cell: Cell) {
        let n = &mut self.completing[side][cell];
        *n -= 1;
        if *n == 0 {
            self.threats[side] &= !(1 << cell);
        }
    }

    /// The smallest hash over the board's symmetries and the symmetry giving it:
    /// positions that are rotations or reflections of each other share one table entry.
    pub fn canonical(&self, symmetries: usize) -> (u64, usize) {
        let mut best = (self.hashes[0], 0);
        for (i, &h) in self.hashes[..symmetries].iter().enumerate().skip(1) {
            if h < best.0 {
                best = (h, i);
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::StdRng;
    use rand::seq::IndexedRandom;

    /// Line shapes recounted over every line, the slow way.
    fn recount_shapes(g: &Geometry, pos: &Position) -> i32 {
        let mut states = vec![[0u32; 2]; g.lines().len()];
        for cell in 0..g.cells() {
            for side in 0..2 {
                if pos.marks[side] >> cell & 1 == 1 {
                    for &(line, place) in g.lines_through(cell) {
                        states[line as usize][side] += POW3[place as usize];
                        states[line as usize][1 - side] += 2 * POW3[place as usize];
                    }
                }
            }
        }
        let table = shapes::table(g.k);
        states
            .iter()
            .zip(g.lines())
            .map(|(state, &len)| {
                table[len as usize][state[0] as usize] - table[len as usize][state[1] as usize]
            })
            .sum()
    }

    /// Threats, potential and patterns recounted over every window, the slow way.
    fn recount(g: &Geometry, pos: &Position) -> ([u128; 2], [u64; 2], i32) {
        let (mut threats, mut potential, mut eval) = ([0, 0], [0, 0], 0);
        for &w in g.windows() {
            for side in 0..2 {
                let (mine, theirs) = (pos.marks[side] & w, pos.marks[1 - side] & w);
                if theirs != 0 {
                    continue;
                }
                let n = mine.count_ones();
                potential[side] += 1 << n;
                eval += if side == 0 { 1 } else { -1 } * WEIGHT[n as usize];
                if n + 1 == g.k as u32 {
                    threats[side] |= w & !mine;
                }
            }
        }
        (threats, potential, eval)
    }

    #[test]
    fn moves_and_takebacks_keep_the_patterns_of_a_full_recount() {
        let mut rng = StdRng::seed_from_u64(7);
        for (cols, rows, k) in [(3, 3, 3), (7, 7, 5), (10, 10, 5), (9, 6, 4), (10, 10, 10)] {
            let g = Geometry::get(cols, rows, k).unwrap();
            for _ in 0..20 {
                let mut pos = Position::new(g);
                let mut played = Vec::new();
                for _ in 0..g.cells() * 2 / 3 {
                    let free: Vec<Cell> = (0..g.cells())
                        .filter(|&c| pos.free(g) >> c & 1 == 1)
                        .collect();
                    let cell = *free.choose(&mut rng).unwrap();
                    pos.play(g, cell);
                    played.push(cell);
                    let (threats, potential, eval) = recount(g, &pos);
                    assert_eq!(
                        (pos.threats, pos.potential, pos.eval),
                        (threats, potential, eval)
                    );
                    assert_eq!(pos.shapes, recount_shapes(g, &pos));
                }
                while let Some(cell) = played.pop() {
                    pos.unplay(g, cell);
                }
                assert_eq!((pos.threats, pos.potential, pos.eval), recount(g, &pos));
                assert_eq!(pos.hashes, [0; 8]);
                assert_eq!(
                    (pos.shapes, pos.lines.iter().all(|l| l == &[0, 0])),
                    (0, true)
                );
            }
        }
    }
}
