//! How the game is drawn: the board beside a panel (the players, whose turn, the move, the
//! tally, the buttons once it is over), the line under it (a refusal, the result, who is
//! thinking, a hint, whose turn), and the keys.

use std::time::Instant;

use mnk::{Board, Mark, Outcome};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::{FRAME, OVER_BUTTONS, PANEL, Playing, SPINNER};
use crate::terminal::board::{self, Marks, View};
use crate::terminal::catalog;
use crate::terminal::look::{self, Look, centred};
use tictactoe_core::advice::Hint;
use tictactoe_core::i18n::Arg;
use tictactoe_core::kept::KeptSession;
use tictactoe_core::notation::cell_name;
use tictactoe_core::session::{Seat, forbidden_points_shown};
use tictactoe_core::words::board_shape;
use tictactoe_core::words::hint_sentence;
use tictactoe_core::words::opening::{choices_numbered, opening_status};
use tictactoe_net::NetworkGame;

impl Playing {
    /// The least terminal this board needs: the compact board (or the part of it a
    /// [`View`] shows at least) beside the panel, with the lines above and below.
    pub fn least(board: &Board) -> (u16, u16) {
        let (w, h) = View::least(board);
        (w + 2 + PANEL, h + 6)
    }

    /// Draws the game.
    pub fn draw(
        &self,
        frame: &mut Frame,
        kept: &KeptSession,
        look: &Look,
        notice: Option<&str>,
        network: Option<&NetworkGame>,
    ) {
        let session = &kept.session;
        let board = session.board();
        let rules = board_shape(&catalog(), board);
        let over = session.mover().is_none();
        let choosing = matches!(session.choice_due(), Some((Seat::Human, _)));
        let keys = catalog().text(if over {
            "keys-line-over"
        } else if choosing {
            "keys-line-choosing"
        } else if session.seats.computers_only() {
            "keys-line-watching"
        } else if board.cols() >= 8 {
            "keys-line-playing-big"
        } else {
            "keys-line-playing"
        });
        let friend = network.and_then(|n| self.friend_line(n, look, Instant::now()));
        let status = friend.unwrap_or_else(|| self.status(kept, look));
        let least = Playing::least(board);
        let Some(body) = look::frame(frame, look, &rules, status, &keys, notice, least) else {
            return;
        };
        let room = (body.width.saturating_sub(PANEL + 2), body.height);
        let cursor = (!over && session.person_to_move()).then_some(self.cursor);
        let view = View::fitting(board, room, cursor.or(board.moves_played().last()));
        let (w, h) = view.size();
        let block = centred(body, w + 2 + PANEL, h.max(12));
        let [board_area, _, panel] = Layout::horizontal([
            Constraint::Length(w),
            Constraint::Length(2),
            Constraint::Length(PANEL),
        ])
        .areas(block);
        let winning = match board.outcome() {
            Outcome::Win { line, .. } => line.clone(),
            _ => Vec::new(),
        };
        let marks = Marks {
            cursor,
            last: board.moves_played().last(),
            winning,
            flash: self.flash.map(|(cell, _)| cell),
            good: self
                .advisor
                .hint_cell()
                .filter(|_| self.advisor.position() == Some(board))
                .into_iter()
                .collect(),
            forbidden: forbidden_points_shown(board, kept.settings.forbidden_points),
            numbers: kept.settings.move_numbers,
        };
        frame.render_widget(
            Paragraph::new(board::lines(board, &marks, look, &view)),
            board_area,
        );
        self.draw_panel(frame, panel, kept, look);
    }

