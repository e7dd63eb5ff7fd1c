//! Feedback: an illegal click flashes its cell red and asks for the warning sound; each
//! mark placed, a win, a draw and every button pressed ask for their own sounds.

use crate::files::settings::declared;
use std::time::Duration;

use bevy::prelude::*;
use bevy::ui_widgets::{Activate, ValueChange};
use mnk::{Mark, MoveError, Outcome};
use tictactoe_core::session::Refusal;
use tictactoe_core::words::opening::choice_due;

use crate::awake::AwakeApp;
use crate::game::GameSession;
use crate::game::board_view::{CellView, Flash};
use crate::game::{GameSystems, IllegalMove, MovePlayed};
use crate::notice::Notice;
use crate::theme::say::{CurrentCatalog, Say};
use tictactoe_core::words::rules::refusal;

/// How long a refused cell stays red.
pub const FLASH_TIME: Duration = Duration::from_millis(300);

/// How loud the game's sounds are. Kept in the settings.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct SoundLevel {
    /// Loudness from 0 (silent) to 1 (full), as a share of the sound's own amplitude.
    pub volume: f32,
    /// Silences every sound, whatever the volume.
    pub mute: bool,
}

impl SoundLevel {
    /// The least and the most volume, as a share of the sound's own amplitude.
    pub const VOLUME_RANGE: (f32, f32) = declared::VOLUME_RANGE;
}

impl Default for SoundLevel {
    fn default() -> SoundLevel {
        SoundLevel {
            volume: declared::VOLUME.default_value(),
            mute: declared::MUTE.default_value(),
        }
    }
}

impl SoundLevel {
    /// The gain to play at, in decibels (20 log10 of the volume); `None` when silent.
    pub fn decibels(self) -> Option<f32> {
        (!self.mute && self.volume > 0.0).then(|| 20.0 * self.volume.log10())
    }
}

/// A sound the game wants played. The audio plugin plays it; without one it is silent.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SoundCue {
    /// An illegal move.
    Warning,
    /// A mark placed: X's and O's sound differ.
    Place(Mark),
    /// A game won.
    Win,
    /// A game drawn.
    Draw,
    /// A button pressed or an option chosen.
    Click,
    /// The board's cursor moved onto a cell: empty, or holding a mark (`over`). Played
    /// higher the nearer the top `row` is (of `rows`), and from the left or the right as
    /// the `col` (of `cols`), so the ear places it.
    Cursor {
        over: Option<Mark>,
        row: u16,
        rows: u16,
        col: u16,
        cols: u16,
    },
    /// The cursor pushed against the board's edge: it does not move.
    Edge,
}

impl SoundCue {
    /// The cue's sound, whatever its place: a cursor's cue with its place set aside.
    pub fn sound(self) -> SoundCue {
        match self {
            SoundCue::Cursor { over, .. } => SoundCue::Cursor {
                over,
                row: 0,
                rows: 0,
                col: 0,
                cols: 0,
            },
            other => other,
        }
    }

    /// How fast the sound plays (its pitch; 1 as made) and where it is heard, from -1 (left)
    /// to 1 (right): a cursor's cue 1.4 times as high on the top row as on the bottom one
    /// (1750 Hz and 1250), from the left on the first column to the right on the last; any
    /// other, as made, in the middle.
    pub fn pitch_and_pan(self) -> (f64, f32) {
        match self {
            SoundCue::Cursor {
                row,
                rows,
                col,
                cols,
                ..
            } => {
                let share = |at: u16, of: u16| f64::from(at) / f64::from(of.max(2) - 1);
                let pitch = 1.0 + 0.4 * (1.0 - share(row, rows));
                let pan = 2.0 * share(col, cols) - 1.0;
                (pitch, pan as f32)
            }
            _ => (1.0, 0.0),
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SoundCue>()
        .init_resource::<SoundLevel>()
        .add_systems(
            Update,
            (tick_flashes, start_flashes)
                .chain()
                .before(GameSystems::View)
                .after(GameSystems::Turn),
        )
        .add_systems(Update, sound_moves.in_set(GameSystems::Outcome))
        .awake_while_any::<Flash>("a red flash fading")
        .add_observer(click_on_press)
        .add_observer(click_on_choice);
}

/// A refused move: its cell flashes red, the warning sounds, and a forbidden point of
/// renju's (which looks like any empty cell), or a stone while the opening asks a choice,
/// says why in a notice.
fn start_flashes(
    mut refused: MessageReader<IllegalMove>,
    cells: Query<(Entity, &CellView)>,
    session: Res<GameSession>,
    catalog: Res<CurrentCatalog>,
    mut commands: Commands,
    mut sounds: MessageWriter<SoundCue>,
    mut notices: MessageWriter<Notice>,
) {
    for illegal in refused.read() {
        match &illegal.reason {
            Refusal::Illegal(reason @ MoveError::Forbidden { .. }) => {
                let (key, args) = refusal(reason, session.board().cols());
                notices.write(Notice(Say { key, args }));
            }
            Refusal::Opening(_) => {
                let chooser = session.actor().map(|(player, _)| player.shown(&catalog));
                let (key, args) = choice_due(&chooser.unwrap_or_default());
                notices.write(Notice(Say { key, args }));
            }
            _ => {}
        }
        if let Some((entity, _)) = cells.iter().find(|(_, view)| view.0 == illegal.cell) {
            commands
                .entity(entity)
                .insert(Flash(Timer::new(FLASH_TIME, TimerMode::Once)));
        }
        sounds.write(SoundCue::Warning);
    }
}

/// Each mark placed has its sound; the move that ends the game, the result's too.
fn sound_moves(
    mut played: MessageReader<MovePlayed>,
    session: Res<GameSession>,
    mut sounds: MessageWriter<SoundCue>,
) {
    let mut any = false;
    for moved in played.read() {
        sounds.write(SoundCue::Place(moved.mark));
        any = true;
    }
    match session.board().outcome() {
        Outcome::Win { .. } if any => {
            sounds.write(SoundCue::Win);
        }
        Outcome::Draw if any => {
            sounds.write(SoundCue::Draw);
        }
        _ => {}
    }
}

fn click_on_press(_: On<Activate>, mut sounds: MessageWriter<SoundCue>) {
    sounds.write(SoundCue::Click);
}

fn click_on_choice(_: On<ValueChange<Entity>>, mut sounds: MessageWriter<SoundCue>) {
    sounds.write(SoundCue::Click);
}

fn tick_flashes(time: Res<Time>, mut flashes: Query<(Entity, &mut Flash)>, mut commands: Commands) {
    for (entity, mut flash) in &mut flashes {
        if flash.0.tick(time.delta()).is_finished() {
            commands.entity(entity).remove::<Flash>();
        }
    }
}
