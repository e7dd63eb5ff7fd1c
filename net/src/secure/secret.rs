//! What the code's proof is made with: the join code at first, then a resume secret that
//! only the two sides of the first proof hold, so that after the friend has joined the code
//! alone opens nothing (a stranger who saw it, or guessed it, cannot take the friend's
//! place when the connection falls).

use std::fmt;

use hmac::{Hmac, Mac};
use sha2::Sha256;

use super::JoinCode;

/// What a side proves it holds, by SPAKE2.
#[derive(Clone, Debug)]
pub enum Secret {
    /// The six-letter code, until the friend has joined.
    Code(JoinCode),
    /// The secret both sides took from the first proof, for every connection after it.
    Resume(ResumeSecret),
}

impl Secret {
    /// What a guest proves first: `resume` when a game taken up again kept one, else `code`.
    pub fn first(code: JoinCode, resume: Option<ResumeSecret>) -> Secret {
        match resume {
            Some(resume) => Secret::Resume(resume),
            None => Secret::Code(code),
        }
    }

    /// SPAKE2's password and identity: each kind in its own domain, so a code can never
    /// prove a resume secret, nor the other way.
    pub(super) fn password(&self) -> (Vec<u8>, &'static [u8]) {
        match self {
            Secret::Code(code) => (
                code.letters().as_bytes().to_vec(),
                &b"tictactoe join code"[..],
            ),
            Secret::Resume(secret) => (secret.0.to_vec(), &b"tictactoe resume"[..]),
        }
    }
}

/// 32 bytes both sides derive from the first proof's SPAKE2 key (HMAC-SHA256 of the key
/// under its own label), never sent. Shown as `[hidden]` by `Debug`.
#[derive(Clone, PartialEq, Eq)]
pub struct ResumeSecret([u8; 32]);

impl ResumeSecret {
    /// The secret of a proof made with SPAKE2 `key`.
    pub(super) fn from_key(key: &[u8]) -> ResumeSecret {
        let mut mac = Hmac::<Sha256>::new_from_slice(key).expect("any key length");
        mac.update(b"tictactoe resume secret");
        ResumeSecret(mac.finalize().into_bytes().into())
    }
}

impl ResumeSecret {
    /// As 64 hexadecimal digits, to keep with a game that may be taken up again.
    pub fn to_hex(&self) -> String {
        crate::hex::write(&self.0)
    }

    /// Read back from [`ResumeSecret::to_hex`]; `None` for anything else.
    pub fn from_hex(hex: &str) -> Option<ResumeSecret> {
        crate::hex::read(hex).map(ResumeSecret)
    }
}

impl fmt::Debug for ResumeSecret {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("ResumeSecret([hidden])")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_resume_secret_is_kept_as_hex_and_read_back_and_never_shown() {
        let secret = ResumeSecret::from_key(b"a key");
        let hex = secret.to_hex();
        assert_eq!(hex.len(), 64);
        assert_eq!(ResumeSecret::from_hex(&hex), Some(secret.clone()));
        let (not_hex, not_ascii) = (format!("{}g", &hex[1..]), "é".repeat(32));
        for bad in ["", "00", &hex[1..], not_hex.as_str(), not_ascii.as_str()] {
            assert_eq!(ResumeSecret::from_hex(bad), None, "{bad:?}");
        }
        assert!(!format!("{secret:?}").contains(&hex[..8]));
        // The code and the secret prove in domains of their own.
        let code = Secret::Code(JoinCode::parse("KXMRTA").unwrap());
        assert_ne!(code.password().1, Secret::Resume(secret).password().1);
    }
}
