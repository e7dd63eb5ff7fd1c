//! Our engine as a Gomocup brain: the protocol by which every gomoku manager (Piskvork,
//! c-gomoku-cli, Yixin-Board) runs an engine on its standard input and output, as a state
//! machine of lines in and lines out. The front end (`tictactoe brain`) only carries the
//! lines; reading ahead on a thread of its own, it stops a search under way when a line
//! [`stops_search`].
//!
//! The protocol is Petr Laštovička's "new protocol" (plastovicka.github.io/protocl2en.htm):
//! `START`, `RECTSTART`, `RESTART`, `BEGIN`, `TURN`, `BOARD` ... `DONE`, `TAKEBACK`, `PLAY`,
//! `END`, `ABOUT`, `INFO`. Of Yixin-Board's extensions, as Yixin-Board and its engines use
//! them: `SWAP2BOARD` (the swap2 opening's three steps), `YXBOARD` (a position without a
//! search), `YXSHOWFORBID` (renju's forbidden points, for the board to draw) and
//! `YXSTOP`. Bad input is answered `ERROR <reason>` (a command we do not know,
//! `UNKNOWN <command>`), and the brain keeps running.

mod clock;
#[cfg(test)]
mod fake;
pub mod manager;
#[cfg(test)]
mod tests;
pub mod turn;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use mnk::opening::{self, Choice};
use mnk::{Board, Cell, DEFAULT_BUDGET, Geometry, Level, Mark, Player, Rule};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};

use crate::words::printable;

pub use clock::{Clock, FASTEST};

/// Gomoku's win length: the protocol is for five in a row.
const K: u8 = 5;

/// The `rule` bits of `INFO rule`: exactly five wins (an overline does not).
const EXACTLY_FIVE: u32 = 1;
/// Continuous game: the game goes on after a five (not played here).
const CONTINUOUS: u32 = 2;
/// Renju.
const RENJU: u32 = 4;
/// Caro: exactly five, not blocked at both ends.
const CARO: u32 = 8;

/// Whether `line`, read while a search may be running, should stop it: `END` (the manager
/// wants the brain gone) and `YXSTOP` (Yixin-Board wants the move now).
pub fn stops_search(line: &str) -> bool {
    let word = line.split_whitespace().next().unwrap_or("");
    ["END", "YXSTOP", "STOP"]
        .iter()
        .any(|w| word.eq_ignore_ascii_case(w))
}

/// What the brain says to one line: the lines to write, in order, and whether to quit.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Answer {
    /// Lines to write to the manager (without line ends).
    pub lines: Vec<String>,
    /// `END` came: the brain should exit.
    pub quit: bool,
}

impl Answer {
    fn line(line: impl Into<String>) -> Answer {
        Answer {
            lines: vec![line.into()],
            quit: false,
        }
    }

    fn error(why: impl std::fmt::Display) -> Answer {
        Answer::line(format!("ERROR {why}"))
    }
}

/// A block of lines being read, up to its `DONE`.
#[derive(Debug)]
struct Block {
    kind: BlockKind,
    /// The cells read, each with its field (1 own, 2 opponent's; none in `SWAP2BOARD`).
    stones: Vec<(Cell, u8)>,
    /// The first bad line's reason, told at `DONE`.
    error: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum BlockKind {
    /// `BOARD`: a position, then a move.
    Board,
    /// `YXBOARD`: a position, no answer.
    YxBoard,
    /// `SWAP2BOARD`: the swap2 opening's stones so far, then this brain's step.
    Swap2,
}

/// A Gomocup brain: the game's computer player behind the protocol.
pub struct Brain {
    player: Player,
    level: Level,
    rng: StdRng,
    rule: Rule,
    /// The board's shape, once `START` or `RECTSTART` set it.
    geometry: Option<&'static Geometry>,
    /// The stones, one entry per cell; X is Black.
    stones: Vec<Option<Mark>>,
    block: Option<Block>,
    clock: Clock,
    /// Set by the front end to stop a search under way (see [`stops_search`]).
    cancel: Arc<AtomicBool>,
}

impl Brain {
    /// A brain playing at `level`, its random choices following `seed`; a search under way
    /// stops when `cancel` is set.
    pub fn new(level: Level, seed: u64, cancel: Arc<AtomicBool>) -> Brain {
        Brain {
            player: Player::new(level, seed),
            level,
            rng: StdRng::seed_from_u64(seed),
            rule: Rule::Freestyle,
            geometry: None,
            stones: Vec::new(),
            block: None,
            clock: Clock::default(),
            cancel,
        }
    }

