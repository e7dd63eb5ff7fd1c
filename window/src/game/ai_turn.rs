//! AI turn: when a computer holds the seat to move, the core's computer's turn
//! (`tictactoe_core::computer::ComputerTurn`) searches off the main thread and hands its
//! move over once both the search and the think delay are done, so the pause a player sees
//! is max(think delay, search time). An undo, a new game or leaving the board withdraws
//! the search.

use bevy::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use tictactoe_core::computer::ComputerTurn;
use tictactoe_core::session::Act;

use crate::awake::AwakeApp;
use crate::game::scheduler::Scheduler;
use crate::game::{
    ChoiceRequest, GameReopened, GameSession, GameStarted, GameSystems, MoveRequest, SearchBudget,
    Seat, ThinkDelay,
};
use crate::state::{BoardShown, Screen};

/// Source of the seeds of the computer players' random choices. Seed it (before the first
/// frame) to replay games.
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

/// The computer seats of the game on the board: the core's computer's turn, made at start
/// from [`AiRng`].
#[derive(Resource, Deref, DerefMut)]
struct Computer(ComputerTurn);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AiRng>()
        .init_resource::<Thinking>()
        .add_systems(Startup, make_computer)
        .add_systems(
            Update,
            (
                (new_players, think).chain().in_set(GameSystems::Input),
                // Undo changes the position after the input: drop its search in that frame.
                think.in_set(GameSystems::Outcome),
            )
                .run_if(in_state(BoardShown)),
        )
        .add_systems(OnExit(BoardShown), stop_thinking)
        // A finished game's players and their tables (88 MiB a Hard player on the big
        // boards) go with it; an undo into play meets new ones (`new_players`).
        .add_systems(OnEnter(Screen::GameOver), |mut c: ResMut<Computer>| {
            c.forget_players()
        })
        .awake_while(
            "a computer's turn",
            in_state(BoardShown).and_then(computer_to_move),
        );
}

fn make_computer(mut rng: ResMut<AiRng>, mut commands: Commands) {
    let seeded = StdRng::seed_from_u64(rng.0.random());
    commands.insert_resource(Computer(ComputerTurn::with_rng(seeded)));
}

/// A game started, or taken back into play, meets new computer players: their tables hold
/// nothing of the game before.
fn new_players(
    mut started: MessageReader<GameStarted>,
    mut reopened: MessageReader<GameReopened>,
    mut computer: ResMut<Computer>,
) {
    if started.read().count() + reopened.read().count() > 0 {
        computer.forget_players();
    }
}

/// Moves the computer's turn on: starts its search when a computer is to act, withdraws
/// one for a position no longer on the board, and asks for its move (or its opening's
/// choice) once it is due.
fn think(
    time: Res<Time>,
    session: Res<GameSession>,
    delay: Res<ThinkDelay>,
    budget: Res<SearchBudget>,
    mut computer: ResMut<Computer>,
    mut scheduler: ResMut<Scheduler>,
    mut thinking: ResMut<Thinking>,
    mut requests: MessageWriter<MoveRequest>,
    mut choices: MessageWriter<ChoiceRequest>,
) {
    let chosen = computer.poll(
        &mut scheduler,
        session.board(),
        session.computer_to_act(),
        delay.0,
        budget.0,
        time.elapsed(),
    );
    match chosen {
        Some((position, Act::Move(cell))) => {
            requests.write(MoveRequest { cell, position });
        }
        Some((position, Act::Choose(choice))) => {
            choices.write(ChoiceRequest { choice, position });
        }
        None => {}
    }
    thinking.set_if_neq(Thinking(computer.is_thinking()));
}

/// Leaving the board withdraws the computer's search.
fn stop_thinking(
    mut computer: ResMut<Computer>,
    mut scheduler: ResMut<Scheduler>,
    mut thinking: ResMut<Thinking>,
) {
    computer.stop(&mut scheduler);
    thinking.set_if_neq(Thinking(false));
}

/// A computer is to move: its think delay runs with no input, so frames must keep coming.
fn computer_to_move(session: Res<GameSession>) -> bool {
    matches!(session.mover(), Some((_, Seat::Computer(_))))
}
