//! History: every finished game kept, newest first, one row each (when, X, O, board,
//! result, moves), filtered by a player's name and by the result. Choosing a row opens
//! Replay; a row's × deletes its game once confirmed.
//!
//! The list is virtual: [`ROWS`] rows on screen whose text follows the scroll position, so
//! ten thousand games scroll as smoothly as ten (a `ScrollArea` would lay out a node per
//! game). The wheel scrolls; Up and Down move the chosen row, Page Up and Page Down a page,
//! Home and End to either end; Enter opens the chosen row and Delete asks to delete it.

use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use bevy::text::{EditableText, TextEditChange};
use bevy::ui::Checked;
use bevy::ui_widgets::{Activate, RadioGroup, ValueChange};

use crate::files::archive::store::{ArchivedGame, Filter, GameEnd, newest_first};
use crate::files::archive::{Archive, DeleteGame, Deleting, ReadArchive};
use crate::screens::Screen;
use crate::screens::replay::OpenReplay;
use crate::theme::interaction::set_marker;
use crate::theme::{palette, typing, widget};

/// Rows on screen at once.
pub const ROWS: usize = 10;

/// Characters of a player's name a row shows.
const NAME_CHARS: usize = 10;

/// What a History button does.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum HistoryAction {
    /// Open the game shown in this row (from 0, top) in Replay.
    Open(usize),
    /// Ask to delete the game shown in this row.
    Delete(usize),
    /// Delete the game asked about.
    ConfirmDelete,
    /// Keep it after all.
    KeepGame,
    /// Back to the menu.
    Back,
}

/// One of the result filter's options: `None` for every result.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct EndChoice(pub Option<GameEnd>);

/// The field that filters by a player's name.
#[derive(Component, Clone, Copy, Debug)]
pub struct NameFilter;

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
    /// The game a delete asks about.
    pub asking: Option<u64>,
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
    fn at_row(&self, row: usize) -> Option<u64> {
        self.ids.get(self.first + row).copied()
    }
}

/// A row's text, by its place on screen.
#[derive(Component, Clone, Copy, Debug)]
struct RowText(usize);

/// A row, by its place on screen.
#[derive(Component, Clone, Copy, Debug)]
struct Row(usize);

/// "Games 1-10 of 240", or why there are none.
#[derive(Component)]
struct ListStatus;

/// The scroll bar's thumb: where the rows shown stand in the list.
#[derive(Component)]
struct Thumb;

/// The delete question, over the list.
#[derive(Component)]
struct DeleteQuestion;

pub(super) fn plugin(app: &mut App) {
    // The window's input plugin sends these; the headless app has none of its own.
    app.add_message::<MouseWheel>()
        .init_resource::<HistoryList>()
        .add_systems(OnEnter(Screen::History), (read_archive, spawn_history))
        .add_systems(
            Update,
            (
                list_games,
                history_keys,
                scroll_list,
                show_rows,
                show_end_choice,
                show_delete_question,
            )
                .chain()
                .after(typing::finish_typing)
                .after(Deleting)
                .run_if(in_state(Screen::History)),
        )
        .add_observer(press_history_button)
        .add_observer(choose_end)
        .add_observer(type_filter);
}

fn read_archive(mut read: MessageWriter<ReadArchive>, mut list: ResMut<HistoryList>) {
    read.write(ReadArchive);
    list.asking = None;
}

/// The row's text for a game: "2026-11-22 21:40  Ana        Hard        3x3 k3   X won    7".
pub fn row_text(game: &ArchivedGame) -> String {
    let board = game.record.board();
    let shape = format!("{}x{} k{}", board.cols(), board.rows(), board.k());
    format!(
        "{}  {:<w$} {:<w$}  {:<8} {:<6} {:>3}",
        game.local_time(),
        short(&game.x.to_string()),
        short(&game.o.to_string()),
        shape,
        game.end().name(),
        game.plies(),
        w = NAME_CHARS
    )
}

/// A name cut to fit its column, with "…" when cut.
fn short(name: &str) -> String {
    if name.chars().count() <= NAME_CHARS {
        name.to_string()
    } else {
        name.chars().take(NAME_CHARS - 1).chain(['…']).collect()
    }
}

const ROW_FONT: f32 = 2.3;
const ROW_VMIN: f32 = 86.0;

