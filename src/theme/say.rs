//! The words of the screens in the player's language ([`crate::i18n`]): an entity with
//! [`Say`] shows the message it names (on itself, or on its label: a button's, an option
//! row's), and shows it anew when the language changes.

use bevy::prelude::*;

use crate::i18n::{self, Catalog};

/// The game's words in the player's language.
#[derive(Resource, Deref)]
pub struct Words(pub Catalog);

impl Default for Words {
    /// The system's language, or English.
    fn default() -> Words {
        Words(Catalog::new(i18n::detect()))
    }
}

/// This entity's text (or its label's) is the message of this key.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Say(pub &'static str);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Words>()
        .add_systems(PostUpdate, say.before(bevy::ui::UiSystems::Prepare));
}

/// Puts the words on what was spawned, and on everything when the language changes. A
/// widget made without its words (named "Button " and the like) is named by its key, in
/// every language the same.
fn say(
    words: Res<Words>,
    sayers: Query<(Entity, &Say)>,
    added: Query<Entity, Added<Say>>,
    children: Query<&Children>,
    mut texts: Query<&mut Text>,
    mut names: Query<&mut Name>,
) {
    let all = words.is_changed();
    for (entity, Say(key)) in &sayers {
        if !all && !added.contains(entity) {
            continue;
        }
        if let Ok(mut name) = names.get_mut(entity)
            && name.ends_with(' ')
        {
            *name = Name::new(format!("{}{key}", name.as_str()));
        }
        let line = words.text(key);
        // Itself, or the first text below it (a button's label, an option row's).
        let target = std::iter::once(entity)
            .chain(children.iter_descendants_depth_first(entity))
            .find(|e| texts.contains(*e));
        if let Some(mut text) = target.and_then(|e| texts.get_mut(e).ok())
            && text.0 != line
        {
            text.0 = line;
        }
    }
}
