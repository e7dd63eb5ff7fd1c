//! The position of the lines search: a padded grid of stones, and per empty cell, side and
//! direction what a stone there would make along that line (five, open four, four, open
//! three, ...), kept up to date by recomputing only the cells a move can change: those
//! within `k` steps of it along its four lines. With five in a row, both sides' levels on a
//! line are read from one table ([`pair_table`]) by the cells around the cell, and the
//! counts and value of a cell from another ([`SUMMARIES`]) by its four levels.
//!
//! Keeping per cell what a stone there would make, and updating it along the four lines
//! through a move, is how the open gomoku engines see threats without scanning the board
//! (described in Rapfi's README and in Zhang, "Rapfi: Distilling Efficient Neural Network
//! for the Game of Gomoku", 2025; re-implemented here from those descriptions).

use crate::board::renju::{self, Grid};
use crate::board::{Board, Mark, Rule};
use crate::geometry::{Cell, Geometry};

/// Grid values.
pub(super) const EMPTY: u8 = 0;
const WALL: u8 = 3;

/// What a stone makes along one line, weakest first. Fours and threes are counted by
/// windows of `k` cells holding no stone of the other side (and, where the rule wants
/// exactly `k`, not touching another own stone at either end): a four has one cell that
/// completes such a window, an open four two; a three lies in one window `k - 2` full,
/// an open three in two or more.
pub(super) const NONE: u8 = 0;
pub(super) const TWO: u8 = 1;
pub(super) const OPEN_TWO: u8 = 2;
pub(super) const THREE: u8 = 3;
pub(super) const OPEN_THREE: u8 = 4;
pub(super) const FOUR: u8 = 5;
pub(super) const OPEN_FOUR: u8 = 6;
pub(super) const FIVE: u8 = 7;

/// Value of each level for the evaluation and the move order: a level outweighs
/// several of the one below.
const VALUE: [i32; 8] = [0, 2, 8, 12, 60, 80, 1200, 20_000];

/// The position: stones on a grid padded by `2k + 1` walls on every side, so that a window,
/// the cells at its ends and the line read around a move ([`Lines::refresh_around`]) never
/// leave the array.
#[derive(Clone)]
pub(super) struct Lines {
    pub cols: usize,
    pub rows: usize,
    k: usize,
    pad: usize,
    width: usize,
    pub rule: Rule,
    grid: Vec<u8>,
    /// Grid steps of the four directions (across, down, both diagonals).
    steps: [isize; 4],
    /// Per padded cell and side: the levels a stone there makes in the four directions,
    /// three bits each, direction 0 lowest (the index of its [`Summary`]); 0 when taken.
    levels: Vec<[u16; 2]>,
    /// Per side: the sum of its empty cells' values.
    pub total: [i32; 2],
    /// Per padded cell: stones within two steps (king moves), the candidates' test.
    pub near: Vec<u8>,
    /// Per side: empty cells where a stone makes five.
    pub fives: [u32; 2],
    /// Per side: empty cells where a stone makes a four (or more) in some direction.
    pub fours: [u32; 2],
    /// Per side: empty cells where a stone makes an open four or two fours: a win on the
    /// move after unless the other side makes five first.
    pub strong: [u32; 2],
    /// Zobrist hash of the stones.
    pub hash: u64,
    zobrist: &'static Geometry,
    pub side: usize,
    pub stones: u32,
    /// The rows and columns within two steps of a stone, as first row, last row, first
    /// column, last column (inclusive; empty before the first stone), and below it the
    /// same before each stone on the board: where every cell near a stone lies.
    area: [usize; 4],
    areas: Vec<[usize; 4]>,
    /// Renju: the stones as the rules' grid, for Black's forbidden points.
    renju: Option<Grid>,
}

