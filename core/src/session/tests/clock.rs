//! A timed game: the clocks, a loss on time, and what is kept of it.

use std::time::{Duration, Instant};

use super::*;
use crate::clock::TimeControl;

fn timed(control: TimeControl) -> Session {
    let mut session = ana_and_bo();
    session.rules = session.rules.with_clock(Some(control));
    session.start(Start::Fresh);
    session
}

/// The turn on the board began `seconds` ago.
fn turn_began_ago(session: &mut Session, seconds: u64) {
    let clock = session.game.clock.as_mut().unwrap();
    clock.restart(Instant::now() - Duration::from_secs(seconds));
}

#[test]
fn the_clock_of_the_player_to_move_runs_and_the_increment_comes_after_each_move() {
    let mut session = timed(TimeControl::new(60, 5));
    let [x, o] = session.clock_left().unwrap();
    assert!(x <= Duration::from_secs(60) && x > Duration::from_secs(59));
    assert_eq!(o, Duration::from_secs(60));
    turn_began_ago(&mut session, 20);
    play(&mut session, &[4]);
    let [x, o] = session.clock_left().unwrap();
    // 60 - 20 + 5, give or take the test's own time.
    assert!(
        x <= Duration::from_secs(45) && x > Duration::from_secs(44),
        "{x:?}"
    );
    assert!(
        o <= Duration::from_secs(60) && o > Duration::from_secs(59),
        "{o:?}"
    );
    assert_eq!(Session::default().clock_left(), None, "untimed by default");
}

#[test]
fn a_player_out_of_time_loses_and_the_game_is_kept_and_counted_so_and_undo_takes_it_back() {
    let mut session = timed(TimeControl::new(10, 0));
    session.settle();
    play(&mut session, &[4]);
    assert_eq!(session.flag_fall(), None, "O has time");
    turn_began_ago(&mut session, 11);
    assert_eq!(session.flag_fall(), Some(Mark::O));
    assert_eq!(session.flag_fall(), None, "it falls once");
    assert!(session.is_over() && session.mover().is_none());
    assert_eq!(session.out_of_time(), Some(Mark::O));
    assert_eq!(session.result().unwrap().winner, Some(Mark::X));
    assert_eq!(session.clock_left().unwrap()[1], Duration::ZERO);
    let position = session.board().clone();
    assert_eq!(
        session.play(0, &position, 0),
        Err(Refusal::Illegal(MoveError::GameOver))
    );
    let settled = session.settle();
    assert_eq!(settled.autosave, Some(Autosave::Remove));
    let archived = settled.archive.expect("a game lost on time is kept");
    assert_eq!(archived.out_of_time, Some(Mark::O));
    assert_eq!(archived.end(), crate::archive::GameEnd::XWon);
    assert_eq!(archived.check(), Ok(()));
    assert_eq!(session.scores.wins(&ana(), &bo()), (1, 0, 0));

    // Undo (two people: one ply) takes back X's move, and with it O's loss.
    let back = session.undo().unwrap();
    assert!(back.reopened);
    assert_eq!(session.out_of_time(), None);
    session.settle();
    assert_eq!(session.scores.games(&ana(), &bo()), 0);
    let [x, o] = session.clock_left().unwrap();
    assert!(
        x > Duration::from_secs(9) && o == Duration::from_secs(10),
        "{x:?} {o:?}"
    );
}

#[test]
fn a_move_made_after_the_flag_fell_is_refused_and_ends_the_game() {
    let mut session = timed(TimeControl::new(10, 0));
    turn_began_ago(&mut session, 12);
    let position = session.board().clone();
    assert_eq!(
        session.play(4, &position, 12_000),
        Err(Refusal::Illegal(MoveError::GameOver))
    );
    assert_eq!(session.out_of_time(), Some(Mark::X));
    assert_eq!(session.board().ply(), 0);
}

#[test]
fn a_timed_game_resumes_with_the_times_it_was_saved_with() {
    let mut session = timed(TimeControl::new(300, 3));
    turn_began_ago(&mut session, 100);
    play(&mut session, &[4]);
    let saved = session.saved_game();
    let clock = saved.clock.unwrap();
    assert_eq!(clock.control, TimeControl::new(300, 3));
    let x = clock.left_ms[0];
    assert!((202_000..=203_000).contains(&x), "{x}");
    assert_eq!(clock.left_ms[1], 300_000);
    let text = ron::to_string(&saved).unwrap();
    let mut again = ana_and_bo();
    again.start(Start::Resume(Box::new(ron::from_str(&text).unwrap())));
    let [x_again, o_again] = again.clock_left().unwrap();
    assert_eq!(x_again, Duration::from_millis(x));
    assert!(o_again <= Duration::from_secs(300) && o_again > Duration::from_secs(299));
    assert_eq!(again.rules.clock, Some(TimeControl::new(300, 3)));

    // A file that claims a year is read in range.
    let mut year = saved.clone();
    year.clock.as_mut().unwrap().left_ms = [u64::MAX, 1];
    let resumed = year.game();
    let left = resumed.clock.unwrap().left_at(1);
    assert!(left[0] <= 1000 * (300 + 3600), "{left:?}");
}

