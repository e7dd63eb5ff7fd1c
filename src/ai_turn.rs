//! AI turn: when a computer holds the seat to move, search off the main thread and
//! move once both the search and the think delay are done, so the pause a player sees
//! is max(think delay, search time). Leaving the game cancels the search.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use mnk::{Cell, Player, Strategy};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use crate::board_view::Thinking;
use crate::game::{Game, GameSet, MoveRequest, SearchBudget, Seat, Seats, ThinkDelay};
use crate::screen::Screen;

/// Source of the seeds of the computer players' random choices. Seed it to replay games.
#[derive(Resource)]
pub struct AiRng(pub StdRng);

impl Default for AiRng {
    fn default() -> AiRng {
        AiRng(StdRng::from_os_rng())
    }
}

/// The computer players of the game in progress, by mark: each keeps its transposition
/// table from move to move. Away while searching; emptied when a game starts.
#[derive(Resource, Default)]
struct Players([Option<Player>; 2]);

/// A computer move under way: the search hands the player back with its move.
#[derive(Resource)]
struct PendingMove {
    /// The ply the search is for, so a stale answer is never played.
    ply: usize,
    search: Task<(Player, Option<Cell>)>,
    answer: Option<Option<Cell>>,
    delay: Timer,
    cancel: Arc<AtomicBool>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AiRng>()
        .init_resource::<Players>()
        .add_systems(OnEnter(Screen::Playing), |mut players: ResMut<Players>| {
            *players = Players::default();
        })
        .add_systems(
            Update,
            (start_thinking, finish_thinking)
                .chain()
                .in_set(GameSet::Input)
                .run_if(in_state(Screen::Playing)),
        )
        .add_systems(OnExit(Screen::Playing), cancel_thinking);
}

fn start_thinking(
    game: Res<Game>,
    seats: Res<Seats>,
    delay: Res<ThinkDelay>,
    budget: Res<SearchBudget>,
    pending: Option<Res<PendingMove>>,
    mut players: ResMut<Players>,
    mut rng: ResMut<AiRng>,
    mut thinking: ResMut<Thinking>,
    mut commands: Commands,
) {
    let board = &game.board;
    let Seat::Ai(level) = seats.get(board.to_move()) else {
        return;
    };
    if board.outcome().is_over() || pending.is_some_and(|p| p.ply == board.ply()) {
        return;
    }
    let cancel = Arc::new(AtomicBool::new(false));
    let mark = board.to_move().index();
    let mut player = players.0[mark]
        .take()
        .unwrap_or_else(|| Player::new(level, rng.0.random()).with_budget(budget.0));
    let (position, stop) = (board.clone(), cancel.clone());
    let search = AsyncComputeTaskPool::get().spawn(async move {
        let cell = player.choose(&position, Some(stop));
        (player, cell)
    });
    commands.insert_resource(PendingMove {
        ply: board.ply(),
        search,
        answer: None,
        delay: Timer::new(delay.0, TimerMode::Once),
        cancel,
    });
    thinking.0 = true;
}

fn finish_thinking(
    time: Res<Time>,
    game: Res<Game>,
    pending: Option<ResMut<PendingMove>>,
    mut players: ResMut<Players>,
    mut thinking: ResMut<Thinking>,
    mut requests: MessageWriter<MoveRequest>,
    mut commands: Commands,
) {
    let Some(mut pending) = pending else {
        return;
    };
    if pending.ply != game.board.ply() {
        pending.cancel.store(true, Ordering::Relaxed);
        commands.remove_resource::<PendingMove>();
        return;
    }
    pending.delay.tick(time.delta());
    if pending.answer.is_none()
        && let Some((player, cell)) = check_ready(&mut pending.search)
    {
        players.0[game.board.to_move().index()] = Some(player);
        pending.answer = Some(cell);
    }
    if let (Some(answer), true) = (pending.answer, pending.delay.is_finished()) {
        if let Some(cell) = answer {
            requests.write(MoveRequest {
                cell,
                by: game.board.to_move(),
            });
        }
        commands.remove_resource::<PendingMove>();
        thinking.0 = false;
    }
}

fn cancel_thinking(
    pending: Option<Res<PendingMove>>,
    mut thinking: ResMut<Thinking>,
    mut commands: Commands,
) {
    if let Some(pending) = pending {
        pending.cancel.store(true, Ordering::Relaxed);
        commands.remove_resource::<PendingMove>();
    }
    thinking.0 = false;
}
