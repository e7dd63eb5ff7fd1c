//! Zobrist keys (Zobrist, "A new hashing method with application for game playing",
//! 1970): fixed random 64-bit values per cell and mark, XORed into a position's hash.

/// Per cell and mark, the key of the cell's image under each of `symmetries`, identity
/// first (0 past the board's symmetries), so a move updates every symmetric hash from one
/// cache line. The keys are fixed per shape (`cols`, `rows`, `k`).
pub(super) fn images(cols: u8, rows: u8, k: u8, symmetries: &[Vec<u16>]) -> Vec<[[u64; 8]; 2]> {
    let cells = cols as usize * rows as usize;
    let mut seed =
        0x9E37_79B9_7F4A_7C15_u64 ^ ((cols as u64) << 16 | (rows as u64) << 8 | k as u64);
    let keys: Vec<[u64; 2]> = (0..cells)
        .map(|_| [splitmix64(&mut seed), splitmix64(&mut seed)])
        .collect();
    (0..cells)
        .map(|cell| {
            let mut images = [[0; 8]; 2];
            for (mark, row) in images.iter_mut().enumerate() {
                for (key, perm) in row.iter_mut().zip(symmetries) {
                    *key = keys[perm[cell] as usize][mark];
                }
            }
            images
        })
        .collect()
}

/// SplitMix64 (Steele, Lea, Flood 2014): a tiny, well-mixed generator for fixed Zobrist keys.
fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
