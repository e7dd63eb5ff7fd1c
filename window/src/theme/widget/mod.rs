//! Widget constructors: each widget is a bundle with a `Name`, sized in percent of the
//! window's smaller side (`vmin`) so everything scales with the window. Buttons are Bevy's
//! own (`bevy_ui_widgets`): a `Button` fires `Activate`, an option row is a `RadioGroup`
//! of `RadioButton`s that fires `ValueChange<Entity>`; the screen that spawns them
//! observes those and says which option is `Checked`.

use bevy::input_focus::tab_navigation::{TabGroup, TabIndex};
use bevy::picking::hover::Hovered;
use bevy::prelude::*;
use bevy::text::{EditableText, EditableTextFilter, FontSize, FontWeight, TextCursorStyle};
use bevy::ui::auto_directional_navigation::AutoDirectionalNavigation;
use bevy::ui_widgets::{RadioButton, RadioGroup, SelectAllOnFocus};

use super::interaction::InteractionPalette;
use super::paint::{Edge, Fill, Ink, Shadow};
use super::palette::Role;
use super::say::Say;
use crate::controls::focus::Modal;

mod board;

pub use board::{BoardLook, board_cell, board_grid, dress_board, dress_cell};

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
    (
        weighted_label("", size, crate::theme::font::BOLD),
        say,
        Heading,
    )
}

/// A screen's or a question's title (the speech says it as it appears).
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Heading;

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

/// How much a button asks to be pressed: one primary action a screen, the rest
/// secondary, and the actions that end or forget something destructive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Emphasis {
    /// The action the screen is for (Play, Start, Play again): filled in the accent, its
    /// words bold, lifted by a shadow.
    Primary,
    /// Any other action.
    Secondary,
    /// An action that ends or forgets (Quit, Delete, Reset): its words in the warning
    /// colour.
    Destructive,
}

/// A push button, `width` x `height` vmin, that fires `Activate` when pressed.
pub fn button(text: &str, width: f32, height: f32) -> impl Bundle + use<> {
    button_of(Emphasis::Secondary, text, width, height)
}

/// A screen's primary action: [`button`], drawn as [`Emphasis::Primary`].
pub fn primary_button(text: &str, width: f32, height: f32) -> impl Bundle + use<> {
    button_of(Emphasis::Primary, text, width, height)
}

/// An action that ends or forgets: [`button`], drawn as [`Emphasis::Destructive`].
pub fn destructive_button(text: &str, width: f32, height: f32) -> impl Bundle + use<> {
    button_of(Emphasis::Destructive, text, width, height)
}

fn button_of(emphasis: Emphasis, text: &str, width: f32, height: f32) -> impl Bundle + use<> {
    (
        Name::new(format!("Button {text}")),
        bevy::ui_widgets::Button,
        clickable(text, width, height, emphasis),
    )
}

/// One choice of an [`option_row`], `width` x `height` vmin.
pub fn option(text: &str, width: f32, height: f32) -> impl Bundle + use<> {
    (
        Name::new(format!("Option {text}")),
        RadioButton,
        clickable(text, width, height, Emphasis::Secondary),
    )
}

/// The board sides offered as options: every one to 10, then gomoku's (15 and 19, the
/// boards of renju and of go, 20 and 22, Gomocup's). The terminal and the command line
/// reach the others.
pub const BOARD_SIDES: [u8; 12] = [3, 4, 5, 6, 7, 8, 9, 10, 15, 19, 20, 22];

/// The win lengths offered as options (none beyond 10 is played).
pub const WIN_LENGTHS: [u8; 8] = [3, 4, 5, 6, 7, 8, 9, 10];

/// The options of a board's side or win length, `sides` cells, each tagged `choice(n)`
/// (for an [`option_row`]).
pub fn side_options<C: Component>(
    sides: &[u8],
    choice: fn(u8) -> C,
) -> Vec<(impl Bundle + use<C>, C)> {
    sides
        .iter()
        .map(|&n| (option(&n.to_string(), 5.0, 6.0), choice(n)))
        .collect()
}

/// Options named by message key: each of `all`, by its name's key, tagged `choice(it)`
/// (for an [`option_row`]): the rules, the openings.
pub fn named_options<T: Copy, C: Component>(
    all: &[T],
    name: fn(T) -> &'static str,
    choice: fn(T) -> C,
) -> Vec<impl Bundle + use<T, C>> {
    all.iter()
        .map(|&it| (option("", 13.0, 6.0), Say::new(name(it)), choice(it)))
        .collect()
}

/// A labelled row of choices, one of which is `Checked`.
pub fn option_row<B: Bundle>(text: &str, options: Vec<B>) -> impl Bundle + use<B> {
    let gap = Val::VMin(1.2);
    (
        Name::new(format!("Options {text}")),
        Node {
            align_items: AlignItems::Center,
            column_gap: gap,
            ..default()
        },
        children![
            // Rows line up on their labels (a longer label pushes its row along).
            cell(17.0, (label(text, 3.6), TextLayout::no_wrap())),
            (
                RadioGroup,
                Node {
                    align_items: AlignItems::Center,
                    column_gap: gap,
                    ..default()
                },
                Children::spawn(SpawnIter(options.into_iter())),
            ),
        ],
    )
}

/// What every button and option shares: its box, colours and text, as `emphasis` says.
/// The box is at least `width` wide, and wider where a language's words need it (it never
/// cuts them).
fn clickable(text: &str, width: f32, height: f32, emphasis: Emphasis) -> impl Bundle + use<> {
    let (palette, weight) = match emphasis {
        Emphasis::Primary => (InteractionPalette::PRIMARY, crate::theme::font::BOLD),
        Emphasis::Secondary => (InteractionPalette::BUTTON, FontWeight::NORMAL),
        Emphasis::Destructive => (InteractionPalette::DESTRUCTIVE, FontWeight::NORMAL),
    };
    let shadow = match emphasis {
        Emphasis::Primary => Shadow::cast(height * 0.08),
        _ => Shadow::NONE,
    };
    (
        Node {
            min_width: Val::VMin(width),
            height: Val::VMin(height),
            padding: UiRect::horizontal(Val::VMin(height * 0.12)),
            align_items: AlignItems::Center,
            justify_content: JustifyContent::Center,
            border_radius: BorderRadius::all(Val::VMin(1.0)),
            ..default()
        },
        Hovered::default(),
        palette,
        shadow,
        focusable(),
        // One line: a long label widens its button (and a screen too wide is drawn smaller).
        children![(
            weighted_label(text, height * 0.5, weight),
            TextLayout::no_wrap(),
            Pickable::IGNORE
        )],
    )
}
