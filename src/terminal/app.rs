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
use super::online::Online;
use super::playing::Playing;
use super::replay::Replay;
use super::settings::SettingsScreen;
use super::told::{Part, Slot};
use tictactoe_core::computer::Scheduler;
use tictactoe_core::kept::KeptSession;
use tictactoe_core::session::Start;
use tictactoe_net::{NetworkGame, News};

/// How often the game looks for the friend's news while a network game is on: the terminal
/// cannot be woken by another thread, so it wakes this often (and draws only on news).
const NETWORK_POLL: Duration = Duration::from_millis(100);

/// The screen that is up, with its own state.
pub enum Screen {
    Menu(Menu),
    Settings(SettingsScreen),
    Online(Online),
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
    /// The game with a friend at another computer, while there is one.
    pub network: Option<NetworkGame>,
    /// The port a host listens on first (another, if it is taken).
    pub host_port: u16,
    /// How many screens were opened: a screen opened again (a new game on the same board)
    /// is told again to a screen reader.
    visits: u64,
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
            network: None,
            host_port: tictactoe_net::DEFAULT_PORT,
            visits: 0,
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
            self.go(Go::Quit);
            return;
        }
        let go = match &mut self.screen {
            Screen::Menu(menu) => menu.key(key, &mut self.kept),
            Screen::Settings(settings) => settings.key(key, &mut self.kept),
            Screen::Online(online) => online.key(key, &mut self.kept, &mut self.network),
            Screen::Playing(playing) => playing.key(
                key,
                &mut self.kept,
                &mut self.scheduler,
                &mut self.bell,
                self.network.as_mut(),
            ),
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
        let mut changed = self.hear_network();
        changed |= match &mut self.screen {
            Screen::Playing(playing) => {
                let moved = playing.tick(now, &mut self.kept, &mut self.scheduler);
                // A clock that runs out ends the game, here and for the friend.
                let flagged = self.kept.session.flag_fall().is_some();
                if flagged {
                    self.kept.settle();
                    if let Some(network) = self.network.as_mut() {
                        network.over(&self.kept.session);
                    }
                }
                moved || flagged
            }
            Screen::Replay(replay) => replay.tick(&mut self.scheduler),
            _ => false,
        };
        self.scheduler.step();
        self.take_notices();
        changed
    }

    /// The network game's news since the last tick, each taken up by the screen that is up;
    /// whether any came.
    fn hear_network(&mut self) -> bool {
        let mut heard = false;
        while let Some(network) = self.network.as_mut() {
            let Some(news) = network.next(&mut self.kept.session) else {
                break;
            };
            heard = true;
            let start = match (news, &mut self.screen) {
                (News::Start(start), _) => Some(start),
                (News::CodeRetired, _) => {
                    self.notice = Some(super::catalog().text("notice-code-retired"));
                    None
                }
                (news, Screen::Playing(playing)) => {
                    playing.news(news, &mut self.kept, &mut self.scheduler, network)
                }
                _ => None,
            };
            if let Some(start) = start {
                self.go(Go::NetworkGame(start));
            }
        }
        heard
    }

    /// How long the loop may sleep before [`App::tick`] has work: `None` waits for a key
    /// (nothing moves, so nothing is drawn and no time is spent).
    pub fn wake_in(&self, now: Instant) -> Option<Duration> {
        let screen = match &self.screen {
            Screen::Playing(playing) => playing.wake_in(now, &self.kept),
            Screen::Replay(replay) => replay.wake_in(),
            _ => None,
        };
        match self.network.as_ref().filter(|n| n.active()) {
            Some(_) => Some(screen.map_or(NETWORK_POLL, |wait| wait.min(NETWORK_POLL))),
            None => screen,
        }
    }

    /// Draws the screen that is up.
    pub fn draw(&self, frame: &mut Frame) {
        let notice = self.notice.as_deref();
        match &self.screen {
            Screen::Menu(menu) => menu.draw(frame, &self.kept, &self.look, notice),
            Screen::Settings(settings) => settings.draw(frame, &self.kept, &self.look, notice),
            Screen::Online(online) => online.draw(frame, self.network.as_ref(), &self.look, notice),
            Screen::Playing(playing) => {
                playing.draw(frame, &self.kept, &self.look, notice, self.network.as_ref())
            }
            Screen::History(history) => history.draw(frame, &self.look, notice),
            Screen::Replay(replay) => {
                let forbidden = self.kept.settings.forbidden_points;
                replay.draw(frame, &self.look, notice, forbidden)
            }
        }
    }

    /// The screen that is up in words, for a screen reader ([`told`](super::told)): its
    /// parts, and the notice under it.
    pub fn told(&self) -> Vec<Part> {
        let mut parts = match &self.screen {
            Screen::Menu(menu) => menu.told(&self.kept),
            Screen::Settings(settings) => settings.told(&self.kept),
            Screen::Online(online) => online.told(self.network.as_ref()),
            Screen::Playing(playing) => playing.told(&self.kept, self.network.as_ref()),
            Screen::History(history) => history.told(),
            Screen::Replay(replay) => replay.told(),
        };
        for part in &mut parts {
            if part.slot == Slot::Screen {
                part.serial = self.visits;
            }
        }
        if let Some(notice) = &self.notice {
            parts.push(Part::new(Slot::Notice, notice.clone()));
        }
        parts
    }

    /// Goes where a screen sends the player.
    pub fn go(&mut self, go: Go) {
        self.visits += 1;
        // The screen left takes its searches with it.
        self.scheduler.withdraw_all();
        // Anywhere but a game of the match leaves the network game (the friend is told);
        // the game on the board is kept, and the menu's choices come back.
        if !matches!(go, Go::Online | Go::NetworkGame(_) | Go::Quit)
            && let Some(mut network) = self.network.take()
        {
            network.leave();
            self.kept.session.back_home();
        }
        self.screen = match go {
            // A network game kept: the friend is sought where the two met.
            Go::Play(Start::Resume(saved)) if saved.online.is_some() => {
                let relay = super::online::relay(&self.kept);
                let wake = std::sync::Arc::new(|| {});
                match NetworkGame::resume(&saved, &relay, wake) {
                    Some((Ok(network), relay_failed)) => {
                        if let Some(why) = relay_failed {
                            self.notice = Some(super::online::failed(&why));
                        }
                        self.network = Some(network);
                        let start = Start::Resume(saved);
                        Screen::Playing(Box::new(Playing::start(start, &mut self.kept)))
                    }
                    Some((Err(why), _)) => {
                        self.notice = Some(super::online::failed(&why));
                        Screen::Menu(Menu::default())
                    }
                    None => Screen::Menu(Menu::default()),
                }
            }
            Go::Menu => Screen::Menu(Menu::default()),
            Go::Online => Screen::Online(Online::new(&self.kept, self.host_port)),
            Go::NetworkGame(start) => {
                let playing = Playing::start(start, &mut self.kept);
                if let Some(network) = self.network.as_mut() {
                    network.started(&self.kept.session);
                }
                Screen::Playing(Box::new(playing))
            }
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
                // The friend is told before the program ends.
                if let Some(network) = self.network.take() {
                    network.leave_and_wait();
                }
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
