//! The letters printed on the player's keys: shortcuts by letter follow them (Ctrl+Z is the
//! key printed Z, wherever the layout puts it), and keys used by position (W, A, S, D to
//! move) are named as the keyboard prints them. Nothing asks the system for its layout:
//! each letter key is learned as the player presses it, and until then the layout usual
//! for the language is assumed (AZERTY in French, QWERTZ in German, else QWERTY). A
//! gamepad's face buttons are named as its maker prints them (✕ and ○ on a PlayStation
//! pad), by the USB vendor it reports as it connects.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use std::collections::HashMap;

/// The letter printed on each letter key pressed so far (by its position, Bevy's
/// [`KeyCode`]), in capitals, and the family of the gamepad, whose buttons print their own
/// names.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct KeyLabels(HashMap<KeyCode, char>, PadFamily);

/// Whose gamepad: its face buttons are printed differently.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PadFamily {
    /// A (south), B (east): Xbox pads, and any pad not known.
    #[default]
    Xbox,
    /// ✕ (south), ○ (east).
    PlayStation,
    /// B (south), A (east).
    Nintendo,
}

impl PadFamily {
    /// The family of a pad made by the USB vendor `vendor` (Sony 0x054C, Nintendo 0x057E).
    pub fn of(vendor: Option<u16>) -> PadFamily {
        match vendor {
            Some(0x054c) => PadFamily::PlayStation,
            Some(0x057e) => PadFamily::Nintendo,
            _ => PadFamily::Xbox,
        }
    }

    /// What the south and the east face buttons show.
    pub fn face(self) -> (&'static str, &'static str) {
        match self {
            PadFamily::Xbox => ("A", "B"),
            PadFamily::PlayStation => ("✕", "○"),
            PadFamily::Nintendo => ("B", "A"),
        }
    }
}

impl KeyLabels {
    /// The family of the gamepad last connected.
    pub fn pad(&self) -> PadFamily {
        self.1
    }

    /// Names the buttons as a pad of `family` prints them.
    pub fn set_pad(&mut self, family: PadFamily) {
        self.1 = family;
    }

    /// The letter on the key at `code` (a letter key), as learned, else as the layout usual
    /// for the language tagged `tag` prints it; `None` for a key that is not a letter's.
    pub fn printed(&self, code: KeyCode, tag: &str) -> Option<char> {
        self.0
            .get(&code)
            .copied()
            .or_else(|| usual(code, tag))
            .or_else(|| qwerty(code))
    }

    /// Notes that the key at `code` typed `key`: a Latin letter is what it prints (a
    /// Cyrillic or Hebrew letter on the same key is not learned: such keyboards print the
    /// Latin letter too, and shortcuts fall back to the key's place there). Whether a label
    /// changed.
    pub fn learn(&mut self, code: KeyCode, key: &Key) -> bool {
        let Key::Character(typed) = key else {
            return false;
        };
        let mut chars = typed.chars();
        let (Some(letter), None) = (chars.next(), chars.next()) else {
            return false;
        };
        if !letter.is_ascii_alphabetic() || qwerty(code).is_none() {
            return false;
        }
        self.0.insert(code, letter.to_ascii_uppercase()) != Some(letter.to_ascii_uppercase())
    }
}

/// The letter keys, A to Z, by their place in the US (QWERTY) layout.
const LETTERS: [KeyCode; 26] = [
    KeyCode::KeyA,
    KeyCode::KeyB,
    KeyCode::KeyC,
    KeyCode::KeyD,
    KeyCode::KeyE,
    KeyCode::KeyF,
    KeyCode::KeyG,
    KeyCode::KeyH,
    KeyCode::KeyI,
    KeyCode::KeyJ,
    KeyCode::KeyK,
    KeyCode::KeyL,
    KeyCode::KeyM,
    KeyCode::KeyN,
    KeyCode::KeyO,
    KeyCode::KeyP,
    KeyCode::KeyQ,
    KeyCode::KeyR,
    KeyCode::KeyS,
    KeyCode::KeyT,
    KeyCode::KeyU,
    KeyCode::KeyV,
    KeyCode::KeyW,
    KeyCode::KeyX,
    KeyCode::KeyY,
    KeyCode::KeyZ,
];

/// The letter on the key at `code` in the US (QWERTY) layout.
pub fn qwerty(code: KeyCode) -> Option<char> {
    LETTERS
        .iter()
        .position(|&c| c == code)
        .map(|i| (b'A' + i as u8) as char)
}

/// The key at the letter's place in the US layout (`'z'`: [`KeyCode::KeyZ`]).
pub fn qwerty_key(letter: char) -> Option<KeyCode> {
    let letter = letter.to_ascii_uppercase();
    letter
        .is_ascii_uppercase()
        .then(|| LETTERS[(letter as u8 - b'A') as usize])
}

/// Where the layout usual for a language prints another letter than QWERTY: AZERTY for
/// French, QWERTZ for German.
fn usual(code: KeyCode, tag: &str) -> Option<char> {
    match (tag, code) {
        ("fr", KeyCode::KeyA) => Some('Q'),
        ("fr", KeyCode::KeyQ) => Some('A'),
        ("fr", KeyCode::KeyW) => Some('Z'),
        ("fr", KeyCode::KeyZ) => Some('W'),
        ("fr", KeyCode::Semicolon) => Some('M'),
        ("de", KeyCode::KeyY) => Some('Z'),
        ("de", KeyCode::KeyZ) => Some('Y'),
        _ => None,
    }
}

/// Learns the letters of the keys pressed.
pub(crate) fn learn_labels(
    mut presses: MessageReader<KeyboardInput>,
    mut labels: ResMut<KeyLabels>,
) {
    for press in presses.read() {
        // The resource changes (and the shortcuts list is named again) only when a label does.
        if press.state == ButtonState::Pressed
            && labels
                .bypass_change_detection()
                .learn(press.key_code, &press.logical_key)
        {
            labels.set_changed();
        }
    }
}

/// Learns the family of a gamepad as it connects.
pub(crate) fn learn_pad(pads: Query<&Gamepad, Added<Gamepad>>, mut labels: ResMut<KeyLabels>) {
    for pad in &pads {
        let family = PadFamily::of(pad.vendor_id());
        if labels.pad() != family {
            labels.set_pad(family);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_named_as_learned_else_as_the_languages_usual_layout() {
        let mut labels = KeyLabels::default();
        assert_eq!(labels.printed(KeyCode::KeyW, "en"), Some('W'));
        assert_eq!(labels.printed(KeyCode::KeyW, "fr"), Some('Z'));
        assert_eq!(labels.printed(KeyCode::KeyY, "de"), Some('Z'));
        assert_eq!(labels.printed(KeyCode::ArrowUp, "en"), None);
        // A French keyboard under English words: learned as pressed.
        labels.learn(KeyCode::KeyW, &Key::Character("z".into()));
        assert_eq!(labels.printed(KeyCode::KeyW, "en"), Some('Z'));
        // A Russian layout's letter is not what the key is named by.
        labels.learn(KeyCode::KeyA, &Key::Character("ф".into()));
        assert_eq!(labels.printed(KeyCode::KeyA, "ru"), Some('A'));
        assert_eq!(qwerty_key('z'), Some(KeyCode::KeyZ));
    }
}
