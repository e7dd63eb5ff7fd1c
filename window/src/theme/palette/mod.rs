//! The colours of every screen, in three themes. Entities name a colour by its [`Role`]
//! (see [`super::paint`]); the theme chosen in the settings says what colour each role is.
//! Every theme meets WCAG 2.1 AA (text 4.5:1, marks and rings 3:1 against what they are
//! drawn on): the tests (tests.rs) measure it.

use bevy::prelude::*;
use mnk::Mark;

mod contrast;

pub use contrast::{contrast, over};

pub use crate::files::settings::declared::Theme;

/// The theme the player chose in Settings ([`crate::files::settings::declared::THEME`]).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Deref, DerefMut)]
pub struct ChosenTheme(pub Theme);

/// A theme's colours.
pub trait ThemeColours {
    /// The theme's colours.
    fn palette(self) -> &'static Palette;
}

impl ThemeColours for Theme {
    fn palette(self) -> &'static Palette {
        match self {
            Theme::Dark => &Palette::DARK,
            Theme::Light => &Palette::LIGHT,
            Theme::HighContrast => &Palette::HIGH_CONTRAST,
        }
    }
}

/// What a colour is for. Each theme gives every role one colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Window background.
    Background,
    /// Grid lines (the board's background showing between cells).
    Grid,
    /// An empty or played cell.
    Cell,
    /// A cell of the winning line.
    WinCell,
    /// A cell flashing after an illegal click.
    Flash,
    /// The keyboard's cursor on the board.
    Cursor,
    /// The ring round the last move played.
    LastMove,
    /// The ring round a best move that was missed, and its faint mark (in Review).
    BestMove,
    /// A mark on the board.
    Mark(Mark),
    /// The faint preview of a mark, under the pointer.
    Ghost(Mark),
    /// Ordinary text.
    Text,
    /// The text of a button that cannot be pressed now.
    TextDisabled,
    /// A button at rest.
    Button,
    /// A button under the pointer.
    ButtonHovered,
    /// A button being pressed.
    ButtonPressed,
    /// The chosen option of a group (a seat's player, the board size).
    ButtonSelected,
    /// The chosen option under the pointer.
    ButtonSelectedHovered,
    /// A button that cannot be pressed now.
    ButtonDisabled,
    /// The ring round the button that has the keyboard's focus.
    Focus,
    /// Over the screen behind a question: dims it.
    Shade,
    /// The panel behind a notice.
    Notice,
    /// A cell that wins for the side to move (the coach).
    CoachWin,
    /// A cell that draws (the coach).
    CoachDraw,
    /// A cell that loses (the coach).
    CoachLoss,
    /// The screen's one primary action (Play, Start, Play again) at rest.
    Primary,
    /// The primary action under the pointer.
    PrimaryHovered,
    /// The words of the primary action.
    PrimaryText,
    /// The words of a destructive action (Quit, Delete, Reset): it ends or forgets.
    Danger,
    /// The shadow a mark casts on its cell.
    MarkShadow,
    /// A gomoku board's wood, under its lines and stones.
    Wood,
    /// A gomoku board's lines and star points.
    BoardLine,
    /// A stone: X plays Black, O White.
    Stone(Mark),
    /// The faint preview of a stone, under the pointer.
    GhostStone(Mark),
    /// The rim of a stone, which sets it off the wood.
    StoneRim(Mark),
    /// A move's number written on a stone.
    StoneText(Mark),
    /// Nothing: a border or background that is not drawn.
    None,
}

/// How the board is lit: from the top left. Laid over whatever colour a cell has, so a
/// flashing cell or the winning line keeps its light too.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Light {
    /// Over a cell's top-left corner, fading out to its middle.
    pub sheen: Color,
    /// Over a cell's bottom-right corner, fading out from its middle.
    pub shade: Color,
    /// The shadow the board, the marks and a primary button cast.
    pub shadow: Color,
}

