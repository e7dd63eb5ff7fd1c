//! The settings a terminal game has, those of the core's list it shows (the game's clock,
//! how long a computer thinks at least, Hard's budget, alternating starts, the language, renju's
//! forbidden points, move numbers, the Gomocup brain and its time a move), in its order. The brain's
//! program is typed: Enter on its row, the path, Enter (Esc leaves it as it was).
//! Each change is saved at once, into the file the window reads too.

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::Go;
use super::look::{self, Look, centred};
use super::menu::{Nav, nav, step_focus};
use super::told::{Part, Slot, labelled};
use crate::terminal::catalog;
use tictactoe_core::clock::TimeControl;
use tictactoe_core::i18n;
use tictactoe_core::kept::KeptSession;
use tictactoe_core::settings::{list, play};
use tictactoe_core::words;

/// A line of the settings screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SettingRow {
    Clock,
    ThinkDelay,
    HardBudget,
    Alternate,
    Language,
    Forbidden,
    MoveNumbers,
    Brain,
    BrainTime,
    Back,
}

impl SettingRow {
    /// The row of the setting kept under `key`, if this screen has one.
    fn of(key: &str) -> Option<SettingRow> {
        Some(match key {
            k if k == list::CLOCK.key => SettingRow::Clock,
            k if k == list::THINK_DELAY.key => SettingRow::ThinkDelay,
            k if k == list::HARD_BUDGET.key => SettingRow::HardBudget,
            k if k == list::ALTERNATE_STARTS.key => SettingRow::Alternate,
            k if k == list::LANGUAGE.key => SettingRow::Language,
            k if k == list::FORBIDDEN_POINTS.key => SettingRow::Forbidden,
            k if k == list::MOVE_NUMBERS.key => SettingRow::MoveNumbers,
            k if k == list::BRAIN.key => SettingRow::Brain,
            k if k == list::BRAIN_TIME.key => SettingRow::BrainTime,
            _ => return None,
        })
    }
}

/// The screen's lines: each setting of the core's list this screen has, in the file's
/// order, then Back.
fn setting_rows() -> Vec<SettingRow> {
    list::ALL
        .iter()
        .filter_map(|about| SettingRow::of(about.key))
        .chain([SettingRow::Back])
        .collect()
}

/// The settings a terminal game has (the sound, the theme and the window are the
/// window's): how long a computer thinks at least, Hard's budget, alternating starts, the
/// language.
#[derive(Default)]
pub struct SettingsScreen {
    focus: usize,
    /// The brain's program as typed so far, while it is typed.
    typing: Option<String>,
}

/// The most characters of a brain's path typed.
const PATH_MAX_CHARS: usize = 1024;

