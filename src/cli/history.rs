//! `tictactoe history`: the archive of finished games on the command line. Games are
//! numbered as listed, newest first, from 1.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use mnk::Mark;
use serde::Serialize;

use crate::cli::{HistoryAction, HistoryArgs};
use tictactoe_core::archive::{self, ARCHIVE_FILE, ArchivedGame};
use tictactoe_core::notation::cell_name;
use tictactoe_core::storage::Folders;
use tictactoe_core::words::board_short;

/// The archive file `--data-dir` (or the platform) names.
///
/// # Errors
/// A message when there is no home folder to find it in.
pub fn archive_path(data_dir: Option<&Path>) -> Result<PathBuf, String> {
    let folders = Folders::find(data_dir).ok_or("no home folder: use --data-dir")?;
    Ok(folders.data.join(ARCHIVE_FILE))
}

/// One game in `--json` output.
#[derive(Serialize)]
struct Row<'a> {
    number: usize,
    id: u64,
    played_at: String,
    x: String,
    o: String,
    size: String,
    k: u8,
    result: &'a str,
    moves: usize,
}

/// One line per game, newest first: "1  2026-11-22 21:40  Ana  Hard  3x3 k3  X won  7 moves".
pub fn list(games: &[&ArchivedGame]) -> String {
    let mut out = String::new();
    let english = tictactoe_core::i18n::Catalog::new("en");
    for (i, game) in games.iter().enumerate() {
        let board = game.record.board();
        let _ = writeln!(
            out,
            "{:>5}  {}  {:<20}  {:<20}  {}  {:<6}  {} moves",
            i + 1,
            game.local_time(),
            game.x.to_string(),
            game.o.to_string(),
            board_short(&english, board),
            game.end().name(),
            game.plies()
        );
    }
    out
}

/// A game for a person: who, when, the moves with their times, and the final board.
pub fn show(game: &ArchivedGame) -> String {
    let board = game.record.board();
    let mut out = format!(
        "{}: {} (X) against {} (O), {}\n{}, {} moves\n\n",
        game.local_time(),
        game.x,
        game.o,
        game.shape(),
        game.end().name(),
        game.plies()
    );
    for (ply, &cell) in game.record.moves().iter().enumerate() {
        let mark = if ply % 2 == 0 { Mark::X } else { Mark::O };
        let time = game
            .move_ms
            .get(ply)
            .map(|ms| format!(" ({:.1} s)", *ms as f64 / 1000.0))
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "{:>3}. {mark} {}{time}",
            ply + 1,
            cell_name(board.cols(), cell)
        );
    }
    let _ = writeln!(out, "\n{board}");
    out
}

/// The game numbered `number` (from 1, newest first).
fn nth<'a>(games: &[&'a ArchivedGame], number: usize) -> Result<&'a ArchivedGame, String> {
    number
        .checked_sub(1)
        .and_then(|i| games.get(i).copied())
        .ok_or_else(|| match games.len() {
            0 => "the archive is empty".to_string(),
            n => format!("no game {number}: the archive holds games 1 to {n}"),
        })
}

/// A game exported as RON, as `import` reads it.
///
/// # Errors
/// Only if RON cannot write the game (it always can).
pub fn export(game: &ArchivedGame) -> Result<String, String> {
    ron::ser::to_string_pretty(game, ron::ser::PrettyConfig::default()).map_err(|e| e.to_string())
}

pub use tictactoe_core::archive::parse_import;

