//! History: the finished games the window and the terminal keep, newest first, filtered by
//! a player's name and by the result; and Replay, a game step by step with the review's
//! marks (`?` a mistake, `??` a blunder, and the best moves shown on the board), found off
//! the terminal's thread as in the window.

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::Paragraph;

use super::app::Go;
use super::look::{self, Look};

use crate::files::archive::store::{ArchivedGame, Filter, GameEnd, newest_first};

/// The results the filter steps through: all, then each end.
const ENDS: [Option<GameEnd>; 4] = [
    None,
    Some(GameEnd::XWon),
    Some(GameEnd::OWon),
    Some(GameEnd::Draw),
];

/// The list of finished games.
pub struct History {
    /// Newest first.
    games: Vec<ArchivedGame>,
    filter: Filter,
    /// The name filter takes the keys.
    typing: bool,
    /// The selected line among those shown.
    selected: usize,
}

impl History {
    /// The list of `games` (in any order), newest first.
    pub fn new(games: Vec<ArchivedGame>) -> History {
        let games = newest_first(&games).into_iter().cloned().collect();
        History {
            games,
            filter: Filter::default(),
            typing: false,
            selected: 0,
        }
    }

    fn shown(&self) -> Vec<&ArchivedGame> {
        self.games
            .iter()
            .filter(|g| self.filter.matches(g))
            .collect()
    }

    /// Handles a key; where it sends the player, if anywhere.
    pub fn key(&mut self, key: KeyEvent) -> Option<Go> {
        if self.typing {
            match key.code {
                KeyCode::Enter | KeyCode::Esc => self.typing = false,
                KeyCode::Backspace => {
                    self.filter.name.pop();
                }
                KeyCode::Char(c) if !c.is_control() && self.filter.name.chars().count() < 20 => {
                    self.filter.name.push(c);
                }
                _ => {}
            }
            self.selected = 0;
            return None;
        }
        let count = self.shown().len();
        match key.code {
            KeyCode::Esc => return Some(Go::Menu),
            KeyCode::Char('q') => return Some(Go::Quit),
            KeyCode::Up | KeyCode::Char('w' | 'k') => {
                self.selected = self.selected.saturating_sub(1)
            }
            KeyCode::Down | KeyCode::Char('s' | 'j') => {
                self.selected = (self.selected + 1).min(count.saturating_sub(1));
            }
            KeyCode::PageUp => self.selected = self.selected.saturating_sub(10),
            KeyCode::PageDown => self.selected = (self.selected + 10).min(count.saturating_sub(1)),
            KeyCode::Char('/') => {
                self.typing = true;
            }
            KeyCode::Char('f') => {
                let now = ENDS.iter().position(|e| *e == self.filter.end).unwrap_or(0);
                self.filter.end = ENDS[(now + 1) % ENDS.len()];
                self.selected = 0;
            }
            KeyCode::Enter | KeyCode::Char(' ') => {
                let game = (*self.shown().get(self.selected)?).clone();
                let list = std::mem::replace(self, History::new(Vec::new()));
                return Some(Go::Replay(Box::new(game), list));
            }
            _ => {}
        }
        None
    }

    /// Draws the list.
    pub fn draw(&self, frame: &mut Frame, look: &Look, notice: Option<&str>) {
        let shown = self.shown();
        let end = match self.filter.end {
            None => "all results".to_string(),
            Some(end) => end.name().to_string(),
        };
        let name = if self.typing {
            format!("name: {}_", self.filter.name)
        } else if self.filter.name.is_empty() {
            "any name".into()
        } else {
            format!("name: {}", self.filter.name)
        };
        let status = Line::raw(format!(
            " {} of {} games · {name} · {end}",
            shown.len(),
            self.games.len()
        ));
        let keys = if self.typing {
            "type a name · Enter done"
        } else {
            "↑↓ choose · Enter replay · / name · f result · Esc menu · q quit"
        };
        let Some(body) = look::frame(frame, look, "History", status, keys, notice, (60, 10)) else {
            return;
        };
        if self.games.is_empty() {
            frame.render_widget(
                Paragraph::new("  No finished games yet: play one, and it is kept here."),
                body,
            );
            return;
        }
        let rows = body.height.saturating_sub(1) as usize;
        let first = self.selected.saturating_sub(rows.saturating_sub(1));
        let mut lines = vec![Line::styled(
            format!(
                "  {:<16}  {:<14} {:<14} {:<8} {:<7} {:>5}",
                "Ended", "X", "O", "Board", "Result", "Moves"
            ),
            look.dim(),
        )];
        for (i, game) in shown.iter().enumerate().skip(first).take(rows) {
            let board = game.record.board();
            let style = if i == self.selected {
                look.focus()
            } else {
                Style::new()
            };
            lines.push(Line::styled(
                format!(
                    "  {:<16}  {:<14} {:<14} {:<8} {:<7} {:>5}",
                    game.local_time(),
                    clip(&game.x.to_string(), 14),
                    clip(&game.o.to_string(), 14),
                    format!("{}x{} k{}", board.cols(), board.rows(), board.k()),
                    game.end().name(),
                    game.plies()
                ),
                style,
            ));
        }
        frame.render_widget(Paragraph::new(lines), body);
    }
}

/// `text` cut to `chars` characters.
fn clip(text: &str, chars: usize) -> String {
    text.chars().take(chars).collect()
}
