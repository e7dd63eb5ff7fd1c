//! An opening's choice (swap, swap2) when a person is to make it: its buttons below the
//! board ("Play Black (X)", "Play White (O)", "Place two more") in the place of Hint,
//! Menu and Coach (Esc still leads to the menu), reached by Tab, the arrows and the pad
//! like any others, while the board stays in view to be judged.

use bevy::input_focus::AutoFocus;
use bevy::input_focus::tab_navigation::TabGroup;
use bevy::prelude::*;
use bevy::ui_widgets::Activate;
use mnk::opening::Choice;

use super::PlayingButtons;
use crate::game::online::Online;
use crate::game::{ChoiceRequest, GameSession, GameSystems, Seat};
use crate::screens::Screen;
use crate::theme::say::Say;
use crate::theme::widget;
use tictactoe_core::words::opening::choice_name;

/// The row of a choice's buttons, for the choices it offers.
#[derive(Component, Clone, Debug, PartialEq, Eq)]
struct ChoiceButtons(&'static [Choice]);

/// A choice's button.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChoiceButton(pub Choice);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_choices
            .in_set(GameSystems::View)
            .run_if(in_state(Screen::Playing)),
    )
    .add_observer(press_choice);
}

/// Puts up the buttons of the choice a person is to make, and takes them down once made
/// (or undone, or made by a computer).
fn show_choices(
    session: Res<GameSession>,
    rows: Query<(Entity, &ChoiceButtons)>,
    mut playing_buttons: Query<&mut Node, With<PlayingButtons>>,
    mut commands: Commands,
) {
    let wanted = match session.choice_due() {
        Some((Seat::Human, choices)) => Some(choices),
        _ => None,
    };
    let display = if wanted.is_some() {
        Display::None
    } else {
        Display::Flex
    };
    for mut node in &mut playing_buttons {
        if node.display != display {
            node.display = display;
        }
    }
    let mut shown = false;
    for (entity, row) in &rows {
        if Some(row.0) == wanted {
            shown = true;
        } else {
            commands.entity(entity).despawn();
        }
    }
    let Some(choices) = wanted.filter(|_| !shown) else {
        return;
    };
    let row = commands
        .spawn((
            Name::new("Opening choice"),
            ChoiceButtons(choices),
            DespawnOnExit(Screen::Playing),
            crate::theme::fit::FitsWindow,
            TabGroup::new(0),
            GlobalZIndex(1),
            Node {
                position_type: PositionType::Absolute,
                bottom: Val::VMin(3.0),
                width: percent(100),
                justify_content: JustifyContent::Center,
                column_gap: Val::VMin(2.0),
                ..default()
            },
            Pickable::IGNORE,
        ))
        .id();
    for (i, &choice) in choices.iter().enumerate() {
        let mut button = commands.spawn((
            Say::new(choice_name(choice)),
            widget::primary_button("", 28.0, 8.0),
            ChoiceButton(choice),
            ChildOf(row),
        ));
        if i == 0 {
            button.insert(AutoFocus);
        }
    }
}

fn press_choice(
    activate: On<Activate>,
    buttons: Query<&ChoiceButton>,
    session: Res<GameSession>,
    online: Res<Online>,
    mut requests: MessageWriter<ChoiceRequest>,
) {
    if online.holds(&session) {
        return;
    }
    if let Ok(ChoiceButton(choice)) = buttons.get(activate.entity) {
        requests.write(ChoiceRequest {
            choice: *choice,
            position: session.board().clone(),
        });
    }
}
