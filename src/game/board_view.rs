//! Board view: the board, its marks, the status line above it and the players line below
//! it, spawned once while a board is shown (Playing and GameOver) and kept in step with
//! the [`Game`] resource.

use bevy::prelude::*;
use mnk::{Cell, Outcome};

use crate::game::ai_turn::Thinking;
use crate::game::feedback::Flash;
use crate::game::input::BoardCursor;
use crate::game::players::{Names, PlayerId};
use crate::game::score::Scores;
use crate::game::{CellClicked, Game, GameSystems, Seats};
use crate::screens::BoardShown;
use crate::theme::{palette, widget};

/// A cell's square on screen.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellView(pub Cell);

/// The text showing a cell's mark.
#[derive(Component, Clone, Copy, Debug)]
pub struct MarkText(pub Cell);

/// The line above the board: whose turn, who is thinking, or the result.
#[derive(Component, Debug)]
pub struct StatusText;

/// The line below the board: who plays X and O, and once the game is over, their tally.
#[derive(Component, Debug)]
pub struct PlayersText;

/// The root of the board view, with the shape it was built for: (columns, rows).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
struct BoardRoot((u8, u8));

/// Side of the board as a share of the window's smaller side, in percent.
const BOARD_VMIN: f32 = 66.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            build_board_view,
            paint_cells,
            show_marks,
            show_status,
            show_players,
        )
            .chain()
            .in_set(GameSystems::View)
            .run_if(in_state(BoardShown)),
    );
}

/// Builds the view when a board comes into view, and again when a new game brings a
/// board of another shape; leaving the board screens despawns it.
fn build_board_view(game: Res<Game>, roots: Query<(Entity, &BoardRoot)>, mut commands: Commands) {
    let board = game.board();
    let shape = (board.cols(), board.rows());
    let mut current = false;
    for (entity, root) in &roots {
        if root.0 == shape {
            current = true;
        } else {
            commands.entity(entity).despawn();
        }
    }
    if current {
        return;
    }
    let (cols, rows) = (shape.0 as u16, shape.1 as u16);
    let cell_vmin = BOARD_VMIN / cols.max(rows) as f32;
    let root = commands
        .spawn((
            Name::new("Board view"),
            BoardRoot(shape),
            DespawnOnExit(BoardShown),
            // Room below the board for the game-over buttons.
            Node {
                padding: UiRect::bottom(Val::VMin(9.0)),
                ..widget::column(2.0)
            },
            Pickable::IGNORE,
        ))
        .id();
    commands.spawn((
        StatusText,
        widget::label("", 4.5),
        // Between the Undo and Redo buttons; a long name wraps.
        Node {
            max_width: Val::VMin(66.0),
            ..default()
        },
        TextLayout::justify(Justify::Center),
        Pickable::IGNORE,
        ChildOf(root),
    ));
    let grid = commands
        .spawn((
            Name::new("Board"),
            widget::board_grid(cols, rows, BOARD_VMIN, 0.8),
            BackgroundColor(palette::GRID),
            ChildOf(root),
        ))
        .id();
    commands.spawn((
        PlayersText,
        widget::label("", 3.2),
        Pickable::IGNORE,
        ChildOf(root),
    ));
    for cell in 0..board.cells() {
        commands
            .spawn((
                CellView(cell),
                Node {
                    align_items: AlignItems::Center,
                    justify_content: JustifyContent::Center,
                    // Room for the keyboard's cursor, drawn as the border's colour.
                    border: UiRect::all(Val::VMin((cell_vmin * 0.05).max(0.35))),
                    ..default()
                },
                BackgroundColor(palette::CELL),
                BorderColor::all(palette::CELL),
                ChildOf(grid),
                children![(
                    MarkText(cell),
                    widget::label("", cell_vmin * 0.7),
                    Pickable::IGNORE,
                )],
            ))
            // Bevy picking: a click on the square is a click on the cell. Whether it
            // counts is the input plugin's business.
            .observe(
                move |_: On<Pointer<Click>>, mut clicks: MessageWriter<CellClicked>| {
                    clicks.write(CellClicked(cell));
                },
            );
    }
}

/// Each cell's colour: the red flash, the winning line, or plain; and its border, which
/// shows the keyboard's cursor while the game goes on, else rings the last move.
fn paint_cells(
    game: Res<Game>,
    cursor: Res<BoardCursor>,
    mut cells: Query<(
        &CellView,
        &mut BackgroundColor,
        &mut BorderColor,
        Has<Flash>,
    )>,
) {
    let line: &[Cell] = match game.board().outcome() {
        Outcome::Win { line, .. } => line,
        _ => &[],
    };
    let over = game.board().outcome().is_over();
    let cursor_at = cursor.cell.filter(|_| cursor.shown && !over);
    let last = game.board().history().last();
    for (view, mut background, mut border, flashing) in &mut cells {
        let color = if flashing {
            palette::FLASH
        } else if line.contains(&view.0) {
            palette::WIN_CELL
        } else {
            palette::CELL
        };
        background.set_if_neq(BackgroundColor(color));
        let edge = if cursor_at == Some(view.0) {
            palette::CURSOR
        } else if last == Some(view.0) {
            palette::LAST_MOVE
        } else {
            color
        };
        border.set_if_neq(BorderColor::all(edge));
    }
}

fn show_marks(game: Res<Game>, mut marks: Query<(&MarkText, &mut Text, &mut TextColor)>) {
    for (MarkText(cell), mut text, mut color) in &mut marks {
        let mark = game.board().get(*cell);
        let symbol = mark.map(|m| m.to_string()).unwrap_or_default();
        if text.0 != symbol {
            text.0 = symbol;
        }
        if let Some(mark) = mark {
            color.set_if_neq(TextColor(palette::mark_color(mark)));
        }
    }
}

fn show_status(
    game: Res<Game>,
    seats: Res<Seats>,
    names: Res<Names>,
    thinking: Res<Thinking>,
    mut status: Query<&mut Text, With<StatusText>>,
) {
    let board = game.board();
    let player = |mark| PlayerId::at(&seats, &names, mark);
    let line = match board.outcome() {
        Outcome::Win { mark, .. } => format!("{} ({mark}) wins", player(*mark)),
        Outcome::Draw => "Draw".into(),
        Outcome::InProgress => {
            let mark = board.to_move();
            let verb = match player(mark) {
                PlayerId::Computer(_) if thinking.0 => "is thinking...",
                _ => "to move",
            };
            format!("{} ({mark}) {verb}", player(mark))
        }
    };
    set_text(&mut status, line);
}

/// During play: "X Ana  ·  O Hard". Once over, the pair's tally: "Ana 3 – 1 Hard, 2 draws".
fn show_players(
    game: Res<Game>,
    seats: Res<Seats>,
    names: Res<Names>,
    scores: Res<Scores>,
    mut players: Query<&mut Text, With<PlayersText>>,
) {
    let [x, o] = PlayerId::pair(&seats, &names);
    let line = if game.board().outcome().is_over() {
        scores.line(&x, &o)
    } else {
        format!("X {x}  ·  O {o}")
    };
    set_text(&mut players, line);
}

/// Sets the text of every `T` line, leaving unchanged ones untouched (no needless redraw).
fn set_text<T: Component>(lines: &mut Query<&mut Text, With<T>>, line: String) {
    for mut text in lines {
        if text.0 != line {
            text.0 = line.clone();
        }
    }
}
