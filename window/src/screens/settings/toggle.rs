//! The settings that are on or off, and the resources each one sets.

use bevy::prelude::*;

use crate::game::advice::CoachOn;
use crate::game::feedback::SoundLevel;
use crate::game::{AlternateStarts, AutoPlay, ForbiddenPoints, MoveNumbers};
use crate::theme::motion::Animations;

/// A setting that is on or off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Toggle {
    /// The sound.
    Sound,
    /// The players swap marks after each game.
    AlternateStarts,
    /// Two computers start their next game by themselves.
    AutoPlay,
    /// The coach shows every empty cell's value.
    Coach,
    /// Marks grow in, a win is stroked through.
    Animations,
    /// Renju's forbidden points are drawn on X's turn.
    ForbiddenPoints,
    /// Each mark shows the number of its move.
    MoveNumbers,
}

impl Toggle {
    pub(super) const ALL: [Toggle; 7] = [
        Toggle::Sound,
        Toggle::AlternateStarts,
        Toggle::AutoPlay,
        Toggle::Coach,
        Toggle::Animations,
        Toggle::ForbiddenPoints,
        Toggle::MoveNumbers,
    ];

    /// The key of its label in the catalogues.
    pub(super) fn key(self) -> &'static str {
        match self {
            Toggle::Sound => "settings-sound",
            Toggle::AlternateStarts => "settings-alternate",
            Toggle::AutoPlay => "settings-auto-play",
            Toggle::Coach => "settings-coach",
            Toggle::Animations => "settings-animations",
            Toggle::ForbiddenPoints => "settings-forbidden",
            Toggle::MoveNumbers => "settings-move-numbers",
        }
    }
}

/// One of a toggle's two options: on (`true`) or off.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ToggleChoice(pub Toggle, pub bool);

/// The resources a toggle sets.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Toggles<'w> {
    pub(super) sound: ResMut<'w, SoundLevel>,
    alternate: ResMut<'w, AlternateStarts>,
    auto_play: ResMut<'w, AutoPlay>,
    animations: ResMut<'w, Animations>,
    coach: ResMut<'w, CoachOn>,
    forbidden: ResMut<'w, ForbiddenPoints>,
    move_numbers: ResMut<'w, MoveNumbers>,
}

impl Toggles<'_> {
    pub(super) fn get(&self, toggle: Toggle) -> bool {
        match toggle {
            Toggle::Sound => !self.sound.mute,
            Toggle::AlternateStarts => self.alternate.0,
            Toggle::AutoPlay => self.auto_play.0,
            Toggle::Coach => self.coach.0,
            Toggle::Animations => self.animations.0,
            Toggle::ForbiddenPoints => self.forbidden.0,
            Toggle::MoveNumbers => self.move_numbers.0,
        }
    }

    pub(super) fn set(&mut self, toggle: Toggle, on: bool) {
        match toggle {
            Toggle::Sound => self.sound.mute = !on,
            Toggle::AlternateStarts => self.alternate.0 = on,
            Toggle::AutoPlay => self.auto_play.0 = on,
            Toggle::Coach => self.coach.0 = on,
            Toggle::Animations => self.animations.0 = on,
            Toggle::ForbiddenPoints => self.forbidden.0 = on,
            Toggle::MoveNumbers => self.move_numbers.0 = on,
        }
    }
}
