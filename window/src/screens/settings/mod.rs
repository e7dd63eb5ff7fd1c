//! Settings: the language ([`language`]), how long a computer waits before it moves, how
//! long Hard may think, the volume, the sound on or off, and how a match goes on: whether
//! the players alternate who starts, and whether two computers play on by themselves; the
//! coach, the theme, whether things move, and the Gomocup brain ([`brain_row`]). Changes
//! apply at once and are saved with the other settings. Back (or Esc) returns to the menu.

use std::time::Duration;

use bevy::prelude::*;
use bevy::ui::{Checked, InteractionDisabled};
use bevy::ui_widgets::{Activate, RadioGroup, ValueChange};

use crate::game::feedback::SoundLevel;
use crate::game::{BrainChoice, GameSession, SearchBudget, ThinkDelay};
use crate::screens::Screen;
use crate::theme::interaction::set_marker;
use crate::theme::palette::ChosenTheme;
use crate::theme::say::{CurrentCatalog, LanguageChoice, Say};
use crate::theme::widget;

pub use stepper::Stepper;
pub use theme_row::ThemeChoice;
use toggle::Toggles;
pub use toggle::{Toggle, ToggleChoice};

mod brain_row;
mod language;
mod stepper;
mod theme_row;
mod toggle;

/// What a settings button does.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingsAction {
    /// One step down.
    Less(Stepper),
    /// One step up.
    More(Stepper),
    /// The language before (-1) or after (1) the one spoken, in the list.
    Language(i32),
    /// Back to the menu.
    Back,
}

/// The text showing a setting's value.
#[derive(Component, Clone, Copy, Debug)]
struct ValueText(Stepper);

pub(super) fn plugin(app: &mut App) {
    super::on_esc(app, Screen::Settings, super::esc_to_menu);
    app.add_plugins(brain_row::plugin);
    app.add_systems(OnEnter(Screen::Settings), spawn_settings)
        .add_systems(
            Update,
            (
                show_values,
                language::show_language,
                language::next_languages,
            )
                .run_if(in_state(Screen::Settings)),
        )
        .add_systems(OnExit(Screen::Settings), language::no_next_language)
        .add_observer(press_settings_button)
        .add_observer(choose_toggle)
        .add_observer(theme_row::choose_theme);
}

fn spawn_settings(brain: Res<BrainChoice>, mut commands: Commands) {
    let mut rows: Vec<_> = Stepper::ALL.iter().map(|&s| stepper(s)).collect();
    // The brain's row after the computer's: the volume's row last of the steppers.
    let volume = rows.pop();
    let mut toggles: Vec<_> = Toggle::ALL.iter().map(|&t| toggle_row(t)).collect();
    let animations = toggles.pop();
    commands.spawn((
        widget::root("Settings", 3.0),
        DespawnOnExit(Screen::Settings),
        children![
            widget::heading(Say::new("settings-title"), 7.0),
            (
                Name::new("Values"),
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::FlexStart,
                    row_gap: Val::VMin(1.0),
                    ..default()
                },
                Children::spawn((
                    Spawn(language::language_row()),
                    SpawnIter(rows.into_iter()),
                    Spawn(brain_row::brain_row(&brain.path)),
                    SpawnIter(volume.into_iter()),
                    SpawnIter(toggles.into_iter()),
                    Spawn(theme_row::theme_row()),
                    SpawnIter(animations.into_iter()),
                )),
            ),
            (
                widget::button("", 24.0, 8.0),
                Say::new("settings-back"),
                SettingsAction::Back
            ),
        ],
    ));
}

/// Width of the rows' labels, in vmin.
const LABEL_VMIN: f32 = 40.0;

/// A row's label, at least `LABEL_VMIN` wide so the rows line up.
pub(super) fn row_label(key: &'static str) -> impl Bundle + use<> {
    widget::cell(
        LABEL_VMIN,
        (widget::said(Say::new(key), 3.2), TextLayout::no_wrap()),
    )
}

/// A toggle: On or Off, a radio group.
fn toggle_row(toggle: Toggle) -> impl Bundle + use<> {
    (
        Name::new(format!("Setting {}", toggle.key())),
        Node {
            align_items: AlignItems::Center,
            column_gap: Val::VMin(1.5),
            ..default()
        },
        children![
            row_label(toggle.key()),
            (
                RadioGroup,
                Node {
                    column_gap: Val::VMin(1.5),
                    ..default()
                },
                children![
                    (
                        widget::option("", 13.0, 5.5),
                        Say::new("settings-on"),
                        ToggleChoice(toggle, true)
                    ),
                    (
                        widget::option("", 13.0, 5.5),
                        Say::new("settings-off"),
                        ToggleChoice(toggle, false)
                    ),
                ],
            ),
        ],
    )
}

