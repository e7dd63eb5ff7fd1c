//! The game on the board: a person moves the cursor and plays, or types a cell's name; a
//! computer thinks off the terminal's thread and moves once the think delay is over. An
//! illegal move rings the bell, flashes the cell and says why. Undo, redo and a hint as in
//! the window; once the game is over, the result and the tally, then Play again, Menu or
//! Quit.

use std::time::{Duration, Instant};

use mnk::{Appraisal, Board, Cell, Mark, MoveError, Outcome, Player};
use rand::Rng;
use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::app::Go;
use super::board::{self, Marks};
use super::kept::KeptSession;
use super::look::{self, Look};
use super::worker::{self, Job};
use crate::game::{cell_name, parse_cell};
use crate::session::{Refusal, Seat, Start};
use crate::words::hint_sentence;

/// How long a refused cell flashes.
const FLASH: Duration = Duration::from_millis(450);

/// How often the screen is drawn while something moves (a computer thinking, a hint
/// being found): often enough for the spinner.
const FRAME: Duration = Duration::from_millis(80);

/// The spinner's frames.
const SPINNER: [char; 8] = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧'];

/// The columns the panel beside the board takes.
const PANEL: u16 = 36;

/// A computer's move under way.
struct Thinking {
    job: Job<(Player, Option<Cell>)>,
    position: Board,
    mark: Mark,
    since: Instant,
    /// The move, once found; played when the think delay is over.
    chosen: Option<Option<Cell>>,
}

/// A hint: asked for on `position`, the search's answer once it comes.
struct Hint {
    position: Board,
    job: Option<Job<(usize, Option<Appraisal>)>>,
    since: Instant,
    answer: Option<(String, Vec<Cell>)>,
}

/// A line under the board: what happened, or what was refused.
struct Message {
    text: String,
    warning: bool,
}

/// The Playing screen's state.
pub struct Playing {
    cursor: Cell,
    /// A cell's name being typed ("c", then "c2").
    typed: String,
    message: Option<Message>,
    flash: Option<(Cell, Instant)>,
    thinking: Option<Thinking>,
    /// The computer players by mark, each keeping its transposition table between moves.
    players: [Option<Player>; 2],
    hint: Option<Hint>,
    /// When the position on the board arose: a person's move took from then.
    turn_since: Instant,
    /// The button focused once the game is over: Play again, Menu, Quit.
    over_focus: usize,
}

/// The buttons once the game is over.
const OVER_BUTTONS: [&str; 3] = ["Play again", "Menu", "Quit"];

impl Playing {
    /// Starts a game (or resumes one) and shows it.
    pub fn start(start: Start, kept: &mut KeptSession) -> Playing {
        kept.session.start(start);
        kept.settle();
        let board = kept.session.board();
        let centre =
            (board.rows() as usize / 2) * board.cols() as usize + board.cols() as usize / 2;
        Playing {
            cursor: centre,
            typed: String::new(),
            message: None,
            flash: None,
            thinking: None,
            players: [None, None],
            hint: None,
            turn_since: Instant::now(),
            over_focus: 0,
        }
    }

