//! The seats' rows of the menu: a mark, the person's name in a text field (or the
//! computer's level), and who plays it. A name typed is kept at once; Enter or a click
//! elsewhere ends the typing, and the field then shows the name as kept.

use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use bevy::text::{EditableText, TextEditChange};
use mnk::Mark;

use super::MenuChoice;
use crate::AppSystems;
use crate::game::Seat;
use crate::game::{BrainChoice, GameSession};
use crate::screens::Screen;
use crate::theme::mark::mark_icon;
use crate::theme::say::{CurrentCatalog, RowLabel, Say};
use crate::theme::widget;
use tictactoe_core::session::{NAME_MAX_CHARS, shown_name};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (show_names, show_name_fields, show_brain_options)
            .chain()
            .after(AppSystems::EndTyping)
            .run_if(in_state(Screen::Menu)),
    )
    .add_observer(keep_name);
}

/// The text field of a person's name at a mark's seat.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct NameField(pub Mark);

/// In place of the name field when a computer holds the seat: its level.
#[derive(Component, Clone, Copy, Debug)]
struct LevelLabel(Mark);

/// A seat's row: its mark, the person's name (or the computer's level), and who plays it.
/// The brain's option is there from the start, shown once Settings names a brain
/// ([`show_brain_options`]: the settings may be read after the menu opens).
pub(super) fn seat_row(mark: Mark, name: &str) -> impl Bundle + use<> {
    let options = Seat::choices(true)
        .into_iter()
        .map(|seat| {
            (
                widget::option("", 13.0, 6.0),
                Say::new(seat.key()),
                MenuChoice::Seat(mark, seat),
            )
        })
        .collect::<Vec<_>>();
    (
        Name::new(format!("Seat {mark}")),
        RowLabel(Say::with(
            "menu-player",
            [("mark", mark.to_string().into())],
        )),
        Node {
            align_items: AlignItems::Center,
            column_gap: Val::VMin(1.2),
            ..default()
        },
        children![
            mark_icon(mark, 4.0),
            (
                NameField(mark),
                widget::text_field(name, NAME_VMIN, 6.0, NAME_MAX_CHARS),
            ),
            (
                LevelLabel(mark),
                widget::label("", 3.0),
                Node {
                    width: Val::VMin(NAME_VMIN),
                    padding: UiRect::horizontal(Val::VMin(1.3)),
                    display: Display::None,
                    ..default()
                },
                TextLayout::no_wrap(),
            ),
            (
                bevy::ui_widgets::RadioGroup,
                Node {
                    align_items: AlignItems::Center,
                    column_gap: Val::VMin(1.2),
                    ..default()
                },
                Children::spawn(SpawnIter(options.into_iter())),
            ),
        ],
    )
}

/// Width of a name field, in vmin: room for 20 characters.
const NAME_VMIN: f32 = 25.0;

/// A typed name is the seat's name at once (an empty field stands for the default name).
/// Only edits in the field a person types in count.
fn keep_name(
    edit: On<TextEditChange>,
    focus: Res<InputFocus>,
    fields: Query<(&NameField, &EditableText)>,
    mut session: ResMut<GameSession>,
) {
    let typing = focus.get() == Some(edit.event_target());
    if let Ok((&NameField(mark), field)) = fields.get(edit.event_target())
        && typing
    {
        let typed = field.value().to_string();
        if session.menu_choices().names.get(mark) != typed {
            session.set_name(mark, &typed);
        }
    }
}

/// A field no one types in shows the name as kept: trimmed, or the default for an empty
/// one. (The menu can appear before the settings are read: this also fills it then.)
fn show_names(
    session: Res<GameSession>,
    catalog: Res<CurrentCatalog>,
    focus: Res<InputFocus>,
    mut fields: Query<(Entity, &NameField, &mut EditableText)>,
) {
    for (entity, &NameField(mark), mut field) in &mut fields {
        // A default name ("Player 1") in the player's language.
        let name = shown_name(session.menu_choices().names.get(mark), &catalog);
        if focus.get() != Some(entity) && field.value() != name.as_str() {
            field.editor_mut().set_text(&name);
        }
    }
}

/// A person's seat shows the name field; a computer's, its level.
fn show_name_fields(
    session: Res<GameSession>,
    catalog: Res<CurrentCatalog>,
    mut fields: Query<(&NameField, &mut Node), Without<LevelLabel>>,
    mut labels: Query<(&LevelLabel, &mut Node, &mut Text)>,
) {
    let shown = |on: bool| if on { Display::Flex } else { Display::None };
    let seats = session.menu_choices().seats;
    for (&NameField(mark), mut node) in &mut fields {
        let display = shown(seats.get(mark) == Seat::Human);
        if node.display != display {
            node.display = display;
        }
    }
    for (&LevelLabel(mark), mut node, mut text) in &mut labels {
        let display = shown(seats.get(mark) != Seat::Human);
        if node.display != display {
            node.display = display;
        }
        let name = catalog.text(seats.get(mark).key());
        if text.0 != name {
            text.0 = name;
        }
    }
}

/// The brain's option shows while Settings names a brain; five options are narrower than
/// four, to fit the window's width.
fn show_brain_options(brain: Res<BrainChoice>, mut options: Query<(&MenuChoice, &mut Node)>) {
    let brain_set = !brain.path.is_empty();
    let width = Val::VMin(if brain_set { 11.0 } else { 13.0 });
    for (choice, mut node) in &mut options {
        let MenuChoice::Seat(_, seat) = choice else {
            continue;
        };
        let display = match seat {
            Seat::Brain if !brain_set => Display::None,
            _ => Display::Flex,
        };
        if node.display != display || node.width != width {
            node.display = display;
            node.width = width;
        }
    }
}
