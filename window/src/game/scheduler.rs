//! The window's side of the core's search scheduler (`tictactoe_core::computer`): one
//! resource that every client asks (the computer's move, Review, the hint, the coach),
//! stepped once a frame after they have asked, with frames kept coming while a search runs
//! or an answer waits to be taken.

use bevy::prelude::*;

use crate::awake::AwakeApp;
use crate::state::Screen;
pub use tictactoe_core::computer::{Answer, Client, Job};

/// The core's scheduler as the app's resource: clients ask, withdraw and take answers
/// through it (it dereferences to the core's [`tictactoe_core::computer::Scheduler`]).
#[derive(Resource, Default, Deref, DerefMut)]
pub struct Scheduler(pub tictactoe_core::computer::Scheduler);

/// The scheduler's place in the frame: after every client has asked (the clients run in
/// `Update` and in `PostUpdate` before it), so a job starts in the frame it is asked for.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Scheduling;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Scheduler>()
        .add_systems(PostUpdate, run_scheduler.in_set(Scheduling))
        // At the menu no search wants the warm searcher: its table goes.
        .add_systems(OnEnter(Screen::Menu), |mut s: ResMut<Scheduler>| s.rest())
        // A search answers between frames: frames must keep coming while one runs.
        .awake_while("a search", |s: Res<Scheduler>| {
            s.searches_under_way().count() > 0
        })
        .awake_while("an answer to hand over", |s: Res<Scheduler>| {
            s.has_answers()
        });
}

fn run_scheduler(mut scheduler: ResMut<Scheduler>) {
    // Stepping changes nothing a client sees: only an answer or a new job marks it changed.
    scheduler.bypass_change_detection().step();
}
