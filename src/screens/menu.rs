//! The menu: who plays X and O (a person's name is typed in the seat's field), the board's
//! size and how many in a row win, the chosen players' tally (with a reset that asks
//! first), then Play or Quit. The choices live in the [`Seats`], [`Names`] and [`Rules`]
//! resources; the widgets show them.

use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use bevy::text::{EditableText, TextEditChange};
use bevy::ui::Checked;
use bevy::ui_widgets::{Activate, ValueChange};
use mnk::{MAX_SIDE, MIN_SIDE, Mark};

use crate::files::autosave::Resumable;
use crate::game::players::{NAME_MAX_CHARS, Names, PlayerId};
use crate::game::score::Scores;
use crate::game::{NewGame, Rules, SavedGame, Seat, Seats};
use crate::screens::Screen;
use crate::theme::interaction::set_marker;
use crate::theme::{palette, widget};

/// What a menu button does.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuAction {
    /// Start a game with the chosen seats and board.
    Play,
    /// Go on with the game that was left unfinished.
    Resume,
    /// Open the settings.
    Settings,
    /// Ask whether to forget the chosen players' tally.
    ResetScore,
    /// Forget it.
    ConfirmReset,
    /// Keep it after all.
    KeepScore,
    /// Close the game (exit status 0).
    Quit,
}

/// An option of the menu: one choice of a seat or of the board.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuChoice {
    /// Who plays a mark.
    Seat(Mark, Seat),
    /// The board's side, in cells.
    Size(u8),
    /// How many in a row win, in cells.
    K(u8),
}

impl MenuChoice {
    /// Whether this is the current choice.
    fn is_chosen(self, seats: &Seats, rules: &Rules) -> bool {
        match self {
            MenuChoice::Seat(mark, seat) => seats.get(mark) == seat,
            MenuChoice::Size(n) => rules.size == n,
            MenuChoice::K(k) => rules.k == k,
        }
    }
}

/// The text field of a person's name at a mark's seat.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct NameField(pub Mark);

/// In place of the name field when a computer holds the seat: its level.
#[derive(Component, Clone, Copy, Debug)]
struct LevelLabel(Mark);

/// Whether the menu asks to confirm a reset of the tally.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
struct AskingReset(bool);

pub(super) fn plugin(app: &mut App) {
    // Bevy's input plugins have these in the window; the headless app needs them too.
    app.init_resource::<InputFocus>()
        .init_resource::<ButtonInput<MouseButton>>()
        .add_message::<Pointer<Press>>()
        .init_resource::<AskingReset>()
        .add_systems(OnEnter(Screen::Menu), spawn_menu)
        .add_systems(
            OnExit(Screen::Menu),
            |mut focus: ResMut<InputFocus>, mut asking: ResMut<AskingReset>| {
                focus.clear();
                asking.0 = false;
            },
        )
        .add_systems(
            Update,
            (
                finish_name,
                show_names,
                show_choices,
                show_k_choices,
                show_name_fields,
                show_score_panel,
                show_resume_panel,
            )
                .chain()
                .run_if(in_state(Screen::Menu)),
        )
        .add_observer(press_menu_button)
        .add_observer(choose_option)
        .add_observer(keep_name);
}

/// The chosen players' tally and its reset, rebuilt when the text or the question changes.
#[derive(Component, Clone, Debug, PartialEq, Eq)]
struct ScorePanel {
    /// The tally, or that there is none.
    line: String,
    /// Whether there are games to forget.
    games: bool,
    asking: bool,
}

/// Where the score panel goes in the menu's column.
#[derive(Component)]
struct ScoreSlot;

/// The menu's column.
#[derive(Component)]
struct MenuRoot;

/// The row offering the unfinished game.
#[derive(Component)]
struct ResumePanel;

