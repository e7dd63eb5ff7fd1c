//! The openings' steps, and the computer playing them.

use std::time::Duration;

use super::*;
use crate::board::{Board, Rule};

#[test]
fn free_is_black_for_the_first_player_from_the_start() {
    assert_eq!(
        Opening::Free.step(0, &[]),
        Step::Play { black: Role::First }
    );
    assert_eq!(Opening::Free.mover(1, &[]), Role::Second);
    assert_eq!(
        Opening::Free.may_choose(0, &[], Choice::PlayBlack),
        Err(OpeningError::NoChoiceDue)
    );
}

#[test]
fn swap_places_three_then_the_second_player_chooses_a_colour() {
    let marks: Vec<Step> = (0..3).map(|p| Opening::Swap.step(p, &[])).collect();
    assert_eq!(
        marks,
        [Mark::X, Mark::O, Mark::X].map(|mark| Step::Place {
            role: Role::First,
            mark
        })
    );
    assert_eq!(
        Opening::Swap.step(3, &[]),
        Step::Choose {
            role: Role::Second,
            choices: &[Choice::PlayBlack, Choice::PlayWhite]
        }
    );
    assert_eq!(
        Opening::Swap.may_place(3, &[]),
        Err(OpeningError::ChoiceDue)
    );
    assert_eq!(
        Opening::Swap.may_choose(3, &[], Choice::PlaceTwo),
        Err(OpeningError::NotOffered(Choice::PlaceTwo))
    );
    // The second player takes Black: White (the first player) moves next.
    let black = [Choice::PlayBlack];
    assert_eq!(
        Opening::Swap.step(3, &black),
        Step::Play {
            black: Role::Second
        }
    );
    assert_eq!(Opening::Swap.mover(3, &black), Role::First);
    assert_eq!(Opening::Swap.player_of(Mark::X, 9, &black), Role::Second);
    assert_eq!(Opening::Swap.player_of(Mark::O, 9, &black), Role::First);
    let white = [Choice::PlayWhite];
    assert_eq!(Opening::Swap.mover(3, &white), Role::Second);
    assert_eq!(Opening::Swap.mover(4, &white), Role::First);
}

#[test]
fn swap2_may_hand_the_choice_back_after_two_more_stones() {
    let two = [Choice::PlaceTwo];
    assert_eq!(Opening::Swap2.may_choose(3, &[], Choice::PlaceTwo), Ok(()));
    assert_eq!(
        Opening::Swap2.step(3, &two),
        Step::Place {
            role: Role::Second,
            mark: Mark::O
        }
    );
    assert_eq!(
        Opening::Swap2.step(4, &two),
        Step::Place {
            role: Role::Second,
            mark: Mark::X
        }
    );
    assert_eq!(
        Opening::Swap2.step(5, &two),
        Step::Choose {
            role: Role::First,
            choices: &[Choice::PlayBlack, Choice::PlayWhite]
        }
    );
    let back = [Choice::PlaceTwo, Choice::PlayWhite];
    assert_eq!(
        Opening::Swap2.step(5, &back),
        Step::Play {
            black: Role::Second
        }
    );
    assert_eq!(Opening::Swap2.mover(5, &back), Role::First);
    // Taking back a stone or a choice steps back through the opening.
    assert_eq!(
        Opening::Swap2.step(5, &two),
        Opening::Swap2.step(5, &back[..1])
    );
    assert!(matches!(Opening::Swap2.step(2, &[]), Step::Place { .. }));
}

#[test]
fn the_computer_places_a_playable_opening_and_chooses() {
    let budget = Duration::from_millis(100);
    for rule in [Rule::Freestyle, Rule::Renju] {
        let empty = Board::with_rule(15, 15, 5, rule).unwrap();
        let three = place_three(&empty, budget, 3);
        assert_eq!(three.len(), 3);
        let mut board = empty.clone();
        for &cell in &three {
            board.play(cell).unwrap();
            let (col, row) = board.geometry().col_row(cell);
            assert!((5..=9).contains(&col) && (5..=9).contains(&row), "{cell}");
        }
        let choice = choose(&board, SWAP2, budget, None);
        assert!(SWAP2.contains(&choice));
        let two = place_two(&board, budget, 3);
        assert_eq!(two.len(), 2);
        for &cell in &two {
            board.play(cell).unwrap();
        }
        assert!(COLOUR.contains(&choose(&board, COLOUR, budget, None)));
        assert_eq!(board.ply(), 5);
    }
}

#[test]
fn names_read_back() {
    for opening in Opening::ALL {
        assert_eq!(opening.name().parse(), Ok(opening));
    }
    assert!("swap3".parse::<Opening>().is_err());
}

#[test]
fn stones_placed_one_at_a_time_complete_the_opening_near_the_first() {
    let mut board = Board::with_rule(15, 15, 5, Rule::Freestyle).unwrap();
    for left in (1..=3).rev() {
        let cell = place_next(&board, left, Duration::from_millis(30), 7, None).unwrap();
        board.play(cell).unwrap();
    }
    assert_eq!(board.ply(), 3);
    let g = board.geometry();
    let centre = g.cell(7, 7).unwrap();
    let stones: Vec<_> = (0..board.cells())
        .filter(|&c| board.get(c).is_some())
        .collect();
    assert!(stones.iter().all(|&c| g.steps(c, centre) <= 6));
    // Each stone within two cells of one already placed (which set is rated best within
    // the budget depends on the machine's speed, so not which stone it is near).
    for left in (1..=2).rev() {
        let cell = place_next(&board, left, Duration::from_millis(30), 7, None).unwrap();
        let placed: Vec<_> = (0..board.cells())
            .filter(|&c| board.get(c).is_some())
            .collect();
        assert!(placed.iter().any(|&s| g.steps(s, cell) <= 2));
        board.play(cell).unwrap();
    }
    assert_eq!(board.ply(), 5);
}

#[test]
fn a_cancelled_opening_step_ends_at_once_with_what_it_has() {
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;
    let board = Board::with_rule(15, 15, 5, Rule::Freestyle).unwrap();
    let cancel = Some(Arc::new(AtomicBool::new(true)));
    let budget = Duration::from_secs(60);
    let start = std::time::Instant::now();
    assert!(place_next(&board, 3, budget, 7, cancel.clone()).is_some());
    let _ = choose(&board, SWAP2, budget, cancel);
    // Far within the minute it was given: the withdrawn step did not run it out.
    assert!(start.elapsed() < Duration::from_secs(30));
}
