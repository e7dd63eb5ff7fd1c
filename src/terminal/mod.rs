//! `tictactoe terminal`: the game in a terminal (network play included), with no window, GPU
//! or sound device (over SSH too). Full screen (ratatui on crossterm) when both ends are a
//! terminal; plain lines, one move a line, when they are not (scripts and pipes); for a
//! screen reader, the full-screen game's screens told as lines ([`told`]). It plays
//! the same [`Session`](tictactoe_core::session::Session) and keeps the same files as the
//! window, so a game left in one resumes in the other.
//!
//! The screen is drawn only after a key, a resize, or while something moves (a computer
//! thinking, a flash): waiting for a key, the game sleeps. Ctrl+C, a closed terminal
//! (SIGHUP) or SIGTERM give the terminal back as it was, between two moves; the game in
//! progress is on disk after every move (atomically), so a kill -9 loses at most the move
//! being made.

use std::cell::RefCell;
use std::io::{self, IsTerminal, Write};
use std::rc::Rc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use tictactoe_core::i18n::{self, Catalog};

use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{self, Event, KeyEventKind};

use history::History;
use tictactoe_core::archive::ArchivedGame;
use tictactoe_core::kept::KeptSession;
use tictactoe_core::session::Start;
use tictactoe_core::storage::Folders;

pub mod app;
pub mod board;
pub mod history;
pub mod line;
pub mod look;
pub mod menu;
pub mod online;
pub mod playing;
pub mod reading;
pub mod replay;
pub mod settings;
pub mod told;

pub use app::App;
pub use look::Look;

/// Where a screen sends the player: each screen's keys answer with one, and the app
/// ([`app`]) goes there. It carries the state of a screen to come back to (History's list,
/// for Replay).
pub enum Go {
    Menu,
    Play(Start),
    /// The Online screen: host or join a game with a friend at another computer.
    Online,
    /// A game of the network match begins (the first, a rematch, the host's taken up).
    NetworkGame(Start),
    Settings,
    /// History, with the list as it was left (or a new one).
    History(Option<History>),
    /// Replay of a game, coming back to the list it was opened from.
    Replay(Box<ArchivedGame>, History),
    Quit,
}

/// How the terminal game shows itself.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    /// Drawn full screen.
    #[default]
    FullScreen,
    /// The full-screen game's screens and keys, told as lines of what changed, for a
    /// screen reader ([`told`]).
    ScreenReader,
    /// One move a line, typed ([`line`]).
    Lines,
}

/// Plays the game of `kept` in the terminal until the player quits, as `mode` asks (in
/// lines whatever it asks when the input or the output is no terminal); `resume` goes on
/// with the kept game.
///
/// # Errors
/// No game to resume, a terminal that cannot be set up, or (in line mode) an input that
/// ended before the game did.
pub fn play(mut kept: KeptSession, resume: bool, mode: Mode) -> Result<(), String> {
    let resume = match (&kept.resumable, resume) {
        (Some(saved), true) => Some(Start::Resume(Box::new(saved.clone()))),
        (None, true) => return Err(catalog().text("nothing-to-resume")),
        (_, false) => None,
    };
    if mode == Mode::Lines || !io::stdin().is_terminal() || !io::stdout().is_terminal() {
        for notice in kept.take_notices(&catalog()) {
            eprintln!("tictactoe: {notice}");
        }
        // Lines are for a game at this computer.
        if let Some(Start::Resume(saved)) = &resume
            && saved.online.is_some()
        {
            return Err(catalog().text("lines-network"));
        }
        let start = resume.unwrap_or(Start::Fresh);
        return line::play_lines(
            &mut kept,
            start,
            &mut io::stdin().lock(),
            &mut io::stdout().lock(),
            io::stdin().is_terminal(),
        );
    }
    let mut app = App::new(kept, Look::from_env());
    if let Some(start) = resume {
        app.go(Go::Play(start));
    }
    match mode {
        Mode::ScreenReader => run_told(app),
        _ => run_full_screen(app),
    }
}

/// Held while the game changes or draws, so that a signal never ends it half way through a
/// move being kept or a screen being drawn (the signal's thread takes it before it exits).
static BUSY: Mutex<()> = Mutex::new(());

/// Set by the panic hook: a search thread that panicked ends the game (its files are kept).
static PANICKED: AtomicBool = AtomicBool::new(false);

/// The game is told as lines ([`Mode::ScreenReader`]): the terminal was never switched to
/// the alternate screen, so giving it back only ends raw mode.
static TOLD: AtomicBool = AtomicBool::new(false);

/// The terminal as the game found it.
fn give_back() {
    if TOLD.load(Ordering::SeqCst) {
        told::end();
    } else {
        ratatui::restore();
    }
}

