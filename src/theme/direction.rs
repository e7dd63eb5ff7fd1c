//! Right to left: in a language written that way (Hebrew) every row of the screens runs
//! from the right (buttons, the status bar's badges, a label and its options) and text
//! lines up on the right. The boards keep their left and right: a cell's name (a1, b2)
//! says where it is.

use bevy::prelude::*;

use super::say::Words;

/// This node and everything in it keep left to right in every language: a board.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct LeftToRight;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        follow_direction.before(bevy::ui::UiSystems::Prepare),
    );
}

/// Sets each node's direction, and each text's alignment, from the language: all of them
/// when it changes, else the ones just spawned.
fn follow_direction(
    words: Res<Words>,
    mut nodes: Query<(Entity, &mut Node)>,
    mut layouts: Query<&mut TextLayout>,
    boards: Query<(), With<LeftToRight>>,
    parents: Query<&ChildOf>,
) {
    let all = words.is_changed();
    let rtl = words.right_to_left();
    let in_board = |entity: Entity| {
        std::iter::once(entity)
            .chain(parents.iter_ancestors(entity))
            .any(|e| boards.contains(e))
    };
    for (entity, mut node) in &mut nodes {
        if !all && !node.is_added() {
            continue;
        }
        let direction = if rtl && !in_board(entity) {
            bevy::ui::InlineDirection::Rtl
        } else {
            bevy::ui::InlineDirection::Ltr
        };
        if node.direction != direction {
            node.direction = direction;
        }
    }
    // Left-aligned lines (the default) start where the language reads from.
    for mut layout in &mut layouts {
        if (all || layout.is_added()) && layout.justify == Justify::Left {
            layout.justify = Justify::Start;
        }
    }
}
