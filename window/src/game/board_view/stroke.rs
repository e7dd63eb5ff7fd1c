//! The stroke drawn through a winning line, over the cells, growing from its middle.

use bevy::prelude::*;
use mnk::{Cell, Outcome};

use super::{BOARD_VMIN, BoardGrid, GAP_VMIN, WinStroke};
use crate::game::GameSession;
use crate::theme::motion::{Grow, STROKE_TIME};
use crate::theme::paint::Fill;
use crate::theme::palette::Role;

/// At a win, a stroke through the centres of the line's end cells, drawn on over the cells;
/// gone when the win is undone or a new game starts.
pub(super) fn draw_win_stroke(
    session: Res<GameSession>,
    grids: Query<Entity, With<BoardGrid>>,
    strokes: Query<(Entity, &WinStroke)>,
    mut commands: Commands,
) {
    let line: Vec<Cell> = match session.board().outcome() {
        Outcome::Win { line, .. } => line.clone(),
        _ => Vec::new(),
    };
    let mut drawn = false;
    for (entity, stroke) in &strokes {
        if stroke.0 == line {
            drawn = true;
        } else {
            commands.entity(entity).despawn();
        }
    }
    let Ok(grid) = grids.single() else {
        return;
    };
    if drawn || line.is_empty() {
        return;
    }
    let board = session.board();
    let (cols, rows) = (board.cols() as f32, board.rows() as f32);
    let longer = cols.max(rows);
    // The grid's geometry, in vmin: padding and gaps are GAP_VMIN wide, cells share the rest.
    let side = |n: f32| (BOARD_VMIN * n / longer - (n + 1.0) * GAP_VMIN) / n;
    let cell = Vec2::new(side(cols), side(rows));
    let centre = |c: Cell| {
        let (col, row) = board.geometry().col_row(c);
        let at = Vec2::new(col as f32, row as f32);
        Vec2::splat(GAP_VMIN) + at * (cell + GAP_VMIN) + cell / 2.0
    };
    let ends = line_ends(&line, centre);
    let (from, to) = (centre(ends.0), centre(ends.1));
    let direction = to - from;
    let length = direction.length() + cell.x * 0.6;
    let thickness = (cell.x * 0.12).max(0.6);
    let middle = (from + to) / 2.0;
    commands.spawn((
        Name::new("Winning stroke"),
        WinStroke(line),
        Node {
            position_type: PositionType::Absolute,
            left: Val::VMin(middle.x - length / 2.0),
            top: Val::VMin(middle.y - thickness / 2.0),
            width: Val::VMin(length),
            height: Val::VMin(thickness),
            border_radius: BorderRadius::MAX,
            ..default()
        },
        // Screen y grows downwards, and a UI rotation turns clockwise: the angle of the
        // direction as it is on screen.
        UiTransform::from_rotation(Rot2::radians(direction.y.atan2(direction.x))),
        Grow::along(STROKE_TIME),
        Fill(Role::Text),
        Pickable::IGNORE,
        ChildOf(grid),
    ));
}

/// The two cells of `line` farthest apart: its ends, whatever order the line is in.
fn line_ends(line: &[Cell], centre: impl Fn(Cell) -> Vec2) -> (Cell, Cell) {
    let mut ends = (line[0], line[0]);
    let mut farthest = -1.0;
    for &a in line {
        for &b in line {
            let d = centre(a).distance_squared(centre(b));
            if d > farthest {
                (farthest, ends) = (d, (a, b));
            }
        }
    }
    ends
}