    /// Handles a key; where it sends the player, if anywhere.
    pub fn key(&mut self, key: KeyEvent, kept: &mut KeptSession, bell: &mut bool) -> Option<Go> {
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        let over = kept.session.mover().is_none();
        // A game of two computers: any key stops the watch.
        if !over && kept.session.seats.computers_only() {
            return Some(if key.code == KeyCode::Char('q') {
                Go::Quit
            } else {
                Go::Menu
            });
        }
        let typed = std::mem::take(&mut self.typed);
        match key.code {
            KeyCode::Char('z') if ctrl => return self.undo(kept),
            KeyCode::Char('y') if ctrl => return self.redo(kept),
            KeyCode::Char('u') => return self.undo(kept),
            KeyCode::Char('r') => return self.redo(kept),
            KeyCode::Char('q') => return Some(Go::Quit),
            KeyCode::Esc => return Some(Go::Menu),
            _ => {}
        }
        if over {
            return self.over_key(key, kept);
        }
        let board = kept.session.board().clone();
        let (cols, rows) = (board.cols() as i32, board.rows() as i32);
        let (col, row) = (self.cursor as i32 % cols, self.cursor as i32 / cols);
        let step = |dc: i32, dr: i32| {
            let (c, r) = ((col + dc).clamp(0, cols - 1), (row + dr).clamp(0, rows - 1));
            (r * cols + c) as Cell
        };
        // A column letter also begins a typed cell name: "c" then "2".
        let column = |c: char| c.is_ascii_lowercase() && (c as u8 - b'a') < board.cols();
        if let KeyCode::Char(c) = key.code
            && column(c)
        {
            self.typed.push(c);
        }
        let keypad = board.cols() == 3 && board.rows() == 3;
        match key.code {
            // After a column letter, digits name a cell (Enter plays it), never a keypad key.
            KeyCode::Char(d) if d.is_ascii_digit() && !typed.is_empty() => {
                self.typed = format!("{typed}{d}");
                if let Ok(cell) = parse_cell(&self.typed, &board) {
                    self.cursor = cell;
                }
            }
            KeyCode::Char(d @ '1'..='9') if keypad => {
                let digit = d as usize - '1' as usize;
                let cell = (2 - digit / 3) * 3 + digit % 3;
                self.cursor = cell;
                self.place(cell, kept, bell);
            }
            KeyCode::Left | KeyCode::Char('a') => self.cursor = step(-1, 0),
            KeyCode::Right | KeyCode::Char('d' | 'l') => self.cursor = step(1, 0),
            KeyCode::Up | KeyCode::Char('w' | 'k') => self.cursor = step(0, -1),
            KeyCode::Down | KeyCode::Char('s' | 'j') => self.cursor = step(0, 1),
            KeyCode::Enter | KeyCode::Char(' ') => {
                // A lone letter was a cursor key (WASD), not a name begun.
                let cell = if typed.len() < 2 {
                    Ok(self.cursor)
                } else {
                    parse_cell(&typed, &board)
                };
                match cell {
                    Ok(cell) => {
                        self.cursor = cell;
                        self.place(cell, kept, bell);
                    }
                    Err(why) => self.refuse(why, None, bell),
                }
            }
            // `h` names column h from 8x8 up: there `?` alone asks for a hint.
            KeyCode::Char('?') => self.ask_hint(kept),
            KeyCode::Char('h') if !column('h') => self.ask_hint(kept),
            _ => {}
        }
        None
    }

    fn over_key(&mut self, key: KeyEvent, kept: &mut KeptSession) -> Option<Go> {
        let next = |kept: &KeptSession| {
            Go::Play(Start::Next {
                alternate: kept.settings.alternate_starts,
            })
        };
        match key.code {
            KeyCode::Left | KeyCode::Char('a' | 'h') | KeyCode::BackTab => {
                self.over_focus = (self.over_focus + 2) % 3;
            }
            KeyCode::Right | KeyCode::Char('d' | 'l') | KeyCode::Tab => {
                self.over_focus = (self.over_focus + 1) % 3;
            }
            KeyCode::Char('p' | 'n') => return Some(next(kept)),
            KeyCode::Char('m') => return Some(Go::Menu),
            KeyCode::Enter | KeyCode::Char(' ') => {
                return Some(match self.over_focus {
                    0 => next(kept),
                    1 => Go::Menu,
                    _ => Go::Quit,
                });
            }
            _ => {}
        }
        None
    }

    /// Plays the person's move at `cell`, or refuses it with the reason.
    fn place(&mut self, cell: Cell, kept: &mut KeptSession, bell: &mut bool) {
        let position = kept.session.board().clone();
        if let Some((mark, Seat::Computer(level))) = kept.session.mover() {
            let why = format!(
                "Wait: it is {mark}'s turn, and {} is thinking",
                level.name()
            );
            self.refuse(why, None, bell);
            return;
        }
        let ms = self.turn_since.elapsed().as_millis().min(u32::MAX as u128) as u32;
        match kept.session.play(cell, &position, ms) {
            Ok(_) => self.moved(kept),
            Err(Refusal::Illegal(error)) => {
                let name = cell_name(position.cols(), cell);
                let why = match error {
                    MoveError::Occupied { by, .. } => {
                        format!("{name} is taken by {by}: choose an empty cell")
                    }
                    MoveError::OutOfBoard { .. } => format!("{name} is off the board"),
                    MoveError::GameOver => "The game is over".into(),
                };
                self.refuse(why, Some(cell), bell);
            }
            Err(Refusal::Stale) => {}
        }
    }

