//! The question a delete asks first, on a panel over History: which game, and that it
//! cannot be brought back.

use bevy::input_focus::tab_navigation::TabGroup;
use bevy::prelude::*;

use super::{HistoryAction, HistoryList};
use crate::files::archive::Archive;
use crate::screens::Screen;
use crate::theme::paint::Fill;
use crate::theme::palette::Role;
use crate::theme::widget;

/// The delete question, over the list.
#[derive(Component)]
pub(super) struct DeleteQuestion;

pub(super) fn show_delete_question(
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
        TabGroup::modal(),
        crate::theme::focus::Modal,
        Node {
            position_type: PositionType::Absolute,
            ..widget::column(0.0)
        },
        Fill(Role::Shade),
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
            Fill(Role::Background),
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
                        (
                            widget::button("Keep", 24.0, 7.0),
                            HistoryAction::KeepGame,
                            bevy::input_focus::AutoFocus
                        ),
                    ],
                ),
            ],
        )],
    ));
}
