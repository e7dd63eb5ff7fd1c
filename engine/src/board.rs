//! The rules: a board of the m,n,k-game, moves checked and applied, the outcome after each.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::geometry::{Cell, DIRECTIONS, Geometry, ShapeError};

/// A player's mark. X moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mark {
    X,
    O,
}

impl Mark {
    /// The other mark.
    pub fn opponent(self) -> Mark {
        match self {
            Mark::X => Mark::O,
            Mark::O => Mark::X,
        }
    }

    /// 0 for X, 1 for O: the index of this mark's bitboard.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The character of this mark in the text form.
    pub fn symbol(self) -> char {
        match self {
            Mark::X => 'X',
            Mark::O => 'O',
        }
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

/// The state of the game after a move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// Nobody has won and a cell is free.
    InProgress,
    /// `mark` has `k` or more in a row; `line` is that run's cells, in index order.
    Win { mark: Mark, line: Vec<Cell> },
    /// Every cell is taken and nobody has won.
    Draw,
}

impl Outcome {
    /// True once the game is won or drawn.
    pub fn is_over(&self) -> bool {
        !matches!(self, Outcome::InProgress)
    }
}

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
    pub fn history(&self) -> impl ExactSizeIterator<Item = Cell> + '_ {
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

    /// The outcome of a position read from text, where the last move is unknown.
    fn outcome_of_position(&self) -> Result<Outcome, ParseBoardError> {
        let g = self.geometry;
        let wins: Vec<Mark> = [Mark::X, Mark::O]
            .into_iter()
            .filter(|m| g.windows().iter().any(|&w| self.marks[m.index()] & w == w))
            .collect();
        match wins.as_slice() {
            [] if self.ply() == self.cells() => Ok(Outcome::Draw),
            [] => Ok(Outcome::InProgress),
            [mark] => {
                let mine = self.marks[mark.index()];
                // The win ended the game, so the winner moved last...
                let (x, o) = (self.marks[0].count_ones(), self.marks[1].count_ones());
                if (*mark == Mark::X) != (x > o) {
                    return Err(ParseBoardError::MovedAfterWin { mark: *mark });
                }
                // ...and that one move completed every full window: they share a cell.
                let shared = g
                    .windows()
                    .iter()
                    .filter(|&&w| mine & w == w)
                    .fold(mine, |common, &w| common & w);
                if shared == 0 {
                    return Err(ParseBoardError::SeparateWins { mark: *mark });
                }
                let cell = shared.trailing_zeros() as Cell;
                let line = self.line_through(*mark, cell).expect("the window is a run");
                Ok(Outcome::Win { mark: *mark, line })
            }
            _ => Err(ParseBoardError::BothWin),
        }
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

/// The text form: one character per cell (`X`, `O`, `.`), rows top to bottom separated
/// by `/`, e.g. `X.O/.X./..O`. When `k` differs from the shorter side it follows
/// after a space: `..../..../..../.... k=3`.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..self.rows() as usize {
            if row > 0 {
                write!(f, "/")?;
            }
            for col in 0..self.cols() as usize {
                let cell = row * self.cols() as usize + col;
                write!(f, "{}", self.get(cell).map_or('.', Mark::symbol))?;
            }
        }
        if self.k() != default_k(self.cols(), self.rows()) {
            write!(f, " k={}", self.k())?;
        }
        Ok(())
    }
}

/// The win length a text form implies when it names none: the shorter side (3 on 3x3).
fn default_k(cols: u8, rows: u8) -> u8 {
    cols.min(rows).max(2)
}

/// Why a text form could not be read as a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseBoardError {
    /// Nothing to read.
    Empty,
    /// A character other than `X`, `O`, `.` (or `x`, `o`, `-`) at 1-based `row`, `col`.
    BadChar { ch: char, row: usize, col: usize },
    /// A row whose length differs from the first row's.
    Ragged {
        row: usize,
        len: usize,
        expected: usize,
    },
    /// The text after the cells is not `k=N`.
    BadSuffix(String),
    /// The shape is not supported.
    Shape(ShapeError),
    /// X moves first, so X has as many marks as O or one more.
    Counts { x: usize, o: usize },
    /// Both marks have a line: no game reaches that.
    BothWin,
    /// `mark` has a line but the other side is to move: the game ended at the win.
    MovedAfterWin { mark: Mark },
    /// `mark` has lines that no single move completed together: the game ended at the first.
    SeparateWins { mark: Mark },
}

