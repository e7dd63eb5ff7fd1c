//! The menu's tally of the chosen players ("Ana 3 – 1 Hard, 2 draws") with Reset, which
//! asks before it forgets.

use bevy::prelude::*;

use super::MenuAction;
use crate::game::GameSession;
use crate::screens::Screen;
use crate::session::PlayerId;
use crate::theme::widget;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AskingReset>()
        .add_systems(OnExit(Screen::Menu), |mut asking: ResMut<AskingReset>| {
            asking.0 = false;
        })
        .add_systems(Update, show_score_panel.run_if(in_state(Screen::Menu)));
}

/// Whether the menu asks to confirm a reset of the tally.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct AskingReset(pub(super) bool);

/// The chosen players' tally and its reset, rebuilt when the text or the question changes.
#[derive(Component, Clone, Debug, PartialEq, Eq)]
struct ScorePanel {
    /// The tally, or that there is none.
    line: String,
    /// Whether there are games to forget.
    games: bool,
    asking: bool,
}

/// Where the score panel goes in the menu's column.
#[derive(Component)]
pub(super) struct ScoreSlot;

/// The chosen players' tally, with Reset; after Reset, the question.
fn show_score_panel(
    session: Res<GameSession>,
    asking: Res<AskingReset>,
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
            session.scores.line(&x, &o)
        } else {
            format!("No games yet between {x} and {o}")
        },
        games,
        asking: asking.0,
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
    match (panel.games, panel.asking) {
        (false, _) => {
            spawned.insert(children![widget::label(&panel.line, 3.0)]);
        }
        (true, false) => {
            spawned.insert(children![
                widget::label(&panel.line, 3.6),
                (widget::button("Reset", 14.0, 5.0), MenuAction::ResetScore),
            ]);
        }
        (true, true) => {
            spawned.insert(children![
                widget::label(&format!("Forget the games of {x} and {o}?"), 3.0),
                (
                    widget::button("Forget", 14.0, 5.0),
                    MenuAction::ConfirmReset
                ),
                (widget::button("Keep", 14.0, 5.0), MenuAction::KeepScore),
            ]);
        }
    }
}
