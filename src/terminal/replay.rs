//! Replay: a finished game step by step, with the review's marks as they are found (`?` a
//! mistake, `??` a blunder, and the best moves shown on the board), searched off the
//! terminal's thread by the core's loop, as in the window: one position at a time.

use std::time::Duration;
use tictactoe_core::session::forbidden_points_shown;
use tictactoe_core::words::board_shape;

use mnk::{Board, Mark, MoveReview};
use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::{Constraint, Layout};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::Go;
use super::board::{self, Marks, View};
use super::history::History;
use super::look::{self, Look, centred};
use tictactoe_core::advice::Review;
use tictactoe_core::archive::ArchivedGame;
use tictactoe_core::computer::Scheduler;
use tictactoe_core::notation::cell_name;
use tictactoe_core::words;
use tictactoe_core::words::reading::replay_move_said;

/// A game replayed step by step, with the review's marks as they are found.
pub struct Replay {
    game: ArchivedGame,
    /// The list to go back to.
    list: History,
    /// Moves shown: the position after `ply` moves.
    ply: usize,
    /// The review: the core's loop, and the appraisals as they come.
    review: Review,
    /// The time each position may take.
    budget: Duration,
}

impl Replay {
    /// Opens `game` at its last move; its review, `budget` a position, starts at the first
    /// [`Replay::tick`].
    pub fn new(game: ArchivedGame, list: History, budget: Duration) -> Replay {
        let review = Review::new(&game.record);
        let plies = review.progress().1 - 1;
        Replay {
            review,
            budget,
            game,
            list,
            ply: plies,
        }
    }

    fn plies(&self) -> usize {
        self.review.progress().1 - 1
    }

    /// The position after `ply` moves.
    fn board_at(&self, ply: usize) -> Board {
        let record = &self.game.record;
        record
            .position_at(ply)
            .unwrap_or_else(|| record.board().clone())
    }

    /// The review of move `ply` (from 1), once both its positions are appraised.
    fn move_review(&self, ply: usize) -> Option<MoveReview> {
        self.review.move_review(&self.game.record, ply)
    }

    /// Handles a key; where it sends the player, if anywhere.
    pub fn key(&mut self, key: KeyEvent) -> Option<Go> {
        let last = self.plies();
        match key.code {
            KeyCode::Esc => {
                let list = std::mem::replace(&mut self.list, History::new(Vec::new()));
                return Some(Go::History(Some(list)));
            }
            KeyCode::Char('q') => return Some(Go::Quit),
            KeyCode::Left | KeyCode::Char('a' | 'h') => self.ply = self.ply.saturating_sub(1),
            KeyCode::Right | KeyCode::Char('d' | 'l') | KeyCode::Char(' ') => {
                self.ply = (self.ply + 1).min(last);
            }
            KeyCode::Home | KeyCode::Up | KeyCode::Char('w' | 'k') => self.ply = 0,
            KeyCode::End | KeyCode::Down | KeyCode::Char('s' | 'j') => self.ply = last,
            _ => {}
        }
        None
    }

    /// Takes the review's answer if it came, and asks for the next position. Whether an
    /// answer came.
    pub fn tick(&mut self, scheduler: &mut Scheduler) -> bool {
        self.review.step(self.budget, scheduler)
    }

    /// While the review runs, a look for its answers now and then.
    pub fn wake_in(&self) -> Option<Duration> {
        self.review.is_busy().then_some(Duration::from_millis(100))
    }

    /// The review's line for the position shown, or its progress.
    fn verdict(&self) -> String {
        words::verdict_line(
            &super::catalog(),
            &self.game.record,
            self.ply,
            self.review.appraisals(),
        )
        .unwrap_or_else(|| {
            let (done, all) = self.review.progress();
            super::catalog().text_with(
                "review-progress",
                &[("done", done.into()), ("all", all.into())],
            )
        })
    }

