//! The settings set with − and + buttons: each one's steps (declared with the setting, its
//! range with them) and how its value reads.

use crate::files::settings::declared;
use tictactoe_core::clock::TimeControl;
use tictactoe_core::i18n::Catalog;
use tictactoe_core::settings::list::{self, Steps};
use tictactoe_core::words;

/// A value set with − and + buttons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stepper {
    /// The least time a computer takes per move, 0 to 2 s.
    ThinkDelay,
    /// The most time Hard thinks per move, 0.25 to 5 s.
    HardBudget,
    /// The sound's volume, 0 to 100 %.
    Volume,
    /// The Gomocup brain's time a move, 1 to 60 s (on the brain's row, not a row of its
    /// own).
    BrainTime,
    /// A new game's clock: its place among [`TimeControl::CHOICES`], from none.
    Clock,
}

/// The clock's steps: one choice a press, from none to the slowest.
const CLOCK_STEPS: Steps = Steps {
    per_unit: 1.0,
    range: (0.0, (TimeControl::CHOICES.len() - 1) as f32),
};

/// A clock's place among [`TimeControl::CHOICES`] (one of a hand-edited file: the nearest
/// longer choice's).
pub(super) fn clock_place(clock: Option<TimeControl>) -> f32 {
    let near = TimeControl::stepped(clock, 0);
    TimeControl::CHOICES
        .iter()
        .position(|&c| c == near)
        .unwrap_or_default() as f32
}

/// The clock at `place` among [`TimeControl::CHOICES`].
pub(super) fn clock_at(place: f32) -> Option<TimeControl> {
    let last = TimeControl::CHOICES.len() - 1;
    TimeControl::CHOICES[(place.max(0.0) as usize).min(last)]
}

impl Stepper {
    pub(super) const ALL: [Stepper; 4] = [
        Stepper::ThinkDelay,
        Stepper::HardBudget,
        Stepper::Clock,
        Stepper::Volume,
    ];

    /// The key of its label in the catalogues.
    pub(super) fn key(self) -> &'static str {
        match self {
            Stepper::ThinkDelay => "settings-think-delay",
            Stepper::HardBudget => "settings-hard-budget",
            Stepper::Volume => "settings-volume",
            Stepper::BrainTime => "settings-brain-time",
            Stepper::Clock => "settings-clock",
        }
    }

    /// How a press moves it: the settings' own steps, as every front end takes them.
    pub(super) fn steps(self) -> Steps {
        match self {
            Stepper::ThinkDelay => list::THINK_DELAY_STEPS,
            Stepper::HardBudget => list::HARD_BUDGET_STEPS,
            Stepper::Volume => declared::VOLUME_STEPS,
            Stepper::BrainTime => list::BRAIN_TIME_STEPS,
            Stepper::Clock => CLOCK_STEPS,
        }
    }

    /// The value as the language of `catalog` writes it: "0.5 s", "0,5 s", "80 %".
    pub(super) fn show(self, value: f32, catalog: &Catalog) -> String {
        match self {
            Stepper::ThinkDelay => words::seconds(catalog, value, 1),
            Stepper::HardBudget => words::seconds(catalog, value, 2),
            Stepper::Volume => words::percent(catalog, value),
            Stepper::BrainTime => words::seconds(catalog, value, 0),
            Stepper::Clock => words::time_control(catalog, clock_at(value)),
        }
    }

    /// `value` moved by `steps` presses, on the grid of steps and within range.
    pub(super) fn stepped(self, value: f32, steps: i32) -> f32 {
        self.steps().stepped(value, steps)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_stay_on_the_grid_and_in_range() {
        assert_eq!(Stepper::ThinkDelay.stepped(0.6, 1), 0.7);
        assert_eq!(Stepper::ThinkDelay.stepped(0.0, -1), 0.0);
        assert_eq!(Stepper::HardBudget.stepped(1.0, -3), 0.25);
        assert_eq!(Stepper::HardBudget.stepped(4.9, 1), 5.0);
        assert_eq!(Stepper::Volume.stepped(0.8, 1), 0.9);
        let english = Catalog::new(tictactoe_core::i18n::ENGLISH);
        assert_eq!(Stepper::Volume.show(0.8, &english), "80 %");
        assert_eq!(Stepper::HardBudget.show(1.0, &english), "1.00 s");
        assert_eq!(Stepper::BrainTime.stepped(5.0, 1), 6.0);
        assert_eq!(Stepper::BrainTime.stepped(1.0, -1), 1.0);
        assert_eq!(Stepper::BrainTime.show(5.0, &english), "5 s");
        assert_eq!(Stepper::Clock.show(0.0, &english), "Off");
        assert_eq!(Stepper::Clock.stepped(0.0, 3), 3.0);
        assert_eq!(Stepper::Clock.show(3.0, &english), "5+3");
        assert_eq!(Stepper::Clock.stepped(6.0, 1), 6.0);
        assert_eq!(
            clock_at(clock_place(TimeControl::CHOICES[4])),
            TimeControl::CHOICES[4]
        );
    }
}
