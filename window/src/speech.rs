//! The game speaks, for a player who does not see the screen: each screen and question as
//! it opens, the focused button with its row and state, the cell under the cursor, History's
//! chosen game and Replay's move, each move, every refusal and notice, the result, and on demand the position (the board, the
//! last move, whose turn and the score, the cursor's row, column and diagonals). The words
//! are the core's ([`tictactoe_core::words::reading`]) and the screens' own, in the game's
//! language; the voice is the core's ([`Voice`]): speech-dispatcher on a thread of its
//! own, so that speaking never holds a frame.
//!
//! What one frame has to say is said as one utterance, at the frame's end: a newer
//! utterance cuts an older one, so a move and the result it brings are heard together,
//! and a cursor moved three times is heard where it stopped.

use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use bevy::ui::{Checked, InteractionDisabled};
use mnk::Mark;
use tictactoe_core::session::{PlayerId, Refusal};
use tictactoe_core::speech::Voice;
use tictactoe_core::words::opening::choice_due;
use tictactoe_core::words::reading::{
    board_said, cell_said, column_said, diagonals_said, kept_game_said, last_said, move_said,
    replay_move_said, row_said, threats_said,
};
use tictactoe_core::words::{board_shape, describe, rules::refusal};

use crate::controls::focus::{KeyTarget, Modal};
use crate::controls::input_map::{Action, Actions};
use crate::files::archive::Archive;
use crate::game::advice::{Advice, CoachOn};
use crate::game::input::BoardCursor;
use crate::game::status_bar::result_line;
use crate::game::{GameEnded, GameSession, GameStarted, IllegalMove, MovePlayed};
use crate::notice::Notice;
use crate::screens::history::HistoryList;
use crate::screens::replay::Replay;
use crate::screens::replay::review::Review;
use crate::state::{BoardShown, Screen};
use crate::theme::say::{CurrentCatalog, Say, WidgetWords};
use crate::theme::widget::Heading;

/// Whether the game speaks. Kept in the settings; `--speak` and F2 turn it on.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SpeechOn(pub bool);

/// Where the words go while speech is on: the speech service (the window's), or a captured
/// voice that keeps them (an app without a window, as the tests run it: the default).
#[derive(Resource)]
pub struct Speaker {
    voice: Option<Voice>,
    captured: bool,
}

impl Default for Speaker {
    fn default() -> Speaker {
        Speaker::captured()
    }
}

impl Speaker {
    /// A speaker whose voice keeps what it would say, for [`Speaker::take_said`].
    pub fn captured() -> Speaker {
        Speaker {
            voice: None,
            captured: true,
        }
    }

    /// A speaker that speaks through the desktop's speech service.
    pub fn through_service() -> Speaker {
        Speaker {
            voice: None,
            captured: false,
        }
    }

    /// What was said since the last call, one utterance a frame.
    pub fn take_said(&mut self) -> Vec<String> {
        self.voice
            .as_mut()
            .map(Voice::take_said)
            .unwrap_or_default()
    }
}

/// What this frame has to say, in order, from every system that speaks; each piece marked
/// as news (a move, a refusal, a result, a reading asked for) or not (where the player is:
/// a screen, the focus, the cursor, which a screen reader follows by itself).
#[derive(Resource, Default)]
struct Spoken(Vec<(String, bool)>);

impl Spoken {
    /// Where the player is: said by the voice.
    fn push(&mut self, words: String) {
        self.add(words, false);
    }

    /// News: said by the voice, and told to a screen reader too.
    fn tell(&mut self, words: String) {
        self.add(words, true);
    }

    fn add(&mut self, words: String, news: bool) {
        if !words.trim().is_empty() && !self.0.iter().any(|(w, _)| *w == words) {
            self.0.push((words, news));
        }
    }
}

/// A screen reader's live region that tells the news the speech tells (a move, a refusal,
/// the result), for a player whose screen reader reads the window instead of the game's
/// own voice.
#[derive(Component)]
struct Announcement;

