//! Sound: plays the game's cues through bevy_kira_audio on a channel of their own, at the
//! player's volume. Only the windowed app has it. With no sound device, bevy_kira_audio
//! logs a warning once and the game goes on silent.

use std::io::Cursor;

use bevy::prelude::*;
use bevy_kira_audio::prelude::*;
use mnk::Mark;

use crate::game::feedback::{SoundCue, SoundLevel};

/// The cues, compiled in so the game finds them wherever it is started from. Made by
/// `assets/sounds/make_sounds.py`.
const CUES: [(SoundCue, &[u8]); 10] = [
    (
        SoundCue::Warning,
        include_bytes!("../../assets/sounds/warning.wav"),
    ),
    (
        SoundCue::Place(Mark::X),
        include_bytes!("../../assets/sounds/place_x.wav"),
    ),
    (
        SoundCue::Place(Mark::O),
        include_bytes!("../../assets/sounds/place_o.wav"),
    ),
    (SoundCue::Win, include_bytes!("../../assets/sounds/win.wav")),
    (
        SoundCue::Draw,
        include_bytes!("../../assets/sounds/draw.wav"),
    ),
    (
        SoundCue::Click,
        include_bytes!("../../assets/sounds/click.wav"),
    ),
    (
        SoundCue::Cursor {
            over: None,
            row: 0,
            rows: 0,
            col: 0,
            cols: 0,
        },
        include_bytes!("../../assets/sounds/cursor.wav"),
    ),
    (
        SoundCue::Cursor {
            over: Some(Mark::X),
            row: 0,
            rows: 0,
            col: 0,
            cols: 0,
        },
        include_bytes!("../../assets/sounds/cursor_x.wav"),
    ),
    (
        SoundCue::Cursor {
            over: Some(Mark::O),
            row: 0,
            rows: 0,
            col: 0,
            cols: 0,
        },
        include_bytes!("../../assets/sounds/cursor_o.wav"),
    ),
    (
        SoundCue::Edge,
        include_bytes!("../../assets/sounds/edge.wav"),
    ),
];

/// The audio channel the cues play on: its volume is the player's.
#[derive(Resource)]
pub struct Cues;

/// The decoded cues, as audio assets.
#[derive(Resource)]
struct Sounds(Vec<(SoundCue, Handle<AudioSource>)>);

/// Sound through bevy_kira_audio: its plugin, the cues' channel, the cues and the volume.
pub fn plugin(app: &mut App) {
    app.add_plugins(AudioPlugin)
        .add_audio_channel::<Cues>()
        .add_systems(Startup, load_sounds)
        .add_systems(
            Update,
            (
                follow_volume.run_if(resource_changed::<SoundLevel>),
                play_cues.run_if(resource_exists::<Sounds>),
            )
                .chain(),
        );
}

/// Decodes the compiled-in cues. One that cannot be decoded is left out with a warning.
fn load_sounds(mut assets: ResMut<Assets<AudioSource>>, mut commands: Commands) {
    let mut sounds = Vec::new();
    for (cue, wav) in CUES {
        match StaticSoundData::from_cursor(Cursor::new(wav)) {
            Ok(sound) => sounds.push((cue, assets.add(AudioSource { sound }))),
            Err(e) => warn!("the {cue:?} sound could not be decoded, playing without it: {e}"),
        }
    }
    commands.insert_resource(Sounds(sounds));
}

/// Sets the channel's volume to the player's (silence when muted).
fn follow_volume(level: Res<SoundLevel>, channel: Res<AudioChannel<Cues>>) {
    let gain = level.decibels().map_or(Decibels::SILENCE, Decibels);
    channel.set_volume(gain);
}

fn play_cues(
    mut cues: MessageReader<SoundCue>,
    level: Res<SoundLevel>,
    channel: Res<AudioChannel<Cues>>,
    sounds: Res<Sounds>,
) {
    for cue in cues.read() {
        // Muted: nothing is queued for the output at all.
        if level.decibels().is_none() {
            continue;
        }
        if let Some((_, sound)) = sounds.0.iter().find(|(c, _)| *c == cue.sound()) {
            let (pitch, pan) = cue.pitch_and_pan();
            channel
                .play(sound.clone())
                .with_playback_rate(pitch)
                .with_panning(pan);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use bevy::asset::AssetPlugin;

    use crate::game::feedback::SoundCue;

    /// Whatever the machine has (CI has no sound device), cues and volume changes go through
    /// and the app goes on.
    #[test]
    fn the_game_plays_on_with_or_without_a_sound_device() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, AssetPlugin::default(), plugin))
            .add_message::<SoundCue>()
            .init_resource::<SoundLevel>();
        app.update();
        assert_eq!(app.world().resource::<Sounds>().0.len(), CUES.len());
        for (cue, _) in CUES {
            app.world_mut().write_message(cue);
            app.update();
        }
        app.world_mut().resource_mut::<SoundLevel>().mute = true;
        app.world_mut().write_message(SoundCue::Warning);
        app.update();
        app.update();
    }
}
