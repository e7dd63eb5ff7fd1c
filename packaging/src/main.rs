//! `package-files OUT`: writes into OUT the files the game's Debian packages install beside
//! the binary, each made from the source it describes, so none can drift from the game:
//!
//! - `man/`: the manual pages, from the command line's own definition (`clap_mangen`);
//! - `completions/`: bash, zsh and fish completion, from the same (`clap_complete`);
//! - `<APP_ID>.desktop`: the menu entry, named and described in every language the game
//!   speaks, from its catalogues;
//! - `<APP_ID>.metainfo.xml`: the software centre's page (AppStream), from the catalogues
//!   and the Debian changelog;
//!
//! `package-files --copyright FILE` writes the package's copyright file instead (the
//! licences of the game and of the fonts built into it, DEP-5), kept in the tree as
//! `packaging/copyright`, where cargo-deb reads it; a test checks it is current.
//!
//! `script/package` runs it, draws the icons and builds the packages with `cargo deb`.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::CommandFactory;
use clap_complete::{Generator, Shell};
use tictactoe::cli::Cli;
use tictactoe_core::APP_ID;

mod copyright;
mod desktop;
mod manual;
mod metainfo;
mod release;

/// The binary's name, as the shells complete it.
const BINARY: &str = "tictactoe";

fn main() -> ExitCode {
    let args: Vec<PathBuf> = std::env::args_os().skip(1).map(PathBuf::from).collect();
    let result = match args.as_slice() {
        [flag, file] if flag.as_os_str() == "--copyright" => copyright::file().and_then(|text| {
            std::fs::write(file, text).map_err(|e| format!("{}: {e}", file.display()))
        }),
        [out] => write_all(out),
        _ => {
            eprintln!("usage: package-files OUT | package-files --copyright FILE");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            eprintln!("package-files: {why}");
            ExitCode::FAILURE
        }
    }
}

/// Every file, under `out`.
fn write_all(out: &Path) -> Result<(), String> {
    let releases = release::releases(include_str!("../changelog"))?;
    let man = out.join("man");
    let completions = out.join("completions");
    for dir in [out, &man, &completions] {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let write = |path: PathBuf, text: String| {
        std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))
    };
    for (name, page) in manual::pages(Cli::command(), &releases[0])? {
        write(man.join(name), page)?;
    }
    for shell in [Shell::Bash, Shell::Zsh, Shell::Fish] {
        let mut text = Vec::new();
        clap_complete::generate(shell, &mut Cli::command(), BINARY, &mut text);
        let text = String::from_utf8(text).map_err(|e| e.to_string())?;
        write(completions.join(shell.file_name(BINARY)), text)?;
    }
    write(out.join(format!("{APP_ID}.desktop")), desktop::entry())?;
    write(
        out.join(format!("{APP_ID}.metainfo.xml")),
        metainfo::component(&releases),
    )?;
    Ok(())
}
