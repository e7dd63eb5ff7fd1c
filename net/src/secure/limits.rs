//! The host's limits on strangers, by origin ([`origin`]: what a stranger cannot choose):
//! tries at the code a minute, from one origin and from all, and handshakes at once, each
//! with a share kept for an origin that has not tried (the friend's, when strangers knock). The listener
//! ([`super::host`]) checks them as it accepts, before any TLS; each handshake
//! ([`super::handshake`]) counts its try as its key exchange starts.

use std::collections::VecDeque;
use std::net::{IpAddr, Ipv6Addr};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// The most tries at the code a host takes from one origin in a minute; more are turned
/// away without a guess.
pub const TRIES_PER_MINUTE: usize = 5;

/// The most tries a host takes from all origins together in a minute: with many, still
/// years to guess a code (18^6 / 20 a minute).
pub const ALL_TRIES_PER_MINUTE: usize = 20;

/// Of [`ALL_TRIES_PER_MINUTE`], the tries only an origin that has not tried in the last
/// minute may take: four origins knocking leave the friend's a try.
pub const TRIES_KEPT_FOR_A_NEW_ORIGIN: usize = 5;

/// The most handshakes a host runs at once for one origin.
pub const HANDSHAKES_PER_ORIGIN: usize = 4;

/// The most handshakes a host runs at once; a connection beyond them is closed unheard.
pub const HANDSHAKES_AT_ONCE: usize = 16;

/// Of [`HANDSHAKES_AT_ONCE`], those only an origin with none running may take.
pub const HANDSHAKES_KEPT_FOR_A_NEW_ORIGIN: usize = 4;

/// Where a connection from `ip` comes from, for the limits: what a stranger cannot choose.
/// - An IPv4 address of a private network, link-local or loopback is its own origin: on a
///   LAN, the friend and a stranger share a /24 but not an address (and the internet
///   gateway gives each caller's path an address of its own, `127.a.b.1`).
/// - Any other IPv4 address counts as its /24, and an IPv6 address as its /64 ([`network`]):
///   a computer takes any address there at will.
pub fn origin(ip: IpAddr) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V4(v4) if v4.is_private() || v4.is_link_local() || v4.is_loopback() => {
            IpAddr::V4(v4)
        }
        other => network(other),
    }
}

/// The network `ip` is in: its /24 (IPv4) or /64 (IPv6); an IPv4 address written as IPv6
/// (`::ffff:a.b.c.d`) counts as IPv4.
pub fn network(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(v4) => {
            let [a, b, c, _] = v4.octets();
            IpAddr::from([a, b, c, 0])
        }
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => network(IpAddr::V4(v4)),
            None => IpAddr::V6(Ipv6Addr::from(u128::from(v6) & !u128::from(u64::MAX))),
        },
    }
}

/// The tries at the code of the last minute, by origin: at most [`ALL_TRIES_PER_MINUTE`].
#[derive(Debug, Default)]
pub struct Tries(VecDeque<(IpAddr, Instant)>);

impl Tries {
    /// Whether one from `ip` may try at `now` (the tries of more than a minute ago are
    /// forgotten first).
    pub fn allowed(&mut self, ip: IpAddr, now: Instant) -> bool {
        self.0
            .retain(|(_, t)| now.saturating_duration_since(*t) <= Duration::from_secs(60));
        let from_there = self.0.iter().filter(|(n, _)| *n == origin(ip)).count();
        let room = match from_there {
            0 => ALL_TRIES_PER_MINUTE,
            _ => ALL_TRIES_PER_MINUTE - TRIES_KEPT_FOR_A_NEW_ORIGIN,
        };
        from_there < TRIES_PER_MINUTE && self.0.len() < room
    }

    /// Counts a try from `ip` at `now`, if [`Tries::allowed`]; whether it was.
    pub fn take(&mut self, ip: IpAddr, now: Instant) -> bool {
        let allowed = self.allowed(ip, now);
        if allowed {
            self.0.push_back((origin(ip), now));
        }
        allowed
    }
}

