//! The computer players, judged by the games they play.

use std::collections::HashMap;
use std::time::Duration;

use mnk::{Board, Knowledge, Level, Limits, Mark, Outcome, Player, Rule, Search, Strategy, Value};
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;

fn board(text: &str) -> Board {
    text.parse().unwrap()
}

/// Plays `x` against `o` to the end and returns the outcome.
fn play_out(mut board: Board, x: &mut dyn Strategy, o: &mut dyn Strategy) -> Outcome {
    while !board.outcome().is_over() {
        let cell = match board.to_move() {
            Mark::X => x.choose(&board, None),
            Mark::O => o.choose(&board, None),
        }
        .expect("a move while the game is open");
        board.play(cell).expect("players only make legal moves");
    }
    board.outcome().clone()
}

/// Walks every game where `hard` plays `hard_mark` with any of its best moves and the
/// opponent plays every legal move; returns how many games ended, asserting none is lost.
fn every_line(board: &mut Board, hard_mark: Mark, hard: &mut Search) -> usize {
    match board.outcome() {
        Outcome::Win { mark, .. } => {
            assert_eq!(*mark, hard_mark, "Hard lost: {board}");
            return 1;
        }
        Outcome::Draw => return 1,
        Outcome::InProgress => {}
    }
    let moves = if board.to_move() == hard_mark {
        let report = hard.best_moves(board, &Limits::default()).unwrap();
        assert!(report.proven.is_some(), "3x3 is solved outright: {board}");
        report.moves
    } else {
        board.legal_moves()
    };
    let mut games = 0;
    for cell in moves {
        board.play(cell).unwrap();
        games += every_line(board, hard_mark, hard);
        board.undo();
    }
    games
}

#[test]
fn hard_never_loses_against_any_line_as_x_or_o() {
    for mark in [Mark::X, Mark::O] {
        let mut hard = Search::new(Board::classic().geometry(), Knowledge::FULL);
        let games = every_line(&mut Board::classic(), mark, &mut hard);
        assert!(games > 100, "{games} games as {mark}");
    }
}

#[test]
fn hard_on_the_empty_board_rates_every_move_a_draw() {
    let mut hard = Search::new(Board::classic().geometry(), Knowledge::FULL);
    let report = hard
        .best_moves(&Board::classic(), &Limits::default())
        .unwrap();
    assert_eq!(report.proven, Some(Value::Draw));
    assert_eq!(report.score, 0);
    assert_eq!(report.moves, (0..9).collect::<Vec<_>>());
}

#[test]
fn hard_against_hard_always_draws() {
    for seed in 0..20 {
        let mut x = Player::new(Level::Hard, seed);
        let mut o = Player::new(Level::Hard, seed + 1000);
        assert_eq!(
            play_out(Board::classic(), &mut x, &mut o),
            Outcome::Draw,
            "seed {seed}"
        );
    }
}

/// Asserts that every level, whatever its seed, plays `cell` on `position`.
fn every_level_plays(position: &str, cell: usize) {
    for level in Level::ALL {
        for seed in 0..10 {
            let mut p = Player::new(level, seed);
            assert_eq!(
                p.choose(&board(position), None),
                Some(cell),
                "{level} seed {seed}"
            );
        }
    }
}

#[test]
fn every_level_takes_a_win_in_one() {
    // X to move wins at 2 (top row) rather than blocking O's row at 5.
    every_level_plays("XX./OO./X.O", 2);
}

#[test]
fn every_level_blocks_a_loss_in_one() {
    // O to move must block X's column at 6.
    every_level_plays("XO./X../...", 6);
}

#[test]
fn medium_stops_a_fork_that_easy_walks_into() {
    // X holds two opposite corners, O the centre. A corner reply lets X fork;
    // only an edge (1, 3, 5, 7) holds the draw.
    let position = board("X../.O./..X");
    let edges = [1, 3, 5, 7];
    for seed in 0..30 {
        let mut medium = Player::new(Level::Medium, seed);
        let cell = medium.choose(&position, None).unwrap();
        assert!(
            edges.contains(&cell),
            "Medium played {cell} with seed {seed}"
        );
    }
    let easy_corner = (0..30).any(|seed| {
        let cell = Player::new(Level::Easy, seed)
            .choose(&position, None)
            .unwrap();
        !edges.contains(&cell)
    });
    assert!(
        easy_corner,
        "Easy sees only one ply, so some seed should pick a corner"
    );
}

