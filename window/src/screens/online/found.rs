//! The games heard on the local network, listed under Join while the screen shows: a
//! press puts a game's address in the Address field. The list has room for every game it
//! may hold, so that a game heard moves nothing (not the Start button under a pointer on
//! its way).

use bevy::prelude::*;
use bevy::text::EditableText;
use bevy::ui_widgets::Activate;

use super::OnlineField;
use crate::game::online::Waker;
use crate::screens::Screen;
use crate::theme::say::CurrentCatalog;
use crate::theme::widget;
use tictactoe_net::discovery::{Browser, Found, MOST_FOUND};

/// The games heard on the local network while the screen shows.
#[derive(Resource, Default)]
struct Heard(Option<Browser>);

/// The list of games heard.
#[derive(Component)]
struct FoundList;

/// The line over it: whether any game is heard.
#[derive(Component)]
struct FoundLine;

/// A game heard: a press puts its address in the Address field.
#[derive(Component, Clone, Debug, PartialEq, Eq)]
pub struct FoundHost(pub String);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Heard>()
        .add_systems(OnEnter(Screen::Online), listen_for_games)
        .add_systems(OnExit(Screen::Online), |mut heard: ResMut<Heard>| {
            heard.0 = None
        })
        .add_systems(Update, show_found.run_if(in_state(Screen::Online)))
        .add_observer(pick_found);
}

/// The list's place in the form: a line that says whether any game is heard, and the games.
pub(super) fn rows() -> impl Bundle {
    (
        Node {
            flex_direction: FlexDirection::Column,
            row_gap: Val::VMin(1.0),
            margin: UiRect::left(Val::VMin(18.2)),
            height: Val::VMin(3.0 + MOST_FOUND as f32 * 6.5),
            ..default()
        },
        children![
            (FoundLine, widget::label("", 2.4)),
            (
                FoundList,
                Node {
                    flex_direction: FlexDirection::Column,
                    row_gap: Val::VMin(1.0),
                    ..default()
                },
            ),
        ],
    )
}

/// Games on the local network are listed while the screen shows (a network without
/// multicast lists none: the address is typed).
fn listen_for_games(waker: Res<Waker>, mut heard: ResMut<Heard>) {
    heard.0 = Browser::start(waker.0.clone())
        .inspect_err(|e| warn!("no games listed from the local network: {e}"))
        .ok();
}

/// The games heard, as buttons under the Join fields.
fn show_found(
    heard: Res<Heard>,
    catalog: Res<CurrentCatalog>,
    lists: Query<Entity, With<FoundList>>,
    mut lines: Query<&mut Text, With<FoundLine>>,
    mut shown: Local<Option<Vec<Found>>>,
    mut commands: Commands,
) {
    let found = heard.0.as_ref().map(Browser::found).unwrap_or_default();
    let Ok(list) = lists.single() else {
        return;
    };
    if shown.as_ref() == Some(&found) && !catalog.is_changed() {
        return;
    }
    let line = match (&heard.0, found.is_empty()) {
        (None, _) => "online-none-listed",
        (Some(_), true) => "online-looking",
        (Some(_), false) => "online-found",
    };
    for mut text in &mut lines {
        text.0 = catalog.text(line);
    }
    commands.entity(list).despawn_related::<Children>();
    for host in &found {
        commands.spawn((
            widget::button(&host.label(), 54.0, 5.5),
            FoundHost(host.address.clone()),
            ChildOf(list),
        ));
    }
    *shown = Some(found);
}

/// A game heard, pressed: its address in the field.
fn pick_found(
    activate: On<Activate>,
    hosts: Query<&FoundHost>,
    mut fields: Query<(&OnlineField, &mut EditableText)>,
) {
    let Ok(FoundHost(address)) = hosts.get(activate.entity) else {
        return;
    };
    for (field, mut text) in &mut fields {
        if *field == OnlineField::Address {
            text.editor_mut().set_text(address);
        }
    }
}
