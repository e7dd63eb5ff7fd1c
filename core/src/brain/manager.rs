//! Another program as a player: a Gomocup brain, an executable given by path, run as
//! Piskvork runs one. This is the manager's side of the protocol whose brain's side is
//! [`super::Brain`]: we start the process, say `START` (or `RECTSTART`), tell it the move
//! time and the rule with `INFO`, ask `ABOUT` for its name, and for each of its turns send
//! the whole position with `BOARD` ... `DONE` and read its move `x,y`.
//!
//! A brain is someone else's program and may do anything: stay silent, exit, write
//! gigabytes without a line end, answer a taken cell. Nothing it does blocks the caller for
//! longer than the limits below or makes us hold more than one line of [`MAX_LINE`] bytes:
//! its output is read on a thread of its own into a channel, its input written on another
//! (a brain that does not read cannot block us on a full pipe). A brain that breaks the
//! protocol fails with a [`BrainFailure`] and is killed at once.
//!
//! The limits:
//! - the first answer (`OK` to `START`) within [`START_GRACE`] (5 s) plus the move time:
//!   brains load books and network weights before answering, and managers give the first
//!   command more time than a move for that reason;
//! - each move within the move time plus [`MOVE_GRACE`] (1 s) and a tenth of the move time
//!   ([`answer_limit`]): pipes, process scheduling and a loaded machine (CI has two cores)
//!   cost time the brain cannot see, and a brain that plays to the last millisecond of
//!   `timeout_turn` must not lose for it;
//! - at the end, [`QUIT_WAIT`] (0.5 s) to exit after `END`, then the process is killed.
//!
//! Unix processes only are tested; a brain that starts processes of its own must end them
//! when its input closes (we close it after `END`), since only the brain itself is killed.

use std::fmt;
use std::io::{BufRead, BufReader, ErrorKind, Read, Write};
use std::iter;
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, SyncSender, TryRecvError};
use std::thread;
use std::time::{Duration, Instant};

use mnk::{Board, Cell, Mark, MoveError, Rule};

use super::{CARO, EXACTLY_FIVE, K, RENJU, pair};
use crate::words::printable;

/// Time the brain has for its first answer (`OK` to `START`) beyond the move time.
pub const START_GRACE: Duration = Duration::from_secs(5);

/// Time a move may take beyond the move time, before a tenth of the move time is added
/// (see [`answer_limit`]).
pub const MOVE_GRACE: Duration = Duration::from_secs(1);

/// Time a brain has to exit after `END` before it is killed.
pub const QUIT_WAIT: Duration = Duration::from_millis(500);

/// The longest line read from a brain, in bytes without its line end; a longer one is
/// [`BrainFailure::Garbage`].
pub const MAX_LINE: usize = 1024;

/// The most lines a brain may write in answer to one command before its answer (messages,
/// empty lines): more is [`BrainFailure::Garbage`].
pub const MAX_CHATTER: usize = 1000;

/// The most characters of a brain's name kept from its `ABOUT` answer.
pub const NAME_CHARS: usize = 40;

/// The most characters of a brain's bad line quoted in a failure.
const SAMPLE_CHARS: usize = 80;

/// How long a move of `move_time` may take before the brain has failed: the move time,
/// plus [`MOVE_GRACE`], plus a tenth of the move time.
pub fn answer_limit(move_time: Duration) -> Duration {
    move_time
        .saturating_add(MOVE_GRACE)
        .saturating_add(move_time / 10)
}

/// How long the brain may take to answer `START`: [`START_GRACE`] plus the move time.
pub fn start_limit(move_time: Duration) -> Duration {
    START_GRACE.saturating_add(move_time)
}

/// The instant `limit` from now; a limit too far to count is a year.
fn deadline_in(limit: Duration) -> Instant {
    let now = Instant::now();
    now.checked_add(limit)
        .unwrap_or_else(|| now + Duration::from_secs(365 * 24 * 3600))
}

