//! The archive in the app: every finished game kept, History listing and deleting it,
//! Replay stepping through it, Play from here, and Review judging its moves.

use std::time::Duration;

use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::input::touch::TouchPhase;
use bevy::prelude::*;
use jiff::Timestamp;
use mnk::{Board, GameRecord, Level, Mark, Slip};
use tictactoe_core::archive::{ARCHIVE_FILE, ArchivedGame, GameEnd};
use tictactoe_core::session::PlayerId;
use tictactoe_window::files::archive::Archive;
use tictactoe_window::game::GameSession;
use tictactoe_window::game::scheduler::Scheduler;
use tictactoe_window::game::{Seat, Seats};
use tictactoe_window::screens::Screen;
use tictactoe_window::screens::game_over::GameOverAction;
use tictactoe_window::screens::history::delete::DeleteQuestion;
use tictactoe_window::screens::history::{EndChoice, HistoryAction, HistoryList, RuleChoice};
use tictactoe_window::screens::menu::MenuAction;
use tictactoe_window::screens::replay::review::{Review, verdict_text};
use tictactoe_window::screens::replay::{Replay, ReplayAction};

use crate::{UNDO, activate, app, app_in, choose, click, finish_a_game, press, screen, tap};

fn archive(app: &App) -> &Archive {
    app.world().resource::<Archive>()
}

fn replay(app: &App) -> &Replay {
    app.world().resource::<Replay>()
}

/// Opens History from the menu and waits for the archive to be read.
fn open_history(app: &mut App) {
    if screen(app) != Screen::Menu {
        press(app, GameOverAction::Menu);
    }
    press(app, MenuAction::History);
    assert_eq!(screen(app), Screen::History);
    for _ in 0..2000 {
        if archive(app).read {
            app.update();
            return;
        }
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    panic!("the archive was never read");
}

/// Runs frames until `done`, or panics after about ten seconds.
fn until(app: &mut App, what: &str, done: impl Fn(&App) -> bool) {
    for _ in 0..2000 {
        if done(app) {
            return;
        }
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    panic!("never: {what}");
}

/// X center, O edge (the reply that loses), then X wins on the diagonal: 7 moves.
const EDGE_REPLY_LOSES: [usize; 7] = [4, 1, 0, 8, 6, 3, 2];

fn play_moves(app: &mut App, moves: &[usize]) {
    for &cell in moves {
        click(app, cell);
    }
    app.update();
}

/// An app keeping its files in `folder`, where two people have just finished a game.
fn two_people_finish_a_game(folder: &std::path::Path) -> App {
    let mut app = app_in(folder);
    choose(
        &mut app,
        tictactoe_window::screens::menu::MenuChoice::Seat(Mark::O, Seat::Human),
    );
    press(&mut app, MenuAction::Play);
    finish_a_game(&mut app);
    app
}

#[test]
fn a_finished_game_is_kept_with_its_times_and_listed_in_history() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = two_people_finish_a_game(folder.path());
    let kept = &archive(&app).games;
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].end(), GameEnd::XWon);
    assert_eq!(kept[0].move_ms.len(), 5);
    assert_eq!(kept[0].x, PlayerId::Human("Player 1".into()));
    let path = folder.path().join(ARCHIVE_FILE);
    crate::wait_for_file(&mut app, &path, &["Player 1", "Player 2", "played_at"]);

    // A new run reads it back from the file.
    drop(app);
    let mut app = app_in(folder.path());
    open_history(&mut app);
    let list = app.world().resource::<HistoryList>();
    assert_eq!(list.ids.len(), 1);
    // A row is a box of columns, each a box holding a text.
    let mut boxes: std::collections::BTreeMap<Entity, Vec<String>> = Default::default();
    let world = app.world_mut();
    let texts: Vec<(String, Entity)> = world
        .query::<(&Text, &ChildOf)>()
        .iter(world)
        .map(|(text, parent)| (text.0.clone(), parent.parent()))
        .collect();
    for (text, parent) in texts {
        let row = world.get::<ChildOf>(parent).map_or(parent, ChildOf::parent);
        boxes.entry(row).or_default().push(text);
    }
    let rows: Vec<String> = boxes
        .into_values()
        .map(|columns| columns.join(" "))
        .filter(|t| t.contains("3x3 k3"))
        .collect();
    assert_eq!(rows.len(), 1, "one row shows the game");
    assert!(
        rows[0].contains("Player 1") && rows[0].contains("X won"),
        "{rows:?}"
    );
}

