//! Taking moves back and playing them again: by keys and buttons, against a person or a
//! computer, during its search and from the game-over screen.

use std::time::Duration;

use bevy::prelude::*;
use mnk::Level;
use tictactoe_window::game::GameSession;
use tictactoe_window::game::ai_turn::Thinking;
use tictactoe_window::game::scheduler::Scheduler;
use tictactoe_window::game::{Rules, SearchBudget, Seat};
use tictactoe_window::screens::Screen;
use tictactoe_window::screens::menu::MenuAction;
use tictactoe_window::screens::playing::BoardAction;

use crate::{
    Layout, REDO, UNDO, app, board, click, disabled, finish_a_game, play, press, screen, tap,
    until_ply,
};

#[test]
fn ctrl_and_the_key_printed_z_undoes_on_every_keyboard() {
    // (layout, the key printed Z, the key printed Y): Z by its letter; on a keyboard with
    // no Latin letters, by the US key's place.
    for (layout, z, y) in [
        (Layout::German, KeyCode::KeyY, KeyCode::KeyZ),
        (Layout::French, KeyCode::KeyW, KeyCode::KeyY),
        (Layout::Russian, KeyCode::KeyZ, KeyCode::KeyY),
    ] {
        let mut app = play(Seat::Human, Seat::Human);
        app.insert_resource(layout);
        click(&mut app, 4);
        click(&mut app, 0);
        tap(&mut app, &[KeyCode::ControlLeft, z]);
        assert_eq!(board(&app), ".../.X./...", "{layout:?}: Ctrl+Z undoes");
        tap(&mut app, &[KeyCode::ControlLeft, y]);
        assert_eq!(board(&app), "O../.X./...", "{layout:?}: Ctrl+Y redoes");
        tap(&mut app, &[KeyCode::ControlLeft, z]);
        tap(&mut app, &[KeyCode::ControlLeft, KeyCode::ShiftLeft, z]);
        assert_eq!(
            board(&app),
            "O../.X./...",
            "{layout:?}: Ctrl+Shift+Z redoes"
        );
    }
}

#[test]
fn two_people_undo_and_redo_one_move_at_a_time() {
    let mut app = play(Seat::Human, Seat::Human);
    assert!(disabled(&mut app, BoardAction::Undo) && disabled(&mut app, BoardAction::Redo));
    click(&mut app, 4);
    click(&mut app, 0);
    tap(&mut app, UNDO);
    assert_eq!(board(&app), ".../.X./...");
    assert!(!disabled(&mut app, BoardAction::Redo));
    tap(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyY]);
    assert_eq!(board(&app), "O../.X./...");
    press(&mut app, BoardAction::Undo);
    assert_eq!(board(&app), ".../.X./...");
    click(&mut app, 8);
    assert_eq!(board(&app), ".../.X./..O");
    assert!(
        disabled(&mut app, BoardAction::Redo),
        "a new move ends redo"
    );
}

#[test]
fn against_a_computer_undo_returns_to_the_persons_turn() {
    let mut app = play(Seat::Human, Seat::Computer(Level::Easy));
    click(&mut app, 4);
    until_ply(&mut app, 2);
    tap(&mut app, UNDO);
    assert_eq!(board(&app), ".../.../...", "both moves taken back");
    assert_eq!(screen(&app), Screen::Playing);
    tap(&mut app, REDO);
    assert_eq!(
        app.world().resource::<GameSession>().game().board().ply(),
        2
    );
}

#[test]
fn undo_while_the_computer_thinks_cancels_its_search() {
    // On 10x10 Hard searches for its whole budget: the search is really under way.
    let mut app = app(Seat::Human, Seat::Computer(Level::Hard));
    app.world_mut().resource_mut::<GameSession>().rules = Rules::new(10, 5);
    app.insert_resource(SearchBudget(Duration::from_secs(5)));
    press(&mut app, MenuAction::Play);
    click(&mut app, 44);
    app.update();
    assert!(app.world().resource::<Thinking>().0);
    assert_eq!(
        app.world()
            .resource::<Scheduler>()
            .searches_under_way()
            .count(),
        1
    );
    tap(&mut app, UNDO);
    assert_eq!(
        app.world().resource::<GameSession>().game().board().ply(),
        0
    );
    assert!(!app.world().resource::<Thinking>().0);
    assert_eq!(
        app.world()
            .resource::<Scheduler>()
            .searches_under_way()
            .count(),
        0
    );
    for _ in 0..20 {
        app.update();
    }
    let ply = app.world().resource::<GameSession>().game().board().ply();
    assert_eq!(ply, 0, "the computer does not move for the person");
}

#[test]
fn undo_from_game_over_returns_to_play_and_redo_ends_it_again() {
    let mut app = play(Seat::Human, Seat::Human);
    finish_a_game(&mut app);
    press(&mut app, BoardAction::Undo);
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(board(&app), "XX./OO./...");
    press(&mut app, BoardAction::Redo);
    assert_eq!(screen(&app), Screen::GameOver);
    assert_eq!(board(&app), "XXX/OO./...");
}

/// Ctrl+Z as remote desktops and macro tools send it: Ctrl down in one frame, and in the
/// next Z down and up and Ctrl up.
#[test]
fn a_chord_whose_keys_arrive_together_still_undoes() {
    let mut app = play(Seat::Human, Seat::Human);
    click(&mut app, 4);
    click(&mut app, 0);
    {
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.press(KeyCode::ControlLeft);
    }
    app.update();
    {
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.clear();
        keys.press(KeyCode::KeyZ);
        keys.release(KeyCode::KeyZ);
        keys.release(KeyCode::ControlLeft);
    }
    app.update();
    assert_eq!(board(&app), ".../.X./...");
    // All four in one frame.
    {
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.clear();
        keys.press(KeyCode::ControlLeft);
        keys.press(KeyCode::KeyZ);
        keys.release(KeyCode::KeyZ);
        keys.release(KeyCode::ControlLeft);
    }
    app.update();
    assert_eq!(board(&app), ".../.../...");
}
