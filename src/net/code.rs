//! The join code: six letters a host reads aloud and a friend types, from an alphabet with
//! no look-alikes (no I and L, no O and Q, no B, G, S or Z beside digits). 18^6 = 34
//! million codes; with at most five tries a minute (see [`super::secure`]), guessing one
//! takes years.

use rand::Rng;

/// The letters of a code.
pub const ALPHABET: &[u8] = b"ACDEFHJKMNPRTUVWXY";

/// The letters in a code.
pub const LENGTH: usize = 6;

/// A join code, as the players see it: "KXM-RTA".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JoinCode(String);

impl JoinCode {
    /// A new random code.
    pub fn random() -> JoinCode {
        let mut rng = rand::rng();
        JoinCode(
            (0..LENGTH)
                .map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char)
                .collect(),
        )
    }

    /// The code a person typed: any case, spaces and dashes ignored.
    ///
    /// # Errors
    /// Which letter is not in a code, or how many letters a code has.
    pub fn parse(typed: &str) -> Result<JoinCode, String> {
        let letters: String = typed
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '-')
            .map(|c| c.to_ascii_uppercase())
            .collect();
        if let Some(bad) = letters
            .chars()
            .find(|c| !ALPHABET.contains(&(*c as u8)) || !c.is_ascii())
        {
            return Err(format!(
                "\"{bad}\" is not in a join code (its letters are {})",
                String::from_utf8_lossy(ALPHABET)
            ));
        }
        if letters.len() != LENGTH {
            return Err(format!(
                "a join code has {LENGTH} letters, not {}",
                letters.len()
            ));
        }
        Ok(JoinCode(letters))
    }

    /// The letters alone, as the key exchange takes them.
    pub fn letters(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Display for JoinCode {
    /// In two halves: "KXM-RTA".
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let (a, b) = self.0.split_at(LENGTH / 2);
        write!(f, "{a}-{b}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_reads_back_as_shown_in_any_case_and_with_any_dashes() {
        for _ in 0..100 {
            let code = JoinCode::random();
            assert_eq!(JoinCode::parse(&code.to_string()), Ok(code.clone()));
            let typed = code.letters().to_lowercase();
            assert_eq!(JoinCode::parse(&format!(" {typed} ")), Ok(code));
        }
        assert!(
            JoinCode::parse("KXM-RT")
                .unwrap_err()
                .contains("6 letters, not 5")
        );
        assert!(
            JoinCode::parse("KXM-RTO")
                .unwrap_err()
                .contains("\"O\" is not")
        );
        assert!(JoinCode::parse("KXM-RTé").is_err());
    }
}
