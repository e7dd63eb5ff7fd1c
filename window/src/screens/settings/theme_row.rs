//! Settings' Theme row: the three themes as a radio group; choosing one applies it at once.

use bevy::prelude::*;
use bevy::ui_widgets::{RadioGroup, ValueChange};

use super::row_label;
use crate::theme::palette::{ChosenTheme, Theme};
use crate::theme::say::Say;
use crate::theme::widget;

/// One of the theme's options.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ThemeChoice(pub Theme);

/// The theme: a radio group of the three.
pub(super) fn theme_row() -> impl Bundle {
    let options: Vec<_> = Theme::ALL
        .iter()
        .map(|&theme| {
            let option = widget::option("", 14.0, 5.5);
            (option, Say::new(theme.key()), ThemeChoice(theme))
        })
        .collect();
    (
        Name::new("Setting theme"),
        Node {
            align_items: AlignItems::Center,
            column_gap: Val::VMin(1.5),
            ..default()
        },
        children![
            row_label("settings-theme"),
            (
                RadioGroup,
                Node {
                    column_gap: Val::VMin(1.5),
                    ..default()
                },
                Children::spawn(SpawnIter(options.into_iter())),
            ),
        ],
    )
}

pub(super) fn choose_theme(
    change: On<ValueChange<Entity>>,
    choices: Query<&ThemeChoice>,
    mut theme: ResMut<ChosenTheme>,
) {
    if let Ok(&ThemeChoice(chosen)) = choices.get(change.value) {
        theme.set_if_neq(ChosenTheme(chosen));
    }
}
