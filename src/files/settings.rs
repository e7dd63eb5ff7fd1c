//! Settings that persist between runs: the seats and their names, the board, the think
//! delay, Hard's budget, the sound, how a match goes on (alternate who starts, auto-play),
//! the coach, the theme, whether things move, and the window's size and place, in
//! `settings.ron` in the config folder. Loaded at start (a bad file is kept aside and the
//! game starts from defaults, with a notice); saved off the main thread whenever one of
//! them changes.

use std::path::PathBuf;
use std::time::Duration;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use mnk::{MAX_SIDE, MIN_SIDE};
use serde::{Deserialize, Serialize};

use super::storage::{self, Folders, Loaded};
use super::{FileWriter, StorageFolders};
use crate::awake::AwakeSystems;
use crate::game::advice::CoachOn;
use crate::game::feedback::SoundLevel;
use crate::game::{AlternateStarts, AutoPlay, GameSession, SearchBudget, ThinkDelay};
use crate::notice::Notice;
use crate::session::{Names, Rules, Seat, Seats};
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

/// What `settings.ron` holds. Values out of range are brought into range on load.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(default)]
pub struct Settings {
    pub x: Seat,
    pub o: Seat,
    /// The names of the people at X's and O's seats.
    pub names: Names,
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
    /// The players swap marks after each game.
    pub alternate_starts: bool,
    /// With two computer seats, the next game starts on its own.
    pub auto_play: bool,
    /// The colours.
    pub theme: Theme,
    /// Marks grow in and a win is stroked through; off, all appears at once.
    pub animations: bool,
    /// The coach shows every empty cell's value.
    pub coach: bool,
    /// The window's size, place and full-screen state.
    pub window: WindowState,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            x: Seats::default().x,
            o: Seats::default().o,
            names: Names::default(),
            size: Rules::default().size,
            k: Rules::default().k,
            think_delay: ThinkDelay::default().0.as_secs_f32(),
            hard_budget: SearchBudget::default().0.as_secs_f32(),
            volume: SoundLevel::default().volume,
            mute: SoundLevel::default().mute,
            alternate_starts: AlternateStarts::default().0,
            auto_play: AutoPlay::default().0,
            theme: Theme::default(),
            animations: Animations::default().0,
            coach: CoachOn::default().0,
            window: WindowState::default(),
        }
    }
}

/// The resources the settings come from and go to.
#[derive(SystemParam)]
struct Current<'w> {
    session: Res<'w, GameSession>,
    delay: Res<'w, ThinkDelay>,
    budget: Res<'w, SearchBudget>,
    sound: Res<'w, SoundLevel>,
    alternate: Res<'w, AlternateStarts>,
    auto_play: Res<'w, AutoPlay>,
    theme: Res<'w, Theme>,
    animations: Res<'w, Animations>,
    coach: Res<'w, CoachOn>,
    window: Res<'w, WindowState>,
}

impl Current<'_> {
    fn settings(&self) -> Settings {
        Settings {
            x: self.session.seats.x,
            o: self.session.seats.o,
            names: self.session.names.clone(),
            size: self.session.rules.size,
            k: self.session.rules.k,
            think_delay: self.delay.0.as_secs_f32(),
            hard_budget: self.budget.0.as_secs_f32(),
            volume: self.sound.volume,
            mute: self.sound.mute,
            alternate_starts: self.alternate.0,
            auto_play: self.auto_play.0,
            theme: *self.theme,
            animations: self.animations.0,
            coach: self.coach.0,
            window: *self.window,
        }
    }
}

