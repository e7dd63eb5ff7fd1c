//! The colours of every screen, in three themes. Entities name a colour by its [`Role`]
//! (see [`super::paint`]); the theme chosen in the settings says what colour each role is.
//! Every theme meets WCAG 2.1 AA (text 4.5:1, marks and rings 3:1 against what they are
//! drawn on): the tests below measure it.

use bevy::prelude::*;
use mnk::Mark;

mod contrast;
mod themes;

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
            Role::None => Color::NONE,
        }
    }
}

#[cfg(test)]
mod tests;