/// A labelled row: − value +.
fn stepper(setting: Stepper) -> impl Bundle + use<> {
    (
        Name::new(format!("Setting {}", setting.key())),
        Node {
            align_items: AlignItems::Center,
            column_gap: Val::VMin(1.5),
            ..default()
        },
        children![
            row_label(setting.key()),
            (widget::button("-", 7.0, 6.0), SettingsAction::Less(setting)),
            (
                ValueText(setting),
                widget::label("", 3.6),
                Node {
                    min_width: Val::VMin(16.0),
                    justify_content: JustifyContent::Center,
                    ..default()
                },
                TextLayout::new(Justify::Center, LineBreak::NoWrap),
            ),
            (widget::button("+", 7.0, 6.0), SettingsAction::More(setting)),
        ],
    )
}

/// The current value of `setting`.
fn value_of(
    setting: Stepper,
    delay: &ThinkDelay,
    budget: &SearchBudget,
    sound: &SoundLevel,
    brain: &BrainChoice,
    session: &GameSession,
) -> f32 {
    match setting {
        Stepper::ThinkDelay => delay.0.as_secs_f32(),
        Stepper::HardBudget => budget.0.as_secs_f32(),
        Stepper::Volume => sound.volume,
        Stepper::BrainTime => brain.move_time.as_secs_f32(),
        Stepper::Clock => stepper::clock_place(session.menu_choices().rules.clock),
    }
}

fn press_settings_button(
    activate: On<Activate>,
    actions: Query<&SettingsAction>,
    mut delay: ResMut<ThinkDelay>,
    mut budget: ResMut<SearchBudget>,
    mut sound: ResMut<SoundLevel>,
    mut brain: ResMut<BrainChoice>,
    mut session: ResMut<GameSession>,
    mut language: ResMut<LanguageChoice>,
    catalog: Res<CurrentCatalog>,
    mut next: ResMut<NextState<Screen>>,
) {
    let (setting, steps) = match actions.get(activate.entity) {
        Ok(SettingsAction::Less(setting)) => (*setting, -1),
        Ok(SettingsAction::More(setting)) => (*setting, 1),
        Ok(SettingsAction::Language(steps)) => {
            let tag = tictactoe_core::i18n::language_after(catalog.tag(), *steps);
            language.set_if_neq(LanguageChoice(Some(tag.to_string())));
            return;
        }
        Ok(SettingsAction::Back) => {
            next.set(Screen::Menu);
            return;
        }
        Err(_) => return,
    };
    let now = value_of(setting, &delay, &budget, &sound, &brain, &session);
    let value = setting.stepped(now, steps);
    match setting {
        Stepper::ThinkDelay => delay.0 = Duration::from_secs_f32(value),
        Stepper::HardBudget => budget.0 = Duration::from_secs_f32(value),
        Stepper::Volume => sound.volume = value,
        Stepper::BrainTime => brain.move_time = Duration::from_secs_f32(value),
        Stepper::Clock => {
            session.rules = session.rules.with_clock(stepper::clock_at(value));
        }
    }
}

fn choose_toggle(
    change: On<ValueChange<Entity>>,
    choices: Query<&ToggleChoice>,
    mut toggles: Toggles,
) {
    if let Ok(&ToggleChoice(toggle, on)) = choices.get(change.value) {
        toggles.set(toggle, on);
    }
}

/// Values, the chosen toggle options and the ends of each range follow the resources.
fn show_values(
    delay: Res<ThinkDelay>,
    budget: Res<SearchBudget>,
    brain: Res<BrainChoice>,
    session: Res<GameSession>,
    toggles: Toggles,
    catalog: Res<CurrentCatalog>,
    mut texts: Query<(&ValueText, &mut Text)>,
    buttons: Query<(Entity, &SettingsAction, Has<InteractionDisabled>)>,
    choices: Query<(Entity, &ToggleChoice, Has<Checked>)>,
    themes: Query<(Entity, &ThemeChoice, Has<Checked>)>,
    theme: Res<ChosenTheme>,
    mut commands: Commands,
) {
    for (entity, &ThemeChoice(option), checked) in &themes {
        set_marker::<Checked>(&mut commands, entity, checked, theme.0 == option);
    }
    let sound = &toggles.sound;
    for (ValueText(setting), mut text) in &mut texts {
        let value = value_of(*setting, &delay, &budget, sound, &brain, &session);
        let shown = setting.show(value, &catalog);
        if text.0 != shown {
            text.0 = shown;
        }
    }
    for (entity, action, disabled) in &buttons {
        let (setting, steps) = match action {
            SettingsAction::Less(setting) => (*setting, -1),
            SettingsAction::More(setting) => (*setting, 1),
            SettingsAction::Back | SettingsAction::Language(_) => continue,
        };
        let value = value_of(setting, &delay, &budget, sound, &brain, &session);
        let stuck = setting.stepped(value, steps) == setting.stepped(value, 0);
        set_marker::<InteractionDisabled>(&mut commands, entity, disabled, stuck);
    }
    for (entity, &ToggleChoice(toggle, on), checked) in &choices {
        let chosen = toggles.get(toggle) == on;
        set_marker::<Checked>(&mut commands, entity, checked, chosen);
    }
}
