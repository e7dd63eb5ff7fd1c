//! The full-screen game for a screen reader (`tictactoe terminal --screen-reader`): the same
//! screens and keys, but nothing is drawn. Each screen says what it shows as a few
//! [`Part`]s (its title, its keys, the focused line, the cursor's cell, the last move, the
//! status line), and only the parts that changed since the last key are written, each as a
//! line, below the ones before. A terminal screen reader (speakup, Orca in a terminal,
//! BRLTTY on a braille display) reads new lines as they come; a redrawn screen it would
//! read as noise.

use std::collections::HashMap;
use std::io::{self, Write};
use std::time::Instant;

use ratatui::crossterm::event::{self, Event, KeyEventKind};
use ratatui::crossterm::terminal;
use ratatui::text::Line;

use super::App;
use tictactoe_core::words::for_the_ear;

/// What a part of a screen is: a screen has at most one part of each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Slot {
    /// The screen's title (for a game: the board and the players). When it changes, the
    /// screen is new and every part is told again.
    Screen,
    /// The keys that work on the screen.
    Keys,
    /// What the screen shows beside its list (the join code while hosting, the move shown
    /// in Replay).
    Shown,
    /// The last move, as news: "Hard (O) plays b2."
    Last,
    /// The focused line ("O player, Hard"), or the board's cell under the cursor.
    Focus,
    /// The line under the screen: whose turn, a refusal, a hint, the result.
    Status,
    /// What went wrong with a file or the network.
    Notice,
}

/// One part of what a screen shows, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    /// What the part is.
    pub slot: Slot,
    /// Its words, one line or more.
    pub text: String,
    /// Told again when this changes though the words do not (the same refusal twice, a
    /// screen opened again).
    pub serial: u64,
}

impl Part {
    /// The part `slot` in the words `text`.
    pub fn new(slot: Slot, text: impl Into<String>) -> Part {
        Part {
            slot,
            text: text.into(),
            serial: 0,
        }
    }

    /// This part, told again whenever `serial` changes.
    pub fn again(mut self, serial: u64) -> Part {
        self.serial = serial;
        self
    }
}

/// A line of a list as said: its label, then its value when it has one ("O player, Hard").
pub fn labelled(label: String, value: Option<String>) -> String {
    match value {
        Some(value) => format!(
            "{label}{}{value}",
            super::catalog().bare("list-separator", &[])
        ),
        None => label,
    }
}

/// The words of a drawn line: its spans' text, without the spaces around.
pub fn plain(line: &Line) -> String {
    let text: String = line
        .spans
        .iter()
        .map(|span| span.content.as_ref())
        .collect();
    text.trim().to_string()
}

/// What was last told of each part, to tell only what changed.
#[derive(Default)]
pub struct Teller {
    told: HashMap<Slot, (String, u64)>,
}

impl Teller {
    /// The lines to write for the screen's `parts` now: every part on a new screen, else
    /// the parts that changed. A part that is gone is forgotten, so that it is told again
    /// when it comes back (the cursor's cell, once a person is to move again). Empty parts
    /// are never told. A line is told without the marks that order a right-to-left line for
    /// the eye ([`for_the_ear`]): a screen reader reads them out, a braille display shows
    /// them.
    pub fn news(&mut self, parts: Vec<Part>) -> Vec<String> {
        let new_screen = parts
            .iter()
            .find(|part| part.slot == Slot::Screen)
            .is_some_and(|screen| self.changed(screen));
        if new_screen {
            self.told.clear();
        }
        let mut lines = Vec::new();
        let mut kept = HashMap::new();
        for part in parts {
            if !part.text.is_empty() && self.changed(&part) {
                lines.push(for_the_ear(&part.text));
            }
            kept.insert(part.slot, (part.text, part.serial));
        }
        self.told = kept;
        lines
    }

    fn changed(&self, part: &Part) -> bool {
        self.told
            .get(&part.slot)
            .is_none_or(|(text, serial)| *text != part.text || *serial != part.serial)
    }
}

