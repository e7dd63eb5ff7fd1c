//! `tictactoe brain` (also run as `pbrain-tictactoe`): the computer player as a Gomocup
//! brain on standard input and output, for gomoku managers (Piskvork, c-gomoku-cli,
//! Yixin-Board). The protocol is the core's [`Brain`]; this only carries its lines, reading
//! ahead on a thread of its own so that `END` and `YXSTOP` stop a search under way.

use std::io::{self, BufRead, Read, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::thread;

use clap::Args;
use mnk::Level;
use tictactoe_core::brain::{Brain, stops_search};

use super::level;

/// Options of `tictactoe brain`; a manager running `pbrain-tictactoe` gives none.
#[derive(Args, Debug, Clone, Default)]
pub struct BrainArgs {
    /// The computer's level: easy, medium or hard (default hard).
    #[arg(long, value_parser = level)]
    pub level: Option<Level>,
    /// Seed of the brain's random choices among equal moves (default: from the clock).
    #[arg(long)]
    pub seed: Option<u64>,
}

/// The longest line read whole: no command of the protocol comes near it.
const LINE_MAX: u64 = 4096;

/// The next line of `input` without its line end, `None` at its end or on a read error.
/// A line longer than [`LINE_MAX`] or not UTF-8 becomes U+FFFD, which the brain refuses,
/// and is not kept in memory.
fn read_line(input: &mut impl BufRead) -> Option<String> {
    let mut bytes = Vec::new();
    input.take(LINE_MAX).read_until(b'\n', &mut bytes).ok()?;
    if bytes.is_empty() {
        return None;
    }
    if bytes.last() != Some(&b'\n') && bytes.len() as u64 == LINE_MAX {
        // Too long: the rest of it is skipped, a buffer at a time.
        loop {
            let buffer = input.fill_buf().ok()?;
            if buffer.is_empty() {
                break;
            }
            let (used, end) = match buffer.iter().position(|&b| b == b'\n') {
                Some(i) => (i + 1, true),
                None => (buffer.len(), false),
            };
            input.consume(used);
            if end {
                break;
            }
        }
        return Some("\u{fffd}".into());
    }
    Some(String::from_utf8(bytes).unwrap_or_else(|_| "\u{fffd}".into()))
}

/// Answers the manager's commands on standard input until `END` or the end of input.
///
/// # Errors
/// A message when standard output cannot be written (the manager has gone).
pub fn brain_command(args: &BrainArgs) -> Result<(), String> {
    let seed = args.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |t| t.as_nanos() as u64)
    });
    let cancel = Arc::new(AtomicBool::new(false));
    let mut brain = Brain::new(args.level.unwrap_or(Level::Hard), seed, cancel.clone());
    let (lines, commands) = mpsc::channel();
    thread::spawn(move || {
        let mut input = io::stdin().lock();
        while let Some(line) = read_line(&mut input) {
            if stops_search(&line) {
                cancel.store(true, Ordering::Relaxed);
            }
            if lines.send(line).is_err() {
                break;
            }
        }
    });
    let mut out = io::stdout().lock();
    for line in commands {
        let answer = brain.line(&line);
        for reply in &answer.lines {
            writeln!(out, "{reply}").map_err(|e| format!("writing to the manager: {e}"))?;
        }
        out.flush()
            .map_err(|e| format!("writing to the manager: {e}"))?;
        if answer.quit {
            break;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{LINE_MAX, read_line};

    #[test]
    fn lines_are_read_whole_and_a_too_long_one_is_skipped_not_kept() {
        let long = "X".repeat(3 * LINE_MAX as usize);
        let mut text = format!("START 15\r\n{long}\nTURN 1,2\n").into_bytes();
        text.extend(b"\xff\nEND");
        let mut input = std::io::Cursor::new(text);
        let mut lines = Vec::new();
        while let Some(line) = read_line(&mut input) {
            lines.push(line.trim_end().to_string());
        }
        assert_eq!(
            lines,
            ["START 15", "\u{fffd}", "TURN 1,2", "\u{fffd}", "END"]
        );
    }
}
