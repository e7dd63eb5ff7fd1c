//! The game app without a window: screens, turns, the AI's pause and the buttons,
//! driven frame by frame with time advanced by hand.

use std::fmt::Debug;
use std::time::Duration;

use bevy::ecs::message::Messages;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use bevy::ui::InteractionDisabled;
use bevy::ui_widgets::{Activate, ValueChange};
use bevy::window::RequestRedraw;
use mnk::{Level, Mark, Outcome};
use rand::SeedableRng;
use rand::rngs::StdRng;
use tictactoe_core::storage::Folders;
use tictactoe_window::controls::focus::Modal;
use tictactoe_window::files::StorageFolders;
use tictactoe_window::game::GameSession;
use tictactoe_window::game::ai_turn::{AiRng, Thinking};
use tictactoe_window::game::board_view::CellView;
use tictactoe_window::game::board_view::{CellMark, Flash, ForbiddenCross, MoveNumber};
use tictactoe_window::game::feedback::SoundCue;
use tictactoe_window::game::{
    CellClicked, ForbiddenPoints, MoveNumbers, Rules, SearchBudget, Seat, Seats, Session,
    ThinkDelay,
};
use tictactoe_window::screens::Screen;
use tictactoe_window::screens::game_over::GameOverAction;
use tictactoe_window::screens::menu::{MenuAction, MenuChoice};
use tictactoe_window::screens::playing::{BoardAction, ChoiceButton, LeaveAction};
use tictactoe_window::theme::mark::MarkShape;
use tictactoe_window::theme::motion::{Animations, Curtain, Grow};
use tictactoe_window::theme::paint::Edge;
use tictactoe_window::theme::palette::Role;

mod access;
mod advice;
mod archive;
mod brains;
mod internet;
mod languages;
mod monkey;
mod players;
mod saves;
mod speech;
mod undo;
mod window_online;

/// The keyboard's layout: which letter each key types (the tests press keys by their
/// place, [`KeyCode`], as a hand does).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Layout {
    #[default]
    Us,
    /// QWERTZ: Y and Z change places.
    German,
    /// AZERTY: A and Q, W and Z change places.
    French,
    /// ЙЦУКЕН: no Latin letter.
    Russian,
}

impl Layout {
    /// What the key at `code` types, if it is a letter key.
    fn typed(self, code: KeyCode) -> Option<bevy::input::keyboard::Key> {
        let name = format!("{code:?}");
        let letter = name.strip_prefix("Key")?.to_ascii_lowercase();
        let swap = |a: &str, b: &str, l: String| match l {
            l if l == a => b.to_string(),
            l if l == b => a.to_string(),
            l => l,
        };
        let letter = match self {
            Layout::Us => letter,
            Layout::German => swap("y", "z", letter),
            Layout::French => swap("w", "z", swap("a", "q", letter)),
            Layout::Russian => {
                let i = letter.bytes().next()? - b'a';
                "фисвуапршолдьтщзйкыегмцчня"
                    .chars()
                    .nth(i as usize)?
                    .to_string()
            }
        };
        Some(bevy::input::keyboard::Key::Character(
            letter.as_str().into(),
        ))
    }
}

/// A keyboard with no window: what the keys pressed type, by [`Layout`] (US unless a test
/// sets another), as winit gives it.
fn keyboard(app: &mut App) {
    use bevy::input::keyboard::Key;
    fn type_keys(
        keys: Res<ButtonInput<KeyCode>>,
        layout: Res<Layout>,
        mut typed: ResMut<ButtonInput<Key>>,
    ) {
        typed.clear();
        for &code in keys.get_just_pressed() {
            if let Some(key) = layout.typed(code) {
                typed.press(key);
            }
        }
        let held: Vec<Key> = keys
            .get_pressed()
            .filter_map(|&code| layout.typed(code))
            .collect();
        let up: Vec<Key> = typed
            .get_pressed()
            .filter(|key| !held.contains(key))
            .cloned()
            .collect();
        for key in up {
            typed.release(key);
        }
    }
    app.init_resource::<ButtonInput<KeyCode>>()
        .init_resource::<ButtonInput<Key>>()
        .init_resource::<Layout>()
        .add_systems(PreUpdate, type_keys.in_set(bevy::input::InputSystems));
}

/// Each `update()` advances the clock by this much.
const FRAME: Duration = Duration::from_millis(50);

fn app(x: Seat, o: Seat) -> App {
    app_set(x, o, |_| {})
}

/// [`app`], with `set` done to the world before its first frame (settings the menu reads
/// as it opens).
fn app_set(x: Seat, o: Seat, set: impl FnOnce(&mut World)) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, keyboard))
        .insert_resource(TimeUpdateStrategy::ManualDuration(FRAME))
        .add_plugins(tictactoe_window::plugin)
        .insert_resource(AiRng(StdRng::seed_from_u64(7)));
    app.world_mut().resource_mut::<GameSession>().seats = Seats { x, o };
    set(app.world_mut());
    app.update();
    no_relay(&mut app);
    app
}

