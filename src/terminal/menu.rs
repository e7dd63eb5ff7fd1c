//! The main menu: the seats, the names, the board and its rule, then Play, Resume (when a
//! game is kept), History, Settings and Quit. A choice that does not fit the others (renju
//! with four in a row) is refused with its reason in the status line. Up and down move the focus, left and right change a
//! value, Enter acts, here and on Settings ([`nav`]); every change is saved at once.

use mnk::{MIN_SIDE, Mark, Opening, Rule, ShapeError};
use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use tictactoe_core::settings::list::BOARD_MAX_SIDE;

use super::Go;
use super::look::{self, Look, centred};
use super::told::{Part, Slot, labelled};
use tictactoe_core::kept::KeptSession;

use crate::terminal::catalog;
use tictactoe_core::session::{NAME_MAX_CHARS, Seat, Start, shown_name};
use tictactoe_core::words::board_shape;
use tictactoe_core::words::opening::{opening_about, opening_name};
use tictactoe_core::words::rules::{misfit, rule_about, rule_name};

/// A line of the menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Row {
    Seat(Mark),
    Name(Mark),
    Size,
    /// The board's rows: as many as its columns (the Board row's square), or another count.
    Rows,
    K,
    Rule,
    Opening,
    Play,
    Resume,
    Online,
    History,
    Settings,
    Quit,
}

/// The main menu: the focused line, and a name being typed.
#[derive(Default)]
pub struct Menu {
    focus: usize,
    /// The name typed so far, for the seat of this mark.
    typing: Option<(Mark, String)>,
    /// Why the last change was refused, until the next key.
    refused: Option<String>,
}

/// What a key means on a list of lines: up, down, left (less), right (more), act.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nav {
    Up,
    Down,
    Less,
    More,
    Act,
    Back,
}

/// The arrow keys, WASD and hjkl, Enter and Space, Esc.
pub fn nav(key: KeyEvent) -> Option<Nav> {
    Some(match key.code {
        KeyCode::Up | KeyCode::Char('w' | 'k') => Nav::Up,
        KeyCode::Down | KeyCode::Char('s' | 'j') => Nav::Down,
        KeyCode::Left | KeyCode::Char('a' | 'h') => Nav::Less,
        KeyCode::Right | KeyCode::Char('d' | 'l') => Nav::More,
        KeyCode::Enter | KeyCode::Char(' ') => Nav::Act,
        KeyCode::Esc => Nav::Back,
        _ => return None,
    })
}

/// `focus` moved by one along `len` lines, wrapping.
pub fn step_focus(focus: usize, len: usize, nav: Nav) -> usize {
    match nav {
        Nav::Up => (focus + len - 1) % len,
        Nav::Down => (focus + 1) % len,
        _ => focus,
    }
}

impl Menu {
    fn rows(kept: &KeptSession) -> Vec<Row> {
        let mut rows = Vec::new();
        for mark in [Mark::X, Mark::O] {
            rows.push(Row::Seat(mark));
            if kept.session.menu_choices().seats.get(mark) == Seat::Human {
                rows.push(Row::Name(mark));
            }
        }
        rows.extend([
            Row::Size,
            Row::Rows,
            Row::K,
            Row::Rule,
            Row::Opening,
            Row::Play,
        ]);
        if kept.resumable.is_some() {
            rows.push(Row::Resume);
        }
        rows.extend([Row::Online, Row::History, Row::Settings, Row::Quit]);
        rows
    }

