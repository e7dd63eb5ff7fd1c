//! The network game's ties to its surroundings: what wakes the window's event loop from
//! the link's and the peer's threads, and the port a host listens on.

use std::sync::Arc;

use bevy::prelude::*;

use tictactoe_net::DEFAULT_PORT;
use tictactoe_net::peer::Wake;

/// The port a host listens on: [`DEFAULT_PORT`], or when it is taken (a second game
/// hosting on this computer) any port the system gives.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct HostPort(pub u16);

impl Default for HostPort {
    fn default() -> HostPort {
        HostPort(DEFAULT_PORT)
    }
}

/// Wakes the window's event loop from another thread (nothing to wake in a headless app).
#[derive(Resource, Clone)]
pub struct Waker(pub Wake);

impl Default for Waker {
    fn default() -> Waker {
        Waker(Arc::new(|| {}))
    }
}

/// In the window, the link's threads wake its event loop.
pub(super) fn wake_the_window(
    proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>,
    mut waker: ResMut<Waker>,
) {
    if let Some(proxy) = proxy {
        let proxy = (**proxy).clone();
        waker.0 = Arc::new(move || {
            let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
        });
    }
}