impl Lines {
    /// The position of `board`.
    pub fn new(board: &Board) -> Lines {
        let g = board.geometry();
        let (cols, rows, k) = (g.cols as usize, g.rows as usize, g.k as usize);
        let pad = 2 * k + 1;
        let width = cols + 2 * pad;
        let height = rows + 2 * pad;
        let mut grid = vec![WALL; width * height];
        for r in 0..rows {
            for c in 0..cols {
                grid[(r + pad) * width + c + pad] = EMPTY;
            }
        }
        let w = width as isize;
        let mut lines = Lines {
            cols,
            rows,
            k,
            pad,
            width,
            rule: board.rule(),
            grid,
            steps: [1, w, w + 1, 1 - w],
            levels: vec![[0; 2]; width * height],
            total: [0, 0],
            near: vec![0; width * height],
            fives: [0, 0],
            fours: [0, 0],
            strong: [0, 0],
            hash: 0,
            zobrist: g,
            side: 0,
            stones: 0,
            area: [usize::MAX, 0, usize::MAX, 0],
            areas: Vec::new(),
            renju: (board.rule() == Rule::Renju).then(|| Grid::new(g.cols, g.rows)),
        };
        for p in 0..lines.grid.len() {
            if lines.grid[p] == EMPTY {
                lines.refresh_cell(p);
            }
        }
        // Replaying X and O alternately leaves the side to move right.
        let (xs, os): (Vec<Cell>, Vec<Cell>) = (
            (0..board.cells())
                .filter(|&c| board.get(c) == Some(Mark::X))
                .collect(),
            (0..board.cells())
                .filter(|&c| board.get(c) == Some(Mark::O))
                .collect(),
        );
        let mut turns = xs
            .iter()
            .zip(os.iter().map(Some).chain(std::iter::repeat(None)));
        for (&x, o) in turns.by_ref() {
            lines.play(lines.padded(x));
            if let Some(&o) = o {
                lines.play(lines.padded(o));
            }
        }
        lines
    }

    /// The padded index of a board cell.
    pub fn padded(&self, cell: Cell) -> usize {
        (cell / self.cols + self.pad) * self.width + cell % self.cols + self.pad
    }

    /// The board cell of a padded index on the board.
    pub fn cell(&self, p: usize) -> Cell {
        (p / self.width - self.pad) * self.cols + p % self.width - self.pad
    }

    /// The rows and columns where every cell near a stone lies (and some others): first
    /// row, last row, first column, last column, inclusive; an empty range (first row
    /// `usize::MAX`) before the first stone.
    pub fn area(&self) -> [usize; 4] {
        self.area
    }

    /// Cells in the padded grid.
    pub fn grid_len(&self) -> usize {
        self.grid.len()
    }

    /// The padded index of the cell at `row`, `col` of the board.
    #[inline]
    pub fn padded_at(&self, row: usize, col: usize) -> usize {
        (row + self.pad) * self.width + col + self.pad
    }

