//! Starting a game: a fresh one from the current seats and rules, or a saved one resumed.
//! Screens ask with [`NewGame`]; this is the one place a game begins.

use bevy::prelude::*;
use mnk::GameRecord;
use serde::{Deserialize, Serialize};

use crate::game::players::{Names, PlayerId};
use crate::game::{AlternateStarts, Game, GameSystems, Rules, Seats};
use crate::screens::Screen;

/// Asks for a game: a fresh one with the current [`Seats`] and [`Rules`], or a saved one.
/// The game plugin makes the board and shows it; screens ask, they never build a board.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum NewGame {
    /// An empty board of the current rules.
    Fresh,
    /// The next game of a match: like `Fresh`, but with [`AlternateStarts`] on the
    /// players first swap marks, so each moves first in turn.
    Next,
    /// A game as it was saved, seats and record (redo list included); its rules become the
    /// current ones.
    Resume(Box<SavedGame>),
}

/// A game to come back to: who played it, and its record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    pub seats: Seats,
    /// Missing from files written before names were kept: the default names.
    #[serde(default)]
    pub names: Names,
    pub record: GameRecord,
    /// The game's archive id; 0 (files from before ids) gives it a new one.
    #[serde(default)]
    pub id: u64,
    /// How long each move took, in milliseconds (missing from older files).
    #[serde(default)]
    pub move_ms: Vec<u32>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<NewGame>()
        .add_systems(Update, start_new_game.in_set(GameSystems::Start));
}

fn start_new_game(
    mut requests: MessageReader<NewGame>,
    mut rules: ResMut<Rules>,
    mut seats: ResMut<Seats>,
    mut names: ResMut<Names>,
    alternate: Res<AlternateStarts>,
    mut game: ResMut<Game>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(request) = requests.read().last() else {
        return;
    };
    match request {
        NewGame::Fresh => {
            *game = Game::new(*rules);
            info!("new game: {}", game.board());
        }
        NewGame::Next => {
            if alternate.0 {
                *seats = Seats {
                    x: seats.o,
                    o: seats.x,
                };
                *names = Names {
                    x: names.o.clone(),
                    o: names.x.clone(),
                };
            }
            *game = Game::new(*rules);
            info!("next game: {}", game.board());
        }
        NewGame::Resume(saved) => {
            *seats = saved.seats;
            *names = saved.names.tidied();
            *game = Game::from_record(saved.record.clone(), saved.move_ms.clone());
            if saved.id != 0 {
                game.id = saved.id;
            }
            let board = game.board();
            // The menu's boards are square; a record of another shape keeps its own.
            *rules = Rules {
                size: board.cols().max(board.rows()),
                k: board.k(),
            };
            info!("resumed: {board}");
        }
    }
    let [x, o] = PlayerId::pair(&seats, &names);
    info!("players: {x} (X) against {o} (O)");
    next.set(if game.board().outcome().is_over() {
        Screen::GameOver
    } else {
        Screen::Playing
    });
}