/// The colour of every role in one theme.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Palette {
    /// Window background.
    pub background: Color,
    /// Grid lines.
    pub grid: Color,
    /// An empty or played cell.
    pub cell: Color,
    /// A cell of the winning line.
    pub win_cell: Color,
    /// A cell flashing after an illegal click.
    pub flash: Color,
    /// The keyboard's cursor on the board.
    pub cursor: Color,
    /// The ring round the last move.
    pub last_move: Color,
    /// A best move (Review, the hint).
    pub best_move: Color,
    /// X's mark.
    pub x: Color,
    /// O's mark.
    pub o: Color,
    /// The opacity of a mark's ghost, 0 to 1.
    pub ghost_alpha: f32,
    /// Ordinary text.
    pub text: Color,
    /// A disabled button's text.
    pub text_disabled: Color,
    /// A button at rest.
    pub button: Color,
    /// A button under the pointer.
    pub button_hovered: Color,
    /// A button being pressed.
    pub button_pressed: Color,
    /// The chosen option of a group.
    pub button_selected: Color,
    /// The chosen option under the pointer.
    pub button_selected_hovered: Color,
    /// A button that cannot be pressed now.
    pub button_disabled: Color,
    /// The focus ring.
    pub focus: Color,
    /// Over the screen behind a question.
    pub shade: Color,
    /// The panel behind a notice.
    pub notice: Color,
    /// A cell that wins (the coach).
    pub coach_win: Color,
    /// A cell that draws (the coach).
    pub coach_draw: Color,
    /// A cell that loses (the coach).
    pub coach_loss: Color,
    /// The primary action at rest.
    pub primary: Color,
    /// The primary action under the pointer.
    pub primary_hovered: Color,
    /// The primary action's words.
    pub primary_text: Color,
    /// A destructive action's words.
    pub danger: Color,
    /// The board's light: its material.
    pub light: Light,
    /// The gomoku board's wood, lines and stones.
    pub stones: Stones,
}

/// The colours of a gomoku board: wood, lines, and black and white stones, each with a
/// rim that sets it off the wood and the colour of a number written on it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stones {
    pub wood: Color,
    pub line: Color,
    pub black: Color,
    pub white: Color,
    pub black_rim: Color,
    pub white_rim: Color,
    pub on_black: Color,
    pub on_white: Color,
}

impl Palette {
    /// The colour of `role` in this theme.
    pub fn color(&self, role: Role) -> Color {
        match role {
            Role::Background => self.background,
            Role::Grid => self.grid,
            Role::Cell => self.cell,
            Role::WinCell => self.win_cell,
            Role::Flash => self.flash,
            Role::Cursor => self.cursor,
            Role::LastMove => self.last_move,
            Role::BestMove => self.best_move,
            Role::Mark(Mark::X) => self.x,
            Role::Mark(Mark::O) => self.o,
            Role::Ghost(mark) => self.color(Role::Mark(mark)).with_alpha(self.ghost_alpha),
            Role::Text => self.text,
            Role::TextDisabled => self.text_disabled,
            Role::Button => self.button,
            Role::ButtonHovered => self.button_hovered,
            Role::ButtonPressed => self.button_pressed,
            Role::ButtonSelected => self.button_selected,
            Role::ButtonSelectedHovered => self.button_selected_hovered,
            Role::ButtonDisabled => self.button_disabled,
            Role::Focus => self.focus,
            Role::Shade => self.shade,
            Role::Notice => self.notice,
            Role::CoachWin => self.coach_win,
            Role::CoachDraw => self.coach_draw,
            Role::CoachLoss => self.coach_loss,
            Role::Primary => self.primary,
            Role::PrimaryHovered => self.primary_hovered,
            Role::PrimaryText => self.primary_text,
            Role::Danger => self.danger,
            Role::MarkShadow => self.light.shadow,
            Role::Wood => self.stones.wood,
            Role::BoardLine => self.stones.line,
            Role::Stone(Mark::X) => self.stones.black,
            Role::Stone(Mark::O) => self.stones.white,
            Role::GhostStone(mark) => self.color(Role::Stone(mark)).with_alpha(0.5),
            Role::StoneRim(Mark::X) => self.stones.black_rim,
            Role::StoneRim(Mark::O) => self.stones.white_rim,
            Role::StoneText(Mark::X) => self.stones.on_black,
            Role::StoneText(Mark::O) => self.stones.on_white,
            Role::None => Color::NONE,
        }
    }
}

