//! The look shared by every screen: colours by role in three themes, widget constructors,
//! drawn marks, motion, the colours a button takes as a person points at it and presses
//! it, the focus ring, fonts, the direction of a script, a screen fitted to its window,
//! and the words an entity shows.

use bevy::prelude::*;

pub mod direction;
pub mod fit;
pub mod focus_ring;
pub mod font;
pub mod interaction;
pub mod mark;
pub mod motion;
pub mod paint;
pub mod palette;
pub mod say;
pub mod widget;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        paint::plugin,
        focus_ring::plugin,
        interaction::plugin,
        mark::plugin,
        motion::plugin,
        say::plugin,
        direction::plugin,
        fit::plugin,
    ))
    // Set by screens in every app; used by the fonts in the windowed one.
    .init_resource::<font::NextLanguages>();
}
