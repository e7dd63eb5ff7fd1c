//! What the app keeps between runs: the menu's choices and the settings, a bad settings
//! file kept aside, and the unfinished game offered again.

use std::time::Duration;

use bevy::prelude::*;
use mnk::{Level, Mark};
use tictactoe_core::session::AUTOSAVE_FILE;
use tictactoe_core::settings::SETTINGS_FILE;
use tictactoe_window::files::autosave::Resumable;
use tictactoe_window::game::GameSession;
use tictactoe_window::game::feedback::SoundLevel;
use tictactoe_window::game::{Rules, SearchBudget, Seat, Seats, ThinkDelay};
use tictactoe_window::notice::{NOTICE_SECONDS, NoticeView};
use tictactoe_window::screens::Screen;
use tictactoe_window::screens::menu::{MenuAction, MenuChoice};
use tictactoe_window::screens::playing::BoardAction;
use tictactoe_window::screens::settings::{SettingsAction, Stepper, Toggle, ToggleChoice};

use crate::{
    FRAME, REDO, UNDO, activate, app_in, board, choose, click, disabled, find, finish_a_game,
    press, screen, tap, to_move, wait_for_file, wait_until_gone,
};

#[test]
fn seats_and_board_are_remembered_between_runs() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = app_in(folder.path());
    assert_eq!(
        app.world().resource::<GameSession>().seats,
        Seats::default()
    );
    choose(
        &mut app,
        MenuChoice::Seat(Mark::O, Seat::Computer(Level::Hard)),
    );
    choose(&mut app, MenuChoice::Size(5));
    choose(&mut app, MenuChoice::K(4));
    wait_for_file(&mut app, &folder.path().join(SETTINGS_FILE), &["k: 4"]);
    drop(app);

    let app = app_in(folder.path());
    assert_eq!(
        app.world().resource::<GameSession>().seats.o,
        Seat::Computer(Level::Hard)
    );
    assert_eq!(
        app.world().resource::<GameSession>().rules,
        Rules::new(5, 4)
    );
}

#[test]
fn a_bad_settings_file_is_kept_aside_and_the_game_starts_with_defaults() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join(SETTINGS_FILE);
    std::fs::write(&path, "(version: 1, data: (x: Ai(Ha").unwrap();
    // A second bad file: its notice stands under the first, not over it.
    std::fs::write(folder.path().join("scores.ron"), "garbage").unwrap();
    let mut app = app_in(folder.path());
    assert_eq!(
        app.world().resource::<GameSession>().seats,
        Seats::default()
    );
    let mut notices = notices_shown(&mut app);
    assert_eq!(notices.len(), 2, "{notices:?}");
    let world = app.world_mut();
    let stacks: std::collections::HashSet<Entity> = world
        .query_filtered::<&ChildOf, With<NoticeView>>()
        .iter(world)
        .map(ChildOf::parent)
        .collect();
    assert_eq!(stacks.len(), 1, "both notices in one column");
    assert!(
        notices.iter().any(|n| n.contains("The scores start again")),
        "{notices:?}"
    );
    notices.retain(|n| n.contains("Settings reset to defaults"));
    assert_eq!(notices.len(), 1, "{notices:?}");
    let kept: Vec<_> = std::fs::read_dir(folder.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("settings.ron.bad-"))
        .collect();
    assert_eq!(kept.len(), 1, "the bad file is kept aside");
    assert!(notices[0].contains(&kept[0]), "the notice says where");
    // The notice goes after a few seconds; the game plays on.
    for _ in 0..((NOTICE_SECONDS * 1000.0) as u128 / FRAME.as_millis() + 2) {
        app.update();
    }
    let world = app.world_mut();
    assert_eq!(world.query::<&NoticeView>().iter(world).count(), 0);
    press(&mut app, MenuAction::Play);
    assert_eq!(screen(&app), Screen::Playing);
}

/// The words of the notices on screen.
pub(crate) fn notices_shown(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    let labels: Vec<Entity> = world
        .query_filtered::<&Children, With<NoticeView>>()
        .iter(world)
        .flat_map(|children| children.iter())
        .collect();
    labels
        .into_iter()
        .filter_map(|label| world.get::<Text>(label).map(|t| t.0.clone()))
        .collect()
}

#[test]
fn a_setting_that_does_not_read_is_said_and_keeps_its_default_while_the_others_are_read() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join(SETTINGS_FILE);
    std::fs::write(
        &path,
        "(version: 1, data: (k: 4, size: 5, think_delay: \"soon\"))",
    )
    .unwrap();
    let mut app = app_in(folder.path());
    assert_eq!(
        app.world().resource::<GameSession>().rules,
        Rules::new(5, 4)
    );
    assert_eq!(
        app.world().resource::<ThinkDelay>().0,
        ThinkDelay::default().0
    );
    let notices = notices_shown(&mut app);
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(
        notices[0].contains("think_delay") && notices[0].contains("keeps its default"),
        "{notices:?}"
    );
}

