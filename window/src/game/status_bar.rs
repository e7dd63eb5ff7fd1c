//! The status above the board: a badge for each player (the mark drawn, the name or level,
//! person or computer), the pair's tally between them, and a line that says whose turn it
//! is, that a computer is thinking (with moving dots), or the result. The badge of the
//! side to move is lit; at a win, the winner's.

use bevy::prelude::*;
use mnk::{Mark, Outcome};

use crate::game::GameSession;
use crate::game::GameSystems;
use crate::game::ai_turn::{BrainName, Thinking};
use crate::game::online::Online;
use crate::state::BoardShown;
use crate::theme::mark::{MarkShape, mark_shape};
use crate::theme::paint::Fill;
use crate::theme::palette::Role;
use crate::theme::say::CurrentCatalog;
use crate::theme::widget;
use crate::theme::widget::BoardLook;
use tictactoe_core::session::{PlayerId, Seat};
use tictactoe_core::words;
use tictactoe_core::words::opening::opening_status;

/// A player's badge, by the mark they play.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Badge(pub Mark);

/// The name (or level) on a badge.
#[derive(Component, Clone, Copy, Debug)]
pub struct BadgeName(pub Mark);

/// "Human" or "Computer" on a badge.
#[derive(Component, Clone, Copy, Debug)]
struct BadgeKind(Mark);

/// The pair's tally: "3 – 1", X's wins first.
#[derive(Component, Debug)]
pub struct TallyText;

/// The draws under the tally.
#[derive(Component, Debug)]
struct DrawsText;

/// The line under the badges: whose turn, who is thinking, or the result.
#[derive(Component, Debug)]
pub struct StatusText;

/// The longest name a badge shows whole, in characters; a longer one ends in "…".
const NAME_CHARS: usize = 10;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (show_badges, show_badge_stones, show_tally, show_status)
            .in_set(GameSystems::View)
            .run_if(in_state(BoardShown)),
    );
}

/// The badges, the tally and the status line, in a column.
pub fn status_bar() -> impl Bundle {
    (
        Name::new("Status"),
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            row_gap: Val::VMin(1.0),
            ..default()
        },
        Pickable::IGNORE,
        children![
            (
                Node {
                    align_items: AlignItems::Center,
                    column_gap: Val::VMin(1.5),
                    ..default()
                },
                children![
                    badge(Mark::X),
                    (
                        Node {
                            min_width: Val::VMin(11.0),
                            flex_direction: FlexDirection::Column,
                            align_items: AlignItems::Center,
                            ..default()
                        },
                        children![
                            (TallyText, widget::label("0 – 0", 3.6)),
                            (DrawsText, widget::label("", 2.2), TextLayout::no_wrap()),
                        ],
                    ),
                    badge(Mark::O),
                ],
            ),
            (
                StatusText,
                widget::label("", 3.4),
                TextLayout::justify(Justify::Center),
            ),
        ],
    )
}

/// A badge's mark: a stone on a gomoku board.
#[derive(Component, Clone, Copy, Debug)]
struct BadgeMark;

/// The badges' marks are drawn as the board draws them: X and O, or black and white stones
/// (a stone is drawn larger than its mark's box: the box shrinks to keep it in the badge).
fn show_badge_stones(
    session: Res<GameSession>,
    mut marks: Query<(&mut MarkShape, &mut Node), With<BadgeMark>>,
) {
    let stone = BoardLook::of(session.board()) == BoardLook::Stones;
    let side = if stone { percent(72) } else { percent(100) };
    for (mut shape, mut node) in &mut marks {
        if shape.stone != stone {
            shape.stone = stone;
            node.width = side;
            node.height = side;
        }
    }
}

fn badge(mark: Mark) -> impl Bundle {
    (
        Badge(mark),
        Name::new(format!("Badge {mark}")),
        Node {
            width: Val::VMin(24.0),
            height: Val::VMin(8.0),
            align_items: AlignItems::Center,
            column_gap: Val::VMin(1.2),
            padding: UiRect::horizontal(Val::VMin(1.2)),
            border_radius: BorderRadius::all(Val::VMin(1.0)),
            overflow: Overflow::clip(),
            ..default()
        },
        Fill(Role::Button),
        children![
            (
                Node {
                    width: Val::VMin(5.0),
                    height: Val::VMin(5.0),
                    flex_shrink: 0.0,
                    align_items: AlignItems::Center,
                    justify_content: JustifyContent::Center,
                    ..default()
                },
                children![(
                    BadgeMark,
                    mark_shape(
                        100.0,
                        MarkShape {
                            mark: Some(mark),
                            ..default()
                        }
                    )
                )],
            ),
            (
                Node {
                    flex_direction: FlexDirection::Column,
                    ..default()
                },
                children![
                    (
                        BadgeName(mark),
                        widget::label("", 3.0),
                        TextLayout::no_wrap()
                    ),
                    (BadgeKind(mark), widget::label("", 2.0)),
                ],
            ),
        ],
    )
}

/// A name cut to fit a badge.
fn short(name: &str) -> String {
    if name.chars().count() <= NAME_CHARS {
        name.to_string()
    } else {
        let cut: String = name.chars().take(NAME_CHARS - 1).collect();
        format!("{cut}…")
    }
}

