//! Marks drawn as shapes, not letters: X as two crossed strokes, O as a ring, each sized
//! to the node it is put in (a board cell, a player's badge). The shapes differ, so colour
//! is never the only cue. On a gomoku board a mark is a stone instead: X a black one, O a
//! white one, told apart by their lightness. They are UI nodes (rounded boxes, one rotated), which Bevy draws
//! sharp at every size. A played mark casts a shadow down and to the right: the board is
//! lit from the top left.

use bevy::prelude::*;
use mnk::Mark;

use super::motion::{Grow, PLACE_TIME};
use super::paint::{Edge, Fill};
use super::palette::Role;

/// A drawn mark: which mark, if any, and how it looks. Screens set it from their
/// resources; this module draws it.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MarkShape {
    /// The mark drawn; `None` draws nothing.
    pub mark: Option<Mark>,
    /// How it is drawn.
    pub look: MarkLook,
    /// Drawn as a gomoku stone (X black, O white) rather than as X or O.
    pub stone: bool,
}

/// How a drawn mark looks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MarkLook {
    /// Played: in its mark's colour, and it grows in when it appears.
    #[default]
    Solid,
    /// The faint preview of the mark about to be placed.
    Ghost,
    /// A best move shown in Review, in the best move's colour.
    Best,
}

/// A part of a drawn mark: the O's ring, or one of the X's strokes, or the shadow of one.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
enum Part {
    Ring,
    Stroke,
    RingShadow,
    StrokeShadow,
    Stone,
    StoneShadow,
}

impl Part {
    /// Whether the part belongs to `shape`'s mark, drawn as it is drawn.
    fn of(self, shape: &MarkShape) -> bool {
        let mark = shape.mark;
        match self {
            Part::Ring | Part::RingShadow => !shape.stone && mark == Some(Mark::O),
            Part::Stroke | Part::StrokeShadow => !shape.stone && mark == Some(Mark::X),
            Part::Stone | Part::StoneShadow => shape.stone && mark.is_some(),
        }
    }

    /// Whether the part is a shadow.
    fn is_shadow(self) -> bool {
        matches!(
            self,
            Part::RingShadow | Part::StrokeShadow | Part::StoneShadow
        )
    }

    /// How far the part lies from where its mark's shape puts it, right and down, in
    /// percent of the mark's side: a shadow's [`SHADOW`].
    fn offset(self) -> (f32, f32) {
        if self.is_shadow() { SHADOW } else { (0.0, 0.0) }
    }
}

/// A stroke's thickness, and the ring's, as a share of the mark's side, in percent.
const THICKNESS: f32 = 13.0;

/// A stone's diameter, as a share of the mark's side, in percent (a mark is drawn 72 % of
/// its cell: a stone about 95 %).
const STONE: f32 = 140.0;

/// A stone's rim, in pixels: a share of a small stone would draw as broken arcs.
const STONE_RIM: f32 = 2.0;

/// How far a shadow falls from its part, right and down, as a share of the mark's side,
/// in percent.
const SHADOW: (f32, f32) = (2.5, 4.0);

/// A drawn mark filling `side` percent of its parent, centred in it (the parent centres
/// its children), drawn as `shape` says.
pub fn mark_shape(side: f32, shape: MarkShape) -> impl Bundle {
    let stroke = |part: Part, angle: f32| {
        let (dx, dy) = part.offset();
        (
            part,
            // The diagonal of the mark's box, less the rounded ends.
            Node {
                position_type: PositionType::Absolute,
                width: percent(125.0),
                height: percent(THICKNESS),
                left: percent(-12.5 + dx),
                top: percent(50.0 - THICKNESS / 2.0 + dy),
                border_radius: BorderRadius::MAX,
                ..default()
            },
            UiTransform::from_rotation(Rot2::degrees(angle)),
            Fill(Role::None),
            Visibility::Hidden,
            Pickable::IGNORE,
        )
    };
    let ring = |part: Part| {
        let (dx, dy) = part.offset();
        (
            part,
            Node {
                position_type: PositionType::Absolute,
                width: percent(100),
                height: percent(100),
                left: percent(dx),
                top: percent(dy),
                border: UiRect::all(percent(THICKNESS)),
                border_radius: BorderRadius::MAX,
                ..default()
            },
            Edge(Role::None),
            Visibility::Hidden,
            Pickable::IGNORE,
        )
    };
    // A stone fills most of its cell: larger than the mark's box.
    let stone = |part: Part| {
        let (dx, dy) = part.offset();
        (
            part,
            Node {
                position_type: PositionType::Absolute,
                width: percent(STONE),
                height: percent(STONE),
                left: percent((100.0 - STONE) / 2.0 + dx),
                top: percent((100.0 - STONE) / 2.0 + dy),
                border: UiRect::all(Val::Px(STONE_RIM)),
                border_radius: BorderRadius::MAX,
                ..default()
            },
            Fill(Role::None),
            Edge(Role::None),
            Visibility::Hidden,
            Pickable::IGNORE,
        )
    };
    (
        Name::new("Mark"),
        shape,
        Node {
            position_type: PositionType::Absolute,
            width: percent(side),
            height: percent(side),
            ..default()
        },
        // A mark never takes the pointer: a click on it is a click on its cell.
        Pickable::IGNORE,
        // The shadows first: they are drawn under the mark.
        children![
            ring(Part::RingShadow),
            stroke(Part::StrokeShadow, 45.0),
            stroke(Part::StrokeShadow, -45.0),
            stone(Part::StoneShadow),
            ring(Part::Ring),
            stroke(Part::Stroke, 45.0),
            stroke(Part::Stroke, -45.0),
            stone(Part::Stone),
        ],
    )
}

