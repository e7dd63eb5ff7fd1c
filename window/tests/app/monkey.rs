//! The monkey test: thousands of seeded random inputs on every screen (presses of every
//! button and option, cell clicks, keys, names typed, time jumps of 0 to 2 s), across seats
//! and boards, with AI-vs-AI games that start and get interrupted, and History, Replay and
//! Review walked through. The game's invariants are checked after every step.

use std::path::Path;
use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy::ui::Checked;
use bevy::ui_widgets::{Activate, Button, RadioButton, ValueChange};
use mnk::Board;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use tempfile::TempDir;
use tictactoe_core::session::tidy_name;
use tictactoe_window::files::archive::Archive;
use tictactoe_window::game::GameSession;
use tictactoe_window::game::advice::Advice;
use tictactoe_window::game::advice_view::CoachLabel;
use tictactoe_window::game::ai_turn::Thinking;
use tictactoe_window::game::board_view::{CellMark, CellView};
use tictactoe_window::game::scheduler::Scheduler;
use tictactoe_window::game::{CellClicked, GameSystems, MoveRequest, SearchBudget, Seat};
use tictactoe_window::screens::Screen;
use tictactoe_window::screens::history::HistoryList;
use tictactoe_window::screens::replay::Replay;
use tictactoe_window::screens::replay::review::Review;
use tictactoe_window::theme::mark::{MarkLook, MarkShape};

use crate::{app_in, screen};

/// Random inputs per seed (`MONKEY_STEPS` sets another number: script/monkey runs many).
const STEPS: usize = 2500;
/// Seeds tried; each is one reproducible run of inputs (`MONKEY_SEEDS` sets another).
const SEEDS: u64 = 4;

/// A count from the environment, or `default`.
fn from_env<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Keys a person might press anywhere: digits, numpad, Esc, letters, Enter, Space, Tab,
/// arrows, Home, End, Page Down, Delete, and the shortcuts (H, C, N, ?, F1, F11).
const KEYS: [KeyCode; 27] = [
    KeyCode::Digit1,
    KeyCode::Digit5,
    KeyCode::Digit9,
    KeyCode::Numpad3,
    KeyCode::Numpad7,
    KeyCode::Escape,
    KeyCode::KeyA,
    KeyCode::KeyQ,
    KeyCode::Enter,
    KeyCode::Space,
    KeyCode::Tab,
    KeyCode::ArrowLeft,
    KeyCode::ArrowRight,
    KeyCode::ArrowDown,
    KeyCode::Home,
    KeyCode::End,
    KeyCode::PageDown,
    KeyCode::Delete,
    KeyCode::KeyR,
    KeyCode::KeyH,
    KeyCode::KeyC,
    KeyCode::KeyN,
    KeyCode::KeyW,
    KeyCode::ArrowUp,
    KeyCode::F1,
    KeyCode::Slash,
    KeyCode::F11,
];

/// Broken invariants seen inside a frame, by the test's own systems.
#[derive(Resource, Default)]
struct Broken(Vec<String>);

/// Every computer move request must be for the position on the board when it is applied.
fn no_stale_computer_requests(
    mut requests: MessageReader<MoveRequest>,
    session: Res<GameSession>,
    mut broken: ResMut<Broken>,
) {
    for request in requests.read() {
        let seat = session.seats.get(request.position.to_move());
        if matches!(seat, Seat::Computer(_)) && request.position != *session.board() {
            broken.0.push(format!(
                "a computer asked for cell {} searched on {} while the board is {}",
                request.cell,
                request.position,
                session.board()
            ));
        }
    }
}

struct Monkey {
    app: App,
    rng: StdRng,
    /// What the monkey did, newest last: shown when an invariant breaks.
    steps: Vec<String>,
    /// The game's files, as a person's home folder keeps them.
    folder: TempDir,
    games_over: usize,
    /// Games started with a computer in both seats.
    ai_games: usize,
    quits: usize,
    /// Games resumed from the menu.
    resumed: usize,
    /// Games given up with Menu, then Abandon.
    abandoned: usize,
    /// Games started by auto-play, with no press.
    auto_played: usize,
    /// Games opened in Replay, and those reviewed.
    replayed: usize,
    reviewed: usize,
    was_reviewing: bool,
}

