//! Leaf proofs that the defender holds, each with the smallest zone it can vouch for.

use super::position::cells_of;
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
        let paired = pairs.iter().any(|&p| p & w == p);
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
/// greedy choice (windows with the fewest empty cells first, neighbouring cells preferred)
/// finds none.
pub(super) fn pairing_zone(
    g: &Geometry,
    marks: [u128; 2],
    a: usize,
    threshold: u64,
    terms: &mut Vec<u64>,
) -> Option<u128> {
    let empty = g.full() & !(marks[0] | marks[1]);
    let windows = g.windows();
    // Per window: its term in the potential of the rest (0 once it holds a pair, or if
    // the defender has a stone in it), the attacker's stones and pair cells counted.
    terms.clear();
    let mut open: Vec<(u32, u16)> = Vec::new();
    let mut potential = 0u64;
    for (i, &w) in windows.iter().enumerate() {
        let term = if w & marks[1 - a] == 0 {
            open.push((popcount(w & empty), i as u16));
            1 << popcount(w & marks[a])
        } else {
            0
        };
        potential += term;
        terms.push(term);
    }
    open.sort_unstable();
    let mut pairs: Vec<u128> = Vec::new();
    let mut used = 0u128;
    for &(_, i) in &open {
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
        let mut best = (0i64, 0u128);
        for first in cells_of(free) {
            for second in cells_of(free & !((2u128 << first) - 1)) {
                let pair = 1u128 << first | 1u128 << second;
                let mut gain = 0i64;
                for &w in g.windows_through(first) {
                    let term = terms[w as usize] as i64;
                    gain += if windows[w as usize] >> second & 1 == 1 {
                        term
                    } else {
                        -term
                    };
                }
                for &w in g.windows_through(second) {
                    if windows[w as usize] >> first & 1 == 0 {
                        gain -= terms[w as usize] as i64;
                    }
                }
                if gain > best.0 {
                    best = (gain, pair);
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
