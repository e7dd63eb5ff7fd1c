//! Replay: a kept game at any move. The board shows the position after the move chosen
//! (the last move ringed, the winning line at the end); beside it, the move list, the
//! current move highlighted, each move a button that jumps to it. First, Back, Forward and
//! Last are buttons and the keys Home, Left, Right and End; Play runs through the moves at
//! the think delay (Space too). Review ([`review`]) judges every move. Play from here
//! starts a new game at the position shown, with the game's seats or others chosen here.

use bevy::prelude::*;
use bevy::ui::{Checked, InteractionDisabled};
use bevy::ui_widgets::{Activate, ScrollArea, ScrollIntoView};
use bevy::window::RequestRedraw;
use mnk::{Board, Cell, GameRecord, Mark, Outcome};

use crate::files::archive::Archive;
use crate::files::archive::store::ArchivedGame;
use crate::game::players::{Names, PlayerId, default_name};
use crate::game::{Game, NewGame, SavedGame, Seat, Seats, ThinkDelay, cell_name};
use crate::screens::Screen;
use crate::theme::interaction::set_marker;
use crate::theme::{palette, widget};

pub mod review;

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
            Screen::GameOver | Screen::Playing if game.board().outcome().is_over() => {
                Screen::GameOver
            }
            Screen::GameOver | Screen::Playing => Screen::Playing,
            other => other,
        }
    }

    /// The game's moves, in plies.
    pub fn plies(&self) -> usize {
        self.game.plies()
    }

    /// The names of the people who played (a computer's seat gets the default name).
    fn names(&self) -> Names {
        let name = |mark: Mark| match self.game.player(mark) {
            PlayerId::Person(name) => name.clone(),
            PlayerId::Computer(_) => default_name(mark).to_string(),
        };
        Names {
            x: name(Mark::X),
            o: name(Mark::O),
        }
    }
}

/// The seat a kept player takes in a new game.
fn seat_of(player: &PlayerId) -> Seat {
    match player {
        PlayerId::Person(_) => Seat::Human,
        PlayerId::Computer(level) => Seat::Ai(*level),
    }
}

/// What a Replay button does.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayAction {
    First,
    Back,
    Forward,
    Last,
    /// Play or pause the run through the moves.
    PlayPause,
    /// Jump to the position after this many moves.
    Jump(usize),
    /// Review on or off.
    Review,
    /// Who plays `Mark` from here: the next choice.
    Seat(Mark),
    /// A new game from the position shown.
    PlayFromHere,
    /// Back to History (or wherever Replay was opened from).
    Leave,
}

/// A cell of the replay board.
#[derive(Component, Clone, Copy, Debug)]
pub struct ReplayCell(pub Cell);

#[derive(Component, Clone, Copy, Debug)]
struct ReplayMark(Cell);

/// A move's entry in the list, by its number of plies after it.
#[derive(Component, Clone, Copy, Debug)]
struct MoveEntry(usize);

#[derive(Component)]
struct MoveList;

/// The shortest time between two moves of a replay that plays itself, in seconds: a think
/// delay of 0 would otherwise play it all in one frame.
const MIN_STEP_SECONDS: f32 = 0.25;

/// Side of the replay board, in vmin.
const BOARD_VMIN: f32 = 54.0;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<OpenReplay>()
        .add_plugins(review::plugin)
        .add_systems(Update, open_replay)
        .add_systems(OnEnter(Screen::Replay), spawn_replay)
        .add_systems(
            Update,
            (
                replay_keys,
                run_replay,
                show_board,
                show_moves,
                show_controls,
            )
                .chain()
                .run_if(in_state(Screen::Replay)),
        )
        .add_observer(press_replay_button);
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

