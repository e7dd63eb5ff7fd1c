//! The pseudo-language (`qps-ploc`): English accented and lengthened, to find words left in
//! code and labels that would not fit a longer language.

use std::borrow::Cow;

/// The pseudo-language's form of a piece of English: accented letters, about 40 % longer,
/// in brackets, so that a word left in code stands out, and a label that only just fits in
/// English overflows.
pub(super) fn pseudo(text: &str) -> Cow<'_, str> {
    if text.trim().is_empty() {
        return Cow::Borrowed(text);
    }
    let accented: String = text
        .chars()
        .map(|c| match c {
            'a' => 'à',
            'c' => 'ç',
            'e' => 'é',
            'i' => 'î',
            'n' => 'ñ',
            'o' => 'ö',
            'u' => 'ü',
            'y' => 'ý',
            'A' => 'Å',
            'C' => 'Ç',
            'E' => 'É',
            'I' => 'Î',
            'N' => 'Ñ',
            'O' => 'Ö',
            'U' => 'Û',
            'G' => 'Ĝ',
            'H' => 'Ĥ',
            'J' => 'Ĵ',
            'L' => 'Ļ',
            'P' => 'Ƥ',
            'S' => 'Š',
            'W' => 'Ŵ',
            'Y' => 'Ý',
            'Z' => 'Ž',
            other => other,
        })
        .collect();
    let padding = "~".repeat((text.chars().count() * 2).div_ceil(5));
    Cow::Owned(format!("[{accented} {padding}]"))
}
