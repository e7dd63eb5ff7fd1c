//! Game over: the finished board stays in view (the board view spans this screen and
//! Playing), with the players' tally, and Play (the next game of the match), Review (the
//! game in Replay, every move judged), Menu and Quit below it.

use bevy::input_focus::AutoFocus;
use bevy::input_focus::tab_navigation::TabGroup;
use bevy::prelude::*;
use bevy::ui_widgets::Activate;

use crate::game::GameSession;
use crate::game::NewGame;
use crate::game::online::OnlineRequest;
use crate::screens::Screen;
use crate::screens::replay::OpenReplay;
use crate::theme::say::Say;
use crate::theme::widget;

/// What a game-over button does.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameOverAction {
    /// The next game with the same players and board; they swap marks if
    /// "Alternate who starts" is on.
    Play,
    /// The game just finished in Replay, with its review.
    Review,
    /// Back to the menu.
    Menu,
    /// Close the game (exit status 0).
    Quit,
}

pub(super) fn plugin(app: &mut App) {
    super::on_esc(app, Screen::GameOver, super::esc_to_menu);
    app.add_systems(OnEnter(Screen::GameOver), spawn_buttons)
        .add_observer(press_game_over_button);
}

fn spawn_buttons(mut commands: Commands) {
    commands.spawn((
        Name::new("Game over buttons"),
        DespawnOnExit(Screen::GameOver),
        crate::theme::fit::FitsWindow,
        TabGroup::new(1),
        Node {
            position_type: PositionType::Absolute,
            bottom: Val::VMin(3.0),
            width: percent(100),
            justify_content: JustifyContent::Center,
            column_gap: Val::VMin(3.0),
            ..default()
        },
        children![
            (
                (Say::new("over-play"), widget::primary_button("", 20.0, 8.0)),
                GameOverAction::Play,
                AutoFocus
            ),
            (
                (Say::new("over-review"), widget::button("", 20.0, 8.0)),
                GameOverAction::Review
            ),
            (
                (Say::new("over-menu"), widget::button("", 20.0, 8.0)),
                GameOverAction::Menu
            ),
            (
                (
                    Say::new("over-quit"),
                    widget::destructive_button("", 20.0, 8.0)
                ),
                GameOverAction::Quit
            ),
        ],
    ));
}

fn press_game_over_button(
    activate: On<Activate>,
    actions: Query<&GameOverAction>,
    session: Res<GameSession>,
    mut new_game: MessageWriter<NewGame>,
    mut online: MessageWriter<OnlineRequest>,
    mut review: MessageWriter<OpenReplay>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
) {
    match actions.get(activate.entity) {
        // A network game's next game is the friend's to accept.
        Ok(GameOverAction::Play) if session.seats.online() => {
            online.write(OnlineRequest::AskRematch);
        }
        Ok(GameOverAction::Play) => {
            new_game.write(NewGame::Next);
        }
        // Pressed in the frame an undo reopened the game: it is no longer over.
        Ok(GameOverAction::Review) if session.is_over() => {
            review.write(OpenReplay {
                id: session.game().id,
                from: Screen::GameOver,
                review: true,
            });
        }
        Ok(GameOverAction::Menu) => next.set(Screen::Menu),
        Ok(GameOverAction::Quit) => {
            exit.write(AppExit::Success);
        }
        Ok(GameOverAction::Review) | Err(_) => {}
    }
}
