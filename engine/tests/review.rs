//! Appraisals and move reviews, checked against plain negamax: every 3x3 position, random
//! 4x4 ones, the slips of known games, and the plies of a 5x5 win that a quicker search
//! overstates.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use mnk::{
    Appraisal, Board, Cell, GameRecord, Knowledge, Limits, Mark, MoveReview, Outcome, Search, Slip,
    Verdict, WIN, appraise, review_game, review_move,
};
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;

fn board(text: &str) -> Board {
    text.parse().unwrap()
}

fn search_for(board: &Board) -> Search {
    Search::new(board.geometry(), Knowledge::FULL)
}

fn appraisal(search: &mut Search, board: &Board) -> Appraisal {
    appraise(search, board, &Limits::default()).unwrap()
}

/// The verdict for the mover of a move leading to a position worth `after` to the side to
/// move there, counted from before the move: a loss in `p` for them is a win in `p + 1`.
fn backed_up(after: Verdict) -> Verdict {
    match after {
        Verdict::Win { plies } => Verdict::Loss { plies: plies + 1 },
        Verdict::Draw => Verdict::Draw,
        Verdict::Loss { plies } => Verdict::Win { plies: plies + 1 },
    }
}

/// How much the side to move likes a verdict: any win over a draw over any loss, a sooner
/// win over a later one, a later loss over a sooner one.
fn preference(v: Verdict) -> i64 {
    match v {
        Verdict::Win { plies } => 1000 - plies as i64,
        Verdict::Draw => 0,
        Verdict::Loss { plies } => plies as i64 - 1000,
    }
}

/// Plain negamax over verdicts with plies, no pruning: slow, obviously right. Memoised by
/// position (exact values only, no bounds).
fn reference(board: &mut Board, memo: &mut HashMap<[u128; 2], Verdict>) -> Verdict {
    if let Some(&v) = memo.get(&board.bitboards().unwrap()) {
        return v;
    }
    let value = match board.outcome() {
        Outcome::Win { .. } => Verdict::Loss { plies: 0 },
        Outcome::Draw => Verdict::Draw,
        Outcome::InProgress => board
            .legal_moves()
            .into_iter()
            .map(|cell| {
                board.play(cell).unwrap();
                let v = backed_up(reference(board, memo));
                board.undo();
                v
            })
            .max_by_key(|&v| preference(v))
            .unwrap(),
    };
    memo.insert(board.bitboards().unwrap(), value);
    value
}

/// Every position reachable from `board`, each once.
fn every_position(board: &mut Board, seen: &mut HashMap<[u128; 2], ()>, out: &mut Vec<Board>) {
    if seen.insert(board.bitboards().unwrap(), ()).is_some() {
        return;
    }
    out.push(board.clone());
    for cell in board.legal_moves() {
        board.play(cell).unwrap();
        every_position(board, seen, out);
        board.undo();
    }
}

/// Whether the side to move can force a win with the game over within `plies` plies:
/// an and-or search of that depth, independent of the engine.
fn wins_within(board: &mut Board, plies: u32) -> bool {
    if plies == 0 {
        return false;
    }
    board.legal_moves().into_iter().any(|cell| {
        board.play(cell).unwrap();
        let wins = match board.outcome() {
            Outcome::Win { .. } => true,
            Outcome::Draw => false,
            Outcome::InProgress => {
                plies >= 3
                    && board.legal_moves().into_iter().all(|reply| {
                        board.play(reply).unwrap();
                        let lost = board.outcome() == &Outcome::InProgress
                            && wins_within(board, plies - 2);
                        board.undo();
                        lost
                    })
            }
        };
        board.undo();
        wins
    })
}

