use super::*;

use mnk::opening::{Choice, Opening, Role};
use mnk::{Cell, Mark};

/// A move as usual: no opening under way.
const PLAY: Step = Step::Play { black: Role::First };

const BUDGET: Duration = Duration::from_millis(100);
const SECOND: Duration = Duration::from_secs(1);

fn board(moves: &[Cell]) -> Board {
    let mut board = Board::classic();
    for &cell in moves {
        board.play(cell).unwrap();
    }
    board
}

fn turn() -> ComputerTurn {
    ComputerTurn::with_rng(StdRng::seed_from_u64(3))
}

/// Steps and polls at `now`, before any think delay is over, until the answer is in (the
/// scheduler has handed it over).
fn until_answered(
    turn: &mut ComputerTurn,
    scheduler: &mut Scheduler,
    position: &Board,
    level: Level,
    now: Duration,
) {
    for _ in 0..20_000 {
        scheduler.step();
        let moved = turn.poll(
            scheduler,
            position,
            Some((level, PLAY)),
            SECOND,
            BUDGET,
            now,
        );
        assert!(moved.is_none(), "moved before the think delay was over");
        if !scheduler.is_busy(Client::ComputerMove) {
            return;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    panic!("no answer");
}

#[test]
fn the_move_comes_once_the_answer_and_the_think_delay_are_in() {
    let (mut turn, mut scheduler) = (turn(), Scheduler::default());
    let position = board(&[0, 4]);
    assert!(!turn.is_thinking());
    // Asked at 0 s with a delay of 1 s: the answer is held until 1 s.
    let asked = turn.poll(
        &mut scheduler,
        &position,
        Some((Level::Hard, PLAY)),
        SECOND,
        BUDGET,
        Duration::ZERO,
    );
    assert!(asked.is_none());
    assert!(turn.is_thinking());
    assert_eq!(turn.wake_at(), Some(SECOND));
    assert!(scheduler.is_asking(Client::ComputerMove, &position));
    let early = SECOND - Duration::from_millis(1);
    until_answered(&mut turn, &mut scheduler, &position, Level::Hard, early);
    assert!(turn.is_thinking(), "the answer waits for the delay");
    let (searched, cell) = turn
        .poll(
            &mut scheduler,
            &position,
            Some((Level::Hard, PLAY)),
            SECOND,
            BUDGET,
            SECOND,
        )
        .expect("the move, once the delay is over");
    assert_eq!(searched, position);
    let Act::Move(cell) = cell else {
        panic!("a move, not {cell:?}")
    };
    assert!(position.get(cell).is_none(), "an empty cell");
    assert!(!turn.is_thinking());
    assert_eq!(turn.wake_at(), None);
    assert!(
        turn.players[Mark::X.index()].is_some(),
        "X's player is kept warm"
    );
}

#[test]
fn a_search_for_a_position_gone_is_withdrawn() {
    let (mut turn, mut scheduler) = (turn(), Scheduler::default());
    let (first, second) = (board(&[0]), board(&[0, 4]));
    turn.poll(
        &mut scheduler,
        &first,
        Some((Level::Hard, PLAY)),
        SECOND,
        BUDGET,
        Duration::ZERO,
    );
    scheduler.step();
    // An undo, or the other side moved: the search for the first position is stale.
    turn.poll(
        &mut scheduler,
        &second,
        Some((Level::Hard, PLAY)),
        SECOND,
        BUDGET,
        Duration::ZERO,
    );
    assert!(scheduler.is_asking(Client::ComputerMove, &second));
    assert!(!scheduler.is_asking(Client::ComputerMove, &first));
    // A person's turn now: nothing is searched.
    turn.poll(&mut scheduler, &first, None, SECOND, BUDGET, Duration::ZERO);
    assert!(!turn.is_thinking());
    assert!(!scheduler.is_busy(Client::ComputerMove));
    scheduler.step();
    assert_eq!(scheduler.searches_under_way().count(), 0);
}

#[test]
fn stopping_cancels_and_the_next_poll_asks_again() {
    let (mut turn, mut scheduler) = (turn(), Scheduler::default());
    let position = board(&[4]);
    turn.poll(
        &mut scheduler,
        &position,
        Some((Level::Hard, PLAY)),
        SECOND,
        BUDGET,
        Duration::ZERO,
    );
    scheduler.step();
    assert!(scheduler.is_running(Client::ComputerMove));
    turn.stop(&mut scheduler);
    assert!(!turn.is_thinking());
    assert!(
        !scheduler.is_running(Client::ComputerMove),
        "cancelled at once"
    );
    assert_eq!(scheduler.searches_under_way().count(), 0);
    until_answered(
        &mut turn,
        &mut scheduler,
        &position,
        Level::Hard,
        Duration::ZERO,
    );
    assert!(
        turn.is_thinking(),
        "asked again, the move waits for its delay"
    );
}

#[test]
fn players_are_kept_between_moves_and_forgotten_for_a_new_game() {
    let (mut turn, mut scheduler) = (turn(), Scheduler::default());
    let position = board(&[0, 4]);
    until_answered(
        &mut turn,
        &mut scheduler,
        &position,
        Level::Hard,
        Duration::ZERO,
    );
    assert!(turn.players[Mark::X.index()].is_some());
    turn.forget_players();
    assert!(turn.players.iter().all(Option::is_none));

    // Forgotten while searching: the player that answers is not kept either.
    let position = board(&[0]);
    turn.poll(
        &mut scheduler,
        &position,
        Some((Level::Easy, PLAY)),
        SECOND,
        BUDGET,
        Duration::ZERO,
    );
    turn.forget_players();
    until_answered(
        &mut turn,
        &mut scheduler,
        &position,
        Level::Easy,
        Duration::ZERO,
    );
    assert!(turn.players.iter().all(Option::is_none));
}

#[test]
fn choosing_now_waits_for_the_move_and_keeps_the_player() {
    let (mut turn, mut scheduler) = (turn(), Scheduler::default());
    let position = board(&[0, 4, 8]);
    let cell = turn
        .choose_now(&mut scheduler, &position, Level::Hard, PLAY, BUDGET)
        .expect("a move");
    let Act::Move(cell) = cell else {
        panic!("a move, not {cell:?}")
    };
    assert!(position.get(cell).is_none());
    assert!(
        turn.players[Mark::O.index()].is_some(),
        "O's player is kept"
    );
    assert!(!turn.is_thinking());

    let won = board(&[0, 3, 1, 4, 2]);
    assert!(won.outcome().is_over());
    assert_eq!(
        turn.choose_now(&mut scheduler, &won, Level::Hard, PLAY, BUDGET),
        None
    );
}

#[test]
fn in_an_opening_the_computer_places_a_stone_and_then_chooses() {
    let (mut turn, mut scheduler) = (turn(), Scheduler::default());
    let mut position = Board::with_rule(15, 15, 5, mnk::Rule::Freestyle).unwrap();
    for ply in 0..3 {
        let step = Opening::Swap2.step(ply, &[]);
        let act = turn.choose_now(&mut scheduler, &position, Level::Easy, step, BUDGET);
        let Some(Act::Move(cell)) = act else {
            panic!("a stone, not {act:?}")
        };
        position.play(cell).unwrap();
    }
    let step = Opening::Swap2.step(3, &[]);
    let act = turn.choose_now(&mut scheduler, &position, Level::Easy, step, BUDGET);
    assert!(matches!(act, Some(Act::Choose(_))), "{act:?}");
    // A choice is asked with the think delay like a move.
    let asked = turn.poll(
        &mut scheduler,
        &position,
        Some((Level::Easy, step)),
        SECOND,
        BUDGET,
        Duration::ZERO,
    );
    assert!(asked.is_none());
    for _ in 0..20_000 {
        scheduler.step();
        if let Some((_, act)) = turn.poll(
            &mut scheduler,
            &position,
            Some((Level::Easy, step)),
            SECOND,
            BUDGET,
            SECOND,
        ) {
            assert!(matches!(
                act,
                Act::Choose(Choice::PlayBlack | Choice::PlayWhite | Choice::PlaceTwo)
            ));
            return;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    panic!("no choice");
}
