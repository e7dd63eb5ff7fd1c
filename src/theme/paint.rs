//! Colours by role: an entity says what its background ([`Fill`]), text ([`Ink`]) or
//! border ([`Edge`]) is for, and one system paints it in the chosen theme ([`super::palette::ChosenTheme`]). Systems
//! that change a colour with the game change the role, never the colour; a new theme
//! repaints everything at once.

use bevy::prelude::*;
use bevy::text::TextCursorStyle;

use super::palette::{ChosenTheme, Role, ThemeColours};

/// The role of an entity's background colour.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
#[require(BackgroundColor)]
pub struct Fill(pub Role);

/// The role of an entity's text colour.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
#[require(TextColor)]
pub struct Ink(pub Role);

/// The role of an entity's border colour, on all four sides.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
#[require(BorderColor)]
pub struct Edge(pub Role);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ChosenTheme>()
        .add_systems(PostUpdate, paint.before(bevy::ui::UiSystems::Prepare));
}

/// Gives each changed role its colour, and every role its colour when the theme changes.
pub(super) fn paint(
    theme: Res<ChosenTheme>,
    clear: Option<ResMut<ClearColor>>,
    mut fills: Query<(Ref<Fill>, &mut BackgroundColor)>,
    mut inks: Query<(Ref<Ink>, &mut TextColor)>,
    mut edges: Query<(Ref<Edge>, &mut BorderColor)>,
    mut cursors: Query<&mut TextCursorStyle>,
) {
    let palette = theme.palette();
    let all = theme.is_changed();
    if all && let Some(mut clear) = clear {
        clear.0 = palette.color(Role::Background);
    }
    for mut style in &mut cursors {
        if all || style.is_added() {
            style.color = palette.color(Role::Text);
            style.selection_color = palette.color(Role::ButtonSelected);
        }
    }
    for (fill, mut color) in &mut fills {
        if all || fill.is_changed() {
            color.set_if_neq(BackgroundColor(palette.color(fill.0)));
        }
    }
    for (ink, mut color) in &mut inks {
        if all || ink.is_changed() {
            color.set_if_neq(TextColor(palette.color(ink.0)));
        }
    }
    for (edge, mut color) in &mut edges {
        if all || edge.is_changed() {
            color.set_if_neq(BorderColor::all(palette.color(edge.0)));
        }
    }
}