    /// The answer to one line from the manager.
    pub fn line(&mut self, line: &str) -> Answer {
        let received = Instant::now();
        let line = line.trim();
        if line.is_empty() {
            return Answer::default();
        }
        if self.block.is_some() {
            return self.block_line(line, received);
        }
        let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        match word.to_ascii_uppercase().as_str() {
            "START" => match rest.parse::<u8>() {
                Ok(side) => self.start(side, side),
                Err(_) => Answer::error(format!("START takes a board size, not {rest:?}")),
            },
            "RECTSTART" => match pair(rest) {
                Some((cols, rows)) => match (u8::try_from(cols), u8::try_from(rows)) {
                    (Ok(cols), Ok(rows)) => self.start(cols, rows),
                    _ => Answer::error(format!("no board of {cols}x{rows}")),
                },
                None => Answer::error(format!("RECTSTART takes WIDTH,HEIGHT, not {rest:?}")),
            },
            "RESTART" => match self.geometry {
                Some(g) => self.start(g.cols, g.rows),
                None => Answer::error("RESTART before START"),
            },
            "BEGIN" => match self.geometry {
                Some(_) => self.think(received),
                None => Answer::error("BEGIN before START"),
            },
            "TURN" => self.turn(rest, received),
            "PLAY" => self.play(rest),
            "TAKEBACK" => self.takeback(rest),
            "BOARD" => self.open_block(BlockKind::Board, word),
            "YXBOARD" => self.open_block(BlockKind::YxBoard, word),
            "SWAP2BOARD" => self.open_block(BlockKind::Swap2, word),
            "INFO" => self.info(rest),
            "ABOUT" => Answer::line(format!(
                "name=\"tictactoe\", version=\"{}\", author=\"the tictactoe authors\", \
                 www=\"https://github.com/tictactoe-mnk/tictactoe\"",
                env!("CARGO_PKG_VERSION")
            )),
            "YXSHOWFORBID" => self.show_forbidden(),
            // Read ahead by the front end, which stopped the search; nothing to say now.
            "YXSTOP" | "STOP" => {
                self.cancel.store(false, Ordering::Relaxed);
                Answer::default()
            }
            "END" => Answer {
                lines: Vec::new(),
                quit: true,
            },
            _ => Answer::line(format!("UNKNOWN command {}", printable(word))),
        }
    }

    /// `BOARD`, `YXBOARD` or `SWAP2BOARD`: lines to read up to `DONE`.
    fn open_block(&mut self, kind: BlockKind, word: &str) -> Answer {
        let error = self
            .geometry
            .is_none()
            .then(|| format!("{} before START", printable(word)));
        self.block = Some(Block {
            kind,
            stones: Vec::new(),
            error,
        });
        Answer::default()
    }

    /// `START` and `RECTSTART`: a new, empty board.
    fn start(&mut self, cols: u8, rows: u8) -> Answer {
        let geometry = match Geometry::get(cols, rows, K) {
            Ok(g) => g,
            Err(why) => return Answer::error(format!("no {cols}x{rows} board: {why}")),
        };
        self.geometry = Some(geometry);
        self.stones = vec![None; geometry.cells()];
        self.clock.new_game();
        Answer::line("OK")
    }

    /// `TURN x,y`: the opponent's move, then ours.
    fn turn(&mut self, rest: &str, received: Instant) -> Answer {
        let cell = match self.cell(rest) {
            Ok(cell) => cell,
            Err(answer) => return answer,
        };
        let mark = self.to_move();
        self.stones[cell] = Some(mark);
        self.think(received)
    }

