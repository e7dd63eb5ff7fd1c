//! Replay's picture: the board at the move shown (the last move ringed, the winning line at
//! the end, the best moves missed in Review as faint green marks), the move list beside it,
//! all kept in step with [`Replay`] and [`Review`]; the buttons' labels and states are
//! [`super::controls`]'s.

use super::review::{self};
use super::{Replay, ReplayAction};
use crate::controls::focus::KeyTarget;
use crate::game::advice::{Advice, CoachOn};
use crate::game::advice_view::{advice_line, cell_advice, coach_label};
use crate::screens::Screen;
use crate::theme::interaction::set_marker;
use crate::theme::mark::{MarkLook, MarkShape, mark_shape};
use crate::theme::paint::{Edge, Fill};
use crate::theme::palette::Role;
use crate::theme::say::{CurrentCatalog, Say};
use crate::theme::widget;
use crate::theme::widget::BoardLook;
use bevy::input_focus::AutoFocus;
use bevy::prelude::*;
use bevy::ui::Checked;
use bevy::ui_widgets::ScrollArea;
use bevy::ui_widgets::ScrollIntoView;
use mnk::{Cell, Mark, Outcome};
use tictactoe_core::notation::cell_name;
use tictactoe_core::words::{board_shape, date_time};

/// A cell of the replay board.
#[derive(Component, Clone, Copy, Debug)]
pub struct ReplayCell(pub Cell);

#[derive(Component, Clone, Copy, Debug)]
pub(super) struct ReplayMark(Cell);

/// A move's entry in the list, by its number of plies after it.
#[derive(Component, Clone, Copy, Debug)]
pub(super) struct MoveEntry(usize);

#[derive(Component)]
struct MoveList;

/// Side of the replay board, in vmin.
const BOARD_VMIN: f32 = 54.0;

pub(super) fn spawn_replay(
    replay: Res<Replay>,
    catalog: Res<CurrentCatalog>,
    mut commands: Commands,
) {
    let game = &replay.game;
    let board = game.record.board();
    let (cols, rows) = (board.cols() as u16, board.rows() as u16);
    let cell_vmin = BOARD_VMIN / cols.max(rows) as f32;
    let root = commands
        .spawn((widget::root("Replay", 1.5), DespawnOnExit(Screen::Replay)))
        .id();
    let (x, o) = (game.x.shown(&catalog), game.o.shown(&catalog));
    let players = Say::with("replay-players", [("x", x.into()), ("o", o.into())]);
    let when = format!(
        "{}  ·  {}",
        board_shape(&catalog, board),
        date_time(&catalog, game.played_at)
    );
    commands.spawn((
        Name::new("Title"),
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            ..default()
        },
        ChildOf(root),
        children![widget::said(players, 3.2), widget::label(&when, 2.6)],
    ));
    let middle = commands
        .spawn((
            Node {
                column_gap: Val::VMin(2.5),
                align_items: AlignItems::FlexStart,
                ..default()
            },
            ChildOf(root),
        ))
        .id();
    let grid = commands
        .spawn((
            Name::new("Replay board"),
            // The steps' keys work here; the focus starts here.
            KeyTarget,
            AutoFocus,
            ChildOf(middle),
        ))
        .id();
    let look = BoardLook::of(board);
    widget::dress_board(&mut commands, grid, look, (cols, rows), BOARD_VMIN, 0.6);
    let border = (cell_vmin * 0.06).max(0.3);
    for cell in 0..board.cells() {
        let (col, row) = board.geometry().col_row(cell);
        let mut view = commands.spawn((ReplayCell(cell), ChildOf(grid)));
        let at = (col as u16, row as u16);
        widget::dress_cell(&mut view, look, at, (cols, rows), cell_vmin, border);
        let mark = MarkShape {
            stone: look == BoardLook::Stones,
            ..default()
        };
        view.with_children(|parent| {
            parent.spawn((ReplayMark(cell), mark_shape(72.0, mark)));
            parent.spawn(coach_label(cell, cell_vmin * 0.22));
        });
    }
    let list = commands
        .spawn((
            MoveList,
            Name::new("Moves"),
            ScrollArea,
            Node {
                width: Val::VMin(30.0),
                height: Val::VMin(BOARD_VMIN),
                flex_direction: FlexDirection::Column,
                row_gap: Val::VMin(0.5),
                overflow: Overflow::scroll_y(),
                ..default()
            },
            Fill(Role::Cell),
            ChildOf(middle),
        ))
        .id();
    commands.spawn((
        widget::button("", 28.0, 4.4),
        Say::new("replay-start"),
        ReplayAction::Jump(0),
        MoveEntry(0),
        ChildOf(list),
    ));
    for (i, &cell) in game.record.moves().iter().enumerate() {
        let mark = if i % 2 == 0 { Mark::X } else { Mark::O };
        let text = format!("{:>3}. {mark} {}", i + 1, cell_name(board.cols(), cell));
        commands.spawn((
            widget::button(&text, 28.0, 4.4),
            ReplayAction::Jump(i + 1),
            MoveEntry(i + 1),
            ChildOf(list),
        ));
    }
    commands.spawn((advice_line(), ChildOf(root)));
    commands.spawn((review::verdict_line(), ChildOf(root)));
    commands.spawn((
        Name::new("Steps"),
        Node {
            column_gap: Val::VMin(1.5),
            ..default()
        },
        ChildOf(root),
        children![
            (widget::button("|<", 7.0, 6.0), ReplayAction::First),
            (widget::button("<", 7.0, 6.0), ReplayAction::Back),
            (widget::button("", 12.0, 6.0), ReplayAction::PlayPause),
            (widget::button(">", 7.0, 6.0), ReplayAction::Forward),
            (widget::button(">|", 7.0, 6.0), ReplayAction::Last),
            (widget::button("", 15.0, 6.0), ReplayAction::Review),
            (
                widget::button("", 11.0, 6.0),
                Say::new("replay-hint"),
                ReplayAction::Hint
            ),
            (
                widget::button("", 13.0, 6.0),
                Say::new("replay-coach"),
                ReplayAction::Coach
            ),
        ],
    ));
    commands.spawn((
        Name::new("From here"),
        Node {
            column_gap: Val::VMin(1.5),
            ..default()
        },
        ChildOf(root),
        children![
            (widget::button("", 19.0, 6.0), ReplayAction::Seat(Mark::X)),
            (widget::button("", 19.0, 6.0), ReplayAction::Seat(Mark::O)),
            (
                widget::button("", 30.0, 6.0),
                Say::new("replay-from-here"),
                ReplayAction::PlayFromHere
            ),
            (
                widget::button("", 16.0, 6.0),
                Say::new("replay-back"),
                ReplayAction::Leave
            ),
        ],
    ));
}

