//! The board's picture: its grid and its cells, lit and lifted off the window.

use bevy::prelude::*;

use crate::theme::paint::{Edge, Fill, Lit, Shadow};
use crate::theme::palette::Role;

/// A board picture: `cols` x `rows` cells in a grid `side` vmin on its longer side, the
/// cells `gap` vmin apart (the node's background shows as the grid lines), lifted off the
/// window by its shadow.
pub fn board_grid(cols: u16, rows: u16, side: f32, gap: f32) -> impl Bundle {
    let longer = cols.max(rows) as f32;
    let grid = Node {
        border_radius: BorderRadius::all(Val::VMin(gap * 1.5)),
        width: Val::VMin(side * cols as f32 / longer),
        height: Val::VMin(side * rows as f32 / longer),
        display: Display::Grid,
        grid_template_columns: RepeatedGridTrack::flex(cols, 1.0),
        grid_template_rows: RepeatedGridTrack::flex(rows, 1.0),
        row_gap: Val::VMin(gap),
        column_gap: Val::VMin(gap),
        padding: UiRect::all(Val::VMin(gap)),
        ..default()
    };
    // A board keeps its left and right in every language.
    (
        grid,
        crate::theme::direction::LeftToRight,
        Fill(Role::Grid),
        Shadow::cast(side * 0.02),
    )
}

/// A cell of a [`board_grid`], `side` vmin wide: lit from the top left, its children
/// centred, its border (`border` vmin) showing a ring in the colour of its [`Edge`].
pub fn board_cell(side: f32, border: f32) -> impl Bundle {
    (
        Node {
            align_items: AlignItems::Center,
            justify_content: JustifyContent::Center,
            border: UiRect::all(Val::VMin(border)),
            border_radius: BorderRadius::all(Val::VMin(side * 0.04)),
            ..default()
        },
        Fill(Role::Cell),
        Edge(Role::Cell),
        Lit,
    )
}

/// How a board is drawn: cells holding X and O, or a gomoku board, stones on the
/// intersections of lines ruled on wood, its columns and rows named around it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardLook {
    Cells,
    Stones,
}

impl BoardLook {
    /// The look of `board`: stones for gomoku (five in a row on a board 11 or more a
    /// side, whatever the rule), cells for the rest.
    pub fn of(board: &mnk::Board) -> BoardLook {
        if board.k() == 5 && board.cols().max(board.rows()) >= 11 {
            BoardLook::Stones
        } else {
            BoardLook::Cells
        }
    }

    /// The colour of a cell with nothing to show: the cell's, or none (the wood shows).
    pub fn plain(self) -> Role {
        match self {
            BoardLook::Cells => Role::Cell,
            BoardLook::Stones => Role::None,
        }
    }
}

/// Makes `grid` a board drawn with `look`, `side` vmin on its longer side: a grid of
/// cells `gap` vmin apart, or a gomoku board with its columns and rows named around it.
/// Its cells are dressed with [`dress_cell`].
pub fn dress_board(
    commands: &mut Commands,
    grid: Entity,
    look: BoardLook,
    (cols, rows): (u16, u16),
    side: f32,
    gap: f32,
) {
    match look {
        BoardLook::Stones => {
            commands.entity(grid).insert(stone_board(cols, rows, side));
            let cell_vmin = side / cols.max(rows) as f32;
            for name in board_coordinates(cols, rows, (cell_vmin * 0.42).max(1.8)) {
                commands.spawn((name, ChildOf(grid)));
            }
        }
        BoardLook::Cells => {
            commands
                .entity(grid)
                .insert(board_grid(cols, rows, side, gap));
        }
    }
}

/// Makes `cell`, at `col` and `row` of a `cols` x `rows` board dressed with
/// [`dress_board`], a cell of `look` (`side` vmin, its ring `border` vmin), or a point with
/// its lines.
pub fn dress_cell(
    cell: &mut EntityCommands,
    look: BoardLook,
    (col, row): (u16, u16),
    (cols, rows): (u16, u16),
    side: f32,
    border: f32,
) {
    match look {
        BoardLook::Stones => {
            cell.insert(board_point(border))
                .with_child(board_lines(col, row, cols, rows, border));
        }
        BoardLook::Cells => {
            cell.insert(board_cell(side, border));
        }
    }
}

/// A gomoku board: `cols` x `rows` points on wood, `side` vmin on its longer side, with no
/// gaps (each point draws its own lines: [`board_lines`]), lit as one piece.
fn stone_board(cols: u16, rows: u16, side: f32) -> impl Bundle {
    let longer = cols.max(rows) as f32;
    (
        Node {
            width: Val::VMin(side * cols as f32 / longer),
            height: Val::VMin(side * rows as f32 / longer),
            display: Display::Grid,
            grid_template_columns: RepeatedGridTrack::flex(cols, 1.0),
            grid_template_rows: RepeatedGridTrack::flex(rows, 1.0),
            // Room for the coordinates, left and under it (and right, to stay centred).
            margin: UiRect {
                left: Val::VMin(side / longer * 0.9),
                right: Val::VMin(side / longer * 0.9),
                bottom: Val::VMin(side / longer * 0.9),
                top: Val::ZERO,
            },
            // A square board stays square in a column short of room.
            flex_shrink: 0.0,
            ..default()
        },
        crate::theme::direction::LeftToRight,
        Fill(Role::Wood),
        Lit,
        Shadow::cast(side * 0.02),
    )
}