impl fmt::Display for ParseBoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseBoardError::Empty => write!(f, "the board text is empty"),
            ParseBoardError::BadChar { ch, row, col } => write!(
                f,
                "unexpected {ch:?} at row {row}, column {col}: cells are X, O or ."
            ),
            ParseBoardError::Ragged { row, len, expected } => write!(
                f,
                "row {row} has {len} cells but the first row has {expected}"
            ),
            ParseBoardError::BadSuffix(s) => {
                write!(f, "expected `k=N` after the cells, found {s:?}")
            }
            ParseBoardError::Shape(e) => write!(f, "{e}"),
            ParseBoardError::Counts { x, o } => write!(
                f,
                "{x} X and {o} O cannot happen: X moves first, so X has as many marks as O or one more"
            ),
            ParseBoardError::BothWin => {
                write!(f, "both X and O have a line, which no game reaches")
            }
            ParseBoardError::MovedAfterWin { mark } => write!(
                f,
                "{0} has a line but {1} is to move: the game ended at {0}'s win",
                mark.symbol(),
                mark.opponent().symbol()
            ),
            ParseBoardError::SeparateWins { mark } => write!(
                f,
                "{0} has lines that no one move made together: the game ended at {0}'s first",
                mark.symbol()
            ),
        }
    }
}

impl std::error::Error for ParseBoardError {}

impl FromStr for Board {
    type Err = ParseBoardError;

    fn from_str(text: &str) -> Result<Board, ParseBoardError> {
        let text = text.trim();
        let (cells_text, suffix) = match text.split_once(char::is_whitespace) {
            Some((cells, rest)) => (cells, Some(rest.trim())),
            None => (text, None),
        };
        if cells_text.is_empty() {
            return Err(ParseBoardError::Empty);
        }
        let lines: Vec<&str> = cells_text.split('/').collect();
        let expected = lines[0].chars().count();
        let mut grid = Vec::new();
        for (r, line) in lines.iter().enumerate() {
            let len = line.chars().count();
            if len != expected {
                return Err(ParseBoardError::Ragged {
                    row: r + 1,
                    len,
                    expected,
                });
            }
            for (c, ch) in line.chars().enumerate() {
                grid.push(match ch {
                    'X' | 'x' => Some(Mark::X),
                    'O' | 'o' => Some(Mark::O),
                    '.' | '-' => None,
                    _ => {
                        return Err(ParseBoardError::BadChar {
                            ch,
                            row: r + 1,
                            col: c + 1,
                        });
                    }
                });
            }
        }
        let side = |n: usize| u8::try_from(n).unwrap_or(u8::MAX);
        let (cols, rows) = (side(expected), side(lines.len()));
        let k = match suffix {
            None => default_k(cols, rows),
            Some(s) => s
                .strip_prefix("k=")
                .and_then(|n| n.parse().ok())
                .ok_or_else(|| ParseBoardError::BadSuffix(s.to_string()))?,
        };
        let mut board = Board::new(cols, rows, k).map_err(ParseBoardError::Shape)?;
        for (cell, mark) in grid.into_iter().enumerate() {
            if let Some(mark) = mark {
                board.marks[mark.index()] |= 1 << cell;
            }
        }
        let (x, o) = (
            board.marks[0].count_ones() as usize,
            board.marks[1].count_ones() as usize,
        );
        if x != o && x != o + 1 {
            return Err(ParseBoardError::Counts { x, o });
        }
        board.outcome = board.outcome_of_position()?;
        Ok(board)
    }
}

/// The serde form: the text form plus the move list, so a saved game keeps its history.
#[derive(Serialize, Deserialize)]
#[serde(rename = "Board")]
struct BoardRecord {
    position: String,
    #[serde(default)]
    moves: Vec<u8>,
}

