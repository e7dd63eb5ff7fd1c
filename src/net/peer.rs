//! The peer on its own thread: it sends what the game gives it at once (the game wakes it),
//! reads what comes as it comes (the socket wakes it), says "still here" after a quiet
//! while, and reports a peer gone silent, a broken frame or a closed connection once, as
//! [`PeerEvent::Lost`]. With nothing to say it sleeps until the next ping is due. The game
//! reads events when it likes and never waits on the network.

use std::io;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::thread;
use std::time::{Duration, Instant};

use mio::{Events, Interest, Poll, Token, Waker};

use super::message::{FrameError, MAX_FRAME, Message, decode};
use super::secure::Channel;

/// The socket has bytes.
const SOCKET: Token = Token(0);

/// The game has a message to send.
const WAKE: Token = Token(1);

/// After this long with nothing sent, a [`Message::Ping`] goes.
pub const PING_EVERY: Duration = Duration::from_secs(5);

/// After this long with nothing heard, the peer is taken for gone.
pub const SILENCE: Duration = Duration::from_secs(20);

/// What the peer did.
#[derive(Debug, PartialEq, Eq)]
pub enum PeerEvent {
    /// A message, checked as a frame and as JSON (what it asks is for the game to check).
    Message(Message),
    /// The connection is over, and why, in words; nothing comes after it.
    Lost(String),
}

/// The peer's thread, seen from the game.
pub struct Peer {
    /// `None` once closed: the thread then sends what is queued and ends.
    out: Option<Sender<Message>>,
    waker: Option<Arc<Waker>>,
    events: Receiver<PeerEvent>,
    thread: Option<thread::JoinHandle<()>>,
}

impl Peer {
    /// Hands `channel` to a thread of its own.
    pub fn start(channel: Channel) -> Peer {
        let (out, outgoing) = mpsc::channel();
        let (incoming, events) = mpsc::channel();
        let poll = Poll::new().and_then(|poll| {
            let waker = Arc::new(Waker::new(poll.registry(), WAKE)?);
            Ok((poll, waker))
        });
        let (poll, waker) = match poll {
            Ok((poll, waker)) => (Some(poll), Some(waker)),
            Err(e) => {
                let _ = incoming.send(PeerEvent::Lost(format!("no poller: {e}")));
                (None, None)
            }
        };
        // The thread keeps the waker alive: closing its file would take a wake-up in flight
        // out of the poller.
        let kept_awake = waker.clone();
        let thread = thread::spawn(move || {
            if let Some(poll) = poll {
                run(channel, poll, outgoing, incoming);
            }
            drop(kept_awake);
        });
        Peer {
            out: Some(out),
            waker,
            events,
            thread: Some(thread),
        }
    }

    /// Sends a message (dropped if the connection is over: that is reported as an event).
    pub fn send(&self, message: Message) {
        if let Some(out) = &self.out {
            let _ = out.send(message);
        }
        self.wake();
    }

    fn wake(&self) {
        if let Some(waker) = &self.waker {
            let _ = waker.wake();
        }
    }

    /// Sends what is queued, then closes the connection.
    pub fn close(mut self) {
        self.out = None;
        self.wake();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }

    /// The next event, if one has come.
    pub fn try_next(&self) -> Option<PeerEvent> {
        match self.events.try_recv() {
            Ok(event) => Some(event),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => {
                Some(PeerEvent::Lost("the connection closed".into()))
            }
        }
    }

    /// The next event, waiting at most `timeout`.
    pub fn next_within(&self, timeout: Duration) -> Option<PeerEvent> {
        match self.events.recv_timeout(timeout) {
            Ok(event) => Some(event),
            Err(mpsc::RecvTimeoutError::Timeout) => None,
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                Some(PeerEvent::Lost("the connection closed".into()))
            }
        }
    }
}

impl Drop for Peer {
    /// Lets the thread send what is queued and end, without waiting for it.
    fn drop(&mut self) {
        self.out = None;
        self.wake();
    }
}

/// Frames out of a byte stream: bytes in, whole messages out; a length over
/// [`MAX_FRAME`] is refused before its bytes are waited for.
#[derive(Default)]
pub struct Framer {
    buf: Vec<u8>,
}

impl Framer {
    /// Takes bytes as they came.
    pub fn push(&mut self, bytes: &[u8]) {
        self.buf.extend_from_slice(bytes);
    }

