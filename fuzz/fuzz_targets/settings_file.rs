//! The settings' loader on any bytes: never panics; what it reads is in range; written
//! back, it reads the same, and the fields it does not know are kept.
#![no_main]

use std::time::Duration;

use libfuzzer_sys::fuzz_target;
use tictactoe_core::settings::list;
use tictactoe_core::settings::play::PlaySettings;
use tictactoe_core::settings::{FileFields, SETTINGS_VERSION};
use tictactoe_core::storage;

/// Within one microsecond: seconds pass through an `f32` on the way.
fn near(a: Duration, b: Duration) -> bool {
    a.abs_diff(b) <= Duration::from_micros(1)
}

fuzz_target!(|bytes: &[u8]| {
    let Ok(file) = storage::parse::<FileFields>(bytes, SETTINGS_VERSION) else {
        return;
    };
    let (settings, _unusable) = PlaySettings::read(&file);
    let rules = settings.rules;
    assert!(
        (mnk::MIN_SIDE..=mnk::MAX_SIDE).contains(&rules.size),
        "{rules:?}"
    );
    assert!((mnk::MIN_SIDE..=rules.size).contains(&rules.k), "{rules:?}");
    let in_range = |d: Duration, (low, high): (f32, f32)| (low..=high).contains(&d.as_secs_f32());
    assert!(in_range(settings.think_delay, list::THINK_DELAY_RANGE));
    assert!(in_range(settings.hard_budget, list::HARD_BUDGET_RANGE));
    assert!(!settings.names.x.trim().is_empty() && !settings.names.o.trim().is_empty());

    let mut written = file.clone();
    settings.write(&mut written);
    let text = storage::to_text(SETTINGS_VERSION, &written).expect("the settings write");
    let again = storage::parse::<FileFields>(text.as_bytes(), SETTINGS_VERSION)
        .unwrap_or_else(|e| panic!("what is written reads back ({e}): {text}"));
    let (back, unusable) = PlaySettings::read(&again);
    assert!(unusable.is_empty(), "{unusable:?} in {text}");
    assert_eq!(
        (back.seats, &back.names, back.rules, back.alternate_starts),
        (
            settings.seats,
            &settings.names,
            settings.rules,
            settings.alternate_starts
        ),
        "{text}"
    );
    assert!(near(back.think_delay, settings.think_delay), "{text}");
    assert!(near(back.hard_budget, settings.hard_budget), "{text}");
    let kept: Vec<&str> = again.keys().collect();
    for key in file.keys() {
        let plain = key
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if plain
            && !matches!(
                key,
                "true" | "false" | "Some" | "None" | "inf" | "NaN" | "_"
            )
        {
            assert!(kept.contains(&key), "{key} is kept: {text}");
        }
    }
});
