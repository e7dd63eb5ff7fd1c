//! The way to the friend for a front end that must not wait: a thread that hosts (listens,
//! greets, sets the game up) or joins, hands the game a [`Peer`] once both sides are
//! greeted, and on a lost connection, when asked, finds the friend again: the host takes
//! them back (turning any other guest away as busy meanwhile), the guest dials again. The
//! game hears of it all as [`LinkEvent`]s, woken by a callback.

use std::net::{Ipv4Addr, SocketAddr};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, TryRecvError};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use mnk::{Cell, GameRecord, Mark};

use super::discovery::Advert;
use super::message::{Message, PROTOCOL, Refusal};
use super::peer::{Peer, Wake};
use super::secure::{self, Channel, Host, JoinError, Stopper};
use super::{JoinCode, check_rules};
use crate::session::{Rewound, Rules, Session};

/// How long a side waits for the other's greeting.
pub const GREETING: Duration = Duration::from_secs(10);

/// How long the friend has to come back before the player is asked what to do.
pub const COME_BACK: Duration = Duration::from_secs(120);

/// How often a guest dials again while the host is away.
const REDIAL: Duration = Duration::from_secs(2);

/// The game as the host sets it: the board, the host's mark, the moves so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub rules: Rules,
    pub host: Mark,
    pub moves: Vec<u8>,
}

impl Setup {
    /// The game on `board`, with the host's mark.
    pub fn of(board: &mnk::Board, host: Mark) -> Setup {
        Setup {
            rules: Rules {
                size: board.cols(),
                k: board.k(),
            },
            host,
            moves: board.moves_played().map(|c| c as u8).collect(),
        }
    }

    /// The message that carries it.
    pub fn message(&self) -> Message {
        Message::Setup {
            size: self.rules.size,
            k: self.rules.k,
            host: self.host,
            moves: self.moves.clone(),
        }
    }
}

/// What the link did.
pub enum LinkEvent {
    /// The host listens on `port`, at these addresses of this computer, for `code`.
    Listening {
        port: u16,
        addresses: Vec<SocketAddr>,
        code: JoinCode,
    },
    /// Someone was turned away, and why (a wrong code, too many tries).
    TurnedAway(String),
    /// The friend is there (at first, or back), with the game as the host has it.
    Connected {
        friend: String,
        setup: Setup,
        peer: Peer,
    },
    /// The friend has not come back within [`COME_BACK`]; the link goes on trying.
    Overdue,
    /// The link cannot go on (the port is taken, the host turned this guest away).
    Failed(String),
}

/// What the game asks of the link's thread.
enum Ask {
    /// Find the friend again.
    Reconnect,
}

/// A host's or a guest's way to the friend, on its own thread. Dropping it ends the
/// thread (and a host's listening).
pub struct Link {
    /// Behind a lock so that a game may keep the link in shared state.
    events: Mutex<Receiver<LinkEvent>>,
    asks: Sender<Ask>,
    /// The host's game for a guest that comes back.
    setup: Arc<Mutex<Setup>>,
    stopper: Option<Stopper>,
}

/// What both sides say of themselves.
#[derive(Clone)]
struct Me {
    name: String,
    wake: Wake,
}

impl Link {
    /// Hosts on `port` (0: any) for a guest with `code`, with this game to set up (moves
    /// in it: a game taken up again after a restart).
    ///
    /// # Errors
    /// The port is taken, or no certificate could be made.
    pub fn host(
        port: u16,
        code: JoinCode,
        name: &str,
        setup: Setup,
        wake: Wake,
    ) -> Result<Link, String> {
        let host = Host::listen(
            SocketAddr::from((Ipv4Addr::UNSPECIFIED, port)),
            code.clone(),
        )?;
        let port = host.local_addr().map_err(|e| e.to_string())?.port();
        let (events_in, events) = mpsc::channel();
        let (asks, asked) = mpsc::channel();
        let setup = Arc::new(Mutex::new(setup));
        let stopper = host.stopper();
        let me = Me {
            name: name.into(),
            wake,
        };
        let addresses = local_addresses()
            .into_iter()
            .map(|ip| SocketAddr::new(ip, port))
            .collect();
        let _ = events_in.send(LinkEvent::Listening {
            port,
            addresses,
            code,
        });
        let shared = setup.clone();
        thread::spawn(move || hosting(host, me, shared, events_in, asked));
        Ok(Link {
            events: Mutex::new(events),
            asks,
            setup,
            stopper: Some(stopper),
        })
    }

