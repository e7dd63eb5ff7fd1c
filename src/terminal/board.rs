//! The board in a terminal: columns lettered from `a`, rows numbered from 1 (the cell
//! names the game reads), each cell three characters wide. With room, a grid of lines
//! between the cells; on a short terminal, a compact board with a dot for an empty cell.
//! The cursor is a pair of brackets, the last move underlined, the winning line in reverse
//! video, a refused cell flashing, renju's forbidden points a small cross, and with the
//! setting each mark written as its move's number (in the mark's colour, as gomoku boards
//! number their stones; odd numbers are X's, as the marks alternate); all of it visible
//! without colour. A board too big for
//! the terminal shows the part around the cursor ([`View`]), its coordinates those of the
//! cells shown.

use std::ops::Range;

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
    /// Renju's forbidden points, drawn as a small cross on X's turn.
    pub forbidden: Vec<Cell>,
    /// Each mark is written as the number of the move that placed it, in its mark's
    /// colour (the setting).
    pub numbers: bool,
}

/// The part of a board shown: its columns and its rows, counted from 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    pub cols: Range<usize>,
    pub rows: Range<usize>,
    /// With a grid of lines between the cells.
    pub grid: bool,
}

/// The fewest cells a side a part of a board shows (where the board has them).
pub const LEAST_VIEW: usize = 9;

impl View {
    /// The whole board, with a grid or compact.
    pub fn whole(board: &Board, grid: bool) -> View {
        View {
            cols: 0..board.cols() as usize,
            rows: 0..board.rows() as usize,
            grid,
        }
    }

    /// The most of `board` that `room` (columns, rows of the terminal) shows: the whole
    /// board with a grid if it fits, else compact, else the compact part around `centre`
    /// (the cursor, or the last move).
    pub fn fitting(board: &Board, room: (u16, u16), centre: Option<Cell>) -> View {
        let whole = View::whole(board, true);
        if whole.fits(room) {
            return whole;
        }
        let (cols, rows) = (board.cols() as usize, board.rows() as usize);
        let shown_cols = (room.0.saturating_sub(4) / 3) as usize;
        let shown_rows = room.1.saturating_sub(1) as usize;
        let centre = centre.unwrap_or(cols * rows / 2);
        let span = |total: usize, shown: usize, at: usize| {
            let shown = shown.clamp(LEAST_VIEW.min(total), total);
            let start = at.saturating_sub(shown / 2).min(total - shown);
            start..start + shown
        };
        View {
            cols: span(cols, shown_cols, centre % cols),
            rows: span(rows, shown_rows, centre / cols),
            grid: false,
        }
    }

    /// Its size in columns and rows of the terminal.
    pub fn size(&self) -> (u16, u16) {
        let (cols, rows) = (self.cols.len() as u16, self.rows.len() as u16);
        if self.grid {
            (4 + 4 * cols + 1, 2 * rows + 2)
        } else {
            (4 + 3 * cols, rows + 1)
        }
    }

    /// Whether it fits in `room` (columns, rows).
    pub fn fits(&self, room: (u16, u16)) -> bool {
        let (w, h) = self.size();
        w <= room.0 && h <= room.1
    }

    /// The least room a board needs: the whole compact board, or a part of it
    /// [`LEAST_VIEW`] cells a side.
    pub fn least(board: &Board) -> (u16, u16) {
        let least = |side: u8| 0..(side as usize).min(LEAST_VIEW);
        View {
            cols: least(board.cols()),
            rows: least(board.rows()),
            grid: false,
        }
        .size()
    }
}

/// The part `view` of the board as lines of text.
pub fn lines(board: &Board, marks: &Marks, look: &Look, view: &View) -> Vec<Line<'static>> {
    let cols = board.cols() as usize;
    let grid = view.grid;
    let shown = view.cols.len();
    let mut lines = Vec::new();
    let mut ply = vec![0usize; board.cells()];
    if marks.numbers {
        for (i, cell) in board.moves_played().enumerate() {
            ply[cell] = i + 1;
        }
    }
    let letters: String = view
        .cols
        .clone()
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
        let cells = vec!["───"; shown].join(middle);
        Line::styled(format!("    {left}{cells}{right}"), look.dim())
    };
    if grid {
        lines.push(rule("┌", "┬", "┐"));
    }
    for row in view.rows.clone() {
        let mut spans = vec![Span::styled(format!("{:>3} ", row + 1), look.dim())];
        for col in view.cols.clone() {
            if grid {
                spans.push(Span::styled("│", look.dim()));
            }
            let at = row * cols + col;
            spans.extend(cell(board, at, ply[at], marks, look, grid));
        }
        if grid {
            spans.push(Span::styled("│", look.dim()));
        }
        lines.push(Line::from(spans));
        if grid {
            lines.push(if row + 1 < view.rows.end {
                rule("├", "┼", "┤")
            } else {
                rule("└", "┴", "┘")
            });
        }
    }
    lines
}

/// One cell, three characters: a bracket each side at the cursor, the mark (or a dot, or
/// `*` for a suggested cell) in the middle; or, numbered (`ply` from 1; 0 for none), the
/// move's number across the three, but at the cursor.
fn cell(
    board: &Board,
    cell: Cell,
    ply: usize,
    marks: &Marks,
    look: &Look,
    grid: bool,
) -> Vec<Span<'static>> {
    let mark = board.get(cell);
    if let Some(mark) = mark
        && ply > 0
        && marks.cursor != Some(cell)
    {
        let mut style = look.mark(mark);
        if marks.last == Some(cell) {
            style = style.add_modifier(Modifier::UNDERLINED);
        }
        if marks.winning.contains(&cell) {
            style = style.patch(look.winning());
        }
        return vec![Span::styled(format!("{ply:^3}"), style)];
    }
    let (glyph, mut style) = match mark {
        Some(Mark::X) => ("X", look.mark(Mark::X)),
        Some(Mark::O) => ("O", look.mark(Mark::O)),
        None if marks.good.contains(&cell) => ("*", look.good()),
        None if marks.forbidden.contains(&cell) => ("×", look.warning()),
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

#[cfg(test)]
mod tests {
    use super::*;

    fn text(lines: &[Line]) -> Vec<String> {
        lines
            .iter()
            .map(|l| l.spans.iter().map(|s| s.content.as_ref()).collect())
            .collect()
    }

    #[test]
    fn numbered_marks_show_their_moves_but_at_the_cursor() {
        let mut board = Board::new(15, 15, 5).unwrap();
        for cell in [0, 1, 2] {
            board.play(cell).unwrap();
        }
        let look = Look { color: false };
        let view = View::whole(&board, false);
        let mut marks = Marks {
            numbers: true,
            cursor: Some(2),
            ..Marks::default()
        };
        let first = &text(&lines(&board, &marks, &look, &view))[1];
        assert!(first.starts_with("  1  1  2 [X]"), "{first}");
        marks.numbers = false;
        let first = &text(&lines(&board, &marks, &look, &view))[1];
        assert!(first.starts_with("  1  X  O [X]"), "{first}");
    }
}