fn spawn_menu(names: Res<Names>, mut commands: Commands) {
    let seat_rows = [Mark::X, Mark::O].map(|mark| seat_row(mark, names.get(mark)));
    let sides = |choice: fn(u8) -> MenuChoice| {
        (MIN_SIDE..=MAX_SIDE)
            .map(|n| (widget::option(&n.to_string(), 6.5, 6.0), choice(n)))
            .collect::<Vec<_>>()
    };
    let [x_row, o_row] = seat_rows;
    // In the corner, clear of the choices.
    commands.spawn((
        Name::new("Settings corner"),
        DespawnOnExit(Screen::Menu),
        Node {
            position_type: PositionType::Absolute,
            top: Val::VMin(2.0),
            right: Val::VMin(2.0),
            ..default()
        },
        children![(widget::button("Settings", 20.0, 6.0), MenuAction::Settings)],
    ));
    commands.spawn((
        MenuRoot,
        widget::root("Menu", 2.2),
        DespawnOnExit(Screen::Menu),
        children![
            (
                widget::label("Tic-Tac-Toe", 9.0),
                Node {
                    margin: UiRect::bottom(Val::VMin(2.0)),
                    ..default()
                },
            ),
            (
                Name::new("Choices"),
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::FlexStart,
                    row_gap: Val::VMin(2.2),
                    ..default()
                },
                children![
                    x_row,
                    o_row,
                    widget::option_row("Board", sides(MenuChoice::Size)),
                    widget::option_row("In a row", sides(MenuChoice::K)),
                ],
            ),
            (
                ScoreSlot,
                Node {
                    height: Val::VMin(6.0),
                    align_items: AlignItems::Center,
                    ..default()
                },
            ),
            (
                Name::new("Actions"),
                Node {
                    column_gap: Val::VMin(3.0),
                    margin: UiRect::top(Val::VMin(3.0)),
                    ..default()
                },
                children![
                    (widget::button("Play", 24.0, 8.0), MenuAction::Play),
                    (widget::button("Quit", 24.0, 8.0), MenuAction::Quit),
                ],
            ),
        ],
    ));
}

/// A seat's row: its mark, the person's name (or the computer's level), and who plays it.
fn seat_row(mark: Mark, name: &str) -> impl Bundle + use<> {
    let options = Seat::ALL
        .iter()
        .map(|&seat| {
            (
                widget::option(seat.name(), 13.0, 6.0),
                MenuChoice::Seat(mark, seat),
            )
        })
        .collect::<Vec<_>>();
    (
        Name::new(format!("Seat {mark}")),
        Node {
            align_items: AlignItems::Center,
            column_gap: Val::VMin(1.2),
            ..default()
        },
        children![
            (
                Text::new(mark.to_string()),
                widget::font(4.5),
                TextColor(palette::mark_color(mark)),
                Node {
                    width: Val::VMin(4.0),
                    ..default()
                },
            ),
            (
                NameField(mark),
                widget::text_field(name, NAME_VMIN, 6.0, NAME_MAX_CHARS),
            ),
            (
                LevelLabel(mark),
                widget::label("", 3.0),
                Node {
                    width: Val::VMin(NAME_VMIN),
                    padding: UiRect::horizontal(Val::VMin(1.3)),
                    display: Display::None,
                    ..default()
                },
                TextLayout::no_wrap(),
            ),
            (
                bevy::ui_widgets::RadioGroup,
                Node {
                    align_items: AlignItems::Center,
                    column_gap: Val::VMin(1.2),
                    ..default()
                },
                Children::spawn(SpawnIter(options.into_iter())),
            ),
        ],
    )
}

/// Width of a name field, in vmin: room for 20 characters.
const NAME_VMIN: f32 = 25.0;

/// A typed name is the seat's name at once (an empty field stands for the default name).
/// Only edits in the field a person types in count.
fn keep_name(
    edit: On<TextEditChange>,
    focus: Res<InputFocus>,
    fields: Query<(&NameField, &EditableText)>,
    mut names: ResMut<Names>,
) {
    let typing = focus.get() == Some(edit.event_target());
    if let Ok((&NameField(mark), field)) = fields.get(edit.event_target())
        && typing
    {
        let mut typed = names.clone();
        typed.set(mark, &field.value().to_string());
        names.set_if_neq(typed);
    }
}