    /// Joins the host at `address` (`host`, `host:port`, IPv4 or IPv6) with `code`; a
    /// refusal or a host not there is final ([`LinkEvent::Failed`]).
    pub fn join(address: &str, code: JoinCode, name: &str, wake: Wake) -> Link {
        Link::dial(address, code, name, wake, false)
    }

    /// Joins again a game taken up after a restart: the host may not be back yet, so it is
    /// dialled until it is (as after a lost connection).
    pub fn rejoin(address: &str, code: JoinCode, name: &str, wake: Wake) -> Link {
        Link::dial(address, code, name, wake, true)
    }

    fn dial(address: &str, code: JoinCode, name: &str, wake: Wake, again: bool) -> Link {
        let (events_in, events) = mpsc::channel();
        let (asks, asked) = mpsc::channel();
        let me = Me {
            name: name.into(),
            wake,
        };
        let address = super::with_port(address);
        if again {
            let _ = asks.send(Ask::Reconnect);
        }
        thread::spawn(move || joining(&address, &code, me, events_in, asked, again));
        Link {
            events: Mutex::new(events),
            asks,
            setup: Arc::new(Mutex::new(Setup {
                rules: Rules::default(),
                host: Mark::X,
                moves: Vec::new(),
            })),
            stopper: None,
        }
    }

    /// The next event, if one has come.
    pub fn try_next(&self) -> Option<LinkEvent> {
        lock(&self.events).try_recv().ok()
    }

    /// The next event, waiting at most `timeout`.
    pub fn next_within(&self, timeout: Duration) -> Option<LinkEvent> {
        lock(&self.events).recv_timeout(timeout).ok()
    }

    /// The connection was lost: find the friend again.
    pub fn reconnect(&self) {
        let _ = self.asks.send(Ask::Reconnect);
        if let Some(stopper) = &self.stopper {
            stopper.interrupt();
        }
    }

    /// The host's game as it stands, for a guest that comes back (or a rematch's setup).
    pub fn keep(&self, setup: Setup) {
        *lock(&self.setup) = setup;
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        if let Some(stopper) = &self.stopper {
            stopper.stop();
        }
    }
}

