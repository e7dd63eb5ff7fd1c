//! The look shared by every screen: colours, widget constructors, and the colours a
//! button takes as a person points at it and presses it, and how typing in a field ends.

use bevy::prelude::*;

pub mod font;
pub mod interaction;
pub mod palette;
pub mod typing;
pub mod widget;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((interaction::plugin, typing::plugin));
}
