//! The settings' machinery: the [`Registry`] of every setting, each a declaration (the
//! core's list's or the window's own) bound to the resource that holds it in the window,
//! with how to read and write it as RON (the file's fields are [`FileFields`]).

use bevy::prelude::*;
use ron::value::RawValue;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde::ser::{SerializeStruct, Serializer};

use tictactoe_core::settings::file::{FileFields, ron_text};
use tictactoe_core::settings::list::Declared;

/// One registered setting, its type erased: how to make its default, read it as RON text,
/// and set it from the file's RON.
pub(super) struct Entry {
    pub(super) key: &'static str,
    /// Its declared default, as RON text.
    pub(super) default: Box<dyn Fn() -> String + Send + Sync>,
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
    /// Binds the setting `declared` to the resource `R`: `read` takes the value out of
    /// it, `write` puts a value from the file (already in range) in.
    pub fn field<R: Resource + Default, S: Serialize + DeserializeOwned + 'static>(
        self,
        declared: &'static Declared<S>,
        read: fn(&World) -> S,
        write: fn(&mut World, S),
    ) -> Registry {
        self.bind::<R, S>(declared, Box::new(read), Box::new(write))
    }

    /// Binds the setting `declared` to the resource `R` that is the whole setting: `to`
    /// gives what the file keeps, `from` the resource again.
    pub fn resource<R: Resource + Default, S: Serialize + DeserializeOwned + 'static>(
        self,
        declared: &'static Declared<S>,
        to: fn(&R) -> S,
        from: fn(S) -> R,
    ) -> Registry {
        self.bind::<R, S>(
            declared,
            Box::new(move |world| to(world.resource::<R>())),
            Box::new(move |world, value| world.insert_resource(from(value))),
        )
    }

    fn bind<R: Resource + Default, S: Serialize + DeserializeOwned + 'static>(
        mut self,
        declared: &'static Declared<S>,
        read: Box<dyn Fn(&World) -> S + Send + Sync>,
        write: Box<dyn Fn(&mut World, S) + Send + Sync>,
    ) -> Registry {
        self.0.push(Entry {
            key: declared.key,
            default: Box::new(|| ron_text(&declared.default_value())),
            init: |world| {
                world.init_resource::<R>();
            },
            read: Box::new(move |world| ron_text(&read(world))),
            write: Box::new(move |world, file| {
                Some(declared.read(file)?.map(|value| write(world, value)))
            }),
        });
        self
    }

    /// The keys bound, in order.
    pub fn keys(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.0.iter().map(|e| e.key)
    }

    /// Every setting at its declared default, by key, as RON text.
    pub(super) fn defaults(&self) -> Snapshot {
        Snapshot(self.0.iter().map(|e| (e.key, (e.default)())).collect())
    }

    /// Every setting as it is now in `world`, by key, as RON text.
    pub(super) fn snapshot(&self, world: &World) -> Snapshot {
        Snapshot(self.0.iter().map(|e| (e.key, (e.read)(world))).collect())
    }

    /// Sets every setting the file has, in order. A field that does not read keeps its
    /// value and is given back, with the reason; fields the game does not know are left
    /// out.
    pub(super) fn apply(
        &self,
        world: &mut World,
        file: &FileFields,
    ) -> Vec<(&'static str, String)> {
        let mut unusable = Vec::new();
        for entry in &self.0 {
            if let Some(Err(e)) = (entry.write)(world, file) {
                unusable.push((entry.key, e));
            }
        }
        unusable
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
