//! The command line: with no command, open the game window (in a build without it, play in
//! the terminal); `terminal` plays in the terminal; `arena` and `solve` run the engine
//! headless; `history` reads and fills the archive of finished games; `host` and `join`
//! play across a network; `brain` answers a gomoku manager.

use std::path::PathBuf;
use std::time::Duration;

use clap::{Args, Parser, Subcommand};
use mnk::{Board, Level, MAX_SIDE, MIN_SIDE, Opening, Rule};
use tictactoe_core::settings::list::{self, BOARD_MAX_SIDE};

use tictactoe_core::kept::KeptSession;
use tictactoe_core::session::{Rules, Seat};
use tictactoe_core::settings::Overrides;

pub mod arena;
pub mod brain;
pub mod history;
pub mod online;
pub mod solve;
pub mod terminal;

/// Tic-tac-toe on boards up to 22x22: play a friend, the computer, or watch two computers.
#[derive(Parser, Debug)]
#[command(version, about, long_about = LONG_ABOUT, after_help = examples_help())]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    #[command(flatten)]
    pub choices: Choices,
    /// Keep every file of the game (settings, games) in this folder instead of the
    /// platform's; the environment variable TICTACTOE_DATA_DIR does the same.
    #[arg(long, value_name = "DIR", global = true)]
    pub data_dir: Option<PathBuf>,
}

/// What `--help` and the manual page say of the game as a whole.
const LONG_ABOUT: &str = "Tic-tac-toe on the classic 3x3 board or on boards up to gomoku's \
22x22, with 3 to 10 in a row to win, by the rules of freestyle gomoku, standard (exactly k), \
renju or caro. X and O are each played by a person or by the computer at \
Easy, Medium or Hard: play a friend, take on the computer, or watch two computers play.

With no command, tictactoe opens the game's window (in a build without the window, it plays \
in the terminal). `tictactoe terminal` plays the same game in a terminal, over SSH too, on \
the same settings and games. The other commands run the engine headless (arena, solve), read \
and fill the archive of finished games (history), and play across a network from the \
command line (host, join).";

/// Examples of the command line, each with what it does: `--help` and the manual page show
/// them.
pub const EXAMPLES: [(&str, &str); 8] = [
    ("tictactoe", "open the game's window"),
    (
        "tictactoe terminal --x human --o hard --size 15 --rule renju --opening swap2 --clock 5+3",
        "renju against Hard in the terminal, swap2, five minutes and three seconds a move",
    ),
    (
        "tictactoe --delay 0 --budget 2",
        "computers move at once; Hard thinks 2 s (remembered)",
    ),
    (
        "tictactoe arena --x hard --o medium --size 5 --k 4 --games 200",
        "Hard against Medium, 200 games on 5x5, four in a row",
    ),
    (
        "tictactoe host --as hard --size 15 --k 5",
        "host a network game; a friend joins with the code",
    ),
    (
        "tictactoe join 192.168.1.5 --code KXMRTA --as medium",
        "join it from another computer",
    ),
    (
        "tictactoe history export 1 --format psq > game.psq",
        "the newest game, for the gomoku tools",
    ),
    (
        "tictactoe brain",
        "be a Gomocup brain for Piskvork or c-gomoku-cli",
    ),
];

/// How `--help` ends: [`EXAMPLES`], then the keys that matter in the window.
fn examples_help() -> String {
    let mut help = String::from("Examples:");
    for (command, what) in EXAMPLES {
        help.push_str(&format!("\n  {command}\n      {what}"));
    }
    help.push_str(
        "\n\nKeys in the window: click a cell, or the arrows and Enter, to place a mark; \
         Ctrl+Z undo, Ctrl+Y redo, H hint, C coach, L the engine's line, Esc back, ? or F1 \
         every key (also in man tictactoe).",
    );
    help
}

