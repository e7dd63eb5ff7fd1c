//! The game's voice, for a player who does not see the board: what a front end says goes to
//! the desktop's speech service, speech-dispatcher (over its SSIP socket, with the
//! `ssip-client` crate), on a thread of its own, so that speaking never blocks a frame. Each
//! utterance cuts the one still being spoken: what is said is always the newest news (a
//! cursor moved three times is said once, where it stopped).
//!
//! A [`Voice`] can also only keep what it would have said ([`Voice::captured`]): the tests
//! of every front end read that, and a machine without the service plays on in silence.

use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread;

/// Where the game's words go: to speech-dispatcher, or kept in memory.
pub struct Voice {
    out: Out,
    /// Every utterance, in order, when captured.
    said: Vec<String>,
    /// Why the service could not be reached, set by the speaking thread once it knows.
    unreachable: Option<Arc<Mutex<Option<Unreachable>>>>,
}

enum Out {
    /// To the speaking thread.
    Service(Sender<Utterance>),
    /// Kept in `said` only.
    Captured,
}

/// One thing to say, in a language (a BCP 47 tag such as "de", "pt-BR"; the service picks
/// its voice for it, or its default voice where it has none).
struct Utterance {
    text: String,
    language: String,
}

/// The most utterances a [`Voice`] keeps for [`Voice::take_said`].
pub const MAX_KEPT: usize = 200;

/// Why the speech service could not be reached, in English, for the log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unreachable(pub String);

impl Voice {
    /// A voice that speaks through speech-dispatcher, connected on its own thread: this
    /// returns at once, and what is said meanwhile waits for the connection (the newest
    /// utterance only). A service not running is started the way its own library does
    /// (`speech-dispatcher --spawn`) and tried once more; one that cannot be reached leaves
    /// the voice silent, and [`Voice::unreachable`] says why.
    pub fn speak_through_service() -> Voice {
        let (send, receive) = mpsc::channel();
        let unreachable = Arc::new(Mutex::new(None));
        let told = unreachable.clone();
        let started =
            thread::Builder::new()
                .name("speech".into())
                .spawn(move || match connect_or_spawn() {
                    Ok(client) => speak(client, &receive),
                    Err(why) => *lock(&told) = Some(why),
                });
        if let Err(e) = started {
            *lock(&unreachable) = Some(Unreachable(e.to_string()));
        }
        Voice {
            out: Out::Service(send),
            said: Vec::new(),
            unreachable: Some(unreachable),
        }
    }

    /// Why the service could not be reached, once the speaking thread knows (told once);
    /// the voice then only keeps what it is given.
    pub fn unreachable(&mut self) -> Option<Unreachable> {
        let why = lock(self.unreachable.as_ref()?).take()?;
        self.unreachable = None;
        self.out = Out::Captured;
        Some(why)
    }

    /// A voice that keeps what it is given, in order, and says nothing.
    pub fn captured() -> Voice {
        Voice {
            out: Out::Captured,
            said: Vec::new(),
            unreachable: None,
        }
    }

    /// Says `text` in `language`, cutting what is still being said (the marks that order a
    /// right-to-left line for the eye left out: [`crate::words::for_the_ear`]). Never waits:
    /// the speaking thread talks to the service. Empty text says nothing.
    pub fn say(&mut self, text: &str, language: &str) {
        let text = crate::words::for_the_ear(text);
        let text = text.trim();
        if text.is_empty() {
            return;
        }
        match &self.out {
            Out::Service(send) => {
                let utterance = Utterance {
                    text: text.to_string(),
                    language: language.to_string(),
                };
                // A thread that ended (the service went away) leaves the game silent.
                if send.send(utterance).is_err() {
                    self.out = Out::Captured;
                }
            }
            Out::Captured => {}
        }
        if self.said.len() == MAX_KEPT {
            self.said.remove(0);
        }
        self.said.push(text.to_string());
    }

    /// What was said since the last call, in order: at most the newest [`MAX_KEPT`]
    /// utterances (a front end that never asks does not grow).
    pub fn take_said(&mut self) -> Vec<String> {
        std::mem::take(&mut self.said)
    }

    /// Whether the words reach the speech service (rather than being only kept).
    pub fn is_heard(&self) -> bool {
        matches!(self.out, Out::Service(_))
    }
}

/// Whether the desktop says a screen reader runs (GNOME's setting, which its Settings and
/// Orca's own start turn on: `org.gnome.desktop.a11y.applications screen-reader-enabled`,
/// read with `gsettings`). False where there is no such setting. Waits for `gsettings`:
/// call it off the frame's thread.
pub fn screen_reader_running() -> bool {
    std::process::Command::new("gsettings")
        .args([
            "get",
            "org.gnome.desktop.a11y.applications",
            "screen-reader-enabled",
        ])
        .stderr(std::process::Stdio::null())
        .output()
        .is_ok_and(|out| out.status.success() && out.stdout.trim_ascii() == b"true")
}

type Client = ssip_client::Client<std::os::unix::net::UnixStream>;

