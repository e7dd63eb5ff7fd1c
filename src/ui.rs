//! UI buttons: the menu (seats, board, Play, Quit) and the game-over buttons
//! (Play again with the same seats, Menu, Quit).

use bevy::prelude::*;
use mnk::{MAX_SIDE, Mark};

use crate::game::{Game, Rules, Seat, Seats};
use crate::screen::Screen;
use crate::theme;

/// What a button does when pressed.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ButtonAction {
    /// Start a new game with the chosen seats and board.
    Play,
    /// Back to the menu.
    Menu,
    /// Close the game (exit status 0).
    Quit,
    /// Choose who plays a mark.
    Seat(Mark, Seat),
    /// Choose the board's side, in cells.
    Size(u8),
    /// Choose how many in a row win.
    K(u8),
}

/// The smallest board and win length offered.
const MIN_SIDE: u8 = 3;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Menu), spawn_menu)
        .add_systems(OnEnter(Screen::GameOver), spawn_game_over_buttons)
        .add_systems(
            Update,
            (press_buttons, color_buttons, show_k_choices).chain(),
        );
}

fn spawn_menu(mut commands: Commands) {
    let root = commands
        .spawn((
            Name::new("Menu"),
            DespawnOnExit(Screen::Menu),
            theme::screen_column(2.2),
        ))
        .id();
    commands.spawn((
        Text::new("Tic-Tac-Toe"),
        theme::font(9.0),
        TextColor(theme::TEXT),
        Node {
            margin: UiRect::bottom(Val::VMin(2.0)),
            ..default()
        },
        ChildOf(root),
    ));
    // Option rows line up on their labels.
    let options = commands
        .spawn((
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::FlexStart,
                row_gap: Val::VMin(2.2),
                ..default()
            },
            ChildOf(root),
        ))
        .id();
    for mark in [Mark::X, Mark::O] {
        let choices =
            Seat::ALL.map(|seat| (seat.name().to_string(), ButtonAction::Seat(mark, seat)));
        option_row(
            &mut commands,
            options,
            &format!("{mark} plays"),
            &choices,
            15.0,
        );
    }
    let sizes: Vec<_> = (MIN_SIDE..=MAX_SIDE)
        .map(|n| (format!("{n}"), ButtonAction::Size(n)))
        .collect();
    option_row(&mut commands, options, "Board", &sizes, 6.5);
    let ks: Vec<_> = (MIN_SIDE..=MAX_SIDE)
        .map(|k| (format!("{k}"), ButtonAction::K(k)))
        .collect();
    option_row(&mut commands, options, "In a row", &ks, 6.5);
    let actions = commands
        .spawn((
            Node {
                column_gap: Val::VMin(3.0),
                margin: UiRect::top(Val::VMin(3.0)),
                ..default()
            },
            ChildOf(root),
        ))
        .id();
    for (label, action) in [("Play", ButtonAction::Play), ("Quit", ButtonAction::Quit)] {
        commands.spawn((button(label, action, 24.0, 8.0), ChildOf(actions)));
    }
}

/// A labelled row of option buttons, `width` in percent of the window's smaller side.
fn option_row(
    commands: &mut Commands,
    parent: Entity,
    label: &str,
    choices: &[(String, ButtonAction)],
    width: f32,
) {
    let row = commands
        .spawn((
            Node {
                align_items: AlignItems::Center,
                column_gap: Val::VMin(1.2),
                ..default()
            },
            ChildOf(parent),
        ))
        .id();
    commands.spawn((
        Text::new(label),
        theme::font(3.6),
        TextColor(theme::TEXT),
        Node {
            width: Val::VMin(17.0),
            ..default()
        },
        TextLayout::no_wrap(),
        ChildOf(row),
    ));
    for (text, action) in choices {
        commands.spawn((button(text, *action, width, 6.0), ChildOf(row)));
    }
}