/// A point of a [`stone_board`]: its stone centred, its border (`border` vmin) showing a
/// ring in the colour of its [`Edge`], and its square clear (the wood shows) unless
/// tinted.
fn board_point(border: f32) -> impl Bundle {
    (
        Node {
            align_items: AlignItems::Center,
            justify_content: JustifyContent::Center,
            border: UiRect::all(Val::VMin(border)),
            ..default()
        },
        Fill(Role::None),
        Edge(Role::None),
    )
}

/// The lines through the point at `col`, `row` of a `cols` x `rows` [`stone_board`], one
/// pixel wide (a width in vmin would round to one pixel here and two there): from its centre to each side that has a neighbour, so that they stop
/// at the board's edge; and a star point (hoshi) where gomoku boards mark one. Drawn
/// under the point's other children.
///
/// `border` is the point's border, in vmin: the lines cross it to meet their neighbours'.
fn board_lines(col: u16, row: u16, cols: u16, rows: u16, border: f32) -> impl Bundle {
    let half = |end: bool| if end { percent(50) } else { Val::VMin(-border) };
    let along = Node {
        position_type: PositionType::Absolute,
        left: half(col == 0),
        right: half(col + 1 == cols),
        top: percent(50),
        height: Val::Px(1.0),
        ..default()
    };
    let across = Node {
        position_type: PositionType::Absolute,
        top: half(row == 0),
        bottom: half(row + 1 == rows),
        left: percent(50),
        width: Val::Px(1.0),
        ..default()
    };
    let star = star_point(col, cols) && star_point(row, rows);
    let dot = Node {
        position_type: PositionType::Absolute,
        width: percent(22),
        height: percent(22),
        left: percent(39),
        top: percent(39),
        border_radius: BorderRadius::MAX,
        ..default()
    };
    (
        Name::new("Lines"),
        Node {
            position_type: PositionType::Absolute,
            width: percent(100),
            height: percent(100),
            ..default()
        },
        ZIndex(-1),
        Pickable::IGNORE,
        children![
            (along, Fill(Role::BoardLine), Pickable::IGNORE),
            (across, Fill(Role::BoardLine), Pickable::IGNORE),
            (
                dot,
                Fill(if star { Role::BoardLine } else { Role::None }),
                Pickable::IGNORE
            ),
        ],
    )
}

/// Whether line `i` of `n` carries star points: the middle one, and the fourth from each
/// edge on boards of 13 lines or more, as on a renju board.
fn star_point(i: u16, n: u16) -> bool {
    (n % 2 == 1 && i == n / 2) || (n >= 13 && (i == 3 || i + 4 == n))
}

/// The names of a [`stone_board`]'s columns (letters, under it) and rows (numbers, left of
/// it), as the move lists write cells ([`tictactoe_core::notation::cell_name`]), in
/// `size` vmin type; each a child of the board.
fn board_coordinates(cols: u16, rows: u16, size: f32) -> Vec<impl Bundle> {
    let column = |c: u16| {
        (
            Node {
                position_type: PositionType::Absolute,
                left: percent(100.0 * c as f32 / cols as f32),
                width: percent(100.0 / cols as f32),
                bottom: Val::VMin(-size * 1.5),
                justify_content: JustifyContent::Center,
                ..default()
            },
            children![(
                super::label(&((b'a' + c as u8) as char).to_string(), size),
                Pickable::IGNORE
            )],
            Pickable::IGNORE,
        )
    };
    let row = |r: u16| {
        (
            Node {
                position_type: PositionType::Absolute,
                top: percent(100.0 * r as f32 / rows as f32),
                height: percent(100.0 / rows as f32),
                left: Val::VMin(-size * 2.0),
                width: Val::VMin(size * 1.6),
                justify_content: JustifyContent::FlexEnd,
                align_items: AlignItems::Center,
                ..default()
            },
            children![(super::label(&(r + 1).to_string(), size), Pickable::IGNORE)],
            Pickable::IGNORE,
        )
    };
    let columns = (0..cols).map(|c| (Name::new("Column name"), column(c)));
    let rows = (0..rows).map(|r| (Name::new("Row name"), row(r)));
    columns.chain(rows).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gomoku_boards_are_drawn_with_stones_and_star_points_where_renju_boards_have_them() {
        let board = |side, k| mnk::Board::new(side, side, k).unwrap();
        assert_eq!(BoardLook::of(&board(15, 5)), BoardLook::Stones);
        assert_eq!(BoardLook::of(&board(10, 5)), BoardLook::Cells);
        assert_eq!(BoardLook::of(&board(19, 6)), BoardLook::Cells);
        let stars: Vec<u16> = (0..15).filter(|&i| star_point(i, 15)).collect();
        assert_eq!(stars, [3, 7, 11]);
        let stars: Vec<u16> = (0..20).filter(|&i| star_point(i, 20)).collect();
        assert_eq!(stars, [3, 16]);
    }
}