impl Serialize for Board {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        BoardRecord {
            position: self.to_string(),
            moves: self.history.clone(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Board {
    /// Fails on a bad position, an illegal move list, or moves that do not lead to the position.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Board, D::Error> {
        use serde::de::Error;
        let record = BoardRecord::deserialize(deserializer)?;
        let position: Board = record.position.parse().map_err(D::Error::custom)?;
        if record.moves.is_empty() {
            return Ok(position);
        }
        let mut replay = Board::empty(position.geometry);
        for &cell in &record.moves {
            replay
                .play(cell as Cell)
                .map_err(|e| D::Error::custom(format!("saved move list: {e}")))?;
        }
        if replay != position {
            return Err(D::Error::custom(
                "the saved moves do not lead to the saved position",
            ));
        }
        Ok(replay)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(text: &str) -> Board {
        text.parse().unwrap()
    }

    fn x_wins(line: Vec<Cell>) -> Outcome {
        Outcome::Win {
            mark: Mark::X,
            line,
        }
    }

    #[test]
    fn every_line_of_3x3_wins() {
        let g = Geometry::get(3, 3, 3).unwrap();
        for &window in g.windows() {
            let line: Vec<Cell> = (0..9).filter(|&c| window >> c & 1 == 1).collect();
            let others: Vec<Cell> = (0..9).filter(|c| !line.contains(c)).collect();
            // X plays the line, O plays elsewhere in between, avoiding a line of its own.
            let mut b = Board::classic();
            let mut o_cells = others.iter().copied();
            for (i, &cell) in line.iter().enumerate() {
                let outcome = b.play(cell).unwrap().clone();
                if i < 2 {
                    assert_eq!(outcome, Outcome::InProgress);
                    let o = o_cells.find(|&c| {
                        let mut t = b.clone();
                        t.play(c).is_ok_and(|o| !o.is_over())
                    });
                    b.play(o.unwrap()).unwrap();
                } else {
                    assert_eq!(outcome, x_wins(line.clone()));
                }
            }
        }
    }

    #[test]
    fn full_board_with_no_line_is_a_draw() {
        let mut b = Board::classic();
        // X O X / X O O / O X X
        for cell in [0, 1, 2, 4, 3, 5, 7, 6, 8] {
            b.play(cell).unwrap();
        }
        assert_eq!(b.outcome(), &Outcome::Draw);
        assert_eq!(b.to_string(), "XOX/XOO/OXX");
    }

    #[test]
    fn win_on_the_last_free_cell_is_a_win_not_a_draw() {
        let mut b = board("XXO/OXX/OO.");
        assert_eq!(b.to_move(), Mark::X);
        assert_eq!(b.play(8).unwrap(), &x_wins(vec![0, 4, 8]));
    }

    #[test]
    fn refusals_are_values_and_leave_the_board_alone() {
        let mut b = board("X../.O./...");
        let before = b.clone();
        assert_eq!(
            b.play(0),
            Err(MoveError::Occupied {
                cell: 0,
                by: Mark::X
            })
        );
        assert_eq!(b.play(9), Err(MoveError::OutOfBoard { cell: 9, cells: 9 }));
        assert_eq!(
            b.play(usize::MAX),
            Err(MoveError::OutOfBoard {
                cell: usize::MAX,
                cells: 9
            })
        );
        assert_eq!(b, before);
        let mut won = board("XXX/OO./...");
        assert_eq!(won.play(8), Err(MoveError::GameOver));
        assert_eq!(won.legal_moves(), Vec::<Cell>::new());
    }

    #[test]
    fn undo_takes_back_moves_in_order() {
        let mut b = Board::classic();
        for cell in [4, 0, 8] {
            b.play(cell).unwrap();
        }
        assert_eq!(b.undo(), Some(8));
        assert_eq!(b.to_string(), "O../.X./...");
        assert_eq!(b.to_move(), Mark::X);
        assert_eq!(b.undo(), Some(0));
        assert_eq!(b.undo(), Some(4));
        assert_eq!(b.undo(), None);
        assert_eq!(b, Board::classic());
        let mut won = board("XX./OO./...");
        won.play(2).unwrap();
        assert!(won.outcome().is_over());
        won.undo();
        assert_eq!(won.outcome(), &Outcome::InProgress);
    }

    #[test]
    fn text_form_round_trips() {
        for text in [
            "X.O/.X./..O",
            ".../.../...",
            "XOX/XOO/OXX",
            "X.../.O../..../....",
            "X..../...../..O../...../..... k=4",
            "XO.../..... k=3",
        ] {
            let b = board(text);
            assert_eq!(b.to_string(), text);
            assert_eq!(board(&b.to_string()), b);
        }
        assert_eq!(board("x-o/---/---").to_string(), "X.O/.../...");
    }

    #[test]
    fn bad_text_gives_a_clear_error() {
        let err = |t: &str| t.parse::<Board>().unwrap_err();
        assert_eq!(err(""), ParseBoardError::Empty);
        assert_eq!(
            err("X.Q/.../..."),
            ParseBoardError::BadChar {
                ch: 'Q',
                row: 1,
                col: 3
            }
        );
        assert_eq!(
            err("X../../..."),
            ParseBoardError::Ragged {
                row: 2,
                len: 2,
                expected: 3
            }
        );
        assert_eq!(err("XX./.../..."), ParseBoardError::Counts { x: 2, o: 0 });
        assert_eq!(err("XXX/OOO/X.."), ParseBoardError::BothWin);
        // X to move after X's win, and O's win with O to move.
        assert_eq!(
            err("XXX/OO./O.."),
            ParseBoardError::MovedAfterWin { mark: Mark::X }
        );
        assert_eq!(
            err("OOO/XX./XX."),
            ParseBoardError::MovedAfterWin { mark: Mark::O }
        );
        assert!(err("XXX/OO./O..").to_string().contains("O is to move"));
        // Two lines with no cell in common: the game ended at the first.
        assert_eq!(
            err("XXX../O..../XXX../...../OO.OO k=3"),
            ParseBoardError::SeparateWins { mark: Mark::X }
        );
        assert_eq!(
            err(".../.../... k=three"),
            ParseBoardError::BadSuffix("k=three".into())
        );
        assert!(matches!(err(".../.../... k=4"), ParseBoardError::Shape(_)));
        assert!(matches!(err("...........").to_string(), s if s.contains("11x1")));
        assert!(err("X.Q/.../...").to_string().contains("row 1, column 3"));
    }

    #[test]
    fn parsed_boards_know_their_outcome() {
        assert_eq!(board("XXX/OO./...").outcome(), &x_wins(vec![0, 1, 2]));
        // One move can complete two lines (here the corner), or a line longer than k.
        assert!(board("XXX/XOO/XOO").outcome().is_over());
        assert!(
            board("XXXXX/OO.OO/...../...../..... k=3")
                .outcome()
                .is_over()
        );
        assert_eq!(board("XOX/XOO/OXX").outcome(), &Outcome::Draw);
        assert_eq!(board("XO./.../...").outcome(), &Outcome::InProgress);
    }

    #[test]
    fn four_by_four_needs_four() {
        let mut b = Board::new(4, 4, 4).unwrap();
        // X on the top row, O below it.
        for cell in [0, 4, 1, 5, 2, 6] {
            assert_eq!(b.play(cell).unwrap(), &Outcome::InProgress);
        }
        assert_eq!(b.to_string(), "XXX./OOO./..../....");
        assert_eq!(b.winning_cells(Mark::X), vec![3]);
        assert_eq!(b.play(3).unwrap(), &x_wins(vec![0, 1, 2, 3]));
    }

    #[test]
    fn five_by_five_four_in_a_row_on_the_anti_diagonal() {
        // X on (4,0), (3,1), (2,2) of the anti-diagonal; (1,3), cell 16, completes four.
        let mut b = Board::new(5, 5, 4).unwrap();
        for cell in [4, 0, 8, 1, 12, 2] {
            assert_eq!(b.play(cell).unwrap(), &Outcome::InProgress);
        }
        // O threatens 0,1,2,3 too; X wins first.
        assert_eq!(b.winning_cells(Mark::X), vec![16]);
        assert_eq!(b.winning_cells(Mark::O), vec![3]);
        assert_eq!(b.play(16).unwrap(), &x_wins(vec![4, 8, 12, 16]));
        // A run longer than k is reported whole.
        let long = board("XXXX./O.O.O/...../..... k=3");
        assert_eq!(long.outcome(), &x_wins(vec![0, 1, 2, 3]));
    }

    #[test]
    fn serde_keeps_position_and_history() {
        let mut b = Board::new(4, 4, 3).unwrap();
        for cell in [5, 6, 9] {
            b.play(cell).unwrap();
        }
        let text = ron::to_string(&b).unwrap();
        let back: Board = ron::from_str(&text).unwrap();
        assert_eq!(back, b);
        assert_eq!(back.history().collect::<Vec<_>>(), vec![5, 6, 9]);
        assert!(ron::from_str::<Board>(r#"(position: "X../.../...", moves: [4])"#).is_err());
        assert!(ron::from_str::<Board>(r#"(position: "X../.../...", moves: [0, 0])"#).is_err());
        assert!(ron::from_str::<Board>(r#"(position: "garbage")"#).is_err());
    }
}