impl Settings {
    /// Makes these settings the game's.
    fn apply(self, commands: &mut Commands) {
        let (seats, rules) = (
            Seats {
                x: self.x,
                o: self.o,
            },
            Rules {
                size: self.size,
                k: self.k,
            },
        );
        commands.queue(move |world: &mut World| {
            let mut session = world.resource_mut::<GameSession>();
            session.seats = seats;
            session.names = self.names;
            session.rules = rules;
        });
        commands.insert_resource(ThinkDelay(Duration::from_secs_f32(self.think_delay)));
        commands.insert_resource(SearchBudget(Duration::from_secs_f32(self.hard_budget)));
        commands.insert_resource(SoundLevel {
            volume: self.volume,
            mute: self.mute,
        });
        commands.insert_resource(AlternateStarts(self.alternate_starts));
        commands.insert_resource(AutoPlay(self.auto_play));
        commands.insert_resource(self.theme);
        commands.insert_resource(Animations(self.animations));
        commands.insert_resource(CoachOn(self.coach));
        commands.insert_resource(self.window);
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
            names: self.names.tidied(),
            window: self.window.in_range(),
            ..self
        }
    }

    fn path(folders: &Folders) -> PathBuf {
        folders.config.join(SETTINGS_FILE)
    }
}

/// The settings last written (or read), so only a real change is saved.
#[derive(Resource, Clone, Debug, PartialEq)]
struct Saved(Settings);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Overrides>()
        .add_systems(PreStartup, load_settings)
        .add_systems(
            Last,
            save_settings
                .run_if(resource_exists::<Saved>)
                .in_set(AwakeSystems::Claim),
        );
}

fn load_settings(
    folders: Res<StorageFolders>,
    overrides: Res<Overrides>,
    current: Current,
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
    let base = loaded.clone().unwrap_or_else(|| current.settings());
    let seconds = |d: Duration| d.as_secs_f32();
    let settings = Settings {
        think_delay: overrides.think_delay.map_or(base.think_delay, seconds),
        hard_budget: overrides.hard_budget.map_or(base.hard_budget, seconds),
        ..base
    }
    .in_range();
    settings.apply(&mut commands);
    if let Some(on_disk) = loaded {
        // A command-line choice differs from what is on disk, and so gets saved.
        commands.insert_resource(Saved(on_disk));
    }
}

fn save_settings(
    folders: Res<StorageFolders>,
    current: Current,
    mut saved: ResMut<Saved>,
    mut writer: FileWriter,
) {
    let Some(folders) = &folders.0 else {
        return;
    };
    let settings = current.settings();
    if settings != saved.0 {
        saved.0 = settings.clone();
        let path = Settings::path(folders);
        writer.write(move || storage::save(&path, SETTINGS_VERSION, &settings));
    }
    writer.step("settings");
}

#[cfg(test)]
mod tests {
    use super::*;
    use mnk::Level;

    #[test]
    fn settings_out_of_range_are_brought_into_range() {
        let wild = Settings {
            x: Seat::Computer(Level::Hard),
            o: Seat::Human,
            names: Names {
                x: " Ana ".into(),
                o: "".into(),
            },
            size: 40,
            k: 2,
            think_delay: f32::NAN,
            hard_budget: 99.0,
            volume: -1.0,
            mute: true,
            alternate_starts: false,
            auto_play: true,
            theme: Theme::HighContrast,
            animations: false,
            coach: true,
            window: WindowState {
                width: 1.0,
                ..default()
            },
        };
        let tamed = wild.clone().in_range();
        assert_eq!((tamed.size, tamed.k), (MAX_SIDE, MIN_SIDE));
        assert_eq!((tamed.think_delay, tamed.hard_budget), (0.6, 5.0));
        assert_eq!((tamed.volume, tamed.mute), (0.0, true));
        assert_eq!((tamed.x, tamed.o), (wild.x, wild.o));
        assert_eq!((&*tamed.names.x, &*tamed.names.o), ("Ana", "Player 2"));
        assert_eq!((tamed.alternate_starts, tamed.auto_play), (false, true));
        assert_eq!(
            (tamed.theme, tamed.animations),
            (Theme::HighContrast, false)
        );
        assert!(tamed.coach);
        assert_eq!(tamed.window.width, crate::window::MIN_SIDE);
        assert_eq!(Settings::default().in_range(), Settings::default());
    }
}
