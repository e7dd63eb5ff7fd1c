//! The advice on screen, on the board of Playing and of Replay alike: the hinted cell ringed
//! with a faint mark in it, the coach's tint and label on each empty cell, and a line under
//! the board with the hint's sentence or the coach's key.

use bevy::prelude::*;

use crate::theme::say::CurrentCatalog;
use mnk::{Board, Cell, Mark, Verdict};
use tictactoe_core::advice::x_share;
use tictactoe_core::i18n::Catalog;
use tictactoe_core::notation::cell_name;
use tictactoe_core::words::line_score;

use crate::awake::AwakeApp;
use crate::game::advice::{Advice, CoachOn};
use crate::theme::paint::{Edge, Fill};
use crate::theme::palette::Role;
use crate::theme::widget;

/// The coach's label in a cell: "+3", "=", "-4", or an estimate, "+?", "-?", "?".
#[derive(Component, Clone, Copy, Debug)]
pub struct CoachLabel(pub Cell);

/// The line under a board with the hint or the coach's key.
#[derive(Component, Clone, Copy, Debug)]
pub struct AdviceLine;

/// A cell's coach label, in its top left corner, `size` vmin high.
pub fn coach_label(cell: Cell, size: f32) -> impl Bundle {
    (
        CoachLabel(cell),
        widget::label("", size),
        Node {
            position_type: PositionType::Absolute,
            left: percent(6),
            top: percent(2),
            ..default()
        },
        Pickable::IGNORE,
    )
}

/// The advice line's bundle.
pub fn advice_line() -> impl Bundle {
    (
        AdviceLine,
        widget::label("", 2.5),
        Node {
            min_height: Val::VMin(3.2),
            ..default()
        },
        TextLayout::justify(Justify::Center),
    )
}

/// The engine's line's bar, upright beside the board as analysis boards show it: X's share
/// of the game as the line sees it ([`x_share`]) from the foot, in X's colour (Black's
/// stone on a gomoku board), the rest in O's.
#[derive(Component, Clone, Copy, Debug)]
pub struct LineBar;

/// X's part of [`LineBar`].
#[derive(Component, Clone, Copy, Debug)]
pub struct LineBarX;

/// The line's bar beside the board (a child of its grid), hidden until the engine's line
/// shows; in stones' colours on a gomoku board.
pub fn line_bar(stones: bool) -> impl Bundle {
    let role = |mark| match stones {
        true => Role::Stone(mark),
        false => Role::Mark(mark),
    };
    (
        LineBar,
        Name::new("Engine's line bar"),
        Node {
            position_type: PositionType::Absolute,
            // Left of the board and of its row numbers.
            right: percent(105),
            top: percent(0),
            width: Val::VMin(2.2),
            height: percent(100),
            display: Display::None,
            flex_direction: FlexDirection::ColumnReverse,
            border: UiRect::all(Val::Px(1.0)),
            border_radius: BorderRadius::all(Val::VMin(1.1)),
            overflow: Overflow::clip(),
            ..default()
        },
        Fill(role(Mark::O)),
        Edge(Role::Text),
        Pickable::IGNORE,
        children![(
            LineBarX,
            Node {
                width: percent(100),
                height: percent(50),
                ..default()
            },
            Fill(role(Mark::X)),
        )],
    )
}

/// What the advice does to a cell's look.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CellAdvice {
    /// The cell is the hint: ring it and show a faint mark.
    pub hinted: bool,
    /// The coach's tint for the cell.
    pub tint: Option<Role>,
}

