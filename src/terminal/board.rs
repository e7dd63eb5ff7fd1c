//! The board in a terminal: columns lettered from `a`, rows numbered from 1 (the cell
//! names the game reads), each cell three characters wide. With room, a grid of lines
//! between the cells; on a short terminal, a compact board with a dot for an empty cell.
//! The cursor is a pair of brackets, the last move underlined, the winning line in reverse
//! video, a refused cell flashing; all of it visible without colour.

use mnk::{Board, Cell, Mark};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};

use super::look::Look;

/// What to mark on the board besides the marks.
#[derive(Default)]
pub struct Marks {
    /// Where the keys place a mark.
    pub cursor: Option<Cell>,
    /// The move last played.
    pub last: Option<Cell>,
    /// The cells of the winning line.
    pub winning: Vec<Cell>,
    /// A cell refused just now.
    pub flash: Option<Cell>,
    /// Cells to suggest: a hint, or the best moves in a review.
    pub good: Vec<Cell>,
}

/// The board's size in columns and rows of the terminal, with a grid or compact.
pub fn size(board: &Board, grid: bool) -> (u16, u16) {
    let (cols, rows) = (board.cols() as u16, board.rows() as u16);
    if grid {
        (4 + 4 * cols + 1, 2 * rows + 2)
    } else {
        (4 + 3 * cols, rows + 1)
    }
}

/// Whether the grid fits in `room` (columns, rows).
pub fn grid_fits(board: &Board, room: (u16, u16)) -> bool {
    let (w, h) = size(board, true);
    w <= room.0 && h <= room.1
}

/// The board as lines of text.
pub fn lines(board: &Board, marks: &Marks, look: &Look, grid: bool) -> Vec<Line<'static>> {
    let (cols, rows) = (board.cols() as usize, board.rows() as usize);
    let mut lines = Vec::new();
    let letters: String = (0..cols)
        .map(|c| {
            let letter = (b'a' + c as u8) as char;
            if grid {
                format!("  {letter} ")
            } else {
                format!(" {letter} ")
            }
        })
        .collect();
    lines.push(Line::styled(format!("    {letters}"), look.dim()));
    let rule = |left: &str, middle: &str, right: &str| {
        let cells = vec!["───"; cols].join(middle);
        Line::styled(format!("    {left}{cells}{right}"), look.dim())
    };
    if grid {
        lines.push(rule("┌", "┬", "┐"));
    }
    for row in 0..rows {
        let mut spans = vec![Span::styled(format!("{:>3} ", row + 1), look.dim())];
        for col in 0..cols {
            if grid {
                spans.push(Span::styled("│", look.dim()));
            }
            spans.extend(cell(board, row * cols + col, marks, look, grid));
        }
        if grid {
            spans.push(Span::styled("│", look.dim()));
        }
        lines.push(Line::from(spans));
        if grid {
            lines.push(if row + 1 < rows {
                rule("├", "┼", "┤")
            } else {
                rule("└", "┴", "┘")
            });
        }
    }
    lines
}

/// One cell, three characters: a bracket each side at the cursor, the mark (or a dot, or
/// `*` for a suggested cell) in the middle.
fn cell(board: &Board, cell: Cell, marks: &Marks, look: &Look, grid: bool) -> Vec<Span<'static>> {
    let mark = board.get(cell);
    let (glyph, mut style) = match mark {
        Some(Mark::X) => ("X", look.mark(Mark::X)),
        Some(Mark::O) => ("O", look.mark(Mark::O)),
        None if marks.good.contains(&cell) => ("*", look.good()),
        None if grid => (" ", Style::new()),
        None => ("·", look.dim()),
    };
    if marks.last == Some(cell) {
        style = style.add_modifier(Modifier::UNDERLINED);
    }
    let mut around = Style::new();
    if marks.winning.contains(&cell) {
        style = style.patch(look.winning());
        around = look.winning();
    }
    if marks.flash == Some(cell) {
        style = style.patch(look.flash());
        around = look.flash();
    }
    let (left, right) = if marks.cursor == Some(cell) {
        ("[", "]")
    } else {
        (" ", " ")
    };
    let bracket = around.add_modifier(Modifier::BOLD);
    vec![
        Span::styled(left, bracket),
        Span::styled(glyph, style),
        Span::styled(right, bracket),
    ]
}
