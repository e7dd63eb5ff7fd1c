//! The root of the search: the threat searches first, then iterative deepening over the
//! root moves, grouped by the board's symmetries.

use super::position::Position;
use super::*;

impl Search {
    /// [`Search::best_moves`], and with `count_plies` a win or loss proven short of its plies is
    /// searched again at the depth that holds every line of that length, which gives the
    /// winner's fastest win and the loser's longest defence. Also returns whether the
    /// score is the game-theoretic one, plies included.
    ///
    /// With `only`, the root chooses among those moves alone (with the far ones among
    /// them on a big board when none is near): the others are left out as the beam leaves
    /// moves out, so only a win it finds is a proof.
    pub(crate) fn deepen(
        &mut self,
        board: &Board,
        limits: &Limits,
        count_plies: bool,
        only: Option<&[Cell]>,
    ) -> Option<(Report, bool)> {
        if !std::ptr::eq(board.geometry(), self.geometry) {
            return None;
        }
        if !self.on_bitboards(board) {
            return self.lines().deepen(board, limits, only);
        }
        let legal = board.legal_moves();
        if legal.is_empty() {
            return None;
        }
        let mut pos = self.position(board)?;
        self.start(limits);
        let nodes_before = self.nodes;
        let report = Report::new;
        let (me, opp) = (pos.side, 1 - pos.side);
        if pos.threats[me] != 0 {
            return Some((
                report(cells_of(pos.threats[me]).collect(), WIN - 1, 1, true, 1),
                true,
            ));
        }
        if self.knowledge.threats && pos.threats[opp].count_ones() >= 2 {
            // Lost whatever we do: block one of the threats all the same.
            return Some((
                report(cells_of(pos.threats[opp]).collect(), 2 - WIN, 2, true, 1),
                true,
            ));
        }
        self.mode = Mode::of(self.knowledge, !self.nearby.is_empty(), count_plies);
        if self.mode.horizon_vcf
            && let Some((plies, cell)) = self.threat_win(&mut pos)
        {
            // A forced win: play it now rather than look for a faster one.
            let nodes = self.nodes - nodes_before;
            return Some((
                report(vec![cell], WIN - plies as i32, plies, true, nodes),
                false,
            ));
        }
        // Counting plies on a narrowed board: a win by continuous fours or threats is a proof
        // the deepening, which leaves moves out, may only estimate. Its plies are an upper
        // bound: the deepening may still find and count a faster one.
        let threat_win = if count_plies && self.knowledge.threat_space && self.mode.nearby_only {
            self.threat_win(&mut pos)
        } else {
            None
        };
        let max_depth = limits.depth.unwrap_or(u32::MAX).clamp(1, pos.empties);
        let narrowed_before = self.narrowed;
        let mut candidates = self.candidates(&pos, &legal);
        // Ruling out root moves would drop equally lost ones from the list that counting plies
        // must give in full.
        if self.mode.horizon_vcf
            && pos.threats[opp] == 0
            && let Some(defence) = self.double_four_defence(&pos)
        {
            let kept: Vec<Cell> = legal
                .iter()
                .copied()
                .filter(|&c| defence >> c & 1 == 1)
                .collect();
            if !kept.is_empty() {
                candidates = kept;
            }
        }
        if let Some(only) = only {
            let near: Vec<Cell> = candidates
                .iter()
                .copied()
                .filter(|c| only.contains(c))
                .collect();
            let kept = if near.is_empty() {
                legal.iter().copied().filter(|c| only.contains(c)).collect()
            } else {
                near
            };
            if !kept.is_empty() {
                if kept.len() < legal.len() {
                    self.narrowed[me] += 1;
                    self.horizon += 1;
                }
                candidates = kept;
            }
        }
        if self.mode.horizon_vcf {
            self.at_root = true;
            candidates = self.refutations(&mut pos, candidates);
            self.at_root = false;
        }
        let classes = self.root_classes(&pos, &candidates);
        let mut order: Vec<usize> = (0..classes.len()).collect();
        let mut best = report(candidates.clone(), 0, 0, false, 0);
        let mut plies_exact = false;
        // Small boards are solved outright; bigger ones deepen one ply at a time.
        let mut depth = if pos.empties <= 9 { max_depth } else { 1 };
        while depth <= max_depth {
            let horizon_before = self.horizon;
            let mut scores = vec![None; classes.len()];
            // Per root move: its search left out no move of the opponent, so a win it
            // finds is a proof.
            let mut clean = vec![false; classes.len()];
            let mut top = -INF;
            for &i in &order {
                let rep = classes[i][0];
                let opponent_cuts = self.narrowed[opp];
                pos.play(self.geometry, rep);
                let score = self.root_move_score(&mut pos, depth - 1, top);
                pos.unplay(self.geometry, rep);
                if self.stopped {
                    break;
                }
                scores[i] = Some(score);
                clean[i] = self.narrowed[opp] == opponent_cuts;
                top = top.max(score);
            }
            if self.stopped {
                // Not while counting plies: the review's verdicts rest on finished iterations.
                if self.knowledge.unfinished && !count_plies && scores[order[0]].is_some() {
                    best = self.unfinished(&classes, &scores, &clean, top, depth);
                }
                break;
            }
            // A win or loss within the horizon is proven whatever lies beyond it, unless
            // the search left out moves of the loser on the way: a win needs one root move
            // whose search left none of the opponent's out, a loss none of ours left out.
            let whole = self.narrowed == narrowed_before;
            let complete = self.horizon == horizon_before && whole;
            let plies = plies_to_end(top);
            let proof = match plies {
                Some(_) if top > 0 => proves_win(&scores, &clean, top),
                Some(_) => self.narrowed[me] == narrowed_before[me],
                None => false,
            };
            let exact = complete || proof;
            // Of the moves with the top score, a proven win lists only the proven ones.
            let moves = (0..classes.len())
                .filter(|&i| scores[i] == Some(top) && (!proof || top < 0 || clean[i]))
                .flat_map(|i| classes[i].iter().copied())
                .collect();
            best = report(moves, top, depth, exact, self.nodes - nodes_before);
            // Every line of `p` plies lies within depth `p - 1` (its last ply, the win, is
            // seen at any depth), so at that depth no faster win or longer defence hides.
            plies_exact = complete || (whole && plies.is_some_and(|p| p <= depth + 1));
            if plies_exact || (exact && !count_plies) {
                break;
            }
            depth = match plies {
                Some(p) => p.saturating_sub(1).min(max_depth).max(depth + 1),
                None => depth + 1,
            };
            order.sort_by_key(|&i| std::cmp::Reverse(scores[i].unwrap_or(-INF)));
        }
        if let Some((plies, cell)) = threat_win
            && best.proven != Some(Value::Win)
        {
            let score = WIN - plies as i32;
            best = Report::new(vec![cell], score, best.depth, true, best.nodes);
            plies_exact = false;
        }
        best.moves.sort_unstable();
        best.nodes = self.nodes - nodes_before;
        Some((best, plies_exact))
    }

