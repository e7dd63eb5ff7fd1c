//! The colours of every screen.

use bevy::prelude::*;

/// Window background.
pub const BACKGROUND: Color = Color::srgb(0.09, 0.10, 0.13);
/// Grid lines (the board's background showing between cells).
pub const GRID: Color = Color::srgb(0.55, 0.58, 0.66);
/// An empty or played cell.
pub const CELL: Color = Color::srgb(0.14, 0.15, 0.20);
/// A cell of the winning line.
pub const WIN_CELL: Color = Color::srgb(0.16, 0.45, 0.25);
/// A cell flashing after an illegal click.
pub const FLASH: Color = Color::srgb(0.85, 0.12, 0.12);
/// The keyboard's cursor on the board.
pub const CURSOR: Color = Color::srgb(0.98, 0.85, 0.35);
/// The ring round the last move played.
pub const LAST_MOVE: Color = Color::srgb(0.92, 0.92, 0.95);
/// The ring round a best move that was missed, and its faint mark (in Review).
pub const BEST_MOVE: Color = Color::srgb(0.35, 0.85, 0.45);
/// X's mark.
pub const X_COLOR: Color = Color::srgb(0.40, 0.75, 1.0);
/// O's mark.
pub const O_COLOR: Color = Color::srgb(1.0, 0.72, 0.30);
/// Ordinary text.
pub const TEXT: Color = Color::srgb(0.92, 0.92, 0.95);
/// The text of a button that cannot be pressed now.
pub const TEXT_DISABLED: Color = Color::srgb(0.42, 0.43, 0.48);
/// A button at rest.
pub const BUTTON: Color = Color::srgb(0.20, 0.22, 0.28);
/// A button under the pointer.
pub const BUTTON_HOVERED: Color = Color::srgb(0.28, 0.31, 0.40);
/// A button being pressed.
pub const BUTTON_PRESSED: Color = Color::srgb(0.36, 0.52, 0.36);
/// The chosen option of a group (a seat's player, the board size).
pub const BUTTON_SELECTED: Color = Color::srgb(0.22, 0.46, 0.70);
/// The chosen option under the pointer.
pub const BUTTON_SELECTED_HOVERED: Color = Color::srgb(0.28, 0.55, 0.80);
/// A button that cannot be pressed now.
pub const BUTTON_DISABLED: Color = Color::srgb(0.15, 0.16, 0.20);

/// Colour of a mark's symbol.
pub fn mark_color(mark: mnk::Mark) -> Color {
    match mark {
        mnk::Mark::X => X_COLOR,
        mnk::Mark::O => O_COLOR,
    }
}

/// Over the screen behind a question: dims it.
pub const SHADE: Color = Color::srgba(0.05, 0.05, 0.07, 0.88);

/// The panel behind a notice.
pub const NOTICE: Color = Color::srgb(0.45, 0.20, 0.12);
