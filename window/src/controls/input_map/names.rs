//! How a person names keys and buttons, in the player's language and as the player's
//! keyboard and gamepad print them: the shortcuts list's words.

use bevy::input::gamepad::GamepadButton::{East, South};
use bevy::prelude::*;

use super::Input::{Ctrl, CtrlShift, Pad, Typed};
use super::{Input, KeyLabels, Row};
use tictactoe_core::i18n::Catalog;

/// How a person names a key in the language of `catalog`: "Left", "Z", "Esc" ("Links",
/// "Z", "Esc" in German); letter keys as the player's keyboard prints them (`labels`),
/// digits and F-keys as they are printed.
fn key_name(catalog: &Catalog, labels: &KeyLabels, key: KeyCode) -> String {
    if let Some(letter) = labels.printed(key, catalog.tag()) {
        return letter.to_string();
    }
    let named = match key {
        KeyCode::ArrowLeft => "key-left",
        KeyCode::ArrowRight => "key-right",
        KeyCode::ArrowUp => "key-up",
        KeyCode::ArrowDown => "key-down",
        KeyCode::Escape => "key-esc",
        KeyCode::Enter | KeyCode::NumpadEnter => "key-enter",
        KeyCode::Space => "key-space",
        KeyCode::Delete => "key-del",
        KeyCode::Home => "key-home",
        KeyCode::End => "key-end",
        KeyCode::PageUp => "key-page-up",
        KeyCode::PageDown => "key-page-down",
        other => {
            let name = format!("{other:?}");
            return name
                .strip_prefix("Key")
                .or_else(|| name.strip_prefix("Digit"))
                .unwrap_or(&name)
                .to_string();
        }
    };
    catalog.bare(named, &[])
}

/// How a person names an input in the language of `catalog`, with the letters of the
/// player's keys and gamepad (`labels`): "Ctrl+Z", "?", "Esc", "pad B" (an Xbox pad's east
/// button; "pad ○" on a PlayStation pad's).
pub fn input_name(catalog: &Catalog, labels: &KeyLabels, input: &Input) -> String {
    // No marks of direction inside a chord: "Ctrl+Shift+Z" stays in its order.
    let ctrl = || catalog.bare("key-ctrl", &[]);
    let pad = |button: &str| catalog.bare("key-pad", &[("button", button.into())]);
    let letter = |letter: char| letter.to_ascii_uppercase().to_string();
    match *input {
        Input::Key(key) => key_name(catalog, labels, key),
        Input::Letter(key) => letter(key),
        Ctrl(key) => format!("{}+{}", ctrl(), letter(key)),
        CtrlShift(key) => format!(
            "{}+{}+{}",
            ctrl(),
            catalog.bare("key-shift", &[]),
            letter(key)
        ),
        Typed(text) => text.to_string(),
        Pad(South) => pad(labels.pad().face().0),
        Pad(East) => pad(labels.pad().face().1),
        Pad(button) => pad(&format!("{button:?}")),
    }
}

/// The keys of an overlay row: its own words (with `$letters`, the keys W, A, S, D as the
/// player's keyboard prints them: "ZQSD" on a French one), or its bindings' inputs named
/// in turn (each once, keyboard first).
pub fn row_keys(catalog: &Catalog, labels: &KeyLabels, row: &Row) -> String {
    if let Some(keys) = row.keys {
        let letters: String = [KeyCode::KeyW, KeyCode::KeyA, KeyCode::KeyS, KeyCode::KeyD]
            .into_iter()
            .filter_map(|key| labels.printed(key, catalog.tag()))
            .collect();
        return catalog.text_with(keys, &[("letters", letters.into())]);
    }
    let mut names: Vec<String> = Vec::new();
    let inputs = row.bindings.iter().flat_map(|binding| binding.inputs);
    let (keys, pads): (Vec<&Input>, Vec<&Input>) = inputs.partition(|i| !matches!(i, Pad(_)));
    for input in keys.into_iter().chain(pads) {
        let name = input_name(catalog, labels, input);
        if !names.contains(&name) {
            names.push(name);
        }
    }
    tictactoe_core::words::list(catalog, &names)
}
