use super::*;

use mnk::Level;

fn app() -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        crate::awake::plugin,
        crate::game::search_task::plugin,
        plugin,
    ));
    app
}

fn scheduler(app: &mut App) -> Mut<'_, Scheduler> {
    app.world_mut().resource_mut::<Scheduler>()
}

/// Frames until `client` has an answer (searches run on other threads).
fn answer(app: &mut App, client: Client) -> (Board, Answer) {
    for _ in 0..2000 {
        app.update();
        if let Some(answer) = scheduler(app).take(client) {
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
    let mut app = app();
    scheduler(&mut app).ask(Client::Coach, &board(&[4]), Job::Appraise(BUDGET));
    app.update();
    assert!(scheduler(&mut app).is_running(Client::Coach));
    scheduler(&mut app).ask(Client::Hint, &board(&[]), Job::Appraise(BUDGET));
    app.update();
    assert!(
        scheduler(&mut app).is_running(Client::Hint),
        "the coach preempted"
    );
    let (position, hint) = answer(&mut app, Client::Hint);
    assert_eq!(position, board(&[]));
    assert!(matches!(hint, Answer::Appraisal(Some(_))));
    let (position, _) = answer(&mut app, Client::Coach);
    assert_eq!(position, board(&[4]), "the coach's job ran again after");
    assert!(
        scheduler(&mut app).search.is_some(),
        "the warm searcher is kept"
    );
}

#[test]
fn a_new_position_makes_the_old_job_stale_and_a_withdrawal_cancels() {
    let mut app = app();
    scheduler(&mut app).ask(Client::Review, &board(&[]), Job::Appraise(BUDGET));
    app.update();
    scheduler(&mut app).ask(Client::Review, &board(&[0]), Job::Appraise(BUDGET));
    let (position, _) = answer(&mut app, Client::Review);
    assert_eq!(position, board(&[0]));
    scheduler(&mut app).ask(Client::Review, &board(&[0, 4]), Job::Appraise(BUDGET));
    app.update();
    scheduler(&mut app).withdraw(Client::Review);
    app.update();
    assert!(!scheduler(&mut app).is_running(Client::Review));
    assert!(!scheduler(&mut app).is_busy(Client::Review));
    assert_eq!(app.world().resource::<SearchesUnderWay>().count(), 0);
}

#[test]
fn a_computer_move_comes_back_with_its_player() {
    let mut app = app();
    let player = Player::new(Level::Hard, 7).with_budget(BUDGET);
    let position = board(&[0, 4, 8]);
    scheduler(&mut app).ask(
        Client::ComputerMove,
        &position,
        Job::Choose(Box::new(player)),
    );
    scheduler(&mut app).ask(Client::Coach, &position, Job::Appraise(BUDGET));
    app.update();
    assert!(scheduler(&mut app).is_running(Client::ComputerMove));
    let (searched, chosen) = answer(&mut app, Client::ComputerMove);
    assert_eq!(searched, position);
    let Answer::Chosen(_, Some(cell)) = chosen else {
        panic!("no move chosen");
    };
    assert!(position.get(cell).is_none());
}
