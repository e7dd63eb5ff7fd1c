//! The Online screen: host a game on the menu's board (the friend joins with the code shown,
//! on this network or, once invited, across the internet), or join a host by its address or
//! invitation and its code. The network game itself is the core's
//! [`NetworkGame`](tictactoe_net::NetworkGame), which the app keeps; once the friend is there,
//! the game goes to the Playing screen.

use mnk::Mark;
use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};
use tictactoe_core::i18n::Arg;
use tictactoe_core::kept::KeptSession;
use tictactoe_core::session::{NAME_MAX_CHARS, shown_name};
use tictactoe_net::internet::Relay;
use tictactoe_net::{Connection, Failure, NetworkGame, reasons};

use super::look::{self, Look, centred};
use super::menu::{Nav, nav, step_focus};
use super::told::{Part, Slot, labelled, plain};
use super::{Go, catalog};

/// The most characters a typed address or invitation takes (an invitation is a few hundred).
const ADDRESS_MAX_CHARS: usize = 2000;

/// The characters of the invitation a line shows: it fits 80 columns with its margin.
const INVITATION_LINE: usize = 64;

/// A line of the Online screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Row {
    Name,
    Host,
    Address,
    Code,
    Join,
    /// While hosting: an invitation across the internet.
    Invite,
    /// While hosting: a new code, the old one opening nothing more.
    NewCode,
    /// Stop hosting or joining; from the form, back to the menu.
    Back,
}

impl Row {
    /// The field this line types into, if it is one.
    fn field(self) -> Option<Field> {
        match self {
            Row::Name => Some(Field::Name),
            Row::Address => Some(Field::Address),
            Row::Code => Some(Field::Code),
            _ => None,
        }
    }
}

/// A field being typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Field {
    Name,
    Address,
    Code,
}

/// The Online screen's state: the form, and the field being typed.
pub struct Online {
    focus: usize,
    name: String,
    address: String,
    code: String,
    typing: Option<Field>,
    /// Why the last try did not start (a code that is no code, a relay that is none).
    failed: Option<String>,
    /// The port to host on first.
    port: u16,
}

impl Online {
    /// The form, with the name of the menu's X player; a host listens on `port` first.
    pub fn new(kept: &KeptSession, port: u16) -> Online {
        Online {
            focus: 0,
            name: kept.session.names.get(Mark::X).to_string(),
            address: String::new(),
            code: String::new(),
            typing: None,
            failed: None,
            port,
        }
    }

    fn rows(network: Option<&NetworkGame>) -> Vec<Row> {
        match network.filter(|n| n.active()) {
            Some(n) if n.hosting() => match n.inviting() {
                true => vec![Row::NewCode, Row::Back],
                false => vec![Row::Invite, Row::NewCode, Row::Back],
            },
            Some(_) => vec![Row::Back],
            None => vec![
                Row::Name,
                Row::Host,
                Row::Address,
                Row::Code,
                Row::Join,
                Row::Back,
            ],
        }
    }

    /// Handles a key: the network game begun or left in `network`; where it sends the
    /// player, if anywhere.
    pub fn key(
        &mut self,
        key: KeyEvent,
        kept: &mut KeptSession,
        network: &mut Option<NetworkGame>,
    ) -> Option<Go> {
        if let Some(field) = self.typing {
            let (text, most) = match field {
                Field::Name => (&mut self.name, NAME_MAX_CHARS),
                Field::Address => (&mut self.address, ADDRESS_MAX_CHARS),
                Field::Code => (&mut self.code, 32),
            };
            match key.code {
                KeyCode::Enter | KeyCode::Esc | KeyCode::Tab => self.typing = None,
                KeyCode::Backspace => {
                    text.pop();
                }
                KeyCode::Char(c)
                    if !c.is_control()
                        && !key.modifiers.contains(KeyModifiers::CONTROL)
                        && text.chars().count() < most =>
                {
                    text.push(c);
                }
                _ => {}
            }
            return None;
        }
        let rows = Online::rows(network.as_ref());
        self.focus = self.focus.min(rows.len() - 1);
        let nav = nav(key)?;
        match nav {
            Nav::Up | Nav::Down => self.focus = step_focus(self.focus, rows.len(), nav),
            Nav::Back => return self.back(kept, network),
            Nav::Less | Nav::More => {}
            Nav::Act => match rows[self.focus] {
                Row::Name => self.typing = Some(Field::Name),
                Row::Address => self.typing = Some(Field::Address),
                Row::Code => self.typing = Some(Field::Code),
                Row::Host => self.host(kept, network),
                Row::Join => self.join(kept, network),
                Row::Invite => {
                    if let Some(n) = network.as_mut() {
                        let relay = relay(kept);
                        self.failed = n.invite(&relay).err().map(|why| failed(&why));
                    }
                }
                Row::NewCode => {
                    if let Some(n) = network.as_ref() {
                        n.new_code();
                    }
                }
                Row::Back => return self.back(kept, network),
            },
        }
        None
    }

