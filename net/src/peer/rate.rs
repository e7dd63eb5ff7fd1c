//! How many messages a peer may send: a token bucket (a steady rate and a burst above it),
//! so that a peer with the code still cannot keep this side busy, or its queue long.

use std::time::Instant;

/// Messages a second a peer may keep sending: many times a person's moves and asks with
/// the pings, few enough that the game reads each frame's share at once.
pub const MESSAGES_PER_SECOND: f64 = 10.0;

/// The most messages a peer may send at once, above the steady rate.
pub const MESSAGE_BURST: f64 = 40.0;

/// The messages a peer has left to send now.
#[derive(Debug)]
pub struct MessageRate {
    left: f64,
    at: Instant,
}

impl MessageRate {
    /// A full bucket at `now`.
    pub fn new(now: Instant) -> MessageRate {
        MessageRate {
            left: MESSAGE_BURST,
            at: now,
        }
    }

    /// Spends one message at `now`: `false` when none is left.
    pub fn spend(&mut self, now: Instant) -> bool {
        let earned = now.saturating_duration_since(self.at).as_secs_f64() * MESSAGES_PER_SECOND;
        self.left = (self.left + earned).min(MESSAGE_BURST);
        self.at = now;
        if self.left < 1.0 {
            return false;
        }
        self.left -= 1.0;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_burst_is_spent_then_the_steady_rate_comes_back() {
        let start = Instant::now();
        let mut bucket = MessageRate::new(start);
        let burst = MESSAGE_BURST as usize;
        assert!((0..burst).all(|_| bucket.spend(start)));
        assert!(!bucket.spend(start));
        // A second later, a second's rate (and no more).
        let later = start + Duration::from_secs(1);
        let rate = MESSAGES_PER_SECOND as usize;
        assert_eq!((0..rate * 3).filter(|_| bucket.spend(later)).count(), rate);
        // A long quiet fills the bucket to the burst, not past it.
        let quiet = later + Duration::from_secs(3600);
        assert_eq!(
            (0..burst * 2).filter(|_| bucket.spend(quiet)).count(),
            burst
        );
    }
}