/// Whether one more handshake from `ip` may start beside those `running` (by origin).
pub fn may_start(running: &std::collections::HashMap<IpAddr, usize>, ip: IpAddr) -> bool {
    let all: usize = running.values().sum();
    let from_there = running.get(&origin(ip)).copied().unwrap_or(0);
    let room = match from_there {
        0 => HANDSHAKES_AT_ONCE,
        _ => HANDSHAKES_AT_ONCE - HANDSHAKES_KEPT_FOR_A_NEW_ORIGIN,
    };
    from_there < HANDSHAKES_PER_ORIGIN && all < room
}

/// The data behind `mutex`, even if a thread panicked holding it.
pub(crate) fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn an_address_counts_as_its_origin() {
        assert_eq!(network(ip("192.168.1.23")), ip("192.168.1.0"));
        assert_eq!(network(ip("2001:db8:1:2:aaaa::1")), ip("2001:db8:1:2::"));
        assert_eq!(network(ip("::ffff:10.0.0.7")), ip("10.0.0.0"));
        // On a LAN, and from the internet gateway's paths: the address itself.
        for own in [
            "192.168.1.23",
            "10.0.0.7",
            "172.16.4.2",
            "169.254.3.3",
            "127.95.58.1",
        ] {
            assert_eq!(origin(ip(own)), ip(own), "{own}");
        }
        assert_eq!(origin(ip("::ffff:10.0.0.7")), ip("10.0.0.7"));
        // Elsewhere, the network a computer may take any address of.
        assert_eq!(origin(ip("198.18.7.23")), ip("198.18.7.0"));
        assert_eq!(origin(ip("fd00::1:2")), ip("fd00::"));
    }

    #[test]
    fn four_networks_knocking_leave_a_new_origin_its_tries() {
        let now = Instant::now();
        let mut tries = Tries::default();
        // Four public networks take what they may: five each until the share kept is reached.
        let mut taken = 0;
        for round in 0..TRIES_PER_MINUTE {
            for n in 1..=4 {
                taken += usize::from(tries.take(ip(&format!("198.18.{n}.{round}")), now));
            }
        }
        assert_eq!(taken, ALL_TRIES_PER_MINUTE - TRIES_KEPT_FOR_A_NEW_ORIGIN);
        assert!(
            !tries.allowed(ip("198.18.1.99"), now),
            "another address, the same network"
        );
        // The friend, from an origin that has not tried: still heard, with its share.
        assert!(tries.take(ip("192.168.7.5"), now));
        // A minute on, everyone may try again.
        assert!(tries.allowed(ip("198.18.1.1"), now + Duration::from_secs(61)));
    }

    #[test]
    fn a_stranger_on_the_friends_own_lan_uses_up_only_its_own_tries() {
        let now = Instant::now();
        let mut tries = Tries::default();
        for _ in 0..TRIES_PER_MINUTE {
            assert!(tries.take(ip("192.168.1.23"), now));
        }
        assert!(
            !tries.allowed(ip("192.168.1.23"), now),
            "the stranger is held off"
        );
        assert!(
            tries.take(ip("192.168.1.40"), now),
            "the friend, in the same /24"
        );
    }

    #[test]
    fn handshakes_at_once_keep_room_for_an_origin_with_none_running() {
        let mut running = HashMap::new();
        for n in 1..=3 {
            running.insert(origin(ip(&format!("198.18.{n}.1"))), HANDSHAKES_PER_ORIGIN);
        }
        assert!(
            !may_start(&running, ip("198.18.1.200")),
            "that network's limit"
        );
        assert!(!may_start(&running, ip("198.18.2.200")));
        assert!(may_start(&running, ip("198.18.4.1")));
        running.insert(origin(ip("198.18.4.1")), 1);
        // 13 running: an origin already running one waits; a new one is heard.
        assert!(!may_start(&running, ip("198.18.4.2")));
        assert!(may_start(&running, ip("172.16.0.1")));
        // On a LAN, a stranger's four leave the friend's address in the same /24 its own.
        running.insert(origin(ip("192.168.1.23")), HANDSHAKES_PER_ORIGIN);
        assert!(!may_start(&running, ip("192.168.1.23")));
    }
}
