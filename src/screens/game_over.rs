//! Game over: the finished board stays in view (the board view spans this screen and
//! Playing), with the players' tally, and Play (the next game of the match), Menu and Quit
//! below it.

use bevy::prelude::*;
use bevy::ui_widgets::Activate;

use crate::game::NewGame;
use crate::screens::Screen;
use crate::theme::widget;

/// What a game-over button does.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameOverAction {
    /// The next game with the same players and board; they swap marks if
    /// "Alternate who starts" is on.
    Play,
    /// Back to the menu.
    Menu,
    /// Close the game (exit status 0).
    Quit,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::GameOver), spawn_buttons)
        .add_observer(press_game_over_button);
}

fn spawn_buttons(mut commands: Commands) {
    commands.spawn((
        Name::new("Game over buttons"),
        DespawnOnExit(Screen::GameOver),
        Node {
            position_type: PositionType::Absolute,
            bottom: Val::VMin(3.0),
            width: percent(100),
            justify_content: JustifyContent::Center,
            column_gap: Val::VMin(3.0),
            ..default()
        },
        children![
            (widget::button("Play", 20.0, 8.0), GameOverAction::Play),
            (widget::button("Menu", 20.0, 8.0), GameOverAction::Menu),
            (widget::button("Quit", 20.0, 8.0), GameOverAction::Quit),
        ],
    ));
}

fn press_game_over_button(
    activate: On<Activate>,
    actions: Query<&GameOverAction>,
    mut new_game: MessageWriter<NewGame>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
) {
    match actions.get(activate.entity) {
        Ok(GameOverAction::Play) => {
            new_game.write(NewGame::Next);
        }
        Ok(GameOverAction::Menu) => next.set(Screen::Menu),
        Ok(GameOverAction::Quit) => {
            exit.write(AppExit::Success);
        }
        Err(_) => {}
    }
}
