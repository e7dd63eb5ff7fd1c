//! Marks drawn as shapes, not letters: X as two crossed strokes, O as a ring, each sized
//! to the node it is put in (a board cell, a player's badge). The shapes differ, so colour
//! is never the only cue. They are UI nodes (rounded boxes, one rotated), which Bevy draws
//! sharp at every size.

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

/// A part of a drawn mark: the O's ring, or one of the X's strokes.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
enum Part {
    Ring,
    Stroke,
}

/// A stroke's thickness, and the ring's, as a share of the mark's side, in percent.
const THICKNESS: f32 = 13.0;

/// A drawn mark filling `side` percent of its parent, centred in it (the parent centres
/// its children), drawn as `shape` says.
pub fn mark_shape(side: f32, shape: MarkShape) -> impl Bundle {
    let stroke = |angle: f32| {
        (
            Part::Stroke,
            // The diagonal of the mark's box, less the rounded ends.
            Node {
                position_type: PositionType::Absolute,
                width: percent(125.0),
                height: percent(THICKNESS),
                left: percent(-12.5),
                top: percent(50.0 - THICKNESS / 2.0),
                border_radius: BorderRadius::MAX,
                ..default()
            },
            UiTransform::from_rotation(Rot2::degrees(angle)),
            Fill(Role::None),
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
        children![
            (
                Part::Ring,
                Node {
                    width: percent(100),
                    height: percent(100),
                    border: UiRect::all(percent(THICKNESS)),
                    border_radius: BorderRadius::MAX,
                    ..default()
                },
                Edge(Role::None),
                Visibility::Hidden,
                Pickable::IGNORE,
            ),
            stroke(45.0),
            stroke(-45.0),
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
        let role = shape.mark.map(|mark| match shape.look {
            MarkLook::Solid => Role::Mark(mark),
            MarkLook::Ghost => Role::Ghost(mark),
            MarkLook::Best => Role::BestMove,
        });
        let mut iter = parts.iter_many_mut(children);
        while let Some((part, mut visibility, fill, edge)) = iter.fetch_next() {
            let shown = match part {
                Part::Ring => shape.mark == Some(Mark::O),
                Part::Stroke => shape.mark == Some(Mark::X),
            };
            visibility.set_if_neq(if shown {
                Visibility::Inherited
            } else {
                Visibility::Hidden
            });
            let role = role.filter(|_| shown).unwrap_or(Role::None);
            if let Some(mut fill) = fill {
                fill.set_if_neq(Fill(role));
            }
            if let Some(mut edge) = edge {
                edge.set_if_neq(Edge(role));
            }
        }
        if shape.mark.is_some() && shape.look == MarkLook::Solid && !shape.is_added() {
            commands.entity(entity).insert(Grow::both(PLACE_TIME));
        }
    }
}
