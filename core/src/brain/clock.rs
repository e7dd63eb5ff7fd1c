//! A brain's time: what the manager allows (`INFO timeout_turn`, `timeout_match`,
//! `time_left`) and the budget of each move drawn from it.

use std::time::Duration;

/// The least a move is given, even when the manager asks for speed (`timeout_turn 0`) or
/// the match clock is nearly out: enough for a shallow search on 22x22.
pub const FASTEST: Duration = Duration::from_millis(10);

/// What is kept back from the turn's limit for reading the command, setting up the board
/// and writing the answer: a twentieth of the limit plus this.
const TURN_MARGIN: Duration = Duration::from_millis(20);

/// A move takes at most this share of the match time left: the match clock then never
/// runs out, however long the game, and the early moves (where games are decided) get the
/// most.
const MATCH_SHARE: u32 = 20;

/// The match clock's last second is never spent on one move.
const MATCH_RESERVE: Duration = Duration::from_secs(1);

/// The limits a manager set, and the time this brain has spent in the current game.
#[derive(Clone, Debug, Default)]
pub struct Clock {
    /// `timeout_turn`: the limit of one move; `None` until told.
    turn: Option<Duration>,
    /// `timeout_match`: the limit of a whole match; `None` when not told.
    whole: Option<Duration>,
    /// `timeout_match 0`: the match has no limit, whatever `time_left` says.
    unlimited: bool,
    /// `time_left`: what is left of the match, as last told.
    left: Option<Duration>,
    /// Thinking time spent since the last `time_left` (or since the game began).
    spent: Duration,
}

impl Clock {
    /// Sets `timeout_turn` (0: as fast as possible).
    pub fn set_turn(&mut self, limit: Duration) {
        self.turn = Some(limit);
    }

    /// Sets `timeout_match` (0: no limit).
    pub fn set_match(&mut self, limit: Duration) {
        self.whole = (!limit.is_zero()).then_some(limit);
        self.unlimited = limit.is_zero();
    }

    /// Sets `time_left`, what is left of the match.
    pub fn set_left(&mut self, left: Duration) {
        self.left = Some(left);
        self.spent = Duration::ZERO;
    }

    /// A new game: the time spent so far no longer counts against this one.
    pub fn new_game(&mut self) {
        self.spent = Duration::ZERO;
        self.left = None;
    }

    /// Counts `time` spent on a move against the match clock.
    pub fn spend(&mut self, time: Duration) {
        self.spent += time;
    }

    /// The time the next move may take: under the turn's limit less its margin, and under
    /// a twentieth of the match time left (less its last second; none after
    /// `timeout_match 0`); `default` when the manager has set no limit; never less than
    /// [`FASTEST`].
    pub fn budget(&self, default: Duration) -> Duration {
        let turn = match self.turn {
            None => default,
            Some(limit) if limit.is_zero() => FASTEST,
            Some(limit) => limit.saturating_sub(limit / 20 + TURN_MARGIN),
        };
        let left = self
            .left
            .or(self.whole)
            .filter(|_| !self.unlimited)
            .map(|left| left.saturating_sub(self.spent));
        let share = left.map_or(Duration::MAX, |left| {
            (left / MATCH_SHARE).min(left.saturating_sub(MATCH_RESERVE))
        });
        turn.min(share).max(FASTEST)
    }
}