impl Monkey {
    fn new(seed: u64) -> Monkey {
        let folder = tempfile::tempdir().unwrap();
        Monkey {
            app: Monkey::start(folder.path()),
            folder,
            rng: StdRng::seed_from_u64(seed),
            steps: Vec::new(),
            games_over: 0,
            ai_games: 0,
            quits: 0,
            resumed: 0,
            abandoned: 0,
            auto_played: 0,
            replayed: 0,
            reviewed: 0,
            was_reviewing: false,
        }
    }

    /// The app with its files (settings, autosave) in `folder`, kept across quits.
    fn start(folder: &Path) -> App {
        let mut app = app_in(folder);
        // Hard on a 10x10 board thinks for 20 ms, not a second, so a run stays short.
        app.insert_resource(SearchBudget(Duration::from_millis(20)))
            .init_resource::<Broken>()
            .add_systems(
                Update,
                no_stale_computer_requests
                    .after(GameSystems::Input)
                    .before(GameSystems::Turn),
            );
        app
    }

    fn step(&mut self) {
        let before = screen(&self.app);
        // Like a person: mostly clicks on the board while playing, buttons elsewhere.
        let (press, click) = match screen(&self.app) {
            Screen::Playing => (10, 55),
            Screen::Menu
            | Screen::GameOver
            | Screen::Settings
            | Screen::History
            | Screen::Replay
            | Screen::Online => (50, 60),
        };
        let roll = self.rng.random_range(0..100);
        // A person who opened a past game looks a while, then goes back: a replay has a
        // button for every move, and Back is only one of them.
        let browsing = matches!(before, Screen::History | Screen::Replay);
        let what = if browsing && self.rng.random_range(0..100) < 15 {
            self.press_keys(&[KeyCode::Escape])
        } else if roll < press {
            self.press_something()
        } else if roll < click {
            self.click_a_cell()
        } else if roll < 68 {
            self.press_a_key()
        } else if roll < 70 && before == Screen::Menu {
            self.type_a_name()
        } else {
            self.wait()
        };
        self.steps.push(what.clone());
        // Whatever the monkey sets on the Settings screen, Hard thinks for 20 ms, so runs
        // stay short.
        self.app
            .insert_resource(SearchBudget(Duration::from_millis(20)));
        let after = screen(&self.app);
        if before != Screen::GameOver && after == Screen::GameOver {
            self.games_over += 1;
        }
        let seats = self.app.world().resource::<GameSession>().seats;
        let computers = matches!((seats.x, seats.o), (Seat::Computer(_), Seat::Computer(_)));
        if before != Screen::Playing && after == Screen::Playing && computers {
            self.ai_games += 1;
        }
        // (Buttons that say their words from the catalogue are named by their keys.)
        if what.ends_with("menu-resume") {
            self.resumed += 1;
        }
        if what.ends_with("playing-abandon") {
            self.abandoned += 1;
        }
        if before == Screen::GameOver && after == Screen::Playing && what.starts_with("wait") {
            self.auto_played += 1;
        }
        if before != Screen::Replay && after == Screen::Replay {
            self.replayed += 1;
        }
        let reviewing = after == Screen::Replay && self.app.world().resource::<Review>().on;
        if reviewing && !self.was_reviewing {
            self.reviewed += 1;
        }
        self.was_reviewing = reviewing;
        if let Some(exit) = self.app.should_exit() {
            assert_eq!(exit, AppExit::Success);
            // Quit closes the game; a person starts it again, on the same files.
            self.app = Monkey::start(self.folder.path());
            self.quits += 1;
        }
    }

    /// Runs one frame `dt` long, then lets go of every key.
    fn frame(&mut self, dt: Duration) {
        self.app
            .insert_resource(TimeUpdateStrategy::ManualDuration(dt));
        self.app.update();
        let mut keys = self.app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.release_all();
        keys.clear();
    }

