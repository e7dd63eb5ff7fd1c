use super::*;
use Action::*;

#[test]
fn every_action_but_press_and_focus_has_a_key() {
    let focus = [FocusLeft, FocusRight, FocusUp, FocusDown, Press];
    let all = Action::ALL.iter().copied().filter(|a| !focus.contains(a));
    for action in all {
        assert!(
            inputs(action).any(|i| !matches!(i, Pad(_))),
            "{action:?} has no key"
        );
    }
}

fn english() -> tictactoe_core::i18n::Catalog {
    tictactoe_core::i18n::Catalog::new(tictactoe_core::i18n::ENGLISH)
}

#[test]
fn the_overlay_names_keys_as_people_do() {
    let row = |what: &str| ROWS.iter().find(|r| r.what == what).unwrap();
    assert_eq!(
        row_keys(&english(), &KeyLabels::default(), row("shortcut-undo")),
        "Ctrl+Z"
    );
    assert_eq!(
        row_keys(&english(), &KeyLabels::default(), row("shortcut-redo")),
        "Ctrl+Y, Ctrl+Shift+Z"
    );
    assert_eq!(
        row_keys(&english(), &KeyLabels::default(), row("shortcut-back")),
        "Esc, pad B"
    );
    assert_eq!(
        row_keys(&english(), &KeyLabels::default(), row("shortcut-list")),
        "?, F1"
    );
    assert_eq!(
        row_keys(&english(), &KeyLabels::default(), row("shortcut-tab")),
        "Tab, Shift+Tab"
    );
    assert_eq!(
        row_keys(&english(), &KeyLabels::default(), row("shortcut-press")),
        "Enter, Space, pad A"
    );
    assert_eq!(
        row_keys(
            &english(),
            &KeyLabels::default(),
            row("shortcut-replay-ends")
        ),
        "Home, End, Space"
    );
}

#[test]
fn letters_are_named_as_the_players_keyboard_prints_them() {
    let row = |what: &str| ROWS.iter().find(|r| r.what == what).unwrap();
    let labels = KeyLabels::default();
    let german = tictactoe_core::i18n::Catalog::new("de");
    assert_eq!(row_keys(&german, &labels, row("shortcut-undo")), "Strg+Z");
    assert_eq!(
        row_keys(&german, &labels, row("shortcut-tab")),
        "Tab, Umschalt+Tab"
    );
    let french = tictactoe_core::i18n::Catalog::new("fr");
    assert_eq!(
        row_keys(&french, &labels, row("shortcut-board")),
        "Flèches, ZQSD, croix directionnelle"
    );
    // English words on a French keyboard, once its keys are pressed.
    let mut learned = KeyLabels::default();
    for (code, typed) in [
        (KeyCode::KeyW, "z"),
        (KeyCode::KeyA, "q"),
        (KeyCode::KeyS, "s"),
        (KeyCode::KeyD, "d"),
    ] {
        learned.learn(code, &Key::Character(typed.into()));
    }
    assert_eq!(
        row_keys(&english(), &learned, row("shortcut-board")),
        "Arrows, ZQSD, D-pad"
    );
    assert_eq!(
        row_keys(&english(), &labels, row("shortcut-board")),
        "Arrows, WASD, D-pad"
    );
}

#[test]
fn gamepad_buttons_are_named_as_the_pad_prints_them() {
    let row = |what: &str| ROWS.iter().find(|r| r.what == what).unwrap();
    let mut labels = KeyLabels::default();
    assert_eq!(
        row_keys(&english(), &labels, row("shortcut-back")),
        "Esc, pad B"
    );
    labels.set_pad(PadFamily::of(Some(0x054c)));
    assert_eq!(
        row_keys(&english(), &labels, row("shortcut-back")),
        "Esc, pad ○"
    );
    assert_eq!(
        row_keys(&english(), &labels, row("shortcut-press")),
        "Enter, Space, pad ✕"
    );
    labels.set_pad(PadFamily::of(Some(0x057e)));
    assert_eq!(
        row_keys(&english(), &labels, row("shortcut-back")),
        "Esc, pad A"
    );
}

#[test]
fn a_chord_sent_in_one_go_still_holds_its_modifier() {
    let mut keys = ButtonInput::<KeyCode>::default();
    keys.press(KeyCode::ControlLeft);
    keys.press(KeyCode::KeyZ);
    keys.release(KeyCode::KeyZ);
    keys.release(KeyCode::ControlLeft);
    assert!(held(&keys, [KeyCode::ControlLeft, KeyCode::ControlRight]));
    // Ctrl down a frame before, let go in the frame Z arrives.
    let mut keys = ButtonInput::<KeyCode>::default();
    keys.press(KeyCode::ControlLeft);
    keys.clear();
    keys.press(KeyCode::KeyZ);
    keys.release(KeyCode::ControlLeft);
    assert!(held(&keys, [KeyCode::ControlLeft, KeyCode::ControlRight]));
    assert!(!held(&keys, [KeyCode::ShiftLeft, KeyCode::ShiftRight]));
}

/// The handbook's keys ([docs/keys.md](../../../../docs/keys.md)) are the rows of this
/// map in English, between its two marker lines: a change to the map changes the page
/// (`UPDATE_DOCS=1 cargo test -p tictactoe-window --lib handbooks_keys` writes it), and the
/// manual page shows the same table.
#[test]
fn the_handbooks_keys_are_the_input_map() {
    const BEGIN: &str =
        "<!-- keys: made from the input map; edit window/src/controls/input_map/rows.rs -->";
    const END: &str = "<!-- end of keys -->";
    let english = english();
    let labels = KeyLabels::default();
    let mut table = String::from("| Keys | Does |\n|---|---|\n");
    for row in ROWS {
        let keys = names::row_keys(&english, &labels, row).replace('|', "\\|");
        table.push_str(&format!("| {keys} | {} |\n", english.text(row.what)));
    }
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/keys.md");
    let page = std::fs::read_to_string(&path).unwrap_or_default();
    let made = match (page.split_once(BEGIN), page.split_once(END)) {
        (Some((before, _)), Some((_, after))) => format!("{before}{BEGIN}\n{table}{END}{after}"),
        _ => format!("# Keys\n\n{BEGIN}\n{table}{END}\n"),
    };
    if std::env::var_os("UPDATE_DOCS").is_some() {
        std::fs::write(&path, &made).unwrap();
    }
    assert_eq!(
        page, made,
        "docs/keys.md is not the input map: UPDATE_DOCS=1 rewrites it"
    );
}
