//! Piskvork's game files (`.psq`), as Gomocup publishes its games: a header naming the
//! board (`Piskvorky 15x15, 11:11, 0`), one line per move (`x,y,ms`: the column and the row
//! counted from 1, then the milliseconds the move took), the two players' names, `-1`, and
//! the division's line (`0,Renju15`), whose name says the rule. Piskvork's own saves end
//! after the moves with `-1` alone (from its menu) or with the names and `0` (from its
//! command line). Five in a row is the only win length the format knows.
//!
//! Written and read here for every front end, so that a game travels to and from the
//! gomoku tools (Piskvork, Yixin-Board, Gomocup's archives) and back identical: its board,
//! rule, moves, move times and players (a computer as `tictactoe-hard`). Its id and its date
//! are not in the format: an imported game gets new ones.

use jiff::Timestamp;
use mnk::{Cell, Geometry, Level, Rule};

use super::ArchivedGame;
use crate::players::{PlayerId, Seat};
use crate::session::new_game_id;
use crate::words::printable;

/// The one win length a `.psq` game is played to.
pub const PSQ_K: u8 = 5;

/// How a computer player is named in a `.psq` file: `tictactoe-hard`.
const COMPUTER_PREFIX: &str = "tictactoe-";

/// Whether `text` looks like a `.psq` game (its first line names Piskvork's board).
pub fn is_psq(text: &str) -> bool {
    text.trim_start().starts_with("Piskvorky")
}

/// `game` as a `.psq` file.
///
/// # Errors
/// A game not played to five in a row, which the format cannot say.
pub fn write(game: &ArchivedGame) -> Result<String, String> {
    let board = game.record.board();
    if board.k() != PSQ_K {
        return Err(format!(
            "a .psq file keeps five-in-a-row games; this one is {} in a row",
            board.k()
        ));
    }
    let (cols, rows) = (board.cols(), board.rows());
    let mut text = format!("Piskvorky {cols}x{rows}, 11:11, 0\n");
    let geometry = board.geometry();
    for (i, &cell) in game.record.moves().iter().enumerate() {
        let (col, row) = geometry.col_row(cell);
        let ms = game.move_ms.get(i).copied().unwrap_or(0);
        text.push_str(&format!("{},{},{ms}\n", col + 1, row + 1));
    }
    for player in [&game.x, &game.o] {
        text.push_str(&name_line(player));
        text.push('\n');
    }
    let rule = match board.rule() {
        Rule::Freestyle => "Freestyle",
        Rule::Standard => "Standard",
        Rule::Renju => "Renju",
        Rule::Caro => "Caro",
    };
    text.push_str(&format!("-1\n0,{rule}{}\n", cols.max(rows)));
    Ok(text)
}

/// The folder in the data folder that exported `.psq` games are written to.
pub const EXPORTS_DIR: &str = "exports";

/// Writes `game` as `.psq` into `data`'s [`EXPORTS_DIR`], named by its id, atomically.
/// Returns the file's path.
///
/// # Errors
/// A game the format cannot keep ([`write`]), or the system's reason the file cannot be
/// written.
pub fn export_into(
    data: &std::path::Path,
    game: &ArchivedGame,
) -> Result<std::path::PathBuf, String> {
    let text = write(game)?;
    let dir = data.join(EXPORTS_DIR);
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let path = dir.join(format!("{}.psq", game.id));
    crate::storage::write_atomic(&path, text.as_bytes())
        .map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(path)
}

/// The game in a `.psq` file, every move checked, with a new id and the time of reading.
///
/// # Errors
/// Why it is not a finished game this game can keep: no Piskvork header, a board beyond
/// [`mnk::MAX_SIDE`], a move off the board or on a taken cell (named by its number), or a
/// game that ends before anyone won (a lost connection, a time-out).
pub fn read(text: &str) -> Result<ArchivedGame, String> {
    let mut lines = text.lines().map(str::trim).skip_while(|l| l.is_empty());
    let header = lines.next().unwrap_or_default();
    if !header.starts_with("Piskvorky") {
        return Err("not a .psq game: its first line does not start with Piskvorky".into());
    }
    let (cols, rows) = board_size(header).ok_or_else(|| {
        format!(
            "not a .psq game: no board size in \"{}\"",
            printable(header)
        )
    })?;
    let geometry =
        Geometry::get(cols, rows, PSQ_K).map_err(|e| format!("not a game to keep: {e}"))?;
    let mut cells: Vec<Cell> = Vec::new();
    let mut move_ms = Vec::new();
    let mut rest = Vec::new();
    for line in lines.by_ref() {
        match move_line(line) {
            Some((x, y, ms)) if rest.is_empty() => {
                let n = cells.len() + 1;
                if !(1..=u32::from(cols)).contains(&x) || !(1..=u32::from(rows)).contains(&y) {
                    return Err(format!("move {n} ({x},{y}) is off the {cols}x{rows} board"));
                }
                cells.push((y as usize - 1) * cols as usize + (x as usize - 1));
                move_ms.push(ms);
            }
            _ => {
                rest.push(line);
                break;
            }
        }
    }
    rest.extend(lines);
    let (x, o) = players(&rest);
    let rule = division_rule(&rest);
    let record = mnk::GameRecord::from_moves_under(rule, geometry, &cells, cells.len())
        .map_err(|e| format!("not a game to keep: {e}"))?;
    let game = ArchivedGame {
        id: new_game_id(),
        played_at: Timestamp::now(),
        x,
        o,
        record,
        move_ms,
        // Piskvork's files keep no opening: the stones are read as played.
        opening: mnk::Opening::Free,
        choices: Vec::new(),
        out_of_time: None,
    };
    game.check()?;
    Ok(game)
}