/// The settings the command line may choose for the window and the terminal alike: each
/// wins over the settings file and is remembered.
#[derive(Args, Debug, Clone, Default)]
pub struct Choices {
    /// Seconds a computer seat waits at least before it moves, so a person can follow
    /// (0 to 2; remembered; default 0.6).
    #[arg(long, value_name = "SECONDS", value_parser = seconds_within(list::THINK_DELAY_RANGE))]
    pub delay: Option<f64>,
    /// Seconds a Hard computer may think per move (0.25 to 5; remembered; default 1).
    #[arg(long, value_name = "SECONDS", value_parser = seconds_within(list::HARD_BUDGET_RANGE))]
    pub budget: Option<f64>,
    /// The relay an invitation across the internet goes through: public (n0-computer's),
    /// off (the local network only) or an own relay's URL (remembered; default public).
    #[arg(long, value_parser = relay_name)]
    pub relay: Option<String>,
    /// A Gomocup brain (a pbrain-* program) that may then play a seat, as Brain, on the
    /// gomoku boards (five in a row); "" sets none (remembered).
    #[arg(long, value_name = "PROGRAM")]
    pub brain: Option<String>,
    /// Seconds the brain has a move (1 to 60; remembered; default 5).
    #[arg(long, value_name = "SECONDS", value_parser = seconds_within(list::BRAIN_TIME_RANGE))]
    pub brain_time: Option<f64>,
    /// The window speaks: each screen, the focused button, the cell under the cursor, each
    /// move and the result, through speech-dispatcher (remembered; F2 turns it on or off).
    #[arg(long)]
    pub speak: bool,
}

impl Choices {
    /// These choices as the core takes them.
    pub fn overrides(&self) -> Overrides {
        Overrides {
            think_delay: self.delay.map(duration),
            hard_budget: self.budget.map(duration),
            relay: self.relay.clone(),
            brain: self.brain.clone(),
            brain_time: self.brain_time.map(duration),
            speak: self.speak.then_some(true),
        }
    }
}

/// A relay's name as the settings keep it: `public`, `off` or a URL.
fn relay_name(value: &str) -> Result<String, String> {
    tictactoe_net::internet::Relay::named(value)
        .map(|relay| relay.name())
        .map_err(|why| why.to_string())
}

/// What to do instead of opening the window.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Play in the terminal: full screen, or one move a line when the input is a pipe.
    Terminal(TerminalArgs),
    /// Play computer against computer, headless, and print the results.
    Arena(ArenaArgs),
    /// Solve an empty board: first-player win, draw or second-player win.
    Solve(SolveArgs),
    /// List the finished games kept (newest first), or show, export or import one.
    History(HistoryArgs),
    /// Host a game over the network: print the port and a join code, wait for a friend.
    Host(online::HostArgs),
    /// Join a game hosted over the network, with its join code.
    Join(online::JoinArgs),
    /// Be a Gomocup brain: answer a gomoku manager (Piskvork, c-gomoku-cli, Yixin-Board)
    /// on standard input and output. Installed as pbrain-tictactoe too, the name managers
    /// look for.
    Brain(brain::BrainArgs),
}

/// Options of `tictactoe terminal`: the menu's choices for this run, over the settings'
/// (kept only once the menu changes one of them), and whether to go on with the kept game.
#[derive(Args, Debug, Clone, Default)]
pub struct TerminalArgs {
    /// Go on with the unfinished game kept (from the terminal or the window).
    #[arg(long)]
    pub resume: bool,
    /// Play in plain lines even at a terminal: one move a line, and commands that read the
    /// board (board, grid, row 3, column c, diagonals c3, last, turn, score, help), for a
    /// screen reader or a braille display.
    #[arg(long, conflicts_with = "screen_reader")]
    pub lines: bool,
    /// The full-screen game's screens and keys, with nothing drawn: each key's news is
    /// written as lines (the focused line, the cursor's cell, each move, the status line),
    /// for a screen reader or a braille display.
    #[arg(long)]
    pub screen_reader: bool,
    /// Who plays X (moves first): human, easy, medium or hard.
    #[arg(long, value_name = "PLAYER", value_parser = seat)]
    pub x: Option<Seat>,
    /// Who plays O: human, easy, medium or hard.
    #[arg(long, value_name = "PLAYER", value_parser = seat)]
    pub o: Option<Seat>,
    /// Board size in cells: one side for a square (15) or width x height (20x15), each 3
    /// to 22.
    #[arg(long, value_name = "N|WxH", value_parser = board_size)]
    pub size: Option<Size>,
    /// The board's width in cells (3 to 22), over `--size`'s.
    #[arg(long, value_name = "COLUMNS", value_parser = board_side())]
    pub width: Option<u8>,
    /// The board's height in cells (3 to 22), over `--size`'s.
    #[arg(long, value_name = "ROWS", value_parser = board_side())]
    pub height: Option<u8>,
    /// Marks in a row to win (3 to the board's longer side).
    #[arg(long, value_name = "N", value_parser = board_side())]
    pub k: Option<u8>,
    /// What wins and what is allowed: freestyle, standard, renju or caro (as for `arena`).
    #[arg(long, value_parser = rule)]
    pub rule: Option<Rule>,
    /// How the game begins: free, swap or swap2 (as for `arena`); `--x` names the first
    /// player, who places the first stones.
    #[arg(long, value_parser = opening)]
    pub opening: Option<Opening>,
    /// The game clock: minutes per game and seconds added after each move ("5+3", "90s+2"),
    /// or off. Out of time loses.
    #[arg(long, value_name = "MINUTES+SECONDS", value_parser = clock)]
    pub clock: Option<ClockChoice>,
    #[command(flatten)]
    pub choices: Choices,
}

