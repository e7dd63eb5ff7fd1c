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
    assert_eq!(row_keys(&english(), row("shortcut-undo")), "Ctrl+Z");
    assert_eq!(
        row_keys(&english(), row("shortcut-redo")),
        "Ctrl+Y, Ctrl+Shift+Z"
    );
    assert_eq!(row_keys(&english(), row("shortcut-back")), "Esc, pad B");
    assert_eq!(row_keys(&english(), row("shortcut-list")), "?, F1");
    assert_eq!(row_keys(&english(), row("shortcut-tab")), "Tab, Shift+Tab");
    assert_eq!(
        row_keys(&english(), row("shortcut-press")),
        "Enter, Space, pad A"
    );
    assert_eq!(
        row_keys(&english(), row("shortcut-replay-ends")),
        "Home, End, Space"
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
