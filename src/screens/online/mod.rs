//! The Online screen, from the menu: Host (this side's name, its mark, and the board, as in
//! the menu) or Join (the host's address and the join code). While the host waits, the
//! screen shows what the friend needs: this computer's addresses with the port, and the
//! code, with Cancel. The games heard on the local network are listed under Join: a press
//! fills in the address. The game begins on the Playing screen once the friend is there.

use bevy::input_focus::AutoFocus;
use bevy::prelude::*;
use bevy::text::EditableText;
use bevy::ui::Checked;
use bevy::ui_widgets::{Activate, ValueChange};
use mnk::{MAX_SIDE, MIN_SIDE, Mark};

use crate::game::GameSession;
use crate::game::online::{Connection, Online, OnlineRequest};
use crate::screens::Screen;
use crate::session::NAME_MAX_CHARS;
use crate::theme::interaction::set_marker;
use crate::theme::say::{Say, Words};
use crate::theme::widget;

pub mod asks;
mod found;

pub use found::FoundHost;

/// Host or join.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    #[default]
    Host,
    Join,
}

/// The choices of the form, kept while the app runs.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct OnlineForm {
    pub mode: Mode,
    /// The host's mark (in the first game, when the marks alternate).
    pub mark: Mark,
    /// The players swap marks each game.
    pub alternate: bool,
}

impl Default for OnlineForm {
    fn default() -> OnlineForm {
        OnlineForm {
            mode: Mode::Host,
            mark: Mark::X,
            alternate: true,
        }
    }
}

/// A choice of the form.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnlineChoice {
    Mode(Mode),
    /// The host's mark in every game.
    Mark(Mark),
    /// X first, then the players swap marks each game.
    Alternate,
    /// The board's side, in cells.
    Size(u8),
    /// How many in a row win, in cells.
    K(u8),
}

/// A text field of the form.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnlineField {
    Name,
    Address,
    Code,
}

/// What a button of the screen does.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnlineAction {
    /// Host or join, as the form says.
    Go,
    /// Stop waiting.
    Cancel,
    /// Back to the menu.
    Back,
}

/// The form's rows, hidden while a game is being set up (they could no longer change it).
#[derive(Component)]
struct FormRows;

/// Shown only in one mode.
#[derive(Component, Clone, Copy, Debug)]
struct OnlyIn(Mode);

/// Where the host's addresses and code, the dialling, or what went wrong are told.
#[derive(Component)]
struct WaitText;

pub(super) fn plugin(app: &mut App) {
    super::on_esc(app, Screen::Online, leave_screen);
    app.init_resource::<OnlineForm>()
        .add_plugins((asks::plugin, found::plugin))
        .add_systems(OnEnter(Screen::Online), spawn_screen)
        .add_systems(
            Update,
            (show_choices, show_mode, show_wait).run_if(in_state(Screen::Online)),
        )
        .add_observer(choose)
        .add_observer(press);
}

