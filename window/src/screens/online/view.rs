//! What the Online screen shows as things change: the chosen options, the rows of the
//! chosen mode, and what the friend needs, the dialling, or what went wrong.

use bevy::prelude::*;
use bevy::ui::Checked;

use super::{FormRows, OnlineAction, OnlineChoice, OnlineForm, OnlyIn, WaitText};
use crate::game::GameSession;
use crate::game::online::{Connection, Online};
use crate::theme::interaction::set_marker;
use crate::theme::say::CurrentCatalog;

/// The options show the form's choices and the menu's board.
pub(super) fn show_choices(
    form: Res<OnlineForm>,
    session: Res<GameSession>,
    mut options: Query<(Entity, &OnlineChoice, Has<Checked>, &mut Node)>,
    mut commands: Commands,
) {
    let rules = session.menu_choices().rules;
    for (entity, choice, checked, mut node) in &mut options {
        let chosen = match *choice {
            OnlineChoice::Mode(mode) => form.mode == mode,
            OnlineChoice::Mark(mark) => !form.alternate && form.mark == mark,
            OnlineChoice::Alternate => form.alternate,
            OnlineChoice::Size(n) => rules.size == n,
            OnlineChoice::Rule(rule) => rules.rule == rule,
            OnlineChoice::Opening(opening) => rules.opening == opening,
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
pub(super) fn show_mode(
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
    let listening = matches!(online.connection(), Connection::Listening { .. });
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
            OnlineAction::NewCode => shown(listening),
            OnlineAction::Invite => shown(listening && !online.inviting()),
            OnlineAction::Copy => shown(listening && online.invitation().is_some()),
            OnlineAction::Back => shown(true),
        };
        if node.display != display {
            node.display = display;
        }
    }
}

/// What the friend needs (the addresses and the code), the dialling, or what went wrong.
pub(super) fn show_wait(
    online: Res<Online>,
    catalog: Res<CurrentCatalog>,
    mut texts: Query<&mut Text, With<WaitText>>,
) {
    let line = match online.connection() {
        Connection::Listening {
            addresses,
            port,
            code,
            refused,
        } => {
            let at = match addresses.as_slice() {
                [] => catalog.text_with("online-this-computer", &[("port", port.into())]),
                // Each address isolated left to right (LRI ... PDI, UAX #9): in a right-to-left
                // language, "[fd00::2]:47474" would otherwise read "47474:[fd00::2]".
                all => all
                    .iter()
                    .map(|address| format!("\u{2066}{address}\u{2069}"))
                    .collect::<Vec<_>>()
                    .join("  |  "),
            };
            let code = catalog.text_with("online-with-code", &[("code", code.as_str().into())]);
            let (joins, waiting) = (
                catalog.text("online-joins-at"),
                catalog.text("online-waiting"),
            );
            let mut line = format!("{joins}\n{at}\n{code}\n{waiting}");
            // Who tried and failed: the host may give a new code.
            if let Some(address) = refused.last_wrong_code {
                let count = ("count", refused.wrong_codes.into());
                let address = ("address", tictactoe_net::whence(address).into());
                line += "\n";
                line += &catalog.text_with("online-wrong-codes", &[count, address]);
            }
            if refused.held_off > 0 {
                line += "\n";
                line +=
                    &catalog.text_with("online-held-off", &[("count", refused.held_off.into())]);
            }
            if let Some((invitation, relayed)) = online.invitation() {
                line += "\n\n";
                line += &catalog.text("online-anywhere");
                line += "\n";
                line += &super::invitation::in_lines(invitation);
                if !relayed {
                    line += "\n";
                    line += &catalog.text("online-this-network-only");
                }
            }
            line
        }
        Connection::Joining => catalog.text("online-connecting"),
        Connection::Ended(why) => capitalised(&why.text(&catalog)),
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
