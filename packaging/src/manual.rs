//! The manual pages, `man tictactoe` and one for each command (`man tictactoe-terminal`),
//! rendered from the command line's own definition by `clap_mangen`, in section 6 (games),
//! where Debian's policy puts a game's pages. The main page adds where the game keeps its
//! files and what in the environment it reads.

use clap_mangen::Man;

use crate::release::Release;

/// What `tictactoe` keeps and where, in roff: the main page's FILES section.
const FILES: &str = r#".SH FILES
.TP
\fI~/.config/tictactoe/settings.ron\fR
The settings: seats, names, board, delays, volume, theme, language, window.
.TP
\fI~/.local/share/tictactoe/history.ron\fR
Every finished game, one a line, as \fBtictactoe history\fR lists them.
.TP
\fI~/.local/share/tictactoe/autosave.ron\fR
The game in progress, after every move: Resume goes on with it.
.TP
\fI~/.local/share/tictactoe/scores.ron\fR
The tally of each pair of players.
.PP
The folders follow \fBXDG_CONFIG_HOME\fR and \fBXDG_DATA_HOME\fR.
A file that cannot be read is renamed aside (\fIsettings.ron.bad\-\fRdate), never deleted,
and the game starts without it.
Removing the package leaves these files: they are the player's.
"#;

/// What the environment changes, in roff: the main page's ENVIRONMENT section.
const ENVIRONMENT: &str = r#".SH ENVIRONMENT
.TP
\fBTICTACTOE_DATA_DIR\fR
Keep every file of the game in this folder, as \fB\-\-data\-dir\fR does.
.TP
\fBLANGUAGE\fR, \fBLC_ALL\fR, \fBLC_MESSAGES\fR, \fBLANG\fR
The language the game speaks, the first set that it knows; English otherwise.
Settings can choose another.
.TP
\fBDISPLAY\fR, \fBWAYLAND_DISPLAY\fR
Where the window opens. Without either, \fBtictactoe terminal\fR plays in the terminal.
.TP
\fBRUST_LOG\fR
What \fBhost\fR and \fBjoin\fR log of the network (\fBRUST_LOG=iroh=debug\fR).
"#;

/// The command line's examples ([`tictactoe::cli::EXAMPLES`]), in roff: the main page's
/// EXAMPLES section.
fn examples() -> String {
    let mut roff = String::from(".SH EXAMPLES\n");
    for (command, what) in tictactoe::cli::EXAMPLES {
        let command = command.replace('-', "\\-");
        roff.push_str(&format!(".TP\n\\fB{command}\\fR\n{what}\n"));
    }
    roff
}

/// The handbook's keys page, whose table the window's input map makes (a test of the window
/// keeps it so).
const KEYS_PAGE: &str = include_str!("../../docs/keys.md");

/// The window's keys ([`KEYS_PAGE`]'s table), in roff: the main page's KEYS section.
fn keys() -> String {
    let mut roff =
        String::from(".SH KEYS\nIn the window; the terminal shows its own on its last line.\n");
    let rows = KEYS_PAGE
        .lines()
        .filter(|line| line.starts_with("| ") && !line.starts_with("| Keys |"));
    for row in rows {
        let cells: Vec<&str> = row.trim_matches('|').split(" | ").map(str::trim).collect();
        if let [keys, does] = cells[..] {
            let keys = keys.replace("\\|", "|").replace('-', "\\-");
            roff.push_str(&format!(".TP\n\\fB{keys}\\fR\n{does}\n"));
        }
    }
    roff
}

/// Every page, as (file name, roff): the main page first.
///
/// # Errors
/// None in practice: rendering writes to memory.
pub fn pages(cmd: clap::Command, release: &Release) -> Result<Vec<(String, String)>, String> {
    let mut cmd = cmd.disable_help_subcommand(true);
    cmd.build();
    let mut pages = Vec::new();
    let main = man(cmd.clone(), release);
    let mut text = Vec::new();
    for render in [
        Man::render_title,
        Man::render_name_section,
        Man::render_synopsis_section,
        Man::render_description_section,
        Man::render_options_section,
        Man::render_subcommands_section,
    ] {
        render(&main, &mut text).map_err(|e| e.to_string())?;
    }
    text.extend_from_slice(examples().as_bytes());
    text.extend_from_slice(keys().as_bytes());
    text.extend_from_slice(FILES.as_bytes());
    text.extend_from_slice(ENVIRONMENT.as_bytes());
    main.render_version_section(&mut text)
        .map_err(|e| e.to_string())?;
    pages.push((main.get_filename(), utf8(text)?));
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        let page = man(sub.clone(), release);
        let mut text = Vec::new();
        page.render(&mut text).map_err(|e| e.to_string())?;
        pages.push((page.get_filename(), utf8(text)?));
    }
    Ok(pages)
}

/// A page of `cmd`, dated by the release.
fn man(cmd: clap::Command, release: &Release) -> Man {
    Man::new(cmd)
        .section("6")
        .date(&release.date)
        .source(format!("tictactoe {}", release.version))
        .manual("Tic-Tac-Toe")
}

fn utf8(bytes: Vec<u8>) -> Result<String, String> {
    String::from_utf8(bytes).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;
    use tictactoe::cli::Cli;
    use tictactoe_core::archive::ARCHIVE_FILE;
    use tictactoe_core::session::{AUTOSAVE_FILE, SCORES_FILE};
    use tictactoe_core::settings::SETTINGS_FILE;

    use super::*;

    fn release() -> Release {
        Release {
            version: "0.1.0".into(),
            date: "2026-11-29".into(),
            changes: vec![],
        }
    }

    #[test]
    fn the_main_page_names_every_command_and_where_the_files_are() {
        let pages = pages(Cli::command(), &release()).unwrap();
        let (name, main) = &pages[0];
        assert_eq!(name, "tictactoe.6");
        for command in [
            "terminal", "arena", "solve", "history", "host", "join", "brain",
        ] {
            assert!(main.contains(command), "{command}");
        }
        assert!(main.contains(".SH FILES"));
        for file in [SETTINGS_FILE, ARCHIVE_FILE, AUTOSAVE_FILE, SCORES_FILE] {
            assert!(main.contains(&format!("/{file}")), "{file}");
        }
        assert!(main.contains("TICTACTOE_DATA_DIR"));
        assert!(main.contains("2026-11-29"));
        assert!(main.contains(".SH EXAMPLES"));
        assert!(main.contains(".SH KEYS\n"));
        assert!(main.contains(".TP\n\\fBCtrl+Z\\fR\nundo\n"), "{main}");
        assert!(main.contains("\\fBtictactoe history export 1 \\-\\-format psq > game.psq\\fR"));
    }

    #[test]
    fn each_command_has_its_page() {
        let pages = pages(Cli::command(), &release()).unwrap();
        let names: Vec<&str> = pages.iter().map(|(name, _)| name.as_str()).collect();
        assert!(names.contains(&"tictactoe-terminal.6"), "{names:?}");
        assert!(names.contains(&"tictactoe-history.6"), "{names:?}");
        let terminal = &pages
            .iter()
            .find(|(n, _)| n == "tictactoe-terminal.6")
            .unwrap()
            .1;
        assert!(terminal.contains("resume"));
    }
}
