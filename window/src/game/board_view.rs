//! Board view: the board and its drawn marks, spawned once while a board is shown (Playing
//! and GameOver) and kept in step with the game of the [`GameSession`]: the flash of a refused cell,
//! the keyboard's cursor, the last move ringed, a ghost of the mark about to be placed under
//! the pointer, renju's forbidden points on X's turn (a small red cross), each mark's move
//! number (a setting), and at a win a stroke drawn through the line. A gomoku board (see
//! [`BoardLook`]) is drawn as one: stones on the lines' intersections, on wood, its columns and
//! rows named around it. The players and the result above it are [`super::status_bar`]'s.

use bevy::input_focus::AutoFocus;
use bevy::input_focus::tab_navigation::TabGroup;
use bevy::picking::hover::Hovered;
use bevy::prelude::*;
use mnk::{Board, Cell, Outcome};
use tictactoe_core::session::forbidden_points_shown;

use crate::controls::focus::KeyTarget;
use crate::game::GameSession;
use crate::game::advice::{Advice, CoachOn};
use crate::game::advice_view::{AdviceLine, advice_line, cell_advice, coach_label, line_bar};
use crate::game::input::BoardCursor;
use crate::game::status_bar::status_bar;
use crate::game::{CellClicked, GameSystems};
use crate::game::{ForbiddenPoints, MoveNumbers};
use crate::state::BoardShown;
use crate::theme::mark::{MarkLook, MarkShape, mark_shape};
use crate::theme::motion::{Grow, STROKE_TIME};
use crate::theme::paint::{Edge, Fill, Ink};
use crate::theme::palette::Role;
use crate::theme::widget;
use crate::theme::widget::BoardLook;

/// A cell's square on screen.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellView(pub Cell);

/// A cell flashing red (an illegal move, see [`super::feedback`]); removed when its timer
/// ends.
#[derive(Component, Debug)]
pub struct Flash(pub Timer);

/// The drawn mark in a cell.
#[derive(Component, Clone, Copy, Debug)]
pub struct CellMark(pub Cell);

/// The small cross on a cell that is one of renju's forbidden points, shown on X's turn.
#[derive(Component, Clone, Copy, Debug)]
pub struct ForbiddenCross(pub Cell);

/// The number of the move that placed a cell's mark, in the cell's corner when the
/// setting shows it.
#[derive(Component, Clone, Copy, Debug)]
pub struct MoveNumber(pub Cell);

/// The stroke through a winning line, with the cells it was drawn for.
#[derive(Component, Clone, Debug, PartialEq, Eq)]
pub struct WinStroke(pub Vec<Cell>);

/// The root of the board view, with the shape it was built for ((columns, rows)) and its
/// look.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardRoot((u8, u8), BoardLook);

/// The status above the board, or beside it in a wide window.
#[derive(Component)]
struct BoardInfo;

/// A window at least this much wider than high shows the status beside the board.
const WIDE: f32 = 1.3;

/// The grid of cells, the stroke's parent.
#[derive(Component)]
pub struct BoardGrid;

/// Side of the board as a share of the window's smaller side, in percent.
pub const BOARD_VMIN: f32 = 60.0;

/// Side of a gomoku board, in vmin: larger, for its many points (a screen too big for its
/// window is drawn smaller to fit, see [`crate::theme::fit`]).
const STONE_BOARD_VMIN: f32 = 62.0;

/// The side of a board drawn with `look`, in vmin.
fn board_vmin(look: BoardLook) -> f32 {
    match look {
        BoardLook::Cells => BOARD_VMIN,
        BoardLook::Stones => STONE_BOARD_VMIN,
    }
}

/// The grid lines' width, in vmin, on boards up to 10 cells a side.
const GAP_VMIN: f32 = 0.8;

