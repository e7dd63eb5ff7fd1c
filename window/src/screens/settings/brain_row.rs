//! The brain's row: the Gomocup brain's program in a text field (typed and kept at once;
//! empty, none), and its time a move with − and +. Once a program is named, Brain stands
//! beside the levels for each seat in the menu.

use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use bevy::text::{EditableText, TextEditChange};

use super::{SettingsAction, Stepper, ValueText, row_label};
use crate::game::BrainChoice;
use crate::screens::Screen;
use crate::theme::widget;
use tictactoe_core::settings::list;

/// The most characters of a program's path the field takes.
const PATH_MAX_CHARS: usize = 1024;

/// The text field of the brain's program.
#[derive(Component, Clone, Copy, Debug)]
pub(super) struct BrainField;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_brain_path
            .after(crate::AppSystems::EndTyping)
            .run_if(in_state(Screen::Settings)),
    )
    .add_observer(keep_brain_path);
}

/// The row: its label, the program's field, and − time +.
pub(super) fn brain_row(path: &str) -> impl Bundle + use<> {
    (
        Name::new("Setting brain"),
        Node {
            align_items: AlignItems::Center,
            column_gap: Val::VMin(1.5),
            ..default()
        },
        children![
            row_label("settings-brain"),
            (
                BrainField,
                widget::text_field(path, 22.0, 6.0, PATH_MAX_CHARS)
            ),
            (
                widget::button("-", 7.0, 6.0),
                SettingsAction::Less(Stepper::BrainTime)
            ),
            (
                ValueText(Stepper::BrainTime),
                widget::label("", 3.6),
                Node {
                    min_width: Val::VMin(10.0),
                    justify_content: JustifyContent::Center,
                    ..default()
                },
                TextLayout::new(Justify::Center, LineBreak::NoWrap),
            ),
            (
                widget::button("+", 7.0, 6.0),
                SettingsAction::More(Stepper::BrainTime)
            ),
        ],
    )
}

/// A path typed is the brain's at once (trimmed: an empty field sets none).
fn keep_brain_path(
    edit: On<TextEditChange>,
    focus: Res<InputFocus>,
    fields: Query<&EditableText, With<BrainField>>,
    mut brain: ResMut<BrainChoice>,
) {
    if focus.get() != Some(edit.event_target()) {
        return;
    }
    if let Ok(field) = fields.get(edit.event_target()) {
        let path = (list::BRAIN.tidy)(field.value().to_string());
        if brain.path != path {
            brain.path = path;
        }
    }
}

/// The field no one types in shows the path as kept.
fn show_brain_path(
    brain: Res<BrainChoice>,
    focus: Res<InputFocus>,
    mut fields: Query<(Entity, &mut EditableText), With<BrainField>>,
) {
    for (entity, mut field) in &mut fields {
        if focus.get() != Some(entity) && field.value() != brain.path.as_str() {
            field.editor_mut().set_text(&brain.path);
        }
    }
}
