//! The menu: who plays X and O (a person's name is typed in the seat's field), the board's
//! size, how many in a row win and the rule (explained in a line under it; a choice that
//! does not fit the others is refused with its reason), the chosen players' tally (with a reset that asks
//! first), then Play, Online or Quit; History and Settings in the corner, and Resume while
//! a game is kept ([`resume`]). The choices live in the session (its seats, names and
//! rules: [`GameSession`]); the widgets show them.

use bevy::prelude::*;
use bevy::ui::Checked;
use bevy::ui_widgets::{Activate, ValueChange};
use mnk::{Mark, Opening, Rule, ShapeError};

use crate::controls::dialog::close_questions;
use crate::controls::focus::Modal;
use crate::files::autosave::Resumable;
use crate::game::GameSession;
use crate::game::feedback::SoundCue;
use crate::game::online::{Online, OnlineRequest};
use crate::game::{NewGame, Rules, Seat, Seats};
use crate::notice::Notice;
use crate::screens::Screen;
use crate::theme::interaction::set_marker;
use crate::theme::mark::logotype;
use crate::theme::say::{CurrentCatalog, Say};
use crate::theme::widget;
use names::seat_row;
use tally::ScoreSlot;
use tictactoe_core::i18n::Catalog;
use tictactoe_core::words::opening::{opening_about, opening_name};
use tictactoe_core::words::rules::{misfit, rule_about, rule_name};

pub use names::NameField;

mod names;
mod resume;
mod tally;

/// What a menu button does.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuAction {
    /// Start a game with the chosen seats and board.
    Play,
    /// Go on with the game that was left unfinished.
    Resume,
    /// Host or join a game with a friend at another computer.
    Online,
    /// Open the settings.
    Settings,
    /// The finished games kept.
    History,
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
    /// The board's side, in cells: a square board of so many columns and rows.
    Size(u8),
    /// The board's rows, in cells, its columns as they are (an oblong board, or a square
    /// one again).
    Rows(u8),
    /// How many in a row win, in cells.
    K(u8),
    /// What wins and what is allowed.
    Rule(Rule),
    /// How the game begins.
    Opening(Opening),
}

impl MenuChoice {
    /// Whether this is the current choice.
    fn is_chosen(self, seats: &Seats, rules: &Rules) -> bool {
        match self {
            MenuChoice::Seat(mark, seat) => seats.get(mark) == seat,
            MenuChoice::Size(n) => rules.size == n,
            MenuChoice::Rows(n) => rules.rows() == n,
            MenuChoice::K(k) => rules.k == k,
            MenuChoice::Rule(rule) => rules.rule == rule,
            MenuChoice::Opening(opening) => rules.opening == opening,
        }
    }

    /// `rules` with this choice of the board's.
    ///
    /// # Errors
    /// Rules no game is played by (renju with other than five in a row).
    fn applied(self, rules: Rules) -> Result<Rules, ShapeError> {
        match self {
            MenuChoice::Seat(..) => Ok(rules),
            MenuChoice::Size(size) => rules.with_size(size).checked(),
            MenuChoice::Rows(rows) => rules.with_shape(rules.size, rows).checked(),
            MenuChoice::K(k) => rules.with_k(k).checked(),
            MenuChoice::Rule(rule) => rules.with_rule(rule).checked(),
            MenuChoice::Opening(opening) => Ok(rules.with_opening(opening)),
        }
    }
}

/// The line under the rule's and the opening's rows that says what the rule asks, and
/// the opening when it is not the free one.
#[derive(Component)]
struct RuleAbout;

