//! A game with a friend at another computer on the Playing screen: the friend's moves and
//! asks as the core's [`NetworkGame`] hears them, the questions put to the player (an undo,
//! another game), and how the connection stands in the line under the board.

use std::time::Instant;

use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use tictactoe_core::computer::Scheduler;
use tictactoe_core::kept::KeptSession;
use tictactoe_core::session::{Start, name_arg};
use tictactoe_net::{Connection, NetworkGame, News, reasons};

use super::Playing;
use crate::terminal::catalog;
use crate::terminal::look::Look;

/// What the friend asks of the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Asked {
    /// To take back their last move.
    Undo,
    /// Another game.
    Rematch,
}

/// The question up, and the answer focused (0: yes, 1: no).
pub(super) type Question = (Asked, usize);

impl Playing {
    /// What the network game heard, on this screen: the friend's move played, a question
    /// put, the game taken back or taken over by the host's record; a game to begin (the
    /// app begins it).
    pub fn news(
        &mut self,
        news: News,
        kept: &mut KeptSession,
        scheduler: &mut Scheduler,
        network: &mut NetworkGame,
    ) -> Option<Start> {
        let friend = network.friend().to_string();
        let say = |key: &str| catalog().text_with(key, &[("friend", name_arg(&friend))]);
        match news {
            News::Start(start) => return Some(start),
            News::Act(act) => {
                let position = kept.session.board().clone();
                let took = self.turn_since.elapsed();
                let ms = took.as_millis().min(u32::MAX as u128) as u32;
                if kept.session.act(act, &position, ms).is_ok() {
                    self.moved(kept, scheduler);
                    network.played(&kept.session);
                }
            }
            News::Adopted(_) => {
                self.moved(kept, scheduler);
                self.tell(say("notice-host-record-stands"), false);
            }
            News::Rewind(ply) => {
                if kept.session.rewind_to(ply).is_some() {
                    self.moved(kept, scheduler);
                    self.rewound = true;
                    network.keep(&kept.session);
                }
            }
            News::UndoAsked(_) => self.question = Some((Asked::Undo, 0)),
            News::RematchAsked => self.question = Some((Asked::Rematch, 0)),
            News::UndoRefused => self.tell(say("notice-undo-refused"), false),
            News::OutOfTime(_) => kept.settle(),
            News::RematchRefused => self.tell(say("notice-rematch-refused"), false),
            // How the connection stands, said under the board.
            News::Listening { .. }
            | News::TurnedAway(_)
            | News::CodeRetired
            | News::Connected
            | News::Lost(_)
            | News::Overdue
            | News::Ended
            | News::Invited
            | News::Route(_)
            | News::Over(_) => {}
        }
        // A question dies with the connection.
        if network.pending().is_none() {
            self.question = None;
        }
        None
    }

    /// A key while the friend's question is up: left and right choose, Enter answers. A
    /// game to begin, if the answer begins one.
    pub(super) fn answer_key(
        &mut self,
        key: KeyEvent,
        kept: &mut KeptSession,
        scheduler: &mut Scheduler,
        network: &mut NetworkGame,
    ) -> Option<Start> {
        let (asked, focus) = self.question?;
        match key.code {
            KeyCode::Left | KeyCode::Right | KeyCode::Tab | KeyCode::BackTab => {
                self.question = Some((asked, 1 - focus));
            }
            KeyCode::Enter | KeyCode::Char(' ') => {
                self.question = None;
                let yes = focus == 0;
                match asked {
                    Asked::Undo => {
                        if let Some(ply) = network.answer_undo(yes)
                            && kept.session.rewind_to(ply).is_some()
                        {
                            self.moved(kept, scheduler);
                            network.keep(&kept.session);
                        }
                    }
                    Asked::Rematch => return network.answer_rematch(yes),
                }
            }
            _ => {}
        }
        None
    }

    /// The player's undo asks the friend.
    pub(super) fn ask_undo(&mut self, kept: &KeptSession, network: &mut NetworkGame) {
        if network.ask_undo(&kept.session).is_some() {
            let friend = name_arg(network.friend());
            self.tell(
                catalog().text_with("notice-asked-undo", &[("friend", friend)]),
                false,
            );
        } else {
            self.tell(catalog().text("nothing-to-undo"), false);
        }
    }

    /// Play again asks the friend for another game.
    pub(super) fn ask_rematch(&mut self, kept: &KeptSession, network: &mut NetworkGame) {
        if network.ask_rematch(&kept.session) {
            let friend = name_arg(network.friend());
            self.tell(
                catalog().text_with("notice-asked-rematch", &[("friend", friend)]),
                false,
            );
        }
    }

    /// The line under the board while the friend asks, is away or is gone for good; `None`
    /// while the game goes on.
    pub(super) fn friend_line(
        &self,
        network: &NetworkGame,
        look: &Look,
        now: Instant,
    ) -> Option<Line<'static>> {
        let friend = name_arg(network.friend());
        if let Some((asked, focus)) = self.question {
            let (key, yes, no) = match asked {
                Asked::Undo => ("ask-undo", "ask-allow", "ask-play-on"),
                Asked::Rematch => ("ask-rematch", "ask-play", "ask-no"),
            };
            let mut spans = vec![Span::raw(format!(
                " {} ",
                catalog().text_with(key, &[("friend", friend)])
            ))];
            for (i, label) in [yes, no].into_iter().enumerate() {
                let style = match i == focus {
                    true => look.focus(),
                    false => Style::new().add_modifier(Modifier::BOLD),
                };
                spans.push(Span::styled(format!(" {} ", catalog().text(label)), style));
                spans.push(Span::raw(" "));
            }
            return Some(Line::from(spans));
        }
        match network.connection() {
            Connection::Lost(_) => {
                let away = network
                    .away_since()
                    .map_or(0, |since| now.saturating_duration_since(since).as_secs());
                let args = [
                    ("friend", friend),
                    ("minutes", (away / 60).into()),
                    ("seconds", format!("{:02}", away % 60).into()),
                ];
                let said = catalog().text_with("status-connection-lost", &args);
                Some(Line::styled(format!(" {said}"), look.warning()))
            }
            Connection::Overdue => {
                let said = catalog().text_with("status-not-back", &[("friend", friend)]);
                Some(Line::styled(format!(" {said}"), look.warning()))
            }
            Connection::Ended(ending) => {
                let said = {
                    let (key, args) = reasons::ending(ending, network.friend());
                    catalog().text_with(key, &args)
                };
                Some(Line::styled(format!(" {said}"), look.warning()))
            }
            Connection::Joining => {
                let said = catalog().text_with("status-connecting-to", &[("friend", friend)]);
                Some(Line::raw(format!(" {said}")))
            }
            Connection::Listening { .. } => {
                let said = catalog().text_with("status-waiting-to-connect", &[("friend", friend)]);
                Some(Line::raw(format!(" {said}")))
            }
            Connection::Connected => None,
        }
    }
}
