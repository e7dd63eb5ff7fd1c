//! What moves on the Playing screen by itself: a computer's search and its think delay, a
//! hint's search, a flash that ends. The loop sleeps until a key unless one of them runs.
//! The searches are asked of the game's one [`Scheduler`].

use std::time::{Duration, Instant};

use super::{FLASH, FRAME, Hint, Message, Playing};
use tictactoe_core::computer::{Answer, Client, Job, Scheduler};
use tictactoe_core::kept::KeptSession;
use tictactoe_core::session::Seat;
use tictactoe_core::words::hint_sentence;

impl Playing {
    pub(super) fn ask_hint(&mut self, kept: &KeptSession, scheduler: &mut Scheduler) {
        if !kept.session.person_to_move() {
            return;
        }
        let position = kept.session.board().clone();
        if self.hint.as_ref().is_some_and(|h| h.position == position) {
            return;
        }
        let budget = kept.settings.hard_budget;
        scheduler.ask(Client::Hint, &position, Job::Appraise(budget));
        self.hint = Some(Hint {
            position,
            searching: true,
            since: Instant::now(),
            answer: None,
        });
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
        if let Some(hint) = &mut self.hint
            && hint.searching
        {
            changed = true;
            if let Some((_, Answer::Appraisal(appraisal))) = scheduler.take(Client::Hint) {
                hint.searching = false;
                if let Some(appraisal) = appraisal
                    && let Some(&cell) = appraisal.best.first()
                {
                    let text = hint_sentence(
                        &crate::terminal::catalog(),
                        &hint.position,
                        cell,
                        &appraisal,
                    );
                    hint.answer = Some((text, vec![cell]));
                }
            } else if !scheduler.is_busy(Client::Hint) {
                // Its search ended with no answer.
                hint.searching = false;
            }
        }
        if self
            .hint
            .as_ref()
            .is_some_and(|h| !h.searching && h.answer.is_none())
        {
            // Asking again tries again.
            self.hint = None;
            self.message = Some(Message {
                text: crate::terminal::catalog().text("term-no-hint"),
                warning: false,
            });
        }
        changed |= self.computer_turn(now, kept, scheduler);
        changed
    }

    /// The computer's turn: asks for its search, and plays its move once found and once
    /// the think delay is over. Whether anything on screen changed (the spinner turns).
    fn computer_turn(
        &mut self,
        now: Instant,
        kept: &mut KeptSession,
        scheduler: &mut Scheduler,
    ) -> bool {
        let clock = now.saturating_duration_since(self.epoch);
        let mut changed = self.turn.is_thinking();
        // Twice at most: with two computers, the next one starts at once, as the window's.
        for _ in 0..2 {
            let level = match kept.session.mover() {
                Some((_, Seat::Computer(level))) => Some(level),
                _ => None,
            };
            let board = kept.session.board().clone();
            let (delay, budget) = (kept.settings.think_delay, kept.settings.hard_budget);
            let moved = self
                .turn
                .poll(scheduler, &board, level, delay, budget, clock);
            changed |= self.turn.is_thinking();
            let Some((position, cell)) = moved else {
                break;
            };
            changed = true;
            let took = now.saturating_duration_since(self.turn_since);
            let ms = took.as_millis().min(u32::MAX as u128) as u32;
            if kept.session.play(cell, &position, ms).is_err() {
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
        if let Some(due) = self.turn.wake_at().filter(|&due| due > clock) {
            soon(due - clock);
        }
        let computer = matches!(kept.session.mover(), Some((_, Seat::Computer(_))));
        if computer || self.turn.is_thinking() || self.hint.as_ref().is_some_and(|h| h.searching) {
            soon(FRAME);
        }
        wake
    }
}