fn spawn_screen(session: Res<GameSession>, form: Res<OnlineForm>, mut commands: Commands) {
    let choices = session.choices();
    let sides = |choice: fn(u8) -> OnlineChoice| {
        (MIN_SIDE..=MAX_SIDE)
            .map(|n| (widget::option(&n.to_string(), 6.5, 6.0), choice(n)))
            .collect::<Vec<_>>()
    };
    let field_row = |key: &'static str, field: OnlineField, text: &str, chars: usize| {
        (
            Node {
                align_items: AlignItems::Center,
                column_gap: Val::VMin(1.2),
                ..default()
            },
            children![
                (
                    widget::label("", 3.6),
                    Say(key),
                    Node {
                        width: Val::VMin(17.0),
                        ..default()
                    },
                    TextLayout::no_wrap(),
                ),
                (field, widget::text_field(text, 40.0, 6.0, chars)),
            ],
        )
    };
    let _ = form;
    commands.spawn((
        widget::root("Online", 2.2),
        DespawnOnExit(Screen::Online),
        children![
            (widget::label("", 7.0), Say("online-title")),
            (
                Name::new("Form"),
                FormRows,
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::FlexStart,
                    row_gap: Val::VMin(2.2),
                    ..default()
                },
                children![
                    (
                        Say("online-game"),
                        widget::option_row(
                            "",
                            vec![
                                (
                                    widget::option("", 16.0, 6.0),
                                    Say("online-host"),
                                    OnlineChoice::Mode(Mode::Host)
                                ),
                                (
                                    widget::option("", 16.0, 6.0),
                                    Say("online-join"),
                                    OnlineChoice::Mode(Mode::Join)
                                ),
                            ],
                        )
                    ),
                    field_row(
                        "online-name",
                        OnlineField::Name,
                        &choices.names.x,
                        NAME_MAX_CHARS
                    ),
                    (
                        OnlyIn(Mode::Host),
                        Say("online-mark"),
                        widget::option_row(
                            "",
                            vec![
                                (
                                    widget::option("", 8.0, 6.0),
                                    Say("mark-x"),
                                    OnlineChoice::Mark(Mark::X)
                                ),
                                (
                                    widget::option("", 8.0, 6.0),
                                    Say("mark-o"),
                                    OnlineChoice::Mark(Mark::O)
                                ),
                                (
                                    widget::option("", 22.0, 6.0),
                                    Say("online-alternate"),
                                    OnlineChoice::Alternate
                                ),
                            ],
                        ),
                    ),
                    (
                        OnlyIn(Mode::Host),
                        Say("online-board"),
                        widget::option_row("", sides(OnlineChoice::Size))
                    ),
                    (
                        OnlyIn(Mode::Host),
                        Say("online-in-a-row"),
                        widget::option_row("", sides(OnlineChoice::K))
                    ),
                    (
                        OnlyIn(Mode::Join),
                        field_row("online-address", OnlineField::Address, "", 60)
                    ),
                    (
                        OnlyIn(Mode::Join),
                        field_row("online-code", OnlineField::Code, "", 12)
                    ),
                    (OnlyIn(Mode::Join), found::rows()),
                ],
            ),
            (
                WaitText,
                widget::label("", 3.2),
                TextLayout::justify(Justify::Center),
            ),
            (
                Name::new("Actions"),
                Node {
                    column_gap: Val::VMin(3.0),
                    margin: UiRect::top(Val::VMin(2.0)),
                    ..default()
                },
                children![
                    (
                        widget::button("", 24.0, 8.0),
                        Say("online-start"),
                        OnlineAction::Go,
                        AutoFocus
                    ),
                    (
                        widget::button("", 24.0, 8.0),
                        Say("online-cancel"),
                        OnlineAction::Cancel
                    ),
                    (
                        widget::button("", 24.0, 8.0),
                        Say("online-back"),
                        OnlineAction::Back
                    ),
                ],
            ),
        ],
    ));
}

fn choose(
    change: On<ValueChange<Entity>>,
    choices: Query<&OnlineChoice>,
    mut form: ResMut<OnlineForm>,
    mut session: ResMut<GameSession>,
) {
    let Ok(&choice) = choices.get(change.value) else {
        return;
    };
    match choice {
        OnlineChoice::Mode(mode) => form.mode = mode,
        OnlineChoice::Mark(mark) => {
            form.mark = mark;
            form.alternate = false;
        }
        OnlineChoice::Alternate => {
            form.mark = Mark::X;
            form.alternate = true;
        }
        OnlineChoice::Size(size) => session.rules = session.rules.with_size(size),
        OnlineChoice::K(k) => session.rules = session.rules.with_k(k),
    }
}

fn press(
    activate: On<Activate>,
    actions: Query<&OnlineAction>,
    fields: Query<(&OnlineField, &EditableText)>,
    form: Res<OnlineForm>,
    session: Res<GameSession>,
    mut requests: MessageWriter<OnlineRequest>,
    mut next: ResMut<NextState<Screen>>,
) {
    let field = |wanted: OnlineField| {
        fields
            .iter()
            .find(|(f, _)| **f == wanted)
            .map(|(_, text)| text.value().to_string())
            .unwrap_or_default()
    };
    match actions.get(activate.entity) {
        Ok(OnlineAction::Go) => {
            let name = crate::session::tidy_name(&field(OnlineField::Name))
                .unwrap_or_else(|| session.choices().names.x);
            requests.write(match form.mode {
                Mode::Host => OnlineRequest::Host {
                    name,
                    mark: form.mark,
                    alternate: form.alternate,
                    rules: session.choices().rules,
                },
                Mode::Join => OnlineRequest::Join {
                    name,
                    address: field(OnlineField::Address).trim().to_string(),
                    code: field(OnlineField::Code),
                },
            });
        }
        Ok(OnlineAction::Cancel) => {
            requests.write(OnlineRequest::Leave);
        }
        Ok(OnlineAction::Back) => {
            requests.write(OnlineRequest::Leave);
            next.set(Screen::Menu);
        }
        Err(_) => {}
    }
}

