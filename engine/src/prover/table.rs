//! The transposition table of proven results: for each position (with its attacker and
//! side to move) either "the attacker wins" or "the defender holds, and this is the zone".
//! Both are exact game values, valid at any depth and along any path.

/// A proven result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Proof {
    /// The attacker wins.
    Win,
    /// The defender holds; the zone in the canonical orientation.
    Hold(u128),
}

/// Two entries per bucket of three words: key; zone cells 0..64; zone cells 64..100 in
/// bits 0..36, the empty-cell count in bits 48..56 and the "attacker wins" flag in bit 63.
/// An all-zero word triple is an empty slot (a real key of 0 is simply never found).
pub(super) struct Table {
    slots: Vec<[u64; 3]>,
}

const WIN_FLAG: u64 = 1 << 63;

impl Table {
    /// A table of 2^`bits` entries (24 bytes each).
    pub fn new(bits: u32) -> Table {
        Table {
            slots: vec![[0; 3]; 1 << bits.clamp(1, 30)],
        }
    }

    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|s| *s = [0; 3]);
    }

    pub fn probe(&self, key: u64) -> Option<Proof> {
        let bucket = self.bucket(key);
        self.slots[bucket..bucket + 2]
            .iter()
            .find(|s| s[0] == key && key != 0)
            .map(|s| {
                if s[2] & WIN_FLAG != 0 {
                    Proof::Win
                } else {
                    Proof::Hold(s[1] as u128 | ((s[2] & 0xF_FFFF_FFFF) as u128) << 64)
                }
            })
    }

    /// Stores a result. The first slot of a bucket keeps the biggest subtree (most empty
    /// cells) seen there; the second takes whatever the first does not.
    pub fn store(&mut self, key: u64, proof: Proof, empties: u32) {
        let bucket = self.bucket(key);
        let hi = match proof {
            Proof::Win => WIN_FLAG,
            Proof::Hold(zone) => (zone >> 64) as u64 & 0xF_FFFF_FFFF,
        };
        let lo = match proof {
            Proof::Win => 0,
            Proof::Hold(zone) => zone as u64,
        };
        let entry = [key, lo, hi | (empties as u64) << 48];
        let keeper = self.slots[bucket];
        let keeper_empties = (keeper[2] >> 48 & 0xFF) as u32;
        let slot = if keeper[0] == key || keeper_empties <= empties {
            bucket
        } else {
            bucket + 1
        };
        self.slots[slot] = entry;
    }

    fn bucket(&self, key: u64) -> usize {
        (key as usize) & (self.slots.len() - 2)
    }
}