impl Palette {
    /// Dark: light marks on a dark blue-grey board, lit from the top left.
    pub const DARK: Palette = Palette {
        background: Color::srgb(0.09, 0.10, 0.13),
        grid: Color::srgb(0.55, 0.58, 0.66),
        cell: Color::srgb(0.14, 0.15, 0.20),
        win_cell: Color::srgb(0.09, 0.32, 0.15),
        flash: Color::srgb(0.56, 0.09, 0.09),
        cursor: Color::srgb(0.98, 0.85, 0.35),
        last_move: Color::srgb(0.92, 0.92, 0.95),
        best_move: Color::srgb(0.35, 0.85, 0.45),
        x: Color::srgb(0.40, 0.75, 1.00),
        o: Color::srgb(1.00, 0.72, 0.30),
        ghost_alpha: 0.15,
        text: Color::srgb(0.92, 0.92, 0.95),
        text_disabled: Color::srgb(0.50, 0.51, 0.56),
        button: Color::srgb(0.20, 0.22, 0.28),
        button_hovered: Color::srgb(0.28, 0.31, 0.40),
        button_pressed: Color::srgb(0.30, 0.44, 0.30),
        button_selected: Color::srgb(0.16, 0.34, 0.52),
        button_selected_hovered: Color::srgb(0.21, 0.43, 0.64),
        button_disabled: Color::srgb(0.15, 0.16, 0.20),
        focus: Color::srgb(0.98, 0.85, 0.35),
        shade: Color::srgba(0.05, 0.05, 0.07, 0.88),
        notice: Color::srgb(0.45, 0.20, 0.12),
        coach_win: Color::srgb(0.13, 0.25, 0.19),
        coach_draw: Color::srgb(0.25, 0.26, 0.32),
        coach_loss: Color::srgb(0.38, 0.14, 0.15),
        primary: Color::srgb(0.18, 0.43, 0.80),
        primary_hovered: Color::srgb(0.13, 0.36, 0.70),
        primary_text: Color::srgb(1.00, 1.00, 1.00),
        danger: Color::srgb(1.00, 0.70, 0.66),
        light: Light {
            sheen: Color::srgba(1.00, 1.00, 1.00, 0.04),
            shade: Color::srgba(0.00, 0.00, 0.00, 0.22),
            shadow: Color::srgba(0.00, 0.00, 0.00, 0.45),
        },
        // Dark wood in the dim light of the theme.
        stones: Stones {
            wood: Color::srgb(0.50, 0.37, 0.20),
            line: Color::srgb(0.86, 0.74, 0.55),
            black: Color::srgb(0.04, 0.04, 0.05),
            white: Color::srgb(0.93, 0.92, 0.88),
            black_rim: Color::srgb(0.04, 0.04, 0.05),
            white_rim: Color::srgb(0.93, 0.92, 0.88),
            on_black: Color::srgb(0.95, 0.95, 0.95),
            on_white: Color::srgb(0.05, 0.05, 0.05),
        },
    };

    /// Light: dark marks on a warm white board, ruled in brown-grey.
    pub const LIGHT: Palette = Palette {
        background: Color::srgb(0.94, 0.93, 0.90),
        grid: Color::srgb(0.52, 0.46, 0.40),
        cell: Color::srgb(1.00, 0.99, 0.96),
        win_cell: Color::srgb(0.74, 0.91, 0.76),
        flash: Color::srgb(1.00, 0.80, 0.80),
        cursor: Color::srgb(0.58, 0.13, 0.68),
        last_move: Color::srgb(0.13, 0.14, 0.18),
        best_move: Color::srgb(0.05, 0.42, 0.16),
        x: Color::srgb(0.08, 0.33, 0.75),
        o: Color::srgb(0.60, 0.27, 0.00),
        ghost_alpha: 0.50,
        text: Color::srgb(0.10, 0.11, 0.14),
        text_disabled: Color::srgb(0.40, 0.41, 0.45),
        button: Color::srgb(0.86, 0.88, 0.92),
        button_hovered: Color::srgb(0.78, 0.81, 0.88),
        button_pressed: Color::srgb(0.70, 0.84, 0.70),
        button_selected: Color::srgb(0.66, 0.79, 0.96),
        button_selected_hovered: Color::srgb(0.56, 0.71, 0.93),
        button_disabled: Color::srgb(0.91, 0.91, 0.93),
        focus: Color::srgb(0.58, 0.13, 0.68),
        shade: Color::srgba(0.94, 0.93, 0.90, 0.88),
        notice: Color::srgb(1.00, 0.85, 0.78),
        coach_win: Color::srgb(0.83, 0.95, 0.84),
        coach_draw: Color::srgb(0.89, 0.89, 0.92),
        coach_loss: Color::srgb(1.00, 0.87, 0.87),
        primary: Color::srgb(0.10, 0.36, 0.78),
        primary_hovered: Color::srgb(0.07, 0.29, 0.66),
        primary_text: Color::srgb(1.00, 1.00, 1.00),
        danger: Color::srgb(0.66, 0.08, 0.08),
        light: Light {
            sheen: Color::srgba(1.00, 1.00, 1.00, 0.55),
            shade: Color::srgba(0.45, 0.33, 0.20, 0.10),
            shadow: Color::srgba(0.30, 0.22, 0.12, 0.30),
        },
        // Kaya wood, ruled in dark brown.
        stones: Stones {
            wood: Color::srgb(0.90, 0.76, 0.52),
            line: Color::srgb(0.22, 0.15, 0.08),
            black: Color::srgb(0.06, 0.06, 0.07),
            white: Color::srgb(0.98, 0.97, 0.94),
            black_rim: Color::srgb(0.06, 0.06, 0.07),
            white_rim: Color::srgb(0.30, 0.26, 0.22),
            on_black: Color::srgb(0.95, 0.95, 0.95),
            on_white: Color::srgb(0.05, 0.05, 0.05),
        },
    };

