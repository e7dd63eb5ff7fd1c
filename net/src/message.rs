//! What two games say to each other, and how it travels: each message is JSON, sent as a
//! frame of a 4-byte big-endian length and then the bytes. A frame longer than
//! [`MAX_FRAME`], or bytes that are not a message, are refused before anything reads them
//! further; the protocol's version is compared in the greetings, once the code is proven.

use std::io::{self, Read, Write};

use mnk::opening::Choice;
use mnk::{Mark, Opening, Rule};
use serde::{Deserialize, Serialize};
use tictactoe_core::session::{MadeChoice, SavedClock};
use tictactoe_core::words::printable;

/// The protocol's version: a peer that speaks another is told so, in words, and let go.
pub const PROTOCOL: u32 = 5;

/// The most bytes one message may take (a game of 100 moves takes well under 2 KiB).
pub const MAX_FRAME: usize = 16 * 1024;

/// One message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", deny_unknown_fields)]
pub enum Message {
    /// The first move of the join code's key exchange (SPAKE2), each way.
    Pake { bytes: Vec<u8> },
    /// Proof that the sender derived the same key, bound to this TLS session.
    Confirm { mac: Vec<u8> },
    /// Who is there and what they speak: sent each way once the code is proven.
    Hello {
        protocol: u32,
        /// The game's version, for the words of a mismatch.
        game: String,
        /// The player's name.
        name: String,
    },
    /// The host's terms: the board, who plays which mark, and the moves so far (a game
    /// taken up again after a dropped connection).
    Setup {
        size: u8,
        /// The board's rows when they differ from its columns (`size`).
        #[serde(default)]
        rows: Option<u8>,
        k: u8,
        rule: Rule,
        /// How the game begins.
        #[serde(default)]
        opening: Opening,
        /// The host's mark as the game began (before an opening gave Black to the other).
        host: Mark,
        moves: Vec<u8>,
        /// The opening's choices made so far, each with the ply it was made at.
        #[serde(default)]
        choices: Vec<MadeChoice>,
        /// The game clock as it reads at the host now (the first and second player's
        /// time left); none in an untimed game.
        #[serde(default)]
        clock: Option<SavedClock>,
    },
    /// The sender's move, made on the position after `ply` moves.
    Move { ply: u32, cell: u8 },
    /// The sender's choice in the opening, made on the position after `ply` moves.
    Choose { ply: u32, choice: Choice },
    /// The game is over for the sender, after `plies` moves: each side says so and hears it
    /// before it closes, so that a last move lost on its way is played again. In a timed
    /// game, `out_of_time` names the mark whose time ran out at the sender.
    Over {
        plies: u32,
        #[serde(default)]
        out_of_time: Option<Mark>,
    },
    /// The sender asks to take the game back to the position after `ply` moves and the
    /// first `chosen` of the opening's choices (a person's undo): the friend answers with
    /// [`Message::UndoAnswer`].
    Undo {
        ply: u32,
        #[serde(default)]
        chosen: u32,
    },
    /// The answer to [`Message::Undo`]: when `accepted`, both take the game back there.
    UndoAnswer {
        ply: u32,
        #[serde(default)]
        chosen: u32,
        accepted: bool,
    },
    /// After a game, the sender asks for another: the friend answers with
    /// [`Message::RematchAnswer`], and the host then sends the next [`Message::Setup`].
    Rematch,
    /// The answer to [`Message::Rematch`].
    RematchAnswer { accepted: bool },
    /// The connection is refused or ended, and why.
    Refused { why: Refusal },
    /// The sender is still there (sent when it has said nothing for a while).
    Ping,
}

impl Message {
    /// Its name on the wire (its JSON `type`): "Move", "Setup".
    pub fn name(&self) -> &'static str {
        match self {
            Message::Pake { .. } => "Pake",
            Message::Confirm { .. } => "Confirm",
            Message::Hello { .. } => "Hello",
            Message::Setup { .. } => "Setup",
            Message::Move { .. } => "Move",
            Message::Choose { .. } => "Choose",
            Message::Over { .. } => "Over",
            Message::Undo { .. } => "Undo",
            Message::UndoAnswer { .. } => "UndoAnswer",
            Message::Rematch => "Rematch",
            Message::RematchAnswer { .. } => "RematchAnswer",
            Message::Refused { .. } => "Refused",
            Message::Ping => "Ping",
        }
    }
}

/// Why a peer is turned away.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", deny_unknown_fields)]
pub enum Refusal {
    /// The join code was not the host's.
    WrongCode,
    /// Too many tries in the last minute.
    TooManyTries,
    /// The host took another guest first.
    Busy,
    /// Another protocol: the versions of both games, for the player.
    Version { protocol: u32, game: String },
    /// The peer broke the rules (an illegal move, a move out of turn, garbage).
    Broken { what: String },
    /// The player left.
    Left,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Refusal::WrongCode => f.write_str("wrong code"),
            Refusal::TooManyTries => f.write_str("too many tries: wait a minute"),
            Refusal::Busy => f.write_str("the host is playing someone else"),
            Refusal::Version { protocol, game } => write!(
                f,
                "the other game is version {} (protocol {protocol}); this one is \
                 version {} (protocol {PROTOCOL}): both need the same",
                printable(game),
                env!("CARGO_PKG_VERSION")
            ),
            Refusal::Broken { what } => {
                write!(f, "the other game broke the rules: {}", printable(what))
            }
            Refusal::Left => f.write_str("the other player left"),
        }
    }
}