#[test]
fn medium_makes_a_fork() {
    // X to move: 6 threatens 3 (0-3-6) and 7 (6-7-8) at once.
    let position = board("X.O/.O./..X");
    for seed in 0..10 {
        let mut medium = Player::new(Level::Medium, seed);
        let mut b = position.clone();
        let cell = medium.choose(&b, None).unwrap();
        b.play(cell).unwrap();
        assert!(b.outcome() == &Outcome::InProgress);
        assert_eq!(
            b.winning_cells(Mark::X).len(),
            2,
            "seed {seed} played {cell}"
        );
    }
}

#[test]
fn hard_beats_easy_and_never_loses_to_it() {
    let mut hard_wins = 0;
    for seed in 0..20 {
        let mut hard = Player::new(Level::Hard, seed);
        let mut easy = Player::new(Level::Easy, seed);
        let (x, o): (&mut dyn Strategy, &mut dyn Strategy) = if seed % 2 == 0 {
            (&mut hard, &mut easy)
        } else {
            (&mut easy, &mut hard)
        };
        let hard_mark = if seed % 2 == 0 { Mark::X } else { Mark::O };
        match play_out(Board::classic(), x, o) {
            Outcome::Win { mark, .. } => {
                assert_eq!(mark, hard_mark, "seed {seed}");
                hard_wins += 1;
            }
            Outcome::Draw => {}
            Outcome::InProgress => unreachable!(),
        }
    }
    assert!(hard_wins >= 5, "Hard won {hard_wins} of 20");
}

#[test]
fn hard_takes_wins_and_blocks_on_big_boards() {
    // 7x7, four in a row: X to move completes the row at 3; O to move must block there.
    let win = board("XXX..../OOO..../......./......./......./......./....... k=4");
    let block = board("XXX..../OO...../......./......./......./......./....O.. k=4");
    for seed in 0..3 {
        let mut hard = Player::new(Level::Hard, seed);
        assert_eq!(hard.choose(&win, None), Some(3));
        assert_eq!(hard.choose(&block, None), Some(3));
    }
}

/// 7x7, five in a row, O to move after b7 g3 d4 e5 d3 d5 c5 f2 c4 c7 b4 (column letter,
/// row from the top). The search alone called e4, f4 and d6 equally best (0 at depth 38,
/// not exact); after e4 or d6 X forces a win, and only f4 holds the draw.
#[test]
fn hard_holds_a_proven_draw_that_its_search_only_estimates() {
    let position = board("......./.....O./...X..O/.XXX.../..XOO../......./.XO.... k=5");
    let cell = |name: &str| {
        let (col, row) = (name.as_bytes()[0] - b'a', name[1..].parse::<i32>().unwrap());
        position.geometry().cell(col.into(), row - 1).unwrap()
    };
    let mut prover = mnk::Prover::new(position.geometry());
    assert_eq!(
        prover.prove(&position, &Limits::default()),
        Some(Value::Draw)
    );
    for (name, lost) in [("e4", true), ("d6", true), ("f4", false)] {
        let mut after = position.clone();
        after.play(cell(name)).unwrap();
        let x_wins = prover.wins(&after, Mark::X, &Limits::default());
        assert_eq!(x_wins, Some(lost), "{name}");
    }
    for seed in 0..4 {
        let mut hard = Player::new(Level::Hard, seed);
        let report = hard.analyse(&position, None).unwrap();
        assert_eq!(report.moves, vec![cell("f4")], "seed {seed}");
        assert_eq!(report.proven, Some(Value::Draw));
        assert_eq!(hard.choose(&position, None), Some(cell("f4")));
    }
}

#[test]
fn prefers_the_sooner_win() {
    // X wins now at 2; a slower win also exists. The report names only the immediate one.
    let mut hard = Search::new(board("XX./OO./...").geometry(), Knowledge::FULL);
    let report = hard
        .best_moves(&board("XX./OO./..."), &Limits::default())
        .unwrap();
    assert_eq!(report.moves, vec![2]);
    assert_eq!(mnk::plies_to_end(report.score), Some(1));
}

