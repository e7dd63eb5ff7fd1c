//! The buttons shown with the board: Undo and Redo in the top corners on the Playing and
//! GameOver screens alike, greyed out when there is nothing to undo or redo; and while
//! playing, Hint (on a person's turn), Coach (on or off), and Menu, which asks whether to
//! keep the game for later or abandon it.

use bevy::input_focus::tab_navigation::TabGroup;
use bevy::prelude::*;
use bevy::ui::{Checked, InteractionDisabled};
use bevy::ui_widgets::Activate;

use crate::controls::focus::Modal;
use crate::game::advice::{Advised, AskHint, CoachOn};
use crate::game::online::{Connection, Online};
use crate::game::undo::Rewind;
use crate::game::{GameEnded, GameReopened, GameSession, GameStarted, GameSystems};
use crate::screens::{BoardShown, Screen};
use crate::theme::fit::FitsWidth;
use crate::theme::interaction::set_marker;
use crate::theme::say::Say;
use crate::theme::widget;
mod leave;
mod opening;

pub use leave::LeaveAction;
pub use opening::ChoiceButton;

/// What a button beside the board does.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardAction {
    /// Back to the previous position where a person is to move.
    Undo,
    /// Forward again to the next one.
    Redo,
    /// Show the move Hard would play (a person's turn only).
    Hint,
    /// The coach on or off.
    Coach,
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((leave::plugin, opening::plugin))
        .add_systems(OnEnter(BoardShown), spawn_buttons)
        .add_systems(OnEnter(Screen::Playing), spawn_menu_button)
        .add_systems(
            Update,
            (
                show_the_game
                    .after(GameSystems::Outcome)
                    .before(GameSystems::View),
                enable_buttons
                    .in_set(GameSystems::View)
                    .run_if(in_state(BoardShown)),
            ),
        )
        .add_observer(press_board_button);
}

/// The board screens follow the game: a game that begins is shown in play (or over, if it
/// began so); one that ends, over; one taken back into play, in play again.
fn show_the_game(
    mut started: MessageReader<GameStarted>,
    mut ended: MessageReader<GameEnded>,
    mut reopened: MessageReader<GameReopened>,
    session: Res<GameSession>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
) {
    let began = started.read().count() > 0;
    let turned = ended.read().count() + reopened.read().count() > 0;
    if !began && !turned {
        return;
    }
    let shown = if session.is_over() {
        Screen::GameOver
    } else {
        Screen::Playing
    };
    // A new game shows afresh (its screen is entered again); an end or an undo only
    // changes the screen if it must.
    if began || *screen.get() != shown {
        next.set(shown);
    }
}

/// The row of Hint, Menu and Coach below the board; an opening's choice takes its place
/// while a person makes it.
#[derive(Component)]
struct PlayingButtons;

/// Menu, at the place of the game-over screen's Menu button.
fn spawn_menu_button(mut commands: Commands) {
    commands.spawn((
        Name::new("Menu button"),
        PlayingButtons,
        DespawnOnExit(Screen::Playing),
        crate::theme::fit::FitsWindow,
        TabGroup::new(2),
        Node {
            position_type: PositionType::Absolute,
            bottom: Val::VMin(3.0),
            width: percent(100),
            justify_content: JustifyContent::Center,
            column_gap: Val::VMin(3.0),
            ..default()
        },
        Pickable::IGNORE,
        children![
            (
                (Say::new("playing-hint"), widget::button("", 16.0, 8.0)),
                BoardAction::Hint
            ),
            (
                (Say::new("playing-menu"), widget::button("", 20.0, 8.0)),
                LeaveAction::Ask
            ),
            (
                (Say::new("playing-coach"), widget::button("", 16.0, 8.0)),
                BoardAction::Coach
            ),
        ],
    ));
}

fn spawn_buttons(mut commands: Commands) {
    commands.spawn((
        Name::new("Undo and Redo"),
        DespawnOnExit(BoardShown),
        TabGroup::new(1),
        Node {
            position_type: PositionType::Absolute,
            top: Val::VMin(2.0),
            width: percent(100),
            // Clear of the badges between them, even with a language's longer words.
            padding: UiRect::horizontal(Val::VMin(1.0)),
            justify_content: JustifyContent::SpaceBetween,
            ..default()
        },
        Pickable::IGNORE,
        children![
            (
                (Say::new("playing-undo"), widget::button("", 14.0, 6.0)),
                FitsWidth(14.0),
                BoardAction::Undo
            ),
            (
                (Say::new("playing-redo"), widget::button("", 14.0, 6.0)),
                FitsWidth(14.0),
                BoardAction::Redo
            ),
        ],
    ));
}

/// Undo, Redo and Hint are greyed out when they would do nothing; Coach shows whether it
/// is on. In a network game, Undo asks the friend (while they are there and nothing else
/// is asked), Redo is off, and Hint and Coach are not shown.
fn enable_buttons(
    session: Res<GameSession>,
    online: Res<Online>,
    mut nodes: Query<&mut Node>,
    advised: Res<Advised>,
    coach: Res<CoachOn>,
    buttons: Query<(Entity, &BoardAction, Has<InteractionDisabled>, Has<Checked>)>,
    mut commands: Commands,
) {
    let networked = session.seats.online();
    for (entity, action, disabled, checked) in &buttons {
        if matches!(action, BoardAction::Hint | BoardAction::Coach)
            && let Ok(mut node) = nodes.get_mut(entity)
        {
            let display = if networked {
                Display::None
            } else {
                Display::Flex
            };
            if node.display != display {
                node.display = display;
            }
        }
        let possible = match action {
            BoardAction::Undo => {
                session.can_undo()
                    && (!networked
                        || (online.connection() == Connection::Connected
                            && online.pending().is_none()))
            }
            BoardAction::Redo => !networked && session.can_redo(),
            BoardAction::Hint => advised.0.is_some(),
            BoardAction::Coach => {
                set_marker::<Checked>(&mut commands, entity, checked, coach.0);
                true
            }
        };
        set_marker::<InteractionDisabled>(&mut commands, entity, disabled, !possible);
    }
}

fn press_board_button(
    activate: On<Activate>,
    actions: Query<&BoardAction>,
    mut history: MessageWriter<Rewind>,
    mut hint: MessageWriter<AskHint>,
    mut coach: ResMut<CoachOn>,
    modals: Query<(), With<Modal>>,
) {
    // The leave question is modal: the buttons under its shade take no presses.
    if !modals.is_empty() {
        return;
    }
    match actions.get(activate.entity) {
        Ok(BoardAction::Undo) => {
            history.write(Rewind::Undo);
        }
        Ok(BoardAction::Redo) => {
            history.write(Rewind::Redo);
        }
        Ok(BoardAction::Hint) => {
            hint.write(AskHint);
        }
        Ok(BoardAction::Coach) => coach.0 = !coach.0,
        Err(_) => {}
    }
}
