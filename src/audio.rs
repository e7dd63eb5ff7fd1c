//! Sound: plays the game's sound cues through kira. Only the windowed app has it; with no
//! sound device kira logs a warning and the game goes on silent.

use std::io::Cursor;

use bevy::prelude::*;
use bevy_kira_audio::prelude::*;

use crate::game::feedback::{SoundCue, SoundLevel};

/// The warning buzz, compiled in so the game finds it wherever it is started from.
/// Made by `assets/sounds/make_warning.py`.
const WARNING_WAV: &[u8] = include_bytes!("../assets/sounds/warning.wav");

#[derive(Resource)]
struct Sounds {
    warning: Handle<AudioSource>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(AudioPlugin)
        .add_systems(Startup, load_sounds)
        .add_systems(Update, play_cues.run_if(resource_exists::<Sounds>));
}

fn load_sounds(mut sources: ResMut<Assets<AudioSource>>, mut commands: Commands) {
    match StaticSoundData::from_cursor(Cursor::new(WARNING_WAV)) {
        Ok(sound) => {
            let warning = sources.add(AudioSource { sound });
            commands.insert_resource(Sounds { warning });
        }
        Err(e) => warn!("the warning sound could not be decoded, playing without it: {e}"),
    }
}

fn play_cues(
    mut cues: MessageReader<SoundCue>,
    level: Res<SoundLevel>,
    audio: Res<Audio>,
    sounds: Res<Sounds>,
) {
    for cue in cues.read() {
        let Some(gain) = level.decibels() else {
            continue;
        };
        let sound = match cue {
            SoundCue::Warning => sounds.warning.clone(),
        };
        audio.play(sound).with_volume(Decibels(gain));
    }
}
