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

#[test]
fn the_overlay_names_keys_as_people_do() {
    let row = |what: &str| ROWS.iter().find(|r| r.what == what).unwrap();
    assert_eq!(row_keys(row("undo")), "Ctrl+Z");
    assert_eq!(row_keys(row("redo")), "Ctrl+Y, Ctrl+Shift+Z");
    assert_eq!(row_keys(row("back")), "Esc, pad B");
    assert_eq!(row_keys(row("this list")), "?, F1");
    assert_eq!(
        row_keys(row("place a mark; press a button")),
        "Enter, Space, pad A"
    );
    assert_eq!(
        row_keys(row("Replay: start, end, play")),
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
