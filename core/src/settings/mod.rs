//! The settings file, `settings.ron` in the config folder: its fields as RON ([`file`]),
//! every setting but the window's own declared once ([`list`]), the settings every front
//! end plays by ([`play`]), and the command line's choices over them ([`Overrides`]).

pub mod file;
pub mod list;
pub mod play;

pub use file::{FileFields, seconds_in_range};
pub use play::PlaySettings;

use std::time::Duration;

/// Choices given on the command line (`--delay`, `--budget`, `--relay`, `--brain`,
/// `--brain-time`, `--speak`), for whichever
/// front end runs: they win over the settings file and are then saved like any change.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Overrides {
    /// How long a computer seat visibly thinks, at least (brought into range).
    pub think_delay: Option<Duration>,
    /// The most a Hard seat searches a move (brought into range).
    pub hard_budget: Option<Duration>,
    /// The relay's name: `public`, `off` or a URL ([`list::relay_name`]).
    pub relay: Option<String>,
    /// The Gomocup brain's executable (empty: none).
    pub brain: Option<String>,
    /// The brain's time a move (brought into range).
    pub brain_time: Option<Duration>,
    /// The game speaks (`--speak`): the window's speech setting turned on.
    pub speak: Option<bool>,
}

impl Overrides {
    /// These choices over `settings`, each brought into its range.
    pub fn apply(&self, settings: &mut PlaySettings) {
        if let Some(delay) = self.think_delay {
            settings.think_delay = play::think_delay(delay.as_secs_f32());
        }
        if let Some(budget) = self.hard_budget {
            settings.hard_budget = play::hard_budget(budget.as_secs_f32());
        }
        if let Some(path) = &self.brain {
            settings.brain = (list::BRAIN.tidy)(path.clone());
        }
        if let Some(time) = self.brain_time {
            settings.brain_time = play::brain_time(time.as_secs_f32());
        }
    }

    /// `other`'s choices where it has them, else these.
    pub fn or(&self, other: &Overrides) -> Overrides {
        Overrides {
            think_delay: other.think_delay.or(self.think_delay),
            hard_budget: other.hard_budget.or(self.hard_budget),
            relay: other.relay.clone().or_else(|| self.relay.clone()),
            brain: other.brain.clone().or_else(|| self.brain.clone()),
            brain_time: other.brain_time.or(self.brain_time),
            speak: other.speak.or(self.speak),
        }
    }
}

/// The format version of `settings.ron`.
pub const SETTINGS_VERSION: u32 = 1;

/// The settings file's name in the config folder.
pub const SETTINGS_FILE: &str = "settings.ron";
