//! Sound: plays the game's sound cues through kira. Only the windowed app has it; with no
//! sound device kira logs a warning and the game goes on silent.

use std::io::Cursor;

use bevy::prelude::*;
use bevy_kira_audio::prelude::*;
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

#[derive(Resource)]
struct Sounds(Vec<(SoundCue, Handle<AudioSource>)>);

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(AudioPlugin)
        .add_systems(Startup, load_sounds)
        .add_systems(Update, play_cues.run_if(resource_exists::<Sounds>));
}

fn load_sounds(mut sources: ResMut<Assets<AudioSource>>, mut commands: Commands) {
    let mut sounds = Vec::new();
    for (cue, wav) in CUES {
        match StaticSoundData::from_cursor(Cursor::new(wav)) {
            Ok(sound) => sounds.push((cue, sources.add(AudioSource { sound }))),
            Err(e) => warn!("the {cue:?} sound could not be decoded, playing without it: {e}"),
        }
    }
    commands.insert_resource(Sounds(sounds));
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
        if let Some((_, sound)) = sounds.0.iter().find(|(c, _)| c == cue) {
            audio.play(sound.clone()).with_volume(Decibels(gain));
        }
    }
}
