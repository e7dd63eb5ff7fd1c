//! The game clock: a time per game for each player and an increment after each of their
//! acts (Fischer's clock, as Gomocup's matches and online gomoku sites play), counted by
//! the wall clock while the player is to act. A player whose time runs out loses.

use std::time::{Duration, Instant};

use mnk::opening::Role;
use serde::{Deserialize, Serialize};

/// A time control: `main_s` seconds for each player's whole game, and `increment_s`
/// seconds added after each of their acts (a move, an opening's stone or choice).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TimeControl {
    pub main_s: u32,
    pub increment_s: u32,
}

/// The least and most of a game's time, in seconds (10 s to 3 h).
pub const MAIN_RANGE: (u32, u32) = (10, 3 * 3600);

/// The most of an increment, in seconds.
pub const INCREMENT_MOST: u32 = 120;

impl TimeControl {
    /// The controls the menus step through, minutes and seconds: no clock, then the
    /// blitz, rapid and slow games online sites offer.
    pub const CHOICES: [Option<TimeControl>; 7] = [
        None,
        Some(TimeControl::new(60, 1)),
        Some(TimeControl::new(3 * 60, 2)),
        Some(TimeControl::new(5 * 60, 3)),
        Some(TimeControl::new(10 * 60, 5)),
        Some(TimeControl::new(15 * 60, 10)),
        Some(TimeControl::new(30 * 60, 20)),
    ];

    /// `main_s` seconds a game and `increment_s` after each act.
    pub const fn new(main_s: u32, increment_s: u32) -> TimeControl {
        TimeControl {
            main_s,
            increment_s,
        }
    }

    /// This control in range: [`MAIN_RANGE`], at most [`INCREMENT_MOST`] (a hand-edited
    /// file or a peer's setup cannot give a clock of a year).
    pub fn tidied(self) -> TimeControl {
        TimeControl {
            main_s: self.main_s.clamp(MAIN_RANGE.0, MAIN_RANGE.1),
            increment_s: self.increment_s.min(INCREMENT_MOST),
        }
    }

    /// The time each player begins with.
    pub fn main(self) -> Duration {
        Duration::from_secs(self.main_s.into())
    }

    /// The time added after each act.
    pub fn increment(self) -> Duration {
        Duration::from_secs(self.increment_s.into())
    }

    /// As players write it: minutes, then the increment in seconds: "5+3"; a time that is
    /// not whole minutes in seconds: "90s+2".
    pub fn label(self) -> String {
        if self.main_s.is_multiple_of(60) {
            format!("{}+{}", self.main_s / 60, self.increment_s)
        } else {
            format!("{}s+{}", self.main_s, self.increment_s)
        }
    }

    /// Reads "5+3" (minutes and seconds), "5" (no increment), "90s+2" (seconds), or "off"
    /// (no clock), in range.
    ///
    /// # Errors
    /// What does not read, in English.
    pub fn parse(text: &str) -> Result<Option<TimeControl>, String> {
        let text = text.trim();
        if text.eq_ignore_ascii_case("off") || text.eq_ignore_ascii_case("none") {
            return Ok(None);
        }
        let bad = || format!("{text:?} is not a clock: write minutes+seconds (5+3) or off");
        let (main, increment) = text.split_once('+').unwrap_or((text, "0"));
        let main_s = match main.trim().strip_suffix('s') {
            Some(seconds) => seconds.trim().parse::<u32>().map_err(|_| bad())?,
            None => main
                .trim()
                .parse::<u32>()
                .map_err(|_| bad())?
                .saturating_mul(60),
        };
        let increment_s = increment.trim().parse::<u32>().map_err(|_| bad())?;
        Ok(Some(TimeControl::new(main_s, increment_s).tidied()))
    }

    /// The choice `steps` away from `now` in [`TimeControl::CHOICES`] (a control not among
    /// them steps from the nearest longer one), held at the ends.
    pub fn stepped(now: Option<TimeControl>, steps: i32) -> Option<TimeControl> {
        let choices = TimeControl::CHOICES;
        let at = choices
            .iter()
            .position(|c| *c == now)
            .or_else(|| {
                let main = now.map_or(0, |c| c.main_s);
                choices
                    .iter()
                    .position(|c| c.is_some_and(|c| c.main_s >= main))
            })
            .unwrap_or(choices.len() - 1);
        let to = (at as i64 + i64::from(steps)).clamp(0, choices.len() as i64 - 1);
        choices[to as usize]
    }
}

/// Both players' clocks through one game: the time each had left at every stage reached
/// (so undo and redo give back the times of the stage they go to), and when the turn on
/// the board began. The players are the opening's roles: in swap2 a player keeps their
/// clock when they take the other colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clock {
    pub control: TimeControl,
    /// At each stage (`ply + chosen`), the first and the second player's time left, in
    /// milliseconds.
    readings: Vec<[u64; 2]>,
    /// When the turn on the board began.
    turn_began: Instant,
}

fn index(role: Role) -> usize {
    match role {
        Role::First => 0,
        Role::Second => 1,
    }
}

fn millis(d: Duration) -> u64 {
    d.as_millis().min(u128::from(u64::MAX)) as u64
}

impl Clock {
    /// Both players with the control's whole time, the first player's turn begun `now`.
    pub fn new(control: TimeControl, now: Instant) -> Clock {
        let main = millis(control.main());
        Clock {
            control,
            readings: vec![[main, main]],
            turn_began: now,
        }
    }

    /// A clock resumed at `stage` with `left` (the first and second player's milliseconds),
    /// the turn begun `now`.
    pub fn resumed(control: TimeControl, stage: usize, left: [u64; 2], now: Instant) -> Clock {
        Clock {
            control,
            readings: vec![left; stage + 1],
            turn_began: now,
        }
    }

