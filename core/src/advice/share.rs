//! The engine's line as a bar: how the game leans, X's share of it from 0 to 1.

use mnk::{Appraisal, Mark, Verdict};

/// The search's score that leans the bar to about 73 % (e to 1). The first mover's
/// edge on an open board reads about +400 at the depths Hard reaches in a second (two
/// thirds of the bar), a won fight about +1000 (most of it); a proven result fills it.
/// A picture of the score, not a measured chance to win.
pub const SHARE_SCALE: f32 = 600.0;

/// X's share of the game as the engine's line sees it, with `to_move` to move: 1 for a
/// win X's line proves, 0 for a loss, 0.5 for a proven draw, and where nothing is proven
/// the logistic curve of the search's score (`1 / (1 + e^(-score / SHARE_SCALE))`, the
/// curve Elo's ratings follow).
pub fn x_share(appraisal: &Appraisal, to_move: Mark) -> f32 {
    let for_mover = match appraisal.verdict {
        _ if !appraisal.proven => 1.0 / (1.0 + (-(appraisal.score as f32) / SHARE_SCALE).exp()),
        Verdict::Win { .. } => 1.0,
        Verdict::Loss { .. } => 0.0,
        Verdict::Draw => 0.5,
    };
    match to_move {
        Mark::X => for_mover,
        Mark::O => 1.0 - for_mover,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn appraisal(verdict: Verdict, proven: bool, score: i32) -> Appraisal {
        Appraisal {
            verdict,
            exact: proven,
            proven,
            best: Vec::new(),
            score,
            depth: 8,
            line: Vec::new(),
        }
    }

    #[test]
    fn the_bar_leans_to_the_side_the_line_favours_and_fills_at_a_proof() {
        let even = appraisal(Verdict::Draw, false, 0);
        assert_eq!(x_share(&even, Mark::X), 0.5);
        let ahead = appraisal(Verdict::Draw, false, 600);
        assert!((x_share(&ahead, Mark::X) - 0.731).abs() < 0.001);
        assert!((x_share(&ahead, Mark::O) - 0.269).abs() < 0.001);
        let won = appraisal(Verdict::Win { plies: 5 }, true, mnk::WIN - 5);
        assert_eq!((x_share(&won, Mark::X), x_share(&won, Mark::O)), (1.0, 0.0));
        let drawn = appraisal(Verdict::Draw, true, 0);
        assert_eq!(x_share(&drawn, Mark::O), 0.5);
        let huge = appraisal(Verdict::Draw, false, i32::MAX);
        assert_eq!(x_share(&huge, Mark::X), 1.0);
    }
}
