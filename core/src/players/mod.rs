//! Who plays: the names people give their seats, and a player's identity for the scores (a
//! person by name, a computer by level).

use std::fmt;

use mnk::{Level, Mark};
use serde::{Deserialize, Serialize};

use crate::i18n::{Arg, Catalog};

mod name;

pub(crate) use name::hidden;
pub use name::{NAME_MAX_CHARS, tidy_name};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Seat {
    /// A person, with the mouse or keys.
    Human,
    /// The computer at a level. (Files from before the name read `Ai`.)
    #[serde(alias = "Ai")]
    Computer(Level),
    /// A person at another computer, whose moves come over the network. Not a menu
    /// choice: a network game sets it.
    Remote,
    /// The Gomocup brain set in the settings (a program given by its path), run as
    /// Piskvork runs one ([`crate::brain::turn`]). A menu choice once a brain is set.
    Brain,
}

impl Seat {
    /// Every choice, in menu order.
    pub const ALL: [Seat; 4] = [
        Seat::Human,
        Seat::Computer(Level::Easy),
        Seat::Computer(Level::Medium),
        Seat::Computer(Level::Hard),
    ];

    /// In English, for the command line: "Human", "Hard", "Online".
    pub fn name(self) -> &'static str {
        match self {
            Seat::Human => "Human",
            Seat::Computer(level) => level.name(),
            Seat::Remote => "Online",
            Seat::Brain => "Brain",
        }
    }

    /// The menu's choices for a seat: [`Seat::ALL`], and [`Seat::Brain`] when a brain is
    /// set.
    pub fn choices(brain_set: bool) -> Vec<Seat> {
        let brain = brain_set.then_some(Seat::Brain);
        Seat::ALL.into_iter().chain(brain).collect()
    }

    /// A program plays the seat: the computer at a level, or a brain.
    pub fn is_computer(self) -> bool {
        matches!(self, Seat::Computer(_) | Seat::Brain)
    }

    /// The key of the name a player sees, in the catalogues ([`crate::i18n`]).
    pub fn key(self) -> &'static str {
        match self {
            Seat::Human => "seat-human",
            Seat::Computer(Level::Easy) => "seat-easy",
            Seat::Computer(Level::Medium) => "seat-medium",
            Seat::Computer(Level::Hard) => "seat-hard",
            Seat::Remote => "seat-online",
            Seat::Brain => "seat-brain",
        }
    }
}

/// Who plays X and who plays O.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seats {
    pub x: Seat,
    pub o: Seat,
}

impl Default for Seats {
    /// A person as X against a Medium computer as O.
    fn default() -> Seats {
        Seats {
            x: Seat::Human,
            o: Seat::Computer(Level::Medium),
        }
    }
}

impl Seats {
    /// The seats with X's and O's exchanged.
    pub fn exchanged(self) -> Seats {
        Seats {
            x: self.o,
            o: self.x,
        }
    }

    /// The seat that plays `mark`.
    pub fn get(&self, mark: Mark) -> Seat {
        match mark {
            Mark::X => self.x,
            Mark::O => self.o,
        }
    }

    /// Changes who plays `mark`.
    pub fn set(&mut self, mark: Mark, seat: Seat) {
        match mark {
            Mark::X => self.x = seat,
            Mark::O => self.o = seat,
        }
    }

    /// Both seats are the computer's: a game to watch, with no undo.
    pub fn computers_only(&self) -> bool {
        self.x.is_computer() && self.o.is_computer()
    }

    /// One seat is played from another computer: a network game.
    pub fn online(&self) -> bool {
        self.x == Seat::Remote || self.o == Seat::Remote
    }
}

/// The names of the people at the seats, per mark. A seat a computer plays keeps its
/// person's name for when a person takes it again. Never empty: see [`tidy_name`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Names {
    pub x: String,
    pub o: String,
}

impl Default for Names {
    fn default() -> Names {
        Names {
            x: default_name(Mark::X).into(),
            o: default_name(Mark::O).into(),
        }
    }
}

impl Names {
    /// The names with X's and O's exchanged.
    pub fn exchanged(self) -> Names {
        Names {
            x: self.o,
            o: self.x,
        }
    }

    /// The name of the person at `mark`'s seat.
    pub fn get(&self, mark: Mark) -> &str {
        match mark {
            Mark::X => &self.x,
            Mark::O => &self.o,
        }
    }

    /// Names the person at `mark`'s seat: a name that tidies to nothing gives the default.
    pub fn set(&mut self, mark: Mark, raw: &str) {
        let name = tidy_name(raw).unwrap_or_else(|| default_name(mark).into());
        match mark {
            Mark::X => self.x = name,
            Mark::O => self.o = name,
        }
    }

    /// The same names made valid (as a hand-edited file may not be).
    pub fn tidied(&self) -> Names {
        let mut names = Names::default();
        names.set(Mark::X, &self.x);
        names.set(Mark::O, &self.o);
        names
    }
}

/// The name a person's seat has until someone types one: "Player 1" for the seat that
/// starts as X, "Player 2" for O.
pub fn default_name(mark: Mark) -> &'static str {
    match mark {
        Mark::X => "Player 1",
        Mark::O => "Player 2",
    }
}

/// A name as a player reads it in the language of `catalog`: a default name ("Player 1")
/// in that language, any other as typed.
pub fn shown_name(name: &str, catalog: &Catalog) -> String {
    match name {
        _ if name == default_name(Mark::X) => catalog.text("player-one"),
        _ if name == default_name(Mark::O) => catalog.text("player-two"),
        _ => name.to_string(),
    }
}