    /// Padded indices of the board's cells, in cell order.
    #[cfg(test)]
    pub fn board_cells(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.rows * self.cols).map(|c| self.padded(c))
    }

    /// Whether `p` is free.
    #[inline]
    pub fn is_empty(&self, p: usize) -> bool {
        self.grid[p] == EMPTY
    }

    /// What a stone of `side` on `p` makes over the four directions.
    #[inline]
    pub fn summary(&self, p: usize, side: usize) -> &'static Summary {
        &SUMMARIES[self.levels[p][side] as usize]
    }

    /// The level a stone of `side` on `p` makes along direction `d`.
    #[cfg(test)]
    pub fn level_at(&self, p: usize, side: usize, d: usize) -> u8 {
        (self.levels[p][side] >> (3 * d) & 7) as u8
    }

    /// The value of a stone of `side` on `p` for the move order and the evaluation.
    #[inline]
    pub fn cell_value(&self, p: usize, side: usize) -> i32 {
        self.summary(p, side).value
    }

    /// Places a stone of the side to move on free `p`.
    pub fn play(&mut self, p: usize) {
        let side = self.side;
        self.grid[p] = side as u8 + 1;
        self.hash ^= self.zobrist.zobrist(self.cell(p), side);
        self.stones += 1;
        self.areas.push(self.area);
        let (row, col) = (p / self.width - self.pad, p % self.width - self.pad);
        let [top, bottom, left, right] = &mut self.area;
        *top = (*top).min(row.saturating_sub(2));
        *bottom = (*bottom).max((row + 2).min(self.rows - 1));
        *left = (*left).min(col.saturating_sub(2));
        *right = (*right).max((col + 2).min(self.cols - 1));
        self.side ^= 1;
        self.touch_near(p, true);
        self.refresh_around(p);
        if self.renju.is_some() {
            let (cell, mark) = (self.cell(p), [Mark::X, Mark::O][side]);
            if let Some(grid) = &mut self.renju {
                grid.set(cell, Some(mark));
            }
        }
    }

    /// Takes back the stone on `p`, the last one placed.
    pub fn unplay(&mut self, p: usize) {
        self.side ^= 1;
        self.stones -= 1;
        if let Some(area) = self.areas.pop() {
            self.area = area;
        }
        self.hash ^= self.zobrist.zobrist(self.cell(p), self.side);
        self.grid[p] = EMPTY;
        self.touch_near(p, false);
        self.refresh_around(p);
        let cell = self.cell(p);
        if let Some(grid) = &mut self.renju {
            grid.set(cell, None);
        }
    }

    /// Whether the side to move may not play the free `p`: renju's forbidden points of
    /// Black. Only cells where Black makes two threes or fours, two fours on one line (seen
    /// as an open four) or a long row can be forbidden, so the others skip the rules' full
    /// test.
    pub fn forbidden(&mut self, p: usize) -> bool {
        if self.side != 0 || self.renju.is_none() {
            return false;
        }
        let black = self.summary(p, 0);
        if black.threes < 2 && black.best != OPEN_FOUR && !self.long_row(p) {
            return false;
        }
        let cell = self.cell(p);
        self.renju
            .as_mut()
            .is_some_and(|grid| renju::forbidden(grid, cell).is_some())
    }

    /// Whether a stone of Black's on `p` would join more than `k` in a row.
    fn long_row(&self, p: usize) -> bool {
        self.steps.iter().any(|&step| {
            let run = |dir: isize| {
                (1..)
                    .take_while(|&i| self.grid[(p as isize + dir * i * step) as usize] == 1)
                    .count()
            };
            run(1) + run(-1) + 1 > self.k
        })
    }

    fn touch_near(&mut self, p: usize, add: bool) {
        let w = self.width as isize;
        for dr in -2..=2isize {
            for dc in -2..=2isize {
                let q = (p as isize + dr * w + dc) as usize;
                if add {
                    self.near[q] += 1;
                } else {
                    self.near[q] -= 1;
                }
            }
        }
    }

    /// Recomputes every cell whose lines pass within `k` steps of `p`.
    fn refresh_around(&mut self, p: usize) {
        let reach = self.k as isize;
        for d in 0..4 {
            let step = self.steps[d];
            if self.k == TABLE_K {
                self.refresh_line(p, d);
                continue;
            }
            for i in -reach..=reach {
                let q = (p as isize + i * step) as usize;
                if self.grid[q] == EMPTY {
                    self.refresh_direction(q, d);
                } else if i == 0 {
                    self.clear_cell(q);
                }
            }
        }
    }

    /// [`Lines::refresh_around`] on one line of five in a row: the 21 cells centred on `p`
    /// read once, two bits each, forwards and backwards, so that each cell's table key is
    /// two shifts of them (where [`Lines::line_key`] reads the cells one by one).
    fn refresh_line(&mut self, p: usize, d: usize) {
        let step = self.steps[d];
        let (mut forwards, mut backwards) = (0u64, 0u64);
        for j in 0..21isize {
            let v = u64::from(self.grid[(p as isize + (j - 10) * step) as usize]);
            forwards |= v << (2 * j);
            backwards |= v << (2 * (20 - j));
        }
        let pairs = pair_table(self.rule);
        let reach = key_reach(self.rule) as isize;
        let mask = (1usize << (2 * reach)) - 1;
        for j in 10 - reach..=10 + reach {
            let q = (p as isize + (j - 10) * step) as usize;
            if self.grid[q] == EMPTY {
                let before = (backwards >> (2 * (21 - j))) as usize & mask;
                let after = (forwards >> (2 * (j + 1))) as usize & mask;
                self.set_levels(q, d, pairs[before | after << (2 * reach)]);
            } else if j == 10 {
                self.clear_cell(q);
            }
        }
    }

    fn refresh_cell(&mut self, p: usize) {
        for d in 0..4 {
            self.refresh_direction(p, d);
        }
    }

    /// A taken cell makes nothing.
    fn clear_cell(&mut self, p: usize) {
        for side in 0..2 {
            self.set_code(p, side, 0);
        }
    }

    fn refresh_direction(&mut self, p: usize, d: usize) {
        if self.k == TABLE_K {
            // Both sides' levels from one read of the line.
            let pair = pair_table(self.rule)[self.line_key(p, d)];
            self.set_levels(p, d, pair);
        } else {
            for side in 0..2 {
                let level = self.level(p, side, d);
                self.set_direction(p, side, d, level);
            }
        }
    }

    /// Sets both sides' levels on `p` along `d` from a [`pair_table`] entry.
    #[inline]
    fn set_levels(&mut self, p: usize, d: usize, pair: u8) {
        self.set_direction(p, 0, d, pair & 7);
        self.set_direction(p, 1, d, pair >> 4 & 7);
    }

    /// Sets `side`'s level on `p` along `d`.
    #[inline]
    fn set_direction(&mut self, p: usize, side: usize, d: usize, level: u8) {
        let old = self.levels[p][side];
        let code = old & !(7 << (3 * d)) | u16::from(level) << (3 * d);
        if code != old {
            self.set_code(p, side, code);
        }
    }

    /// Gives `side`'s levels on `p` (packed as [`Lines::levels`]), and keeps its counts
    /// and total. The code is worked on as a number, never as bytes in memory: a byte
    /// written and the word read back at once would stall the processor's store buffer.
    #[inline]
    fn set_code(&mut self, p: usize, side: usize, code: u16) {
        let (old, new) = (self.summary(p, side), &SUMMARIES[code as usize]);
        self.levels[p][side] = code;
        let step = |n: &mut u32, was: bool, is: bool| *n = *n + u32::from(is) - u32::from(was);
        step(&mut self.fives[side], old.five, new.five);
        step(&mut self.fours[side], old.fours > 0, new.fours > 0);
        step(&mut self.strong[side], old.strong, new.strong);
        self.total[side] += new.value - old.value;
    }

    /// Whether `side`'s row must be exactly `k` long to win.
    fn exact(&self, side: usize) -> bool {
        exact(self.rule, side)
    }

    /// The [`pair_table`]'s index of the cells around `p` along direction `d`.
    #[inline]
    fn line_key(&self, p: usize, d: usize) -> usize {
        let step = self.steps[d];
        let reach = key_reach(self.rule);
        let mut key = 0usize;
        for i in 1..=reach as isize {
            let shift = 2 * (i as usize - 1);
            key |= (self.grid[(p as isize - i * step) as usize] as usize) << shift;
            key |= (self.grid[(p as isize + i * step) as usize] as usize) << (shift + 2 * reach);
        }
        key
    }

    /// What a stone of `side` on free `p` makes along direction `d`: for five in a row,
    /// read from a table by the cells around `p` on that line; else counted.
    fn level(&self, p: usize, side: usize, d: usize) -> u8 {
        if self.k == TABLE_K {
            return pair_table(self.rule)[self.line_key(p, d)] >> (4 * side) & 7;
        }
        let step = self.steps[d];
        level_on(
            |i| self.grid[(p as isize + i * step) as usize],
            self.k,
            side,
            self.exact(side),
            self.rule == Rule::Caro,
        )
    }
}

