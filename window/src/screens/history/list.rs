//! History's list: the games the filter lets through, newest first, shown [`ROWS`] at a time.
//! The rows are fixed nodes whose text follows the scroll position (a `ScrollArea` would lay
//! out a node per game): ten thousand games scroll as smoothly as ten. The wheel scrolls; Up
//! and Down move the chosen row, Page Up and Page Down a page, Home and End to either end;
//! Enter opens the chosen row and Delete asks to delete it.

use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::input_focus::InputFocus;
use bevy::prelude::*;

use crate::theme::say::CurrentCatalog;
use bevy::text::EditableText;
use bevy::ui::Checked;
use tictactoe_core::i18n::Catalog;
use tictactoe_core::words::date_time;

use super::{HistoryAction, delete};
use crate::AppSystems;
use crate::controls::focus::ScreenKeys;
use crate::controls::input_map::{Action, Actions};
use crate::controls::typing;
use crate::files::archive::{Archive, ArchiveRead, Deleting};
use crate::screens::replay::OpenReplay;
use crate::theme::interaction::set_marker;
use tictactoe_core::archive::{Filter, newest_first};

/// Rows on screen at once.
pub const ROWS: usize = 10;

/// Characters of a player's name a row shows.
pub(super) const NAME_CHARS: usize = 10;

/// The games listed and where the list stands.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct HistoryList {
    /// Which games are listed.
    pub filter: Filter,
    /// The ids of the games listed, newest first.
    pub ids: Vec<u64>,
    /// The listed game in the top row, from 0.
    pub first: usize,
    /// The listed game the keys have chosen, from 0.
    pub chosen: usize,
}

impl HistoryList {
    /// Moves the chosen game by `delta` rows (clamped to the list), scrolling to keep it
    /// on screen.
    fn choose_by(&mut self, delta: isize) {
        let last = self.ids.len().saturating_sub(1);
        self.chosen = self.chosen.saturating_add_signed(delta).min(last);
        if self.chosen < self.first {
            self.first = self.chosen;
        } else if self.chosen >= self.first + ROWS {
            self.first = self.chosen + 1 - ROWS;
        }
    }

    /// Scrolls by `delta` rows, keeping the chosen game on screen.
    fn scroll_by(&mut self, delta: isize) {
        let top = self.ids.len().saturating_sub(ROWS);
        self.first = self.first.saturating_add_signed(delta).min(top);
        self.chosen = self.chosen.clamp(self.first, self.first + ROWS - 1);
        self.chosen = self.chosen.min(self.ids.len().saturating_sub(1));
    }

    /// The id of the game in screen row `row`.
    pub(super) fn at_row(&self, row: usize) -> Option<u64> {
        self.ids.get(self.first + row).copied()
    }
}

/// A row, by its place on screen.
#[derive(Component, Clone, Copy, Debug)]
pub(super) struct Row(pub(super) usize);

/// Which games the rows show, of how many ("1–10 of 240"), and the keys; or why there are
/// none.
#[derive(Component)]
pub(super) struct ListStatus;

/// The scroll bar's thumb: where the rows shown stand in the list.
#[derive(Component)]
pub(super) struct Thumb;

/// Width of the date's column, in characters: as long as the language writes a date.
pub(super) fn date_chars(catalog: &Catalog) -> usize {
    date_time(catalog, jiff::Timestamp::UNIX_EPOCH)
        .chars()
        .count()
}
/// The list follows the archive on every screen, so it never names a game deleted or read
/// away while History was closing.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        list_games.after(Deleting).after(AppSystems::EndTyping),
    )
    .add_systems(Last, list_games.after(ArchiveRead));
}

/// Lists the games the filter lets through, when the archive or the filter changes.
pub(super) fn list_games(
    archive: Res<Archive>,
    catalog: Res<CurrentCatalog>,
    mut listed_for: Local<Option<Filter>>,
    mut list: ResMut<HistoryList>,
) {
    // Scrolling changes the list too, but not which games it holds.
    if !archive.is_changed() && !catalog.is_changed() && listed_for.as_ref() == Some(&list.filter) {
        return;
    }
    *listed_for = Some(list.filter.clone());
    let ids: Vec<u64> = newest_first(&archive.games)
        .into_iter()
        .filter(|game| list.filter.matches(game, &catalog))
        .map(|game| game.id)
        .collect();
    if ids != list.ids {
        list.ids = ids;
        list.scroll_by(0);
    }
}

