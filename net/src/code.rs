//! The join code: six letters a host reads aloud and a friend types, from an alphabet with
//! no look-alikes (no I and L, no O and Q, no B, G, S or Z beside digits). 18^6 = 34
//! million codes; with at most twenty tries a minute, five from one network (see
//! [`super::secure`]), guessing one takes years.

use rand::Rng;

/// The letters of a code.
pub const ALPHABET: &[u8] = b"ACDEFHJKMNPRTUVWXY";

/// The letters in a code.
pub const LENGTH: usize = 6;

/// A join code, as the players see it: "KXM-RTA".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JoinCode(String);

/// The environment variable that gives a host its code (instead of a random one) and a
/// command line's guest the code to prove, where an argument would show in every list of
/// processes.
pub const CODE_VARIABLE: &str = "TICTACTOE_CODE";

impl JoinCode {
    /// The code in [`CODE_VARIABLE`] when it holds one, else a new random code.
    pub fn given_or_random() -> JoinCode {
        std::env::var(CODE_VARIABLE)
            .ok()
            .and_then(|code| JoinCode::parse(&code).ok())
            .unwrap_or_else(JoinCode::random)
    }

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
    /// A character not in a code, or a count of letters other than [`LENGTH`].
    pub fn parse(typed: &str) -> Result<JoinCode, CodeError> {
        let letters: String = typed
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '-')
            .map(|c| c.to_ascii_uppercase())
            .collect();
        if let Some(bad) = letters
            .chars()
            .find(|c| !c.is_ascii() || !ALPHABET.contains(&(*c as u8)))
        {
            return Err(CodeError::Letter(bad));
        }
        if letters.len() != LENGTH {
            return Err(CodeError::Length(letters.len()));
        }
        Ok(JoinCode(letters))
    }

    /// The letters alone, as the key exchange takes them.
    pub fn letters(&self) -> &str {
        &self.0
    }
}

/// Why typed text is not a join code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// A character that is not one of [`ALPHABET`].
    Letter(char),
    /// This many letters, not [`LENGTH`].
    Length(usize),
}

impl CodeError {
    /// The code's letters, for a message that lists them.
    pub fn alphabet() -> &'static str {
        std::str::from_utf8(ALPHABET).unwrap_or_default()
    }
}

impl std::fmt::Display for CodeError {
    /// In English, for the command line.
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            CodeError::Letter(bad) => write!(
                f,
                "\"{bad}\" is not in a join code (its letters are {})",
                CodeError::alphabet()
            ),
            CodeError::Length(count) => {
                write!(f, "a join code has {LENGTH} letters, not {count}")
            }
        }
    }
}

impl From<CodeError> for String {
    fn from(error: CodeError) -> String {
        error.to_string()
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
        assert_eq!(JoinCode::parse("KXM-RT"), Err(CodeError::Length(5)));
        assert_eq!(JoinCode::parse("KXM-RTO"), Err(CodeError::Letter('O')));
        assert_eq!(JoinCode::parse("KXM-RTé"), Err(CodeError::Letter('é')));
        assert!(
            CodeError::Length(5)
                .to_string()
                .contains("6 letters, not 5")
        );
        assert!(CodeError::Letter('O').to_string().contains("\"O\" is not"));
    }
}
