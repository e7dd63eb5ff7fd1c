//! Leaf proofs that the defender holds, each with the smallest zone it can vouch for.

use super::position::{Position, cells_of};
use super::scan::popcount;
use crate::geometry::Geometry;

/// Erdős–Selfridge with slack: the zone of an Erdős–Selfridge leaf (potential of the
/// attacker `a` below `threshold`, in units of 2^-k).
///
/// Attacker stones on cells outside the zone may be added; each doubles the term of every
/// open window through it. Starting from all empty cells of the open windows, cells are
/// left out (cheapest first) while the worst case, every left-out cell an attacker stone,
/// still keeps the potential below the threshold. A window left with no cell in the zone
/// would be worth 2^k, over any threshold, so each open window keeps one.
pub(super) fn erdos_selfridge_zone(
    g: &Geometry,
    marks: [u128; 2],
    a: usize,
    threshold: u64,
    terms: &mut Vec<u64>,
) -> u128 {
    erdos_selfridge_zone_besides(g, marks, a, threshold, terms, &[])
}

/// [`erdos_selfridge_zone`] over the open windows that hold none of `pairs`.
fn erdos_selfridge_zone_besides(
    g: &Geometry,
    marks: [u128; 2],
    a: usize,
    threshold: u64,
    terms: &mut Vec<u64>,
    pairs: &[u128],
) -> u128 {
    let empty = g.full() & !(marks[0] | marks[1]);
    let windows = g.windows();
    terms.clear();
    let mut total = 0;
    let mut zone = 0;
    for &w in windows {
        // A pair inside the window: none of its cells outside.
        let paired = pairs.iter().any(|&p| p & !w == 0);
        let term = if w & marks[1 - a] == 0 && !paired {
            zone |= w & empty;
            1u64 << popcount(w & marks[a])
        } else {
            0
        };
        total += term;
        terms.push(term);
    }
    let cost = |terms: &[u64], cell: usize| -> u64 {
        g.windows_through(cell)
            .iter()
            .map(|&w| terms[w as usize])
            .sum()
    };
    let mut order: Vec<(u64, u8)> = cells_of(zone).map(|c| (cost(terms, c), c as u8)).collect();
    order.sort_unstable();
    for (_, cell) in order {
        let cell = cell as usize;
        let extra = cost(terms, cell);
        if total + extra < threshold {
            total += extra;
            for &w in g.windows_through(cell) {
                terms[w as usize] *= 2;
            }
            zone &= !(1 << cell);
        }
    }
    zone
}

/// Reusable buffers of the leaf tests, and the geometry's windows by line direction.
#[derive(Default)]
pub(super) struct Scratch {
    /// One term of the potential per window.
    pub terms: Vec<u64>,
    /// The open windows: (empty cells, index).
    open: Vec<(u8, u16)>,
    /// The terms through each free cell of the window being paired.
    load: Vec<i64>,
    /// Per window, its direction (0 to 3).
    direction: Vec<u8>,
    /// Per cell and direction, the windows through the cell along it: two cells of one
    /// window share only windows of its direction.
    along: Vec<[Vec<u16>; 4]>,
}

impl Scratch {
    /// Fills `direction` and `along` for `g` the first time they are needed.
    fn learn(&mut self, g: &Geometry) {
        if !self.along.is_empty() {
            return;
        }
        let cols = u32::from(g.cols);
        self.direction = g
            .windows()
            .iter()
            .map(|&w| {
                // The step between a window's first two cells tells its direction.
                let step = (w & (w - 1)).trailing_zeros() - w.trailing_zeros();
                match step {
                    1 => 0,
                    s if s == cols => 1,
                    s if s == cols + 1 => 2,
                    _ => 3,
                }
            })
            .collect();
        self.along = (0..g.cells())
            .map(|cell| {
                let mut lines: [Vec<u16>; 4] = Default::default();
                for &w in g.windows_through(cell) {
                    lines[self.direction[w as usize] as usize].push(w);
                }
                lines
            })
            .collect();
    }
}

