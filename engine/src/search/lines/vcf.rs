//! Victory by continuous fours (VCF; Allis, "Searching for Solutions in Games and
//! Artificial Intelligence", 1994) on the lines position: the attacker makes a four at every
//! move and the defender has its one block, until the attacker has two points of five (an
//! open four, or two fours) or the block is a point the defender may not play (renju's
//! forbidden points of Black). Every move of the defender is forced, so a VCF found is a
//! win whatever the defender does; not finding one, within the budget, proves nothing.

use std::collections::HashSet;

use super::patterns::Lines;

/// A VCF search's bounds: the positions it may visit, and the attacker's positions found
/// to hold no VCF (a line of fours often reaches one position by several orders).
pub(super) struct Vcf {
    /// Attacker's moves left to try.
    pub left: u32,
    failed: HashSet<u64>,
}

impl Vcf {
    /// A search of at most `positions` attacker's moves.
    pub fn new(positions: u32) -> Vcf {
        Vcf {
            left: positions,
            failed: HashSet::new(),
        }
    }

    /// A win by continuous fours for the side to move: its first move (a padded cell) and
    /// the plies until its five, that move and the five included. `None` when there is
    /// none within the budget, or when the side to move already has a five to make (the
    /// search's own first test) or has the opponent's five to block.
    pub fn win(&mut self, l: &mut Lines) -> Option<(usize, u32)> {
        let (me, opp) = (l.side, 1 - l.side);
        if l.fives[me] > 0 || l.fives[opp] > 0 {
            return None;
        }
        self.attack(l)
    }

    /// The attacker to move, with no five of its own to make: each of its fours in turn,
    /// the most valuable cells first.
    fn attack(&mut self, l: &mut Lines) -> Option<(usize, u32)> {
        let (me, opp) = (l.side, 1 - l.side);
        if l.fives[opp] >= 2 || self.left == 0 || self.failed.contains(&l.hash) {
            return None;
        }
        let mut fours: Vec<(i32, usize)> = if l.fives[opp] == 1 {
            // The opponent's four must be blocked: only a block that is a four goes on.
            l.board_cells()
                .filter(|&p| l.is_empty(p) && l.levels[p][opp].contains(&super::FIVE))
                .filter(|&p| l.summary(p, me).fours > 0)
                .map(|p| (0, p))
                .collect()
        } else {
            l.board_cells()
                .filter(|&p| l.is_empty(p) && l.summary(p, me).fours > 0)
                .map(|p| (l.cell_value(p, me), p))
                .collect()
        };
        fours.sort_unstable_by_key(|&(value, _)| std::cmp::Reverse(value));
        for (_, p) in fours {
            if self.left == 0 {
                return None;
            }
            if l.forbidden(p) {
                continue;
            }
            self.left -= 1;
            l.play(p);
            let plies = self.defend(l, p);
            l.unplay(p);
            if let Some(plies) = plies {
                return Some((p, plies + 1));
            }
        }
        if self.left > 0 {
            self.failed.insert(l.hash);
        }
        None
    }

