//! The search for gomoku: Hard's five in a row from 10x10 up (beyond 10x10 there is no
//! bitboard) and every rule but freestyle.
//!
//! Negamax with alpha-beta over the position of `patterns`, which knows per empty cell
//! what a stone there makes on each line. At every node: a five is played, a four is
//! blocked (and the block does not count as a ply), against an open three or a four-three
//! only moves that block it or make a four are searched. Moves are tried by their
//! patterns and the history heuristic; after the first two, quiet ones are searched
//! shallower by a table of the depth left and their rank (late move reductions) and,
//! beyond a count that grows with the depth left, not at all, unless no move that holds
//! has been found yet. Iterative deepening under the clock, and a transposition table
//! keyed by Zobrist hashes, in buckets of two entries.
//!
//! No result of this search is called proven but a five on the board's next move or two
//! fives of the opponent's: it leaves moves out everywhere.

mod patterns;

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use super::{INF, Knowledge, Limits, Report, WIN, WIN_ZONE, time_is_up};
use crate::board::Board;
use crate::geometry::Cell;
use patterns::Lines;

/// Quiet moves searched at a node, by depth left (index 1 to 4; deeper ones as 4), when
/// the moves before have found one that does not lose.
const MOVE_COUNT: [usize; 5] = [0, 10, 12, 14, 18];
/// Fours the side to move may make in a row in the quiescence: two scored well, six
/// (a VCF nearly to its end at every leaf) cost too much time (BENCHMARKS.md).
const QUIESCENCE_FOURS: u32 = 2;
/// Depth of the search when no limit is given, in plies.
const MAX_DEPTH: u32 = 40;

/// A transposition-table entry, packed in a `u128`: key (64 bits), score (32), depth (8),
/// age (6), bound (2), best cell (16).
#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    score: i32,
    depth: u8,
    /// The move of the game it was written for ([`LinesSearch::age`]).
    age: u8,
    bound: u8,
    best: u16,
}

const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;

impl Entry {
    fn pack(self) -> u128 {
        (self.key as u128) << 64
            | (self.score as u32 as u128) << 32
            | (self.depth as u128) << 24
            | ((self.age & 63) as u128) << 18
            | (self.bound as u128) << 16
            | self.best as u128
    }

    fn unpack(bits: u128) -> Entry {
        Entry {
            key: (bits >> 64) as u64,
            score: (bits >> 32) as u32 as i32,
            depth: (bits >> 24) as u8,
            age: (bits >> 18) as u8 & 63,
            bound: (bits >> 16) as u8 & 3,
            best: bits as u16,
        }
    }
}

/// The gomoku search's state between moves: its table and its clock.
pub(crate) struct LinesSearch {
    knowledge: Knowledge,
    tt: Vec<u128>,
    /// Per ply from the root: the list its node's moves are put in, kept for the next node.
    lists: Vec<Vec<(i32, usize)>>,
    /// The history heuristic (Schaeffer 1989): per side and padded cell, the squares of
    /// the depths at which a quiet move there cut the search off, a quarter of it kept from
    /// one move of the game to the next.
    history: [Vec<u32>; 2],
    /// Counts the searches (the game's moves) modulo 64: with `buckets`, an entry of an
    /// earlier search gives way whatever its depth.
    age: u8,
    nodes: u64,
    deadline: Option<Instant>,
    cancel: Option<Arc<AtomicBool>>,
    stopped: bool,
}

impl LinesSearch {
    /// A search with 2^`bits` table entries (16 bytes each).
    pub fn new(knowledge: Knowledge, bits: u32) -> LinesSearch {
        LinesSearch {
            knowledge,
            tt: vec![0; 1 << bits.clamp(1, 28)],
            lists: Vec::new(),
            history: [Vec::new(), Vec::new()],
            age: 0,
            nodes: 0,
            deadline: None,
            cancel: None,
            stopped: false,
        }
    }

    /// Positions visited since this search was made.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The principal variation from `first` on `board`: `first`, then at each position the
    /// best move the table keeps for it, while one is kept, legal, and the game goes on; at
    /// most `most` moves. Read after a search, it is the line that search expects.
    pub fn line(&self, board: &Board, first: Cell, most: usize) -> Vec<Cell> {
        let mut line = Vec::new();
        let mut board = board.clone();
        let mut l = Lines::new(&board);
        let mut next = Some(first);
        while let Some(cell) = next {
            if line.len() >= most || board.play(cell).is_err() {
                break;
            }
            line.push(cell);
            if board.outcome().is_over() {
                break;
            }
            l.play(l.padded(cell));
            next = self
                .best_kept(l.hash)
                .filter(|&p| l.is_empty(p))
                .map(|p| l.cell(p));
        }
        line
    }

