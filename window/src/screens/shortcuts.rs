//! Shortcuts. Letters press a screen's own buttons, so a key does exactly what the button
//! does: N a new game (Play in the menu, Play again on game over, Menu's question while
//! playing), H a hint, C the coach on or off. F11 toggles full screen. `?` or F1 shows every
//! shortcut over the screen, as the input map ([`crate::controls::input_map`]) lists them; any
//! key or click closes it.

use bevy::input::InputSystems;
use bevy::input_focus::{FocusCause, InputFocus, InputFocusSystems};
use bevy::prelude::*;
use bevy::text::EditableText;
use bevy::ui::InteractionDisabled;
use bevy::ui_widgets::Activate;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};

use super::Screen;
use super::game_over::GameOverAction;
use super::menu::MenuAction;
use super::playing::{BoardAction, LeaveAction};
use super::replay::ReplayAction;
use crate::controls::focus::Modal;
use crate::controls::input_map::{Action, Actions, KeyLabels, ROWS, row_keys};
use crate::controls::typing;
use crate::game::advice::LineOn;
use crate::theme::paint::Fill;
use crate::theme::palette::Role;
use crate::theme::say::{CurrentCatalog, Say};
use crate::theme::widget;
use tictactoe_core::i18n::Catalog;

/// The overlay listing the shortcuts, with the entity that had the keyboard's focus before:
/// the overlay holds the focus meanwhile, so the key that closes it presses nothing.
#[derive(Component)]
pub struct ShortcutsOverlay(Option<Entity>);

/// The keys of the list's row (of [`ROWS`], by index), named as the keys are labelled in
/// the player's language ("Ctrl+Z", "Esc"; "Strg+Z" in German).
#[derive(Component, Debug)]
pub struct KeyNames(usize);

pub(super) fn plugin(app: &mut App) {
    // The key that closes the list gives the focus back only after the focused widget's
    // keys are dispatched (to no one, while the list holds the focus): it presses nothing.
    app.add_systems(
        PreUpdate,
        (close_overlay, shortcut_keys)
            .chain()
            .after(InputSystems)
            .after(InputFocusSystems::Dispatch),
    )
    .add_systems(Update, name_keys);
}

/// The keys' names in the player's language, as the list opens and when the language
/// changes.
fn name_keys(
    catalog: Res<CurrentCatalog>,
    labels: Res<KeyLabels>,
    mut names: Query<(Ref<KeyNames>, &mut Text)>,
) {
    for (keys, mut text) in &mut names {
        if keys.is_added() || catalog.is_changed() || labels.is_changed() {
            text.0 = row_keys(&catalog, &labels, &ROWS[keys.0]);
        }
    }
}

/// Any key or click closes the overlay, and does nothing else.
fn close_overlay(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut mouse: ResMut<ButtonInput<MouseButton>>,
    overlays: Query<(Entity, &ShortcutsOverlay)>,
    mut focus: ResMut<InputFocus>,
    mut commands: Commands,
) {
    if overlays.is_empty() {
        return;
    }
    if keys.get_just_pressed().next().is_some() || mouse.get_just_pressed().next().is_some() {
        for (overlay, ShortcutsOverlay(before)) in &overlays {
            commands.entity(overlay).despawn();
            match before {
                Some(entity) => focus.set(*entity, FocusCause::Navigated),
                None => focus.clear(),
            }
        }
        keys.clear();
        mouse.clear();
    }
}

fn shortcut_keys(
    actions: Actions,
    modals: Query<(), With<Modal>>,
    screen: Res<State<Screen>>,
    mut focus: ResMut<InputFocus>,
    fields: Query<(), With<EditableText>>,
    overlays: Query<(), With<ShortcutsOverlay>>,
    buttons: Buttons,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
    catalog: Res<CurrentCatalog>,
    labels: Res<KeyLabels>,
    mut commands: Commands,
) {
    if typing::is_typing(&focus, &fields) || !overlays.is_empty() {
        return;
    }
    if actions.just_pressed(Action::Shortcuts) {
        let before = focus.get();
        focus.clear();
        commands.spawn(overlay(before, &catalog, &labels));
        return;
    }
    if actions.just_pressed(Action::FullScreen) {
        for mut window in &mut windows {
            window.mode = match window.mode {
                WindowMode::Windowed => WindowMode::BorderlessFullscreen(MonitorSelection::Current),
                _ => WindowMode::Windowed,
            };
        }
    }
    // Nothing under a question.
    if !modals.is_empty() {
        return;
    }
    let screen = *screen.get();
    if actions.just_pressed(Action::NewGame) {
        match screen {
            Screen::Menu => buttons.press(&mut commands, MenuAction::Play),
            Screen::GameOver => buttons.press(&mut commands, GameOverAction::Play),
            Screen::Playing => buttons.press(&mut commands, LeaveAction::Ask),
            _ => {}
        }
    }
    if actions.just_pressed(Action::Hint) {
        match screen {
            Screen::Playing => buttons.press(&mut commands, BoardAction::Hint),
            Screen::Replay => buttons.press(&mut commands, ReplayAction::Hint),
            _ => {}
        }
    }
    if actions.just_pressed(Action::Coach) {
        match screen {
            Screen::Playing => buttons.press(&mut commands, BoardAction::Coach),
            Screen::Replay => buttons.press(&mut commands, ReplayAction::Coach),
            _ => {}
        }
    }
    if actions.just_pressed(Action::EngineLine) && matches!(screen, Screen::Playing) {
        commands.queue(|world: &mut World| {
            let mut on = world.resource_mut::<LineOn>();
            on.0 = !on.0;
        });
    }
}