/// The advice for `cell` of `board` at real time `now`.
pub fn cell_advice(
    advice: &Advice,
    coach: CoachOn,
    board: &Board,
    cell: Cell,
    now: std::time::Duration,
) -> CellAdvice {
    if advice.position() != Some(board) || board.get(cell).is_some() {
        return CellAdvice::default();
    }
    let tint = advice
        .cell(cell)
        .filter(|_| coach.0)
        .map(|value| match value.verdict {
            _ if !value.proven => Role::CoachDraw,
            Verdict::Win { .. } => Role::CoachWin,
            Verdict::Draw => Role::CoachDraw,
            Verdict::Loss { .. } => Role::CoachLoss,
        });
    CellAdvice {
        hinted: advice.hint_cell(now) == Some(cell),
        tint,
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        (show_coach_labels, show_advice_line, show_line_bar).after(super::advice::advise),
    )
    .awake_while("a hint", hinting);
}

fn show_coach_labels(
    advice: Res<Advice>,
    coach: Res<CoachOn>,
    mut labels: Query<(&CoachLabel, &mut Text)>,
    new: Query<(), Added<CoachLabel>>,
) {
    if !advice.is_changed() && !coach.is_changed() && new.is_empty() {
        return;
    }
    for (CoachLabel(cell), mut text) in &mut labels {
        let shown = match advice.cell(*cell) {
            Some(value) if coach.0 && advice.position().is_some_and(|b| b.get(*cell).is_none()) => {
                value.label()
            }
            _ => String::new(),
        };
        if text.0 != shown {
            text.0 = shown;
        }
    }
}

fn show_line_bar(
    advice: Res<Advice>,
    mut bars: Query<&mut Node, (With<LineBar>, Without<LineBarX>)>,
    mut parts: Query<&mut Node, (With<LineBarX>, Without<LineBar>)>,
) {
    if !advice.is_changed() {
        return;
    }
    let share = match (advice.line_on(), advice.line(), advice.position()) {
        (true, Some(found), Some(position)) => Some(x_share(found, position.to_move())),
        _ => None,
    };
    let display = if share.is_some() {
        Display::Flex
    } else {
        Display::None
    };
    for mut bar in &mut bars {
        if bar.display != display {
            bar.display = display;
        }
    }
    if let Some(share) = share {
        let height = percent(share * 100.0);
        for mut part in &mut parts {
            if part.height != height {
                part.height = height;
            }
        }
    }
}

fn show_advice_line(
    advice: Res<Advice>,
    catalog: Res<CurrentCatalog>,
    coach: Res<CoachOn>,
    time: Res<Time<Real>>,
    mut lines: Query<&mut Text, With<AdviceLine>>,
) {
    let line = if let Some(sentence) = advice.hint_sentence(time.elapsed(), &catalog) {
        sentence
    } else if advice.hint_pending() {
        catalog.text("hint-thinking")
    } else if advice.line_on() && advice.position().is_some() {
        match (advice.line(), advice.position()) {
            (Some(found), Some(position)) => engine_line(&catalog, position, found),
            _ => catalog.text("engine-line-thinking"),
        }
    } else if coach.0 && advice.position().is_some() {
        let (done, all) = advice.progress();
        if done < all {
            catalog.text_with(
                "coach-counting",
                &[("done", done.into()), ("all", all.into())],
            )
        } else {
            catalog.text("coach-legend")
        }
    } else {
        String::new()
    };
    for mut text in &mut lines {
        if text.0 != line {
            text.0 = line.clone();
        }
    }
}

/// The engine's line as a sentence: its moves by name, the depth searched and its score
/// for the side to move ([`line_score`]).
fn engine_line(catalog: &Catalog, position: &Board, found: &mnk::Appraisal) -> String {
    let moves: Vec<String> = found
        .line
        .iter()
        .map(|&cell| cell_name(position.cols(), cell))
        .collect();
    catalog.text_with(
        "engine-line",
        &[
            ("moves", moves.join(" ").into()),
            ("depth", found.depth.into()),
            ("score", line_score(found).into()),
        ],
    )
}

/// A hint goes away by itself: frames must keep coming while one is shown or searched.
fn hinting(advice: Res<Advice>, time: Res<Time<Real>>) -> bool {
    advice.hint_cell(time.elapsed()).is_some() || advice.hint_pending()
}
