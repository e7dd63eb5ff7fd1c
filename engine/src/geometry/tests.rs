//! Tests of the shape: its lines, symmetries and cells.

use super::*;

#[test]
fn three_by_three_has_eight_lines_and_eight_symmetries() {
    let g = Geometry::get(3, 3, 3).unwrap();
    assert_eq!(g.windows().len(), 8);
    assert_eq!(g.symmetries().len(), 8);
    assert_eq!(g.windows_through(4).len(), 4);
    assert_eq!(g.windows_through(1).len(), 2);
}

#[test]
fn window_counts_match_the_formula() {
    // Rows: rows*(cols-k+1); columns: cols*(rows-k+1); each diagonal: (cols-k+1)*(rows-k+1).
    for (c, r, k) in [(5u8, 5u8, 4u8), (10, 10, 5), (7, 4, 3), (4, 6, 4)] {
        let g = Geometry::get(c, r, k).unwrap();
        let (c, r, k) = (c as usize, r as usize, k as usize);
        let fit = |n: usize| (n + 1).saturating_sub(k);
        let expected = r * fit(c) + c * fit(r) + 2 * fit(c) * fit(r);
        assert_eq!(g.windows().len(), expected, "{c}x{r} k={k}");
    }
}

#[test]
fn every_window_lies_on_one_line_through_its_cells() {
    for (c, r, k) in [(3u8, 3u8, 3u8), (9, 9, 5), (7, 4, 3), (10, 10, 10)] {
        let g = Geometry::get(c, r, k).unwrap();
        // Each line of length L holds L - k + 1 windows.
        let held: usize = g.lines().iter().map(|&len| (len - k + 1) as usize).sum();
        assert_eq!(held, g.windows().len(), "{c}x{r} k={k}");
        for cell in 0..g.cells() {
            let through = g.lines_through(cell);
            // One line per direction at most, and one per direction that holds a window.
            let directions = DIRECTIONS
                .iter()
                .filter(|&&(dc, dr)| {
                    let (col, row) = g.col_row(cell);
                    let steps = [g.cell(col + dc, row + dr), g.cell(col - dc, row - dr)];
                    g.windows_through(cell).iter().any(|&w| {
                        let window = g.windows()[w as usize];
                        steps.iter().flatten().any(|&s| window >> s & 1 == 1)
                    })
                })
                .count();
            assert_eq!(through.len(), directions, "cell {cell} of {c}x{r} k={k}");
            for &(line, place) in through {
                assert!(place < g.lines()[line as usize], "cell {cell}");
            }
        }
    }
}

#[test]
fn symmetries_are_permutations() {
    for (c, r) in [(3u8, 3u8), (4, 6), (10, 10)] {
        let g = Geometry::get(c, r, 3).unwrap();
        assert_eq!(g.symmetries().len(), if c == r { 8 } else { 4 });
        for (s, perm) in g.symmetries().iter().enumerate() {
            let inverse = g.inverse_symmetry(s);
            assert!((0..g.cells()).all(|c| inverse[perm[c] as usize] as usize == c));
            let mut seen = perm.clone();
            seen.sort_unstable();
            assert_eq!(seen, (0..g.cells() as u16).collect::<Vec<_>>());
        }
    }
}

#[test]
fn bad_shapes_are_refused() {
    assert_eq!(
        Geometry::get(23, 3, 3).unwrap_err(),
        ShapeError::Size { cols: 23, rows: 3 }
    );
    assert_eq!(
        Geometry::get(0, 3, 3).unwrap_err(),
        ShapeError::Size { cols: 0, rows: 3 }
    );
    assert!(matches!(
        Geometry::get(3, 3, 4),
        Err(ShapeError::WinLength { .. })
    ));
    assert!(matches!(
        Geometry::get(3, 3, 1),
        Err(ShapeError::WinLength { .. })
    ));
}

#[test]
fn zobrist_images_follow_the_symmetries() {
    for (cols, rows, k) in [(3, 3, 3), (7, 5, 4), (10, 10, 5)] {
        let g = Geometry::get(cols, rows, k).unwrap();
        for cell in 0..g.cells() {
            for mark in 0..2 {
                let images = g.zobrist_images(cell, mark);
                let n = g.symmetries().len();
                for (s, perm) in g.symmetries().iter().enumerate() {
                    assert_eq!(images[s], g.zobrist(perm[cell] as Cell, mark));
                }
                assert!(images[n..].iter().all(|&key| key == 0));
            }
        }
    }
}

#[test]
fn within_is_the_square_around_a_cell_cut_at_the_edges() {
    let g = Geometry::get(9, 9, 5).unwrap();
    assert_eq!(g.within(40, 2).count_ones(), 25);
    assert_eq!(g.within(0, 2).count_ones(), 9);
    assert_eq!(g.within(0, 0), 1);
    // The corner's square: rows 0 to 2, columns 0 to 2.
    let expected = [0, 1, 2, 9, 10, 11, 18, 19, 20]
        .iter()
        .fold(0u128, |m, &c| m | 1 << c);
    assert_eq!(g.within(0, 2), expected);
}

#[test]
fn steps_count_king_moves() {
    let g = Geometry::get(9, 9, 5).unwrap();
    assert_eq!(g.steps(40, 40), 0);
    assert_eq!(g.steps(40, 30), 1);
    assert_eq!(g.steps(40, 20), 2);
    assert_eq!(g.steps(0, 80), 8);
    assert_eq!(g.steps(8, 72), 8);
    // Every cell of the square `within` gives lies that many steps away at most.
    let square = g.within(40, 2);
    for cell in 0..81 {
        assert_eq!(square >> cell & 1 == 1, g.steps(40, cell) <= 2, "{cell}");
    }
}