/// A clock chosen on the command line: a time control, or none ("off").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockChoice(pub Option<tictactoe_core::clock::TimeControl>);

/// Reads `--clock`: "5+3", "5", "90s+2" or "off".
pub(crate) fn clock(s: &str) -> Result<ClockChoice, String> {
    tictactoe_core::clock::TimeControl::parse(s).map(ClockChoice)
}

impl TerminalArgs {
    /// Puts these choices into the session, over the settings'.
    ///
    /// # Errors
    /// A win length longer than the board's side, or a rule that does not fit the board
    /// (renju with other than five in a row): nothing is changed.
    pub fn apply(&self, kept: &mut KeptSession) -> Result<(), String> {
        let session = &mut kept.session;
        let given = self.size.is_some() || self.width.is_some() || self.height.is_some();
        let size = self.size.unwrap_or(Size {
            cols: session.rules.size,
            rows: session.rules.rows(),
        });
        let (cols, rows) = (
            self.width.unwrap_or(size.cols),
            self.height.unwrap_or(size.rows),
        );
        let k = match (self.k, given) {
            (Some(k), _) => k,
            (None, true) => default_k(cols.min(rows)),
            (None, false) => session.rules.k,
        };
        let k = win_length(cols.max(rows), Some(k))?;
        let rule = self.rule.unwrap_or(session.rules.rule);
        let opening = self.opening.unwrap_or(session.rules.opening);
        let clock = self.clock.map_or(session.rules.clock, |ClockChoice(c)| c);
        let rules = Rules::new(cols, k)
            .with_shape(cols, rows)
            .with_rule(rule)
            .with_opening(opening)
            .with_clock(clock);
        session.rules = rules.checked().map_err(|why| why.to_string())?;
        if let Some(x) = self.x {
            session.seats.x = x;
        }
        if let Some(o) = self.o {
            session.seats.o = o;
        }
        Ok(())
    }
}

/// Options of `tictactoe history`.
#[derive(Args, Debug, Clone)]
pub struct HistoryArgs {
    /// Print the list as JSON.
    #[arg(long)]
    pub json: bool,
    #[command(subcommand)]
    pub action: Option<HistoryAction>,
}

/// What `tictactoe history` does besides listing.
#[derive(Subcommand, Debug, Clone)]
pub enum HistoryAction {
    /// Print game N (1 is the newest): who, when, the moves and the final board.
    Show { number: usize },
    /// Write game N to stdout, as `import` reads it: RON (everything the game keeps), or
    /// Piskvork's psq (five-in-a-row games, for the gomoku tools).
    Export {
        number: usize,
        #[arg(long, default_value = "ron", value_parser = ["ron", "psq"])]
        format: String,
    },
    /// Add a game written by `export` or by Piskvork (a .psq file, known by its content),
    /// after checking every move.
    Import { file: PathBuf },
}