impl SettingsScreen {
    /// Handles a key; where it sends the player, if anywhere.
    pub fn key(&mut self, key: KeyEvent, kept: &mut KeptSession) -> Option<Go> {
        if let Some(typed) = &mut self.typing {
            match key.code {
                KeyCode::Enter => {
                    kept.settings.brain = (list::BRAIN.tidy)(std::mem::take(typed));
                    self.typing = None;
                    kept.save_settings();
                }
                KeyCode::Esc => self.typing = None,
                KeyCode::Backspace => {
                    typed.pop();
                }
                KeyCode::Char(c) if !c.is_control() && typed.chars().count() < PATH_MAX_CHARS => {
                    typed.push(c)
                }
                _ => {}
            }
            return None;
        }
        let nav = match key.code {
            KeyCode::Char('q') => return Some(Go::Quit),
            _ => nav(key)?,
        };
        let rows = setting_rows();
        let row = rows[self.focus.min(rows.len() - 1)];
        let by = match nav {
            Nav::Up | Nav::Down => {
                self.focus = step_focus(self.focus, rows.len(), nav);
                return None;
            }
            Nav::Back => return Some(Go::Menu),
            Nav::Act if row == SettingRow::Back => return Some(Go::Menu),
            Nav::Act if row == SettingRow::Brain => {
                self.typing = Some(kept.settings.brain.clone());
                return None;
            }
            Nav::Less => -1,
            Nav::More | Nav::Act => 1,
        };
        if row == SettingRow::Clock {
            // A rule of the next game, kept with the menu's.
            let rules = kept.session.rules;
            let clock = TimeControl::stepped(rules.clock, by);
            kept.session.rules = rules.with_clock(clock);
            kept.save_menu();
            return None;
        }
        let settings = &mut kept.settings;
        match row {
            SettingRow::Language => {
                // Spoken from the next screen drawn on, and kept in the settings.
                let now = settings
                    .language
                    .as_deref()
                    .and_then(i18n::negotiate)
                    .unwrap_or_else(|| catalog().tag());
                settings.language = Some(i18n::language_after(now, by).to_string());
                super::speak(settings.language.as_deref());
            }
            SettingRow::ThinkDelay => {
                let seconds =
                    list::THINK_DELAY_STEPS.stepped(settings.think_delay.as_secs_f32(), by);
                settings.think_delay = play::think_delay(seconds);
            }
            SettingRow::HardBudget => {
                let seconds =
                    list::HARD_BUDGET_STEPS.stepped(settings.hard_budget.as_secs_f32(), by);
                settings.hard_budget = play::hard_budget(seconds);
            }
            SettingRow::Alternate => settings.alternate_starts = !settings.alternate_starts,
            SettingRow::Forbidden => settings.forbidden_points = !settings.forbidden_points,
            SettingRow::MoveNumbers => settings.move_numbers = !settings.move_numbers,
            SettingRow::BrainTime => {
                let seconds = list::BRAIN_TIME_STEPS.stepped(settings.brain_time.as_secs_f32(), by);
                settings.brain_time = play::brain_time(seconds);
            }
            SettingRow::Brain | SettingRow::Clock | SettingRow::Back => return None,
        }
        kept.save_settings();
        None
    }

    /// Draws the settings.
    pub fn draw(&self, frame: &mut Frame, kept: &KeptSession, look: &Look, notice: Option<&str>) {
        let rows = setting_rows();
        let status = Line::raw(format!(" {}", self.status()));
        let keys = catalog().text(self.keys());
        let title = catalog().text("settings-title");
        let Some(body) = look::frame(frame, look, &title, status, &keys, notice, (56, 12)) else {
            return;
        };
        let lines: Vec<Line> = rows
            .iter()
            .enumerate()
            .map(|(i, &row)| {
                let style = if i == self.focus {
                    look.focus()
                } else {
                    Style::new()
                };
                let (label, value) = self.describe(row, kept);
                let value = match value {
                    Value::Choice(text) => format!("‹ {text} ›"),
                    // The end of a long path, which names the program.
                    Value::Path(path) if self.typing.is_some() => tail(&format!("{path}▏"), 30),
                    Value::Path(path) => tail(&path, 30),
                    Value::None => String::new(),
                };
                Line::from(vec![
                    Span::styled(format!("  {}", look::pad(&label, 22)), style),
                    Span::raw(value),
                ])
            })
            .collect();
        frame.render_widget(Paragraph::new(lines), centred(body, 56, rows.len() as u16));
    }

    /// The settings in words, for a screen reader: the title, the keys, the focused line
    /// ("Language, Deutsch") and what it is about.
    pub fn told(&self, kept: &KeptSession) -> Vec<Part> {
        let rows = setting_rows();
        let (label, value) = self.describe(rows[self.focus.min(rows.len() - 1)], kept);
        let focused = match value {
            Value::Choice(value) | Value::Path(value) => labelled(label, Some(value)),
            Value::None => label,
        };
        vec![
            Part::new(Slot::Screen, catalog().text("settings-title")),
            Part::new(Slot::Keys, catalog().text(self.keys())),
            Part::new(Slot::Focus, focused),
            Part::new(Slot::Status, self.status()),
        ]
    }

