//! The game's fonts, compiled in. DejaVu Sans Mono draws every text (Bevy's own font is a
//! subset with Latin letters only); it has Latin, Greek and Cyrillic. Where it has no glyph
//! the text engine falls back, by script, to Noto Sans Mono CJK SC (Chinese, Japanese,
//! Korean: a cut holding every Hangul syllable and every character of the CJK Unified
//! Ideographs block, so names typed in these scripts show too), Noto Sans Hebrew, Noto Sans
//! Arabic (its letters joined and shaped by the text engine: the cut of DejaVu the game
//! ships has no Arabic, whose fixed-width forms would come first) and Noto Sans Devanagari
//! (Hindi: its conjuncts and vowel signs shaped by the text engine). In
//! Japanese, Noto Sans Mono CJK JP comes first for kanji and kana: the same characters
//! take Japanese shapes there (直, 骨), cut to kana and the 6,356 kanji of JIS X 0208; in
//! Traditional Chinese, Noto Sans Mono CJK TC comes first for hanzi, with Taiwan's shapes,
//! cut to the 13,061 hanzi of Big5.
//! On Settings, the fallback fonts of the languages a step away are used once, hidden, so
//! that a change of language does not wait for their atlases ([`NextLanguages`]).
//! Licences: `assets/fonts/DejaVu-LICENSE`, `assets/fonts/OFL-Noto.txt`; the cut is made
//! by `script/fonts`.

use bevy::asset::AssetId;
use bevy::prelude::*;
use bevy::text::FontCx;
use parley::fontique::{FallbackKey, Script};

use super::say::CurrentCatalog;

mod warm;

pub use warm::NextLanguages;

const DEJAVU_SANS_MONO: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSansMono.ttf");
const NOTO_SANS_MONO_CJK: &[u8] =
    include_bytes!("../../../assets/fonts/NotoSansMonoCJK-subset.otf");
const NOTO_SANS_MONO_CJK_JP: &[u8] =
    include_bytes!("../../../assets/fonts/NotoSansMonoCJKjp-subset.otf");
const NOTO_SANS_MONO_CJK_TC: &[u8] =
    include_bytes!("../../../assets/fonts/NotoSansMonoCJKtc-subset.otf");
const NOTO_SANS_HEBREW: &[u8] = include_bytes!("../../../assets/fonts/NotoSansHebrew-Regular.ttf");
const NOTO_SANS_DEVANAGARI: &[u8] =
    include_bytes!("../../../assets/fonts/NotoSansDevanagari-Regular.ttf");
const NOTO_SANS_ARABIC: &[u8] = include_bytes!("../../../assets/fonts/NotoSansArabic-Regular.ttf");

/// Every font the game draws with, for the glyph test: DejaVu first, then the fallbacks.
pub const FONTS: [&[u8]; 7] = [
    DEJAVU_SANS_MONO,
    NOTO_SANS_MONO_CJK,
    NOTO_SANS_MONO_CJK_JP,
    NOTO_SANS_MONO_CJK_TC,
    NOTO_SANS_HEBREW,
    NOTO_SANS_DEVANAGARI,
    NOTO_SANS_ARABIC,
];

/// The fallback fonts' families.
const CJK: &str = "Noto Sans Mono CJK SC";
const JAPANESE: &str = "Noto Sans Mono CJK JP";
const TRADITIONAL: &str = "Noto Sans Mono CJK TC";
const HEBREW: &str = "Noto Sans Hebrew";
const DEVANAGARI: &str = "Noto Sans Devanagari";
const ARABIC: &str = "Noto Sans Arabic";

/// Which shapes the same CJK characters take: the language's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shapes {
    Japanese,
    Traditional,
    /// Simplified Chinese's, for every other language.
    Simplified,
}

impl Shapes {
    fn of(tag: Option<&str>) -> Shapes {
        match tag {
            Some("ja") => Shapes::Japanese,
            Some("zh-Hant") => Shapes::Traditional,
            _ => Shapes::Simplified,
        }
    }
}