    /// Says why a move was refused: the bell, the cell flashing, the reason.
    fn refuse(&mut self, why: String, cell: Option<Cell>, bell: &mut bool) {
        *bell = true;
        self.flash = cell.map(|cell| (cell, Instant::now()));
        self.message = Some(Message {
            text: format!("{why}."),
            warning: true,
        });
    }

    /// After any change to the game: the files follow, stale searches stop.
    fn moved(&mut self, kept: &mut KeptSession) {
        kept.settle();
        self.thinking = None;
        self.hint = None;
        self.message = None;
        self.flash = None;
        self.turn_since = Instant::now();
    }

    fn undo(&mut self, kept: &mut KeptSession) -> Option<Go> {
        match kept.session.undo() {
            Some(_) => self.moved(kept),
            None => {
                self.message = Some(Message {
                    text: "Nothing to undo.".into(),
                    warning: false,
                });
            }
        }
        None
    }

    fn redo(&mut self, kept: &mut KeptSession) -> Option<Go> {
        match kept.session.redo() {
            Some(_) => self.moved(kept),
            None => {
                self.message = Some(Message {
                    text: "Nothing to redo.".into(),
                    warning: false,
                });
            }
        }
        None
    }

    fn ask_hint(&mut self, kept: &KeptSession) {
        if !kept.session.person_to_move() {
            return;
        }
        let position = kept.session.board().clone();
        if self.hint.as_ref().is_some_and(|h| h.position == position) {
            return;
        }
        self.hint = Some(Hint {
            job: Some(worker::appraise(
                vec![position.clone()],
                kept.settings.hard_budget,
            )),
            position,
            since: Instant::now(),
            answer: None,
        });
    }

    /// Moves time on: starts a computer's search, plays its move once the think delay is
    /// over, takes a hint's answer, ends a flash. Whether anything on screen changed.
    pub fn tick(&mut self, now: Instant, kept: &mut KeptSession) -> bool {
        let mut changed = false;
        if self.flash.is_some_and(|(_, at)| now >= at + FLASH) {
            self.flash = None;
            changed = true;
        }
        if let Some(hint) = &mut self.hint
            && let Some(job) = &mut hint.job
        {
            changed = true;
            if let Some((_, appraisal)) = job.try_next() {
                hint.job = None;
                if let Some(appraisal) = appraisal
                    && let Some(&cell) = appraisal.best.first()
                {
                    let text = hint_sentence(&hint.position, cell, &appraisal);
                    hint.answer = Some((text, vec![cell]));
                }
            } else if job.is_done() {
                hint.job = None;
            }
        }
        if self
            .hint
            .as_ref()
            .is_some_and(|h| h.job.is_none() && h.answer.is_none())
        {
            // Asking again tries again.
            self.hint = None;
            self.message = Some(Message {
                text: "No hint was found in the time allowed.".into(),
                warning: false,
            });
        }
        if let Some(thinking) = &mut self.thinking {
            changed = true;
            if thinking.chosen.is_none()
                && let Some((player, cell)) = thinking.job.try_next()
            {
                self.players[thinking.mark as usize] = Some(player);
                thinking.chosen = Some(cell);
            }
            match thinking.chosen {
                Some(Some(cell)) if now >= thinking.since + kept.settings.think_delay => {
                    let ms = (now - thinking.since).as_millis().min(u32::MAX as u128) as u32;
                    let position = thinking.position.clone();
                    self.thinking = None;
                    if kept.session.play(cell, &position, ms).is_ok() {
                        self.moved(kept);
                    }
                }
                Some(None) => self.thinking = None,
                None if thinking.job.is_done() => self.thinking = None,
                _ => {}
            }
        }
        if self.thinking.is_none()
            && let Some((mark, Seat::Computer(level))) = kept.session.mover()
        {
            let position = kept.session.board().clone();
            let budget = kept.settings.hard_budget;
            let player = self.players[mark as usize]
                .take()
                .unwrap_or_else(|| Player::new(level, rand::rng().random()).with_budget(budget));
            self.thinking = Some(Thinking {
                job: worker::choose(player, &position),
                position,
                mark,
                since: now,
                chosen: None,
            });
            changed = true;
        }
        changed
    }