/// Enter, or a click anywhere else, ends the typing of a name.
fn finish_name(
    keys: Res<ButtonInput<KeyCode>>,
    mouse: Res<ButtonInput<MouseButton>>,
    mut presses: MessageReader<Pointer<Press>>,
    fields: Query<(), With<NameField>>,
    mut focus: ResMut<InputFocus>,
) {
    let Some(field) = focus.get().filter(|&entity| fields.contains(entity)) else {
        presses.clear();
        return;
    };
    let in_field = presses.read().any(|press| press.entity == field);
    let enter = keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]);
    if enter || (mouse.just_pressed(MouseButton::Left) && !in_field) {
        focus.clear();
    }
}

/// A field no one types in shows the name as kept: trimmed, or the default for an empty
/// one. (The menu can appear before the settings are read: this also fills it then.)
fn show_names(
    names: Res<Names>,
    focus: Res<InputFocus>,
    mut fields: Query<(Entity, &NameField, &mut EditableText)>,
) {
    for (entity, &NameField(mark), mut field) in &mut fields {
        let name = names.get(mark);
        if focus.get() != Some(entity) && field.value() != name {
            field.editor_mut().set_text(name);
        }
    }
}

/// A person's seat shows the name field; a computer's, its level.
fn show_name_fields(
    seats: Res<Seats>,
    mut fields: Query<(&NameField, &mut Node), Without<LevelLabel>>,
    mut labels: Query<(&LevelLabel, &mut Node, &mut Text)>,
) {
    let shown = |on: bool| if on { Display::Flex } else { Display::None };
    for (&NameField(mark), mut node) in &mut fields {
        let display = shown(seats.get(mark) == Seat::Human);
        if node.display != display {
            node.display = display;
        }
    }
    for (&LevelLabel(mark), mut node, mut text) in &mut labels {
        let display = shown(seats.get(mark) != Seat::Human);
        if node.display != display {
            node.display = display;
        }
        let name = seats.get(mark).name().to_string();
        if text.0 != name {
            text.0 = name;
        }
    }
}

/// The chosen players' tally, with Reset; after Reset, the question.
fn show_score_panel(
    seats: Res<Seats>,
    names: Res<Names>,
    scores: Res<Scores>,
    asking: Res<AskingReset>,
    slots: Query<Entity, With<ScoreSlot>>,
    panels: Query<(Entity, &ScorePanel)>,
    mut commands: Commands,
) {
    let Ok(slot) = slots.single() else {
        return;
    };
    let [x, o] = PlayerId::pair(&seats, &names);
    let games = scores.games(&x, &o) > 0;
    let panel = ScorePanel {
        line: if games {
            scores.line(&x, &o)
        } else {
            format!("No games yet between {x} and {o}")
        },
        games,
        asking: asking.0,
    };
    if panels.iter().any(|(_, shown)| *shown == panel) {
        return;
    }
    for (entity, _) in &panels {
        commands.entity(entity).despawn();
    }
    let row = Node {
        align_items: AlignItems::Center,
        column_gap: Val::VMin(2.0),
        ..default()
    };
    let mut spawned = commands.spawn((panel.clone(), row, ChildOf(slot)));
    match (panel.games, panel.asking) {
        (false, _) => {
            spawned.insert(children![widget::label(&panel.line, 3.0)]);
        }
        (true, false) => {
            spawned.insert(children![
                widget::label(&panel.line, 3.6),
                (widget::button("Reset", 14.0, 5.0), MenuAction::ResetScore),
            ]);
        }
        (true, true) => {
            spawned.insert(children![
                widget::label(&format!("Forget the games of {x} and {o}?"), 3.0),
                (
                    widget::button("Forget", 14.0, 5.0),
                    MenuAction::ConfirmReset
                ),
                (widget::button("Keep", 14.0, 5.0), MenuAction::KeepScore),
            ]);
        }
    }
}

/// The Resume row follows the saved game: files are read after the menu first appears.
fn show_resume_panel(
    resumable: Res<Resumable>,
    menus: Query<Entity, With<MenuRoot>>,
    panels: Query<Entity, With<ResumePanel>>,
    mut commands: Commands,
) {
    let Ok(menu) = menus.single() else {
        return;
    };
    if !resumable.is_changed() && panels.is_empty() == resumable.0.is_none() {
        return;
    }
    for panel in &panels {
        commands.entity(panel).despawn();
    }
    if let Some(saved) = &resumable.0 {
        commands.spawn((ResumePanel, resume_panel(saved), ChildOf(menu)));
    }
}