pub(super) fn show_board(
    replay: Res<Replay>,
    review: Res<review::Review>,
    advice: Res<Advice>,
    coach: Res<CoachOn>,
    time: Res<Time<Real>>,
    mut cells: Query<(&ReplayCell, &mut Fill, &mut Edge)>,
    mut marks: Query<(&ReplayMark, &mut MarkShape)>,
) {
    let board = replay.board();
    let now = time.elapsed();
    let line: &[Cell] = match board.outcome() {
        Outcome::Win { line, .. } => line,
        _ => &[],
    };
    let last = replay
        .ply
        .checked_sub(1)
        .map(|i| replay.game.record.moves()[i]);
    let best = review.best_instead(&replay);
    let look = BoardLook::of(&board);
    let stone = look == BoardLook::Stones;
    for (&ReplayCell(cell), mut fill, mut edge) in &mut cells {
        let advised = cell_advice(&advice, *coach, &board, cell, now);
        let role = if line.contains(&cell) {
            Role::WinCell
        } else {
            advised.tint.unwrap_or(look.plain())
        };
        fill.set_if_neq(Fill(role));
        let border = if advised.hinted {
            Role::BestMove
        } else if last == Some(cell) {
            Role::LastMove
        } else if best.contains(&cell) {
            Role::BestMove
        } else {
            role
        };
        edge.set_if_neq(Edge(border));
    }
    for (&ReplayMark(cell), mut shape) in &mut marks {
        let (mark, look) = match board.get(cell) {
            Some(mark) => (Some(mark), MarkLook::Solid),
            // The hint, or the best move the player missed, as a faint mark of their own.
            None if cell_advice(&advice, *coach, &board, cell, now).hinted => {
                (Some(board.to_move()), MarkLook::Best)
            }
            None if best.contains(&cell) => (Some(board.to_move().opponent()), MarkLook::Best),
            None => (None, MarkLook::Solid),
        };
        let wanted = MarkShape { mark, look, stone };
        shape.set_if_neq(wanted);
    }
}

/// Moves the list's check mark and slip marks with the move shown and the review.
pub(super) fn show_moves(
    replay: Res<Replay>,
    review: Res<review::Review>,
    entries: Query<(Entity, &MoveEntry, Has<Checked>, &Children)>,
    mut texts: Query<&mut Text>,
    laid_out: Query<&ComputedNode>,
    mut shown: Local<Option<(u64, usize)>>,
    mut commands: Commands,
) {
    let now = Some((replay.game.id, replay.ply));
    if !replay.is_changed() && !review.is_changed() && *shown == now {
        return;
    }
    let mut scrolled = false;
    let cols = replay.game.record.board().cols();
    for (entity, &MoveEntry(ply), checked, children) in &entries {
        let current = ply == replay.ply;
        set_marker::<Checked>(&mut commands, entity, checked, current);
        // Only when the move shown changes: the list stays where the wheel puts it.
        // A list just spawned has no layout yet: it scrolls a frame later.
        let placed = laid_out.get(entity).is_ok_and(|node| node.size().y > 0.0);
        if current && *shown != now && placed {
            commands.trigger(ScrollIntoView { entity });
            scrolled = true;
        }
        if ply == 0 {
            continue;
        }
        let mark = if ply % 2 == 1 { Mark::X } else { Mark::O };
        let cell = replay.game.record.moves()[ply - 1];
        let slip = review
            .move_review(&replay, ply)
            .and_then(|r| r.slip)
            .map_or("", |s| s.symbol());
        let line = format!("{ply:>3}. {mark} {} {slip}", cell_name(cols, cell));
        let mut iter = texts.iter_many_mut(children);
        while let Some(mut text) = iter.fetch_next() {
            if text.0 != line {
                text.0 = line.clone();
            }
        }
    }
    if scrolled {
        *shown = now;
    }
}
