//! Renju's forbidden points for Black (X), after the International Rules of Renju of the
//! Renju International Federation (RIF, 1996, corrected 1998): §3 defines five, overline,
//! four, straight four, three, double-four and double-three; §9 forbids Black the
//! double-three, the double-four and the overline, lets a five win over all of them, and
//! does not count a three whose straight four Black could only make on a forbidden point.
//! White has no forbidden points and wins with five or more.
//!
//! Each check looks along the four lines through the cell, eleven points wide (the cell and
//! five either side): that is all a five, an overline, a four or a three through it can
//! touch. A three is confirmed by placing its straight-four stone and asking, recursively,
//! whether that point is forbidden.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::board::Mark;

/// Why a cell is forbidden to Black under renju (RIF rules §9): the move would make an
/// overline, two fours, or two threes.
///
/// When a move makes several of these (and no five, which always wins), it is named by the
/// first that applies in the order overline, double four, double three.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Forbidden {
    /// Two or more threes meeting at the move (RIF §3 "double-three").
    DoubleThree,
    /// Two or more fours meeting at the move, in one line or several (RIF §3 "double-four").
    DoubleFour,
    /// Six or more black stones in an unbroken row (RIF §3 "overline").
    Overline,
}

impl fmt::Display for Forbidden {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Forbidden::DoubleThree => "double three",
            Forbidden::DoubleFour => "double four",
            Forbidden::Overline => "overline",
        })
    }
}

/// A board as a plain grid of stones, which the rules can change and restore while they look
/// ahead: `cols` x `rows` points, point `row * cols + col`.
#[derive(Clone, Debug)]
pub(crate) struct Grid {
    cols: u8,
    rows: u8,
    stones: Vec<Option<Mark>>,
}

impl Grid {
    /// An empty `cols` x `rows` grid.
    pub(crate) fn new(cols: u8, rows: u8) -> Grid {
        Grid {
            cols,
            rows,
            stones: vec![None; usize::from(cols) * usize::from(rows)],
        }
    }

    /// Width, in points.
    pub(crate) fn cols(&self) -> u8 {
        self.cols
    }

    /// Height, in points.
    pub(crate) fn rows(&self) -> u8 {
        self.rows
    }

    /// The stone on `cell`, if any.
    pub(crate) fn get(&self, cell: usize) -> Option<Mark> {
        self.stones[cell]
    }

    /// Puts `stone` on `cell` (`None` empties it).
    pub(crate) fn set(&mut self, cell: usize, stone: Option<Mark>) {
        self.stones[cell] = stone;
    }

    /// The point `steps` steps from `cell` along `dir` (column, row), if on the grid.
    fn step(&self, cell: usize, (dc, dr): (i32, i32), steps: i32) -> Option<usize> {
        let cols = i32::from(self.cols());
        let col = cell as i32 % cols + dc * steps;
        let row = cell as i32 / cols + dr * steps;
        ((0..cols).contains(&col) && (0..i32::from(self.rows())).contains(&row))
            .then(|| (row * cols + col) as usize)
    }

    /// The line through `cell` along `dir`, `REACH` points either side.
    fn window(&self, cell: usize, dir: (i32, i32)) -> Window {
        let mut window = [Point::Blocked; SPAN];
        for (i, point) in window.iter_mut().enumerate() {
            *point = match self.step(cell, dir, i as i32 - REACH as i32) {
                None => Point::Blocked,
                Some(at) => match self.get(at) {
                    None => Point::Free(at),
                    Some(Mark::X) => Point::Black,
                    Some(Mark::O) => Point::Blocked,
                },
            };
        }
        window
    }
}

/// The four lines through a point: across, down, and the two diagonals (column, row steps).
const DIRECTIONS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// How far either side of the move a line is read: a five or overline through the move is
/// told apart within five points, and a straight four's far ends lie no further.
const REACH: usize = 5;
const SPAN: usize = 2 * REACH + 1;
/// The move's place in a window.
const CENTER: usize = REACH;

