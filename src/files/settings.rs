//! Settings that persist between runs: the seats, the board, the think delay, Hard's
//! budget and the sound, in `settings.ron` in the config folder. Loaded at start (a bad file is kept
//! aside and the game starts from defaults, with a notice); saved off the main thread
//! whenever one of them changes.

use std::path::PathBuf;
use std::time::Duration;

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use mnk::{MAX_SIDE, MIN_SIDE};
use serde::{Deserialize, Serialize};

use super::storage::{self, Folders, Loaded};
use super::{BackgroundWriter, StorageFolders};
use crate::game::feedback::SoundLevel;
use crate::game::{Rules, SearchBudget, Seat, Seats, ThinkDelay};
use crate::notice::Notice;

/// The format version of `settings.ron`.
pub const SETTINGS_VERSION: u32 = 1;

/// The settings file's name in the config folder.
pub const SETTINGS_FILE: &str = "settings.ron";

/// Choices given on the command line: they win over the settings file, and are then saved
/// like any other change.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct Overrides {
    pub think_delay: Option<Duration>,
    pub hard_budget: Option<Duration>,
}

/// What `settings.ron` holds. Values out of range are brought into range on load.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq)]
#[serde(default)]
pub struct Settings {
    pub x: Seat,
    pub o: Seat,
    /// Board side, in cells.
    pub size: u8,
    /// Marks in a row to win.
    pub k: u8,
    /// Least time a computer takes per move, in seconds (0 to 2).
    pub think_delay: f32,
    /// Most time Hard searches per move, in seconds (0.25 to 5).
    pub hard_budget: f32,
    /// Sound volume, 0 to 1.
    pub volume: f32,
    /// Sound off.
    pub mute: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings::from_resources(
            &Seats::default(),
            &Rules::default(),
            &ThinkDelay::default(),
            &SearchBudget::default(),
            &SoundLevel::default(),
        )
    }
}

impl Settings {
    fn from_resources(
        seats: &Seats,
        rules: &Rules,
        delay: &ThinkDelay,
        budget: &SearchBudget,
        sound: &SoundLevel,
    ) -> Settings {
        Settings {
            x: seats.x,
            o: seats.o,
            size: rules.size,
            k: rules.k,
            think_delay: delay.0.as_secs_f32(),
            hard_budget: budget.0.as_secs_f32(),
            volume: sound.volume,
            mute: sound.mute,
        }
    }

    /// The same settings with every value in range: a hand-edited file cannot break the game.
    pub fn in_range(self) -> Settings {
        let size = self.size.clamp(MIN_SIDE, MAX_SIDE);
        let finite = |v: f32, default: f32| if v.is_finite() { v } else { default };
        Settings {
            size,
            k: self.k.clamp(MIN_SIDE, size),
            think_delay: finite(self.think_delay, 0.6).clamp(0.0, 2.0),
            hard_budget: finite(self.hard_budget, 1.0).clamp(0.25, 5.0),
            volume: finite(self.volume, 0.8).clamp(0.0, 1.0),
            ..self
        }
    }

    fn path(folders: &Folders) -> PathBuf {
        folders.config.join(SETTINGS_FILE)
    }
}

/// The settings last written (or read), so only a real change is saved.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
struct Saved(Settings);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Overrides>()
        .add_systems(PreStartup, load_settings)
        .add_systems(Last, save_settings.run_if(resource_exists::<Saved>));
}

fn load_settings(
    folders: Res<StorageFolders>,
    overrides: Res<Overrides>,
    seats: Res<Seats>,
    rules: Res<Rules>,
    delay: Res<ThinkDelay>,
    budget: Res<SearchBudget>,
    sound: Res<SoundLevel>,
    mut notices: MessageWriter<Notice>,
    mut commands: Commands,
) {
    let loaded = folders.0.as_ref().map(|folders| {
        let path = Settings::path(folders);
        match storage::load::<Settings>(&path, SETTINGS_VERSION) {
            Loaded::Read(settings) => settings.in_range(),
            Loaded::Missing => Settings::default(),
            Loaded::Bad(notice) => {
                warn!("{notice}; starting with the default settings");
                notices.write(Notice(format!("Settings reset to defaults. {notice}")));
                Settings::default()
            }
        }
    });
    let base =
        loaded.unwrap_or_else(|| Settings::from_resources(&seats, &rules, &delay, &budget, &sound));
    let seconds = |d: Duration| d.as_secs_f32();
    let settings = Settings {
        think_delay: overrides.think_delay.map_or(base.think_delay, seconds),
        hard_budget: overrides.hard_budget.map_or(base.hard_budget, seconds),
        ..base
    }
    .in_range();
    commands.insert_resource(Seats {
        x: settings.x,
        o: settings.o,
    });
    commands.insert_resource(Rules {
        size: settings.size,
        k: settings.k,
    });
    commands.insert_resource(ThinkDelay(Duration::from_secs_f32(settings.think_delay)));
    commands.insert_resource(SearchBudget(Duration::from_secs_f32(settings.hard_budget)));
    commands.insert_resource(SoundLevel {
        volume: settings.volume,
        mute: settings.mute,
    });
    if let Some(on_disk) = loaded {
        // A command-line choice differs from what is on disk, and so gets saved.
        commands.insert_resource(Saved(on_disk));
    }
}

fn save_settings(
    folders: Res<StorageFolders>,
    seats: Res<Seats>,
    rules: Res<Rules>,
    delay: Res<ThinkDelay>,
    budget: Res<SearchBudget>,
    sound: Res<SoundLevel>,
    mut saved: ResMut<Saved>,
    mut writer: Local<BackgroundWriter>,
    mut notices: MessageWriter<Notice>,
    mut redraw: MessageWriter<RequestRedraw>,
    mut exit: MessageReader<AppExit>,
) {
    let Some(folders) = &folders.0 else {
        return;
    };
    let settings = Settings::from_resources(&seats, &rules, &delay, &budget, &sound);
    if settings != saved.0 {
        saved.0 = settings;
        let path = Settings::path(folders);
        writer.write(move || storage::save(&path, SETTINGS_VERSION, &settings));
    }
    if exit.read().count() > 0 {
        writer.finish("settings");
    } else {
        writer.poll("settings", &mut notices, &mut redraw);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mnk::Level;

    #[test]
    fn settings_out_of_range_are_brought_into_range() {
        let wild = Settings {
            x: Seat::Ai(Level::Hard),
            o: Seat::Human,
            size: 40,
            k: 2,
            think_delay: f32::NAN,
            hard_budget: 99.0,
            volume: -1.0,
            mute: true,
        };
        let tamed = wild.in_range();
        assert_eq!((tamed.size, tamed.k), (MAX_SIDE, MIN_SIDE));
        assert_eq!((tamed.think_delay, tamed.hard_budget), (0.6, 5.0));
        assert_eq!((tamed.volume, tamed.mute), (0.0, true));
        assert_eq!((tamed.x, tamed.o), (wild.x, wild.o));
        assert_eq!(Settings::default().in_range(), Settings::default());
    }
}
