//! What moves on the Playing screen by itself: a computer's search and its think delay, a
//! hint's search, a flash that ends. The loop sleeps until a key unless one of them runs.

use std::time::{Duration, Instant};

use mnk::Player;
use rand::Rng;

use super::{FLASH, FRAME, Hint, Message, Playing, Thinking};
use crate::terminal::kept::KeptSession;
use crate::terminal::worker;
use tictactoe_core::session::Seat;
use tictactoe_core::words::hint_sentence;

impl Playing {
    pub(super) fn ask_hint(&mut self, kept: &KeptSession) {
        if !kept.session.person_to_move() {
            return;
        }
        let position = kept.session.board().clone();
        if self.hint.as_ref().is_some_and(|h| h.position == position) {
            return;
        }
        self.hint = Some(Hint {
            job: Some(worker::appraise(
                vec![position.clone()],
                kept.settings.hard_budget,
            )),
            position,
            since: Instant::now(),
            answer: None,
        });
    }

    /// Moves time on: starts a computer's search, plays its move once the think delay is
    /// over, takes a hint's answer, ends a flash. Whether anything on screen changed.
    pub fn tick(&mut self, now: Instant, kept: &mut KeptSession) -> bool {
        let mut changed = false;
        if self.flash.is_some_and(|(_, at)| now >= at + FLASH) {
            self.flash = None;
            changed = true;
        }
        if let Some(hint) = &mut self.hint
            && let Some(job) = &mut hint.job
        {
            changed = true;
            if let Some((_, appraisal)) = job.try_next() {
                hint.job = None;
                if let Some(appraisal) = appraisal
                    && let Some(&cell) = appraisal.best.first()
                {
                    let text =
                        hint_sentence(&crate::terminal::words(), &hint.position, cell, &appraisal);
                    hint.answer = Some((text, vec![cell]));
                }
            } else if job.is_done() {
                hint.job = None;
            }
        }
        if self
            .hint
            .as_ref()
            .is_some_and(|h| h.job.is_none() && h.answer.is_none())
        {
            // Asking again tries again.
            self.hint = None;
            self.message = Some(Message {
                text: crate::terminal::words().text("term-no-hint"),
                warning: false,
            });
        }
        if let Some(thinking) = &mut self.thinking {
            changed = true;
            if thinking.chosen.is_none()
                && let Some((player, cell)) = thinking.job.try_next()
            {
                self.players[thinking.mark as usize] = Some(player);
                thinking.chosen = Some(cell);
            }
            match thinking.chosen {
                Some(Some(cell)) if now >= thinking.since + kept.settings.think_delay => {
                    let ms = (now - thinking.since).as_millis().min(u32::MAX as u128) as u32;
                    let position = thinking.position.clone();
                    self.thinking = None;
                    if kept.session.play(cell, &position, ms).is_ok() {
                        self.moved(kept);
                    }
                }
                Some(None) => self.thinking = None,
                None if thinking.job.is_done() => self.thinking = None,
                _ => {}
            }
        }
        if self.thinking.is_none()
            && let Some((mark, Seat::Computer(level))) = kept.session.mover()
        {
            let position = kept.session.board().clone();
            let budget = kept.settings.hard_budget;
            let player = self.players[mark as usize]
                .take()
                .unwrap_or_else(|| Player::new(level, rand::rng().random()).with_budget(budget));
            self.thinking = Some(Thinking {
                job: worker::choose(player, &position),
                position,
                mark,
                since: now,
                chosen: None,
            });
            changed = true;
        }
        changed
    }

    /// When [`Playing::tick`] next has work; `None` while the game waits for a key.
    pub fn wake_in(&self, now: Instant) -> Option<Duration> {
        let mut wake: Option<Duration> = None;
        let mut soon = |d: Duration| wake = Some(wake.map_or(d, |w| w.min(d)));
        if let Some((_, at)) = self.flash {
            soon((at + FLASH).saturating_duration_since(now));
        }
        if self.thinking.is_some() || self.hint.as_ref().is_some_and(|h| h.job.is_some()) {
            soon(FRAME);
        }
        wake
    }
}
