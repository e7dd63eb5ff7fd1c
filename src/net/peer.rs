//! The peer on its own thread: it sends what the game gives it, reads what comes, says
//! "still here" after a quiet while, and reports a peer gone silent, a broken frame or a
//! closed connection once, as [`PeerEvent::Lost`]. The game reads events when it likes and
//! never waits on the network.

use std::io;
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::thread;
use std::time::{Duration, Instant};

use super::message::{FrameError, MAX_FRAME, Message, decode};
use super::secure::Channel;

/// How often the thread looks for messages to send while none come in.
const POLL: Duration = Duration::from_millis(100);

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
    out: Sender<Message>,
    events: Receiver<PeerEvent>,
    thread: thread::JoinHandle<()>,
}

impl Peer {
    /// Hands `channel` to a thread of its own.
    pub fn start(channel: Channel) -> Peer {
        let (out, outgoing) = mpsc::channel();
        let (incoming, events) = mpsc::channel();
        let thread = thread::spawn(move || run(channel, outgoing, incoming));
        Peer {
            out,
            events,
            thread,
        }
    }

    /// Sends a message (dropped if the connection is over: that is reported as an event).
    pub fn send(&self, message: Message) {
        let _ = self.out.send(message);
    }

    /// Sends what is queued, then closes the connection (within [`POLL`] or so).
    pub fn close(self) {
        let Peer { out, thread, .. } = self;
        drop(out);
        let _ = thread.join();
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

fn run(mut channel: Channel, outgoing: Receiver<Message>, incoming: Sender<PeerEvent>) {
    let lost = |why: String| {
        let _ = incoming.send(PeerEvent::Lost(why));
    };
    if let Err(e) = channel.set_read_timeout(Some(POLL)) {
        return lost(e.to_string());
    }
    let (mut sent, mut heard) = (Instant::now(), Instant::now());
    let mut framer = Framer::default();
    let mut buf = [0u8; 4096];
    loop {
        loop {
            match outgoing.try_recv() {
                Ok(message) => {
                    if let Err(e) = channel.send(&message) {
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
            if let Err(e) = channel.send(&Message::Ping) {
                return lost(format!("the connection failed: {e}"));
            }
            sent = Instant::now();
        }
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
                            let _ = channel.send(&Message::Refused {
                                why: super::message::Refusal::Broken {
                                    what: e.to_string(),
                                },
                            });
                            channel.close();
                            return lost(format!("the other game sent {e}"));
                        }
                    }
                }
            }
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                ) =>
            {
                if heard.elapsed() >= SILENCE {
                    channel.close();
                    return lost(format!(
                        "no word from the other game for {} s",
                        SILENCE.as_secs()
                    ));
                }
            }
            Err(e) => return lost(format!("the connection failed: {e}")),
        }
    }
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

    proptest! {
        #[test]
        fn any_bytes_give_messages_or_a_reason(bytes in proptest::collection::vec(any::<u8>(), 0..2000)) {
            let mut framer = Framer::default();
            framer.push(&bytes);
            while let Ok(Some(_)) = framer.take_message() {}
        }
    }
}
