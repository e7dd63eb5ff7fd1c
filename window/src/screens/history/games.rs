//! The games' part of History: the column header, the rows with their × buttons, and the
//! scroll bar, all spawned once; list.rs fills them as the list scrolls.

use bevy::input_focus::AutoFocus;
use bevy::prelude::*;

use super::HistoryAction;
use super::columns::{GAP, spawn_columns};
use super::list::{ROWS, Row, Thumb};
use crate::controls::focus::KeyTarget;
use crate::theme::paint::Fill;
use crate::theme::palette::Role;
use crate::theme::widget;

/// Width of a row, in vmin.
pub(super) const ROW_VMIN: f32 = 86.0;

/// Spawns the header, the rows and the scroll bar under `root`, the screen's column.
pub(super) fn spawn_games(commands: &mut Commands, root: Entity) {
    let header = commands
        .spawn((
            Name::new("Columns"),
            Node {
                // As wide as a row, its ×, and the scroll bar, with the gaps.
                min_width: Val::VMin(ROW_VMIN + 8.2),
                padding: UiRect::left(Val::VMin(1.2)),
                column_gap: Val::VMin(GAP),
                ..default()
            },
            ChildOf(root),
        ))
        .id();
    spawn_columns(commands, header, None);
    // The room of the ×s and the scroll bar, after the columns (on the left, right to
    // left), so that the columns stand over the rows' at any width.
    commands.spawn((
        Node {
            width: Val::VMin(8.2 - GAP),
            flex_shrink: 0.0,
            ..default()
        },
        ChildOf(header),
    ));
    let list_box = commands
        .spawn((
            Name::new("Games"),
            // The arrows, Page Up and Down, Home, End, Enter and Delete work here; the
            // focus starts here.
            KeyTarget,
            AutoFocus,
            Node {
                // As wide as the header: the scroll bar stays put when no row shows.
                min_width: Val::VMin(ROW_VMIN + 8.2),
                justify_content: JustifyContent::FlexEnd,
                column_gap: Val::VMin(1.0),
                ..default()
            },
            ChildOf(root),
        ))
        .id();
    let rows = commands
        .spawn((
            Node {
                flex_direction: FlexDirection::Column,
                row_gap: Val::VMin(0.6),
                ..default()
            },
            ChildOf(list_box),
        ))
        .id();
    for row in 0..ROWS {
        let line = commands
            .spawn((
                Row(row),
                Node {
                    column_gap: Val::VMin(1.0),
                    ..default()
                },
                ChildOf(rows),
            ))
            .id();
        let open = commands
            .spawn((
                Name::new(format!("Row {row}")),
                bevy::ui_widgets::Button,
                HistoryAction::Open(row),
                row_box(),
                ChildOf(line),
            ))
            .id();
        spawn_columns(commands, open, Some(row));
        commands.spawn((
            widget::destructive_button("×", 5.0, 4.6),
            HistoryAction::Delete(row),
            ChildOf(line),
        ));
    }
    commands.spawn((
        Name::new("Scroll bar"),
        Node {
            width: Val::VMin(1.2),
            height: Val::VMin(ROWS as f32 * 5.2 - 0.6),
            ..default()
        },
        Fill(Role::Cell),
        ChildOf(list_box),
        children![(
            Thumb,
            Node {
                position_type: PositionType::Absolute,
                width: percent(100),
                ..default()
            },
            Fill(Role::Grid),
        )],
    ));
}

/// A row's box: a button as wide as the list (wider where a language's words need it).
fn row_box() -> impl Bundle {
    (
        Node {
            min_width: Val::VMin(ROW_VMIN),
            flex_grow: 1.0,
            height: Val::VMin(4.6),
            align_items: AlignItems::Center,
            padding: UiRect::left(Val::VMin(1.2)),
            column_gap: Val::VMin(GAP),
            border_radius: BorderRadius::all(Val::VMin(0.8)),
            ..default()
        },
        bevy::picking::hover::Hovered::default(),
        crate::theme::interaction::InteractionPalette::BUTTON,
    )
}