/// The win length whose levels come from tables ([`pair_table`]).
const TABLE_K: usize = 5;

/// The levels both sides make on a line of five in a row under `rule`, for each
/// arrangement of the [`key_reach`] cells on either side (two bits a cell, as the grid
/// holds it: the nearest cell lowest, the cells before the cell first): X's level in the
/// low four bits, O's in the high four. One read serves both sides. Made at its first use (a few
/// tens of milliseconds), then shared.
fn pair_table(rule: Rule) -> &'static [u8] {
    use std::sync::OnceLock;
    static TABLES: [OnceLock<Box<[u8]>>; 4] = [const { OnceLock::new() }; 4];
    let index = match rule {
        Rule::Freestyle => 0,
        Rule::Standard => 1,
        Rule::Renju => 2,
        Rule::Caro => 3,
    };
    TABLES[index].get_or_init(|| {
        let caro = rule == Rule::Caro;
        let reach = key_reach(rule);
        (0..1usize << (4 * reach))
            .map(|key| {
                let at = |i: isize| -> u8 {
                    match i {
                        0 => EMPTY,
                        // Read only under the exact rules, whose keys hold them.
                        i if i.unsigned_abs() > reach => EMPTY,
                        i if i < 0 => (key >> (2 * (-i - 1) as usize) & 3) as u8,
                        i => (key >> (2 * (i - 1) as usize + 2 * reach) & 3) as u8,
                    }
                };
                let level = |side| level_on(at, TABLE_K, side, exact(rule, side), caro);
                level(0) | level(1) << 4
            })
            .collect()
    })
}

