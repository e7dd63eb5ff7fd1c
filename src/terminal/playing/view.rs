//! How the game is drawn: the board beside a panel (the players, whose turn, the move, the
//! tally, the buttons once it is over), the line under it (a refusal, the result, who is
//! thinking, a hint, whose turn), and the keys; and how it is told to a screen reader
//! ([`crate::terminal::told`]), with the reading keys' answers.

use std::time::{Duration, Instant};

use mnk::{Board, Mark, Outcome};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::{FRAME, OVER_BUTTONS, PANEL, Playing, SPINNER};
use crate::terminal::board::{self, Marks, View};
use crate::terminal::look::{self, Look, centred};
use crate::terminal::told::{Part, Slot, plain};
use crate::terminal::{catalog, who};
use tictactoe_core::advice::Hint;
use tictactoe_core::i18n::Arg;
use tictactoe_core::kept::KeptSession;
use tictactoe_core::notation::cell_name;
use tictactoe_core::session::{Seat, forbidden_points_shown};
use tictactoe_core::words::board_shape;
use tictactoe_core::words::opening::{choices_numbered, opening_status};
use tictactoe_core::words::reading::{
    board_said, cell_said, column_said, diagonals_said, last_said, move_said, row_said,
    threats_said,
};
use tictactoe_core::words::{hint_sentence, sentences};
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
        let keys = catalog().text(keys(kept));
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

    /// The game in words, for a screen reader: the board and the players (the title), each
    /// move as it comes with what it threatens, the status line (whose turn, a refusal, a
    /// hint, a reading, the result and the scores), the cell under the cursor while a
    /// person is to move (or the focused button once the game is over), and the keys.
    pub fn told(&self, kept: &KeptSession, network: Option<&NetworkGame>) -> Vec<Part> {
        let catalog = catalog();
        let session = &kept.session;
        let board = session.board();
        let named = |mark: Mark| who(kept, mark);
        let title = catalog.text_with(
            "lines-opening",
            &[
                ("board", board_shape(&catalog, board).into()),
                ("x", named(Mark::X).into()),
                ("o", named(Mark::O).into()),
            ],
        );
        let over = session.mover().is_none();
        let mut keys = vec![catalog.text(keys(kept))];
        if !session.seats.computers_only() || over {
            keys.push(catalog.text("keys-reading"));
        }
        let mut parts = vec![Part::new(Slot::Screen, title)];
        if let Some(cell) = board.moves_played().last() {
            let mark = board.to_move().opponent();
            let said = if self.rewound {
                last_said(&catalog, board, named)
            } else {
                let mut said = vec![move_said(&catalog, &named(mark), board.cols(), cell)];
                said.extend(threats_said(&catalog, board, mark));
                sentences(&catalog, &said)
            };
            parts.push(Part::new(Slot::Last, said).again(board.ply() as u64));
        }
        let now = Instant::now();
        let status = match network.and_then(|n| {
            // A friend away is told once a minute, not each second.
            let since = n.away_since().unwrap_or(now);
            let minutes = now.saturating_duration_since(since).as_secs() / 60;
            self.friend_line(
                n,
                &Look { color: false },
                since + Duration::from_secs(minutes * 60),
            )
        }) {
            Some(line) => plain(&line),
            None if over => sentences(&catalog, &[self.status_words(kept).0, scores(kept)]),
            None => self.status_words(kept).0,
        };
        parts.push(Part::new(Slot::Status, status).again(self.said));
        if over {
            let label = catalog.text(OVER_BUTTONS[self.over_focus]);
            parts.push(Part::new(Slot::Focus, label));
        } else if session.person_to_move() {
            parts.push(Part::new(
                Slot::Focus,
                cell_said(&catalog, board, self.cursor),
            ));
        }
        parts.push(Part::new(Slot::Keys, keys.join("\n")));
        parts
    }

    /// What the reading key `key` asks of the position (Shift and the letter, as printed
    /// on the key: B the board, M the last move, T whose turn and the score, R, V and X
    /// the cursor's row, column and diagonals), in words; `None` for another key.
    pub(super) fn reading(&self, key: char, kept: &KeptSession) -> Option<String> {
        let catalog = catalog();
        let session = &kept.session;
        let board = session.board();
        let named = |mark: Mark| who(kept, mark);
        let (col, row) = board.geometry().col_row(self.cursor);
        Some(match key {
            'B' => board_said(&catalog, board),
            'M' => last_said(&catalog, board, named),
            'T' => {
                let turn = match session.mover() {
                    Some(_) => {
                        catalog.text_with("lines-turn", &[("who", named(board.to_move()).into())])
                    }
                    None => self.status_words(kept).0,
                };
                sentences(&catalog, &[turn, scores(kept)])
            }
            'R' => row_said(&catalog, board, u8::try_from(row + 1).ok()?)?,
            'V' => column_said(&catalog, board, u8::try_from(col).ok()?)?,
            'X' => diagonals_said(&catalog, board, self.cursor),
            _ => return None,
        })
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

    /// The line under the board: a refusal, the result, who is thinking (with a spinner
    /// turning), a hint, whose turn.
    fn status(&self, kept: &KeptSession, look: &Look) -> Line<'static> {
        let (words, tone) = self.status_words(kept);
        let spin = |since: Instant| {
            let frames = since.elapsed().as_millis() / FRAME.as_millis();
            SPINNER[frames as usize % SPINNER.len()]
        };
        match tone {
            Tone::Plain => Line::raw(format!(" {words}")),
            Tone::Warning => Line::styled(format!(" {words}"), look.warning()),
            Tone::Good => Line::styled(format!(" {words}"), look.good()),
            Tone::Spinning(since) => Line::raw(format!(" {words} {}", spin(since))),
        }
    }

    /// The status line's words, and how they are shown.
    pub(super) fn status_words(&self, kept: &KeptSession) -> (String, Tone) {
        let session = &kept.session;
        let board = session.board();
        if let Some(status) = &self.status {
            let tone = if status.warning {
                Tone::Warning
            } else {
                Tone::Plain
            };
            return (status.text.clone(), tone);
        }
        let players = session.players();
        let named = |mark: Mark| who(kept, mark);
        let say = |key: &str, args: &[(&str, Arg)]| catalog().text_with(key, args);
        match (board.outcome(), session.mover()) {
            _ if let Some(lost) = session.out_of_time() => {
                let winner = lost.opponent();
                let args = [
                    ("player", players[winner.index()].arg()),
                    ("mark", winner.to_string().into()),
                ];
                (say("status-wins-on-time", &args), Tone::Good)
            }
            (Outcome::Win { mark, line }, _) => {
                let line: Vec<String> = line.iter().map(|&c| cell_name(board.cols(), c)).collect();
                let args = [
                    ("who", named(*mark).into()),
                    ("line", line.join(" ").into()),
                ];
                (say("wins-with", &args), Tone::Good)
            }
            (Outcome::Draw, _) => (say("draw", &[]), Tone::Plain),
            (_, Some((_, Seat::Computer(_) | Seat::Brain))) => {
                // In an opening, the seat placing or choosing, whatever mark is to move.
                let mark = session.actor().map_or(board.to_move(), |(_, mark)| mark);
                let thinking = say("thinking", &[("who", named(mark).into())]);
                (thinking, Tone::Spinning(self.turn_since))
            }
            (_, Some((_, _))) if let Some((Seat::Human, choices)) = session.choice_due() => {
                let mark = session.actor().map_or(board.to_move(), |(_, mark)| mark);
                let args = [
                    ("who", named(mark).into()),
                    ("choices", choices_numbered(&catalog(), choices).into()),
                ];
                (say("lines-choose", &args), Tone::Good)
            }
            (_, Some((mark, _))) => {
                let actor = session.actor().map_or(mark, |(_, mark)| mark);
                let opening = opening_status(session.opening_step(), board.ply(), &named(actor));
                if self.typed.len() >= 2 {
                    let typed = self.typed.clone();
                    return (say("typed", &[("typed", typed.into())]), Tone::Plain);
                }
                match (self.advisor.hint(), self.advisor.position()) {
                    (Hint::Found(appraisal), Some(position)) if position == board => {
                        let text = appraisal
                            .best
                            .first()
                            .map(|&cell| hint_sentence(&catalog(), position, cell, appraisal));
                        (text.unwrap_or_default(), Tone::Good)
                    }
                    (Hint::Searching, _) => {
                        (say("hint-looking", &[]), Tone::Spinning(self.hint_since))
                    }
                    _ => match opening {
                        Some((key, args)) => (say(key, &args), Tone::Plain),
                        None => (say("to-move", &[("who", named(mark).into())]), Tone::Plain),
                    },
                }
            }
            (Outcome::InProgress, None) => (String::new(), Tone::Plain),
        }
    }
}

/// The tally of this pairing as a sentence: "Scores: Ana 1 – 0 Hard, 0 draws."
fn scores(kept: &KeptSession) -> String {
    let catalog = catalog();
    let [x, o] = kept.session.players();
    let tally = kept.session.scores.line(&catalog, &x, &o);
    catalog.text_with("scores", &[("tally", tally.into())])
}

/// The keys line's message for the game as it stands.
fn keys(kept: &KeptSession) -> &'static str {
    let session = &kept.session;
    if session.mover().is_none() {
        "keys-line-over"
    } else if matches!(session.choice_due(), Some((Seat::Human, _))) {
        "keys-line-choosing"
    } else if session.seats.computers_only() {
        "keys-line-watching"
    } else if session.board().cols() >= 8 {
        "keys-line-playing-big"
    } else {
        "keys-line-playing"
    }
}

/// How the status line is shown.
pub(super) enum Tone {
    Plain,
    /// A refusal.
    Warning,
    /// The result, a hint, a choice due.
    Good,
    /// Something under way since then: a spinner turns after the words.
    Spinning(Instant),
}
