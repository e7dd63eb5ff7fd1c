//! The measured effect of each move-ordering idea: positions searched with killer moves and
//! the history heuristic on and off, to solve the small boards and to search a few 10x10
//! middle games to a fixed depth.
//! `cargo run --release -p mnk --example ordering` prints a Markdown table.

use mnk::{Board, Knowledge, Limits, Search};

fn main() {
    let variants = [
        ("patterns only", false, false),
        ("+ killers", true, false),
        ("+ history", false, true),
        ("+ both", true, true),
    ];
    let middle_games = [
        "........../........../........../...X....../....XO..../.....O..../........../........../........../.......... k=5",
        "........../........../........../...XO...../...OXXO.../....XO..../.....X..../........../........../.......... k=5",
        "........../........../....O...../...XXO..../...OXX..../....XO..../....O.X.../........../........../.......... k=5",
    ];
    println!(
        "| ordering | solve 5x5 k=4 | solve 6x6 k=4 | solve 6x6 k=5 | 10x10 middle games, depth 5 |"
    );
    println!("|---|---|---|---|---|");
    for (name, killers, history) in variants {
        let knowledge = Knowledge {
            killers,
            history,
            ..Knowledge::FULL
        };
        let solve = |cols, k| {
            let board = Board::new(cols, cols, k).expect("a valid shape");
            let mut search = Search::new(board.geometry(), knowledge);
            search.solve(&board, &Limits::default()).expect("no limit");
            search.nodes()
        };
        let deep: u64 = middle_games
            .iter()
            .map(|text| {
                let board: Board = text.parse().expect("a valid position");
                let mut search = Search::new(board.geometry(), knowledge);
                let limits = Limits {
                    depth: Some(5),
                    ..Limits::default()
                };
                search
                    .best_moves(&board, &limits)
                    .expect("an open game")
                    .nodes
            })
            .sum();
        println!(
            "| {name} | {} | {} | {} | {deep} |",
            solve(5, 4),
            solve(6, 4),
            solve(6, 5)
        );
    }
}
