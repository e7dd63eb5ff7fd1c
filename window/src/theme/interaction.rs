//! Button colours that follow the pointer: at rest, hovered, pressed, selected (a chosen
//! option), and disabled. The states come from Bevy's widgets (`Hovered`, `Pressed`,
//! `Checked`, `InteractionDisabled`); screens only say what is selected.

use bevy::picking::hover::Hovered;
use bevy::prelude::*;
use bevy::ui::{Checked, InteractionDisabled, Pressed};

use super::paint::{Fill, Ink};
use super::palette::Role;

/// The background colour of a button in each of its states, by role.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
#[require(Fill(Role::Button))]
pub struct InteractionPalette {
    /// At rest.
    pub none: Role,
    /// Under the pointer.
    pub hovered: Role,
    /// Being pressed.
    pub pressed: Role,
    /// The chosen option of a group.
    pub selected: Role,
    /// The chosen option under the pointer.
    pub selected_hovered: Role,
    /// Not to be pressed now.
    pub disabled: Role,
    /// Its words, unless disabled or pressed (then Text, on the pressed colour).
    pub text: Role,
}

impl InteractionPalette {
    /// The palette of a button and of an option.
    pub const BUTTON: InteractionPalette = InteractionPalette {
        none: Role::Button,
        hovered: Role::ButtonHovered,
        pressed: Role::ButtonPressed,
        selected: Role::ButtonSelected,
        selected_hovered: Role::ButtonSelectedHovered,
        disabled: Role::ButtonDisabled,
        text: Role::Text,
    };

    /// The palette of a screen's one primary action: filled in the theme's accent.
    pub const PRIMARY: InteractionPalette = InteractionPalette {
        none: Role::Primary,
        hovered: Role::PrimaryHovered,
        selected: Role::Primary,
        selected_hovered: Role::PrimaryHovered,
        text: Role::PrimaryText,
        ..InteractionPalette::BUTTON
    };

    /// The palette of an action that ends or forgets (Quit, Delete, Reset): its words in
    /// the theme's warning colour.
    pub const DESTRUCTIVE: InteractionPalette = InteractionPalette {
        text: Role::Danger,
        ..InteractionPalette::BUTTON
    };

    /// The role for a button's state; disabled wins over pressed, pressed over selected.
    pub fn role(&self, hovered: bool, pressed: bool, selected: bool, disabled: bool) -> Role {
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
    app.add_systems(
        PostUpdate,
        apply_interaction_palette.before(super::paint::paint),
    );
}

fn apply_interaction_palette(
    mut buttons: Query<(
        &InteractionPalette,
        Option<&Hovered>,
        Has<Pressed>,
        Has<Checked>,
        Has<InteractionDisabled>,
        &mut Fill,
        &Children,
    )>,
    mut labels: Query<&mut Ink>,
) {
    for (palette, hovered, pressed, selected, disabled, mut fill, children) in &mut buttons {
        let hovered = hovered.is_some_and(Hovered::get);
        fill.set_if_neq(Fill(palette.role(hovered, pressed, selected, disabled)));
        let text = if disabled {
            Role::TextDisabled
        } else if pressed {
            Role::Text
        } else {
            palette.text
        };
        let mut iter = labels.iter_many_mut(children);
        while let Some(mut label) = iter.fetch_next() {
            label.set_if_neq(Ink(text));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chosen_option_shows_as_selected_until_pressed() {
        let p = InteractionPalette::BUTTON;
        assert_eq!(p.role(false, false, false, false), Role::Button);
        assert_eq!(p.role(true, false, false, false), Role::ButtonHovered);
        assert_eq!(p.role(false, false, true, false), Role::ButtonSelected);
        assert_eq!(
            p.role(true, false, true, false),
            Role::ButtonSelectedHovered
        );
        assert_eq!(p.role(true, true, true, false), Role::ButtonPressed);
        assert_eq!(p.role(true, true, true, true), Role::ButtonDisabled);
    }
}
