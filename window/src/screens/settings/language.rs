//! Settings' Language row: ‹ the language spoken, by its own name ›, round the list of the
//! languages the game speaks.

use bevy::prelude::*;

use super::{SettingsAction, row_label};
use crate::theme::font::NextLanguages;
use crate::theme::say::CurrentCatalog;
use crate::theme::widget;
use tictactoe_core::i18n;

/// The text showing the language spoken, by its own name.
#[derive(Component, Clone, Copy, Debug)]
pub(super) struct LanguageText;

/// The language: ‹ its own name ›, the list of languages the game speaks.
pub(super) fn language_row() -> impl Bundle {
    (
        Name::new("Setting language"),
        Node {
            align_items: AlignItems::Center,
            column_gap: Val::VMin(1.5),
            ..default()
        },
        children![
            row_label("settings-language"),
            (widget::button("‹", 7.0, 6.0), SettingsAction::Language(-1)),
            (
                LanguageText,
                widget::label("", 3.6),
                Node {
                    width: Val::VMin(30.0),
                    justify_content: JustifyContent::Center,
                    ..default()
                },
                TextLayout::justify(Justify::Center),
            ),
            (widget::button("›", 7.0, 6.0), SettingsAction::Language(1)),
        ],
    )
}

/// The row shows the language spoken.
pub(super) fn show_language(
    catalog: Res<CurrentCatalog>,
    mut texts: Query<&mut Text, With<LanguageText>>,
) {
    let spoken = i18n::name_of(catalog.tag());
    for mut text in &mut texts {
        if text.0 != spoken {
            text.0 = spoken.to_string();
        }
    }
}

/// The languages a step of the row reaches, whose fonts are made ready before.
pub(super) fn next_languages(catalog: Res<CurrentCatalog>, mut next: ResMut<NextLanguages>) {
    let tag = catalog.tag();
    next.set_if_neq(NextLanguages(vec![
        i18n::language_after(tag, 1),
        i18n::language_after(tag, -1),
    ]));
}

/// Away from Settings, no change of language is a step away.
pub(super) fn no_next_language(mut next: ResMut<NextLanguages>) {
    next.set_if_neq(NextLanguages::default());
}
