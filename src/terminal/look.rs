//! How the terminal game looks: the marks' colours (or none, when `NO_COLOR` is set: then
//! the marks differ by their letters and the cues by bold, underline and reverse video),
//! and the frame every screen shares (a title, the screen, a status line, the keys).

use std::cell::Cell;

use mnk::Mark;
use ratatui::Frame;
use ratatui::layout::{Alignment, Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

/// Colours on or off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    pub color: bool,
}

impl Look {
    /// Colours unless `NO_COLOR` is set to anything but the empty string (no-color.org).
    pub fn from_env() -> Look {
        Look {
            color: std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty()),
        }
    }

    fn fg(self, color: Color) -> Style {
        if self.color {
            Style::new().fg(color)
        } else {
            Style::new()
        }
    }

    /// A mark's letter.
    pub fn mark(self, mark: Mark) -> Style {
        let color = match mark {
            Mark::X => Color::LightCyan,
            Mark::O => Color::LightYellow,
        };
        self.fg(color).add_modifier(Modifier::BOLD)
    }

    /// The focused line of a menu.
    pub fn focus(self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }

    /// Words that matter less: hints about keys, coordinates.
    pub fn dim(self) -> Style {
        if self.color {
            Style::new().fg(Color::Gray)
        } else {
            Style::new()
        }
    }

    /// A title.
    pub fn title(self) -> Style {
        self.fg(Color::White).add_modifier(Modifier::BOLD)
    }

    /// Something refused: an illegal move, a file that could not be written.
    pub fn warning(self) -> Style {
        self.fg(Color::LightRed).add_modifier(Modifier::BOLD)
    }

    /// A cell flashing after an illegal move.
    pub fn flash(self) -> Style {
        if self.color {
            Style::new().bg(Color::Red).fg(Color::White)
        } else {
            Style::new().add_modifier(Modifier::REVERSED | Modifier::SLOW_BLINK)
        }
    }

    /// The cells of the winning line.
    pub fn winning(self) -> Style {
        let style = Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD);
        if self.color {
            style.bg(Color::Green)
        } else {
            style
        }
    }

    /// Good news: a hint's cells, the best moves in a review.
    pub fn good(self) -> Style {
        self.fg(Color::LightGreen).add_modifier(Modifier::BOLD)
    }
}

thread_local! {
    /// The last screen drawn was too small to show (see [`frame`]).
    pub static TOO_SMALL: Cell<bool> = const { Cell::new(false) };
}

/// Lays out a screen: the title at the top, `status` and `keys` at the bottom (a notice
/// about the files, if any, over the status), and returns the body's area. When the
/// terminal is smaller than `least` (columns, rows) it says so instead, and returns
/// `None`.
pub fn frame(
    frame: &mut Frame,
    look: &Look,
    title: &str,
    status: Line,
    keys: &str,
    notice: Option<&str>,
    least: (u16, u16),
) -> Option<Rect> {
    let area = frame.area();
    let too_small = area.width < least.0 || area.height < least.1;
    TOO_SMALL.set(too_small);
    if too_small {
        let text = super::catalog().text_with(
            "too-small",
            &[
                ("width", area.width.into()),
                ("height", area.height.into()),
                ("leastWidth", least.0.into()),
                ("leastHeight", least.1.into()),
            ],
        );
        frame.render_widget(
            Paragraph::new(text)
                .wrap(Wrap { trim: true })
                .style(look.warning()),
            area,
        );
        return None;
    }
    // The keys on one line, or two where a language's words (or wide letters) need them.
    let keys_rows = if Span::raw(keys).width() < usize::from(area.width) {
        1
    } else {
        2
    };
    let [top, body, status_area, keys_area] = Layout::vertical([
        Constraint::Length(2),
        Constraint::Min(1),
        Constraint::Length(2),
        Constraint::Length(keys_rows),
    ])
    .areas(area);
    frame.render_widget(
        Paragraph::new(Line::from(vec![
            Span::styled(
                format!(" {}", super::catalog().text("menu-title")),
                look.title(),
            ),
            Span::raw(format!("  ·  {title}")),
        ])),
        top,
    );
    let status = match notice {
        Some(notice) => Line::styled(format!(" {notice}"), look.warning()),
        None => status,
    };
    frame.render_widget(
        Paragraph::new(status).wrap(Wrap { trim: false }),
        status_area,
    );
    frame.render_widget(
        Paragraph::new(Line::styled(format!(" {keys}"), look.dim()))
            .alignment(Alignment::Left)
            .wrap(Wrap { trim: true }),
        keys_area,
    );
    Some(body)
}

/// A `width` x `height` rectangle in the middle of `area` (no bigger than it).
pub fn centred(area: Rect, width: u16, height: u16) -> Rect {
    let (width, height) = (width.min(area.width), height.min(area.height));
    Rect {
        x: area.x + (area.width - width) / 2,
        y: area.y + (area.height - height) / 2,
        width,
        height,
    }
}

/// `text` padded with spaces to `columns` terminal columns (a wide letter, as in Japanese,
/// takes two); never cut.
pub fn pad(text: &str, columns: usize) -> String {
    let width = Span::raw(text).width();
    format!("{text}{}", " ".repeat(columns.saturating_sub(width)))
}