/// Why a frame was not read as a message.
#[derive(Debug)]
pub enum FrameError {
    /// The connection failed or ended.
    Io(io::Error),
    /// A frame longer than [`MAX_FRAME`], by its length prefix.
    TooLong(u64),
    /// Bytes that are not a message of this protocol.
    Garbage(String),
}

impl std::fmt::Display for FrameError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            FrameError::Io(e) => write!(f, "{e}"),
            FrameError::TooLong(n) => {
                write!(f, "a message of {n} bytes (at most {MAX_FRAME} are taken)")
            }
            // The reader's words quote the peer's bytes.
            FrameError::Garbage(why) => {
                write!(f, "a message that does not read: {}", printable(why))
            }
        }
    }
}

/// A message as a frame.
pub fn encode(message: &Message) -> Vec<u8> {
    let body = serde_json::to_vec(message).unwrap_or_default();
    let mut frame = (body.len() as u32).to_be_bytes().to_vec();
    frame.extend(body);
    frame
}

/// The message in a frame's bytes (without its length).
///
/// # Errors
/// Bytes longer than a frame may be, or that are not a message.
pub fn decode(body: &[u8]) -> Result<Message, FrameError> {
    if body.len() > MAX_FRAME {
        return Err(FrameError::TooLong(body.len() as u64));
    }
    serde_json::from_slice(body).map_err(|e| FrameError::Garbage(e.to_string()))
}

/// Writes one message.
///
/// # Errors
/// The connection's.
pub fn write_message(out: &mut impl Write, message: &Message) -> io::Result<()> {
    out.write_all(&encode(message))?;
    out.flush()
}

/// Reads one message: the length first, refused before its bytes are read when too long.
///
/// # Errors
/// The connection's, a frame too long, or bytes that are not a message.
pub fn read_message(input: &mut impl Read) -> Result<Message, FrameError> {
    let mut length = [0u8; 4];
    input.read_exact(&mut length).map_err(FrameError::Io)?;
    let length = u32::from_be_bytes(length) as u64;
    if length > MAX_FRAME as u64 {
        return Err(FrameError::TooLong(length));
    }
    let mut body = vec![0u8; length as usize];
    input.read_exact(&mut body).map_err(FrameError::Io)?;
    decode(&body)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn messages_travel_whole() {
        let all = [
            Message::Pake {
                bytes: vec![1, 2, 3],
            },
            Message::Hello {
                protocol: PROTOCOL,
                game: "0.1.0".into(),
                name: "Ana".into(),
            },
            Message::Setup {
                size: 7,
                rows: None,
                k: 5,
                rule: Rule::Renju,
                opening: mnk::Opening::Free,
                host: Mark::O,
                moves: vec![24, 25],
                choices: vec![],
                clock: Some(SavedClock {
                    control: tictactoe_core::clock::TimeControl::new(300, 3),
                    left_ms: [1000, 299_000],
                }),
            },
            Message::Move { ply: 3, cell: 40 },
            Message::Undo { ply: 2, chosen: 1 },
            Message::UndoAnswer {
                ply: 2,
                chosen: 1,
                accepted: false,
            },
            Message::Rematch,
            Message::RematchAnswer { accepted: true },
            Message::Refused {
                why: Refusal::Version {
                    protocol: 9,
                    game: "9.9.9".into(),
                },
            },
            Message::Ping,
        ];
        let mut wire = Vec::new();
        for message in &all {
            write_message(&mut wire, message).unwrap();
        }
        let mut input = wire.as_slice();
        for message in &all {
            assert_eq!(&read_message(&mut input).unwrap(), message);
        }
        assert!(matches!(read_message(&mut input), Err(FrameError::Io(_))));
    }

    #[test]
    fn a_huge_length_is_refused_before_its_bytes_are_read() {
        let mut wire = (100u32 * 1024 * 1024).to_be_bytes().to_vec();
        wire.extend([b'x'; 64]);
        let error = read_message(&mut wire.as_slice()).unwrap_err();
        assert!(matches!(error, FrameError::TooLong(104_857_600)), "{error}");
        let fields = br#"{"type":"Move","ply":1,"cell":2,"extra":1}"#;
        assert!(matches!(decode(fields), Err(FrameError::Garbage(_))));
    }

    proptest! {
        #[test]
        fn any_bytes_decode_to_a_message_or_a_reason(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
            let _ = decode(&bytes);
            let _ = read_message(&mut bytes.as_slice());
        }

        #[test]
        fn any_json_of_the_right_shape_is_checked(ply in any::<u32>(), cell in any::<u8>()) {
            let text = format!(r#"{{"type":"Move","ply":{ply},"cell":{cell}}}"#);
            prop_assert_eq!(decode(text.as_bytes()).unwrap(), Message::Move { ply, cell });
        }
    }
}
