//! The relay that carries a game when the routers allow no direct way: n0-computer's
//! public relays, one of the player's own, or none.

use std::fmt;
use std::path::PathBuf;

use iroh::tls::CaTlsConfig;
use iroh::{RelayMode, RelayUrl};
use rustls::pki_types::CertificateDer;
use rustls::pki_types::pem::PemObject;

use crate::Failure;

/// The relay that carries a game when the routers allow no direct way.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Relay {
    /// n0-computer's public relays.
    #[default]
    Public,
    /// A relay of the player's own (`iroh-relay`), by its URL, with the certificate (PEM)
    /// that signs its TLS where no public authority does.
    Own {
        url: String,
        certificate: Option<PathBuf>,
    },
    /// None: only direct connections (a local network, or routers that allow them).
    Off,
}

impl Relay {
    /// The relay a setting or `--relay` names: `public`, `off`, or an own relay's URL
    /// ([`tictactoe_core::settings::list::relay_name`]).
    ///
    /// # Errors
    /// Anything else (a mistyped name, plain `http://` across the internet), with why.
    pub fn named(name: &str) -> Result<Relay, Failure> {
        let name = tictactoe_core::settings::list::relay_name(name).map_err(Failure::Network)?;
        Ok(match name.as_str() {
            "public" => Relay::Public,
            "off" => Relay::Off,
            url => Relay::Own {
                url: url.to_string(),
                certificate: None,
            },
        })
    }

    /// Its name in a setting: `public`, `off` or the URL.
    pub fn name(&self) -> String {
        match self {
            Relay::Public => "public".into(),
            Relay::Off => "off".into(),
            Relay::Own { url, .. } => url.clone(),
        }
    }

    /// The endpoint's relay mode.
    ///
    /// # Errors
    /// An own relay's URL is not a URL.
    pub(super) fn mode(&self) -> Result<RelayMode, Failure> {
        Ok(match self {
            Relay::Public => RelayMode::Default,
            Relay::Own { url, .. } => {
                let url: RelayUrl = url
                    .parse()
                    .map_err(|e| Failure::Network(format!("the relay {url}: {e}")))?;
                RelayMode::custom([url])
            }
            Relay::Off => RelayMode::Disabled,
        })
    }

    /// The authorities trusted for the relay's TLS: the public ones, and an own relay's
    /// certificate.
    ///
    /// # Errors
    /// The certificate cannot be read, or holds none.
    pub(super) fn authorities(&self) -> Result<CaTlsConfig, Failure> {
        let Relay::Own {
            certificate: Some(path),
            ..
        } = self
        else {
            return Ok(CaTlsConfig::embedded());
        };
        let unread = |e: &dyn fmt::Display| {
            Failure::Network(format!("the relay's certificate {}: {e}", path.display()))
        };
        let certificates = CertificateDer::pem_file_iter(path)
            .map_err(|e| unread(&e))?
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| unread(&e))?;
        if certificates.is_empty() {
            return Err(unread(&"no certificate in it"));
        }
        Ok(CaTlsConfig::embedded().with_extra_roots(certificates))
    }
}