    /// Handles a key; where it sends the player, if anywhere.
    pub fn key(&mut self, key: KeyEvent, kept: &mut KeptSession) -> Option<Go> {
        self.refused = None;
        if let Some((mark, name)) = &mut self.typing {
            match key.code {
                KeyCode::Enter => {
                    kept.session.set_name(*mark, name);
                    kept.save_menu();
                    self.typing = None;
                }
                KeyCode::Esc => self.typing = None,
                KeyCode::Backspace => {
                    name.pop();
                }
                KeyCode::Char(c) if !c.is_control() && name.chars().count() < NAME_MAX_CHARS => {
                    name.push(c);
                }
                _ => {}
            }
            return None;
        }
        let rows = Menu::rows(kept);
        self.focus = self.focus.min(rows.len() - 1);
        let row = rows[self.focus];
        let nav = match key.code {
            KeyCode::Char('q') => return Some(Go::Quit),
            KeyCode::Char('p') => return Some(Go::Play(Start::Fresh)),
            _ => nav(key)?,
        };
        match nav {
            Nav::Up | Nav::Down => self.focus = step_focus(self.focus, rows.len(), nav),
            // Esc twice from a game must not end the program: only q and Quit do.
            Nav::Back => {}
            Nav::Less | Nav::More => {
                let by = if nav == Nav::More { 1 } else { -1 };
                self.change(row, by, kept);
            }
            Nav::Act => match row {
                Row::Seat(_) | Row::Size | Row::Rows | Row::K | Row::Rule | Row::Opening => {
                    self.change(row, 1, kept)
                }
                Row::Name(mark) => {
                    let name = kept.session.menu_choices().names.get(mark).to_string();
                    self.typing = Some((mark, name));
                }
                Row::Play => return Some(Go::Play(Start::Fresh)),
                Row::Resume => {
                    let saved = kept.resumable.clone()?;
                    return Some(Go::Play(Start::Resume(Box::new(saved))));
                }
                Row::Online => return Some(Go::Online),
                Row::History => return Some(Go::History(None)),
                Row::Settings => return Some(Go::Settings),
                Row::Quit => return Some(Go::Quit),
            },
        }
        None
    }

    /// Changes the value on `row` by `by` steps and saves it, or says why not.
    fn change(&mut self, row: Row, by: i32, kept: &mut KeptSession) {
        match change(row, by, kept) {
            Ok(true) => kept.save_menu(),
            Ok(false) => {}
            Err(why) => {
                let (key, args) = misfit(&why);
                self.refused = Some(catalog().text_with(key, &args));
            }
        }
    }

    /// Draws the menu.
    pub fn draw(&self, frame: &mut Frame, kept: &KeptSession, look: &Look, notice: Option<&str>) {
        let rows = Menu::rows(kept);
        let focus = self.focus.min(rows.len() - 1);
        let status = Line::raw(format!(" {}", self.status(kept)));
        let keys = catalog().text("keys-line-menu");
        let title = catalog().text("menu");
        let Some(body) = look::frame(frame, look, &title, status, &keys, notice, (44, 18)) else {
            return;
        };
        let lines: Vec<Line> = rows
            .iter()
            .enumerate()
            .map(|(i, &row)| {
                let style = if i == focus {
                    look.focus()
                } else {
                    Style::new()
                };
                let (label, value) = self.describe(row, kept);
                let mut spans = vec![Span::styled(format!("  {}", look::pad(&label, 14)), style)];
                spans.extend(value.spans(look));
                Line::from(spans)
            })
            .collect();
        let height = lines.len() as u16;
        frame.render_widget(Paragraph::new(lines), centred(body, 40, height));
    }

    /// The menu in words, for a screen reader: its title, its keys, the focused line
    /// ("O player, Hard") and what the status line says of it.
    pub fn told(&self, kept: &KeptSession) -> Vec<Part> {
        let rows = Menu::rows(kept);
        let (label, value) = self.describe(rows[self.focus.min(rows.len() - 1)], kept);
        vec![
            Part::new(Slot::Screen, catalog().text("menu")),
            Part::new(Slot::Keys, catalog().text("keys-line-menu")),
            Part::new(Slot::Focus, labelled(label, value.words())),
            Part::new(Slot::Status, self.status(kept)),
        ]
    }

    /// The line under the menu: what the focused line is about, or why a change was
    /// refused.
    fn status(&self, kept: &KeptSession) -> String {
        let rows = Menu::rows(kept);
        let focus = self.focus.min(rows.len() - 1);
        let rules = kept.session.rules;
        match (&self.typing, rows[focus]) {
            (Some(_), _) => catalog().text("menu-typing"),
            _ if self.refused.is_some() => self.refused.clone().unwrap_or_default(),
            (_, Row::Rule) => {
                let (key, args) = rule_about(rules.rule, rules.k);
                catalog().text_with(key, &args)
            }
            (_, Row::Opening) => catalog().text(opening_about(rules.opening)),
            (_, Row::Resume) => {
                let saved = kept.resumable.as_ref();
                let (board, plies) = saved.map_or((String::new(), 0), |s| {
                    let b = s.record.board();
                    (board_shape(&catalog(), b), b.ply())
                });
                catalog().text_with(
                    "menu-resume-game",
                    &[("board", board.into()), ("plies", plies.into())],
                )
            }
            _ => catalog().text("menu-choose"),
        }
    }

