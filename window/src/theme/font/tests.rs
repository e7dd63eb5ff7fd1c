//! The fonts against every catalogue: a glyph for each letter, each language's own shapes.

use super::warm::fallback_of;
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

/// The face of a fallback family.
fn face_of(family: &str) -> ttf_parser::Face<'static> {
    let bytes = match family {
        CJK => NOTO_SANS_CJK,
        JAPANESE => NOTO_SANS_CJK_JP,
        TRADITIONAL => NOTO_SANS_CJK_TC,
        HEBREW => NOTO_SANS_HEBREW,
        DEVANAGARI => NOTO_SANS_DEVANAGARI,
        ARABIC => NOTO_SANS_ARABIC,
        SYMBOLS => DEJAVU_SANS_SYMBOLS,
        other => panic!("no face for {other}"),
    };
    ttf_parser::Face::parse(bytes, 0).unwrap()
}

/// The script of a language's letters (ISO 15924), whose run its signs are set in.
fn script_of(tag: &str) -> &'static [u8; 4] {
    match tag {
        "ar" => b"Arab",
        "he" => b"Hebr",
        "hi" => b"Deva",
        "ja" | "zh-Hans" | "zh-Hant" => b"Hani",
        "ko" => b"Hang",
        "ru" | "uk" => b"Cyrl",
        _ => b"Latn",
    }
}

#[test]
fn every_sign_of_every_message_is_drawn_through_its_languages_fallbacks() {
    // The text engine sets a sign (an arrow, a dash) between words of a script in that
    // script's run: Noto Sans first, then that script's fallbacks only. The whole
    // catalogue, every message, through the chain its language's screens use.
    let noto = ttf_parser::Face::parse(NOTO_SANS, 0).unwrap();
    for language in LANGUAGES {
        let shapes = Shapes::of(Some(language.tag));
        let chain: Vec<ttf_parser::Face> = fallbacks(script_of(language.tag), shapes)
            .iter()
            .map(|family| face_of(family))
            .collect();
        let mut missing: Vec<char> = language
            .source
            .chars()
            .filter(|c| !c.is_control() && !c.is_whitespace())
            .filter(|&c| noto.glyph_index(c).is_none() && !drawn(&chain, c))
            .collect();
        missing.sort_unstable();
        missing.dedup();
        assert_eq!(
            missing.iter().collect::<String>(),
            "",
            "{}: drawn as empty boxes",
            language.tag
        );
    }
}

/// The cut `own` holds every character of the catalogue tagged `tag` in `ranges`, and
/// draws `sign` otherwise than the Simplified Chinese cut: the language's own shapes.
fn own_shapes(own: &[u8], tag: &str, ranges: &[std::ops::RangeInclusive<u32>], sign: char) {
    let own = ttf_parser::Face::parse(own, 0).unwrap();
    let simplified = ttf_parser::Face::parse(NOTO_SANS_CJK, 0).unwrap();
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
                assert_ne!(beyond, "", "{}: Noto Sans draws it", language.tag);
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
        NOTO_SANS_CJK_JP,
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
    own_shapes(NOTO_SANS_CJK_TC, "zh-Hant", &[0x4e00..=0x9fff], '說');
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