/// Esc: stop waiting, and back to the menu.
fn leave_screen(mut requests: MessageWriter<OnlineRequest>, mut next: ResMut<NextState<Screen>>) {
    requests.write(OnlineRequest::Leave);
    next.set(Screen::Menu);
}

/// The options show the form's choices and the menu's board.
fn show_choices(
    form: Res<OnlineForm>,
    session: Res<GameSession>,
    mut options: Query<(Entity, &OnlineChoice, Has<Checked>, &mut Node)>,
    mut commands: Commands,
) {
    let rules = session.choices().rules;
    for (entity, choice, checked, mut node) in &mut options {
        let chosen = match *choice {
            OnlineChoice::Mode(mode) => form.mode == mode,
            OnlineChoice::Mark(mark) => !form.alternate && form.mark == mark,
            OnlineChoice::Alternate => form.alternate,
            OnlineChoice::Size(n) => rules.size == n,
            OnlineChoice::K(k) => {
                // Win lengths longer than the board are not offered.
                let display = if k <= rules.size {
                    Display::Flex
                } else {
                    Display::None
                };
                if node.display != display {
                    node.display = display;
                }
                rules.k == k
            }
        };
        set_marker::<Checked>(&mut commands, entity, checked, chosen);
    }
}

/// Only the rows of the chosen mode show; Start waits while a game is being set up, and
/// Cancel shows only then.
fn show_mode(
    form: Res<OnlineForm>,
    online: Res<Online>,
    mut rows: Query<(&OnlyIn, &mut Node), (Without<OnlineAction>, Without<FormRows>)>,
    mut form_rows: Query<&mut Node, (With<FormRows>, Without<OnlyIn>, Without<OnlineAction>)>,
    mut buttons: Query<(&OnlineAction, &mut Node), (Without<OnlyIn>, Without<FormRows>)>,
) {
    let shown = |on: bool| if on { Display::Flex } else { Display::None };
    for (OnlyIn(mode), mut node) in &mut rows {
        let display = shown(*mode == form.mode);
        if node.display != display {
            node.display = display;
        }
    }
    let busy = online.active();
    for mut node in &mut form_rows {
        let display = shown(!busy);
        if node.display != display {
            node.display = display;
        }
    }
    for (action, mut node) in &mut buttons {
        let display = match action {
            OnlineAction::Go => shown(!busy),
            OnlineAction::Cancel => shown(busy),
            OnlineAction::Back => shown(true),
        };
        if node.display != display {
            node.display = display;
        }
    }
}

/// What the friend needs (the addresses and the code), the dialling, or what went wrong.
fn show_wait(online: Res<Online>, words: Res<Words>, mut texts: Query<&mut Text, With<WaitText>>) {
    let line = match &online.connection {
        Connection::Listening {
            addresses,
            port,
            code,
        } => {
            let at = match addresses.as_slice() {
                [] => words.text_with("online-this-computer", &[("port", (*port).into())]),
                all => all.join("  |  "),
            };
            let code = words.text_with("online-with-code", &[("code", code.as_str().into())]);
            let (joins, waiting) = (words.text("online-joins-at"), words.text("online-waiting"));
            format!("{joins}\n{at}\n{code}\n{waiting}")
        }
        Connection::Joining => words.text("online-connecting"),
        Connection::Ended(why) => capitalised(why),
        _ => String::new(),
    };
    for mut text in &mut texts {
        if text.0 != line {
            text.0 = line.clone();
        }
    }
}

/// A sentence from the network code, begun with a capital.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
