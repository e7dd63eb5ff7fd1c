//! A connection only the join code opens: TLS 1.3 (rustls) for the encryption, and SPAKE2
//! (the RustCrypto crate, as magic-wormhole uses) for the code. The host's certificate is
//! made afresh for each game and not checked by the guest: the code is what proves both
//! sides. Each side derives a key from the code by SPAKE2 over the TLS connection, then
//! sends an HMAC of the TLS session's exporter value under that key. Only a peer that knew
//! the code gets the same key, and only one in the same TLS session (not a man in the
//! middle, who would hold two sessions) gets the same exporter value. A wrong code costs
//! one online guess: the host takes at most [`TRIES_PER_MINUTE`] from one address and
//! [`ALL_TRIES_PER_MINUTE`] from all, each counted as its key exchange starts (so tries at
//! once count too). Each handshake has a thread of its own and 10 s in all, and one address
//! at most [`HANDSHAKES_PER_ADDRESS`] at once, so slow or silent connections lock no one out.

use std::collections::HashMap;
use std::collections::VecDeque;
use std::io::{self, Read, Write};
use std::net::{IpAddr, SocketAddr, TcpListener, TcpStream, ToSocketAddrs};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use hmac::{Hmac, Mac};
use rustls::pki_types::ServerName;
use rustls::{ClientConnection, ServerConfig, ServerConnection, StreamOwned};
use sha2::Sha256;
use spake2::{Ed25519Group, Identity, Password, Spake2};

use super::code::JoinCode;
use super::message::{FrameError, Message, Refusal, read_message, write_message};

/// The most tries at the code a host takes from one address in a minute; more are told
/// "too many tries" without a guess.
pub const TRIES_PER_MINUTE: usize = 5;

/// The most tries a host takes from all addresses together in a minute: with many
/// addresses, still years to guess a code (18^6 / 20 a minute), and one address alone
/// cannot lock the friend out.
pub const ALL_TRIES_PER_MINUTE: usize = 20;

/// The most handshakes a host runs at once for one address.
pub const HANDSHAKES_PER_ADDRESS: usize = 4;

/// How long a peer may take over the handshake.
const HANDSHAKE: Duration = Duration::from_secs(10);

/// The TLS exporter's label for the code's proof (RFC 8446, 7.5).
const EXPORTER_LABEL: &[u8] = b"EXPORTER-tictactoe-join-code";

/// Both sides' identity in SPAKE2's symmetric mode.
const PAKE_IDENTITY: &[u8] = b"tictactoe join code";

/// A byte stream both ways.
pub trait Duplex: Read + Write + Send {}
impl<T: Read + Write + Send> Duplex for T {}

/// A connection whose peer proved the code: messages both ways, encrypted.
pub struct Channel {
    stream: Box<dyn Duplex>,
    /// The socket under the TLS, for its timeouts.
    socket: TcpStream,
    /// Where the peer is.
    pub peer: SocketAddr,
}

impl Channel {
    /// Sends a message.
    ///
    /// # Errors
    /// The connection's.
    pub fn send(&mut self, message: &Message) -> io::Result<()> {
        write_message(&mut self.stream, message)
    }

    /// Waits for the next message (up to the read timeout set).
    ///
    /// # Errors
    /// The connection's, a timeout, a frame too long, or garbage.
    pub fn receive(&mut self) -> Result<Message, FrameError> {
        read_message(&mut self.stream)
    }

    /// Reads what bytes have come, up to `buf`'s length (up to the read timeout set).
    ///
    /// # Errors
    /// The connection's, or a timeout (`WouldBlock` or `TimedOut`).
    pub fn read_some(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.stream.read(buf)
    }

    /// How long a read waits; `None` for ever.
    ///
    /// # Errors
    /// The socket's.
    pub fn set_read_timeout(&self, timeout: Option<Duration>) -> io::Result<()> {
        self.socket.set_read_timeout(timeout)
    }

    /// Writes bytes as they are, outside any frame: for tests of a hostile peer.
    #[cfg(test)]
    pub fn write_raw(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.stream.write_all(bytes)?;
        self.stream.flush()
    }

