//! Keyboard focus on every screen. Tab and Shift+Tab (Bevy's tab navigation), or the arrow
//! keys (Bevy's directional navigation), move it between the buttons, options and fields;
//! Enter or Space presses the focused one (Bevy's widgets do that). Once the keyboard has
//! moved it, a ring in the theme's focus colour shows where it is; a click hides the ring.
//!
//! A part of a screen that has keys of its own (the board, the replay, the history list)
//! is a [`KeyTarget`]. The focus starts there, Tab reaches it like a button, and a click on
//! a button hands the keys back to it: the arrows move the board's cursor again, not the
//! focus. [`ScreenKeys::free`] tells a screen's key system whether the keys are its own.

use bevy::ecs::system::SystemParam;
use bevy::input::keyboard::KeyboardInput;
use bevy::input_focus::directional_navigation::DirectionalNavigationPlugin;
use bevy::input_focus::tab_navigation::{TabIndex, TabNavigationPlugin};
use bevy::input_focus::{
    FocusCause, FocusedInput, InputFocus, InputFocusSystems, InputFocusVisible,
};
use bevy::math::CompassOctant;
use bevy::prelude::*;
use bevy::text::EditableText;
use bevy::ui::auto_directional_navigation::AutoDirectionalNavigator;
use bevy::ui_widgets::RadioButton;

use super::palette::{Role, Theme};

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

/// The width of the focus ring and its gap from the widget, in vmin.
const RING_VMIN: (f32, f32) = (0.45, 0.35);

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((TabNavigationPlugin, DirectionalNavigationPlugin))
        // The window's input plugins have it; the headless app needs it too.
        .init_resource::<InputFocusVisible>()
        .register_required_components_with::<TabIndex, Outline>(|| {
            Outline::new(Val::VMin(RING_VMIN.0), Val::VMin(RING_VMIN.1), Color::NONE)
        })
        .add_systems(
            PreUpdate,
            navigate_with_arrows.after(InputFocusSystems::Dispatch),
        )
        .add_systems(PostUpdate, draw_focus_ring)
        .add_observer(keep_arrows_from_radio_groups)
        .add_observer(hand_keys_back_after_click);
}

/// The arrow keys move the focus between widgets while one has it, and then no screen sees
/// them.
fn navigate_with_arrows(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut navigator: AutoDirectionalNavigator,
    mut visible: ResMut<InputFocusVisible>,
    widgets: Query<(), (With<TabIndex>, Without<KeyTarget>, Without<EditableText>)>,
) {
    if !navigator.input_focus().is_some_and(|e| widgets.contains(e)) {
        return;
    }
    let arrows = [
        (KeyCode::ArrowUp, CompassOctant::North),
        (KeyCode::ArrowDown, CompassOctant::South),
        (KeyCode::ArrowLeft, CompassOctant::West),
        (KeyCode::ArrowRight, CompassOctant::East),
    ];
    for (key, direction) in arrows {
        if keys.just_pressed(key) {
            if navigator.navigate(direction).is_ok() {
                visible.0 = true;
            }
            keys.clear_just_pressed(key);
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

/// The ring round the focused widget, shown once the keyboard has moved the focus.
fn draw_focus_ring(
    focus: Res<InputFocus>,
    visible: Res<InputFocusVisible>,
    theme: Res<Theme>,
    mut rings: Query<(Entity, &mut Outline)>,
) {
    if !focus.is_changed() && !visible.is_changed() && !theme.is_changed() {
        return;
    }
    let color = theme.palette().color(Role::Focus);
    for (entity, mut outline) in &mut rings {
        let shown = visible.0 && focus.get() == Some(entity);
        let wanted = if shown { color } else { Color::NONE };
        if outline.color != wanted {
            outline.color = wanted;
        }
    }
}
