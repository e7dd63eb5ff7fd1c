use std::collections::HashMap;
use mnk::*;
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;

fn reference(board: &mut Board, memo: &mut HashMap<[u128; 2], i32>) -> i32 {
    if let Some(&v) = memo.get(&board.bitboards()) { return v; }
    let v = match board.outcome() {
        Outcome::Win { .. } => -WIN,
        Outcome::Draw => 0,
        Outcome::InProgress => {
            let mut best = i32::MIN;
            for cell in board.legal_moves() {
                board.play(cell).unwrap();
                let c = reference(board, memo);
                board.undo();
                let s = if c > 0 { -c + 1 } else if c < 0 { -c - 1 } else { 0 };
                best = best.max(s);
            }
            best
        }
    };
    memo.insert(board.bitboards(), v);
    v
}

fn all(board: &mut Board, seen: &mut HashMap<[u128;2], ()>, out: &mut Vec<Board>) {
    if seen.insert(board.bitboards(), ()).is_some() { return; }
    out.push(board.clone());
    for c in board.legal_moves() { board.play(c).unwrap(); all(board, seen, out); board.undo(); }
}

#[test]
fn explore_3x3() {
    let mut v = Vec::new();
    all(&mut Board::classic(), &mut HashMap::new(), &mut v);
    let mut memo = HashMap::new();
    let mut shared = Search::new(Board::classic().geometry(), Knowledge::FULL);
    let mut bad = 0;
    for b in &v {
        let truth = reference(&mut b.clone(), &mut memo);
        for fresh in [false, true] {
            let mut s = Search::new(b.geometry(), Knowledge::FULL);
            let s = if fresh { &mut s } else { &mut shared };
            let a = appraise(s, b, &Limits::default()).unwrap();
            if a.score != truth || !a.exact { bad += 1; if bad < 20 { eprintln!("{b} fresh={fresh} got {:?} truth {:?}", a, Verdict::from_score(truth)); } }
            // best moves check
            for &m in &a.best { let mut n = b.clone(); n.play(m).unwrap(); let c = reference(&mut n, &mut memo); let s2 = if c > 0 { -c + 1 } else if c < 0 { -c - 1 } else { 0 }; if s2 != truth { eprintln!("bad best {b} {m}"); } }
        }
    }
    eprintln!("{} positions, {bad} bad", v.len());
}

#[test]
fn explore_4x4() {
    let mut rng = StdRng::seed_from_u64(7);
    for (k, marks) in [(3u8, 4usize), (3, 5), (3, 6), (3, 7), (3, 8), (4, 5), (4, 6), (4, 7), (4, 8), (4,9)] {
        let empty = Board::new(4, 4, k).unwrap();
        let mut memo = HashMap::new();
        let mut shared = Search::new(empty.geometry(), Knowledge::FULL);
        let (mut n, mut bad, mut nonexact) = (0, 0, 0);
        let t = std::time::Instant::now();
        for _ in 0..40 {
            let mut b = empty.clone();
            while b.ply() < marks && !b.outcome().is_over() { let c = *b.legal_moves().choose(&mut rng).unwrap(); b.play(c).unwrap(); }
            if b.outcome().is_over() { continue; }
            let truth = reference(&mut b.clone(), &mut memo);
            for fresh in [false, true] {
                let mut s = Search::new(b.geometry(), Knowledge::FULL);
                let s = if fresh { &mut s } else { &mut shared };
                let a = appraise(s, &b, &Limits { budget: Some(std::time::Duration::from_secs(2)), ..Default::default() }).unwrap();
                n += 1;
                if !a.exact { nonexact += 1; }
                if a.score != truth { bad += 1; if bad < 10 { eprintln!("k={k} {b} fresh={fresh} got {:?} {} depth {} truth {:?}", a.verdict, a.exact, a.depth, Verdict::from_score(truth)); } }
            }
        }
        eprintln!("k={k} marks={marks}: {n} appraisals, {bad} bad, {nonexact} nonexact, {:?}", t.elapsed());
    }
}

fn ab(board: &mut Board, mut alpha: i32, beta: i32) -> i32 {
    match board.outcome() {
        Outcome::Win { .. } => return -WIN,
        Outcome::Draw => return 0,
        _ => {}
    }
    let mut best = i32::MIN + 5;
    for cell in board.legal_moves() {
        board.play(cell).unwrap();
        // child window: parent s = back(c); c in terms of parent bounds: approximate with full window for simplicity when mate scores
        let c = ab(board, i32::MIN + 5, i32::MAX - 5);
        board.undo();
        let s = if c > 0 { -c + 1 } else if c < 0 { -c - 1 } else { 0 };
        best = best.max(s);
        alpha = alpha.max(s);
        if alpha >= beta { break; }
    }
    best
}