fn spawn_replay(replay: Res<Replay>, mut commands: Commands) {
    let game = &replay.game;
    let board = game.record.board();
    let (cols, rows) = (board.cols() as u16, board.rows() as u16);
    let cell_vmin = BOARD_VMIN / cols.max(rows) as f32;
    let root = commands
        .spawn((widget::root("Replay", 1.5), DespawnOnExit(Screen::Replay)))
        .id();
    let players = format!("{} (X) against {} (O)", game.x, game.o);
    let when = format!("{}  ·  {}", game.shape(), game.local_time());
    commands.spawn((
        Name::new("Title"),
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            ..default()
        },
        ChildOf(root),
        children![widget::label(&players, 3.2), widget::label(&when, 2.6)],
    ));
    let middle = commands
        .spawn((
            Node {
                column_gap: Val::VMin(2.5),
                align_items: AlignItems::FlexStart,
                ..default()
            },
            ChildOf(root),
        ))
        .id();
    let grid = commands
        .spawn((
            Name::new("Replay board"),
            widget::board_grid(cols, rows, BOARD_VMIN, 0.6),
            BackgroundColor(palette::GRID),
            ChildOf(middle),
        ))
        .id();
    for cell in 0..board.cells() {
        commands.spawn((
            ReplayCell(cell),
            Node {
                align_items: AlignItems::Center,
                justify_content: JustifyContent::Center,
                border: UiRect::all(Val::VMin((cell_vmin * 0.06).max(0.3))),
                ..default()
            },
            BackgroundColor(palette::CELL),
            BorderColor::all(palette::CELL),
            ChildOf(grid),
            children![(
                ReplayMark(cell),
                widget::label("", cell_vmin * 0.6),
                Pickable::IGNORE,
            )],
        ));
    }
    let list = commands
        .spawn((
            MoveList,
            Name::new("Moves"),
            ScrollArea,
            Node {
                width: Val::VMin(30.0),
                height: Val::VMin(BOARD_VMIN),
                flex_direction: FlexDirection::Column,
                row_gap: Val::VMin(0.5),
                overflow: Overflow::scroll_y(),
                ..default()
            },
            BackgroundColor(palette::CELL),
            ChildOf(middle),
        ))
        .id();
    commands.spawn((
        widget::button("Start", 28.0, 4.4),
        ReplayAction::Jump(0),
        MoveEntry(0),
        ChildOf(list),
    ));
    for (i, &cell) in game.record.moves().iter().enumerate() {
        let mark = if i % 2 == 0 { Mark::X } else { Mark::O };
        let text = format!("{:>3}. {mark} {}", i + 1, cell_name(board.cols(), cell));
        commands.spawn((
            widget::button(&text, 28.0, 4.4),
            ReplayAction::Jump(i + 1),
            MoveEntry(i + 1),
            ChildOf(list),
        ));
    }
    commands.spawn((review::verdict_line(), ChildOf(root)));
    commands.spawn((
        Name::new("Steps"),
        Node {
            column_gap: Val::VMin(1.5),
            ..default()
        },
        ChildOf(root),
        children![
            (widget::button("|<", 9.0, 6.0), ReplayAction::First),
            (widget::button("<", 9.0, 6.0), ReplayAction::Back),
            (widget::button("Play", 14.0, 6.0), ReplayAction::PlayPause),
            (widget::button(">", 9.0, 6.0), ReplayAction::Forward),
            (widget::button(">|", 9.0, 6.0), ReplayAction::Last),
            (widget::button("Review", 18.0, 6.0), ReplayAction::Review),
        ],
    ));
    commands.spawn((
        Name::new("From here"),
        Node {
            column_gap: Val::VMin(1.5),
            ..default()
        },
        ChildOf(root),
        children![
            (widget::button("", 19.0, 6.0), ReplayAction::Seat(Mark::X)),
            (widget::button("", 19.0, 6.0), ReplayAction::Seat(Mark::O)),
            (
                widget::button("Play from here", 30.0, 6.0),
                ReplayAction::PlayFromHere
            ),
            (widget::button("Back", 16.0, 6.0), ReplayAction::Leave),
        ],
    ));
}