    /// When [`Playing::tick`] next has work; `None` while the game waits for a key.
    pub fn wake_in(&self, now: Instant) -> Option<Duration> {
        let mut wake: Option<Duration> = None;
        let mut soon = |d: Duration| wake = Some(wake.map_or(d, |w| w.min(d)));
        if let Some((_, at)) = self.flash {
            soon((at + FLASH).saturating_duration_since(now));
        }
        if self.thinking.is_some() || self.hint.as_ref().is_some_and(|h| h.job.is_some()) {
            soon(FRAME);
        }
        wake
    }

    /// The least terminal this board needs: the compact board beside the panel, with the
    /// lines above and below.
    pub fn least(board: &Board) -> (u16, u16) {
        let (w, h) = board::size(board, false);
        (w + 2 + PANEL, h + 6)
    }

    /// Draws the game.
    pub fn draw(&self, frame: &mut Frame, kept: &KeptSession, look: &Look, notice: Option<&str>) {
        let session = &kept.session;
        let board = session.board();
        let rules = format!("{}x{}, {} in a row", board.cols(), board.rows(), board.k());
        let over = session.mover().is_none();
        let keys = if over {
            "←→ choose · Enter select · p play again · m menu · u undo · q quit"
        } else if session.seats.computers_only() {
            "any key stops the game (it is kept) · q quit"
        } else if board.cols() >= 8 {
            "←↑↓→/WASD move · Enter play · type b2 · u undo · r redo · ? hint · Esc menu"
        } else {
            "←↑↓→/WASD move · Enter play · type b2 · u undo · r redo · h hint · Esc menu"
        };
        let status = self.status(kept, look);
        let least = Playing::least(board);
        let Some(body) = look::frame(frame, look, &rules, status, keys, notice, least) else {
            return;
        };
        let room = (body.width.saturating_sub(PANEL + 2), body.height);
        let grid = board::grid_fits(board, room);
        let (w, h) = board::size(board, grid);
        let block = centred(body, w + 2 + PANEL, h.max(12));
        let [board_area, _, panel] = Layout::horizontal([
            Constraint::Length(w),
            Constraint::Length(2),
            Constraint::Length(PANEL),
        ])
        .areas(block);
        let winning = match board.outcome() {
            Outcome::Win { line, .. } => line.clone(),
            _ => Vec::new(),
        };
        let marks = Marks {
            cursor: (!over && session.person_to_move()).then_some(self.cursor),
            last: board.moves_played().last(),
            winning,
            flash: self.flash.map(|(cell, _)| cell),
            good: self
                .hint
                .as_ref()
                .filter(|h| &h.position == board)
                .and_then(|h| h.answer.as_ref())
                .map(|(_, cells)| cells.clone())
                .unwrap_or_default(),
        };
        frame.render_widget(
            Paragraph::new(board::lines(board, &marks, look, grid)),
            board_area,
        );
        self.draw_panel(frame, panel, kept, look);
    }