    /// A line's label and its value.
    fn describe(&self, row: Row, kept: &KeptSession) -> (String, Value) {
        let rules = kept.session.rules;
        let choice = Value::Choice;
        let text = |key: &str| catalog().text(key);
        let say =
            |key: &str, mark: Mark| catalog().text_with(key, &[("mark", mark.to_string().into())]);
        match row {
            Row::Seat(mark) => (
                say("menu-player", mark),
                choice(catalog().text(kept.session.menu_choices().seats.get(mark).key())),
            ),
            Row::Name(mark) => {
                let value = match &self.typing {
                    Some((typing, name)) if *typing == mark => Value::Typed(mark, name.clone()),
                    _ => Value::Name(
                        mark,
                        shown_name(kept.session.menu_choices().names.get(mark), &catalog()),
                    ),
                };
                (say("menu-name", mark), value)
            }
            Row::Size => {
                let shape = format!("{}x{}", rules.size, rules.rows());
                (text("menu-board"), choice(shape))
            }
            Row::Rows => (text("menu-rows"), choice(rules.rows().to_string())),
            Row::K => (text("menu-in-a-row"), choice(rules.k.to_string())),
            Row::Rule => (text("menu-rule"), choice(text(rule_name(rules.rule)))),
            Row::Opening => (
                text("menu-opening"),
                choice(text(opening_name(rules.opening))),
            ),
            Row::Play => (text("menu-play"), Value::None),
            Row::Resume => (text("menu-resume"), Value::None),
            Row::Online => (text("menu-online"), Value::None),
            Row::History => (text("menu-history"), Value::None),
            Row::Settings => (text("menu-settings"), Value::None),
            Row::Quit => (text("menu-quit"), Value::None),
        }
    }
}

/// A line's value: a choice that left and right change, a seat's name (or the name being
/// typed), or none (a button).
enum Value {
    None,
    Choice(String),
    Name(Mark, String),
    Typed(Mark, String),
}

impl Value {
    /// As drawn: a choice between its arrows, a name in its mark's colour.
    fn spans(self, look: &Look) -> Vec<Span<'static>> {
        match self {
            Value::None => vec![],
            Value::Choice(text) => vec![Span::raw(format!("‹ {text} ›"))],
            Value::Name(mark, name) => vec![Span::styled(name, look.mark(mark))],
            Value::Typed(mark, name) => vec![Span::styled(format!("{name}_"), look.mark(mark))],
        }
    }

    /// As said.
    fn words(self) -> Option<String> {
        match self {
            Value::None => None,
            Value::Choice(text) | Value::Name(_, text) | Value::Typed(_, text) => Some(text),
        }
    }
}

/// Changes the value on `row` by one step; whether it changed.
///
/// # Errors
/// The rules it would make do not fit (renju with other than five in a row): nothing
/// changes.
fn change(row: Row, by: i32, kept: &mut KeptSession) -> Result<bool, ShapeError> {
    let session = &mut kept.session;
    let before = (session.seats, session.rules);
    let rules = session.rules;
    match row {
        Row::Seat(mark) => {
            // The brain is a choice once the settings name one.
            let choices = Seat::choices(!kept.settings.brain.is_empty());
            let next = stepped(&choices, session.menu_choices().seats.get(mark), by);
            session.set_seat(mark, next);
        }
        Row::Size => {
            let size = (rules.size as i32 + by).clamp(MIN_SIDE as i32, BOARD_MAX_SIDE as i32);
            // k stays as it is, shortened to fit a smaller board (as in the window).
            session.rules = rules.with_size(size as u8).checked()?;
        }
        Row::Rows => {
            let rows = (rules.rows() as i32 + by).clamp(MIN_SIDE as i32, BOARD_MAX_SIDE as i32);
            session.rules = rules.with_shape(rules.size, rows as u8).checked()?;
        }
        Row::K => {
            let k = (rules.k as i32 + by).clamp(MIN_SIDE as i32, rules.longer_side() as i32);
            session.rules = rules.with_k(k as u8).checked()?;
        }
        Row::Rule => {
            let next = stepped(&Rule::ALL, rules.rule, by);
            session.rules = rules.with_rule(next).checked()?;
        }
        Row::Opening => {
            session.rules = rules.with_opening(stepped(&Opening::ALL, rules.opening, by));
        }
        _ => {}
    }
    Ok(before != (session.seats, session.rules))
}

/// The choice `by` steps from `now` in `all`, round from the last to the first.
fn stepped<T: Copy + PartialEq>(all: &[T], now: T, by: i32) -> T {
    let at = all.iter().position(|&c| c == now).unwrap_or(0);
    all[(at as i32 + by).rem_euclid(all.len() as i32) as usize]
}
