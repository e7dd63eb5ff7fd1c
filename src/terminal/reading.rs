//! The line mode's reading commands: a line typed in place of a move that asks for part of
//! the position (`board`, `grid`, `row 3`, `column c`, `diagonals c3`, `last`, `turn`, `score`,
//! `help`), answered in words a screen reader or a braille display reads well
//! ([`tictactoe_core::words::reading`]). A command is its word in the player's language or
//! in English.

use mnk::{Board, Mark};
use tictactoe_core::i18n::{Arg, Catalog};
use tictactoe_core::notation::{cell_name, parse_cell};
use tictactoe_core::words::reading::{
    board_said, column_said, diagonals_said, last_said, row_said,
};

/// The reading commands, by their catalogue key's last word (also their English word).
const COMMANDS: [&str; 9] = [
    "board",
    "grid",
    "row",
    "column",
    "diagonals",
    "last",
    "turn",
    "score",
    "help",
];

/// What the player asked for, once read.
struct Asked<'a> {
    /// The command's English word (one of [`COMMANDS`]).
    command: &'static str,
    /// The word as typed, for the answer that it needs more.
    typed: &'a str,
    /// What follows the word, trimmed.
    rest: &'a str,
}

/// `word` as commands are compared: lower case, and without the accents a keyboard may
/// not have (`última` as `ultima`, `счёт` as `счет`, Turkish `SATIR` as `satır`).
fn folded(word: &str) -> String {
    word.to_lowercase()
        .chars()
        .filter(|&c| c != '\u{307}')
        .map(|c| match c {
            'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ą' => 'a',
            'ç' | 'ć' => 'c',
            'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ę' => 'e',
            'ì' | 'í' | 'î' | 'ï' | 'ī' | 'ı' => 'i',
            'ñ' | 'ń' => 'n',
            'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ō' => 'o',
            'ù' | 'ú' | 'û' | 'ü' | 'ū' => 'u',
            'ý' | 'ÿ' => 'y',
            'ł' => 'l',
            'ś' | 'ş' => 's',
            'ź' | 'ż' => 'z',
            'ğ' => 'g',
            'ё' => 'е',
            other => other,
        })
        .collect()
}

/// The command `line` is, if it is one: its first word is a command's word in the language
/// of `catalog` or in English, case and accents aside.
fn asked<'a>(catalog: &Catalog, line: &'a str) -> Option<Asked<'a>> {
    let line = line.trim();
    let (typed, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    let word = folded(typed);
    let command = COMMANDS.into_iter().find(|&command| {
        word == command || word == folded(&catalog.bare(&format!("lines-command-{command}"), &[]))
    })?;
    Some(Asked {
        command,
        typed,
        rest: rest.trim(),
    })
}

/// The answer to the reading command `line`, or `None` when the line is no command (a move,
/// or a mistake that the move's parser explains). `who` names a mark's player ("Ana (X)");
/// `tally` is the score line.
pub fn answer(
    catalog: &Catalog,
    line: &str,
    board: &Board,
    who: impl Fn(Mark) -> String,
    tally: impl FnOnce() -> String,
) -> Option<String> {
    let asked = asked(catalog, line)?;
    let needs = |what: &str| {
        catalog.text_with(
            &format!("lines-command-needs-{what}"),
            &[("command", asked.typed.to_string().into())],
        )
    };
    Some(match asked.command {
        "board" => board_said(catalog, board),
        "grid" => super::line::board_lines(board).trim_end().to_string(),
        "row" => asked
            .rest
            .parse::<u8>()
            .ok()
            .and_then(|row| row_said(catalog, board, row))
            .unwrap_or_else(|| needs("row")),
        "column" => {
            let letter = asked.rest.to_lowercase();
            let col = match letter.as_bytes() {
                [c @ b'a'..=b'z'] => Some(c - b'a'),
                _ => None,
            };
            col.and_then(|col| column_said(catalog, board, col))
                .unwrap_or_else(|| needs("column"))
        }
        "diagonals" => match parse_cell(asked.rest, board, catalog) {
            Ok(cell) => diagonals_said(catalog, board, cell),
            Err(_) => needs("cell"),
        },
        "last" => last_said(catalog, board, who),
        "turn" => catalog.text_with("lines-turn", &[("who", who(board.to_move()).into())]),
        "score" => catalog.text_with("scores", &[("tally", tally().into())]),
        _ => help(catalog, board),
    })
}

