//! Buttons and options: Bevy's own widgets, drawn by how much they ask to be pressed.

use bevy::picking::hover::Hovered;
use bevy::prelude::*;
use bevy::text::FontWeight;
use bevy::ui_widgets::{RadioButton, RadioGroup};

use super::{cell, focusable, label, weighted_label};
use crate::theme::interaction::InteractionPalette;
use crate::theme::paint::Shadow;

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

/// The options of a board's side or win length, 3 to 10 cells, each tagged `choice(n)`
/// (for an [`option_row`]).
pub fn side_options<C: Component>(choice: fn(u8) -> C) -> Vec<(impl Bundle + use<C>, C)> {
    (mnk::MIN_SIDE..=tictactoe_core::settings::list::BOARD_MAX_SIDE)
        .map(|n| (option(&n.to_string(), 6.5, 6.0), choice(n)))
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
