//! History: every finished game kept, newest first, one row each (when, X, O, board,
//! result, moves), filtered by a player's name and by the result. Choosing a row opens
//! Replay; a row's × deletes its game once confirmed ([`delete`]). The list itself, its keys
//! and its wheel are [`list`]'s.

use bevy::input::mouse::MouseWheel;
use bevy::prelude::*;
use bevy::text::{EditableText, TextEditChange};
use bevy::ui::Checked;
use bevy::ui_widgets::{Activate, RadioGroup, ValueChange};

use crate::AppSystems;
use crate::controls::dialog::close_questions;
use crate::controls::focus::Modal;
use crate::files::archive::{Archive, DeleteGame, ReadArchive};
use crate::screens::Screen;
use crate::screens::replay::OpenReplay;
use crate::theme::interaction::set_marker;
use crate::theme::say::{CurrentCatalog, Say};
use crate::theme::widget;
use delete::DeleteQuestion;
use list::ListStatus;
use tictactoe_core::archive::GameEnd;

pub use columns::row_cells;
pub use list::{HistoryList, ROWS};

mod columns;
pub mod delete;
mod games;
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

/// The field that filters by a player's name.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct NameFilter;

pub(super) fn plugin(app: &mut App) {
    super::on_esc(app, Screen::History, super::esc_to_menu);
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
                show_end_choice,
            )
                .chain()
                .after(AppSystems::EndTyping)
                .after(list::list_games)
                .run_if(in_state(Screen::History)),
        )
        .add_observer(press_history_button)
        .add_observer(choose_end)
        .add_observer(type_filter);
}

fn read_archive(mut read: MessageWriter<ReadArchive>) {
    read.write(ReadArchive);
}

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
    games::spawn_games(&mut commands, root);
    commands.spawn((ListStatus, widget::label("", 2.8), ChildOf(root)));
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