/// The game for a screen reader, until the player quits: keys as in the full-screen game
/// (the terminal in raw mode, so that a key needs no Enter), and after each key or each
/// move of the game, the lines that changed.
///
/// # Errors
/// The terminal could not be read or written.
pub fn event_loop(app: &mut App) -> io::Result<()> {
    let mut out = io::stdout();
    let mut teller = Teller::default();
    {
        let _busy = super::BUSY
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        tell(app, &mut teller, &mut out)?;
    }
    while !app.quit && !super::PANICKED.load(std::sync::atomic::Ordering::SeqCst) {
        let wake = app.wake_in(Instant::now());
        let event = match wake {
            None => Some(event::read()?),
            Some(wait) if event::poll(wait)? => Some(event::read()?),
            Some(_) => None,
        };
        let _busy = super::BUSY
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        // Told after the key and again after the tick, so that a person's move is told
        // before the computer's answer that the tick may bring.
        if let Some(Event::Key(key)) = event
            && key.kind != KeyEventKind::Release
        {
            app.key(key);
            if app.quit {
                break;
            }
            tell(app, &mut teller, &mut out)?;
        }
        if app.tick(Instant::now()) {
            tell(app, &mut teller, &mut out)?;
        }
    }
    Ok(())
}

/// Writes what changed on the screen, each part a line (raw mode: a line ends with a
/// return as well), and the bell if a move was refused.
fn tell(app: &mut App, teller: &mut Teller, out: &mut impl Write) -> io::Result<()> {
    for line in teller.news(app.told()) {
        write!(out, "{}\r\n", line.replace('\n', "\r\n"))?;
    }
    if std::mem::take(&mut app.bell) {
        out.write_all(b"\x07")?;
    }
    out.flush()
}

/// Raw mode on, for [`event_loop`].
///
/// # Errors
/// The terminal refused raw mode (its input is no terminal).
pub fn begin() -> io::Result<()> {
    terminal::enable_raw_mode()
}

/// The terminal as it was.
pub fn end() {
    let _ = terminal::disable_raw_mode();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_what_changed_is_told_and_a_new_screen_is_told_whole() {
        let mut teller = Teller::default();
        let screen = |title: &str, focus: &str| {
            vec![
                Part::new(Slot::Screen, title),
                Part::new(Slot::Keys, "q quit"),
                Part::new(Slot::Focus, focus),
            ]
        };
        assert_eq!(
            teller.news(screen("Menu", "X player, Human")),
            ["Menu", "q quit", "X player, Human"]
        );
        assert!(teller.news(screen("Menu", "X player, Human")).is_empty());
        assert_eq!(
            teller.news(screen("Menu", "X player, Hard")),
            ["X player, Hard"]
        );
        assert_eq!(
            teller.news(screen("Settings", "Language, English")),
            ["Settings", "q quit", "Language, English"]
        );
        // The same screen opened again is told again; the same refusal too.
        let again = |serial| {
            vec![
                Part::new(Slot::Screen, "Menu").again(serial),
                Part::new(Slot::Status, "That cell is taken.").again(serial),
            ]
        };
        assert_eq!(teller.news(again(1)), ["Menu", "That cell is taken."]);
        assert_eq!(teller.news(again(2)), ["Menu", "That cell is taken."]);
        // A part gone and back is told again; an empty one never.
        let focus = |text: Option<&str>| {
            let mut parts = vec![Part::new(Slot::Screen, "Game")];
            parts.extend(text.map(|text| Part::new(Slot::Focus, text)));
            parts
        };
        assert_eq!(teller.news(focus(Some("b2 empty"))), ["Game", "b2 empty"]);
        assert!(teller.news(focus(None)).is_empty());
        assert_eq!(teller.news(focus(Some("b2 empty"))), ["b2 empty"]);
        assert!(teller.news(focus(Some(""))).is_empty());
    }
}
