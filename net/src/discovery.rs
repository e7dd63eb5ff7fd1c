//! Hosts found on the local network by DNS-SD over multicast DNS (RFC 6762, 6763; the
//! `mdns-sd` crate): a host advertises `_tictactoe._tcp` while it waits for a guest, and a
//! guest's Join screen lists what it hears. What a stranger advertises is only shown, never
//! trusted: names are tidied, an advert is listed only once its address answers, each
//! address holds one place in a bounded list, and joining still needs the code.

use std::collections::HashSet;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread;

use mdns_sd::{ServiceDaemon, ServiceEvent, ServiceInfo};

use super::PROTOCOL;
use super::peer::Wake;

/// The service a host advertises.
pub const SERVICE: &str = "_tictactoe._tcp.local.";

/// The most hosts a list keeps (a busy network could hold many; the Join screen has room
/// for this many).
pub const MOST_FOUND: usize = 3;

/// How long an advertised address has to answer before it is listed.
pub const ANSWER: std::time::Duration = std::time::Duration::from_secs(1);

/// The most adverts checked at once; more wait for the next time they are heard.
const CHECKS_AT_ONCE: usize = 8;

/// A host advertised on the local network, as it may be shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The host's player name, tidied.
    pub name: String,
    /// Where to dial it: `ip:port` (`[ip]:port` for IPv6).
    pub address: String,
    /// The advert's own name, which tells two hosts apart.
    fullname: String,
}

impl Found {
    /// The name and the address as one line, the name isolated (FSI ... PDI, Unicode's
    /// UAX #9) so that a name written right to left cannot move the address round it.
    pub fn label(&self) -> String {
        match self.name.is_empty() {
            true => self.address.clone(),
            false => format!("\u{2068}{}\u{2069}  {}", self.name, self.address),
        }
    }
}

/// A host's advert: on the local network while it lives.
pub struct Advert {
    daemon: ServiceDaemon,
    fullname: String,
}

impl Advert {
    /// Advertises `name`'s game on `port`, at every address of this computer.
    ///
    /// # Errors
    /// No multicast socket could be opened, or the advert was refused.
    pub fn publish(name: &str, port: u16) -> Result<Advert, String> {
        let daemon = ServiceDaemon::new().map_err(|e| e.to_string())?;
        // One instance per game: two hosts of the same name on one network stay apart.
        let tag: u32 = rand::random();
        let instance = format!("{name} {tag:08x}");
        let host = format!("tictactoe-{tag:08x}.local.");
        let properties = [("name", name.to_string()), ("v", PROTOCOL.to_string())];
        let info = ServiceInfo::new(SERVICE, &instance, &host, "", port, &properties[..])
            .map_err(|e| e.to_string())?
            .enable_addr_auto();
        let fullname = info.get_fullname().to_string();
        daemon.register(info).map_err(|e| e.to_string())?;
        Ok(Advert { daemon, fullname })
    }
}

impl Drop for Advert {
    /// Says goodbye on the network, so lists drop the host at once.
    fn drop(&mut self) {
        let _ = self.daemon.unregister(&self.fullname);
        let _ = self.daemon.shutdown();
    }
}

/// A guest's ear for adverts, on its own thread while it lives; `wake` is called when the
/// list changes.
pub struct Browser {
    daemon: ServiceDaemon,
    found: Arc<Mutex<Vec<Found>>>,
}