/// The words of [`RuleAbout`] for `rules`, in the language of `catalog`.
fn rules_about(rules: &Rules, catalog: &Catalog) -> String {
    let (key, args) = rule_about(rules.rule, rules.k);
    let rule = catalog.text_with(key, &args);
    match rules.opening {
        Opening::Free => rule,
        opening => {
            let sentences = [rule, catalog.text(opening_about(opening))];
            sentences.join(&catalog.text("sentence-separator"))
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((names::plugin, tally::plugin, resume::plugin))
        .add_systems(
            OnEnter(Screen::Menu),
            (leave_network_game, spawn_menu).chain(),
        )
        .add_systems(
            Update,
            (show_choices, show_k_choices, show_rule_about).run_if(in_state(Screen::Menu)),
        )
        .add_observer(press_menu_button)
        .add_observer(choose_option);
}

/// The menu's column.
#[derive(Component)]
pub(super) struct MenuRoot;

fn spawn_menu(session: Res<GameSession>, mut commands: Commands) {
    let names = session.menu_choices().names;
    let seat_rows = [Mark::X, Mark::O].map(|mark| seat_row(mark, names.get(mark)));
    let [x_row, o_row] = seat_rows;
    // In the corner, clear of the choices.
    commands.spawn((
        Name::new("Settings corner"),
        DespawnOnExit(Screen::Menu),
        bevy::input_focus::tab_navigation::TabGroup::new(1),
        Node {
            position_type: PositionType::Absolute,
            top: Val::VMin(2.0),
            right: Val::VMin(2.0),
            column_gap: Val::VMin(1.5),
            ..default()
        },
        children![
            (
                (Say::new("menu-history"), widget::button("", 20.0, 6.0)),
                MenuAction::History
            ),
            (
                (Say::new("menu-settings"), widget::button("", 20.0, 6.0)),
                MenuAction::Settings
            ),
        ],
    ));
    commands.spawn((
        MenuRoot,
        widget::root("Menu", 1.8),
        DespawnOnExit(Screen::Menu),
        children![
            (
                logotype(Say::new("menu-title"), 8.0),
                Node {
                    margin: UiRect::bottom(Val::VMin(1.0)),
                    column_gap: Val::VMin(2.5),
                    align_items: AlignItems::Center,
                    ..default()
                },
            ),
            (
                Name::new("Choices"),
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::FlexStart,
                    row_gap: Val::VMin(1.2),
                    ..default()
                },
                children![
                    x_row,
                    o_row,
                    (
                        Say::new("menu-board"),
                        widget::option_row(
                            "",
                            widget::side_options(&widget::BOARD_SIDES, MenuChoice::Size)
                        )
                    ),
                    (
                        Say::new("menu-rows"),
                        widget::option_row(
                            "",
                            widget::side_options(&widget::BOARD_SIDES, MenuChoice::Rows)
                        )
                    ),
                    (
                        Say::new("menu-in-a-row"),
                        widget::option_row(
                            "",
                            widget::side_options(&widget::WIN_LENGTHS, MenuChoice::K)
                        )
                    ),
                    (
                        Say::new("menu-rule"),
                        widget::option_row(
                            "",
                            widget::named_options(&mnk::Rule::ALL, rule_name, MenuChoice::Rule)
                        )
                    ),
                    (
                        Say::new("menu-opening"),
                        widget::option_row(
                            "",
                            widget::named_options(
                                &mnk::Opening::ALL,
                                opening_name,
                                MenuChoice::Opening
                            )
                        )
                    ),
                    (
                        RuleAbout,
                        widget::label("", 2.6),
                        Node {
                            margin: UiRect::top(Val::VMin(-0.8)),
                            // Wrapped within the rows above, never widening the menu.
                            max_width: Val::VMin(84.0),
                            ..default()
                        },
                    ),
                ],
            ),
            (
                ScoreSlot,
                Node {
                    height: Val::VMin(5.0),
                    align_items: AlignItems::Center,
                    ..default()
                },
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
                        (Say::new("menu-play"), widget::primary_button("", 24.0, 8.0)),
                        MenuAction::Play,
                        bevy::input_focus::AutoFocus
                    ),
                    (
                        (Say::new("menu-online"), widget::button("", 24.0, 8.0)),
                        MenuAction::Online
                    ),
                    (
                        (
                            Say::new("menu-quit"),
                            widget::destructive_button("", 24.0, 8.0)
                        ),
                        MenuAction::Quit
                    ),
                ],
            ),
        ],
    ));
}

/// Back on the menu, a network game is left (the friend is told, the game kept) and the
/// menu's own choices come back, before the menu shows them.
fn leave_network_game(
    online: Res<Online>,
    mut session: ResMut<GameSession>,
    mut requests: MessageWriter<OnlineRequest>,
) {
    if online.active() {
        requests.write(OnlineRequest::Leave);
    }
    if session.seats.online() {
        session.back_home();
    }
}