#[test]
fn an_unfinished_game_is_resumed_as_it_was_left() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = app_in(folder.path());
    choose(&mut app, MenuChoice::Seat(Mark::O, Seat::Human));
    press(&mut app, MenuAction::Play);
    for cell in [4, 0, 8] {
        click(&mut app, cell);
    }
    tap(&mut app, UNDO);
    // The save of the undo, not the one before it (moves 4 and 0, cursor 2 too).
    wait_for_file(
        &mut app,
        &folder.path().join(AUTOSAVE_FILE),
        &["8,", "cursor: 2"],
    );
    // The app goes away with no goodbye, as a crash or a kill would take it.
    drop(app);

    let mut app = app_in(folder.path());
    app.update();
    let resumable = app.world().resource::<Resumable>().0.clone();
    assert!(resumable.is_some(), "the menu offers the game");
    press(&mut app, MenuAction::Resume);
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(board(&app), "O../.X./...");
    assert_eq!(to_move(&app), Mark::X);
    assert!(
        !disabled(&mut app, BoardAction::Redo),
        "the redo list came back too"
    );
    tap(&mut app, REDO);
    assert_eq!(board(&app), "O../.X./..X");
}

#[test]
fn a_finished_game_leaves_nothing_to_resume() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join(AUTOSAVE_FILE);
    let mut app = app_in(folder.path());
    choose(&mut app, MenuChoice::Seat(Mark::O, Seat::Human));
    press(&mut app, MenuAction::Play);
    click(&mut app, 4);
    wait_for_file(&mut app, &path, &["cursor: 1"]);
    tap(&mut app, &[KeyCode::Escape]);
    assert_eq!(screen(&app), Screen::Menu);
    assert!(app.world().resource::<Resumable>().0.is_some());
    find(&mut app, MenuAction::Resume);
    press(&mut app, MenuAction::Play);
    finish_a_game(&mut app);
    wait_until_gone(&mut app, &path);
    assert!(!path.exists(), "the autosave is gone");
    assert!(app.world().resource::<Resumable>().0.is_none());
}

#[test]
fn choices_made_just_before_quit_are_kept() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = app_in(folder.path());
    // Changes one frame apart: the first is being written when the next one comes.
    choose(
        &mut app,
        MenuChoice::Seat(Mark::O, Seat::Computer(Level::Hard)),
    );
    choose(&mut app, MenuChoice::Size(6));
    activate(&mut app, MenuAction::Quit);
    assert_eq!(app.should_exit(), Some(AppExit::Success));
    // The process ends after this frame: the file must already hold the last change.
    let text = std::fs::read_to_string(folder.path().join(SETTINGS_FILE)).unwrap();
    assert!(
        text.contains("size: 6") && text.contains("Computer(Hard)"),
        "{text}"
    );
    drop(app);
    let app = app_in(folder.path());
    assert_eq!(
        app.world().resource::<GameSession>().seats.o,
        Seat::Computer(Level::Hard)
    );
    assert_eq!(app.world().resource::<GameSession>().rules.size, 6);
}

#[test]
fn settings_apply_at_once_and_are_kept() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = app_in(folder.path());
    press(&mut app, MenuAction::Settings);
    assert_eq!(screen(&app), Screen::Settings);
    activate(&mut app, SettingsAction::More(Stepper::ThinkDelay));
    assert_eq!(
        app.world().resource::<ThinkDelay>().0,
        Duration::from_secs_f32(0.7)
    );
    for _ in 0..6 {
        activate(&mut app, SettingsAction::Less(Stepper::HardBudget));
    }
    let budget = app.world().resource::<SearchBudget>().0;
    assert_eq!(budget, Duration::from_millis(250), "never below 0.25 s");
    activate(&mut app, SettingsAction::Less(Stepper::Volume));
    for _ in 0..3 {
        activate(&mut app, SettingsAction::More(Stepper::Clock));
    }
    let five_three = Some(tictactoe_core::clock::TimeControl::new(300, 3));
    assert_eq!(
        app.world().resource::<GameSession>().rules.clock,
        five_three
    );
    choose(&mut app, ToggleChoice(Toggle::Sound, false));
    let sound = *app.world().resource::<SoundLevel>();
    assert!(sound.mute && (sound.volume - 0.7).abs() < 1e-6, "{sound:?}");
    assert_eq!(sound.decibels(), None, "muted: nothing is played");
    press(&mut app, SettingsAction::Back);
    assert_eq!(screen(&app), Screen::Menu);
    let path = folder.path().join(SETTINGS_FILE);
    wait_for_file(
        &mut app,
        &path,
        &[
            "think_delay: 0.7",
            "hard_budget: 0.25",
            "mute: true",
            "main_s: 300",
        ],
    );
    drop(app);
    let app = app_in(folder.path());
    assert_eq!(
        app.world().resource::<GameSession>().rules.clock,
        five_three
    );
    assert_eq!(*app.world().resource::<SoundLevel>(), sound);
    assert_eq!(app.world().resource::<SearchBudget>().0, budget);
}
