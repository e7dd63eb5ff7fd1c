//! Replay: a kept game at any move, and where it goes from here. First, Back, Forward and
//! Last are buttons and the keys Home, Left, Right and End; clicking a move in the list jumps
//! to it; Play runs through the moves at the think delay (Space too). Review ([`review`], or
//! R) judges every move. Play from here starts a new game at the position shown, with the
//! game's seats or others chosen here. The picture is [`view`]'s.

use bevy::prelude::*;
use bevy::ui_widgets::Activate;

use mnk::{Board, Mark};

use crate::awake::Claims;
use crate::controls::focus::ScreenKeys;
use crate::controls::input_map::{Action, Actions};
use crate::files::archive::Archive;
use crate::game::advice::{Advised, AskHint, CoachOn};
use crate::game::{Game, GameSession, NewGame, Seats, ThinkDelay};
use crate::screens::Screen;
use tictactoe_core::archive::ArchivedGame;
use tictactoe_core::session::{Names, PlayerId};

mod controls;
mod from_here;
pub mod review;
mod view;

use from_here::{from_here, next_seat, seat_of};

/// Asks for a kept game in Replay.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpenReplay {
    /// The game's archive id.
    pub id: u64,
    /// Where Back (and Esc) returns to.
    pub from: Screen,
    /// Start with the review on.
    pub review: bool,
}

impl OpenReplay {
    /// A game chosen in History, shown at its start.
    pub fn from_history(id: u64) -> OpenReplay {
        OpenReplay {
            id,
            from: Screen::History,
            review: false,
        }
    }
}

/// The game in Replay and the move shown.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    /// The kept game shown.
    pub game: ArchivedGame,
    /// Moves on the board shown, in plies (0 is the empty board).
    pub ply: usize,
    /// Where Back returns to.
    pub from: Screen,
    /// Seats for Play from here.
    pub seats: Seats,
    /// Running through the moves by itself; the time to the next step.
    pub playing: Option<Timer>,
}

impl Replay {
    /// The position shown.
    pub fn board(&self) -> Board {
        self.game
            .record
            .position_at(self.ply)
            .unwrap_or_else(|| self.game.record.board().clone())
    }

    /// The screen Back returns to: History, or the board of the game in hand (over, or
    /// undone back into play since).
    pub fn back_to(&self, game: &Game) -> Screen {
        match self.from {
            Screen::GameOver | Screen::Playing if game.is_over() => Screen::GameOver,
            Screen::GameOver | Screen::Playing => Screen::Playing,
            other => other,
        }
    }

    /// The game's moves, in plies.
    pub fn plies(&self) -> usize {
        self.game.plies()
    }

    /// The names for a game from here: the people who played keep theirs; a seat a computer
    /// played takes the name in `current` (the menu's), should a person take it over.
    fn names(&self, current: &Names) -> Names {
        let name = |mark: Mark| match self.game.player(mark) {
            PlayerId::Human(name) | PlayerId::Remote(name) => name.clone(),
            PlayerId::Computer(_) | PlayerId::Brain => current.get(mark).to_string(),
        };
        Names {
            x: name(Mark::X),
            o: name(Mark::O),
        }
    }
}

/// What a Replay button does.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayAction {
    /// To the empty board.
    First,
    /// One move back.
    Back,
    /// One move forward.
    Forward,
    /// To the last move.
    Last,
    /// Play or pause the run through the moves.
    PlayPause,
    /// Jump to the position after this many moves.
    Jump(usize),
    /// Review on or off.
    Review,
    /// Show the move Hard would play in the position shown.
    Hint,
    /// The coach on or off.
    Coach,
    /// Who plays `Mark` from here: the next choice.
    Seat(Mark),
    /// A new game from the position shown.
    PlayFromHere,
    /// Back to History (or wherever Replay was opened from).
    Leave,
}

/// The shortest time between two moves of a replay that plays itself, in seconds: a think
/// delay of 0 would otherwise play it all in one frame.
const MIN_STEP_SECONDS: f32 = 0.25;

pub(super) fn plugin(app: &mut App) {
    super::on_esc(app, Screen::Replay, escape);
    app.add_message::<OpenReplay>()
        .add_plugins(review::plugin)
        .add_systems(Update, open_replay)
        .add_systems(OnEnter(Screen::Replay), view::spawn_replay)
        .add_systems(
            Update,
            (
                replay_keys,
                run_replay,
                view::show_board,
                view::show_moves,
                controls::show_controls,
                advise_on_replay,
            )
                .chain()
                .run_if(in_state(Screen::Replay)),
        )
        .add_systems(OnExit(Screen::Replay), |mut advised: ResMut<Advised>| {
            advised.set_if_neq(Advised(None));
        })
        .add_observer(press_replay_button);
}

/// Esc goes back to where the replay was opened from.
fn escape(
    replay: Option<Res<Replay>>,
    session: Res<GameSession>,
    mut next: ResMut<NextState<Screen>>,
) {
    next.set(replay.map_or(Screen::Menu, |replay| replay.back_to(session.game())));
}