#[test]
fn a_game_undone_at_game_over_and_ended_again_is_kept_once_as_it_ended() {
    let mut app = app(Seat::Human, Seat::Human);
    press(&mut app, MenuAction::Play);
    finish_a_game(&mut app);
    tap(&mut app, UNDO);
    assert_eq!(screen(&app), Screen::Playing);
    // X plays elsewhere, and the game goes on to a draw.
    play_moves(&mut app, &[6, 2, 5, 8, 7]);
    assert_eq!(screen(&app), Screen::GameOver);
    let kept = &archive(&app).games;
    assert_eq!(kept.len(), 1);
    assert_eq!(
        kept[0].record.moves(),
        app.world().resource::<GameSession>().game().record.moves()
    );
}

/// An app whose archive holds the edge-reply game, in History.
fn history_with_a_game() -> App {
    let mut app = app(Seat::Human, Seat::Human);
    press(&mut app, MenuAction::Play);
    play_moves(&mut app, &EDGE_REPLY_LOSES);
    assert_eq!(screen(&app), Screen::GameOver);
    open_history(&mut app);
    app
}

#[test]
fn replay_steps_jumps_and_plays_itself() {
    let mut app = history_with_a_game();
    press(&mut app, HistoryAction::Open(0));
    assert_eq!(screen(&app), Screen::Replay);
    assert_eq!(replay(&app).ply, 0);
    tap(&mut app, &[KeyCode::ArrowRight]);
    tap(&mut app, &[KeyCode::ArrowRight]);
    assert_eq!(replay(&app).ply, 2);
    assert_eq!(replay(&app).board().to_string(), ".O./.X./...");
    tap(&mut app, &[KeyCode::End]);
    assert_eq!(replay(&app).ply, 7);
    tap(&mut app, &[KeyCode::ArrowLeft]);
    assert_eq!(replay(&app).ply, 6);
    tap(&mut app, &[KeyCode::Home]);
    assert_eq!(replay(&app).ply, 0);
    activate(&mut app, ReplayAction::Jump(5));
    assert_eq!(replay(&app).ply, 5);
    activate(&mut app, ReplayAction::Forward);
    activate(&mut app, ReplayAction::Last);
    assert_eq!(replay(&app).ply, 7);
    activate(&mut app, ReplayAction::First);
    assert_eq!(replay(&app).ply, 0);

    // Play runs a move per think delay (0.6 s, 12 frames) and stops at the end.
    activate(&mut app, ReplayAction::PlayPause);
    assert!(replay(&app).playing.is_some());
    for _ in 0..13 {
        app.update();
    }
    assert_eq!(replay(&app).ply, 1);
    for _ in 0..100 {
        app.update();
    }
    assert_eq!(replay(&app).ply, 7);
    assert!(replay(&app).playing.is_none());

    // Back, and Esc, return to History.
    press(&mut app, ReplayAction::Leave);
    assert_eq!(screen(&app), Screen::History);
}

