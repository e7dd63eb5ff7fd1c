//! History: the finished games the window and the terminal keep, newest first, filtered by
//! a player's name, by the result and by the rule. Enter opens the chosen game in Replay
//! ([`super::replay`]), which comes back to the list as it was left.

use super::look::pad;
use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use tictactoe_core::words::date_time;

use super::Go;
use super::look::{self, Look};

use mnk::Rule;
use tictactoe_core::archive::{ArchivedGame, Filter, GameEnd, newest_first};
use tictactoe_core::words::rules::rule_name;

/// The results the filter steps through: all, then each end.
const ENDS: [Option<GameEnd>; 4] = [
    None,
    Some(GameEnd::XWon),
    Some(GameEnd::OWon),
    Some(GameEnd::Draw),
];

/// The rules the filter steps through: all, then each rule.
const RULES: [Option<Rule>; 5] = [
    None,
    Some(Rule::Freestyle),
    Some(Rule::Standard),
    Some(Rule::Renju),
    Some(Rule::Caro),
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
            .filter(|g| self.filter.matches(g, &super::catalog()))
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
            KeyCode::Char('r') => {
                let now = RULES
                    .iter()
                    .position(|r| *r == self.filter.rule)
                    .unwrap_or(0);
                self.filter.rule = RULES[(now + 1) % RULES.len()];
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
        let catalog = super::catalog();
        let status = Line::raw(format!(" {}", self.status()));
        let keys = catalog.text(self.keys());
        let title = catalog.text("history-title");
        let Some(body) = look::frame(frame, look, &title, status, &keys, notice, (60, 10)) else {
            return;
        };
        if self.games.is_empty() {
            let none = format!("  {}", catalog.text("history-none"));
            frame.render_widget(Paragraph::new(none), body);
            return;
        }
        let rows = body.height.saturating_sub(1) as usize;
        let first = self.selected.saturating_sub(rows.saturating_sub(1));
        let header = headers();
        let visible: Vec<(usize, [String; 6])> = shown
            .iter()
            .enumerate()
            .skip(first)
            .take(rows)
            .map(|(i, game)| (i, columns_of(game)))
            .collect();
        // Each column as wide as its widest entry on screen, in terminal columns (a wide
        // letter takes two), so that the columns line up in any language.
        let least = [16, 14, 14, 8, 10, 5];
        let widths: [usize; 6] = std::array::from_fn(|column| {
            visible
                .iter()
                .map(|(_, row)| &row[column])
                .chain([&header[column]])
                .map(|text| Span::raw(text.as_str()).width())
                .fold(least[column], usize::max)
        });
        let columns = |cells: &[String; 6]| {
            let [a, b, c, d, e] = std::array::from_fn(|i| pad(&cells[i], widths[i]));
            // The moves line up on the right.
            let moves = &cells[5];
            let room = widths[5].saturating_sub(Span::raw(moves.as_str()).width());
            format!("  {a}  {b} {c} {d} {e} {}{moves}", " ".repeat(room))
        };
        let mut lines = vec![Line::styled(columns(&header), look.dim())];
        for (i, row) in &visible {
            let style = if *i == self.selected {
                look.focus()
            } else {
                Style::new()
            };
            lines.push(Line::styled(columns(row), style));
        }
        frame.render_widget(Paragraph::new(lines), body);
    }
}

impl History {
    /// The list in words, for a screen reader: the title, the keys, the filter and the
    /// count (the status line), and the selected game, each column with its name ("Ended
    /// 12 May 2026 18:04, X Ana, O Hard, Board 15x15, Result X won, Moves 31").
    pub fn told(&self) -> Vec<super::told::Part> {
        use super::told::{Part, Slot};
        let catalog = super::catalog();
        let selected = match self.shown().get(self.selected) {
            Some(game) => tictactoe_core::words::reading::kept_game_said(&catalog, game),
            None if self.games.is_empty() => catalog.text("history-none"),
            None => String::new(),
        };
        vec![
            Part::new(Slot::Screen, catalog.text("history-title")),
            Part::new(Slot::Keys, catalog.text(self.keys())),
            Part::new(Slot::Status, self.status()),
            Part::new(Slot::Focus, selected),
        ]
    }

    /// The keys line's message.
    fn keys(&self) -> &'static str {
        if self.typing {
            "keys-line-history-typing"
        } else {
            "keys-line-history"
        }
    }

    /// The line under the list: how many games are shown, and the filter.
    fn status(&self) -> String {
        let catalog = super::catalog();
        let end = match self.filter.end {
            None => catalog.text("history-all-results"),
            Some(end) => catalog.text(end.key()),
        };
        let rule = match self.filter.rule {
            None => catalog.text("history-all-rules"),
            Some(rule) => catalog.text(rule_name(rule)),
        };
        let name = if self.typing {
            let typed = format!("{}_", self.filter.name);
            catalog.text_with("history-name", &[("name", typed.into())])
        } else if self.filter.name.is_empty() {
            catalog.text("history-any-name")
        } else {
            let name = self.filter.name.clone();
            catalog.text_with("history-name", &[("name", name.into())])
        };
        let games = catalog.text_with(
            "history-games",
            &[
                ("shown", self.shown().len().into()),
                ("total", self.games.len().into()),
            ],
        );
        format!("{games} · {name} · {end} · {rule}")
    }
}

/// The names of the list's columns.
fn headers() -> [String; 6] {
    let catalog = super::catalog();
    [
        catalog.text("history-ended"),
        "X".into(),
        "O".into(),
        catalog.text("history-board"),
        catalog.text("history-result"),
        catalog.text("history-moves-long"),
    ]
}

/// A game's line in the list: when it ended, X's player, O's, the board, the result, the
/// moves.
fn columns_of(game: &ArchivedGame) -> [String; 6] {
    let catalog = super::catalog();
    [
        date_time(&catalog, game.played_at),
        clip(&game.x.shown(&catalog), 14),
        clip(&game.o.shown(&catalog), 14),
        tictactoe_core::words::board_short(&catalog, game.record.board()),
        catalog.text(game.end().key()),
        game.plies().to_string(),
    ]
}

/// `text` cut to `chars` characters.
fn clip(text: &str, chars: usize) -> String {
    text.chars().take(chars).collect()
}
