//! The menu's Resume row: the unfinished game's board in small, whose turn it is, and
//! Resume.

use bevy::prelude::*;

use super::{MenuAction, MenuRoot};
use crate::files::autosave::Resumable;
use crate::game::SavedGame;
use crate::screens::Screen;
use crate::theme::paint::Fill;
use crate::theme::palette::Role;
use crate::theme::say::Say;
use crate::theme::widget;
use mnk::Mark;
use tictactoe_core::session::{PlayerId, Seat};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, show_resume_panel.run_if(in_state(Screen::Menu)));
}

/// The row offering the unfinished game.
#[derive(Component)]
struct ResumePanel;

/// The Resume row follows the saved game: files are read after the menu first appears.
fn show_resume_panel(
    resumable: Res<Resumable>,
    menus: Query<Entity, With<MenuRoot>>,
    panels: Query<Entity, With<ResumePanel>>,
    mut commands: Commands,
) {
    let Ok(menu) = menus.single() else {
        return;
    };
    if !resumable.is_changed() && panels.is_empty() == resumable.0.is_none() {
        return;
    }
    for panel in &panels {
        commands.entity(panel).despawn();
    }
    if let Some(saved) = &resumable.0 {
        commands.spawn((ResumePanel, resume_panel(saved), ChildOf(menu)));
    }
}

/// The unfinished game: a small picture of its board, whose turn it is, and Resume.
fn resume_panel(saved: &SavedGame) -> impl Bundle + use<> {
    let board = saved.record.board();
    let (cols, rows) = (board.cols() as u16, board.rows() as u16);
    let marks: Vec<_> = (0..board.cells())
        .map(|c| {
            let role = board.get(c).map_or(Role::Cell, Role::Mark);
            (Node::default(), Fill(role))
        })
        .collect();
    // In an opening, the seat placing or choosing, whatever mark is to move.
    let mark = saved.game().actor_mark();
    // A network game names the friend it is played with.
    let friend = [Mark::X, Mark::O]
        .into_iter()
        .find(|&m| saved.seats.get(m) == Seat::Remote);
    let mut args = vec![
        ("cols", cols.into()),
        ("rows", rows.into()),
        ("k", board.k().into()),
        ("move", (board.ply() + 1).into()),
        (
            "player",
            PlayerId::at(&saved.seats, &saved.names, mark).arg(),
        ),
        ("mark", mark.to_string().into()),
    ];
    let key = match friend {
        Some(friend) => {
            args.push(("friend", saved.names.get(friend).into()));
            "menu-unfinished-online"
        }
        None => "menu-unfinished",
    };
    let text = Say { key, args };
    (
        Name::new("Resume"),
        Node {
            align_items: AlignItems::Center,
            column_gap: Val::VMin(2.5),
            margin: UiRect::top(Val::VMin(1.0)),
            ..default()
        },
        children![
            (
                Name::new("Saved board"),
                // 12 vmin on its longer side.
                widget::board_grid(cols, rows, 12.0, 0.2),
                Children::spawn(SpawnIter(marks.into_iter())),
            ),
            widget::said(text, 2.6),
            (
                (Say::new("menu-resume"), widget::button("", 20.0, 7.0)),
                MenuAction::Resume
            ),
        ],
    )
}