/// The data behind `mutex`, even if a thread panicked holding it.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// A client of the service; a service not running is started as its library does, and
/// tried once more.
fn connect_or_spawn() -> Result<Client, Unreachable> {
    connect().or_else(|first| {
        let spawned = std::process::Command::new("speech-dispatcher")
            .arg("--spawn")
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status();
        match spawned {
            Ok(_) => connect(),
            Err(_) => Err(first),
        }
    })
}

/// A client of the service, named and at the priority of text read to a person.
fn connect() -> Result<Client, Unreachable> {
    use ssip_client::{ClientName, OK_CLIENT_NAME_SET, OK_PRIORITY_SET, Priority, fifo};
    let unreachable = |e: &dyn std::fmt::Display| Unreachable(e.to_string());
    let mut client = fifo::Builder::new()
        .timeout(std::time::Duration::from_secs(2))
        .build()
        .map_err(|e| unreachable(&e))?;
    client
        .set_client_name(ClientName::new("tictactoe", "game"))
        .and_then(|c| c.check_status(OK_CLIENT_NAME_SET))
        .and_then(|c| c.set_priority(Priority::Text))
        .and_then(|c| c.check_status(OK_PRIORITY_SET))
        .map_err(|e| unreachable(&e))?;
    Ok(client)
}

/// The speaking thread: each utterance cancels what is still said (and queued), then is
/// queued itself; of several waiting, only the newest is said. Ends when the game drops its
/// [`Voice`], or the service goes away.
fn speak(mut client: Client, receive: &Receiver<Utterance>) {
    use ssip_client::{ClientScope, MessageScope, OK_CANCELED, OK_LANGUAGE_SET};
    let mut language = String::new();
    while let Ok(mut utterance) = receive.recv() {
        while let Ok(newer) = receive.try_recv() {
            utterance = newer;
        }
        let cancelled = client
            .cancel(MessageScope::Last)
            .and_then(|c| c.check_status(OK_CANCELED));
        if cancelled.is_err() {
            return;
        }
        if utterance.language != language {
            let set = client
                .set_language(ClientScope::Current, &utterance.language)
                .and_then(|c| c.check_status(OK_LANGUAGE_SET));
            if set.is_err() {
                return;
            }
            language = utterance.language;
        }
        let queued = client
            .speak()
            .and_then(|c| c.check_receiving_data())
            .and_then(|c| c.send_lines(&lines(&utterance.text)))
            .and_then(|c| c.receive_message_id());
        if queued.is_err() {
            return;
        }
    }
    let _ = client.quit();
}

/// `text` as SSIP's lines: no line may be a lone "." (the end of the message), so one is
/// sent as "..", as the protocol escapes it.
fn lines(text: &str) -> Vec<String> {
    text.lines()
        .map(|line| {
            if line.starts_with('.') {
                format!(".{line}")
            } else {
                line.to_string()
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_captured_voice_keeps_what_it_says_in_order_and_skips_nothing_said() {
        let mut voice = Voice::captured();
        assert!(!voice.is_heard());
        voice.say("Menu", "en");
        voice.say("  ", "en");
        voice.say("row 1, column 1, empty", "en");
        assert_eq!(voice.take_said(), ["Menu", "row 1, column 1, empty"]);
        assert!(voice.take_said().is_empty());
        for i in 0..MAX_KEPT + 5 {
            voice.say(&i.to_string(), "en");
        }
        let kept = voice.take_said();
        assert_eq!(kept.len(), MAX_KEPT);
        assert_eq!(kept[0], "5");
    }

    #[test]
    fn a_right_to_left_line_is_said_without_the_marks_that_order_it_for_the_eye() {
        let hebrew = crate::i18n::Catalog::new("he");
        let board = mnk::Board::new(3, 3, 3).unwrap();
        let line = crate::words::reading::cell_said(&hebrew, &board, 5);
        assert!(
            line.contains('\u{2068}') || line.contains('\u{200f}'),
            "{line}"
        );
        let mut voice = Voice::captured();
        voice.say(&line, "he");
        let said = voice.take_said();
        assert!(said[0].contains('2') && said[0].contains('3'), "{said:?}");
        assert!(
            !said[0].contains(['\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}', '\u{200f}']),
            "{said:?}"
        );
    }

    #[test]
    fn a_line_that_begins_with_a_dot_is_escaped_for_the_protocol() {
        assert_eq!(lines("a\n.\n.b"), ["a", "..", "..b"]);
    }
}

/// Speaks through the desktop's service, where one runs: `cargo test -p tictactoe-core
/// --lib speech -- --ignored` (the service's log, or a sound capture, shows what it said).
#[cfg(test)]
mod service {
    use super::*;

    #[test]
    #[ignore = "needs speech-dispatcher and a sound output"]
    fn words_reach_the_service_and_a_newer_utterance_cuts_the_older() {
        let mut voice = Voice::speak_through_service();
        assert!(voice.is_heard());
        voice.say("row 1, column 1, empty", "en");
        voice.say("Zeile 2, Spalte 3, leer", "de");
        std::thread::sleep(std::time::Duration::from_secs(2));
        assert_eq!(voice.unreachable(), None);
        drop(voice);
    }
}
