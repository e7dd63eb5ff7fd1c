//! AI turn: when a computer holds the seat to move, search off the main thread and move
//! once both the search and the think delay are done, so the pause a player sees is
//! max(think delay, search time). Leaving the game cancels the search.

use bevy::prelude::*;
use mnk::{Board, Cell, Player};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use crate::awake::AwakeApp;
use crate::game::scheduler::{Answer, Client, Job, Scheduler};
use crate::game::{
    GameReopened, GameSession, GameStarted, GameSystems, MoveRequest, SearchBudget, Seat,
    ThinkDelay,
};
use crate::state::BoardShown;

/// Source of the seeds of the computer players' random choices. Seed it to replay games.
#[derive(Resource)]
pub struct AiRng(pub StdRng);

impl Default for AiRng {
    fn default() -> AiRng {
        AiRng(StdRng::from_os_rng())
    }
}

/// Set while a computer seat is searching or waiting out its think delay.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Thinking(pub bool);

/// The computer players of the game in progress, by mark: each keeps its transposition
/// table from move to move. Away while searching; emptied when a game starts.
#[derive(Resource, Default)]
struct Players([Option<Player>; 2]);

/// A computer move under way: the position it is for, the scheduler's answer once found,
/// kept until the think delay is over.
#[derive(Resource)]
struct PendingMove {
    position: Board,
    answer: Option<Option<Cell>>,
    delay: Timer,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AiRng>()
        .init_resource::<Players>()
        .init_resource::<Thinking>()
        .add_systems(
            Update,
            (
                new_players.in_set(GameSystems::Input),
                (drop_stale_search, start_thinking, finish_thinking)
                    .chain()
                    .in_set(GameSystems::Input)
                    .after(new_players),
                // Undo changes the position after the input: drop its search in that frame.
                drop_stale_search.in_set(GameSystems::Outcome),
            )
                .run_if(in_state(BoardShown)),
        )
        .add_systems(OnExit(BoardShown), stop_thinking)
        .awake_while(
            "a computer's turn",
            in_state(BoardShown).and_then(computer_to_move),
        );
}

/// A game started, or taken back into play, meets new computer players: their tables hold
/// nothing of the game before.
fn new_players(
    mut started: MessageReader<GameStarted>,
    mut reopened: MessageReader<GameReopened>,
    mut players: ResMut<Players>,
) {
    if started.read().count() + reopened.read().count() > 0 {
        *players = Players::default();
    }
}

fn start_thinking(
    session: Res<GameSession>,
    delay: Res<ThinkDelay>,
    budget: Res<SearchBudget>,
    pending: Option<Res<PendingMove>>,
    mut players: ResMut<Players>,
    mut rng: ResMut<AiRng>,
    mut scheduler: ResMut<Scheduler>,
    mut thinking: ResMut<Thinking>,
    mut commands: Commands,
) {
    let board = session.board();
    let Some((_, Seat::Computer(level))) = session.mover() else {
        return;
    };
    if pending.is_some_and(|p| p.position == *board) {
        return;
    }
    let player = players.0[board.to_move().index()]
        .take()
        .unwrap_or_else(|| Player::new(level, rng.0.random()).with_budget(budget.0));
    // Replaces (and so cancels) any search for another position.
    scheduler.ask(Client::ComputerMove, board, Job::Choose(Box::new(player)));
    commands.insert_resource(PendingMove {
        position: board.clone(),
        answer: None,
        delay: Timer::new(delay.0, TimerMode::Once),
    });
    thinking.0 = true;
}

fn finish_thinking(
    time: Res<Time>,
    pending: Option<ResMut<PendingMove>>,
    mut scheduler: ResMut<Scheduler>,
    mut players: ResMut<Players>,
    mut thinking: ResMut<Thinking>,
    mut requests: MessageWriter<MoveRequest>,
    mut commands: Commands,
) {
    let Some(mut pending) = pending else {
        return;
    };
    pending.delay.tick(time.delta());
    if let Some((position, Answer::Chosen(player, cell))) = scheduler.take(Client::ComputerMove) {
        players.0[position.to_move().index()] = Some(*player);
        pending.answer = Some(cell);
    }
    if let (Some(answer), true) = (pending.answer, pending.delay.is_finished()) {
        if let Some(cell) = answer {
            requests.write(MoveRequest {
                cell,
                position: pending.position.clone(),
            });
        }
        commands.remove_resource::<PendingMove>();
        thinking.0 = false;
    }
}

/// A search for a position that is no longer on the board (a new game, an undo) is
/// withdrawn, which cancels it.
fn drop_stale_search(
    session: Res<GameSession>,
    pending: Option<Res<PendingMove>>,
    mut scheduler: ResMut<Scheduler>,
    mut thinking: ResMut<Thinking>,
    mut commands: Commands,
) {
    if pending.is_some_and(|p| p.position != *session.board()) {
        scheduler.withdraw(Client::ComputerMove);
        commands.remove_resource::<PendingMove>();
        thinking.0 = false;
    }
}

/// Leaving the board withdraws the computer's search.
fn stop_thinking(
    mut scheduler: ResMut<Scheduler>,
    mut thinking: ResMut<Thinking>,
    mut commands: Commands,
) {
    scheduler.withdraw(Client::ComputerMove);
    commands.remove_resource::<PendingMove>();
    thinking.0 = false;
}

/// A computer is to move: its think delay runs with no input, so frames must keep coming.
fn computer_to_move(session: Res<GameSession>) -> bool {
    matches!(session.mover(), Some((_, Seat::Computer(_))))
}