    /// The best move the table keeps for the position of `key`, as a padded index.
    fn best_kept(&self, key: u64) -> Option<usize> {
        let slot = (key as usize) & (self.tt.len() - 1);
        // Either entry of the bucket (when buckets are on, else the slot itself).
        [slot, slot ^ 1]
            .into_iter()
            .map(|s| Entry::unpack(self.tt[s]))
            .find(|e| e.key == key && e.bound != 0)
            .map(|e| e.best as usize)
    }

    /// Every best move of `board` for the side to move within `limits` (among `only`, when
    /// given), and whether the score is proven; `None` once the game is over.
    pub fn deepen(
        &mut self,
        board: &Board,
        limits: &Limits,
        only: Option<&[Cell]>,
    ) -> Option<(Report, bool)> {
        let mut legal = board.legal_moves();
        if let Some(only) = only {
            let kept: Vec<Cell> = legal.iter().copied().filter(|c| only.contains(c)).collect();
            if !kept.is_empty() {
                legal = kept;
            }
        }
        if legal.is_empty() {
            return None;
        }
        let now = Instant::now();
        self.deadline = limits.budget.and_then(|b| now.checked_add(b));
        self.cancel = limits.cancel.clone();
        self.stopped = false;
        let nodes_before = self.nodes;
        self.age = (self.age + 1) & 63;
        let mut l = Lines::new(board);
        for h in &mut self.history {
            h.resize(l.grid_len(), 0);
            h.iter_mut().for_each(|v| *v /= 4);
        }
        let (me, opp) = (l.side, 1 - l.side);
        let report = Report::new;
        let makes = |l: &Lines, side: usize, c: Cell| l.summary(l.padded(c), side).five;
        let fives: Vec<Cell> = legal
            .iter()
            .copied()
            .filter(|&c| makes(&l, me, c))
            .collect();
        if !fives.is_empty() {
            return Some((report(fives, WIN - 1, 1, true, 1), true));
        }
        let blocks: Vec<Cell> = legal
            .iter()
            .copied()
            .filter(|&c| makes(&l, opp, c))
            .collect();
        if l.fives[opp] >= 2 || (l.fives[opp] == 1 && blocks.is_empty()) {
            // Lost whatever we do: block one all the same.
            let moves = if blocks.is_empty() { legal } else { blocks };
            return Some((report(moves, 2 - WIN, 2, true, 1), true));
        }
        let mut roots: Vec<(i32, Cell)> = if blocks.is_empty() {
            let near: Vec<Cell> = legal
                .iter()
                .copied()
                .filter(|&c| l.near[l.padded(c)] > 0)
                .collect();
            let near = if near.is_empty() {
                // The first move: the centre, or what `only` allows nearest to it.
                let centre = (l.rows / 2) * l.cols + l.cols / 2;
                let g = board.geometry();
                let best = legal.iter().copied().min_by_key(|&c| g.steps(c, centre));
                best.into_iter().collect()
            } else {
                near
            };
            let kept = self.defences(&l, near);
            kept.into_iter()
                .map(|c| (self.order_score(&l, l.padded(c)), c))
                .collect()
        } else {
            blocks.iter().map(|&c| (0, c)).collect()
        };
        roots.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
        let max_depth = limits
            .depth
            .unwrap_or(MAX_DEPTH)
            .clamp(1, legal.len() as u32);
        let mut best = report(roots.iter().map(|&(_, c)| c).collect(), 0, 0, false, 0);
        for depth in 1..=max_depth {
            let mut scored: Vec<(i32, Cell)> = Vec::with_capacity(roots.len());
            let mut top = -INF;
            for &(_, cell) in &roots {
                let p = l.padded(cell);
                l.play(p);
                let score = if top == -INF {
                    -self.negamax(&mut l, depth as i32 - 1, 1, -INF, INF)
                } else {
                    // Ties are kept: a move scoring `top` is searched to its exact score.
                    let bound = -self.negamax(&mut l, depth as i32 - 1, 1, -top, -top + 1);
                    if bound >= top {
                        -self.negamax(&mut l, depth as i32 - 1, 1, -INF, -top + 1)
                    } else {
                        bound
                    }
                };
                l.unplay(p);
                if self.stopped {
                    break;
                }
                top = top.max(score);
                scored.push((score, cell));
            }
            if self.stopped && scored.len() < roots.len() {
                break;
            }
            scored.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
            let moves = scored
                .iter()
                .filter(|&&(s, _)| s == top)
                .map(|&(_, c)| c)
                .collect();
            best = report(moves, top, depth, false, 0);
            // The next iteration tries the best first.
            roots = scored;
            if top.abs() > WIN_ZONE || self.stopped {
                break;
            }
        }
        best.moves.sort_unstable();
        best.nodes = self.nodes - nodes_before;
        Some((best, false))
    }

