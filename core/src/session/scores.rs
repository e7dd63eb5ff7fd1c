//! Scores: wins, losses and draws for each pair of players, whichever marks they played.
//! A finished game counts with the result it has when it is left: undo from a finished
//! game takes its result back, and the result of the game played on replaces it.

use mnk::Mark;
use serde::{Deserialize, Serialize};

use super::PlayerId;
use crate::i18n::Catalog;

/// The games between two players. The pair is kept in order (`a` <= `b`), so the tally is
/// the same whoever played X. Two players with the same identity (Hard against Hard) are
/// told apart by mark: `a` is X.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    pub a: PlayerId,
    pub b: PlayerId,
    pub a_wins: u32,
    pub b_wins: u32,
    pub draws: u32,
}

impl Tally {
    /// No games yet between `a` and `b`.
    fn new(a: &PlayerId, b: &PlayerId) -> Tally {
        Tally {
            a: a.clone(),
            b: b.clone(),
            a_wins: 0,
            b_wins: 0,
            draws: 0,
        }
    }

    fn is_of(&self, a: &PlayerId, b: &PlayerId) -> bool {
        self.a == *a && self.b == *b
    }

    /// Games counted.
    pub fn games(&self) -> u32 {
        self.a_wins + self.b_wins + self.draws
    }
}

/// Every pair's tally. Kept in `scores.ron` (by the window's files plugin, or a
/// [`crate::kept::KeptSession`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scores {
    pub tallies: Vec<Tally>,
}

/// A finished game's result for the scores: who played X and O, and which mark won.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    pub x: PlayerId,
    pub o: PlayerId,
    /// The winner's mark; `None` for a draw.
    pub winner: Option<Mark>,
}

impl Scores {
    /// The tally of `x` and `o` (an empty one if they never played), with whether the
    /// tally's `a` is `x`.
    fn find(&self, x: &PlayerId, o: &PlayerId) -> (Option<&Tally>, bool) {
        let (a, b, x_is_a) = ordered(x, o);
        let tally = self.tallies.iter().find(|t| t.is_of(a, b));
        (tally, x_is_a)
    }

    /// Counts a result (`sign` +1) or takes it back (-1).
    pub fn count(&mut self, result: &GameResult, sign: i32) {
        let (a, b, x_is_a) = ordered(&result.x, &result.o);
        let index = match self.tallies.iter().position(|t| t.is_of(a, b)) {
            Some(index) => index,
            None => {
                self.tallies.push(Tally::new(a, b));
                self.tallies.len() - 1
            }
        };
        let tally = &mut self.tallies[index];
        let field = match (result.winner, x_is_a) {
            (None, _) => &mut tally.draws,
            (Some(Mark::X), true) | (Some(Mark::O), false) => &mut tally.a_wins,
            (Some(_), _) => &mut tally.b_wins,
        };
        *field = field.saturating_add_signed(sign);
        if tally.games() == 0 {
            self.tallies.remove(index);
        }
    }

    /// Forgets the games between `x` and `o`.
    pub fn reset(&mut self, x: &PlayerId, o: &PlayerId) {
        let (a, b, _) = ordered(x, o);
        self.tallies.retain(|t| !t.is_of(a, b));
    }

    /// Games played between `x` and `o`.
    pub fn games(&self, x: &PlayerId, o: &PlayerId) -> u32 {
        self.find(x, o).0.map_or(0, Tally::games)
    }

    /// The tally of `x` and `o`: X's wins, O's wins, and draws.
    pub fn wins(&self, x: &PlayerId, o: &PlayerId) -> (u32, u32, u32) {
        match self.find(x, o) {
            (None, _) => (0, 0, 0),
            (Some(t), true) => (t.a_wins, t.b_wins, t.draws),
            (Some(t), false) => (t.b_wins, t.a_wins, t.draws),
        }
    }

    /// The tally as a player reads it in the language of `catalog`, `x` first: "Ana 3 – 1
    /// Hard, 2 draws". Two players of the same name are told apart by mark: "Hard (X) 3 – 1
    /// Hard (O), 2 draws".
    pub fn line(&self, catalog: &Catalog, x: &PlayerId, o: &PlayerId) -> String {
        let (x_wins, o_wins, draws) = self.wins(x, o);
        let key = if x == o { "tally-same-names" } else { "tally" };
        catalog.text_with(
            key,
            &[
                ("x", x.shown(catalog).into()),
                ("o", o.shown(catalog).into()),
                ("xWins", x_wins.into()),
                ("oWins", o_wins.into()),
                ("draws", draws.into()),
            ],
        )
    }

