//! The settings set with − and + buttons: each one's range, its steps, and how it reads.

/// A value set with − and + buttons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setting {
    /// The least time a computer takes per move, 0 to 2 s.
    ThinkDelay,
    /// The most time Hard thinks per move, 0.25 to 5 s.
    HardBudget,
    /// The sound's volume, 0 to 100 %.
    Volume,
}

impl Setting {
    pub(super) const ALL: [Setting; 3] =
        [Setting::ThinkDelay, Setting::HardBudget, Setting::Volume];

    pub(super) fn label(self) -> &'static str {
        match self {
            Setting::ThinkDelay => "Computer waits",
            Setting::HardBudget => "Hard thinks",
            Setting::Volume => "Volume",
        }
    }

    /// Steps per unit (one press is 1/steps), and the range: seconds, or a share of full
    /// volume.
    pub(super) fn steps_and_range(self) -> (f32, f32, f32) {
        match self {
            Setting::ThinkDelay => (10.0, 0.0, 2.0),
            Setting::HardBudget => (4.0, 0.25, 5.0),
            Setting::Volume => (10.0, 0.0, 1.0),
        }
    }

    pub(super) fn show(self, value: f32) -> String {
        match self {
            Setting::ThinkDelay => format!("{value:.1} s"),
            Setting::HardBudget => format!("{value:.2} s"),
            Setting::Volume => format!("{:.0} %", value * 100.0),
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
        assert_eq!(Setting::ThinkDelay.stepped(0.6, 1), 0.7);
        assert_eq!(Setting::ThinkDelay.stepped(0.0, -1), 0.0);
        assert_eq!(Setting::HardBudget.stepped(1.0, -3), 0.25);
        assert_eq!(Setting::HardBudget.stepped(4.9, 1), 5.0);
        assert_eq!(Setting::Volume.stepped(0.8, 1), 0.9);
        assert_eq!(Setting::Volume.show(0.8), "80 %");
        assert_eq!(Setting::HardBudget.show(1.0), "1.00 s");
    }
}