    /// Whether reads and writes wait (`false`) or return `WouldBlock` at once (`true`).
    ///
    /// # Errors
    /// The socket's.
    pub fn set_nonblocking(&self, nonblocking: bool) -> io::Result<()> {
        self.socket.set_nonblocking(nonblocking)
    }

    /// The socket under the TLS, for a poller to watch.
    ///
    /// # Errors
    /// The socket's.
    pub fn socket(&self) -> io::Result<TcpStream> {
        self.socket.try_clone()
    }

    /// Closes the connection both ways.
    pub fn close(&mut self) {
        let _ = self.stream.flush();
        let _ = self.socket.shutdown(std::net::Shutdown::Both);
    }
}

/// Why joining failed.
#[derive(Debug)]
pub enum JoinError {
    /// The host could not be reached or the connection failed.
    Network(String),
    /// The host turned the guest away.
    Refused(Refusal),
}

impl std::fmt::Display for JoinError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            JoinError::Network(why) => f.write_str(why),
            JoinError::Refused(why) => write!(f, "{why}"),
        }
    }
}

/// The most handshakes a host runs at once; a connection beyond them is closed unheard.
pub const HANDSHAKES_AT_ONCE: usize = 16;

/// The host's poller: a connection came.
const LISTENER: mio::Token = mio::Token(0);

/// The host's poller: a handshake ended.
const HANDSHAKEN: mio::Token = mio::Token(1);

/// What a handshake found: where from, and the channel or why not.
type Handshaken = (SocketAddr, Result<Channel, String>);

/// A host waiting for a guest who knows the code. Each connection's handshake runs on a
/// thread of its own, so a peer that says nothing (or trickles) holds up no one else.
pub struct Host {
    listener: mio::net::TcpListener,
    /// Wakes on a connection or a handshake's end; sleeps otherwise.
    poll: mio::Poll,
    waker: Arc<mio::Waker>,
    tls: Arc<ServerConfig>,
    code: JoinCode,
    /// The tries of the last minute, where from and when (each counted as its key exchange
    /// starts, so tries at once are counted too).
    tries: Arc<Mutex<VecDeque<(IpAddr, Instant)>>>,
    /// Handshakes under way, by the address they come from.
    running: Arc<Mutex<HashMap<IpAddr, usize>>>,
    done: (Sender<Handshaken>, Receiver<Handshaken>),
}

impl Host {
    /// Listens on `address` (port 0: one the system chooses) for guests with `code`.
    ///
    /// # Errors
    /// The address is taken or not this computer's, or no certificate could be made.
    pub fn listen(address: SocketAddr, code: JoinCode) -> Result<Host, String> {
        let bound = |e: io::Error| format!("{address}: {e}");
        let listener = TcpListener::bind(address).map_err(bound)?;
        listener.set_nonblocking(true).map_err(bound)?;
        let mut listener = mio::net::TcpListener::from_std(listener);
        let poll = mio::Poll::new().map_err(bound)?;
        poll.registry()
            .register(&mut listener, LISTENER, mio::Interest::READABLE)
            .map_err(bound)?;
        let waker = Arc::new(mio::Waker::new(poll.registry(), HANDSHAKEN).map_err(bound)?);
        Ok(Host {
            listener,
            poll,
            waker,
            tls: server_config()?,
            code,
            tries: Arc::default(),
            running: Arc::default(),
            done: mpsc::channel(),
        })
    }