    /// Presses a button or an option that a person could see, as its widget reports it.
    fn press_something(&mut self) -> String {
        let world = self.app.world_mut();
        let shown: Vec<(Entity, String, bool, bool)> = world
            .query::<(
                Entity,
                &Name,
                &Node,
                Has<Button>,
                Has<RadioButton>,
                Has<Checked>,
            )>()
            .iter(world)
            .filter(|(_, _, node, button, radio, _)| {
                node.display != Display::None && (*button || *radio)
            })
            .map(|(entity, name, _, button, _, checked)| {
                (entity, name.to_string(), button, checked)
            })
            .collect();
        if shown.is_empty() {
            return "nothing to press".into();
        }
        let (entity, name, button, checked) = shown[self.rng.random_range(0..shown.len())].clone();
        // A person seldom quits: most of the time Quit is passed over, so games get played.
        // (A button that says its words from the catalogue is named by its key: "over-quit".)
        if name.ends_with("-quit") && self.rng.random_bool(0.8) {
            return "no press".into();
        }
        if button {
            world.trigger(Activate { entity });
        } else if !checked {
            // A radio button tells its group, which tells the screen.
            let group = world.get::<ChildOf>(entity).unwrap().parent();
            world.trigger(ValueChange {
                source: group,
                value: entity,
                is_final: true,
            });
        }
        self.frame(Duration::from_millis(16));
        format!("press {name}")
    }

    fn click_a_cell(&mut self) -> String {
        let world = self.app.world_mut();
        let cells: Vec<usize> = world
            .query::<&CellView>()
            .iter(world)
            .map(|v| v.0)
            .collect();
        // Mostly a cell on screen; now and then one off any board.
        let cell = if cells.is_empty() || self.rng.random_bool(0.05) {
            self.rng.random_range(0..128)
        } else {
            cells[self.rng.random_range(0..cells.len())]
        };
        world.write_message(CellClicked(cell));
        self.frame(Duration::from_millis(16));
        format!("click cell {cell}")
    }

    fn press_a_key(&mut self) -> String {
        let key = KEYS[self.rng.random_range(0..KEYS.len())];
        // Now and then with Ctrl (and Shift) held: Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y.
        let chord: &[KeyCode] = match self.rng.random_range(0..10) {
            0..2 => &[KeyCode::ControlLeft, KeyCode::KeyZ],
            2 => &[KeyCode::ControlLeft, KeyCode::ShiftLeft, KeyCode::KeyZ],
            3 => &[KeyCode::ControlLeft, KeyCode::KeyY],
            _ => &[key],
        };
        self.press_keys(chord)
    }

    /// Presses `keys` together for a frame.
    fn press_keys(&mut self, keys: &[KeyCode]) -> String {
        {
            let mut input = self.app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
            for &key in keys {
                input.press(key);
            }
        }
        self.frame(Duration::from_millis(16));
        format!("keys {keys:?}")
    }

    /// A name typed in a seat's field, as the field reports it: odd ones too.
    fn type_a_name(&mut self) -> String {
        const TYPED: [&str; 7] = [
            "Ana",
            "  Zoë Ωμέγα  ",
            "",
            "   ",
            "a name far longer than twenty characters",
            "李小龍",
            "tab\there",
        ];
        let typed = TYPED[self.rng.random_range(0..TYPED.len())];
        let mark = if self.rng.random_bool(0.5) {
            mnk::Mark::X
        } else {
            mnk::Mark::O
        };
        self.app
            .world_mut()
            .resource_mut::<GameSession>()
            .names
            .set(mark, typed);
        self.frame(Duration::from_millis(16));
        format!("type {typed:?} for {mark}")
    }