/// The list of the reading commands, in the player's language, with a cell of this board
/// as the example.
pub fn help(catalog: &Catalog, board: &Board) -> String {
    let centre = board.cells() / 2;
    let mut args: Vec<(&str, Arg)> = COMMANDS
        .iter()
        .map(|&command| {
            (
                command,
                catalog
                    .bare(&format!("lines-command-{command}"), &[])
                    .into(),
            )
        })
        .collect();
    args.push(("cell", cell_name(board.cols(), centre).into()));
    catalog.text_with("lines-commands", &args)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board() -> Board {
        // X c2, O a1 on 3x3.
        let mut board = Board::classic();
        board.play(5).unwrap();
        board.play(0).unwrap();
        board
    }

    fn ask(catalog: &Catalog, line: &str) -> Option<String> {
        answer(
            catalog,
            line,
            &board(),
            |mark| format!("Ana ({mark})"),
            || "Ana 1, Bo 0".into(),
        )
    }

    #[test]
    fn each_reading_command_answers_in_words() {
        let english = Catalog::new("en");
        for (line, said) in [
            ("board", "Row 1: a1 O. Row 2: c2 X. 7 empty cells."),
            ("grid", "    a b c\n  1 O . .\n  2 . . X\n  3 . . ."),
            ("row 2", "Row 2: a2 to b2 empty, c2 X."),
            ("ROW 1", "Row 1: a1 O, b1 to c1 empty."),
            ("column c", "Column c: c1 empty, c2 X, c3 empty."),
            ("diagonals b2", "Diagonal a1 to c3: a1 O, b2 to c3 empty."),
            ("last", "Last move: Ana (O), a1."),
            ("turn", "Ana (X) to move."),
            ("score", "Scores: Ana 1, Bo 0"),
            ("row 4", "row needs a row's number, as row 3."),
            ("column", "column needs a column's letter, as column c."),
            ("diagonals z9", "diagonals needs a cell, as diagonals c3."),
        ] {
            let answer = ask(&english, line).unwrap_or_default();
            assert!(answer.starts_with(said), "{line}: {answer}");
        }
        let help = ask(&english, "help").unwrap();
        for word in COMMANDS {
            assert!(help.contains(word), "{help}");
        }
        assert!(help.contains("b2"), "{help}");
        for move_or_mistake in ["b2", "2 1", "zz", ""] {
            assert_eq!(ask(&english, move_or_mistake), None);
        }
    }

    #[test]
    fn in_every_language_the_command_words_are_one_word_each_and_no_cell() {
        let board = Board::new(22, 22, 5).unwrap();
        for language in tictactoe_core::i18n::LANGUAGES {
            let catalog = Catalog::new(language.tag);
            let words: Vec<String> = COMMANDS
                .iter()
                .map(|command| catalog.bare(&format!("lines-command-{command}"), &[]))
                .collect();
            for (i, word) in words.iter().enumerate() {
                assert!(
                    !word.is_empty() && !word.contains(char::is_whitespace),
                    "{}: {word:?}",
                    language.tag
                );
                assert_eq!(word, &word.to_lowercase(), "{}", language.tag);
                assert!(parse_cell(word, &board, &catalog).is_err(), "{word}");
                // Neither another command's word here nor another's English word.
                for (j, other) in words.iter().enumerate() {
                    assert!(i == j || word != other, "{}: {word}", language.tag);
                    assert!(i == j || word != COMMANDS[j], "{}: {word}", language.tag);
                }
            }
        }
    }

    #[test]
    fn a_command_is_its_word_in_the_language_or_in_english() {
        let german = Catalog::new("de");
        let word = german.bare("lines-command-row", &[]);
        let in_german = ask(&german, &format!("{word} 2")).unwrap();
        assert_eq!(ask(&german, "row 2").unwrap(), in_german);
        assert!(in_german.contains("c2 X"), "{in_german}");
        for (tag, typed) in [("ru", "СЧЕТ"), ("tr", "SATIR 1"), ("es", "ultima")] {
            let catalog = Catalog::new(tag);
            assert!(ask(&catalog, typed).is_some(), "{tag}: {typed}");
        }
    }
}
