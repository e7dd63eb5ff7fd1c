//! Board setup: the board, its marks and the status line, spawned for the Playing and
//! GameOver screens and kept in step with the [`Game`] resource.

use bevy::prelude::*;
use mnk::{Cell, Outcome};

use crate::feedback::Flash;
use crate::game::{CellClicked, Game, GameSet, Seat, Seats};
use crate::outcome::result_text;
use crate::screen::Screen;
use crate::theme;

/// A cell's square on screen.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellView(pub Cell);

/// The text showing a cell's mark.
#[derive(Component, Clone, Copy, Debug)]
struct MarkText(Cell);

/// The line above the board: whose turn, who is thinking, or the result.
#[derive(Component, Debug)]
pub struct StatusText;

/// Set while a computer seat is searching or waiting out its think delay.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Thinking(pub bool);

/// Side of the board as a share of the window's smaller side, in percent.
const BOARD_VMIN: f32 = 66.0;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Thinking>()
        .add_systems(OnEnter(Screen::Playing), spawn_board(Screen::Playing))
        .add_systems(OnEnter(Screen::GameOver), spawn_board(Screen::GameOver))
        .add_systems(
            Update,
            (paint_cells, show_marks, show_status)
                .in_set(GameSet::View)
                .run_if(in_state(Screen::Playing).or_else(in_state(Screen::GameOver))),
        );
}

/// A system spawning the board view for `screen`; the GameOver screen gets its own copy,
/// so each screen owns (and despawns) what it shows.
fn spawn_board(screen: Screen) -> impl Fn(Commands, Res<Game>) {
    move |mut commands: Commands, game: Res<Game>| {
        let board = &game.board;
        let (cols, rows) = (board.cols() as u16, board.rows() as u16);
        let cell_vmin = BOARD_VMIN / cols.max(rows) as f32;
        let root = commands
            .spawn((
                Name::new("Board screen"),
                DespawnOnExit(screen),
                Node {
                    // Room below the board for the game-over buttons.
                    padding: UiRect::bottom(Val::VMin(12.0)),
                    ..theme::screen_column(3.0)
                },
                Pickable::IGNORE,
            ))
            .id();
        commands.spawn((
            StatusText,
            Text::new(""),
            theme::font(5.0),
            TextColor(theme::TEXT),
            Pickable::IGNORE,
            ChildOf(root),
        ));
        let grid = commands
            .spawn((
                Name::new("Board"),
                Node {
                    width: Val::VMin(BOARD_VMIN * cols as f32 / cols.max(rows) as f32),
                    height: Val::VMin(BOARD_VMIN * rows as f32 / cols.max(rows) as f32),
                    display: Display::Grid,
                    grid_template_columns: RepeatedGridTrack::flex(cols, 1.0),
                    grid_template_rows: RepeatedGridTrack::flex(rows, 1.0),
                    row_gap: Val::VMin(0.8),
                    column_gap: Val::VMin(0.8),
                    padding: UiRect::all(Val::VMin(0.8)),
                    ..default()
                },
                BackgroundColor(theme::GRID),
                ChildOf(root),
            ))
            .id();
        for cell in 0..board.cells() {
            let mut square = commands.spawn((
                CellView(cell),
                Node {
                    align_items: AlignItems::Center,
                    justify_content: JustifyContent::Center,
                    ..default()
                },
                BackgroundColor(theme::CELL),
                ChildOf(grid),
                children![(
                    MarkText(cell),
                    Text::new(""),
                    theme::font(cell_vmin * 0.7),
                    TextColor(theme::TEXT),
                    Pickable::IGNORE,
                )],
            ));
            if screen == Screen::Playing {
                // Bevy picking: a click on the square is a click on the cell.
                square.observe(
                    move |_: On<Pointer<Click>>, mut clicks: MessageWriter<CellClicked>| {
                        clicks.write(CellClicked(cell));
                    },
                );
            }
        }
    }
}

fn paint_cells(game: Res<Game>, mut cells: Query<(&CellView, &mut BackgroundColor, Has<Flash>)>) {
    let line: &[Cell] = match game.board.outcome() {
        Outcome::Win { line, .. } => line,
        _ => &[],
    };
    for (view, mut background, flashing) in &mut cells {
        let color = if flashing {
            theme::FLASH
        } else if line.contains(&view.0) {
            theme::WIN_CELL
        } else {
            theme::CELL
        };
        background.set_if_neq(BackgroundColor(color));
    }
}

fn show_marks(game: Res<Game>, mut marks: Query<(&MarkText, &mut Text, &mut TextColor)>) {
    for (MarkText(cell), mut text, mut color) in &mut marks {
        let mark = game.board.get(*cell);
        let symbol = mark.map(|m| m.to_string()).unwrap_or_default();
        if text.0 != symbol {
            text.0 = symbol;
        }
        if let Some(mark) = mark {
            color.set_if_neq(TextColor(theme::mark_color(mark)));
        }
    }
}

fn show_status(
    game: Res<Game>,
    seats: Res<Seats>,
    thinking: Res<Thinking>,
    mut status: Query<&mut Text, With<StatusText>>,
) {
    let board = &game.board;
    let line = if board.outcome().is_over() {
        result_text(board.outcome())
    } else {
        let mark = board.to_move();
        match seats.get(mark) {
            Seat::Ai(level) if thinking.0 => format!("{mark} ({level}) is thinking..."),
            Seat::Ai(level) => format!("{mark} ({level}) to move"),
            Seat::Human => format!("{mark} to move"),
        }
    };
    for mut text in &mut status {
        if text.0 != line {
            text.0 = line.clone();
        }
    }
}
