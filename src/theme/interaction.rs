//! Button colours that follow the pointer: at rest, hovered, pressed, selected (a chosen
//! option), and disabled. The states come from Bevy's widgets (`Hovered`, `Pressed`,
//! `Checked`, `InteractionDisabled`); screens only say what is selected.

use bevy::picking::hover::Hovered;
use bevy::prelude::*;
use bevy::ui::{Checked, InteractionDisabled, Pressed};

use super::palette;

/// The background colour of a button in each of its states.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct InteractionPalette {
    pub none: Color,
    pub hovered: Color,
    pub pressed: Color,
    pub selected: Color,
    pub selected_hovered: Color,
    pub disabled: Color,
}

impl InteractionPalette {
    /// The palette of every button in the game.
    pub const BUTTON: InteractionPalette = InteractionPalette {
        none: palette::BUTTON,
        hovered: palette::BUTTON_HOVERED,
        pressed: palette::BUTTON_PRESSED,
        selected: palette::BUTTON_SELECTED,
        selected_hovered: palette::BUTTON_SELECTED_HOVERED,
        disabled: palette::BUTTON_DISABLED,
    };

    /// The colour for a button's state; disabled wins over pressed, pressed over selected.
    pub fn color(&self, hovered: bool, pressed: bool, selected: bool, disabled: bool) -> Color {
        match (disabled, pressed, selected, hovered) {
            (true, ..) => self.disabled,
            (false, true, ..) => self.pressed,
            (false, false, true, true) => self.selected_hovered,
            (false, false, true, false) => self.selected,
            (false, false, false, true) => self.hovered,
            (false, false, false, false) => self.none,
        }
    }
}

/// Puts the state marker `C` (such as `Checked` or `InteractionDisabled`) on `entity` or
/// takes it off, so that it is there exactly when `on`; `has` says whether it is there now.
/// Screens call this from their resources: the resources stay the one source of truth.
pub fn set_marker<C: Component + Default>(
    commands: &mut Commands,
    entity: Entity,
    has: bool,
    on: bool,
) {
    match (on, has) {
        (true, false) => {
            commands.entity(entity).insert(C::default());
        }
        (false, true) => {
            commands.entity(entity).remove::<C>();
        }
        _ => {}
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PostUpdate, apply_interaction_palette);
}

fn apply_interaction_palette(
    mut buttons: Query<(
        &InteractionPalette,
        Option<&Hovered>,
        Has<Pressed>,
        Has<Checked>,
        Has<InteractionDisabled>,
        &mut BackgroundColor,
        &Children,
    )>,
    mut labels: Query<&mut TextColor>,
) {
    for (palette, hovered, pressed, selected, disabled, mut background, children) in &mut buttons {
        let hovered = hovered.is_some_and(Hovered::get);
        let color = palette.color(hovered, pressed, selected, disabled);
        background.set_if_neq(BackgroundColor(color));
        let text = if disabled {
            palette::TEXT_DISABLED
        } else {
            palette::TEXT
        };
        let mut iter = labels.iter_many_mut(children);
        while let Some(mut label) = iter.fetch_next() {
            label.set_if_neq(TextColor(text));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chosen_option_shows_as_selected_until_pressed() {
        let p = InteractionPalette::BUTTON;
        assert_eq!(p.color(false, false, false, false), palette::BUTTON);
        assert_eq!(p.color(true, false, false, false), palette::BUTTON_HOVERED);
        assert_eq!(p.color(false, false, true, false), palette::BUTTON_SELECTED);
        assert_eq!(
            p.color(true, false, true, false),
            palette::BUTTON_SELECTED_HOVERED
        );
        assert_eq!(p.color(true, true, true, false), palette::BUTTON_PRESSED);
        assert_eq!(p.color(true, true, true, true), palette::BUTTON_DISABLED);
    }
}
