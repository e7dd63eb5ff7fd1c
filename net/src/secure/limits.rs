//! The host's limits on strangers, by network (an address's /24 for IPv4, /64 for IPv6: one
//! computer can take many addresses in its network, rarely many networks): tries at the code
//! a minute, from one network and from all, and handshakes at once, each with a share kept
//! for a network that has not tried (the friend's, when strangers knock). The listener
//! ([`super::host`]) checks them as it accepts, before any TLS; each handshake
//! ([`super::handshake`]) counts its try as its key exchange starts.

use std::collections::VecDeque;
use std::net::{IpAddr, Ipv6Addr};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// The most tries at the code a host takes from one network in a minute; more are turned
/// away without a guess.
pub const TRIES_PER_MINUTE: usize = 5;

/// The most tries a host takes from all networks together in a minute: with many
/// networks, still years to guess a code (18^6 / 20 a minute).
pub const ALL_TRIES_PER_MINUTE: usize = 20;

/// Of [`ALL_TRIES_PER_MINUTE`], the tries only a network that has not tried in the last
/// minute may take: four networks knocking leave the friend's a try.
pub const TRIES_KEPT_FOR_A_NEW_NETWORK: usize = 5;

/// The most handshakes a host runs at once for one network.
pub const HANDSHAKES_PER_NETWORK: usize = 4;

/// The most handshakes a host runs at once; a connection beyond them is closed unheard.
pub const HANDSHAKES_AT_ONCE: usize = 16;

/// Of [`HANDSHAKES_AT_ONCE`], those only a network with none running may take.
pub const HANDSHAKES_KEPT_FOR_A_NEW_NETWORK: usize = 4;

/// The network `ip` is in, for the limits: its /24 (IPv4) or /64 (IPv6); an IPv4 address
/// written as IPv6 (`::ffff:a.b.c.d`) counts as IPv4.
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

/// The tries at the code of the last minute, by network: at most [`ALL_TRIES_PER_MINUTE`].
#[derive(Debug, Default)]
pub struct Tries(VecDeque<(IpAddr, Instant)>);

impl Tries {
    /// Whether one from `ip` may try at `now` (the tries of more than a minute ago are
    /// forgotten first).
    pub fn allowed(&mut self, ip: IpAddr, now: Instant) -> bool {
        self.0
            .retain(|(_, t)| now.saturating_duration_since(*t) <= Duration::from_secs(60));
        let from_there = self.0.iter().filter(|(n, _)| *n == network(ip)).count();
        let room = match from_there {
            0 => ALL_TRIES_PER_MINUTE,
            _ => ALL_TRIES_PER_MINUTE - TRIES_KEPT_FOR_A_NEW_NETWORK,
        };
        from_there < TRIES_PER_MINUTE && self.0.len() < room
    }

    /// Counts a try from `ip` at `now`, if [`Tries::allowed`]; whether it was.
    pub fn take(&mut self, ip: IpAddr, now: Instant) -> bool {
        let allowed = self.allowed(ip, now);
        if allowed {
            self.0.push_back((network(ip), now));
        }
        allowed
    }
}

/// Whether one more handshake from `ip` may start beside those `running` (by network).
pub fn may_start(running: &std::collections::HashMap<IpAddr, usize>, ip: IpAddr) -> bool {
    let all: usize = running.values().sum();
    let from_there = running.get(&network(ip)).copied().unwrap_or(0);
    let room = match from_there {
        0 => HANDSHAKES_AT_ONCE,
        _ => HANDSHAKES_AT_ONCE - HANDSHAKES_KEPT_FOR_A_NEW_NETWORK,
    };
    from_there < HANDSHAKES_PER_NETWORK && all < room
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
    fn an_address_counts_as_its_network() {
        assert_eq!(network(ip("192.168.1.23")), ip("192.168.1.0"));
        assert_eq!(network(ip("2001:db8:1:2:aaaa::1")), ip("2001:db8:1:2::"));
        assert_eq!(network(ip("::ffff:10.0.0.7")), ip("10.0.0.0"));
    }

    #[test]
    fn four_networks_knocking_leave_a_new_network_its_tries() {
        let now = Instant::now();
        let mut tries = Tries::default();
        // Four networks take what they may: five each until the share kept is reached.
        let mut taken = 0;
        for round in 0..TRIES_PER_MINUTE {
            for n in 1..=4 {
                taken += usize::from(tries.take(ip(&format!("10.0.{n}.{round}")), now));
            }
        }
        assert_eq!(taken, ALL_TRIES_PER_MINUTE - TRIES_KEPT_FOR_A_NEW_NETWORK);
        assert!(
            !tries.allowed(ip("10.0.1.99"), now),
            "another address, the same network"
        );
        // The friend, from a network that has not tried: still heard, with its share.
        assert!(tries.take(ip("192.168.7.5"), now));
        // A minute on, everyone may try again.
        assert!(tries.allowed(ip("10.0.1.1"), now + Duration::from_secs(61)));
    }

    #[test]
    fn handshakes_at_once_keep_room_for_a_network_with_none_running() {
        let mut running = HashMap::new();
        for n in 1..=3 {
            running.insert(network(ip(&format!("10.0.{n}.1"))), HANDSHAKES_PER_NETWORK);
        }
        assert!(
            !may_start(&running, ip("10.0.1.200")),
            "that network's limit"
        );
        assert!(!may_start(&running, ip("10.0.2.200")));
        assert!(may_start(&running, ip("10.0.4.1")));
        running.insert(network(ip("10.0.4.1")), 1);
        // 13 running: a network already running one waits; a new one is heard.
        assert!(!may_start(&running, ip("10.0.4.2")));
        assert!(may_start(&running, ip("172.16.0.1")));
    }
}
