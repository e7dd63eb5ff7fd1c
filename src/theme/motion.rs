//! Motion: nodes that grow into place (a mark as it is placed, the stroke through a winning
//! line), and the setting that turns every animation off. While something moves the app
//! asks for frames; once it rests, it sleeps again.

use std::time::Duration;

use bevy::prelude::*;

use crate::awake::AwakeApp;

/// Whether the game animates. Kept in the settings; off, everything appears at once.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Animations(pub bool);

impl Default for Animations {
    fn default() -> Animations {
        Animations(tictactoe_core::settings::list::ANIMATIONS.default_value())
    }
}

/// How long a placed mark takes to grow to its size.
pub const PLACE_TIME: Duration = Duration::from_millis(150);

/// How long the stroke through a winning line takes to be drawn.
pub const STROKE_TIME: Duration = Duration::from_millis(400);

/// A node growing from nothing to its full size, about its centre: in both directions,
/// or only along its length (x) for a stroke. Removed when grown.
#[derive(Component, Clone, Debug)]
#[require(UiTransform)]
pub struct Grow {
    time: Duration,
    along_only: bool,
    /// The app's real time at the first frame that showed it. Counted from there, not
    /// from frame deltas: the first frame after a rest has the whole rest as its delta.
    started: Option<Duration>,
}

impl Grow {
    /// Grows in both directions over `time`.
    pub fn both(time: Duration) -> Grow {
        Grow {
            time,
            along_only: false,
            started: None,
        }
    }

    /// Grows along its length over `time`, as a stroke being drawn.
    pub fn along(time: Duration) -> Grow {
        Grow {
            along_only: true,
            ..Grow::both(time)
        }
    }

    /// The share of the growth done at real time `now`, 0 to 1.
    fn done(&self, now: Duration) -> f32 {
        let elapsed = now.saturating_sub(self.started.unwrap_or(now));
        (elapsed.as_secs_f32() / self.time.as_secs_f32().max(f32::EPSILON)).min(1.0)
    }

    /// The scale once `done` of the growth is: an ease-out (cubic) from 0 to 1.
    fn scale(&self, done: f32) -> Vec2 {
        let s = 1.0 - (1.0 - done).powi(3);
        if self.along_only {
            Vec2::new(s, 1.0)
        } else {
            Vec2::splat(s)
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Animations>()
        .add_systems(PostUpdate, grow.before(bevy::ui::UiSystems::Prepare))
        .awake_while_any::<Grow>("something growing in");
}

/// Scales each growing node for this frame; with animations off, at once to full size.
fn grow(
    time: Res<Time<Real>>,
    animations: Res<Animations>,
    mut nodes: Query<(Entity, &mut Grow, &mut UiTransform)>,
    mut commands: Commands,
) {
    let now = time.elapsed();
    for (entity, mut grow, mut transform) in &mut nodes {
        grow.started.get_or_insert(now);
        let done = if animations.0 { grow.done(now) } else { 1.0 };
        transform.scale = grow.scale(done);
        if done >= 1.0 {
            commands.entity(entity).remove::<Grow>();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn growth_eases_out_from_nothing_to_full_size() {
        let start = Duration::from_secs(100);
        let mut grow = Grow::both(PLACE_TIME);
        grow.started = Some(start);
        assert_eq!(grow.scale(grow.done(start)), Vec2::ZERO);
        let half = grow.scale(grow.done(start + PLACE_TIME / 2)).x;
        assert!(half > 0.5 && half < 1.0, "{half}");
        assert_eq!(grow.scale(grow.done(start + PLACE_TIME * 3)), Vec2::ONE);
        let stroke = Grow::along(STROKE_TIME);
        assert_eq!(stroke.scale(0.0), Vec2::new(0.0, 1.0));
    }
}