/// The scripts (ISO 15924) the fallbacks draw, and their families in order, for the
/// language's `shapes`.
fn fallbacks(script: &[u8; 4], shapes: Shapes) -> &'static [&'static str] {
    match (script, shapes) {
        (b"Hani" | b"Hira" | b"Kana", Shapes::Japanese) => &[JAPANESE, CJK],
        (b"Hani", Shapes::Traditional) => &[TRADITIONAL, CJK],
        (b"Hani" | b"Hira" | b"Kana" | b"Hang", _) => &[CJK],
        (b"Hebr", _) => &[HEBREW],
        (b"Deva", _) => &[DEVANAGARI],
        (b"Arab", _) => &[ARABIC],
        (_, Shapes::Japanese) => &[JAPANESE, CJK, HEBREW, ARABIC],
        (_, Shapes::Traditional) => &[TRADITIONAL, CJK, HEBREW, ARABIC],
        (_, Shapes::Simplified) => &[CJK, HEBREW, ARABIC],
    }
}

/// The scripts given fallbacks (`Zyyy`: signs common to all, such as CJK punctuation and
/// the Arabic comma).
const SCRIPTS: [&[u8; 4]; 8] = [
    b"Hani", b"Hira", b"Kana", b"Hang", b"Hebr", b"Deva", b"Arab", b"Zyyy",
];

/// The fallback fonts' assets, held so that they stay loaded: [`FONTS`] after DejaVu.
#[derive(Resource)]
struct FallbackFonts(Vec<Handle<Font>>);

/// Puts DejaVu Sans Mono in the place of Bevy's default font, so every text uses it, and
/// adds the fallbacks. Needs Bevy's text plugin (the windowed app).
pub fn plugin(app: &mut App) {
    let font = Font::from_bytes(DEJAVU_SANS_MONO.to_vec());
    let mut fonts = app.world_mut().resource_mut::<Assets<Font>>();
    if let Err(e) = fonts.insert(AssetId::default(), font) {
        warn!("the game's font could not be set, Bevy's is used: {e}");
    }
    let fallbacks = FONTS[1..]
        .iter()
        .map(|bytes| fonts.add(Font::from_bytes(bytes.to_vec())))
        .collect();
    app.insert_resource(FallbackFonts(fallbacks))
        .add_systems(
            PostUpdate,
            fall_back
                .after(bevy::text::load_font_assets_into_font_collection)
                .before(bevy::text::detect_text_needs_rerender),
        )
        .add_plugins(warm::plugin);
}

/// Once the text engine has the fallback fonts, tells it which scripts each draws; again
/// when the language changes to or from Japanese or Traditional Chinese, before texts are
/// laid out, and every
/// text is laid out anew (a name in kanji, which the change of language leaves as it was).
fn fall_back(
    catalog: Option<Res<CurrentCatalog>>,
    mut font_cx: ResMut<FontCx>,
    mut texts: Query<&mut TextFont>,
    mut done: Local<Option<Shapes>>,
) {
    let shapes = Shapes::of(catalog.as_ref().map(|catalog| catalog.tag()));
    if *done == Some(shapes) {
        return;
    }
    let collection = &mut font_cx.collection;
    let Some(ids) = [CJK, JAPANESE, TRADITIONAL, HEBREW, DEVANAGARI, ARABIC]
        .into_iter()
        .map(|family| Some((family, collection.family_id(family)?)))
        .collect::<Option<Vec<_>>>()
    else {
        return;
    };
    for script in SCRIPTS {
        let families = fallbacks(script, shapes)
            .iter()
            .filter_map(|family| ids.iter().find(|(f, _)| f == family).map(|(_, id)| *id));
        let key = FallbackKey::new(Script::from_bytes(*script), None);
        collection.set_fallbacks(key, families);
    }
    if done.is_some() {
        texts.iter_mut().for_each(|mut font| font.set_changed());
    }
    *done = Some(shapes);
}

#[cfg(test)]
mod tests;
