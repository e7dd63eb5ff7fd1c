//! Questions over a screen, one pattern for all (leave this game? delete this one? forget
//! these scores?): a question is an entity made with [`widget::question`](crate::theme::widget::question),
//! with a marker of the screen's own that carries what it asks about; its answers are the
//! screen's buttons, and an answer closes it with [`close_questions`]. The answer that
//! leaves things as they were carries [`Cancel`]: Esc and the gamepad's East press it.
//! While a question is up ([`no_question`] is false), the screen under it stays still.

use bevy::prelude::*;
use bevy::ui_widgets::Activate;

use super::focus::Modal;
use super::input_map::{self, Action};
use crate::AppSystems;

/// The answer that changes nothing ("Play on", "Keep"): Back presses it.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Cancel;

/// The system that cancels a question on Back: screens' own Back runs after it.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CancelQuestion;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        cancel_on_back
            .in_set(CancelQuestion)
            .after(AppSystems::EndTyping),
    );
}

/// Run condition: no question is up.
pub fn no_question(questions: Query<(), With<Modal>>) -> bool {
    questions.is_empty()
}

/// Closes every question on screen.
pub fn close_questions(commands: &mut Commands, questions: &Query<Entity, With<Modal>>) {
    for question in questions {
        commands.entity(question).despawn();
    }
}

/// Back, with a question up, presses its cancelling answer, and is used up.
fn cancel_on_back(
    cancels: Query<Entity, With<Cancel>>,
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut pads: Query<&mut Gamepad>,
    mut commands: Commands,
) {
    if cancels.is_empty() || !input_map::take(Action::Back, &mut keys, &mut pads) {
        return;
    }
    for entity in &cancels {
        commands.trigger(Activate { entity });
    }
}