    /// Against an opponent's open four or double four to come (an open three, a
    /// four-three), only the moves that make a four or block one of the opponent's: the
    /// others lose. Everything when there is no such threat, or nothing would be left.
    fn defences(&self, l: &Lines, moves: Vec<Cell>) -> Vec<Cell> {
        let (me, opp) = (l.side, 1 - l.side);
        if !self.knowledge.threats || l.strong[opp] == 0 {
            return moves;
        }
        let kept: Vec<Cell> = moves
            .iter()
            .copied()
            .filter(|&c| {
                let p = l.padded(c);
                l.summary(p, me).fours > 0 || l.summary(p, opp).fours > 0
            })
            .collect();
        if kept.is_empty() { moves } else { kept }
    }

    /// How promising a stone on `p` is: its own patterns, doubled (attack first), and the
    /// opponent's there (defence).
    fn order_score(&self, l: &Lines, p: usize) -> i32 {
        2 * l.cell_value(p, l.side) + l.cell_value(p, 1 - l.side)
    }

    /// A node's first steps, in the main search and the quiescence alike: counted, the
    /// clock read, and its score when the game is decided here (a five to make, two fives
    /// of the opponent's, a full board) or the search stopped; `None` to search on.
    fn enter(&mut self, l: &Lines, ply: u32) -> Option<i32> {
        self.nodes += 1;
        // A position here costs tens of microseconds (every cell is looked at for the
        // moves): the clock is read often enough to stay within a few milliseconds.
        if self.nodes & 63 == 0 && time_is_up(self.deadline, self.cancel.as_ref()) {
            self.stopped = true;
        }
        let (me, opp) = (l.side, 1 - l.side);
        let ply_score = ply as i32;
        if self.stopped {
            Some(0)
        } else if l.fives[me] > 0 {
            Some(WIN - ply_score - 1)
        } else if l.stones as usize == l.cols * l.rows {
            Some(0)
        } else if l.fives[opp] >= 2 {
            Some(-(WIN - ply_score - 2))
        } else {
            None
        }
    }

