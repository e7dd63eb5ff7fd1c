//! Tic-tac-toe on Bevy: the game's plugins. The rules and the computer players live in
//! the Bevy-free `mnk` crate; these plugins only turn input into move requests and the
//! game state into pictures and sound.
//!
//! Data flows one way each frame: input (clicks, keys, the AI) -> [`game::MoveRequest`]
//! -> turn -> [`game::MovePlayed`] / [`game::IllegalMove`] -> outcome -> what is shown.

use bevy::prelude::*;

pub mod ai_turn;
pub mod arena;
pub mod audio;
pub mod board_view;
pub mod cli;
pub mod feedback;
pub mod game;
pub mod input;
pub mod outcome;
pub mod screen;
pub mod theme;
pub mod turn;
pub mod ui;

/// Every game plugin that needs no window, renderer or sound device: the real app adds
/// these to Bevy's `DefaultPlugins`, the headless tests to `MinimalPlugins`.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        screen::plugin,
        game::plugin,
        board_view::plugin,
        input::plugin,
        turn::plugin,
        outcome::plugin,
        ai_turn::plugin,
        ui::plugin,
        feedback::plugin,
    ));
}

/// The windowed game: Bevy's default plugins with our window, sound through kira, and
/// every game plugin. `delay` is the least time a computer seat takes per move,
/// `budget` the most a Hard one may think.
pub fn windowed_app(delay: std::time::Duration, budget: std::time::Duration) -> App {
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Tic-Tac-Toe".into(),
                    resolution: (720, 720).into(),
                    ..default()
                }),
                ..default()
            })
            // Assets are compiled in; never look for an assets/ folder at run time.
            .set(AssetPlugin {
                meta_check: bevy::asset::AssetMetaCheck::Never,
                ..default()
            }),
    )
    .insert_resource(ClearColor(theme::BACKGROUND))
    .add_plugins((plugin, audio::plugin))
    .insert_resource(game::ThinkDelay(delay))
    .insert_resource(game::SearchBudget(budget))
    .add_systems(Startup, |mut commands: Commands| {
        commands.spawn(Camera2d);
    });
    app
}
