//! The search scheduler: the one owner of a front end's searches. Four clients ask it for
//! work, the computer's move, a review, the hint and the coach; it runs one job at a time,
//! the most urgent first ([`Client`] is in priority order), cancels a job whose client
//! asked for another position or withdrew (or that a more urgent client must preempt), and
//! hands the warm appraisal searcher from one job to the next. Clients only ask, withdraw
//! and take answers; the front end calls [`Scheduler::step`] once a frame (or tick).

use std::time::Duration;

use mnk::opening::{self, Step};
use mnk::{Appraisal, Board, Cell, Knowledge, Limits, Player, Search, Strategy};

use crate::session::Act;

use super::task::{SearchTask, SearchesUnderWay};

/// Who asks for a search, most urgent first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Client {
    /// A computer seat's move: the game waits for it.
    ComputerMove,
    /// The review of every position of a finished game.
    Review,
    /// A hint a person asked for.
    Hint,
    /// The engine's line, on show.
    Line,
    /// The coach's value of one cell.
    Coach,
}

impl Client {
    /// Every client, most urgent first.
    pub const ALL: [Client; 5] = [
        Client::ComputerMove,
        Client::Review,
        Client::Hint,
        Client::Line,
        Client::Coach,
    ];

    fn index(self) -> usize {
        self as usize
    }
}

/// What to search.
pub enum Job {
    /// The move a computer player chooses; the player (with its table) comes back with it.
    Choose(Box<Player>),
    /// An appraisal ([`mnk::appraise`]) within a budget (wall-clock time), with the
    /// scheduler's warm searcher.
    Appraise(Duration),
    /// A computer's step in an opening ([`mnk::opening`]): the next stone of those it
    /// places, or its choice, thought over within `budget`; `seed` picks the shapes it
    /// rates.
    Opening {
        step: Step,
        budget: Duration,
        seed: u64,
    },
}

/// What a job found.
pub enum Answer {
    /// The computer's move (`None`: no legal move), and its player back.
    Chosen(Box<Player>, Option<Cell>),
    /// The appraisal (`None`: cancelled or no verdict in time).
    Appraisal(Option<Appraisal>),
    /// The computer's opening step (`None`: nothing to place or choose).
    Opening(Option<Act>),
}

/// A client's request: a job for a position.
struct Request {
    position: Board,
    job: Option<Job>,
}

/// A job under way.
struct Running {
    client: Client,
    task: SearchTask<(Option<Search>, Answer)>,
}

/// The scheduler: each client's request, the one job under way, the answers not yet taken,
/// and the appraisal searcher between jobs. A plain value: the front end owns it and
/// steps it; it never blocks but in [`Scheduler::wait_for`].
#[derive(Default)]
pub struct Scheduler {
    requests: [Option<Request>; Client::ALL.len()],
    running: Option<Running>,
    answers: [Option<(Board, Answer)>; Client::ALL.len()],
    search: Option<Search>,
    under_way: SearchesUnderWay,
}

impl Scheduler {
    /// A scheduler whose searches are counted in `under_way` (a counter the front end
    /// reads too); [`Scheduler::default`] makes its own.
    pub fn new(under_way: SearchesUnderWay) -> Scheduler {
        Scheduler {
            under_way,
            ..Scheduler::default()
        }
    }

    /// The counter of searches this scheduler holds (0 or 1), shared with its clones.
    pub fn searches_under_way(&self) -> &SearchesUnderWay {
        &self.under_way
    }

    /// Asks for `job` on `position` for `client`, replacing what it asked before (a job for
    /// another position is cancelled at the next step, an answer for one is dropped).
    /// Asking again for the position already asked for changes nothing.
    pub fn ask(&mut self, client: Client, position: &Board, job: Job) {
        if self.is_asking(client, position) {
            return;
        }
        self.answers[client.index()] = None;
        self.requests[client.index()] = Some(Request {
            position: position.clone(),
            job: Some(job),
        });
    }

    /// Whether `client` has asked for `position` and not taken its answer yet.
    pub fn is_asking(&self, client: Client, position: &Board) -> bool {
        self.requests[client.index()]
            .as_ref()
            .is_some_and(|r| r.position == *position)
    }

    /// Whether `client` asked for anything, still unanswered or untaken. A request whose
    /// search ended without an answer (it panicked) is dropped, so this turns false then.
    pub fn is_busy(&self, client: Client) -> bool {
        self.requests[client.index()].is_some()
    }

    /// Lets the warm appraisal searcher go, and its transposition table (64 MiB on the
    /// boards beyond 4x4, mostly filled by a game's hints or its review): for a front end
    /// leaving its games (the menu), where no search will want it. The next appraisal
    /// starts with a new one.
    pub fn rest(&mut self) {
        self.search = None;
    }

    /// Whether a job of `client` runs now.
    pub fn is_running(&self, client: Client) -> bool {
        self.running.as_ref().is_some_and(|r| r.client == client)
    }

    /// `client` no longer wants its answer: its job is cancelled at once, or its answer
    /// dropped.
    pub fn withdraw(&mut self, client: Client) {
        self.requests[client.index()] = None;
        self.answers[client.index()] = None;
        if self.is_running(client) {
            // Dropping the task cancels its search.
            self.running = None;
        }
    }