#[test]
fn play_from_here_starts_a_new_game_at_the_position_shown() {
    let mut app = history_with_a_game();
    let first_id = archive(&app).games[0].id;
    press(&mut app, HistoryAction::Open(0));
    activate(&mut app, ReplayAction::Jump(2));
    // O becomes Hard: Human, Easy, Medium, Hard.
    for _ in 0..3 {
        activate(&mut app, ReplayAction::Seat(Mark::O));
    }
    assert_eq!(replay(&app).seats.o, Seat::Computer(Level::Hard));
    press(&mut app, ReplayAction::PlayFromHere);
    assert_eq!(screen(&app), Screen::Playing);
    let game = app.world().resource::<GameSession>().game().clone();
    assert_eq!(game.record.moves(), &[4, 1]);
    assert_ne!(game.id, first_id);
    assert_eq!(
        app.world().resource::<GameSession>().seats,
        Seats {
            x: Seat::Human,
            o: Seat::Computer(Level::Hard)
        }
    );
    // It plays on like any game, and is kept as a game of its own.
    click(&mut app, 0);
    until(&mut app, "Hard answers", |app| {
        app.world().resource::<GameSession>().game().board().ply() == 4
    });
    assert_eq!(
        app.world().resource::<GameSession>().game().board().get(8),
        Some(Mark::O)
    );
    tap(&mut app, UNDO);
    assert_eq!(
        app.world().resource::<GameSession>().game().board().ply(),
        2
    );
}

#[test]
fn review_marks_the_losing_reply_and_shows_the_best_moves() {
    let mut app = app(Seat::Human, Seat::Human);
    press(&mut app, MenuAction::Play);
    play_moves(&mut app, &EDGE_REPLY_LOSES);
    press(&mut app, GameOverAction::Review);
    assert_eq!(screen(&app), Screen::Replay);
    assert_eq!(replay(&app).ply, 7);
    until(&mut app, "the review ends", |app| {
        let (done, all) = app.world().resource::<Review>().progress();
        all == 8 && done == all
    });
    let review = app.world().resource::<Review>();
    let replay = replay(&app).clone();
    let slips: Vec<Option<Slip>> = (1..=7)
        .map(|ply| review.move_review(&replay, ply).unwrap().slip)
        .collect();
    assert_eq!(
        slips,
        [None, Some(Slip::Mistake), None, None, None, None, None]
    );
    let edge = review.move_review(&replay, 2).unwrap();
    assert_eq!(edge.before.best, [0, 2, 6, 8], "the corners hold the draw");
    assert!(edge.exact);

    tap(&mut app, &[KeyCode::Home]);
    tap(&mut app, &[KeyCode::ArrowRight]);
    tap(&mut app, &[KeyCode::ArrowRight]);
    let review = app.world().resource::<Review>();
    let replay = self::replay(&app).clone();
    assert_eq!(review.best_instead(&replay), [0, 2, 6, 8]);
    let text = verdict_text(&english(), review, &replay);
    assert!(
        text.starts_with("Move 2, O b1: before it, a draw; after it, X wins in 5.")
            && text.contains("Mistake (?): best was a1, c1, a3, c3."),
        "{text}"
    );
    // The review is done and, once the marks have grown in, nothing moves: the app asks
    // for no frames.
    crate::until_still(&mut app);
    assert_eq!(crate::redraws_asked(&app), 0, "Replay at rest");
    // Back returns to the game-over screen, the game as it was.
    press(&mut app, ReplayAction::Leave);
    assert_eq!(screen(&app), Screen::GameOver);
    assert_eq!(
        app.world().resource::<GameSession>().game().record.moves(),
        &EDGE_REPLY_LOSES
    );
}

