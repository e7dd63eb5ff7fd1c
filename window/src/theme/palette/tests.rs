//! Every theme measured against WCAG 2.1 AA, pair by pair.

use super::*;

/// Every pair drawn on screen, with the least contrast WCAG 2.1 AA asks of it.
fn failures(theme: Theme) -> Vec<String> {
    let p = theme.palette();
    let c = |role| p.color(role);
    let buttons = [
        Role::Button,
        Role::ButtonHovered,
        Role::ButtonPressed,
        Role::ButtonSelected,
        Role::ButtonSelectedHovered,
    ];
    let under_marks = [
        Role::Cell,
        Role::WinCell,
        Role::Flash,
        Role::CoachWin,
        Role::CoachDraw,
        Role::CoachLoss,
    ];
    let mut pairs: Vec<(Color, Color, f32, String)> = Vec::new();
    let mut need = |fg: Color, bg: Color, least: f32, what: String| {
        pairs.push((fg, bg, least, what));
    };
    // Text: 4.5:1 (1.4.3) on everything it is written on.
    let mut text_on = vec![Role::Background, Role::Cell, Role::Notice, Role::WinCell];
    text_on.extend(buttons);
    text_on.extend([Role::CoachWin, Role::CoachDraw, Role::CoachLoss]);
    for bg in text_on {
        need(c(Role::Text), c(bg), 4.5, format!("text on {bg:?}"));
    }
    for bg in [Role::Primary, Role::PrimaryHovered] {
        need(
            c(Role::PrimaryText),
            c(bg),
            4.5,
            format!("primary text on {bg:?}"),
        );
    }
    // A destructive button is never a chosen option, and pressed its words are Text.
    for bg in [Role::Button, Role::ButtonHovered] {
        need(
            c(Role::Danger),
            c(bg),
            4.5,
            format!("danger text on {bg:?}"),
        );
    }
    // The primary button stands out from the screen: 3:1 (1.4.11).
    need(
        c(Role::Primary),
        c(Role::Background),
        3.0,
        "primary button on the background".into(),
    );
    for bg in [Role::Background, Role::Cell] {
        let shaded = over(c(Role::Shade), c(bg));
        need(
            c(Role::Text),
            shaded,
            4.5,
            format!("text on shade over {bg:?}"),
        );
    }
    // History's column heads are written in the disabled colour.
    need(
        c(Role::TextDisabled),
        c(Role::Background),
        4.5,
        "disabled text on the background".into(),
    );
    need(
        c(Role::TextDisabled),
        c(Role::ButtonDisabled),
        3.0,
        "disabled text on its button".into(),
    );
    // Marks, rings and the winning stroke: 3:1 (1.4.11); the marks reach 4.5.
    for mark in [Mark::X, Mark::O] {
        for bg in under_marks {
            need(c(Role::Mark(mark)), c(bg), 4.5, format!("{mark} on {bg:?}"));
        }
        need(
            c(Role::Mark(mark)),
            c(Role::Background),
            4.5,
            format!("{mark} as text"),
        );
    }
    for ring in [Role::Cursor, Role::LastMove, Role::BestMove] {
        need(c(ring), c(Role::Cell), 3.0, format!("{ring:?} on a cell"));
    }
    need(
        c(Role::Text),
        c(Role::WinCell),
        3.0,
        "the winning stroke".into(),
    );
    // Marks on a cell under its light (its sheen at the top left, its shade at the bottom
    // right, each taken at its strongest) and over their own shadow: 3:1 (1.4.11).
    for mark in [Mark::X, Mark::O] {
        for bg in under_marks {
            let lit = [p.light.sheen, p.light.shade, c(Role::MarkShadow)];
            for over_it in lit {
                let under = over(over_it, c(bg));
                need(
                    c(Role::Mark(mark)),
                    under,
                    3.0,
                    format!("{mark} on lit {bg:?}"),
                );
            }
        }
    }
    // The gomoku board: lines, rings and stones (by the stone's rim) on the wood, 3:1;
    // a move's number on its stone, 4.5:1.
    for fg in [
        Role::BoardLine,
        Role::Cursor,
        Role::LastMove,
        Role::BestMove,
    ] {
        need(c(fg), c(Role::Wood), 3.0, format!("{fg:?} on the wood"));
    }
    for mark in [Mark::X, Mark::O] {
        let rim = c(Role::StoneRim(mark));
        need(
            rim,
            c(Role::Wood),
            3.0,
            format!("{mark}'s stone on the wood"),
        );
        need(
            c(Role::StoneText(mark)),
            c(Role::Stone(mark)),
            4.5,
            format!("a number on {mark}'s stone"),
        );
    }
    need(
        c(Role::Stone(Mark::X)),
        c(Role::Stone(Mark::O)),
        4.5,
        "black and white stones apart".into(),
    );
    // Renju's forbidden points: a cross in the warning's colour, on a cell and on the wood.
    for bg in [Role::Cell, Role::Wood] {
        need(
            c(Role::Danger),
            c(bg),
            3.0,
            format!("a forbidden point on {bg:?}"),
        );
    }
    let mut focus_on = vec![Role::Background, Role::Cell, Role::ButtonDisabled];
    focus_on.extend(buttons);
    for bg in focus_on {
        need(c(Role::Focus), c(bg), 3.0, format!("focus ring on {bg:?}"));
    }
    pairs
        .into_iter()
        .filter(|(fg, bg, least, _)| contrast(*fg, *bg) < *least)
        .map(|(fg, bg, least, what)| format!("{what}: {:.2} < {least}", contrast(fg, bg)))
        .collect()
}

#[test]
fn every_theme_meets_wcag_aa() {
    for theme in Theme::ALL {
        assert_eq!(failures(theme), Vec::<String>::new(), "{theme:?}");
    }
}

#[test]
fn contrast_is_measured_as_wcag_defines_it() {
    assert!((contrast(Color::BLACK, Color::WHITE) - 21.0).abs() < 0.01);
    assert!((contrast(Color::WHITE, Color::WHITE) - 1.0).abs() < 1e-6);
    // #777 on white is the classic just-failing grey: 4.48.
    let grey = Color::srgb_u8(0x77, 0x77, 0x77);
    assert!((contrast(grey, Color::WHITE) - 4.48).abs() < 0.01);
}

#[test]
fn the_marks_differ_in_hue_in_every_theme() {
    for theme in Theme::ALL {
        let p = theme.palette();
        let hue = |c: Color| Hsla::from(c).hue;
        let apart = (hue(p.x) - hue(p.o)).abs();
        assert!(apart.min(360.0 - apart) > 90.0, "{theme:?}: {apart}");
    }
}
