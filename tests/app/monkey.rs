//! The monkey test: thousands of seeded random inputs on every screen (button presses, cell
//! clicks, keys, time jumps of 0 to 2 s), with the game's invariants checked after each step.

use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use mnk::Board;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use tictactoe::board_view::CellView;
use tictactoe::game::{CellClicked, Game, SearchBudget};
use tictactoe::screen::Screen;
use tictactoe::ui::ButtonAction;

use crate::{app, screen};

/// Random inputs per seed.
const STEPS: usize = 1500;
/// Seeds tried; each is one reproducible run.
const SEEDS: u64 = 4;

/// Keys a person might press anywhere: digits, numpad, Esc, letters, Enter, Space, Tab.
const KEYS: [KeyCode; 12] = [
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
];

struct Monkey {
    app: App,
    rng: StdRng,
    /// What the monkey did, newest last: printed when an invariant breaks.
    steps: Vec<String>,
    games_over: usize,
}

impl Monkey {
    fn new(seed: u64) -> Monkey {
        let mut app = app(tictactoe::game::Seat::Human, tictactoe::game::Seat::Human);
        // Hard on a 10x10 board thinks for 20 ms, not a second, so the run stays short.
        app.insert_resource(SearchBudget(Duration::from_millis(20)));
        Monkey {
            app,
            rng: StdRng::seed_from_u64(seed),
            steps: Vec::new(),
            games_over: 0,
        }
    }

    fn step(&mut self) {
        let roll = self.rng.random_range(0..100);
        let what = match roll {
            0..30 => self.press_a_button(),
            30..55 => self.click_a_cell(),
            55..70 => self.press_a_key(),
            _ => self.wait(),
        };
        self.steps.push(what);
        let was_over = screen(&self.app) == Screen::GameOver;
        self.frame(Duration::from_millis(16));
        if !was_over && screen(&self.app) == Screen::GameOver {
            self.games_over += 1;
        }
        if self.app.should_exit().is_some() {
            assert_eq!(self.app.should_exit(), Some(AppExit::Success));
            // Quit ends the app; start it again, as a person would.
            let seed = self.rng.random();
            let games = self.games_over;
            *self = Monkey::new(seed);
            self.games_over = games;
        }
    }

    fn frame(&mut self, dt: Duration) {
        self.app
            .insert_resource(TimeUpdateStrategy::ManualDuration(dt));
        self.app.update();
        let mut keys = self.app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.release_all();
        keys.clear();
    }

    fn press_a_button(&mut self) -> String {
        let world = self.app.world_mut();
        let mut buttons = world.query::<(&ButtonAction, &Node, &mut Interaction)>();
        let shown: Vec<ButtonAction> = buttons
            .iter(world)
            .filter(|(_, node, _)| node.display != Display::None)
            .map(|(action, _, _)| *action)
            .collect();
        if shown.is_empty() {
            return "no button to press".into();
        }
        let action = shown[self.rng.random_range(0..shown.len())];
        for (a, _, mut interaction) in buttons.iter_mut(world) {
            if *a == action {
                *interaction = Interaction::Pressed;
            }
        }
        format!("press {action:?}")
    }

    fn click_a_cell(&mut self) -> String {
        let world = self.app.world_mut();
        let cells: Vec<usize> = world.query::<&CellView>().iter(world).map(|v| v.0).collect();
        // Mostly cells on screen; sometimes one past any board.
        let cell = if cells.is_empty() || self.rng.random_bool(0.05) {
            self.rng.random_range(0..128)
        } else {
            cells[self.rng.random_range(0..cells.len())]
        };
        world.write_message(CellClicked(cell));
        format!("click cell {cell}")
    }

    fn press_a_key(&mut self) -> String {
        let key = KEYS[self.rng.random_range(0..KEYS.len())];
        self.app
            .world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .press(key);
        format!("key {key:?}")
    }

    fn wait(&mut self) -> String {
        let ms = self.rng.random_range(0..=2000);
        // The search runs on real threads: let it get somewhere while the clock jumps.
        std::thread::sleep(Duration::from_millis(1));
        self.frame(Duration::from_millis(ms));
        format!("wait {ms} ms")
    }

    /// Every invariant, after a step.
    fn check(&mut self) {
        let world = self.app.world_mut();
        let board = world.resource::<Game>().board.clone();
        let failure = |why: String| -> String {
            format!(
                "{why}\nboard {board}\nlast steps:\n  {}",
                self.steps[self.steps.len().saturating_sub(12)..].join("\n  ")
            )
        };
        // The board agrees with its move list.
        let mut replayed = Board::new(board.cols(), board.rows(), board.k()).unwrap();
        for cell in board.history() {
            replayed.play(cell).expect("the move list replays");
        }
        assert_eq!(replayed, board, "{}", failure("the move list disagrees".into()));
        assert_eq!(replayed.outcome(), board.outcome());
        // The screen, once a pending change is made, owns the board rightly.
        let current = *world.resource::<State<Screen>>().get();
        let next = match world.resource::<NextState<Screen>>() {
            NextState::Pending(s) | NextState::PendingIfNeq(s) => *s,
            NextState::Unchanged => current,
        };
        match next {
            Screen::Playing => assert!(!board.outcome().is_over(), "{}", failure("playing a finished game".into())),
            Screen::GameOver => assert!(board.outcome().is_over(), "{}", failure("game over in progress".into())),
            Screen::Menu => {}
        }
        // The board view shows exactly the board's cells, or none off the board screens.
        let mut shown: Vec<usize> = world.query::<&CellView>().iter(world).map(|v| v.0).collect();
        shown.sort_unstable();
        if matches!(current, Screen::Playing | Screen::GameOver) {
            assert_eq!(shown, (0..board.cells()).collect::<Vec<_>>(), "{}", failure("cells shown".into()));
        } else {
            assert!(shown.is_empty(), "{}", failure("cells shown off the board screens".into()));
        }
    }
}

#[test]
fn a_monkey_keeps_every_invariant_on_every_screen() {
    let mut games = 0;
    for seed in 0..SEEDS {
        let mut monkey = Monkey::new(seed);
        for _ in 0..STEPS {
            monkey.step();
            monkey.check();
        }
        games += monkey.games_over;
    }
    assert!(games > 0, "the monkey finished no game");
    eprintln!("monkey: {games} games finished over {SEEDS} seeds x {STEPS} steps");
}
