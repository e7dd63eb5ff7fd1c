//! Searches off the terminal's thread: a computer's move, a hint, a review. A job runs on
//! a thread of its own and is cancelled when dropped, so a stale search never holds the
//! game up or lands on the wrong position.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::thread;
use std::time::Duration;

use mnk::{Appraisal, Board, Cell, Knowledge, Limits, Player, Search, Strategy};

/// A search on a thread of its own, sending what it finds; dropped, it is cancelled.
pub struct Job<T> {
    cancel: Arc<AtomicBool>,
    answers: Receiver<T>,
    done: bool,
}

impl<T: Send + 'static> Job<T> {
    /// Runs `work` on a new thread: it sends its answers on the channel and stops early
    /// once the flag is set.
    pub fn spawn(work: impl FnOnce(Arc<AtomicBool>, Sender<T>) + Send + 'static) -> Job<T> {
        let cancel = Arc::new(AtomicBool::new(false));
        let (send, answers) = mpsc::channel();
        let flag = cancel.clone();
        thread::spawn(move || work(flag, send));
        Job {
            cancel,
            answers,
            done: false,
        }
    }

    /// The next answer, if one has come (never waits).
    pub fn try_next(&mut self) -> Option<T> {
        match self.answers.try_recv() {
            Ok(answer) => Some(answer),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => {
                self.done = true;
                None
            }
        }
    }

    /// The next answer, waiting for it; `None` once the job has ended.
    pub fn wait(&mut self) -> Option<T> {
        self.answers.recv().ok()
    }

    /// Whether the job has ended and every answer was taken.
    pub fn is_done(&self) -> bool {
        self.done
    }
}

impl<T> Drop for Job<T> {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// A computer's move on `position`: the player (its transposition table kept for its next
/// move) and the cell it chose (`None`: the game is over, or the search was cancelled).
pub fn choose(mut player: Player, position: &Board) -> Job<(Player, Option<Cell>)> {
    let board = position.clone();
    Job::spawn(move |cancel, send| {
        let cell = player.choose(&board, Some(cancel));
        let _ = send.send((player, cell));
    })
}

/// The engine's appraisal of each position in `positions`, in order, each within
/// `budget`: what a hint or a review needs.
pub fn appraise(positions: Vec<Board>, budget: Duration) -> Job<(usize, Option<Appraisal>)> {
    Job::spawn(move |cancel, send| {
        let mut search: Option<Search> = None;
        for (i, board) in positions.iter().enumerate() {
            if cancel.load(Ordering::Relaxed) {
                return;
            }
            let geometry = board.geometry();
            let search = match &mut search {
                Some(s) if std::ptr::eq(s.geometry(), geometry) => s,
                slot => slot.insert(Search::new(geometry, Knowledge::FULL)),
            };
            let limits = Limits {
                depth: None,
                budget: Some(budget),
                cancel: Some(cancel.clone()),
            };
            let appraisal = mnk::appraise(search, board, &limits);
            if send.send((i, appraisal)).is_err() {
                return;
            }
        }
    })
}
