//! History: every finished game kept, newest first, one row each (when, X, O, board,
//! result, moves), filtered by a player's name, by the result and by the rule. Choosing a row opens
//! Replay; a row's × deletes its game once confirmed ([`delete`]); a game is imported
//! from a file, or the chosen one exported as `.psq` ([`files`]). The list itself, its keys
//! and its wheel are [`list`]'s.

use bevy::input::mouse::MouseWheel;
use bevy::input_focus::AutoFocus;
use bevy::prelude::*;
use bevy::text::{EditableText, TextEditChange};
use bevy::ui::Checked;
use bevy::ui_widgets::{Activate, RadioGroup, ValueChange};

use crate::AppSystems;
use crate::controls::dialog::close_questions;
use crate::controls::focus::{KeyTarget, Modal};
use crate::files::archive::{Archive, DeleteGame, ReadArchive};
use crate::screens::Screen;
use crate::screens::replay::OpenReplay;
use crate::theme::interaction::set_marker;
use crate::theme::paint::Fill;
use crate::theme::palette::Role;
use crate::theme::say::{CurrentCatalog, Say};
use crate::theme::widget;
use columns::{GAP, spawn_columns};
use delete::DeleteQuestion;
use list::{ListStatus, Row, Thumb};
use mnk::Rule;
use tictactoe_core::archive::{Filter, GameEnd};
use tictactoe_core::words::rules::rule_name;

pub use columns::row_cells;
pub use list::{HistoryList, ROWS};

mod columns;
pub mod delete;
pub mod files;
mod list;

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

/// One of the rule filter's options: `None` for every rule.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleChoice(pub Option<Rule>);

/// The field that filters by a player's name.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct NameFilter;

pub(super) fn plugin(app: &mut App) {
    super::on_esc(app, Screen::History, super::esc_to_menu);
    app.add_plugins(files::plugin);
    // The window's input plugin sends these; the headless app has none of its own.
    app.add_message::<MouseWheel>()
        .init_resource::<HistoryList>()
        .add_systems(OnEnter(Screen::History), (read_archive, spawn_history))
        .add_plugins(list::plugin)
        .add_systems(
            Update,
            (
                // Not in the frame History opens: the Enter that pressed the menu's
                // History button would open the newest game at once.
                list::history_keys.run_if(not(state_changed::<Screen>)),
                list::scroll_list,
                list::show_rows,
                columns::show_columns,
                show_option::<EndChoice>,
                show_option::<RuleChoice>,
            )
                .chain()
                .after(AppSystems::EndTyping)
                .after(list::list_games)
                .run_if(in_state(Screen::History)),
        )
        .add_observer(press_history_button)
        .add_observer(choose_option::<EndChoice>)
        .add_observer(choose_option::<RuleChoice>)
        .add_observer(type_filter);
}

/// A filter's options as one radio group, `margin` vmin after what stands before it.
fn options_group<B: Bundle>(options: Vec<B>, margin: f32) -> impl Bundle {
    (
        RadioGroup,
        Node {
            column_gap: Val::VMin(1.0),
            margin: UiRect::left(Val::VMin(margin)),
            ..default()
        },
        Children::spawn(SpawnIter(options.into_iter())),
    )
}

fn read_archive(mut read: MessageWriter<ReadArchive>) {
    read.write(ReadArchive);
}