    /// The same scores with any tally that a hand-edited file broke left out.
    pub fn tidied(self) -> Scores {
        let mut tallies: Vec<Tally> = Vec::new();
        for tally in self.tallies {
            let twice = tallies.iter().any(|t| t.is_of(&tally.a, &tally.b));
            if tally.a <= tally.b && tally.games() > 0 && !twice {
                tallies.push(tally);
            }
        }
        Scores { tallies }
    }
}

/// The pair in the tally's order, and whether `x` comes first. With equal players, X does.
fn ordered<'p>(x: &'p PlayerId, o: &'p PlayerId) -> (&'p PlayerId, &'p PlayerId, bool) {
    if x <= o { (x, o, true) } else { (o, x, false) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mnk::Level;

    fn english() -> Catalog {
        Catalog::new(crate::i18n::ENGLISH)
    }

    fn ana() -> PlayerId {
        PlayerId::Human("Ana".into())
    }

    const HARD: PlayerId = PlayerId::Computer(Level::Hard);

    fn result(x: PlayerId, o: PlayerId, winner: Option<Mark>) -> GameResult {
        GameResult { x, o, winner }
    }

    #[test]
    fn the_tally_follows_the_players_not_the_marks() {
        let mut scores = Scores::default();
        scores.count(&result(ana(), HARD, Some(Mark::X)), 1);
        scores.count(&result(HARD, ana(), Some(Mark::O)), 1);
        scores.count(&result(HARD, ana(), Some(Mark::X)), 1);
        scores.count(&result(ana(), HARD, None), 1);
        scores.count(&result(ana(), HARD, None), 1);
        assert_eq!(
            scores.line(&english(), &ana(), &HARD),
            "Ana 2 – 1 Hard, 2 draws"
        );
        assert_eq!(
            scores.line(&english(), &HARD, &ana()),
            "Hard 1 – 2 Ana, 2 draws"
        );
        assert_eq!(scores.games(&HARD, &ana()), 5);
        assert_eq!(scores.tallies.len(), 1);
    }

    #[test]
    fn a_result_taken_back_leaves_no_trace() {
        let mut scores = Scores::default();
        let win = result(ana(), HARD, Some(Mark::O));
        scores.count(&win, 1);
        scores.count(&win, -1);
        assert_eq!(scores, Scores::default());
        assert_eq!(
            scores.line(&english(), &ana(), &HARD),
            "Ana 0 – 0 Hard, 0 draws"
        );
    }

    #[test]
    fn equal_players_are_told_apart_by_mark() {
        let mut scores = Scores::default();
        scores.count(&result(HARD, HARD, Some(Mark::X)), 1);
        scores.count(&result(HARD, HARD, None), 1);
        assert_eq!(
            scores.line(&english(), &HARD, &HARD),
            "Hard (X) 1 – 0 Hard (O), 1 draw"
        );
    }

    #[test]
    fn a_reset_forgets_one_pair_only() {
        let mut scores = Scores::default();
        let medium = PlayerId::Computer(Level::Medium);
        scores.count(&result(ana(), HARD, None), 1);
        scores.count(&result(ana(), medium.clone(), None), 1);
        scores.reset(&HARD, &ana());
        assert_eq!(scores.games(&ana(), &HARD), 0);
        assert_eq!(scores.games(&ana(), &medium), 1);
    }

    #[test]
    fn a_broken_file_loses_only_its_broken_tallies() {
        let good = Tally {
            draws: 1,
            ..Tally::new(&ana(), &HARD)
        };
        let scores = Scores {
            tallies: vec![
                good.clone(),
                good.clone(),
                Tally {
                    a: HARD,
                    b: ana(),
                    ..good.clone()
                },
                Tally {
                    draws: 0,
                    ..good.clone()
                },
            ],
        };
        assert_eq!(scores.tidied().tallies, vec![good]);
    }
}
