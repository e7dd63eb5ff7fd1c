//! The relay the command line's options name, for a game across the internet.

use std::path::Path;

use tictactoe_net::internet::Relay;

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
