//! The host's side: a listener that sleeps until a connection or a handshake's end wakes
//! it, each handshake on a thread of its own and cut off after 10 s in all, and the limits
//! on tries and on connections at once (see the module above).

use std::collections::HashMap;
use std::io;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use rustls::ServerConfig;

use super::handshake::{handshake, refuse};
use super::limits::{Tries, lock, may_start, origin};
use super::tls::{refuse_unheard, server_config};
use super::{Channel, Failure, JoinCode, Refusal, ResumeSecret, Secret};
use crate::turned::Rejection;

/// The most wrong codes one code takes: a new one is then given in its place
/// ([`Host::retired`]). magic-wormhole retires a code after one wrong guess; ten leave the
/// friend room to mistype, and a stranger ten guesses in 18^6 (34 million) a code.
pub const WRONG_CODES_PER_CODE: usize = 10;

/// The host's poller: a connection came.
const LISTENER: mio::Token = mio::Token(0);

/// The host's poller: a handshake ended.
const HANDSHAKEN: mio::Token = mio::Token(1);

/// What a handshake found: where from, under which secret (the count of secrets given
/// when it began), and the channel or why not.
type Handshaken = (SocketAddr, u64, Result<Channel, Rejection>);

/// A host waiting for a guest who knows the code. Each connection's handshake runs on a
/// thread of its own, so a peer that says nothing (or trickles) holds up no one else.
pub struct Host {
    listener: mio::net::TcpListener,
    /// Wakes on a connection or a handshake's end; sleeps otherwise.
    poll: mio::Poll,
    waker: Arc<mio::Waker>,
    tls: Arc<ServerConfig>,
    /// What a guest must prove: the code, then (see [`Host::resume_only`]) the friend's
    /// resume secret.
    secret: Secret,
    /// How many times the secret changed: a handshake begun under an older one proves
    /// nothing now.
    secrets: u64,
    /// Wrong codes proved against the code in force.
    wrong_codes: usize,
    /// A code given in place of one retired, until the front end takes it.
    retired: Option<JoinCode>,
    /// The tries of the last minute (each counted as its key exchange starts, so tries at
    /// once are counted too).
    tries: Arc<Mutex<Tries>>,
    /// Handshakes under way, by the origin they come from.
    running: Arc<Mutex<HashMap<IpAddr, usize>>>,
    done: (Sender<Handshaken>, Receiver<Handshaken>),
    /// Set by a [`Stopper`]: the waiting ends.
    stopped: Arc<AtomicBool>,
    /// Set by [`Stopper::interrupt`]: this one wait ends.
    interrupted: Arc<AtomicBool>,
}

/// Ends a host's waiting from another thread: [`Host::accept_until`] returns `Ok(None)`.
#[derive(Clone)]
pub struct Stopper {
    stopped: Arc<AtomicBool>,
    interrupted: Arc<AtomicBool>,
    waker: Arc<mio::Waker>,
}

impl Stopper {
    /// Stops the waiting, now and from now on.
    pub fn stop(&self) {
        self.stopped.store(true, Ordering::SeqCst);
        let _ = self.waker.wake();
    }

    /// Ends the wait under way (or the next), for the waiting thread to hear news.
    pub fn interrupt(&self) {
        self.interrupted.store(true, Ordering::SeqCst);
        let _ = self.waker.wake();
    }
}

impl Host {
    /// Listens on `port` (0: one the system chooses) of every address of this computer, IPv6
    /// and IPv4 (one dual-stack socket; IPv4 alone where the system has no IPv6), for
    /// guests with `code`.
    ///
    /// # Errors
    /// As [`Host::listen`]'s.
    pub fn listen_everywhere(port: u16, code: JoinCode) -> Result<Host, Failure> {
        match Host::listen(
            SocketAddr::from((Ipv6Addr::UNSPECIFIED, port)),
            code.clone(),
        ) {
            Err(Failure::Network(_)) => {
                Host::listen(SocketAddr::from((Ipv4Addr::UNSPECIFIED, port)), code)
            }
            listening => listening,
        }
    }

