//! `tictactoe brain` (also run as `pbrain-tictactoe`): the computer player as a Gomocup
//! brain on standard input and output, for gomoku managers (Piskvork, c-gomoku-cli,
//! Yixin-Board). The protocol is the core's [`Brain`]; this only carries its lines, reading
//! ahead on a thread of its own so that `END` and `YXSTOP` stop a search under way.

use std::io::{self, BufRead, Write};
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
        for line in io::stdin().lock().lines() {
            // A line that is not UTF-8 still reaches the brain, to be refused.
            let line = line.unwrap_or_else(|_| "\u{fffd}".into());
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