/// Moves to `ply`, within the game; stops a run through the moves at its end.
fn seek(replay: &mut Replay, ply: usize) {
    replay.ply = ply.min(replay.plies());
}

fn replay_keys(
    keys: Res<ButtonInput<KeyCode>>,
    delay: Res<ThinkDelay>,
    mut replay: ResMut<Replay>,
    mut review: ResMut<review::Review>,
) {
    let ply = replay.ply;
    for key in keys.get_just_pressed() {
        match key {
            KeyCode::KeyR => {
                review.on = !review.on;
                continue;
            }
            KeyCode::Home => seek(&mut replay, 0),
            KeyCode::ArrowLeft => seek(&mut replay, ply.saturating_sub(1)),
            KeyCode::ArrowRight => seek(&mut replay, ply + 1),
            KeyCode::End => seek(&mut replay, usize::MAX),
            KeyCode::Space => toggle_play(&mut replay, &delay),
            _ => continue,
        }
        if *key != KeyCode::Space {
            replay.playing = None;
        }
    }
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
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Some(timer) = replay.playing.as_mut() else {
        return;
    };
    redraw.write(RequestRedraw);
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

fn show_board(
    replay: Res<Replay>,
    review: Res<review::Review>,
    mut cells: Query<(&ReplayCell, &mut BackgroundColor, &mut BorderColor)>,
    mut marks: Query<(&ReplayMark, &mut Text, &mut TextColor)>,
) {
    if !replay.is_changed() && !review.is_changed() {
        return;
    }
    let board = replay.board();
    let line: &[Cell] = match board.outcome() {
        Outcome::Win { line, .. } => line,
        _ => &[],
    };
    let last = replay
        .ply
        .checked_sub(1)
        .map(|i| replay.game.record.moves()[i]);
    let best = review.best_instead(&replay);
    for (&ReplayCell(cell), mut background, mut border) in &mut cells {
        let fill = if line.contains(&cell) {
            palette::WIN_CELL
        } else {
            palette::CELL
        };
        background.set_if_neq(BackgroundColor(fill));
        let edge = if last == Some(cell) {
            palette::LAST_MOVE
        } else if best.contains(&cell) {
            palette::BEST_MOVE
        } else {
            fill
        };
        border.set_if_neq(BorderColor::all(edge));
    }
    for (&ReplayMark(cell), mut text, mut color) in &mut marks {
        let (symbol, tint) = match board.get(cell) {
            Some(mark) => (mark.to_string(), palette::mark_color(mark)),
            // The best move the player missed, as a faint mark of their own.
            None if best.contains(&cell) => {
                let mark = board.to_move().opponent();
                (mark.to_string(), palette::BEST_MOVE)
            }
            None => (String::new(), palette::TEXT),
        };
        if text.0 != symbol {
            text.0 = symbol;
        }
        color.set_if_neq(TextColor(tint));
    }
}

fn show_moves(
    replay: Res<Replay>,
    review: Res<review::Review>,
    entries: Query<(Entity, &MoveEntry, Has<Checked>, &Children)>,
    mut texts: Query<&mut Text>,
    mut commands: Commands,
) {
    if !replay.is_changed() && !review.is_changed() {
        return;
    }
    let cols = replay.game.record.board().cols();
    for (entity, &MoveEntry(ply), checked, children) in &entries {
        let current = ply == replay.ply;
        set_marker::<Checked>(&mut commands, entity, checked, current);
        if current && replay.is_changed() {
            commands.trigger(ScrollIntoView { entity });
        }
        if ply == 0 {
            continue;
        }
        let mark = if ply % 2 == 1 { Mark::X } else { Mark::O };
        let cell = replay.game.record.moves()[ply - 1];
        let slip = review
            .move_review(&replay, ply)
            .and_then(|r| r.slip)
            .map_or("", |s| s.symbol());
        let line = format!("{ply:>3}. {mark} {} {slip}", cell_name(cols, cell));
        let mut iter = texts.iter_many_mut(children);
        while let Some(mut text) = iter.fetch_next() {
            if text.0 != line {
                text.0 = line.clone();
            }
        }
    }
}

fn show_controls(
    replay: Res<Replay>,
    review: Res<review::Review>,
    buttons: Query<(
        Entity,
        &ReplayAction,
        Has<InteractionDisabled>,
        Has<Checked>,
        &Children,
    )>,
    mut texts: Query<&mut Text>,
    mut commands: Commands,
) {
    if !replay.is_changed() && !review.is_changed() {
        return;
    }
    let (at_start, at_end) = (replay.ply == 0, replay.ply == replay.plies());
    let finished = replay.board().outcome().is_over();
    for (entity, action, disabled, checked, children) in &buttons {
        let off = match action {
            ReplayAction::First | ReplayAction::Back => at_start,
            ReplayAction::Forward | ReplayAction::Last => at_end,
            ReplayAction::PlayFromHere => finished,
            _ => false,
        };
        set_marker::<InteractionDisabled>(&mut commands, entity, disabled, off);
        if *action == ReplayAction::Review {
            set_marker::<Checked>(&mut commands, entity, checked, review.on);
        }
        let label = match action {
            ReplayAction::PlayPause if replay.playing.is_some() => "Pause".to_string(),
            ReplayAction::PlayPause => "Play".to_string(),
            ReplayAction::Seat(mark) => {
                let player = match replay.seats.get(*mark) {
                    Seat::Human => replay.names().get(*mark).to_string(),
                    Seat::Ai(level) => level.name().to_string(),
                };
                format!("{mark}: {player}")
            }
            _ => continue,
        };
        let mut iter = texts.iter_many_mut(children);
        while let Some(mut text) = iter.fetch_next() {
            if text.0 != label {
                text.0 = label.clone();
            }
        }
    }
}

/// The seat after `seat` in the menu's order, round again after Hard.
fn next_seat(seat: Seat) -> Seat {
    let i = Seat::ALL.iter().position(|&s| s == seat).unwrap_or(0);
    Seat::ALL[(i + 1) % Seat::ALL.len()]
}

fn press_replay_button(
    activate: On<Activate>,
    actions: Query<&ReplayAction>,
    replay: Option<ResMut<Replay>>,
    delay: Res<ThinkDelay>,
    game: Res<Game>,
    mut review: ResMut<review::Review>,
    mut new_game: MessageWriter<NewGame>,
    mut next: ResMut<NextState<Screen>>,
) {
    let (Ok(&action), Some(mut replay)) = (actions.get(activate.entity), replay) else {
        return;
    };
    let ply = replay.ply;
    if !matches!(action, ReplayAction::PlayPause | ReplayAction::Review) {
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
        ReplayAction::Seat(mark) => {
            let seat = next_seat(replay.seats.get(mark));
            replay.seats.set(mark, seat);
        }
        ReplayAction::PlayFromHere => {
            if let Some(saved) = from_here(&replay) {
                new_game.write(NewGame::Resume(Box::new(saved)));
            }
        }
        ReplayAction::Leave => next.set(replay.back_to(&game)),
    }
}

/// The game to start from the position shown: its moves so far, with their times, and
/// the seats chosen; `None` at a finished position.
pub fn from_here(replay: &Replay) -> Option<SavedGame> {
    let record = &replay.game.record;
    let moves = &record.moves()[..replay.ply];
    let start = GameRecord::from_moves(record.board().geometry(), moves, moves.len()).ok()?;
    if start.board().outcome().is_over() {
        return None;
    }
    let mut move_ms = replay.game.move_ms.clone();
    move_ms.truncate(replay.ply);
    Some(SavedGame {
        seats: replay.seats,
        names: replay.names(),
        record: start,
        // A new game: a new id.
        id: 0,
        move_ms,
    })
}