    /// Listens on `address` (port 0: one the system chooses) for guests with `code`.
    ///
    /// # Errors
    /// The port is taken, the address is not this computer's, or no certificate could be
    /// made.
    pub fn listen(address: SocketAddr, code: JoinCode) -> Result<Host, Failure> {
        let bound = |e: io::Error| Failure::Network(format!("{address}: {e}"));
        let listener = bind(address).map_err(|e| match e.kind() {
            io::ErrorKind::AddrInUse => Failure::PortTaken(address.port()),
            _ => bound(e),
        })?;
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
            secret: Secret::Code(code),
            secrets: 0,
            wrong_codes: 0,
            retired: None,
            tries: Arc::default(),
            running: Arc::default(),
            done: mpsc::channel(),
            stopped: Arc::default(),
            interrupted: Arc::default(),
        })
    }

    /// From now on, only the friend who holds `secret` (the resume secret of their first
    /// proof) comes back: the code opens nothing more. Once; later calls change nothing.
    pub fn resume_only(&mut self, secret: &ResumeSecret) {
        if let Secret::Code(_) = self.secret {
            self.secret = Secret::Resume(secret.clone());
            self.secrets += 1;
        }
    }

    /// From now on, guests prove `code` instead of the code before it (which opens nothing
    /// more). Refused (`false`) once only the friend comes back ([`Host::resume_only`]).
    pub fn new_code(&mut self, code: JoinCode) -> bool {
        match self.secret {
            Secret::Code(_) => {
                self.secret = Secret::Code(code);
                self.secrets += 1;
                self.wrong_codes = 0;
                true
            }
            Secret::Resume(_) => false,
        }
    }

    /// The code given in place of the one in force when it took [`WRONG_CODES_PER_CODE`]
    /// wrong guesses (the old one opens nothing more), once; `None` if none since the last
    /// call. The front end shows it, for the host to give the friend.
    pub fn retired(&mut self) -> Option<JoinCode> {
        self.retired.take()
    }

    /// The resume secret in force, once [`Host::resume_only`] set one.
    pub fn resume_secret(&self) -> Option<&ResumeSecret> {
        match &self.secret {
            Secret::Resume(secret) => Some(secret),
            Secret::Code(_) => None,
        }
    }

    /// What stops the waiting from another thread.
    pub fn stopper(&self) -> Stopper {
        Stopper {
            stopped: self.stopped.clone(),
            interrupted: self.interrupted.clone(),
            waker: self.waker.clone(),
        }
    }

    /// The address and port it listens on.
    pub fn local_addr(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// Waits for a guest who proves the code, turning the others away; `turned_away` hears
    /// of each (where from, and why). A code retired on the way is taken by
    /// [`Host::retired`].
    ///
    /// # Errors
    /// The listening socket failed, or a [`Stopper`] stopped it.
    pub fn accept(
        &mut self,
        mut turned_away: impl FnMut(SocketAddr, Rejection),
    ) -> io::Result<Channel> {
        loop {
            if let Some(channel) = self.accept_until(None, &mut turned_away)? {
                return Ok(channel);
            }
            if self.stopped() {
                return Err(io::Error::other("no guest"));
            }
        }
    }

    /// Whether a [`Stopper`] stopped it.
    pub fn stopped(&self) -> bool {
        self.stopped.load(Ordering::SeqCst)
    }

    /// Like [`Host::accept`], giving up at `deadline`, when stopped, when interrupted, or
    /// when the code was retired ([`Host::retired`]) (`Ok(None)`).
    ///
    /// # Errors
    /// The listening socket failed.
    pub fn accept_until(
        &mut self,
        deadline: Option<Instant>,
        mut turned_away: impl FnMut(SocketAddr, Rejection),
    ) -> io::Result<Option<Channel>> {
        // A guest proven while no one waited is stale: one guest at a time.
        while let Ok((_, _, result)) = self.done.1.try_recv() {
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
            while let Ok((peer, secrets, result)) = self.done.1.try_recv() {
                match result {
                    Ok(channel) if secrets == self.secrets => return Ok(Some(channel)),
                    // Proved with a code given up since (New code) or after the friend came.
                    Ok(mut channel) => {
                        let (refusal, rejection) = match self.secret {
                            Secret::Code(_) => (Refusal::WrongCode, Rejection::WrongCode),
                            Secret::Resume(_) => (Refusal::Busy, Rejection::WrongCode),
                        };
                        refuse(&mut channel, refusal);
                        turned_away(peer, rejection);
                    }
                    Err(why) => {
                        let wrong = why == Rejection::WrongCode;
                        turned_away(peer, why);
                        if wrong && self.retire_after_a_wrong_code() {
                            return Ok(None);
                        }
                    }
                }
            }
            if self.stopped() || self.interrupted.swap(false, Ordering::SeqCst) {
                return Ok(None);
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

    /// Counts a wrong code against the code in force; at [`WRONG_CODES_PER_CODE`], gives a
    /// new one in its place (true).
    fn retire_after_a_wrong_code(&mut self) -> bool {
        if !matches!(self.secret, Secret::Code(_)) {
            return false;
        }
        self.wrong_codes += 1;
        if self.wrong_codes < WRONG_CODES_PER_CODE {
            return false;
        }
        let code = JoinCode::random();
        self.new_code(code.clone());
        self.retired = Some(code);
        true
    }

    fn start_handshake(
        &self,
        socket: TcpStream,
        peer: SocketAddr,
        turned_away: &mut impl FnMut(SocketAddr, Rejection),
    ) {
        {
            // Before any TLS: a network past its tries, or past its handshakes at once, costs
            // the host no handshake. (A network is counted only while its handshakes run:
            // one turned away leaves nothing behind.)
            if !lock(&self.tries).allowed(peer.ip(), Instant::now()) {
                refuse_unheard(socket);
                turned_away(peer, Rejection::TooManyTries);
                return;
            }
            let mut running = lock(&self.running);
            if !may_start(&running, peer.ip()) {
                turned_away(peer, Rejection::TooManyAtOnce);
                return;
            }
            *running.entry(origin(peer.ip())).or_default() += 1;
        }
        let (tls, secret, tries) = (self.tls.clone(), self.secret.clone(), self.tries.clone());
        let (running, done) = (self.running.clone(), self.done.0.clone());
        let secrets = self.secrets;
        let waker = self.waker.clone();
        std::thread::spawn(move || {
            let result = handshake(socket, peer, tls, &secret, &tries);
            {
                let mut running = lock(&running);
                if let Some(from) = running.get_mut(&origin(peer.ip())) {
                    *from -= 1;
                    if *from == 0 {
                        running.remove(&origin(peer.ip()));
                    }
                }
            }
            let _ = done.send((peer, secrets, result));
            let _ = waker.wake();
        });
    }
}

/// A listener on `address`; on IPv6's unspecified address, one that hears IPv4 too (as
/// `::ffff:a.b.c.d`), whatever the system's default.
fn bind(address: SocketAddr) -> io::Result<TcpListener> {
    use socket2::{Domain, Socket, Type};
    let socket = Socket::new(Domain::for_address(address), Type::STREAM, None)?;
    if address.is_ipv6() && address.ip().is_unspecified() {
        socket.set_only_v6(false)?;
    }
    // As the standard library's bind does: a port just left is not held for minutes.
    #[cfg(unix)]
    socket.set_reuse_address(true)?;
    socket.bind(&address.into())?;
    socket.listen(128)?;
    Ok(socket.into())
}

/// Whether an error of `accept` ends the listening (not one connection's trouble).
fn fatal(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::InvalidInput | io::ErrorKind::PermissionDenied | io::ErrorKind::Unsupported
    )
}

#[cfg(test)]
mod tests {
    use std::thread;

    use super::*;
    use crate::secure::join;

    #[test]
    fn after_ten_wrong_codes_the_code_opens_nothing_and_a_new_one_is_given() {
        let old = JoinCode::parse("KXMRTA").unwrap();
        let mut host = Host::listen("127.0.0.1:0".parse().unwrap(), old.clone()).unwrap();
        let address = host.local_addr().unwrap().to_string();
        // Nine wrong guesses: the code stands.
        for _ in 1..WRONG_CODES_PER_CODE {
            assert!(!host.retire_after_a_wrong_code());
        }
        assert_eq!(host.retired(), None);
        // The tenth, over the network, retires it: the wait ends for the front end to tell.
        let to = address.clone();
        let tenth = thread::spawn(move || join(&to, &JoinCode::parse("KXMRTC").unwrap()).is_err());
        let waited = host.accept_until(None, |_, _| {}).unwrap();
        assert!(waited.is_none() && tenth.join().unwrap());
        let new = host.retired().expect("a new code");
        assert_ne!(new, old);
        assert_eq!(host.retired(), None, "told once");
        let guests = thread::spawn(move || {
            let with_old = join(&address, &old).err().map(|e| e.to_string());
            (with_old, join(&address, &new).is_ok())
        });
        let mut turned = Vec::new();
        let channel = host.accept(|_, why| turned.push(why.to_string()));
        let (with_old, with_new) = guests.join().unwrap();
        assert_eq!(with_old.as_deref(), Some("wrong code"));
        assert!(with_new && channel.is_ok(), "{turned:?}");
    }
}
