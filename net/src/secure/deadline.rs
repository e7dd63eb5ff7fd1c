//! A deadline over a whole exchange, not one read: a peer that trickles a byte just inside
//! each read's time-out still meets it (as OpenSSH's LoginGraceTime bounds the whole login).

use std::io;
use std::net::{Shutdown, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// Shuts a socket down both ways when its time is up, unless dropped first: every read or
/// write on it then fails at once.
pub struct Deadline {
    done: Arc<(Mutex<bool>, Condvar)>,
    cut: Arc<AtomicBool>,
}

impl Deadline {
    /// Watches `socket` for `limit` from now, on a thread of its own that ends when the
    /// deadline is dropped or met.
    ///
    /// # Errors
    /// The socket could not be cloned for the watch.
    pub fn start(socket: &TcpStream, limit: Duration) -> io::Result<Deadline> {
        let socket = socket.try_clone()?;
        let done = Arc::new((Mutex::new(false), Condvar::new()));
        let cut = Arc::new(AtomicBool::new(false));
        let (watched, was_cut) = (done.clone(), cut.clone());
        std::thread::spawn(move || {
            let until = Instant::now() + limit;
            let (lock, wake) = &*watched;
            let mut done = lock.lock().unwrap_or_else(|p| p.into_inner());
            while !*done {
                let left = until.saturating_duration_since(Instant::now());
                if left.is_zero() {
                    was_cut.store(true, Ordering::SeqCst);
                    let _ = socket.shutdown(Shutdown::Both);
                    return;
                }
                done = wake
                    .wait_timeout(done, left)
                    .unwrap_or_else(|p| p.into_inner())
                    .0;
            }
        });
        Ok(Deadline { done, cut })
    }

    /// Whether the time ran out (and the socket was shut).
    pub fn met(&self) -> bool {
        self.cut.load(Ordering::SeqCst)
    }
}

impl Drop for Deadline {
    fn drop(&mut self) {
        let (lock, wake) = &*self.done;
        *lock.lock().unwrap_or_else(|p| p.into_inner()) = true;
        wake.notify_one();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;
    use std::net::TcpListener;

    #[test]
    fn a_read_that_waits_past_the_deadline_ends_there_and_one_dropped_in_time_cuts_nothing() {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let address = listener.local_addr().unwrap();
        let _other = TcpStream::connect(address).unwrap();
        let (mut socket, _) = listener.accept().unwrap();
        let started = Instant::now();
        let deadline = Deadline::start(&socket, Duration::from_millis(300)).unwrap();
        let read = socket.read(&mut [0; 8]);
        assert!(matches!(read, Ok(0) | Err(_)), "{read:?}");
        assert!(deadline.met());
        assert!(started.elapsed() < Duration::from_secs(5));

        let _second = TcpStream::connect(address).unwrap();
        let (socket, _) = listener.accept().unwrap();
        let deadline = Deadline::start(&socket, Duration::from_millis(100)).unwrap();
        drop(deadline);
        std::thread::sleep(Duration::from_millis(300));
        socket.set_nonblocking(true).unwrap();
        let read = (&socket).read(&mut [0; 8]);
        assert_eq!(read.unwrap_err().kind(), io::ErrorKind::WouldBlock);
    }
}
