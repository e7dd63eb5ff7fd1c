//! A connection only the join code opens: TLS 1.3 (rustls) for the encryption, and SPAKE2
//! (the RustCrypto crate, as magic-wormhole uses) for the code. The host's certificate is
//! made afresh for each game and not checked by the guest: the code is what proves both
//! sides. Each side derives a key from the code by SPAKE2 over the TLS connection, then
//! sends an HMAC of the TLS session's exporter value under that key. Only a peer that knew
//! the code gets the same key, and only one in the same TLS session (not a man in the
//! middle, who would hold two sessions) gets the same exporter value. A wrong code costs
//! one online guess, within the limits of [`limits`]: tries a minute by origin (what a
//! stranger cannot choose: a LAN's address, a public network, the internet gateway's path),
//! with a share kept for an origin that has not tried, checked before TLS. Each handshake
//! has a thread of its own, [`FIRST_BYTES`] for its first bytes and [`HANDSHAKE`] in all (a
//! [`Deadline`], on both sides), and an origin at most [`HANDSHAKES_PER_ORIGIN`] at once, so
//! slow or silent connections lock no one out. Once the
//! friend has joined, both sides hold a [`ResumeSecret`] from that proof, and only it opens
//! the game again.

use std::io::{self, Read, Write};
use std::net::{SocketAddr, TcpStream, ToSocketAddrs};
use std::ops::DerefMut;
use std::time::Duration;

use hmac::{Hmac, Mac};
use rustls::pki_types::ServerName;
use rustls::{ClientConnection, StreamOwned};
use sha2::Sha256;
use spake2::{Ed25519Group, Identity, Password, Spake2};

use super::Failure;
use super::code::JoinCode;
use super::message::{FrameError, Message, Refusal, read_message, write_message};

/// How long a peer may take over the whole handshake (TLS and the code's proof), on either
/// side.
pub const HANDSHAKE: Duration = Duration::from_secs(10);

/// How long a host waits for a connection's first bytes (a guest's TLS greeting, sent as it
/// connects) before it cuts the connection: a silent one holds a handshake's place no longer.
pub const FIRST_BYTES: Duration = Duration::from_secs(2);

/// The TLS exporter's label for the code's proof (RFC 8446, 7.5).
const EXPORTER_LABEL: &[u8] = b"EXPORTER-tictactoe-join-code";

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
    /// The resume secret of this connection's proof.
    resume: Option<ResumeSecret>,
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

    /// The resume secret this connection's proof gave both sides (`None` before the proof).
    pub fn resume_secret(&self) -> Option<&ResumeSecret> {
        self.resume.as_ref()
    }

    /// A deadline over what follows on this connection: at `limit` from now, it is shut.
    ///
    /// # Errors
    /// The socket's.
    pub fn deadline(&self, limit: Duration) -> io::Result<Deadline> {
        Deadline::start(&self.socket, limit)
    }

    /// Closes the connection both ways.
    pub fn close(&mut self) {
        let _ = self.stream.flush();
        let _ = self.socket.shutdown(std::net::Shutdown::Both);
    }
}

/// Connects to the host at `address` (`host:port`) and proves `code`.
///
/// # Errors
/// The host cannot be reached, or turns the guest away (a wrong code, too many tries).
pub fn join(address: &str, code: &JoinCode) -> Result<Channel, Failure> {
    join_with(address, &Secret::Code(code.clone()))
}

/// Like [`join`], proving `secret` (the code, or the resume secret of the first proof).
///
/// # Errors
/// As [`join`]'s.
pub fn join_with(address: &str, secret: &Secret) -> Result<Channel, Failure> {
    let network = |e: io::Error| Failure::Network(format!("{address}: {e}"));
    let mut last = None;
    let mut socket = None;
    let candidates = address.to_socket_addrs().map_err(|e| {
        // getaddrinfo's "no such name" reads "... not known" (glibc, macOS, Windows); a
        // lookup that could not be made (offline) or a bad port keeps the system's words.
        if e.to_string().contains("not known") {
            Failure::NoSuchAddress(address.to_string())
        } else {
            network(e)
        }
    })?;
    for candidate in candidates {
        match TcpStream::connect_timeout(&candidate, HANDSHAKE) {
            Ok(s) => {
                socket = Some(s);
                break;
            }
            Err(e) => last = Some(e),
        }
    }
    let Some(socket) = socket else {
        return Err(match last {
            Some(error) => Failure::unreached(address, &error),
            None => Failure::NoSuchAddress(address.to_string()),
        });
    };
    // The host has [`HANDSHAKE`] in all, however slowly its bytes come.
    let deadline = Deadline::start(&socket, HANDSHAKE).map_err(network)?;
    let proven = prove_host(socket, secret);
    if deadline.met() {
        return Err(Failure::Unreached {
            address: address.to_string(),
            kind: io::ErrorKind::TimedOut,
        });
    }
    proven
}

/// The guest's side over a connected socket: TLS, then the code's proof.
fn prove_host(socket: TcpStream, secret: &Secret) -> Result<Channel, Failure> {
    let peer = socket
        .peer_addr()
        .map_err(|e| Failure::Network(e.to_string()))?;
    let name = ServerName::try_from("tictactoe").expect("a valid name");
    let connection = ClientConnection::new(client_config().map_err(Failure::Network)?, name)
        .map_err(|e| Failure::Network(e.to_string()))?;
    let (mut channel, exporter) =
        secured(socket, peer, connection).map_err(|why| match why.starts_with(REFUSED) {
            true => Failure::Refused(refusal_in(&why)),
            false => Failure::Network(why),
        })?;
    match prove(&mut channel, secret, Role::Guest, &exporter) {
        Ok(()) => Ok(channel),
        Err(Proof::Wrong) => Err(Failure::Refused(Refusal::WrongCode)),
        Err(Proof::Failed(why)) => Err(match why.strip_prefix(REFUSED) {
            Some(_) => Failure::Refused(refusal_in(&why)),
            None => Failure::Network(why),
        }),
    }
}