pub(super) fn history_keys(
    actions: Actions,
    screen_keys: ScreenKeys,
    focus: Res<InputFocus>,
    fields: Query<(), With<EditableText>>,
    mut list: ResMut<HistoryList>,
    mut open: MessageWriter<OpenReplay>,
    archive: Res<Archive>,
    catalog: Res<CurrentCatalog>,
    mut commands: Commands,
) {
    if typing::is_typing(&focus, &fields) || !screen_keys.free() {
        return;
    }
    let page = ROWS as isize;
    let moves = [
        (Action::RowUp, -1),
        (Action::RowDown, 1),
        (Action::PageUp, -page),
        (Action::PageDown, page),
        (Action::FirstRow, isize::MIN / 2),
        (Action::LastRow, isize::MAX / 2),
    ];
    for (_, by) in moves.into_iter().filter(|(a, _)| actions.just_pressed(*a)) {
        list.choose_by(by);
    }
    if actions.just_pressed(Action::Open)
        && let Some(&id) = list.ids.get(list.chosen)
    {
        open.write(OpenReplay::from_history(id));
    }
    if actions.just_pressed(Action::Delete)
        && let Some(&id) = list.ids.get(list.chosen)
    {
        delete::ask_delete(&mut commands, &archive, id, &catalog);
    }
}

/// The wheel scrolls the list (the one thing on the screen that scrolls), three rows a
/// notch. (Bevy's `Pointer<Scroll>` comes once per node under the pointer: the wheel's own
/// messages come once.)
pub(super) fn scroll_list(
    mut wheel: MessageReader<MouseWheel>,
    mut rest: Local<f32>,
    mut list: ResMut<HistoryList>,
) {
    let rows: f32 = wheel
        .read()
        .map(|scroll| match scroll.unit {
            MouseScrollUnit::Line => scroll.y * 3.0,
            MouseScrollUnit::Pixel => scroll.y / 20.0,
        })
        .sum();
    if rows == 0.0 {
        return;
    }
    // A trackpad sends a few pixels at a time: what is short of a row adds up.
    let total = *rest + rows;
    let whole = total.trunc();
    *rest = total - whole;
    if whole != 0.0 {
        list.scroll_by(-whole as isize);
    }
}

pub(super) fn show_rows(
    archive: Res<Archive>,
    catalog: Res<CurrentCatalog>,
    list: Res<HistoryList>,
    mut rows: Query<(&Row, &mut Node)>,
    buttons: Query<(Entity, &HistoryAction, Has<Checked>)>,
    mut status: Query<&mut Text, With<ListStatus>>,
    mut thumb: Query<&mut Node, (With<Thumb>, Without<Row>)>,
    mut commands: Commands,
) {
    if !archive.is_changed() && !list.is_changed() && !catalog.is_changed() {
        return;
    }
    for (&Row(row), mut node) in &mut rows {
        let display = if list.at_row(row).is_some() {
            Display::Flex
        } else {
            Display::None
        };
        if node.display != display {
            node.display = display;
        }
    }
    for (entity, action, checked) in &buttons {
        if let HistoryAction::Open(row) = action {
            let chosen = list.first + row == list.chosen;
            set_marker::<Checked>(&mut commands, entity, checked, chosen);
        }
    }
    let total = list.ids.len();
    let line = if !archive.read {
        catalog.text("history-reading")
    } else if archive.games.is_empty() {
        catalog.text("history-none")
    } else if total == 0 {
        catalog.text("history-none-match")
    } else {
        let last = (list.first + ROWS).min(total);
        catalog.text_with(
            "history-shown",
            &[
                ("first", (list.first + 1).into()),
                ("last", last.into()),
                ("total", total.into()),
            ],
        )
    };
    for mut text in &mut status {
        if text.0 != line {
            text.0 = line.clone();
        }
    }
    for mut node in &mut thumb {
        let (top, height) = if total <= ROWS {
            (0.0, 100.0)
        } else {
            let height = (100.0 * ROWS as f32 / total as f32).max(6.0);
            let top = (100.0 - height) * list.first as f32 / (total - ROWS) as f32;
            (top, height)
        };
        node.top = percent(top);
        node.height = percent(height);
    }
}