    /// The address and port it listens on.
    pub fn local_addr(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// Waits for a guest who proves the code, turning the others away; `turned_away` hears
    /// of each (where from, and why).
    ///
    /// # Errors
    /// The listening socket failed.
    pub fn accept(&mut self, turned_away: impl FnMut(SocketAddr, &str)) -> io::Result<Channel> {
        self.accept_until(None, turned_away)?
            .ok_or_else(|| io::Error::other("no guest"))
    }

    /// Like [`Host::accept`], giving up at `deadline` (`Ok(None)`).
    ///
    /// # Errors
    /// The listening socket failed.
    pub fn accept_until(
        &mut self,
        deadline: Option<Instant>,
        mut turned_away: impl FnMut(SocketAddr, &str),
    ) -> io::Result<Option<Channel>> {
        // A guest proven while no one waited is stale: one guest at a time.
        while let Ok((_, result)) = self.done.1.try_recv() {
            if let Ok(mut channel) = result {
                refuse(&mut channel, Refusal::Busy);
            }
        }
        let mut events = mio::Events::with_capacity(8);
        loop {
            // Every connection waiting: the poller tells of new ones only once. (A few of one
            // connection's troubles are passed over; a lasting one, such as no file left,
            // waits for the next connection rather than spin.)
            let mut troubles = 0;
            loop {
                match self.listener.accept() {
                    Ok((socket, peer)) => {
                        self.start_handshake(socket.into(), peer, &mut turned_away);
                    }
                    Err(e) if e.kind() == io::ErrorKind::WouldBlock => break,
                    // One connection's trouble (aborted before it was taken, and the like).
                    Err(e) if !fatal(&e) => {
                        troubles += 1;
                        if troubles > 8 {
                            break;
                        }
                    }
                    Err(e) => return Err(e),
                }
            }
            while let Ok((peer, result)) = self.done.1.try_recv() {
                match result {
                    Ok(channel) => return Ok(Some(channel)),
                    Err(why) => turned_away(peer, &why),
                }
            }
            let timeout = match deadline {
                Some(d) if Instant::now() >= d => return Ok(None),
                Some(d) => Some(d.saturating_duration_since(Instant::now())),
                None => None,
            };
            match self.poll.poll(&mut events, timeout) {
                Ok(()) => {}
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
    }

    fn start_handshake(
        &self,
        socket: TcpStream,
        peer: SocketAddr,
        turned_away: &mut impl FnMut(SocketAddr, &str),
    ) {
        {
            let mut running = lock(&self.running);
            let all: usize = running.values().sum();
            let from = running.entry(peer.ip()).or_default();
            if all >= HANDSHAKES_AT_ONCE || *from >= HANDSHAKES_PER_ADDRESS {
                turned_away(peer, "too many connections at once");
                return;
            }
            *from += 1;
        }
        let (tls, code, tries) = (self.tls.clone(), self.code.clone(), self.tries.clone());
        let (running, done) = (self.running.clone(), self.done.0.clone());
        let waker = self.waker.clone();
        std::thread::spawn(move || {
            let result = handshake(socket, peer, tls, &code, &tries);
            {
                let mut running = lock(&running);
                if let Some(from) = running.get_mut(&peer.ip()) {
                    *from -= 1;
                    if *from == 0 {
                        running.remove(&peer.ip());
                    }
                }
            }
            let _ = done.send((peer, result));
            let _ = waker.wake();
        });
    }
}

/// Whether an error of `accept` ends the listening (not one connection's trouble).
fn fatal(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::InvalidInput | io::ErrorKind::PermissionDenied | io::ErrorKind::Unsupported
    )
}

/// The data behind `mutex`, even if a thread panicked holding it.
fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Cuts `socket` off at `deadline` unless `done` is set first: a handshake has that long in
/// all, however slowly its bytes come.
fn cut_off_at(socket: &TcpStream, deadline: Duration) -> Option<Arc<AtomicBool>> {
    let socket = socket.try_clone().ok()?;
    let done = Arc::new(AtomicBool::new(false));
    let finished = done.clone();
    std::thread::spawn(move || {
        let until = Instant::now() + deadline;
        while Instant::now() < until && !finished.load(Ordering::SeqCst) {
            std::thread::sleep(Duration::from_millis(100).min(until - Instant::now()));
        }
        if !finished.load(Ordering::SeqCst) {
            let _ = socket.shutdown(std::net::Shutdown::Both);
        }
    });
    Some(done)
}

/// Tells the peer why it is turned away, and closes.
fn refuse(channel: &mut Channel, why: Refusal) {
    let _ = channel.send(&Message::Refused { why });
    channel.close();
}

/// The host's side of one connection: TLS, then the code's proof, within the tries left.
fn handshake(
    socket: TcpStream,
    peer: SocketAddr,
    tls: Arc<ServerConfig>,
    code: &JoinCode,
    tries: &Mutex<VecDeque<(IpAddr, Instant)>>,
) -> Result<Channel, String> {
    socket
        .set_nonblocking(false)
        .and_then(|()| socket.set_read_timeout(Some(HANDSHAKE)))
        .and_then(|()| socket.set_write_timeout(Some(HANDSHAKE)))
        .map_err(|e| e.to_string())?;
    let done = cut_off_at(&socket, HANDSHAKE).ok_or("the socket could not be watched")?;
    let result = prove_guest(socket, peer, tls, code, tries);
    done.store(true, Ordering::SeqCst);
    result
}

/// The host's side of one connection: TLS, then the code's proof, within the tries left.
fn prove_guest(
    socket: TcpStream,
    peer: SocketAddr,
    tls: Arc<ServerConfig>,
    code: &JoinCode,
    tries: &Mutex<VecDeque<(IpAddr, Instant)>>,
) -> Result<Channel, String> {
    let under = socket.try_clone().map_err(|e| e.to_string())?;
    let connection = ServerConnection::new(tls).map_err(|e| e.to_string())?;
    let mut stream = StreamOwned::new(connection, socket);
    finish_tls(&mut *stream.conn, &mut stream.sock)?;
    let exporter = exporter(&*stream.conn)?;
    let mut channel = Channel {
        stream: Box::new(stream),
        socket: under,
        peer,
    };
    let allowed = {
        let mut tries = lock(tries);
        let now = Instant::now();
        tries.retain(|(_, t)| now.duration_since(*t) <= Duration::from_secs(60));
        let from_here = tries.iter().filter(|(ip, _)| *ip == peer.ip()).count();
        let allowed = from_here < TRIES_PER_MINUTE && tries.len() < ALL_TRIES_PER_MINUTE;
        if allowed {
            tries.push_back((peer.ip(), now));
        }
        allowed
    };
    if !allowed {
        refuse(&mut channel, Refusal::TooManyTries);
        return Err("too many tries in the last minute".into());
    }
    match prove(&mut channel, code, Role::Host, &exporter) {
        Ok(()) => Ok(channel),
        Err(Proof::Wrong) => {
            refuse(&mut channel, Refusal::WrongCode);
            Err("wrong code".into())
        }
        Err(Proof::Failed(why)) => {
            channel.close();
            Err(why)
        }
    }
}

/// Connects to the host at `address` (`host:port`) and proves `code`.
///
/// # Errors
/// The host cannot be reached, or turns the guest away (a wrong code, too many tries).
pub fn join(address: &str, code: &JoinCode) -> Result<Channel, JoinError> {
    let network = |e: io::Error| JoinError::Network(format!("{address}: {e}"));
    let mut last = None;
    let mut socket = None;
    for candidate in address.to_socket_addrs().map_err(network)? {
        match TcpStream::connect_timeout(&candidate, HANDSHAKE) {
            Ok(s) => {
                socket = Some(s);
                break;
            }
            Err(e) => last = Some(e),
        }
    }
    let socket = socket
        .ok_or_else(|| network(last.unwrap_or_else(|| io::Error::other("no address found"))))?;
    let peer = socket.peer_addr().map_err(network)?;
    socket
        .set_read_timeout(Some(HANDSHAKE))
        .and_then(|()| socket.set_write_timeout(Some(HANDSHAKE)))
        .map_err(network)?;
    let under = socket.try_clone().map_err(network)?;
    let name = ServerName::try_from("tictactoe").expect("a valid name");
    let connection = ClientConnection::new(client_config().map_err(JoinError::Network)?, name)
        .map_err(|e| JoinError::Network(e.to_string()))?;
    let mut stream = StreamOwned::new(connection, socket);
    finish_tls(&mut *stream.conn, &mut stream.sock).map_err(JoinError::Network)?;
    let exporter = exporter(&*stream.conn).map_err(JoinError::Network)?;
    let mut channel = Channel {
        stream: Box::new(stream),
        socket: under,
        peer,
    };
    match prove(&mut channel, code, Role::Guest, &exporter) {
        Ok(()) => Ok(channel),
        Err(Proof::Wrong) => Err(JoinError::Refused(Refusal::WrongCode)),
        Err(Proof::Failed(why)) => Err(match why.strip_prefix(REFUSED) {
            Some(_) => JoinError::Refused(refusal_in(&why)),
            None => JoinError::Network(why),
        }),
    }
}

/// Which side of the exchange.
#[derive(Clone, Copy)]
enum Role {
    Host,
    Guest,
}

impl Role {
    fn label(self) -> &'static [u8] {
        match self {
            Role::Host => b"host",
            Role::Guest => b"guest",
        }
    }

    fn other(self) -> Role {
        match self {
            Role::Host => Role::Guest,
            Role::Guest => Role::Host,
        }
    }
}

/// Why the code was not proven.
enum Proof {
    /// The peer's proof does not match: another code.
    Wrong,
    /// The exchange broke off.
    Failed(String),
}

/// The prefix of a failure that was a refusal from the peer (its words follow).
const REFUSED: &str = "refused: ";

fn refusal_in(why: &str) -> Refusal {
    match why.strip_prefix(REFUSED) {
        Some("TooManyTries") => Refusal::TooManyTries,
        Some("WrongCode") => Refusal::WrongCode,
        Some("Busy") => Refusal::Busy,
        _ => Refusal::Broken {
            what: why.to_string(),
        },
    }
}

/// SPAKE2 on the code, then each side's HMAC of the TLS exporter value under the key.
fn prove(channel: &mut Channel, code: &JoinCode, role: Role, exporter: &[u8]) -> Result<(), Proof> {
    let failed = |e: &dyn std::fmt::Display| Proof::Failed(e.to_string());
    let (state, outbound) = Spake2::<Ed25519Group>::start_symmetric(
        &Password::new(code.letters().as_bytes()),
        &Identity::new(PAKE_IDENTITY),
    );
    channel
        .send(&Message::Pake { bytes: outbound })
        .map_err(|e| failed(&e))?;
    let inbound = match channel.receive().map_err(|e| failed(&e))? {
        Message::Pake { bytes } => bytes,
        Message::Refused { why } => {
            return Err(Proof::Failed(format!("{REFUSED}{}", refusal_name(&why))));
        }
        other => return Err(Proof::Failed(format!("unexpected {other:?}"))),
    };
    let key = state
        .finish(&inbound)
        .map_err(|e| failed(&format!("{e:?}")))?;
    let mac = |role: Role| {
        let mut mac = Hmac::<Sha256>::new_from_slice(&key).expect("any key length");
        mac.update(role.label());
        mac.update(exporter);
        mac
    };
    let mine = mac(role).finalize().into_bytes().to_vec();
    channel
        .send(&Message::Confirm { mac: mine })
        .map_err(|e| failed(&e))?;
    match channel.receive().map_err(|e| failed(&e))? {
        Message::Confirm { mac: theirs } => mac(role.other())
            .verify_slice(&theirs)
            .map_err(|_| Proof::Wrong),
        Message::Refused { why } => Err(Proof::Failed(format!("{REFUSED}{}", refusal_name(&why)))),
        other => Err(Proof::Failed(format!("unexpected {other:?}"))),
    }
}

fn refusal_name(why: &Refusal) -> &'static str {
    match why {
        Refusal::WrongCode => "WrongCode",
        Refusal::TooManyTries => "TooManyTries",
        Refusal::Busy => "Busy",
        _ => "Other",
    }
}

mod tls;

use tls::{client_config, exporter, finish_tls, server_config};

#[cfg(test)]
pub(crate) mod tests;
