//! The hint, the coach, the shortcuts and the themes, as a player uses them: keys and
//! buttons, on 3x3 where every answer is exact.

use std::time::Duration;

use bevy::prelude::*;
use mnk::{Knowledge, Limits, Mark, Search, Verdict};
use tictactoe_window::game::GameSession;
use tictactoe_window::game::Seat;
use tictactoe_window::game::advice::{Advice, CoachOn};
use tictactoe_window::game::advice_view::{AdviceLine, CoachLabel};
use tictactoe_window::game::board_view::CellView;
use tictactoe_window::game::input::BoardCursor;
use tictactoe_window::game::scheduler::Scheduler;
use tictactoe_window::game::status_bar::StatusText;
use tictactoe_window::screens::Screen;
use tictactoe_window::screens::playing::BoardAction;
use tictactoe_window::screens::shortcuts::ShortcutsOverlay;
use tictactoe_window::theme::mark::MarkShape;
use tictactoe_window::theme::motion::{Animations, Grow};
use tictactoe_window::theme::palette::{ChosenTheme, Theme, ThemeColours};

use crate::{click, play, press, tap};

/// Runs frames until the advice has no search under way, or panics after ten seconds.
fn until_advised(app: &mut App) {
    for _ in 0..2000 {
        app.update();
        if !app.world().resource::<Advice>().is_searching()
            && app
                .world()
                .resource::<Scheduler>()
                .searches_under_way()
                .count()
                == 0
        {
            app.update();
            return;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    panic!("the advice is still searching after ten seconds");
}

/// The coach's labels, by cell ("" where none).
fn labels(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    let mut found: Vec<(usize, String)> = world
        .query::<(&CoachLabel, &Text)>()
        .iter(world)
        .map(|(label, text)| (label.0, text.0.clone()))
        .collect();
    found.sort();
    found.into_iter().map(|(_, text)| text).collect()
}

fn advice_line(app: &mut App) -> String {
    let world = app.world_mut();
    let mut lines = world.query_filtered::<&Text, With<AdviceLine>>();
    lines.single(world).unwrap().0.clone()
}

#[test]
fn the_coach_values_every_free_cell_and_follows_the_game() {
    let mut app = play(Seat::Human, Seat::Human);
    tap(&mut app, &[KeyCode::KeyC]);
    assert!(app.world().resource::<CoachOn>().0, "C turns the coach on");
    until_advised(&mut app);
    assert_eq!(labels(&mut app), vec!["="; 9], "every first move draws");
    assert!(advice_line(&mut app).starts_with("Coach: "));

    // X in a corner, O on an edge beside it: a loss for O, so X now has winning cells.
    click(&mut app, 0);
    click(&mut app, 1);
    until_advised(&mut app);
    let shown = labels(&mut app);
    assert_eq!(
        (&shown[0], &shown[1]),
        (&String::new(), &String::new()),
        "taken cells"
    );
    assert!(shown.iter().any(|l| l.starts_with('+')), "{shown:?}");
    assert!(
        shown[2..].iter().all(|l| l.starts_with('+') || l == "="),
        "X cannot lose from here: {shown:?}"
    );

    // The button turns it off again: no labels.
    press(&mut app, BoardAction::Coach);
    assert!(!app.world().resource::<CoachOn>().0);
    assert_eq!(labels(&mut app), vec![""; 9]);
}

#[test]
fn a_hint_shows_a_winning_move_and_says_so_then_goes() {
    let mut app = play(Seat::Human, Seat::Human);
    click(&mut app, 0);
    click(&mut app, 1);
    tap(&mut app, &[KeyCode::KeyH]);
    until_advised(&mut app);
    let now = app.world().resource::<Time<Real>>().elapsed();
    let english = tictactoe_core::i18n::Catalog::new(tictactoe_core::i18n::ENGLISH);
    let advice = app.world().resource::<Advice>();
    let (cell, sentence) = (
        advice.hint_cell(now).unwrap(),
        advice.hint_sentence(now, &english).unwrap(),
    );
    assert!(
        sentence.starts_with("Hint: ") && sentence.contains("X wins in"),
        "{sentence}"
    );
    assert_eq!(advice_line(&mut app), sentence);
    // The hinted move wins: after it, O loses whatever it does.
    let mut after = app.world().resource::<GameSession>().game().board().clone();
    assert_eq!(after.to_move(), Mark::X);
    after.play(cell).unwrap();
    let mut search = Search::new(after.geometry(), Knowledge::FULL);
    let judged = mnk::appraise(&mut search, &after, &Limits::default()).unwrap();
    assert!(matches!(judged.verdict, Verdict::Loss { .. }), "{judged:?}");
    // Two seconds on (a frame is 50 ms), the hint is gone.
    for _ in 0..60 {
        app.update();
    }
    let later = app.world().resource::<Time<Real>>().elapsed();
    assert!(
        app.world().resource::<Advice>().hint_cell(later).is_none(),
        "gone after two seconds"
    );
}

#[test]
fn shortcuts_press_the_screens_buttons_and_f1_lists_them() {
    let mut app = play(Seat::Human, Seat::Human);
    let overlays = |app: &mut App| {
        let world = app.world_mut();
        world.query::<&ShortcutsOverlay>().iter(world).count()
    };
    tap(&mut app, &[KeyCode::F1]);
    assert_eq!(overlays(&mut app), 1, "F1 lists the shortcuts");
    let cursor = *app.world().resource::<BoardCursor>();
    tap(&mut app, &[KeyCode::KeyA]);
    assert_eq!(overlays(&mut app), 0, "any key closes the list");
    assert_eq!(
        *app.world().resource::<BoardCursor>(),
        cursor,
        "and does nothing else"
    );
    // X wins along the top row; N on the game-over screen is Play again.
    for cell in [0, 3, 1, 4, 2] {
        click(&mut app, cell);
    }
    app.update();
    assert_eq!(crate::screen(&app), Screen::GameOver);
    tap(&mut app, &[KeyCode::KeyN]);
    assert_eq!(crate::screen(&app), Screen::Playing);
    assert_eq!(
        app.world().resource::<GameSession>().game().board().ply(),
        0
    );
}

#[test]
fn a_new_theme_repaints_what_is_on_screen_at_once() {
    let mut app = play(Seat::Human, Seat::Human);
    click(&mut app, 4);
    let colors = |app: &mut App| {
        let world = app.world_mut();
        let cell = world
            .query_filtered::<&BackgroundColor, With<CellView>>()
            .iter(world)
            .next()
            .unwrap()
            .0;
        let text = world
            .query_filtered::<&TextColor, With<StatusText>>()
            .single(world)
            .unwrap()
            .0;
        (cell, text)
    };
    let dark = Theme::Dark.palette();
    assert_eq!(colors(&mut app), (dark.cell, dark.text));
    app.insert_resource(ChosenTheme(Theme::HighContrast));
    app.update();
    let contrast = Theme::HighContrast.palette();
    assert_eq!(colors(&mut app), (contrast.cell, contrast.text));
}

#[test]
fn a_placed_mark_grows_in_unless_animations_are_off() {
    let growing = |app: &mut App| {
        let world = app.world_mut();
        world.query::<&Grow>().iter(world).count()
    };
    let mut app = play(Seat::Human, Seat::Human);
    click(&mut app, 4);
    assert_eq!(growing(&mut app), 1, "X's mark grows in");
    crate::until_still(&mut app);
    app.insert_resource(Animations(false));
    click(&mut app, 0);
    app.update();
    assert_eq!(growing(&mut app), 0, "O's appears at once");
    let world = app.world_mut();
    let scales: Vec<Vec2> = world
        .query::<(&MarkShape, &UiTransform)>()
        .iter(world)
        .filter(|(shape, _)| shape.mark.is_some())
        .map(|(_, transform)| transform.scale)
        .collect();
    assert!(scales.iter().all(|&s| s == Vec2::ONE), "{scales:?}");
}

#[test]
fn the_engines_line_shows_on_l_as_numbered_ghosts_and_goes_on_l() {
    use tictactoe_window::game::advice_view::{LineBar, LineBarX};
    use tictactoe_window::game::board_view::{CellMark, MoveNumber};
    use tictactoe_window::screens::menu::{MenuAction, MenuChoice};
    use tictactoe_window::theme::mark::MarkLook;
    let mut app = crate::app(Seat::Human, Seat::Human);
    crate::choose(&mut app, MenuChoice::Size(15));
    crate::choose(&mut app, MenuChoice::K(5));
    press(&mut app, MenuAction::Play);
    for cell in [112, 128, 111, 98] {
        click(&mut app, cell);
    }
    // Off: nothing is searched, the line says nothing.
    until_advised(&mut app);
    assert_eq!(advice_line(&mut app), "");
    tap(&mut app, &[KeyCode::KeyL]);
    for _ in 0..2000 {
        app.update();
        if app.world().resource::<Advice>().line().is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    app.update();
    let line = app
        .world()
        .resource::<Advice>()
        .line()
        .expect("a line")
        .line
        .clone();
    let text = advice_line(&mut app);
    assert!(
        text.starts_with("Line: ") && text.contains(" · depth "),
        "{text}"
    );
    // Each of its moves a ghost of the mark that would play it, numbered from 1.
    let world = app.world_mut();
    let ghosts: Vec<(usize, Option<Mark>)> = world
        .query::<(&CellMark, &MarkShape)>()
        .iter(world)
        .filter(|(_, shape)| shape.look == MarkLook::Ghost)
        .map(|(cell, shape)| (cell.0, shape.mark))
        .collect();
    assert_eq!(ghosts.len(), line.len(), "{ghosts:?} {line:?}");
    let first = ghosts.iter().find(|(cell, _)| *cell == line[0]).unwrap();
    assert_eq!(
        first.1,
        Some(Mark::X),
        "X is to move: the line's first move is X's"
    );
    let one = world
        .query::<(&MoveNumber, &Text)>()
        .iter(world)
        .find(|(n, _)| n.0 == line[0])
        .map(|(_, text)| text.0.clone());
    assert_eq!(one.as_deref(), Some("1"));
    // The bar: X's share of the game as the line sees it, in X's colour.
    let found = app.world().resource::<Advice>().line().unwrap().clone();
    let share = tictactoe_core::advice::x_share(&found, Mark::X);
    let bar = |app: &mut App| -> (Display, Val) {
        let world = app.world_mut();
        let display = world
            .query_filtered::<&Node, With<LineBar>>()
            .single(world)
            .unwrap()
            .display;
        let height = world
            .query_filtered::<&Node, With<LineBarX>>()
            .single(world)
            .unwrap()
            .height;
        (display, height)
    };
    let (display, height) = bar(&mut app);
    assert_eq!(display, Display::Flex);
    assert_eq!(height, percent(share * 100.0));
    // L again: gone, and nothing more is searched.
    tap(&mut app, &[KeyCode::KeyL]);
    until_advised(&mut app);
    assert_eq!(advice_line(&mut app), "");
    assert!(app.world().resource::<Advice>().line().is_none());
    assert_eq!(bar(&mut app).0, Display::None);
}
