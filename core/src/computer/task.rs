//! A search on a thread of its own: started for a position, polled without waiting (or
//! waited for), cancelled when dropped, and never answering for a position it was not
//! started for. The [`Scheduler`](super::Scheduler) runs them, one at a time.

use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::thread;

use mnk::Board;

/// How many searches are held right now, shared by every clone (a cancelled search that
/// is still unwinding on its thread no longer counts). A front end that draws frames keeps
/// them coming while this is above zero, since an answer comes between frames.
#[derive(Clone, Debug, Default)]
pub struct SearchesUnderWay(Arc<AtomicUsize>);

impl SearchesUnderWay {
    /// Searches held now.
    pub fn count(&self) -> usize {
        self.0.load(Ordering::Relaxed)
    }
}

/// A search of one position, running on another thread, that yields a `T`.
pub struct SearchTask<T> {
    position: Board,
    /// In a mutex only so that the task is `Sync` (a window keeps it in a shared
    /// resource); it is only ever reached through `&mut self`, never locked.
    answer: Mutex<Receiver<T>>,
    /// The answer was taken, or the thread ended without one.
    ended: bool,
    cancel: Arc<AtomicBool>,
    under_way: SearchesUnderWay,
}

impl<T: Send + 'static> SearchTask<T> {
    /// Starts `search` for `position` on a new thread, counted in `under_way` until the
    /// task is dropped. `search` gets the position and a flag that turns true when the
    /// task is dropped; it should stop soon after (pass it on as [`mnk::Limits::cancel`]).
    ///
    /// A thread that cannot be started, or a search that panics, gives no answer: the task
    /// then [has ended](SearchTask::has_ended) with nothing.
    pub fn start(
        position: &Board,
        under_way: &SearchesUnderWay,
        search: impl FnOnce(&Board, Arc<AtomicBool>) -> T + Send + 'static,
    ) -> SearchTask<T> {
        let cancel = Arc::new(AtomicBool::new(false));
        let (board, stop) = (position.clone(), cancel.clone());
        let (send, answer) = mpsc::channel();
        // On failure the closure, and so the sender, is dropped: the task reads as ended.
        let _ = thread::Builder::new().name("search".into()).spawn(move || {
            let _ = send.send(search(&board, stop));
        });
        under_way.0.fetch_add(1, Ordering::Relaxed);
        SearchTask {
            position: position.clone(),
            answer: Mutex::new(answer),
            ended: false,
            cancel,
            under_way: under_way.clone(),
        }
    }
}

impl<T> SearchTask<T> {
    /// Whether this search is for `board`: same shape, same marks. An answer for any other
    /// position is stale.
    pub fn is_for(&self, board: &Board) -> bool {
        self.position == *board
    }

    /// The position searched.
    pub fn position(&self) -> &Board {
        &self.position
    }

    /// The answer, once, when the search has finished; `None` before and after. Never
    /// waits.
    pub fn poll(&mut self) -> Option<T> {
        if self.ended {
            return None;
        }
        match self.receiver().try_recv() {
            Ok(answer) => {
                self.ended = true;
                Some(answer)
            }
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => {
                self.ended = true;
                None
            }
        }
    }

    /// The answer, waiting for the search to finish; `None` if it was already taken or
    /// the search ended without one.
    pub fn wait(&mut self) -> Option<T> {
        if self.ended {
            return None;
        }
        self.ended = true;
        self.receiver().recv().ok()
    }

    fn receiver(&mut self) -> &mut Receiver<T> {
        // Never locked, so never poisoned either.
        self.answer
            .get_mut()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Whether the answer was taken, or the search ended without one (it panicked, or its
    /// thread could not start): nothing more will come.
    pub fn has_ended(&self) -> bool {
        self.ended
    }
}

impl<T> Drop for SearchTask<T> {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
        self.under_way.0.fetch_sub(1, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    /// What a window keeps in a shared resource must be `Send + Sync`.
    #[test]
    fn the_computer_can_live_in_a_shared_resource() {
        fn shared<T: Send + Sync + 'static>() {}
        shared::<SearchTask<mnk::Player>>();
        shared::<SearchesUnderWay>();
        shared::<super::super::Scheduler>();
        shared::<super::super::ComputerTurn>();
    }

    #[test]
    fn a_task_answers_once_for_its_position() {
        let under_way = SearchesUnderWay::default();
        let position = Board::classic();
        let mut task = SearchTask::start(&position, &under_way, |board, _| board.ply());
        assert_eq!(under_way.count(), 1);
        assert!(task.is_for(&position));
        assert_eq!(task.wait(), Some(0));
        assert_eq!(task.poll(), None, "the answer comes once");
        assert!(task.has_ended());
        drop(task);
        assert_eq!(under_way.count(), 0);
    }

    #[test]
    fn dropping_a_task_raises_its_cancel_flag() {
        let under_way = SearchesUnderWay::default();
        let (seen, saw) = mpsc::channel();
        let task = SearchTask::start(&Board::classic(), &under_way, move |_, cancel| {
            while !cancel.load(Ordering::Relaxed) {
                thread::sleep(Duration::from_millis(1));
            }
            let _ = seen.send(());
        });
        drop(task);
        assert_eq!(under_way.count(), 0, "a cancelled search no longer counts");
        assert!(saw.recv_timeout(Duration::from_secs(30)).is_ok());
    }

    #[test]
    fn a_search_that_panics_ends_the_task_with_nothing() {
        let under_way = SearchesUnderWay::default();
        let mut task: SearchTask<()> =
            SearchTask::start(&Board::classic(), &under_way, |_, _| panic!("lost"));
        assert_eq!(task.wait(), None);
        assert!(task.has_ended());
    }
}