/// The host's thread: each proven guest is greeted and given the game while one is
/// wanted (at first, and after a lost connection), and told "busy" otherwise.
fn hosting(
    mut host: Host,
    me: Me,
    setup: Arc<Mutex<Setup>>,
    events: Sender<LinkEvent>,
    asked: Receiver<Ask>,
) {
    let tell = |event: LinkEvent| {
        let sent = events.send(event).is_ok();
        (me.wake)();
        sent
    };
    let mut wanted = true;
    let mut lost_at: Option<Instant> = None;
    // Heard on the local network while the first guest is awaited (a guest who comes back
    // knows the way).
    let port = host.local_addr().map(|a| a.port()).unwrap_or_default();
    let mut advert = Advert::publish(&me.name, port)
        .inspect_err(|e| tell_quietly(&format!("no advert on the local network: {e}")))
        .ok();
    loop {
        if host.stopped() {
            return;
        }
        loop {
            match asked.try_recv() {
                Ok(Ask::Reconnect) => {
                    wanted = true;
                    lost_at = Some(Instant::now());
                }
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => return,
            }
        }
        if wanted && lost_at.is_some_and(|at| at.elapsed() >= COME_BACK) {
            lost_at = None;
            if !tell(LinkEvent::Overdue) {
                return;
            }
        }
        // Awake at the friend's deadline, to say they are overdue.
        let deadline = lost_at.filter(|_| wanted).map(|at| at + COME_BACK);
        let mut turned = Vec::new();
        let accepted = host.accept_until(deadline, |from, why| {
            turned.push(format!("{from}: {why}"));
        });
        for why in turned {
            tell(LinkEvent::TurnedAway(why));
        }
        let channel = match accepted {
            Ok(Some(channel)) => channel,
            // The deadline, a stop or news: the loop's head sees to each.
            Ok(None) => continue,
            Err(e) => {
                tell(LinkEvent::Failed(format!("listening: {e}")));
                return;
            }
        };
        // A reconnection asked while the guest's handshake ran.
        while let Ok(Ask::Reconnect) = asked.try_recv() {
            wanted = true;
            lost_at = Some(Instant::now());
        }
        let mut channel = channel;
        if !wanted {
            let _ = channel.send(&Message::Refused { why: Refusal::Busy });
            channel.close();
            continue;
        }
        let Ok(friend) = greet(&mut channel, &me.name) else {
            continue;
        };
        let game = lock(&setup).clone();
        if channel.send(&game.message()).is_err() {
            continue;
        }
        wanted = false;
        drop(advert.take());
        let peer = Peer::start_waking(channel, me.wake.clone());
        if !tell(LinkEvent::Connected {
            friend,
            setup: game,
            peer,
        }) {
            return;
        }
    }
}

/// A trouble that changes nothing for the player, for the log.
fn tell_quietly(what: &str) {
    eprintln!("tictactoe: {what}");
}

/// The guest's thread: joins, and dials again when asked until the host is back.
fn joining(
    address: &str,
    code: &JoinCode,
    me: Me,
    events: Sender<LinkEvent>,
    asked: Receiver<Ask>,
    again: bool,
) {
    let tell = |event: LinkEvent| {
        let sent = events.send(event).is_ok();
        (me.wake)();
        sent
    };
    // At first, a refusal is final: a wrong code is the player's to fix. (Joining again,
    // the first dial is a redial: the reconnection asked is waiting.)
    if !again {
        match dial(address, code, &me) {
            Ok(connected) => {
                if !tell(connected) {
                    return;
                }
            }
            Err(why) => {
                tell(LinkEvent::Failed(why));
                return;
            }
        }
    }
    while let Ok(Ask::Reconnect) = asked.recv() {
        let since = Instant::now();
        let mut overdue = false;
        loop {
            if let Ok(connected) = dial(address, code, &me) {
                if !tell(connected) {
                    return;
                }
                break;
            }
            if !overdue && since.elapsed() >= COME_BACK {
                overdue = true;
                if !tell(LinkEvent::Overdue) {
                    return;
                }
            }
            match asked.recv_timeout(REDIAL) {
                Err(RecvTimeoutError::Disconnected) => return,
                Ok(Ask::Reconnect) | Err(RecvTimeoutError::Timeout) => {}
            }
        }
    }
}

/// One try at the host: the handshake, the greetings, the host's setup.
fn dial(address: &str, code: &JoinCode, me: &Me) -> Result<LinkEvent, String> {
    let mut channel = secure::join(address, code).map_err(|e| match e {
        JoinError::Refused(why) => why.to_string(),
        other => other.to_string(),
    })?;
    let friend = greet(&mut channel, &me.name)?;
    let setup = match channel.receive().map_err(|e| e.to_string())? {
        Message::Setup {
            size,
            k,
            host,
            moves,
        } => Setup {
            rules: check_rules(size, k)?,
            host,
            moves,
        },
        Message::Refused { why } => return Err(why.to_string()),
        other => return Err(format!("the host sent {other:?} instead of the board")),
    };
    Ok(LinkEvent::Connected {
        friend,
        setup,
        peer: Peer::start_waking(channel, me.wake.clone()),
    })
}