    /// Every client withdraws (a front end leaving its screen): nothing runs after.
    pub fn withdraw_all(&mut self) {
        for client in Client::ALL {
            self.withdraw(client);
        }
    }

    /// The answer for `client`, once found, with the position it is for; taking it ends
    /// the request.
    pub fn take(&mut self, client: Client) -> Option<(Board, Answer)> {
        let answer = self.answers[client.index()].take()?;
        self.requests[client.index()] = None;
        Some(answer)
    }

    /// Whether an answer waits to be taken.
    pub fn has_answers(&self) -> bool {
        self.answers.iter().any(Option::is_some)
    }

    /// One step, never waiting: takes a finished job's answer, cancels a job no longer
    /// wanted (or one that a more urgent request preempts), and starts the most urgent job
    /// waiting.
    pub fn step(&mut self) {
        if let Some(running) = self.running.as_mut() {
            let answer = running.task.poll();
            self.finish(answer);
        }
        self.schedule();
    }

    /// Steps until `client` has its answer, waiting for each search (the more urgent
    /// clients' jobs run first), and takes it: for a front end that blocks, such as a game
    /// read from lines. `None` if `client` asked for nothing, or its search ended without
    /// an answer.
    pub fn wait_for(&mut self, client: Client) -> Option<(Board, Answer)> {
        loop {
            self.step();
            if let Some(answer) = self.take(client) {
                return Some(answer);
            }
            if !self.is_busy(client) {
                return None;
            }
            let running = self.running.as_mut()?;
            let answer = running.task.wait();
            self.finish(answer);
        }
    }

    /// After the running job's poll or wait: keeps its answer if its client still wants
    /// it, and drops a job that ended.
    fn finish(&mut self, answer: Option<(Option<Search>, Answer)>) {
        let Some(running) = self.running.as_ref() else {
            return;
        };
        let client = running.client;
        let position = running.task.position().clone();
        match answer {
            Some((search, answer)) => {
                self.running = None;
                if search.is_some() {
                    self.search = search;
                }
                if self.is_asking(client, &position) {
                    self.answers[client.index()] = Some((position, answer));
                }
            }
            None if running.task.has_ended() => {
                // The search panicked: its request would only run it again.
                self.running = None;
                if self.is_asking(client, &position) {
                    self.requests[client.index()] = None;
                }
            }
            None => {}
        }
    }

    /// Cancels a job no longer wanted or preempted; starts the most urgent one waiting.
    fn schedule(&mut self) {
        let most_urgent = Client::ALL.into_iter().find(|&client| {
            self.answers[client.index()].is_none()
                && self.requests[client.index()]
                    .as_ref()
                    .is_some_and(|r| r.job.is_some() || self.is_running(client))
        });
        if let Some(running) = &self.running {
            let wanted = self.is_asking(running.client, running.task.position());
            if !wanted || most_urgent.is_some_and(|urgent| urgent < running.client) {
                // Dropping the task cancels its search.
                self.running = None;
            }
        }
        if self.running.is_some() {
            return;
        }
        let Some(client) = most_urgent else {
            return;
        };
        let Some(request) = self.requests[client.index()].as_mut() else {
            return;
        };
        let job = match request.job.take() {
            // Kept, to run again if a more urgent job preempts it.
            Some(Job::Appraise(budget)) => {
                request.job = Some(Job::Appraise(budget));
                Job::Appraise(budget)
            }
            // The player goes with the search. (Nothing preempts a computer's move.)
            Some(job) => job,
            None => return,
        };
        let position = request.position.clone();
        let under_way = &self.under_way;
        let task = match job {
            Job::Choose(mut player) => {
                SearchTask::start(&position, under_way, move |board, cancel| {
                    let cell = player.choose(board, Some(cancel));
                    (None, Answer::Chosen(player, cell))
                })
            }
            Job::Opening { step, budget, seed } => {
                SearchTask::start(&position, under_way, move |board, cancel| {
                    let act = match step {
                        Step::Place { .. } => {
                            // The stones left in this placing step: three from the
                            // start, two after the swap2 choice to place two more.
                            let end = if board.ply() < 3 { 3 } else { 5 };
                            let left = end - board.ply();
                            opening::place_next(board, left, budget, seed, Some(cancel))
                                .map(Act::Move)
                        }
                        Step::Choose { choices, .. } => {
                            let choice = opening::choose(board, choices, budget, Some(cancel));
                            Some(Act::Choose(choice))
                        }
                        Step::Play { .. } => None,
                    };
                    (None, Answer::Opening(act))
                })
            }
            Job::Appraise(budget) => {
                // The appraisal searcher of the last job, if it is for this board's shape.
                let geometry = position.geometry();
                let mut search = match self.search.take() {
                    Some(search) if std::ptr::eq(search.geometry(), geometry) => search,
                    _ => Search::new(geometry, Knowledge::FULL),
                };
                SearchTask::start(&position, under_way, move |board, cancel| {
                    let limits = Limits {
                        depth: None,
                        budget: Some(budget),
                        cancel: Some(cancel),
                    };
                    let appraisal = mnk::appraise(&mut search, board, &limits);
                    (Some(search), Answer::Appraisal(appraisal))
                })
            }
        };
        self.running = Some(Running { client, task });
    }
}

#[cfg(test)]
mod tests;
