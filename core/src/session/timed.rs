//! The game clock in a session: each player's time left, the flag that ends a game when one
//! runs out (here, or at a network friend's, whose word is checked), and a computer's
//! thinking kept within its clock. The clock itself is [`crate::clock`].

use std::time::{Duration, Instant};

use mnk::opening::Role;
use mnk::{Mark, MoveError};

use super::{Refusal, SavedClock, Seat, Session, Stage};

/// How much later a network friend's clock runs out on this side than on theirs: the
/// time their acts may take to arrive (the lag of a slow connection, not a satellite's).
pub const REMOTE_GRACE: Duration = Duration::from_secs(2);

impl Session {
    /// In a timed game, X's and O's time left now (the clock of the player to act runs);
    /// `None` in an untimed game.
    pub fn clock_left(&self) -> Option<[Duration; 2]> {
        let clock = self.game.clock.as_ref()?;
        let stage = self.game.stage();
        let actor = (!self.is_over()).then(|| self.game.actor_at(stage));
        let mut left = clock.left(stage.index(), actor, Instant::now());
        // The player out of time has none.
        match self.game.out_of_time {
            Some(Role::First) => left[0] = Duration::ZERO,
            Some(Role::Second) => left[1] = Duration::ZERO,
            None => {}
        }
        let first_at_x = self.mark_of(Role::First) == Mark::X;
        Some(if first_at_x { left } else { [left[1], left[0]] })
    }

    /// The mark that lost on time, once the game ended so.
    pub fn out_of_time(&self) -> Option<Mark> {
        self.game.out_of_time.map(|role| self.mark_of(role))
    }

    /// Ends a timed game whose player to act has no time left: they lose. Returns their
    /// mark when it ends so now. Every front end calls it while a clock runs (the window
    /// each frame it draws the clock, the terminal each tick).
    pub fn flag_fall(&mut self) -> Option<Mark> {
        if !self.flag_due() {
            return None;
        }
        let actor = self.game.actor_at(self.game.stage());
        self.game.out_of_time = Some(actor);
        self.unsettled = true;
        Some(self.mark_of(actor))
    }

    /// Whether the player to act in a timed game has no time left now
    /// ([`Session::flag_fall`] ends the game).
    ///
    /// The friend of a network game is out of time here [`REMOTE_GRACE`] late: their acts
    /// reach this side after their clock stops on theirs.
    pub fn flag_due(&self) -> bool {
        let Some(clock) = &self.game.clock else {
            return false;
        };
        let stage = self.game.stage();
        let actor = self.game.actor_at(stage);
        let grace = match self.seat_of(actor) {
            Seat::Remote => REMOTE_GRACE,
            _ => Duration::ZERO,
        };
        let past = clock.past_zero(stage.index(), actor, Instant::now());
        !self.is_over() && past.is_some_and(|past| past >= grace)
    }

    /// Both players' clocks as they read now, by the opening's roles (first, second), in
    /// milliseconds: what the autosave keeps and a network host sends.
    pub fn clock_now(&self) -> Option<SavedClock> {
        self.game.clock_now()
    }

    /// Takes a network host's clock (or none) for the game on the board, as it reads now:
    /// in range, the turn on the board begun now.
    pub fn take_clock(&mut self, clock: Option<SavedClock>) {
        self.rules.clock = clock.map(|c| c.control.tidied());
        self.game.clock = clock.map(|saved| saved.resumed(self.game.stage().index()));
    }

    /// The friend of a network game says the player of `mark` ran out of time. Believed
    /// of the friend's own seat, and of this side's only when its clock here has at most
    /// [`REMOTE_GRACE`] left (the friend's clock of it runs ahead by the moves' travel).
    /// Returns whether the game ended so now.
    ///
    /// # Errors
    /// A claim this side's clock does not bear out, or of an untimed game: in words.
    pub fn claim_out_of_time(&mut self, mark: Mark) -> Result<bool, String> {
        let Some(clock) = &self.game.clock else {
            return Err("a loss on time in an untimed game".into());
        };
        if self.is_over() {
            return Ok(false);
        }
        let stage = self.game.stage();
        let actor = self.game.actor_at(stage);
        if self.mark_of(actor) != mark {
            return Err(format!("{mark} out of time on the other's turn"));
        }
        if self.seats.get(mark) != Seat::Remote {
            let left = clock.left(stage.index(), Some(actor), Instant::now());
            let left = left[usize::from(actor == Role::Second)];
            if left > REMOTE_GRACE {
                return Err(format!(
                    "{mark} out of time with {} ms left",
                    left.as_millis()
                ));
            }
        }
        self.game.out_of_time = Some(actor);
        self.unsettled = true;
        Ok(true)
    }

    /// How long until the running clock shows another second (clocks show whole seconds,
    /// rounded up: 0:00 is out of time); `None` when no clock runs. A front end that
    /// sleeps while nothing moves wakes then.
    pub fn next_clock_tick(&self) -> Option<Duration> {
        let left = self.clock_left()?;
        let running = left[self.actor()?.1.index()];
        let part = running.subsec_nanos();
        let nanos = if part == 0 { 1_000_000_000 } else { part };
        Some(Duration::from_nanos(nanos.into()))
    }

    /// A computer's think delay and search budget as its clock allows: in a timed game,
    /// each at most a thirtieth of its time left plus half its increment (a game of 30
    /// moves more, the rule of thumb of engines' time managers), so a computer never
    /// loses on time by its settings.
    pub fn computer_times(&self, delay: Duration, budget: Duration) -> (Duration, Duration) {
        let (Some(left), Some((_, mark)), Some(clock)) =
            (self.clock_left(), self.actor(), self.game.clock.as_ref())
        else {
            return (delay, budget);
        };
        let share = left[mark.index()] / 30 + clock.control.increment() / 2;
        (delay.min(share / 2), budget.min(share))
    }

    /// The clock of the player who acted at `stage` stops: their time spent comes off and
    /// the increment goes on. Refuses, ending the game, when their time had run out.
    pub(super) fn clock_acts(&mut self, stage: Stage) -> Result<(), Refusal> {
        if self.flag_fall().is_some() {
            return Err(Refusal::Illegal(MoveError::GameOver));
        }
        let actor = self.game.actor_at(stage);
        if let Some(clock) = self.game.clock.as_mut() {
            clock.acted(stage.index(), actor, Instant::now());
        }
        Ok(())
    }
}
