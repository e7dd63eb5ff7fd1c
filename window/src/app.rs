//! The windowed game: Bevy's app with every plugin, the frame's order across them, and how
//! the window sleeps while nothing moves.

use bevy::input::keyboard::KeyboardInput;
use bevy::input::mouse::MouseButtonInput;
use bevy::prelude::*;
use bevy::time::TimeReceiver;
use bevy::winit::{UpdateMode, WinitSettings};

use tictactoe_core::storage::Folders;

use crate::awake::{AwakeApp, AwakeSystems, Claims};
use crate::files::StorageFolders;
use crate::files::settings::CommandLine;
use crate::theme::palette::{Theme, ThemeColours};
use crate::{access, audio, awake, controls, files, game, notice, screens, speech, theme, window};
use tictactoe_core::settings::Overrides;

/// The frame's order across the app's modules (in `Update`). Plugins name these sets, not
/// one another's systems.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AppSystems {
    /// A text field being typed in takes Enter and Esc first (controls/typing.rs): screens'
    /// own keys run after.
    EndTyping,
    /// The session settles a change (game/settle.rs): what it asks of the files is written
    /// after.
    Settle,
}

/// Every game plugin that needs no window, renderer or sound device: the real app adds
/// these to Bevy's `DefaultPlugins`, the headless tests to `MinimalPlugins`.
pub fn plugin(app: &mut App) {
    // Plugins hold claims while something moves or waits; one system asks for the frames.
    app.add_plugins((
        awake::plugin,
        screens::plugin,
        game::plugin,
        theme::plugin,
        controls::plugin,
        notice::plugin,
        files::plugin,
        window::plugin,
        speech::plugin,
        access::plugin,
    ));
}

/// How long the window keeps drawing after it opens, with no input, in seconds.
const STARTUP_SECONDS: f32 = 3.0;

/// The renderer starts on its own thread and compiles its pipelines, and the window's first
/// frames can come before that is done: keep drawing for a few seconds (on a software
/// renderer it takes well under one) so the menu appears without waiting for input. A start
/// slower still shows the menu at the window's next wake (input, or a minute).
fn starting(time: Res<Time<Real>>) -> bool {
    time.elapsed_secs() < STARTUP_SECONDS
}

/// The longest the focused window sleeps with nothing to do, in seconds. All that moves asks
/// for frames itself; a wake now and then only draws the same picture again, and on a
/// software renderer that frame is most of the game's idle cost.
const IDLE_WAKE_SECONDS: u64 = 60;

/// How often the window wakes while a notice is up, in seconds: a notice goes after a time,
/// with no input, and nothing else asks for frames meanwhile.
const NOTICE_WAKE_SECONDS: u64 = 1;

/// Lets the window sleep long, but not while a notice waits to go, nor while a network
/// game shows how long it has waited for the friend.
fn pace_wakes(
    notices: Query<(), With<notice::NoticeView>>,
    online: Res<game::online::Online>,
    session: Res<game::GameSession>,
    mut settings: ResMut<WinitSettings>,
) {
    let seconds = if notices.is_empty() && !online.waiting() {
        IDLE_WAKE_SECONDS
    } else {
        NOTICE_WAKE_SECONDS
    };
    // A running clock wakes the window each second. (The wait is fixed while it runs:
    // winit's runner redraws at once whenever the mode changes.)
    let running = session.next_clock_tick().is_some();
    let wait = match running {
        true => CLOCK_WAKE,
        false => std::time::Duration::from_secs(seconds),
    };
    let mode = UpdateMode::reactive(wait);
    if settings.focused_mode != mode {
        settings.focused_mode = mode;
    }
    let unfocused = match running {
        true => mode,
        false => WinitSettings::desktop_app().unfocused_mode,
    };
    if settings.unfocused_mode != unfocused {
        settings.unfocused_mode = unfocused;
    }
}

/// How often the window wakes while a clock runs: its seconds are shown at most this late,
/// and a flag falls at most this late on screen (a move is timed to the instant).
const CLOCK_WAKE: std::time::Duration = std::time::Duration::from_secs(1);

/// How long the window keeps drawing after a click or a key, in seconds.
const AFTER_INPUT_SECONDS: f32 = 0.5;

/// What a click or a key sets off can finish a frame later than the input arrives (a
/// release becomes a click, a click a move): keep drawing a moment after any, so that
/// nothing waits for the next event to show.
fn wake_after_input(
    time: Res<Time<Real>>,
    mut buttons: MessageReader<MouseButtonInput>,
    mut keys: MessageReader<KeyboardInput>,
    mut until: Local<f32>,
    claims: Res<Claims>,
) {
    let now = time.elapsed_secs();
    if buttons.read().count() + keys.read().count() > 0 {
        *until = now + AFTER_INPUT_SECONDS;
    }
    if now < *until {
        claims.hold("the moment after input");
    }
}

/// The windowed game: Bevy's default plugins with our window, sound through bevy_kira_audio, and
/// every game plugin. Settings are kept in `folders` (none: nothing is kept); `overrides`
/// are choices from the command line.
pub fn windowed_app(folders: Option<Folders>, overrides: Overrides) -> App {
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Tic-Tac-Toe".into(),
                    name: Some(tictactoe_core::APP_ID.into()),
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
    // Sleep until input, or until a plugin asks for a frame (a think delay, a search,
    // a flash, a screen change): no redraw loop while a person thinks.
    .insert_resource(WinitSettings::desktop_app())
    .insert_resource(ClearColor(Theme::default().palette().background))
    .insert_resource(StorageFolders(folders))
    .insert_resource(CommandLine(overrides))
    .insert_resource(speech::Speaker::through_service())
    .add_plugins((plugin, audio::plugin, theme::font::plugin))
    .add_systems(Startup, |mut commands: Commands| {
        commands.spawn(Camera2d);
    })
    .add_systems(Startup, speech::ask_for_a_screen_reader)
    .awake_while("the first seconds", starting)
    .add_systems(
        Last,
        (wake_after_input.in_set(AwakeSystems::Claim), pace_wakes),
    );
    // Bevy's clock reads the instant the render thread sent after drawing the frame before
    // last. In an app that sleeps, that instant is from before the rest, so the first two
    // frames after it each count the whole rest (up to 250 ms) as game time, and a think
    // delay or a flash ends at once. Without the channel the clock reads the frame's own
    // start; the render thread ignores a closed channel.
    app.world_mut().remove_resource::<TimeReceiver>();
    app
}
