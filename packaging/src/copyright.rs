//! The package's copyright file, in Debian's machine-readable format (DEP-5): the game's
//! licence, and the fonts built into the binary with theirs. The licence texts are read from
//! the files the repository keeps them in, so there is one copy of each.

/// The game's MIT licence.
const MIT: &str = include_str!("../../LICENSE-MIT");
/// The fonts' files: DejaVu's Debian copyright file (the Bitstream Vera licence in it) and
/// Noto's notice followed by the SIL Open Font License.
const DEJAVU: &str = include_str!("../../assets/fonts/DejaVu-LICENSE");
const NOTO: &str = include_str!("../../assets/fonts/OFL-Noto.txt");

/// The whole file.
///
/// # Errors
/// A licence file that no longer has the part this reads from it.
pub fn file() -> Result<String, String> {
    let vera = paragraph_after(DEJAVU, "License: bitstream-vera\n")
        .ok_or("assets/fonts/DejaVu-LICENSE has no bitstream-vera licence")?;
    let ofl = NOTO
        .find("SIL OPEN FONT LICENSE")
        .map(|start| &NOTO[start..])
        .ok_or("assets/fonts/OFL-Noto.txt has no SIL Open Font License")?;
    let mit = MIT
        .find("Permission is hereby granted")
        .map(|start| &MIT[start..])
        .ok_or("LICENSE-MIT has no permission notice")?;
    Ok(format!(
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: tictactoe
Source: {repository}

Files: *
Copyright: 2026 The Tic-Tac-Toe authors
License: MIT or Apache-2.0

Files: assets/fonts/DejaVuSans-symbols.ttf
Copyright: 2003 Bitstream, Inc. All Rights Reserved.
 Bitstream Vera is a trademark of Bitstream, Inc.
 DejaVu changes are in public domain.
License: bitstream-vera
{vera}
Files: assets/fonts/NotoSansCJK*.otf
Copyright: 2014-2021 Adobe (http://www.adobe.com/), with Reserved Font Name 'Source'.
License: OFL-1.1

Files: assets/fonts/NotoSans-*.ttf
Copyright: 2015 Google LLC. All Rights Reserved.
License: OFL-1.1

Files: assets/fonts/NotoSansArabic-Regular.ttf
Copyright: 2015-2020 Google LLC. All Rights Reserved.
License: OFL-1.1

Files: assets/fonts/NotoSansDevanagari-Regular.ttf
Copyright: 2015 Google Inc. All Rights Reserved.
License: OFL-1.1

Files: assets/fonts/NotoSansHebrew-Regular.ttf
Copyright: 2019 Google Inc. All Rights Reserved.
License: OFL-1.1

License: MIT
{mit}
License: Apache-2.0
 On Debian systems, the full text of the Apache License, Version 2.0 is in
 /usr/share/common-licenses/Apache-2.0.

License: OFL-1.1
{ofl}",
        repository = env!("CARGO_PKG_REPOSITORY"),
        vera = vera,
        mit = indent(mit),
        ofl = indent(ofl),
    ))
}

/// The indented lines after `heading` in a DEP-5 file, up to the blank line that ends them.
fn paragraph_after<'a>(file: &'a str, heading: &str) -> Option<String> {
    let start = file.find(heading)? + heading.len();
    let lines: Vec<&'a str> = file[start..]
        .lines()
        .take_while(|line| line.starts_with(' '))
        .collect();
    (!lines.is_empty()).then(|| {
        lines
            .iter()
            .map(|l| format!("{}\n", l.trim_end()))
            .collect()
    })
}

/// Plain text as a DEP-5 field's continuation lines: each line after one space, an empty
/// line as " .".
fn indent(text: &str) -> String {
    text.trim_end()
        .lines()
        .map(|line| match line.trim_end() {
            "" => " .\n".to_string(),
            line => format!(" {line}\n"),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_licence_named_has_its_text_and_every_font_is_covered() {
        let file = file().unwrap();
        for name in ["MIT", "Apache-2.0", "OFL-1.1", "bitstream-vera"] {
            assert!(file.contains(&format!("\nLicense: {name}\n ")), "{name}");
        }
        let fonts = concat!(env!("CARGO_MANIFEST_DIR"), "/../assets/fonts");
        for font in std::fs::read_dir(fonts).unwrap() {
            let name = font.unwrap().file_name().into_string().unwrap();
            if name.ends_with(".ttf") || name.ends_with(".otf") {
                let path = format!("assets/fonts/{name}");
                let covered =
                    file.lines()
                        .filter_map(|l| l.strip_prefix("Files: "))
                        .any(|p| match p.split_once('*') {
                            Some((head, tail)) => {
                                p != "*" && path.starts_with(head) && path.ends_with(tail)
                            }
                            None => p == path,
                        });
                assert!(covered, "{name}");
            }
        }
    }

    #[test]
    fn the_copyright_file_kept_is_current() {
        assert!(
            include_str!("../copyright") == file().unwrap(),
            "packaging/copyright is out of date: write it with \
             `cargo run -p packaging --bin package-files -- --copyright packaging/copyright`"
        );
    }

    #[test]
    fn continuation_lines_never_leave_a_blank_line() {
        assert_eq!(indent("a\n\nb\n"), " a\n .\n b\n");
        let file = file().unwrap();
        let body = file.split("\nLicense: OFL-1.1\n").last().unwrap();
        assert!(body.lines().all(|line| line.starts_with(' ')));
    }
}