/// The screens' buttons a shortcut can press: enabled ones only.
#[derive(bevy::ecs::system::SystemParam)]
struct Buttons<'w, 's> {
    menu: Query<'w, 's, (Entity, &'static MenuAction), Without<InteractionDisabled>>,
    over: Query<'w, 's, (Entity, &'static GameOverAction), Without<InteractionDisabled>>,
    leave: Query<'w, 's, (Entity, &'static LeaveAction), Without<InteractionDisabled>>,
    board: Query<'w, 's, (Entity, &'static BoardAction), Without<InteractionDisabled>>,
    replay: Query<'w, 's, (Entity, &'static ReplayAction), Without<InteractionDisabled>>,
}

/// An action a shortcut presses, found among its screen's buttons.
trait Shortcut: Component + PartialEq + Copy {
    fn find(buttons: &Buttons, action: Self) -> Option<Entity>;
}

macro_rules! shortcut {
    ($action:ty, $field:ident) => {
        impl Shortcut for $action {
            fn find(buttons: &Buttons, action: Self) -> Option<Entity> {
                buttons
                    .$field
                    .iter()
                    .find(|(_, a)| **a == action)
                    .map(|(entity, _)| entity)
            }
        }
    };
}
shortcut!(MenuAction, menu);
shortcut!(GameOverAction, over);
shortcut!(LeaveAction, leave);
shortcut!(BoardAction, board);
shortcut!(ReplayAction, replay);

impl Buttons<'_, '_> {
    /// Presses the button with `action`, if it is there and enabled: as a click would.
    fn press<A: Shortcut>(&self, commands: &mut Commands, action: A) {
        if let Some(entity) = A::find(self, action) {
            commands.trigger(Activate { entity });
        }
    }
}

/// The list of shortcuts on a panel, over everything; `before` had the focus.
fn overlay(before: Option<Entity>, catalog: &Catalog, labels: &KeyLabels) -> impl Bundle + use<> {
    let rows: Vec<_> = ROWS
        .iter()
        .enumerate()
        .map(|(index, row)| {
            let (keys, what) = (row_keys(catalog, labels, row), row.what);
            (
                Node {
                    column_gap: Val::VMin(2.0),
                    ..default()
                },
                children![
                    widget::cell(
                        30.0,
                        (
                            widget::label(&keys, 2.4),
                            KeyNames(index),
                            TextLayout::no_wrap()
                        )
                    ),
                    (widget::said(Say::new(what), 2.4), TextLayout::no_wrap()),
                ],
            )
        })
        .collect();
    (
        Name::new("Shortcuts"),
        ShortcutsOverlay(before),
        Node {
            position_type: PositionType::Absolute,
            ..widget::column(0.0)
        },
        Fill(Role::Shade),
        GlobalZIndex(10),
        children![(
            widget::fitted_layer(),
            children![(
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    row_gap: Val::VMin(2.0),
                    padding: UiRect::all(Val::VMin(3.0)),
                    border_radius: BorderRadius::all(Val::VMin(2.0)),
                    ..default()
                },
                Fill(Role::Background),
                children![
                    widget::heading(Say::new("shortcuts-title"), 5.0),
                    (
                        Node {
                            flex_direction: FlexDirection::Column,
                            row_gap: Val::VMin(0.9),
                            ..default()
                        },
                        Children::spawn(SpawnIter(rows.into_iter())),
                    ),
                    widget::said(Say::new("shortcuts-close"), 2.4),
                ],
            )],
        )],
    )
}