/// The grid lines' width on a board `side` cells long, in vmin: [`GAP_VMIN`], thinner on
/// gomoku's boards so that their cells keep most of the room.
fn gap_vmin(side: u8) -> f32 {
    GAP_VMIN * (10.0 / f32::from(side)).min(1.0)
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            build_board_view.in_set(GameSystems::BuildView),
            (
                lay_out,
                paint_cells,
                show_marks,
                show_forbidden,
                show_move_numbers,
                draw_win_stroke,
            )
                .chain()
                .in_set(GameSystems::View),
        )
            .run_if(in_state(BoardShown)),
    );
}

/// Builds the view when a board comes into view, and again when a new game brings a
/// board of another shape; leaving the board screens despawns it.
pub(super) fn build_board_view(
    session: Res<GameSession>,
    roots: Query<(Entity, &BoardRoot)>,
    mut commands: Commands,
) {
    let board = session.board();
    let shape = (board.cols(), board.rows());
    let look = BoardLook::of(board);
    let mut current = false;
    for (entity, root) in &roots {
        if *root == BoardRoot(shape, look) {
            current = true;
        } else {
            commands.entity(entity).despawn();
        }
    }
    if current {
        return;
    }
    let (cols, rows) = (shape.0 as u16, shape.1 as u16);
    let side = board_vmin(look);
    let cell_vmin = side / cols.max(rows) as f32;
    let root = commands
        .spawn((
            Name::new("Board view"),
            BoardRoot(shape, look),
            crate::theme::fit::FitsWindow,
            DespawnOnExit(BoardShown),
            TabGroup::new(0),
            // Room below the board for the game-over buttons.
            Node {
                padding: UiRect::bottom(Val::VMin(9.0)),
                ..widget::column(2.0)
            },
            Pickable::IGNORE,
        ))
        .id();
    commands.spawn((
        BoardInfo,
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            row_gap: Val::VMin(2.0),
            ..default()
        },
        ChildOf(root),
        children![status_bar()],
    ));
    let grid = commands
        .spawn((
            Name::new("Board"),
            BoardGrid,
            // The arrows, Enter and Space play here; the focus starts here.
            KeyTarget,
            AutoFocus,
            ChildOf(root),
        ))
        .id();
    let stones = look == BoardLook::Stones;
    let gap = gap_vmin(shape.0.max(shape.1));
    widget::dress_board(&mut commands, grid, look, (cols, rows), side, gap);
    commands.spawn((advice_line(), ChildOf(root)));
    commands.spawn((line_bar(stones), ChildOf(grid)));
    // Room for the keyboard's cursor, drawn as the border's colour.
    let border = (cell_vmin * 0.05).max(0.35);
    for cell in 0..board.cells() {
        let (col, row) = board.geometry().col_row(cell);
        let mut view = commands.spawn((CellView(cell), Hovered::default(), ChildOf(grid)));
        let at = (col as u16, row as u16);
        widget::dress_cell(&mut view, look, at, (cols, rows), cell_vmin, border);
        view.with_children(|parent| {
            parent.spawn((
                CellMark(cell),
                mark_shape(
                    72.0,
                    MarkShape {
                        stone: stones,
                        ..default()
                    },
                ),
            ));
            parent.spawn(coach_label(cell, cell_vmin * 0.22));
            parent.spawn((
                ForbiddenCross(cell),
                widget::label("×", cell_vmin * if stones { 0.9 } else { 0.6 }),
                Node {
                    position_type: PositionType::Absolute,
                    ..default()
                },
                Visibility::Hidden,
                Pickable::IGNORE,
            ));
            // On a stone, its number is written in its middle; beside a mark, in the corner.
            let corner = Node {
                position_type: PositionType::Absolute,
                right: percent(6),
                bottom: percent(2),
                ..default()
            };
            let middle = Node {
                position_type: PositionType::Absolute,
                ..default()
            };
            parent.spawn((
                MoveNumber(cell),
                widget::label("", cell_vmin * if stones { 0.4 } else { 0.36 }),
                if stones { middle } else { corner },
                Pickable::IGNORE,
            ));
        })
        // Bevy picking: a click on the square is a click on the cell. Whether it
        // counts is the input plugin's business.
        .observe(
            move |_: On<Pointer<Click>>, mut clicks: MessageWriter<CellClicked>| {
                clicks.write(CellClicked(cell));
            },
        );
    }
}