/// A host's invitation reaches no relay on the internet: tests stay on this computer.
fn no_relay(app: &mut App) {
    app.world_mut()
        .insert_resource(tictactoe_window::game::online::RelayChoice("off".into()));
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// The mark to move on the board.
fn to_move(app: &App) -> Mark {
    app.world()
        .resource::<GameSession>()
        .game()
        .board()
        .to_move()
}

fn board(app: &App) -> String {
    app.world()
        .resource::<GameSession>()
        .game()
        .board()
        .to_string()
}

/// The entity of the button or option tagged `tag` on the screen now.
fn find<T: Component + PartialEq + Debug>(app: &mut App, tag: T) -> Entity {
    let world = app.world_mut();
    let found = world
        .query::<(Entity, &T)>()
        .iter(world)
        .find(|(_, t)| **t == tag)
        .map(|(entity, _)| entity);
    found.unwrap_or_else(|| panic!("no {tag:?} on {:?}", screen(app)))
}

/// Activates the button with `action`, as its widget does for a click or for Enter on a
/// focused button, and runs the frame that handles it.
fn activate<T: Component + PartialEq + Debug>(app: &mut App, action: T) {
    let entity = find(app, action);
    app.world_mut().trigger(Activate { entity });
    app.update();
}

/// Presses the button with `action` and runs two frames: the press, then the screen change.
fn press<T: Component + PartialEq + Debug>(app: &mut App, action: T) {
    activate(app, action);
    app.update();
}

/// Chooses an option, as its radio group reports a click on it, and runs a frame.
fn choose<T: Component + PartialEq + Debug>(app: &mut App, choice: T) {
    let option = find(app, choice);
    let group = app.world().get::<ChildOf>(option).unwrap().parent();
    app.world_mut().trigger(ValueChange {
        source: group,
        value: option,
        is_final: true,
    });
    app.update();
}

/// Holds a key down (without Bevy's input plugin nothing releases it).
fn press_key(app: &mut App, key: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
}

fn click(app: &mut App, cell: usize) {
    app.world_mut().write_message(CellClicked(cell));
    app.update();
}

/// Cells of the board on screen.
fn cells_shown(app: &mut App) -> usize {
    app.world_mut()
        .query::<&CellView>()
        .iter(app.world())
        .count()
}

/// The sounds asked for in the last update.
fn sound_cues(app: &App) -> Vec<SoundCue> {
    let messages = app.world().resource::<Messages<SoundCue>>();
    messages.iter_current_update_messages().copied().collect()
}

fn play(x: Seat, o: Seat) -> App {
    let mut app = app(x, o);
    assert_eq!(screen(&app), Screen::Menu);
    press(&mut app, MenuAction::Play);
    assert_eq!(screen(&app), Screen::Playing);
    app
}

#[test]
fn menu_play_starts_a_game_on_an_empty_board() {
    let mut app = play(Seat::Human, Seat::Human);
    assert_eq!(board(&app), ".../.../...");
    assert_eq!(cells_shown(&mut app), 9);
}

#[test]
fn menu_choices_set_the_seats() {
    let mut app = app(Seat::Human, Seat::Human);
    choose(
        &mut app,
        MenuChoice::Seat(Mark::O, Seat::Computer(Level::Hard)),
    );
    choose(
        &mut app,
        MenuChoice::Seat(Mark::X, Seat::Computer(Level::Easy)),
    );
    let seats = app.world().resource::<GameSession>().seats;
    assert_eq!(
        seats,
        Seats {
            x: Seat::Computer(Level::Easy),
            o: Seat::Computer(Level::Hard)
        }
    );
}

#[test]
fn a_click_places_a_mark_and_passes_the_turn() {
    let mut app = play(Seat::Human, Seat::Human);
    click(&mut app, 4);
    assert_eq!(board(&app), ".../.X./...");
    assert_eq!(to_move(&app), Mark::O);
    click(&mut app, 0);
    assert_eq!(board(&app), "O../.X./...");
}

#[test]
fn number_keys_place_marks_like_a_numeric_keypad() {
    let mut app = play(Seat::Human, Seat::Human);
    press_key(&mut app, KeyCode::Digit7);
    app.update();
    assert_eq!(board(&app), "X../.../...");
}

#[test]
fn illegal_click_flashes_cell_and_plays_warning() {
    let mut app = play(Seat::Human, Seat::Human);
    click(&mut app, 4);
    let before = board(&app);
    click(&mut app, 4);
    assert_eq!(board(&app), before, "the board does not change");
    assert_eq!(to_move(&app), Mark::O, "nor the turn");
    assert_eq!(
        sound_cues(&app),
        [SoundCue::Warning],
        "the warning sound is asked for"
    );
    let flashing: Vec<usize> = app
        .world_mut()
        .query_filtered::<&CellView, With<Flash>>()
        .iter(app.world())
        .map(|v| v.0)
        .collect();
    assert_eq!(flashing, vec![4]);
    // The flash ends after about 0.3 s.
    for _ in 0..8 {
        app.update();
    }
    let still = app.world_mut().query::<&Flash>().iter(app.world()).count();
    assert_eq!(still, 0);
}

#[test]
fn each_mark_the_result_and_every_press_has_its_sound() {
    let mut app = play(Seat::Human, Seat::Human);
    click(&mut app, 4);
    assert_eq!(sound_cues(&app), [SoundCue::Place(Mark::X)]);
    click(&mut app, 0);
    assert_eq!(sound_cues(&app), [SoundCue::Place(Mark::O)]);
    for cell in [3, 1, 5] {
        click(&mut app, cell);
    }
    assert_eq!(
        sound_cues(&app),
        [SoundCue::Place(Mark::X), SoundCue::Win],
        "X's row: the last mark, then the win"
    );
    app.update();
    // Heard as the button is pressed, before the frame that acts on it.
    let menu = find(&mut app, GameOverAction::Menu);
    app.world_mut().trigger(Activate { entity: menu });
    assert_eq!(sound_cues(&app), [SoundCue::Click], "a button");
    app.update();
    app.update();
    let option = find(&mut app, MenuChoice::Size(4));
    let group = app.world().get::<ChildOf>(option).unwrap().parent();
    app.world_mut().trigger(ValueChange {
        source: group,
        value: option,
        is_final: true,
    });
    assert_eq!(sound_cues(&app), [SoundCue::Click], "an option");

    // A draw: X O X / X O O / O X X.
    let mut app = play(Seat::Human, Seat::Human);
    for cell in [0, 1, 2, 4, 3, 5, 7, 6] {
        click(&mut app, cell);
    }
    click(&mut app, 8);
    assert_eq!(sound_cues(&app), [SoundCue::Place(Mark::X), SoundCue::Draw]);
}

#[test]
fn renju_is_chosen_in_the_menu_where_it_fits_and_a_forbidden_point_is_refused_with_its_reason() {
    let mut app = app(Seat::Human, Seat::Human);
    let rules = |app: &App| app.world().resource::<GameSession>().rules;
    // On 3x3, three in a row: renju is five in a row, so it is refused with its reason.
    choose(&mut app, MenuChoice::Rule(mnk::Rule::Renju));
    assert_eq!(rules(&app), Rules::default(), "nothing changed");
    app.update();
    let notices = saves::notices_shown(&mut app);
    assert!(
        notices == ["Renju is played with five in a row, not 3."],
        "{notices:?}"
    );
    choose(&mut app, MenuChoice::Size(9));
    choose(&mut app, MenuChoice::K(5));
    choose(&mut app, MenuChoice::Rule(mnk::Rule::Renju));
    let renju = Rules::new(9, 5).with_rule(mnk::Rule::Renju);
    assert_eq!(rules(&app), renju);
    // Nor may the win length change under it.
    choose(&mut app, MenuChoice::K(4));
    assert_eq!(rules(&app), renju);

    press(&mut app, MenuAction::Play);
    assert_eq!(screen(&app), Screen::Playing);
    // X (Black) with two open twos meeting at e5, O in the corners.
    for (row, col) in [
        (2, 4),
        (0, 0),
        (3, 4),
        (0, 8),
        (4, 2),
        (8, 0),
        (4, 3),
        (8, 8),
    ] {
        click(&mut app, row * 9 + col);
    }
    let ply = |app: &App| app.world().resource::<GameSession>().game().board().ply();
    assert_eq!(ply(&app), 8);
    // On X's turn the forbidden point is drawn, a small cross; with the setting off, not.
    let crossed = |app: &mut App| -> Vec<usize> {
        app.update();
        let world = app.world_mut();
        let mut crosses = world.query::<(&ForbiddenCross, &Visibility)>();
        let mut shown: Vec<usize> = crosses
            .iter(world)
            .filter(|(_, v)| **v != Visibility::Hidden)
            .map(|(c, _)| c.0)
            .collect();
        shown.sort_unstable();
        shown
    };
    assert_eq!(crossed(&mut app), [4 * 9 + 4]);
    app.world_mut().resource_mut::<ForbiddenPoints>().0 = false;
    assert_eq!(crossed(&mut app), Vec::<usize>::new());
    app.world_mut().resource_mut::<ForbiddenPoints>().0 = true;
    click(&mut app, 4 * 9 + 4);
    assert_eq!(ply(&app), 8, "the double three is not played");
    assert_eq!(sound_cues(&app), [SoundCue::Warning]);
    app.update();
    let notices = saves::notices_shown(&mut app);
    assert!(
        notices
            .iter()
            .any(|n| n == "e5 is forbidden to X in renju: a double three."),
        "{notices:?}"
    );
}

/// The status line under the board.
fn status_line(app: &mut App) -> String {
    let world = app.world_mut();
    let mut query =
        world.query_filtered::<&Text, With<tictactoe_window::game::status_bar::StatusText>>();
    query.iter(world).map(|t| t.0.clone()).collect()
}

/// Runs frames until `done` holds (a computer's turn takes its think delay and its search).
fn run_until(app: &mut App, done: impl Fn(&Session) -> bool) {
    for _ in 0..4000 {
        if done(app.world().resource::<GameSession>()) {
            return;
        }
        app.update();
        std::thread::sleep(Duration::from_millis(1));
    }
    panic!("never came: {}", board(app));
}

#[test]
fn swap2_on_15x15_renju_is_played_through_against_hard_with_its_choices_as_buttons() {
    let mut app = app(Seat::Computer(Level::Hard), Seat::Human);
    app.insert_resource(SearchBudget(Duration::from_millis(200)));
    choose(&mut app, MenuChoice::Size(15));
    choose(&mut app, MenuChoice::K(5));
    choose(&mut app, MenuChoice::Rule(mnk::Rule::Renju));
    choose(&mut app, MenuChoice::Opening(mnk::Opening::Swap2));
    press(&mut app, MenuAction::Play);
    assert_eq!(screen(&app), Screen::Playing);
    app.update();
    assert!(status_line(&mut app).contains("places stone 1 of 3 (X)"));
    // Hard, the first player, places three stones; the person chooses.
    run_until(&mut app, |s| s.choice_due().is_some());
    assert_eq!(app.world().resource::<GameSession>().board().ply(), 3);
    app.update();
    assert!(
        status_line(&mut app).contains("chooses: play Black, play White, or place two more"),
        "{}",
        status_line(&mut app)
    );
    // The empty cells, first to last.
    let empty = |app: &App| -> Vec<usize> {
        let board = app.world().resource::<GameSession>().board();
        (0..225).filter(|&c| board.get(c).is_none()).collect()
    };
    // A stone now is refused with the reason, the red flash and the warning.
    let first = empty(&app)[0];
    click(&mut app, first);
    assert_eq!(sound_cues(&app), [SoundCue::Warning]);
    app.update();
    let notices = saves::notices_shown(&mut app);
    assert!(
        notices.iter().any(|n| n.starts_with("Not a stone now")),
        "{notices:?}"
    );
    // The choice is a button: place two more (White, then Black).
    activate(&mut app, ChoiceButton(mnk::opening::Choice::PlaceTwo));
    app.update();
    let ply = |app: &App| app.world().resource::<GameSession>().board().ply();
    for _ in 0..2 {
        let last = *empty(&app).last().unwrap();
        click(&mut app, last);
    }
    assert_eq!(ply(&app), 5);
    // Hard chooses its colour, and says so; then the game goes on as usual.
    run_until(&mut app, |s| {
        matches!(s.opening_step(), mnk::opening::Step::Play { .. })
    });
    app.update();
    let notices = saves::notices_shown(&mut app);
    assert!(
        notices.iter().any(|n| n.starts_with("Hard plays")),
        "{notices:?}"
    );
    run_until(&mut app, Session::person_to_move);
    let before = ply(&app);
    // Undo steps back through the opening: the person's last act was the fifth stone.
    activate(&mut app, BoardAction::Undo);
    app.update();
    let session = app.world().resource::<GameSession>();
    assert!(session.board().ply() < before);
    assert_eq!(
        session.board().ply(),
        4,
        "back before the person's second stone"
    );
    assert!(matches!(
        session.opening_step(),
        mnk::opening::Step::Place { .. }
    ));
}

#[test]
fn each_mark_shows_its_move_number_while_the_setting_is_on() {
    let mut app = play(Seat::Human, Seat::Human);
    click(&mut app, 4);
    click(&mut app, 0);
    let numbers = |app: &mut App| -> Vec<(usize, String)> {
        app.update();
        let world = app.world_mut();
        let mut query = world.query::<(&MoveNumber, &Text)>();
        let mut shown: Vec<(usize, String)> = query
            .iter(world)
            .filter(|(_, t)| !t.0.is_empty())
            .map(|(n, t)| (n.0, t.0.clone()))
            .collect();
        shown.sort();
        shown
    };
    assert_eq!(numbers(&mut app), [], "off by default");
    app.world_mut().resource_mut::<MoveNumbers>().0 = true;
    assert_eq!(numbers(&mut app), [(0, "2".into()), (4, "1".into())]);
    click(&mut app, 8);
    assert_eq!(
        numbers(&mut app),
        [(0, "2".into()), (4, "1".into()), (8, "3".into())]
    );
    app.world_mut().resource_mut::<MoveNumbers>().0 = false;
    assert_eq!(numbers(&mut app), []);
}

#[test]
fn a_timed_game_shows_each_players_time_and_a_player_out_of_time_loses() {
    use tictactoe_core::clock::TimeControl;
    use tictactoe_core::session::SavedClock;
    use tictactoe_window::game::NewGame;
    let mut app = play(Seat::Human, Seat::Human);
    click(&mut app, 4);
    // The game as it would be resumed with X's time almost gone, O's at 42 s.
    let mut saved = app.world().resource::<GameSession>().saved_game();
    saved.clock = Some(SavedClock {
        control: TimeControl::new(60, 1),
        left_ms: [42_000, 400],
    });
    app.world_mut()
        .write_message(NewGame::Resume(Box::new(saved)));
    app.update();
    app.update();
    let texts = |app: &mut App| -> Vec<String> {
        let world = app.world_mut();
        let mut query = world.query::<&Text>();
        query.iter(world).map(|t| t.0.clone()).collect()
    };
    let shown = texts(&mut app);
    assert!(shown.contains(&"0:42".to_string()), "{shown:?}");
    assert!(shown.contains(&"0:01".to_string()), "{shown:?}");
    assert_eq!(screen(&app), Screen::Playing);
    // O is to move, with 0.4 s: the flag falls.
    std::thread::sleep(Duration::from_millis(450));
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::GameOver);
    let session = app.world().resource::<GameSession>();
    assert_eq!(session.out_of_time(), Some(Mark::O));
    assert_eq!(session.result().unwrap().winner, Some(Mark::X));
    assert!(status_line(&mut app).contains("wins on time"));
    assert!(texts(&mut app).contains(&"0:00".to_string()));
}

