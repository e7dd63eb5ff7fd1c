//! The transposition table's entries: one position's result, packed in 16 bytes.

use super::WIN_ZONE;

/// A transposition-table entry. Stored packed in one `u128` so that a new table is
/// zeroed memory straight from the allocator (all zeros unpack to an empty entry).
#[derive(Clone, Copy, Default)]
pub(super) struct Entry {
    pub key: u64,
    pub score: i32,
    pub depth: u8,
    pub bound: Bound,
    /// Best move, in the canonical orientation.
    pub best: u8,
    /// Empty cells at the position: a bigger subtree is worth more to keep.
    pub empties: u8,
    /// Per side (X, O): its subtree left out moves of that side (on a narrowed board), so
    /// a win against that side or a loss of that side found there is no proof; a search
    /// that cuts on it leaves them out too.
    pub left_out: [bool; 2],
}

#[derive(Clone, Copy, Default, PartialEq, Eq)]
pub(super) enum Bound {
    #[default]
    Empty,
    Exact,
    Lower,
    Upper,
}

impl Entry {
    pub fn pack(self) -> u128 {
        (self.key as u128) << 64
            | (self.score as u32 as u128) << 32
            | (self.depth as u128) << 24
            | (self.left_out[0] as u128) << 20
            | (self.left_out[1] as u128) << 21
            | (self.bound as u128) << 16
            | (self.best as u128) << 8
            | self.empties as u128
    }

    pub fn unpack(bits: u128) -> Entry {
        Entry {
            key: (bits >> 64) as u64,
            score: (bits >> 32) as u32 as i32,
            depth: (bits >> 24) as u8,
            bound: match (bits >> 16) as u8 & 0xF {
                1 => Bound::Exact,
                2 => Bound::Lower,
                3 => Bound::Upper,
                _ => Bound::Empty,
            },
            best: (bits >> 8) as u8,
            empties: bits as u8,
            left_out: [(bits >> 20) & 1 == 1, (bits >> 21) & 1 == 1],
        }
    }
}

/// Win and loss scores are stored relative to the node, not the root, so they stay
/// right when the same position is reached at another ply.
pub(super) fn score_to_tt(score: i32, ply: u32) -> i32 {
    match score {
        s if s > WIN_ZONE => s + ply as i32,
        s if s < -WIN_ZONE => s - ply as i32,
        s => s,
    }
}

pub(super) fn score_from_tt(score: i32, ply: u32) -> i32 {
    match score {
        s if s > WIN_ZONE => s - ply as i32,
        s if s < -WIN_ZONE => s + ply as i32,
        s => s,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_survives_packing() {
        let entry = Entry {
            key: 0xDEAD_BEEF_0123_4567,
            score: -(WIN_ZONE + 7),
            depth: 9,
            bound: Bound::Upper,
            best: 80,
            empties: 41,
            left_out: [false, true],
        };
        let back = Entry::unpack(entry.pack());
        assert_eq!(
            (back.key, back.score, back.depth, back.best, back.empties),
            (
                entry.key,
                entry.score,
                entry.depth,
                entry.best,
                entry.empties
            )
        );
        assert!(back.bound == Bound::Upper && back.left_out == [false, true]);
        let empty = Entry::unpack(0);
        assert!(empty.bound == Bound::Empty && empty.left_out == [false, false]);
    }
}
