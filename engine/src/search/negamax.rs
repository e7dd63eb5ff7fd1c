//! Negamax with alpha-beta below the root: threats, the Erdős–Selfridge cut-off, the
//! transposition table, the defence rule, and VCF at the horizon.

use super::position::Position;
use super::table::{Bound, Entry, score_from_tt, score_to_tt};
use super::*;

impl Search {
    pub(super) fn poll(&mut self) {
        if time_is_up(self.deadline, self.cancel.as_ref()) {
            self.stopped = true;
        }
    }

    pub(super) fn negamax(
        &mut self,
        pos: &mut Position,
        depth: u32,
        ply: u32,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        self.nodes += 1;
        // Every 64 positions: an interior position on 10x10 costs microseconds, and a
        // clock read tens of nanoseconds (BENCHMARKS.md, time budget).
        if self.nodes & 63 == 0 {
            self.poll();
        }
        if self.stopped || pos.empties == 0 {
            return 0;
        }
        let (me, opp) = (pos.side, 1 - pos.side);
        if pos.threats[me] != 0 {
            return WIN - (ply as i32 + 1);
        }
        let forced = if self.knowledge.threats {
            pos.threats[opp]
        } else {
            0
        };
        if forced & forced.wrapping_sub(1) != 0 {
            return -(WIN - (ply as i32 + 2));
        }
        // Erdős–Selfridge (1973): when the open windows of a side are few and far from full,
        // the other side can block them all by itself, so that side cannot win. Its window
        // sum 2^-(marks missing) must stay below 1 with the blocker to move, 1/2 otherwise.
        let k = self.geometry.k as u32;
        let (me_cannot_win, opp_cannot_win) = (
            pos.potential[me] < 1 << (k - 1),
            pos.potential[opp] < 1 << k,
        );
        if me_cannot_win && opp_cannot_win {
            return 0;
        }
        if me_cannot_win {
            beta = beta.min(0);
        }
        if opp_cannot_win {
            alpha = alpha.max(0);
        }
        if alpha >= beta {
            return alpha.min(beta);
        }
        let (key, sym) = pos.canonical(self.geometry.symmetries().len());
        // Two entries per bucket: one keeps the biggest subtree seen, one the latest (the
        // "two-tier" table; Breuker, Uiterwijk, van den Herik, "Replacement Schemes for
        // Transposition Tables", ICCA Journal 1994).
        let bucket = (key as usize) & (self.tt.len() - 2);
        let (keeper, latest) = (
            Entry::unpack(self.tt[bucket]),
            Entry::unpack(self.tt[bucket + 1]),
        );
        let entry = if latest.key == key { latest } else { keeper };
        let mut tt_move = None;
        if entry.key == key && entry.bound != Bound::Empty {
            tt_move = Some(self.geometry.inverse_symmetry(sym)[entry.best as usize] as Cell);
            // A search that leaves no move out (a proof) cannot use what one that did found.
            let usable = self.mode.nearby_only || entry.left_out == [false, false];
            if usable && (entry.depth == EXACT_DEPTH || entry.depth as u32 >= depth) {
                let score = score_from_tt(entry.score, ply);
                let cut = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                    Bound::Empty => false,
                };
                if cut {
                    if entry.depth != EXACT_DEPTH {
                        self.horizon += 1;
                    }
                    // A win or loss found with moves left out is no proof here either.
                    for (side, &left_out) in entry.left_out.iter().enumerate() {
                        self.narrowed[side] += u64::from(left_out);
                    }
                    return score;
                }
            }
        }
        // Moves that can stop a double four the opponent threatens (all, if none).
        let mut allowed = u128::MAX;
        if self.knowledge.threat_space
            && pos.threats[opp] == 0
            && let Some(defence) = self.double_four_defence(pos)
        {
            if defence == 0 {
                return -(WIN - (ply as i32 + 4));
            }
            allowed = defence;
        }
        if depth == 0 && forced == 0 {
            if self.mode.horizon_vcf {
                self.vcf_left = LEAF_VCF_NODES;
                let vcf = self.continuous_fours(pos, LEAF_VCF_FOURS);
                if let Some((plies, _)) = vcf {
                    // A proven win, but not always the fastest: not for the table's
                    // exact entries, which counting plies trusts.
                    self.horizon += 1;
                    return WIN - (ply + plies) as i32;
                }
                if self.stopped {
                    return 0;
                }
            }
            self.horizon += 1;
            let eval = match self.knowledge {
                Knowledge {
                    evaluate: false, ..
                } => 0,
                Knowledge { shapes: true, .. } => pos.eval + pos.shapes,
                _ => pos.eval,
            };
            return if me == 0 { eval } else { -eval };
        }
        let (horizon_before, narrowed_before) = (self.horizon, self.narrowed);
        let alpha_before = alpha;
        // One move list per ply, reused: no allocation or clearing per position.
        let mut moves = std::mem::take(&mut self.move_lists[ply as usize]);
        moves.clear();
        let (child_depth, beam) = if forced != 0 {
            moves.push((0, forced.trailing_zeros() as u8));
            (depth, 1)
        } else {
            let beam = self.ordered_moves(pos, tt_move, allowed, &mut moves);
            (depth.saturating_sub(1), beam)
        };
        let mut best = -INF;
        let mut best_move = moves[0].1 as Cell;
        for (i, &(_, m)) in moves.iter().enumerate() {
            // The beam holds, except where the root's opponent is to move (odd plies) and
            // every move in it loses: then the rest are tried, so our wins hold against all
            // its defences. Our own defences left out only make us cautious: searching
            // them as well made Hard trust defences it could not check, and lose games
            // (BENCHMARKS.md).
            if i == beam && (ply.is_multiple_of(2) || best > -WIN_ZONE) {
                self.narrowed[me] += 1;
                // A subtree that left moves out is no proof: not for the table's exact entries.
                self.horizon += 1;
                break;
            }
            let cell = m as Cell;
            pos.play(self.geometry, cell);
            let score = if i == 0 || !self.mode.late_move_reductions || forced != 0 {
                -self.negamax(pos, child_depth, ply + 1, -beta, -alpha)
            } else {
                // A later move is first asked only whether it beats alpha (a null window),
                // and a quiet one from the third on at one ply less (late move reductions,
                // as Romstad, "An Introduction to Late Move Reductions", 2006, describes
                // them); the full search follows only when it does.
                let quiet = pos.threats[me] == 0 && allowed == u128::MAX;
                let cut = u32::from(i >= 2 && quiet && child_depth >= 2);
                let mut score = -self.negamax(pos, child_depth - cut, ply + 1, -alpha - 1, -alpha);
                if score > alpha && cut > 0 {
                    score = -self.negamax(pos, child_depth, ply + 1, -alpha - 1, -alpha);
                }
                if score > alpha && score < beta {
                    score = -self.negamax(pos, child_depth, ply + 1, -beta, -alpha);
                }
                score
            };
            pos.unplay(self.geometry, cell);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                best_move = cell;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.move_lists[ply as usize] = moves;
        let bound = if best <= alpha_before {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        let exact = self.horizon == horizon_before;
        let slot = if keeper.key == key || keeper.empties as u32 <= pos.empties {
            bucket
        } else {
            bucket + 1
        };
        self.tt[slot] = Entry {
            empties: pos.empties as u8,
            key,
            score: score_to_tt(best, ply),
            depth: if exact {
                EXACT_DEPTH
            } else {
                depth.min(EXACT_DEPTH as u32 - 1) as u8
            },
            bound,
            // Below 100: the bitboard search's boards are at most 10x10.
            best: self.geometry.symmetries()[sym][best_move] as u8,
            left_out: [
                self.narrowed[0] != narrowed_before[0],
                self.narrowed[1] != narrowed_before[1],
            ],
        }
        .pack();
        best
    }
}
