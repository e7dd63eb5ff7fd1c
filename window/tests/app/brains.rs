//! A Gomocup brain at a seat: named in Settings, chosen in the menu, playing its moves,
//! and, when it crashes or cheats mid-game, stopped with the game kept, its seat a
//! person's and a notice saying why. The brains are fakes: small sh scripts.

use std::fs;
use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use bevy::prelude::*;
use mnk::Mark;
use tempfile::TempDir;
use tictactoe_window::game::{BrainChoice, GameSession, Seat, ThinkDelay};
use tictactoe_window::screens::menu::{MenuAction, MenuChoice};

use crate::{app_set, choose, click, press, run_until, saves};

/// Held by each test here for its whole run: a script still open for writing in this
/// process while another test's brain is started would make that `exec` fail ("text file
/// busy").
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

fn one_at_a_time() -> MutexGuard<'static, ()> {
    ONE_AT_A_TIME.lock().unwrap_or_else(PoisonError::into_inner)
}

/// A fake brain that answers `START` and `ABOUT`, and to its `n`th `BOARD` plays `answer(n)`
/// (a shell expression of `$turn`).
fn fake_brain(answer: &str) -> (TempDir, String) {
    let script = format!(
        "#!/bin/sh\n\
         cr=$(printf '\\r')\n\
         turn=0\n\
         while IFS= read -r line; do\n\
         \x20 line=${{line%\"$cr\"}}\n\
         \x20 case \"$line\" in\n\
         \x20   START*) echo OK ;;\n\
         \x20   ABOUT) echo 'name=\"fakebrain\", version=\"1\"' ;;\n\
         \x20   DONE) turn=$((turn + 1)); {answer} ;;\n\
         \x20   END) exit 0 ;;\n\
         \x20 esac\n\
         done\n"
    );
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("pbrain-fake");
    let mut file = fs::File::create(&path).expect("the script");
    file.write_all(script.as_bytes()).expect("written");
    file.set_permissions(fs::Permissions::from_mode(0o755))
        .expect("executable");
    drop(file);
    let path = path.to_string_lossy().into_owned();
    (dir, path)
}

/// A 15x15 freestyle game, the person at X against the brain at `path` at O, chosen in
/// the menu, with no think delay.
fn against_brain(path: &str) -> App {
    let brain = BrainChoice {
        path: path.into(),
        move_time: Duration::from_secs(1),
    };
    let mut app = app_set(Seat::Human, Seat::Human, |world| {
        world.insert_resource(brain);
        world.insert_resource(ThinkDelay(Duration::ZERO));
    });
    choose(&mut app, MenuChoice::Seat(Mark::O, Seat::Brain));
    choose(&mut app, MenuChoice::Size(15));
    choose(&mut app, MenuChoice::K(5));
    press(&mut app, MenuAction::Play);
    app
}

fn ply(app: &App) -> usize {
    app.world().resource::<GameSession>().board().ply()
}

#[test]
fn a_brain_named_in_settings_is_a_seats_choice_and_plays_its_moves() {
    let _alone = one_at_a_time();
    // Its stones go along the middle row: (1, 7), (2, 7)...
    let (_dir, path) = fake_brain("echo $turn,7");
    let mut app = against_brain(&path);
    assert_eq!(app.world().resource::<GameSession>().seats.o, Seat::Brain);
    for (i, cell) in [0, 2].into_iter().enumerate() {
        click(&mut app, cell);
        run_until(&mut app, |s| s.person_to_move());
        let board = app.world().resource::<GameSession>().board();
        assert_eq!(board.ply(), 2 * (i + 1));
        let cell = board.geometry().cell(i as i32 + 1, 7).unwrap();
        assert_eq!(board.get(cell), Some(Mark::O), "the brain's stone {i}");
    }
    assert_eq!(app.world().resource::<GameSession>().seats.o, Seat::Brain);
}

/// Whether the menu shows the brain's option for a seat.
fn brain_offered(app: &mut App) -> bool {
    app.world_mut()
        .query::<(&MenuChoice, &Node)>()
        .iter(app.world())
        .any(|(c, node)| {
            matches!(c, MenuChoice::Seat(_, Seat::Brain)) && node.display != Display::None
        })
}

#[test]
fn the_menu_offers_the_brain_once_settings_name_one() {
    let _alone = one_at_a_time();
    let mut app = app_set(Seat::Human, Seat::Human, |_| {});
    app.update();
    assert!(!brain_offered(&mut app));
    // The settings are read after the menu opens: it follows them.
    app.world_mut().resource_mut::<BrainChoice>().path = "/opt/pbrain-x".into();
    app.update();
    assert!(brain_offered(&mut app));
}

#[test]
fn a_brain_that_crashes_or_cheats_mid_game_leaves_the_game_kept_and_its_seat_a_persons() {
    let _alone = one_at_a_time();
    for (answer, why) in [
        // Its second move: it exits.
        ("[ $turn = 2 ] && exit 3; echo $turn,7", "it crashed"),
        // Its second move: on the person's first stone.
        ("[ $turn = 2 ] && echo 0,0 || echo $turn,7", "not allowed"),
    ] {
        let (_dir, path) = fake_brain(answer);
        let mut app = against_brain(&path);
        click(&mut app, 0);
        run_until(&mut app, |s| s.person_to_move());
        click(&mut app, 2);
        run_until(&mut app, |s| s.seats.o == Seat::Human);
        // The game is kept: three stones, O to move, a person's turn.
        assert_eq!(ply(&app), 3, "{why}");
        app.update();
        let notices = saves::notices_shown(&mut app);
        assert!(
            notices.iter().any(|n| n.starts_with("The brain stopped:")
                && n.contains(why)
                && n.contains("A person plays O now")),
            "{notices:?}"
        );
        // The person plays O's move.
        click(&mut app, 4);
        assert_eq!(ply(&app), 4, "{why}");
    }
}