/// Asserts that `appraisal` of `position` matches the reference: verdict, plies, exact,
/// and best moves (every move that keeps the verdict, plies included).
fn assert_matches_reference(
    position: &Board,
    appraisal: &Appraisal,
    memo: &mut HashMap<[u128; 2], Verdict>,
) {
    let truth = reference(&mut position.clone(), memo);
    assert_eq!(appraisal.verdict, truth, "{position}");
    assert!(appraisal.exact, "{position}");
    let keeps: Vec<Cell> = position
        .legal_moves()
        .into_iter()
        .filter(|&cell| {
            let mut after = position.clone();
            after.play(cell).unwrap();
            backed_up(reference(&mut after, memo)) == truth
        })
        .collect();
    if truth == (Verdict::Loss { plies: 2 }) {
        // Two cells win for the opponent: every move loses as fast, only blocks are listed.
        let blocks = position.winning_cells(position.to_move().opponent());
        assert_eq!(appraisal.best, blocks, "{position}");
    } else {
        assert_eq!(appraisal.best, keeps, "{position}");
    }
}

#[test]
fn verdicts_turn_between_sides_and_back_up_a_ply() {
    let win = Verdict::Win { plies: 3 };
    assert_eq!(win.for_other_side(), Verdict::Loss { plies: 3 });
    assert_eq!(win.backed_up(), Verdict::Loss { plies: 4 });
    assert_eq!(
        Verdict::Loss { plies: 0 }.backed_up(),
        Verdict::Win { plies: 1 }
    );
    assert_eq!(Verdict::Draw.for_other_side(), Verdict::Draw);
    assert_eq!(Verdict::Draw.backed_up(), Verdict::Draw);
    assert!(Verdict::Loss { plies: 9 }.rank() < Verdict::Draw.rank());
    assert!(Verdict::Draw.rank() < Verdict::Win { plies: 9 }.rank());
    assert_eq!(
        Verdict::Win { plies: 1 }.rank(),
        Verdict::Win { plies: 7 }.rank()
    );
    assert_eq!(Verdict::from_score(WIN - 5), Verdict::Win { plies: 5 });
    assert_eq!(Verdict::from_score(-WIN), Verdict::Loss { plies: 0 });
    assert_eq!(Verdict::from_score(37), Verdict::Draw);
    assert_eq!(Verdict::Loss { plies: 2 }.plies(), Some(2));
    assert_eq!(Verdict::Draw.plies(), None);
}

#[test]
fn appraise_agrees_with_plain_negamax_on_every_3x3_position() {
    let mut positions = Vec::new();
    every_position(&mut Board::classic(), &mut HashMap::new(), &mut positions);
    assert_eq!(
        positions.len(),
        5478,
        "the known count of legal 3x3 positions"
    );
    let mut memo = HashMap::new();
    // One searcher for all, its table warm from other positions, and a fresh one each.
    let mut warm = search_for(&Board::classic());
    for position in &positions {
        for search in [&mut warm, &mut search_for(position)] {
            let a = appraisal(search, position);
            assert_matches_reference(position, &a, &mut memo);
        }
    }
}

#[test]
fn a_finished_game_is_a_loss_in_zero_plies_or_a_draw() {
    let mut search = search_for(&Board::classic());
    let won = appraisal(&mut search, &board("XXX/OO./..."));
    assert_eq!(won.verdict, Verdict::Loss { plies: 0 });
    assert!(won.exact && won.best.is_empty());
    assert_eq!(won.score, -WIN);
    let drawn = appraisal(&mut search, &board("XOX/XOO/OXX"));
    assert_eq!(drawn.verdict, Verdict::Draw);
    assert!(drawn.exact && drawn.best.is_empty());
}

#[test]
fn appraise_refuses_another_shape_and_a_cancel() {
    let mut search = search_for(&Board::classic());
    let big = Board::new(4, 4, 3).unwrap();
    assert_eq!(appraise(&mut search, &big, &Limits::default()), None);
    let cancelled = Limits {
        cancel: Some(Arc::new(AtomicBool::new(true))),
        ..Limits::default()
    };
    assert_eq!(appraise(&mut search, &Board::classic(), &cancelled), None);
}

