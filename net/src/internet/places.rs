//! The host's places for internet callers, by the path each really comes from. A caller's
//! key is free (a stranger makes a new one per connection), and so is a relayed caller's
//! every other mark; what it cannot choose is whether it came through the relay, and, when
//! it came straight, its network. Each path holds a few places at most, and some are kept for
//! a path that holds none: seventeen connections from one stranger leave the friend room.

use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr};
use std::sync::{Arc, Mutex};

use crate::secure::limits::{lock, network};

/// At most this many places held at once by all callers (see [`super::TUNNELS_AT_ONCE`]).
pub const PLACES: usize = super::TUNNELS_AT_ONCE;

/// The most places that callers straight from one network hold at once: the friend needs
/// one, and one more while a dropped connection is taken up again.
pub const PLACES_PER_NETWORK: usize = 4;

/// The most places that relayed callers hold at once, all together: every relayed caller
/// looks alike to the host, and a friend behind a strict router comes this way.
pub const PLACES_FOR_RELAYED: usize = 8;

/// Of [`PLACES`], those only a path that holds none may take.
pub const PLACES_KEPT_FOR_A_NEW_PATH: usize = 4;

/// The way a caller came, as the host knows it without trusting the caller.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CallerPath {
    /// Straight from a network (an address's /24 or /64), its address validated.
    Direct(IpAddr),
    /// Through the relay: every relayed caller alike.
    Relayed,
}

impl CallerPath {
    /// The path of a caller straight from `ip`.
    pub fn direct(ip: IpAddr) -> CallerPath {
        CallerPath::Direct(network(ip))
    }

    /// The most places callers of this path hold at once.
    fn most(self) -> usize {
        match self {
            CallerPath::Direct(_) => PLACES_PER_NETWORK,
            CallerPath::Relayed => PLACES_FOR_RELAYED,
        }
    }

    /// The loopback address the game sees this path's callers come from: `127.254.0.1` for
    /// the relayed, `127.a.b.1` for a network (`a` in 1 to 253, from a hash of the
    /// network), so that the game's own limits, which go by network, go by path too.
    pub fn loopback(self) -> Ipv4Addr {
        match self {
            CallerPath::Relayed => RELAYED_LOOPBACK,
            CallerPath::Direct(network) => {
                let bytes = match network {
                    IpAddr::V4(v4) => v4.octets().to_vec(),
                    IpAddr::V6(v6) => v6.octets().to_vec(),
                };
                // FNV-1a: the same network the same address, from run to run.
                let hash = bytes.iter().fold(0x811c_9dc5_u32, |h, &b| {
                    (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
                });
                let [a, b, ..] = hash.to_be_bytes();
                Ipv4Addr::new(127, 1 + a % 253, b, 1)
            }
        }
    }
}

/// The game's address for every relayed caller.
pub const RELAYED_LOOPBACK: Ipv4Addr = Ipv4Addr::new(127, 254, 0, 1);

/// The places held now, by path.
#[derive(Debug, Default)]
pub struct Places {
    held: HashMap<CallerPath, usize>,
}

impl Places {
    /// Takes a place for a caller of `path`, if its path may hold one more and, for a path
    /// already holding some, if more than the places kept for a new path are free.
    pub fn take(&mut self, path: CallerPath) -> bool {
        let all: usize = self.held.values().sum();
        let mine = self.held.get(&path).copied().unwrap_or(0);
        let free = PLACES.saturating_sub(all);
        let room = if mine == 0 {
            free > 0
        } else {
            free > PLACES_KEPT_FOR_A_NEW_PATH
        };
        if !room || mine >= path.most() {
            return false;
        }
        *self.held.entry(path).or_default() += 1;
        true
    }

    /// Gives back a place of `path`.
    pub fn give_back(&mut self, path: CallerPath) {
        if let Some(mine) = self.held.get_mut(&path) {
            *mine = mine.saturating_sub(1);
            if *mine == 0 {
                self.held.remove(&path);
            }
        }
    }
}

/// A place held, given back when dropped.
pub struct Place {
    places: Arc<Mutex<Places>>,
    path: CallerPath,
}

impl Place {
    /// A place in `places` for a caller of `path`, if there is one.
    pub fn take(places: &Arc<Mutex<Places>>, path: CallerPath) -> Option<Place> {
        lock(places).take(path).then(|| Place {
            places: places.clone(),
            path,
        })
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        lock(&self.places).give_back(self.path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn direct(text: &str) -> CallerPath {
        CallerPath::direct(text.parse().unwrap())
    }

    #[test]
    fn one_network_holds_four_places_and_a_new_path_always_finds_one() {
        let mut places = Places::default();
        // A stranger's new keys change nothing: its network is its path.
        let stranger = direct("203.0.113.7");
        assert_eq!(stranger, direct("203.0.113.99"));
        for _ in 0..PLACES_PER_NETWORK {
            assert!(places.take(stranger));
        }
        assert!(
            !places.take(stranger),
            "a fifth place from the same network"
        );
        // The relay holds eight at most, however many keys knock through it.
        for _ in 0..PLACES_FOR_RELAYED {
            assert!(places.take(CallerPath::Relayed));
        }
        assert!(!places.take(CallerPath::Relayed));
        // Twelve held: paths with one place each fill all but the kept ones...
        for n in 0..(PLACES - 12 - PLACES_KEPT_FOR_A_NEW_PATH) {
            assert!(places.take(direct(&format!("198.51.{n}.1"))));
        }
        // ...and a path with none still finds one, down to the last place.
        for n in 0..PLACES_KEPT_FOR_A_NEW_PATH {
            let newcomer = direct(&format!("192.0.{n}.1"));
            assert!(places.take(newcomer), "newcomer {n}");
        }
        assert!(!places.take(direct("100.64.0.1")), "all seventeen held");
        places.give_back(stranger);
        assert!(
            !places.take(stranger),
            "a freed place is kept for a new path"
        );
        assert!(places.take(direct("100.64.0.1")));
    }

    #[test]
    fn each_path_has_its_own_loopback_network_and_the_relayed_share_one() {
        let a = direct("203.0.113.7").loopback();
        assert_eq!(a, direct("203.0.113.200").loopback());
        assert_ne!(a, direct("203.0.114.7").loopback());
        assert_eq!(CallerPath::Relayed.loopback(), RELAYED_LOOPBACK);
        for path in [
            direct("10.0.0.1"),
            direct("2001:db8::1"),
            direct("127.0.0.1"),
        ] {
            let [x, y, _, z] = path.loopback().octets();
            assert_eq!((x, z), (127, 1), "{path:?}");
            assert!(
                (1..=253).contains(&y),
                "{path:?}: not 127.0 nor the relay's"
            );
        }
    }
}
