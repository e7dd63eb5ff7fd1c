//! A brain's turn: when the Gomocup brain set in the settings holds the seat to move, it is
//! asked for its move on a thread of its own ([`BrainPlayer`] waits on the program, up to
//! its time a move and the manager's grace), and its move handed over once both the move
//! and the think delay are in, as [`crate::computer::ComputerTurn`] hands over the
//! computer's. A front end polls it each frame (or tick) and never waits.
//!
//! The brain keeps running from one of its moves to the next, and from one game to the
//! next of the same board and rule; another board, rule or brain starts it afresh. A brain
//! that fails (see [`BrainFailure`]) is reported once and is gone: the front end gives its
//! seat back to a person ([`crate::session::Session::brain_failed`]) and says why; the
//! game on the board is kept. An opening's stones and choices are not the brain's to make
//! (the protocol's own `SWAP2BOARD` is an extension few brains speak): the session gives
//! them to our computer ([`crate::session::Session::computer_to_act`]).

use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::thread;
use std::time::Duration;

use mnk::{Board, Cell, Rule};

use super::manager::{BrainFailure, BrainPlayer};

/// The brain set in the settings: the program, and its time a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BrainSetup {
    /// The brain's executable (`pbrain-*`), as the player gave it.
    pub path: PathBuf,
    /// Its time a move (the protocol's `timeout_turn`).
    pub move_time: Duration,
}

/// What the brain's thread says.
enum Heard {
    /// Started; its name from `ABOUT`.
    Named(String),
    /// Its answer for a position.
    Moved(Board, Result<Cell, BrainFailure>),
    /// It could not be started.
    Failed(BrainFailure),
}

/// The running brain: its thread, and what it was started for.
struct Worker {
    setup: BrainSetup,
    /// The board's columns, rows, k and rule the brain plays.
    shape: (u8, u8, u8, Rule),
    asks: Sender<Board>,
    /// In a mutex only to be `Sync` (a front end's state may be shared between threads):
    /// it is reached through `&mut` and never locked.
    heard: Mutex<Receiver<Heard>>,
}

/// A move asked of the brain.
struct Pending {
    position: Board,
    /// When the think delay ends, on the caller's clock.
    due: Duration,
    answer: Option<Cell>,
}

/// The brain seat of a game: the brain's process while it plays, and its move under way.
/// Time is the caller's clock, as for [`crate::computer::ComputerTurn::poll`].
#[derive(Default)]
pub struct BrainTurn {
    worker: Option<Worker>,
    pending: Option<Pending>,
    /// The position whose move was last handed over: not asked again while the caller
    /// has yet to make the move (a brain's move costs its whole time).
    answered: Option<Board>,
    name: Option<String>,
}

impl BrainTurn {
    /// Moves the brain's turn on, never waiting. `setup` is the brain set (`None`: none
    /// is), `position` the board now, `to_move` whether the brain is to move there
    /// ([`crate::session::Session::brain_to_move`]), `think_delay` the least time a move
    /// takes and `now` the caller's clock.
    ///
    /// Starts the brain when it is to move and is not running (or runs for another board,
    /// rule or program), and asks it for a move; forgets a move asked for a position no
    /// longer on the board (the brain's answer to it is dropped). Returns the move with the
    /// position it is for, once both it and the think delay are in; the caller makes it
    /// (if the position is still on the board).
    ///
    /// # Errors
    /// The brain failed (it is gone; the next poll would start it again): why. No brain
    /// set is [`BrainFailure::NotStarted`].
    pub fn poll(
        &mut self,
        setup: Option<&BrainSetup>,
        position: &Board,
        to_move: bool,
        think_delay: Duration,
        now: Duration,
    ) -> Option<Result<(Board, Cell), BrainFailure>> {
        if self
            .pending
            .as_ref()
            .is_some_and(|p| !to_move || p.position != *position)
        {
            self.pending = None;
        }
        if let Err(failure) = self.hear() {
            self.end();
            return Some(Err(failure));
        }
        if self.answered.as_ref().is_some_and(|a| a != position) {
            self.answered = None;
        }
        if !to_move || self.answered.is_some() {
            return None;
        }
        let Some(setup) = setup else {
            return Some(Err(BrainFailure::NotStarted(
                "no brain is set in the settings".into(),
            )));
        };
        let shape = (
            position.cols(),
            position.rows(),
            position.k(),
            position.rule(),
        );
        if self
            .worker
            .as_ref()
            .is_some_and(|w| w.setup != *setup || w.shape != shape)
        {
            self.end();
        }
        if self.worker.is_none() {
            self.worker = Some(Worker::start(setup.clone(), position));
        }
        if self.pending.is_none() {
            let asked = self
                .worker
                .as_ref()
                .is_some_and(|w| w.asks.send(position.clone()).is_ok());
            if !asked {
                // The thread may already have ended with its reason (a brain that could
                // not start): that reason, rather than a bare crash.
                let failure = self.hear().err().unwrap_or(BrainFailure::Crashed);
                self.end();
                return Some(Err(failure));
            }
            self.pending = Some(Pending {
                position: position.clone(),
                due: now.saturating_add(think_delay),
                answer: None,
            });
        }
        let pending = self.pending.as_ref()?;
        let cell = pending.answer?;
        if now < pending.due {
            return None;
        }
        let pending = self.pending.take()?;
        self.answered = Some(pending.position.clone());
        Some(Ok((pending.position, cell)))
    }

