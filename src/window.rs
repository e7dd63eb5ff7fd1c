//! The window's place: its size, position and full-screen state are kept in the settings
//! and given back at the next start; it never gets smaller than [`MIN_SIDE`] a side, so
//! every screen stays usable.

use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode, WindowPosition};
use serde::{Deserialize, Serialize};

/// The smallest width and height of the window, in logical pixels.
pub const MIN_SIDE: f32 = 480.0;

/// The largest size kept, in logical pixels: a bigger one in a hand-edited file is clamped.
const MAX_SIDE: f32 = 8192.0;

/// Where the window was and how big, as the settings keep it.
#[derive(Resource, Serialize, Deserialize, Clone, Copy, Debug, PartialEq)]
#[serde(default)]
pub struct WindowState {
    /// Inner width, in logical pixels.
    pub width: f32,
    /// Inner height, in logical pixels.
    pub height: f32,
    /// Top-left corner on the desktop, in physical pixels; `None` lets the system choose.
    pub position: Option<IVec2>,
    /// Borderless full screen on the current monitor.
    pub fullscreen: bool,
}

impl Default for WindowState {
    fn default() -> WindowState {
        WindowState {
            width: 720.0,
            height: 720.0,
            position: None,
            fullscreen: false,
        }
    }
}

impl WindowState {
    /// The same state with a usable size: at least [`MIN_SIDE`], at most a big screen's.
    pub fn in_range(self) -> WindowState {
        let side = |v: f32, default: f32| {
            if v.is_finite() {
                v.clamp(MIN_SIDE, MAX_SIDE)
            } else {
                default
            }
        };
        WindowState {
            width: side(self.width, 720.0),
            height: side(self.height, 720.0),
            ..self
        }
    }
}

impl crate::files::settings::Setting for WindowState {
    const KEY: &'static str = "window";
    type Stored = WindowState;
    fn store(&self) -> WindowState {
        *self
    }
    fn load(state: WindowState) -> WindowState {
        state.in_range()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<WindowState>()
        .add_systems(Startup, restore_window)
        .add_systems(Last, remember_window);
}

/// Gives the window the size, place and mode the settings kept (read at PreStartup).
fn restore_window(state: Res<WindowState>, mut windows: Query<&mut Window, With<PrimaryWindow>>) {
    for mut window in &mut windows {
        window.resize_constraints.min_width = MIN_SIDE;
        window.resize_constraints.min_height = MIN_SIDE;
        window.resolution.set(state.width, state.height);
        if let Some(at) = state.position {
            window.position = WindowPosition::At(at);
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
        if window.width() < MIN_SIDE / 2.0 || window.height() < MIN_SIDE / 2.0 {
            continue;
        }
        let fullscreen = !matches!(window.mode, WindowMode::Windowed);
        let mut now = WindowState {
            fullscreen,
            ..*state
        };
        if !fullscreen {
            now.width = window.width();
            now.height = window.height();
            if let WindowPosition::At(at) = window.position {
                now.position = Some(at);
            }
        }
        state.set_if_neq(now);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_size_is_brought_into_range() {
        let tiny = WindowState {
            width: 10.0,
            height: f32::NAN,
            ..default()
        };
        assert_eq!(
            (tiny.in_range().width, tiny.in_range().height),
            (MIN_SIDE, 720.0)
        );
        assert_eq!(WindowState::default().in_range(), WindowState::default());
    }
}