/// The cells on either side of a cell that its level on a line of five depends on: the
/// four a window through it may hold, and under the exact rules (an overline does not
/// win) the fifth, which tells a five from an overline. Freestyle's table is thereby
/// 64 KiB in place of 1 MiB, and stays in the processor's cache.
fn key_reach(rule: Rule) -> usize {
    if rule == Rule::Freestyle { 4 } else { 5 }
}

/// Whether `side`'s row must be exactly `k` long to win under `rule`.
fn exact(rule: Rule, side: usize) -> bool {
    match rule {
        Rule::Freestyle => false,
        Rule::Standard | Rule::Caro => true,
        Rule::Renju => side == 0,
    }
}

/// What a stone makes over the four directions, from its four levels.
#[derive(Clone, Copy)]
pub(super) struct Summary {
    /// The cell's value for the move order and the evaluation: the levels' values, and a
    /// double threat (two fours, a four and an open three, two open threes) worth nearly
    /// an open four.
    pub value: i32,
    /// The highest level.
    pub best: u8,
    /// Directions with a four or more.
    pub fours: u8,
    /// Directions with an open three or more.
    pub threes: u8,
    /// A five.
    pub five: bool,
    /// No five, but an open four or two fours: a win on the move after unless the other
    /// side makes five first.
    pub strong: bool,
}

/// Every [`Summary`], by its packed levels ([`Lines::levels`]): worked out once at compile time, so that a change of
/// level costs two reads in place of counting the four levels twice.
static SUMMARIES: [Summary; 4096] = {
    let mut table = [Summary {
        value: 0,
        best: NONE,
        fours: 0,
        threes: 0,
        five: false,
        strong: false,
    }; 4096];
    let mut code = 0;
    while code < 4096 {
        let (mut sum, mut best, mut fours, mut threes) = (0, NONE, 0, 0);
        let mut d = 0;
        while d < 4 {
            let level = (code >> (3 * d) & 7) as u8;
            sum += VALUE[level as usize];
            if level > best {
                best = level;
            }
            fours += (level >= FOUR) as u8;
            threes += (level >= OPEN_THREE) as u8;
            d += 1;
        }
        let bonus = if fours >= 2 || (fours >= 1 && threes >= 2) {
            VALUE[OPEN_FOUR as usize]
        } else if threes >= 2 {
            VALUE[OPEN_FOUR as usize] / 2
        } else {
            0
        };
        let five = best == FIVE;
        table[code] = Summary {
            value: sum + bonus,
            best,
            fours,
            threes,
            five,
            strong: !five && (fours >= 2 || best == OPEN_FOUR),
        };
        code += 1;
    }
    table
};

