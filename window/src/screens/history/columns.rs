//! History's columns: when, X, O, the board, the result and the moves, each a text of its
//! own, as wide as its widest entry on screen in the player's language. So the columns line
//! up in any script: each text is measured in the face it is set in ([`ems`]).

use bevy::prelude::*;

use super::list::{HistoryList, NAME_CHARS, ROWS, date_chars};
use crate::files::archive::Archive;
use crate::theme::font::ems;
use crate::theme::paint::Ink;
use crate::theme::palette::Role;
use crate::theme::say::CurrentCatalog;
use tictactoe_core::archive::ArchivedGame;
use tictactoe_core::i18n::Catalog;
use tictactoe_core::words::date_time;

/// The columns of a row: when, X, O, the board, the result, the moves.
pub(super) const COLUMNS: usize = 6;

/// Height of a row's text, in vmin.
pub(super) const ROW_FONT: f32 = 2.3;

/// The gap between two columns, in vmin: about a character.
pub(super) const GAP: f32 = 1.4;

/// The moves' column, lined up on the right.
pub(super) const MOVES: usize = 5;

/// A column's text: of the header (`row` is `None`), or of a row on screen.
#[derive(Component, Clone, Copy, Debug)]
pub(super) struct ColumnText {
    pub(super) row: Option<usize>,
    pub(super) column: usize,
}

/// The box of a column's text, as wide as the column: a text alone is as wide as its words,
/// so the box lines it up (at the start; the moves at the end).
#[derive(Component, Clone, Copy, Debug)]
pub(super) struct ColumnBox(pub(super) usize);

/// A row's columns for `game` in the language of `catalog`: "2026-11-22 21:40", "Ana",
/// "Hard", "3x3 k3", "X won", "7".
pub fn row_cells(catalog: &Catalog, game: &ArchivedGame) -> [String; COLUMNS] {
    let board = game.record.board();
    [
        date_time(catalog, game.played_at),
        short(&game.x.shown(catalog)),
        short(&game.o.shown(catalog)),
        tictactoe_core::words::board_short(catalog, board),
        catalog.text(game.end().key()),
        game.plies().to_string(),
    ]
}

/// The header's columns in the language of `catalog`.
fn header_cells(catalog: &Catalog) -> [String; COLUMNS] {
    [
        catalog.text("history-when"),
        "X".into(),
        "O".into(),
        catalog.text("history-board"),
        catalog.text("history-result"),
        catalog.text("history-moves"),
    ]
}

/// Each column's least width, in digits: a column does not jump about as the list scrolls.
fn least_chars(catalog: &Catalog) -> [usize; COLUMNS] {
    [date_chars(catalog), NAME_CHARS, NAME_CHARS, 8, 10, 3]
}

/// A name cut to fit its column, with "…" when cut.
fn short(name: &str) -> String {
    if name.chars().count() <= NAME_CHARS {
        name.to_string()
    } else {
        name.chars().take(NAME_CHARS - 1).chain(['…']).collect()
    }
}

/// Fills the header and the rows on screen, and gives each column the width of its widest
/// entry.
pub(super) fn show_columns(
    archive: Res<Archive>,
    catalog: Res<CurrentCatalog>,
    list: Res<HistoryList>,
    mut texts: Query<(&ColumnText, &mut Text)>,
    mut boxes: Query<(&ColumnBox, &mut Node)>,
) {
    if !archive.is_changed() && !list.is_changed() && !catalog.is_changed() {
        return;
    }
    let rows: Vec<Option<[String; COLUMNS]>> = (0..ROWS)
        .map(|row| {
            let game = list.at_row(row).and_then(|id| archive.get(id));
            game.map(|game| row_cells(&catalog, game))
        })
        .collect();
    let header = header_cells(&catalog);
    let least = least_chars(&catalog);
    let widths: [f32; COLUMNS] = std::array::from_fn(|column| {
        let widest = rows
            .iter()
            .flatten()
            .chain([&header])
            .map(|cells| ems(&cells[column]))
            .fold(least[column] as f32 * ems("0"), f32::max);
        ROW_FONT * widest
    });
    for (at, mut text) in &mut texts {
        let line = match at.row {
            None => &header[at.column],
            Some(row) => rows[row].as_ref().map_or("", |cells| &cells[at.column]),
        };
        if text.0 != *line {
            text.0 = line.to_string();
        }
    }
    for (&ColumnBox(column), mut node) in &mut boxes {
        let width = Val::VMin(widths[column]);
        if node.width != width {
            node.width = width;
        }
    }
}

/// The columns' texts of a row (`row`) or of the header (`None`), to spawn in it.
pub(super) fn spawn_columns(commands: &mut Commands, parent: Entity, row: Option<usize>) {
    for column in 0..COLUMNS {
        let justify_content = if column == MOVES {
            JustifyContent::FlexEnd
        } else {
            JustifyContent::FlexStart
        };
        let column_box = commands
            .spawn((
                ColumnBox(column),
                Node {
                    flex_shrink: 0.0,
                    justify_content,
                    ..default()
                },
                Pickable::IGNORE,
                ChildOf(parent),
            ))
            .id();
        let mut text = commands.spawn((
            ColumnText { row, column },
            crate::theme::widget::label("", ROW_FONT),
            TextLayout::no_wrap(),
            Pickable::IGNORE,
            ChildOf(column_box),
        ));
        if row.is_none() {
            text.insert(Ink(Role::TextDisabled));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cjk_character_is_wider_than_a_latin_one() {
        // Noto Sans: W is wider than i, a CJK character a whole em.
        assert!(ems("WWW") > 2.0 * ems("iii"));
        assert!((ems("困難") - 2.0).abs() < 1e-6);
        assert_eq!(short("Bartholomew the Great"), "Bartholom…");
    }
}