/// The connection over `socket` once TLS is up (both sides wait at most [`HANDSHAKE`] a
/// read or a write), with the TLS session's exporter value for the code's proof.
fn secured<C, S>(
    socket: TcpStream,
    peer: SocketAddr,
    connection: C,
) -> Result<(Channel, [u8; 32]), String>
where
    C: DerefMut<Target = rustls::ConnectionCommon<S>> + Send + 'static,
    S: rustls::SideData + 'static,
{
    socket
        .set_nonblocking(false)
        .and_then(|()| socket.set_read_timeout(Some(HANDSHAKE)))
        .and_then(|()| socket.set_write_timeout(Some(HANDSHAKE)))
        .map_err(|e| e.to_string())?;
    let under = socket.try_clone().map_err(|e| e.to_string())?;
    let mut stream = StreamOwned::new(connection, socket);
    finish_tls(&mut stream.conn, &mut stream.sock)?;
    let exporter = exporter(&stream.conn)?;
    let channel = Channel {
        stream: Box::new(stream),
        socket: under,
        peer,
        resume: None,
    };
    Ok((channel, exporter))
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

/// SPAKE2 on the secret, then each side's HMAC of the TLS exporter value under the key;
/// once both are proven, the channel holds the resume secret of the key.
fn prove(channel: &mut Channel, secret: &Secret, role: Role, exporter: &[u8]) -> Result<(), Proof> {
    let failed = |e: &dyn std::fmt::Display| Proof::Failed(e.to_string());
    let (password, identity) = secret.password();
    let (state, outbound) = Spake2::<Ed25519Group>::start_symmetric(
        &Password::new(&password),
        &Identity::new(identity),
    );
    channel
        .send(&Message::Pake { bytes: outbound })
        .map_err(|e| failed(&e))?;
    let inbound = match channel.receive().map_err(|e| failed(&e))? {
        Message::Pake { bytes } => bytes,
        // No code was tried yet: whoever says it is wrong proves nothing, and a guest
        // coming back must not take it for the host's word and stop.
        Message::Refused {
            why: Refusal::WrongCode,
        } => {
            return Err(Proof::Failed(
                "a wrong code said before any code was tried".into(),
            ));
        }
        Message::Refused { why } => {
            return Err(Proof::Failed(format!("{REFUSED}{}", refusal_name(&why))));
        }
        other => return Err(Proof::Failed(format!("unexpected {}", other.name()))),
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
        Message::Confirm { mac: theirs } => {
            mac(role.other())
                .verify_slice(&theirs)
                .map_err(|_| Proof::Wrong)?;
            channel.resume = Some(ResumeSecret::from_key(&key));
            Ok(())
        }
        Message::Refused { why } => Err(Proof::Failed(format!("{REFUSED}{}", refusal_name(&why)))),
        other => Err(Proof::Failed(format!("unexpected {}", other.name()))),
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

mod deadline;
mod handshake;
mod host;
pub mod limits;
mod secret;
mod tls;

pub use deadline::Deadline;
pub use handshake::refuse;
pub use host::{Host, Stopper, WRONG_CODES_PER_CODE};
pub use limits::{
    ALL_TRIES_PER_MINUTE, HANDSHAKES_AT_ONCE, HANDSHAKES_KEPT_FOR_A_NEW_ORIGIN,
    HANDSHAKES_PER_ORIGIN, TRIES_KEPT_FOR_A_NEW_ORIGIN, TRIES_PER_MINUTE, network, origin,
};
pub use secret::{ResumeSecret, Secret};
use tls::{client_config, exporter, finish_tls};

#[cfg(test)]
mod tests;

/// Channels for the tests of what runs over one (this crate's and the front ends'). Always
/// built: a cargo feature for it would give the tests' build of the front ends a copy of
/// this crate of its own, and everything above it built twice.
pub mod testing {
    use std::thread;

    use super::{Channel, Host, JoinCode, join};

    /// How long the tests of strangers knocking at a host knock, in seconds:
    /// `TICTACTOE_HOSTILE_SECONDS`, 15 by default (`script/hostile-figures` gives more for
    /// BENCHMARKS.md's figures).
    pub fn hostile_seconds() -> u64 {
        std::env::var("TICTACTOE_HOSTILE_SECONDS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(15)
    }

    /// A host and a guest with the same code, connected over loopback: (host's side,
    /// guest's side). Panics if they cannot connect: it is for tests.
    pub fn pair() -> (Channel, Channel) {
        let code = || JoinCode::parse("KXMRTA").expect("a valid code");
        let mut host = Host::listen("127.0.0.1:0".parse().expect("an address"), code())
            .expect("a loopback listener");
        let address = host.local_addr().expect("its address").to_string();
        let guest = thread::spawn(move || join(&address, &code()).expect("the guest joins"));
        let channel = host
            .accept(|_, why| panic!("turned away: {why}"))
            .expect("the host accepts");
        (channel, guest.join().expect("the guest's thread"))
    }
}