    /// The score of the position for the side to move, searched `depth` plies.
    fn negamax(&mut self, l: &mut Lines, depth: i32, ply: u32, mut alpha: i32, beta: i32) -> i32 {
        if let Some(score) = self.enter(l, ply) {
            return score;
        }
        let (me, opp) = (l.side, 1 - l.side);
        let ply_score = ply as i32;
        let forced = l.fives[opp] == 1;
        if depth <= 0 && !forced {
            return if self.knowledge.quiescence {
                self.quiesce(l, ply, alpha, beta, QUIESCENCE_FOURS)
            } else {
                self.leaf(l)
            };
        }
        // The table.
        let key = l.hash;
        let mut slot = (key as usize) & (self.tt.len() - 1);
        if self.knowledge.buckets {
            // Two entries a bucket: the first kept by depth, the second always replaced.
            slot &= !1;
            if Entry::unpack(self.tt[slot]).key != key {
                slot |= 1;
            }
        }
        let entry = Entry::unpack(self.tt[slot]);
        let mut tt_move = None;
        if entry.key == key && entry.bound != 0 {
            tt_move = Some(entry.best as usize);
            let score = from_tt(entry.score, ply);
            if entry.depth as i32 >= depth {
                let cut = match entry.bound {
                    EXACT => true,
                    LOWER => score >= beta,
                    _ => score <= alpha,
                };
                if cut {
                    return score;
                }
            }
        }
        // The moves go into this ply's list, kept from node to node.
        let ply_index = ply as usize;
        if self.lists.len() <= ply_index {
            self.lists.resize_with(ply_index + 1, Vec::new);
        }
        let mut moves = std::mem::take(&mut self.lists[ply_index]);
        self.moves(l, forced, tt_move, &mut moves);
        if self.knowledge.history && !forced {
            // Quiet moves that cut off elsewhere in the tree come earlier, within at most
            // two thirds of an open three: threats still come first.
            let side = l.side;
            for m in moves.iter_mut().filter(|m| m.0 != i32::MAX) {
                m.0 += (self.history[side][m.1] >> 6).min(40) as i32;
            }
        }
        if moves.is_empty() {
            self.lists[ply_index] = moves;
            // No move: the one block is forbidden, or Black has only forbidden points.
            return if forced { -(WIN - ply_score - 2) } else { 0 };
        }
        select_best(&mut moves, 0);
        let alpha_before = alpha;
        let (mut best, mut best_move) = (-INF, moves[0].1);
        let quiet_limit = if self.knowledge.nearby && !forced {
            if self.knowledge.graded {
                graded_move_count(depth)
            } else {
                MOVE_COUNT[depth.clamp(1, 4) as usize]
            }
        } else {
            usize::MAX
        };
        for i in 0..moves.len() {
            if i >= quiet_limit && best > -WIN_ZONE {
                break;
            }
            // Sorted as they are needed: most nodes are cut off after a move or two.
            select_best(&mut moves, i);
            let p = moves[i].1;
            let tactical = l.summary(p, me).fours > 0 || l.summary(p, opp).fours > 0;
            // A forced block extends the search.
            let next = if forced { depth } else { depth - 1 };
            let reduce = if !self.knowledge.reductions || tactical {
                0
            } else if self.knowledge.graded {
                graded_reduction(depth, i)
            } else if i >= 3 && depth >= 3 {
                1 + i32::from(i >= 10)
            } else {
                0
            };
            l.play(p);
            let mut score;
            if i == 0 {
                score = -self.negamax(l, next, ply + 1, -beta, -alpha);
            } else {
                score = -self.negamax(l, next - reduce, ply + 1, -alpha - 1, -alpha);
                if score > alpha && (reduce > 0 || score < beta) {
                    score = -self.negamax(l, next, ply + 1, -beta, -alpha);
                }
            }
            l.unplay(p);
            if self.stopped {
                self.lists[ply_index] = moves;
                return 0;
            }
            if score > best {
                (best, best_move) = (score, p);
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                if !tactical && !forced {
                    let h = &mut self.history[me][p];
                    *h = h.saturating_add((depth * depth).max(1) as u32);
                }
                break;
            }
        }
        self.lists[ply_index] = moves;
        let bound = if best >= beta {
            LOWER
        } else if best > alpha_before {
            EXACT
        } else {
            UPPER
        };
        let depth = depth.clamp(0, 255) as u8;
        if self.knowledge.buckets {
            let deep = Entry::unpack(self.tt[slot & !1]);
            slot = if deep.key == key || deep.age != self.age || depth >= deep.depth {
                slot & !1
            } else {
                slot | 1
            };
        }
        self.tt[slot] = Entry {
            key,
            score: to_tt(best, ply),
            depth,
            age: self.age,
            bound,
            best: best_move as u16,
        }
        .pack();
        best
    }

    /// The moves at a node into `out`, each with its order score (the table's move
    /// highest): the block of the opponent's four when `forced`, else the cells near a
    /// stone (less the forbidden ones), kept to the defences against a threat. Unsorted:
    /// [`select_best`] brings each to the front as it is needed.
    fn moves(
        &self,
        l: &mut Lines,
        forced: bool,
        tt_move: Option<usize>,
        out: &mut Vec<(i32, usize)>,
    ) {
        let (me, opp) = (l.side, 1 - l.side);
        out.clear();
        let against = self.knowledge.threats && !forced && l.strong[opp] > 0;
        let [top, bottom, left, right] = l.area();
        let cells = (top..=bottom).flat_map(|row| (left..=right).map(move |col| (row, col)));
        for (row, col) in cells {
            let p = l.padded_at(row, col);
            if !l.is_empty(p) {
                continue;
            }
            if forced {
                if !l.summary(p, opp).five {
                    continue;
                }
            } else if l.near[p] == 0
                || (against && l.summary(p, me).fours == 0 && l.summary(p, opp).fours == 0)
            {
                continue;
            }
            if l.forbidden(p) {
                continue;
            }
            let score = if Some(p) == tt_move {
                i32::MAX
            } else {
                self.order_score(l, p)
            };
            out.push((score, p));
        }
    }