/// A name for a sentence of the catalogue: a default one ("Player 2") in the language's
/// words, as [`shown_name`] shows it; none (a friend who gave none) "your friend".
pub fn name_arg(name: &str) -> crate::i18n::Arg {
    match name {
        "" => crate::i18n::Arg::Message("online-your-friend"),
        _ if name == default_name(Mark::X) => crate::i18n::Arg::Message("player-one"),
        _ if name == default_name(Mark::O) => crate::i18n::Arg::Message("player-two"),
        _ => crate::i18n::Arg::Text(name.to_string()),
    }
}

/// Who a player is, for the scores: a person by name, or a computer by level.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum PlayerId {
    /// A person, by name. (Files from before the name read `Person`.)
    #[serde(alias = "Person")]
    Human(String),
    /// A computer, by level.
    Computer(Level),
    /// A friend at another computer, by the name they gave: counted apart from the players
    /// here, so that no peer's chosen name writes into a local player's tally.
    Remote(String),
    /// The Gomocup brain set in the settings, whichever program it is.
    Brain,
}

impl PlayerId {
    /// The player at `mark`'s seat.
    pub fn at(seats: &Seats, names: &Names, mark: Mark) -> PlayerId {
        match seats.get(mark) {
            Seat::Human => PlayerId::Human(names.get(mark).to_string()),
            Seat::Remote => PlayerId::Remote(names.get(mark).to_string()),
            Seat::Computer(level) => PlayerId::Computer(level),
            Seat::Brain => PlayerId::Brain,
        }
    }

    /// The player as read in the language of `catalog`: a person's name ([`shown_name`]), a
    /// computer's level ("Hard", "Schwer").
    pub fn shown(&self, catalog: &Catalog) -> String {
        match self {
            PlayerId::Human(name) | PlayerId::Remote(name) => shown_name(name, catalog),
            PlayerId::Computer(level) => catalog.text(Seat::Computer(*level).key()),
            PlayerId::Brain => catalog.text(Seat::Brain.key()),
        }
    }

    /// The player as a message's variable: a name, or the key of a computer's level (or
    /// of a default name), said in the message's language.
    pub fn arg(&self) -> Arg {
        match self {
            PlayerId::Human(name) if name == default_name(Mark::X) => Arg::Message("player-one"),
            PlayerId::Human(name) if name == default_name(Mark::O) => Arg::Message("player-two"),
            PlayerId::Human(name) | PlayerId::Remote(name) => Arg::Text(name.clone()),
            PlayerId::Computer(level) => Arg::Message(Seat::Computer(*level).key()),
            PlayerId::Brain => Arg::Message(Seat::Brain.key()),
        }
    }

    /// The player with the mark they play, in the language of `catalog`: "Ana (X)",
    /// "Hard (O)".
    pub fn with_mark(&self, catalog: &Catalog, mark: Mark) -> String {
        catalog.text_with(
            "player",
            &[("player", self.arg()), ("mark", mark.to_string().into())],
        )
    }

    /// The players at X's and O's seats.
    pub fn pair(seats: &Seats, names: &Names) -> [PlayerId; 2] {
        [Mark::X, Mark::O].map(|mark| PlayerId::at(seats, names, mark))
    }
}

impl fmt::Display for PlayerId {
    /// A person's name, or a computer's level ("Hard").
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            PlayerId::Human(name) | PlayerId::Remote(name) => f.write_str(name),
            PlayerId::Computer(level) => f.write_str(level.name()),
            PlayerId::Brain => f.write_str(Seat::Brain.name()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_left_empty_is_the_seats_default() {
        let mut names = Names::default();
        names.set(Mark::O, "  ");
        assert_eq!(names.o, "Player 2");
        names.set(Mark::X, "李小龍");
        assert_eq!(names.get(Mark::X), "李小龍");
    }

    #[test]
    fn a_computer_is_known_by_its_level_and_a_person_by_name() {
        let seats = Seats {
            x: Seat::Human,
            o: Seat::Computer(Level::Hard),
        };
        let names = Names {
            x: "Ana".into(),
            o: "Bo".into(),
        };
        let [x, o] = PlayerId::pair(&seats, &names);
        assert_eq!(
            (x.to_string(), o.to_string()),
            ("Ana".into(), "Hard".into())
        );
        assert_ne!(
            PlayerId::Human("Hard".into()),
            PlayerId::Computer(Level::Hard)
        );
    }

    #[test]
    fn a_friend_who_takes_a_local_players_name_is_counted_apart() {
        let seats = Seats {
            x: Seat::Human,
            o: Seat::Remote,
        };
        let names = Names {
            x: "Ana".into(),
            o: "Ana".into(),
        };
        let [here, there] = PlayerId::pair(&seats, &names);
        assert_eq!(here, PlayerId::Human("Ana".into()));
        assert_eq!(there, PlayerId::Remote("Ana".into()));
        let mut scores = crate::session::Scores::default();
        let result = crate::session::GameResult {
            x: there.clone(),
            o: PlayerId::Computer(Level::Easy),
            winner: Some(Mark::X),
        };
        scores.count(&result, 1);
        let easy = PlayerId::Computer(Level::Easy);
        assert_eq!(
            scores.games(&here, &easy),
            0,
            "the friend's win is not Ana's"
        );
        assert_eq!(scores.wins(&there, &easy), (1, 0, 0));
    }
}
