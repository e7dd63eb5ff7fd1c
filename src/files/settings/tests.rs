use super::*;
use crate::session::Rules;
use mnk::Level;

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
    assert_eq!(
        session.rules,
        Rules {
            size: MAX_SIDE,
            k: MIN_SIDE
        }
    );
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
    assert_eq!(*world.resource::<Theme>(), Theme::HighContrast);
    assert!(!world.resource::<Animations>().0 && world.resource::<CoachOn>().0);
    assert_eq!(
        world.resource::<WindowState>().width,
        crate::window::MIN_SIDE
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
