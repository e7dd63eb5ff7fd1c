//! Right to left: in a language written that way (Arabic, Hebrew) every row of the screens
//! runs from the right (buttons, the status bar's badges, a label and its options), columns
//! line their rows up on the right, and text lines up on the right. The boards keep their
//! left and right: a cell's name (a1, b2) says where it is.

use bevy::prelude::*;

use super::say::CurrentCatalog;

/// This node and everything in it keep left to right in every language: a board.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct LeftToRight;

/// What was turned round for a language read from the right, to turn back.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Mirrored {
    /// A row's children run from the right.
    row: bool,
    /// A column's rows, lined up on the left, line up on the right.
    column: bool,
    /// A text lined up on the left lines up on the right.
    text: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        follow_direction.before(bevy::ui::UiSystems::Prepare),
    );
}

/// Turns each node round, or back, for the language: all of them when it changes, else
/// the ones just spawned.
fn follow_direction(
    catalog: Res<CurrentCatalog>,
    mut nodes: Query<(
        Entity,
        &mut Node,
        Option<&mut TextLayout>,
        Option<&Mirrored>,
    )>,
    boards: Query<(), With<LeftToRight>>,
    parents: Query<&ChildOf>,
    mut commands: Commands,
) {
    let all = catalog.is_changed();
    let rtl = catalog.right_to_left();
    let in_board = |entity: Entity| {
        std::iter::once(entity)
            .chain(parents.iter_ancestors(entity))
            .any(|e| boards.contains(e))
    };
    for (entity, mut node, mut layout, mirrored) in &mut nodes {
        if !all && !node.is_added() {
            continue;
        }
        let was = mirrored.copied().unwrap_or_default();
        let mirror = rtl && !in_board(entity);
        let mut now = was;
        if mirror {
            if !was.row && node.flex_direction == FlexDirection::Row {
                node.flex_direction = FlexDirection::RowReverse;
                now.row = true;
            }
            if !was.column
                && node.flex_direction == FlexDirection::Column
                && node.align_items == AlignItems::FlexStart
            {
                node.align_items = AlignItems::FlexEnd;
                now.column = true;
            }
            if let Some(layout) = layout.as_mut()
                && !was.text
                && layout.justify == Justify::Left
            {
                layout.justify = Justify::Right;
                now.text = true;
            }
        } else {
            if was.row {
                node.flex_direction = FlexDirection::Row;
            }
            if was.column {
                node.align_items = AlignItems::FlexStart;
            }
            if was.text
                && let Some(layout) = layout.as_mut()
            {
                layout.justify = Justify::Left;
            }
            now = Mirrored::default();
        }
        if now != was {
            commands.entity(entity).insert(now);
        }
    }
}
