//! A board as text (`X.O/.X./..O k=3`), read back with its errors, and its serde form.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::{Board, Mark, Outcome, Rule};
use crate::geometry::{Cell, Geometry, ShapeError};

/// The text form: one character per cell (`X`, `O`, `.`), rows top to bottom separated
/// by `/`, e.g. `X.O/.X./..O`. When `k` differs from the shorter side it follows
/// after a space: `..../..../..../.... k=3`, and so does a rule other than freestyle:
/// `... k=5 rule=renju`.
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
        if self.rule() != Rule::Freestyle {
            write!(f, " rule={}", self.rule())?;
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
    /// The text after the cells is not `k=N` and `rule=NAME`.
    BadSuffix(String),
    /// The shape is not supported.
    Shape(ShapeError),
    /// A position of `len` cells for a board of `expected`.
    Cells { len: usize, expected: usize },
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
                write!(
                    f,
                    "expected `k=N` or `rule=NAME` after the cells, found {s:?}"
                )
            }
            ParseBoardError::Shape(e) => write!(f, "{e}"),
            ParseBoardError::Cells { len, expected } => {
                write!(f, "a position of {len} cells for a board of {expected}")
            }
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
        let (mut k, mut rule) = (default_k(cols, rows), Rule::Freestyle);
        for word in suffix.into_iter().flat_map(str::split_whitespace) {
            let bad = || ParseBoardError::BadSuffix(word.to_string());
            if let Some(n) = word.strip_prefix("k=") {
                k = n.parse().map_err(|_| bad())?;
            } else if let Some(name) = word.strip_prefix("rule=") {
                rule = name.parse().map_err(|_| bad())?;
            } else {
                return Err(bad());
            }
        }
        let geometry = Geometry::get(cols, rows, k).map_err(ParseBoardError::Shape)?;
        Board::from_position(geometry, rule, &grid)
    }
}

impl Board {
    /// The position `stones` (one entry per cell, in index order) on a board of `geometry`
    /// played by `rule`, with no move history: for a position set up at once, as a text
    /// form or a Gomocup manager's `BOARD` gives it. The stones are not checked against the
    /// rule's forbidden points (a set-up position is taken as it is); the counts and the
    /// wins are, as for the text form.
    ///
    /// # Errors
    /// [`ParseBoardError::Cells`] when `stones` is not one entry per cell,
    /// [`ParseBoardError::Shape`] for renju with `k` other than 5, and the position's errors:
    /// [`ParseBoardError::Counts`], [`ParseBoardError::BothWin`],
    /// [`ParseBoardError::MovedAfterWin`], [`ParseBoardError::SeparateWins`].
    pub fn from_position(
        geometry: &'static Geometry,
        rule: Rule,
        stones: &[Option<Mark>],
    ) -> Result<Board, ParseBoardError> {
        if stones.len() != geometry.cells() {
            return Err(ParseBoardError::Cells {
                len: stones.len(),
                expected: geometry.cells(),
            });
        }
        let mut board = Board::empty_with_rule(geometry, rule).map_err(ParseBoardError::Shape)?;
        for (cell, &mark) in stones.iter().enumerate() {
            if let Some(mark) = mark {
                board.stones[cell] = Some(mark);
                board.counts[mark.index()] += 1;
            }
        }
        let (x, o) = (board.counts[0] as usize, board.counts[1] as usize);
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
    moves: Vec<u16>,
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
        let mut replay =
            Board::empty_with_rule(position.geometry, position.rule).map_err(D::Error::custom)?;
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

impl Board {
    /// The outcome of a position read from text, where the last move is unknown.
    fn outcome_of_position(&self) -> Result<Outcome, ParseBoardError> {
        // Each mark's winning runs under the rule.
        let runs = |mark: Mark| {
            let mut runs: Vec<Vec<Cell>> = (0..self.cells())
                .filter(|&c| self.get(c) == Some(mark))
                .filter_map(|c| self.run_through(mark, c, false))
                .collect();
            runs.sort_unstable();
            runs.dedup();
            runs
        };
        let (x_runs, o_runs) = (runs(Mark::X), runs(Mark::O));
        let (mark, runs) = match (x_runs.is_empty(), o_runs.is_empty()) {
            (true, true) if self.ply() == self.cells() => return Ok(Outcome::Draw),
            (true, true) => return Ok(Outcome::InProgress),
            (false, true) => (Mark::X, x_runs),
            (true, false) => (Mark::O, o_runs),
            (false, false) => return Err(ParseBoardError::BothWin),
        };
        // The win ended the game, so the winner moved last...
        if (mark == Mark::X) != (self.counts[0] > self.counts[1]) {
            return Err(ParseBoardError::MovedAfterWin { mark });
        }
        // ...and that one move completed every winning run: they share a cell.
        let shared = runs[0]
            .iter()
            .copied()
            .find(|c| runs.iter().all(|run| run.contains(c)));
        let Some(cell) = shared else {
            return Err(ParseBoardError::SeparateWins { mark });
        };
        let line = self
            .run_through(mark, cell, false)
            .expect("the cell is on a run");
        Ok(Outcome::Win { mark, line })
    }
}