    /// Stops hosting or joining (the form again), or goes back to the menu.
    fn back(&mut self, kept: &mut KeptSession, network: &mut Option<NetworkGame>) -> Option<Go> {
        if let Some(mut game) = network.take() {
            let was_on = game.active();
            game.leave();
            if was_on {
                kept.session.back_home();
                self.focus = 0;
                return None;
            }
        }
        Some(Go::Menu)
    }

    fn host(&mut self, kept: &KeptSession, network: &mut Option<NetworkGame>) {
        let rules = kept.session.rules;
        let choice = (Mark::X, kept.settings.alternate_starts);
        let wake = std::sync::Arc::new(|| {});
        if let Some(mut game) = network.take() {
            game.leave();
        }
        match NetworkGame::host_anywhere(&self.name, choice, rules, self.port, wake) {
            Ok(game) => {
                *network = Some(game);
                self.failed = None;
                self.focus = 0;
            }
            Err(why) => self.failed = Some(failed(&why)),
        }
    }

    fn join(&mut self, kept: &KeptSession, network: &mut Option<NetworkGame>) {
        let wake = std::sync::Arc::new(|| {});
        let address = tictactoe_net::with_port(&self.address);
        let address = match tictactoe_net::internet::Invitation::looks_like(&self.address) {
            true => self.address.trim().to_string(),
            false => address,
        };
        if let Some(mut game) = network.take() {
            game.leave();
        }
        match NetworkGame::join(&self.name, &address, &self.code, &relay(kept), wake) {
            Ok(game) => {
                *network = Some(game);
                self.failed = None;
                self.focus = 0;
            }
            Err(why) => self.failed = Some(failed(&why)),
        }
    }

    /// Draws the screen.
    pub fn draw(
        &self,
        frame: &mut Frame,
        network: Option<&NetworkGame>,
        look: &Look,
        notice: Option<&str>,
    ) {
        let text = |key: &str| catalog().text(key);
        let status = self.status(network, look);
        let keys = text("keys-line-online");
        let title = text("online-title");
        let Some(body) = look::frame(frame, look, &title, status, &keys, notice, (60, 20)) else {
            return;
        };
        let rows = Online::rows(network);
        let focus = self.focus.min(rows.len() - 1);
        let width = body.width.min(76);
        let mut lines: Vec<Line> = Vec::new();
        if let Some(n) = network.filter(|n| n.active()) {
            lines.extend(waiting_lines(n, look));
            lines.push(Line::raw(""));
        }
        let described: Vec<_> = rows
            .iter()
            .map(|&row| {
                let (label, value) = self.describe(row);
                // The field being typed ends with a cursor.
                let typing = self.typing.is_some() && self.typing == row.field();
                (
                    label,
                    value.map(|v| if typing { format!("{v}_") } else { v }),
                )
            })
            .collect();
        // The values in one column, after the longest label.
        let column = described
            .iter()
            .map(|(label, _)| Span::raw(label.as_str()).width() + 2)
            .max()
            .unwrap_or(16);
        for (i, (label, value)) in described.into_iter().enumerate() {
            let style = if i == focus {
                look.focus()
            } else {
                Style::new()
            };
            let mut spans = vec![Span::styled(
                format!("  {}", look::pad(&label, column)),
                style,
            )];
            if let Some(value) = value {
                // A field shows its end, where the typing is, in the room it has.
                let room = (width as usize).saturating_sub(column + 2).max(8);
                spans.push(Span::raw(tail(&value, room)));
            }
            lines.push(Line::from(spans));
        }
        let height = lines.len() as u16 + 2;
        frame.render_widget(
            Paragraph::new(lines).wrap(Wrap { trim: false }),
            centred(body, width, height.min(body.height)),
        );
    }

    /// The screen in words, for a screen reader: the title, the keys, what the host gives
    /// the friend (the addresses, the code, the invitation), the focused line and the
    /// status line.
    pub fn told(&self, network: Option<&NetworkGame>) -> Vec<Part> {
        let look = Look { color: false };
        let rows = Online::rows(network);
        let (label, value) = self.describe(rows[self.focus.min(rows.len() - 1)]);

        let waiting = network
            .filter(|n| n.active())
            .map(|n| waiting_lines(n, &look));
        let shown: Vec<String> = waiting.iter().flatten().map(plain).collect();
        vec![
            Part::new(Slot::Screen, catalog().text("online-title")),
            Part::new(Slot::Keys, catalog().text("keys-line-online")),
            Part::new(Slot::Shown, shown.join("\n").trim().to_string()),
            Part::new(Slot::Focus, labelled(label, value)),
            Part::new(Slot::Status, plain(&self.status(network, &look))),
        ]
    }