fn ab2(board: &mut Board, memo: &mut HashMap<[u128;2], i32>) -> i32 {
    if let Some(&v) = memo.get(&board.bitboards()) { return v; }
    let v = ab(board, i32::MIN+5, i32::MAX-5);
    v
}

#[test]
fn explore_big() {
    let mut rng = StdRng::seed_from_u64(11);
    for (c, r, k, marks, count) in [(5u8,5u8,4u8,13usize,60),(5,5,4,14,100),(5,5,3,12,60),(5,4,3,9,60),(6,6,4,25,60),(6,6,5,24,30),(7,7,4,38,60),(4,4,3,5,200)] {
        let empty = Board::new(c, r, k).unwrap();
        let mut memo = HashMap::new();
        let mut shared = Search::new(empty.geometry(), Knowledge::FULL);
        let (mut n, mut bad, mut nonexact) = (0, 0, 0);
        let mut kinds = [0; 3];
        let t = std::time::Instant::now();
        for _ in 0..count {
            let mut b = empty.clone();
            while b.ply() < marks && !b.outcome().is_over() { let c = *b.legal_moves().choose(&mut rng).unwrap(); b.play(c).unwrap(); }
            if b.outcome().is_over() { continue; }
            let truth = reference(&mut b.clone(), &mut memo);
            let _ = ab2;
            kinds[(truth.signum() + 1) as usize] += 1;
            for fresh in [false, true] {
                let mut s = Search::new(b.geometry(), Knowledge::FULL);
                let s = if fresh { &mut s } else { &mut shared };
                let a = appraise(s, &b, &Limits { budget: Some(std::time::Duration::from_secs(5)), ..Default::default() }).unwrap();
                n += 1;
                if !a.exact { nonexact += 1; }
                if a.score != truth { bad += 1; if bad < 10 { eprintln!("{b} fresh={fresh} got {:?} {} depth {} truth {:?}", a.verdict, a.exact, a.depth, Verdict::from_score(truth)); } }
            }
        }
        eprintln!("{c}x{r} k={k} marks={marks}: {n} appraisals, {bad} bad, {nonexact} nonexact, kinds {kinds:?} {:?} memo {}", t.elapsed(), memo.len());
    }
}

#[derive(Clone, Copy)]
enum B { E, L, U }

fn abtt(board: &mut Board, ply: i32, mut alpha: i32, mut beta: i32, tt: &mut HashMap<[u128;2], (i32, B, usize)>) -> i32 {
    match board.outcome() {
        Outcome::Win { .. } => return -(WIN - ply),
        Outcome::Draw => return 0,
        _ => {}
    }
    NODES.with(|n| n.set(n.get() + 1));
    if NODES.with(|n| n.get()) > 3_000_000 { return 0; }
    let key = board.bitboards();
    let mut first = None;
    if let Some(&(s, b, m)) = tt.get(&key) {
        let s = if s > WIN - 1000 { s - ply } else if s < -(WIN - 1000) { s + ply } else { s };
        first = Some(m);
        match b { B::E => return s, B::L if s >= beta => return s, B::U if s <= alpha => return s, B::L => alpha = alpha.max(s), B::U => beta = beta.min(s) }
        if alpha >= beta { return s; }
    }
    let a0 = alpha;
    let mut moves = board.legal_moves();
    // cheap ordering: tt move, then immediate wins/blocks
    let me = board.to_move();
    let wins = board.winning_cells(me);
    let blocks = board.winning_cells(me.opponent());
    moves.sort_by_key(|c| (Some(*c) != first, !wins.contains(c), !blocks.contains(c)));
    let mut best = -WIN - 10;
    let mut bm = moves[0];
    for c in moves {
        board.play(c).unwrap();
        let s = -abtt(board, ply + 1, -beta, -alpha, tt);
        board.undo();
        if s > best { best = s; bm = c; }
        alpha = alpha.max(s);
        if alpha >= beta { break; }
    }
    let bound = if best <= a0 { B::U } else if best >= beta { B::L } else { B::E };
    let store = if best > WIN - 1000 { best + ply } else if best < -(WIN - 1000) { best - ply } else { best };
    tt.insert(key, (store, bound, bm));
    best
}