fn open_replay(
    mut asks: MessageReader<OpenReplay>,
    archive: Res<Archive>,
    mut review: ResMut<review::Review>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    let Some(ask) = asks.read().last() else {
        return;
    };
    let Some(game) = archive.get(ask.id) else {
        warn!("no game {} to replay", ask.id);
        return;
    };
    let seats = Seats {
        x: seat_of(&game.x),
        o: seat_of(&game.o),
    };
    commands.insert_resource(Replay {
        game: game.clone(),
        ply: if ask.review { game.plies() } else { 0 },
        from: ask.from,
        seats,
        playing: None,
    });
    *review = review::Review::new(ask.review);
    next.set(Screen::Replay);
}

/// Moves to `ply`, clamped to the game's moves.
fn seek(replay: &mut Replay, ply: usize) {
    replay.ply = ply.min(replay.plies());
}

/// Starts or stops the run through the moves; from the last move it starts over.
fn toggle_play(replay: &mut Replay, delay: &ThinkDelay) {
    if replay.playing.is_some() {
        replay.playing = None;
        return;
    }
    if replay.ply == replay.plies() {
        replay.ply = 0;
    }
    let step = delay.0.as_secs_f32().max(MIN_STEP_SECONDS);
    replay.playing = Some(Timer::from_seconds(step, TimerMode::Repeating));
}

/// One move per think delay while playing; frames keep coming meanwhile.
fn run_replay(
    time: Res<Time>,
    delay: Res<ThinkDelay>,
    mut replay: ResMut<Replay>,
    claims: Res<Claims>,
) {
    // Looked at first through `&`: a replay at rest is not marked changed every frame.
    if replay.playing.is_none() {
        return;
    }
    let Some(timer) = replay.playing.as_mut() else {
        return;
    };
    claims.hold("a replay playing");
    let step = delay.0.as_secs_f32().max(MIN_STEP_SECONDS);
    if timer.duration().as_secs_f32() != step {
        timer.set_duration(std::time::Duration::from_secs_f32(step));
    }
    timer.tick(time.delta());
    let steps = timer.times_finished_this_tick() as usize;
    if steps > 0 {
        let ply = replay.ply + steps;
        seek(&mut replay, ply);
        if replay.ply == replay.plies() {
            replay.playing = None;
        }
    }
}

/// Advice (the hint and the coach) is for the position shown, once the review is done: the
/// app runs one search at a time.
fn advise_on_replay(
    replay: Res<Replay>,
    review: Res<review::Review>,
    mut advised: ResMut<Advised>,
) {
    let board = replay.board();
    let wanted = (!board.outcome().is_over() && !review.is_busy()).then_some(board);
    advised.set_if_neq(Advised(wanted));
}

/// Home, Left, Right and End step through the moves, Space plays or pauses, R reviews.
pub(super) fn replay_keys(
    actions: Actions,
    screen_keys: ScreenKeys,
    delay: Res<ThinkDelay>,
    mut replay: ResMut<Replay>,
    mut review: ResMut<review::Review>,
) {
    if actions.just_pressed(Action::Review) {
        review.on = !review.on;
    }
    // A focused button takes Space, and the arrows move the focus.
    let free = screen_keys.free();
    let ply = replay.ply;
    let step = [
        (Action::ToStart, true, 0),
        (Action::StepBack, free, ply.saturating_sub(1)),
        (Action::StepForward, free, ply + 1),
        (Action::ToEnd, true, usize::MAX),
    ];
    for (_, _, to) in step
        .into_iter()
        .filter(|(a, ok, _)| *ok && actions.just_pressed(*a))
    {
        seek(&mut replay, to);
        replay.playing = None;
    }
    if free && actions.just_pressed(Action::PlayPause) {
        toggle_play(&mut replay, &delay);
    }
}

/// What a Replay button does.
pub(super) fn press_replay_button(
    activate: On<Activate>,
    actions: Query<&ReplayAction>,
    replay: Option<ResMut<Replay>>,
    delay: Res<ThinkDelay>,
    session: Res<GameSession>,
    mut review: ResMut<review::Review>,
    mut new_game: MessageWriter<NewGame>,
    mut hint: MessageWriter<AskHint>,
    mut coach: ResMut<CoachOn>,
    mut next: ResMut<NextState<Screen>>,
) {
    let (Ok(&action), Some(mut replay)) = (actions.get(activate.entity), replay) else {
        return;
    };
    let ply = replay.ply;
    let keeps_playing = [
        ReplayAction::PlayPause,
        ReplayAction::Review,
        ReplayAction::Coach,
    ];
    if !keeps_playing.contains(&action) {
        replay.playing = None;
    }
    match action {
        ReplayAction::First => seek(&mut replay, 0),
        ReplayAction::Back => seek(&mut replay, ply.saturating_sub(1)),
        ReplayAction::Forward => seek(&mut replay, ply + 1),
        ReplayAction::Last => seek(&mut replay, usize::MAX),
        ReplayAction::Jump(to) => seek(&mut replay, to),
        ReplayAction::PlayPause => toggle_play(&mut replay, &delay),
        ReplayAction::Review => review.on = !review.on,
        ReplayAction::Hint => {
            hint.write(AskHint);
        }
        ReplayAction::Coach => coach.0 = !coach.0,
        ReplayAction::Seat(mark) => {
            let seat = next_seat(replay.seats.get(mark));
            replay.seats.set(mark, seat);
        }
        ReplayAction::PlayFromHere => {
            if let Some(saved) = from_here(&replay, &session.names) {
                new_game.write(NewGame::Resume(Box::new(saved)));
            }
        }
        ReplayAction::Leave => next.set(replay.back_to(session.game())),
    }
}