#[test]
fn in_swap2_each_player_keeps_their_clock_when_they_take_the_other_colour() {
    let mut session = timed(TimeControl::new(60, 0));
    session.rules = session.rules.with_size(15).with_k(5);
    session.rules.opening = mnk::Opening::Swap2;
    session.start(Start::Fresh);
    // The first player places three stones in 30 s of their own.
    for cell in [112, 113, 127] {
        turn_began_ago(&mut session, 10);
        play(&mut session, &[cell]);
    }
    let [x, o] = session.clock_left().unwrap();
    let thirty = Duration::from_secs(30);
    assert!(
        x <= thirty && x > thirty - Duration::from_secs(1),
        "{x:?} {o:?}"
    );
    assert!(o.as_secs() >= 59, "{x:?} {o:?}");
    // The second player takes Black: X's seat is theirs now, and so is X's clock.
    let position = session.board().clone();
    let stage = session.game().stage();
    session
        .choose(mnk::opening::Choice::PlayBlack, &position, stage)
        .unwrap();
    let [x, o] = session.clock_left().unwrap();
    assert!(x.as_secs() >= 59, "{x:?} {o:?}");
    assert!(
        o <= thirty && o > thirty - Duration::from_secs(1),
        "{x:?} {o:?}"
    );
}

#[test]
fn a_computer_thinks_within_its_clock() {
    let session = timed(TimeControl::new(60, 2));
    let (delay, budget) = (Duration::from_secs(2), Duration::from_secs(5));
    let (d, b) = session.computer_times(delay, budget);
    // 60 s / 30 + 1 s: a budget of 3 s at most, a delay of half that.
    assert!(
        b <= Duration::from_secs(3) && b > Duration::from_millis(2900),
        "{b:?}"
    );
    assert!(d <= Duration::from_millis(1500), "{d:?}");
    assert_eq!(
        Session::default().computer_times(delay, budget),
        (delay, budget)
    );
}

/// X at this computer, O the friend across the network, 60 s each.
fn against_a_friend() -> Session {
    let mut session = timed(TimeControl::new(60, 0));
    let meeting = Meeting::Guest {
        address: "192.0.2.1:7878".into(),
        code: "KXMRTA".into(),
        resume: None,
    };
    let seats = Seats {
        x: Seat::Human,
        o: Seat::Remote,
    };
    let rules = session.rules;
    session.seat_online(seats, Names::default(), rules, meeting);
    session.start(Start::Fresh);
    session
}

#[test]
fn the_friends_flag_falls_here_two_seconds_late_and_its_claims_are_checked() {
    let mut session = against_a_friend();
    assert!(
        session.clock_left().is_some(),
        "a network game keeps its clock"
    );
    play(&mut session, &[4]);
    turn_began_ago(&mut session, 61);
    assert!(!session.flag_due(), "the friend's move may be on its way");
    turn_began_ago(&mut session, 63);
    assert!(session.flag_due());

    // The friend says X ran out: not while X has time here.
    let mut session = against_a_friend();
    assert_eq!(
        session.claim_out_of_time(Mark::O),
        Err("O out of time on the other's turn".into())
    );
    assert!(
        session
            .claim_out_of_time(Mark::X)
            .unwrap_err()
            .contains("ms left")
    );
    assert!(!session.is_over());
    turn_began_ago(&mut session, 59);
    assert_eq!(session.claim_out_of_time(Mark::X), Ok(true));
    assert_eq!(session.out_of_time(), Some(Mark::X));
    assert_eq!(
        session.claim_out_of_time(Mark::X),
        Ok(false),
        "over already"
    );

    // The friend's own flag is believed at once.
    let mut session = against_a_friend();
    play(&mut session, &[4]);
    assert_eq!(session.claim_out_of_time(Mark::O), Ok(true));
    assert!(ana_and_bo().claim_out_of_time(Mark::X).is_err(), "untimed");
}

#[test]
fn a_hosts_clock_is_taken_as_it_reads_now_and_in_range() {
    let mut host = timed(TimeControl::new(300, 5));
    turn_began_ago(&mut host, 100);
    let sent = host.clock_now().unwrap();
    assert!((199_000..=200_000).contains(&sent.left_ms[0]), "{sent:?}");
    let mut guest = ana_and_bo();
    guest.take_clock(Some(sent));
    assert_eq!(guest.rules.clock, Some(TimeControl::new(300, 5)));
    let [x, o] = guest.clock_left().unwrap();
    assert!(x <= Duration::from_millis(sent.left_ms[0]) && o == Duration::from_secs(300));
    guest.take_clock(Some(SavedClock {
        control: TimeControl::new(u32::MAX, u32::MAX),
        left_ms: [u64::MAX; 2],
    }));
    let [x, _] = guest.clock_left().unwrap();
    assert!(x <= Duration::from_secs(3 * 3600 + 3600), "{x:?}");
    guest.take_clock(None);
    assert_eq!(guest.clock_left(), None);
}
