//! Keyboard focus on every screen. Tab and Shift+Tab (Bevy's tab navigation), or the arrow
//! keys (Bevy's directional navigation), move it between the buttons, options and fields;
//! Enter or Space presses the focused one (Bevy's widgets do that). Once the keyboard has
//! moved it, a ring shows where it is (the look's `theme::focus_ring`); a click hides it.
//!
//! A part of a screen that has keys of its own (the board, the replay, the history list)
//! is a [`KeyTarget`]. The focus starts there, Tab reaches it like a button, and a click on
//! a button hands the keys back to it: the arrows move the board's cursor again, not the
//! focus. [`ScreenKeys::free`] tells a screen's key system whether the keys are its own.

use bevy::ecs::system::SystemParam;
use bevy::input::gamepad::GamepadButton;
use bevy::input::keyboard::KeyboardInput;
use bevy::input_focus::directional_navigation::DirectionalNavigationPlugin;
use bevy::input_focus::tab_navigation::{TabIndex, TabNavigationPlugin};
use bevy::input_focus::{
    FocusCause, FocusedInput, InputFocus, InputFocusSystems, InputFocusVisible,
};
use bevy::math::CompassOctant;
use bevy::prelude::*;
use bevy::text::EditableText;
use bevy::ui::InteractionDisabled;
use bevy::ui::auto_directional_navigation::AutoDirectionalNavigator;
use bevy::ui_widgets::{Activate, RadioButton, RadioGroup, ValueChange};

use super::input_map::{self, Action, Input};

/// A part of a screen that takes the screen's own keys while it has the focus.
#[derive(Component, Clone, Copy, Debug, Default)]
#[require(TabIndex(0))]
pub struct KeyTarget;

/// A question over the screen (leave this game? delete this one?): while it is up, the
/// screen under it takes no keys.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Modal;

/// Whether a screen's own keys (the board's arrows, Replay's steps) are free for it: no
/// question is up, and no field or button has the keyboard.
#[derive(SystemParam)]
pub struct ScreenKeys<'w, 's> {
    focus: Res<'w, InputFocus>,
    focusable: Query<'w, 's, (), (With<TabIndex>, Without<KeyTarget>)>,
    modals: Query<'w, 's, (), With<Modal>>,
}

impl ScreenKeys<'_, '_> {
    /// True when no question is up and nothing has the focus, or a key target has it.
    pub fn free(&self) -> bool {
        !self.asking()
            && self
                .focus
                .get()
                .is_none_or(|entity| !self.focusable.contains(entity))
    }

