//! The board's symmetries: rotations and reflections as cell permutations.

/// The symmetries of a `cols` x `rows` grid as cell permutations, identity first:
/// the four reflections-or-rotations every rectangle has, and on a square the four
/// that swap rows and columns.
pub(super) fn symmetries(cols: usize, rows: usize) -> Vec<Vec<u16>> {
    let (w, h) = (cols as i32 - 1, rows as i32 - 1);
    let map = |symmetry: usize, c: i32, r: i32| match symmetry {
        0 => (c, r),
        1 => (w - c, r),
        2 => (c, h - r),
        3 => (w - c, h - r),
        4 => (r, c),
        5 => (w - r, c),
        6 => (r, h - c),
        _ => (w - r, h - c),
    };
    let count = if cols == rows { 8 } else { 4 };
    (0..count)
        .map(|symmetry| {
            (0..cols * rows)
                .map(|cell| {
                    let (c, r) = map(symmetry, (cell % cols) as i32, (cell / cols) as i32);
                    (r * cols as i32 + c) as u16
                })
                .collect()
        })
        .collect()
}

/// The inverse of each permutation: `inverse[s][perm[s][cell]] == cell`.
pub(super) fn inverses(symmetries: &[Vec<u16>]) -> Vec<Vec<u16>> {
    symmetries
        .iter()
        .map(|perm| {
            let mut inv = vec![0u16; perm.len()];
            for (from, &to) in perm.iter().enumerate() {
                inv[to as usize] = from as u16;
            }
            inv
        })
        .collect()
}