    /// The replay in words, for a screen reader: the game (the title), the keys, the move
    /// shown ("Move 5 of 9, Ana (X) plays b2.") and the review's line for it, once found
    /// (its progress is not told: it would be a line each position).
    pub fn told(&self) -> Vec<super::told::Part> {
        use super::told::{Part, Slot};
        let catalog = super::catalog();
        let game = &self.game;
        let title = self.title();
        let verdict =
            words::verdict_line(&catalog, &game.record, self.ply, self.review.appraisals());
        vec![
            Part::new(Slot::Screen, title),
            Part::new(Slot::Keys, catalog.text("keys-line-replay")),
            Part::new(Slot::Focus, replay_move_said(&catalog, game, self.ply)),
            Part::new(Slot::Status, verdict.unwrap_or_default()),
        ]
    }

    /// The game replayed: its players and its board.
    fn title(&self) -> String {
        let (catalog, game) = (super::catalog(), &self.game);
        catalog.text_with(
            "replay-title",
            &[
                ("x", game.x.arg()),
                ("o", game.o.arg()),
                ("board", board_shape(&catalog, game.record.board()).into()),
            ],
        )
    }

    /// Draws the replay.
    /// Draws the position shown; renju's forbidden points on X's turn when `forbidden` (the
    /// setting) is on, as in a game.
    pub fn draw(&self, frame: &mut Frame, look: &Look, notice: Option<&str>, forbidden: bool) {
        let board = self.board_at(self.ply);
        let game = &self.game;
        let catalog = super::catalog();
        let title = self.title();
        let status = Line::raw(format!(" {}", self.verdict()));
        let keys = catalog.text("keys-line-replay");
        let (w, h) = View::least(&board);
        let least = (w + 2 + 24, h + 6);
        let Some(body) = look::frame(frame, look, &title, status, &keys, notice, least) else {
            return;
        };
        let room = (body.width.saturating_sub(26), body.height);
        let view = View::fitting(&board, room, board.moves_played().last());
        let (w, _) = view.size();
        let block = centred(body, w + 2 + 24, body.height);
        let [board_area, _, list_area] = Layout::horizontal([
            Constraint::Length(w),
            Constraint::Length(2),
            Constraint::Length(24),
        ])
        .areas(block);
        let over = board.outcome().is_over();
        let marks = Marks {
            last: board.moves_played().last(),
            winning: match board.outcome() {
                mnk::Outcome::Win { line, .. } => line.clone(),
                _ => Vec::new(),
            },
            good: match self.review.appraisal(self.ply) {
                Some(a) if !over => a.best.clone(),
                _ => Vec::new(),
            },
            forbidden: forbidden_points_shown(&board, forbidden),
            ..Marks::default()
        };
        frame.render_widget(
            Paragraph::new(board::lines(&board, &marks, look, &view)),
            board_area,
        );

        // The moves, with the review's marks; the one shown highlighted, kept in view.
        let cols = game.record.board().cols();
        let rows = list_area.height.saturating_sub(1) as usize;
        let first = self.ply.saturating_sub(rows / 2).max(1);
        let mut lines = vec![Line::styled(
            format!(
                "  {}",
                catalog.text_with(
                    "replay-move",
                    &[("ply", self.ply.into()), ("plies", self.plies().into())]
                )
            ),
            look.dim(),
        )];
        for ply in (first..=self.plies()).take(rows) {
            let cell = game.record.moves()[ply - 1];
            let mark = if ply % 2 == 1 { Mark::X } else { Mark::O };
            let slip = self
                .move_review(ply)
                .and_then(|r| r.slip)
                .map_or(String::new(), |s| format!(" {}", s.symbol()));
            let style = if ply == self.ply {
                look.focus()
            } else {
                Style::new()
            };
            lines.push(Line::from(vec![
                Span::styled(format!("  {ply:>3}. "), style),
                Span::styled(format!("{mark}"), look.mark(mark)),
                Span::styled(format!(" {}", cell_name(cols, cell)), style),
                Span::styled(slip, look.warning()),
            ]));
        }
        frame.render_widget(Paragraph::new(lines), list_area);
    }
}