    fn draw_panel(&self, frame: &mut Frame, area: Rect, kept: &KeptSession, look: &Look) {
        let session = &kept.session;
        let board = session.board();
        let players = session.players();
        let mut lines = Vec::new();
        let clocks = session.clock_left();
        for (mark, player) in [(Mark::X, &players[0]), (Mark::O, &players[1])] {
            // In an opening, the seat placing or choosing.
            let to_move = session.actor().is_some_and(|(_, m)| m == mark);
            let arrow = if to_move { "▶ " } else { "  " };
            let key = match session.seats.get(mark) {
                Seat::Human => "panel-person",
                Seat::Computer(_) | Seat::Brain => "panel-computer",
                Seat::Remote => "panel-online",
            };
            let player = catalog().text_with(key, &[("player", player.arg())]);
            let mut spans = vec![
                Span::raw(arrow),
                Span::styled(format!("{mark}"), look.mark(mark)),
                Span::raw(format!("  {player}")),
            ];
            if let Some(left) = clocks {
                let time = tictactoe_core::words::clock_time(left[mark.index()]);
                spans.push(Span::styled(format!("  {time}"), Style::new().bold()));
            }
            lines.push(Line::from(spans));
        }
        lines.push(Line::raw(""));
        let ply = board.ply();
        let move_line = catalog().text_with("panel-move", &[("ply", ply.into())]);
        lines.push(Line::raw(format!("  {move_line}")));
        if let Some(cell) = board.moves_played().last() {
            let mark = if ply % 2 == 1 { Mark::X } else { Mark::O };
            lines.push(Line::from(vec![
                Span::raw(format!("  {} ", catalog().text("panel-last"))),
                Span::styled(
                    format!("{mark} {}", cell_name(board.cols(), cell)),
                    look.mark(mark),
                ),
            ]));
        }
        lines.push(Line::raw(""));
        let [x, o] = &players;
        let scores = catalog().text("panel-scores");
        lines.push(Line::styled(format!("  {scores}"), look.dim()));
        lines.push(Line::raw(format!(
            "  {}",
            session.scores.line(&catalog(), x, o)
        )));
        if session.mover().is_none() {
            lines.push(Line::raw(""));
            let mut spans = vec![Span::raw("  ")];
            for (i, key) in OVER_BUTTONS.iter().enumerate() {
                let label = catalog().text(key);
                let style = if i == self.over_focus {
                    look.focus()
                } else {
                    Style::new().add_modifier(Modifier::BOLD)
                };
                spans.push(Span::styled(format!(" {label} "), style));
                spans.push(Span::raw(" "));
            }
            lines.push(Line::from(spans));
        }
        frame.render_widget(
            Paragraph::new(lines).wrap(ratatui::widgets::Wrap { trim: false }),
            area,
        );
    }

    /// The line under the board: a refusal, the result, who is thinking, a hint, whose turn.
    fn status(&self, kept: &KeptSession, look: &Look) -> Line<'static> {
        let session = &kept.session;
        let board = session.board();
        if let Some(status) = &self.status {
            let style = if status.warning {
                look.warning()
            } else {
                Style::new()
            };
            return Line::styled(format!(" {}", status.text), style);
        }
        let players = session.players();
        let who = |mark: Mark| players[mark as usize].with_mark(&catalog(), mark);
        let say = |key: &str, args: &[(&str, Arg)]| format!(" {}", catalog().text_with(key, args));
        match (board.outcome(), session.mover()) {
            _ if let Some(lost) = session.out_of_time() => {
                let winner = lost.opponent();
                let args = [
                    ("player", players[winner.index()].arg()),
                    ("mark", winner.to_string().into()),
                ];
                Line::styled(say("status-wins-on-time", &args), look.good())
            }
            (Outcome::Win { mark, line }, _) => {
                let line: Vec<String> = line.iter().map(|&c| cell_name(board.cols(), c)).collect();
                let args = [("who", who(*mark).into()), ("line", line.join(" ").into())];
                Line::styled(say("wins-with", &args), look.good())
            }
            (Outcome::Draw, _) => Line::raw(say("draw", &[])),
            (_, Some((_, Seat::Computer(_) | Seat::Brain))) => {
                // In an opening, the seat placing or choosing, whatever mark is to move.
                let mark = session.actor().map_or(board.to_move(), |(_, mark)| mark);
                let frames = self.turn_since.elapsed().as_millis() / FRAME.as_millis();
                let spin = SPINNER[frames as usize % SPINNER.len()];
                let thinking = say("thinking", &[("who", who(mark).into())]);
                Line::raw(format!("{thinking} {spin}"))
            }
            (_, Some((_, _))) if let Some((Seat::Human, choices)) = session.choice_due() => {
                let mark = session.actor().map_or(board.to_move(), |(_, mark)| mark);
                let args = [
                    ("who", who(mark).into()),
                    ("choices", choices_numbered(&catalog(), choices).into()),
                ];
                Line::styled(say("lines-choose", &args), look.good())
            }
            (_, Some((mark, _))) => {
                let actor = session.actor().map_or(mark, |(_, mark)| mark);
                let opening = opening_status(session.opening_step(), board.ply(), &who(actor));
                if self.typed.len() >= 2 {
                    let typed = self.typed.clone();
                    return Line::raw(say("typed", &[("typed", typed.into())]));
                }
                match (self.advisor.hint(), self.advisor.position()) {
                    (Hint::Found(appraisal), Some(position)) if position == board => {
                        let text = appraisal
                            .best
                            .first()
                            .map(|&cell| hint_sentence(&catalog(), position, cell, appraisal));
                        Line::styled(format!(" {}", text.unwrap_or_default()), look.good())
                    }
                    (Hint::Searching, _) => {
                        let spin = SPINNER[(self.hint_since.elapsed().as_millis()
                            / FRAME.as_millis())
                            as usize
                            % SPINNER.len()];
                        Line::raw(format!("{} {spin}", say("hint-looking", &[])))
                    }
                    _ => match opening {
                        Some((key, args)) => Line::raw(say(key, &args)),
                        None => Line::raw(say("to-move", &[("who", who(mark).into())])),
                    },
                }
            }
            (Outcome::InProgress, None) => Line::raw(""),
        }
    }
}
