//! The computer's turn: when a computer holds the seat to move, its search is asked of the
//! [`Scheduler`] and its move handed over once both the answer and the think delay are in,
//! so the pause a player sees is max(think delay, search time). A search for a position no
//! longer on the board is withdrawn, which cancels it.

use std::time::Duration;

use mnk::opening::Step;
use mnk::{Board, Level, Player};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use super::scheduler::{Answer, Client, Job, Scheduler};
use crate::session::Act;

/// A computer move under way.
struct Pending {
    /// The position searched.
    position: Board,
    /// What the opening asked there.
    step: Step,
    /// The scheduler's answer once found (`None` inside: no legal move).
    answer: Option<Option<Act>>,
    /// When the think delay ends, on the caller's clock.
    due: Duration,
    /// The player comes back with the answer to be kept (false once forgotten).
    keep_player: bool,
}

/// The computer seats of one game: each mark's player, which keeps its transposition table
/// from one of its moves to the next, the source of new players' seeds, and the move under
/// way. Time is the caller's clock: a [`Duration`] since any start it likes (a window's
/// virtual time, a terminal's `Instant` elapsed, a test's hand-moved time).
pub struct ComputerTurn {
    players: [Option<Player>; 2],
    rng: StdRng,
    pending: Option<Pending>,
}

impl Default for ComputerTurn {
    fn default() -> ComputerTurn {
        ComputerTurn::new()
    }
}

impl ComputerTurn {
    /// No players yet; their seeds come from the operating system's randomness.
    pub fn new() -> ComputerTurn {
        ComputerTurn::with_rng(StdRng::from_os_rng())
    }

    /// No players yet; their seeds come from `rng` (seed it to replay games).
    pub fn with_rng(rng: StdRng) -> ComputerTurn {
        ComputerTurn {
            players: [None, None],
            rng,
            pending: None,
        }
    }

    /// Moves the computer's turn on, never waiting; call it each frame (or tick), before
    /// [`Scheduler::step`]. `position` is the board now, `computer_to_move` the level of
    /// the computer seat to act and what the opening asks of it
    /// ([`crate::session::Session::computer_to_act`]; `None`: a person's turn, or the
    /// game is over),
    /// `think_delay` the least time a move takes, `budget` a new player's time per move,
    /// and `now` the caller's clock.
    ///
    /// Asks for a search when a computer is to move and none is under way for `position`;
    /// withdraws (cancels) one for another position, or when no computer is to move.
    /// Returns the act (a move, or an opening's choice), with the position it is for,
    /// once both the answer and the think delay are in; the caller does it (if the
    /// position is still on the board).
    pub fn poll(
        &mut self,
        scheduler: &mut Scheduler,
        position: &Board,
        computer_to_move: Option<(Level, Step)>,
        think_delay: Duration,
        budget: Duration,
        now: Duration,
    ) -> Option<(Board, Act)> {
        let stale = self.pending.as_ref().is_some_and(|p| {
            p.position != *position || computer_to_move.is_none_or(|(_, step)| step != p.step)
        });
        if stale {
            self.stop(scheduler);
        }
        let (level, step) = computer_to_move?;
        if self.pending.is_none() {
            let job = self.job(position, level, step, budget);
            // Replaces (and so cancels) any search for another position.
            scheduler.ask(Client::ComputerMove, position, job);
            self.pending = Some(Pending {
                position: position.clone(),
                step,
                answer: None,
                due: now.saturating_add(think_delay),
                keep_player: true,
            });
        }
        let pending = self.pending.as_mut()?;
        if pending.answer.is_none() {
            match scheduler.take(Client::ComputerMove) {
                Some((searched, Answer::Chosen(player, cell))) => {
                    if pending.keep_player {
                        self.players[searched.to_move().index()] = Some(*player);
                    }
                    pending.answer = Some(cell.map(Act::Move));
                }
                Some((_, Answer::Opening(act))) => pending.answer = Some(act),
                Some((_, Answer::Appraisal(_))) => {}
                // Its search ended with no answer: asked again at the next poll.
                None if !scheduler.is_busy(Client::ComputerMove) => {
                    self.pending = None;
                    return None;
                }
                None => {}
            }
        }
        let pending = self.pending.as_ref()?;
        let answer = pending.answer?;
        if now < pending.due {
            return None;
        }
        let pending = self.pending.take()?;
        answer.map(|act| (pending.position, act))
    }

    /// The job for a computer of `level` to act on `position` as the opening asks
    /// (`step`): its move as usual, or its stone or choice in the opening.
    fn job(&mut self, position: &Board, level: Level, step: Step, budget: Duration) -> Job {
        match step {
            Step::Play { .. } => Job::Choose(Box::new(self.player(position, level, budget))),
            // An opening's stones and choices are thought over for a share of a move's
            // time whatever the level: they are placed to be even, not to win.
            _ => Job::Opening {
                step,
                budget: budget.min(Duration::from_secs(1)),
                seed: self.rng.random(),
            },
        }
    }

    /// The player for the mark to move on `position`: the one kept, if of this level, else
    /// a new one with `budget` per move.
    fn player(&mut self, position: &Board, level: Level, budget: Duration) -> Player {
        match self.players[position.to_move().index()].take() {
            Some(player) if player.level() == level => player,
            _ => Player::new(level, self.rng.random()).with_budget(budget),
        }
    }

    /// Whether a computer's move is under way: searching, or waiting out the think delay.
    pub fn is_thinking(&self) -> bool {
        self.pending.is_some()
    }

    /// When the think delay of the move under way ends, on the caller's clock: poll again
    /// then at the latest (the answer may come later). `None` when no move is under way.
    pub fn wake_at(&self) -> Option<Duration> {
        self.pending.as_ref().map(|p| p.due)
    }

    /// Withdraws the move under way (leaving the board, an undo): its search is cancelled.
    pub fn stop(&mut self, scheduler: &mut Scheduler) {
        if self.pending.take().is_some() {
            scheduler.withdraw(Client::ComputerMove);
        }
    }

    /// Forgets the players, and so what their tables hold: for a new game, or a game
    /// taken back into play. A player searching now is not kept when it answers.
    pub fn forget_players(&mut self) {
        self.players = [None, None];
        if let Some(pending) = &mut self.pending {
            pending.keep_player = false;
        }
    }

    /// The move of a computer of `level` on `position`, waiting for it (no think delay):
    /// for a front end that blocks, such as a game read from lines or played over the
    /// network. The player is kept for its next move as [`ComputerTurn::poll`] keeps it;
    /// a move under way is withdrawn first. `step` is what the opening asks, `budget` a
    /// new player's time per move. `None` when the game is over (no legal move) or the
    /// search ended without an answer.
    pub fn choose_now(
        &mut self,
        scheduler: &mut Scheduler,
        position: &Board,
        level: Level,
        step: Step,
        budget: Duration,
    ) -> Option<Act> {
        self.stop(scheduler);
        let job = self.job(position, level, step, budget);
        scheduler.ask(Client::ComputerMove, position, job);
        match scheduler.wait_for(Client::ComputerMove)? {
            (searched, Answer::Chosen(player, cell)) => {
                self.players[searched.to_move().index()] = Some(*player);
                cell.map(Act::Move)
            }
            (_, Answer::Opening(act)) => act,
            (_, Answer::Appraisal(_)) => None,
        }
    }
}

#[cfg(test)]
mod tests;
