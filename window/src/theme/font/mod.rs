//! The game's fonts, compiled in. Noto Sans draws every text (Bevy's own font is a
//! subset with Latin letters only): Latin, Greek and Cyrillic, its Bold for the title and
//! the primary buttons. Where it has no glyph the text engine falls back, by script, to
//! Noto Sans CJK SC (Chinese, Japanese, Korean: a cut holding every Hangul syllable and
//! every character of the CJK Unified Ideographs block, so names typed in these scripts
//! show too), Noto Sans Hebrew, Noto Sans Arabic (its letters joined and shaped by the text
//! engine), Noto Sans Devanagari (Hindi: its conjuncts and vowel signs shaped by the text
//! engine), and for signs, arrows and the rarer alphabets to a cut of DejaVu Sans. In
//! Japanese, Noto Sans CJK JP comes first for kanji and kana: the same characters take
//! Japanese shapes there (直, 骨), cut to kana and the 6,356 kanji of JIS X 0208; in
//! Traditional Chinese, Noto Sans CJK TC comes first for hanzi, with Taiwan's shapes, cut
//! to the 13,061 hanzi of Big5. Every face is proportional: nothing lines up by character
//! (History measures its columns with [`ems`]).
//! On Settings, the fallback fonts of the languages a step away are used once, hidden, so
//! that a change of language does not wait for their atlases ([`NextLanguages`]).
//! Licences: `assets/fonts/DejaVu-LICENSE`, `assets/fonts/OFL-Noto.txt`; the cuts are made
//! by `script/fonts`.

use bevy::asset::AssetId;
use bevy::prelude::*;
use bevy::text::{FontCx, FontSource, FontWeight};
use parley::fontique::{FallbackKey, Script};

use super::say::CurrentCatalog;

mod warm;

pub use warm::NextLanguages;

const NOTO_SANS: &[u8] = include_bytes!("../../../../assets/fonts/NotoSans-Regular.ttf");
const NOTO_SANS_BOLD: &[u8] = include_bytes!("../../../../assets/fonts/NotoSans-Bold.ttf");
const NOTO_SANS_CJK: &[u8] = include_bytes!("../../../../assets/fonts/NotoSansCJK-subset.otf");
const NOTO_SANS_CJK_JP: &[u8] = include_bytes!("../../../../assets/fonts/NotoSansCJKjp-subset.otf");
const NOTO_SANS_CJK_TC: &[u8] = include_bytes!("../../../../assets/fonts/NotoSansCJKtc-subset.otf");
const NOTO_SANS_HEBREW: &[u8] =
    include_bytes!("../../../../assets/fonts/NotoSansHebrew-Regular.ttf");
const NOTO_SANS_DEVANAGARI: &[u8] =
    include_bytes!("../../../../assets/fonts/NotoSansDevanagari-Regular.ttf");
const NOTO_SANS_ARABIC: &[u8] =
    include_bytes!("../../../../assets/fonts/NotoSansArabic-Regular.ttf");
const DEJAVU_SANS_SYMBOLS: &[u8] =
    include_bytes!("../../../../assets/fonts/DejaVuSans-symbols.ttf");

/// Every font the game draws with, for the glyph test: Noto Sans first, then the
/// fallbacks in the order of [`FallbackFonts`], then Noto Sans Bold.
pub const FONTS: [&[u8]; 9] = [
    NOTO_SANS,
    NOTO_SANS_CJK,
    NOTO_SANS_CJK_JP,
    NOTO_SANS_CJK_TC,
    NOTO_SANS_HEBREW,
    NOTO_SANS_DEVANAGARI,
    NOTO_SANS_ARABIC,
    DEJAVU_SANS_SYMBOLS,
    NOTO_SANS_BOLD,
];

/// The weight of the title and of a primary button's words: Noto Sans Bold.
pub const BOLD: FontWeight = FontWeight::BOLD;

/// The face that sets text of `weight`. Bevy's default font stands alone under its own
/// name, so a weight other than Normal names the family, which holds Regular and Bold.
pub fn face(weight: FontWeight) -> FontSource {
    if weight == FontWeight::NORMAL {
        FontSource::default()
    } else {
        FontSource::Family("Noto Sans".into())
    }
}

/// The fallback fonts' families.
const CJK: &str = "Noto Sans CJK SC";
const JAPANESE: &str = "Noto Sans CJK JP";
const TRADITIONAL: &str = "Noto Sans CJK TC";
const HEBREW: &str = "Noto Sans Hebrew";
const DEVANAGARI: &str = "Noto Sans Devanagari";
const ARABIC: &str = "Noto Sans Arabic";
const SYMBOLS: &str = "DejaVu Sans";

