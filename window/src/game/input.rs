//! Input picking: a person's clicks and keys become move requests for a human seat;
//! Ctrl+Z undoes and Ctrl+Shift+Z or Ctrl+Y redoes. On any board the arrow keys (or WASD)
//! move a cursor over the cells and Enter or Space places a mark there; on 3x3 the digits
//! 1-9 place marks too.

use bevy::prelude::*;
use mnk::Cell;

use crate::controls::focus::ScreenKeys;
use crate::controls::input_map::{Action, Actions};
use crate::game::GameSession;
use crate::game::feedback::SoundCue;
use crate::game::online::Online;
use crate::game::undo::Rewind;
use crate::game::{CellClicked, GameSystems, MovePlayed, MoveRequest, NewGame, Seat, in_play};
use crate::state::BoardShown;

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
            undo_keys
                .in_set(GameSystems::Input)
                .run_if(in_state(BoardShown)),
        ),
    );
}

/// Undo and redo, as the input map has them (Ctrl+Z; Ctrl+Y and Ctrl+Shift+Z).
fn undo_keys(actions: Actions, mut rewind: MessageWriter<Rewind>) {
    if actions.just_pressed(Action::Redo) {
        rewind.write(Rewind::Redo);
    } else if actions.just_pressed(Action::Undo) {
        rewind.write(Rewind::Undo);
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

/// The arrow keys, WASD and the D-pad move the cursor (it stops at the edges); Enter, Space
/// and the gamepad's South play the cell under it.
fn cursor_keys(
    actions: Actions,
    screen_keys: ScreenKeys,
    session: Res<GameSession>,
    mut cursor: ResMut<BoardCursor>,
    mut clicks: MessageWriter<CellClicked>,
    mut sounds: MessageWriter<SoundCue>,
) {
    let board = session.board();
    let (cols, rows) = (board.cols() as isize, board.rows() as isize);
    let Some(cell) = cursor.cell.filter(|_| screen_keys.free()) else {
        return;
    };
    if actions.just_pressed(Action::Place) {
        clicks.write(CellClicked(cell));
    }
    let moves = [
        (Action::CursorLeft, (-1, 0)),
        (Action::CursorRight, (1, 0)),
        (Action::CursorUp, (0, -1)),
        (Action::CursorDown, (0, 1)),
    ];
    let mut cell = cell;
    for (_, (dx, dy)) in moves.into_iter().filter(|(a, _)| actions.just_pressed(*a)) {
        let (x, y) = (cell as isize % cols, cell as isize / cols);
        let (x, y) = ((x + dx).clamp(0, cols - 1), (y + dy).clamp(0, rows - 1));
        let to = (y * cols + x) as Cell;
        // Each step is heard: its cell's place and what it holds, or the edge.
        sounds.write(match to == cell {
            true => SoundCue::Edge,
            false => SoundCue::Cursor {
                over: board.get(to),
                row: y as u16,
                rows: rows as u16,
                col: x as u16,
                cols: cols as u16,
            },
        });
        cell = to;
        *cursor = BoardCursor {
            cell: Some(cell),
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
        // By who placed it: in an opening, a player places stones of both marks.
        let ply = session.board().ply().saturating_sub(1);
        let placer = session.seat_of(session.game().placer_of(ply));
        if placer == Seat::Human && cursor.cell != Some(moved.cell) {
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

/// Clicks count only when a person holds the seat to move; during an AI's turn they do
/// nothing, nor in a network game while the friend is away or an undo is asked of them.
fn clicks_request_moves(
    mut clicks: MessageReader<CellClicked>,
    session: Res<GameSession>,
    online: Res<Online>,
    mut requests: MessageWriter<MoveRequest>,
) {
    let board = session.board();
    let held = online.holds(&session);
    for &CellClicked(cell) in clicks.read() {
        // In an opening, the person placing a stone, whatever its mark.
        if session.person_to_move() && !held {
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
