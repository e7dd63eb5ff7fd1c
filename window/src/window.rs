//! The window's place: its size, position and full-screen state are kept in the settings
//! and given back at the next start; it never gets smaller than [`WINDOW_MIN_SIDE`] a side, so
//! every screen stays usable.

use crate::files::settings::declared::{WINDOW_MIN_SIDE, WindowPlace};
use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode, WindowPosition};

/// Where the window was and how big, as the settings keep it ([`crate::files::settings::declared::WINDOW`]).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct WindowState(pub WindowPlace);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<WindowState>()
        .add_systems(Startup, restore_window)
        .add_systems(Last, remember_window);
}

/// Gives the window the size, place and mode the settings kept (read at PreStartup).
fn restore_window(state: Res<WindowState>, mut windows: Query<&mut Window, With<PrimaryWindow>>) {
    for mut window in &mut windows {
        window.resize_constraints.min_width = WINDOW_MIN_SIDE;
        window.resize_constraints.min_height = WINDOW_MIN_SIDE;
        window.resolution.set(state.width, state.height);
        if let Some((x, y)) = state.position {
            window.position = WindowPosition::At(IVec2::new(x, y));
        }
        if state.fullscreen {
            // The current monitor is unknown before the window exists: the primary one.
            window.mode = WindowMode::BorderlessFullscreen(MonitorSelection::Primary);
        }
    }
}

/// Keeps the window's size and place while it is windowed, and whether it is full screen.
fn remember_window(
    windows: Query<&Window, (With<PrimaryWindow>, Changed<Window>)>,
    mut state: ResMut<WindowState>,
) {
    for window in &windows {
        // Minimised, a window has no size (and on some systems a place far off screen):
        // what is kept is where it was before.
        if window.width() < WINDOW_MIN_SIDE / 2.0 || window.height() < WINDOW_MIN_SIDE / 2.0 {
            continue;
        }
        let fullscreen = !matches!(window.mode, WindowMode::Windowed);
        let mut now = WindowPlace {
            fullscreen,
            ..state.0
        };
        if !fullscreen {
            now.width = window.width();
            now.height = window.height();
            if let WindowPosition::At(at) = window.position {
                now.position = Some((at.x, at.y));
            }
        }
        state.set_if_neq(WindowState(now));
    }
}