/// Why a brain stopped being a player. Every failure but a caller's mistake (a board the
/// brain was not started on, a game already over: [`BrainFailure::Unsupported`] from
/// [`BrainPlayer::choose`]) leaves the brain killed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BrainFailure {
    /// The process could not be started; the system's reason (no such file, not
    /// executable).
    NotStarted(String),
    /// The brain did not answer `OK` to `START` within [`start_limit`].
    NoOk,
    /// The brain did not answer a move (or `ABOUT`) within [`answer_limit`].
    Timeout,
    /// The brain's process ended, or closed its output.
    Crashed,
    /// The brain wrote what the protocol does not allow; a printable sample of it.
    Garbage(String),
    /// The brain played a cell that is off the board, taken or forbidden; which, and why.
    IllegalMove(String),
    /// The brain cannot play this game (a board size or rule it refused, a command it does
    /// not know), or the game cannot be given to it; what, in plain English.
    Unsupported(String),
}

impl BrainFailure {
    /// The message key the front ends show this failure by: `brain-no-start`,
    /// `brain-timeout`, `brain-crashed`, `brain-garbage`, `brain-illegal` or
    /// `brain-unsupported`.
    pub fn key(&self) -> &'static str {
        match self {
            BrainFailure::NotStarted(_) | BrainFailure::NoOk => "brain-no-start",
            BrainFailure::Timeout => "brain-timeout",
            BrainFailure::Crashed => "brain-crashed",
            BrainFailure::Garbage(_) => "brain-garbage",
            BrainFailure::IllegalMove(_) => "brain-illegal",
            BrainFailure::Unsupported(_) => "brain-unsupported",
        }
    }
}

impl fmt::Display for BrainFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BrainFailure::NotStarted(why) => write!(f, "the brain could not be started: {why}"),
            BrainFailure::NoOk => write!(f, "the brain did not answer OK to START in time"),
            BrainFailure::Timeout => write!(f, "the brain did not answer in time"),
            BrainFailure::Crashed => write!(f, "the brain stopped running"),
            BrainFailure::Garbage(what) => {
                write!(f, "the brain wrote something outside the protocol: {what}")
            }
            BrainFailure::IllegalMove(what) => {
                write!(f, "the brain played an illegal move: {what}")
            }
            BrainFailure::Unsupported(what) => write!(f, "the brain cannot play this game: {what}"),
        }
    }
}

impl std::error::Error for BrainFailure {}

/// What the reading thread heard from the brain.
#[derive(Debug)]
enum Heard {
    /// One line, without its line end (lossy UTF-8).
    Line(String),
    /// A line longer than [`MAX_LINE`]: its beginning. Nothing more is read.
    TooLong(String),
    /// The output closed (or failed to read): the brain is gone.
    Closed,
}