/// Says who is here and reads who is there; a peer of another protocol is told, and let
/// go. The friend's name comes back tidied.
///
/// # Errors
/// In words: the versions differ, the peer refused, or it said something else.
pub fn greet(channel: &mut Channel, name: &str) -> Result<String, String> {
    channel
        .set_read_timeout(Some(GREETING))
        .map_err(|e| e.to_string())?;
    let hello = Message::Hello {
        protocol: PROTOCOL,
        game: env!("CARGO_PKG_VERSION").into(),
        name: name.into(),
    };
    channel.send(&hello).map_err(|e| e.to_string())?;
    match channel.receive().map_err(|e| e.to_string())? {
        Message::Hello { protocol, name, .. } if protocol == PROTOCOL => {
            Ok(crate::session::tidy_name(&name).unwrap_or_else(|| "Friend".into()))
        }
        Message::Hello { protocol, game, .. } => {
            let why = Refusal::Version { protocol, game };
            let _ = channel.send(&Message::Refused {
                why: Refusal::Version {
                    protocol: PROTOCOL,
                    game: env!("CARGO_PKG_VERSION").into(),
                },
            });
            channel.close();
            Err(why.to_string())
        }
        Message::Refused { why } => Err(why.to_string()),
        other => Err(format!("the other game sent {other:?} instead of its name")),
    }
}

/// The most moves by which each side's record may differ from what both have in common
/// when the guest comes back: this side's last move and the host's reply to it, sent and not
/// kept; or an undo of up to two moves whose answer was lost on its way.
pub const MOST_ON_THE_WAY: usize = 2;

/// What taking the host's record did to the game here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Adopted {
    /// The moves both records had in common.
    pub same: usize,
    /// Where the game now stands (reopened or ended by it).
    pub rewound: Option<Rewound>,
}

/// Takes the host's record of the game on coming back, checked move by move: where the two
/// differ (moves on their way when the connection fell, or not yet kept when a side
/// stopped), the host's stands, in place: the game keeps its id, and its count in the
/// tally follows.
///
/// # Errors
/// A move of the host's record that is illegal, or records that differ by more than
/// [`MOST_ON_THE_WAY`] moves each (the game here is left as it was).
pub fn adopt(session: &mut Session, moves: &[u8]) -> Result<Adopted, String> {
    let cells: Vec<Cell> = moves.iter().map(|&c| Cell::from(c)).collect();
    let geometry = session.board().geometry();
    let record = GameRecord::from_moves(geometry, &cells, cells.len())
        .map_err(|e| format!("the host's record does not replay: {e}"))?;
    let mine: Vec<Cell> = session.board().moves_played().collect();
    let same = mine.iter().zip(&cells).take_while(|(a, b)| a == b).count();
    if record.moves() == mine.as_slice() {
        return Ok(Adopted {
            same,
            rewound: None,
        });
    }
    if mine.len() - same > MOST_ON_THE_WAY || cells.len() - same > MOST_ON_THE_WAY {
        return Err(format!(
            "the host's record differs from this game's after move {same} by more than the \
             moves that can be on their way"
        ));
    }
    Ok(Adopted {
        same,
        rewound: Some(session.take_record(record)),
    })
}

/// This computer's addresses a friend could dial: every interface's but the loopback and
/// IPv6 link-local ones, IPv4 first.
pub fn local_addresses() -> Vec<std::net::IpAddr> {
    let mut ips: Vec<std::net::IpAddr> = if_addrs::get_if_addrs()
        .unwrap_or_default()
        .into_iter()
        .filter(|i| !i.is_loopback() && !i.is_link_local())
        .map(|i| i.ip())
        .collect();
    ips.sort_by_key(|ip| (ip.is_ipv6(), *ip));
    ips.dedup();
    ips
}

/// The data behind `mutex`, even if a thread panicked holding it.
fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}
