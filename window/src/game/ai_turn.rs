//! AI turn: when a computer holds the seat to move, the core's computer's turn
//! (`tictactoe_core::computer::ComputerTurn`) searches off the main thread and hands its
//! move over once both the search and the think delay are done, so the pause a player sees
//! is max(think delay, search time). An undo, a new game or leaving the board withdraws
//! the search.
//!
//! A seat the Gomocup brain set in Settings holds is played the same way through the
//! core's brain's turn (`tictactoe_core::brain::turn::BrainTurn`); a brain that fails
//! gives its seat back to a person, with a notice that says why, and the game goes on.

use bevy::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use tictactoe_core::brain::turn::BrainTurn;
use tictactoe_core::computer::ComputerTurn;
use tictactoe_core::i18n::Arg;
use tictactoe_core::session::Act;

use crate::awake::AwakeApp;
use crate::game::scheduler::Scheduler;
use crate::game::{
    BrainChoice, ChoiceRequest, GameReopened, GameSession, GameStarted, GameSystems, MoveRequest,
    SearchBudget, ThinkDelay,
};
use crate::notice::Notice;
use crate::state::{BoardShown, Screen};
use crate::theme::say::Say;

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

/// The name the brain gave itself (its `ABOUT`), once it has started.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct BrainName(pub Option<String>);

/// The brain's seat: the core's brain's turn, which runs the brain while it plays.
#[derive(Resource, Default, Deref, DerefMut)]
struct BrainSeat(BrainTurn);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AiRng>()
        .init_resource::<Thinking>()
        .init_resource::<BrainSeat>()
        .init_resource::<BrainName>()
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
///
/// The brain's seat is moved on the same way; when the brain fails, its seat is a
/// person's, and a notice says why.
fn think(
    time: Res<Time>,
    mut session: ResMut<GameSession>,
    delay: Res<ThinkDelay>,
    budget: Res<SearchBudget>,
    brain_choice: Res<BrainChoice>,
    mut computer: ResMut<Computer>,
    mut brain: ResMut<BrainSeat>,
    mut scheduler: ResMut<Scheduler>,
    mut thinking: ResMut<Thinking>,
    mut requests: MessageWriter<MoveRequest>,
    mut choices: MessageWriter<ChoiceRequest>,
    mut notices: MessageWriter<Notice>,
    mut brain_name: ResMut<BrainName>,
) {
    let brain_says = brain.poll(
        brain_choice.setup().as_ref(),
        session.board(),
        session.brain_to_move(),
        delay.0,
        time.elapsed(),
    );
    match brain_says {
        Some(Ok((position, cell))) => {
            requests.write(MoveRequest { cell, position });
        }
        Some(Err(failure)) => {
            warn!("{failure}; a person plays its seat now");
            for mark in session.brain_failed() {
                notices.write(Notice(Say::with(
                    "brain-stopped",
                    [
                        ("why", Arg::Message(failure.key())),
                        ("mark", mark.to_string().into()),
                    ],
                )));
            }
        }
        None => {}
    }
    if let Some(name) = brain.name()
        && brain_name.0.as_deref() != Some(name)
    {
        brain_name.0 = Some(name.to_string());
    }
    let (delay_now, budget_now) = session.computer_times(delay.0, budget.0);
    let chosen = computer.poll(
        &mut scheduler,
        session.board(),
        session.computer_to_act(),
        delay_now,
        budget_now,
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
    thinking.set_if_neq(Thinking(computer.is_thinking() || brain.is_thinking()));
}

/// Leaving the board withdraws the computer's search and ends the brain.
fn stop_thinking(
    mut computer: ResMut<Computer>,
    mut brain: ResMut<BrainSeat>,
    mut scheduler: ResMut<Scheduler>,
    mut thinking: ResMut<Thinking>,
) {
    computer.stop(&mut scheduler);
    brain.end();
    thinking.set_if_neq(Thinking(false));
}

/// A computer is to move: its think delay runs with no input, so frames must keep coming.
fn computer_to_move(session: Res<GameSession>) -> bool {
    session.mover().is_some_and(|(_, seat)| seat.is_computer())
}