impl Browser {
    /// Starts listening.
    ///
    /// # Errors
    /// No multicast socket could be opened.
    pub fn start(wake: Wake) -> Result<Browser, String> {
        let daemon = ServiceDaemon::new().map_err(|e| e.to_string())?;
        let events = daemon.browse(SERVICE).map_err(|e| e.to_string())?;
        let found: Arc<Mutex<Vec<Found>>> = Arc::default();
        let list = found.clone();
        let checks = Checks::default();
        thread::spawn(move || {
            // Ends when the daemon stops (the browser is dropped).
            while let Ok(event) = events.recv() {
                let changed = match event {
                    ServiceEvent::ServiceResolved(service) => {
                        let addresses: HashSet<IpAddr> =
                            service.addresses.iter().map(|a| a.to_ip_addr()).collect();
                        let name = service.txt_properties.get_property_val_str("name");
                        let version = service.txt_properties.get_property_val_str("v");
                        let entry = (version == Some(&PROTOCOL.to_string()))
                            .then(|| found_host(name, &addresses, service.port))
                            .flatten();
                        // Listed once its address answers, on a thread of its own.
                        if let Some(entry) = entry {
                            let entry = Found {
                                fullname: service.fullname.clone(),
                                ..entry
                            };
                            let (list, wake) = (list.clone(), wake.clone());
                            if let Some(check) = checks.start() {
                                thread::spawn(move || {
                                    if answers(&entry.address) && add(&mut lock(&list), entry) {
                                        wake();
                                    }
                                    drop(check);
                                });
                            }
                        }
                        false
                    }
                    ServiceEvent::ServiceRemoved(_, fullname) => {
                        let mut list = lock(&list);
                        let before = list.len();
                        list.retain(|f| f.fullname != fullname);
                        list.len() != before
                    }
                    _ => false,
                };
                if changed {
                    wake();
                }
            }
        });
        Ok(Browser { daemon, found })
    }

    /// The hosts heard, the last heard first.
    pub fn found(&self) -> Vec<Found> {
        lock(&self.found).clone()
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.daemon.stop_browse(SERVICE);
        let _ = self.daemon.shutdown();
    }
}

/// The host an advert names, if it names one that can be shown and dialled: its name
/// tidied (a missing one stays empty: the address alone is shown), and one address, IPv4 first, loopback last.
fn found_host(name: Option<&str>, addresses: &HashSet<IpAddr>, port: u16) -> Option<Found> {
    let name = name
        .map(tictactoe_core::words::printable)
        .and_then(|n| tictactoe_core::session::tidy_name(&n))
        .unwrap_or_default();
    let ip = addresses
        .iter()
        .filter(|ip| !matches!(ip, IpAddr::V6(v6) if v6.is_unicast_link_local()))
        .min_by_key(|ip| (ip.is_loopback(), ip.is_ipv6(), **ip))?;
    Some(Found {
        name,
        address: std::net::SocketAddr::new(*ip, port).to_string(),
        fullname: String::new(),
    })
}

/// The adverts being checked ([`answers`]), at most [`CHECKS_AT_ONCE`]: a stranger's flood
/// of adverts costs this side that many short connections at a time, no more.
#[derive(Clone, Default)]
struct Checks(Arc<std::sync::atomic::AtomicUsize>);

/// One check under way; it ends when dropped.
struct Check(Arc<std::sync::atomic::AtomicUsize>);

impl Checks {
    /// A check, if fewer than [`CHECKS_AT_ONCE`] run.
    fn start(&self) -> Option<Check> {
        use std::sync::atomic::Ordering;
        let running = self.0.fetch_add(1, Ordering::SeqCst);
        let check = Check(self.0.clone());
        (running < CHECKS_AT_ONCE).then_some(check)
    }
}

impl Drop for Check {
    fn drop(&mut self) {
        self.0.fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
    }
}

/// Whether a host listens at `address` (an advert's `ip:port`) within [`ANSWER`]: an advert
/// of an address where no one is, as a stranger could send many, is never listed. The
/// connection closes at once, before a word (the host counts it as one that broke off).
fn answers(address: &str) -> bool {
    address
        .parse()
        .is_ok_and(|at| std::net::TcpStream::connect_timeout(&at, ANSWER).is_ok())
}

