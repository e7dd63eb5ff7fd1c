//! The settings a terminal game has (the sound, the theme and the window's place are the
//! window's): how long a computer thinks at least, Hard's budget, alternating starts. Each
//! change is saved at once, into the file the window reads too.

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::app::Go;
use super::kept::KeptSession;
use super::look::{self, Look, centred};
use super::menu::{Nav, nav, step_focus};
use crate::files::settings::play;

/// A line of the settings screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SettingRow {
    ThinkDelay,
    HardBudget,
    Alternate,
    Back,
}

const SETTING_ROWS: [SettingRow; 4] = [
    SettingRow::ThinkDelay,
    SettingRow::HardBudget,
    SettingRow::Alternate,
    SettingRow::Back,
];

/// The settings a terminal game has (the sound, the theme and the window are the
/// window's): how long a computer thinks at least, Hard's budget, alternating starts.
#[derive(Default)]
pub struct SettingsScreen {
    focus: usize,
}

impl SettingsScreen {
    /// Handles a key; where it sends the player, if anywhere.
    pub fn key(&mut self, key: KeyEvent, kept: &mut KeptSession) -> Option<Go> {
        let nav = match key.code {
            KeyCode::Char('q') => return Some(Go::Quit),
            _ => nav(key)?,
        };
        let row = SETTING_ROWS[self.focus];
        let by = match nav {
            Nav::Up | Nav::Down => {
                self.focus = step_focus(self.focus, SETTING_ROWS.len(), nav);
                return None;
            }
            Nav::Back => return Some(Go::Menu),
            Nav::Act if row == SettingRow::Back => return Some(Go::Menu),
            Nav::Less => -1.0,
            Nav::More | Nav::Act => 1.0,
        };
        let settings = &mut kept.settings;
        match row {
            SettingRow::ThinkDelay => {
                let seconds = settings.think_delay.as_secs_f32() + 0.1 * by;
                settings.think_delay = play::think_delay((seconds * 10.0).round() / 10.0);
            }
            SettingRow::HardBudget => {
                let seconds = settings.hard_budget.as_secs_f32() + 0.25 * by;
                settings.hard_budget = play::hard_budget((seconds * 4.0).round() / 4.0);
            }
            SettingRow::Alternate => settings.alternate_starts = !settings.alternate_starts,
            SettingRow::Back => return None,
        }
        kept.save_settings();
        None
    }

    /// Draws the settings.
    pub fn draw(&self, frame: &mut Frame, kept: &KeptSession, look: &Look, notice: Option<&str>) {
        let settings = &kept.settings;
        let status = Line::raw(match SETTING_ROWS[self.focus] {
            SettingRow::ThinkDelay => {
                " How long a computer seems to think before it moves, at least."
            }
            SettingRow::HardBudget => {
                " The most Hard searches a move: longer is stronger on big boards."
            }
            SettingRow::Alternate => {
                " After each game the players swap marks, so each starts in turn."
            }
            SettingRow::Back => " Back to the menu.",
        });
        let keys = "↑↓ choose · ←→ change · Esc back · q quit";
        let Some(body) = look::frame(frame, look, "Settings", status, keys, notice, (44, 12))
        else {
            return;
        };
        let lines: Vec<Line> = SETTING_ROWS
            .iter()
            .enumerate()
            .map(|(i, row)| {
                let style = if i == self.focus {
                    look.focus()
                } else {
                    Style::new()
                };
                let (label, value) = match row {
                    SettingRow::ThinkDelay => (
                        "Think delay",
                        format!("‹ {:.1} s ›", settings.think_delay.as_secs_f32()),
                    ),
                    SettingRow::HardBudget => (
                        "Hard's time",
                        format!("‹ {:.2} s ›", settings.hard_budget.as_secs_f32()),
                    ),
                    SettingRow::Alternate => (
                        "Alternate",
                        format!(
                            "‹ {} ›",
                            if settings.alternate_starts {
                                "on"
                            } else {
                                "off"
                            }
                        ),
                    ),
                    SettingRow::Back => ("Back", String::new()),
                };
                Line::from(vec![
                    Span::styled(format!("  {label:<14}"), style),
                    Span::raw(value),
                ])
            })
            .collect();
        frame.render_widget(
            Paragraph::new(lines),
            centred(body, 40, SETTING_ROWS.len() as u16),
        );
    }
}
