//! Openings played through a session: who places and chooses, the seats changing marks,
//! undo and redo through the choices, and a saved game's choices.

use mnk::opening::{Choice, OpeningError, Role, Step};
use mnk::{Level, Opening, Rule};

use super::*;

fn swap2(seats: Seats) -> Session {
    let names = Names {
        x: "Ana".into(),
        o: "Bo".into(),
    };
    let rules = Rules::new(15, 5)
        .with_rule(Rule::Renju)
        .with_opening(Opening::Swap2);
    let mut session = Session::new(seats, names, rules, Scores::default());
    session.start(Start::Fresh);
    session
}

fn choose(session: &mut Session, choice: Choice) -> Chose {
    let position = session.board().clone();
    let stage = session.game().stage();
    session.choose(choice, &position, stage).unwrap()
}

fn name_at(session: &Session, mark: Mark) -> String {
    session.names.get(mark).to_string()
}

#[test]
fn swap2_is_played_through_and_the_second_choice_changes_the_marks() {
    let mut session = swap2(PEOPLE);
    // Ana (the first player) places three stones: Black, White, Black.
    for (i, cell) in [112, 113, 97].into_iter().enumerate() {
        let (player, _) = session.actor().unwrap();
        assert_eq!(player, PlayerId::Human("Ana".into()), "stone {i}");
        play(&mut session, &[cell]);
    }
    assert_eq!(
        session.choice_due(),
        Some((
            Seat::Human,
            &[Choice::PlayBlack, Choice::PlayWhite, Choice::PlaceTwo][..]
        ))
    );
    let position = session.board().clone();
    assert_eq!(
        session.play(98, &position, 10),
        Err(Refusal::Opening(OpeningError::ChoiceDue))
    );
    // Bo places two more (White, Black), and Ana chooses.
    assert!(!choose(&mut session, Choice::PlaceTwo).swapped);
    assert_eq!(session.actor().unwrap().0, PlayerId::Human("Bo".into()));
    play(&mut session, &[98, 127]);
    assert_eq!(session.actor().unwrap().0, PlayerId::Human("Ana".into()));
    let chose = choose(&mut session, Choice::PlayWhite);
    assert_eq!(chose.role, Role::First);
    assert!(chose.swapped);
    // Ana plays White now, and White is to move.
    assert_eq!(name_at(&session, Mark::O), "Ana");
    assert_eq!(name_at(&session, Mark::X), "Bo");
    assert_eq!(session.mover(), Some((Mark::O, Seat::Human)));
    assert_eq!(
        session.opening_step(),
        Step::Play {
            black: Role::Second
        }
    );
    play(&mut session, &[82]);
    // Undo steps back through the last stone, the choice, and the stones before.
    session.undo();
    assert_eq!(name_at(&session, Mark::O), "Ana");
    session.undo();
    assert!(session.choice_due().is_some());
    assert_eq!(
        name_at(&session, Mark::X),
        "Ana",
        "the marks are the first ones again"
    );
    session.undo();
    assert_eq!(session.board().ply(), 4);
    // Redo makes the stone and the choice again.
    session.redo();
    session.redo();
    assert_eq!(name_at(&session, Mark::O), "Ana");
    session.redo();
    assert_eq!(session.board().ply(), 6);
    // The next game begins with the marks the players began this one with.
    session.start(Start::Next { alternate: false });
    assert_eq!(name_at(&session, Mark::X), "Ana");
    assert_eq!(session.game().opening, Opening::Swap2);
}

#[test]
fn a_computer_places_and_chooses_when_the_opening_asks_it() {
    let mut session = swap2(X_AGAINST_HARD);
    assert_eq!(session.computer_to_act(), None);
    play(&mut session, &[112, 113, 97]);
    let (level, step) = session.computer_to_act().unwrap();
    assert_eq!(level, Level::Hard);
    assert!(matches!(
        step,
        Step::Choose {
            role: Role::Second,
            ..
        }
    ));
    // Undo against a computer goes back to the person's last stone.
    let back = session.undo().unwrap();
    assert_eq!(back.ply, 2);
    session.redo();
    // The computer takes Black: the person plays White, and moves next.
    let position = session.board().clone();
    let acted = session
        .act(Act::Choose(Choice::PlayBlack), &position, 0)
        .unwrap();
    assert!(matches!(acted, Acted::Chose(Chose { swapped: true, .. })));
    assert_eq!(session.seats.x, Seat::Computer(Level::Hard));
    assert!(session.person_to_move());
}

