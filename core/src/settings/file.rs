//! The settings file's fields as RON, with no Bevy in it: read whatever keys a file has,
//! take one field as a value, put one back, and write them all in the form `settings.ron`
//! always had. The window's registry and the terminal game read and write through it.

use std::fmt;
use std::time::Duration;

use ron::value::RawValue;
use serde::de::{DeserializeOwned, Deserializer, MapAccess, Visitor};
use serde::{Deserialize, Serialize, Serializer};

/// The fields of a settings file, in the file's order, each as its RON text, whatever keys
/// it has (a key given twice keeps its last value, in its first place).
#[derive(Clone, Debug, Default)]
pub struct FileFields(Vec<(String, Box<RawValue>)>);

impl FileFields {
    /// The field `key` as a value: `None` when the file lacks it.
    ///
    /// # Errors
    /// The field holds something else than an `S` (the reason, for a warning).
    pub fn get<S: DeserializeOwned>(&self, key: &str) -> Option<Result<S, String>> {
        let (_, raw) = self.0.iter().find(|(k, _)| k == key)?;
        Some(raw.into_rust().map_err(|e| e.to_string()))
    }

    /// Sets the field `key` to `value`, in its place, or last when it is new. A value RON
    /// cannot write (none of the settings') leaves the field as it was.
    pub fn set<S: Serialize>(&mut self, key: &str, value: &S) {
        if let Ok(raw) = RawValue::from_boxed_ron(ron_text(value).into_boxed_str()) {
            self.insert(key.to_owned(), raw);
        }
    }

    /// The keys, in order.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.0.iter().map(|(k, _)| k.as_str())
    }

    fn insert(&mut self, key: String, raw: Box<RawValue>) {
        match self.0.iter_mut().find(|(k, _)| *k == key) {
            Some((_, old)) => *old = raw,
            None => self.0.push((key, raw)),
        }
    }

    /// The fields as one RON struct, `(x: Human, size: 3, ...)`; a field whose key RON
    /// cannot take as a name is left out.
    fn to_raw(&self) -> Box<RawValue> {
        let fields: Vec<String> = self
            .0
            .iter()
            .filter(|(key, _)| is_identifier(key))
            .map(|(key, raw)| format!("{key}: {}", raw.get_ron()))
            .collect();
        let text = format!("({})", fields.join(", "));
        RawValue::from_boxed_ron(text.into_boxed_str())
            .unwrap_or_else(|_| RawValue::from_boxed_ron("()".into()).expect("() is RON"))
    }
}

/// A plain name RON reads as a field's key: a letter or `_`, then letters, digits or `_`,
/// and not one of the words RON gives a meaning.
fn is_identifier(key: &str) -> bool {
    let mut chars = key.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !matches!(
            key,
            "true" | "false" | "Some" | "None" | "inf" | "NaN" | "_"
        )
}

impl Serialize for FileFields {
    /// As the fields of one struct, the form the window writes.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.to_raw().serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for FileFields {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<FileFields, D::Error> {
        struct Fields;
        impl<'de> Visitor<'de> for Fields {
            type Value = FileFields;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("the settings, as named fields")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<FileFields, A::Error> {
                let mut fields = FileFields::default();
                while let Some(key) = map.next_key::<String>()? {
                    fields.insert(key, map.next_value::<Box<RawValue>>()?);
                }
                Ok(fields)
            }
        }
        deserializer.deserialize_struct("Settings", &[], Fields)
    }
}

/// A value as the settings file writes it: on one line, as RON.
pub fn ron_text<S: Serialize>(value: &S) -> String {
    let config = ron::ser::PrettyConfig::new()
        .compact_structs(true)
        .compact_arrays(true)
        .compact_maps(true);
    ron::ser::to_string_pretty(value, config).unwrap_or_default()
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