/// A button bundle: `width` and `height` in percent of the window's smaller side.
fn button(label: &str, action: ButtonAction, width: f32, height: f32) -> impl Bundle {
    (
        Button,
        action,
        Node {
            width: Val::VMin(width),
            height: Val::VMin(height),
            align_items: AlignItems::Center,
            justify_content: JustifyContent::Center,
            border_radius: BorderRadius::all(Val::VMin(1.0)),
            ..default()
        },
        BackgroundColor(theme::BUTTON),
        children![(
            Text::new(label),
            theme::font(height * 0.5),
            TextColor(theme::TEXT),
            Pickable::IGNORE,
        )],
    )
}

fn spawn_game_over_buttons(mut commands: Commands) {
    let bar = commands
        .spawn((
            Name::new("Game over buttons"),
            DespawnOnExit(Screen::GameOver),
            Node {
                position_type: PositionType::Absolute,
                bottom: Val::VMin(3.0),
                width: percent(100),
                justify_content: JustifyContent::Center,
                column_gap: Val::VMin(3.0),
                ..default()
            },
        ))
        .id();
    for (label, action) in [
        ("Play", ButtonAction::Play),
        ("Menu", ButtonAction::Menu),
        ("Quit", ButtonAction::Quit),
    ] {
        commands.spawn((button(label, action, 20.0, 8.0), ChildOf(bar)));
    }
}

fn press_buttons(
    buttons: Query<(&Interaction, &ButtonAction), Changed<Interaction>>,
    mut seats: ResMut<Seats>,
    mut rules: ResMut<Rules>,
    mut game: ResMut<Game>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
) {
    for (interaction, action) in &buttons {
        if *interaction != Interaction::Pressed {
            continue;
        }
        match *action {
            ButtonAction::Play => {
                game.board = rules.new_board();
                next.set(Screen::Playing);
            }
            ButtonAction::Menu => next.set(Screen::Menu),
            ButtonAction::Quit => {
                exit.write(AppExit::Success);
            }
            ButtonAction::Seat(mark, seat) => seats.set(mark, seat),
            ButtonAction::Size(size) => {
                rules.size = size;
                rules.k = rules.k.min(size);
            }
            ButtonAction::K(k) => rules.k = k.min(rules.size),
        }
    }
}

/// Whether a button shows a current choice.
fn is_selected(action: ButtonAction, seats: &Seats, rules: &Rules) -> bool {
    match action {
        ButtonAction::Seat(mark, seat) => seats.get(mark) == seat,
        ButtonAction::Size(n) => rules.size == n,
        ButtonAction::K(k) => rules.k == k,
        ButtonAction::Play | ButtonAction::Menu | ButtonAction::Quit => false,
    }
}

fn color_buttons(
    seats: Res<Seats>,
    rules: Res<Rules>,
    mut buttons: Query<(&Interaction, &ButtonAction, &mut BackgroundColor)>,
) {
    for (interaction, action, mut background) in &mut buttons {
        let color = match (interaction, is_selected(*action, &seats, &rules)) {
            (Interaction::Pressed, _) => theme::BUTTON_PRESSED,
            (Interaction::Hovered, true) => theme::BUTTON_SELECTED_HOVERED,
            (Interaction::Hovered, false) => theme::BUTTON_HOVERED,
            (Interaction::None, true) => theme::BUTTON_SELECTED,
            (Interaction::None, false) => theme::BUTTON,
        };
        background.set_if_neq(BackgroundColor(color));
    }
}

/// Win lengths longer than the board are not offered.
fn show_k_choices(rules: Res<Rules>, mut buttons: Query<(&ButtonAction, &mut Node)>) {
    if !rules.is_changed() {
        return;
    }
    for (action, mut node) in &mut buttons {
        if let ButtonAction::K(k) = *action {
            node.display = if k <= rules.size {
                Display::Flex
            } else {
                Display::None
            };
        }
    }
}
