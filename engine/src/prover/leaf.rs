//! Leaf proofs that the defender holds, each with the smallest zone it can vouch for.

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
    let mut order: Vec<(u64, u8)> = super::position::cells_of(zone)
        .map(|c| (cost(terms, c), c as u8))
        .collect();
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
    let mut open: Vec<(u128, u32)> = g
        .windows()
        .iter()
        .filter(|&&w| w & marks[1 - a] == 0)
        .map(|&w| (w & empty, popcount(w & marks[a])))
        .collect();
    open.sort_unstable_by_key(|&(e, _)| popcount(e));
    let mut pairs: Vec<u128> = Vec::new();
    let mut used = 0u128;
    for i in 0..open.len() {
        let e = open[i].0;
        if pairs.iter().any(|&p| p & e == p) {
            continue;
        }
        // Could the windows left from here on go to Erdős–Selfridge? A cell of a pair in
        // one of them counts as the attacker's: the attacker may take it, the defender then
        // answering in the pair, outside that window.
        let rest = &open[i..];
        let unpaired = rest
            .iter()
            .filter(|(e, _)| !pairs.iter().any(|&p| p & e == p));
        let mut potential = 0u64;
        for &(e, stones) in unpaired {
            potential += 1 << (stones + popcount(e & used));
        }
        if potential < threshold {
            let claimed = [
                marks[0] | used & mask_if(a == 0),
                marks[1] | used & mask_if(a == 1),
            ];
            let zone = erdos_selfridge_zone_besides(g, claimed, a, threshold, terms, &pairs);
            return Some(used | zone);
        }
        let free = e & !used;
        if popcount(free) < 2 {
            return None;
        }
        // Consecutive free cells of the window (in line order, which is bit order for
        // every direction but the anti-diagonal, where it is reversed: still consecutive).
        let mut best = (0usize, 0u128);
        let mut rest = free;
        let mut prev = rest & rest.wrapping_neg();
        rest &= rest - 1;
        while rest != 0 {
            let next = rest & rest.wrapping_neg();
            rest &= rest - 1;
            let pair = prev | next;
            let covers = open.iter().filter(|&&(o, _)| o & pair == pair).count();
            if covers > best.0 {
                best = (covers, pair);
            }
            prev = next;
        }
        pairs.push(best.1);
        used |= best.1;
    }
    Some(used)
}
