//! Tuning the evaluation on game results (Texel's method, Österlund 2014): self-play
//! games of Hard on 9x9, then a logistic regression of their results on the evaluation's
//! terms. Not kept (BENCHMARKS.md).
//! `-- gen GAMES SECONDS SEED` prints one game a line: result (1 X won, 0 draw, -1 O won)
//! then the cells. `-- fit FILES` fits five forms of the evaluation on half of the games
//! and prints their log loss on the other half, and their weights. `TTT_TUNED` (24 whole
//! numbers, the order of the features) sets the weights Hard plays with on k = 5.

use std::time::Duration;

use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};

use mnk::{Board, Level, Mark, Outcome, Player, Strategy, pattern_features};

fn opening(board: &mut Board, rng: &mut StdRng) {
    let g = board.geometry();
    let (mid_c, mid_r) = (g.cols as i32 / 2, g.rows as i32 / 2);
    let x = g
        .cell(
            mid_c + rng.random_range(-2..=2),
            mid_r + rng.random_range(-2..=2),
        )
        .unwrap();
    board.play(x).unwrap();
    for _ in 0..2 {
        let last = board.history().last().unwrap();
        let (c, r) = g.col_row(last);
        let near: Vec<_> = (-2..=2)
            .flat_map(|dr| (-2..=2).map(move |dc| (dc, dr)))
            .filter_map(|(dc, dr)| g.cell(c + dc, r + dr))
            .filter(|&cell| board.get(cell).is_none())
            .collect();
        board.play(*near.choose(rng).unwrap()).unwrap();
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args[0].as_str() {
        "gen" => {
            let games: u32 = args[1].parse().unwrap();
            let budget = Duration::from_secs_f64(args[2].parse().unwrap());
            let seed: u64 = args[3].parse().unwrap();
            let size: u8 = args.get(4).map(|s| s.parse().unwrap()).unwrap_or(9);
            let mut rng = StdRng::seed_from_u64(seed * 7919 + 17);
            for game in 0..games {
                let mut board = Board::new(size, size, 5).unwrap();
                opening(&mut board, &mut rng);
                let s = seed * 100_000 + u64::from(game) * 2;
                let mut players = [
                    Player::new(Level::Hard, s).with_budget(budget),
                    Player::new(Level::Hard, s + 1).with_budget(budget),
                ];
                while !board.outcome().is_over() {
                    let i = usize::from(board.to_move() == Mark::O);
                    let cell = players[i].choose(&board, None).unwrap();
                    board.play(cell).unwrap();
                }
                let result = match board.outcome() {
                    Outcome::Win { mark: Mark::X, .. } => 1,
                    Outcome::Win { .. } => -1,
                    _ => 0,
                };
                let cells: Vec<String> = board.history().map(|c| c.to_string()).collect();
                println!("{result} {}", cells.join(" "));
            }
        }
        "fit" => fit(&args[1..]),
        _ => panic!("gen or fit"),
    }
}

/// Positions of the games in `files`: features and the mover's result (1, 0.5, 0),
/// split into two sets by game (even, odd).
fn load(files: &[String]) -> [Vec<(Vec<f64>, f64)>; 2] {
    let mut sets = [Vec::new(), Vec::new()];
    let mut game = 0;
    for file in files {
        for line in std::fs::read_to_string(file).unwrap().lines() {
            let mut parts = line.split_whitespace();
            let result: i32 = parts.next().unwrap().parse().unwrap();
            let cells: Vec<usize> = parts.map(|c| c.parse().unwrap()).collect();
            let mut board = Board::new(9, 9, 5).unwrap();
            for (ply, &cell) in cells.iter().enumerate() {
                if ply >= 3 && !board.outcome().is_over() {
                    let (f, quiet) = pattern_features(&board);
                    if quiet && f.iter().any(|&v| v != 0.0) {
                        let mut f = f;
                        f.push(if board.to_move() == Mark::X { 1.0 } else { 0.0 });
                        let sign = if board.to_move() == Mark::X { 1 } else { -1 };
                        let y = f64::from(result * sign + 1) / 2.0;
                        sets[game % 2].push((f, y));
                    }
                }
                board.play(cell).unwrap();
            }
            game += 1;
        }
    }
    sets
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// Mean log-loss of weights `w` on `data`, with features mapped by `map`.
fn loss(w: &[f64], data: &[(Vec<f64>, f64)], map: &dyn Fn(&[f64]) -> Vec<f64>) -> f64 {
    let mut total = 0.0;
    for (f, y) in data {
        let x = map(f);
        let z: f64 = w.iter().zip(&x).map(|(a, b)| a * b).sum();
        let p = sigmoid(z).clamp(1e-9, 1.0 - 1e-9);
        total -= y * p.ln() + (1.0 - y) * (1.0 - p).ln();
    }
    total / data.len() as f64
}

/// Logistic regression by Adam, full batch.
fn train(n: usize, data: &[(Vec<f64>, f64)], map: &dyn Fn(&[f64]) -> Vec<f64>) -> Vec<f64> {
    let xs: Vec<(Vec<f64>, f64)> = data.iter().map(|(f, y)| (map(f), *y)).collect();
    let mut w = vec![0.0; n];
    let (mut m, mut v) = (vec![0.0; n], vec![0.0; n]);
    let (b1, b2, lr) = (0.9, 0.999, 0.01);
    for t in 1..=3000 {
        let mut g = vec![0.0; n];
        for (x, y) in &xs {
            let z: f64 = w.iter().zip(x).map(|(a, b)| a * b).sum();
            let e = sigmoid(z) - y;
            for i in 0..n {
                g[i] += e * x[i];
            }
        }
        for i in 0..n {
            let gi = g[i] / xs.len() as f64;
            m[i] = b1 * m[i] + (1.0 - b1) * gi;
            v[i] = b2 * v[i] + (1.0 - b2) * gi * gi;
            let mh = m[i] / (1.0 - f64::powi(b1, t));
            let vh = v[i] / (1.0 - f64::powi(b2, t));
            w[i] -= lr * mh / (vh.sqrt() + 1e-8);
        }
    }
    w
}

fn fit(files: &[String]) {
    let [a, b] = load(files);
    let ys = |d: &[(Vec<f64>, f64)]| {
        let n = d.len() as f64;
        (
            d.iter().filter(|p| p.1 == 1.0).count() as f64 / n,
            d.iter().filter(|p| p.1 == 0.5).count() as f64 / n,
        )
    };
    println!(
        "positions: {} and {}; wins, draws {:?}",
        a.len(),
        b.len(),
        ys(&a)
    );
    const VALUE: [f64; 8] = [64.0, 512.0, 8.0, 64.0, 1.0, 8.0, 0.0, 1.0];
    let baseline = |f: &[f64]| {
        let mut e = 0.0;
        for n in 0..4 {
            e += f64::from(1 << (2 * n)) * (f[n] - f[4 + n]);
        }
        for c in 0..8 {
            e += VALUE[c] * (f[8 + c] - f[16 + c]);
        }
        vec![e]
    };
    let windows = |f: &[f64]| (0..4).map(|n| f[n] - f[4 + n]).collect::<Vec<_>>();
    let symmetric = |f: &[f64]| {
        let mut x: Vec<f64> = (0..4).map(|n| f[n] - f[4 + n]).collect();
        x.extend((0..8).map(|c| f[8 + c] - f[16 + c]));
        x
    };
    let full = |f: &[f64]| f[..24].to_vec();
    let by_colour = |f: &[f64]| {
        let x = f[24];
        let mut v: Vec<f64> = f[..24].iter().map(|a| a * x).collect();
        v.extend(f[..24].iter().map(|a| a * (1.0 - x)));
        v
    };
    let models: [(&str, usize, &dyn Fn(&[f64]) -> Vec<f64>); 5] = [
        ("baseline (scale)", 1, &baseline),
        ("windows only, symmetric", 4, &windows),
        ("symmetric", 12, &symmetric),
        ("full", 24, &full),
        ("by colour (X to move, then O)", 48, &by_colour),
    ];
    let zero = |_: &[f64]| vec![0.0];
    println!(
        "constant 0.5: {:.4} / {:.4}",
        loss(&[0.0], &a, &zero),
        loss(&[0.0], &b, &zero)
    );
    let mut scale = 1.0;
    for (name, n, map) in models {
        let w = train(n, &a, map);
        if n == 1 {
            scale = w[0];
        }
        println!(
            "{name}: train {:.4}, test {:.4}",
            loss(&w, &a, map),
            loss(&w, &b, map)
        );
        let shown: Vec<String> = w.iter().map(|x| format!("{:.1}", x / scale)).collect();
        println!("  weights in eval units: {}", shown.join(" "));
    }
}