/// What a stone of `side` on an empty cell makes along a line whose cells `at(i)` gives,
/// `i` steps from it (the grid's values; `i` within `-k..=k`), for win length `k`.
fn level_on(at: impl Fn(isize) -> u8, k: usize, side: usize, exact: bool, caro: bool) -> u8 {
    {
        let own = side as u8 + 1;
        let other = 2 - side as u8;
        let ki = k as isize;
        let mut completions = [isize::MAX; 2];
        let mut by_count = [0u8; 3];
        for start in 0..ki {
            let base = -start;
            let (mut count, mut gap, mut open) = (0usize, isize::MAX, true);
            for i in 0..ki {
                let q = base + i;
                match at(q) {
                    _ if q == 0 => count += 1,
                    v if v == own => count += 1,
                    EMPTY => gap = q,
                    _ => {
                        open = false;
                        break;
                    }
                }
            }
            if !open {
                continue;
            }
            if exact {
                let before = at(base - 1);
                let after = at(base + ki);
                if before == own || after == own || (caro && before == other && after == other) {
                    continue;
                }
            }
            if count == k {
                return FIVE;
            }
            if count + 1 == k {
                if completions[0] == isize::MAX || completions[0] == gap {
                    completions[0] = gap;
                } else {
                    completions[1] = gap;
                }
            } else if count + 3 >= k {
                by_count[k - 1 - count] += 1;
            }
        }
        if completions[1] != isize::MAX {
            OPEN_FOUR
        } else if completions[0] != isize::MAX {
            FOUR
        } else if by_count[1] >= 2 {
            OPEN_THREE
        } else if by_count[1] == 1 {
            THREE
        } else if by_count[2] >= 2 {
            OPEN_TWO
        } else if by_count[2] == 1 {
            TWO
        } else {
            NONE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(text: &str) -> Lines {
        Lines::new(&text.parse::<Board>().unwrap())
    }

    #[test]
    fn a_stone_next_to_four_makes_five_and_beside_three_an_open_four() {
        // X to move: X has four in the top row, three in the third.
        let l = lines(
            "XXXX...../OOO....../.XXX...../OO......./........./........./........./........./........O k=5",
        );
        let at = |c: usize, r: usize| l.padded(r * 9 + c);
        assert_eq!(l.level_at(at(4, 0), 0, 0), FIVE);
        assert_eq!(l.level_at(at(4, 2), 0, 0), OPEN_FOUR);
        assert_eq!(l.level_at(at(0, 2), 0, 0), FOUR);
        assert_eq!(l.level_at(at(3, 1), 1, 0), FOUR);
        assert_eq!(l.fives, [1, 0]);
    }

    #[test]
    fn exact_rules_see_no_five_in_an_overline() {
        let row = "XXXX.X.../OOOO...O./........./........./........./........./........./........./......... k=5";
        let free = lines(row);
        let standard = lines(&format!("{row} rule=standard"));
        let at = free.padded(4);
        assert_eq!(free.level_at(at, 0, 0), FIVE);
        assert_eq!(standard.level_at(at, 0, 0), NONE);
    }

    #[test]
    fn the_tables_levels_are_the_counted_ones_under_every_rule() {
        use rand::rngs::StdRng;
        use rand::{Rng, SeedableRng};
        let mut rng = StdRng::seed_from_u64(5);
        for rule in [Rule::Freestyle, Rule::Standard, Rule::Renju, Rule::Caro] {
            for _ in 0..20 {
                let mut board = Board::with_rule(15, 15, 5, rule).unwrap();
                for _ in 0..rng.random_range(10..60) {
                    let free = board.legal_moves();
                    if free.is_empty() || board.outcome().is_over() {
                        break;
                    }
                    let cell = free[rng.random_range(0..free.len())];
                    if board.clone().play(cell).is_ok_and(|o| !o.is_over()) {
                        board.play(cell).unwrap();
                    }
                }
                let l = Lines::new(&board);
                for p in l.board_cells().filter(|&p| l.is_empty(p)) {
                    for side in 0..2 {
                        for d in 0..4 {
                            let step = l.steps[d];
                            let counted = level_on(
                                |i| l.grid[(p as isize + i * step) as usize],
                                5,
                                side,
                                l.exact(side),
                                rule == Rule::Caro,
                            );
                            assert_eq!(l.level(p, side, d), counted, "{rule:?} {board}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn levels_kept_by_moves_match_a_fresh_count() {
        let board: Board = "........./........./........./........./........./........./........./........./......... k=5"
            .parse()
            .unwrap();
        let mut l = Lines::new(&board);
        let mut played = Vec::new();
        let mut b = board.clone();
        for cell in [40, 41, 31, 49, 50, 32, 22, 58, 30, 39] {
            l.play(l.padded(cell));
            b.play(cell).unwrap();
            played.push(cell);
            // Every empty cell recounted from the grid alone.
            let mut fresh = l.clone();
            for p in 0..fresh.grid.len() {
                if fresh.grid[p] == EMPTY {
                    fresh.refresh_cell(p);
                }
            }
            assert!(l.levels == fresh.levels);
            let replayed = Lines::new(&b);
            assert!(l.total == replayed.total && l.near == replayed.near);
            assert_eq!((l.fives, l.hash), (replayed.fives, replayed.hash));
        }
        while let Some(cell) = played.pop() {
            l.unplay(l.padded(cell));
        }
        let fresh = Lines::new(&board);
        assert!(l.levels == fresh.levels && l.total == fresh.total && l.near == fresh.near);
    }
}