fn solve(cols: u8, rows: u8, k: u8) -> Value {
    let b = Board::new(cols, rows, k).unwrap();
    Search::new(b.geometry(), Knowledge::FULL)
        .solve(&b, &Limits::default())
        .unwrap()
}

#[test]
fn solver_knows_the_small_boards() {
    assert_eq!(solve(3, 3, 3), Value::Draw);
    assert_eq!(solve(4, 4, 3), Value::Win);
    assert_eq!(solve(4, 4, 4), Value::Draw);
    assert_eq!(solve(3, 3, 2), Value::Win);
}

#[test]
fn solver_knows_the_four_in_a_row_boards() {
    assert_eq!(solve(5, 5, 4), Value::Draw);
    assert_eq!(solve(5, 4, 4), Value::Draw);
    assert_eq!(solve(6, 5, 4), Value::Win);
    assert_eq!(solve(6, 6, 4), Value::Win);
    assert_eq!(solve(6, 6, 5), Value::Draw);
}

/// Plain negamax with memo and no pruning: slow, obviously right. 1 win, 0 draw, -1 loss
/// for the side to move.
fn reference_value(board: &mut Board, memo: &mut HashMap<[u128; 2], i8>) -> i8 {
    if let Some(&v) = memo.get(&board.bitboards().unwrap()) {
        return v;
    }
    let value = match board.outcome() {
        Outcome::Win { .. } => -1,
        Outcome::Draw => 0,
        Outcome::InProgress => {
            let mut best = -1;
            for cell in board.legal_moves() {
                board.play(cell).unwrap();
                best = best.max(-reference_value(board, memo));
                board.undo();
                if best == 1 {
                    break;
                }
            }
            best
        }
    };
    memo.insert(board.bitboards().unwrap(), value);
    value
}

#[test]
fn solver_and_hard_agree_with_plain_negamax_on_random_positions() {
    let mut rng = StdRng::seed_from_u64(2024);
    for (cols, rows, k, marks) in [
        (4, 4, 3, 5),
        (4, 4, 4, 9),
        (5, 4, 4, 9),
        (3, 5, 3, 3),
        (5, 5, 4, 13),
        (6, 5, 4, 18),
        (7, 7, 5, 38),
        (8, 7, 5, 45),
    ] {
        let mut memo = HashMap::new();
        let empty = Board::new(cols, rows, k).unwrap();
        // Threat-space search and the rest on, and off: the values must not change.
        let mut solvers = [Knowledge::FULL, Knowledge::CLASSIC, Knowledge::PLAIN]
            .map(|knowledge| Search::new(empty.geometry(), knowledge));
        let mut hards = [Knowledge::FULL, Knowledge::CLASSIC]
            .map(|knowledge| Player::new(Level::Hard, 1).with_knowledge(knowledge));
        let mut seen = [0; 3];
        for _ in 0..60 {
            let mut board = empty.clone();
            while board.ply() < marks && !board.outcome().is_over() {
                let cell = *board.legal_moves().choose(&mut rng).unwrap();
                board.play(cell).unwrap();
            }
            if board.outcome().is_over() {
                continue;
            }
            let truth = reference_value(&mut board.clone(), &mut memo);
            seen[(truth + 1) as usize] += 1;
            let expected = [Value::Loss, Value::Draw, Value::Win][(truth + 1) as usize];
            for solver in &mut solvers {
                assert_eq!(
                    solver.solve(&board, &Limits::default()),
                    Some(expected),
                    "{board}"
                );
            }
            for hard in &mut hards {
                let report = hard.analyse(&board, None).unwrap();
                if report.proven.is_none() {
                    // Only big boards search near the marks, and then do not claim proof.
                    assert!(board.cells() >= mnk::NARROW_CELLS, "{board}");
                    continue;
                }
                assert_eq!(report.score.signum() as i8, truth, "{board}");
                // Every move Hard rates best really keeps that value.
                for &cell in &report.moves {
                    let mut after = board.clone();
                    after.play(cell).unwrap();
                    assert_eq!(
                        -reference_value(&mut after, &mut memo),
                        truth,
                        "{board} then {cell}"
                    );
                }
            }
        }
        assert!(
            seen.iter().filter(|&&n| n > 0).count() >= 2,
            "{cols}x{rows} k={k}: {seen:?}"
        );
    }
}

