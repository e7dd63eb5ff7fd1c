//! Line shapes: five, open four, four, open three, three, open two and so on, for any
//! win length. Every state of a line is rated once per win length, so the evaluation
//! reads one table entry per line and updates only the four lines through a move.

use std::sync::OnceLock;

use crate::geometry::BITBOARD_SIDE as MAX_SIDE;

/// Powers of 3. A line's state, seen from one side, is a base-3 number: digit `i` is
/// cell `i` of the line, 0 free, 1 the side's mark, 2 the other side's.
pub(super) const POW3: [u32; MAX_SIDE as usize + 1] = {
    let mut p = [1; MAX_SIDE as usize + 1];
    let mut i = 1;
    while i < p.len() {
        p[i] = p[i - 1] * 3;
        i += 1;
    }
    p
};

/// Value of a line's best shape, by the marks it lacks (index 1 to 4) and whether it is
/// open, in the evaluation's units (where an open window holding 3 marks weighs 16). An
/// open shape has a move that makes the open shape one mark closer (an open four has two
/// cells that complete the line); a closed one only a move that makes the closed shape one
/// mark closer. An open three weighs as much as a four, as each forces a reply, and eight
/// times as much as a three or an open two. A line lacking 5 marks or more counts 0.
/// Added to the window counts, which tell shapes apart only by how many windows hold them.
/// At 0.25 s a move on 9x9 (BENCHMARKS.md) the sum played as well as the window counts
/// alone; with eight times these values, worse.
const VALUE: [[i32; 5]; 2] = [[0, 64, 8, 1, 0], [0, 512, 64, 8, 1]];

/// For win length `k`: per line length (index, up to [`MAX_SIDE`]), the value of every
/// state of such a line for the side whose marks are its 1 digits (empty below `k`).
pub(super) fn table(k: u8) -> &'static [Vec<i32>] {
    static TABLES: [OnceLock<Vec<Vec<i32>>>; MAX_SIDE as usize + 1] =
        [const { OnceLock::new() }; MAX_SIDE as usize + 1];
    TABLES[k as usize].get_or_init(|| {
        (0..=MAX_SIDE)
            .map(|len| if len < k { Vec::new() } else { values(k, len) })
            .collect()
    })
}

/// The values of every state of a line of `len` cells with `k` in a row.
fn values(k: u8, len: u8) -> Vec<i32> {
    let (k, len) = (k as usize, len as usize);
    // Rank of a shape missing m marks: 2 (k - m) + 1, plus 1 if open; 0 for a line where
    // the side can no longer win; `five` once it has won.
    let five = 2 * k as u8 + 1;
    let mut rank = vec![0u8; POW3[len] as usize];
    // A move only adds a 1 digit, so a child state is a bigger number: rank from the top.
    for code in (0..rank.len()).rev() {
        let (mut own, mut blocked) = (0u32, 0u32);
        let mut rest = code;
        for i in 0..len {
            match rest % 3 {
                1 => own |= 1 << i,
                2 => blocked |= 1 << i,
                _ => {}
            }
            rest /= 3;
        }
        let window = (1u32 << k) - 1;
        let open: Vec<u32> = (0..=len - k)
            .map(|start| window << start)
            .filter(|&w| w & blocked == 0)
            .collect();
        if open.iter().any(|&w| w & !own == 0) {
            rank[code] = five;
            continue;
        }
        let reach = open.iter().fold(0, |m, &w| m | w) & !own;
        let (mut best, mut fives) = (0, 0);
        for cell in (0..len).filter(|&c| reach >> c & 1 == 1) {
            let child = rank[code + POW3[cell] as usize];
            fives += u32::from(child == five);
            best = best.max(child);
        }
        rank[code] = if best == five {
            // One mark short: open (a straight four) if two cells make five.
            five - 2 + u8::from(fives >= 2)
        } else {
            best.saturating_sub(2)
        };
    }
    rank.iter()
        .map(|&r| {
            if r == 0 || r == five {
                return 0;
            }
            let missing = k - (r as usize - 1) / 2;
            let open = (r as usize - 1) % 2;
            VALUE[open].get(missing).copied().unwrap_or(0)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The value of a line written as text: `x` own, `o` the other side's, `.` free.
    fn value(k: u8, line: &str) -> i32 {
        let code: u32 = line
            .chars()
            .enumerate()
            .map(|(i, ch)| match ch {
                'x' => POW3[i],
                'o' => 2 * POW3[i],
                _ => 0,
            })
            .sum();
        table(k)[line.len()][code as usize]
    }

    #[test]
    fn five_in_a_row_shapes_are_told_apart() {
        let cases = [
            ("..xxxx...", 512), // open four
            ("oxxxx....", 64),  // four
            ("xx.xx....", 64),  // four, broken
            ("x.xxx.x..", 512), // two cells make five
            ("..xxx....", 64),  // open three
            (".xx.x....", 64),  // broken three
            ("oxxx.....", 8),   // three
            ("..xx.....", 8),   // open two
            ("oxx......", 1),   // two
            ("....x....", 1),   // open one
            ("oxxxxo...", 0),   // dead
            ("o.xxx.o..", 8),   // three with no room for an open four
            (".........", 0),
        ];
        for (line, expected) in cases {
            assert_eq!(value(5, line), expected, "{line}");
        }
    }

    #[test]
    fn other_win_lengths_rank_by_marks_missing() {
        assert_eq!(value(3, ".xx.."), 512);
        assert_eq!(value(3, "oxx.."), 64);
        assert_eq!(value(4, "..xx..."), 64);
        assert_eq!(value(10, "xxxxxxxxx."), 64);
        assert_eq!(value(10, ".........."), 0);
    }
}
