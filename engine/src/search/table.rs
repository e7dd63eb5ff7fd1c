//! The transposition table: one position's result packed in 16 bytes, in a table the
//! threads of one search share.

use std::sync::atomic::{AtomicU64, Ordering};

use super::WIN_ZONE;

/// The transposition table, shared by the threads of a search without locks: an entry is
/// two 64-bit words, the key stored XORed with the data, so an entry torn by two threads
/// writing at once reads as a miss rather than as a wrong result (Hyatt and Mann, "A
/// lockless transposition-table implementation for parallel search", 2002).
pub(super) struct Table {
    words: Vec<AtomicU64>,
}

impl Table {
    /// A table of `entries` empty entries: zeroed memory, cheap until touched.
    pub fn new(entries: usize) -> Table {
        Table {
            words: bytemuck::zeroed_vec(entries * 2),
        }
    }

    /// Entries in the table.
    pub fn len(&self) -> usize {
        self.words.len() / 2
    }

    pub fn load(&self, i: usize) -> Entry {
        let data = self.words[2 * i + 1].load(Ordering::Relaxed);
        let key = self.words[2 * i].load(Ordering::Relaxed) ^ data;
        Entry::unpack((key as u128) << 64 | data as u128)
    }

    pub fn store(&self, i: usize, entry: Entry) {
        let bits = entry.pack();
        let (key, data) = ((bits >> 64) as u64, bits as u64);
        self.words[2 * i].store(key ^ data, Ordering::Relaxed);
        self.words[2 * i + 1].store(data, Ordering::Relaxed);
    }
}

/// A transposition-table entry, packed in one `u128` (all zeros unpack to an empty
/// entry, so a zeroed table is an empty one).
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
            | (self.bound as u128) << 16
            | (self.best as u128) << 8
            | self.empties as u128
    }

    pub fn unpack(bits: u128) -> Entry {
        Entry {
            key: (bits >> 64) as u64,
            score: (bits >> 32) as u32 as i32,
            depth: (bits >> 24) as u8,
            bound: match (bits >> 16) as u8 {
                1 => Bound::Exact,
                2 => Bound::Lower,
                3 => Bound::Upper,
                _ => Bound::Empty,
            },
            best: (bits >> 8) as u8,
            empties: bits as u8,
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
    fn entries_come_back_as_stored_and_a_torn_one_is_a_miss() {
        let table = Table::new(4);
        assert!(table.load(3).bound == Bound::Empty && table.load(3).key == 0);
        let entry = |key, score| Entry {
            key,
            score,
            depth: 7,
            bound: Bound::Lower,
            best: 40,
            empties: 60,
        };
        table.store(1, entry(0xDEAD_BEEF_0123_4567, -WIN_ZONE - 3));
        let back = table.load(1);
        assert_eq!(
            (back.key, back.score),
            (0xDEAD_BEEF_0123_4567, -WIN_ZONE - 3)
        );
        assert!((back.depth, back.best, back.empties) == (7, 40, 60) && back.bound == Bound::Lower);
        // Two threads writing at once can leave one's key word beside the other's data.
        let other = entry(0x1111_2222_3333_4444, 5).pack() as u64;
        table.words[3].store(other, Ordering::Relaxed);
        let torn = table.load(1);
        assert!(torn.key != 0xDEAD_BEEF_0123_4567 && torn.key != 0x1111_2222_3333_4444);
    }
}
