//! One connection's handshake on the host's side, on a thread of its own: TLS, then the
//! join code's proof within the tries left, all cut off after [`HANDSHAKE`].

use std::collections::VecDeque;
use std::net::{IpAddr, SocketAddr, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rustls::{ServerConfig, ServerConnection};

use super::limits::{ALL_TRIES_PER_MINUTE, TRIES_PER_MINUTE, lock};
use super::{Channel, HANDSHAKE, JoinCode, Message, Proof, Refusal, Role, prove, secured};

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
pub fn refuse(channel: &mut Channel, why: Refusal) {
    let _ = channel.send(&Message::Refused { why });
    channel.close();
}

/// The host's side of one connection, cut off after [`HANDSHAKE`] in all.
pub(super) fn handshake(
    socket: TcpStream,
    peer: SocketAddr,
    tls: Arc<ServerConfig>,
    code: &JoinCode,
    tries: &Mutex<VecDeque<(IpAddr, Instant)>>,
) -> Result<Channel, String> {
    let done = cut_off_at(&socket, HANDSHAKE).ok_or("the socket could not be watched")?;
    let result = prove_guest(socket, peer, tls, code, tries);
    done.store(true, Ordering::SeqCst);
    result
}

/// TLS, then the code's proof, within the tries left.
fn prove_guest(
    socket: TcpStream,
    peer: SocketAddr,
    tls: Arc<ServerConfig>,
    code: &JoinCode,
    tries: &Mutex<VecDeque<(IpAddr, Instant)>>,
) -> Result<Channel, String> {
    let connection = ServerConnection::new(tls).map_err(|e| e.to_string())?;
    let (mut channel, exporter) = secured(socket, peer, connection)?;
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