    /// True while a question is up.
    pub fn asking(&self) -> bool {
        !self.modals.is_empty()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((TabNavigationPlugin, DirectionalNavigationPlugin))
        // The window's input plugins have it; the headless app needs it too.
        .init_resource::<InputFocusVisible>()
        .add_systems(
            PreUpdate,
            (navigate_with_arrows, press_with_gamepad).after(InputFocusSystems::Dispatch),
        )
        .add_observer(keep_arrows_from_radio_groups)
        .add_observer(hand_keys_back_after_click);
}

/// The arrow keys and the D-pad move the focus between widgets while one has it, and then
/// no screen sees them. With nothing focused (and no board or list to take the keys), the
/// D-pad focuses the screen's first widget.
fn navigate_with_arrows(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut pads: Query<&mut Gamepad>,
    mut navigator: AutoDirectionalNavigator,
    mut visible: ResMut<InputFocusVisible>,
    widgets: Query<(), (With<TabIndex>, Without<KeyTarget>, Without<EditableText>)>,
    first: Query<(Entity, &TabIndex), (Without<KeyTarget>, Without<EditableText>)>,
    targets: Query<(), With<KeyTarget>>,
) {
    let moves = [
        (Action::FocusUp, CompassOctant::North),
        (Action::FocusDown, CompassOctant::South),
        (Action::FocusLeft, CompassOctant::West),
        (Action::FocusRight, CompassOctant::East),
    ];
    let pad_pressed =
        |pads: &Query<&mut Gamepad>, button| pads.iter().any(|p| p.just_pressed(button));
    if !navigator.input_focus().is_some_and(|e| widgets.contains(e)) {
        // A gamepad has no pointer: its first press of the D-pad finds a widget.
        let dpad = moves
            .iter()
            .flat_map(|(action, _)| input_map::inputs(*action));
        let asked = dpad.filter_map(|i| match i {
            Input::Pad(button) => Some(*button),
            _ => None,
        });
        let asked: Vec<_> = asked.filter(|b| pad_pressed(&pads, *b)).collect();
        let start = first
            .iter()
            .filter(|(_, index)| index.0 >= 0)
            .min_by_key(|(e, index)| (index.0, *e));
        if !asked.is_empty()
            && navigator.input_focus().is_none()
            && targets.is_empty()
            && let Some((entity, _)) = start
        {
            navigator
                .manual_directional_navigation
                .focus
                .set(entity, FocusCause::Navigated);
            visible.0 = true;
            for mut pad in &mut pads {
                for button in &asked {
                    pad.digital_mut().clear_just_pressed(*button);
                }
            }
        }
        return;
    }
    for (action, direction) in moves {
        let mut asked = false;
        for input in input_map::inputs(action) {
            match *input {
                Input::Key(key) if keys.just_pressed(key) => {
                    asked = true;
                    keys.clear_just_pressed(key);
                }
                Input::Pad(button) if pad_pressed(&pads, button) => {
                    asked = true;
                    for mut pad in &mut pads {
                        pad.digital_mut().clear_just_pressed(button);
                    }
                }
                _ => {}
            }
        }
        if asked && navigator.navigate(direction).is_ok() {
            visible.0 = true;
        }
    }
}

/// The gamepad's South presses the focused widget, as Enter and Space do: a button fires
/// `Activate`, an option is chosen.
fn press_with_gamepad(
    mut pads: Query<&mut Gamepad>,
    focus: Res<InputFocus>,
    buttons: Query<Has<InteractionDisabled>, With<bevy::ui_widgets::Button>>,
    options: Query<(), With<RadioButton>>,
    groups: Query<(), With<RadioGroup>>,
    parents: Query<&ChildOf>,
    mut commands: Commands,
) {
    let Some(focused) = focus.get() else {
        return;
    };
    let presses: Vec<GamepadButton> = input_map::inputs(Action::Press)
        .filter_map(|i| match i {
            Input::Pad(button) => Some(*button),
            _ => None,
        })
        .filter(|b| pads.iter().any(|p| p.just_pressed(*b)))
        .collect();
    if presses.is_empty() {
        return;
    }
    if let Ok(disabled) = buttons.get(focused) {
        if !disabled {
            commands.trigger(Activate { entity: focused });
        }
    } else if options.contains(focused) {
        commands.trigger(ValueChange::<bool> {
            source: focused,
            value: true,
            is_final: true,
        });
        if let Some(group) = parents
            .iter_ancestors(focused)
            .find(|a| groups.contains(*a))
        {
            commands.trigger(ValueChange::<Entity> {
                source: group,
                value: focused,
                is_final: true,
            });
        }
    } else {
        // The board's own key target: the press places a mark, as Enter does.
        return;
    }
    // Used up: the board does not also take it.
    for mut pad in &mut pads {
        for button in &presses {
            pad.digital_mut().clear_just_pressed(*button);
        }
    }
}

/// Bevy's radio groups change their choice with the arrows; here the arrows move the focus
/// (as everywhere else) and Enter or Space chooses.
fn keep_arrows_from_radio_groups(
    mut input: On<FocusedInput<KeyboardInput>>,
    radios: Query<(), With<RadioButton>>,
) {
    let arrow = matches!(
        input.input.key_code,
        KeyCode::ArrowUp | KeyCode::ArrowDown | KeyCode::ArrowLeft | KeyCode::ArrowRight
    );
    if arrow && radios.contains(input.focused_entity) {
        input.propagate(false);
    }
}

/// A click on a button leaves the keys with the screen's key target, if it has one: a
/// person who clicked ">" in Replay still steps with the arrows.
fn hand_keys_back_after_click(
    click: On<Pointer<Click>>,
    widgets: Query<(), (With<TabIndex>, Without<KeyTarget>, Without<EditableText>)>,
    targets: Query<Entity, With<KeyTarget>>,
    mut focus: ResMut<InputFocus>,
) {
    if click.entity != click.original_event_target() || !widgets.contains(click.entity) {
        return;
    }
    if let Some(target) = targets.iter().next() {
        focus.set(target, FocusCause::Pressed);
    }
}
