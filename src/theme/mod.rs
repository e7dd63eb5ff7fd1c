//! The look shared by every screen: colours by role in three themes, widget constructors,
//! drawn marks, motion, the colours a button takes as a person points at it and presses
//! it, and how typing in a field ends.

use bevy::prelude::*;

pub mod dialog;
pub mod direction;
pub mod fit;
pub mod focus;
pub mod font;
pub mod input_map;
pub mod interaction;
pub mod mark;
pub mod motion;
pub mod paint;
pub mod palette;
pub mod say;
pub mod typing;
pub mod widget;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        paint::plugin,
        dialog::plugin,
        focus::plugin,
        interaction::plugin,
        mark::plugin,
        motion::plugin,
        typing::plugin,
        say::plugin,
        direction::plugin,
        fit::plugin,
    ));
}
