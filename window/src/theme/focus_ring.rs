//! The ring round the widget that has the keyboard's focus, in the theme's focus colour,
//! shown once the keyboard has moved the focus.

use bevy::input_focus::tab_navigation::TabIndex;
use bevy::input_focus::{InputFocus, InputFocusVisible};
use bevy::prelude::*;

use super::palette::{ChosenTheme, Role, ThemeColours};

/// The width of the focus ring and its gap from the widget, in vmin.
const RING_VMIN: (f32, f32) = (0.45, 0.35);

pub(super) fn plugin(app: &mut App) {
    app.register_required_components_with::<TabIndex, Outline>(|| {
        Outline::new(Val::VMin(RING_VMIN.0), Val::VMin(RING_VMIN.1), Color::NONE)
    })
    .add_systems(PostUpdate, draw_focus_ring);
}

/// The ring round the focused widget, shown once the keyboard has moved the focus.
fn draw_focus_ring(
    focus: Res<InputFocus>,
    visible: Res<InputFocusVisible>,
    theme: Res<ChosenTheme>,
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