fn press_menu_button(
    activate: On<Activate>,
    actions: Query<&MenuAction>,
    resumable: Res<Resumable>,
    catalog: Res<CurrentCatalog>,
    mut session: ResMut<GameSession>,
    questions: Query<Entity, With<Modal>>,
    mut new_game: MessageWriter<NewGame>,
    mut online: MessageWriter<OnlineRequest>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    mut commands: Commands,
) {
    match actions.get(activate.entity) {
        Ok(MenuAction::Play) => {
            new_game.write(NewGame::Fresh);
        }
        Ok(MenuAction::Resume) => match &resumable.0 {
            // A network game: the friend is sought where the two met.
            Some(saved) if saved.seats.online() => {
                online.write(OnlineRequest::Resume(Box::new(saved.clone())));
            }
            Some(saved) => {
                new_game.write(NewGame::Resume(Box::new(saved.clone())));
            }
            None => {}
        },
        Ok(MenuAction::Online) => next.set(Screen::Online),
        Ok(MenuAction::Settings) => next.set(Screen::Settings),
        Ok(MenuAction::History) => next.set(Screen::History),
        Ok(MenuAction::ResetScore) => {
            let [x, o] = session.players().map(|player| player.shown(&catalog));
            commands.spawn(tally::reset_question(x, o));
        }
        Ok(MenuAction::ConfirmReset) => {
            let [x, o] = session.players();
            session.scores.reset(&x, &o);
            close_questions(&mut commands, &questions);
        }
        Ok(MenuAction::KeepScore) => close_questions(&mut commands, &questions),
        Ok(MenuAction::Quit) => {
            exit.write(AppExit::Success);
        }
        Err(_) => {}
    }
}

fn choose_option(
    change: On<ValueChange<Entity>>,
    choices: Query<&MenuChoice>,
    mut session: ResMut<GameSession>,
    mut notices: MessageWriter<Notice>,
    mut sounds: MessageWriter<SoundCue>,
) {
    let Ok(&choice) = choices.get(change.value) else {
        return;
    };
    if let MenuChoice::Seat(mark, seat) = choice {
        session.set_seat(mark, seat);
        return;
    }
    let rules = choice.applied(session.rules);
    take_rules(rules, &mut session, &mut notices, &mut sounds);
}

/// Rules chosen on a screen (the menu, Online's host) for the next game: taken, or refused
/// with the reason in a notice and the warning sound, the options going on showing the
/// rules as they are.
pub fn take_rules(
    rules: Result<Rules, ShapeError>,
    session: &mut GameSession,
    notices: &mut MessageWriter<Notice>,
    sounds: &mut MessageWriter<SoundCue>,
) {
    match rules {
        Ok(rules) => session.rules = rules,
        Err(why) => {
            info!("rules refused: {why}");
            let (key, args) = misfit(&why);
            notices.write(Notice(Say { key, args }));
            sounds.write(SoundCue::Warning);
        }
    }
}

/// The line under the rule's and the opening's rows follows the choices and the language.
fn show_rule_about(
    session: Res<GameSession>,
    catalog: Res<CurrentCatalog>,
    mut about: Query<&mut Text, With<RuleAbout>>,
) {
    let words = rules_about(&session.rules, &catalog);
    for mut shown in &mut about {
        if shown.0 != words {
            shown.0 = words.clone();
        }
    }
}

/// The options show the current choices: the session is the one source of truth.
fn show_choices(
    session: Res<GameSession>,
    options: Query<(Entity, &MenuChoice, Has<Checked>)>,
    mut commands: Commands,
) {
    for (entity, choice, checked) in &options {
        let chosen = choice.is_chosen(&session.menu_choices().seats, &session.rules);
        set_marker::<Checked>(&mut commands, entity, checked, chosen);
    }
}

/// Win lengths longer than the board are not offered.
fn show_k_choices(session: Res<GameSession>, mut options: Query<(&MenuChoice, &mut Node)>) {
    for (choice, mut node) in &mut options {
        if let MenuChoice::K(k) = *choice {
            let display = if k <= session.rules.longer_side() {
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
