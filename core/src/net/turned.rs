//! What a host says of strangers turned away: at most a line a second, however many come,
//! so that a peer without the code cannot fill this side's log (or wake its game) at the
//! rate it can connect.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

/// The least time between two lines.
pub const EVERY: Duration = Duration::from_secs(1);

/// Strangers turned away, said at most once every [`EVERY`].
#[derive(Debug, Default)]
pub struct TurnedAway {
    said_at: Option<Instant>,
    /// Turned away since the last line.
    unsaid: usize,
}

impl TurnedAway {
    /// Notes one turned away at `now`, from `from` and why: the line to say, when one is
    /// due ("192.168.1.23:50412: wrong code (and 41 more since)").
    pub fn note(&mut self, from: SocketAddr, why: &str, now: Instant) -> Option<String> {
        if self
            .said_at
            .is_some_and(|at| now.saturating_duration_since(at) < EVERY)
        {
            self.unsaid += 1;
            return None;
        }
        let line = match self.unsaid {
            0 => format!("{from}: {why}"),
            more => format!("{from}: {why} (and {more} more since)"),
        };
        self.said_at = Some(now);
        self.unsaid = 0;
        Some(line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_thousand_strangers_in_a_second_make_one_line_then_one_more() {
        let from: SocketAddr = "192.168.1.23:50412".parse().unwrap();
        let start = Instant::now();
        let mut turned = TurnedAway::default();
        let lines: Vec<String> = (0..1000)
            .filter_map(|_| turned.note(from, "wrong code", start))
            .collect();
        assert_eq!(lines, ["192.168.1.23:50412: wrong code"]);
        assert_eq!(
            turned
                .note(from, "too many tries", start + EVERY)
                .as_deref(),
            Some("192.168.1.23:50412: too many tries (and 999 more since)")
        );
    }
}