/// Adds or updates `entry` in `list`, newest first: a host heard again moves to the front,
/// one address holds one place (the advert heard last there), and a new one past
/// [`MOST_FOUND`] pushes out the one heard longest ago. So adverts a stranger sent first
/// cannot hide a host heard after them, and a stranger's many adverts from one computer
/// take one place. Whether the list changed.
fn add(list: &mut Vec<Found>, entry: Found) -> bool {
    if list.first() == Some(&entry) {
        return false;
    }
    let ip = |found: &Found| {
        found
            .address
            .parse::<std::net::SocketAddr>()
            .map(|a| a.ip())
            .ok()
    };
    let here = ip(&entry);
    list.retain(|f| f.fullname != entry.fullname && (here.is_none() || ip(f) != here));
    list.insert(0, entry);
    list.truncate(MOST_FOUND);
    true
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_advert_is_shown_tidied_bounded_and_dialled_at_one_address() {
        let ips: HashSet<IpAddr> = ["fe80::1", "127.0.0.1", "fd00::2", "192.168.1.5"]
            .iter()
            .map(|ip| ip.parse().unwrap())
            .collect();
        let found = found_host(Some("  Ana\u{1b}[31m  "), &ips, 47474).unwrap();
        assert_eq!(found.name, "Ana[31m");
        assert_eq!(found.address, "192.168.1.5:47474");
        let only_v6: HashSet<IpAddr> = ["fe80::1".parse().unwrap(), "fd00::2".parse().unwrap()]
            .into_iter()
            .collect();
        assert_eq!(
            found_host(None, &only_v6, 1).unwrap().address,
            "[fd00::2]:1"
        );
        // No name: the address alone, in no language's words.
        let nameless = found_host(None, &only_v6, 1).unwrap();
        assert_eq!(
            (nameless.name.as_str(), nameless.label()),
            ("", "[fd00::2]:1".into())
        );
        let link_local: HashSet<IpAddr> = ["fe80::1".parse().unwrap()].into_iter().collect();
        assert_eq!(found_host(None, &link_local, 1), None);

        let mut list = Vec::new();
        let host = |i| Found {
            fullname: format!("host {i}"),
            address: format!("192.168.1.{i}:47474"),
            ..found.clone()
        };
        for i in 0..10 {
            assert!(add(&mut list, host(i)));
        }
        assert_eq!(list.len(), MOST_FOUND);
        let again = list[0].clone();
        assert!(!add(&mut list, again), "the same advert again");
        assert_eq!(found.label(), "\u{2068}Ana[31m\u{2069}  192.168.1.5:47474");
    }

    #[test]
    fn adverts_heard_first_cannot_hide_a_host_heard_after_them() {
        let advert = |name: &str, fullname: &str, ip: &str| {
            let ip: HashSet<IpAddr> = [ip.parse().unwrap()].into_iter().collect();
            Found {
                fullname: fullname.into(),
                ..found_host(Some(name), &ip, 47474).unwrap()
            }
        };
        let mut list = Vec::new();
        for i in 0..MOST_FOUND {
            add(
                &mut list,
                advert("Ana", &format!("fake {i}"), &format!("10.0.0.{i}")),
            );
        }
        assert!(add(&mut list, advert("Ana", "the real Ana", "192.168.1.5")));
        assert_eq!(list.len(), MOST_FOUND);
        assert_eq!(list[0].fullname, "the real Ana");
        // Heard again, an older host comes back to the front.
        assert!(add(&mut list, advert("Ana", "fake 2", "10.0.0.2")));
        assert_eq!(list[0].fullname, "fake 2");
        assert_eq!(list[1].fullname, "the real Ana");
    }

    #[test]
    fn a_strangers_many_adverts_from_one_computer_take_one_place() {
        let mut list = Vec::new();
        let ip: HashSet<IpAddr> = ["192.168.1.5".parse().unwrap()].into_iter().collect();
        let real = Found {
            fullname: "the real Ana".into(),
            ..found_host(Some("Ana"), &ip, 47474).unwrap()
        };
        add(&mut list, real);
        let ip: HashSet<IpAddr> = ["192.168.1.66".parse().unwrap()].into_iter().collect();
        for i in 0..1000 {
            let fake = Found {
                fullname: format!("fake {i}"),
                ..found_host(Some("Ana"), &ip, 40000 + i).unwrap()
            };
            add(&mut list, fake);
        }
        assert_eq!(list.len(), 2, "{list:?}");
        assert_eq!(list[1].fullname, "the real Ana");
    }

    #[test]
    fn a_flood_of_adverts_is_checked_a_few_at_a_time() {
        let checks = Checks::default();
        let running: Vec<Check> = (0..CHECKS_AT_ONCE).filter_map(|_| checks.start()).collect();
        assert_eq!(running.len(), CHECKS_AT_ONCE);
        for _ in 0..1000 {
            assert!(checks.start().is_none(), "one more while all run");
        }
        drop(running);
        assert!(checks.start().is_some(), "room again once they end");
    }

    #[test]
    fn an_advert_is_listed_only_where_a_host_answers() {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let there = listener.local_addr().unwrap();
        assert!(answers(&there.to_string()));
        drop(listener);
        assert!(!answers(&there.to_string()), "no one listens there now");
        assert!(!answers("not an address"));
    }
}
