//! Fonts made ready before a change of language: Bevy makes a font atlas (a 512x512 image)
//! for each font and size at its first glyph, and a change to a language in another script
//! would make them all in its first frame.

use bevy::prelude::*;

use super::FallbackFonts;
use crate::awake::AwakeApp;

/// Makes fonts ready while [`NextLanguages`] names languages; awake while any are left.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, warm)
        .awake_while_resource::<Warming>("fonts warming");
}

/// The languages the player may change to next (on Settings: those either side of the one
/// spoken): each one's fallback font is used once before, hidden, at each size the screen's
/// texts have.
#[derive(Resource, Default, PartialEq)]
pub struct NextLanguages(pub Vec<&'static str>);

/// The fallback fonts left to use, hidden, one a frame: their place in [`FallbackFonts`],
/// and the language whose name is written.
#[derive(Resource)]
struct Warming(Vec<(usize, &'static str)>);

/// A hidden text of a font being warmed.
#[derive(Component)]
struct Warmer;

/// The fallback font that draws the language `tag`'s letters, by its place in
/// [`FallbackFonts`]; `None` for a language Noto Sans draws.
pub(super) fn fallback_of(tag: &str) -> Option<usize> {
    match tag {
        "zh-Hans" | "ko" => Some(0),
        "ja" => Some(1),
        "zh-Hant" => Some(2),
        "he" => Some(3),
        "hi" => Some(4),
        "ar" => Some(5),
        _ => None,
    }
}

/// From the frame after the next languages change (or the window is resized), one
/// fallback font a frame: its language's name, hidden, at each size the screen's texts
/// have, removed the next frame (the atlases stay).
fn warm(
    mut commands: Commands,
    fonts: Res<FallbackFonts>,
    next: Res<NextLanguages>,
    warming: Option<ResMut<Warming>>,
    mut resized: MessageReader<bevy::window::WindowResized>,
    texts: Query<&TextFont, Without<Warmer>>,
    warmers: Query<Entity, With<Warmer>>,
) {
    let resized = resized.read().count() > 0;
    warmers.iter().for_each(|e| commands.entity(e).despawn());
    if next.is_changed() || resized {
        let fonts = next
            .0
            .iter()
            .filter_map(|tag| Some((fallback_of(tag)?, *tag)));
        commands.insert_resource(Warming(fonts.collect()));
        return;
    }
    let Some(mut warming) = warming else {
        return;
    };
    let Some((at, tag)) = warming.0.pop() else {
        commands.remove_resource::<Warming>();
        return;
    };
    let mut sizes: Vec<bevy::text::FontSize> = Vec::new();
    for text in &texts {
        if !sizes.contains(&text.font_size) {
            sizes.push(text.font_size);
        }
    }
    // The language's name in itself: in its own script, with no catalogue to read.
    let name = tictactoe_core::i18n::name_of(tag);
    for font_size in sizes {
        commands.spawn((
            Warmer,
            Text::new(name),
            TextFont {
                font: fonts.0[at].clone().into(),
                font_size,
                ..default()
            },
            Visibility::Hidden,
            Node {
                position_type: PositionType::Absolute,
                ..default()
            },
        ));
    }
}
