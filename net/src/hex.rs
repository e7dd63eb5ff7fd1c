//! 32-byte secrets as 64 hexadecimal digits, as the game's files keep them.

/// `bytes` as lower-case hexadecimal digits, two a byte.
pub(crate) fn write(bytes: &[u8; 32]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Read back from [`write`]; `None` for anything but 64 hexadecimal digits.
pub(crate) fn read(hex: &str) -> Option<[u8; 32]> {
    if hex.len() != 64 || !hex.is_ascii() {
        return None;
    }
    let mut bytes = [0u8; 32];
    for (i, byte) in bytes.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(bytes)
}
