//! Players' memory in the app: names, scores and alternation across games, auto-play
//! between computers, the Menu button's question, and the scores' file.

use std::time::Duration;

use bevy::prelude::*;
use mnk::{Level, Mark};
use tictactoe_core::session::AUTOSAVE_FILE;
use tictactoe_core::session::SCORES_FILE;
use tictactoe_core::session::{Names, PlayerId};
use tictactoe_window::files::autosave::Resumable;
use tictactoe_window::game::GameSession;
use tictactoe_window::game::status_bar::{BadgeName, TallyText};
use tictactoe_window::game::{AutoPlay, Seat, ThinkDelay};
use tictactoe_window::screens::Screen;
use tictactoe_window::screens::game_over::GameOverAction;
use tictactoe_window::screens::menu::{MenuAction, MenuChoice};
use tictactoe_window::screens::playing::{BoardAction, LeaveAction};

use crate::{
    REDO, UNDO, app, app_in, board, click, find, finish_a_game, press, screen, tap, wait_for_file,
    wait_until_gone,
};

fn names(x: &str, o: &str) -> Names {
    Names {
        x: x.into(),
        o: o.into(),
    }
}

fn ana() -> PlayerId {
    PlayerId::Human("Ana".into())
}

fn bo() -> PlayerId {
    PlayerId::Human("Bo".into())
}

fn line(app: &App, x: &PlayerId, o: &PlayerId) -> String {
    let english = tictactoe_core::i18n::Catalog::new(tictactoe_core::i18n::ENGLISH);
    app.world()
        .resource::<GameSession>()
        .scores
        .line(&english, x, o)
}

/// The status above the board as a player reads it: X's badge, the tally, O's badge.
fn players_text(app: &mut App) -> String {
    let world = app.world_mut();
    let mut badges = world.query::<(&BadgeName, &Text)>();
    let mut name = |mark| {
        let mut names = badges.iter(world).filter(|(b, _)| b.0 == mark);
        names.next().unwrap().1.0.clone()
    };
    let (x, o) = (name(Mark::X), name(Mark::O));
    let mut tally = world.query_filtered::<&Text, With<TallyText>>();
    format!("{x} {} {o}", tally.single(world).unwrap().0)
}

#[test]
fn players_swap_marks_each_game_and_the_tally_follows_them() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = app_in(folder.path());
    choose_people(&mut app);
    app.world_mut().resource_mut::<GameSession>().names = names("Ana", "Bo");
    press(&mut app, MenuAction::Play);
    assert_eq!(players_text(&mut app), "Ana 0 – 0 Bo");
    finish_a_game(&mut app);
    assert_eq!(players_text(&mut app), "Ana 1 – 0 Bo");

    press(&mut app, GameOverAction::Play);
    assert_eq!(
        app.world().resource::<GameSession>().names,
        names("Bo", "Ana"),
        "Bo starts"
    );
    assert_eq!(players_text(&mut app), "Bo 0 – 1 Ana");
    finish_a_game(&mut app);
    assert_eq!(line(&app, &ana(), &bo()), "Ana 1 – 1 Bo, 0 draws");
    assert_eq!(players_text(&mut app), "Bo 1 – 1 Ana");

    // An undone game counts only with its final result.
    tap(&mut app, UNDO);
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(line(&app, &ana(), &bo()), "Ana 1 – 0 Bo, 0 draws");
    tap(&mut app, REDO);
    assert_eq!(screen(&app), Screen::GameOver);
    assert_eq!(line(&app, &ana(), &bo()), "Ana 1 – 1 Bo, 0 draws");

    // The tally is kept across runs.
    wait_for_file(&mut app, &folder.path().join(SCORES_FILE), &["b_wins: 1"]);
    drop(app);
    let app = app_in(folder.path());
    assert_eq!(line(&app, &ana(), &bo()), "Ana 1 – 1 Bo, 0 draws");
    assert_eq!(
        app.world().resource::<GameSession>().names,
        names("Bo", "Ana")
    );
}

fn choose_people(app: &mut App) {
    crate::choose(app, MenuChoice::Seat(Mark::X, Seat::Human));
    crate::choose(app, MenuChoice::Seat(Mark::O, Seat::Human));
}

#[test]
fn without_alternation_the_same_player_starts() {
    let mut app = app(Seat::Human, Seat::Human);
    app.world_mut().resource_mut::<GameSession>().names = names("Ana", "Bo");
    app.insert_resource(tictactoe_window::game::AlternateStarts(false));
    press(&mut app, MenuAction::Play);
    finish_a_game(&mut app);
    press(&mut app, GameOverAction::Play);
    assert_eq!(
        app.world().resource::<GameSession>().names,
        names("Ana", "Bo")
    );
    assert_eq!(board(&app), ".../.../...");
}

