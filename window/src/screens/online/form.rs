//! The Online screen's widgets: the form (Host or Join, the name, the mark and the board,
//! or the address and the code, the games found), the waiting text and the actions.

use bevy::input_focus::AutoFocus;
use bevy::prelude::*;
use mnk::Mark;

use super::{
    FormRows, InvitationCode, Mode, OnlineAction, OnlineChoice, OnlineField, OnlyIn, WaitText,
    found,
};
use crate::game::GameSession;
use crate::screens::Screen;
use crate::theme::say::{CurrentCatalog, Say};
use crate::theme::widget;
use tictactoe_core::session::{NAME_MAX_CHARS, shown_name};
use tictactoe_core::words::opening::opening_name;
use tictactoe_core::words::rules::rule_name;

/// Spawns the screen, the form showing this side's name from the menu.
pub(super) fn spawn_screen(
    session: Res<GameSession>,
    catalog: Res<CurrentCatalog>,
    mut commands: Commands,
) {
    let choices = session.menu_choices();
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
    // The address may be an invitation, which is long: its label above a wide field.
    let address_row = (
        Node {
            flex_direction: FlexDirection::Column,
            row_gap: Val::VMin(0.8),
            ..default()
        },
        children![
            (
                widget::label("", 3.6),
                Say::new("online-address"),
                TextLayout::no_wrap()
            ),
            (OnlineField::Address, widget::text_field("", 60.0, 6.0, 300)),
        ],
    );
    commands.spawn((
        widget::root("Online", 2.2),
        DespawnOnExit(Screen::Online),
        children![
            widget::heading(Say::new("online-title"), 7.0),
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
                        &shown_name(&choices.names.x, &catalog),
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
                        widget::option_row(
                            "",
                            widget::side_options(&widget::BOARD_SIDES, OnlineChoice::Size)
                        )
                    ),
                    (
                        OnlyIn(Mode::Host),
                        Say::new("online-in-a-row"),
                        widget::option_row(
                            "",
                            widget::side_options(&widget::WIN_LENGTHS, OnlineChoice::K)
                        )
                    ),
                    (
                        OnlyIn(Mode::Host),
                        Say::new("menu-rule"),
                        widget::option_row(
                            "",
                            widget::named_options(&mnk::Rule::ALL, rule_name, OnlineChoice::Rule)
                        )
                    ),
                    (
                        OnlyIn(Mode::Host),
                        Say::new("menu-opening"),
                        widget::option_row(
                            "",
                            widget::named_options(
                                &mnk::Opening::ALL,
                                opening_name,
                                OnlineChoice::Opening
                            )
                        )
                    ),
                    (OnlyIn(Mode::Join), address_row),
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
                Name::new("Invitation code"),
                InvitationCode,
                ImageNode::default(),
                Node {
                    width: Val::VMin(26.0),
                    height: Val::VMin(26.0),
                    display: Display::None,
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
                        widget::primary_button("", 24.0, 8.0),
                        Say::new("online-start"),
                        OnlineAction::Go,
                        AutoFocus
                    ),
                    (
                        widget::button("", 24.0, 8.0),
                        Say::new("online-new-code"),
                        OnlineAction::NewCode
                    ),
                    (
                        widget::button("", 24.0, 8.0),
                        Say::new("online-invite"),
                        OnlineAction::Invite
                    ),
                    (
                        widget::button("", 24.0, 8.0),
                        Say::new("online-copy"),
                        OnlineAction::Copy
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