    /// The next whole message, if one is in.
    ///
    /// # Errors
    /// A frame too long, or bytes that are not a message.
    pub fn take_message(&mut self) -> Result<Option<Message>, FrameError> {
        let Some(length) = self.buf.get(..4) else {
            return Ok(None);
        };
        let length = u32::from_be_bytes([length[0], length[1], length[2], length[3]]) as usize;
        if length > MAX_FRAME {
            return Err(FrameError::TooLong(length as u64));
        }
        if self.buf.len() < 4 + length {
            return Ok(None);
        }
        let message = decode(&self.buf[4..4 + length]);
        self.buf.drain(..4 + length);
        message.map(Some)
    }
}

fn run(
    mut channel: Channel,
    mut poll: Poll,
    outgoing: Receiver<Message>,
    incoming: Sender<PeerEvent>,
) {
    let lost = |why: String| {
        let _ = incoming.send(PeerEvent::Lost(why));
    };
    let watched = channel.socket().and_then(|socket| {
        socket.set_nonblocking(true)?;
        let mut source = mio::net::TcpStream::from_std(socket);
        poll.registry()
            .register(&mut source, SOCKET, Interest::READABLE)?;
        Ok(source)
    });
    let _source = match watched {
        Ok(source) => source,
        Err(e) => return lost(format!("the connection could not be watched: {e}")),
    };
    let (mut sent, mut heard) = (Instant::now(), Instant::now());
    let mut framer = Framer::default();
    let mut buf = [0u8; 4096];
    let mut events = Events::with_capacity(4);
    loop {
        loop {
            match outgoing.try_recv() {
                Ok(message) => {
                    if let Err(e) = send_waiting(&mut channel, &message) {
                        return lost(format!("the connection failed: {e}"));
                    }
                    sent = Instant::now();
                }
                Err(TryRecvError::Empty) => break,
                // The game let go of the peer: close quietly.
                Err(TryRecvError::Disconnected) => return channel.close(),
            }
        }
        if sent.elapsed() >= PING_EVERY {
            if let Err(e) = send_waiting(&mut channel, &Message::Ping) {
                return lost(format!("the connection failed: {e}"));
            }
            sent = Instant::now();
        }
        // Everything the socket has: the poller tells of new bytes only once.
        loop {
            match channel.read_some(&mut buf) {
                Ok(0) => return lost("the other game closed the connection".into()),
                Ok(n) => {
                    heard = Instant::now();
                    framer.push(&buf[..n]);
                    loop {
                        match framer.take_message() {
                            Ok(Some(Message::Ping)) => {}
                            Ok(Some(message)) => {
                                if incoming.send(PeerEvent::Message(message)).is_err() {
                                    return channel.close();
                                }
                            }
                            Ok(None) => break,
                            Err(e) => {
                                let _ = send_waiting(
                                    &mut channel,
                                    &Message::Refused {
                                        why: super::message::Refusal::Broken {
                                            what: e.to_string(),
                                        },
                                    },
                                );
                                channel.close();
                                return lost(format!("the other game sent {e}"));
                            }
                        }
                    }
                }
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => break,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return lost(format!("the connection failed: {e}")),
            }
        }
        if heard.elapsed() >= SILENCE {
            channel.close();
            return lost(format!(
                "no word from the other game for {} s",
                SILENCE.as_secs()
            ));
        }
        // (Bytes that came with an earlier message may wait in the TLS layer, not the
        // socket: the reads above run before the first sleep.)
        // Asleep until the socket or the game wakes it, or a ping or the silence is due.
        let due = (sent + PING_EVERY).min(heard + SILENCE);
        let timeout = due.saturating_duration_since(Instant::now());
        if let Err(e) = poll.poll(&mut events, Some(timeout))
            && e.kind() != io::ErrorKind::Interrupted
        {
            return lost(format!("the connection could not be watched: {e}"));
        }
    }
}