    /// The defender to move after the attacker's four on `four`: plies until the
    /// attacker's five, if the attack goes through.
    fn defend(&mut self, l: &mut Lines, four: usize) -> Option<u32> {
        let (me, attacker) = (l.side, 1 - l.side);
        if l.fives[me] > 0 || l.fives[attacker] == 0 {
            return None;
        }
        if l.fives[attacker] >= 2 {
            return Some(2);
        }
        let block = l.five_point_near(four, attacker)?;
        if l.forbidden(block) {
            return Some(2);
        }
        l.play(block);
        let rest = self.attack(l);
        l.unplay(block);
        rest.map(|(_, plies)| plies + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, Mark, Outcome, Rule};
    use rand::rngs::StdRng;
    use rand::seq::IndexedRandom;
    use rand::{Rng, SeedableRng};

    /// A position of `stones` random stones in the middle 9x9 of a 15x15 board, the game
    /// still on.
    fn crowded(rule: Rule, stones: usize, rng: &mut StdRng) -> Board {
        let mut board = Board::with_rule(15, 15, 5, rule).unwrap();
        while board.ply() < stones {
            let middle: Vec<usize> = board
                .legal_moves()
                .into_iter()
                .filter(|&c| (3..12).contains(&(c % 15)) && (3..12).contains(&(c / 15)))
                .collect();
            let Some(&cell) = middle.choose(rng) else {
                break;
            };
            if board.clone().play(cell).is_ok_and(|o| !o.is_over()) {
                board.play(cell).unwrap();
            } else {
                break;
            }
        }
        board
    }

    /// Plays a VCF out on the rules' own board: the attacker follows a fresh search at
    /// each of its turns, the defender blocks or plays anywhere at random; the attacker
    /// must win within the plies first claimed, by moves the rules allow.
    fn play_out(mut board: Board, claimed: u32, rng: &mut StdRng) {
        let attacker = board.to_move();
        let mut left = claimed as i64;
        loop {
            let mut l = Lines::new(&board);
            let (me, opp) = (l.side, 1 - l.side);
            let cell = if l.fives[me] > 0 {
                let p = l
                    .board_cells()
                    .find(|&p| l.is_empty(p) && l.levels[p][me].contains(&super::super::FIVE))
                    .unwrap();
                l.cell(p)
            } else {
                let (p, plies) = Vcf::new(100_000)
                    .win(&mut l)
                    .expect("the VCF holds after the defence");
                assert!(
                    plies as i64 <= left,
                    "{board}: {plies} plies left of {left}"
                );
                l.cell(p)
            };
            let outcome = board
                .play(cell)
                .expect("the attacker's move is legal")
                .clone();
            left -= 1;
            if outcome.is_over() {
                assert!(
                    matches!(outcome, Outcome::Win { mark, .. } if mark == attacker),
                    "{board}"
                );
                assert!(left >= 0);
                return;
            }
            let l = Lines::new(&board);
            let block = l
                .board_cells()
                .find(|&p| l.is_empty(p) && l.levels[p][opp].contains(&super::super::FIVE))
                .map(|p| l.cell(p));
            let legal = board.legal_moves();
            let reply = match block {
                Some(b) if rng.random_bool(0.7) && legal.contains(&b) => b,
                _ => *legal.choose(rng).unwrap(),
            };
            let outcome = board.play(reply).unwrap().clone();
            left -= 1;
            assert!(
                !outcome.is_over() || matches!(outcome, Outcome::Draw),
                "{board}: the defender won"
            );
            assert!(board.to_move() == attacker);
        }
    }

    #[test]
    fn every_vcf_found_wins_against_any_defence_under_every_rule() {
        let mut rng = StdRng::seed_from_u64(59);
        for rule in [Rule::Freestyle, Rule::Standard, Rule::Renju, Rule::Caro] {
            let mut found = 0;
            for _ in 0..300 {
                let board = crowded(rule, rng.random_range(12..40), &mut rng);
                if board.outcome().is_over() {
                    continue;
                }
                let mut l = Lines::new(&board);
                if let Some((_, plies)) = Vcf::new(20_000).win(&mut l) {
                    found += 1;
                    for _ in 0..4 {
                        play_out(board.clone(), plies, &mut rng);
                    }
                }
            }
            assert!(found >= 10, "{rule:?}: only {found} positions with a VCF");
        }
    }

    #[test]
    fn an_open_three_is_a_win_in_three_and_a_closed_one_is_none() {
        let open = ".........../.........../...XXX...../.........../.........../O........../.O........./..O......../.........../.........../........... k=5";
        let mut l = Lines::new(&open.parse::<Board>().unwrap());
        assert_eq!(l.side, 0);
        let (p, plies) = Vcf::new(1_000).win(&mut l).unwrap();
        assert_eq!(plies, 3);
        assert!([2, 6].contains(&(l.cell(p) % 11)), "{}", l.cell(p));
        let closed = ".........../.........../..OXXX...../.........../.........../O........../.O........./.........../.........../.........../........... k=5";
        let board: Board = closed.parse().unwrap();
        assert_eq!(board.to_move(), Mark::X);
        assert!(Vcf::new(1_000).win(&mut Lines::new(&board)).is_none());
    }
}