/// How many straight-four stones deep a three is confirmed. Each level adds a stone, so the
/// recursion ends anyway; past this depth a straight-four point is taken as not forbidden.
/// Real games never come near it.
const MAX_DEPTH: u32 = 8;

/// A point of a line as the rules see it: White and the board's edge both block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Point {
    Black,
    Blocked,
    /// A free point, with its cell.
    Free(usize),
}

type Window = [Point; SPAN];

/// The unbroken black row through the window's centre, with `extra` counted as black:
/// its first and last index.
fn row_through(w: &Window, extra: Option<usize>) -> (usize, usize) {
    let black = |i: usize| w[i] == Point::Black || Some(i) == extra;
    let (mut a, mut b) = (CENTER, CENTER);
    while a > 0 && black(a - 1) {
        a -= 1;
    }
    while b + 1 < SPAN && black(b + 1) {
        b += 1;
    }
    (a, b)
}

/// True if a stone of `mark` on free `cell` makes a five: exactly five in a row for Black
/// (renju, RIF §3 "five in a row", §9: six or more is an overline), five or more for White.
pub(crate) fn makes_five(grid: &Grid, cell: usize, mark: Mark) -> bool {
    DIRECTIONS.iter().any(|&dir| {
        let count = |sign: i32| {
            (1..)
                .map_while(|n| grid.step(cell, dir, sign * n))
                .take_while(|&at| grid.get(at) == Some(mark))
                .count()
        };
        let row = 1 + count(1) + count(-1);
        match mark {
            Mark::X => row == 5,
            Mark::O => row >= 5,
        }
    })
}

/// Whether Black may not play on the free `cell`, and why (RIF §9). A move that makes
/// exactly five is never forbidden (five before forbidden). Otherwise an overline comes
/// first, then a double four, then a double three. The grid is unchanged on return (it is
/// changed temporarily inside).
pub(crate) fn forbidden(grid: &mut Grid, cell: usize) -> Option<Forbidden> {
    debug_assert!(grid.get(cell).is_none(), "cell {cell} is not free");
    forbidden_at(grid, cell, 0)
}

/// [`forbidden`], `depth` straight-four stones into confirming a three.
fn forbidden_at(grid: &mut Grid, cell: usize, depth: u32) -> Option<Forbidden> {
    grid.set(cell, Some(Mark::X));
    let why = judge(grid, cell, depth);
    grid.set(cell, None);
    why
}

/// The forbidden status of the black stone just placed on `cell`.
fn judge(grid: &mut Grid, cell: usize, depth: u32) -> Option<Forbidden> {
    let lines = DIRECTIONS.map(|dir| grid.window(cell, dir));
    let mut overline = false;
    for w in &lines {
        let (a, b) = row_through(w, None);
        match b - a + 1 {
            5 => return None,
            6.. => overline = true,
            _ => {}
        }
    }
    if overline {
        return Some(Forbidden::Overline);
    }
    let four_counts = lines.map(|w| fours(&w));
    if four_counts.iter().sum::<usize>() >= 2 {
        return Some(Forbidden::DoubleFour);
    }
    // A line with a four through the move holds no three through it: the points just
    // beyond a straight four's ends are free or blocked, which leaves a four's five point
    // no room. (The reference in the tests does not assume this.)
    let mut candidates = [Candidates::default(); 4];
    for (d, w) in lines.iter().enumerate() {
        if four_counts[d] == 0 {
            candidates[d] = straight_four_points(w);
        }
    }
    let mut left = candidates.iter().filter(|c| c.len > 0).count();
    if left < 2 {
        return None;
    }
    let mut threes = 0;
    for line in candidates.iter().filter(|c| c.len > 0) {
        left -= 1;
        if line.cells[..line.len]
            .iter()
            .any(|&c| makes_true_straight_four(grid, c, depth))
        {
            threes += 1;
            if threes == 2 {
                return Some(Forbidden::DoubleThree);
            }
        }
        if threes + left < 2 {
            return None;
        }
    }
    None
}

