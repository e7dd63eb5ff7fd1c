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

/// The shadow an entity casts, in the theme's shadow colour: `depth` vmin below it (none
/// when 0), blurred over twice that.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
#[require(BoxShadow)]
pub struct Shadow {
    /// How far below the entity the shadow falls, in vmin.
    pub depth: f32,
}

impl Shadow {
    /// No shadow.
    pub const NONE: Shadow = Shadow { depth: 0.0 };

    /// A shadow `depth` vmin below.
    pub fn cast(depth: f32) -> Shadow {
        Shadow { depth }
    }

    fn style(self, color: Color) -> BoxShadow {
        if self.depth <= 0.0 || color.alpha() <= 0.0 {
            return BoxShadow::default();
        }
        let d = self.depth;
        BoxShadow::new(
            color,
            Val::VMin(0.0),
            Val::VMin(d),
            Val::VMin(0.0),
            Val::VMin(2.0 * d),
        )
    }
}

/// Lit from the top left, in the theme's [`super::palette::Light`]: a sheen over the
/// entity's top-left corner and a shade over its bottom-right one, over its [`Fill`], and
/// over its border where that is drawn in the same colour (a ring round it stays solid).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[require(BackgroundGradient, BorderGradient)]
pub struct Lit;

/// The gradient of a [`Lit`] entity in `light`.
fn light_gradient(light: &super::palette::Light) -> BackgroundGradient {
    let (sheen, shade) = (light.sheen, light.shade);
    BackgroundGradient::from(LinearGradient::to_bottom_right(vec![
        ColorStop::new(sheen, Val::Percent(0.0)),
        ColorStop::new(sheen.with_alpha(0.0), Val::Percent(50.0)),
        ColorStop::new(shade.with_alpha(0.0), Val::Percent(50.0)),
        ColorStop::new(shade, Val::Percent(100.0)),
    ]))
}

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
    mut shadows: Query<(Ref<Shadow>, &mut BoxShadow)>,
    mut lit: Query<(
        Ref<Lit>,
        Ref<Fill>,
        Ref<Edge>,
        &mut BackgroundGradient,
        &mut BorderGradient,
    )>,
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
    for (shadow, mut style) in &mut shadows {
        if all || shadow.is_changed() {
            style.set_if_neq(shadow.style(palette.light.shadow));
        }
    }
    for (lit, fill, edge, mut background, mut border) in &mut lit {
        if all || lit.is_added() {
            *background = light_gradient(&palette.light);
        }
        if all || lit.is_added() || fill.is_changed() || edge.is_changed() {
            let ring = edge.0 != fill.0;
            let wanted = if ring {
                Vec::new()
            } else {
                background.0.clone()
            };
            if border.0 != wanted {
                border.0 = wanted;
            }
        }
    }
}
