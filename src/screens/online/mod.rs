//! The Online screen, from the menu: Host (this side's name, its mark, and the board, as in
//! the menu) or Join (the host's address and the join code). While the host waits, the
//! screen shows what the friend needs: this computer's addresses with the port, and the
//! code, with Cancel. The games heard on the local network are listed under Join: a press
//! fills in the address. The game begins on the Playing screen once the friend is there.

use bevy::input_focus::AutoFocus;
use bevy::prelude::*;
use bevy::text::EditableText;
use bevy::ui_widgets::{Activate, ValueChange};
use mnk::Mark;

use crate::game::GameSession;
use crate::game::online::OnlineRequest;
use crate::screens::Screen;
use crate::session::{NAME_MAX_CHARS, shown_name};
use crate::theme::say::{Say, Words};
use crate::theme::widget;

pub mod asks;
mod found;
mod view;

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
            (view::show_choices, view::show_mode, view::show_wait).run_if(in_state(Screen::Online)),
        )
        .add_observer(choose)
        .add_observer(press);
}

fn spawn_screen(
    session: Res<GameSession>,
    form: Res<OnlineForm>,
    words: Res<Words>,
    mut commands: Commands,
) {
    let choices = session.choices();
    let field_row = |key: &'static str, field: OnlineField, text: &str, chars: usize| {
        (
            Node {
                align_items: AlignItems::Center,
                column_gap: Val::VMin(1.2),
                ..default()
            },
            children![
                widget::cell(
                    17.0,
                    (widget::label("", 3.6), Say::new(key), TextLayout::no_wrap())
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
            (widget::label("", 7.0), Say::new("online-title")),
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
                        Say::new("online-game"),
                        widget::option_row(
                            "",
                            vec![
                                (
                                    widget::option("", 16.0, 6.0),
                                    Say::new("online-host"),
                                    OnlineChoice::Mode(Mode::Host)
                                ),
                                (
                                    widget::option("", 16.0, 6.0),
                                    Say::new("online-join"),
                                    OnlineChoice::Mode(Mode::Join)
                                ),
                            ],
                        )
                    ),
                    field_row(
                        "online-name",
                        OnlineField::Name,
                        &shown_name(&choices.names.x, &words),
                        NAME_MAX_CHARS
                    ),
                    (
                        OnlyIn(Mode::Host),
                        Say::new("online-mark"),
                        widget::option_row(
                            "",
                            vec![
                                (
                                    widget::option("", 8.0, 6.0),
                                    Say::new("mark-x"),
                                    OnlineChoice::Mark(Mark::X)
                                ),
                                (
                                    widget::option("", 8.0, 6.0),
                                    Say::new("mark-o"),
                                    OnlineChoice::Mark(Mark::O)
                                ),
                                (
                                    widget::option("", 22.0, 6.0),
                                    Say::new("online-alternate"),
                                    OnlineChoice::Alternate
                                ),
                            ],
                        ),
                    ),
                    (
                        OnlyIn(Mode::Host),
                        Say::new("online-board"),
                        widget::option_row("", widget::side_options(OnlineChoice::Size))
                    ),
                    (
                        OnlyIn(Mode::Host),
                        Say::new("online-in-a-row"),
                        widget::option_row("", widget::side_options(OnlineChoice::K))
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
                        Say::new("online-start"),
                        OnlineAction::Go,
                        AutoFocus
                    ),
                    (
                        widget::button("", 24.0, 8.0),
                        Say::new("online-cancel"),
                        OnlineAction::Cancel
                    ),
                    (
                        widget::button("", 24.0, 8.0),
                        Say::new("online-back"),
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