/// The order of speech's work in a frame: gathered after the screens' words are set (the
/// texts a heading or a button shows), said once all is gathered.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum SpeechSystems {
    Gather,
    Say,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SpeechOn>()
        .init_resource::<Speaker>()
        .init_resource::<Spoken>()
        .configure_sets(
            PostUpdate,
            (SpeechSystems::Gather, SpeechSystems::Say)
                .chain()
                .after(crate::theme::say::say),
        )
        .add_systems(Startup, make_the_announcement)
        .add_systems(
            Update,
            (
                toggle_speech,
                follow_a_screen_reader.run_if(resource_exists::<AskedScreenReader>),
            ),
        )
        .add_systems(
            PostUpdate,
            (
                (
                    say_screens,
                    say_headings,
                    say_questions,
                    // A screen reader says the focus and the board's cell itself (Orca
                    // does): the game does not say them twice.
                    (say_focus, say_cursor).run_if(not(crate::access::reader_present)),
                    say_lists,
                )
                    .chain()
                    .run_if(speaking)
                    .in_set(SpeechSystems::Gather),
                (
                    say_game_starts,
                    say_moves,
                    say_hints,
                    say_refusals,
                    say_game_ends,
                    say_notices,
                    read_on_demand.run_if(in_state(BoardShown)),
                )
                    .chain()
                    .run_if(speaking.or_else(crate::access::reader_present))
                    .in_set(SpeechSystems::Gather),
                speak_the_frame.in_set(SpeechSystems::Say),
            ),
        );
}

/// The desktop's answer to whether a screen reader runs, asked once as the app starts.
#[derive(Resource)]
struct AskedScreenReader(bevy::tasks::Task<bool>);

/// Asks the desktop, off the frame's thread, whether a screen reader runs (the window's
/// app does, at its start; an app without a window asks no desktop).
pub fn ask_for_a_screen_reader(mut commands: Commands) {
    let pool = bevy::tasks::AsyncComputeTaskPool::get();
    let task = pool.spawn(async { tictactoe_core::speech::screen_reader_running() });
    commands.insert_resource(AskedScreenReader(task));
}

/// A screen reader runs: the game speaks (the window is not read by one yet).
fn follow_a_screen_reader(
    mut asked: ResMut<AskedScreenReader>,
    mut on: ResMut<SpeechOn>,
    mut commands: Commands,
) {
    let Some(running) = bevy::tasks::block_on(bevy::tasks::poll_once(&mut asked.0)) else {
        return;
    };
    commands.remove_resource::<AskedScreenReader>();
    if running && !on.0 {
        info!("a screen reader runs: speech on");
        on.0 = true;
    }
}

/// Run condition: the game speaks.
fn speaking(on: Res<SpeechOn>) -> bool {
    on.0
}

/// F2, from any screen: speech on or off, said either way.
fn toggle_speech(
    actions: Actions,
    mut on: ResMut<SpeechOn>,
    mut spoken: ResMut<Spoken>,
    catalog: Res<CurrentCatalog>,
) {
    if actions.just_pressed(Action::Speech) {
        on.0 = !on.0;
        spoken.push(catalog.text(if on.0 { "speech-on" } else { "speech-off" }));
    }
}

fn make_the_announcement(mut commands: Commands) {
    let mut node = accesskit::Node::new(accesskit::Role::Label);
    node.set_live(accesskit::Live::Polite);
    commands.spawn((
        Name::new("Announcement"),
        Announcement,
        bevy::a11y::AccessibilityNode(node),
    ));
}

/// Says what the frame gathered, as one utterance (the news of it told to a screen reader,
/// when one reads the window); opens the voice when speech comes on, and lets it go (after
/// its last words) when speech goes off.
fn speak_the_frame(
    on: Res<SpeechOn>,
    mut speaker: ResMut<Speaker>,
    mut spoken: ResMut<Spoken>,
    catalog: Res<CurrentCatalog>,
    mut notices: MessageWriter<Notice>,
    mut announcement: Query<&mut bevy::a11y::AccessibilityNode, With<Announcement>>,
) {
    let news: Vec<String> = spoken
        .0
        .iter()
        .filter(|(_, news)| *news)
        .map(|(words, _)| words.clone())
        .collect();
    if !news.is_empty() {
        for mut node in &mut announcement {
            node.set_value(joined(&catalog, &news));
        }
    }
    if on.0 && speaker.voice.is_none() {
        let voice = match speaker.captured {
            true => Voice::captured(),
            false => Voice::speak_through_service(),
        };
        speaker.bypass_change_detection().voice = Some(voice);
    }
    let Some(voice) = speaker.bypass_change_detection().voice.as_mut() else {
        spoken.bypass_change_detection().0.clear();
        return;
    };
    if let Some(why) = voice.unreachable() {
        warn!("no speech: {}", why.0);
        // The service's own words are English: the notice names the service, the log why.
        notices.write(Notice(Say::with(
            "speech-unreachable",
            [("why", "speech-dispatcher".into())],
        )));
    }
    if !spoken.0.is_empty() {
        let all: Vec<String> = spoken.0.iter().map(|(words, _)| words.clone()).collect();
        let words = joined(&catalog, &all);
        spoken.bypass_change_detection().0.clear();
        info!("said: {}", tictactoe_core::words::for_the_ear(&words));
        voice.say(&words, catalog.tag());
    }
    if !on.0 && !speaker.captured {
        speaker.bypass_change_detection().voice = None;
    }
}

