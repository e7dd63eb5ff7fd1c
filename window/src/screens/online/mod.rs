//! The Online screen, from the menu: Host (this side's name, its mark, and the board, as in
//! the menu) or Join (the host's address and the join code). While the host waits, the
//! screen shows what the friend needs: this computer's addresses with the port, and the
//! code, who was turned away (wrong codes, and from where), and, once Invite asks for it,
//! the invitation across the internet (as text, to copy, and as a QR code), with New code
//! and Cancel. The games heard
//! on the local network are listed under Join: a press fills in the address; an invitation
//! pasted there joins across the internet. The game begins on the Playing screen once the friend is there.

use bevy::prelude::*;
use bevy::text::EditableText;
use bevy::ui_widgets::{Activate, ValueChange};
use mnk::{Mark, Opening, Rule};

use crate::game::GameSession;
use crate::game::feedback::SoundCue;
use crate::game::online::OnlineRequest;
use crate::notice::Notice;
use crate::screens::Screen;
use crate::screens::menu::take_rules;

pub mod asks;
mod form;
mod found;
mod invitation;
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
    /// What wins and what is allowed.
    Rule(Rule),
    /// How each game begins.
    Opening(Opening),
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
    /// While hosting: give the friend a new code (the old one opens nothing more).
    NewCode,
    /// While hosting: an invitation across the internet (none is opened until asked).
    Invite,
    /// While hosting: the invitation across the internet to the clipboard.
    Copy,
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

/// The host's invitation as a QR code.
#[derive(Component)]
struct InvitationCode;

pub(super) fn plugin(app: &mut App) {
    super::on_esc(app, Screen::Online, leave_screen);
    app.init_resource::<OnlineForm>()
        .add_plugins((asks::plugin, found::plugin))
        .add_systems(OnEnter(Screen::Online), form::spawn_screen)
        .add_systems(
            Update,
            (
                view::show_choices,
                view::show_mode,
                view::show_wait,
                invitation::show_code,
            )
                .run_if(in_state(Screen::Online)),
        )
        .add_observer(choose)
        .add_observer(press);
}

fn choose(
    change: On<ValueChange<Entity>>,
    choices: Query<&OnlineChoice>,
    mut form: ResMut<OnlineForm>,
    mut session: ResMut<GameSession>,
    mut notices: MessageWriter<Notice>,
    mut sounds: MessageWriter<SoundCue>,
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
        OnlineChoice::Size(size) => {
            let rules = session.rules.with_size(size).checked();
            take_rules(rules, &mut session, &mut notices, &mut sounds);
        }
        OnlineChoice::K(k) => {
            let rules = session.rules.with_k(k).checked();
            take_rules(rules, &mut session, &mut notices, &mut sounds);
        }
        OnlineChoice::Rule(rule) => {
            let rules = session.rules.with_rule(rule).checked();
            take_rules(rules, &mut session, &mut notices, &mut sounds);
        }
        OnlineChoice::Opening(opening) => {
            session.rules = session.rules.with_opening(opening);
        }
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
    mut commands: Commands,
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
            let name = tictactoe_core::session::tidy_name(&field(OnlineField::Name))
                .unwrap_or_else(|| session.menu_choices().names.x);
            requests.write(match form.mode {
                Mode::Host => OnlineRequest::Host {
                    name,
                    mark: form.mark,
                    alternate: form.alternate,
                    rules: session.menu_choices().rules,
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
        Ok(OnlineAction::NewCode) => {
            requests.write(OnlineRequest::NewCode);
        }
        Ok(OnlineAction::Invite) => {
            requests.write(OnlineRequest::Invite);
        }
        Ok(OnlineAction::Copy) => {
            commands.run_system_cached(invitation::copy);
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