    fn wait(&mut self) -> String {
        let ms = self.rng.random_range(0..=2000);
        // Searches run on real threads: a computer thinking is given the time of Hard's
        // search (20 ms, see `step`) before the clock jumps, as a person's wait would give
        // it, so that how many games the monkey finishes does not hang on how busy the
        // machine is (with a moment only, a loaded machine finished 10 in 4 runs of 2,500
        // steps, an idle one 17).
        let thinking = self.app.world().resource::<Thinking>().0;
        std::thread::sleep(Duration::from_millis(if thinking { 20 } else { 1 }));
        self.frame(Duration::from_millis(ms));
        format!("wait {ms} ms")
    }

    /// Panics with the last steps if any invariant is broken.
    fn check(&mut self) {
        if let Err(why) = self.invariants() {
            let from = self.steps.len().saturating_sub(15);
            panic!("{why}\nlast steps:\n  {}", self.steps[from..].join("\n  "));
        }
    }

    fn invariants(&mut self) -> Result<(), String> {
        let world = self.app.world_mut();
        if let Some(why) = world.resource_mut::<Broken>().0.pop() {
            return Err(why);
        }
        let board = world.resource::<GameSession>().game().board().clone();
        // The board agrees with its move list.
        let mut replayed =
            Board::with_rule(board.cols(), board.rows(), board.k(), board.rule()).unwrap();
        for cell in board.moves_played() {
            replayed
                .play(cell)
                .map_err(|e| format!("the move list of {board} does not replay: {e}"))?;
        }
        if replayed != board || replayed.outcome() != board.outcome() {
            return Err(format!("{board} disagrees with its move list"));
        }
        // The screen, once its pending change is made, is the board's rightful owner.
        let now = *world.resource::<State<Screen>>().get();
        let next = match world.resource::<NextState<Screen>>() {
            NextState::Pending(s) | NextState::PendingIfNeq(s) => *s,
            NextState::Unchanged => now,
        };
        let over = board.outcome().is_over();
        if (next == Screen::Playing && over) || (next == Screen::GameOver && !over) {
            return Err(format!("{next:?} owns {board}"));
        }
        // At most one search under way, and none unless a computer is to move in a game.
        let searches = world.resource::<Scheduler>().searches_under_way().count();
        // The game leads and the screen follows a frame later: a computer may start
        // thinking in the frame its game begins, before Playing is entered.
        let in_game = now == Screen::Playing || next == Screen::Playing;
        // In an opening, the computer placing or choosing, whatever mark is to move.
        let computer_to_move =
            in_game && world.resource::<GameSession>().computer_to_act().is_some();
        let reviewing = now == Screen::Replay && world.resource::<Review>().on;
        let advising = world.resource::<Advice>().is_searching();
        if searches > 1 || (searches == 1 && !computer_to_move && !reviewing && !advising) {
            return Err(format!(
                "{searches} searches under way on {now:?} with {:?} to act",
                world.resource::<GameSession>().mover()
            ));
        }
        // The coach labels only empty cells.
        let labelled: Vec<usize> = world
            .query::<(&CoachLabel, &Text)>()
            .iter(world)
            .filter(|(_, text)| !text.0.is_empty())
            .map(|(label, _)| label.0)
            .collect();
        let position = world.resource::<Advice>().position().cloned();
        for cell in labelled {
            if position.as_ref().is_none_or(|b| b.get(cell).is_some()) {
                return Err(format!("the coach labels cell {cell}, which is not free"));
            }
        }
        // The board view shows exactly the board's cells and marks, and only with a board.
        let mut shown: Vec<(usize, String)> = world
            .query::<(&CellMark, &MarkShape)>()
            .iter(world)
            .map(|(CellMark(cell), shape)| {
                let solid = shape.mark.filter(|_| shape.look == MarkLook::Solid);
                (*cell, solid.map(|m| m.to_string()).unwrap_or_default())
            })
            .collect();
        shown.sort();
        let expected: Vec<(usize, String)> = match now {
            Screen::Playing | Screen::GameOver => (0..board.cells())
                .map(|c| (c, board.get(c).map(|m| m.to_string()).unwrap_or_default()))
                .collect(),
            Screen::Menu | Screen::Settings | Screen::History | Screen::Replay | Screen::Online => {
                Vec::new()
            }
        };
        if shown != expected {
            return Err(format!("{now:?} shows {shown:?} for {board}"));
        }
        let views = world.query::<&CellView>().iter(world).count();
        if views != expected.len() {
            return Err(format!("{views} cell views for {} cells", expected.len()));
        }
        // The keyboard's cursor is on the board in play.
        let cursor = world.resource::<tictactoe_window::game::input::BoardCursor>();
        if now == Screen::Playing && cursor.cell.is_some_and(|c| c >= board.cells()) {
            return Err(format!("the cursor {:?} is off {board}", cursor.cell));
        }
        // Names are always fit to show; every tally is one pair's, in order, with games.
        let names = &world.resource::<GameSession>().names;
        for name in [&names.x, &names.o] {
            if tidy_name(name).as_ref() != Some(name) {
                return Err(format!("the name {name:?} is not tidy"));
            }
        }
        let scores = &world.resource::<GameSession>().scores;
        if scores.clone().tidied() != *scores {
            return Err(format!("untidy scores: {scores:?}"));
        }
        // Every game kept is a finished game, once; History lists only kept games, and
        // Replay shows a move of its game.
        let archive = world.resource::<Archive>();
        for (i, game) in archive.games.iter().enumerate() {
            game.check()
                .map_err(|why| format!("kept game {}: {why}", game.id))?;
            if archive.games[..i].iter().any(|g| g.id == game.id) {
                return Err(format!("game {} kept twice", game.id));
            }
        }
        let list = world.resource::<HistoryList>();
        if let Some(id) = list.ids.iter().find(|&&id| archive.get(id).is_none()) {
            return Err(format!("History lists game {id}, which is not kept"));
        }
        if now == Screen::Replay {
            let replay = world.resource::<Replay>();
            if replay.ply > replay.game.plies() {
                return Err(format!(
                    "Replay at ply {} of {}",
                    replay.ply,
                    replay.game.plies()
                ));
            }
        }
        Ok(())
    }
}

