//! The game on the board: a person moves the cursor and plays, or types a cell's name; a
//! computer thinks off the terminal's thread and moves once the think delay is over. An
//! illegal move rings the bell, flashes the cell and says why. Undo, redo and a hint as in
//! the window; once the game is over, the result and the tally, then Play again, Menu or
//! Quit.

use crate::terminal::catalog;
use std::time::{Duration, Instant};
use tictactoe_core::i18n::Arg;

use mnk::Cell;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::terminal::Go;
use tictactoe_core::advice::Advisor;
use tictactoe_core::brain::turn::BrainTurn;
use tictactoe_core::computer::{ComputerTurn, Scheduler};
use tictactoe_core::kept::KeptSession;
use tictactoe_core::notation::parse_cell;
use tictactoe_core::session::{Refusal, Seat, Start};
use tictactoe_core::words::opening::{choice_due, chose};
use tictactoe_core::words::rules::refusal;
use tictactoe_net::NetworkGame;

/// How long a refused cell flashes.
const FLASH: Duration = Duration::from_millis(450);

/// How often the screen is drawn while something moves (a computer thinking, a hint
/// being found): often enough for the spinner.
const FRAME: Duration = Duration::from_millis(80);

/// The spinner's frames.
const SPINNER: [char; 8] = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧'];

/// The columns the panel beside the board takes.
const PANEL: u16 = 36;

/// A line under the board: what happened, or what was refused.
struct StatusLine {
    text: String,
    warning: bool,
}

/// The Playing screen's state.
pub struct Playing {
    cursor: Cell,
    /// A cell's name being typed ("c", then "c2").
    typed: String,
    status: Option<StatusLine>,
    flash: Option<(Cell, Instant)>,
    /// The computer seats: their players (warm between moves) and the move under way.
    turn: ComputerTurn,
    /// The brain's seat: the brain set in the settings, running while it plays.
    brain: BrainTurn,
    /// The start of the computer's clock (its think delay runs on it).
    epoch: Instant,
    /// The hint (the core's loop; the terminal has no coach), on the position while a
    /// person is to move.
    advisor: Advisor,
    /// When the hint was last asked for: its spinner turns from then.
    hint_since: Instant,
    /// When the position on the board arose: a person's move took from then.
    turn_since: Instant,
    /// The button focused once the game is over: Play again, Menu, Quit.
    over_focus: usize,
    /// What the friend at another computer asks, while it waits for an answer.
    question: Option<friend::Question>,
    /// How many times the status line was told something: a screen reader is told the
    /// same words again (the same refusal twice).
    said: u64,
    /// The last change to the game was an undo or a redo: the last move is told as the
    /// position's, not as news.
    rewound: bool,
}