#[test]
fn clicks_during_the_ai_turn_do_nothing() {
    let mut app = play(Seat::Human, Seat::Computer(Level::Easy));
    click(&mut app, 4);
    click(&mut app, 0);
    assert_eq!(board(&app), ".../.X./...");
}

#[test]
fn ai_moves_only_after_its_think_delay() {
    let mut app = play(Seat::Human, Seat::Computer(Level::Hard));
    let delay = app.world().resource::<ThinkDelay>().0;
    click(&mut app, 4);
    let frames = (delay.as_millis() / FRAME.as_millis()) as usize;
    // Until the delay has passed, O has not moved, however fast the search is.
    for frame in 1..frames {
        app.update();
        assert_eq!(
            app.world().resource::<GameSession>().game().board().ply(),
            1,
            "moved at frame {frame}"
        );
    }
    // Then it does (the search itself takes microseconds; allow a few frames for the thread).
    for _ in 0..40 {
        app.update();
        if app.world().resource::<GameSession>().game().board().ply() == 2 {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(
        app.world().resource::<GameSession>().game().board().ply(),
        2
    );
    assert_eq!(to_move(&app), Mark::X);
}

#[test]
fn ai_against_ai_reaches_game_over_with_no_input() {
    let mut app = play(Seat::Computer(Level::Hard), Seat::Computer(Level::Medium));
    for _ in 0..400 {
        app.update();
        if screen(&app) == Screen::GameOver {
            break;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    assert_eq!(screen(&app), Screen::GameOver);
    let game = app.world().resource::<GameSession>().game();
    assert!(game.board().outcome().is_over());
    assert!(
        !matches!(game.board().outcome(), Outcome::Win { mark: Mark::O, .. }),
        "Hard as X never loses: {}",
        game.board()
    );
}

fn finish_a_game(app: &mut App) {
    // X takes the top row while O plays the middle row.
    for cell in [0, 3, 1, 4, 2] {
        click(app, cell);
    }
    app.update();
    assert_eq!(screen(app), Screen::GameOver);
    assert_eq!(
        app.world()
            .resource::<GameSession>()
            .game()
            .board()
            .outcome(),
        &Outcome::Win {
            mark: Mark::X,
            line: vec![0, 1, 2]
        }
    );
}

#[test]
fn game_over_keeps_the_board_in_view() {
    let mut app = play(Seat::Human, Seat::Human);
    let before: Vec<Entity> = cell_entities(&mut app);
    finish_a_game(&mut app);
    assert_eq!(cells_shown(&mut app), 9);
    assert_eq!(
        cell_entities(&mut app),
        before,
        "the same view, not a new one"
    );
}

fn cell_entities(app: &mut App) -> Vec<Entity> {
    let world = app.world_mut();
    let mut cells: Vec<Entity> = world
        .query_filtered::<Entity, With<CellView>>()
        .iter(world)
        .collect();
    cells.sort();
    cells
}

#[test]
fn game_over_play_starts_a_new_game_with_the_same_seats() {
    let mut app = play(Seat::Human, Seat::Human);
    finish_a_game(&mut app);
    press(&mut app, GameOverAction::Play);
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(board(&app), ".../.../...");
    assert_eq!(
        app.world().resource::<GameSession>().seats,
        Seats {
            x: Seat::Human,
            o: Seat::Human
        }
    );
}

#[test]
fn game_over_menu_returns_to_the_menu() {
    let mut app = play(Seat::Human, Seat::Human);
    finish_a_game(&mut app);
    press(&mut app, GameOverAction::Menu);
    assert_eq!(screen(&app), Screen::Menu);
    assert_eq!(
        cells_shown(&mut app),
        0,
        "the board is gone with its screen"
    );
}

#[test]
fn game_over_quit_exits_successfully() {
    let mut app = play(Seat::Human, Seat::Human);
    finish_a_game(&mut app);
    activate(&mut app, GameOverAction::Quit);
    assert_eq!(app.should_exit(), Some(AppExit::Success));
}

#[test]
fn leaving_while_the_ai_thinks_cancels_it_and_the_window_stays_responsive() {
    let mut app = app(Seat::Computer(Level::Hard), Seat::Human);
    app.world_mut().resource_mut::<GameSession>().rules = Rules::new(10, 5);
    app.insert_resource(SearchBudget(Duration::from_secs(5)));
    press(&mut app, MenuAction::Play);
    assert_eq!(
        app.world().resource::<GameSession>().game().board().cells(),
        100
    );
    // Frames keep coming while Hard searches a 10x10 board on another thread.
    for _ in 0..5 {
        app.update();
    }
    assert!(app.world().resource::<Thinking>().0);
    assert_eq!(
        app.world().resource::<GameSession>().game().board().ply(),
        0
    );
    press_key(&mut app, KeyCode::Escape);
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Menu);
    assert!(!app.world().resource::<Thinking>().0);
}

#[test]
fn escape_returns_to_the_menu() {
    let mut app = play(Seat::Human, Seat::Human);
    press_key(&mut app, KeyCode::Escape);
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Menu);
}

/// Every question answers Esc with the answer that changes nothing; the next Esc is the
/// screen's own.
#[test]
fn escape_answers_a_question_with_its_cancel_first() {
    let mut app = play(Seat::Human, Seat::Human);
    click(&mut app, 4);
    press(&mut app, LeaveAction::Ask);
    let questions = |app: &mut App| {
        let mut modals = app.world_mut().query_filtered::<(), With<Modal>>();
        modals.iter(app.world()).count()
    };
    assert_eq!(questions(&mut app), 1);
    tap(&mut app, &[KeyCode::Escape]);
    assert_eq!(questions(&mut app), 0, "Play on");
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(board(&app), ".../.X./...");
    tap(&mut app, &[KeyCode::Escape]);
    assert_eq!(screen(&app), Screen::Menu);
    // The menu's question too: Reset asks, Esc keeps the score.
    press(&mut app, MenuAction::Play);
    finish_a_game(&mut app);
    press(&mut app, GameOverAction::Menu);
    press(&mut app, MenuAction::ResetScore);
    assert_eq!(questions(&mut app), 1);
    tap(&mut app, &[KeyCode::Escape]);
    assert_eq!(questions(&mut app), 0);
    assert_eq!(screen(&app), Screen::Menu);
    let session = app.world().resource::<GameSession>();
    let [x, o] = session.players();
    assert_eq!(session.scores.games(&x, &o), 1, "the score kept");
}

#[test]
fn menu_quit_exits_successfully() {
    let mut app = app(Seat::Human, Seat::Human);
    activate(&mut app, MenuAction::Quit);
    assert_eq!(app.should_exit(), Some(AppExit::Success));
}

/// Frames the app asked the window for in the last update.
fn redraws_asked(app: &App) -> usize {
    let messages = app.world().resource::<Messages<RequestRedraw>>();
    messages.iter_current_update_messages().count()
}

#[test]
fn the_app_asks_for_frames_only_while_something_moves() {
    let mut app = play(Seat::Human, Seat::Computer(Level::Easy));
    app.update();
    assert!(redraws_asked(&app) > 0, "the game's screen comes in");
    until_still(&mut app);
    assert_eq!(redraws_asked(&app), 0, "X, a person, thinks: nothing moves");
    click(&mut app, 4);
    assert!(redraws_asked(&app) > 0, "O, a computer, is to move");
    for _ in 0..100 {
        if app.world().resource::<GameSession>().game().board().ply() == 2 {
            break;
        }
        assert!(redraws_asked(&app) > 0, "O is still thinking");
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    assert_eq!(
        app.world().resource::<GameSession>().game().board().ply(),
        2
    );
    app.update();
    assert!(redraws_asked(&app) > 0, "O's mark grows in");
    until_still(&mut app);
    assert_eq!(redraws_asked(&app), 0, "X's turn again: nothing moves");
    click(&mut app, 4);
    assert!(redraws_asked(&app) > 0, "the red flash fades");
    for _ in 0..8 {
        app.update();
    }
    assert_eq!(redraws_asked(&app), 0, "the flash is over");
}

/// Curtains over the window: a new screen fading in.
fn curtains(app: &mut App) -> usize {
    let world = app.world_mut();
    world.query::<&Curtain>().iter(world).count()
}

#[test]
fn a_new_screen_fades_in_and_none_does_with_animations_off() {
    let mut app = app(Seat::Human, Seat::Human);
    assert_eq!(curtains(&mut app), 0, "the first screen shows at once");
    press(&mut app, MenuAction::Settings);
    app.update();
    assert_eq!(curtains(&mut app), 1, "Settings comes in");
    until_still(&mut app);
    assert_eq!(curtains(&mut app), 0, "and rests once in");
    app.insert_resource(Animations(false));
    tap(&mut app, &[KeyCode::Escape]);
    app.update();
    assert_eq!(screen(&app), Screen::Menu);
    assert_eq!(curtains(&mut app), 0, "animations off: the menu at once");
}

/// Runs frames until nothing grows any more (a mark just placed, a winning stroke) and
/// no screen is coming in, or panics after a hundred.
fn until_still(app: &mut App) {
    for _ in 0..100 {
        app.update();
        std::thread::sleep(Duration::from_millis(2));
        let world = app.world_mut();
        let growing = world.query::<&Grow>().iter(world).next().is_some();
        if !growing && world.query::<&Curtain>().iter(world).next().is_none() {
            app.update();
            return;
        }
    }
    panic!("still growing after a hundred frames");
}

/// The app with its files in `folder`, as a person starts it: no seats forced.
fn app_in(folder: &std::path::Path) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, keyboard))
        .insert_resource(TimeUpdateStrategy::ManualDuration(FRAME))
        .add_plugins(tictactoe_window::plugin)
        .insert_resource(StorageFolders(Some(Folders::all_in(folder))));
    app.update();
    no_relay(&mut app);
    app
}

