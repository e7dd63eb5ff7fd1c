//! The board's straight lines: every window of `k` cells, and every whole row, column and
//! diagonal long enough to hold one.

use super::DIRECTIONS;

/// Every run of `k` cells in a straight line ("window") of a `cols` x `rows` board, as a
/// bit mask.
pub(super) fn windows(cols: i32, rows: i32, k: i32) -> Vec<u128> {
    let mut windows = Vec::new();
    for row in 0..rows {
        for col in 0..cols {
            for (dc, dr) in DIRECTIONS {
                let (end_c, end_r) = (col + dc * (k - 1), row + dr * (k - 1));
                if !(0..cols).contains(&end_c) || !(0..rows).contains(&end_r) {
                    continue;
                }
                let mask = (0..k).fold(0u128, |m, i| {
                    m | 1u128 << ((row + dr * i) * cols + col + dc * i)
                });
                windows.push(mask);
            }
        }
    }
    windows
}

/// For each of `cells` cells, the indices into `windows` of the windows through it.
pub(super) fn through(cells: usize, windows: &[u128]) -> Vec<Vec<u16>> {
    let mut through = vec![Vec::new(); cells];
    for (i, w) in windows.iter().enumerate() {
        for (cell, list) in through.iter_mut().enumerate() {
            if w >> cell & 1 == 1 {
                list.push(i as u16);
            }
        }
    }
    through
}

/// Every full straight line of a `cols` x `rows` board long enough to hold `k` cells: each
/// line's length, and per cell the lines through it with the cell's place along each.
pub(super) fn straight_lines(cols: i32, rows: i32, k: i32) -> (Vec<u8>, Vec<Vec<(u16, u8)>>) {
    let on_board = |(c, r): (i32, i32)| (0..cols).contains(&c) && (0..rows).contains(&r);
    let (mut lines, mut through) = (Vec::new(), vec![Vec::new(); (cols * rows) as usize]);
    for (dc, dr) in DIRECTIONS {
        // A line starts at a cell whose step back leaves the board.
        let starts = (0..rows)
            .flat_map(|r| (0..cols).map(move |c| (c, r)))
            .filter(|&(c, r)| !on_board((c - dc, r - dr)));
        for (col, row) in starts {
            let cells: Vec<i32> = (0..)
                .map(|i| (col + dc * i, row + dr * i))
                .take_while(|&cell| on_board(cell))
                .map(|(c, r)| r * cols + c)
                .collect();
            if cells.len() < k as usize {
                continue;
            }
            for (place, &cell) in cells.iter().enumerate() {
                through[cell as usize].push((lines.len() as u16, place as u8));
            }
            lines.push(cells.len() as u8);
        }
    }
    (lines, through)
}