/// All cells if `yes`, none otherwise.
fn mask_if(yes: bool) -> u128 {
    if yes { u128::MAX } else { 0 }
}

/// A pairing strategy for the defender, with Erdős–Selfridge for what it leaves: disjoint
/// pairs of empty cells such that the open windows of the attacker `a` that hold no pair
/// have a potential below `threshold` (2^(k-1), a half, with the attacker to move; 2^k
/// with the defender to move), counting the cells of pairs in them as the attacker's.
/// When the attacker takes a cell of a pair the defender takes the other; when it plays
/// elsewhere, the defender answers there by Erdős–Selfridge. In a window without a whole
/// pair, the attacker can have at most its pair cells and what Erdős–Selfridge lets it
/// take, hence counting them as its own.
/// Returns the zone (the pairs and the Erdős–Selfridge zone of the rest), or `None` if the
/// greedy choice finds none: windows with the fewest empty cells first, each given the
/// pair of its free cells that lowers the potential most, or left to Erdős–Selfridge when
/// no pair lowers it.
pub(super) fn pairing_zone(
    g: &Geometry,
    pos: &Position,
    a: usize,
    threshold: u64,
    scratch: &mut Scratch,
) -> Option<u128> {
    let marks = pos.marks;
    let empty = pos.empty(g);
    let windows = g.windows();
    let k = g.k;
    // Per window: its term in the potential of the rest (0 once it holds a pair, or if
    // the defender has a stone in it), the attacker's stones and pair cells counted.
    scratch.learn(g);
    let Scratch {
        terms,
        open,
        load,
        direction,
        along,
    } = scratch;
    terms.clear();
    open.clear();
    let mut potential = 0u64;
    for (i, count) in pos.counts.iter().enumerate() {
        let term = if count[1 - a] == 0 {
            open.push((k - count[a], i as u16));
            1 << count[a]
        } else {
            0
        };
        potential += term;
        terms.push(term);
    }
    open.sort_unstable();
    let mut pairs: Vec<u128> = Vec::new();
    let mut used = 0u128;
    for &(_, i) in open.iter() {
        if potential < threshold {
            break;
        }
        let i = i as usize;
        if terms[i] == 0 {
            continue;
        }
        let free = windows[i] & empty & !used;
        // The pair of free cells of this window that lowers the potential most: the terms
        // of the windows holding both cells go, those of the windows holding one double.
        // With L the terms through a cell and S those through both, that is 3S - L1 - L2.
        load.clear();
        for cell in cells_of(free) {
            let through = g.windows_through(cell);
            load.push(through.iter().map(|&w| terms[w as usize] as i64).sum());
        }
        let line = direction[i] as usize;
        let mut best = (0i64, 0u128);
        for (n, first) in cells_of(free).enumerate() {
            for (m, second) in cells_of(free).enumerate().skip(n + 1) {
                let both: i64 = along[first][line]
                    .iter()
                    .filter(|&&w| windows[w as usize] >> second & 1 == 1)
                    .map(|&w| terms[w as usize] as i64)
                    .sum();
                let gain = 3 * both - load[n] - load[m];
                if gain > best.0 {
                    best = (gain, 1u128 << first | 1u128 << second);
                }
            }
        }
        if best.1 == 0 {
            // No pair of this window helps: it is left to Erdős–Selfridge.
            continue;
        }
        let pair = best.1;
        for cell in cells_of(pair) {
            for &w in g.windows_through(cell) {
                let (w, term) = (w as usize, terms[w as usize]);
                if windows[w] & pair == pair {
                    if cell == pair.trailing_zeros() as usize {
                        potential -= term;
                        terms[w] = 0;
                    }
                } else {
                    potential += term;
                    terms[w] = 2 * term;
                }
            }
        }
        pairs.push(pair);
        used |= pair;
    }
    (potential < threshold).then(|| {
        let claimed = [
            marks[0] | used & mask_if(a == 0),
            marks[1] | used & mask_if(a == 1),
        ];
        used | erdos_selfridge_zone_besides(g, claimed, a, threshold, terms, &pairs)
    })
}
