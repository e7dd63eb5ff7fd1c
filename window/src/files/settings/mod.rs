//! Settings that persist between runs: the seats and their names, the board, the think
//! delay, Hard's budget, the sound, how a match goes on (alternate who starts, auto-play),
//! the theme, the language, whether things move, the coach, the relay for play across the
//! internet, the Gomocup brain, and the window's size and place, in `settings.ron` in the config folder.
//! Read at start (by the files' plugin, through the core: a bad file is kept aside and the
//! game starts from defaults, with a notice; a field that does not read keeps its default,
//! with a notice); saved off the main thread whenever one of them changes.
//!
//! Each setting is declared once (its key, default and range): in the core's list
//! (`tictactoe_core::settings::list`), or, if only the window has it, in [`declared`]. Each
//! is bound here to the resource that holds it: a resource that is the setting with
//! [`Registry::resource`], a field of another with [`Registry::field`]. The resources'
//! modules know nothing of this file.

use std::path::PathBuf;

use bevy::prelude::*;
use mnk::{Opening, Rule};
use tictactoe_core::clock::TimeControl;

use super::{FileWriter, StorageFolders};
use crate::awake::AwakeSystems;
use crate::game::advice::CoachOn;
use crate::game::feedback::SoundLevel;
use crate::game::online::RelayChoice;
use crate::game::{
    AlternateStarts, AutoPlay, BrainChoice, ForbiddenPoints, GameSession, MoveNumbers,
    SearchBudget, ThinkDelay,
};
use crate::speech::SpeechOn;
use crate::theme::motion::Animations;
use crate::theme::palette::ChosenTheme;
use crate::theme::say::LanguageChoice;
use crate::window::WindowState;
use tictactoe_core::session::{Names, Seat};
use tictactoe_core::storage::{self, Folders};

mod registry;

pub use registry::Registry;
use registry::Snapshot;
use tictactoe_core::settings::list::{self, seconds};

pub mod declared;
use tictactoe_core::settings::{
    FileFields, Overrides, PlaySettings, SETTINGS_FILE, SETTINGS_VERSION, play,
};

/// Choices given on the command line (the core's [`Overrides`]): they win over the
/// settings file, and are then saved like any other change.
#[derive(Resource, Clone, Debug, Default)]
pub struct CommandLine(pub Overrides);

