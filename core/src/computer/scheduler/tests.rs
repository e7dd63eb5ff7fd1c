use super::*;

use mnk::Level;

/// Steps until `client` has an answer (searches run on other threads).
fn answer(scheduler: &mut Scheduler, client: Client) -> (Board, Answer) {
    for _ in 0..20_000 {
        scheduler.step();
        if let Some(answer) = scheduler.take(client) {
            return answer;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    panic!("no answer for {client:?}");
}

fn board(moves: &[Cell]) -> Board {
    let mut board = Board::classic();
    for &cell in moves {
        board.play(cell).unwrap();
    }
    board
}

const BUDGET: Duration = Duration::from_millis(200);

#[test]
fn the_more_urgent_client_goes_first_and_the_other_runs_after() {
    let mut scheduler = Scheduler::default();
    scheduler.ask(Client::Coach, &board(&[4]), Job::Appraise(BUDGET));
    scheduler.step();
    assert!(scheduler.is_running(Client::Coach));
    scheduler.ask(Client::Hint, &board(&[]), Job::Appraise(BUDGET));
    scheduler.step();
    assert!(scheduler.is_running(Client::Hint), "the coach preempted");
    let (position, hint) = answer(&mut scheduler, Client::Hint);
    assert_eq!(position, board(&[]));
    assert!(matches!(hint, Answer::Appraisal(Some(_))));
    let (position, _) = answer(&mut scheduler, Client::Coach);
    assert_eq!(position, board(&[4]), "the coach's job ran again after");
    assert!(scheduler.search.is_some(), "the warm searcher is kept");
}

#[test]
fn a_new_position_makes_the_old_job_stale_and_a_withdrawal_cancels() {
    let mut scheduler = Scheduler::default();
    scheduler.ask(Client::Review, &board(&[]), Job::Appraise(BUDGET));
    scheduler.step();
    scheduler.ask(Client::Review, &board(&[0]), Job::Appraise(BUDGET));
    let (position, _) = answer(&mut scheduler, Client::Review);
    assert_eq!(position, board(&[0]));
    scheduler.ask(Client::Review, &board(&[0, 4]), Job::Appraise(BUDGET));
    scheduler.step();
    scheduler.withdraw(Client::Review);
    scheduler.step();
    assert!(!scheduler.is_running(Client::Review));
    assert!(!scheduler.is_busy(Client::Review));
    assert_eq!(scheduler.searches_under_way().count(), 0);
}

#[test]
fn a_computer_move_comes_back_with_its_player() {
    let mut scheduler = Scheduler::default();
    let player = Player::new(Level::Hard, 7).with_budget(BUDGET);
    let position = board(&[0, 4, 8]);
    scheduler.ask(
        Client::ComputerMove,
        &position,
        Job::Choose(Box::new(player)),
    );
    scheduler.ask(Client::Coach, &position, Job::Appraise(BUDGET));
    scheduler.step();
    assert!(scheduler.is_running(Client::ComputerMove));
    let (searched, chosen) = answer(&mut scheduler, Client::ComputerMove);
    assert_eq!(searched, position);
    let Answer::Chosen(_, Some(cell)) = chosen else {
        panic!("no move chosen");
    };
    assert!(position.get(cell).is_none());
}

#[test]
fn waiting_runs_the_more_urgent_jobs_first_and_takes_the_answer() {
    let mut scheduler = Scheduler::default();
    let counter = SearchesUnderWay::default();
    let mut scheduler_counted = Scheduler::new(counter.clone());
    scheduler_counted.ask(Client::Hint, &board(&[4]), Job::Appraise(BUDGET));
    scheduler_counted.step();
    assert_eq!(
        counter.count(),
        1,
        "the front end sees the search under way"
    );
    scheduler_counted.withdraw_all();
    assert_eq!(counter.count(), 0);

    assert!(scheduler.wait_for(Client::Hint).is_none(), "nothing asked");
    scheduler.ask(Client::Coach, &board(&[4]), Job::Appraise(BUDGET));
    scheduler.ask(Client::Review, &board(&[]), Job::Appraise(BUDGET));
    let (position, review) = scheduler.wait_for(Client::Review).expect("an answer");
    assert_eq!(position, board(&[]));
    assert!(matches!(review, Answer::Appraisal(Some(_))));
    assert!(
        scheduler.is_busy(Client::Coach),
        "the coach still waits its turn"
    );
    let (position, _) = scheduler.wait_for(Client::Coach).expect("an answer");
    assert_eq!(position, board(&[4]));
    assert!(!scheduler.has_answers());
}
