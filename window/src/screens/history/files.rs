//! History's files: a game imported from a file (RON as `tictactoe history export` writes
//! it, or Piskvork's `.psq`, known by its content, every move checked), and the chosen
//! game exported as `.psq` for the gomoku tools, into the data folder's `exports`. What a
//! game file may hold and how it is checked is the core's (`tictactoe_core::archive`), as
//! for the command line; a notice says what was done, or why not.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::text::{EditableText, TextEditChange};
use bevy::ui_widgets::Activate;

use super::HistoryList;
use crate::files::StorageFolders;
use crate::files::archive::Archive;
use crate::game::settle::ArchiveGame;
use crate::notice::Notice;
use crate::theme::say::Say;
use crate::theme::widget;
use tictactoe_core::archive::{self, psq};
use tictactoe_core::i18n::Arg;

/// What a file button does.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileAction {
    /// Import the game in the file named in the field.
    Import,
    /// Export the chosen game as `.psq`.
    Export,
}

/// The field naming the file to import.
#[derive(Component, Clone, Copy, Debug)]
pub struct ImportField;

/// The path typed in the field.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportPath(pub String);

/// The most characters of a path the field takes.
const PATH_MAX_CHARS: usize = 1024;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ImportPath>()
        .add_observer(type_path)
        .add_observer(press_file_button);
}

/// The row: the file's field, Import, Export .psq.
pub(super) fn files_row(path: &str) -> impl Bundle + use<> {
    (
        Name::new("Files"),
        Node {
            align_items: AlignItems::Center,
            column_gap: Val::VMin(1.2),
            ..default()
        },
        children![
            widget::said(Say::new("history-file"), 3.0),
            (
                ImportField,
                widget::text_field(path, 34.0, 5.0, PATH_MAX_CHARS)
            ),
            (
                widget::button("", 15.0, 5.0),
                Say::new("history-import"),
                FileAction::Import
            ),
            (
                widget::button("", 19.0, 5.0),
                Say::new("history-export"),
                FileAction::Export
            ),
        ],
    )
}

fn type_path(
    edit: On<TextEditChange>,
    fields: Query<&EditableText, With<ImportField>>,
    mut path: ResMut<ImportPath>,
) {
    if let Ok(field) = fields.get(edit.event_target()) {
        let typed = field.value().to_string();
        if path.0 != typed {
            path.0 = typed;
        }
    }
}

fn press_file_button(
    activate: On<Activate>,
    actions: Query<&FileAction>,
    path: Res<ImportPath>,
    list: Res<HistoryList>,
    archive: Res<Archive>,
    folders: Res<StorageFolders>,
    mut keep: MessageWriter<ArchiveGame>,
    mut notices: MessageWriter<Notice>,
) {
    let Ok(action) = actions.get(activate.entity) else {
        return;
    };
    let said = match action {
        FileAction::Import => import(&path.0, &archive).map(|game| {
            let x = game.x.to_string();
            let o = game.o.to_string();
            keep.write(ArchiveGame(Box::new(game)));
            Say::with("history-imported", [("x", x.into()), ("o", o.into())])
        }),
        FileAction::Export => export(&list, &archive, &folders).map(|path| {
            let path = Arg::Text(path.display().to_string());
            Say::with("history-exported", [("path", path)])
        }),
    };
    let notice = said.unwrap_or_else(|why| {
        let key = match action {
            FileAction::Import => "history-not-imported",
            FileAction::Export => "history-not-exported",
        };
        warn!("{key}: {why}");
        Say::with(key, [("why", why.into())])
    });
    notices.write(Notice(notice));
}

/// The game in the file at `path`, to keep beside those kept.
fn import(path: &str, archive: &Archive) -> Result<archive::ArchivedGame, String> {
    let path = path.trim();
    if path.is_empty() {
        return Err("no file named".into());
    }
    let text = archive::read_import_file(std::path::Path::new(path))?;
    archive::import_into(&text, &archive.games)
}

/// The chosen game written as `.psq` into the data folder's `exports`; where.
fn export(
    list: &HistoryList,
    archive: &Archive,
    folders: &StorageFolders,
) -> Result<PathBuf, String> {
    let id = *list.ids.get(list.chosen).ok_or("no game chosen")?;
    let game = archive.get(id).ok_or("no game chosen")?;
    let folders = folders.0.as_ref().ok_or("no data folder")?;
    psq::export_into(&folders.data, game)
}
