//! The game's font: DejaVu Sans Mono, compiled in. Bevy's own font is a subset with Latin
//! letters only; names may be typed in any script, and DejaVu draws Latin, Greek, Cyrillic,
//! Armenian, Georgian, Hebrew and more. Its licence is in `assets/fonts/DejaVu-LICENSE`.

use bevy::asset::AssetId;
use bevy::prelude::*;

const DEJAVU_SANS_MONO: &[u8] = include_bytes!("../../assets/fonts/DejaVuSansMono.ttf");

/// Puts DejaVu Sans Mono in the place of Bevy's default font, so every text uses it.
/// Needs Bevy's text plugin (the windowed app).
pub fn plugin(app: &mut App) {
    let font = Font::from_bytes(DEJAVU_SANS_MONO.to_vec());
    let mut fonts = app.world_mut().resource_mut::<Assets<Font>>();
    if let Err(e) = fonts.insert(AssetId::default(), font) {
        warn!("the game's font could not be set, Bevy's is used: {e}");
    }
}
