//! The game in plain lines, for scripts and pipes and for a player with a screen reader
//! (`--lines`): it prints the board, reads one move a line, answers each bad line with the
//! reason and each reading command with the part of the position asked
//! ([`super::reading`]), and plays the computer seats at once (no think delay). With two
//! computer seats it plays the game to its end. The game is kept in the files as the window
//! keeps it: an input that ends first leaves it to resume.

use super::{catalog, reading, who};
use std::io::{BufRead, Write};
use tictactoe_core::i18n::Arg;

use mnk::{Board, Mark, Outcome};

use tictactoe_core::brain::turn::BrainTurn;
use tictactoe_core::computer::{ComputerTurn, Scheduler};
use tictactoe_core::kept::KeptSession;
use tictactoe_core::notation::{cell_name, parse_cell};
use tictactoe_core::session::{Act, Acted, Refusal, Seat, Start};
use tictactoe_core::words::opening::{
    choice_due, choice_numbered, choices_numbered, chose, opening_status,
};
use tictactoe_core::words::reading::move_said;
use tictactoe_core::words::rules::refusal;
use tictactoe_core::words::{board_shape, for_the_ear};

/// The board as lines: column letters above, row numbers at the left, `.` for an empty
/// cell.
pub fn board_lines(board: &Board) -> String {
    let (cols, rows) = (board.cols() as usize, board.rows());
    let mut out = String::from("    ");
    for col in 0..cols {
        out.push((b'a' + col as u8) as char);
        out.push(' ');
    }
    out = out.trim_end().to_string();
    out.push('\n');
    for row in 0..rows as usize {
        out.push_str(&format!("{:>3} ", row + 1));
        let cells: Vec<&str> = (0..cols)
            .map(|col| match board.get(row * cols + col) {
                Some(Mark::X) => "X",
                Some(Mark::O) => "O",
                None => ".",
            })
            .collect();
        out.push_str(&cells.join(" "));
        out.push('\n');
    }
    out
}

/// A move as a line: "Hard (O) plays b2." (`mark`'s player, on `position`'s board).
fn plays(kept: &KeptSession, mark: Mark, position: &Board, cell: mnk::Cell) -> String {
    move_said(&catalog(), &who(kept, mark), position.cols(), cell)
}

/// The message `key`, its variables given as `who` (a player), `cell` and the like.
fn say(key: &str, args: &[(&str, Arg)]) -> String {
    catalog().text_with(key, args)
}

/// The longest line read as a move, in bytes: a longer one is answered as a bad line.
const MAX_LINE: u64 = 200;

/// Plays one game, begun as `start` says (a new game, or the one kept), reading the
/// people's moves from `input` and writing the game to `out`. The files are first written
/// after the first move, so a run that plays none leaves a kept game as it was.
///
/// `at_terminal`: a person types at a terminal (`--lines`), most likely with a screen
/// reader or a braille display, so nothing is said twice: the terminal already shows what
/// they type, and the board's grid comes only when asked (`grid`); each move is said as a
/// sentence instead. Otherwise (a pipe, a script) each line read is echoed and the grid
/// follows every move, so that the output reads as the whole game. At a terminal, the
/// lines are written without the marks that order a right-to-left line for the eye
/// ([`ForTheEar`]), which a screen reader reads out and a braille display shows.
///
/// # Errors
/// The input ended (or could not be read) before the game did, or `out` could not be
/// written: the game is kept to resume (`--resume`).
pub fn play_lines(
    kept: &mut KeptSession,
    start: Start,
    input: &mut impl BufRead,
    out: &mut impl Write,
    at_terminal: bool,
) -> Result<(), String> {
    if at_terminal {
        play(kept, start, input, &mut ForTheEar(out), true)
    } else {
        play(kept, start, input, out, false)
    }
}

/// A writer that leaves out the marks of direction ([`for_the_ear`]) of what is written
/// to it whole (as `write!` writes each piece); bytes that are no whole text go as they are.
struct ForTheEar<W>(W);