/// In a wide window the status and the advice sit left of the board, else above and below
/// it: the root's direction follows the window's shape, and the advice line moves.
fn lay_out(
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    catalog: Res<crate::theme::say::CurrentCatalog>,
    mut roots: Query<(Entity, &mut Node), With<BoardRoot>>,
    infos: Query<Entity, With<BoardInfo>>,
    lines: Query<Entity, With<AdviceLine>>,
    mut commands: Commands,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    let wide = window.width() > window.height() * WIDE;
    let direction = if wide && catalog.right_to_left() {
        // The status beside the board, on the side a reader of the language starts at.
        FlexDirection::RowReverse
    } else if wide {
        FlexDirection::Row
    } else {
        FlexDirection::Column
    };
    for (root, mut node) in &mut roots {
        if node.flex_direction == direction {
            continue;
        }
        node.flex_direction = direction;
        node.column_gap = Val::VMin(4.0);
        let parent = if wide {
            infos.iter().next()
        } else {
            Some(root)
        };
        if let Some(parent) = parent {
            for line in &lines {
                commands.entity(line).insert(ChildOf(parent));
            }
        }
    }
}

/// Each cell's colour: the red flash, the winning line, or plain; and its border, which
/// shows the keyboard's cursor while the game goes on, else rings the last move.
fn paint_cells(
    session: Res<GameSession>,
    cursor: Res<BoardCursor>,
    advice: Res<Advice>,
    coach: Res<CoachOn>,
    time: Res<Time<Real>>,
    mut cells: Query<(&CellView, &mut Fill, &mut Edge, Has<Flash>)>,
) {
    let line: &[Cell] = match session.board().outcome() {
        Outcome::Win { line, .. } => line,
        _ => &[],
    };
    let over = session.board().outcome().is_over();
    let cursor_at = cursor.cell.filter(|_| cursor.shown && !over);
    let last = session.board().moves_played().last();
    let plain = BoardLook::of(session.board()).plain();
    for (view, mut fill, mut edge, flashing) in &mut cells {
        let advised = cell_advice(&advice, *coach, session.board(), view.0, time.elapsed());
        let role = if flashing {
            Role::Flash
        } else if line.contains(&view.0) {
            Role::WinCell
        } else {
            advised.tint.unwrap_or(plain)
        };
        fill.set_if_neq(Fill(role));
        let border = if cursor_at == Some(view.0) {
            Role::Cursor
        } else if advised.hinted {
            Role::BestMove
        } else if last == Some(view.0) {
            Role::LastMove
        } else {
            role
        };
        edge.set_if_neq(Edge(border));
    }
}

/// Each cell's mark; on a person's turn in play, the empty cell under the pointer shows a
/// ghost of the mark about to be placed, and the hinted cell a faint one.
fn show_marks(
    session: Res<GameSession>,
    advice: Res<Advice>,
    time: Res<Time<Real>>,
    cells: Query<(&CellView, &Hovered)>,
    mut marks: Query<(&CellMark, &mut MarkShape)>,
) {
    let board = session.board();
    let person_to_move = session.person_to_move();
    let hovered = cells
        .iter()
        .find(|(_, hovered)| hovered.get())
        .map(|(view, _)| view.0)
        .filter(|_| person_to_move);
    let hinted = advice.hint_cell(time.elapsed());
    let stone = BoardLook::of(board) == BoardLook::Stones;
    let line = engine_line(&advice, board);
    for (CellMark(cell), mut shape) in &mut marks {
        let (mark, look) = match board.get(*cell) {
            Some(mark) => (Some(mark), MarkLook::Solid),
            // The engine's line: each move a ghost of the mark that would play it.
            None if let Some(i) = line.iter().position(|c| c == cell) => {
                let mark = if i % 2 == 0 {
                    board.to_move()
                } else {
                    board.to_move().opponent()
                };
                (Some(mark), MarkLook::Ghost)
            }
            None if hovered == Some(*cell) => (Some(board.to_move()), MarkLook::Ghost),
            None if hinted == Some(*cell) && advice.position() == Some(board) => {
                (Some(board.to_move()), MarkLook::Best)
            }
            None => (None, MarkLook::Solid),
        };
        let wanted = MarkShape { mark, look, stone };
        shape.set_if_neq(wanted);
    }
}