/// The board options that `arena`, `solve` and `host` share.
#[derive(Args, Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardArgs {
    /// Board size in cells: one side for a square (15) or width x height (20x15), each 3
    /// to 22 (`solve`: to 10).
    #[arg(long, default_value = "3", value_name = "N|WxH", value_parser = board_size)]
    pub size: Size,
    /// The board's width in cells, over `--size`'s.
    #[arg(long, value_name = "COLUMNS", value_parser = side())]
    pub width: Option<u8>,
    /// The board's height in cells, over `--size`'s.
    #[arg(long, value_name = "ROWS", value_parser = side())]
    pub height: Option<u8>,
    /// Marks in a row to win (3 to the board's longer side); defaults to the shorter side,
    /// at most 5.
    #[arg(long, value_name = "N", value_parser = side())]
    pub k: Option<u8>,
    /// What wins and what is allowed: freestyle (k or more in a row), standard (exactly
    /// k), renju (Black may not make a double three, a double four or an overline; five
    /// in a row only) or caro (exactly k, not blocked at both ends).
    #[arg(long, default_value = "freestyle", value_parser = rule)]
    pub rule: Rule,
}

/// A board's width and height, in cells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Size {
    pub cols: u8,
    pub rows: u8,
}

impl BoardArgs {
    /// The empty board these options name.
    ///
    /// # Errors
    /// A message saying the allowed range when `k` is longer than the board, or why the
    /// rule does not fit it (renju with k other than 5).
    pub fn board(&self) -> Result<Board, String> {
        let Size { cols, rows } = self.shape();
        let k = win_length(
            cols.max(rows),
            Some(self.k.unwrap_or(default_k(cols.min(rows)))),
        )?;
        Board::with_rule(cols, rows, k, self.rule).map_err(|e| e.to_string())
    }

    /// `--size`, with `--width` and `--height` over it.
    pub fn shape(&self) -> Size {
        Size {
            cols: self.width.unwrap_or(self.size.cols),
            rows: self.height.unwrap_or(self.size.rows),
        }
    }

    /// [`BoardArgs::board`] for the game's own boards: sides up to [`BOARD_MAX_SIDE`]
    /// (what the window draws and network play sends), any rule.
    ///
    /// # Errors
    /// As [`BoardArgs::board`], and a message for a board beyond those.
    pub fn classic(&self, what: &str) -> Result<Rules, String> {
        let Size { cols, rows } = self.shape();
        if cols.max(rows) > BOARD_MAX_SIDE {
            return Err(format!(
                "{what} plays boards of {MIN_SIDE} to {BOARD_MAX_SIDE} cells a side"
            ));
        }
        let board = self.board()?;
        Ok(Rules::new(board.cols(), board.k())
            .with_shape(board.cols(), board.rows())
            .with_rule(board.rule()))
    }
}

/// Options of `tictactoe arena`.
#[derive(Args, Debug, Clone)]
pub struct ArenaArgs {
    /// Who plays X (moves first): easy, medium, hard, or the path of a Gomocup brain
    /// (an executable such as pbrain-rapfi), run as a gomoku manager runs it.
    #[arg(long, value_name = "PLAYER", default_value = "hard", value_parser = contender)]
    pub x: Contender,
    /// Who plays O: a level, or the path of a Gomocup brain.
    #[arg(long, value_name = "PLAYER", default_value = "medium", value_parser = contender)]
    pub o: Contender,
    #[command(flatten)]
    pub board: BoardArgs,
    /// How each game begins: free (X moves first), swap (the first player places three
    /// stones, the second chooses a colour) or swap2 (or places two more and hands the
    /// choice back). `--x` names the first player.
    #[arg(long, default_value = "free", value_parser = opening)]
    pub opening: Opening,
    /// Number of games.
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..))]
    pub games: u32,
    /// Seed of the players' random choices: the same seed replays the same games between
    /// Easy and Medium; Hard's searches stop on the clock, so its games may differ.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Seconds a Hard player may think per move (0 to 3600).
    #[arg(long, value_name = "SECONDS", default_value_t = mnk::DEFAULT_BUDGET.as_secs_f64(), value_parser = seconds)]
    pub budget: f64,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
    /// Keep the games in the archive, to watch them later in the window's History.
    #[arg(long)]
    pub save: bool,
}

/// Options of `tictactoe solve`.
#[derive(Args, Debug, Clone)]
pub struct SolveArgs {
    #[command(flatten)]
    pub board: BoardArgs,
    /// Give up after this many seconds (default: no limit).
    #[arg(long, value_parser = seconds)]
    pub limit: Option<f64>,
}