/// The pieces of one utterance: after a sentence, the next as the language begins one;
/// after a piece with no end of its own (a status line, a button), a list's pause.
fn joined(catalog: &CurrentCatalog, pieces: &[String]) -> String {
    let (sentence, pause) = (
        catalog.bare("sentence-separator", &[]),
        catalog.bare("list-separator", &[]),
    );
    let mut words = String::new();
    for (i, piece) in pieces.iter().enumerate() {
        if i > 0 {
            let ended = words.ends_with(['.', '!', '?', '。', '！', '？', '؟', '।', ':']);
            words.push_str(if ended { &sentence } else { &pause });
        }
        words.push_str(piece);
    }
    words
}

/// Where the player is, as a screen opens or speech comes on: the menu's title and what to
/// do there, or the screen's title (a heading appearing later is said as it does).
fn say_screens(
    screen: Res<State<Screen>>,
    on: Res<SpeechOn>,
    headings: Query<(Entity, &Text), With<Heading>>,
    parents: Query<&ChildOf>,
    modals: Query<(), With<Modal>>,
    catalog: Res<CurrentCatalog>,
    mut spoken: ResMut<Spoken>,
) {
    if !screen.is_changed() && !on.is_changed() {
        return;
    }
    if *screen.get() == Screen::Menu {
        spoken.push(catalog.text("menu-title"));
        spoken.push(catalog.text("menu-choose"));
    }
    for (entity, text) in &headings {
        if !in_question(entity, &parents, &modals) {
            spoken.push(text.0.clone());
        }
    }
}

/// Whether `entity` is part of a question (said with it, not as a screen's title).
fn in_question(entity: Entity, parents: &Query<&ChildOf>, modals: &Query<(), With<Modal>>) -> bool {
    parents
        .iter_ancestors(entity)
        .any(|ancestor| modals.contains(ancestor))
}

/// Who plays `mark`: "Ana (X)".
fn who(session: &GameSession, catalog: &CurrentCatalog, mark: Mark) -> String {
    PlayerId::at(&session.seats, &session.names, mark).with_mark(catalog, mark)
}

/// A game begins: the board, the players, who moves first.
fn say_game_starts(
    mut started: MessageReader<GameStarted>,
    session: Res<GameSession>,
    catalog: Res<CurrentCatalog>,
    mut spoken: ResMut<Spoken>,
) {
    if started.read().count() == 0 {
        return;
    }
    let [x, o] = [Mark::X, Mark::O]
        .map(|mark| PlayerId::at(&session.seats, &session.names, mark).shown(&catalog));
    spoken.tell(catalog.text_with(
        "lines-opening",
        &[
            ("board", board_shape(&catalog, session.board()).into()),
            ("x", x.into()),
            ("o", o.into()),
        ],
    ));
}

/// A screen's title as it appears (a question's is said with its question).
fn say_headings(
    headings: Query<(Entity, &Text), Added<Heading>>,
    parents: Query<&ChildOf>,
    modals: Query<(), With<Modal>>,
    mut spoken: ResMut<Spoken>,
) {
    for (entity, text) in &headings {
        if !in_question(entity, &parents, &modals) {
            spoken.push(text.0.clone());
        }
    }
}

/// A question as it opens: its title and its lines (its buttons are said as they take the
/// focus).
fn say_questions(
    questions: Query<Entity, Added<Modal>>,
    children: Query<&Children>,
    texts: Query<&Text>,
    buttons: Query<(), With<Button>>,
    parents: Query<&ChildOf>,
    mut spoken: ResMut<Spoken>,
) {
    for question in &questions {
        for entity in children.iter_descendants_depth_first(question) {
            let in_button = std::iter::once(entity)
                .chain(parents.iter_ancestors(entity))
                .take_while(|&e| e != question)
                .any(|e| buttons.contains(e));
            if let Ok(text) = texts.get(entity)
                && !in_button
            {
                spoken.push(text.0.clone());
            }
        }
    }
}

