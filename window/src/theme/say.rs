//! The words of the screens in the player's language ([`tictactoe_core::i18n`]): an entity with
//! [`Say`] shows the message it names (on itself, or on its label: a button's, an option
//! row's), and shows it anew when the language changes.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::ui_widgets::RadioGroup;

use crate::awake::{AwakeApp, AwakeSystems};
use tictactoe_core::i18n::{self, Arg, Catalog};

/// The catalogue of the player's language: every word the window shows comes from it.
#[derive(Resource, Deref)]
pub struct CurrentCatalog(pub Catalog);

impl Default for CurrentCatalog {
    /// The system's language, or English.
    fn default() -> CurrentCatalog {
        CurrentCatalog(Catalog::new(i18n::detect()))
    }
}

/// This entity's text (or its label's) is the message `key`, with its variables.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct Say {
    /// The message's key in the catalogues.
    pub key: &'static str,
    /// Its variables, by name.
    pub args: Vec<(&'static str, Arg)>,
}

impl Say {
    /// The message `key`, which has no variables.
    pub fn new(key: &'static str) -> Say {
        Say {
            key,
            args: Vec::new(),
        }
    }

    /// The message `key` with its variables (`[("friend", name.into())]`).
    pub fn with<const N: usize>(key: &'static str, args: [(&'static str, Arg); N]) -> Say {
        Say {
            key,
            args: args.into(),
        }
    }

    /// Its words in the language of `catalog`.
    pub fn text(&self, catalog: &Catalog) -> String {
        catalog.text_with(self.key, &self.args)
    }
}

/// The language the player chose in Settings; `None` follows the system's. Kept in the
/// settings by its tag ("de", "pt-BR").
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct LanguageChoice(pub Option<String>);

impl LanguageChoice {
    /// The tag of the language this choice speaks.
    pub fn tag(&self) -> &'static str {
        i18n::spoken(self.0.as_deref())
    }
}

/// A change of language under way, timed for the log (BENCHMARKS.md, "Languages"): when
/// its frame began, and the frames since.
#[derive(Resource, Debug)]
struct Switching {
    began: std::time::Instant,
    frames: u32,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CurrentCatalog>()
        .init_resource::<LanguageChoice>()
        .add_systems(PreUpdate, (follow_choice, title_window).chain())
        .add_systems(PostUpdate, say.before(bevy::ui::UiSystems::Prepare))
        .add_systems(Last, time_switch.in_set(AwakeSystems::Claim))
        .awake_while_resource::<Switching>("a change of language, timed");
}

/// The words follow the language chosen; every screen shows them in the same frame.
fn follow_choice(
    choice: Res<LanguageChoice>,
    mut catalog: ResMut<CurrentCatalog>,
    mut commands: Commands,
) {
    if !choice.is_changed() {
        return;
    }
    let tag = choice.tag();
    if catalog.tag() != tag {
        let began = std::time::Instant::now();
        *catalog = CurrentCatalog(Catalog::new(tag));
        commands.insert_resource(Switching { began, frames: 0 });
    }
}

/// Logs when the frames of a change of language end, from the start of its own: the first
/// lays every text out anew, the second draws it.
fn time_switch(
    switching: Option<ResMut<Switching>>,
    catalog: Res<CurrentCatalog>,
    mut commands: Commands,
) {
    let Some(mut switching) = switching else {
        return;
    };
    switching.frames += 1;
    let ms = switching.began.elapsed().as_secs_f64() * 1000.0;
    info!(
        "language {}: frame {} of the change ends at {ms:.1} ms",
        catalog.tag(),
        switching.frames
    );
    if switching.frames >= 2 {
        commands.remove_resource::<Switching>();
    }
}

/// The window's title is the game's name in the player's language.
fn title_window(
    catalog: Res<CurrentCatalog>,
    mut windows: Query<&mut Window, With<bevy::window::PrimaryWindow>>,
) {
    if !catalog.is_changed() {
        return;
    }
    let title = catalog.text("menu-title");
    for mut window in &mut windows {
        if window.title != title {
            window.title = title.clone();
        }
    }
}

