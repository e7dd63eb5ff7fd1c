//! What a host says of strangers turned away: a tally (how many wrong codes, from where the
//! last came, how many held off by the limits), told at most once a second however many
//! come, so that a peer without the code cannot fill this side's log (or wake its game) at
//! the rate it can connect, and kept in a few numbers, never a list.

use std::fmt;
use std::net::{IpAddr, SocketAddr};
use std::time::{Duration, Instant};

use tictactoe_core::words::printable;

/// The least time between two tellings.
pub const EVERY: Duration = Duration::from_secs(1);

/// Why one connection was turned away.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rejection {
    /// It proved another code (or another resume secret).
    WrongCode,
    /// Its network used up its tries of the last minute.
    TooManyTries,
    /// Its network had as many handshakes running as it may.
    TooManyAtOnce,
    /// The handshake broke off (not TLS, silent past the deadline, closed): the system's or
    /// TLS's own words.
    BrokeOff(String),
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rejection::WrongCode => f.write_str("wrong code"),
            Rejection::TooManyTries => f.write_str("too many tries in the last minute"),
            Rejection::TooManyAtOnce => f.write_str("too many connections at once"),
            Rejection::BrokeOff(why) => f.write_str(&printable(why)),
        }
    }
}

/// Everyone turned away since the host began listening for the current code.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Refusals {
    /// Connections that proved another code.
    pub wrong_codes: u64,
    /// Where the last wrong code came from.
    pub last_wrong_code: Option<IpAddr>,
    /// Connections the limits turned away before any handshake (too many tries, or too
    /// many at once, from one network).
    pub held_off: u64,
    /// Handshakes that broke off.
    pub broke_off: u64,
    /// The last one turned away, and why.
    pub last: Option<(SocketAddr, Rejection)>,
}

impl Refusals {
    /// All turned away, whatever the reason.
    pub fn total(&self) -> u64 {
        self.wrong_codes + self.held_off + self.broke_off
    }
}

/// For the log: "192.168.1.23:50412: wrong code (in all: 3 wrong codes, 41 held off, 2
/// broke off)".
impl fmt::Display for Refusals {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some((from, why)) = &self.last {
            match super::internet::caller(from.ip()) {
                Some(key) => write!(f, "{key}: {why} ")?,
                None => write!(f, "{from}: {why} ")?,
            }
        }
        write!(
            f,
            "(in all: {} wrong codes, {} held off, {} broke off)",
            self.wrong_codes, self.held_off, self.broke_off
        )
    }
}

/// Strangers turned away, told at most once every [`EVERY`].
#[derive(Debug, Default)]
pub struct TurnedAway {
    so_far: Refusals,
    told_at: Option<Instant>,
    /// Some were turned away since the last telling.
    untold: bool,
}

impl TurnedAway {
    /// Notes one turned away, from `from`, and why.
    pub fn note(&mut self, from: SocketAddr, why: Rejection) {
        // An IPv4 peer of a dual-stack listener, shown as IPv4.
        let from = SocketAddr::new(from.ip().to_canonical(), from.port());
        match why {
            Rejection::WrongCode => {
                self.so_far.wrong_codes += 1;
                self.so_far.last_wrong_code = Some(from.ip());
            }
            Rejection::TooManyTries | Rejection::TooManyAtOnce => self.so_far.held_off += 1,
            Rejection::BrokeOff(_) => self.so_far.broke_off += 1,
        }
        self.so_far.last = Some((from, why));
        self.untold = true;
    }

    /// When the next telling is due: `None` while nothing is untold.
    pub fn due(&self) -> Option<Instant> {
        self.untold
            .then(|| self.told_at.map_or_else(Instant::now, |at| at + EVERY))
    }

    /// The tally to tell at `now`, if something is untold and the last telling is at least
    /// [`EVERY`] old.
    pub fn tell(&mut self, now: Instant) -> Option<Refusals> {
        let early = self.told_at.is_some_and(|at| now < at + EVERY);
        if !self.untold || early {
            return None;
        }
        self.told_at = Some(now);
        self.untold = false;
        Some(self.so_far.clone())
    }

    /// Notes one and gives the tally when a telling is due (the command line's way).
    pub fn note_and_tell(
        &mut self,
        from: SocketAddr,
        why: Rejection,
        now: Instant,
    ) -> Option<Refusals> {
        self.note(from, why);
        self.tell(now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_thousand_strangers_in_a_second_are_told_once_then_once_more_in_all() {
        let from: SocketAddr = "192.168.1.23:50412".parse().unwrap();
        let start = Instant::now();
        let mut turned = TurnedAway::default();
        let told: Vec<Refusals> = (0..1000)
            .filter_map(|_| turned.note_and_tell(from, Rejection::WrongCode, start))
            .collect();
        assert_eq!(told.len(), 1);
        assert_eq!(
            told[0].to_string(),
            "192.168.1.23:50412: wrong code (in all: 1 wrong codes, 0 held off, 0 broke off)"
        );
        // The rest is told when due, even if no one else comes.
        assert_eq!(turned.due(), Some(start + EVERY));
        assert_eq!(turned.tell(start + EVERY / 2), None);
        let then = turned.tell(start + EVERY).expect("due");
        assert_eq!(then.wrong_codes, 1000);
        assert_eq!(then.last_wrong_code, Some(from.ip()));
        assert_eq!(turned.due(), None, "nothing untold");
        turned.note(from, Rejection::TooManyTries);
        turned.note(from, Rejection::BrokeOff("TLS: bad record".into()));
        let last = turned.tell(start + EVERY * 3).expect("due");
        assert_eq!((last.held_off, last.broke_off, last.total()), (1, 1, 1002));
    }
}
