//! The host's limits on strangers: tries at the code a minute, from one address and from
//! all, and handshakes at once. The listener ([`super::host`]) and each handshake
//! ([`super::handshake`]) both count against them.

use std::sync::{Mutex, MutexGuard};

/// The most tries at the code a host takes from one address in a minute; more are told
/// "too many tries" without a guess.
pub const TRIES_PER_MINUTE: usize = 5;

/// The most tries a host takes from all addresses together in a minute: with many
/// addresses, still years to guess a code (18^6 / 20 a minute), and one address alone
/// cannot lock the friend out.
pub const ALL_TRIES_PER_MINUTE: usize = 20;

/// The most handshakes a host runs at once for one address.
pub const HANDSHAKES_PER_ADDRESS: usize = 4;

/// The most handshakes a host runs at once; a connection beyond them is closed unheard.
pub const HANDSHAKES_AT_ONCE: usize = 16;

/// The data behind `mutex`, even if a thread panicked holding it.
pub(super) fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}
