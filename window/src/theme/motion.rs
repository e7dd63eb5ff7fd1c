//! Motion: nodes that grow into place (a mark as it is placed, the stroke through a winning
//! line, a question as it opens), a curtain that fades as a screen comes in, and the
//! setting that turns every animation off. While something moves the app asks for
//! frames; once it rests, it sleeps again.

use std::time::Duration;

use bevy::prelude::*;

use super::palette::{ChosenTheme, Role, ThemeColours};
use crate::awake::AwakeApp;

/// Whether the game animates. Kept in the settings; off, everything appears at once.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Animations(pub bool);

impl Default for Animations {
    fn default() -> Animations {
        Animations(crate::files::settings::declared::ANIMATIONS.default_value())
    }
}

/// How long a placed mark takes to grow to its size.
pub const PLACE_TIME: Duration = Duration::from_millis(150);

/// How long the stroke through a winning line takes to be drawn.
pub const STROKE_TIME: Duration = Duration::from_millis(400);

/// How long a screen takes to come in, and a question to open.
pub const SCREEN_TIME: Duration = Duration::from_millis(150);

/// A node growing from nothing to its full size, about its centre: in both directions,
/// or only along its length (x) for a stroke. Removed when grown.
#[derive(Component, Clone, Debug)]
#[require(UiTransform)]
pub struct Grow {
    time: Duration,
    along_only: bool,
    /// The scale it starts from, 0 to 1.
    from: f32,
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
            from: 0.0,
            started: None,
        }
    }

    /// Grows in both directions from `from` of its size (0 to 1) over `time`, as a
    /// question opening.
    pub fn from_scale(from: f32, time: Duration) -> Grow {
        Grow {
            from,
            ..Grow::both(time)
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
        let s = self.from + (1.0 - self.from) * ease_out(done);
        if self.along_only {
            Vec2::new(s, 1.0)
        } else {
            Vec2::splat(s)
        }
    }
}

/// An ease-out (cubic) of `done`, 0 to 1.
fn ease_out(done: f32) -> f32 {
    1.0 - (1.0 - done).powi(3)
}

/// A veil in the window's background colour over everything, fading out as a new screen
/// comes in ([`SCREEN_TIME`]); despawned once clear, or at once with animations off. It
/// takes no clicks.
#[derive(Component, Clone, Debug, Default)]
pub struct Curtain {
    /// The app's real time at its first frame.
    started: Option<Duration>,
}

/// A [`Curtain`] over the whole window.
pub fn curtain() -> impl Bundle {
    (
        Name::new("Curtain"),
        Curtain::default(),
        Node {
            position_type: PositionType::Absolute,
            width: percent(100),
            height: percent(100),
            ..default()
        },
        BackgroundColor(Color::NONE),
        GlobalZIndex(i32::MAX),
        Pickable::IGNORE,
    )
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Animations>()
        .add_systems(
            PostUpdate,
            (grow, lift_curtains).before(bevy::ui::UiSystems::Prepare),
        )
        .awake_while_any::<Grow>("something growing in")
        .awake_while_any::<Curtain>("a screen coming in");
}

/// Fades each curtain for this frame: opaque at its first, clear after [`SCREEN_TIME`].
fn lift_curtains(
    time: Res<Time<Real>>,
    animations: Res<Animations>,
    theme: Res<ChosenTheme>,
    mut curtains: Query<(Entity, &mut Curtain, &mut BackgroundColor)>,
    mut commands: Commands,
) {
    let now = time.elapsed();
    for (entity, mut curtain, mut color) in &mut curtains {
        let started = *curtain.started.get_or_insert(now);
        let done = now.saturating_sub(started).as_secs_f32() / SCREEN_TIME.as_secs_f32();
        if !animations.0 || done >= 1.0 {
            commands.entity(entity).despawn();
            continue;
        }
        let veil = theme.palette().color(Role::Background);
        color.0 = veil.with_alpha(1.0 - ease_out(done));
    }
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
        let question = Grow::from_scale(0.9, SCREEN_TIME);
        assert!((question.scale(0.0).x - 0.9).abs() < 1e-6);
        assert_eq!(question.scale(1.0), Vec2::ONE);
    }
}
