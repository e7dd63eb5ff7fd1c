//! One connection's handshake on the host's side, on a thread of its own: TLS, then the
//! join code's proof within the tries left, all cut off after [`HANDSHAKE`].

use std::io::ErrorKind;
use std::net::{SocketAddr, TcpStream};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use rustls::{ServerConfig, ServerConnection};

use super::deadline::Deadline;
use super::limits::{Tries, lock};
use super::{
    Channel, FIRST_BYTES, HANDSHAKE, Message, Proof, Refusal, Role, Secret, prove, secured,
};
use crate::turned::Rejection;

/// Tells the peer why it is turned away, and closes.
pub fn refuse(channel: &mut Channel, why: Refusal) {
    let _ = channel.send(&Message::Refused { why });
    channel.close();
}

/// The host's side of one connection, cut off after [`HANDSHAKE`] in all.
pub(super) fn handshake(
    socket: TcpStream,
    peer: SocketAddr,
    tls: Arc<ServerConfig>,
    secret: &Secret,
    tries: &Mutex<Tries>,
) -> Result<Channel, Rejection> {
    let _deadline = Deadline::start(&socket, HANDSHAKE)
        .map_err(|e| Rejection::BrokeOff(format!("the socket could not be watched: {e}")))?;
    first_bytes(&socket)?;
    prove_guest(socket, peer, tls, secret, tries)
}

/// Waits up to [`FIRST_BYTES`] for the connection's first bytes: a silent one is cut.
fn first_bytes(socket: &TcpStream) -> Result<(), Rejection> {
    let broke_off = |e: std::io::Error| Rejection::BrokeOff(e.to_string());
    socket
        .set_nonblocking(false)
        .and_then(|()| socket.set_read_timeout(Some(FIRST_BYTES)))
        .map_err(broke_off)?;
    match socket.peek(&mut [0]) {
        // TLS sets its own time-outs.
        Ok(1..) => Ok(()),
        Ok(0) => Err(Rejection::BrokeOff("closed before a word".into())),
        Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => Err(
            Rejection::BrokeOff(format!("silent for {} s", FIRST_BYTES.as_secs())),
        ),
        Err(e) => Err(broke_off(e)),
    }
}

/// TLS, then the code's proof, within the tries left.
fn prove_guest(
    socket: TcpStream,
    peer: SocketAddr,
    tls: Arc<ServerConfig>,
    secret: &Secret,
    tries: &Mutex<Tries>,
) -> Result<Channel, Rejection> {
    let connection = ServerConnection::new(tls).map_err(|e| Rejection::BrokeOff(e.to_string()))?;
    let (mut channel, exporter) = secured(socket, peer, connection).map_err(Rejection::BrokeOff)?;
    let allowed = lock(tries).take(peer.ip(), Instant::now());
    if !allowed {
        refuse(&mut channel, Refusal::TooManyTries);
        return Err(Rejection::TooManyTries);
    }
    match prove(&mut channel, secret, Role::Host, &exporter) {
        Ok(()) => Ok(channel),
        Err(Proof::Wrong) => {
            refuse(&mut channel, Refusal::WrongCode);
            Err(Rejection::WrongCode)
        }
        Err(Proof::Failed(why)) => {
            channel.close();
            Err(Rejection::BrokeOff(why))
        }
    }
}