/// A line from the brain, by its first word.
#[derive(Debug, PartialEq, Eq)]
enum Said<'a> {
    /// `x,y`.
    Move(i32, i32),
    /// `MESSAGE ...` or `DEBUG ...`: the text after the word.
    Message(&'a str),
    /// `ERROR ...` or `UNKNOWN ...`: the whole line.
    Refusal(&'a str),
    /// Nothing (an empty line, which the protocol ignores).
    Nothing,
    /// Anything else.
    Other(&'a str),
}

/// What a brain's line is; the protocol's words in any case.
fn said(line: &str) -> Said<'_> {
    let line = line.trim();
    if line.is_empty() {
        return Said::Nothing;
    }
    let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    let word = word.to_ascii_uppercase();
    match word.as_str() {
        "MESSAGE" | "DEBUG" => Said::Message(rest.trim()),
        "ERROR" | "UNKNOWN" => Said::Refusal(line),
        _ => match pair(line) {
            Some((x, y)) => Said::Move(x, y),
            None => Said::Other(line),
        },
    }
}

/// Whether `line`'s first word is `word`, in any case (`OK - everything is good`).
fn first_word_is(line: &str, word: &str) -> bool {
    line.split_whitespace()
        .next()
        .is_some_and(|w| w.eq_ignore_ascii_case(word))
}

/// A brain's words as a failure may quote them: printable, at most [`SAMPLE_CHARS`].
fn sample(text: &str) -> String {
    printable(text).chars().take(SAMPLE_CHARS).collect()
}

/// The `key="value"` pairs of an `ABOUT` answer, keys in lower case; a value may be
/// unquoted (up to the next comma).
fn about_fields(line: &str) -> Vec<(String, String)> {
    let mut fields = Vec::new();
    let mut chars = line.chars().peekable();
    loop {
        while chars.next_if(|&c| c == ',' || c.is_whitespace()).is_some() {}
        if chars.peek().is_none() {
            break;
        }
        let key: String = iter::from_fn(|| chars.next_if(|&c| c != '=' && c != ',')).collect();
        if chars.next_if_eq(&'=').is_none() {
            continue;
        }
        while chars.next_if(|&c| c.is_whitespace()).is_some() {}
        let value = if chars.next_if_eq(&'"').is_some() {
            let value = iter::from_fn(|| chars.next_if(|&c| c != '"')).collect();
            chars.next();
            value
        } else {
            let value: String = iter::from_fn(|| chars.next_if(|&c| c != ',')).collect();
            value.trim().to_string()
        };
        fields.push((key.trim().to_ascii_lowercase(), value));
    }
    fields
}

/// A name as shown: printable, trimmed, at most [`NAME_CHARS`] characters.
fn shown_name(name: &str) -> String {
    let name: String = printable(name).trim().chars().take(NAME_CHARS).collect();
    name.trim_end().to_string()
}

/// Reads `source` line by line into `to` until it closes, a line is longer than
/// [`MAX_LINE`] or nobody listens. A line ends at CR, LF or CR LF. No more than one line
/// of [`MAX_LINE`] bytes is ever held here, and `to` holds at most [`MAX_CHATTER`] lines
/// not yet read (then reading waits, and the brain with it), whatever the source writes.
fn read_lines(source: impl Read, to: &SyncSender<Heard>) {
    let mut reader = BufReader::new(source);
    let mut line: Vec<u8> = Vec::with_capacity(128);
    let mut after_cr = false;
    loop {
        let buffer = match reader.fill_buf() {
            Ok(buffer) => buffer,
            Err(e) if e.kind() == ErrorKind::Interrupted => continue,
            Err(_) => break,
        };
        if buffer.is_empty() {
            // A last line without its end still counts.
            if !line.is_empty() {
                let _ = to.send(Heard::Line(String::from_utf8_lossy(&line).into_owned()));
            }
            break;
        }
        let mut used = 0;
        for &byte in buffer {
            used += 1;
            match byte {
                b'\n' if after_cr => after_cr = false,
                b'\r' | b'\n' => {
                    after_cr = byte == b'\r';
                    let text = String::from_utf8_lossy(&line).into_owned();
                    line.clear();
                    if to.send(Heard::Line(text)).is_err() {
                        return;
                    }
                }
                _ => {
                    after_cr = false;
                    if line.len() == MAX_LINE {
                        let start = String::from_utf8_lossy(&line[..SAMPLE_CHARS]).into_owned();
                        let _ = to.send(Heard::TooLong(start));
                        return;
                    }
                    line.push(byte);
                }
            }
        }
        reader.consume(used);
    }
    let _ = to.send(Heard::Closed);
}

/// Writes each text sent into `stdin`, until the channel closes (then the brain's input
/// closes too) or the brain stops reading for good.
fn write_lines(mut stdin: ChildStdin, from: Receiver<String>) {
    for text in from {
        if stdin
            .write_all(text.as_bytes())
            .and_then(|()| stdin.flush())
            .is_err()
        {
            return;
        }
    }
}

/// The `INFO rule` bits of `rule`: freestyle 0, exactly five 1, renju 4, caro 8. Caro's
/// bit is not in Laštovička's page (1, 2 and 4 are); it is the one Gomocup's caro rule
/// and our own brain ([`super::Brain`]) use.
fn rule_bits(rule: Rule) -> u32 {
    match rule {
        Rule::Freestyle => 0,
        Rule::Standard => EXACTLY_FIVE,
        Rule::Renju => RENJU,
        Rule::Caro => CARO,
    }
}

/// The stones of `board` in the order they were played, or, for a position without its
/// moves (a parsed board), Black's and White's alternately in cell order.
fn stones_in_order(board: &Board) -> Vec<Cell> {
    let played: Vec<Cell> = board.moves_played().collect();
    if played.len() == board.ply() {
        return played;
    }
    let of = |mark| {
        (0..board.cells())
            .filter(|&c| board.get(c) == Some(mark))
            .collect::<Vec<_>>()
    };
    let (black, white) = (of(Mark::X), of(Mark::O));
    let mut order = Vec::with_capacity(black.len() + white.len());
    for i in 0..black.len().max(white.len()) {
        order.extend(black.get(i));
        order.extend(white.get(i));
    }
    order
}

/// A running Gomocup brain playing as one side: its process, the threads carrying its
/// lines, and what it said about itself. Dropping it ends the brain (`END`, then a kill
/// after [`QUIT_WAIT`]) and reaps the process.
#[derive(Debug)]
pub struct BrainPlayer {
    child: Child,
    /// Text for the brain's input, written by a thread of its own; `None` once closed.
    to_brain: Option<Sender<String>>,
    /// The brain's lines, read by a thread of its own.
    from_brain: Receiver<Heard>,
    name: String,
    /// The brain's last `MESSAGE` or `DEBUG`, printable.
    message: Option<String>,
    cols: u8,
    rows: u8,
    rule: Rule,
    move_time: Duration,
    /// Set when the brain failed (and was killed): every later call answers it again.
    failed: Option<BrainFailure>,
}

impl BrainPlayer {
    /// Starts the brain at `path` (run in its own directory, its standard error discarded)
    /// for games on `board`'s size (the board is only measured: pass it empty) under
    /// `rule`, each move within `move_time`. Says `START n` (`RECTSTART w,h` for a board
    /// that is not square) and waits [`start_limit`] for `OK`; then `INFO timeout_turn`
    /// (the move time in milliseconds), `INFO timeout_match 0` (no limit), `INFO
    /// max_memory 0` (no limit), `INFO game_type 1`, `INFO rule` and `ABOUT`, whose answer
    /// must come within [`answer_limit`].
    ///
    /// Lines before `OK` that are not the protocol's (a banner) are skipped, up to
    /// [`MAX_CHATTER`].
    ///
    /// # Errors
    /// - [`BrainFailure::Unsupported`]: `board` is not for five in a row (the protocol's
    ///   game); the brain answered `ERROR` to `START` (a size it does not play); or, under
    ///   a rule other than freestyle, `ERROR` or `UNKNOWN` to the `INFO` lines (a rule it
    ///   does not play).
    /// - [`BrainFailure::NotStarted`]: no such file, or it cannot be run.
    /// - [`BrainFailure::NoOk`]: no `OK` within [`start_limit`].
    /// - [`BrainFailure::Timeout`]: no answer to `ABOUT` within [`answer_limit`].
    /// - [`BrainFailure::Crashed`], [`BrainFailure::Garbage`]: as in
    ///   [`BrainPlayer::choose`].
    pub fn start(
        path: &Path,
        board: &Board,
        rule: Rule,
        move_time: Duration,
    ) -> Result<BrainPlayer, BrainFailure> {
        Self::start_within(path, board, rule, move_time, start_limit(move_time))
    }

    /// [`BrainPlayer::start`], waiting `start_limit` for `OK`.
    fn start_within(
        path: &Path,
        board: &Board,
        rule: Rule,
        move_time: Duration,
        start_limit: Duration,
    ) -> Result<BrainPlayer, BrainFailure> {
        if board.k() != K {
            return Err(BrainFailure::Unsupported(format!(
                "{} in a row: the protocol is for five",
                board.k()
            )));
        }
        let mut player = Self::spawn(path, board, rule, move_time)?;
        player.handshake(start_limit)?;
        Ok(player)
    }

    /// The process and its two threads, nothing said yet.
    fn spawn(
        path: &Path,
        board: &Board,
        rule: Rule,
        move_time: Duration,
    ) -> Result<BrainPlayer, BrainFailure> {
        let not_started = |e: std::io::Error| BrainFailure::NotStarted(e.to_string());
        // Absolute, so that running it in its own directory finds the same file.
        let path = std::fs::canonicalize(path).map_err(not_started)?;
        let mut command = Command::new(&path);
        command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        // Brains open their books and weights beside themselves.
        if let Some(folder) = path.parent() {
            command.current_dir(folder);
        }
        let mut child = command.spawn().map_err(not_started)?;
        let (stdin, stdout) = (child.stdin.take(), child.stdout.take());
        let (Some(stdin), Some(stdout)) = (stdin, stdout) else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(BrainFailure::NotStarted("no pipes to the brain".into()));
        };
        let (to_brain, for_writer) = mpsc::channel();
        // Bounded: a brain writing lines while the other seat thinks is held back, not
        // queued without end.
        let (for_reader, from_brain) = mpsc::sync_channel(MAX_CHATTER);
        let threads = thread::Builder::new()
            .name("brain-writer".into())
            .spawn(move || write_lines(stdin, for_writer))
            .and_then(|_| {
                thread::Builder::new()
                    .name("brain-reader".into())
                    .spawn(move || read_lines(stdout, &for_reader))
            });
        if let Err(e) = threads {
            let _ = child.kill();
            let _ = child.wait();
            return Err(not_started(e));
        }
        let file_name = path.file_name().unwrap_or_default().to_string_lossy();
        Ok(BrainPlayer {
            child,
            to_brain: Some(to_brain),
            from_brain,
            name: shown_name(&file_name),
            message: None,
            cols: board.cols(),
            rows: board.rows(),
            rule,
            move_time,
            failed: None,
        })
    }

    /// `START` to `ABOUT`; a failure kills the brain.
    fn handshake(&mut self, start_limit: Duration) -> Result<(), BrainFailure> {
        let (cols, rows) = (self.cols, self.rows);
        let start = if cols == rows {
            format!("START {cols}")
        } else {
            format!("RECTSTART {cols},{rows}")
        };
        self.send(&[&start])?;
        let deadline = deadline_in(start_limit);
        let mut chatter = 0;
        loop {
            let line = match self.next_line(deadline) {
                Err(BrainFailure::Timeout) => return Err(self.fail(BrainFailure::NoOk)),
                other => other?,
            };
            match said(&line) {
                Said::Other(word) if first_word_is(word, "OK") => break,
                Said::Refusal(why) => {
                    let why = format!("the {cols}x{rows} board ({})", sample(why));
                    return Err(self.fail(BrainFailure::Unsupported(why)));
                }
                Said::Message(text) => self.message = Some(printable(text)),
                Said::Nothing | Said::Move(..) | Said::Other(_) => {}
            }
            chatter += 1;
            self.check_chatter(chatter)?;
        }
        let move_time = self.move_time.as_millis();
        let rule = format!("INFO rule {}", rule_bits(self.rule));
        self.send(&[
            &format!("INFO timeout_turn {move_time}"),
            "INFO timeout_match 0",
            "INFO max_memory 0",
            "INFO game_type 1",
            &rule,
            "ABOUT",
        ])?;
        let deadline = deadline_in(answer_limit(self.move_time));
        let mut chatter = 0;
        loop {
            let line = self.next_line(deadline)?;
            match said(&line) {
                Said::Message(text) => self.message = Some(printable(text)),
                // A brain that knows no ABOUT keeps its file's name.
                Said::Refusal(why) if why.to_ascii_uppercase().contains("ABOUT") => break,
                Said::Refusal(why) if self.rule != Rule::Freestyle => {
                    let why = format!("rule {} ({})", self.rule.name(), sample(why));
                    return Err(self.fail(BrainFailure::Unsupported(why)));
                }
                // A second OK, or an INFO refused under freestyle: not the answer.
                Said::Refusal(_) | Said::Nothing => {}
                Said::Other(word) if first_word_is(word, "OK") => {}
                Said::Move(..) | Said::Other(_) => {
                    let fields = about_fields(&line);
                    if let Some((_, name)) = fields.iter().find(|(key, _)| key == "name") {
                        let name = shown_name(name);
                        if !name.is_empty() {
                            self.name = name;
                        }
                    }
                    break;
                }
            }
            chatter += 1;
            self.check_chatter(chatter)?;
        }
        Ok(())
    }

    /// The brain's name, from its `ABOUT` answer (printable, at most [`NAME_CHARS`]
    /// characters), or its file's name if it gave none.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The brain's last `MESSAGE` or `DEBUG` line (the text after the word, printable), if
    /// it wrote one.
    pub fn last_message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// The brain's move in `board`'s position, for the side to move: sends the position as
    /// `BOARD` (each stone `x,y,field`, x the column and y the row from 0, field 1 the
    /// brain's own stone and 2 the opponent's, in the order played) and `DONE`, and reads
    /// lines until a move `x,y` comes. `MESSAGE` and `DEBUG` lines are kept
    /// ([`BrainPlayer::last_message`]); lines left from before are read first and dropped.
    ///
    /// # Errors
    /// A failed brain is killed, and every later call returns the same failure.
    /// - [`BrainFailure::Timeout`]: no move within [`answer_limit`] of the move time.
    /// - [`BrainFailure::IllegalMove`]: a cell off the board, taken, or forbidden to Black
    ///   under renju.
    /// - [`BrainFailure::Unsupported`]: the brain answered `ERROR` or `UNKNOWN`.
    /// - [`BrainFailure::Garbage`]: a line that is neither a move nor one of the words
    ///   above, a line longer than [`MAX_LINE`] bytes, or more than [`MAX_CHATTER`] lines
    ///   without a move.
    /// - [`BrainFailure::Crashed`]: the process ended or closed its output.
    ///
    /// The caller's mistakes, which leave the brain running: a board of another size or
    /// rule than the brain was started for, or a game already over, are
    /// [`BrainFailure::Unsupported`] without a word to the brain.
    pub fn choose(&mut self, board: &Board) -> Result<Cell, BrainFailure> {
        if let Some(failure) = &self.failed {
            return Err(failure.clone());
        }
        if (board.cols(), board.rows(), board.rule()) != (self.cols, self.rows, self.rule) {
            return Err(BrainFailure::Unsupported(format!(
                "a {}x{} {} board, where the brain was started on {}x{} {}",
                board.cols(),
                board.rows(),
                board.rule().name(),
                self.cols,
                self.rows,
                self.rule.name()
            )));
        }
        if board.outcome().is_over() {
            return Err(BrainFailure::Unsupported("the game is over".into()));
        }
        let mut chatter = self.drain()?;
        let own = board.to_move();
        let g = board.geometry();
        let mut lines = vec!["BOARD".to_string()];
        for cell in stones_in_order(board) {
            let (x, y) = g.col_row(cell);
            let field = if board.get(cell) == Some(own) { 1 } else { 2 };
            lines.push(format!("{x},{y},{field}"));
        }
        lines.push("DONE".into());
        let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
        self.send(&lines)?;
        let deadline = deadline_in(answer_limit(self.move_time));
        loop {
            let line = self.next_line(deadline)?;
            match said(&line) {
                Said::Move(x, y) => return self.legal(board, x, y),
                Said::Message(text) => self.message = Some(printable(text)),
                Said::Nothing => {}
                Said::Refusal(why) => {
                    let why = format!("it answered {}", sample(why));
                    return Err(self.fail(BrainFailure::Unsupported(why)));
                }
                Said::Other(what) => return Err(self.fail(BrainFailure::Garbage(sample(what)))),
            }
            chatter += 1;
            self.check_chatter(chatter)?;
        }
    }

    /// The brain's answer `x,y` as a cell of `board`, or the brain failed.
    fn legal(&mut self, board: &Board, x: i32, y: i32) -> Result<Cell, BrainFailure> {
        let (cols, rows) = (self.cols, self.rows);
        let Some(cell) = board.geometry().cell(x, y) else {
            let why = format!("{x},{y} is off the {cols}x{rows} board");
            return Err(self.fail(BrainFailure::IllegalMove(why)));
        };
        let why = match board.check(cell) {
            Ok(()) => return Ok(cell),
            Err(MoveError::Occupied { .. }) => format!("{x},{y} is taken"),
            Err(MoveError::Forbidden { why, .. }) => {
                format!("{x},{y} is forbidden to Black in renju: {why}")
            }
            Err(other) => format!("{x},{y}: {other}"),
        };
        Err(self.fail(BrainFailure::IllegalMove(why)))
    }

    /// Reads the lines the brain wrote since its last answer; returns how many.
    fn drain(&mut self) -> Result<usize, BrainFailure> {
        let mut count = 0;
        loop {
            match self.from_brain.try_recv() {
                Ok(Heard::Line(line)) => {
                    if let Said::Message(text) = said(&line) {
                        self.message = Some(printable(text));
                    }
                    count += 1;
                    self.check_chatter(count)?;
                }
                Ok(heard) => return Err(self.heard_failure(heard)),
                Err(TryRecvError::Empty) => return Ok(count),
                Err(TryRecvError::Disconnected) => return Err(self.fail(BrainFailure::Crashed)),
            }
        }
    }

    /// The next line from the brain, waiting until `deadline` at most.
    fn next_line(&mut self, deadline: Instant) -> Result<String, BrainFailure> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.from_brain.recv_timeout(left) {
            Ok(Heard::Line(line)) => Ok(line),
            Ok(heard) => Err(self.heard_failure(heard)),
            Err(RecvTimeoutError::Timeout) => Err(self.fail(BrainFailure::Timeout)),
            Err(RecvTimeoutError::Disconnected) => Err(self.fail(BrainFailure::Crashed)),
        }
    }

    /// The failure a `TooLong` or `Closed` is.
    fn heard_failure(&mut self, heard: Heard) -> BrainFailure {
        let failure = match heard {
            Heard::TooLong(start) => BrainFailure::Garbage(format!(
                "a line longer than {MAX_LINE} bytes ({}...)",
                sample(&start)
            )),
            Heard::Line(_) | Heard::Closed => BrainFailure::Crashed,
        };
        self.fail(failure)
    }

    /// `chatter` lines without an answer: too many is garbage.
    fn check_chatter(&mut self, chatter: usize) -> Result<(), BrainFailure> {
        if chatter > MAX_CHATTER {
            let why = format!("more than {MAX_CHATTER} lines without an answer");
            return Err(self.fail(BrainFailure::Garbage(why)));
        }
        Ok(())
    }

    /// Sends `lines` to the brain, each ended CR LF as the protocol has the manager end
    /// them.
    fn send(&mut self, lines: &[&str]) -> Result<(), BrainFailure> {
        let mut text = String::new();
        for line in lines {
            text.push_str(line);
            text.push_str("\r\n");
        }
        let sent = self
            .to_brain
            .as_ref()
            .is_some_and(|to| to.send(text).is_ok());
        if sent {
            Ok(())
        } else {
            // The writer stopped: the brain's input is closed.
            Err(self.fail(BrainFailure::Crashed))
        }
    }

    /// Kills the brain and keeps `failure` as its state; returns it.
    fn fail(&mut self, failure: BrainFailure) -> BrainFailure {
        self.to_brain = None;
        let _ = self.child.kill();
        let _ = self.child.wait();
        self.failed = Some(failure.clone());
        failure
    }
}

impl Drop for BrainPlayer {
    /// `END`, then [`QUIT_WAIT`] for the brain to exit, then a kill; the process is reaped
    /// either way. A failed brain was killed already.
    fn drop(&mut self) {
        if self.failed.is_none() {
            if let Some(to) = self.to_brain.take() {
                let _ = to.send("END\r\n".into());
            }
            let until = Instant::now() + QUIT_WAIT;
            while Instant::now() < until {
                match self.child.try_wait() {
                    Ok(Some(_)) => return,
                    Ok(None) => thread::sleep(Duration::from_millis(5)),
                    Err(_) => break,
                }
            }
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
#[path = "manager_tests.rs"]
mod tests;