/// A player as its line in the file: a person's name on one line, a computer by level.
fn name_line(player: &PlayerId) -> String {
    match player {
        PlayerId::Human(name) | PlayerId::Remote(name) => printable(name),
        PlayerId::Computer(level) => format!("{COMPUTER_PREFIX}{}", level.name().to_lowercase()),
        // Read back as a person of that name: a brain is not one of our levels.
        PlayerId::Brain => Seat::Brain.name().to_string(),
    }
}

/// The board's columns and rows in the header: the first `WxH`.
fn board_size(header: &str) -> Option<(u8, u8)> {
    header.split([' ', ',']).find_map(|word| {
        let (w, h) = word.split_once(['x', 'X'])?;
        Some((w.parse().ok()?, h.parse().ok()?))
    })
}

/// A move's line, `x,y,ms` (the time may be missing).
fn move_line(line: &str) -> Option<(u32, u32, u32)> {
    let mut numbers = line.split(',').map(|n| n.trim().parse::<u32>());
    let x = numbers.next()?.ok()?;
    let y = numbers.next()?.ok()?;
    let ms = match numbers.next() {
        Some(ms) => ms.ok()?,
        None => 0,
    };
    numbers.next().is_none().then_some((x, y, ms))
}

/// The players named in the lines after the moves (before `-1`); a computer's name of
/// this game is its level, any other a person's.
fn players(rest: &[&str]) -> (PlayerId, PlayerId) {
    let mut names = rest.iter().take_while(|l| **l != "-1").map(|l| player(l));
    let x = names.next().unwrap_or_else(|| player("X"));
    let o = names.next().unwrap_or_else(|| player("O"));
    (x, o)
}

fn player(line: &str) -> PlayerId {
    let name = printable(line.trim());
    let level = name
        .strip_prefix(COMPUTER_PREFIX)
        .and_then(|l| l.parse::<Level>().ok());
    match level {
        Some(level) => PlayerId::Computer(level),
        None => PlayerId::Human(name),
    }
}

/// The rule the division's line names (`0,Renju15`, `1,Standard15`; Gomocup's
/// `Freestyle` and `Fastgame` are freestyle), freestyle when none does.
fn division_rule(rest: &[&str]) -> Rule {
    let divisions = rest
        .iter()
        .skip_while(|l| **l != "-1")
        .filter_map(|l| l.split_once(',').map(|(_, name)| name.to_lowercase()));
    for name in divisions {
        for rule in [Rule::Standard, Rule::Renju, Rule::Caro, Rule::Freestyle] {
            if name.starts_with(rule.name()) {
                return rule;
            }
        }
    }
    Rule::Freestyle
}

#[cfg(test)]
mod tests {
    use super::*;
    use mnk::GameRecord;

    /// A renju game on 15x15 that X (Hard) wins with five down column h.
    fn renju_game() -> ArchivedGame {
        let geometry = Geometry::get(15, 15, 5).unwrap();
        let at = |col: usize, row: usize| row * 15 + col;
        let moves = [
            at(7, 7),
            at(8, 8),
            at(7, 8),
            at(9, 9),
            at(7, 6),
            at(10, 10),
            at(7, 5),
            at(11, 11),
            at(7, 9),
        ];
        ArchivedGame {
            id: 7,
            played_at: "2026-12-07T10:00:00Z".parse().unwrap(),
            x: PlayerId::Computer(Level::Hard),
            o: PlayerId::Human("Ana".into()),
            record: GameRecord::from_moves_under(Rule::Renju, geometry, &moves, moves.len())
                .unwrap(),
            move_ms: vec![0, 1200, 800, 950, 700, 3000, 640, 2500, 510],
            opening: mnk::Opening::Free,
            choices: Vec::new(),
            out_of_time: None,
        }
    }