/// Runs `tictactoe history`.
///
/// # Errors
/// A message for a game number not in the archive, a file that cannot be read or
/// imported, or an archive that cannot be written.
pub fn history_command(args: &HistoryArgs, data_dir: Option<&Path>) -> Result<(), String> {
    let path = archive_path(data_dir)?;
    let loaded = archive::load(&path);
    if let Some(notice) = &loaded.notice {
        eprintln!("tictactoe: {notice}");
    }
    let games = archive::newest_first(&loaded.games);
    match &args.action {
        None if args.json => {
            let rows: Vec<Row> = games
                .iter()
                .enumerate()
                .map(|(i, g)| {
                    let board = g.record.board();
                    Row {
                        number: i + 1,
                        id: g.id,
                        played_at: g.played_at.to_string(),
                        x: g.x.to_string(),
                        o: g.o.to_string(),
                        size: format!("{}x{}", board.cols(), board.rows()),
                        k: board.k(),
                        result: g.end().name(),
                        moves: g.plies(),
                    }
                })
                .collect();
            println!(
                "{}",
                serde_json::to_string_pretty(&rows).map_err(|e| e.to_string())?
            );
        }
        None if games.is_empty() => println!("No games kept yet ({}).", path.display()),
        None => print!("{}", list(&games)),
        Some(HistoryAction::Show { number }) => print!("{}", show(nth(&games, *number)?)),
        Some(HistoryAction::Export { number, format }) => {
            let game = nth(&games, *number)?;
            match format.as_str() {
                "psq" => print!("{}", archive::psq::write(game)?),
                _ => println!("{}", export(game)?),
            }
        }
        Some(HistoryAction::Import { file }) => {
            let text = archive::read_import_file(file)?;
            let game = archive::import_into(&text, &loaded.games)
                .map_err(|e| format!("{}: {e}", file.display()))?;
            archive::append(&path, std::slice::from_ref(&game))
                .map_err(|e| format!("{}: {e}", path.display()))?;
            println!(
                "Imported: {} (X) against {} (O), {}.",
                game.x,
                game.o,
                game.end().name()
            );
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use mnk::{Board, GameRecord, Level};
    use tictactoe_core::session::PlayerId;

    fn game() -> ArchivedGame {
        let geometry = Board::classic().geometry();
        let moves = [4, 0, 8, 2, 1, 7, 6, 3, 5];
        ArchivedGame {
            id: 42,
            played_at: "2026-11-22T21:40:00Z".parse().unwrap(),
            x: PlayerId::Human("Ana".into()),
            o: PlayerId::Computer(Level::Easy),
            record: GameRecord::from_moves(geometry, &moves, moves.len()).unwrap(),
            move_ms: vec![1500, 600],
            opening: mnk::Opening::Free,
            choices: Vec::new(),
            out_of_time: None,
        }
    }

    #[test]
    fn export_then_import_gives_the_same_game() {
        let text = export(&game()).unwrap();
        assert_eq!(parse_import(&text), Ok(game()));
    }

    #[test]
    fn import_refuses_an_illegal_move_list_with_the_move_named() {
        let compact = ron::to_string(&game()).unwrap();
        assert!(parse_import(&compact).is_ok());
        let text = compact.replace("moves:[4,0,8", "moves:[4,4,8");
        let error = parse_import(&text).unwrap_err();
        assert!(
            error.contains("move 2") && error.contains("taken"),
            "{error}"
        );
        let short = compact.replace("cursor:9", "cursor:8");
        assert_ne!(short, compact);
        assert!(parse_import(&short).is_err());
        assert!(parse_import("hello").unwrap_err().starts_with("not a game"));
    }

    #[test]
    fn show_lists_moves_with_times_and_the_final_board() {
        let text = show(&game());
        assert!(
            text.contains("Ana (X) against Easy (O), 3x3, 3 in a row"),
            "{text}"
        );
        assert!(
            text.contains("  1. X b2 (1.5 s)") && text.contains("  3. X c3\n"),
            "{text}"
        );
        assert!(text.contains(&game().record.board().to_string()), "{text}");
    }

    #[test]
    fn games_are_numbered_from_one_newest_first() {
        let (a, b) = (game(), ArchivedGame { id: 43, ..game() });
        let games = vec![&b, &a];
        assert_eq!(nth(&games, 1).unwrap().id, 43);
        assert!(nth(&games, 0).is_err());
        assert_eq!(
            nth(&games, 3).unwrap_err(),
            "no game 3: the archive holds games 1 to 2"
        );
        assert!(
            list(&games)
                .lines()
                .next()
                .unwrap()
                .trim_start()
                .starts_with("1  ")
        );
    }
}
