//! TLS 1.3 for a game: a certificate made afresh for each host, and a guest that takes it
//! unchecked but for the handshake's signature (the join code proves the host, see the
//! module above).

use std::net::TcpStream;
use std::sync::Arc;

use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::crypto::CryptoProvider;
use rustls::pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer, ServerName, UnixTime};
use rustls::{
    AlertDescription, ClientConfig, DigitallySignedStruct, ServerConfig, SignatureScheme,
};

use super::EXPORTER_LABEL;

/// Drives the TLS handshake to its end. A host's refusal before TLS (see
/// [`refuse_unheard`]) comes back as the refusal, in [`super::REFUSED`]'s words.
pub(super) fn finish_tls<S: rustls::SideData>(
    conn: &mut rustls::ConnectionCommon<S>,
    socket: &mut TcpStream,
) -> Result<(), String> {
    while conn.is_handshaking() {
        conn.complete_io(socket).map_err(|e| {
            let alert = e.get_ref().and_then(|e| e.downcast_ref::<rustls::Error>());
            match alert {
                Some(rustls::Error::AlertReceived(AlertDescription::AccessDenied)) => {
                    format!("{}TooManyTries", super::REFUSED)
                }
                _ => format!("TLS: {e}"),
            }
        })?;
    }
    Ok(())
}

/// Turns a connection away before TLS, at the cost of a few bytes: a plaintext TLS alert
/// (fatal, access denied: RFC 8446, 6.2), which a guest reads as "too many tries". What the
/// guest sent is read first, so that closing does not reset the connection under the alert.
pub(super) fn refuse_unheard(mut socket: TcpStream) {
    use std::io::{Read, Write};
    let _ = socket.set_nonblocking(true);
    let _ = socket.read(&mut [0; 2048]);
    let _ = socket.write_all(&[21, 3, 3, 0, 2, 2, 49]);
    let _ = socket.shutdown(std::net::Shutdown::Write);
}

/// The TLS session's exporter value for the code's proof.
pub(super) fn exporter<S: rustls::SideData>(
    conn: &rustls::ConnectionCommon<S>,
) -> Result<[u8; 32], String> {
    conn.export_keying_material([0u8; 32], EXPORTER_LABEL, None)
        .map_err(|e| format!("TLS: {e}"))
}

fn provider() -> Arc<CryptoProvider> {
    Arc::new(rustls::crypto::ring::default_provider())
}

/// TLS 1.3 with a certificate made for this game.
pub(super) fn server_config() -> Result<Arc<ServerConfig>, String> {
    let made = rcgen::generate_simple_self_signed(vec!["tictactoe".to_string()])
        .map_err(|e| format!("certificate: {e}"))?;
    let cert = CertificateDer::from(made.cert.der().to_vec());
    let key = PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(made.key_pair.serialize_der()));
    let config = ServerConfig::builder_with_provider(provider())
        .with_protocol_versions(&[&rustls::version::TLS13])
        .map_err(|e| e.to_string())?
        .with_no_client_auth()
        .with_single_cert(vec![cert], key)
        .map_err(|e| e.to_string())?;
    Ok(Arc::new(config))
}

/// TLS 1.3 that takes the host's certificate unchecked: the code proves the host.
pub(super) fn client_config() -> Result<Arc<ClientConfig>, String> {
    let provider = provider();
    let config = ClientConfig::builder_with_provider(provider.clone())
        .with_protocol_versions(&[&rustls::version::TLS13])
        .map_err(|e| e.to_string())?
        .dangerous()
        .with_custom_certificate_verifier(Arc::new(AnyCertificate(provider)))
        .with_no_client_auth();
    Ok(Arc::new(config))
}

/// Takes any certificate, but checks that the host holds its key (the handshake's
/// signature): the join code, not a certificate authority, says who the host is.
#[derive(Debug)]
struct AnyCertificate(Arc<CryptoProvider>);

impl ServerCertVerifier for AnyCertificate {
    fn verify_server_cert(
        &self,
        _end_entity: &CertificateDer<'_>,
        _intermediates: &[CertificateDer<'_>],
        _server_name: &ServerName<'_>,
        _ocsp_response: &[u8],
        _now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        Ok(ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls12_signature(
            message,
            cert,
            dss,
            &self.0.signature_verification_algorithms,
        )
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls13_signature(
            message,
            cert,
            dss,
            &self.0.signature_verification_algorithms,
        )
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.0.signature_verification_algorithms.supported_schemes()
    }
}