    /// `PLAY x,y`: the manager plays our move for us (after a suggestion); echoed back.
    fn play(&mut self, rest: &str) -> Answer {
        match self.cell(rest) {
            Ok(cell) => {
                self.stones[cell] = Some(self.to_move());
                Answer::line(self.coordinates(cell))
            }
            Err(answer) => answer,
        }
    }

    /// `TAKEBACK x,y`: a stone taken off.
    fn takeback(&mut self, rest: &str) -> Answer {
        let Some(g) = self.geometry else {
            return Answer::error("TAKEBACK before START");
        };
        match pair(rest).and_then(|(x, y)| g.cell(x, y)) {
            Some(cell) if self.stones[cell].is_some() => {
                self.stones[cell] = None;
                Answer::line("OK")
            }
            Some(_) => Answer::error(format!("no stone at {rest} to take back")),
            None => Answer::error(format!("TAKEBACK takes a cell on the board, not {rest:?}")),
        }
    }

    /// `INFO key value`: the clock, the rule, the memory; other keys are ignored, as the
    /// protocol asks.
    fn info(&mut self, rest: &str) -> Answer {
        let (key, value) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
        let key = key.to_ascii_lowercase();
        let known = [
            "timeout_turn",
            "timeout_match",
            "time_left",
            "max_memory",
            "rule",
        ];
        if !known.contains(&key.as_str()) {
            return Answer::default();
        }
        let Ok(number) = value.trim().parse::<u64>() else {
            return Answer::error(format!(
                "INFO {key} takes a whole number, not {:?}",
                printable(value.trim())
            ));
        };
        let millis = Duration::from_millis(number);
        match key.as_str() {
            "timeout_turn" => self.clock.set_turn(millis),
            "timeout_match" => self.clock.set_match(millis),
            "time_left" => self.clock.set_left(millis),
            "max_memory" => {
                let player = Player::new(self.level, self.rng.random());
                // Half for the table: the rest of the process needs room too.
                self.player = match usize::try_from(number) {
                    Ok(0) | Err(_) => player,
                    Ok(bytes) => player.with_memory(bytes / 2),
                };
            }
            _ => return self.set_rule(number),
        }
        Answer::default()
    }

    /// `INFO rule`: its bits 1 (exactly five), 4 (renju) and 8 (caro).
    fn set_rule(&mut self, bits: u64) -> Answer {
        let bits = u32::try_from(bits).unwrap_or(u32::MAX);
        if bits & CONTINUOUS != 0 {
            return Answer::error("the continuous game (rule bit 2) is not played here");
        }
        if bits & !(EXACTLY_FIVE | RENJU | CARO) != 0 {
            return Answer::error(format!("no rule {bits}: its bits are 1, 4 and 8"));
        }
        self.rule = if bits & RENJU != 0 {
            Rule::Renju
        } else if bits & CARO != 0 {
            Rule::Caro
        } else if bits & EXACTLY_FIVE != 0 {
            Rule::Standard
        } else {
            Rule::Freestyle
        };
        Answer::default()
    }

    /// `YXSHOWFORBID`: Black's forbidden points on Black's turn, as
    /// `FORBID xxyyxxyy.` (two digits each, x first).
    fn show_forbidden(&self) -> Answer {
        let points = match self.board() {
            Ok(board) if board.to_move() == Mark::X => board.forbidden_points(),
            Ok(_) => Vec::new(),
            Err(answer) => return answer,
        };
        let mut line = String::from("FORBID ");
        for (cell, _) in points {
            let (x, y) = self.geometry.expect("a board was made").col_row(cell);
            line.push_str(&format!("{x:02}{y:02}"));
        }
        line.push('.');
        Answer::line(line)
    }

