//! The documentation cannot drift from the tree: every relative link in the README, the
//! handbook (docs/) and BENCHMARKS.md reaches a file (and a heading, when it names one);
//! every path of the tree the text names in code quotes (`script/test`), every engine tool
//! and bench its figures run, and every file of the code map are there.

use std::path::{Path, PathBuf};

/// The folders at the top of the tree: a quoted word that starts with one names a path.
const TOP: [&str; 11] = [
    "engine/",
    "core/",
    "net/",
    "window/",
    "src/",
    "tests/",
    "script/",
    "docs/",
    "packaging/",
    "fuzz/",
    ".ci/",
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The Markdown files checked: the README, BENCHMARKS.md and every page of docs/.
fn pages() -> Vec<PathBuf> {
    let mut pages = vec![root().join("README.md"), root().join("BENCHMARKS.md")];
    let mut handbook: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .collect();
    handbook.sort();
    pages.extend(handbook);
    pages
}

/// A heading's anchor as forges make it: lower case, spaces to hyphens, other marks gone.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

fn anchors(page: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(page).unwrap_or_default();
    let mut fenced = false;
    text.lines()
        .filter(|line| {
            if line.starts_with("```") {
                fenced = !fenced;
            }
            !fenced && line.starts_with('#')
        })
        .map(|line| slug(line.trim_start_matches('#')))
        .collect()
}

/// Every `](target)` of `text`.
fn links(text: &str) -> Vec<String> {
    text.split("](")
        .skip(1)
        .filter_map(|rest| rest.split_once(')').map(|(target, _)| target.to_string()))
        .collect()
}

/// Every word in code quotes that names a path of the tree.
fn quoted_paths(text: &str) -> Vec<String> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .filter(|word| TOP.iter().any(|top| word.starts_with(top)))
        .filter(|word| !word.contains([' ', '*', '<', '{', '$']))
        .map(|word| word.trim_end_matches([':', ',', '.']).to_string())
        .collect()
}

#[test]
fn every_link_and_path_the_docs_name_is_in_the_tree() {
    let mut broken = Vec::new();
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        let name = page.strip_prefix(root()).unwrap().display().to_string();
        let dir = page.parent().unwrap();
        for target in links(&text) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (file, anchor) = target.split_once('#').unwrap_or((&target, ""));
            let file = if file.is_empty() {
                page.clone()
            } else {
                dir.join(file)
            };
            if !file.exists() {
                broken.push(format!("{name}: link {target}"));
            } else if !anchor.is_empty() && !anchors(&file).contains(&anchor.to_string()) {
                broken.push(format!("{name}: no heading for {target}"));
            }
        }
        for path in quoted_paths(&text) {
            if !root().join(&path).exists() {
                broken.push(format!("{name}: path {path}"));
            }
        }
    }
    assert!(
        broken.is_empty(),
        "{} broken:\n{}",
        broken.len(),
        broken.join("\n")
    );
}

#[test]
fn the_readme_is_short_and_says_how_to_place_a_mark_early() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    assert!(
        readme.len() <= 12 * 1024,
        "README.md is {} bytes",
        readme.len()
    );
    let first = readme.lines().take(60).collect::<Vec<_>>().join("\n");
    assert!(first.contains("place your mark"), "{first}");
}

#[test]
fn a_heading_is_anchored_as_forges_anchor_it() {
    assert_eq!(slug(" Across the internet"), "across-the-internet");
    assert_eq!(slug("Build times: cold"), "build-times-cold");
    assert_eq!(
        quoted_paths("run `script/test` and `cargo test`, `tests/*.sh`"),
        ["script/test"]
    );
    assert_eq!(
        links("see [a](docs/a.md#b) and [c](http://x)"),
        ["docs/a.md#b", "http://x"]
    );
}

/// Every file and folder the code map (the handbook's "The code", its listing) names, from
/// where its indentation puts it.
fn mapped_paths(text: &str) -> Vec<String> {
    let mut paths = Vec::new();
    let mut top = String::new();
    let mut inside = false;
    for line in text.lines() {
        if line.starts_with("```") {
            inside = !inside;
            continue;
        }
        let Some(word) = line.split_whitespace().next().filter(|_| inside) else {
            continue;
        };
        let named = word.ends_with('/') || word.contains(".rs") || word.ends_with(".sh");
        if !named || word.starts_with('`') || word.starts_with('(') {
            continue;
        }
        let word = word.trim_end_matches([',', ':']);
        match line.len() - line.trim_start().len() {
            0 => {
                top = word.to_string();
                paths.push(top.clone());
            }
            // Names at the top's level beside it (a crate's own files).
            2 => paths.push(format!("{top}{word}")),
            _ => {}
        }
    }
    paths
}