    /// Every best move for the side to move among `moves` (legal ones; the others are
    /// ignored) within `limits`: [`Search::best_moves`] with the root's other moves left
    /// out, so that only a win it reports is proven (`proven`); a draw or a loss
    /// among these moves says nothing of the others.
    pub(crate) fn best_moves_among(
        &mut self,
        board: &Board,
        limits: &Limits,
        moves: &[Cell],
    ) -> Option<Report> {
        self.deepen(board, limits, false, Some(moves))
            .map(|(report, _)| report)
    }

    /// A win by continuous fours, else by continuous threats (fewest threats first), for
    /// the side to move within the root's limits: its plies and first move.
    fn threat_win(&mut self, pos: &mut Position) -> Option<(u32, Cell)> {
        self.vcf_left = ROOT_VCF_NODES;
        self.at_root = true;
        let vcf = self.continuous_fours(pos, ROOT_VCF_FOURS);
        self.at_root = false;
        if vcf.is_some() {
            return vcf;
        }
        self.vct_left = ROOT_VCT_NODES;
        (1..=ROOT_VCT_THREATS).find_map(|threats| self.continuous_threats(pos, threats))
    }

    /// What an iteration to `depth` cut off by the clock has found, once it has searched
    /// the previous best move (the first it tries): the best of the moves it searched.
    /// Their scores are `depth`-ply ones, the report's depth that of the last finished
    /// iteration; a win is exact if a move that found it left out no move of the
    /// opponent (`clean`), and then only such moves are listed.
    fn unfinished(
        &self,
        classes: &[Vec<Cell>],
        scores: &[Option<i32>],
        clean: &[bool],
        top: i32,
        depth: u32,
    ) -> Report {
        let proof = top > WIN_ZONE && proves_win(scores, clean, top);
        let moves = (0..classes.len())
            .filter(|&i| scores[i] == Some(top) && (!proof || clean[i]))
            .flat_map(|i| classes[i].iter().copied())
            .collect();
        Report::new(moves, top, depth - 1, proof, 0)
    }

    /// The score of a root move (already played in `pos`), exact when it is `top` or more;
    /// below `top` only an upper bound, enough to rule it out. A narrow window first
    /// (around 0 for the first move, around `top` after), widened only when it fails:
    /// principal-variation search (Marsland 1983) with ties kept.
    pub(super) fn root_move_score(&mut self, pos: &mut Position, depth: u32, top: i32) -> i32 {
        let (lo, hi) = if top == -INF {
            (-1, 1)
        } else {
            (top - 1, top + 1)
        };
        let score = -self.negamax(pos, depth, 1, -hi, -lo);
        if score >= hi {
            -self.negamax(pos, depth, 1, -INF, -(score - 1))
        } else if score <= lo && top == -INF {
            -self.negamax(pos, depth, 1, -(score + 1), INF)
        } else {
            score
        }
    }

    /// Legal root moves grouped by the symmetries that leave the position unchanged:
    /// moves in one group have the same value, so only the first is searched.
    pub(super) fn root_classes(&self, pos: &Position, legal: &[Cell]) -> Vec<Vec<Cell>> {
        let g = self.geometry;
        let keeps = |perm: &Vec<u16>| {
            pos.marks
                .iter()
                .all(|&m| cells_of(m).all(|c| m >> perm[c] & 1 == 1))
        };
        let invariant: Vec<&Vec<u16>> = g.symmetries().iter().filter(|p| keeps(p)).collect();
        let mut classes: Vec<Vec<Cell>> = Vec::new();
        let mut ordered = legal.to_vec();
        ordered.sort_by_key(|&c| std::cmp::Reverse(self.order_score(pos, c)));
        for cell in ordered {
            let home = classes
                .iter_mut()
                .find(|class| invariant.iter().any(|p| p[class[0]] as Cell == cell));
            match home {
                Some(class) => class.push(cell),
                None => classes.push(vec![cell]),
            }
        }
        classes
    }
}

/// True if a root move (by class) scored the win `top` with no move of the opponent left
/// out on the way: a proof of it.
fn proves_win(scores: &[Option<i32>], clean: &[bool], top: i32) -> bool {
    (0..scores.len()).any(|i| scores[i] == Some(top) && clean[i])
}

#[cfg(test)]
mod tests;