    /// The brain's move on `position`, waiting for it (no think delay): for a front end
    /// that blocks, such as a game read from lines. The brain's own limits bound the wait
    /// ([`crate::brain::manager::answer_limit`]).
    ///
    /// # Errors
    /// As [`BrainTurn::poll`].
    pub fn move_now(
        &mut self,
        setup: Option<&BrainSetup>,
        position: &Board,
    ) -> Result<Cell, BrainFailure> {
        // Asked outright: even for the position last answered.
        self.answered = None;
        let begun = std::time::Instant::now();
        loop {
            match self.poll(setup, position, true, Duration::ZERO, begun.elapsed()) {
                Some(answer) => return answer.map(|(_, cell)| cell),
                None => thread::sleep(Duration::from_millis(5)),
            }
        }
    }

    /// Reads what the brain's thread said: its name, its answer to the move asked.
    ///
    /// # Errors
    /// The brain failed, or its thread ended.
    fn hear(&mut self) -> Result<(), BrainFailure> {
        let Some(worker) = &mut self.worker else {
            return Ok(());
        };
        let heard = worker
            .heard
            .get_mut()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        loop {
            match heard.try_recv() {
                Ok(Heard::Named(name)) => self.name = Some(name),
                Ok(Heard::Moved(position, Ok(cell))) => {
                    if let Some(pending) = &mut self.pending
                        && pending.position == position
                    {
                        pending.answer = Some(cell);
                    }
                }
                Ok(Heard::Moved(_, Err(failure)) | Heard::Failed(failure)) => {
                    return Err(failure);
                }
                Err(TryRecvError::Empty) => return Ok(()),
                Err(TryRecvError::Disconnected) => return Err(BrainFailure::Crashed),
            }
        }
    }

    /// Whether a move is asked of the brain: it thinks, or the think delay runs.
    pub fn is_thinking(&self) -> bool {
        self.pending.is_some()
    }

    /// When the think delay of the move under way ends, on the caller's clock.
    pub fn wake_at(&self) -> Option<Duration> {
        self.pending.as_ref().map(|p| p.due)
    }

    /// The brain's name from its `ABOUT`, once it has started.
    pub fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// Ends the brain (leaving the board): its process is told `END` and then killed,
    /// on its thread, once any move it thinks over is in.
    pub fn end(&mut self) {
        self.worker = None;
        self.pending = None;
        self.answered = None;
    }
}

impl Worker {
    /// Starts `setup`'s brain, on its own thread, for games on `position`'s board.
    fn start(setup: BrainSetup, position: &Board) -> Worker {
        let (asks, asked) = mpsc::channel::<Board>();
        let (tell, heard) = mpsc::channel();
        let shape = (
            position.cols(),
            position.rows(),
            position.k(),
            position.rule(),
        );
        let empty = Board::with_rule(shape.0, shape.1, shape.2, shape.3);
        let (path, move_time) = (setup.path.clone(), setup.move_time);
        thread::spawn(move || {
            let started = empty
                .map_err(|e| BrainFailure::Unsupported(e.to_string()))
                .and_then(|board| BrainPlayer::start(&path, &board, board.rule(), move_time));
            let mut player = match started {
                Ok(player) => player,
                Err(failure) => {
                    let _ = tell.send(Heard::Failed(failure));
                    return;
                }
            };
            let _ = tell.send(Heard::Named(player.name().to_string()));
            while let Ok(position) = asked.recv() {
                // Only the newest position asked counts.
                let position = asked.try_iter().last().unwrap_or(position);
                let answer = player.choose(&position);
                let failed = answer.is_err();
                if tell.send(Heard::Moved(position, answer)).is_err() || failed {
                    return;
                }
            }
        });
        Worker {
            setup,
            shape,
            asks,
            heard: Mutex::new(heard),
        }
    }
}

#[cfg(test)]
#[path = "turn_tests.rs"]
mod tests;
