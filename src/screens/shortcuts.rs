//! Shortcuts. Letters press a screen's own buttons, so a key does exactly what the button
//! does: N a new game (Play in the menu, Play again on game over, Menu's question while
//! playing), H a hint, C the coach on or off. F11 toggles full screen. `?` or F1 shows every
//! shortcut over the screen; any key or click closes it.

use bevy::input::InputSystems;
use bevy::input::keyboard::Key;
use bevy::input_focus::{FocusCause, InputFocus};
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
use crate::theme::focus::Modal;
use crate::theme::paint::Fill;
use crate::theme::palette::Role;
use crate::theme::{typing, widget};

/// Every shortcut, as the overlay lists them: keys, then what they do.
pub const SHORTCUTS: [(&str, &str); 17] = [
    ("Arrows, WASD", "move on the board"),
    ("Arrows", "move the focus between buttons"),
    ("Enter, Space", "place a mark; press a button"),
    ("1 - 9", "place a mark on 3x3 (as a keypad)"),
    ("Tab, Shift+Tab", "next, previous button"),
    ("Ctrl+Z", "undo"),
    ("Ctrl+Y, Ctrl+Shift+Z", "redo"),
    ("H", "hint: the move Hard would play"),
    ("C", "coach: every cell's value"),
    ("N", "new game"),
    ("F11", "full screen"),
    ("Esc", "back"),
    ("?, F1", "this list"),
    ("Left, Right", "Replay: one move back, forward"),
    ("Home, End, Space", "Replay: start, end, play"),
    ("R", "Replay: review every move"),
    ("Up, Down, Enter, Del", "History: choose, open, delete"),
];

/// The overlay listing the shortcuts, with the entity that had the keyboard's focus before:
/// the overlay holds the focus meanwhile, so the key that closes it presses nothing.
#[derive(Component)]
pub struct ShortcutsOverlay(Option<Entity>);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        (close_overlay, shortcut_keys).chain().after(InputSystems),
    );
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
    keys: Res<ButtonInput<KeyCode>>,
    typed: Option<Res<ButtonInput<Key>>>,
    modals: Query<(), With<Modal>>,
    screen: Res<State<Screen>>,
    mut focus: ResMut<InputFocus>,
    fields: Query<(), With<EditableText>>,
    overlays: Query<(), With<ShortcutsOverlay>>,
    buttons: Buttons,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
    mut commands: Commands,
) {
    if typing::is_typing(&focus, &fields) || !overlays.is_empty() {
        return;
    }
    // ? as typed, whatever the keyboard's layout.
    let question = typed.is_some_and(|typed| typed.just_pressed(Key::Character("?".into())));
    if question || keys.just_pressed(KeyCode::F1) {
        let before = focus.get();
        focus.clear();
        commands.spawn(overlay(before));
        return;
    }
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    for key in keys.get_just_pressed() {
        match (key, screen.get()) {
            (KeyCode::F11, _) => {
                for mut window in &mut windows {
                    window.mode = match window.mode {
                        WindowMode::Windowed => {
                            WindowMode::BorderlessFullscreen(MonitorSelection::Current)
                        }
                        _ => WindowMode::Windowed,
                    };
                }
            }
            // Ctrl+N, Ctrl+H are no shortcuts of ours; nothing under a question.
            _ if ctrl || !modals.is_empty() => {}
            (KeyCode::KeyN, Screen::Menu) => buttons.press(&mut commands, MenuAction::Play),
            (KeyCode::KeyN, Screen::GameOver) => {
                buttons.press(&mut commands, GameOverAction::Play);
            }
            (KeyCode::KeyN, Screen::Playing) => buttons.press(&mut commands, LeaveAction::Ask),
            (KeyCode::KeyH, Screen::Playing) => buttons.press(&mut commands, BoardAction::Hint),
            (KeyCode::KeyH, Screen::Replay) => buttons.press(&mut commands, ReplayAction::Hint),
            (KeyCode::KeyC, Screen::Playing) => buttons.press(&mut commands, BoardAction::Coach),
            (KeyCode::KeyC, Screen::Replay) => buttons.press(&mut commands, ReplayAction::Coach),
            _ => {}
        }
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
fn overlay(before: Option<Entity>) -> impl Bundle {
    let rows: Vec<_> = SHORTCUTS
        .iter()
        .map(|(keys, what)| {
            (
                Node {
                    column_gap: Val::VMin(2.0),
                    ..default()
                },
                children![
                    (
                        widget::label(keys, 2.4),
                        TextLayout::no_wrap(),
                        Node {
                            width: Val::VMin(30.0),
                            ..default()
                        },
                    ),
                    (widget::label(what, 2.4), TextLayout::no_wrap()),
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
                widget::label("Shortcuts", 5.0),
                (
                    Node {
                        flex_direction: FlexDirection::Column,
                        row_gap: Val::VMin(0.9),
                        ..default()
                    },
                    Children::spawn(SpawnIter(rows.into_iter())),
                ),
                widget::label("Any key or a click closes this list.", 2.4),
            ],
        )],
    )
}