fn show_badges(
    session: Res<GameSession>,
    catalog: Res<CurrentCatalog>,
    online: Res<Online>,
    brain: Res<BrainName>,
    mut badges: Query<(&Badge, &mut Fill)>,
    mut texts: Query<
        (&mut Text, Option<&BadgeName>, Option<&BadgeKind>),
        Or<(With<BadgeName>, With<BadgeKind>)>,
    >,
) {
    let board = session.board();
    let lit = match board.outcome() {
        _ if let Some(lost) = session.out_of_time() => Some((lost.opponent(), Role::WinCell)),
        Outcome::Win { mark, .. } => Some((*mark, Role::WinCell)),
        Outcome::Draw => None,
        // In an opening, the seat placing or choosing is lit, whatever mark is to move.
        Outcome::InProgress => Some((
            session.actor().map_or(board.to_move(), |(_, mark)| mark),
            Role::ButtonSelected,
        )),
    };
    for (Badge(mark), mut fill) in &mut badges {
        let role = match lit {
            Some((lit, role)) if lit == *mark => role,
            _ => Role::Button,
        };
        fill.set_if_neq(Fill(role));
    }
    let clocks = session.clock_left();
    for (mut text, name, kind) in &mut texts {
        let line = match (name, kind) {
            (Some(BadgeName(mark)), _) => {
                short(&PlayerId::at(&session.seats, &session.names, *mark).shown(&catalog))
            }
            // A timed game's badge tells the time left, which matters more than who.
            (_, Some(BadgeKind(mark))) if let Some(left) = clocks => {
                words::clock_time(left[mark.index()])
            }
            (_, Some(BadgeKind(mark))) => match session.seats.get(*mark) {
                Seat::Human => catalog.text("badge-human"),
                Seat::Computer(_) => catalog.text("badge-computer"),
                // The brain's own name, from its ABOUT, once it has started.
                Seat::Brain => brain
                    .0
                    .as_deref()
                    .map_or_else(|| catalog.text("badge-computer"), short),
                Seat::Remote => catalog.text(online.badge()),
            },
            _ => continue,
        };
        if text.0 != line {
            text.0 = line;
        }
    }
}

fn show_tally(
    session: Res<GameSession>,
    catalog: Res<CurrentCatalog>,
    mut tally: Query<&mut Text, With<TallyText>>,
    mut draws: Query<&mut Text, (With<DrawsText>, Without<TallyText>)>,
) {
    let [x, o] = PlayerId::pair(&session.seats, &session.names);
    let (x_wins, o_wins, drawn) = session.scores.wins(&x, &o);
    set_text(&mut tally, format!("{x_wins} – {o_wins}"));
    set_text(
        &mut draws,
        catalog.text_with("badge-draws", &[("draws", drawn.into())]),
    );
}

fn show_status(
    session: Res<GameSession>,
    catalog: Res<CurrentCatalog>,
    online: Res<Online>,
    thinking: Res<Thinking>,
    time: Res<Time<Real>>,
    mut status: Query<&mut Text, With<StatusText>>,
) {
    let board = session.board();
    let player = |mark| PlayerId::at(&session.seats, &session.names, mark);
    let say = |key: &str, mark: Mark| {
        let name = player(mark).shown(&catalog);
        catalog.text_with(
            key,
            &[("player", name.into()), ("mark", mark.to_string().into())],
        )
    };
    let waiting = online.status(&catalog).filter(|_| session.seats.online());
    // (An outcome other than in play is a result, said by the second arm.)
    let line = match board.outcome() {
        // While the friend is away, the network game waits: that is the news.
        _ if let Some(waiting) = waiting => waiting,
        _ if let Some(result) = result_line(&session, &catalog) => result,
        // An opening under way says who places which stone, or who chooses.
        Outcome::InProgress
            if let Some((actor, seat_mark)) = session.actor()
                && let Some((key, args)) =
                    opening_status(session.opening_step(), board.ply(), &actor.shown(&catalog)) =>
        {
            let line = catalog.text_with(key, &args);
            match session.seats.get(seat_mark) {
                Seat::Computer(_) | Seat::Brain if thinking.0 => {
                    let dots = (time.elapsed_secs() * 3.0) as usize % 4;
                    format!("{line}{:<3}", ".".repeat(dots))
                }
                _ => line,
            }
        }
        _ => {
            let mark = board.to_move();
            match player(mark) {
                // The dots count up three times a second while the computer thinks; the
                // frames come anyway, as the think delay and the search ask for them.
                PlayerId::Computer(_) | PlayerId::Brain if thinking.0 => {
                    let dots = (time.elapsed_secs() * 3.0) as usize % 4;
                    format!("{}{:<3}", say("status-thinking", mark), ".".repeat(dots))
                }
                _ => say("status-to-move", mark),
            }
        }
    };
    set_text(&mut status, line);
}

/// The result of the game on the board as the status line says it ("Ana (X) wins", "A
/// draw", a win on time); `None` while it is in play.
pub fn result_line(session: &GameSession, catalog: &CurrentCatalog) -> Option<String> {
    let say = |key: &str, mark: Mark| {
        let name = PlayerId::at(&session.seats, &session.names, mark).shown(catalog);
        catalog.text_with(
            key,
            &[("player", name.into()), ("mark", mark.to_string().into())],
        )
    };
    if let Some(lost) = session.out_of_time() {
        return Some(say("status-wins-on-time", lost.opponent()));
    }
    match session.board().outcome() {
        Outcome::Win { mark, .. } => Some(say("status-wins", *mark)),
        Outcome::Draw => Some(catalog.text("status-draw")),
        Outcome::InProgress => None,
    }
}

/// Sets the text of every `T` line, leaving unchanged ones untouched (no needless redraw).
fn set_text<F: bevy::ecs::query::QueryFilter>(lines: &mut Query<&mut Text, F>, line: String) {
    for mut text in lines {
        if text.0 != line {
            text.0 = line.clone();
        }
    }
}
