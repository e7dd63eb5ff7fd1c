//! The host against strangers for minutes, in a process of its own: the figure is this
//! process's memory, which no other test may share.

use std::net::TcpStream;
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

use mnk::Mark;
use tictactoe_core::session::Rules;
use tictactoe_net::JoinCode;
use tictactoe_net::internet::Relay;
use tictactoe_net::link::{Link, LinkEvent, Setup};

fn code(letters: &str) -> JoinCode {
    JoinCode::parse(letters).expect("a valid code")
}

fn empty() -> Setup {
    Setup {
        rules: Rules::default(),
        host: Mark::X,
        moves: Vec::new(),
        choices: Vec::new(),
        clock: None,
    }
}

/// This process's resident memory, in kB (Linux: /proc/self/status).
fn resident_kb() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|kb| kb.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

/// Strangers without the code for `TICTACTOE_HOSTILE_SECONDS` (15 by default; 600 for the
/// figure in BENCHMARKS.md, by `script/hostile-figures`): four silent connections held open
/// from one network (its every handshake slot), one trickling a byte a second, and
/// connect-and-close in a loop. The host's memory grows by less than 5 MB, and the friend
/// still joins.
#[cfg(target_os = "linux")]
#[test]
fn strangers_knocking_for_minutes_leave_the_hosts_memory_where_it_was() {
    use std::io::Write;
    use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
    let seconds = tictactoe_net::secure::testing::hostile_seconds();
    let host = Link::host(0, code("KXMRTA"), None, "Ana", empty(), Arc::new(|| {})).unwrap();
    let Some(LinkEvent::Listening { port, .. }) = host.next_within(Duration::from_secs(5)) else {
        panic!("not listening");
    };
    let stop = Arc::new(AtomicBool::new(false));
    let tries = Arc::new(AtomicU64::new(0));
    let connect = move || TcpStream::connect(("127.0.0.1", port));
    let holding = {
        let stop = stop.clone();
        thread::spawn(move || {
            while !stop.load(Ordering::SeqCst) {
                // Cut off after the handshake's 10 s: opened again just before.
                let silent: Vec<_> = (0..4).filter_map(|_| connect().ok()).collect();
                let mut trickle = connect().ok();
                for _ in 0..9 {
                    if let Some(t) = trickle.as_mut() {
                        let _ = t.write_all(&[0x16]);
                    }
                    thread::sleep(Duration::from_secs(1));
                }
                drop(silent);
            }
        })
    };
    let knocking = {
        let (stop, tries) = (stop.clone(), tries.clone());
        thread::spawn(move || {
            while !stop.load(Ordering::SeqCst) {
                // Closed with a reset (no linger), as an attacker would: no port of this
                // side's is held, so the loop can go on for minutes.
                if let Ok(socket) = connect() {
                    let _ = socket2::SockRef::from(&socket).set_linger(Some(Duration::ZERO));
                    tries.fetch_add(1, Ordering::Relaxed);
                }
            }
        })
    };
    thread::sleep(Duration::from_secs(2));
    let before = resident_kb();
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(seconds) {
        thread::sleep(Duration::from_secs(1));
        // The game reads its events each frame: so does this.
        while host.try_next().is_some() {}
    }
    let after = resident_kb();
    stop.store(true, Ordering::SeqCst);
    knocking.join().unwrap();
    let joining = Instant::now();
    let guest = Link::join(
        &format!("[::1]:{port}"),
        code("KXMRTA"),
        None,
        ("Bo", Relay::Off),
        Arc::new(|| {}),
    );
    let joined = loop {
        match guest.next_within(Duration::from_secs(15)) {
            Some(LinkEvent::Connected { .. }) => break true,
            Some(LinkEvent::Failed(why)) => panic!("the friend was turned away: {why}"),
            Some(_) => {}
            None => break false,
        }
    };
    let took = joining.elapsed();
    holding.join().unwrap();
    let tries = tries.load(Ordering::Relaxed);
    println!(
        "hostile: {seconds} s, {tries} connections ({} a second); host memory {before} kB -> \
         {after} kB ({:+} kB); the friend joined in {} ms",
        tries / seconds.max(1),
        after as i64 - before as i64,
        took.as_millis()
    );
    assert!(joined, "the friend did not get in");
    assert!(after < before + 5 * 1024, "{before} kB -> {after} kB");
}