#[test]
fn a_monkey_keeps_every_invariant_on_every_screen() {
    let (mut games, mut ai_games, mut quits, mut resumed) = (0, 0, 0, 0);
    let (mut abandoned, mut auto_played, mut tallied) = (0, 0, 0);
    let (mut replayed, mut reviewed, mut kept) = (0, 0, 0);
    let (seeds, steps) = (
        from_env("MONKEY_SEEDS", SEEDS),
        from_env("MONKEY_STEPS", STEPS),
    );
    for seed in 0..seeds {
        let mut monkey = Monkey::new(seed);
        for _ in 0..steps {
            monkey.step();
            monkey.check();
        }
        games += monkey.games_over;
        ai_games += monkey.ai_games;
        quits += monkey.quits;
        resumed += monkey.resumed;
        abandoned += monkey.abandoned;
        auto_played += monkey.auto_played;
        replayed += monkey.replayed;
        reviewed += monkey.reviewed;
        kept += monkey.app.world().resource::<Archive>().games.len();
        let scores = &monkey.app.world().resource::<GameSession>().scores;
        tallied += scores.tallies.iter().map(|t| t.games()).sum::<u32>();
    }
    eprintln!(
        "monkey: {games} games finished, {ai_games} computer-only games started, \
         {quits} quits, {resumed} resumed, {abandoned} abandoned, {auto_played} auto-played, \
         {tallied} in the scores, {kept} kept in the archive, {replayed} replays, \
         {reviewed} reviews, {seeds} x {steps} steps"
    );
    assert!(games > 10, "the monkey finished only {games} games");
    assert!(ai_games > 0, "the monkey never watched two computers play");
    assert!(quits > 0, "the monkey never quit");
    assert!(resumed > 0, "the monkey never resumed a game");
    assert!(abandoned > 0, "the monkey never abandoned a game");
    assert!(tallied > 0, "no game of the monkey's counted in the scores");
    assert!(replayed > 0, "the monkey never opened a game in Replay");
    assert!(reviewed > 0, "the monkey never reviewed a game");
}