/// Runs frames until the file at `path` holds every one of `texts`, or panics after
/// about ten seconds (writes go through fsync, slow on a busy disk).
fn wait_for_file(app: &mut App, path: &std::path::Path, texts: &[&str]) {
    for _ in 0..2000 {
        app.update();
        if std::fs::read_to_string(path).is_ok_and(|t| texts.iter().all(|x| t.contains(x))) {
            return;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    panic!("{} never held {texts:?}", path.display());
}

/// Runs frames until the file at `path` is gone, for about two seconds at most (the
/// caller checks).
fn wait_until_gone(app: &mut App, path: &std::path::Path) {
    for _ in 0..400 {
        app.update();
        if !path.exists() {
            return;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Presses `keys` together for one frame, then lets them go.
fn tap(app: &mut App, keys: &[KeyCode]) {
    {
        let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        for &key in keys {
            input.press(key);
        }
    }
    app.update();
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.release_all();
    input.clear();
    app.update();
}

const UNDO: &[KeyCode] = &[KeyCode::ControlLeft, KeyCode::KeyZ];
const REDO: &[KeyCode] = &[KeyCode::ControlLeft, KeyCode::ShiftLeft, KeyCode::KeyZ];

/// Runs frames until the board has `ply` marks, or panics.
fn until_ply(app: &mut App, ply: usize) {
    for _ in 0..1000 {
        if app.world().resource::<GameSession>().game().board().ply() == ply {
            return;
        }
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    panic!("the board never reached ply {ply}: {}", board(app));
}

fn disabled(app: &mut App, action: BoardAction) -> bool {
    let entity = find(app, action);
    app.world().get::<InteractionDisabled>(entity).is_some()
}

#[test]
fn arrow_keys_and_wasd_move_a_cursor_that_enter_and_space_play_and_the_last_move_is_ringed() {
    use tictactoe_window::game::input::BoardCursor;
    let mut app = app(Seat::Human, Seat::Human);
    app.world_mut().resource_mut::<GameSession>().rules = Rules::new(5, 4);
    press(&mut app, MenuAction::Play);
    let cursor = |app: &App| *app.world().resource::<BoardCursor>();
    assert_eq!(cursor(&app).cell, Some(12), "the centre of 5x5");
    assert!(!cursor(&app).shown, "hidden until the keys move it");
    tap(&mut app, &[KeyCode::ArrowRight]);
    assert_eq!((cursor(&app).cell, cursor(&app).shown), (Some(13), true));
    tap(&mut app, &[KeyCode::KeyW]);
    tap(&mut app, &[KeyCode::Enter]);
    assert_eq!(board(&app), "...../...X./...../...../..... k=4");
    for _ in 0..4 {
        tap(&mut app, &[KeyCode::KeyA]);
    }
    assert_eq!(cursor(&app).cell, Some(5), "it stops at the edge");
    tap(&mut app, &[KeyCode::Space]);
    assert_eq!(board(&app), "...../O..X./...../...../..... k=4");
    // A click moves it too: it stays where the last move was.
    click(&mut app, 24);
    assert_eq!(cursor(&app).cell, Some(24));
    // The last move is ringed; the cursor, drawn the same way, wins where both are.
    let edge_of = |app: &mut App, cell: usize| {
        app.world_mut()
            .query::<(&CellView, &Edge)>()
            .iter(app.world())
            .find(|(view, _)| view.0 == cell)
            .map(|(_, border)| *border)
            .unwrap()
    };
    let (cursor_ring, last_ring) = (Edge(Role::Cursor), Edge(Role::LastMove));
    assert_eq!(edge_of(&mut app, 24), cursor_ring);
    tap(&mut app, &[KeyCode::ArrowUp]);
    assert_eq!(edge_of(&mut app, 24), last_ring);
    assert_eq!(edge_of(&mut app, 19), cursor_ring);
    tap(&mut app, &[KeyCode::ArrowDown]);
    assert_eq!(cursor(&app).cell, Some(24));
}

#[test]
fn the_cursor_is_heard_by_its_row_its_column_and_what_it_is_on_and_against_the_edge() {
    let mut app = play(Seat::Human, Seat::Human);
    click(&mut app, 3); // X on the middle row's first cell
    let cue_of = |app: &mut App, key: KeyCode| {
        {
            let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
            input.press(key);
        }
        app.update();
        let cues = sound_cues(app);
        let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        input.release_all();
        input.clear();
        app.update();
        cues
    };
    // The cursor follows the last move: from a2, where X played.
    let first = cue_of(&mut app, KeyCode::ArrowUp);
    let at = |over, row, col| SoundCue::Cursor {
        over,
        row,
        rows: 3,
        col,
        cols: 3,
    };
    assert_eq!(first, [at(None, 0, 0)], "up from a2: a1, empty");
    assert_eq!(cue_of(&mut app, KeyCode::ArrowUp), [SoundCue::Edge]);
    assert_eq!(
        cue_of(&mut app, KeyCode::ArrowDown),
        [at(Some(Mark::X), 1, 0)]
    );
    // Higher on the top row, lower on the bottom; from the left, from the right.
    let (top, left_pan) = at(None, 0, 0).pitch_and_pan();
    let (bottom, right_pan) = at(None, 2, 2).pitch_and_pan();
    assert!(top > bottom, "{top} {bottom}");
    assert_eq!((left_pan, right_pan), (-1.0, 1.0));
    assert_eq!(SoundCue::Edge.pitch_and_pan(), (1.0, 0.0));
}

/// Presses gamepad buttons for one frame, on a gamepad of its own.
fn pad(app: &mut App, buttons: &[GamepadButton]) {
    let mut pads = app.world_mut().query::<&mut Gamepad>();
    if pads.iter(app.world()).next().is_none() {
        app.world_mut().spawn(Gamepad::default());
    }
    for mut gamepad in pads.iter_mut(app.world_mut()) {
        for &button in buttons {
            gamepad.digital_mut().press(button);
        }
    }
    app.update();
    for mut gamepad in pads.iter_mut(app.world_mut()) {
        gamepad.digital_mut().release_all();
        gamepad.digital_mut().clear();
    }
    app.update();
}

#[test]
fn a_gamepad_moves_the_cursor_places_marks_and_goes_back() {
    let mut app = play(Seat::Human, Seat::Human);
    pad(&mut app, &[GamepadButton::DPadRight]);
    pad(&mut app, &[GamepadButton::DPadUp]);
    pad(&mut app, &[GamepadButton::South]);
    assert_eq!(board(&app), "..X/.../...");
    pad(&mut app, &[GamepadButton::DPadDown]);
    pad(&mut app, &[GamepadButton::DPadDown]);
    pad(&mut app, &[GamepadButton::South]);
    assert_eq!(board(&app), "..X/.../..O");
    pad(&mut app, &[GamepadButton::East]);
    app.update();
    assert_eq!(screen(&app), Screen::Menu);
}

/// The texts on screen (shown, not typed in a field, not the names of keys), with what they
/// say.
pub(crate) fn texts_shown(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    let mut texts = world.query_filtered::<(Entity, &Text), (
        Without<bevy::text::EditableText>,
        Without<tictactoe_window::screens::shortcuts::KeyNames>,
    )>();
    let texts: Vec<(Entity, String)> = texts.iter(world).map(|(e, t)| (e, t.0.clone())).collect();
    let shown = |entity: Entity| {
        let mut at = Some(entity);
        while let Some(e) = at {
            if world
                .get::<Node>(e)
                .is_some_and(|n| n.display == Display::None)
            {
                return false;
            }
            at = world.get::<ChildOf>(e).map(|c| c.parent());
        }
        true
    };
    texts
        .into_iter()
        .filter(|(e, t)| shown(*e) && !t.trim().is_empty())
        .map(|(_, t)| t)
        .collect()
}

#[test]
fn a_gomoku_board_has_stones_on_its_points_and_its_columns_and_rows_named() {
    let mut app = app(Seat::Human, Seat::Human);
    choose(&mut app, MenuChoice::Size(15));
    choose(&mut app, MenuChoice::K(5));
    press(&mut app, MenuAction::Play);
    app.update();
    let stones = |app: &mut App| -> Vec<bool> {
        app.world_mut()
            .query::<(&CellMark, &MarkShape)>()
            .iter(app.world())
            .map(|(_, shape)| shape.stone)
            .collect()
    };
    let shown = stones(&mut app);
    assert_eq!(shown.len(), 225);
    assert!(shown.iter().all(|&stone| stone));
    click(&mut app, 112);
    let black = app
        .world_mut()
        .query::<(&CellMark, &MarkShape)>()
        .iter(app.world())
        .find(|(c, _)| c.0 == 112)
        .map(|(_, shape)| (shape.mark, shape.stone));
    assert_eq!(black, Some((Some(Mark::X), true)), "X plays Black");
    let names: Vec<String> = app
        .world_mut()
        .query::<(&Name, &Children)>()
        .iter(app.world())
        .filter(|(name, _)| name.as_str() == "Column name" || name.as_str() == "Row name")
        .map(|(name, _)| name.to_string())
        .collect();
    assert_eq!(names.len(), 30, "a to o, 1 to 15");
}