/// Puts the words on what was spawned or changed, and on everything when the language
/// changes. A
/// widget made without its words (named "Button " and the like) is named by its key, in
/// every language the same.
pub(crate) fn say(
    catalog: Res<CurrentCatalog>,
    sayers: Query<(Entity, Ref<Say>)>,
    children: Query<&Children>,
    mut texts: Query<&mut Text>,
    mut names: Query<&mut Name>,
) {
    let all = catalog.is_changed();
    for (entity, say) in &sayers {
        if !all && !say.is_changed() {
            continue;
        }
        let key = say.key;
        if let Ok(mut name) = names.get_mut(entity)
            && name.ends_with(' ')
        {
            *name = Name::new(format!("{}{key}", name.as_str()));
        }
        let line = say.text(&catalog);
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

/// What a row of options is called when it shows no words of its own to say it (the menu's
/// seat rows begin with a drawn mark): the speech and screen readers say it with the row's
/// options.
#[derive(Component, Clone, Debug)]
pub struct RowLabel(pub Say);

/// The words a widget shows, as a voice or a screen reader says them: its texts in order,
/// and for an option, the name of its row.
#[derive(SystemParam)]
pub struct WidgetWords<'w, 's> {
    children: Query<'w, 's, &'static Children>,
    parents: Query<'w, 's, &'static ChildOf>,
    shown: Query<
        'w,
        's,
        (
            Option<&'static Text>,
            Option<&'static Visibility>,
            Option<&'static Node>,
        ),
    >,
    labels: Query<'w, 's, &'static RowLabel>,
    groups: Query<'w, 's, (), With<RadioGroup>>,
}

impl WidgetWords<'_, '_> {
    /// The texts of `entity` and everything under it, in order; a hidden part (not shown,
    /// or laid out as nothing) left out with all it holds.
    pub fn of(&self, entity: Entity) -> Vec<String> {
        let mut words = Vec::new();
        let mut stack = vec![entity];
        while let Some(at) = stack.pop() {
            let Ok((text, visibility, node)) = self.shown.get(at) else {
                continue;
            };
            if visibility == Some(&Visibility::Hidden)
                || node.is_some_and(|n| n.display == Display::None)
            {
                continue;
            }
            if let Some(text) = text
                && !text.0.trim().is_empty()
            {
                words.push(text.0.trim().to_string());
            }
            if let Ok(below) = self.children.get(at) {
                stack.extend(below.iter().rev());
            }
        }
        words
    }

    /// The [`RowLabel`] of the nearest row holding `entity` (a field's: "X player").
    pub fn row_label(&self, entity: Entity, catalog: &Catalog) -> Option<String> {
        self.parents
            .iter_ancestors(entity)
            .find_map(|row| self.labels.get(row).ok())
            .map(|label| label.0.text(catalog))
    }

    /// Whether `entity` is on screen: neither it nor what holds it is hidden or laid out
    /// as nothing.
    pub fn is_shown(&self, entity: Entity) -> bool {
        std::iter::once(entity)
            .chain(self.parents.iter_ancestors(entity))
            .all(|at| match self.shown.get(at) {
                Ok((_, visibility, node)) => {
                    visibility != Some(&Visibility::Hidden)
                        && node.is_none_or(|n| n.display != Display::None)
                }
                Err(_) => true,
            })
    }

    /// The name of the row of options that `entity` (an option, or their group) is in: its
    /// [`RowLabel`], then the words beside the group (its label, a current value). Empty
    /// for what is in no group.
    pub fn of_row(&self, entity: Entity, catalog: &Catalog) -> Vec<String> {
        let mut words = Vec::new();
        let group = std::iter::once(entity)
            .chain(self.parents.iter_ancestors(entity))
            .find(|&e| self.groups.contains(e));
        let Some(row) = group.and_then(|group| Some((group, self.parents.get(group).ok()?))) else {
            return words;
        };
        let (group, row) = (row.0, row.1.parent());
        if let Ok(label) = self.labels.get(row) {
            words.push(label.0.text(catalog));
        }
        if let Ok(beside) = self.children.get(row) {
            for sibling in beside.iter().filter(|&s| s != group) {
                words.extend(self.of(sibling));
            }
        }
        words
    }
}