#[test]
fn leaving_review_cancels_its_search() {
    let mut app = app(Seat::Human, Seat::Human);
    // A 7x7 game: its empty board takes Hard's whole budget to judge.
    let geometry = Board::new(7, 7, 5).unwrap().geometry();
    let moves = [0, 7, 1, 8, 2, 9, 3, 10, 4];
    let game = ArchivedGame {
        id: 99,
        played_at: Timestamp::now(),
        x: PlayerId::Computer(Level::Easy),
        o: PlayerId::Computer(Level::Easy),
        record: GameRecord::from_moves(geometry, &moves, moves.len()).unwrap(),
        move_ms: Vec::new(),
        opening: mnk::Opening::Free,
        choices: Vec::new(),
        out_of_time: None,
    };
    app.world_mut().resource_mut::<Archive>().keep(game);
    open_history(&mut app);
    press(&mut app, HistoryAction::Open(0));
    tap(&mut app, &[KeyCode::KeyR]);
    assert!(app.world().resource::<Review>().is_searching());
    assert_eq!(
        app.world()
            .resource::<Scheduler>()
            .searches_under_way()
            .count(),
        1
    );
    let text = verdict_text(&english(), app.world().resource::<Review>(), replay(&app));
    assert!(text.starts_with("Reviewing 0 of 10 positions"), "{text}");
    press(&mut app, ReplayAction::Leave);
    assert_eq!(screen(&app), Screen::History);
    assert_eq!(
        app.world()
            .resource::<Scheduler>()
            .searches_under_way()
            .count(),
        0
    );
}

#[test]
fn history_filters_and_deletes_only_once_confirmed() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = two_people_finish_a_game(folder.path());
    press(&mut app, GameOverAction::Play);
    // The players swapped: "Player 2" is X now, and takes the top row.
    finish_a_game(&mut app);
    open_history(&mut app);
    let ids = |app: &App| app.world().resource::<HistoryList>().ids.clone();
    assert_eq!(ids(&app).len(), 2);
    choose(&mut app, EndChoice(Some(GameEnd::Draw)));
    assert!(ids(&app).is_empty());
    choose(&mut app, EndChoice(Some(GameEnd::XWon)));
    assert_eq!(ids(&app).len(), 2);
    choose(&mut app, EndChoice(None));
    // By rule: both games are freestyle.
    choose(&mut app, RuleChoice(Some(mnk::Rule::Renju)));
    assert!(ids(&app).is_empty());
    choose(&mut app, RuleChoice(Some(mnk::Rule::Freestyle)));
    assert_eq!(ids(&app).len(), 2);
    choose(&mut app, RuleChoice(None));

    let newest = ids(&app)[0];
    activate(&mut app, HistoryAction::Delete(0));
    assert_eq!(asked(&mut app), vec![newest]);
    activate(&mut app, HistoryAction::KeepGame);
    assert_eq!(ids(&app).len(), 2);
    activate(&mut app, HistoryAction::Delete(0));
    // The question is modal: the rows under it open nothing and ask about nothing else.
    activate(&mut app, HistoryAction::Open(1));
    activate(&mut app, HistoryAction::Delete(1));
    app.update();
    assert_eq!(screen(&app), Screen::History);
    assert_eq!(asked(&mut app), vec![newest]);
    // Confirmed in the frame History closes, the delete still leaves the list.
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Menu);
    activate(&mut app, HistoryAction::ConfirmDelete);
    assert_eq!(screen(&app), Screen::Menu);
    assert_eq!(ids(&app).len(), 1);
    assert!(archive(&app).get(newest).is_none());

    // The file forgets it too.
    let path = folder.path().join(ARCHIVE_FILE);
    until(&mut app, "the file loses the game", |_| {
        let games = tictactoe_core::archive::load(&path).games;
        games.len() == 1 && games[0].id != newest
    });
}

