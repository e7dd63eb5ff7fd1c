//! How a player works the screens, shared by every screen: every action's keys and gamepad
//! buttons ([`input_map`], from which the shortcuts list is made), keyboard and D-pad focus
//! and the screens' key targets ([`focus`]), one pattern for every question over a screen
//! ([`dialog`]), and a text field's typing ([`typing`]).

use bevy::prelude::*;

pub mod dialog;
pub mod focus;
pub mod input_map;
pub mod typing;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        dialog::plugin,
        focus::plugin,
        input_map::plugin,
        typing::plugin,
    ));
}
