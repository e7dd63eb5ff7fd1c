//! The menu's tally of the chosen players ("Ana 3 – 1 Hard, 2 draws") with Reset, which
//! asks before it forgets.

use bevy::prelude::*;

use super::MenuAction;
use crate::controls::dialog::Cancel;
use crate::game::GameSession;
use crate::screens::Screen;
use crate::theme::say::{CurrentCatalog, Say};
use crate::theme::widget;
use bevy::input_focus::AutoFocus;
use tictactoe_core::session::PlayerId;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, show_score_panel.run_if(in_state(Screen::Menu)));
}

/// The question Reset asks: whether to forget the games of two players.
#[derive(Component)]
pub struct ResetQuestion;

/// Asks whether to forget the games of `x` and `o`.
pub(super) fn reset_question(x: String, o: String) -> impl Bundle + use<> {
    (
        ResetQuestion,
        DespawnOnExit(Screen::Menu),
        widget::question(
            Say::new("reset-title"),
            children![widget::said(
                Say::with("reset-details", [("x", x.into()), ("o", o.into())]),
                3.0
            )],
            children![
                (
                    (
                        Say::new("menu-forget"),
                        widget::destructive_button("", 20.0, 7.0)
                    ),
                    MenuAction::ConfirmReset
                ),
                (
                    (Say::new("menu-keep"), widget::button("", 20.0, 7.0)),
                    MenuAction::KeepScore,
                    Cancel,
                    AutoFocus
                ),
            ],
        ),
    )
}

/// The chosen players' tally and its reset, rebuilt when the text or the question changes.
#[derive(Component, Clone, Debug, PartialEq, Eq)]
struct ScorePanel {
    /// The tally, or that there is none.
    line: String,
    /// Whether there are games to forget.
    games: bool,
}

/// Where the score panel goes in the menu's column.
#[derive(Component)]
pub(super) struct ScoreSlot;

/// The chosen players' tally, with Reset.
fn show_score_panel(
    session: Res<GameSession>,
    catalog: Res<CurrentCatalog>,
    slots: Query<Entity, With<ScoreSlot>>,
    panels: Query<(Entity, &ScorePanel)>,
    mut commands: Commands,
) {
    let Ok(slot) = slots.single() else {
        return;
    };
    let [x, o] = PlayerId::pair(&session.seats, &session.names);
    let games = session.scores.games(&x, &o) > 0;
    let panel = ScorePanel {
        line: if games {
            session.scores.line(&catalog, &x, &o)
        } else {
            let (x, o) = (x.shown(&catalog), o.shown(&catalog));
            catalog.text_with("tally-no-games", &[("x", x.into()), ("o", o.into())])
        },
        games,
    };
    if panels.iter().any(|(_, shown)| *shown == panel) {
        return;
    }
    for (entity, _) in &panels {
        commands.entity(entity).despawn();
    }
    let row = Node {
        align_items: AlignItems::Center,
        column_gap: Val::VMin(2.0),
        ..default()
    };
    let mut spawned = commands.spawn((panel.clone(), row, ChildOf(slot)));
    if panel.games {
        spawned.insert(children![
            widget::label(&panel.line, 3.6),
            (
                (
                    Say::new("menu-reset"),
                    widget::destructive_button("", 14.0, 5.0)
                ),
                MenuAction::ResetScore
            ),
        ]);
    } else {
        spawned.insert(children![widget::label(&panel.line, 3.0)]);
    }
}