#[test]
fn the_code_map_names_only_what_is_in_the_tree() {
    let text = std::fs::read_to_string(root().join("docs/architecture.md")).unwrap();
    let paths = mapped_paths(&text);
    assert!(paths.len() > 40, "{paths:?}");
    let missing: Vec<&String> = paths.iter().filter(|p| !root().join(p).exists()).collect();
    assert!(missing.is_empty(), "the code map names {missing:?}");
}

/// Every tool (`--bin NAME`) and criterion bench (`--bench NAME`) the figures run, each
/// with the folder of the package the command names: `-p PACKAGE`, `tools` for the
/// shorthand `tools --bin`, the root package for a `cargo` command without `-p` (the one
/// cargo runs then), or `None` where the text names no command.
fn named_programs(text: &str) -> Vec<(Option<&'static str>, &'static str, String)> {
    let mut named = Vec::new();
    for (i, span) in text.split('`').enumerate() {
        for (flag, kind) in [("--bin ", "bin"), ("--bench ", "bench")] {
            for rest in span.split(flag).skip(1) {
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '-')
                    .collect();
                // NAME and the like stand for any.
                if name.is_empty() || !name.chars().any(|c| c.is_lowercase()) {
                    continue;
                }
                let words: Vec<&str> = span.split_whitespace().collect();
                let package = words
                    .iter()
                    .position(|w| *w == "-p")
                    .and_then(|at| words.get(at + 1));
                let folder = match (i % 2 == 1, words.first(), package) {
                    (true, _, Some(&"mnk")) => Some("engine"),
                    (true, _, Some(&"tools")) => Some("tools"),
                    (true, _, Some(&"tictactoe-window")) => Some("window"),
                    (true, _, Some(&"tictactoe-core")) => Some("core"),
                    (true, _, Some(&"tictactoe")) => Some(""),
                    (true, _, Some(other)) => panic!("a command names package {other}"),
                    (true, Some(&"tools"), None) => Some("tools"),
                    (true, Some(&"cargo"), None) => Some(""),
                    _ => None,
                };
                named.push((folder, kind, name));
            }
        }
    }
    named
}

#[test]
fn every_tool_and_bench_the_figures_run_is_in_the_package_they_name() {
    let mut missing = Vec::new();
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        let named = named_programs(&text);
        for (folder, kind, name) in named {
            let folders = folder.map_or(vec!["engine", "tools", "window", "core", ""], |f| vec![f]);
            let found = folders.iter().any(|folder| {
                let place = match kind {
                    "bin" => format!("src/bin/{name}.rs"),
                    _ => format!("benches/{name}.rs"),
                };
                root().join(folder).join(place).exists()
            });
            if !found {
                let page = page.strip_prefix(root()).unwrap().display().to_string();
                missing.push(format!("{page}: --{kind} {name} in {folder:?}"));
            }
        }
    }
    assert!(missing.is_empty(), "{missing:?}");
}

/// The command line's reference, as `--help` prints it for the game and each command, at a
/// fixed width.
fn command_line_reference() -> String {
    use clap::CommandFactory;
    let mut cli = crate::cli::Cli::command().term_width(100);
    cli.build();
    let mut text = String::new();
    let mut help = |title: &str, command: &mut clap::Command| {
        let usage = command.render_help().to_string();
        text.push_str(&format!(
            "## {title}\n\n```text\n{}\n```\n\n",
            usage.trim_end()
        ));
    };
    help("tictactoe", &mut cli.clone());
    let names: Vec<String> = cli
        .get_subcommands()
        .filter(|c| !c.is_hide_set())
        .map(|c| c.get_name().to_string())
        .collect();
    for name in names {
        if let Some(command) = cli.find_subcommand_mut(&name) {
            help(&format!("tictactoe {name}"), &mut command.clone());
        }
    }
    text
}

/// The handbook's command-line reference (docs/command-line-reference.md) is what `--help`
/// says: `UPDATE_DOCS=1 cargo test -p tictactoe --lib reference` writes it.
#[test]
fn the_command_line_reference_is_the_help() {
    let path = root().join("docs/command-line-reference.md");
    let made = format!(
        "# The command line's reference\n\nWhat `tictactoe --help` and each command's \
         `--help` print (made from the command line's definition; a test keeps this page \
         so). Examples: [the command line](command-line.md).\n\n{}",
        command_line_reference()
    );
    let made = format!("{}\n", made.trim_end());
    if std::env::var_os("UPDATE_DOCS").is_some() {
        std::fs::write(&path, &made).unwrap();
    }
    let page = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        page == made,
        "docs/command-line-reference.md is not the help: UPDATE_DOCS=1 rewrites it"
    );
}
