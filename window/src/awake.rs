//! Staying awake: the window sleeps until input (`WinitSettings::desktop_app`), so whatever
//! moves or waits with no input (a flash fading, a computer thinking, a search, a write, a
//! screen change) holds a claim, and one system asks for a frame while any claim is held.
//!
//! A claim lasts one frame: a system holds it each frame it needs the next, with
//! [`Claims::hold`], or registers a condition once with [`AwakeApp::awake_while`] (an
//! entity with a component, a resource, any run condition). Claims are counted in
//! [`AwakeSystems::Claim`], before the frame is asked for in `Last`.

use std::sync::Mutex;

use bevy::ecs::schedule::SystemCondition;
use bevy::prelude::*;
use bevy::window::RequestRedraw;

/// The claims held this frame, by who holds them. Held through `Res`: claimers do not
/// wait on each other.
#[derive(Resource, Default)]
pub struct Claims(Mutex<Vec<&'static str>>);

impl Claims {
    /// Asks for the next frame: `who` moves or waits.
    pub fn hold(&self, who: &'static str) {
        if let Ok(mut held) = self.0.lock() {
            held.push(who);
        }
    }

    /// Who holds a claim this frame.
    pub fn holders(&self) -> Vec<&'static str> {
        self.0.lock().map(|held| held.clone()).unwrap_or_default()
    }
}

/// Claims are held in `Claim` (by any system in `Last`; systems in earlier schedules hold
/// theirs anyway before), then `Ask` turns them into a frame.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AwakeSystems {
    Claim,
    Ask,
}

/// Registers claims once, as conditions.
pub trait AwakeApp {
    /// Holds a claim for `who` in every frame in which `condition` is true.
    fn awake_while<M>(
        &mut self,
        who: &'static str,
        condition: impl SystemCondition<M> + 'static,
    ) -> &mut Self;

    /// Holds a claim for `who` while any entity has a `C`.
    fn awake_while_any<C: Component>(&mut self, who: &'static str) -> &mut Self {
        self.awake_while(who, any_with_component::<C>)
    }

    /// Holds a claim for `who` while the resource `R` exists.
    fn awake_while_resource<R: Resource>(&mut self, who: &'static str) -> &mut Self {
        self.awake_while(who, resource_exists::<R>)
    }
}

impl AwakeApp for App {
    fn awake_while<M>(
        &mut self,
        who: &'static str,
        condition: impl SystemCondition<M> + 'static,
    ) -> &mut Self {
        self.add_systems(
            Last,
            (move |claims: Res<Claims>| claims.hold(who))
                .run_if(condition)
                .in_set(AwakeSystems::Claim),
        )
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Claims>()
        .add_message::<RequestRedraw>()
        .configure_sets(Last, (AwakeSystems::Claim, AwakeSystems::Ask).chain())
        .add_systems(Last, ask_for_a_frame.in_set(AwakeSystems::Ask));
}

/// The one system that asks for frames: one more while any claim is held.
fn ask_for_a_frame(claims: Res<Claims>, mut redraw: MessageWriter<RequestRedraw>) {
    let Ok(mut held) = claims.0.lock() else {
        return;
    };
    if !held.is_empty() {
        trace!("awake for {held:?}");
        held.clear();
        redraw.write(RequestRedraw);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Component)]
    struct Moving;

    fn frames_asked(app: &mut App) -> usize {
        app.update();
        app.world_mut()
            .resource_mut::<Messages<RequestRedraw>>()
            .drain()
            .count()
    }

    #[test]
    fn frames_come_while_a_claim_is_held_and_stop_with_it() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, plugin))
            .awake_while_any::<Moving>("moving");
        assert_eq!(frames_asked(&mut app), 0, "nothing moves");
        let mover = app.world_mut().spawn(Moving).id();
        assert_eq!(frames_asked(&mut app), 1);
        assert_eq!(frames_asked(&mut app), 1);
        app.world_mut().despawn(mover);
        assert_eq!(frames_asked(&mut app), 0);
        app.world().resource::<Claims>().hold("once");
        assert_eq!(frames_asked(&mut app), 1, "a claim held by hand");
        assert_eq!(frames_asked(&mut app), 0, "lasts one frame");
    }
}
