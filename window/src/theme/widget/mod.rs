//! Widget constructors: each widget is a bundle with a `Name`, sized in percent of the
//! window's smaller side (`vmin`) so everything scales with the window. Buttons are Bevy's
//! own (`bevy_ui_widgets`): a `Button` fires `Activate`, an option row is a `RadioGroup`
//! of `RadioButton`s that fires `ValueChange<Entity>`; the screen that spawns them
//! observes those and says which option is `Checked`.

use bevy::input_focus::tab_navigation::{TabGroup, TabIndex};
use bevy::prelude::*;
use bevy::text::{EditableText, EditableTextFilter, FontSize, FontWeight, TextCursorStyle};
use bevy::ui::auto_directional_navigation::AutoDirectionalNavigation;
use bevy::ui_widgets::SelectAllOnFocus;

use super::paint::{Edge, Fill, Ink};
use super::palette::Role;
use super::say::Say;
use crate::controls::focus::Modal;

mod board;
mod button;

pub use board::{board_cell, board_grid};
pub use button::{
    Emphasis, button, destructive_button, option, option_row, primary_button, side_options,
};

/// The default font at `vmin` percent of the window's smaller side.
pub fn font(vmin: f32) -> TextFont {
    TextFont {
        font_size: FontSize::VMin(vmin),
        ..default()
    }
}

/// A screen's root: the whole window, its children in a centred column `gap` vmin apart.
/// The root itself takes no clicks, so it never hides a button laid over the window. Tab
/// moves the focus through its widgets. Drawn smaller when it does not fit the window.
pub fn root(name: &'static str, gap: f32) -> impl Bundle + use<> {
    (
        Name::new(name),
        column(gap),
        Pickable::IGNORE,
        TabGroup::new(0),
        crate::theme::fit::FitsWindow,
    )
}

/// The keyboard's part of a widget: Tab and the arrow keys reach it.
fn focusable() -> impl Bundle {
    (TabIndex(0), AutoDirectionalNavigation::default())
}

/// The node of a [`root`]: the whole window, its children in a centred column `gap`
/// vmin apart.
pub fn column(gap: f32) -> Node {
    Node {
        width: percent(100),
        height: percent(100),
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        justify_content: JustifyContent::Center,
        row_gap: Val::VMin(gap),
        ..default()
    }
}

/// A box at least `width` vmin wide, holding `content` at its start (its left, or its right
/// in a language read from the right): a column of labels lines up on either side.
pub fn cell<B: Bundle>(width: f32, content: B) -> impl Bundle {
    (
        Node {
            min_width: Val::VMin(width),
            ..default()
        },
        children![content],
    )
}

/// A line of text, `size` vmin high.
pub fn label(text: &str, size: f32) -> impl Bundle + use<> {
    weighted_label(text, size, FontWeight::NORMAL)
}

/// A line of text, `size` vmin high, in `weight` (Noto Sans has Normal and Bold).
pub fn weighted_label(text: &str, size: f32, weight: FontWeight) -> impl Bundle + use<> {
    (
        Name::new(format!("Label {text}")),
        Text::new(text),
        TextFont {
            font: crate::theme::font::face(weight),
            weight,
            ..font(size)
        },
        Ink(Role::Text),
    )
}

/// A screen's or a question's title, `size` vmin high, in bold: the message of `say`.
pub fn heading(say: Say, size: f32) -> impl Bundle + use<> {
    (weighted_label("", size, crate::theme::font::BOLD), say)
}

/// A line of text, `size` vmin high, that says the message of `say`.
pub fn said(say: Say, size: f32) -> impl Bundle + use<> {
    (label("", size), say)
}

/// A one-line text field, `width` x `height` vmin, holding `text` and at most `max_chars`
/// characters (control characters are refused). Bevy's `EditableText`: a click puts the
/// keyboard's focus in it and selects its text.
pub fn text_field(text: &str, width: f32, height: f32, max_chars: usize) -> impl Bundle + use<> {
    (
        Name::new(format!("Field {text}")),
        EditableText {
            max_characters: Some(max_chars),
            ..EditableText::new(text)
        },
        EditableTextFilter::new(|c| !c.is_control()),
        SelectAllOnFocus,
        focusable(),
        TextLayout::no_wrap(),
        font(height * 0.5),
        Ink(Role::Text),
        // Its colours are the theme's: see `paint`.
        TextCursorStyle {
            unfocused_selection_color: Color::NONE,
            selected_text_color: None,
            ..default()
        },
        // The field is one line high: the padding makes it `height` (a line is 1.2 times
        // the font's size).
        Node {
            width: Val::VMin(width),
            padding: UiRect::axes(Val::VMin(1.0), Val::VMin((height * 0.4 - 0.6) / 2.0)),
            border: UiRect::all(Val::VMin(0.3)),
            border_radius: BorderRadius::all(Val::VMin(1.0)),
            ..default()
        },
        Edge(Role::Grid),
        Fill(Role::Cell),
    )
}

/// A question over the whole window (leave this game? delete this one?): a shade that
/// takes every click, and on it a panel with the `title`, the `details` (children: lines
/// in a column) and the `buttons` (children: in a row). Tab keeps to its buttons, and the
/// screen under it takes no keys while it is up ([`Modal`]).
pub fn question<D: Bundle, B: Bundle>(
    title: Say,
    details: D,
    buttons: B,
) -> impl Bundle + use<D, B> {
    (
        Name::new(format!("Question {}", title.key)),
        TabGroup::modal(),
        Modal,
        Node {
            position_type: PositionType::Absolute,
            ..column(0.0)
        },
        Fill(Role::Shade),
        GlobalZIndex(1),
        // The shade stays whole; the panel is drawn smaller if its words do not fit.
        children![(
            fitted_layer(),
            children![(
                // A panel of its own: what lies under the shade would show through the text.
                crate::theme::motion::Grow::from_scale(0.9, crate::theme::motion::SCREEN_TIME),
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    row_gap: Val::VMin(3.0),
                    padding: UiRect::axes(Val::VMin(3.0), Val::VMin(4.0)),
                    border_radius: BorderRadius::all(Val::VMin(2.0)),
                    ..default()
                },
                Fill(Role::Background),
                children![
                    heading(title, 6.0),
                    (
                        Node {
                            flex_direction: FlexDirection::Column,
                            align_items: AlignItems::Center,
                            row_gap: Val::VMin(1.0),
                            ..default()
                        },
                        details,
                    ),
                    (
                        Node {
                            column_gap: Val::VMin(3.0),
                            ..default()
                        },
                        buttons,
                    ),
                ],
            )],
        )],
    )
}

/// A layer as big as the window over a shade, holding a panel in its middle: the panel is
/// drawn smaller when its words do not fit the window, the shade under it is not.
pub fn fitted_layer() -> impl Bundle {
    (column(0.0), crate::theme::fit::FitsWindow, Pickable::IGNORE)
}