#[test]
fn the_tally_is_reset_only_once_confirmed() {
    let mut app = app(Seat::Human, Seat::Human);
    app.world_mut().resource_mut::<GameSession>().names = names("Ana", "Bo");
    press(&mut app, MenuAction::Play);
    finish_a_game(&mut app);
    press(&mut app, GameOverAction::Menu);
    assert_eq!(screen(&app), Screen::Menu);
    press(&mut app, MenuAction::ResetScore);
    press(&mut app, MenuAction::KeepScore);
    assert_eq!(line(&app, &ana(), &bo()), "Ana 1 – 0 Bo, 0 draws");
    press(&mut app, MenuAction::ResetScore);
    press(&mut app, MenuAction::ConfirmReset);
    assert_eq!(
        app.world()
            .resource::<GameSession>()
            .scores
            .games(&ana(), &bo()),
        0
    );
    find(&mut app, MenuAction::Play);
}

#[test]
fn two_computers_play_on_by_themselves_with_auto_play() {
    let easy = Seat::Computer(Level::Easy);
    let medium = Seat::Computer(Level::Medium);
    let mut app = app(easy, medium);
    app.insert_resource(ThinkDelay(Duration::ZERO))
        .insert_resource(AutoPlay(true));
    press(&mut app, MenuAction::Play);
    let games = |app: &App| {
        let pair = [
            PlayerId::Computer(Level::Easy),
            PlayerId::Computer(Level::Medium),
        ];
        app.world()
            .resource::<GameSession>()
            .scores
            .games(&pair[0], &pair[1])
    };
    let mut starters = Vec::new();
    for _ in 0..4000 {
        app.update();
        let x = app.world().resource::<GameSession>().seats.x;
        if starters.last() != Some(&x) {
            starters.push(x);
        }
        if games(&app) == 3 {
            break;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    assert_eq!(games(&app), 3, "three games, with no input");
    assert_eq!(
        starters[..3],
        [easy, medium, easy],
        "they take turns to start"
    );

    // Turned off, the game-over screen waits for a person.
    app.insert_resource(AutoPlay(false));
    for _ in 0..4000 {
        app.update();
        if screen(&app) == Screen::GameOver {
            break;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    for _ in 0..200 {
        app.update();
    }
    assert_eq!(screen(&app), Screen::GameOver);
}

#[test]
fn menu_asks_then_keeps_the_game_or_forgets_it() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join(AUTOSAVE_FILE);
    let mut app = app_in(folder.path());
    choose_people(&mut app);
    app.world_mut().resource_mut::<GameSession>().names = names("Ana", "Bo");
    press(&mut app, MenuAction::Play);
    click(&mut app, 4);
    wait_for_file(&mut app, &path, &["cursor: 1", "Ana"]);

    press(&mut app, LeaveAction::Ask);
    // The buttons under the question take no presses while it is up.
    press(&mut app, BoardAction::Undo);
    assert_eq!(board(&app), ".../.X./...");
    press(&mut app, LeaveAction::Stay);
    assert_eq!(screen(&app), Screen::Playing);
    press(&mut app, BoardAction::Undo);
    assert_eq!(
        board(&app),
        ".../.../...",
        "Undo works again once it is gone"
    );
    press(&mut app, BoardAction::Redo);
    assert_eq!(board(&app), ".../.X./...");
    tap(&mut app, &[KeyCode::Escape]);
    assert_eq!(screen(&app), Screen::Menu, "Esc keeps the game for later");
    assert!(app.world().resource::<Resumable>().0.is_some());

    // Resume brings back the names with the game, whatever the menu shows now.
    app.world_mut().resource_mut::<GameSession>().names = names("Cy", "Di");
    press(&mut app, MenuAction::Resume);
    assert_eq!(
        app.world().resource::<GameSession>().names,
        names("Ana", "Bo")
    );
    assert_eq!(board(&app), ".../.X./...");

    press(&mut app, LeaveAction::Ask);
    press(&mut app, LeaveAction::Keep);
    assert_eq!(screen(&app), Screen::Menu);
    assert!(app.world().resource::<Resumable>().0.is_some());

    press(&mut app, MenuAction::Resume);
    press(&mut app, LeaveAction::Ask);
    press(&mut app, LeaveAction::Abandon);
    assert_eq!(screen(&app), Screen::Menu);
    assert!(app.world().resource::<Resumable>().0.is_none());
    wait_until_gone(&mut app, &path);
    assert!(!path.exists(), "the abandoned game's save is gone");
}
