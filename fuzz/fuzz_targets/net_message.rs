//! The network's frames on any bytes, as a hostile peer sends them: never panics, never
//! waits for more than a frame may hold, and what it accepts travels whole.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tictactoe_net::message::{FrameError, MAX_FRAME, decode, encode, read_message};

fuzz_target!(|bytes: &[u8]| {
    if let Ok(message) = decode(bytes) {
        let frame = encode(&message);
        assert_eq!(
            decode(&frame[4..]).unwrap(),
            message,
            "a message travels whole"
        );
    }
    let mut input = bytes;
    loop {
        match read_message(&mut input) {
            Ok(message) => assert!(encode(&message).len() <= MAX_FRAME + 4),
            Err(FrameError::TooLong(n)) => {
                assert!(n > MAX_FRAME as u64);
                break;
            }
            Err(_) => break,
        }
    }
});
