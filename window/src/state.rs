//! The app's states, where both the screens that set them and the plugins that run in
//! them can name them: the [`Screen`] showing, and [`BoardShown`] computed from it.

use bevy::prelude::*;

/// Which screen is showing.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// Choose who plays each seat and the board, then Play, Online or Quit; Resume,
    /// History and Settings open from here too.
    #[default]
    Menu,
    /// A game in progress.
    Playing,
    /// The finished game stays in view with the result and Play, Review, Menu and Quit.
    GameOver,
    /// The language, how the games go, the sound and the look, from the menu.
    Settings,
    /// Every finished game kept, newest first, from the menu.
    History,
    /// A kept game move by move, with its review, from History or game over.
    Replay,
    /// Host a game for a friend at another computer, or join one, from the menu.
    Online,
}

/// Computed from [`Screen`]: a board is on screen (Playing or GameOver). The board view
/// lives exactly as long as this state, so moving between those two screens keeps it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoardShown;

impl ComputedStates for BoardShown {
    type SourceStates = Screen;

    /// Playing -> GameOver keeps the board in view: no exit, no enter.
    const ALLOW_SAME_STATE_TRANSITIONS: bool = false;

    fn compute(screen: Screen) -> Option<BoardShown> {
        match screen {
            Screen::Playing | Screen::GameOver => Some(BoardShown),
            Screen::Menu | Screen::Settings | Screen::History | Screen::Replay | Screen::Online => {
                None
            }
        }
    }
}
