//! Notices: a short message over any screen for a few seconds, for what a player should
//! know but need not act on (a settings file that was reset, a disk that is full).

use bevy::prelude::*;

use crate::theme::paint::Fill;
use crate::theme::palette::Role;
use crate::theme::say::Say;
use crate::theme::widget;

/// A message to show, in the player's language. Whoever writes it also logs it.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct Notice(pub Say);

/// How long a notice stays, at least, in seconds of real time. It goes at the first frame
/// after that (the window wakes each second while a notice is up).
pub const NOTICE_SECONDS: f32 = 8.0;

/// A notice on screen, with the time it has left.
#[derive(Component, Debug)]
pub struct NoticeView(Timer);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Notice>()
        .add_systems(Update, (expire_notices, show_notices).chain());
}

/// Where notices stand, one under the other, over any screen.
#[derive(Component, Debug)]
struct NoticeStack;

fn show_notices(
    mut notices: MessageReader<Notice>,
    stacks: Query<Entity, With<NoticeStack>>,
    mut commands: Commands,
) {
    if notices.is_empty() {
        return;
    }
    let stack = stacks.iter().next().unwrap_or_else(|| {
        commands
            .spawn((
                Name::new("Notices"),
                NoticeStack,
                Node {
                    position_type: PositionType::Absolute,
                    top: Val::VMin(1.0),
                    left: Val::VMin(2.0),
                    right: Val::VMin(2.0),
                    flex_direction: FlexDirection::Column,
                    row_gap: Val::VMin(1.0),
                    ..default()
                },
                GlobalZIndex(10),
                Pickable::IGNORE,
            ))
            .id()
    });
    for Notice(say) in notices.read() {
        commands.spawn((
            Name::new("Notice"),
            NoticeView(Timer::from_seconds(NOTICE_SECONDS, TimerMode::Once)),
            Node {
                padding: UiRect::all(Val::VMin(1.2)),
                border_radius: BorderRadius::all(Val::VMin(1.0)),
                justify_content: JustifyContent::Center,
                ..default()
            },
            Fill(Role::Notice),
            Pickable::IGNORE,
            ChildOf(stack),
            children![(widget::label("", 2.6), say.clone(), Pickable::IGNORE)],
        ));
    }
}

fn expire_notices(
    time: Res<Time<Real>>,
    mut views: Query<(Entity, &mut NoticeView)>,
    mut commands: Commands,
) {
    for (entity, mut view) in &mut views {
        if view.0.tick(time.delta()).is_finished() {
            commands.entity(entity).despawn();
        }
    }
}
