//! The command line's way across the internet: the host's invitation printed as soon as its
//! relay answers, and a guest's join by invitation (`tictactoe join endpoint... --code`).

use std::path::Path;
use std::sync::{Arc, Mutex};
use std::thread;

use tictactoe_net::internet::{Gateway, Relay, Route};

/// The relay `--relay` and `--relay-cert` name: `public` (n0-computer's relays), `off`, or
/// an own relay's URL (with the certificate that signs it).
///
/// # Errors
/// A value that is none of these, or a certificate for no relay of one's own.
pub fn relay(value: &str, certificate: Option<&Path>) -> Result<Relay, String> {
    let relay = match Relay::named(value) {
        Ok(Relay::Own { url, .. }) => Relay::Own {
            url,
            certificate: certificate.map(Path::to_path_buf),
        },
        Ok(relay) => relay,
        Err(why) => return Err(format!("--relay {why}")),
    };
    if certificate.is_some() && !matches!(relay, Relay::Own { .. }) {
        return Err("--relay-cert is for a relay of one's own (--relay URL)".into());
    }
    Ok(relay)
}

/// A host's gateway, once it is open.
pub type Opened = Arc<Mutex<Option<Gateway>>>;

/// Opens the host's gateway to the game on `port` on a thread of its own (the relay may
/// take seconds to answer, or none may), and prints the invitation when it is ready.
pub fn invite(port: u16, relay: Relay) -> Opened {
    let opened = Opened::default();
    let shared = opened.clone();
    thread::spawn(
        move || match Gateway::host(port, &relay, None, Arc::new(|_, _| {})) {
            Ok(gateway) => {
                let note = match (gateway.has_relay(), &relay) {
                    (true, _) => "",
                    (false, Relay::Off) => " (no relay: this network, and routers that let it in)",
                    (false, _) => {
                        " (the relay did not answer: this network, and routers that let it in)"
                    }
                };
                println!("invitation{note}: {}", gateway.invitation());
                *shared.lock().unwrap_or_else(|e| e.into_inner()) = Some(gateway);
            }
            Err(e) => eprintln!("tictactoe: no invitation across the internet: {e}"),
        },
    );
    opened
}

/// How the host's game reached `peer`: "", or " through the internet, direct".
pub fn how(opened: &Opened, peer: std::net::SocketAddr) -> String {
    let gateway = opened.lock().unwrap_or_else(|e| e.into_inner());
    gateway
        .as_ref()
        .and_then(|gateway| gateway.route(Some(peer)))
        .map_or(String::new(), said)
}

/// A guest's route, said: "", or " through the internet, through the relay".
pub fn route_of(gateway: Option<&Gateway>) -> String {
    gateway
        .and_then(|gateway| gateway.route(None))
        .map_or(String::new(), said)
}

fn said(route: Route) -> String {
    format!(" through the internet, {route}")
}
