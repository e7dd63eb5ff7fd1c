//! Typing in a text field (Bevy's `EditableText`, which takes the keys while it has the
//! keyboard's focus): Enter, Esc, or a click anywhere else, ends the typing, and so does
//! leaving the screen (the field is gone, and the focus with it). A screen's own keys wait
//! while someone types ([`is_typing`]).

use bevy::input_focus::InputFocus;
use bevy::prelude::*;

use crate::AppSystems;
use bevy::text::EditableText;

pub(super) fn plugin(app: &mut App) {
    // Bevy's input plugins have these in the window; the headless app needs them too.
    app.init_resource::<InputFocus>()
        .init_resource::<ButtonInput<MouseButton>>()
        .add_message::<Pointer<Press>>()
        .add_systems(Update, finish_typing.in_set(AppSystems::EndTyping));
}

/// Whether a text field has the keyboard: a screen's keys are someone's typing then.
pub fn is_typing(focus: &InputFocus, fields: &Query<(), With<EditableText>>) -> bool {
    focus.get().is_some_and(|entity| fields.contains(entity))
}

/// Enter, Esc, or a click anywhere else, ends the typing in a field. The key that ends it
/// is used up: the screen does not see it (an Enter that opens a row, an Esc that leaves).
pub fn finish_typing(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mouse: Res<ButtonInput<MouseButton>>,
    mut presses: MessageReader<Pointer<Press>>,
    fields: Query<(), With<EditableText>>,
    mut focus: ResMut<InputFocus>,
) {
    let Some(field) = focus.get().filter(|&entity| fields.contains(entity)) else {
        presses.clear();
        return;
    };
    let in_field = presses.read().any(|press| press.entity == field);
    let ending = [KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Escape];
    let key = keys.any_just_pressed(ending);
    if key || (mouse.just_pressed(MouseButton::Left) && !in_field) {
        focus.clear();
        for key in ending {
            keys.clear_just_pressed(key);
        }
    }
}