/// The review of `cell` played on `position`, each position appraised to the end.
fn review(position: &str, cell: Cell) -> MoveReview {
    let before_board = board(position);
    let mut after_board = before_board.clone();
    after_board.play(cell).unwrap();
    let mut search = search_for(&before_board);
    let before = appraisal(&mut search, &before_board);
    let after = appraisal(&mut search, &after_board);
    review_move(&before_board, cell, &before, &after)
}

#[test]
fn an_edge_answer_to_a_corner_opening_is_a_mistake() {
    // X took a corner: only the centre holds the draw for O.
    let r = review("X../.../...", 1);
    assert_eq!(r.mark, Mark::O);
    assert_eq!(r.before.verdict, Verdict::Draw);
    assert_eq!(r.before.best, vec![4]);
    assert_eq!(r.after, Verdict::Loss { plies: 5 });
    assert!(r.exact);
    assert_eq!(r.slip, Some(Slip::Mistake));
    assert_eq!(r.slip.unwrap().symbol(), "?");
    let centre = review("X../.../...", 4);
    assert_eq!((centre.after, centre.slip), (Verdict::Draw, None));
}

#[test]
fn throwing_a_win_is_a_mistake_to_a_draw_and_a_blunder_to_a_loss() {
    // X wins at 2 at once; blocking O's row at 5 only draws; anything else loses.
    let position = "XX./OO./...";
    let win = review(position, 2);
    assert_eq!(win.before.verdict, Verdict::Win { plies: 1 });
    assert_eq!(win.before.best, vec![2]);
    assert_eq!((win.after, win.slip), (Verdict::Win { plies: 0 }, None));
    let block = review(position, 5);
    assert_eq!(
        (block.after, block.slip),
        (Verdict::Draw, Some(Slip::Mistake))
    );
    let blunder = review(position, 8);
    assert_eq!(blunder.after, Verdict::Loss { plies: 1 });
    assert_eq!(blunder.slip, Some(Slip::Blunder));
    assert_eq!(Slip::Blunder.symbol(), "??");
}

#[test]
fn a_slower_win_is_no_slip() {
    // X wins at once at 8; any other move still wins, two plies later.
    let fast = review("X.O/.X./O..", 8);
    assert_eq!(fast.before.verdict, Verdict::Win { plies: 1 });
    assert_eq!(fast.after, Verdict::Win { plies: 0 });
    let slow = review("X.O/.X./O..", 1);
    assert_eq!((slow.after, slow.slip), (Verdict::Win { plies: 2 }, None));
}

#[test]
fn estimates_mark_no_slip() {
    let appraised = |verdict, exact| Appraisal {
        verdict,
        exact,
        proven: exact || verdict != Verdict::Draw,
        best: Vec::new(),
        score: 0,
        depth: 3,
        line: Vec::new(),
    };
    let position = Board::new(7, 7, 4).unwrap();
    // A proven win, then no forced result found: the win may lie past the horizon.
    let win = appraised(Verdict::Win { plies: 9 }, true);
    let unknown = appraised(Verdict::Draw, false);
    let r = review_move(&position, 24, &win, &unknown);
    assert_eq!((r.after, r.exact, r.slip), (Verdict::Draw, false, None));
    // No forced result found before, a proven loss after: it may have been lost already.
    let they_win = appraised(Verdict::Win { plies: 4 }, true);
    let r = review_move(&position, 24, &unknown, &they_win);
    assert_eq!((r.after, r.slip), (Verdict::Loss { plies: 4 }, None));
    // A proven win thrown to a proven loss is a blunder even with the plies unsettled.
    let win_unsettled = appraised(Verdict::Win { plies: 9 }, false);
    let r = review_move(&position, 24, &win_unsettled, &they_win);
    assert_eq!((r.exact, r.slip), (false, Some(Slip::Blunder)));
    // A win found by a search that left moves out proves nothing: no slip to mark.
    let win_guessed = Appraisal {
        proven: false,
        ..win_unsettled
    };
    let r = review_move(&position, 24, &win_guessed, &they_win);
    assert_eq!(r.slip, None);
}

