//! The peer on its own thread: it sends what the game gives it at once (the game wakes it),
//! reads what comes as it comes (the socket wakes it), says "still here" after a quiet
//! while, and reports a peer gone silent, a broken frame, a peer past its message
//! [`MessageRate`] or a closed connection once, as [`PeerEvent::Lost`]. With nothing to say it
//! sleeps until the next ping is due. The game reads events when it likes; only closing
//! waits, for the last messages to be written.

use std::io;
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread;
use std::time::{Duration, Instant};

use mio::{Events, Interest, Poll, Token, Waker};

use super::message::Message;
use super::secure::Channel;

mod framer;
mod rate;

pub use framer::Framer;
pub use rate::{MESSAGE_BURST, MESSAGES_PER_SECOND, MessageRate};

/// What a peer past its [`MessageRate`] is told, and the game hears.
fn too_many() -> String {
    format!("more than {MESSAGES_PER_SECOND} messages a second")
}

/// The socket has bytes.
const SOCKET: Token = Token(0);

/// The game has a message to send.
const WAKE: Token = Token(1);

/// After this long with nothing sent, a [`Message::Ping`] goes.
pub const PING_EVERY: Duration = Duration::from_secs(5);

/// After this long with nothing heard, the peer is taken for gone.
pub const SILENCE: Duration = Duration::from_secs(20);

/// The longest a peer that closes waits for its last messages to be sent
/// ([`Peer::close`]).
pub const CLOSING: Duration = Duration::from_secs(3);

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
    /// Behind a lock so that a game may keep the peer in shared state.
    events: Mutex<Receiver<PeerEvent>>,
    thread: Option<thread::JoinHandle<()>>,
}

/// Called on the peer's thread after each event: wakes a game that sleeps until input.
pub type Wake = Arc<dyn Fn() + Send + Sync>;

impl Peer {
    /// Hands `channel` to a thread of its own.
    pub fn start(channel: Channel) -> Peer {
        Peer::start_waking(channel, Arc::new(|| {}))
    }

    /// Like [`Peer::start`], calling `wake` after each event.
    pub fn start_waking(channel: Channel, wake: Wake) -> Peer {
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
                run(channel, poll, outgoing, incoming, &*wake);
            } else {
                wake();
            }
            drop(kept_awake);
        });
        Peer {
            out: Some(out),
            waker,
            events: Mutex::new(events),
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

    /// Sends what is queued, then closes the connection, waiting until that is done for at
    /// most [`CLOSING`]: a friend that stops reading could hold a send for the socket's
    /// time-outs (a write, then the TLS layer's read: 10 s each). Past it, the thread is left
    /// to end on its own.
    pub fn close(mut self) {
        self.out = None;
        self.wake();
        if let Some(thread) = self.thread.take() {
            let until = Instant::now() + CLOSING;
            while !thread.is_finished() && Instant::now() < until {
                thread::sleep(Duration::from_millis(10));
            }
            if thread.is_finished() {
                let _ = thread.join();
            }
        }
    }

    /// The next event, if one has come.
    pub fn try_next(&self) -> Option<PeerEvent> {
        match lock(&self.events).try_recv() {
            Ok(event) => Some(event),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => {
                Some(PeerEvent::Lost("the connection closed".into()))
            }
        }
    }

    /// The next event, waiting at most `timeout`.
    pub fn next_within(&self, timeout: Duration) -> Option<PeerEvent> {
        match lock(&self.events).recv_timeout(timeout) {
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

/// The data behind `mutex`, even if a thread panicked holding it.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn run(
    mut channel: Channel,
    mut poll: Poll,
    outgoing: Receiver<Message>,
    incoming: Sender<PeerEvent>,
    wake: &(dyn Fn() + Send + Sync),
) {
    let lost = |why: String| {
        let _ = incoming.send(PeerEvent::Lost(why));
        wake();
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
    let mut rate = MessageRate::new(Instant::now());
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
                        let message = framer.take_message();
                        if let Ok(Some(_)) = message
                            && !rate.spend(Instant::now())
                        {
                            let _ = send_waiting(
                                &mut channel,
                                &Message::Refused {
                                    why: super::message::Refusal::Broken { what: too_many() },
                                },
                            );
                            channel.close();
                            return lost(format!("the other game sent {}", too_many()));
                        }
                        match message {
                            Ok(Some(Message::Ping)) => {}
                            Ok(Some(message)) => {
                                if incoming.send(PeerEvent::Message(message)).is_err() {
                                    return channel.close();
                                }
                                wake();
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
                // Closed without TLS's goodbye: the other game was stopped or crashed.
                Err(e) if e.kind() == io::ErrorKind::UnexpectedEof => {
                    return lost("the other game closed the connection".into());
                }
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

/// Sends a message, waiting for the socket up to the write time-out set in the handshake
/// (the socket is read without waiting, and written with).
fn send_waiting(channel: &mut Channel, message: &Message) -> io::Result<()> {
    channel.set_nonblocking(false)?;
    let sent = channel.send(message);
    channel.set_nonblocking(true)?;
    sent
}

#[cfg(test)]
mod tests;