/// Every setting, the core's list's and the window's own ([`declared`]), bound to the
/// resource that holds it in the window, in the file's order. Seats, names and board are
/// the session's, as the menu has them (not a network game's).
pub fn registry() -> Registry {
    Registry::default()
        .field::<GameSession, Seat>(
            &list::X,
            |w| w.resource::<GameSession>().menu_choices().seats.x,
            |w, seat| w.resource_mut::<GameSession>().seats.x = seat,
        )
        .field::<GameSession, Seat>(
            &list::O,
            |w| w.resource::<GameSession>().menu_choices().seats.o,
            |w, seat| w.resource_mut::<GameSession>().seats.o = seat,
        )
        .field::<GameSession, Names>(
            &list::NAMES,
            |w| w.resource::<GameSession>().menu_choices().names,
            |w, names| w.resource_mut::<GameSession>().names = names,
        )
        .field::<GameSession, u8>(
            &list::SIZE,
            |w| w.resource::<GameSession>().menu_choices().rules.size,
            |w, size| {
                let mut session = w.resource_mut::<GameSession>();
                session.rules = play::with_size(session.rules, size);
            },
        )
        .field::<GameSession, Option<u8>>(
            &list::ROWS,
            |w| w.resource::<GameSession>().menu_choices().rules.rows,
            |w, rows| {
                let mut session = w.resource_mut::<GameSession>();
                let rules = session.rules;
                session.rules = rules.with_shape(rules.size, rows.unwrap_or(rules.size));
            },
        )
        .field::<GameSession, u8>(
            &list::K,
            |w| w.resource::<GameSession>().menu_choices().rules.k,
            |w, k| {
                let mut session = w.resource_mut::<GameSession>();
                session.rules = play::with_k(session.rules, k);
            },
        )
        .field::<GameSession, Rule>(
            &list::RULE,
            |w| w.resource::<GameSession>().menu_choices().rules.rule,
            |w, rule| {
                let mut session = w.resource_mut::<GameSession>();
                // One that does not fit is reported when the file is read, and not taken.
                if let Ok(rules) = play::fitting(session.rules, rule) {
                    session.rules = rules;
                }
            },
        )
        .field::<GameSession, Opening>(
            &list::OPENING,
            |w| w.resource::<GameSession>().menu_choices().rules.opening,
            |w, opening| {
                let mut session = w.resource_mut::<GameSession>();
                session.rules = session.rules.with_opening(opening);
            },
        )
        .field::<GameSession, Option<TimeControl>>(
            &list::CLOCK,
            |w| w.resource::<GameSession>().menu_choices().rules.clock,
            |w, clock| {
                let mut session = w.resource_mut::<GameSession>();
                session.rules = session.rules.with_clock(clock);
            },
        )
        .resource(
            &list::THINK_DELAY,
            |d: &ThinkDelay| d.0.as_secs_f32(),
            |s| ThinkDelay(seconds(s)),
        )
        .resource(
            &list::HARD_BUDGET,
            |b: &SearchBudget| b.0.as_secs_f32(),
            |s| SearchBudget(seconds(s)),
        )
        .field::<SoundLevel, f32>(
            &declared::VOLUME,
            |w| w.resource::<SoundLevel>().volume,
            |w, volume| w.resource_mut::<SoundLevel>().volume = volume,
        )
        .field::<SoundLevel, bool>(
            &declared::MUTE,
            |w| w.resource::<SoundLevel>().mute,
            |w, mute| w.resource_mut::<SoundLevel>().mute = mute,
        )
        .resource(&declared::SPEECH, |s: &SpeechOn| s.0, SpeechOn)
        .resource(
            &list::ALTERNATE_STARTS,
            |a: &AlternateStarts| a.0,
            AlternateStarts,
        )
        .resource(&declared::AUTO_PLAY, |a: &AutoPlay| a.0, AutoPlay)
        .resource(&declared::THEME, |t: &ChosenTheme| t.0, ChosenTheme)
        .resource(
            &list::LANGUAGE,
            |l: &LanguageChoice| l.0.clone(),
            LanguageChoice,
        )
        .resource(&declared::ANIMATIONS, |a: &Animations| a.0, Animations)
        .resource(&list::COACH, |c: &CoachOn| c.0, CoachOn)
        .resource(
            &list::FORBIDDEN_POINTS,
            |f: &ForbiddenPoints| f.0,
            ForbiddenPoints,
        )
        .resource(&list::MOVE_NUMBERS, |m: &MoveNumbers| m.0, MoveNumbers)
        .resource(&list::RELAY, |r: &RelayChoice| r.0.clone(), RelayChoice)
        .field::<BrainChoice, String>(
            &list::BRAIN,
            |w| w.resource::<BrainChoice>().path.clone(),
            |w, path| w.resource_mut::<BrainChoice>().path = path,
        )
        .field::<BrainChoice, f32>(
            &list::BRAIN_TIME,
            |w| w.resource::<BrainChoice>().move_time.as_secs_f32(),
            |w, time| w.resource_mut::<BrainChoice>().move_time = seconds(time),
        )
        .resource(&declared::WINDOW, |w: &WindowState| w.0, WindowState)
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
        .init_resource::<CommandLine>()
        .init_resource::<Snapshot>()
        .add_systems(
            Last,
            (take_snapshot, save_settings)
                .chain()
                .run_if(resource_exists::<Saved>)
                .in_set(AwakeSystems::Claim),
        );
}

/// Sets the registered settings from the file's fields (`None`: no file), then the command
/// line's choices over them; with `kept`, what is on disk is remembered so that only a change
/// is saved. Gives the fields that did not read (each keeps its default), with the reason.
pub(super) fn take(
    world: &mut World,
    kept: bool,
    file: Option<&FileFields>,
) -> Vec<(&'static str, String)> {
    let mut unusable = Vec::new();
    world.resource_scope(|world, registry: Mut<Registry>| {
        if let Some(file) = file {
            unusable = registry.apply(world, file);
        }
        if kept {
            // What is on disk (or would be): a command-line choice differs, and is saved.
            let on_disk = registry.snapshot(world);
            world.insert_resource(Saved(on_disk));
        }
    });
    let overrides = world.resource::<CommandLine>().0.clone();
    // In range as the core brings them, whichever front end runs.
    let mut chosen = PlaySettings::default();
    overrides.apply(&mut chosen);
    if overrides.think_delay.is_some() {
        world.insert_resource(ThinkDelay(chosen.think_delay));
    }
    if overrides.hard_budget.is_some() {
        world.insert_resource(SearchBudget(chosen.hard_budget));
    }
    if let Some(relay) = overrides.relay {
        world.insert_resource(RelayChoice(relay));
    }
    if overrides.brain.is_some() {
        world.resource_mut::<BrainChoice>().path = chosen.brain;
    }
    if overrides.brain_time.is_some() {
        world.resource_mut::<BrainChoice>().move_time = chosen.brain_time;
    }
    if let Some(speak) = overrides.speak {
        world.insert_resource(SpeechOn(speak));
    }
    unusable
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

/// The default settings as a file holds them (the declared defaults).
pub fn default_file() -> String {
    storage::to_text(SETTINGS_VERSION, &registry().defaults()).unwrap_or_default()
}

#[cfg(test)]
mod tests;