    /// The keys line's message.
    fn keys(&self) -> &'static str {
        match self.typing {
            Some(_) => "keys-line-settings-typing",
            None => "keys-line-settings",
        }
    }

    /// What the focused line is about.
    fn status(&self) -> String {
        let rows = setting_rows();
        catalog().text(match rows[self.focus.min(rows.len() - 1)] {
            SettingRow::Clock => "settings-clock-about",
            SettingRow::Language => "settings-language-about",
            SettingRow::ThinkDelay => "settings-think-delay-about",
            SettingRow::HardBudget => "settings-hard-budget-about",
            SettingRow::Alternate => "settings-alternate-about",
            SettingRow::Forbidden => "settings-forbidden-about",
            SettingRow::MoveNumbers => "settings-move-numbers-about",
            SettingRow::Brain => "settings-brain-about",
            SettingRow::BrainTime => "settings-brain-time-about",
            SettingRow::Back => "settings-back-about",
        })
    }

    /// A line's label and its value.
    fn describe(&self, row: SettingRow, kept: &KeptSession) -> (String, Value) {
        let settings = &kept.settings;
        let seconds = |value: f32, decimals| words::seconds(&catalog(), value, decimals);
        let on_off = |on: bool| {
            let key = if on { "settings-on" } else { "settings-off" };
            Value::Choice(catalog().text(key))
        };
        let (label, value) = match row {
            SettingRow::Clock => {
                let clock = kept.session.menu_choices().rules.clock;
                let shown = words::time_control(&catalog(), clock);
                ("settings-clock", Value::Choice(shown))
            }
            SettingRow::Language => {
                let chosen = settings.language.as_deref().and_then(i18n::negotiate);
                let name = chosen.map_or_else(
                    || catalog().text("settings-system"),
                    |tag| i18n::name_of(tag).to_string(),
                );
                ("settings-language", Value::Choice(name))
            }
            SettingRow::ThinkDelay => (
                "settings-think-delay",
                Value::Choice(seconds(settings.think_delay.as_secs_f32(), 1)),
            ),
            SettingRow::HardBudget => (
                "settings-hard-budget",
                Value::Choice(seconds(settings.hard_budget.as_secs_f32(), 2)),
            ),
            SettingRow::Alternate => ("settings-alternate", on_off(settings.alternate_starts)),
            SettingRow::Forbidden => ("settings-forbidden", on_off(settings.forbidden_points)),
            SettingRow::MoveNumbers => ("settings-move-numbers", on_off(settings.move_numbers)),
            SettingRow::Brain => {
                let path = match &self.typing {
                    Some(typed) => typed.clone(),
                    None if settings.brain.is_empty() => catalog().text("settings-brain-none"),
                    None => settings.brain.clone(),
                };
                ("settings-brain", Value::Path(words::printable(&path)))
            }
            SettingRow::BrainTime => (
                "settings-brain-time",
                Value::Choice(seconds(settings.brain_time.as_secs_f32(), 0)),
            ),
            SettingRow::Back => ("settings-back", Value::None),
        };
        (catalog().text(label), value)
    }
}

/// A line's value: a choice that left and right change, a program's path, or none (Back).
enum Value {
    None,
    Choice(String),
    Path(String),
}

/// The last `chars` characters of `text`, after an ellipsis when it is longer.
fn tail(text: &str, chars: usize) -> String {
    let count = text.chars().count();
    if count <= chars {
        return text.to_string();
    }
    let kept: String = text.chars().skip(count - (chars - 1)).collect();
    format!("…{kept}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_screen_has_the_play_settings_of_the_list_in_its_order_then_back() {
        assert_eq!(
            setting_rows(),
            [
                SettingRow::Clock,
                SettingRow::ThinkDelay,
                SettingRow::HardBudget,
                SettingRow::Alternate,
                SettingRow::Language,
                SettingRow::Forbidden,
                SettingRow::MoveNumbers,
                SettingRow::Brain,
                SettingRow::BrainTime,
                SettingRow::Back
            ]
        );
    }

    #[test]
    fn a_long_path_shows_its_end() {
        assert_eq!(tail("/usr/games/pbrain-x", 30), "/usr/games/pbrain-x");
        assert_eq!(tail("abcdef", 4), "…def");
    }
}