/// The focused button or option: its row's label (for an option), its words, and whether
/// it is chosen or unavailable.
fn say_focus(
    focus: Res<InputFocus>,
    words: WidgetWords,
    checked: Query<(), With<Checked>>,
    disabled: Query<(), With<InteractionDisabled>>,
    key_targets: Query<(), With<KeyTarget>>,
    (cursor, session, in_state_board): (
        Res<BoardCursor>,
        Res<GameSession>,
        Option<Res<State<BoardShown>>>,
    ),
    catalog: Res<CurrentCatalog>,
    mut spoken: ResMut<Spoken>,
) {
    if !focus.is_changed() {
        return;
    }
    let Some(entity) = focus.get() else {
        return;
    };
    // A part of a screen that takes its keys (the board): the cursor says where it is.
    if key_targets.contains(entity) {
        if let Some(cell) = cursor.cell
            && in_state_board.is_some()
            && cell < session.board().cells()
        {
            spoken.push(cell_said(&catalog, session.board(), cell));
        }
        return;
    }
    // An option: its row's name first.
    let mut said = words.of_row(entity, &catalog);
    said.extend(words.of(entity));
    if checked.contains(entity) {
        said.push(catalog.bare("read-selected", &[]));
    }
    if disabled.contains(entity) {
        said.push(catalog.bare("read-unavailable", &[]));
    }
    spoken.push(tictactoe_core::words::list(&catalog, &said));
}

/// The cell under the cursor, as the keys move it, with the coach's value of it while the
/// coach is on.
fn say_cursor(
    cursor: Res<BoardCursor>,
    (coach, advice): (Res<CoachOn>, Res<Advice>),
    session: Res<GameSession>,
    catalog: Res<CurrentCatalog>,
    mut spoken: ResMut<Spoken>,
) {
    if cursor.is_changed()
        && cursor.shown
        && let Some(cell) = cursor.cell
        && cell < session.board().cells()
    {
        spoken.push(cell_said(&catalog, session.board(), cell));
        if coach.0
            && let Some(value) = advice.cell(cell)
            && let Some((mover, _)) = session.mover()
        {
            let verdict = describe(&catalog, value.verdict, mover, value.exact, value.proven);
            spoken.push(catalog.text_with("read-coach", &[("verdict", verdict.into())]));
        }
    }
}

/// History's chosen game as the keys move it, each column with its name ("Ended …, X Ana,
/// O Hard, Board 15x15 k5, Result X won, Moves 31"), and the move Replay shows as it steps
/// ("Move 5 of 9, Ana (X) plays b2."), with the review's line for it once it is judged.
/// Each once: said again only when it is another.
fn say_lists(
    screen: Res<State<Screen>>,
    (list, archive): (Res<HistoryList>, Res<Archive>),
    (replay, review): (Option<Res<Replay>>, Option<Res<Review>>),
    catalog: Res<CurrentCatalog>,
    mut said: Local<Option<Listed>>,
    mut spoken: ResMut<Spoken>,
) {
    let now = match (screen.get(), &replay) {
        (Screen::History, _) => list.ids.get(list.chosen).map(|&id| Listed::Game(id)),
        (Screen::Replay, Some(replay)) => {
            let verdict = review.as_ref().and_then(|r| r.verdict(&catalog, replay));
            Some(Listed::Move(replay.ply, verdict))
        }
        _ => None,
    };
    if now == *said && !catalog.is_changed() {
        return;
    }
    let before = std::mem::replace(&mut *said, now.clone());
    match (now, replay) {
        (Some(Listed::Game(id)), _) => {
            if let Some(game) = archive.games.iter().find(|game| game.id == id) {
                spoken.push(kept_game_said(&catalog, game));
            }
        }
        (Some(Listed::Move(ply, verdict)), Some(replay)) => {
            // The review reached the move shown: its line alone.
            let judged_now = before == Some(Listed::Move(ply, None));
            if !judged_now || catalog.is_changed() {
                spoken.push(replay_move_said(&catalog, &replay.game, ply));
            }
            spoken.push(verdict.unwrap_or_default());
        }
        _ => {}
    }
}

/// What History or Replay last said: the chosen game, or the move shown and its verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Listed {
    Game(u64),
    Move(usize, Option<String>),
}

/// Each move: "Hard (O) plays b2."
fn say_moves(
    mut played: MessageReader<MovePlayed>,
    session: Res<GameSession>,
    catalog: Res<CurrentCatalog>,
    mut spoken: ResMut<Spoken>,
) {
    let mut any = None;
    for played in played.read() {
        let who = who(&session, &catalog, played.mark);
        let cols = session.board().cols();
        spoken.tell(move_said(&catalog, &who, cols, played.cell));
        any = Some(played.mark);
    }
    // What the last move threatens: the player to answer should know.
    if let Some(mark) = any
        && let Some(threats) = threats_said(&catalog, session.board(), mark)
    {
        spoken.tell(threats);
    }
}

