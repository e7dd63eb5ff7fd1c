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
    for (c, r, k, marks, count) in [(4u8, 4u8, 3u8, 2usize, 6), (4, 4, 3, 3, 20), (4,4,4,3,4), (4,4,4,4,10)] {
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
