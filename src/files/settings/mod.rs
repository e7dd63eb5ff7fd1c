//! Settings that persist between runs: the seats and their names, the board, the think
//! delay, Hard's budget, the sound, how a match goes on (alternate who starts, auto-play),
//! the coach, the theme, whether things move, and the window's size and place, in
//! `settings.ron` in the config folder. Loaded at start (a bad file is kept aside and the
//! game starts from defaults, with a notice; a field that does not read keeps its default);
//! saved off the main thread whenever one of them changes.
//!
//! Each setting is registered once, in [`registry`]: a resource that is a [`Setting`] (its
//! type carries its key, its default and its range) with [`Registry::setting`], or a field
//! of another resource with [`Registry::field`]. Adding one is one type and one line.

use std::path::PathBuf;
use std::time::Duration;

use bevy::prelude::*;

use super::{FileWriter, StorageFolders};
use crate::awake::AwakeSystems;
use crate::game::advice::CoachOn;
use crate::game::feedback::SoundLevel;
use crate::game::{AlternateStarts, AutoPlay, GameSession, SearchBudget, ThinkDelay};
use crate::notice::Notice;
use crate::theme::motion::Animations;
use crate::theme::palette::Theme;
use crate::theme::say::Say;
use crate::window::WindowState;
use play::key;
use tictactoe_core::session::{Names, Seat};
use tictactoe_core::storage::{self, Folders, Loaded};

mod registry;

use registry::Snapshot;
pub(crate) use registry::switch_setting;
pub use registry::{Registry, Setting};
use tictactoe_core::settings::{SETTINGS_FILE, SETTINGS_VERSION, play};

/// Choices given on the command line: they win over the settings file, and are then saved
/// like any other change.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct Overrides {
    pub think_delay: Option<Duration>,
    pub hard_budget: Option<Duration>,
}

/// The settings, each one line: seats, names and board (the session's, as the menu has
/// them: not a network game's), then the rest.
pub fn registry() -> Registry {
    Registry::default()
        .field::<GameSession, Seat>(
            key::X,
            |w| w.resource::<GameSession>().choices().seats.x,
            |w, seat| {
                w.resource_mut::<GameSession>().seats.x = seat;
            },
        )
        .field::<GameSession, Seat>(
            key::O,
            |w| w.resource::<GameSession>().choices().seats.o,
            |w, seat| {
                w.resource_mut::<GameSession>().seats.o = seat;
            },
        )
        .field::<GameSession, Names>(
            key::NAMES,
            |w| w.resource::<GameSession>().choices().names,
            |w, names| w.resource_mut::<GameSession>().names = names.tidied(),
        )
        .field::<GameSession, u8>(
            key::SIZE,
            |w| w.resource::<GameSession>().choices().rules.size,
            |w, size| {
                let mut session = w.resource_mut::<GameSession>();
                session.rules = play::with_size(session.rules, size);
            },
        )
        .field::<GameSession, u8>(
            key::K,
            |w| w.resource::<GameSession>().choices().rules.k,
            |w, k| {
                let mut session = w.resource_mut::<GameSession>();
                session.rules = play::with_k(session.rules, k);
            },
        )
        .setting::<ThinkDelay>()
        .setting::<SearchBudget>()
        .field::<SoundLevel, f32>(
            "volume",
            |w| w.resource::<SoundLevel>().volume,
            |w, v| {
                let volume = if v.is_finite() {
                    v
                } else {
                    SoundLevel::default().volume
                };
                let (low, high) = SoundLevel::VOLUME_RANGE;
                w.resource_mut::<SoundLevel>().volume = volume.clamp(low, high);
            },
        )
        .field::<SoundLevel, bool>(
            "mute",
            |w| w.resource::<SoundLevel>().mute,
            |w, mute| {
                w.resource_mut::<SoundLevel>().mute = mute;
            },
        )
        .setting::<AlternateStarts>()
        .setting::<AutoPlay>()
        .setting::<Theme>()
        .setting::<crate::theme::say::LanguageChoice>()
        .setting::<Animations>()
        .setting::<CoachOn>()
        .setting::<WindowState>()
}

