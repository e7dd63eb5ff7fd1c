use super::*;
use crate::theme::palette::Theme;
use mnk::{Level, MIN_SIDE, Rule};
use std::time::Duration;
use tictactoe_core::session::Rules;
use tictactoe_core::settings::list::BOARD_MAX_SIDE as MAX_SIDE;

#[test]
fn settings_out_of_range_are_brought_into_range_and_bad_fields_keep_their_default() {
    let wild = r#"(version: 1, data: (
        x: Computer(Hard), o: Human, names: (x: " Ana ", o: ""),
        size: 40, k: 2, think_delay: 99.0, hard_budget: 0.0, volume: -1.0, mute: true,
        alternate_starts: false, auto_play: true, theme: HighContrast,
        animations: false, coach: true, window: (width: 1.0),
        auto_save: "a field this game does not know",
    ))"#;
    let world = read_into_defaults(wild.as_bytes()).unwrap();
    let session = world.resource::<GameSession>();
    assert_eq!(
        (session.seats.x, session.seats.o),
        (Seat::Computer(Level::Hard), Seat::Human)
    );
    assert_eq!((&*session.names.x, &*session.names.o), ("Ana", "Player 2"));
    assert_eq!(session.rules, Rules::new(MAX_SIDE, MIN_SIDE));
    assert_eq!(world.resource::<ThinkDelay>().0, Duration::from_secs(2));
    assert_eq!(
        world.resource::<SearchBudget>().0,
        Duration::from_millis(250)
    );
    let sound = world.resource::<SoundLevel>();
    assert_eq!((sound.volume, sound.mute), (0.0, true));
    assert_eq!(
        (
            world.resource::<AlternateStarts>().0,
            world.resource::<AutoPlay>().0
        ),
        (false, true)
    );
    assert_eq!(world.resource::<ChosenTheme>().0, Theme::HighContrast);
    assert!(!world.resource::<Animations>().0 && world.resource::<CoachOn>().0);
    assert_eq!(
        world.resource::<WindowState>().width,
        declared::WINDOW_MIN_SIDE
    );

    let one_bad = "(version: 1, data: (x: Wizard, size: 5, think_delay: \"slow\"))";
    let world = read_into_defaults(one_bad.as_bytes()).unwrap();
    let session = world.resource::<GameSession>();
    assert_eq!(
        session.seats.x,
        Seat::Human,
        "a bad field keeps its default"
    );
    assert_eq!(session.rules.size, 5, "the others are read");
    assert_eq!(world.resource::<ThinkDelay>().0, ThinkDelay::default().0);
}

#[test]
fn the_file_reads_back_as_written_in_the_form_it_always_had() {
    let text = default_file();
    assert!(text.contains("x: Human"), "{text}");
    assert!(
        text.contains("names: (x: \"Player 1\", o: \"Player 2\")"),
        "{text}"
    );
    assert!(text.contains("think_delay: 0.6"), "{text}");
    let world = read_into_defaults(text.as_bytes()).unwrap();
    assert_eq!(registry().snapshot(&world), {
        let mut defaults = World::new();
        for entry in &registry().0 {
            (entry.init)(&mut defaults);
        }
        registry().snapshot(&defaults)
    });
}

#[test]
fn the_play_settings_read_a_file_as_the_window_does_and_write_back_only_their_fields() {
    let wild = r#"(version: 1, data: (
        x: Computer(Easy), o: Computer(Hard), names: (x: "  Bo ", o: "Cy"),
        size: 0, k: 9, think_delay: -3.0, hard_budget: 1.5, alternate_starts: false,
        theme: Light, window: (width: 900.0, height: 700.0), unknown: [1, 2],
    ))"#;
    let file = storage::parse::<FileFields>(wild.as_bytes(), SETTINGS_VERSION).unwrap();
    let (play, unusable) = PlaySettings::read(&file);
    assert!(unusable.is_empty(), "{unusable:?}");
    let world = read_into_defaults(wild.as_bytes()).unwrap();
    let session = world.resource::<GameSession>();
    assert_eq!(
        (play.seats, &play.names, play.rules),
        (session.seats, &session.names, session.rules)
    );
    assert_eq!(play.think_delay, world.resource::<ThinkDelay>().0);
    assert_eq!(play.hard_budget, world.resource::<SearchBudget>().0);
    assert_eq!(play.alternate_starts, world.resource::<AlternateStarts>().0);

    let mut file = file;
    let changed = PlaySettings {
        rules: Rules::new(7, 5).with_rule(Rule::Renju),
        ..play
    };
    changed.write(&mut file);
    let text = storage::to_text(SETTINGS_VERSION, &file).unwrap();
    let back = read_into_defaults(text.as_bytes()).unwrap();
    assert_eq!(
        back.resource::<GameSession>().rules,
        Rules::new(7, 5).with_rule(Rule::Renju)
    );
    assert_eq!(back.resource::<ChosenTheme>().0, Theme::Light, "{text}");
    assert_eq!(back.resource::<WindowState>().width, 900.0, "{text}");
    let again = storage::parse::<FileFields>(text.as_bytes(), SETTINGS_VERSION).unwrap();
    assert_eq!(PlaySettings::read(&again).0, changed);
    assert!(again.keys().any(|key| key == "unknown"), "{text}");

    let bad = "(version: 1, data: (size: \"big\", k: 4))";
    let file = storage::parse::<FileFields>(bad.as_bytes(), SETTINGS_VERSION).unwrap();
    let (play, unusable) = PlaySettings::read(&file);
    assert_eq!(play.rules, Rules::new(3, 3), "k fits the default board");
    assert_eq!(unusable.len(), 1, "{unusable:?}");
    assert_eq!(unusable[0].0, "size", "{unusable:?}");

    // Renju with four in a row is refused with its reason, never played as another rule.
    let unfit = "(version: 1, data: (size: 9, k: 4, rule: Renju))";
    let file = storage::parse::<FileFields>(unfit.as_bytes(), SETTINGS_VERSION).unwrap();
    let (play, unusable) = PlaySettings::read(&file);
    assert_eq!(play.rules, Rules::new(9, 4));
    assert_eq!(
        unusable,
        [(
            "rule".into(),
            "renju is played with 5 in a row, not 4".into()
        )]
    );
    let world = read_into_defaults(unfit.as_bytes()).unwrap();
    assert_eq!(world.resource::<GameSession>().rules, Rules::new(9, 4));
}

#[test]
fn the_window_binds_every_declared_setting_in_the_files_order_each_at_its_default() {
    let registry = registry();
    let keys: Vec<&str> = registry.keys().collect();
    // The core's list in its order (the board's side before its win length), the window's
    // own in theirs.
    let core: Vec<&str> = list::ALL.iter().map(|about| about.key).collect();
    let own: Vec<&str> = declared::ALL.iter().map(|about| about.key).collect();
    assert_eq!(
        keys.iter()
            .filter(|k| core.contains(k))
            .copied()
            .collect::<Vec<_>>(),
        core
    );
    assert_eq!(
        keys.iter()
            .filter(|k| own.contains(k))
            .copied()
            .collect::<Vec<_>>(),
        own
    );
    assert_eq!(keys.len(), core.len() + own.len());
    let mut world = World::new();
    for entry in &registry.0 {
        (entry.init)(&mut world);
    }
    assert_eq!(registry.snapshot(&world), registry.defaults());
}
