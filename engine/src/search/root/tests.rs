//! The root's reports: unfinished iterations, and wins over what the table holds.

use super::super::table::{Bound, Entry, score_to_tt};
use super::*;

#[test]
fn an_unfinished_iteration_gives_its_best_searched_move_and_the_last_finished_depth() {
    let board = Board::new(9, 9, 5).unwrap();
    let search = Search::new(board.geometry(), Knowledge::FULL);
    let classes = vec![vec![40], vec![30, 50], vec![31], vec![41]];
    // The previous best (class 0) searched again, then class 1 beat it; the clock
    // stopped the iteration before classes 2 and 3.
    let scores = vec![Some(12), Some(20), None, None];
    let clean = vec![true, true, false, false];
    let report = search.unfinished(&classes, &scores, &clean, 20, 7);
    assert_eq!(report.moves, vec![30, 50]);
    assert_eq!((report.score, report.depth, report.proven), (20, 6, None));
    // A win found by a searched move is a proof, if its search left out no move of
    // the opponent.
    let scores = vec![Some(12), Some(WIN - 5), None, None];
    let report = search.unfinished(&classes, &scores, &clean, WIN - 5, 7);
    assert_eq!((report.proven, report.plies), (Some(Value::Win), Some(5)));
    let report = search.unfinished(&classes, &scores, &[true, false, false, false], WIN - 5, 7);
    assert_eq!(report.proven, None);
    // Of two winning moves, only the proven one is listed.
    let scores = vec![Some(WIN - 5), Some(WIN - 5), None, None];
    let report = search.unfinished(&classes, &scores, &[false, true, false, false], WIN - 5, 7);
    assert_eq!(report.moves, vec![30, 50]);
    assert!(report.proven.is_some());
}

/// What `best_moves` to depth 1 reports for X's one move on a 7x7 position (block O's
/// four, every free cell near a mark, so nothing is left out at the root) when the
/// table already holds, for the position after it, a loss for O that did not reach the
/// end of every line (not an exact-depth entry).
fn report_over_a_stored_loss(left_out: [bool; 2]) -> Report {
    let board: Board = "......./......./XOOOO../......./...X.../.X...X./....... k=5"
        .parse()
        .unwrap();
    let mut search = Search::new(board.geometry(), Knowledge::FULL);
    let block = board.geometry().cell(5, 2).unwrap();
    let mut after = search.position(&board).unwrap();
    after.play(search.geometry, block);
    let (key, sym) = after.canonical(search.geometry.symmetries().len());
    let bucket = (key as usize) & (search.tt.len() - 2);
    search.tt[bucket] = Entry {
        key,
        score: score_to_tt(-(WIN - 4), 1),
        depth: 40,
        bound: Bound::Exact,
        best: search.geometry.symmetries()[sym][0] as u8,
        empties: after.empties as u8,
        left_out,
    }
    .pack();
    let limits = Limits {
        depth: Some(1),
        ..Limits::default()
    };
    let report = search.best_moves(&board, &limits).unwrap();
    assert_eq!((report.moves.clone(), report.score), (vec![block], WIN - 4));
    report
}

#[test]
fn a_win_over_a_stored_loss_that_left_moves_out_proves_nothing() {
    // Stored by a whole subtree, the loss is a proof: X's block wins.
    assert!(report_over_a_stored_loss([false, false]).proven.is_some());
    // Stored by a subtree that left out moves of O (the loser), it is not.
    assert!(report_over_a_stored_loss([false, true]).proven.is_none());
    // Moves of X left out there do not matter: X needs one winning line, not all.
    assert!(report_over_a_stored_loss([true, false]).proven.is_some());
}

/// O to move, from a game Hard lost as X. Searched 6 plies deep, O seems to win when X's
/// replies are cut to the best six by the move order; X's defence lies among the others.
#[test]
fn a_win_must_hold_against_every_reply_not_only_the_best_six() {
    let board: Board =
        "........./........./.....O.../..O....../..O....../..OXXX.../..XX...../........./......... k=5"
            .parse()
            .unwrap();
    let limits = Limits {
        depth: Some(6),
        ..Limits::default()
    };
    let every_reply = Knowledge {
        nearby: false,
        ..Knowledge::FULL
    };
    let whole = Search::new(board.geometry(), every_reply)
        .best_moves(&board, &limits)
        .unwrap();
    assert!(whole.score < WIN_ZONE, "no win for O within 6 plies");
    let narrowed = Search::new(board.geometry(), Knowledge::FULL)
        .best_moves(&board, &limits)
        .unwrap();
    assert!(narrowed.score < WIN_ZONE, "{narrowed:?}");
}
