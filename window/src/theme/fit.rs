//! A screen too big for its window (a language's longer words, a small window) is drawn
//! smaller, whole, rather than cut at the edges: its root (a column as big as the window,
//! or a row of buttons as wide as it) is scaled about its centre until what it holds
//! fits. Clicks follow the scale (picking reads the transform).

use bevy::prelude::*;
use bevy::ui::{ComputedNode, UiSystems};
use bevy::window::PrimaryWindow;

use crate::awake::Claims;

/// A screen's root: a column as big as the window, its children stacked in the middle; or
/// a row of buttons as wide as the window.
#[derive(Component, Clone, Copy, Debug, Default)]
#[require(UiTransform)]
pub struct FitsWindow;

/// A widget with a place of its own, drawn smaller when its words make it wider than
/// this many vmin (Undo and Redo in the corners, clear of the badges between them).
#[derive(Component, Clone, Copy, Debug)]
#[require(UiTransform)]
pub struct FitsWidth(pub f32);

/// The room kept free around a scaled screen, as a share of the window.
const MARGIN: f32 = 0.02;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        (fit_screens, fit_widths).after(UiSystems::Layout),
    );
}

/// The share of its size a column as big as the window is drawn at: 1 when its children
/// fit, less when they do not (never bigger). Sizes in physical pixels; `gap` between
/// children; `padding` the column's own, both sides added.
pub fn fit_scale(window: Vec2, children: &[Vec2], gap: f32, padding: Vec2) -> f32 {
    if children.is_empty() {
        return 1.0;
    }
    let height =
        children.iter().map(|c| c.y).sum::<f32>() + gap * (children.len() - 1) as f32 + padding.y;
    let width = children.iter().map(|c| c.x).fold(0.0, f32::max) + padding.x;
    let room = window * (1.0 - MARGIN);
    (room.y / height).min(room.x / width).min(1.0)
}

/// The same for a row as wide as the window (`width`): its children side by side.
pub fn fit_row_scale(width: f32, children: &[Vec2], gap: f32, padding: f32) -> f32 {
    if children.is_empty() {
        return 1.0;
    }
    let needed =
        children.iter().map(|c| c.x).sum::<f32>() + gap * (children.len() - 1) as f32 + padding;
    (width * (1.0 - MARGIN) / needed).min(1.0)
}

/// Scales each screen's root to fit its window (after layout: the new scale shows from the
/// next frame, and only a change of size or words changes it again).
fn fit_screens(
    mut roots: Query<(&ComputedNode, &Node, &Children, &mut UiTransform), With<FitsWindow>>,
    nodes: Query<(&ComputedNode, &Node)>,
    windows: Query<&Window, With<PrimaryWindow>>,
    claims: Res<Claims>,
) {
    for (root, node, children, mut transform) in &mut roots {
        let size = root.size();
        // Viewport units are the window's (the headless app's roots are the window).
        let viewport = windows
            .single()
            .map_or(size, |w| w.physical_size().as_vec2());
        let vmin = viewport.min_element() / 100.0;
        let length = |val: Val| match val {
            Val::VMin(v) => v * vmin,
            Val::Px(px) => px / root.inverse_scale_factor,
            _ => 0.0,
        };
        let sizes: Vec<Vec2> = children
            .iter()
            .filter_map(|child| nodes.get(child).ok())
            .filter(|(_, n)| {
                n.display != Display::None && n.position_type != PositionType::Absolute
            })
            .map(|(computed, _)| computed.size())
            .collect();
        let pad = root.padding;
        let padding = pad.min_inset + pad.max_inset;
        let scale = match node.flex_direction {
            FlexDirection::Row | FlexDirection::RowReverse => {
                fit_row_scale(size.x, &sizes, length(node.column_gap), padding.x)
            }
            _ => fit_scale(size, &sizes, length(node.row_gap), padding),
        };
        if (transform.scale.x - scale).abs() > 0.005 {
            transform.scale = Vec2::splat(scale);
            // The new scale shows in the next frame: ask for it.
            claims.hold("a screen fitted to its window");
        }
    }
}

/// Scales each widget with a width of its own to stay within it.
fn fit_widths(
    mut widgets: Query<(&ComputedNode, &FitsWidth, &mut UiTransform)>,
    windows: Query<&Window, With<PrimaryWindow>>,
    claims: Res<Claims>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    let vmin = window.physical_size().as_vec2().min_element() / 100.0;
    for (computed, &FitsWidth(most), mut transform) in &mut widgets {
        let width = computed.size().x;
        let scale = if width > 0.0 {
            (most * vmin / width).min(1.0)
        } else {
            1.0
        };
        if (transform.scale.x - scale).abs() > 0.005 {
            transform.scale = Vec2::splat(scale);
            claims.hold("a widget fitted to its place");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_screen_that_fits_keeps_its_size_and_one_that_does_not_shrinks_to_fit() {
        let window = Vec2::new(720.0, 720.0);
        let fits = [Vec2::new(600.0, 100.0), Vec2::new(400.0, 300.0)];
        assert_eq!(fit_scale(window, &fits, 20.0, Vec2::ZERO), 1.0);
        let wide = [Vec2::new(900.0, 100.0)];
        let scale = fit_scale(window, &wide, 20.0, Vec2::ZERO);
        assert!(
            (900.0 * scale - 720.0 * (1.0 - MARGIN)).abs() < 0.01,
            "{scale}"
        );
        let tall = [Vec2::new(100.0, 500.0), Vec2::new(100.0, 500.0)];
        let scale = fit_scale(window, &tall, 20.0, Vec2::new(0.0, 40.0));
        assert!(
            (1060.0 * scale - 720.0 * (1.0 - MARGIN)).abs() < 0.01,
            "{scale}"
        );
    }

    #[test]
    fn a_row_too_wide_for_the_window_shrinks_to_fit() {
        let buttons = [Vec2::new(200.0, 60.0); 4];
        assert_eq!(fit_row_scale(1280.0, &buttons, 20.0, 0.0), 1.0);
        let scale = fit_row_scale(720.0, &buttons, 20.0, 0.0);
        assert!(
            (860.0 * scale - 720.0 * (1.0 - MARGIN)).abs() < 0.01,
            "{scale}"
        );
    }
}