fn spawn_history(mut commands: Commands, list: Res<HistoryList>, import: Res<files::ImportPath>) {
    let ends = [
        None,
        Some(GameEnd::XWon),
        Some(GameEnd::OWon),
        Some(GameEnd::Draw),
    ];
    let options: Vec<_> = ends
        .iter()
        .map(|&end| {
            let key = end.map_or("history-all", GameEnd::key);
            (widget::option("", 11.0, 5.0), Say::new(key), EndChoice(end))
        })
        .collect();
    let root = commands
        .spawn((widget::root("History", 1.6), DespawnOnExit(Screen::History)))
        .id();
    commands.spawn((
        widget::heading(Say::new("history-title"), 6.0),
        ChildOf(root),
    ));
    commands.spawn((
        Name::new("Filters"),
        Node {
            align_items: AlignItems::Center,
            column_gap: Val::VMin(1.2),
            ..default()
        },
        ChildOf(root),
        children![
            widget::said(Say::new("history-player"), 3.0),
            (
                NameFilter,
                widget::text_field(&list.filter.name, 24.0, 5.0, 20),
            ),
            options_group(options, 2.0),
        ],
    ));
    let rules = [None]
        .into_iter()
        .chain(Rule::ALL.into_iter().map(Some))
        .map(|rule| {
            let key = rule.map_or("history-all", rule_name);
            (
                widget::option("", 13.0, 5.0),
                Say::new(key),
                RuleChoice(rule),
            )
        })
        .collect::<Vec<_>>();
    commands.spawn((
        Name::new("Rule filter"),
        Node {
            align_items: AlignItems::Center,
            column_gap: Val::VMin(1.2),
            ..default()
        },
        ChildOf(root),
        children![
            widget::said(Say::new("menu-rule"), 3.0),
            options_group(rules, 0.0),
        ],
    ));
    spawn_games(&mut commands, root);
    commands.spawn((ListStatus, widget::label("", 2.8), ChildOf(root)));
    commands.spawn((files::files_row(&import.0), ChildOf(root)));
    commands.spawn((
        widget::button("", 24.0, 7.0),
        Say::new("history-back"),
        HistoryAction::Back,
        ChildOf(root),
    ));
}

fn press_history_button(
    activate: On<Activate>,
    actions: Query<&HistoryAction>,
    mut list: ResMut<HistoryList>,
    archive: Res<Archive>,
    questions: Query<&DeleteQuestion>,
    modals: Query<Entity, With<Modal>>,
    mut delete: MessageWriter<DeleteGame>,
    mut open: MessageWriter<OpenReplay>,
    mut next: ResMut<NextState<Screen>>,
    catalog: Res<CurrentCatalog>,
    mut commands: Commands,
) {
    let Ok(&action) = actions.get(activate.entity) else {
        return;
    };
    // The delete question is modal: the rows under its shade take no presses.
    let asking = !questions.is_empty();
    match action {
        HistoryAction::Open(_) | HistoryAction::Delete(_) if asking => {}
        HistoryAction::Open(row) => {
            if let Some(id) = list.at_row(row) {
                list.chosen = list.first + row;
                open.write(OpenReplay::from_history(id));
            }
        }
        HistoryAction::Delete(row) => {
            if let Some(id) = list.at_row(row) {
                delete::ask_delete(&mut commands, &archive, id, &catalog);
            }
        }
        HistoryAction::ConfirmDelete => {
            for &DeleteQuestion(id) in &questions {
                delete.write(DeleteGame(id));
            }
            close_questions(&mut commands, &modals);
        }
        HistoryAction::KeepGame => close_questions(&mut commands, &modals),
        HistoryAction::Back => next.set(Screen::Menu),
    }
}

/// An option of one of the list's filters: the value it stands for.
trait FilterOption: Component + Copy {
    /// Whether the filter lets this option's games through now.
    fn chosen(self, filter: &Filter) -> bool;
    /// Sets the filter to this option.
    fn choose(self, filter: &mut Filter);
}

impl FilterOption for EndChoice {
    fn chosen(self, filter: &Filter) -> bool {
        filter.end == self.0
    }
    fn choose(self, filter: &mut Filter) {
        filter.end = self.0;
    }
}

impl FilterOption for RuleChoice {
    fn chosen(self, filter: &Filter) -> bool {
        filter.rule == self.0
    }
    fn choose(self, filter: &mut Filter) {
        filter.rule = self.0;
    }
}

/// An option chosen narrows the list, from its top.
fn choose_option<C: FilterOption>(
    change: On<ValueChange<Entity>>,
    choices: Query<&C>,
    mut list: ResMut<HistoryList>,
) {
    if let Ok(&option) = choices.get(change.value) {
        option.choose(&mut list.filter);
        list.first = 0;
        list.chosen = 0;
    }
}

/// Shows which option of a filter lets its games through.
fn show_option<C: FilterOption>(
    list: Res<HistoryList>,
    choices: Query<(Entity, &C, Has<Checked>)>,
    mut commands: Commands,
) {
    for (entity, &option, checked) in &choices {
        set_marker::<Checked>(&mut commands, entity, checked, option.chosen(&list.filter));
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

/// Width of a row, in vmin.
pub(super) const ROW_VMIN: f32 = 86.0;

/// Spawns the header, the rows and the scroll bar under `root`, the screen's column.
fn spawn_games(commands: &mut Commands, root: Entity) {
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
