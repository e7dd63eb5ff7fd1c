//! The move list beside Replay's board: the move shown checked and scrolled into view,
//! each line with its review's slip mark once known.

use bevy::prelude::*;
use bevy::ui::Checked;
use bevy::ui_widgets::ScrollIntoView;
use mnk::Mark;
use tictactoe_core::notation::cell_name;

use super::view::MoveEntry;
use super::{Replay, review};
use crate::theme::interaction::set_marker;

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
