//! Colour arithmetic for the themes' tests and the screens: WCAG's contrast ratio, and a
//! see-through colour over an opaque one.

use bevy::prelude::*;

/// WCAG 2.1 contrast ratio of two opaque colours, 1 to 21: (L1 + 0.05) / (L2 + 0.05) of
/// their relative luminances, the lighter first (<https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio>).
pub fn contrast(a: Color, b: Color) -> f32 {
    let luminance = |c: Color| {
        let c = c.to_linear();
        0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
    };
    let (a, b) = (luminance(a), luminance(b));
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

/// `top`, which may be see-through, as it shows over the opaque `under`. Bevy blends in
/// linear light.
pub fn over(top: Color, under: Color) -> Color {
    let (t, u) = (top.to_linear(), under.to_linear());
    Color::LinearRgba(u.mix(&t.with_alpha(1.0), t.alpha))
}