/// The win length for a board when none is given: the side, but at most 5 (gomoku).
pub fn default_k(size: u8) -> u8 {
    size.min(5)
}

/// Checks `k` against the board side.
///
/// # Errors
/// A message saying the allowed range when `k` is longer than the board.
pub fn win_length(size: u8, k: Option<u8>) -> Result<u8, String> {
    let k = k.unwrap_or_else(|| default_k(size));
    if k > size {
        return Err(format!(
            "--k {k} is longer than a {size}x{size} board: use {MIN_SIDE} to {size}"
        ));
    }
    Ok(k)
}

/// Parses a board side or win length, from [`MIN_SIDE`] to [`MAX_SIDE`] cells.
fn side() -> clap::builder::RangedI64ValueParser<u8> {
    clap::value_parser!(u8).range(MIN_SIDE as i64..=MAX_SIDE as i64)
}

/// Parses a side of the game's own boards, from [`MIN_SIDE`] to [`BOARD_MAX_SIDE`] cells.
fn board_side() -> clap::builder::RangedI64ValueParser<u8> {
    clap::value_parser!(u8).range(MIN_SIDE as i64..=BOARD_MAX_SIDE as i64)
}

/// Parses `--size`: `N` for a square board, `WxH` for a rectangle.
fn board_size(s: &str) -> Result<Size, String> {
    let side = |t: &str| match t.trim().parse::<u8>() {
        Ok(n) if (MIN_SIDE..=MAX_SIDE).contains(&n) => Ok(n),
        _ => Err(format!(
            "{s:?} is not a board size: N or WxH, each side {MIN_SIDE} to {MAX_SIDE}"
        )),
    };
    match s.split_once(['x', 'X']) {
        Some((w, h)) => Ok(Size {
            cols: side(w)?,
            rows: side(h)?,
        }),
        None => side(s).map(|n| Size { cols: n, rows: n }),
    }
}

fn rule(s: &str) -> Result<Rule, String> {
    s.parse()
}

pub(crate) fn opening(s: &str) -> Result<Opening, String> {
    s.parse()
}

/// Who plays a seat of the arena: one of our levels, or a Gomocup brain by its path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Contender {
    Level(Level),
    Brain(std::path::PathBuf),
}

impl std::fmt::Display for Contender {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Contender::Level(level) => f.write_str(level.name()),
            Contender::Brain(path) => write!(f, "{}", path.display()),
        }
    }
}

fn contender(s: &str) -> Result<Contender, String> {
    match s.parse() {
        Ok(level) => Ok(Contender::Level(level)),
        Err(_) if std::path::Path::new(s).is_file() => Ok(Contender::Brain(s.into())),
        Err(_) => Err(format!(
            "{s:?} is neither a level (easy, medium, hard) nor a brain's file"
        )),
    }
}

pub(crate) fn level(s: &str) -> Result<Level, String> {
    s.parse()
}

fn seat(s: &str) -> Result<Seat, String> {
    if s.eq_ignore_ascii_case("human") {
        return Ok(Seat::Human);
    }
    s.parse()
        .map(Seat::Computer)
        .map_err(|_| format!("{s:?} is not a player: human, easy, medium or hard"))
}

/// A parser of seconds within `(least, most)`, a setting's range: a value outside it is
/// refused with the range, never changed.
fn seconds_within(
    (least, most): (f32, f32),
) -> impl Fn(&str) -> Result<f64, String> + Clone + Send + Sync + 'static {
    move |s: &str| match s.parse::<f64>() {
        Ok(v) if v.is_finite() && (f64::from(least)..=f64::from(most)).contains(&v) => Ok(v),
        _ => Err(format!(
            "{s:?} is not a number of seconds from {least} to {most}"
        )),
    }
}

/// Seconds from 0 to an hour (a Hard player's time a move in `arena` and `host`).
pub(crate) fn seconds(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(v) if v.is_finite() && (0.0..=3600.0).contains(&v) => Ok(v),
        _ => Err(format!("{s:?} is not a number of seconds from 0 to 3600")),
    }
}

/// Seconds from the command line as a duration.
pub fn duration(seconds: f64) -> Duration {
    Duration::from_secs_f64(seconds)
}

#[cfg(test)]
mod tests;