    /// The horizon's score with the fours played out: the side to move takes the
    /// evaluation or makes a four (at most `fours` more), a four is blocked, a five won.
    fn quiesce(&mut self, l: &mut Lines, ply: u32, mut alpha: i32, beta: i32, fours: u32) -> i32 {
        if let Some(score) = self.enter(l, ply) {
            return score;
        }
        let (me, opp) = (l.side, 1 - l.side);
        let ply_score = ply as i32;
        let [top, bottom, left, right] = l.area();
        if l.fives[opp] == 1 {
            let block = (top..=bottom)
                .flat_map(|row| (left..=right).map(move |col| (row, col)))
                .map(|(row, col)| l.padded_at(row, col))
                .find(|&p| l.is_empty(p) && l.summary(p, opp).five);
            let Some(block) = block else {
                return self.leaf(l);
            };
            if l.forbidden(block) {
                return -(WIN - ply_score - 2);
            }
            l.play(block);
            let score = -self.quiesce(l, ply + 1, -beta, -alpha, fours);
            l.unplay(block);
            return score;
        }
        let stand = self.leaf(l);
        if stand >= beta || fours == 0 || l.fours[me] == 0 {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        let mut list: Vec<(i32, usize)> = Vec::new();
        for row in top..=bottom {
            for col in left..=right {
                let p = l.padded_at(row, col);
                if l.is_empty(p) && l.summary(p, me).fours > 0 {
                    list.push((l.cell_value(p, me), p));
                }
            }
        }
        list.sort_unstable_by_key(|&(v, _)| std::cmp::Reverse(v));
        for (_, p) in list {
            if l.forbidden(p) {
                continue;
            }
            l.play(p);
            let score = -self.quiesce(l, ply + 1, -beta, -alpha, fours - 1);
            l.unplay(p);
            if self.stopped {
                return 0;
            }
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        best
    }

    /// The horizon's score: 0 without the evaluation (Easy and Medium); else the side to
    /// move's patterns against the opponent's, with a win all but certain for a side to
    /// move that has an open four or two fours to make while the opponent has no four.
    fn leaf(&self, l: &Lines) -> i32 {
        if !self.knowledge.evaluate {
            return 0;
        }
        let (me, opp) = (l.side, 1 - l.side);
        let mut score = l.total[me] - l.total[opp] + l.total[me] / 4;
        if l.strong[me] > 0 && l.fours[opp] == 0 {
            score += 200_000;
        }
        score
    }
}

/// Quiet moves searched at a node `depth` plies from the horizon once one that does not
/// lose has been found: few near the horizon, more with each ply (5, 8, 11, 16, 21, 28,
/// ...), as the open gomoku and chess engines prune by move count.
fn graded_move_count(depth: i32) -> usize {
    let d = depth.max(1) as usize;
    4 + d * (d + 2) / 2
}

/// Plies by which the `i`-th move (from 0) at `depth` is searched shallower first: the
/// product of their logarithms, halved (the form of Stockfish's and Rapfi's tables); none
/// for the first two moves.
fn graded_reduction(depth: i32, i: usize) -> i32 {
    if i < 2 || depth < 2 {
        return 0;
    }
    let r = ((depth as f32).ln() * (i as f32).ln() / 2.0).round() as i32;
    r.clamp(0, depth - 1)
}

/// Brings the best scored of `moves[i..]` to `moves[i]` (the first of equals).
#[inline]
fn select_best(moves: &mut [(i32, usize)], i: usize) {
    let mut top = i;
    for j in i + 1..moves.len() {
        if moves[j].0 > moves[top].0 {
            top = j;
        }
    }
    moves.swap(i, top);
}

/// A score for the table: wins and losses measured from the node, not from the root.
fn to_tt(score: i32, ply: u32) -> i32 {
    if score > WIN_ZONE {
        score + ply as i32
    } else if score < -WIN_ZONE {
        score - ply as i32
    } else {
        score
    }
}

/// The table's score back at `ply` from the root.
fn from_tt(score: i32, ply: u32) -> i32 {
    if score > WIN_ZONE {
        score - ply as i32
    } else if score < -WIN_ZONE {
        score + ply as i32
    } else {
        score
    }
}
