//! The settings' machinery: a [`Setting`] type, and the [`Registry`] of every setting with
//! how to read and write each one as RON (the file's fields are [`FileFields`]).

use bevy::prelude::*;
use ron::value::RawValue;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde::ser::{SerializeStruct, Serializer};

use tictactoe_core::settings::file::{FileFields, ron_text};

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
    ($type:ident, $key:expr) => {
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
pub(super) struct Entry {
    pub(super) key: &'static str,
    pub(super) init: fn(&mut World),
    pub(super) read: Box<dyn Fn(&World) -> String + Send + Sync>,
    /// Sets it from the file's field: `None` when the file lacks it.
    pub(super) write:
        Box<dyn Fn(&mut World, &FileFields) -> Option<Result<(), String>> + Send + Sync>,
}

/// Every setting kept in `settings.ron`, in the file's order (a value is set in this order
/// too: the board's side before its win length).
#[derive(Resource, Default)]
pub struct Registry(pub(super) Vec<Entry>);

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
            write: Box::new(move |world, file| {
                Some(file.get::<S>(key)?.map(|value| write(world, value)))
            }),
        });
        self
    }

    /// Every setting as it is now in `world`, by key, as RON text.
    pub(super) fn snapshot(&self, world: &World) -> Snapshot {
        Snapshot(self.0.iter().map(|e| (e.key, (e.read)(world))).collect())
    }

    /// Sets every setting the file has, in order. A field that does not read keeps its
    /// value, with a warning; fields the game does not know are left out.
    pub(super) fn apply(&self, world: &mut World, file: &FileFields) {
        for entry in &self.0 {
            if let Some(Err(e)) = (entry.write)(world, file) {
                warn!(
                    "settings: {} is unusable ({e}); it keeps its value",
                    entry.key
                );
            }
        }
    }
}

/// Every setting by key, as RON text: what is written, and compared to tell a change.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub(super) struct Snapshot(pub(super) Vec<(&'static str, String)>);

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