/// Renju's forbidden points, a red cross each (in the colour of a warning), while X is to move and the setting
/// shows them; worked out again only when the position changes.
fn show_forbidden(
    session: Res<GameSession>,
    shown: Res<ForbiddenPoints>,
    mut known: Local<Option<(Board, bool, Vec<Cell>)>>,
    mut crosses: Query<(&ForbiddenCross, &mut Visibility, &mut Ink)>,
) {
    let board = session.board();
    if known
        .as_ref()
        .is_none_or(|(at, on, _)| at != board || *on != shown.0)
    {
        let cells = forbidden_points_shown(board, shown.0);
        *known = Some((board.clone(), shown.0, cells));
    }
    let cells: &[Cell] = known.as_ref().map_or(&[], |(_, _, cells)| cells);
    for (ForbiddenCross(cell), mut visibility, mut ink) in &mut crosses {
        let wanted = if cells.contains(cell) {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        visibility.set_if_neq(wanted);
        ink.set_if_neq(Ink(Role::Danger));
    }
}

/// Each mark's move number, while the setting shows them; on a stone, in the colour that
/// reads on it.
///
/// The engine's line, while on show, numbers its moves 1, 2, 3... on their ghosts.
fn show_move_numbers(
    session: Res<GameSession>,
    shown: Res<MoveNumbers>,
    advice: Res<Advice>,
    mut numbers: Query<(&MoveNumber, &mut Text, &mut Ink)>,
) {
    let board = session.board();
    let stones = BoardLook::of(board) == BoardLook::Stones;
    let line = engine_line(&advice, board);
    let mut ply = vec![0usize; board.cells()];
    if shown.0 {
        for (i, cell) in board.moves_played().enumerate() {
            ply[cell] = i + 1;
        }
    }
    for (MoveNumber(cell), mut text, mut ink) in &mut numbers {
        let in_line = line.iter().position(|c| c == cell);
        let wanted = match (ply.get(*cell), in_line) {
            (Some(&n), _) if n > 0 => n.to_string(),
            (_, Some(i)) => (i + 1).to_string(),
            _ => String::new(),
        };
        if text.0 != wanted {
            text.0 = wanted;
        }
        let role = match board.get(*cell) {
            Some(mark) if stones => Role::StoneText(mark),
            _ => Role::Text,
        };
        ink.set_if_neq(Ink(role));
    }
}

/// The engine's line on `board`, while on show and found for this position; empty else.
fn engine_line<'a>(advice: &'a Advice, board: &Board) -> &'a [Cell] {
    match advice.line() {
        Some(found) if advice.position() == Some(board) => &found.line,
        _ => &[],
    }
}

/// At a win, a stroke through the centres of the line's end cells, drawn on over the cells;
/// gone when the win is undone or a new game starts.
fn draw_win_stroke(
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
    // The grid's geometry, in vmin: padding and gaps are `gap` wide, cells share the rest.
    let look = BoardLook::of(board);
    let gap = match look {
        BoardLook::Cells => gap_vmin(board.cols().max(board.rows())),
        // Each point draws its own lines: no gaps.
        BoardLook::Stones => 0.0,
    };
    let side = |n: f32| (board_vmin(look) * n / longer - (n + 1.0) * gap) / n;
    let cell = Vec2::new(side(cols), side(rows));
    let centre = |c: Cell| {
        let (col, row) = board.geometry().col_row(c);
        let at = Vec2::new(col as f32, row as f32);
        Vec2::splat(gap) + at * (cell + gap) + cell / 2.0
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