#[test]
fn history_scrolls_with_the_wheel_and_the_keys() {
    let mut app = app(Seat::Human, Seat::Human);
    let geometry = Board::classic().geometry();
    let moves = [0, 3, 1, 4, 2];
    for id in 1..=25 {
        let game = ArchivedGame {
            id,
            played_at: Timestamp::from_second(1_790_000_000 + id as i64).unwrap(),
            x: PlayerId::Human(format!("Player {id}")),
            o: PlayerId::Computer(Level::Easy),
            record: GameRecord::from_moves(geometry, &moves, moves.len()).unwrap(),
            move_ms: Vec::new(),
            opening: mnk::Opening::Free,
            choices: Vec::new(),
            out_of_time: None,
        };
        app.world_mut().resource_mut::<Archive>().keep(game);
    }
    open_history(&mut app);
    app.update();
    assert_eq!(crate::redraws_asked(&app), 0, "History at rest");
    let list = |app: &App| app.world().resource::<HistoryList>().clone();
    assert_eq!((list(&app).first, list(&app).chosen), (0, 0));
    assert_eq!(list(&app).ids[0], 25, "newest first");
    app.world_mut().write_message(MouseWheel {
        unit: MouseScrollUnit::Line,
        x: 0.0,
        y: -1.0,
        window: Entity::PLACEHOLDER,
        phase: TouchPhase::Moved,
    });
    app.update();
    assert_eq!(
        (list(&app).first, list(&app).chosen),
        (3, 3),
        "a notch is three rows"
    );
    tap(&mut app, &[KeyCode::PageDown]);
    assert_eq!((list(&app).first, list(&app).chosen), (4, 13));
    tap(&mut app, &[KeyCode::End]);
    assert_eq!((list(&app).first, list(&app).chosen), (15, 24));
    tap(&mut app, &[KeyCode::ArrowUp]);
    assert_eq!(list(&app).chosen, 23);
    tap(&mut app, &[KeyCode::Home]);
    assert_eq!((list(&app).first, list(&app).chosen), (0, 0));
    tap(&mut app, &[KeyCode::ArrowDown]);
    tap(&mut app, &[KeyCode::Enter]);
    app.update();
    assert_eq!(screen(&app), Screen::Replay);
    assert_eq!(replay(&app).game.id, 24);
}

