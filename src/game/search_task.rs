//! An off-thread search: started for a position on Bevy's compute pool, polled each frame,
//! cancelled when dropped, and never answering for a position it was not started for. The
//! search [`Scheduler`](crate::game::scheduler::Scheduler) runs them, one at a time.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use bevy::prelude::*;

use crate::awake::AwakeApp;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use mnk::Board;

/// How many searches the app holds right now (a cancelled search that is still unwinding
/// on its thread no longer counts). The app keeps at most one.
#[derive(Resource, Clone, Debug, Default)]
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
    /// `None` once the answer has been taken.
    task: Option<Task<T>>,
    cancel: Arc<AtomicBool>,
    under_way: SearchesUnderWay,
}

impl<T: Send + 'static> SearchTask<T> {
    /// Starts `search` for `position` on the compute pool. `search` gets the position and
    /// a flag that turns true when the task is dropped; it should stop soon after.
    pub fn start(
        position: &Board,
        under_way: &SearchesUnderWay,
        search: impl FnOnce(&Board, Arc<AtomicBool>) -> T + Send + 'static,
    ) -> SearchTask<T> {
        let cancel = Arc::new(AtomicBool::new(false));
        let (board, stop) = (position.clone(), cancel.clone());
        let task = AsyncComputeTaskPool::get().spawn(async move { search(&board, stop) });
        under_way.0.fetch_add(1, Ordering::Relaxed);
        SearchTask {
            position: position.clone(),
            task: Some(task),
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

    /// The answer, once, when the search has finished; `None` before and after.
    pub fn poll(&mut self) -> Option<T> {
        let answer = check_ready(self.task.as_mut()?);
        if answer.is_some() {
            self.task = None;
        }
        answer
    }
}

impl<T> Drop for SearchTask<T> {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
        self.under_way.0.fetch_sub(1, Ordering::Relaxed);
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SearchesUnderWay>()
        // A search answers between frames: frames must keep coming while one runs.
        .awake_while("a search", |under_way: Res<SearchesUnderWay>| {
            under_way.count() > 0
        });
}