    /// White text and yellow and cyan marks on black.
    pub const HIGH_CONTRAST: Palette = Palette {
        background: Color::srgb(0.00, 0.00, 0.00),
        grid: Color::srgb(0.55, 0.55, 0.55),
        cell: Color::srgb(0.00, 0.00, 0.00),
        win_cell: Color::srgb(0.00, 0.30, 0.00),
        flash: Color::srgb(0.50, 0.00, 0.00),
        cursor: Color::srgb(1.00, 0.40, 1.00),
        last_move: Color::srgb(1.00, 1.00, 1.00),
        best_move: Color::srgb(0.30, 1.00, 0.30),
        x: Color::srgb(1.00, 1.00, 0.00),
        o: Color::srgb(0.00, 1.00, 1.00),
        ghost_alpha: 0.10,
        text: Color::srgb(1.00, 1.00, 1.00),
        text_disabled: Color::srgb(0.65, 0.65, 0.65),
        button: Color::srgb(0.12, 0.12, 0.12),
        button_hovered: Color::srgb(0.25, 0.25, 0.25),
        button_pressed: Color::srgb(0.00, 0.35, 0.00),
        button_selected: Color::srgb(0.00, 0.20, 0.50),
        button_selected_hovered: Color::srgb(0.00, 0.27, 0.62),
        button_disabled: Color::srgb(0.06, 0.06, 0.06),
        focus: Color::srgb(1.00, 0.40, 1.00),
        shade: Color::srgba(0.00, 0.00, 0.00, 0.92),
        notice: Color::srgb(0.45, 0.00, 0.00),
        coach_win: Color::srgb(0.00, 0.22, 0.00),
        coach_draw: Color::srgb(0.20, 0.20, 0.20),
        coach_loss: Color::srgb(0.36, 0.00, 0.00),
        primary: Color::srgb(1.00, 1.00, 0.00),
        primary_hovered: Color::srgb(1.00, 1.00, 0.60),
        primary_text: Color::srgb(0.00, 0.00, 0.00),
        danger: Color::srgb(1.00, 0.55, 0.55),
        light: Light {
            sheen: Color::srgba(1.00, 1.00, 1.00, 0.05),
            shade: Color::NONE,
            shadow: Color::NONE,
        },
        // Black board, white lines; the black stone dark grey, ringed in X's yellow.
        stones: Stones {
            wood: Color::srgb(0.00, 0.00, 0.00),
            line: Color::srgb(0.75, 0.75, 0.75),
            black: Color::srgb(0.25, 0.25, 0.25),
            white: Color::srgb(1.00, 1.00, 1.00),
            black_rim: Color::srgb(1.00, 1.00, 0.00),
            white_rim: Color::srgb(1.00, 1.00, 1.00),
            on_black: Color::srgb(1.00, 1.00, 1.00),
            on_white: Color::srgb(0.00, 0.00, 0.00),
        },
    };
}

#[cfg(test)]
mod tests;