/// How wide `text` is set in Noto Sans, in ems (its advances, without kerning); a
/// character it has not is taken as a whole em (a wide, CJK one) or six tenths of one.
pub fn ems(text: &str) -> f32 {
    static FACE: std::sync::LazyLock<Option<ttf_parser::Face<'static>>> =
        std::sync::LazyLock::new(|| ttf_parser::Face::parse(NOTO_SANS, 0).ok());
    let Some(face) = FACE.as_ref() else {
        return text.chars().count() as f32;
    };
    let em = face.units_per_em() as f32;
    text.chars()
        .map(|c| {
            let advance = face.glyph_index(c).and_then(|g| face.glyph_hor_advance(g));
            match advance {
                Some(units) => units as f32 / em,
                None => match unicode_width::UnicodeWidthChar::width(c) {
                    Some(2) => 1.0,
                    Some(0) | None => 0.0,
                    Some(_) => 0.6,
                },
            }
        })
        .sum()
}

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
/// language's `shapes`. Every list ends with the signs' font: an arrow or a sign between
/// words of a script is set in that script's run, and takes its fallbacks.
fn fallbacks(script: &[u8; 4], shapes: Shapes) -> &'static [&'static str] {
    match (script, shapes) {
        (b"Hani" | b"Hira" | b"Kana", Shapes::Japanese) => &[JAPANESE, CJK, SYMBOLS],
        (b"Hani", Shapes::Traditional) => &[TRADITIONAL, CJK, SYMBOLS],
        (b"Hani" | b"Hira" | b"Kana" | b"Hang", _) => &[CJK, SYMBOLS],
        (b"Hebr", _) => &[HEBREW, SYMBOLS],
        (b"Deva", _) => &[DEVANAGARI, SYMBOLS],
        (b"Arab", _) => &[ARABIC, SYMBOLS],
        (b"Latn" | b"Grek" | b"Cyrl" | b"Armn" | b"Geor" | b"Laoo", _) => &[SYMBOLS],
        (_, Shapes::Japanese) => &[JAPANESE, CJK, HEBREW, ARABIC, SYMBOLS],
        (_, Shapes::Traditional) => &[TRADITIONAL, CJK, HEBREW, ARABIC, SYMBOLS],
        (_, Shapes::Simplified) => &[CJK, HEBREW, ARABIC, SYMBOLS],
    }
}

/// The scripts given fallbacks (`Zyyy`: signs common to all, such as CJK punctuation,
/// the Arabic comma and arrows).
const SCRIPTS: [&[u8; 4]; 14] = [
    b"Hani", b"Hira", b"Kana", b"Hang", b"Hebr", b"Deva", b"Arab", b"Zyyy", b"Latn", b"Grek",
    b"Cyrl", b"Armn", b"Geor", b"Laoo",
];

/// The fallback fonts' assets and Noto Sans Bold, held so that they stay loaded: [`FONTS`]
/// after Noto Sans.
#[derive(Resource)]
struct FallbackFonts(Vec<Handle<Font>>);

/// Puts Noto Sans in the place of Bevy's default font, so every text uses it, and adds its
/// Bold and the fallbacks. Needs Bevy's text plugin (the windowed app).
pub fn plugin(app: &mut App) {
    let font = compiled_in(NOTO_SANS);
    let mut fonts = app.world_mut().resource_mut::<Assets<Font>>();
    if let Err(e) = fonts.insert(AssetId::default(), font) {
        warn!("the game's font could not be set, Bevy's is used: {e}");
    }
    let fallbacks = FONTS[1..]
        .iter()
        .map(|bytes| fonts.add(compiled_in(bytes)))
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

/// A font read where it is compiled in: no copy on the heap (17 MB for all of them), and of
/// the binary only the pages the text engine reads are ever loaded.
fn compiled_in(bytes: &'static [u8]) -> Font {
    Font {
        data: parley::fontique::Blob::new(std::sync::Arc::new(bytes)),
        alias: String::new(),
    }
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
    let Some(ids) = [
        CJK,
        JAPANESE,
        TRADITIONAL,
        HEBREW,
        DEVANAGARI,
        ARABIC,
        SYMBOLS,
    ]
    .into_iter()
    .map(|family| Some((family, collection.family_id(family)?)))
    .collect::<Option<Vec<_>>>() else {
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