fn spawn_history(mut commands: Commands, list: Res<HistoryList>) {
    let ends = [
        None,
        Some(GameEnd::XWon),
        Some(GameEnd::OWon),
        Some(GameEnd::Draw),
    ];
    let options: Vec<_> = ends
        .iter()
        .map(|&end| {
            let name = end.map_or("All", GameEnd::name);
            (widget::option(name, 11.0, 5.0), EndChoice(end))
        })
        .collect();
    let root = commands
        .spawn((widget::root("History", 1.6), DespawnOnExit(Screen::History)))
        .id();
    commands.spawn((widget::label("History", 6.0), ChildOf(root)));
    commands.spawn((
        Name::new("Filters"),
        Node {
            align_items: AlignItems::Center,
            column_gap: Val::VMin(1.2),
            ..default()
        },
        ChildOf(root),
        children![
            widget::label("Player", 3.0),
            (
                NameFilter,
                widget::text_field(&list.filter.name, 24.0, 5.0, 20),
            ),
            (
                RadioGroup,
                Node {
                    column_gap: Val::VMin(1.0),
                    margin: UiRect::left(Val::VMin(2.0)),
                    ..default()
                },
                Children::spawn(SpawnIter(options.into_iter())),
            ),
        ],
    ));
    let header = format!(
        "{:<16}  {:<w$} {:<w$}  {:<8} {:<6} {:>3}",
        "When",
        "X",
        "O",
        "Board",
        "Result",
        "Mvs",
        w = NAME_CHARS
    );
    commands
        .spawn((
            widget::label(&header, ROW_FONT),
            Node {
                // As wide as a row, its ×, and the scroll bar, with the gaps.
                width: Val::VMin(ROW_VMIN + 8.2),
                padding: UiRect::left(Val::VMin(1.2)),
                ..default()
            },
            TextLayout::no_wrap(),
            ChildOf(root),
        ))
        .insert(TextColor(palette::TEXT_DISABLED));
    let list_box = commands
        .spawn((
            Name::new("Games"),
            Node {
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
                    row_box(),
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
        BackgroundColor(palette::CELL),
        ChildOf(list_box),
        children![(
            Thumb,
            Node {
                position_type: PositionType::Absolute,
                width: percent(100),
                ..default()
            },
            BackgroundColor(palette::GRID),
        )],
    ));
    commands.spawn((ListStatus, widget::label("", 2.8), ChildOf(root)));
    commands.spawn((
        widget::button("Back", 24.0, 7.0),
        HistoryAction::Back,
        ChildOf(root),
    ));
}

/// A row's box: a button as wide as the list.
fn row_box() -> impl Bundle {
    (
        Node {
            width: Val::VMin(ROW_VMIN),
            height: Val::VMin(4.6),
            align_items: AlignItems::Center,
            padding: UiRect::left(Val::VMin(1.2)),
            border_radius: BorderRadius::all(Val::VMin(0.8)),
            ..default()
        },
        bevy::picking::hover::Hovered::default(),
        crate::theme::interaction::InteractionPalette::BUTTON,
        BackgroundColor(palette::BUTTON),
    )
}

/// Lists the games the filter lets through, when the archive or the filter changes.
fn list_games(archive: Res<Archive>, mut list: ResMut<HistoryList>) {
    if !archive.is_changed() && !list.is_changed() {
        return;
    }
    let ids: Vec<u64> = newest_first(&archive.games)
        .into_iter()
        .filter(|game| list.filter.matches(game))
        .map(|game| game.id)
        .collect();
    if ids != list.ids {
        list.ids = ids;
        list.scroll_by(0);
    }
}

fn history_keys(
    keys: Res<ButtonInput<KeyCode>>,
    focus: Res<InputFocus>,
    fields: Query<(), With<EditableText>>,
    mut list: ResMut<HistoryList>,
    mut open: MessageWriter<OpenReplay>,
) {
    if typing::is_typing(&focus, &fields) || list.asking.is_some() {
        return;
    }
    let page = ROWS as isize;
    for key in keys.get_just_pressed() {
        match key {
            KeyCode::ArrowUp => list.choose_by(-1),
            KeyCode::ArrowDown => list.choose_by(1),
            KeyCode::PageUp => list.choose_by(-page),
            KeyCode::PageDown => list.choose_by(page),
            KeyCode::Home => list.choose_by(isize::MIN / 2),
            KeyCode::End => list.choose_by(isize::MAX / 2),
            KeyCode::Enter | KeyCode::NumpadEnter => {
                if let Some(&id) = list.ids.get(list.chosen) {
                    open.write(OpenReplay::from_history(id));
                }
            }
            KeyCode::Delete => {
                list.asking = list.ids.get(list.chosen).copied();
            }
            _ => {}
        }
    }
}

/// The wheel scrolls the list (the one thing on the screen that scrolls), three rows a
/// notch. (Bevy's `Pointer<Scroll>` comes once per node under the pointer: the wheel's own
/// messages come once.)
fn scroll_list(mut wheel: MessageReader<MouseWheel>, mut list: ResMut<HistoryList>) {
    let rows: f32 = wheel
        .read()
        .map(|scroll| match scroll.unit {
            MouseScrollUnit::Line => scroll.y * 3.0,
            MouseScrollUnit::Pixel => scroll.y / 20.0,
        })
        .sum();
    if rows != 0.0 {
        list.scroll_by(-rows.round() as isize);
    }
}

fn show_rows(
    archive: Res<Archive>,
    list: Res<HistoryList>,
    mut texts: Query<(&RowText, &mut Text)>,
    mut rows: Query<(&Row, &mut Node)>,
    buttons: Query<(Entity, &HistoryAction, Has<Checked>)>,
    mut status: Query<&mut Text, (With<ListStatus>, Without<RowText>)>,
    mut thumb: Query<&mut Node, (With<Thumb>, Without<Row>)>,
    mut commands: Commands,
) {
    if !archive.is_changed() && !list.is_changed() {
        return;
    }
    for (&RowText(row), mut text) in &mut texts {
        let line = list
            .at_row(row)
            .and_then(|id| archive.get(id))
            .map(row_text)
            .unwrap_or_default();
        if text.0 != line {
            text.0 = line;
        }
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
        "Reading the games…".to_string()
    } else if archive.games.is_empty() {
        "No games yet: every game you finish is kept here.".to_string()
    } else if total == 0 {
        "No game matches the filter.".to_string()
    } else {
        let last = (list.first + ROWS).min(total);
        format!(
            "{}–{last} of {total}   ·   ↑ ↓  Enter  Page Up/Down  wheel",
            list.first + 1
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

fn show_delete_question(
    list: Res<HistoryList>,
    archive: Res<Archive>,
    questions: Query<Entity, With<DeleteQuestion>>,
    mut commands: Commands,
) {
    if !list.is_changed() {
        return;
    }
    for question in &questions {
        commands.entity(question).despawn();
    }
    let Some(game) = list.asking.and_then(|id| archive.get(id)) else {
        return;
    };
    let who = format!("{} (X) against {} (O)", game.x, game.o);
    let what = format!(
        "{}  ·  {}  ·  {}",
        game.shape(),
        game.local_time(),
        game.end().name()
    );
    commands.spawn((
        Name::new("Delete this game?"),
        DeleteQuestion,
        DespawnOnExit(Screen::History),
        Node {
            position_type: PositionType::Absolute,
            ..widget::column(0.0)
        },
        BackgroundColor(palette::SHADE),
        GlobalZIndex(1),
        children![(
            // A panel of its own: the rows under the shade would show through the text.
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: Val::VMin(3.0),
                padding: UiRect::all(Val::VMin(4.0)),
                border_radius: BorderRadius::all(Val::VMin(2.0)),
                ..default()
            },
            BackgroundColor(palette::BACKGROUND),
            children![
                widget::label("Delete this game?", 6.0),
                (
                    Node {
                        flex_direction: FlexDirection::Column,
                        align_items: AlignItems::Center,
                        row_gap: Val::VMin(1.0),
                        ..default()
                    },
                    children![widget::label(&who, 3.2), widget::label(&what, 3.0)],
                ),
                widget::label("It cannot be brought back.", 3.0),
                (
                    Node {
                        column_gap: Val::VMin(3.0),
                        ..default()
                    },
                    children![
                        (
                            widget::button("Delete", 24.0, 7.0),
                            HistoryAction::ConfirmDelete
                        ),
                        (widget::button("Keep", 24.0, 7.0), HistoryAction::KeepGame),
                    ],
                ),
            ],
        )],
    ));
}

fn press_history_button(
    activate: On<Activate>,
    actions: Query<&HistoryAction>,
    mut list: ResMut<HistoryList>,
    mut delete: MessageWriter<DeleteGame>,
    mut open: MessageWriter<OpenReplay>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Ok(&action) = actions.get(activate.entity) else {
        return;
    };
    match action {
        HistoryAction::Open(row) => {
            if let Some(id) = list.at_row(row) {
                list.chosen = list.first + row;
                open.write(OpenReplay::from_history(id));
            }
        }
        HistoryAction::Delete(row) => list.asking = list.at_row(row),
        HistoryAction::ConfirmDelete => {
            if let Some(id) = list.asking.take() {
                delete.write(DeleteGame(id));
            }
        }
        HistoryAction::KeepGame => list.asking = None,
        HistoryAction::Back => next.set(Screen::Menu),
    }
}

fn choose_end(
    change: On<ValueChange<Entity>>,
    choices: Query<&EndChoice>,
    mut list: ResMut<HistoryList>,
) {
    if let Ok(&EndChoice(end)) = choices.get(change.value) {
        list.filter.end = end;
        list.first = 0;
        list.chosen = 0;
    }
}

/// Shows which result the filter lets through.
fn show_end_choice(
    list: Res<HistoryList>,
    choices: Query<(Entity, &EndChoice, Has<Checked>)>,
    mut commands: Commands,
) {
    for (entity, &EndChoice(end), checked) in &choices {
        set_marker::<Checked>(&mut commands, entity, checked, end == list.filter.end);
    }
}

/// The name filter follows the typing.
fn type_filter(
    edit: On<TextEditChange>,
    fields: Query<&EditableText, With<NameFilter>>,
    mut list: ResMut<HistoryList>,
) {
    if let Ok(field) = fields.get(edit.event_target()) {
        let name = field.value().to_string();
        if list.filter.name != name {
            list.filter.name = name;
            list.first = 0;
            list.chosen = 0;
        }
    }
}