/// Sends a message, waiting for the socket as long as that takes (the socket is read
/// without waiting, and written with).
fn send_waiting(channel: &mut Channel, message: &Message) -> io::Result<()> {
    channel.set_nonblocking(false)?;
    let sent = channel.send(message);
    channel.set_nonblocking(true)?;
    sent
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::message::encode;
    use proptest::prelude::*;

    #[test]
    fn frames_come_out_whole_however_the_bytes_are_cut() {
        let messages = [Message::Ping, Message::Move { ply: 2, cell: 7 }];
        let wire: Vec<u8> = messages.iter().flat_map(encode).collect();
        for cut in 1..wire.len() {
            let mut framer = Framer::default();
            let mut out = Vec::new();
            for chunk in wire.chunks(cut) {
                framer.push(chunk);
                while let Some(m) = framer.take_message().unwrap() {
                    out.push(m);
                }
            }
            assert_eq!(out, messages, "cut every {cut} bytes");
        }
        let mut framer = Framer::default();
        framer.push(&u32::MAX.to_be_bytes());
        assert!(matches!(framer.take_message(), Err(FrameError::TooLong(_))));
    }

    #[test]
    fn a_hostile_peer_is_dropped_with_the_reason_and_nothing_panics() {
        use crate::net::secure::tests::pair;
        let (host, mut guest) = pair();
        let peer = Peer::start(host);
        guest.send(&Message::Move { ply: 0, cell: 4 }).unwrap();
        assert_eq!(
            peer.next_within(Duration::from_secs(5)),
            Some(PeerEvent::Message(Message::Move { ply: 0, cell: 4 }))
        );
        // A 100 MB length prefix: refused before its bytes are waited for.
        guest.write_raw(&(100u32 << 20).to_be_bytes()).unwrap();
        let Some(PeerEvent::Lost(why)) = peer.next_within(Duration::from_secs(5)) else {
            panic!("not dropped");
        };
        assert!(why.contains("a message of 104857600 bytes"), "{why}");

        let (host, mut guest) = pair();
        let peer = Peer::start(host);
        let mut garbage = 12u32.to_be_bytes().to_vec();
        garbage.extend(b"not a thing!");
        guest.write_raw(&garbage).unwrap();
        let Some(PeerEvent::Lost(why)) = peer.next_within(Duration::from_secs(5)) else {
            panic!("not dropped");
        };
        assert!(why.contains("a message that does not read"), "{why}");
        // The hostile side is told why.
        guest
            .set_read_timeout(Some(Duration::from_secs(5)))
            .unwrap();
        let told = guest.receive().unwrap();
        assert!(
            matches!(
                told,
                Message::Refused {
                    why: crate::net::Refusal::Broken { .. }
                }
            ),
            "{told:?}"
        );
    }

    #[test]
    fn a_message_read_along_with_an_earlier_one_is_not_left_waiting() {
        use crate::net::secure::tests::pair;
        let (mut host, mut guest) = pair();
        guest.send(&Message::Move { ply: 0, cell: 1 }).unwrap();
        guest.send(&Message::Move { ply: 1, cell: 2 }).unwrap();
        assert_eq!(host.receive().unwrap(), Message::Move { ply: 0, cell: 1 });
        // The second may sit in the TLS layer, with nothing left on the socket to wake the
        // peer: it must come before the first ping would (PING_EVERY).
        let peer = Peer::start(host);
        assert_eq!(
            peer.next_within(PING_EVERY / 2),
            Some(PeerEvent::Message(Message::Move { ply: 1, cell: 2 }))
        );
    }

    proptest! {
        #[test]
        fn any_bytes_give_messages_or_a_reason(bytes in proptest::collection::vec(any::<u8>(), 0..2000)) {
            let mut framer = Framer::default();
            framer.push(&bytes);
            while let Ok(Some(_)) = framer.take_message() {}
        }
    }
}

/// Figures, not checks: run by `script/network-figures` (`--ignored`), which prints them.
#[cfg(test)]
mod figures {
    use super::*;
    use crate::net::secure::tests::pair;

    /// CPU time of this process so far, in seconds (Linux: /proc/self/stat).
    fn cpu_seconds() -> f64 {
        let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
        let fields: Vec<&str> = stat
            .rsplit(')')
            .next()
            .unwrap_or("")
            .split_whitespace()
            .collect();
        let ticks: f64 = fields.get(11..13).map_or(0.0, |f| {
            f.iter().filter_map(|t| t.parse::<f64>().ok()).sum()
        });
        ticks / 100.0
    }

    #[test]
    #[ignore]
    fn move_latency_and_idle_cpu_on_loopback() {
        let (host, guest) = pair();
        let (host, guest) = (Peer::start(host), Peer::start(guest));
        let mut samples = Vec::with_capacity(1000);
        for i in 0..1000u32 {
            let sent = Instant::now();
            host.send(Message::Move { ply: i, cell: 4 });
            match guest.next_within(Duration::from_secs(5)) {
                Some(PeerEvent::Message(Message::Move { ply, .. })) if ply == i => {}
                other => panic!("{other:?}"),
            }
            samples.push(sent.elapsed());
        }
        samples.sort();
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        println!(
            "move from one peer to the other on loopback: median {:.2} ms, 99th percentile {:.2} ms (1,000 moves)",
            ms(samples[499]),
            ms(samples[989])
        );
        let before = cpu_seconds();
        std::thread::sleep(Duration::from_secs(10));
        let used = cpu_seconds() - before;
        println!(
            "both peers idle for 10 s: {:.2} % of a core (two peer threads, each side's)",
            used * 10.0
        );
    }
}
