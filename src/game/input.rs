//! Input picking: a person's clicks and keys become move requests for a human seat;
//! Ctrl+Z undoes and Ctrl+Shift+Z or Ctrl+Y redoes. On any board the arrow keys (or WASD)
//! move a cursor over the cells and Enter or Space places a mark there; on 3x3 the digits
//! 1-9 place marks too.

use bevy::prelude::*;
use mnk::Cell;

use crate::game::GameSession;
use crate::game::undo::Rewind;
use crate::game::{CellClicked, GameSystems, MovePlayed, MoveRequest, NewGame, Seat, in_play};
use crate::state::BoardShown;
use crate::theme::focus::ScreenKeys;

/// The keyboard's cursor on the board: the cell Enter or Space plays. Shown once a person
/// moves it; a new game puts it back, hidden, on the centre.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BoardCursor {
    /// The cell under the cursor; `None` until a game puts it on the centre.
    pub cell: Option<Cell>,
    /// Whether it is drawn: once the arrow keys or WASD have moved it.
    pub shown: bool,
}

/// The cell a cursor starts on: the centre, or for an even side the cell just up and left
/// of it.
pub fn centre(cols: u8, rows: u8) -> Cell {
    let (cols, rows) = (cols as usize, rows as usize);
    (rows - 1) / 2 * cols + (cols - 1) / 2
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardCursor>().add_systems(
        Update,
        (
            (
                place_cursor,
                cursor_keys,
                number_keys_click_cells,
                clicks_request_moves,
            )
                .chain()
                .in_set(GameSystems::Input)
                .run_if(in_state(BoardShown).and_then(in_play)),
            follow_moves.in_set(GameSystems::View),
            history_keys
                .in_set(GameSystems::Input)
                .run_if(in_state(BoardShown)),
        ),
    );
}

/// Ctrl+Z undoes; Ctrl+Shift+Z and Ctrl+Y redo.
fn history_keys(keys: Res<ButtonInput<KeyCode>>, mut history: MessageWriter<Rewind>) {
    // A quick chord can go down and up within one frame: a modifier counts if it was down
    // at any time in it.
    let held = |pair: [KeyCode; 2]| keys.any_pressed(pair) || keys.any_just_pressed(pair);
    if !held([KeyCode::ControlLeft, KeyCode::ControlRight]) {
        return;
    }
    let shift = held([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if keys.just_pressed(KeyCode::KeyY) || (shift && keys.just_pressed(KeyCode::KeyZ)) {
        history.write(Rewind::Redo);
    } else if keys.just_pressed(KeyCode::KeyZ) {
        history.write(Rewind::Undo);
    }
}

/// A new game (or a board of another shape) puts the cursor, hidden, on the centre.
fn place_cursor(
    mut starts: MessageReader<NewGame>,
    session: Res<GameSession>,
    mut cursor: ResMut<BoardCursor>,
) {
    let board = session.board();
    let off_board = cursor.cell.is_none_or(|cell| cell >= board.cells());
    if starts.read().count() > 0 || off_board {
        *cursor = BoardCursor {
            cell: Some(centre(board.cols(), board.rows())),
            shown: false,
        };
    }
}

/// The arrow keys and WASD move the cursor (it stops at the edges); Enter and Space play
/// the cell under it.
fn cursor_keys(
    keys: Res<ButtonInput<KeyCode>>,
    screen_keys: ScreenKeys,
    session: Res<GameSession>,
    mut cursor: ResMut<BoardCursor>,
    mut clicks: MessageWriter<CellClicked>,
) {
    let board = session.board();
    let (cols, rows) = (board.cols() as isize, board.rows() as isize);
    let Some(cell) = cursor.cell.filter(|_| screen_keys.free()) else {
        return;
    };
    for key in keys.get_just_pressed() {
        let (dx, dy) = match key {
            KeyCode::ArrowLeft | KeyCode::KeyA => (-1, 0),
            KeyCode::ArrowRight | KeyCode::KeyD => (1, 0),
            KeyCode::ArrowUp | KeyCode::KeyW => (0, -1),
            KeyCode::ArrowDown | KeyCode::KeyS => (0, 1),
            KeyCode::Enter | KeyCode::NumpadEnter | KeyCode::Space => {
                clicks.write(CellClicked(cell));
                continue;
            }
            _ => continue,
        };
        let (x, y) = (cell as isize % cols, cell as isize / cols);
        let (x, y) = ((x + dx).clamp(0, cols - 1), (y + dy).clamp(0, rows - 1));
        *cursor = BoardCursor {
            cell: Some((y * cols + x) as Cell),
            shown: true,
        };
    }
}

/// The cursor goes where a person last played, by key or by click.
fn follow_moves(
    mut played: MessageReader<MovePlayed>,
    session: Res<GameSession>,
    mut cursor: ResMut<BoardCursor>,
) {
    for moved in played.read() {
        if session.seats.get(moved.mark) == Seat::Human && cursor.cell != Some(moved.cell) {
            cursor.cell = Some(moved.cell);
        }
    }
}

/// Keys 1-9 (top row or numpad) as on a numeric keypad: 7 8 9 is the top row of a 3x3 board.
fn key_cell(key: KeyCode) -> Option<Cell> {
    use KeyCode::*;
    let digit = match key {
        Digit1 | Numpad1 => 1,
        Digit2 | Numpad2 => 2,
        Digit3 | Numpad3 => 3,
        Digit4 | Numpad4 => 4,
        Digit5 | Numpad5 => 5,
        Digit6 | Numpad6 => 6,
        Digit7 | Numpad7 => 7,
        Digit8 | Numpad8 => 8,
        Digit9 | Numpad9 => 9,
        _ => return None,
    };
    let (row, col) = (2 - (digit - 1) / 3, (digit - 1) % 3);
    Some(row * 3 + col)
}

fn number_keys_click_cells(
    keys: Res<ButtonInput<KeyCode>>,
    screen_keys: ScreenKeys,
    session: Res<GameSession>,
    mut clicks: MessageWriter<CellClicked>,
) {
    if session.board().cols() != 3 || session.board().rows() != 3 || !screen_keys.free() {
        return;
    }
    for &key in keys.get_just_pressed() {
        if let Some(cell) = key_cell(key) {
            clicks.write(CellClicked(cell));
        }
    }
}

/// Clicks count only when a person holds the seat to move; during an AI's turn they do nothing.
fn clicks_request_moves(
    mut clicks: MessageReader<CellClicked>,
    session: Res<GameSession>,
    mut requests: MessageWriter<MoveRequest>,
) {
    let board = session.board();
    for &CellClicked(cell) in clicks.read() {
        if session.seats.get(board.to_move()) == Seat::Human && !board.outcome().is_over() {
            requests.write(MoveRequest {
                cell,
                position: board.clone(),
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cursor_starts_on_the_centre_or_just_up_and_left_of_it() {
        assert_eq!(centre(3, 3), 4);
        assert_eq!(centre(4, 4), 5);
        assert_eq!(centre(5, 5), 12);
        assert_eq!(centre(10, 10), 44);
    }

    #[test]
    fn keys_follow_the_numeric_keypad() {
        assert_eq!(key_cell(KeyCode::Numpad7), Some(0));
        assert_eq!(key_cell(KeyCode::Digit9), Some(2));
        assert_eq!(key_cell(KeyCode::Numpad5), Some(4));
        assert_eq!(key_cell(KeyCode::Digit1), Some(6));
        assert_eq!(key_cell(KeyCode::Numpad3), Some(8));
        assert_eq!(key_cell(KeyCode::KeyA), None);
    }
}