    /// A line inside a `BOARD`, `YXBOARD` or `SWAP2BOARD` block.
    fn block_line(&mut self, line: &str, received: Instant) -> Answer {
        let block = self.block.as_mut().expect("inside a block");
        if line.eq_ignore_ascii_case("DONE") {
            let block = self.block.take().expect("inside a block");
            return self.block_done(block, received);
        }
        if block.error.is_some() {
            return Answer::default();
        }
        let g = self.geometry.expect("a block after START");
        let read = read_stone(g, block.kind, &block.stones, line);
        match read {
            Ok(stone) => block.stones.push(stone),
            Err(why) => block.error = Some(why),
        }
        Answer::default()
    }

    /// A block's `DONE`: the position taken, then the block's answer.
    fn block_done(&mut self, block: Block, received: Instant) -> Answer {
        if let Some(why) = block.error {
            // YXBOARD has no answer but its errors.
            return Answer::error(why);
        }
        let g = self.geometry.expect("no error: START came");
        let mut stones = vec![None; g.cells()];
        if block.kind == BlockKind::Swap2 {
            for (i, &(cell, _)) in block.stones.iter().enumerate() {
                stones[cell] = Some(if i % 2 == 0 { Mark::X } else { Mark::O });
            }
        } else {
            let ours = block.stones.iter().filter(|s| s.1 == 1).count();
            let theirs = block.stones.len() - ours;
            // The brain is to move: Black (X) when the counts are even.
            let own = if ours == theirs {
                Mark::X
            } else if theirs == ours + 1 {
                Mark::O
            } else {
                return Answer::error(format!(
                    "{ours} stones of ours and {theirs} of the opponent's: \
                     with us to move, we have as many or one fewer"
                ));
            };
            for &(cell, field) in &block.stones {
                stones[cell] = Some(if field == 1 { own } else { own.opponent() });
            }
        }
        self.stones = stones;
        match block.kind {
            BlockKind::Board => self.think(received),
            BlockKind::YxBoard => match self.board() {
                Ok(_) => Answer::default(),
                Err(answer) => answer,
            },
            BlockKind::Swap2 => self.swap2(block.stones.len(), received),
        }
    }

    /// `SWAP2BOARD`'s answer: three stones on an empty board; after three, `SWAP` (we take
    /// Black), a move (we take White) or two more stones; after five, `SWAP` or a move.
    fn swap2(&mut self, placed: usize, received: Instant) -> Answer {
        let board = match self.board() {
            Ok(board) => board,
            Err(answer) => return answer,
        };
        let budget = self.clock.budget(DEFAULT_BUDGET);
        let seed = self.rng.random();
        let stones = |cells: Vec<Cell>| {
            let words: Vec<String> = cells.iter().map(|&c| self.coordinates(c)).collect();
            words.join(" ")
        };
        let answer = match placed {
            0 => Answer::line(stones(opening::place_three(&board, budget, seed))),
            3 | 5 => {
                let choices: &[Choice] = if placed == 3 {
                    &[Choice::PlayBlack, Choice::PlayWhite, Choice::PlaceTwo]
                } else {
                    &[Choice::PlayBlack, Choice::PlayWhite]
                };
                match opening::choose(&board, choices, budget / 2, None) {
                    Choice::PlayBlack => Answer::line("SWAP"),
                    Choice::PlaceTwo => {
                        Answer::line(stones(opening::place_two(&board, budget / 2, seed)))
                    }
                    // White is to move: our move is White's.
                    Choice::PlayWhite => return self.think(received),
                }
            }
            n => Answer::error(format!("SWAP2BOARD comes with 0, 3 or 5 stones, not {n}")),
        };
        self.clock.spend(received.elapsed());
        answer
    }