#[test]
fn a_game_that_could_not_be_written_is_written_with_the_next_one() {
    let folder = tempfile::tempdir().unwrap();
    let data = folder.path().join("data");
    // A file where the data folder should be: every write fails.
    std::fs::write(&data, "not a folder").unwrap();
    let mut app = crate::app_in(&data);
    choose(
        &mut app,
        tictactoe_window::screens::menu::MenuChoice::Seat(Mark::O, Seat::Human),
    );
    press(&mut app, MenuAction::Play);
    finish_a_game(&mut app);
    for _ in 0..50 {
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    // The folder is fixed; the next game brings the first one with it.
    std::fs::remove_file(&data).unwrap();
    std::fs::create_dir(&data).unwrap();
    press(&mut app, GameOverAction::Play);
    finish_a_game(&mut app);
    let path = data.join(ARCHIVE_FILE);
    until(&mut app, "both games are on disk", |_| {
        tictactoe_core::archive::load(&path).games.len() == 2
    });
}

#[test]
fn enter_and_esc_in_the_name_filter_end_the_typing_and_nothing_else() {
    let mut app = history_with_a_game();
    let field = crate::find(&mut app, tictactoe_window::screens::history::NameFilter);
    app.world_mut()
        .resource_mut::<bevy::input_focus::InputFocus>()
        .set(field, bevy::input_focus::FocusCause::Pressed);
    tap(&mut app, &[KeyCode::Enter]);
    assert_eq!(screen(&app), Screen::History, "Enter ended the typing only");
    app.world_mut()
        .resource_mut::<bevy::input_focus::InputFocus>()
        .set(field, bevy::input_focus::FocusCause::Pressed);
    tap(&mut app, &[KeyCode::Escape]);
    assert_eq!(screen(&app), Screen::History, "Esc ended the typing only");
    // Esc closes the delete question, then leaves.
    activate(&mut app, HistoryAction::Delete(0));
    tap(&mut app, &[KeyCode::Escape]);
    assert!(asked(&mut app).is_empty());
    assert_eq!(screen(&app), Screen::History);
    assert_eq!(archive(&app).games.len(), 1);
    tap(&mut app, &[KeyCode::Escape]);
    assert_eq!(screen(&app), Screen::Menu);
}

/// The games the delete questions on screen ask about.
fn asked(app: &mut App) -> Vec<u64> {
    let mut questions = app.world_mut().query::<&DeleteQuestion>();
    questions.iter(app.world()).map(|q| q.0).collect()
}

fn english() -> tictactoe_core::i18n::Catalog {
    tictactoe_core::i18n::Catalog::new(tictactoe_core::i18n::ENGLISH)
}

#[test]
fn enter_on_the_menus_history_button_opens_history_and_no_game() {
    let mut app = app(Seat::Human, Seat::Human);
    press(&mut app, MenuAction::Play);
    finish_a_game(&mut app);
    press(&mut app, GameOverAction::Menu);
    // Enter on the focused History button: the key is down in the frame the button fires
    // (and History opens), as in the window.
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(KeyCode::Enter);
    activate(&mut app, MenuAction::History);
    app.update();
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.release_all();
    input.clear();
    app.update();
    assert_eq!(
        screen(&app),
        Screen::History,
        "the same Enter opened a game"
    );
}

#[test]
fn history_imports_a_psq_game_once_and_exports_the_chosen_one_as_psq() {
    use tictactoe_window::screens::history::files::{FileAction, ImportPath};
    let folder = tempfile::tempdir().unwrap();
    let mut app = two_people_finish_a_game(folder.path());
    open_history(&mut app);
    // As Gomocup's archives publish a game (X wins down column j, rows 10 to 14).
    let text = "Piskvorky 20x20, 11:11, 0\n10,10,0\n11,11,15\n10,11,40\n12,12,32\n\
                10,12,51\n13,13,8\n10,13,77\n14,14,12\n10,9,90\n\
                RAPFI.zip\nEMBRYO.zip\n-1\n0,Freestyle20\n";
    let file = folder.path().join("game.psq");
    std::fs::write(&file, text).unwrap();
    let notices = |app: &mut App| crate::saves::notices_shown(app);
    // The 3x3 game cannot be a .psq: the reason is said.
    activate(&mut app, FileAction::Export);
    app.update();
    assert!(
        notices(&mut app)
            .iter()
            .any(|n| n.starts_with("Not saved: a .psq file keeps five-in-a-row games")),
        "{:?}",
        notices(&mut app)
    );
    app.world_mut().resource_mut::<ImportPath>().0 = file.display().to_string();
    activate(&mut app, FileAction::Import);
    app.update();
    assert_eq!(archive(&app).games.len(), 2);
    assert!(
        notices(&mut app)
            .iter()
            .any(|n| n == "Imported: RAPFI.zip (X) against EMBRYO.zip (O).")
    );
    activate(&mut app, FileAction::Import);
    app.update();
    assert_eq!(archive(&app).games.len(), 2, "kept once");
    assert!(
        notices(&mut app)
            .iter()
            .any(|n| n == "Not imported: that game is already kept")
    );
    // The imported game, chosen, goes out as it came in.
    let imported = archive(&app)
        .games
        .iter()
        .find(|g| g.record.board().cols() == 20)
        .unwrap()
        .clone();
    let row = |app: &App| {
        let list = app.world().resource::<HistoryList>();
        list.ids.iter().position(|&id| id == imported.id)
    };
    until(&mut app, "the imported game is listed", |app| {
        row(app).is_some()
    });
    let at = row(&app).unwrap();
    app.world_mut().resource_mut::<HistoryList>().chosen = at;
    activate(&mut app, FileAction::Export);
    app.update();
    let out = folder
        .path()
        .join("exports")
        .join(format!("{}.psq", imported.id));
    let written = std::fs::read_to_string(&out).unwrap();
    assert!(written.starts_with("Piskvorky 20x20, 11:11, 0\n10,10,0\n11,11,15\n"));
    let back = tictactoe_core::archive::psq::read(&written).unwrap();
    assert_eq!(back.record, imported.record);
}
