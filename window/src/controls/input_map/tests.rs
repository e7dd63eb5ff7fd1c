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
