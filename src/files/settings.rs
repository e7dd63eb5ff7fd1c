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

use std::collections::BTreeMap;
use std::fmt;
use std::path::PathBuf;
use std::time::Duration;

use bevy::prelude::*;
use mnk::{MAX_SIDE, MIN_SIDE};
use ron::value::RawValue;
use serde::de::{DeserializeOwned, Deserializer, MapAccess, Visitor};
use serde::ser::{SerializeStruct, Serializer};
use serde::{Deserialize, Serialize};

use super::storage::{self, Folders, Loaded};
use super::{FileWriter, StorageFolders};
use crate::awake::AwakeSystems;
use crate::game::advice::CoachOn;
use crate::game::feedback::SoundLevel;
use crate::game::{AlternateStarts, AutoPlay, GameSession, SearchBudget, ThinkDelay};
use crate::notice::Notice;
use crate::session::{Names, Seat};
use crate::theme::motion::Animations;
use crate::theme::palette::Theme;
use crate::window::WindowState;

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

/// A setting that is a resource of its own: its field in `settings.ron`, what the file
/// holds for it, and how a value from the file is brought into range. Its default is the
/// resource's.
pub trait Setting: Resource + Default {
    /// Its field in `settings.ron`.
    const KEY: &'static str;
    /// What the file holds.
    type Stored: Serialize + DeserializeOwned + 'static;
    /// The value to keep.
    fn store(&self) -> Self::Stored;
    /// The setting from what the file holds, brought into range: a hand-edited file
    /// cannot break the game.
    fn load(stored: Self::Stored) -> Self;
}

/// Makes an on/off resource, `struct $type(pub bool)`, a [`Setting`] kept under `$key`.
macro_rules! switch_setting {
    ($type:ident, $key:literal) => {
        impl $crate::files::settings::Setting for $type {
            const KEY: &'static str = $key;
            type Stored = bool;
            fn store(&self) -> bool {
                self.0
            }
            fn load(on: bool) -> $type {
                $type(on)
            }
        }
    };
}
pub(crate) use switch_setting;

/// One registered setting, its type erased: how to make its default, read it as RON text,
/// and set it from the file's RON.
struct Entry {
    key: &'static str,
    init: fn(&mut World),
    read: Box<dyn Fn(&World) -> String + Send + Sync>,
    write: Box<dyn Fn(&mut World, &RawValue) -> Result<(), String> + Send + Sync>,
}

/// Every setting kept in `settings.ron`, in the file's order (a value is set in this order
/// too: the board's side before its win length).
#[derive(Resource, Default)]
pub struct Registry(Vec<Entry>);

impl Registry {
    /// Registers the resource `T` as a setting.
    pub fn setting<T: Setting>(self) -> Registry {
        self.field::<T, T::Stored>(
            T::KEY,
            |world| world.resource::<T>().store(),
            |world, stored| {
                world.insert_resource(T::load(stored));
            },
        )
    }

    /// Registers a field of the resource `R` as a setting under `key`: `read` takes it
    /// out, `write` puts a value from the file in, in range.
    pub fn field<R: Resource + Default, S: Serialize + DeserializeOwned + 'static>(
        mut self,
        key: &'static str,
        read: fn(&World) -> S,
        write: fn(&mut World, S),
    ) -> Registry {
        self.0.push(Entry {
            key,
            init: |world| {
                world.init_resource::<R>();
            },
            read: Box::new(move |world| ron_text(&read(world))),
            write: Box::new(move |world, raw| {
                let value: S = raw.into_rust().map_err(|e| e.to_string())?;
                write(world, value);
                Ok(())
            }),
        });
        self
    }

    /// Every setting as it is now in `world`, by key, as RON text.
    fn snapshot(&self, world: &World) -> Snapshot {
        Snapshot(self.0.iter().map(|e| (e.key, (e.read)(world))).collect())
    }

    /// Sets every setting the file has, in order. A field that does not read keeps its
    /// value, with a warning; fields the game does not know are left out.
    fn apply(&self, world: &mut World, file: &FileFields) {
        for entry in &self.0 {
            if let Some(raw) = file.0.get(entry.key)
                && let Err(e) = (entry.write)(world, raw)
            {
                warn!(
                    "settings: {} is unusable ({e}); it keeps its value",
                    entry.key
                );
            }
        }
    }
}

