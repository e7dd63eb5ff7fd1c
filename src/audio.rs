//! Sound: plays the game's sound cues through kira. Only the windowed app has it.
//!
//! The output stream is opened for a cue and closed once the game has been quiet for
//! [`QUIET_TIME`]: an open stream wakes every few milliseconds to feed the device silence,
//! which was most of what the game cost at rest (see BENCHMARKS.md). With no sound device,
//! the first cue logs a warning and the game goes on silent.

use std::io::Cursor;
use std::sync::{Arc, Mutex, PoisonError, Weak};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use kira::sound::static_sound::StaticSoundData;
use kira::{AudioManager, AudioManagerSettings, Decibels, DefaultBackend};
use mnk::Mark;

use crate::game::feedback::{SoundCue, SoundLevel};

/// The cues, compiled in so the game finds them wherever it is started from. Made by
/// `assets/sounds/make_sounds.py`.
const CUES: [(SoundCue, &[u8]); 6] = [
    (
        SoundCue::Warning,
        include_bytes!("../assets/sounds/warning.wav"),
    ),
    (
        SoundCue::Place(Mark::X),
        include_bytes!("../assets/sounds/place_x.wav"),
    ),
    (
        SoundCue::Place(Mark::O),
        include_bytes!("../assets/sounds/place_o.wav"),
    ),
    (SoundCue::Win, include_bytes!("../assets/sounds/win.wav")),
    (SoundCue::Draw, include_bytes!("../assets/sounds/draw.wav")),
    (
        SoundCue::Click,
        include_bytes!("../assets/sounds/click.wav"),
    ),
];

/// How long the output stays open after a cue starts: longer than the longest cue (0.7 s).
pub const QUIET_TIME: Duration = Duration::from_secs(3);

/// How often the closer looks whether the output has been quiet long enough.
const CLOSER_PERIOD: Duration = Duration::from_secs(1);

/// The decoded cues.
#[derive(Resource)]
struct Sounds(Vec<(SoundCue, StaticSoundData)>);

/// The sound output, shared with the thread that closes it when quiet.
#[derive(Resource, Clone, Default)]
struct Speaker(Arc<Mutex<Output>>);

#[derive(Default)]
struct Output {
    /// The open output; `None` while quiet.
    manager: Option<AudioManager<DefaultBackend>>,
    /// When the last cue started.
    last_cue: Option<Instant>,
    /// Opening the output failed once: the game stays silent.
    failed: bool,
}

impl Output {
    /// The open output, opened now if it was closed; `None` without a sound device.
    fn open(&mut self) -> Option<&mut AudioManager<DefaultBackend>> {
        if self.manager.is_none() && !self.failed {
            match AudioManager::new(AudioManagerSettings::default()) {
                Ok(manager) => self.manager = Some(manager),
                Err(e) => {
                    warn!("no sound output, playing without sound: {e}");
                    self.failed = true;
                }
            }
        }
        self.manager.as_mut()
    }

    /// Closes the output if no cue started within [`QUIET_TIME`] of `now`.
    fn close_if_quiet(&mut self, now: Instant) {
        let quiet = self
            .last_cue
            .is_none_or(|last| now.duration_since(last) >= QUIET_TIME);
        if quiet && self.manager.is_some() {
            self.manager = None;
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    let speaker = Speaker::default();
    spawn_closer(Arc::downgrade(&speaker.0));
    app.insert_resource(speaker)
        .add_systems(Startup, load_sounds)
        .add_systems(Update, play_cues.run_if(resource_exists::<Sounds>));
}

/// A thread that closes the output once the game has been quiet, even while the window
/// sleeps. It ends with the app (when the speaker is gone).
fn spawn_closer(speaker: Weak<Mutex<Output>>) {
    let spawned = std::thread::Builder::new()
        .name("sound closer".into())
        .spawn(move || {
            while let Some(output) = speaker.upgrade() {
                output
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .close_if_quiet(Instant::now());
                drop(output);
                std::thread::sleep(CLOSER_PERIOD);
            }
        });
    if let Err(e) = spawned {
        warn!("the sound output will stay open: {e}");
    }
}

fn load_sounds(mut commands: Commands) {
    let mut sounds = Vec::new();
    for (cue, wav) in CUES {
        match StaticSoundData::from_cursor(Cursor::new(wav)) {
            Ok(sound) => sounds.push((cue, sound)),
            Err(e) => warn!("the {cue:?} sound could not be decoded, playing without it: {e}"),
        }
    }
    commands.insert_resource(Sounds(sounds));
}

fn play_cues(
    mut cues: MessageReader<SoundCue>,
    level: Res<SoundLevel>,
    speaker: Res<Speaker>,
    sounds: Res<Sounds>,
) {
    for cue in cues.read() {
        let Some(gain) = level.decibels() else {
            continue;
        };
        let Some((_, sound)) = sounds.0.iter().find(|(c, _)| c == cue) else {
            continue;
        };
        let mut output = speaker.0.lock().unwrap_or_else(PoisonError::into_inner);
        output.last_cue = Some(Instant::now());
        if let Some(manager) = output.open()
            && let Err(e) = manager.play(sound.volume(Decibels(gain)))
        {
            warn!("the {cue:?} sound could not be played: {e}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_output_closes_only_once_quiet() {
        // No device is opened here: only the timing is checked.
        let start = Instant::now();
        let mut output = Output {
            last_cue: Some(start),
            ..default()
        };
        output.close_if_quiet(start + QUIET_TIME / 2);
        assert!(output.last_cue.is_some());
        let longest = CUES
            .iter()
            .map(|(_, wav)| StaticSoundData::from_cursor(Cursor::new(*wav)).unwrap())
            .map(|sound| sound.duration())
            .max()
            .unwrap();
        assert!(
            longest < QUIET_TIME,
            "a cue outlasts the output: {longest:?}"
        );
    }
}
