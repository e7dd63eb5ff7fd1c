//! The games' part of History: the column header, the rows with their × buttons, and the
//! scroll bar, all spawned once; list.rs fills them as the list scrolls.

use bevy::input_focus::AutoFocus;
use bevy::prelude::*;

use super::HistoryAction;
use super::list::{self, NAME_CHARS, RESULT_CHARS, ROWS, Row, RowText, Thumb, date_chars, pad};
use crate::theme::focus::KeyTarget;
use crate::theme::paint::{Fill, Ink};
use crate::theme::palette::Role;
use crate::theme::say::Words;
use crate::theme::widget;

/// Height of a row's text, in vmin.
const ROW_FONT: f32 = 2.3;
/// Width of a row, in vmin.
pub(super) const ROW_VMIN: f32 = 86.0;

/// Spawns the header, the rows and the scroll bar under `root`, the screen's column.
pub(super) fn spawn_games(commands: &mut Commands, root: Entity) {
    commands
        .spawn((
            HeaderText,
            widget::label("", ROW_FONT),
            Node {
                // As wide as a row, its ×, and the scroll bar, with the gaps.
                min_width: Val::VMin(ROW_VMIN + 8.2),
                padding: UiRect::left(Val::VMin(1.2)),
                ..default()
            },
            TextLayout::no_wrap(),
            ChildOf(root),
        ))
        .insert(Ink(Role::TextDisabled));
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
        commands.spawn((
            Row(row),
            Node {
                column_gap: Val::VMin(1.0),
                ..default()
            },
            ChildOf(rows),
            children![
                (
                    Name::new(format!("Row {row}")),
                    bevy::ui_widgets::Button,
                    HistoryAction::Open(row),
                    list::row_box(),
                    children![(
                        RowText(row),
                        widget::label("", ROW_FONT),
                        TextLayout::no_wrap(),
                        Pickable::IGNORE,
                    )],
                ),
                (widget::button("×", 5.0, 4.6), HistoryAction::Delete(row)),
            ],
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

/// The columns' header.
#[derive(Component)]
pub(super) struct HeaderText;

/// The header in the player's language, lined up with the rows' columns.
pub(super) fn show_header(words: Res<Words>, mut headers: Query<&mut Text, With<HeaderText>>) {
    let header = words.reading(format!(
        "{}  {} {}  {} {} {:>3}",
        pad(&words.text("history-when"), date_chars(&words)),
        pad("X", NAME_CHARS),
        pad("O", NAME_CHARS),
        pad(&words.text("history-board"), 8),
        pad(&words.text("history-result"), RESULT_CHARS),
        words.text("history-moves"),
    ));
    for mut text in &mut headers {
        if text.0 != header {
            text.0 = header.clone();
        }
    }
}