/// How many fours the move makes in this line (RIF §3 "four"): each free point that would
/// make exactly five with the move is one, except that the two ends of one straight four
/// are one four. Two five points not five apart are two fours in one line (`X.XXX.X`,
/// `XX.XX.XX`, `XXX.X.XXX` filled in the middle): a double four.
fn fours(w: &Window) -> usize {
    let mut points = [0; 2];
    let mut n = 0;
    for i in CENTER - 4..=CENTER + 4 {
        if matches!(w[i], Point::Free(_)) {
            let (a, b) = row_through(w, Some(i));
            if b - a + 1 == 5 {
                // At most two, as two five points leave no room for a third.
                points[n.min(1)] = i;
                n += 1;
            }
        }
    }
    debug_assert!(n <= 2);
    if n == 2 && points[1] - points[0] == 5 {
        1
    } else {
        n
    }
}

/// The free points of a line where one more black stone makes a straight four through the
/// move (RIF §3 "straight four": four in an unbroken row, both ends free, and each end
/// making exactly five). At most six, within three points of the move.
#[derive(Clone, Copy, Default)]
struct Candidates {
    cells: [usize; 6],
    len: usize,
}

fn straight_four_points(w: &Window) -> Candidates {
    let mut found = Candidates::default();
    for i in CENTER - 3..=CENTER + 3 {
        let Point::Free(cell) = w[i] else { continue };
        let (a, b) = row_through(w, Some(i));
        let open = |end: usize, beyond: usize| {
            matches!(w[end], Point::Free(_)) && w[beyond] != Point::Black
        };
        if b - a + 1 == 4 && (a..=b).contains(&i) && open(a - 1, a - 2) && open(b + 1, b + 2) {
            found.cells[found.len] = cell;
            found.len += 1;
        }
    }
    found
}