impl<W: Write> Write for ForTheEar<W> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        match std::str::from_utf8(bytes) {
            Ok(text) => {
                self.0.write_all(for_the_ear(text).as_bytes())?;
                Ok(bytes.len())
            }
            Err(_) => self.0.write(bytes),
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.0.flush()
    }
}

/// [`play_lines`], writing to `out` as it is.
fn play(
    kept: &mut KeptSession,
    start: Start,
    input: &mut impl BufRead,
    out: &mut impl Write,
    at_terminal: bool,
) -> Result<(), String> {
    let written = |e: std::io::Error| say("output-failed", &[("why", e.to_string().into())]);
    kept.session.start(start);
    let (mut turn, mut scheduler) = (ComputerTurn::new(), Scheduler::default());
    let mut brain = BrainTurn::default();
    let opening = say(
        "lines-opening",
        &[
            (
                "board",
                board_shape(&catalog(), kept.session.board()).into(),
            ),
            ("x", who(kept, Mark::X).into()),
            ("o", who(kept, Mark::O).into()),
        ],
    );
    let commands = say(
        "lines-help-hint",
        &[("help", catalog().bare("lines-command-help", &[]).into())],
    );
    writeln!(out, "{opening}\n{commands}").map_err(written)?;
    if !at_terminal {
        write!(out, "{}", board_lines(kept.session.board())).map_err(written)?;
    }
    while let Some((_, seat)) = kept.session.mover() {
        let position = kept.session.board().clone();
        // In an opening, the player placing a stone or choosing, whatever mark it plays.
        let mark = kept
            .session
            .actor()
            .map_or(position.to_move(), |(_, mark)| mark);
        let step = kept.session.opening_step();
        let act = match seat {
            Seat::Brain if kept.session.brain_to_move() => {
                let setup = kept.settings.brain_setup();
                match brain.move_now(setup.as_ref(), &position) {
                    Ok(cell) => {
                        writeln!(out, "{}", plays(kept, mark, &position, cell)).map_err(written)?;
                        Act::Move(cell)
                    }
                    Err(failure) => {
                        for mark in kept.session.brain_failed() {
                            let stopped = say(
                                "brain-stopped",
                                &[
                                    ("why", Arg::Message(failure.key())),
                                    ("mark", mark.to_string().into()),
                                ],
                            );
                            writeln!(out, "{stopped}").map_err(written)?;
                        }
                        continue;
                    }
                }
            }
            // A brain's opening steps are the computer's.
            Seat::Computer(_) | Seat::Brain => {
                let Some((level, step)) = kept.session.computer_to_act() else {
                    break;
                };
                let budget = kept.settings.hard_budget;
                let chosen = turn.choose_now(&mut scheduler, &position, level, step, budget);
                let Some(act) = chosen else {
                    break;
                };
                if let Act::Move(cell) = act {
                    writeln!(out, "{}", plays(kept, mark, &position, cell)).map_err(written)?;
                }
                act
            }
            // Not resumed here (see `KeptSession::open`).
            Seat::Remote => return Err(say("lines-network", &[])),
            Seat::Human => {
                let choices = kept.session.choice_due().map(|(_, choices)| choices);
                let prompt = match (
                    choices,
                    opening_status(step, position.ply(), &who(kept, mark)),
                ) {
                    (Some(choices), _) => say(
                        "lines-choose",
                        &[
                            ("who", who(kept, mark).into()),
                            ("choices", choices_numbered(&catalog(), choices).into()),
                        ],
                    ),
                    (None, Some((key, args))) => format!("{}:", say(key, &args)),
                    (None, None) => say("lines-to-move", &[("who", who(kept, mark).into())]),
                };
                write!(out, "{prompt} ").map_err(written)?;
                out.flush().map_err(written)?;
                let Some(line) = read_line(input)? else {
                    writeln!(out).map_err(written)?;
                    return Err(say("lines-input-ended", &[("ply", position.ply().into())]));
                };
                if !at_terminal {
                    writeln!(out, "{}", line.trim_end()).map_err(written)?;
                }
                if line.len() as u64 > MAX_LINE {
                    writeln!(out, "{}", say("lines-too-long", &[])).map_err(written)?;
                    continue;
                }
                if line.trim().is_empty() {
                    writeln!(out, "{}", say("lines-empty", &[])).map_err(written)?;
                    continue;
                }
                let tally = || {
                    let [x, o] = kept.session.players();
                    kept.session.scores.line(&catalog(), &x, &o)
                };
                let read = reading::answer(&catalog(), &line, &position, |m| who(kept, m), tally);
                if let Some(read) = read {
                    writeln!(out, "{read}").map_err(written)?;
                    continue;
                }
                // A choice by its number; anything else is read as a cell.
                match choices.and_then(|choices| choice_numbered(&line, choices)) {
                    Some(choice) => Act::Choose(choice),
                    None => match parse_cell(&line, &position, &catalog()) {
                        Ok(cell) => Act::Move(cell),
                        Err(why) => {
                            writeln!(out, "{why}").map_err(written)?;
                            continue;
                        }
                    },
                }
            }
        };
        let chooser = who(kept, mark);
        match kept.session.act(act, &position, 0) {
            Ok(Acted::Played(_)) => {
                // A person's own move, said back where their typing is not echoed.
                if let (true, Seat::Human, Act::Move(cell)) = (at_terminal, seat, act) {
                    writeln!(out, "{}", plays(kept, mark, &position, cell)).map_err(written)?;
                }
            }
            Ok(Acted::Chose(made)) => {
                let (key, args) = chose(made.choice, &chooser);
                writeln!(out, "{}", say(key, &args)).map_err(written)?;
            }
            Err(Refusal::Illegal(error)) => {
                let (key, args) = refusal(&error, position.cols());
                writeln!(out, "{}", say(key, &args)).map_err(written)?;
                continue;
            }
            Err(Refusal::Opening(_)) => {
                let (key, args) = choice_due(&chooser);
                writeln!(out, "{}", say(key, &args)).map_err(written)?;
                continue;
            }
            Err(Refusal::Stale) => continue,
        }
        kept.settle();
        if !at_terminal {
            write!(out, "{}", board_lines(kept.session.board())).map_err(written)?;
        }
        for notice in kept.take_notices(&catalog()) {
            writeln!(out, "{notice}").map_err(written)?;
        }
    }
    let board = kept.session.board();
    let result = match board.outcome() {
        Outcome::Win { mark, line } => {
            let line: Vec<String> = line
                .iter()
                .map(|&cell| cell_name(board.cols(), cell))
                .collect();
            say(
                "wins-with",
                &[
                    ("who", who(kept, *mark).into()),
                    ("line", line.join(" ").into()),
                ],
            )
        }
        Outcome::Draw => say("draw", &[]),
        Outcome::InProgress => say("stopped", &[]),
    };
    let [x, o] = kept.session.players();
    let tally = kept.session.scores.line(&catalog(), &x, &o);
    let scores = say("scores", &[("tally", tally.into())]);
    writeln!(out, "{result}\n{scores}").map_err(written)?;
    Ok(())
}

/// The next line of `input`, without its end; a line longer than [`MAX_LINE`] is read to its
/// end and given cut (so that no line, however long, fills the memory). `None` at the end.
fn read_line(input: &mut impl BufRead) -> Result<Option<String>, String> {
    let mut bytes = Vec::new();
    let mut seen = 0u64;
    loop {
        let chunk = input
            .fill_buf()
            .map_err(|e| say("input-failed", &[("why", e.to_string().into())]))?;
        if chunk.is_empty() {
            break;
        }
        let end = chunk.iter().position(|&b| b == b'\n');
        let take = end.map_or(chunk.len(), |i| i + 1);
        let room = (MAX_LINE + 1).saturating_sub(bytes.len() as u64) as usize;
        bytes.extend_from_slice(&chunk[..take.min(room)]);
        seen += take as u64;
        input.consume(take);
        if end.is_some() {
            break;
        }
    }
    if seen == 0 {
        return Ok(None);
    }
    Ok(Some(String::from_utf8_lossy(&bytes).trim_end().to_string()))
}
