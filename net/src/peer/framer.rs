//! Frames out of a byte stream, as the peer's thread reads them.

use crate::message::{FrameError, MAX_FRAME, Message, decode};

/// Frames out of a byte stream: bytes in, whole messages out; a length over
/// [`MAX_FRAME`] is refused before its bytes are waited for.
#[derive(Default)]
pub struct Framer {
    buf: Vec<u8>,
}

impl Framer {
    /// Takes bytes as they came.
    pub fn push(&mut self, bytes: &[u8]) {
        self.buf.extend_from_slice(bytes);
    }

    /// The next whole message, if one is in.
    ///
    /// # Errors
    /// A frame too long, or bytes that are not a message.
    pub fn take_message(&mut self) -> Result<Option<Message>, FrameError> {
        let Some(length) = self.buf.get(..4) else {
            return Ok(None);
        };
        let length = u32::from_be_bytes([length[0], length[1], length[2], length[3]]) as usize;
        if length > MAX_FRAME {
            return Err(FrameError::TooLong(length as u64));
        }
        if self.buf.len() < 4 + length {
            return Ok(None);
        }
        let message = decode(&self.buf[4..4 + length]);
        self.buf.drain(..4 + length);
        message.map(Some)
    }
}