#[test]
fn extreme_limits_are_clamped_not_panics() {
    use std::time::Duration;
    let b = board("X../.O./...");
    // A budget too long to add to the clock means no limit.
    let mut forever = Player::new(Level::Hard, 1).with_budget(Duration::MAX);
    assert!(forever.choose(&b, None).is_some());
    let limits = Limits {
        budget: Some(Duration::MAX),
        ..Limits::default()
    };
    let mut search = Search::new(b.geometry(), Knowledge::FULL);
    assert_eq!(search.solve(&b, &limits), Some(Value::Draw));
    // A table of 2^0 entries is clamped to the smallest that works.
    let mut tiny = Search::with_table_bits(b.geometry(), Knowledge::FULL, 0);
    assert_eq!(tiny.solve(&b, &Limits::default()), Some(Value::Draw));
    assert_eq!(
        tiny.best_moves(&b, &Limits::default()).unwrap().proven,
        Some(Value::Draw)
    );
    // Depth 0 still looks one ply ahead, on small boards and big ones.
    let zero = Limits {
        depth: Some(0),
        ..Limits::default()
    };
    let report = search.best_moves(&b, &zero).unwrap();
    assert_eq!(report.depth, 1);
    let win = board("XXX..../OOO..../......./......./......./......./....... k=4");
    let mut big = Search::new(win.geometry(), Knowledge::FULL);
    assert_eq!(big.best_moves(&win, &zero).unwrap().moves, vec![3]);
}

/// The tactics suite (benches/tactics.txt): `kind plies position` per line.
fn tactics() -> Vec<(String, u32, Board)> {
    include_str!("../benches/tactics.txt")
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let mut parts = line.splitn(3, ' ');
            let kind = parts.next().unwrap().to_string();
            let plies = parts.next().unwrap().parse().unwrap();
            (kind, plies, board(parts.next().unwrap()))
        })
        .collect()
}

#[test]
fn the_tactics_suite_is_fifty_open_positions_on_the_big_boards() {
    let suite = tactics();
    assert!(suite.len() >= 50, "{} positions", suite.len());
    for (kind, plies, position) in &suite {
        assert!(["win", "defend"].contains(&kind.as_str()), "{kind}");
        assert!((3..=9).contains(plies), "{plies}");
        assert!(
            (8..=10).contains(&position.cols()) && position.k() == 5,
            "{position}"
        );
        assert!(!position.outcome().is_over(), "{position}");
    }
    assert!(suite.iter().any(|(kind, ..)| kind == "defend"));
}

#[test]
fn threat_space_wins_on_the_suite_are_proofs() {
    // Depth 1 leaves Hard its root threat searches (VCF, VCT) and little else; no clock.
    let mut claimed = 0;
    for (kind, plies, position) in tactics().into_iter().filter(|(k, ..)| k == "win") {
        let mut hard = Search::new(position.geometry(), Knowledge::FULL);
        let limits = Limits {
            depth: Some(1),
            ..Limits::default()
        };
        let report = hard.best_moves(&position, &limits).unwrap();
        if report.proven != Some(Value::Win) {
            continue;
        }
        claimed += 1;
        // The classic search, which leaves no move out, agrees: the reply loses.
        let mut after = position.clone();
        after.play(report.moves[0]).unwrap();
        if after.outcome().is_over() {
            continue;
        }
        let mut classic = Search::new(position.geometry(), Knowledge::CLASSIC);
        let proof = Limits {
            depth: Some(mnk::plies_to_end(report.score).unwrap()),
            ..Limits::default()
        };
        let reply = classic.best_moves(&after, &proof).unwrap();
        assert!(
            reply.proven == Some(Value::Loss),
            "{kind} {plies} {position}: {:?}",
            report.moves
        );
    }
    assert!(claimed > 0);
}

