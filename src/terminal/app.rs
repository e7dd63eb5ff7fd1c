//! The terminal game's state: which screen is up, and what each key does there. Each
//! screen (menu, settings, playing, history, replay) owns its keys and its drawing, and
//! says where to go next with a [`Go`]; nothing here touches the terminal itself, so the
//! tests drive it key by key and draw it on a test backend.

use std::time::{Duration, Instant};

use super::Go;

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::history::History;
use super::look::Look;
use super::menu::Menu;
use super::playing::Playing;
use super::replay::Replay;
use super::settings::SettingsScreen;
use tictactoe_core::computer::Scheduler;
use tictactoe_core::kept::KeptSession;

/// The screen that is up, with its own state.
pub enum Screen {
    Menu(Menu),
    Settings(SettingsScreen),
    Playing(Box<Playing>),
    History(History),
    Replay(Box<Replay>),
}

/// The whole terminal game.
pub struct App {
    pub kept: KeptSession,
    pub screen: Screen,
    pub look: Look,
    /// The game is over for good: the loop ends.
    pub quit: bool,
    /// Ring the terminal's bell once, at the next draw.
    pub bell: bool,
    /// What went wrong with a file, shown until the next key.
    pub notice: Option<String>,
    /// The one runner of searches: the computer's moves, hints, the review.
    scheduler: Scheduler,
}

impl App {
    /// The game at its menu.
    pub fn new(kept: KeptSession, look: Look) -> App {
        let mut app = App {
            kept,
            screen: Screen::Menu(Menu::default()),
            look,
            quit: false,
            bell: false,
            notice: None,
            scheduler: Scheduler::default(),
        };
        app.take_notices();
        app
    }

    /// Handles one key press.
    pub fn key(&mut self, key: KeyEvent) {
        self.notice = None;
        let ctrl_c =
            key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c');
        // A screen too small to show still quits as it says.
        if ctrl_c || (super::look::TOO_SMALL.get() && key.code == KeyCode::Char('q')) {
            self.quit = true;
            return;
        }
        let go = match &mut self.screen {
            Screen::Menu(menu) => menu.key(key, &mut self.kept),
            Screen::Settings(settings) => settings.key(key, &mut self.kept),
            Screen::Playing(playing) => {
                playing.key(key, &mut self.kept, &mut self.scheduler, &mut self.bell)
            }
            Screen::History(history) => history.key(key),
            Screen::Replay(replay) => replay.key(key),
        };
        if let Some(go) = go {
            self.go(go);
        }
        self.take_notices();
    }

    /// Moves time on: a computer's move, a hint, a review, a flash that ends. Returns
    /// whether anything on screen changed.
    pub fn tick(&mut self, now: Instant) -> bool {
        // Before, to hand over the answers found; after, to start what was asked.
        self.scheduler.step();
        let changed = match &mut self.screen {
            Screen::Playing(playing) => playing.tick(now, &mut self.kept, &mut self.scheduler),
            Screen::Replay(replay) => replay.tick(&mut self.scheduler),
            _ => false,
        };
        self.scheduler.step();
        self.take_notices();
        changed
    }

    /// How long the loop may sleep before [`App::tick`] has work: `None` waits for a key
    /// (nothing moves, so nothing is drawn and no time is spent).
    pub fn wake_in(&self, now: Instant) -> Option<Duration> {
        match &self.screen {
            Screen::Playing(playing) => playing.wake_in(now, &self.kept),
            Screen::Replay(replay) => replay.wake_in(),
            _ => None,
        }
    }

    /// Draws the screen that is up.
    pub fn draw(&self, frame: &mut Frame) {
        let notice = self.notice.as_deref();
        match &self.screen {
            Screen::Menu(menu) => menu.draw(frame, &self.kept, &self.look, notice),
            Screen::Settings(settings) => settings.draw(frame, &self.kept, &self.look, notice),
            Screen::Playing(playing) => playing.draw(frame, &self.kept, &self.look, notice),
            Screen::History(history) => history.draw(frame, &self.look, notice),
            Screen::Replay(replay) => replay.draw(frame, &self.look, notice),
        }
    }

    /// Goes where a screen sends the player.
    pub fn go(&mut self, go: Go) {
        // The screen left takes its searches with it.
        self.scheduler.withdraw_all();
        self.screen = match go {
            Go::Menu => Screen::Menu(Menu::default()),
            Go::Settings => Screen::Settings(SettingsScreen::default()),
            Go::Play(start) => Screen::Playing(Box::new(Playing::start(start, &mut self.kept))),
            Go::History(Some(history)) => Screen::History(history),
            Go::History(None) => Screen::History(History::new(self.kept.archive())),
            Go::Replay(game, list) => Screen::Replay(Box::new(Replay::new(
                *game,
                list,
                self.kept.settings.hard_budget,
            ))),
            Go::Quit => {
                self.quit = true;
                return;
            }
        };
    }

    fn take_notices(&mut self) {
        let catalog = super::catalog();
        let notices = self.kept.take_notices(&catalog);
        if !notices.is_empty() {
            self.notice = Some(tictactoe_core::words::sentences(&catalog, &notices));
        }
    }
}