/// The full-screen game, until the player quits.
fn run_full_screen(mut app: App) -> Result<(), String> {
    watch_signals()?;
    // Raw mode and the alternate screen; a panic gives the terminal back first.
    let mut terminal = ratatui::try_init().map_err(|e| {
        ratatui::restore();
        format!("the terminal: {e}")
    })?;
    watch_panics();
    let result = event_loop(&mut terminal, &mut app);
    ratatui::restore();
    ended(&app, result)
}

/// The full-screen game told as lines, until the player quits.
fn run_told(mut app: App) -> Result<(), String> {
    TOLD.store(true, Ordering::SeqCst);
    watch_signals()?;
    told::begin().map_err(|e| format!("the terminal: {e}"))?;
    watch_panics();
    let result = told::event_loop(&mut app);
    told::end();
    ended(&app, result)
}

/// A search thread that panicked ends the game: [`PANICKED`] is set, and (told as lines)
/// raw mode ends before the panic's message is written (ratatui's own hook gives the full
/// screen back).
fn watch_panics() {
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        PANICKED.store(true, Ordering::SeqCst);
        if TOLD.load(Ordering::SeqCst) {
            told::end();
        }
        hook(info);
    }));
}

/// After the game's loop: its error, a search that panicked, or the kept game said.
fn ended(app: &App, result: io::Result<()>) -> Result<(), String> {
    result.map_err(|e| format!("the terminal: {e}"))?;
    if PANICKED.load(Ordering::SeqCst) {
        return Err(catalog().text("search-failed"));
    }
    if app.kept.resumable.is_some() {
        println!("{}", catalog().text("kept-on-quit"));
    }
    Ok(())
}

/// Draws, waits for a key (or for the next moment something moves), handles it.
fn event_loop(terminal: &mut DefaultTerminal, app: &mut App) -> io::Result<()> {
    let mut dirty = true;
    while !app.quit && !PANICKED.load(Ordering::SeqCst) {
        let busy = BUSY.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if dirty {
            terminal.draw(|frame| app.draw(frame))?;
            if std::mem::take(&mut app.bell) {
                let mut out = io::stdout();
                out.write_all(b"\x07")?;
                out.flush()?;
            }
            dirty = false;
        }
        let wake = app.wake_in(Instant::now());
        drop(busy);
        let event = match wake {
            None => Some(event::read()?),
            Some(wait) if event::poll(wait)? => Some(event::read()?),
            Some(_) => None,
        };
        let _busy = BUSY.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        match event {
            Some(Event::Key(key)) if key.kind != KeyEventKind::Release => {
                app.key(key);
                dirty = true;
            }
            Some(Event::Resize(..)) => dirty = true,
            _ => {}
        }
        dirty |= app.tick(Instant::now());
    }
    Ok(())
}

/// On SIGHUP (the terminal closed), SIGTERM, SIGINT or SIGQUIT: gives the terminal back and
/// exits (128 + the signal), as a shell expects. The game is already on disk.
fn watch_signals() -> Result<(), String> {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
    let mut signals = signal_hook::iterator::Signals::new([SIGHUP, SIGTERM, SIGINT, SIGQUIT])
        .map_err(|e| format!("signals: {e}"))?;
    std::thread::spawn(move || {
        if let Some(signal) = signals.forever().next() {
            // Not while a move is being kept or the screen drawn.
            let _busy = BUSY.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            give_back();
            std::process::exit(128 + signal);
        }
    });
    Ok(())
}

#[cfg(test)]
mod tests;

thread_local! {
    /// The terminal game's words, for the thread that runs it (the game's text is all
    /// made on the thread that draws it; each test's game has its own).
    static CATALOG: RefCell<Option<Rc<Catalog>>> = const { RefCell::new(None) };
}

/// The terminal game's words: the language chosen in the settings (see [`speak`]), else
/// the system's.
pub(crate) fn catalog() -> Rc<Catalog> {
    CATALOG.with_borrow_mut(|catalog| {
        catalog
            .get_or_insert_with(|| Rc::new(Catalog::new(i18n::detect())))
            .clone()
    })
}

/// Who sits at `mark`'s seat, in words: "Ana (X)", "Hard (O)".
pub(crate) fn who(kept: &KeptSession, mark: mnk::Mark) -> String {
    let [x, o] = kept.session.players();
    let player = if mark == mnk::Mark::X { x } else { o };
    player.with_mark(&catalog(), mark)
}

/// The session and its files in `folders`, and the language its settings chose spoken.
pub fn open_kept(folders: Option<Folders>) -> KeptSession {
    let kept = KeptSession::open(folders);
    speak(kept.settings.language.as_deref());
    kept
}

/// Speaks the language the settings chose (`None`: the system's), from the next screen
/// drawn on.
pub(crate) fn speak(choice: Option<&str>) {
    let tag = i18n::spoken(choice);
    if catalog().tag() != tag {
        CATALOG.with_borrow_mut(|catalog| *catalog = Some(Rc::new(Catalog::new(tag))));
    }
}
