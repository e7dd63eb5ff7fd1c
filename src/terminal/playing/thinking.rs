//! What moves on the Playing screen by itself: a computer's search (or the brain's move)
//! and its think delay, a hint's search (the core's [`tictactoe_core::advice::Advisor`]), a
//! flash that ends. The loop sleeps until a key unless one of them runs.
//! The searches are asked of the game's one [`Scheduler`].

use std::time::{Duration, Instant};

use super::{FLASH, FRAME, Playing};
use tictactoe_core::advice::Hint;
use tictactoe_core::computer::Scheduler;
use tictactoe_core::i18n::Arg;
use tictactoe_core::kept::KeptSession;
use tictactoe_core::session::Act;

use crate::terminal::catalog;

impl Playing {
    pub(super) fn ask_hint(&mut self, kept: &KeptSession, scheduler: &mut Scheduler) {
        self.advise(kept, scheduler);
        if self.advisor.ask_hint() && *self.advisor.hint() == Hint::Searching {
            self.hint_since = Instant::now();
        }
    }

    /// The hint is for the game's position while a person is to move.
    fn advise(&mut self, kept: &KeptSession, scheduler: &mut Scheduler) {
        let position = kept.session.advice_wanted().then(|| kept.session.board());
        self.advisor.advise_on(position, scheduler);
    }

    /// Moves time on: a computer's search asked for, its move played once the think delay
    /// is over, a hint's answer taken, a flash ended. Whether anything on screen changed.
    /// The scheduler is stepped by the caller, before and after.
    pub fn tick(
        &mut self,
        now: Instant,
        kept: &mut KeptSession,
        scheduler: &mut Scheduler,
    ) -> bool {
        let mut changed = false;
        if self.flash.is_some_and(|(_, at)| now >= at + FLASH) {
            self.flash = None;
            changed = true;
        }
        self.advise(kept, scheduler);
        let searching = *self.advisor.hint() == Hint::Searching;
        let budget = kept.settings.hard_budget;
        if self.advisor.step(false, budget, scheduler).hint {
            changed = true;
            if *self.advisor.hint() == Hint::NotFound {
                self.tell(crate::terminal::catalog().text("no-hint"), false);
            }
        }
        // The spinner turns while the hint is searched.
        changed |= searching;
        changed |= self.computer_turn(now, kept, scheduler);
        // A running clock is drawn each second (one that runs out: [`App::tick`]).
        changed |= kept.session.next_clock_tick().is_some();
        changed
    }

    /// The computer's turn (and the brain's): asks for its search, and plays its move once
    /// found and once the think delay is over. A brain that fails leaves its seat to a
    /// person, and the status line says why. Whether anything on screen changed (the
    /// spinner turns).
    fn computer_turn(
        &mut self,
        now: Instant,
        kept: &mut KeptSession,
        scheduler: &mut Scheduler,
    ) -> bool {
        let clock = now.saturating_duration_since(self.epoch);
        let mut changed = self.turn.is_thinking() || self.brain.is_thinking();
        // Twice at most: with two computers, the next one starts at once, as the window's.
        for _ in 0..2 {
            let to_act = kept.session.computer_to_act();
            let board = kept.session.board().clone();
            let (delay, budget) = kept
                .session
                .computer_times(kept.settings.think_delay, kept.settings.hard_budget);
            let mut moved = self
                .turn
                .poll(scheduler, &board, to_act, delay, budget, clock);
            let setup = kept.settings.brain_setup();
            let brain_to_move = kept.session.brain_to_move();
            match self
                .brain
                .poll(setup.as_ref(), &board, brain_to_move, delay, clock)
            {
                Some(Ok((position, cell))) => moved = Some((position, Act::Move(cell))),
                Some(Err(failure)) => {
                    for mark in kept.session.brain_failed() {
                        let args = [
                            ("why", Arg::Message(failure.key())),
                            ("mark", mark.to_string().into()),
                        ];
                        self.tell(catalog().text_with("brain-stopped", &args), true);
                    }
                    kept.settle();
                    changed = true;
                }
                None => {}
            }
            changed |= self.turn.is_thinking() || self.brain.is_thinking();
            let Some((position, act)) = moved else {
                break;
            };
            changed = true;
            let took = now.saturating_duration_since(self.turn_since);
            let ms = took.as_millis().min(u32::MAX as u128) as u32;
            if kept.session.act(act, &position, ms).is_err() {
                break;
            }
            self.moved(kept, scheduler);
        }
        changed
    }

    /// When [`Playing::tick`] next has work; `None` while the game waits for a key.
    pub fn wake_in(&self, now: Instant, kept: &KeptSession) -> Option<Duration> {
        let mut wake: Option<Duration> = None;
        let mut soon = |d: Duration| wake = Some(wake.map_or(d, |w| w.min(d)));
        if let Some((_, at)) = self.flash {
            soon((at + FLASH).saturating_duration_since(now));
        }
        let clock = now.saturating_duration_since(self.epoch);
        // The move is played as its think delay ends, not a frame later; once the delay is
        // over, the frames below look for the answer (never a wait of zero, which spins).
        let due = self.turn.wake_at().or(self.brain.wake_at());
        if let Some(due) = due.filter(|&due| due > clock) {
            soon(due - clock);
        }
        let computer = kept
            .session
            .mover()
            .is_some_and(|(_, seat)| seat.is_computer());
        let thinking = self.turn.is_thinking() || self.brain.is_thinking();
        if computer || thinking || *self.advisor.hint() == Hint::Searching {
            soon(FRAME);
        }
        if let Some(tick) = kept.session.next_clock_tick() {
            soon(tick + Duration::from_millis(5));
        }
        wake
    }
}