/// A hint as it comes ("Hint: b2. X wins in 3.").
fn say_hints(
    advice: Res<Advice>,
    time: Res<Time<Real>>,
    catalog: Res<CurrentCatalog>,
    mut said: Local<Option<String>>,
    mut spoken: ResMut<Spoken>,
) {
    let hint = advice.hint_sentence(time.elapsed(), &catalog);
    if hint != *said {
        if let Some(hint) = &hint {
            spoken.tell(hint.clone());
        }
        *said = hint;
    }
}

/// A move refused, with its reason.
fn say_refusals(
    mut refused: MessageReader<IllegalMove>,
    session: Res<GameSession>,
    catalog: Res<CurrentCatalog>,
    mut spoken: ResMut<Spoken>,
) {
    for illegal in refused.read() {
        let (key, args) = match &illegal.reason {
            Refusal::Illegal(reason) => refusal(reason, session.board().cols()),
            Refusal::Opening(_) => {
                let chooser = session.actor().map(|(player, _)| player.shown(&catalog));
                choice_due(&chooser.unwrap_or_default())
            }
            other => {
                debug!("refused: {other:?}");
                continue;
            }
        };
        spoken.tell(catalog.text_with(key, &args));
    }
}

/// The result, and the score after it.
fn say_game_ends(
    mut ended: MessageReader<GameEnded>,
    session: Res<GameSession>,
    catalog: Res<CurrentCatalog>,
    mut spoken: ResMut<Spoken>,
) {
    if ended.read().count() == 0 {
        return;
    }
    if let Some(result) = result_line(&session, &catalog) {
        spoken.tell(result);
    }
    spoken.tell(scores(&session, &catalog));
}

/// "Scores: Ana 1 – 0 Hard, no draws."
fn scores(session: &GameSession, catalog: &CurrentCatalog) -> String {
    let [x, o] = session.players();
    let tally = session.scores.line(catalog, &x, &o);
    catalog.text_with("scores", &[("tally", tally.into())])
}

/// Every notice, as it shows.
fn say_notices(
    mut notices: MessageReader<Notice>,
    catalog: Res<CurrentCatalog>,
    mut spoken: ResMut<Spoken>,
) {
    for notice in notices.read() {
        spoken.push(notice.0.text(&catalog));
    }
}

/// The reading keys on a board: B the board, M the last move, T whose turn and the score,
/// R, V and X the cursor's row, column and diagonals.
fn read_on_demand(
    actions: Actions,
    modals: Query<(), With<Modal>>,
    focus: Res<InputFocus>,
    fields: Query<(), With<bevy::text::EditableText>>,
    session: Res<GameSession>,
    cursor: Res<BoardCursor>,
    catalog: Res<CurrentCatalog>,
    mut spoken: ResMut<Spoken>,
) {
    if !modals.is_empty() || crate::controls::typing::is_typing(&focus, &fields) {
        return;
    }
    let board = session.board();
    let cell = cursor.cell.filter(|&cell| cell < board.cells());
    let (col, row) = cell.map_or((0, 0), |cell| board.geometry().col_row(cell));
    if actions.just_pressed(Action::ReadBoard) {
        spoken.tell(board_said(&catalog, board));
    }
    if actions.just_pressed(Action::ReadLast) {
        spoken.tell(last_said(&catalog, board, |mark| {
            who(&session, &catalog, mark)
        }));
    }
    if actions.just_pressed(Action::ReadTurn) {
        let turn = match result_line(&session, &catalog) {
            Some(result) => result,
            None => catalog.text_with(
                "lines-turn",
                &[("who", who(&session, &catalog, board.to_move()).into())],
            ),
        };
        spoken.tell(turn);
        spoken.tell(scores(&session, &catalog));
    }
    if actions.just_pressed(Action::ReadRow)
        && let Some(row) = u8::try_from(row + 1)
            .ok()
            .and_then(|r| row_said(&catalog, board, r))
    {
        spoken.tell(row);
    }
    if actions.just_pressed(Action::ReadColumn)
        && let Some(column) = u8::try_from(col)
            .ok()
            .and_then(|c| column_said(&catalog, board, c))
    {
        spoken.tell(column);
    }
    if actions.just_pressed(Action::ReadDiagonals)
        && let Some(cell) = cell
    {
        spoken.tell(diagonals_said(&catalog, board, cell));
    }
}