/// Whether a stone on free `cell`, making a straight four, makes a three real (RIF §3
/// "three", §9.3): the stone must not make a five at the same time, and `cell` must not be a
/// forbidden point, checked by the same rules one level deeper.
fn makes_true_straight_four(grid: &mut Grid, cell: usize, depth: u32) -> bool {
    !makes_five(grid, cell, Mark::X)
        && (depth >= MAX_DEPTH || forbidden_at(grid, cell, depth + 1).is_none())
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use proptest::prelude::*;

    use super::*;

    /// A grid from rows of `x` (Black), `o` (White), `.` (free) and one `*` (the free point
    /// under test); spaces are ignored.
    fn parse(rows: &[&str]) -> (Grid, usize) {
        let rows: Vec<Vec<char>> = rows
            .iter()
            .map(|r| r.chars().filter(|c| !c.is_whitespace()).collect())
            .collect();
        let cols = rows[0].len();
        assert!(rows.iter().all(|r| r.len() == cols), "ragged diagram");
        let mut grid = Grid::new(cols as u8, rows.len() as u8);
        let mut tested = None;
        for (r, row) in rows.iter().enumerate() {
            for (c, &ch) in row.iter().enumerate() {
                let cell = r * cols + c;
                match ch {
                    'x' => grid.set(cell, Some(Mark::X)),
                    'o' => grid.set(cell, Some(Mark::O)),
                    '.' => {}
                    '*' => tested = Some(cell),
                    _ => panic!("unexpected {ch:?} in diagram"),
                }
            }
        }
        (grid, tested.expect("no * in diagram"))
    }

    fn stones(grid: &Grid) -> Vec<Option<Mark>> {
        (0..usize::from(grid.cols()) * usize::from(grid.rows()))
            .map(|c| grid.get(c))
            .collect()
    }

    /// The verdict on the diagram's `*`, checked against the reference and for a grid left
    /// as it was.
    fn verdict(rows: &[&str]) -> Option<Forbidden> {
        let (mut grid, cell) = parse(rows);
        let before = stones(&grid);
        let why = forbidden(&mut grid, cell);
        assert_eq!(stones(&grid), before, "grid changed");
        assert_eq!(reference(&mut grid, cell, 0), why, "reference disagrees");
        why
    }

    // ---- The reference: the RIF definitions read literally, over whole lines. ----

    /// Every point of the board line through `cell` along `dir`, in order, and `cell`'s
    /// place among them.
    fn full_line(grid: &Grid, cell: usize, dir: (i32, i32)) -> (Vec<usize>, usize) {
        let back = (1..).map_while(|n| grid.step(cell, dir, -n)).count();
        let line: Vec<usize> = (-(back as i32)..)
            .map_while(|n| grid.step(cell, dir, n))
            .collect();
        (line, back)
    }

    /// The unbroken black row holding `line[at]` (black), as first and last place.
    fn unbroken(grid: &Grid, line: &[usize], at: usize) -> (usize, usize) {
        let black = |i: usize| grid.get(line[i]) == Some(Mark::X);
        let (mut a, mut b) = (at, at);
        while a > 0 && black(a - 1) {
            a -= 1;
        }
        while b + 1 < line.len() && black(b + 1) {
            b += 1;
        }
        (a, b)
    }

    /// Black's five on free `cell`: some line's unbroken row through it is exactly five.
    fn reference_five(grid: &mut Grid, cell: usize) -> bool {
        grid.set(cell, Some(Mark::X));
        let five = DIRECTIONS.iter().any(|&dir| {
            let (line, at) = full_line(grid, cell, dir);
            let (a, b) = unbroken(grid, &line, at);
            b - a + 1 == 5
        });
        grid.set(cell, None);
        five
    }

    /// RIF §3 "four", in one line through the move at `line[at]`: the distinct sets of four
    /// stones to which one more stone adds a five through the move.
    fn reference_fours(grid: &mut Grid, line: &[usize], at: usize) -> usize {
        let mut fours = BTreeSet::new();
        for q in 0..line.len() {
            if grid.get(line[q]).is_some() {
                continue;
            }
            grid.set(line[q], Some(Mark::X));
            let (a, b) = unbroken(grid, line, q);
            if b - a + 1 == 5 && (a..=b).contains(&at) {
                let four: Vec<usize> = (a..=b).filter(|&i| i != q).collect();
                fours.insert(four);
            }
            grid.set(line[q], None);
        }
        fours.len()
    }

    /// RIF §3 "three", in one line through the move at `line[at]`: some free point where one
    /// more stone, making no five, makes an unbroken four through the move and that point
    /// to which two different stones add a five, on a point not forbidden.
    fn reference_three(grid: &mut Grid, line: &[usize], at: usize, depth: u32) -> bool {
        for q in 0..line.len() {
            if grid.get(line[q]).is_some() {
                continue;
            }
            grid.set(line[q], Some(Mark::X));
            let (a, b) = unbroken(grid, line, at);
            let mut straight = false;
            if b - a + 1 == 4 && (a..=b).contains(&q) {
                let mut ways = 0;
                for e in 0..line.len() {
                    if grid.get(line[e]).is_none() {
                        grid.set(line[e], Some(Mark::X));
                        let (c, d) = unbroken(grid, line, e);
                        if d - c + 1 == 5 && c <= a && b <= d {
                            ways += 1;
                        }
                        grid.set(line[e], None);
                    }
                }
                straight = ways >= 2;
            }
            grid.set(line[q], None);
            if straight
                && !reference_five(grid, line[q])
                && (depth >= MAX_DEPTH || reference(grid, line[q], depth + 1).is_none())
            {
                return true;
            }
        }
        false
    }

    /// RIF §9 straight from the definitions, every line read whole.
    fn reference(grid: &mut Grid, cell: usize, depth: u32) -> Option<Forbidden> {
        grid.set(cell, Some(Mark::X));
        let lines = DIRECTIONS.map(|dir| full_line(grid, cell, dir));
        let rows = lines
            .iter()
            .map(|(line, at)| {
                let (a, b) = unbroken(grid, line, *at);
                b - a + 1
            })
            .collect::<Vec<_>>();
        let why = if rows.contains(&5) {
            None
        } else if rows.iter().any(|&n| n >= 6) {
            Some(Forbidden::Overline)
        } else if lines
            .iter()
            .map(|(line, at)| reference_fours(grid, line, *at))
            .sum::<usize>()
            >= 2
        {
            Some(Forbidden::DoubleFour)
        } else if lines
            .iter()
            .filter(|(line, at)| reference_three(grid, line, *at, depth))
            .count()
            >= 2
        {
            Some(Forbidden::DoubleThree)
        } else {
            None
        };
        grid.set(cell, None);
        why
    }

    // ---- Known positions. ----

    #[test]
    fn a_lone_stone_is_allowed() {
        assert_eq!(verdict(&["...", ".*.", "..."]), None);
    }

    #[test]
    fn two_open_threes_are_a_double_three() {
        // RIF §3 "three", "double-three"; §9: forbidden.
        let why = verdict(&[
            ".........",
            ".........",
            "....x....",
            "....x....",
            "..xx*....",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        assert_eq!(why, Some(Forbidden::DoubleThree));
    }

    #[test]
    fn a_split_three_counts() {
        // RIF §3 "three": `X.XX` becomes the straight four `.XXXX.` on its gap. The board
        // is rectangular (11 x 9).
        let why = verdict(&[
            "...........",
            "...........",
            ".....x.....",
            ".....x.....",
            "..x.x*.....",
            "...........",
            "...........",
            "...........",
            "...........",
        ]);
        assert_eq!(why, Some(Forbidden::DoubleThree));
    }

    #[test]
    fn three_threes_are_a_double_three() {
        // RIF §3 "double-three": more than one three.
        let why = verdict(&[
            ".........",
            ".........",
            "..x.x....",
            "...xx....",
            "..xx*....",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        assert_eq!(why, Some(Forbidden::DoubleThree));
    }

    #[test]
    fn threes_on_both_diagonals_are_a_double_three() {
        // RIF §3 "row": diagonal lines count like the others.
        let why = verdict(&[
            ".........",
            ".........",
            "..x...x..",
            "...x.x...",
            "....*....",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        assert_eq!(why, Some(Forbidden::DoubleThree));
    }

    #[test]
    fn a_three_blocked_at_one_end_is_no_three() {
        // RIF §3 "three": `OXX*` can only become a four closed by White, not a straight four.
        let why = verdict(&[
            ".........",
            ".........",
            "....x....",
            "....x....",
            ".oxx*....",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        assert_eq!(why, None);
    }

    #[test]
    fn a_white_stone_two_away_leaves_a_three() {
        // RIF §3 "straight four": `O.XXXX.` still has two five points.
        let why = verdict(&[
            "...........",
            "...........",
            ".....x.....",
            ".....x.....",
            ".o.xx*.....",
            "...........",
            "...........",
            "...........",
            "...........",
        ]);
        assert_eq!(why, Some(Forbidden::DoubleThree));
    }

    #[test]
    fn a_three_boxed_in_by_white_is_no_three() {
        // RIF §3 "three": between White stones six apart no straight four fits.
        let why = verdict(&[
            "...........",
            "...........",
            ".....x.....",
            ".....x.....",
            ".o.xx*.o...",
            "...........",
            "...........",
            "...........",
            "...........",
        ]);
        assert_eq!(why, None);
    }

    #[test]
    fn the_board_edge_blocks_a_three() {
        // RIF §3 "row": the edge limits a row like a White stone.
        let why = verdict(&[
            ".........",
            ".........",
            "..x......",
            "..x......",
            "xx*......",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        assert_eq!(why, None);
    }

    #[test]
    fn a_three_one_point_off_the_edge_is_a_three() {
        // RIF §3 "straight four": `.XXXX.` may touch the edge; its ends both make five.
        let why = verdict(&[
            ".........",
            ".........",
            "...x.....",
            "...x.....",
            ".xx*.....",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        assert_eq!(why, Some(Forbidden::DoubleThree));
    }

    #[test]
    fn a_five_row_board_has_no_vertical_three() {
        // RIF §3 "straight four": five rows hold no open four, so the column is no three.
        let why = verdict(&[
            "...........",
            "....x......",
            "..xx*......",
            "....x......",
            "...........",
        ]);
        assert_eq!(why, None);
        // Six rows do: the same column with one row more is a three.
        let why = verdict(&[
            "...........",
            "....x......",
            "..xx*......",
            "....x......",
            "...........",
            "...........",
        ]);
        assert_eq!(why, Some(Forbidden::DoubleThree));
    }

    #[test]
    fn a_three_whose_straight_four_would_overline_is_no_three() {
        // RIF §3 "straight four": each end must make exactly five. Both ways of making four
        // here (`X..XX*.X`) leave an end that would make six.
        let why = verdict(&[
            "...........",
            "...........",
            "...........",
            ".....x.....",
            ".....x.....",
            "x..xx*..x..",
            "...........",
            "...........",
            "...........",
        ]);
        assert_eq!(why, None);
    }

    #[test]
    fn two_fours_in_two_lines_are_a_double_four() {
        // RIF §3 "four", "double-four": a straight four and a closed four.
        let why = verdict(&[
            ".........",
            "....x....",
            "....x....",
            "....x....",
            ".oxx*x...",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        assert_eq!(why, Some(Forbidden::DoubleFour));
    }

    #[test]
    fn x_dot_xxx_dot_x_is_a_double_four_in_one_line() {
        // RIF §3 "double-four": two fours, each with its own five point, in one line.
        assert_eq!(verdict(&[".x.x*x.x."]), Some(Forbidden::DoubleFour));
    }

    #[test]
    fn xx_dot_xx_dot_xx_is_a_double_four_in_one_line() {
        // RIF §3 "double-four", the `XX.XX.XX` shape.
        assert_eq!(verdict(&[".xx.x*.xx.."]), Some(Forbidden::DoubleFour));
    }

    #[test]
    fn xxx_dot_x_dot_xxx_is_a_double_four_in_one_line() {
        // RIF §3 "double-four", the `XXX.X.XXX` shape.
        assert_eq!(verdict(&[".xxx.*.xxx."]), Some(Forbidden::DoubleFour));
    }

    #[test]
    fn a_straight_four_is_one_four() {
        // RIF §3 "straight four": one four with two five points, not a double four.
        assert_eq!(verdict(&["..xxx*...."]), None);
        // With another four it makes two.
        let why = verdict(&[
            "..........",
            ".....x....",
            ".....x....",
            ".....x....",
            "..xxx*....",
            "..........",
        ]);
        assert_eq!(why, Some(Forbidden::DoubleFour));
    }

    #[test]
    fn a_four_whose_only_five_would_be_an_overline_is_no_four() {
        // RIF §3 "four": `X.XXX*O` can only grow to six, so with a four across it is no
        // double four.
        let why = verdict(&[
            "..........",
            "..........",
            ".....o....",
            ".....x....",
            ".....x....",
            ".....x....",
            "x.xxx*o...",
            "..........",
            "..........",
        ]);
        assert_eq!(why, None);
    }

    #[test]
    fn a_four_and_a_three_are_allowed() {
        // RIF §9: only double-three, double-four and overline are forbidden; four-three wins.
        let why = verdict(&[
            ".........",
            ".........",
            "....x....",
            "....x....",
            "oxxx*....",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        assert_eq!(why, None);
    }

    #[test]
    fn six_in_a_row_is_an_overline() {
        // RIF §3 "overline", §9: forbidden.
        assert_eq!(verdict(&[".xxx*xx.."]), Some(Forbidden::Overline));
        assert_eq!(verdict(&["xxxxx*"]), Some(Forbidden::Overline));
    }

    #[test]
    fn exactly_five_wins() {
        // RIF §3 "five in a row", §9: Black wins with exactly five.
        assert_eq!(verdict(&[".xx*xx."]), None);
        let (grid, cell) = parse(&[".xx*xx."]);
        assert!(makes_five(&grid, cell, Mark::X));
        let (grid, cell) = parse(&["xxx*xx."]);
        assert!(
            !makes_five(&grid, cell, Mark::X),
            "six is no five for Black"
        );
        let (grid, cell) = parse(&["ooo*oo."]);
        assert!(makes_five(&grid, cell, Mark::O), "White wins with six");
        let (grid, cell) = parse(&[".oo*oo."]);
        assert!(makes_five(&grid, cell, Mark::O));
        let (grid, cell) = parse(&[".oo*o.."]);
        assert!(!makes_five(&grid, cell, Mark::O));
    }

    #[test]
    fn a_five_with_an_overline_elsewhere_wins() {
        // RIF §9: a five wins even if the move also makes an overline in another line.
        let why = verdict(&[
            "..........",
            "....x.....",
            "....x.....",
            "....x.....",
            "xxxx*.....",
            "....x.....",
            "....x.....",
            "..........",
        ]);
        assert_eq!(why, None);
    }

    #[test]
    fn a_five_with_a_double_three_wins() {
        // RIF §9: five before forbidden.
        let why = verdict(&[
            "..........",
            "..........",
            "..x.x.....",
            "...xx.....",
            "xxxx*.....",
            "..........",
            "..........",
            "..........",
        ]);
        assert_eq!(why, None);
    }

    #[test]
    fn a_five_with_a_double_four_wins() {
        // RIF §9: five before forbidden.
        let why = verdict(&[
            "..........",
            ".x..x.....",
            "..x.x.....",
            "...xx.....",
            "xxxx*.....",
            "..........",
            "..........",
            "..........",
        ]);
        assert_eq!(why, None);
    }

    #[test]
    fn an_overline_is_named_before_a_double_four() {
        // Precedence: overline, then double four, then double three. Six across, fours
        // down and along the diagonal.
        let why = verdict(&[
            "..........",
            ".x..x.....",
            "..x.x.....",
            "...xx.....",
            "xxxx*x....",
            "..........",
            "..........",
            "..........",
        ]);
        assert_eq!(why, Some(Forbidden::Overline));
    }

    #[test]
    fn a_double_four_is_named_before_a_double_three() {
        // Two fours (across and down) and two threes (the diagonals).
        let why = verdict(&[
            "...........",
            "...........",
            "...........",
            ".....x.....",
            "...x.x.x...",
            "....xxx....",
            ".oxxx*.....",
            "...........",
            "...........",
            "...........",
        ]);
        assert_eq!(why, Some(Forbidden::DoubleFour));
    }

    #[test]
    fn a_three_whose_straight_four_point_is_an_overline_point_is_no_three() {
        // RIF §9.3: the straight four of `X.XX*` could only be made on a point that makes
        // six down its column, a forbidden point; so one three only.
        let why = verdict(&[
            "...........",
            "...........",
            "...x.......",
            "...x.x.....",
            "...x.x.....",
            "..x.x*.....",
            "...x.......",
            "...x.......",
            "...........",
            "...........",
            "...........",
        ]);
        assert_eq!(why, None);
    }

    #[test]
    fn a_three_whose_straight_four_point_is_a_double_four_point_is_no_three() {
        // RIF §9.3: the gap of `X.XX*` would make fours down and along the diagonal too.
        let why = verdict(&[
            "...........",
            "...........",
            "...x.......",
            "...x.......",
            "...x.......",
            "..x.x*.....",
            "..x..x.....",
            ".x...x.....",
            "x..........",
            "...........",
            "...........",
        ]);
        assert_eq!(why, None);
    }

    #[test]
    fn a_three_whose_straight_four_point_is_a_double_three_point_is_no_three() {
        // RIF §9.3, one level down: the gap of `X.XX*` is itself forbidden, as a four (the
        // straight four along the row) with two threes (down and along the diagonal).
        let position = [
            "............",
            "............",
            "............",
            "...x........",
            "...x........",
            "..x.x*......",
            "..x..x......",
            ".x...x......",
            "............",
            "............",
            "............",
            "............",
        ];
        assert_eq!(verdict(&position), None);
        // Without the diagonal's far stone that point is a four-three, allowed: the row is a
        // real three and the move a double three.
        let mut position = position;
        position[7] = ".....x......";
        assert_eq!(verdict(&position), Some(Forbidden::DoubleThree));
    }

    #[test]
    fn a_false_three_one_level_down_makes_the_three_above_real() {
        // RIF §9.3, two levels down: as above, the gap of `X.XX*` has threes down and along
        // the diagonal; but that diagonal's only straight-four point would make six up its
        // column, so the diagonal is no three, the gap is only a four-three, and the row is
        // a real three.
        let why = verdict(&[
            "....x.......",
            "....x.......",
            "....x.......",
            "...xx.......",
            "...x........",
            "..x.x*......",
            "..x..x......",
            ".x...x......",
            "............",
            "............",
            "............",
            "............",
        ]);
        assert_eq!(why, Some(Forbidden::DoubleThree));
    }

    #[test]
    fn a_three_whose_straight_four_would_also_be_a_five_is_no_three() {
        // RIF §3 "three": the straight four must come "without at the same time a five".
        // The gap of `X.XX*` also completes Black's four down its column, so the row is no
        // three (an engine that only asks "is the point forbidden?" would count it).
        let why = verdict(&[
            "...........",
            "...x.......",
            "...x.......",
            "...x.......",
            "...x.......",
            "..x.x*.....",
            ".....x.....",
            ".....x.....",
            "...........",
            "...........",
        ]);
        assert_eq!(why, None);
    }

    #[test]
    fn white_stones_never_forbid_black() {
        // RIF §9: the rules forbid Black's own shapes only; White's double three is nothing.
        let why = verdict(&[
            ".........",
            ".........",
            "....o....",
            "....o....",
            "..oo*....",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        assert_eq!(why, None);
    }

    #[test]
    fn the_largest_board_corner() {
        // A double three in the corner of a 22 x 22 board, the largest the engine has.
        let mut rows = vec!["......................"; 22];
        rows[18] = "...................x..";
        rows[19] = "...................x..";
        rows[20] = ".................xx*..";
        assert_eq!(verdict(&rows), Some(Forbidden::DoubleThree));
    }

    // ---- Random positions against the reference. ----

    /// A position on a `cols` x `rows` board (9 to 15 each) with stones packed in a corner
    /// box so that threes and fours are common: about two in three stones Black.
    fn position() -> impl Strategy<Value = Grid> {
        (9u8..=15, 9u8..=15, 5u8..=9, any::<bool>(), any::<bool>()).prop_flat_map(
            |(cols, rows, boxed, right, down)| {
                prop::collection::vec((0..boxed, 0..boxed, 0u8..3), 10..45).prop_map(
                    move |stones| {
                        let mut grid = Grid::new(cols, rows);
                        for (c, r, m) in stones {
                            let col = if right { cols - 1 - c } else { c };
                            let row = if down { rows - 1 - r } else { r };
                            let mark = if m < 2 { Mark::X } else { Mark::O };
                            grid.set(
                                usize::from(row) * usize::from(cols) + usize::from(col),
                                Some(mark),
                            );
                        }
                        grid
                    },
                )
            },
        )
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        #[test]
        fn forbidden_agrees_with_the_definitions(mut grid in position()) {
            let before = stones(&grid);
            for cell in 0..before.len() {
                if before[cell].is_some() {
                    continue;
                }
                let why = forbidden(&mut grid, cell);
                prop_assert_eq!(stones(&grid), before.clone());
                prop_assert_eq!(why, reference(&mut grid, cell, 0), "cell {}", cell);
                prop_assert_eq!(
                    makes_five(&grid, cell, Mark::X),
                    reference_five(&mut grid, cell),
                    "five at {}", cell
                );
            }
        }
    }
}