    #[test]
    fn a_game_written_as_psq_reads_back_identical_but_for_its_id_and_date() {
        let game = renju_game();
        let text = write(&game).unwrap();
        assert!(text.starts_with("Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,1200\n"));
        assert!(text.ends_with("8,10,510\ntictactoe-hard\nAna\n-1\n0,Renju15\n"));
        assert!(is_psq(&text));
        let back = read(&text).unwrap();
        assert_eq!(
            (&back.x, &back.o, &back.record, &back.move_ms),
            (&game.x, &game.o, &game.record, &game.move_ms)
        );
        assert_eq!(back.record.board().rule(), Rule::Renju);
        // Windows line ends read the same.
        assert_eq!(
            read(&text.replace('\n', "\r\n")).unwrap().record,
            game.record
        );
    }

    #[test]
    fn a_gomocup_game_imports_as_freestyle_with_its_brains_as_people() {
        // As Gomocup's archives publish their games (the division last).
        let text = "Piskvorky 20x20, 11:11, 0\n10,10,0\n11,11,15\n10,11,40\n12,12,32\n\
                    10,12,51\n13,13,8\n10,13,77\n14,14,12\n10,9,90\n\
                    RAPFI.zip\nEMBRYO.zip\n-1\n0,Freestyle20\n";
        let game = read(text).unwrap();
        assert_eq!(game.record.board().cols(), 20);
        assert_eq!(game.record.board().rule(), Rule::Freestyle);
        assert_eq!(game.end(), super::super::GameEnd::XWon);
        assert_eq!(game.x, PlayerId::Human("RAPFI.zip".into()));
        assert_eq!(game.move_ms[2], 40);
        // Imported twice, it is kept once (a .psq has no id or date to tell it by).
        let kept = super::super::import_into(text, &[]).unwrap();
        assert_eq!(
            super::super::import_into(text, &[kept]).unwrap_err(),
            "that game is already kept"
        );
        let standard = text.replace("0,Freestyle20", "0,Standard20");
        assert_eq!(
            read(&standard).unwrap().record.board().rule(),
            Rule::Standard
        );
    }

    /// The two shapes Piskvork's own writer gives a game (`savePsq` in its game.cpp): saved
    /// from its menu, the header's levels 0 for people and the error code -1 last; played
    /// from its command line, the players' names (`homo-1` for a person) and then 0.
    #[test]
    fn files_in_the_shapes_piskvorks_writer_makes_import() {
        let saved = "Piskvorky 15x15, 0:0, 0
8,8,2130
9,8,1420
8,9,3010
9,9,980
                     8,10,2200
9,10,1700
8,11,1500
9,11,1300
8,12,900
-1
";
        let game = read(saved).unwrap();
        assert_eq!(game.end(), super::super::GameEnd::XWon);
        assert_eq!(
            (game.x.to_string(), game.o.to_string()),
            ("X".into(), "O".into())
        );
        assert_eq!(game.move_ms[0], 2130);
        let cell = |col: usize, row: usize| (row - 1) * 15 + (col - 1);
        assert_eq!(game.record.moves()[..2], [cell(8, 8), cell(9, 8)]);
        let command_line = "Piskvorky 15x15, 0:3, 1
8,8,0
9,8,0
8,9,0
9,9,0
                            8,10,0
9,10,0
8,11,0
9,11,0
8,12,0
homo-1
pbrain-x.exe
0
";
        let game = read(command_line).unwrap();
        assert_eq!(game.x, PlayerId::Human("homo-1".into()));
        assert_eq!(game.o, PlayerId::Human("pbrain-x.exe".into()));
        assert_eq!(game.record.board().rule(), Rule::Freestyle);
    }

    #[test]
    fn a_psq_that_is_no_finished_game_is_refused_with_the_reason() {
        let cut = "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,0\n-1\n";
        assert_eq!(read(cut).unwrap_err(), "the game is not finished");
        let off = "Piskvorky 15x15, 11:11, 0\n8,8,0\n16,9,0\n";
        assert!(read(off).unwrap_err().starts_with("move 2 (16,9) is off"));
        let taken = "Piskvorky 15x15, 11:11, 0\n8,8,0\n8,8,0\n";
        assert!(
            read(taken).unwrap_err().contains("taken"),
            "{:?}",
            read(taken)
        );
        assert!(read("(id: 1)").unwrap_err().starts_with("not a .psq game"));
        assert!(read("Piskvorky 30x30, 11:11, 0\n").is_err());
        let mut three = renju_game();
        three.record = GameRecord::from_moves(
            mnk::Board::classic().geometry(),
            &[4, 0, 8, 2, 1, 7, 6, 3, 5],
            9,
        )
        .unwrap();
        assert!(write(&three).unwrap_err().contains("five-in-a-row"));
    }
}
