//! Input picking: a person's clicks and keys become move requests for a human seat;
//! Ctrl+Z undoes and Ctrl+Shift+Z or Ctrl+Y redoes.

use bevy::prelude::*;
use mnk::Cell;

use crate::game::history::AlterHistory;
use crate::game::{CellClicked, Game, GameSystems, MoveRequest, Seat, Seats};
use crate::screens::{BoardShown, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            (number_keys_click_cells, clicks_request_moves)
                .chain()
                .in_set(GameSystems::Input)
                .run_if(in_state(Screen::Playing)),
            history_keys
                .in_set(GameSystems::Input)
                .run_if(in_state(BoardShown)),
        ),
    );
}

/// Ctrl+Z undoes; Ctrl+Shift+Z and Ctrl+Y redo.
fn history_keys(keys: Res<ButtonInput<KeyCode>>, mut history: MessageWriter<AlterHistory>) {
    // A quick chord can go down and up within one frame: a modifier counts if it was down
    // at any time in it.
    let held = |pair: [KeyCode; 2]| keys.any_pressed(pair) || keys.any_just_pressed(pair);
    if !held([KeyCode::ControlLeft, KeyCode::ControlRight]) {
        return;
    }
    let shift = held([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if keys.just_pressed(KeyCode::KeyY) || (shift && keys.just_pressed(KeyCode::KeyZ)) {
        history.write(AlterHistory::Redo);
    } else if keys.just_pressed(KeyCode::KeyZ) {
        history.write(AlterHistory::Undo);
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
    game: Res<Game>,
    mut clicks: MessageWriter<CellClicked>,
) {
    if game.board().cols() != 3 || game.board().rows() != 3 {
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
    game: Res<Game>,
    seats: Res<Seats>,
    mut requests: MessageWriter<MoveRequest>,
) {
    let board = game.board();
    for &CellClicked(cell) in clicks.read() {
        if seats.get(board.to_move()) == Seat::Human && !board.outcome().is_over() {
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
    fn keys_follow_the_numeric_keypad() {
        assert_eq!(key_cell(KeyCode::Numpad7), Some(0));
        assert_eq!(key_cell(KeyCode::Digit9), Some(2));
        assert_eq!(key_cell(KeyCode::Numpad5), Some(4));
        assert_eq!(key_cell(KeyCode::Digit1), Some(6));
        assert_eq!(key_cell(KeyCode::Numpad3), Some(8));
        assert_eq!(key_cell(KeyCode::KeyA), None);
    }
}