    /// The line under the screen: what failed, how the connection ended, or that it waits.
    fn status(&self, network: Option<&NetworkGame>, look: &Look) -> Line<'static> {
        let text = |key: &str| catalog().text(key);
        match (&self.failed, network.map(NetworkGame::connection)) {
            (Some(why), _) => Line::styled(format!(" {why}"), look.warning()),
            (None, Some(Connection::Ended(ending))) => {
                let friend = network.map_or("", NetworkGame::friend);
                let said = {
                    let (key, args) = reasons::ending(ending, friend);
                    catalog().text_with(key, &args)
                };
                Line::styled(format!(" {said}"), look.warning())
            }
            (None, Some(Connection::Joining)) => {
                Line::raw(format!(" {}", text("online-connecting")))
            }
            (None, Some(Connection::Listening { .. })) => {
                Line::raw(format!(" {}", text("online-waiting")))
            }
            _ => Line::raw(""),
        }
    }

    /// A line's label and its value (a field's text).
    fn describe(&self, row: Row) -> (String, Option<String>) {
        let text = |key: &str| catalog().text(key);
        match row {
            Row::Name => (
                text("online-name"),
                Some(shown_name(&self.name, &catalog())),
            ),
            Row::Host => (text("online-host"), None),
            Row::Address => (text("online-address"), Some(self.address.clone())),
            Row::Code => (text("online-code"), Some(self.code.clone())),
            Row::Join => (text("online-join"), None),
            Row::Invite => (text("online-invite"), None),
            Row::NewCode => (text("online-new-code"), None),
            Row::Back => (text("online-back"), None),
        }
    }
}

/// What the host gives the friend (the addresses, the code, the invitation), or that the
/// guest is connecting.
fn waiting_lines(network: &NetworkGame, look: &Look) -> Vec<Line<'static>> {
    let catalog = catalog();
    let mut lines = Vec::new();
    let Connection::Listening {
        addresses,
        port,
        code,
        refused,
    } = network.connection()
    else {
        return lines;
    };
    lines.push(Line::raw(format!("  {}", catalog.text("online-joins-at"))));
    for address in addresses {
        lines.push(Line::styled(format!("    {address}"), look.good()));
    }
    let here = catalog.text_with(
        "online-this-computer",
        &[("port", Arg::Text(port.to_string()))],
    );
    lines.push(Line::raw(format!("    ({here})")));
    let with = catalog.text_with("online-with-code", &[("code", Arg::Text(code.clone()))]);
    lines.push(Line::styled(format!("  {with}"), look.good()));
    if let Some((invitation, relayed)) = network.invitation() {
        lines.push(Line::raw(""));
        lines.push(Line::raw(format!("  {}", catalog.text("online-anywhere"))));
        // In lines of their own, as the window shows it: it reads whole with its spaces.
        let chars: Vec<char> = invitation.chars().collect();
        for part in chars.chunks(INVITATION_LINE) {
            let part: String = part.iter().collect();
            lines.push(Line::styled(format!("    {part}"), look.good()));
        }
        if !relayed {
            lines.push(Line::raw(format!(
                "  {}",
                catalog.text("online-this-network-only")
            )));
        }
    }
    // Who tried and failed: the host may give a new code.
    if let Some(address) = refused.last_wrong_code {
        let count = ("count", refused.wrong_codes.into());
        let address = ("address", tictactoe_net::whence(address).into());
        let said = catalog.text_with("online-wrong-codes", &[count, address]);
        lines.push(Line::styled(format!("  {said}"), look.warning()));
    }
    if refused.held_off > 0 {
        let said = catalog.text_with("online-held-off", &[("count", refused.held_off.into())]);
        lines.push(Line::styled(format!("  {said}"), look.warning()));
    }
    lines
}

/// The end of `text` in `room` columns: all of it, or "…" and its last characters.
fn tail(text: &str, room: usize) -> String {
    if Span::raw(text).width() <= room {
        return text.to_string();
    }
    let mut used = 1; // the "…"
    let mut kept: Vec<char> = Vec::new();
    for c in text.chars().rev() {
        let mut buffer = [0; 4];
        let width = Span::raw(&*c.encode_utf8(&mut buffer)).width();
        if used + width > room {
            break;
        }
        used += width;
        kept.push(c);
    }
    std::iter::once('…').chain(kept.into_iter().rev()).collect()
}

/// The relay the settings name.
pub fn relay(kept: &KeptSession) -> Result<Relay, Failure> {
    Relay::named(&kept.relay_setting())
}

/// A network game that could not start, in the player's words.
pub fn failed(why: &Failure) -> String {
    catalog().text_with("online-failed", &[("why", reasons::failure(why))])
}
