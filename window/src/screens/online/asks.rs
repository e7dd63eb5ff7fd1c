//! The friend's asks over the board of a network game, each a question: take back a move,
//! another game, and what to do when the friend has not come back.

use bevy::input_focus::AutoFocus;
use bevy::prelude::*;
use bevy::ui_widgets::Activate;

use crate::controls::dialog::Cancel;
use crate::game::NewGame;
use crate::game::online::{Connection, Online, Pending};
use crate::game::settle::AbandonGame;
use crate::game::undo::Rewind;
use crate::screens::{BoardShown, Screen};
use crate::theme::say::{CurrentCatalog, Say};
use crate::theme::widget;

/// Which ask a question answers.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// The friend asks to take back their move.
    Undo,
    /// The friend asks for another game.
    Rematch,
    /// The friend has not come back.
    Overdue,
}

/// What an answer does.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum AskAction {
    AllowUndo,
    RefuseUndo,
    AcceptRematch,
    RefuseRematch,
    /// Wait on for the friend.
    Wait,
    /// To the menu: the game is kept, and Resume takes it up again.
    Keep,
    /// The game ends unfinished: not counted, not kept.
    End,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, show_asks.run_if(in_state(BoardShown)))
        .add_observer(answer);
}

/// The question the network game asks now, if any.
fn wanted(online: &Online) -> Option<Ask> {
    match (online.pending(), online.connection()) {
        (Some(Pending::TheyAskUndo(_)), _) => Some(Ask::Undo),
        (Some(Pending::TheyAskRematch), _) => Some(Ask::Rematch),
        (_, Connection::Overdue) => Some(Ask::Overdue),
        _ => None,
    }
}

/// Puts up the question the game asks, and takes down one no longer asked.
fn show_asks(
    online: Res<Online>,
    catalog: Res<CurrentCatalog>,
    questions: Query<(Entity, &Ask)>,
    mut commands: Commands,
) {
    let wanted = wanted(&online);
    let mut shown = false;
    for (entity, ask) in &questions {
        if Some(*ask) == wanted {
            shown = true;
        } else {
            commands.entity(entity).despawn();
        }
    }
    if shown {
        return;
    }
    let friend = || [("friend", online.friend_name(&catalog).into())];
    let button = |key: &'static str, width: f32, action: AskAction| {
        (widget::button("", width, 7.0), Say::new(key), action)
    };
    let mut question = match wanted {
        None => return,
        Some(Ask::Undo) => commands.spawn(widget::question(
            Say::new("ask-undo-title"),
            children![widget::said(Say::with("ask-undo", friend()), 3.0)],
            children![
                (button("ask-allow", 22.0, AskAction::AllowUndo), AutoFocus),
                (button("ask-play-on", 22.0, AskAction::RefuseUndo), Cancel),
            ],
        )),
        Some(Ask::Rematch) => commands.spawn(widget::question(
            Say::new("ask-rematch-title"),
            children![widget::said(Say::with("ask-rematch", friend()), 3.0)],
            children![
                (
                    button("ask-play", 22.0, AskAction::AcceptRematch),
                    AutoFocus
                ),
                (button("ask-no", 22.0, AskAction::RefuseRematch), Cancel),
            ],
        )),
        Some(Ask::Overdue) => commands.spawn(widget::question(
            Say::new("ask-overdue-title"),
            children![widget::said(Say::with("ask-overdue", friend()), 3.0)],
            children![
                (button("ask-wait", 18.0, AskAction::Wait), AutoFocus, Cancel),
                button("ask-keep", 30.0, AskAction::Keep),
                button("ask-end", 18.0, AskAction::End),
            ],
        )),
    };
    question.insert((wanted.unwrap_or(Ask::Undo), DespawnOnExit(BoardShown)));
}

fn answer(
    activate: On<Activate>,
    actions: Query<&AskAction>,
    questions: Query<Entity, With<Ask>>,
    mut online: ResMut<Online>,
    mut rewind: MessageWriter<Rewind>,
    mut new_game: MessageWriter<NewGame>,
    mut abandon: MessageWriter<AbandonGame>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    let Ok(action) = actions.get(activate.entity) else {
        return;
    };
    match action {
        AskAction::AllowUndo | AskAction::RefuseUndo => {
            if let Some(ply) = online.answer_undo(*action == AskAction::AllowUndo) {
                rewind.write(Rewind::To(ply));
            }
        }
        AskAction::AcceptRematch | AskAction::RefuseRematch => {
            if let Some(next) = online.answer_rematch(*action == AskAction::AcceptRematch) {
                new_game.write(next);
            }
        }
        AskAction::Wait => online.wait_on(),
        AskAction::Keep => next.set(Screen::Menu),
        AskAction::End => {
            abandon.write(AbandonGame);
            next.set(Screen::Menu);
        }
    }
    for question in &questions {
        commands.entity(question).despawn();
    }
}