/// The settings, each one line: seats, names and board (the session's), then the rest.
pub fn registry() -> Registry {
    Registry::default()
        .field::<GameSession, Seat>(
            "x",
            |w| w.resource::<GameSession>().seats.x,
            |w, seat| {
                w.resource_mut::<GameSession>().seats.x = seat;
            },
        )
        .field::<GameSession, Seat>(
            "o",
            |w| w.resource::<GameSession>().seats.o,
            |w, seat| {
                w.resource_mut::<GameSession>().seats.o = seat;
            },
        )
        .field::<GameSession, Names>(
            "names",
            |w| w.resource::<GameSession>().names.clone(),
            |w, names| w.resource_mut::<GameSession>().names = names.tidied(),
        )
        .field::<GameSession, u8>(
            "size",
            |w| w.resource::<GameSession>().rules.size,
            |w, size| {
                let mut session = w.resource_mut::<GameSession>();
                session.rules = session.rules.with_size(size.clamp(MIN_SIDE, MAX_SIDE));
            },
        )
        .field::<GameSession, u8>(
            "k",
            |w| w.resource::<GameSession>().rules.k,
            |w, k| {
                let mut session = w.resource_mut::<GameSession>();
                session.rules = session.rules.with_k(k.max(MIN_SIDE));
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
        .setting::<Animations>()
        .setting::<CoachOn>()
        .setting::<WindowState>()
}

/// A value as the settings file writes it: on one line, as RON.
fn ron_text<S: Serialize>(value: &S) -> String {
    let config = ron::ser::PrettyConfig::new()
        .compact_structs(true)
        .compact_arrays(true)
        .compact_maps(true);
    ron::ser::to_string_pretty(value, config).unwrap_or_default()
}

/// Every setting by key, as RON text: what is written, and compared to tell a change.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
struct Snapshot(Vec<(&'static str, String)>);

impl Serialize for Snapshot {
    /// As the fields of one struct, `(x: Human, o: Computer(Medium), ...)`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let fields: Vec<(&'static str, &RawValue)> = self
            .0
            .iter()
            .filter_map(|(key, text)| Some((*key, RawValue::from_ron(text).ok()?)))
            .collect();
        let mut data = serializer.serialize_struct("Settings", fields.len())?;
        for (key, raw) in fields {
            data.serialize_field(key, raw)?;
        }
        data.end()
    }
}

/// The fields of a settings file, each as its RON text, whatever keys it has.
pub struct FileFields(BTreeMap<String, Box<RawValue>>);

impl<'de> Deserialize<'de> for FileFields {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<FileFields, D::Error> {
        struct Fields;
        impl<'de> Visitor<'de> for Fields {
            type Value = FileFields;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("the settings, as named fields")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<FileFields, A::Error> {
                let mut fields = BTreeMap::new();
                while let Some(key) = map.next_key::<String>()? {
                    fields.insert(key, map.next_value::<Box<RawValue>>()?);
                }
                Ok(FileFields(fields))
            }
        }
        deserializer.deserialize_struct("Settings", &[], Fields)
    }
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
                world.write_message(Notice(format!("Settings reset to defaults. {notice}")));
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
    writer.step("settings");
}

/// Seconds from the file, in `low..=high`; `default` for a value that is not a number.
pub fn seconds_in_range(seconds: f32, (low, high): (f32, f32), default: f32) -> Duration {
    let seconds = if seconds.is_finite() {
        seconds
    } else {
        default
    };
    Duration::from_secs_f32(seconds.clamp(low, high))
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
mod tests {
    use super::*;
    use crate::session::Rules;
    use mnk::Level;

    #[test]
    fn settings_out_of_range_are_brought_into_range_and_bad_fields_keep_their_default() {
        let wild = r#"(version: 1, data: (
            x: Computer(Hard), o: Human, names: (x: " Ana ", o: ""),
            size: 40, k: 2, think_delay: 99.0, hard_budget: 0.0, volume: -1.0, mute: true,
            alternate_starts: false, auto_play: true, theme: HighContrast,
            animations: false, coach: true, window: (width: 1.0),
            auto_save: "a field this game does not know",
        ))"#;
        let world = read_into_defaults(wild.as_bytes()).unwrap();
        let session = world.resource::<GameSession>();
        assert_eq!(
            (session.seats.x, session.seats.o),
            (Seat::Computer(Level::Hard), Seat::Human)
        );
        assert_eq!((&*session.names.x, &*session.names.o), ("Ana", "Player 2"));
        assert_eq!(
            session.rules,
            Rules {
                size: MAX_SIDE,
                k: MIN_SIDE
            }
        );
        assert_eq!(world.resource::<ThinkDelay>().0, Duration::from_secs(2));
        assert_eq!(
            world.resource::<SearchBudget>().0,
            Duration::from_millis(250)
        );
        let sound = world.resource::<SoundLevel>();
        assert_eq!((sound.volume, sound.mute), (0.0, true));
        assert_eq!(
            (
                world.resource::<AlternateStarts>().0,
                world.resource::<AutoPlay>().0
            ),
            (false, true)
        );
        assert_eq!(*world.resource::<Theme>(), Theme::HighContrast);
        assert!(!world.resource::<Animations>().0 && world.resource::<CoachOn>().0);
        assert_eq!(
            world.resource::<WindowState>().width,
            crate::window::MIN_SIDE
        );

        let one_bad = "(version: 1, data: (x: Wizard, size: 5, think_delay: \"slow\"))";
        let world = read_into_defaults(one_bad.as_bytes()).unwrap();
        let session = world.resource::<GameSession>();
        assert_eq!(
            session.seats.x,
            Seat::Human,
            "a bad field keeps its default"
        );
        assert_eq!(session.rules.size, 5, "the others are read");
        assert_eq!(world.resource::<ThinkDelay>().0, ThinkDelay::default().0);
    }

    #[test]
    fn the_file_reads_back_as_written_in_the_form_it_always_had() {
        let text = default_file();
        assert!(text.contains("x: Human"), "{text}");
        assert!(
            text.contains("names: (x: \"Player 1\", o: \"Player 2\")"),
            "{text}"
        );
        assert!(text.contains("think_delay: 0.6"), "{text}");
        let world = read_into_defaults(text.as_bytes()).unwrap();
        assert_eq!(registry().snapshot(&world), {
            let mut defaults = World::new();
            for entry in &registry().0 {
                (entry.init)(&mut defaults);
            }
            registry().snapshot(&defaults)
        });
    }
}