/// The settings last written (or read), so only a real change is saved.
#[derive(Resource, Clone, Debug, PartialEq)]
struct Saved(Snapshot);

fn path(folders: &Folders) -> PathBuf {
    folders.config.join(SETTINGS_FILE)
}

pub(super) fn plugin(app: &mut App) {
    let registry = registry();
    for entry in &registry.0 {
        (entry.init)(app.world_mut());
    }
    app.insert_resource(registry)
        .init_resource::<Overrides>()
        .init_resource::<Snapshot>()
        .add_systems(PreStartup, load_settings)
        .add_systems(
            Last,
            (take_snapshot, save_settings)
                .chain()
                .run_if(resource_exists::<Saved>)
                .in_set(AwakeSystems::Claim),
        );
}

/// Reads the file into the registered settings, then the command line's choices over it.
fn load_settings(world: &mut World) {
    let folders = world.resource::<StorageFolders>().0.clone();
    if let Some(folders) = &folders {
        let file = match storage::load::<FileFields>(&path(folders), SETTINGS_VERSION) {
            Loaded::Read(file) => Some(file),
            Loaded::Missing => None,
            Loaded::Bad(notice) => {
                warn!("{notice}; starting with the default settings");
                world.write_message(Notice(Say::with(
                    "notice-settings-reset",
                    [("why", tictactoe_core::words::set_aside(&notice))],
                )));
                None
            }
        };
        world.resource_scope(|world, registry: Mut<Registry>| {
            if let Some(file) = &file {
                registry.apply(world, file);
            }
            // What is on disk (or would be): a command-line choice differs, and is saved.
            let on_disk = registry.snapshot(world);
            world.insert_resource(Saved(on_disk));
        });
    }
    let overrides = *world.resource::<Overrides>();
    if let Some(delay) = overrides.think_delay {
        world.insert_resource(ThinkDelay::load(delay.as_secs_f32()));
    }
    if let Some(budget) = overrides.hard_budget {
        world.insert_resource(SearchBudget::load(budget.as_secs_f32()));
    }
}

/// The settings as they are now.
fn take_snapshot(world: &mut World) {
    let now = world.resource::<Registry>().snapshot(world);
    let mut snapshot = world.resource_mut::<Snapshot>();
    if *snapshot != now {
        *snapshot = now;
    }
}

fn save_settings(
    folders: Res<StorageFolders>,
    now: Res<Snapshot>,
    mut saved: ResMut<Saved>,
    mut writer: FileWriter,
) {
    let Some(folders) = &folders.0 else {
        return;
    };
    if now.is_changed() && *now != saved.0 {
        saved.0 = now.clone();
        let (path, settings) = (path(folders), now.clone());
        writer.write(move || storage::save(&path, SETTINGS_VERSION, &settings));
    }
    writer.step("settings", "notice-settings-not-saved");
}

/// Reads a settings file's bytes (as a loader would) into the defaults: for tests of
/// damaged files. `Err` gives the reason the file would be set aside.
pub fn read_into_defaults(bytes: &[u8]) -> Result<World, String> {
    let file = storage::parse::<FileFields>(bytes, SETTINGS_VERSION)?;
    let registry = registry();
    let mut world = World::new();
    for entry in &registry.0 {
        (entry.init)(&mut world);
    }
    registry.apply(&mut world, &file);
    Ok(world)
}

/// The default settings as a file holds them.
pub fn default_file() -> String {
    let registry = registry();
    let mut world = World::new();
    for entry in &registry.0 {
        (entry.init)(&mut world);
    }
    storage::to_text(SETTINGS_VERSION, &registry.snapshot(&world)).unwrap_or_default()
}

#[cfg(test)]
mod tests;
