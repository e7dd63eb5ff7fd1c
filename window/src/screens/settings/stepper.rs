//! The settings set with − and + buttons: each one's range, its steps, and how it reads.

use crate::game::feedback::SoundLevel;
use crate::game::{SearchBudget, ThinkDelay};
use tictactoe_core::i18n::Catalog;
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
}

impl Stepper {
    pub(super) const ALL: [Stepper; 3] =
        [Stepper::ThinkDelay, Stepper::HardBudget, Stepper::Volume];

    /// The key of its label in the catalogues.
    pub(super) fn key(self) -> &'static str {
        match self {
            Stepper::ThinkDelay => "settings-think-delay",
            Stepper::HardBudget => "settings-hard-budget",
            Stepper::Volume => "settings-volume",
        }
    }

    /// Steps per unit (one press is 1/steps), and the range: seconds, or a share of full
    /// volume.
    pub(super) fn steps_and_range(self) -> (f32, f32, f32) {
        let (steps, (low, high)) = match self {
            Stepper::ThinkDelay => (10.0, ThinkDelay::RANGE),
            Stepper::HardBudget => (4.0, SearchBudget::RANGE),
            Stepper::Volume => (10.0, SoundLevel::VOLUME_RANGE),
        };
        (steps, low, high)
    }

    /// The value as the language of `catalog` writes it: "0.5 s", "0,5 s", "80 %".
    pub(super) fn show(self, value: f32, catalog: &Catalog) -> String {
        match self {
            Stepper::ThinkDelay => words::seconds(catalog, value, 1),
            Stepper::HardBudget => words::seconds(catalog, value, 2),
            Stepper::Volume => words::percent(catalog, value),
        }
    }

    /// `value` moved by `steps` steps, on the grid of steps and within range.
    pub(super) fn stepped(self, value: f32, steps: i32) -> f32 {
        let (per_unit, low, high) = self.steps_and_range();
        // Dividing a whole number keeps 0.7 as 0.7, where 7 * 0.1 would not.
        let on_grid = (value * per_unit).round() + steps as f32;
        (on_grid / per_unit).clamp(low, high)
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
    }
}