    fn draw_panel(&self, frame: &mut Frame, area: Rect, kept: &KeptSession, look: &Look) {
        let session = &kept.session;
        let board = session.board();
        let players = session.players();
        let mut lines = Vec::new();
        for (mark, player) in [(Mark::X, &players[0]), (Mark::O, &players[1])] {
            let to_move = session.mover().is_some_and(|(m, _)| m == mark);
            let arrow = if to_move { "▶ " } else { "  " };
            let kind = match session.seats.get(mark) {
                Seat::Human => "",
                Seat::Computer(_) => " (computer)",
            };
            lines.push(Line::from(vec![
                Span::raw(arrow),
                Span::styled(format!("{mark}"), look.mark(mark)),
                Span::raw(format!("  {player}{kind}")),
            ]));
        }
        lines.push(Line::raw(""));
        let ply = board.ply();
        lines.push(Line::raw(format!("  Move {ply}")));
        if let Some(cell) = board.moves_played().last() {
            let mark = if ply % 2 == 1 { Mark::X } else { Mark::O };
            lines.push(Line::from(vec![
                Span::raw("  Last: "),
                Span::styled(
                    format!("{mark} {}", cell_name(board.cols(), cell)),
                    look.mark(mark),
                ),
            ]));
        }
        lines.push(Line::raw(""));
        let [x, o] = &players;
        lines.push(Line::styled("  Scores", look.dim()));
        lines.push(Line::raw(format!("  {}", session.scores.line(x, o))));
        if session.mover().is_none() {
            lines.push(Line::raw(""));
            let mut spans = vec![Span::raw("  ")];
            for (i, label) in OVER_BUTTONS.iter().enumerate() {
                let style = if i == self.over_focus {
                    look.focus()
                } else {
                    Style::new().add_modifier(Modifier::BOLD)
                };
                spans.push(Span::styled(format!(" {label} "), style));
                spans.push(Span::raw(" "));
            }
            lines.push(Line::from(spans));
        }
        frame.render_widget(
            Paragraph::new(lines).wrap(ratatui::widgets::Wrap { trim: false }),
            area,
        );
    }

    /// The line under the board: a refusal, the result, who is thinking, a hint, whose turn.
    fn status(&self, kept: &KeptSession, look: &Look) -> Line<'static> {
        let session = &kept.session;
        let board = session.board();
        if let Some(message) = &self.message {
            let style = if message.warning {
                look.warning()
            } else {
                Style::new()
            };
            return Line::styled(format!(" {}", message.text), style);
        }
        let players = session.players();
        let who = |mark: Mark| format!("{} ({mark})", players[mark as usize]);
        match (board.outcome(), session.mover()) {
            (Outcome::Win { mark, line }, _) => {
                let line: Vec<String> = line.iter().map(|&c| cell_name(board.cols(), c)).collect();
                Line::styled(
                    format!(" {} wins with {}.", who(*mark), line.join(" ")),
                    look.good(),
                )
            }
            (Outcome::Draw, _) => Line::raw(" A draw: the board is full."),
            (_, Some((mark, Seat::Computer(_)))) => {
                let spin = self.thinking.as_ref().map_or(SPINNER[0], |t| {
                    SPINNER[(t.since.elapsed().as_millis() / FRAME.as_millis()) as usize
                        % SPINNER.len()]
                });
                Line::raw(format!(" {} is thinking {spin}", who(mark)))
            }
            (_, Some((mark, _))) => {
                if self.typed.len() >= 2 {
                    return Line::raw(format!(" Typed {}: Enter plays it.", self.typed));
                }
                match &self.hint {
                    Some(Hint {
                        answer: Some((text, _)),
                        position,
                        ..
                    }) if position == board => Line::styled(format!(" {text}"), look.good()),
                    Some(Hint {
                        job: Some(_),
                        since,
                        ..
                    }) => {
                        let spin = SPINNER[(since.elapsed().as_millis() / FRAME.as_millis())
                            as usize
                            % SPINNER.len()];
                        Line::raw(format!(" Looking for a hint {spin}"))
                    }
                    _ => Line::raw(format!(" {} to move.", who(mark))),
                }
            }
            (Outcome::InProgress, None) => Line::raw(""),
        }
    }
}

/// A `width` x `height` rectangle in the middle of `area` (no bigger than it).
pub fn centred(area: Rect, width: u16, height: u16) -> Rect {
    let (width, height) = (width.min(area.width), height.min(area.height));
    Rect {
        x: area.x + (area.width - width) / 2,
        y: area.y + (area.height - height) / 2,
        width,
        height,
    }
}