/// Walks every game where each move is one of the appraisal's best, asserting that no
/// such move is a slip and that each keeps the verdict, one ply nearer the end.
fn best_lines(position: &mut Board, search: &mut Search) -> usize {
    let before = appraisal(search, position);
    if position.outcome().is_over() {
        return 1;
    }
    let mut games = 0;
    for &cell in &before.best.clone() {
        let mut after_board = position.clone();
        after_board.play(cell).unwrap();
        let after = appraisal(search, &after_board);
        let r = review_move(position, cell, &before, &after);
        assert_eq!(r.slip, None, "{position} then {cell}");
        assert_eq!(
            r.after.for_other_side().backed_up(),
            before.verdict,
            "{position} then {cell}"
        );
        position.play(cell).unwrap();
        games += best_lines(position, search);
        position.undo();
    }
    games
}

#[test]
fn best_play_marks_nothing() {
    let mut search = search_for(&Board::classic());
    let games = best_lines(&mut Board::classic(), &mut search);
    assert!(games > 1000, "{games} best-play games");
}

#[test]
fn review_game_judges_each_move_once_and_stops_on_cancel() {
    // X corner, O edge (a mistake), then X wins down the left column.
    let moves = [0, 1, 4, 8, 3, 5, 6];
    let geometry = Board::classic().geometry();
    // The cursor stands before the last move: moves past it are judged too.
    let record = GameRecord::from_moves(geometry, &moves, 5).unwrap();
    let mut search = search_for(&Board::classic());
    let reviews = review_game(&record, &mut search, &Limits::default()).unwrap();
    assert_eq!(reviews.len(), moves.len());
    let cells: Vec<Cell> = reviews.iter().map(|r| r.cell).collect();
    assert_eq!(cells, moves);
    let marks: Vec<Mark> = reviews.iter().map(|r| r.mark).collect();
    assert_eq!(marks[..3], [Mark::X, Mark::O, Mark::X]);
    assert_eq!(reviews[0].before, appraisal(&mut search, &Board::classic()));
    assert_eq!(reviews[1].slip, Some(Slip::Mistake));
    assert!(reviews.iter().all(|r| r.exact));
    let last = reviews.last().unwrap();
    assert_eq!(last.after, Verdict::Win { plies: 0 });
    // Each position is appraised once: the after of one move is the before of the next.
    for pair in reviews.windows(2) {
        assert_eq!(pair[0].after, pair[1].before.verdict.for_other_side());
    }

    let cancelled = Limits {
        cancel: Some(Arc::new(AtomicBool::new(true))),
        ..Limits::default()
    };
    assert_eq!(review_game(&record, &mut search, &cancelled), None);
    let mut other_shape = search_for(&Board::new(4, 4, 3).unwrap());
    assert_eq!(
        review_game(&record, &mut other_shape, &Limits::default()),
        None
    );
}

#[test]
fn small_4x4_boards_are_exact_within_a_second() {
    let second = Limits {
        budget: Some(Duration::from_secs(1)),
        ..Limits::default()
    };
    // Three in a row: X wins with its third mark; an and-or search agrees on the plies.
    let mut three = Board::new(4, 4, 3).unwrap();
    let a = appraise(&mut search_for(&three), &three, &second).unwrap();
    assert!(a.exact);
    assert_eq!(a.verdict, Verdict::Win { plies: 5 });
    assert!(wins_within(&mut three, 5) && !wins_within(&mut three, 3));
    // Four in a row: a draw.
    let four = Board::new(4, 4, 4).unwrap();
    let a = appraise(&mut search_for(&four), &four, &second).unwrap();
    assert_eq!((a.verdict, a.exact), (Verdict::Draw, true));

    // Random openings, each checked against plain negamax, plies and best moves included.
    let mut rng = StdRng::seed_from_u64(7);
    for empty in [three, four] {
        let mut memo = HashMap::new();
        let mut search = search_for(&empty);
        for _ in 0..15 {
            let mut position = empty.clone();
            while position.ply() < 6 && !position.outcome().is_over() {
                let cell = *position.legal_moves().choose(&mut rng).unwrap();
                position.play(cell).unwrap();
            }
            let a = appraise(&mut search, &position, &second).unwrap();
            assert_matches_reference(&position, &a, &mut memo);
        }
    }
}