#[test]
fn explore_huge() {
    let mut rng = StdRng::seed_from_u64(12);
    for (c, r, k, marks, count) in [(5u8,5u8,4u8,10usize,30),(5,5,4,8,10),(6,6,4,20,20),(6,6,4,18,10),(7,7,4,36,20),(5,5,3,6,20)] {
        let empty = Board::new(c, r, k).unwrap();
        let mut shared = Search::new(empty.geometry(), Knowledge::FULL);
        let (mut n, mut bad, mut nonexact) = (0, 0, 0);
        let mut kinds = [0; 3];
        let t = std::time::Instant::now();
        for _ in 0..count {
            let mut b = empty.clone();
            while b.ply() < marks && !b.outcome().is_over() { let c = *b.legal_moves().choose(&mut rng).unwrap(); b.play(c).unwrap(); }
            if b.outcome().is_over() { continue; }
            let t1 = std::time::Instant::now();
            let mut tt = HashMap::new();
            let truth = abtt(&mut b.clone(), 0, -WIN - 5, WIN + 5, &mut tt);
            let rt = t1.elapsed();
            kinds[(truth.signum() + 1) as usize] += 1;
            for fresh in [false, true] {
                let mut s = Search::new(b.geometry(), Knowledge::FULL);
                let s = if fresh { &mut s } else { &mut shared };
                let a = appraise(s, &b, &Limits { budget: Some(std::time::Duration::from_secs(5)), ..Default::default() }).unwrap();
                n += 1;
                if !a.exact { nonexact += 1; continue; }
                if a.score != truth { bad += 1; if bad < 10 { eprintln!("{b} fresh={fresh} got {:?} {} depth {} truth {:?} (ref {:?})", a.verdict, a.exact, a.depth, Verdict::from_score(truth), rt); } }
            }
        }
        eprintln!("{c}x{r} k={k} marks={marks}: {n} appraisals, {bad} bad, {nonexact} nonexact, kinds {kinds:?} {:?}", t.elapsed());
    }
}

thread_local! { static NODES: std::cell::Cell<u64> = const { std::cell::Cell::new(0) }; }

#[test]
fn explore_tense() {
    for (c, r, k, lo, hi) in [(5u8,5u8,4u8,6usize,12usize),(6,6,4,8,16),(7,7,4,8,16),(6,5,4,6,12),(7,6,4,8,14)] {
        let empty = Board::new(c, r, k).unwrap();
        let mut shared = Search::new(empty.geometry(), Knowledge::FULL);
        let (mut n, mut bad, mut nonexact, mut skipped) = (0, 0, 0, 0);
        let mut kinds = [0; 3];
        let t = std::time::Instant::now();
        for seed in 0..40u64 {
            let mut px = Player::new(Level::Medium, seed);
            let mut po = Player::new(Level::Medium, seed + 100);
            let mut b = empty.clone();
            let stop = lo + (seed as usize % (hi - lo + 1));
            while b.ply() < stop && !b.outcome().is_over() {
                let m = if b.to_move() == Mark::X { px.choose(&b, None) } else { po.choose(&b, None) }.unwrap();
                b.play(m).unwrap();
            }
            if b.outcome().is_over() { continue; }
            NODES.with(|n| n.set(0));
            let mut tt = HashMap::new();
            let truth = abtt(&mut b.clone(), 0, -WIN - 5, WIN + 5, &mut tt);
            if NODES.with(|n| n.get()) > 3_000_000 { skipped += 1; continue; }
            kinds[(truth.signum() + 1) as usize] += 1;
            for fresh in [false, true] {
                let mut s = Search::new(b.geometry(), Knowledge::FULL);
                let s = if fresh { &mut s } else { &mut shared };
                let a = appraise(s, &b, &Limits { budget: Some(std::time::Duration::from_secs(3)), ..Default::default() }).unwrap();
                n += 1;
                if !a.exact { nonexact += 1; continue; }
                if a.score != truth { bad += 1; if bad < 10 { eprintln!("{b} fresh={fresh} got {:?} {} depth {} truth {:?}", a.verdict, a.exact, a.depth, Verdict::from_score(truth)); } }
            }
        }
        eprintln!("{c}x{r} k={k}: {n} appraisals, {bad} bad, {nonexact} nonexact, {skipped} skipped, kinds {kinds:?} {:?}", t.elapsed());
    }
}
