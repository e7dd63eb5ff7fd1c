//! The floor under the game's memory: a bare Bevy app with the game's Bevy features and
//! plugins (the window, sound through bevy_kira_audio, an app that rests), one camera and
//! one text. `script/memory-figures` measures it beside the game, the same way.
//!
//! `cargo run -p tictactoe-window --features floor --example floor`

use bevy::prelude::*;
use bevy::winit::WinitSettings;

fn main() {
    App::new()
        .add_plugins(DefaultPlugins.set(WindowPlugin {
            primary_window: Some(Window {
                title: "Floor".into(),
                resolution: (720, 720).into(),
                ..default()
            }),
            ..default()
        }))
        .add_plugins(bevy_kira_audio::AudioPlugin)
        .insert_resource(WinitSettings::desktop_app())
        .add_systems(Startup, |mut commands: Commands| {
            commands.spawn(Camera2d);
            commands.spawn(Text::new("Tic-Tac-Toe"));
            info!("screen: Menu");
        })
        .run();
}