#[test]
fn a_saved_game_keeps_its_opening_and_choices_and_a_damaged_one_plays_on_free() {
    let mut session = swap2(PEOPLE);
    play(&mut session, &[112, 113, 97]);
    choose(&mut session, Choice::PlayBlack);
    let saved = session.saved_game();
    let text = ron::to_string(&saved).unwrap();
    let read: SavedGame = ron::from_str(&text).unwrap();
    assert_eq!(read, saved);
    let mut again = swap2(PEOPLE);
    again.start(Start::Resume(Box::new(read.clone())));
    assert_eq!(again.game().choices, session.game().choices);
    assert_eq!(name_at(&again, Mark::X), "Bo");
    assert!(again.game().swapped());
    // A choice no opening offers there: the stones play on, the choices dropped.
    let mut damaged = read;
    damaged.choices[0].ply = 1;
    again.start(Start::Resume(Box::new(damaged)));
    assert_eq!(again.game().opening, Opening::Free);
    assert_eq!(again.board().ply(), 3);
}

#[test]
fn a_finished_game_is_archived_with_its_opening_and_choices() {
    let names = Names {
        x: "Ana".into(),
        o: "Bo".into(),
    };
    let rules = Rules::new(9, 5).with_opening(Opening::Swap);
    let mut session = Session::new(PEOPLE, names, rules, Scores::default());
    session.start(Start::Fresh);
    play(&mut session, &[0, 80, 1]);
    // Bo takes Black: Ana, White, moves next, and Bo's five wins.
    choose(&mut session, Choice::PlayBlack);
    play(&mut session, &[79, 2, 78, 3, 77, 4]);
    let archived = session
        .settle()
        .archive
        .expect("a finished game is archived");
    assert_eq!(archived.opening, Opening::Swap);
    assert_eq!(archived.choices.len(), 1);
    assert_eq!(
        archived.x,
        PlayerId::Human("Bo".into()),
        "Bo played X, and won"
    );
    let text = ron::to_string(&archived).unwrap();
    let read: crate::archive::ArchivedGame = ron::from_str(&text).unwrap();
    assert_eq!(read, archived);
}

#[test]
fn after_a_swap_the_menu_and_the_next_seating_keep_the_marks_the_game_began_with() {
    let mut session = swap2(X_AGAINST_HARD);
    play(&mut session, &[112, 113, 97]);
    // Hard takes Black: here the seats play the other marks.
    let position = session.board().clone();
    let stage = session.game().stage();
    session.choose(Choice::PlayBlack, &position, stage).unwrap();
    assert_eq!(session.seats.x, Seat::Computer(Level::Hard));
    // The menu (and the settings) see the seats as chosen: the person at X.
    assert_eq!(session.menu_choices().seats, X_AGAINST_HARD);
    assert_eq!(session.menu_choices().names.x, "Ana");
    // A change in the menu goes to the player it names, not to the mark they hold now.
    session.set_seat(Mark::O, Seat::Computer(Level::Easy));
    assert_eq!(session.seats.x, Seat::Computer(Level::Easy));
    session.set_seat(Mark::O, Seat::Computer(Level::Hard));
    // Seated afresh (a network game) while the swapped game is on the board: the new seats
    // are not swapped back when it begins.
    let online = Seats {
        x: Seat::Human,
        o: Seat::Remote,
    };
    let meeting = Meeting::Guest {
        address: "127.0.0.1:1".into(),
        code: "KXMRTA".into(),
        resume: None,
    };
    session.seat_online(online, Names::default(), session.rules, meeting);
    session.start(Start::Fresh);
    assert_eq!(session.seats, online);
    // Back home: the menu's seats as they were chosen.
    session.back_home();
    assert_eq!(session.seats, X_AGAINST_HARD);
}

#[test]
fn a_brains_seat_has_its_opening_steps_made_by_the_computer_and_a_failed_brain_leaves_a_person() {
    let seats = Seats {
        x: Seat::Human,
        o: Seat::Brain,
    };
    let mut session = swap2(seats);
    play(&mut session, &[112, 113, 97]);
    // The brain (the second player) is to choose: the computer chooses for it.
    assert!(!session.brain_to_move());
    assert!(matches!(
        session.computer_to_act(),
        Some((Level::Hard, Step::Choose { .. }))
    ));
    choose(&mut session, Choice::PlayWhite);
    // White's move is the brain's own.
    assert!(session.brain_to_move());
    assert_eq!(session.computer_to_act(), None);
    let before = session.board().clone();
    assert_eq!(session.brain_failed(), vec![Mark::O]);
    assert_eq!(session.seats.o, Seat::Human);
    assert!(session.person_to_move());
    assert_eq!(session.board(), &before, "the game is kept");
    assert_eq!(session.menu_choices().seats.o, Seat::Human);
    assert!(session.brain_failed().is_empty());
}