    /// Our move in the position, played on our board and answered `x,y`.
    fn think(&mut self, received: Instant) -> Answer {
        let board = match self.board() {
            Ok(board) => board,
            Err(answer) => return answer,
        };
        if board.outcome().is_over() {
            return Answer::error("the game is over");
        }
        let budget = self.clock.budget(DEFAULT_BUDGET);
        self.player
            .set_budget(budget.saturating_sub(received.elapsed()));
        let report = self.player.analyse(&board, Some(self.cancel.clone()));
        let Some(&cell) = report.as_ref().and_then(|r| r.moves.choose(&mut self.rng)) else {
            return Answer::error("no move is left");
        };
        self.stones[cell] = Some(board.to_move());
        self.clock.spend(received.elapsed());
        let mut lines = Vec::new();
        if let Some(r) = &report {
            lines.push(format!(
                "MESSAGE depth {} score {} positions {} in {} ms",
                r.depth,
                r.score,
                r.nodes,
                received.elapsed().as_millis()
            ));
        }
        lines.push(self.coordinates(cell));
        Answer { lines, quit: false }
    }

    /// The position as the rules see it.
    fn board(&self) -> Result<Board, Answer> {
        let g = self
            .geometry
            .ok_or_else(|| Answer::error("no board: START first"))?;
        Board::from_position(g, self.rule, &self.stones)
            .map_err(|why| Answer::error(format!("not a position: {why}")))
    }

    /// The side to move on our stones: Black (X) when the counts are even.
    fn to_move(&self) -> Mark {
        let x = self.stones.iter().filter(|&&s| s == Some(Mark::X)).count();
        let o = self.stones.iter().filter(|&&s| s == Some(Mark::O)).count();
        if x > o { Mark::O } else { Mark::X }
    }

    /// A free cell named `x,y`, or the error to answer.
    fn cell(&self, text: &str) -> Result<Cell, Answer> {
        let g = self
            .geometry
            .ok_or_else(|| Answer::error("no board: START first"))?;
        let Some((x, y)) = pair(text) else {
            return Err(Answer::error(format!(
                "expected X,Y, not {:?}",
                printable(text)
            )));
        };
        let Some(cell) = g.cell(x, y) else {
            return Err(Answer::error(format!(
                "{x},{y} is off the {}x{} board",
                g.cols, g.rows
            )));
        };
        if self.stones[cell].is_some() {
            return Err(Answer::error(format!("{x},{y} is taken")));
        }
        Ok(cell)
    }

    /// A cell as the protocol names it: `x,y`, zero-based, x the column.
    fn coordinates(&self, cell: Cell) -> String {
        let (x, y) = self.geometry.expect("a board was made").col_row(cell);
        format!("{x},{y}")
    }
}

/// A block's line: `x,y,field` (`x,y` in `SWAP2BOARD`), a free cell of `g` not yet in
/// `stones`; or why not.
fn read_stone(
    g: &Geometry,
    kind: BlockKind,
    stones: &[(Cell, u8)],
    line: &str,
) -> Result<(Cell, u8), String> {
    let parts: Vec<&str> = line.split(',').map(str::trim).collect();
    let fields = if kind == BlockKind::Swap2 { 2 } else { 3 };
    let shape = if fields == 2 { "X,Y" } else { "X,Y,FIELD" };
    let number = |s: &str| s.parse::<i32>().ok();
    let (true, Some(x), Some(y)) = (
        parts.len() == fields,
        number(parts[0]),
        parts.get(1).and_then(|p| number(p)),
    ) else {
        return Err(format!("{} is not {shape}", printable(line)));
    };
    let field = match parts.get(2).copied() {
        None => 0,
        Some("1") => 1,
        Some("2") => 2,
        Some("3") => return Err("the continuous game (field 3) is not played here".into()),
        Some(_) => return Err(format!("{}: the field is 1 or 2", printable(line))),
    };
    let Some(cell) = g.cell(x, y) else {
        return Err(format!("{x},{y} is off the {}x{} board", g.cols, g.rows));
    };
    if stones.iter().any(|&(c, _)| c == cell) {
        return Err(format!("{x},{y} is given twice"));
    }
    Ok((cell, field))
}

/// `a,b` as two numbers.
fn pair(text: &str) -> Option<(i32, i32)> {
    let (a, b) = text.split_once(',')?;
    Some((a.trim().parse().ok()?, b.trim().parse().ok()?))
}