/// The keys of the buttons once the game is over.
const OVER_BUTTONS: [&str; 3] = ["play-again", "menu", "quit"];

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
            status: None,
            flash: None,
            turn: ComputerTurn::new(),
            brain: BrainTurn::default(),
            epoch: Instant::now(),
            advisor: Advisor::default(),
            hint_since: Instant::now(),
            turn_since: Instant::now(),
            over_focus: 0,
            question: None,
            said: 0,
            rewound: false,
        }
    }

    /// Handles a key; where it sends the player, if anywhere.
    pub fn key(
        &mut self,
        key: KeyEvent,
        kept: &mut KeptSession,
        scheduler: &mut Scheduler,
        bell: &mut bool,
        mut network: Option<&mut NetworkGame>,
    ) -> Option<Go> {
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        let over = kept.session.mover().is_none();
        // The friend's question is answered first (Esc and q still leave).
        if let Some(network) = network.as_deref_mut()
            && self.question.is_some()
            && !matches!(key.code, KeyCode::Esc | KeyCode::Char('q'))
        {
            return self
                .answer_key(key, kept, scheduler, network)
                .map(Go::NetworkGame);
        }
        // A game of two computers: any key stops the watch.
        if !over && kept.session.seats.computers_only() {
            return Some(if key.code == KeyCode::Char('q') {
                Go::Quit
            } else {
                Go::Menu
            });
        }
        // A reading key (Shift and the letter: no cell's name is in capitals).
        if let KeyCode::Char(letter) = key.code
            && self.typed.is_empty()
            && let Some(reading) = self.reading(letter, kept)
        {
            self.tell(reading, false);
            return None;
        }
        let typed = std::mem::take(&mut self.typed);
        let undo =
            matches!(key.code, KeyCode::Char('u')) || (ctrl && key.code == KeyCode::Char('z'));
        let redo =
            matches!(key.code, KeyCode::Char('r')) || (ctrl && key.code == KeyCode::Char('y'));
        match (network.as_deref_mut(), key.code) {
            // With a friend at another computer, an undo asks them, and there is no redo.
            (Some(network), _) if undo => {
                self.ask_undo(kept, network);
                return None;
            }
            (Some(_), _) if redo => return self.rewound(kept, scheduler, false, "nothing-to-redo"),
            (None, _) if undo => return self.undo(kept, scheduler),
            (None, _) if redo => return self.redo(kept, scheduler),
            (_, KeyCode::Char('q')) => return Some(Go::Quit),
            (_, KeyCode::Esc) => return Some(Go::Menu),
            _ => {}
        }
        if over {
            return self.over_key(key, kept, network);
        }
        // An opening's choice due to a person: by its number.
        if let Some((Seat::Human, choices)) = kept.session.choice_due()
            && let KeyCode::Char(d @ '1'..='9') = key.code
            && typed.is_empty()
            && let Some(&choice) = choices.get(d as usize - '1' as usize)
        {
            self.choose(choice, kept, scheduler, network);
            return None;
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
                if let Ok(cell) = parse_cell(&self.typed, &board, &catalog()) {
                    self.cursor = cell;
                }
            }
            KeyCode::Char(d @ '1'..='9') if keypad => {
                let digit = d as usize - '1' as usize;
                let cell = (2 - digit / 3) * 3 + digit % 3;
                self.cursor = cell;
                self.place(cell, kept, scheduler, bell, network);
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
                    parse_cell(&typed, &board, &catalog())
                };
                match cell {
                    Ok(cell) => {
                        self.cursor = cell;
                        self.place(cell, kept, scheduler, bell, network);
                    }
                    Err(why) => self.refuse(why, None, bell),
                }
            }
            // `h` names column h from 8x8 up: there `?` alone asks for a hint.
            KeyCode::Char('?') => self.ask_hint(kept, scheduler),
            KeyCode::Char('h') if !column('h') => self.ask_hint(kept, scheduler),
            _ => {}
        }
        None
    }

    fn over_key(
        &mut self,
        key: KeyEvent,
        kept: &mut KeptSession,
        network: Option<&mut NetworkGame>,
    ) -> Option<Go> {
        // With a friend at another computer, Play again asks them.
        if let Some(network) = network
            && (matches!(key.code, KeyCode::Char('p' | 'n'))
                || (self.over_focus == 0
                    && matches!(key.code, KeyCode::Enter | KeyCode::Char(' '))))
        {
            self.ask_rematch(kept, network);
            return None;
        }
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
    fn place(
        &mut self,
        cell: Cell,
        kept: &mut KeptSession,
        scheduler: &mut Scheduler,
        bell: &mut bool,
        network: Option<&mut NetworkGame>,
    ) {
        let position = kept.session.board().clone();
        // The friend's turn, the friend away, or an undo asked and not yet answered.
        if let Some(network) = &network
            && (!network.lets_move() || !kept.session.person_to_move())
        {
            let why = match (kept.session.mover(), kept.session.actor()) {
                (Some((_, Seat::Remote)), Some((player, mark))) => {
                    let args = [("player", player.arg()), ("mark", mark.to_string().into())];
                    catalog().text_with("status-to-move", &args)
                }
                _ => catalog().text("wait-friend"),
            };
            self.refuse(why, None, bell);
            return;
        }
        if let (Some((_, Seat::Computer(level))), Some((_, mark))) =
            (kept.session.mover(), kept.session.actor())
        {
            let why = catalog().text_with(
                "wait-thinking",
                &[
                    ("mark", mark.to_string().into()),
                    ("level", Arg::Message(Seat::Computer(level).key())),
                ],
            );
            self.refuse(why, None, bell);
            return;
        }
        let ms = self.turn_since.elapsed().as_millis().min(u32::MAX as u128) as u32;
        match kept.session.play(cell, &position, ms) {
            Ok(_) => {
                self.moved(kept, scheduler);
                if let Some(network) = network {
                    network.played(&kept.session);
                }
            }
            Err(Refusal::Illegal(error)) => {
                let (key, args) = refusal(&error, position.cols());
                self.refuse(catalog().text_with(key, &args), Some(cell), bell);
            }
            Err(Refusal::Opening(_)) => {
                let (key, args) = choice_due(&self.actor_name(kept));
                self.refuse(catalog().text_with(key, &args), Some(cell), bell);
            }
            Err(Refusal::Stale) => {}
        }
    }

    /// The player acting now, as the status line names them: "Ana (X)".
    fn actor_name(&self, kept: &KeptSession) -> String {
        let Some((player, mark)) = kept.session.actor() else {
            return String::new();
        };
        player.with_mark(&catalog(), mark)
    }

    /// Makes an opening's choice for the person due to make it; the status line says it.
    fn choose(
        &mut self,
        choice: mnk::opening::Choice,
        kept: &mut KeptSession,
        scheduler: &mut Scheduler,
        network: Option<&mut NetworkGame>,
    ) {
        // A network game's undo asked of the friend holds every act until it is answered.
        if network.as_ref().is_some_and(|n| !n.lets_move()) {
            return;
        }
        let who = self.actor_name(kept);
        let position = kept.session.board().clone();
        let stage = kept.session.game().stage();
        if let Ok(made) = kept.session.choose(choice, &position, stage) {
            self.moved(kept, scheduler);
            if let Some(network) = network {
                network.played(&kept.session);
            }
            let (key, args) = chose(made.choice, &who);
            self.tell(catalog().text_with(key, &args), false);
        }
    }

    /// Puts `text` on the status line (a refusal when `warning`); a screen reader is told it
    /// even when the words are those already there.
    fn tell(&mut self, text: String, warning: bool) {
        self.said += 1;
        self.status = Some(StatusLine { text, warning });
    }

    /// Says why a move was refused: the bell, the cell flashing, the reason.
    fn refuse(&mut self, why: String, cell: Option<Cell>, bell: &mut bool) {
        *bell = true;
        self.flash = cell.map(|cell| (cell, Instant::now()));
        self.tell(why, true);
    }

    /// After any change to the game: the files follow, stale searches stop.
    fn moved(&mut self, kept: &mut KeptSession, scheduler: &mut Scheduler) {
        kept.settle();
        self.turn.stop(scheduler);
        self.advisor.advise_on(None, scheduler);
        self.status = None;
        self.flash = None;
        self.rewound = false;
        self.turn_since = Instant::now();
    }

    fn undo(&mut self, kept: &mut KeptSession, scheduler: &mut Scheduler) -> Option<Go> {
        let rewound = kept.session.undo();
        self.rewound(kept, scheduler, rewound.is_some(), "nothing-to-undo")
    }

    fn redo(&mut self, kept: &mut KeptSession, scheduler: &mut Scheduler) -> Option<Go> {
        let rewound = kept.session.redo();
        self.rewound(kept, scheduler, rewound.is_some(), "nothing-to-redo")
    }

    /// After an undo or a redo: the game moved, or the message `nothing` says why not.
    fn rewound(
        &mut self,
        kept: &mut KeptSession,
        scheduler: &mut Scheduler,
        moved: bool,
        nothing: &str,
    ) -> Option<Go> {
        if moved {
            self.moved(kept, scheduler);
            self.rewound = true;
        } else {
            self.tell(catalog().text(nothing), false);
        }
        None
    }
}

mod friend;
mod thinking;
mod view;