/// The unfinished game: a small picture of its board, whose turn it is, and Resume.
fn resume_panel(saved: &SavedGame) -> impl Bundle + use<> {
    let board = saved.record.board();
    let (cols, rows) = (board.cols() as u16, board.rows() as u16);
    let marks: Vec<_> = (0..board.cells())
        .map(|c| {
            let color = board.get(c).map_or(palette::CELL, palette::mark_color);
            (Node::default(), BackgroundColor(color))
        })
        .collect();
    let mark = board.to_move();
    let who = format!(
        "{} ({mark}) to move",
        PlayerId::at(&saved.seats, &saved.names, mark)
    );
    let text = format!(
        "Unfinished {cols}x{rows} game, {} in a row\nmove {}: {who}",
        board.k(),
        board.ply() + 1
    );
    (
        Name::new("Resume"),
        Node {
            align_items: AlignItems::Center,
            column_gap: Val::VMin(2.5),
            margin: UiRect::top(Val::VMin(1.0)),
            ..default()
        },
        children![
            (
                Name::new("Saved board"),
                // 12 vmin on its longer side.
                widget::board_grid(cols, rows, 12.0, 0.2),
                BackgroundColor(palette::GRID),
                Children::spawn(SpawnIter(marks.into_iter())),
            ),
            widget::label(&text, 2.6),
            (widget::button("Resume", 20.0, 7.0), MenuAction::Resume),
        ],
    )
}

fn press_menu_button(
    activate: On<Activate>,
    actions: Query<&MenuAction>,
    resumable: Res<Resumable>,
    seats: Res<Seats>,
    names: Res<Names>,
    mut scores: ResMut<Scores>,
    mut asking: ResMut<AskingReset>,
    mut new_game: MessageWriter<NewGame>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
) {
    match actions.get(activate.entity) {
        Ok(MenuAction::Play) => {
            new_game.write(NewGame::Fresh);
        }
        Ok(MenuAction::Resume) => {
            if let Some(saved) = &resumable.0 {
                new_game.write(NewGame::Resume(saved.clone()));
            }
        }
        Ok(MenuAction::Settings) => next.set(Screen::Settings),
        Ok(MenuAction::ResetScore) => asking.0 = true,
        Ok(MenuAction::ConfirmReset) => {
            let [x, o] = PlayerId::pair(&seats, &names);
            scores.reset(&x, &o);
            asking.0 = false;
        }
        Ok(MenuAction::KeepScore) => asking.0 = false,
        Ok(MenuAction::Quit) => {
            exit.write(AppExit::Success);
        }
        Err(_) => {}
    }
}

fn choose_option(
    change: On<ValueChange<Entity>>,
    choices: Query<&MenuChoice>,
    mut seats: ResMut<Seats>,
    mut rules: ResMut<Rules>,
    mut asking: ResMut<AskingReset>,
) {
    let Ok(&choice) = choices.get(change.value) else {
        return;
    };
    // The question was about the players chosen before.
    asking.0 = false;
    match choice {
        MenuChoice::Seat(mark, seat) => seats.set(mark, seat),
        MenuChoice::Size(size) => *rules = rules.with_size(size),
        MenuChoice::K(k) => *rules = rules.with_k(k),
    }
}

/// The options show the current choices: the resources are the one source of truth.
fn show_choices(
    seats: Res<Seats>,
    rules: Res<Rules>,
    options: Query<(Entity, &MenuChoice, Has<Checked>)>,
    mut commands: Commands,
) {
    for (entity, choice, checked) in &options {
        let chosen = choice.is_chosen(&seats, &rules);
        set_marker::<Checked>(&mut commands, entity, checked, chosen);
    }
}

/// Win lengths longer than the board are not offered.
fn show_k_choices(rules: Res<Rules>, mut options: Query<(&MenuChoice, &mut Node)>) {
    for (choice, mut node) in &mut options {
        if let MenuChoice::K(k) = *choice {
            let display = if k <= rules.size {
                Display::Flex
            } else {
                Display::None
            };
            if node.display != display {
                node.display = display;
            }
        }
    }
}
