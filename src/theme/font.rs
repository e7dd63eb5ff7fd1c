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
use crate::awake::AwakeApp;

const DEJAVU_SANS_MONO: &[u8] = include_bytes!("../../assets/fonts/DejaVuSansMono.ttf");
const NOTO_SANS_MONO_CJK: &[u8] = include_bytes!("../../assets/fonts/NotoSansMonoCJK-subset.otf");
const NOTO_SANS_MONO_CJK_JP: &[u8] =
    include_bytes!("../../assets/fonts/NotoSansMonoCJKjp-subset.otf");
const NOTO_SANS_MONO_CJK_TC: &[u8] =
    include_bytes!("../../assets/fonts/NotoSansMonoCJKtc-subset.otf");
const NOTO_SANS_HEBREW: &[u8] = include_bytes!("../../assets/fonts/NotoSansHebrew-Regular.ttf");
const NOTO_SANS_DEVANAGARI: &[u8] =
    include_bytes!("../../assets/fonts/NotoSansDevanagari-Regular.ttf");
const NOTO_SANS_ARABIC: &[u8] = include_bytes!("../../assets/fonts/NotoSansArabic-Regular.ttf");

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

/// The fallback font that draws the language `tag`'s letters, by its place in
/// [`FallbackFonts`]; `None` for a language DejaVu Sans Mono draws.
fn fallback_of(tag: &str) -> Option<usize> {
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

/// The languages the player may change to next (on Settings: those either side of the one
/// spoken). Bevy makes a font atlas (a 512x512 image) for each font and size at its first
/// glyph; a change to a language in another script would make them all in its first frame,
/// so each of these languages' fallback font is used once before, hidden, at each size the
/// screen's texts have.
#[derive(Resource, Default, PartialEq)]
pub struct NextLanguages(pub Vec<&'static str>);

/// The fallback fonts left to use, hidden, one a frame: their place in [`FallbackFonts`],
/// and the language whose name is written.
#[derive(Resource)]
struct Warming(Vec<(usize, &'static str)>);

/// A hidden text of a font being warmed.
#[derive(Component)]
struct Warmer;

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
        .add_systems(Update, warm)
        .awake_while_resource::<Warming>("fonts warming");
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
mod tests {
    use super::*;
    use tictactoe_core::i18n::{Catalog, LANGUAGES};

    /// Whether some font the game draws with has a glyph for `c`.
    fn drawn(faces: &[ttf_parser::Face], c: char) -> bool {
        faces.iter().any(|face| face.glyph_index(c).is_some())
    }

    fn faces() -> Vec<ttf_parser::Face<'static>> {
        FONTS
            .iter()
            .map(|bytes| ttf_parser::Face::parse(bytes, 0).expect("a font the game ships"))
            .collect()
    }

    #[test]
    fn every_letter_of_every_language_has_a_glyph() {
        let faces = faces();
        for language in LANGUAGES {
            let catalog = Catalog::new(language.tag);
            // Every character the catalogue holds, words and signs alike.
            let missing: String = language
                .source
                .chars()
                .chain(language.name.chars())
                .chain(catalog.text("menu-title").chars())
                .filter(|c| !c.is_control() && !drawn(&faces, *c))
                .collect();
            assert_eq!(missing, "", "{}: no glyph", language.tag);
        }
    }

    /// The cut `own` holds every character of the catalogue tagged `tag` in `ranges`, and
    /// draws `sign` otherwise than the Simplified Chinese cut: the language's own shapes.
    fn own_shapes(own: &[u8], tag: &str, ranges: &[std::ops::RangeInclusive<u32>], sign: char) {
        let own = ttf_parser::Face::parse(own, 0).unwrap();
        let simplified = ttf_parser::Face::parse(NOTO_SANS_MONO_CJK, 0).unwrap();
        let source = LANGUAGES.iter().find(|l| l.tag == tag).unwrap().source;
        let missing: String = source
            .chars()
            .filter(|c| ranges.iter().any(|r| r.contains(&(*c as u32))))
            .filter(|c| own.glyph_index(*c).is_none())
            .collect();
        assert_eq!(missing, "", "not in the {tag} cut");
        let outline = |face: &ttf_parser::Face, c: char| {
            face.glyph_index(c)
                .and_then(|glyph| face.glyph_bounding_box(glyph))
        };
        assert_ne!(
            outline(&own, sign),
            outline(&simplified, sign),
            "{tag}: {sign}"
        );
    }

    #[test]
    fn the_font_made_ready_for_a_language_draws_its_letters() {
        let faces = faces();
        for language in LANGUAGES {
            let beyond: String = language
                .name
                .chars()
                .filter(|c| c.is_alphabetic() && faces[0].glyph_index(*c).is_none())
                .collect();
            match fallback_of(language.tag) {
                None => assert_eq!(beyond, "", "{}: no font made ready", language.tag),
                Some(at) => {
                    assert_ne!(beyond, "", "{}: DejaVu draws it", language.tag);
                    let missing: String = beyond
                        .chars()
                        .filter(|c| faces[at + 1].glyph_index(*c).is_none())
                        .collect();
                    assert_eq!(missing, "", "{}: not in its font", language.tag);
                }
            }
        }
    }

    #[test]
    fn japanese_takes_japanese_shapes() {
        // 直 is drawn otherwise in Japan than in China.
        own_shapes(
            NOTO_SANS_MONO_CJK_JP,
            "ja",
            &[0x3040..=0x30ff, 0x4e00..=0x9fff],
            '直',
        );
        assert_eq!(fallbacks(b"Hani", Shapes::Japanese)[0], JAPANESE);
        assert_eq!(fallbacks(b"Hani", Shapes::Simplified)[0], CJK);
    }

    #[test]
    fn traditional_chinese_takes_taiwans_shapes() {
        // 說 is drawn otherwise in Taiwan than in China.
        own_shapes(NOTO_SANS_MONO_CJK_TC, "zh-Hant", &[0x4e00..=0x9fff], '說');
        assert_eq!(fallbacks(b"Hani", Shapes::Traditional)[0], TRADITIONAL);
        assert_eq!(Shapes::of(Some("zh-Hant")), Shapes::Traditional);
    }

    #[test]
    fn a_name_typed_in_any_of_these_scripts_shows() {
        let faces = faces();
        let scripts = [
            ("Latin", 0x20..=0x7e),
            ("Latin-1", 0xa0..=0xff),
            ("Latin Extended-A", 0x100..=0x17f),
            ("Cyrillic", 0x400..=0x45f),
            ("Hebrew letters", 0x5d0..=0x5ea),
            // Arabic's letters, its harakat and its own digits, and the Persian and Urdu
            // letters beyond them.
            ("Arabic", 0x620..=0x6ff),
            // Devanagari's letters, vowel signs and virama, and the danda.
            ("Devanagari", 0x900..=0x965),
            ("Hiragana", 0x3041..=0x3096),
            ("Katakana", 0x30a1..=0x30fa),
            ("Hangul syllables", 0xac00..=0xd7a3),
            // The block as Unicode 11 had it: every ideograph of GB 18030, JIS and KS X.
            ("CJK Unified Ideographs", 0x4e00..=0x9fef),
        ];
        for (script, range) in scripts {
            let missing: Vec<String> = range
                .filter_map(char::from_u32)
                .filter(|c| !drawn(&faces, *c))
                .map(|c| format!("U+{:04X}", c as u32))
                .collect();
            assert!(missing.is_empty(), "{script}: no glyph for {missing:?}");
        }
    }
}