    /// The players' time left in milliseconds when stage `stage` began (the last kept,
    /// past the end).
    pub fn left_at(&self, stage: usize) -> [u64; 2] {
        let last = self.readings.len() - 1;
        self.readings[stage.min(last)]
    }

    /// The first and second player's time left at `now`, with `actor` to act at `stage`
    /// (their clock runs; `None`: the game is over and no clock runs).
    pub fn left(&self, stage: usize, actor: Option<Role>, now: Instant) -> [Duration; 2] {
        let mut left = self.left_at(stage);
        if let Some(role) = actor {
            let spent = millis(now.saturating_duration_since(self.turn_began));
            left[index(role)] = left[index(role)].saturating_sub(spent);
        }
        left.map(Duration::from_millis)
    }

    /// Whether `actor`, to act at `stage`, has no time left at `now`.
    pub fn out_of_time(&self, stage: usize, actor: Role, now: Instant) -> bool {
        self.past_zero(stage, actor, now).is_some()
    }

    /// How long past the end of their time `actor`, to act at `stage`, is at `now`; `None`
    /// while they have time left.
    pub fn past_zero(&self, stage: usize, actor: Role, now: Instant) -> Option<Duration> {
        let left = Duration::from_millis(self.left_at(stage)[index(actor)]);
        let spent = now.saturating_duration_since(self.turn_began);
        spent.checked_sub(left)
    }

    /// `actor` acted at `stage` at `now`: their time spent comes off, the increment goes
    /// on, and the next turn begins. The stages after it (undone) are forgotten.
    pub fn acted(&mut self, stage: usize, actor: Role, now: Instant) {
        let mut left = self.left(stage, Some(actor), now).map(millis);
        left[index(actor)] += millis(self.control.increment());
        self.readings.truncate(stage + 1);
        while self.readings.len() <= stage {
            let last = self.readings[self.readings.len() - 1];
            self.readings.push(last);
        }
        self.readings.push(left);
        self.turn_began = now;
    }

    /// A new turn begins at `now` (an undo, a redo, a game resumed).
    pub fn restart(&mut self, now: Instant) {
        self.turn_began = now;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MS: fn(u64) -> Duration = Duration::from_millis;

    #[test]
    fn a_control_reads_as_players_write_it_and_stays_in_range() {
        assert_eq!(
            TimeControl::parse("5+3"),
            Ok(Some(TimeControl::new(300, 3)))
        );
        assert_eq!(
            TimeControl::parse(" 10 "),
            Ok(Some(TimeControl::new(600, 0)))
        );
        assert_eq!(
            TimeControl::parse("90s+2"),
            Ok(Some(TimeControl::new(90, 2)))
        );
        assert_eq!(TimeControl::parse("OFF"), Ok(None));
        assert_eq!(
            TimeControl::parse("100000+999"),
            Ok(Some(TimeControl::new(MAIN_RANGE.1, INCREMENT_MOST)))
        );
        assert!(TimeControl::parse("five").unwrap_err().contains("five"));
        assert!(TimeControl::parse("5+-1").is_err());
        for choice in TimeControl::CHOICES.into_iter().flatten() {
            assert_eq!(TimeControl::parse(&choice.label()), Ok(Some(choice)));
        }
        assert_eq!(TimeControl::new(90, 2).label(), "90s+2");
    }

    #[test]
    fn the_choices_step_from_off_to_the_slowest_and_hold_at_the_ends() {
        assert_eq!(TimeControl::stepped(None, -1), None);
        assert_eq!(TimeControl::stepped(None, 1), TimeControl::CHOICES[1]);
        let last = TimeControl::CHOICES[TimeControl::CHOICES.len() - 1];
        assert_eq!(TimeControl::stepped(last, 1), last);
        // A control of a hand-edited file steps from the nearest longer choice.
        let odd = Some(TimeControl::new(4 * 60, 0));
        assert_eq!(TimeControl::stepped(odd, 0), TimeControl::CHOICES[3]);
    }

    #[test]
    fn the_actor_s_clock_runs_and_the_increment_comes_after_each_act() {
        let start = Instant::now();
        let mut clock = Clock::new(TimeControl::new(60, 2), start);
        let left = clock.left(0, Some(Role::First), start + MS(1500));
        assert_eq!(left, [MS(58_500), MS(60_000)]);
        clock.acted(0, Role::First, start + MS(1500));
        assert_eq!(clock.left_at(1), [60_500, 60_000]);
        let left = clock.left(1, Some(Role::Second), start + MS(61_500));
        assert_eq!(left, [MS(60_500), MS(0)]);
        assert!(clock.out_of_time(1, Role::Second, start + MS(61_500)));
        assert!(!clock.out_of_time(1, Role::Second, start + MS(61_499)));
        let past = clock.past_zero(1, Role::Second, start + MS(63_000));
        assert_eq!(past, Some(MS(1500)));
    }

    #[test]
    fn undo_gives_back_the_times_of_the_stage_it_goes_to() {
        let start = Instant::now();
        let mut clock = Clock::new(TimeControl::new(60, 0), start);
        clock.acted(0, Role::First, start + MS(10_000));
        clock.acted(1, Role::Second, start + MS(30_000));
        assert_eq!(clock.left_at(2), [50_000, 40_000]);
        // Back to stage 1, and played again otherwise: the old stage 2 is forgotten.
        clock.restart(start + MS(31_000));
        clock.acted(1, Role::Second, start + MS(32_000));
        assert_eq!(clock.left_at(2), [50_000, 59_000]);
        assert_eq!(clock.left_at(9), [50_000, 59_000]);
        let resumed = Clock::resumed(TimeControl::new(60, 0), 2, [1, 2], start);
        assert_eq!(resumed.left_at(2), [1, 2]);
    }
}
