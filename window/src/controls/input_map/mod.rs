//! The input map: every action a player can ask for, and the keys and gamepad buttons that
//! ask for it. Screens and the board ask [`Actions`] whether an action was asked for this
//! frame; the shortcuts overlay is made from [`ROWS`]. A modifier counts if it was down at
//! any moment of the frame, so a chord whose keys all arrive within one frame (as remote
//! desktops and macro tools send them) works as well as one typed by hand.

use bevy::ecs::system::SystemParam;
use bevy::input::gamepad::GamepadButton;
use bevy::input::keyboard::Key;
use bevy::prelude::*;

/// Defines [`Action`] and its list of every action from one list of variants.
macro_rules! actions {
    ($($(#[$doc:meta])* $name:ident,)*) => {
        /// Something a player asks for, whatever the key or button.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Action {
            $($(#[$doc])* $name,)*
        }

        impl Action {
            /// Every action.
            pub const ALL: &[Action] = &[$(Action::$name,)*];
        }
    };
}

actions! {
    /// The board's cursor one cell left, right, up or down.
    CursorLeft,
    CursorRight,
    CursorUp,
    CursorDown,
    /// A mark on the cursor's cell.
    Place,
    /// The keyboard's focus to the next widget in a direction.
    FocusLeft,
    FocusRight,
    FocusUp,
    FocusDown,
    /// The focused widget pressed (gamepad; the keyboard's Enter and Space are Bevy's).
    Press,
    Undo,
    Redo,
    Hint,
    Coach,
    /// The engine's line shown or hidden.
    EngineLine,
    NewGame,
    FullScreen,
    Back,
    Shortcuts,
    /// The game's speech on or off, from any screen.
    Speech,
    /// Read aloud: the whole board, the last move, whose turn and the score, the cursor's
    /// row, column and diagonals.
    ReadBoard,
    ReadLast,
    ReadTurn,
    ReadRow,
    ReadColumn,
    ReadDiagonals,
    /// Replay: one move back, one forward, the start, the end, play or pause, review.
    StepBack,
    StepForward,
    ToStart,
    ToEnd,
    PlayPause,
    Review,
    /// History: the row above or below, a page up or down, the first, the last; open the
    /// chosen game, delete it.
    RowUp,
    RowDown,
    PageUp,
    PageDown,
    FirstRow,
    LastRow,
    Open,
    Delete,
}

/// One way to ask for an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// A key by its place on the keyboard (arrows, W, A, S, D to move), with Ctrl up.
    Key(KeyCode),
    /// The key printed with this letter (lower case), wherever the layout puts it, with
    /// Ctrl up. On a layout whose letters are not Latin (Cyrillic, Hebrew), the key at the
    /// letter's place in the US layout.
    Letter(char),
    /// Ctrl and a letter's key (as [`Input::Letter`]), with Shift up.
    Ctrl(char),
    /// Ctrl, Shift and a letter's key.
    CtrlShift(char),
    /// A character as typed, whatever the keyboard's layout ("?").
    Typed(&'static str),
    /// A gamepad button, on any gamepad.
    Pad(GamepadButton),
}

/// An action and every input that asks for it.
pub struct Binding {
    pub action: Action,
    pub inputs: &'static [Input],
}

/// A line of the shortcuts overlay: what it does, and the bindings it stands for. `keys`,
/// when set, names the keys more briefly than the bindings would.
pub struct Row {
    /// The key of the message naming its keys, where naming them one by one would not do.
    pub keys: Option<&'static str>,
    /// The key of the message saying what they do.
    pub what: &'static str,
    pub bindings: &'static [Binding],
}

mod layout;
mod names;
mod rows;
pub use layout::{KeyLabels, PadFamily};
pub use names::{input_name, row_keys};
pub use rows::ROWS;

pub(crate) fn plugin(app: &mut App) {
    // (Registered by Bevy's input plugin; here too for an app without one.)
    app.add_message::<bevy::input::keyboard::KeyboardInput>()
        .init_resource::<KeyLabels>()
        .add_systems(
            PreUpdate,
            (layout::learn_labels, layout::learn_pad).after(bevy::input::InputSystems),
        );
}

use Input::{Ctrl, CtrlShift, Pad, Typed};

/// Every binding of `action`, from the map.
pub fn inputs(action: Action) -> impl Iterator<Item = &'static Input> {
    ROWS.iter()
        .flat_map(|row| row.bindings)
        .filter(move |binding| binding.action == action)
        .flat_map(|binding| binding.inputs)
}

/// What the keyboard and the gamepads ask for this frame.
#[derive(SystemParam)]
pub struct Actions<'w, 's> {
    keys: Res<'w, ButtonInput<KeyCode>>,
    typed: Option<Res<'w, ButtonInput<Key>>>,
    pads: Query<'w, 's, &'static Gamepad>,
}

impl Actions<'_, '_> {
    /// Whether `action` was asked for this frame, by any of its inputs.
    pub fn just_pressed(&self, action: Action) -> bool {
        inputs(action).any(|input| self.input_just_pressed(input))
    }

    /// Whether `input` went down this frame.
    pub fn input_just_pressed(&self, input: &Input) -> bool {
        let ctrl = held(&self.keys, [KeyCode::ControlLeft, KeyCode::ControlRight]);
        let shift = held(&self.keys, [KeyCode::ShiftLeft, KeyCode::ShiftRight]);
        match *input {
            Input::Key(key) => !ctrl && self.keys.just_pressed(key),
            Input::Letter(letter) => !ctrl && self.letter_just_pressed(letter),
            Ctrl(letter) => ctrl && !shift && self.letter_just_pressed(letter),
            CtrlShift(letter) => ctrl && shift && self.letter_just_pressed(letter),
            Typed(text) => self
                .typed
                .as_ref()
                .is_some_and(|typed| typed.just_pressed(Key::Character(text.into()))),
            Pad(button) => self.pads.iter().any(|pad| pad.just_pressed(button)),
        }
    }

    /// Whether the key printed `letter` went down this frame (the letter the layout gives it,
    /// whatever the case: Shift and Caps Lock change it, Ctrl does not). Where the keys
    /// typed no Latin letter (a Cyrillic or Hebrew layout), the key at the letter's place in
    /// the US layout.
    fn letter_just_pressed(&self, letter: char) -> bool {
        let latin = |key: &Key| match key {
            Key::Character(typed) => typed.chars().all(|c| c.is_ascii_alphabetic()),
            _ => false,
        };
        let Some(typed) = self.typed.as_ref() else {
            return layout::qwerty_key(letter).is_some_and(|key| self.keys.just_pressed(key));
        };
        let pressed = typed.get_just_pressed().any(|key| {
            matches!(key, Key::Character(t) if t.chars().eq(letter.to_lowercase())
                || t.chars().eq(letter.to_uppercase()))
        });
        pressed
            || (!typed.get_just_pressed().any(latin)
                && layout::qwerty_key(letter).is_some_and(|key| self.keys.just_pressed(key)))
    }

    /// Whether a gamepad pressed anything this frame.
    pub fn pad_just_pressed(&self) -> bool {
        self.pads
            .iter()
            .any(|pad| pad.digital().get_just_pressed().next().is_some())
    }
}

/// Whether `action` was asked for this frame by a plain key or a gamepad button; if so,
/// those inputs are used up, and no later system sees them.
pub fn take(
    action: Action,
    keys: &mut ButtonInput<KeyCode>,
    pads: &mut Query<&mut Gamepad>,
) -> bool {
    let ctrl = held(keys, [KeyCode::ControlLeft, KeyCode::ControlRight]);
    let mut asked = false;
    for input in inputs(action) {
        match *input {
            Input::Key(key) if !ctrl && keys.just_pressed(key) => {
                keys.clear_just_pressed(key);
                asked = true;
            }
            Pad(button) => {
                for mut pad in pads.iter_mut() {
                    asked |= pad.digital_mut().clear_just_pressed(button);
                }
            }
            _ => {}
        }
    }
    asked
}

/// A modifier counts if it was down at any moment of the frame: pressed before, pressed in
/// it, or let go in it (a chord sent in one go arrives as press, press, release, release).
pub fn held(keys: &ButtonInput<KeyCode>, pair: [KeyCode; 2]) -> bool {
    keys.any_pressed(pair) || keys.any_just_pressed(pair) || keys.any_just_released(pair)
}

#[cfg(test)]
mod tests;