#[test]
fn appraise_settles_plies_that_best_moves_overstates() {
    // 5x5, four in a row, X to move. Deepening stops at depth 2 with a forcing win in 7
    // plies; a quieter one takes 5.
    let position = board("X..../..O.O/O...X/.X.../X...O k=4");
    let mut search = search_for(&position);
    let quick = search.best_moves(&position, &Limits::default()).unwrap();
    assert_eq!(
        (quick.proven, quick.plies),
        (Some(mnk::Value::Win), Some(7))
    );
    let a = appraisal(&mut search, &position);
    assert_eq!(a.verdict, Verdict::Win { plies: 5 });
    assert!(a.exact);
    assert!(mnk::plies_to_end(quick.score).unwrap() >= 5);
    let mut check = position.clone();
    assert!(wins_within(&mut check, 5) && !wins_within(&mut check, 3));
    // Every best move wins in 4 more plies.
    for &cell in &a.best {
        let mut after = position.clone();
        after.play(cell).unwrap();
        let reply = appraisal(&mut search, &after);
        assert_eq!(reply.verdict, Verdict::Loss { plies: 4 }, "{cell}");
    }
}

#[test]
fn a_win_by_continuous_fours_is_proven_where_the_search_cannot_see_it() {
    // 9x9, five in a row, X to move: a four on the diagonal (e5), O's forced block, then
    // an open four on row 5 wins in 5 plies. At depth 1 the deepening alone sees only the
    // four; Hard's move (the root's VCF) and the appraisal (its threat searches) see it all.
    let position = board(
        "O.......O/.X......./..X.....O/...X...../.XX....../........./........./........./O.....O.. k=5",
    );
    let mut search = search_for(&position);
    let depth_one = Limits {
        depth: Some(1),
        ..Limits::default()
    };
    let seen = search.best_moves(&position, &depth_one).unwrap();
    assert_eq!((seen.proven, seen.plies), (Some(mnk::Value::Win), Some(5)));
    let a = appraise(&mut search, &position, &depth_one).unwrap();
    assert_eq!(a.verdict, Verdict::Win { plies: 5 });
    assert!(a.proven && !a.exact);
    assert_eq!(a.best, vec![40]);
    let mut check = position.clone();
    assert!(wins_within(&mut check, 5));
}

#[test]
fn a_gomoku_appraisal_gives_the_line_it_expects_from_its_best_move() {
    // 15x15 freestyle, a quiet opening (no threat to search out at once): the main
    // search's table keeps the replies it expects.
    let mut board = Board::new(15, 15, 5).unwrap();
    let g = board.geometry();
    let at = |col: i32, row: i32| g.cell(col, row).unwrap();
    for (col, row) in [(7, 7), (8, 8), (6, 8), (8, 6)] {
        board.play(at(col, row)).unwrap();
    }
    let mut search = Search::new(board.geometry(), Knowledge::FULL);
    let limits = Limits {
        depth: None,
        budget: Some(Duration::from_millis(500)),
        cancel: None,
    };
    let appraisal = appraise(&mut search, &board, &limits).unwrap();
    let line = &appraisal.line;
    assert_eq!(
        line.first(),
        appraisal.best.first(),
        "the line starts at the best move"
    );
    assert!(line.len() >= 2, "{line:?}");
    assert!(line.len() <= mnk::LINE_PLIES);
    // Every move of it is legal in turn.
    let mut after = board.clone();
    for &cell in line {
        after.play(cell).unwrap();
    }
}
