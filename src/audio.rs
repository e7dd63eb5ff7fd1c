//! Sound: plays the game's sound cues through kira. Only the windowed app has it.
//!
//! The output stream is opened for a cue and closed once the game has been quiet for
//! [`QUIET_TIME`]: an open stream wakes every few milliseconds to feed the device silence,
//! which was most of what the game cost at rest (see BENCHMARKS.md). With no sound device,
//! the first cue logs a warning and the game goes on silent.

use std::io::Cursor;
use std::sync::mpsc::{RecvTimeoutError, Sender, channel};
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

/// How often the speaker looks whether the output has been quiet long enough.
const CLOSER_PERIOD: Duration = Duration::from_secs(1);

/// A pause after the output opens, before the first cue: a new stream can drop what is
/// played into it at once, and a click is only 30 ms long.
const OPEN_SETTLE: Duration = Duration::from_millis(60);

/// The decoded cues.
#[derive(Resource)]
struct Sounds(Vec<(SoundCue, StaticSoundData)>);

/// The way to the speaker thread, which owns the output: opening and closing a stream can
/// take a while, and the game never waits for it.
#[derive(Resource)]
struct Speaker(Sender<StaticSoundData>);

pub(super) fn plugin(app: &mut App) {
    match spawn_speaker() {
        Ok(speaker) => {
            app.insert_resource(Speaker(speaker))
                .add_systems(Startup, load_sounds)
                .add_systems(Update, play_cues.run_if(resource_exists::<Sounds>));
        }
        Err(e) => warn!("no sound: the speaker could not start: {e}"),
    }
}

/// The speaker: plays each sound it is sent, opening the output for it when closed, and
/// closes the output once nothing has been sent for [`QUIET_TIME`]. It ends with the app.
fn spawn_speaker() -> std::io::Result<Sender<StaticSoundData>> {
    let (send, receive) = channel::<StaticSoundData>();
    std::thread::Builder::new()
        .name("speaker".into())
        .spawn(move || {
            let mut output: Option<AudioManager<DefaultBackend>> = None;
            let mut failed = false;
            let mut last_cue = Instant::now();
            loop {
                match receive.recv_timeout(CLOSER_PERIOD) {
                    Ok(sound) => {
                        last_cue = Instant::now();
                        if output.is_none() && !failed {
                            match AudioManager::new(AudioManagerSettings::default()) {
                                Ok(manager) => {
                                    output = Some(manager);
                                    std::thread::sleep(OPEN_SETTLE);
                                }
                                Err(e) => {
                                    warn!("no sound output, playing without sound: {e}");
                                    failed = true;
                                }
                            }
                        }
                        if let Some(manager) = output.as_mut()
                            && let Err(e) = manager.play(sound)
                        {
                            warn!("a sound could not be played: {e}");
                        }
                    }
                    Err(RecvTimeoutError::Timeout) => {
                        if last_cue.elapsed() >= QUIET_TIME {
                            output = None;
                        }
                    }
                    Err(RecvTimeoutError::Disconnected) => break,
                }
            }
        })?;
    Ok(send)
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
        if let Some((_, sound)) = sounds.0.iter().find(|(c, _)| c == cue) {
            // The speaker ends only with the app: nothing to do if it has.
            let _ = speaker.0.send(sound.volume(Decibels(gain)));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_output_outlasts_every_cue() {
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
