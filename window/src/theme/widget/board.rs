//! The board's picture: its grid and its cells, lit and lifted off the window.

use bevy::prelude::*;

use crate::theme::paint::{Edge, Fill, Lit, Shadow};
use crate::theme::palette::Role;

/// A board picture: `cols` x `rows` cells in a grid `side` vmin on its longer side, the
/// cells `gap` vmin apart (the node's background shows as the grid lines), lifted off the
/// window by its shadow.
pub fn board_grid(cols: u16, rows: u16, side: f32, gap: f32) -> impl Bundle {
    let longer = cols.max(rows) as f32;
    let grid = Node {
        border_radius: BorderRadius::all(Val::VMin(gap * 1.5)),
        width: Val::VMin(side * cols as f32 / longer),
        height: Val::VMin(side * rows as f32 / longer),
        display: Display::Grid,
        grid_template_columns: RepeatedGridTrack::flex(cols, 1.0),
        grid_template_rows: RepeatedGridTrack::flex(rows, 1.0),
        row_gap: Val::VMin(gap),
        column_gap: Val::VMin(gap),
        padding: UiRect::all(Val::VMin(gap)),
        ..default()
    };
    // A board keeps its left and right in every language.
    (
        grid,
        crate::theme::direction::LeftToRight,
        Fill(Role::Grid),
        Shadow::cast(side * 0.02),
    )
}

/// A cell of a [`board_grid`], `side` vmin wide: lit from the top left, its children
/// centred, its border (`border` vmin) showing a ring in the colour of its [`Edge`].
pub fn board_cell(side: f32, border: f32) -> impl Bundle {
    (
        Node {
            align_items: AlignItems::Center,
            justify_content: JustifyContent::Center,
            border: UiRect::all(Val::VMin(border)),
            border_radius: BorderRadius::all(Val::VMin(side * 0.04)),
            ..default()
        },
        Fill(Role::Cell),
        Edge(Role::Cell),
        Lit,
    )
}