/// A played mark alone in a square `side` vmin wide: a player's badge, a seat in the menu.
pub fn mark_icon(mark: Mark, side: f32) -> impl Bundle {
    (
        Name::new(format!("Mark {mark}")),
        Node {
            width: Val::VMin(side),
            height: Val::VMin(side),
            flex_shrink: 0.0,
            align_items: AlignItems::Center,
            justify_content: JustifyContent::Center,
            ..default()
        },
        children![mark_shape(
            100.0,
            MarkShape {
                mark: Some(mark),
                ..default()
            }
        )],
    )
}

/// The game's name as its logotype: an X, the name in bold `size` vmin high, an O (in the
/// order a reader of the language meets them). Its node is a row; the caller adds the
/// row's gaps and margins.
pub fn logotype(name: super::say::Say, size: f32) -> impl Bundle {
    (
        Name::new("Logotype"),
        children![
            mark_icon(Mark::X, size * 0.8),
            (
                super::widget::weighted_label("", size, super::font::BOLD),
                name
            ),
            mark_icon(Mark::O, size * 0.8),
        ],
    )
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PostUpdate, draw_marks.before(super::paint::paint));
}

/// Shows each changed mark's parts in its colour; a mark just played grows in.
fn draw_marks(
    marks: Query<(Entity, Ref<MarkShape>, &Children)>,
    mut parts: Query<(&Part, &mut Visibility, Option<&mut Fill>, Option<&mut Edge>)>,
    mut commands: Commands,
) {
    for (entity, shape, children) in &marks {
        if !shape.is_changed() {
            continue;
        }
        let role = shape.mark.map(|mark| match (shape.look, shape.stone) {
            (MarkLook::Solid, false) => Role::Mark(mark),
            (MarkLook::Solid, true) => Role::Stone(mark),
            (MarkLook::Ghost, false) => Role::Ghost(mark),
            (MarkLook::Ghost, true) => Role::GhostStone(mark),
            (MarkLook::Best, _) => Role::BestMove,
        });
        let mut iter = parts.iter_many_mut(children);
        while let Some((part, mut visibility, fill, edge)) = iter.fetch_next() {
            let shadow = part.is_shadow();
            // Only a played mark casts a shadow.
            let shown = part.of(&shape) && !(shadow && shape.look != MarkLook::Solid);
            visibility.set_if_neq(if shown {
                Visibility::Inherited
            } else {
                Visibility::Hidden
            });
            let role = match role.filter(|_| shown) {
                Some(_) if shadow => Role::MarkShadow,
                role => role.unwrap_or(Role::None),
            };
            // A stone's rim sets it off the wood; a ring's edge is the ring.
            let edge_role = match (part, shape.mark) {
                (Part::Stone, Some(mark)) if shown && shape.look == MarkLook::Solid => {
                    Role::StoneRim(mark)
                }
                _ => role,
            };
            if let Some(mut fill) = fill {
                fill.set_if_neq(Fill(role));
            }
            if let Some(mut edge) = edge {
                edge.set_if_neq(Edge(edge_role));
            }
        }
        if shape.mark.is_some() && shape.look == MarkLook::Solid && !shape.is_added() {
            commands.entity(entity).insert(Grow::both(PLACE_TIME));
        }
    }
}