#[test]
fn solving_a_big_board_leaves_no_move_out() {
    // Hard leaves far cells and all but the best few out on 7x7 and up; the solver must
    // not, nor trust what such a search left in the table. The classic search never
    // leaves a move out: the two agree on every value.
    let mut rng = StdRng::seed_from_u64(77);
    let empty = Board::new(7, 7, 5).unwrap();
    let mut full = Search::new(empty.geometry(), Knowledge::FULL);
    let mut classic = Search::new(empty.geometry(), Knowledge::CLASSIC);
    let mut seen = [0; 3];
    for _ in 0..40 {
        let mut board = empty.clone();
        while board.ply() < 18 && !board.outcome().is_over() {
            let cell = *board.legal_moves().choose(&mut rng).unwrap();
            board.play(cell).unwrap();
        }
        if board.outcome().is_over() {
            continue;
        }
        let value = classic.solve(&board, &Limits::default()).unwrap();
        seen[value as usize] += 1;
        // A narrowed search first, on the same table: its entries must not pass for proofs.
        let shallow = Limits {
            depth: Some(4),
            ..Limits::default()
        };
        full.best_moves(&board, &shallow).unwrap();
        assert_eq!(
            full.solve(&board, &Limits::default()),
            Some(value),
            "{board}"
        );
    }
    assert!(seen.iter().filter(|&&n| n > 0).count() >= 2, "{seen:?}");
}

/// An empty `size` x `size` board, five in a row, played by `rule`.
fn gomoku(size: u8, rule: Rule) -> Board {
    Board::with_rule(size, size, 5, rule).unwrap()
}

/// `board` after the moves given as (column, row).
fn after(mut board: Board, moves: &[(i32, i32)]) -> Board {
    for &(c, r) in moves {
        board.play(board.geometry().cell(c, r).unwrap()).unwrap();
    }
    board
}

#[test]
fn every_level_makes_five_and_blocks_four_on_the_gomoku_boards() {
    // X has four on row 7 from column 3; O three on row 9 (and O is to move after X's
    // fourth stone... so the positions alternate who is to move).
    let fours = [(3, 7), (3, 9), (4, 7), (4, 9), (5, 7), (5, 9), (6, 7)];
    for rule in Rule::ALL {
        for size in [15, 20] {
            let block = after(gomoku(size, rule), &fours);
            let win = after(block.clone(), &[(10, 12)]);
            let g = block.geometry();
            for level in Level::ALL {
                let mut player = Player::new(level, 1).with_budget(Duration::from_millis(200));
                let blocks = [g.cell(2, 7), g.cell(7, 7)].map(Option::unwrap);
                let chosen = player.choose(&block, None).unwrap();
                assert!(blocks.contains(&chosen), "{level} {rule} {size}: {chosen}");
                let fives = [g.cell(2, 7), g.cell(7, 7)].map(Option::unwrap);
                let chosen = player.choose(&win, None).unwrap();
                assert!(fives.contains(&chosen), "{level} {rule} {size}: {chosen}");
            }
        }
    }
}

#[test]
fn hard_stops_an_open_three() {
    // O to move: X's open three on row 7 (columns 5 to 7) must be stopped at an end.
    let board = after(
        gomoku(15, Rule::Freestyle),
        &[(5, 7), (9, 9), (6, 7), (1, 1), (7, 7)],
    );
    let g = board.geometry();
    let ends = [(4, 7), (8, 7), (3, 7), (9, 7)].map(|(c, r)| g.cell(c, r).unwrap());
    for seed in 0..3 {
        let mut hard = Player::new(Level::Hard, seed).with_budget(Duration::from_millis(300));
        let chosen = hard.choose(&board, None).unwrap();
        assert!(ends.contains(&chosen), "{chosen}");
    }
}

/// Hard against Medium on 15x15 under each rule, one game as each colour, at 0.1 s a move
/// (about 10 s in all: the only test that plays the gomoku search through whole games,
/// forbidden points and the rules' wins included).
#[test]
fn hard_beats_medium_on_15x15_under_every_rule() {
    for rule in Rule::ALL {
        for hard_mark in [Mark::X, Mark::O] {
            let mut hard = Player::new(Level::Hard, 7).with_budget(Duration::from_millis(100));
            let mut medium = Player::new(Level::Medium, 7);
            let (x, o): (&mut dyn Strategy, &mut dyn Strategy) = match hard_mark {
                Mark::X => (&mut hard, &mut medium),
                Mark::O => (&mut medium, &mut hard),
            };
            let outcome = play_out(gomoku(15, rule), x, o);
            assert!(
                matches!(outcome, Outcome::Win { mark, .. } if mark == hard_mark),
                "{rule}, Hard as {hard_mark}: {outcome:?}"
            );
        }
    }
}
