//! Negamax with alpha-beta pruning over bitboards, a transposition table keyed by
//! symmetry-canonical Zobrist hashes, immediate-threat handling, threat-space search
//! (VCF and VCT), and iterative deepening under a time budget.
//!
//! - `position`: the position, its line patterns counted move by move;
//! - `order`: which moves are tried, in what order (patterns, nearby cells, the beam);
//! - `threats`: VCF, the exact defence against a double four, the root's refutations;
//! - `vct`: VCF's bigger sibling with threes; `table`: transposition-table entries.
//!
//! Scores are from the side to move's point of view. A win `p` plies from the root
//! scores `WIN - p`, so a sooner win is worth more and a later loss less bad; a draw is 0;
//! a position cut off at the search horizon scores its open lines (well below `WIN`).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::board::Board;
use crate::geometry::{Cell, Geometry};

mod order;
mod position;
mod table;
mod threats;
mod vct;

use position::Position;
use table::{Bound, Entry, score_from_tt, score_to_tt};

/// Score of a win on the next ply; a win `p` plies ahead scores `WIN - p`.
pub const WIN: i32 = 1 << 30;
/// Scores beyond this (in absolute value) are wins or losses; the board has at most 100 plies.
const WIN_ZONE: i32 = WIN - 1000;
const INF: i32 = WIN + 1;
/// TT depth of a result that no horizon influenced: valid at any depth.
const EXACT_DEPTH: u8 = u8::MAX;
/// Fours a VCF may chain from the root, and positions it may visit there.
const ROOT_VCF_FOURS: u32 = 20;
const ROOT_VCF_NODES: u32 = 200_000;
/// Threes and fours a VCT may chain from the root, and positions it may visit there.
const ROOT_VCT_THREATS: u32 = 6;
const ROOT_VCT_NODES: u32 = 20_000;
/// The same at the horizon, where it runs at every leaf.
const LEAF_VCF_FOURS: u32 = 6;
const LEAF_VCF_NODES: u32 = 300;

/// How deep and how long to search, and when to give up.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// Maximum depth in plies (forced replies do not count); `None` to the end of the game.
    /// A depth of 0 searches 1 ply: a move is always chosen by looking at it.
    pub depth: Option<u32>,
    /// Wall-clock time allowed for this search; `None` (or a time too far to represent,
    /// such as `Duration::MAX`) for no limit.
    pub budget: Option<Duration>,
    /// Set from another thread to stop the search early.
    pub cancel: Option<Arc<AtomicBool>>,
}

/// What the search looks at, beyond plain negamax. Only `evaluate` and `threats` change
/// what [`Search::solve`] proves faster; the rest serve the depth-limited search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Knowledge {
    /// Score positions at the horizon by their line patterns (else 0).
    pub evaluate: bool,
    /// Forced blocks extend the search and a double threat is a loss.
    pub threats: bool,
    /// Threat-space search (Allis 1994): at the horizon, a win by continuous fours (VCF)
    /// for the side to move is a win; at the root, such a win is played at once, and when
    /// the opponent has one, the moves that do not refute it are ruled out.
    pub threat_space: bool,
    /// On boards of [`NARROW_CELLS`] cells or more, search only the cells within two
    /// steps of a mark, and at each position only the best 10 of them by the move order
    /// unless a defence rule chose the moves (a result that left a move out this way is
    /// never called exact).
    pub nearby: bool,
    /// Try first the moves that last cut the search off at the same ply (killer moves).
    /// Off in Hard: it multiplied the positions needed to solve the small boards
    /// (`mnk` example `ordering`, BENCHMARKS.md).
    pub killers: bool,
    /// Break ties in the move order by how often a move cut the search off (history).
    /// Off in Hard: under the pattern order it changed nothing measurable.
    pub history: bool,
}

impl Knowledge {
    /// Everything on: Hard's search.
    pub const FULL: Knowledge = Knowledge {
        evaluate: true,
        threats: true,
        threat_space: true,
        nearby: true,
        killers: false,
        history: false,
    };

    /// Hard's search before threat-space search and nearby cells: kept to measure the
    /// new one against (`mnk` example `versus`), and for proofs that must leave no move out.
    pub const CLASSIC: Knowledge = Knowledge {
        evaluate: true,
        threats: true,
        threat_space: false,
        nearby: false,
        killers: false,
        history: false,
    };

    /// Plain negamax with alpha-beta to a fixed depth: what Easy and Medium see.
    pub const PLAIN: Knowledge = Knowledge {
        evaluate: false,
        threats: false,
        threat_space: false,
        nearby: false,
        killers: false,
        history: false,
    };
}

/// Boards with at least this many cells (7x7) search near the marks only
/// ([`Knowledge::nearby`]); smaller ones are solved outright, where every cell counts.
pub const NARROW_CELLS: usize = 49;

/// The result of [`Search::best_moves`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// Every move with the best score (pick one at random to vary play).
    pub moves: Vec<Cell>,
    /// The best score (see the module docs).
    pub score: i32,
    /// The deepest fully searched depth, in plies.
    pub depth: u32,
    /// True if the score's verdict (win, draw or loss) is the game-theoretic value, not an
    /// estimate from the horizon.
    pub exact: bool,
    /// Positions visited.
    pub nodes: u64,
}

/// The game-theoretic value of a position for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    Win,
    Draw,
    Loss,
}

/// A reusable searcher for one board shape. Keeps its transposition table between
/// moves, so later moves of a game start warm.
pub struct Search {
    geometry: &'static Geometry,
    knowledge: Knowledge,
    tt: Vec<u128>,
    /// A move list per ply, kept between positions.
    move_lists: Vec<Vec<(u32, u8)>>,
    /// Per cell: the cells within two steps of it (empty unless the board is narrowed).
    nearby: Vec<u128>,
    /// Per ply: the two latest moves that cut the search off there (`u8::MAX`: none).
    killers: Vec<[u8; 2]>,
    /// Per side and cell: sum of depth² over the cut-offs that move made.
    history: [Vec<u32>; 2],
    /// This search plays VCFs at the horizon (not while settling plies: a VCF is a win,
    /// not always the fastest one).
    vcf: bool,
    /// Positions VCF may still visit under the current horizon position.
    vcf_left: u32,

    /// Positions VCT may still visit in the current root search.
    vct_left: u32,

    /// When the root's threat searches must give way to the main search (30 % of the
    /// budget).
    soft_deadline: Option<Instant>,
    nodes: u64,
    /// Counts positions whose score came from the horizon; unchanged over a subtree means exact.
    horizon: u64,
    /// Counts positions where moves were left out ([`Knowledge::nearby`]): unchanged
    /// over a search means its wins and losses are proofs.
    narrowed: u64,
    deadline: Option<Instant>,
    cancel: Option<Arc<AtomicBool>>,
    stopped: bool,
}

impl Search {
    /// A searcher for `geometry` with a transposition table sized to the board
    /// (1 K entries up to 3x3, 256 K up to 4x4, 4 M entries, 64 MiB, beyond).
    pub fn new(geometry: &'static Geometry, knowledge: Knowledge) -> Search {
        let bits = match geometry.cells() {
            0..=9 => 10,
            10..=16 => 18,
            _ => 22,
        };
        Search::with_table_bits(geometry, knowledge, bits)
    }

    /// Like [`Search::new`] with 2^`bits` table entries (16 bytes each). `bits` is clamped
    /// to 1..=30: entries come in pairs, and 2^30 of them is 16 GiB.
    pub fn with_table_bits(geometry: &'static Geometry, knowledge: Knowledge, bits: u32) -> Search {
        let bits = bits.clamp(1, 30);
        let cells = geometry.cells();
        let nearby = if knowledge.nearby && cells >= NARROW_CELLS {
            (0..cells).map(|c| order::nearby(geometry, c)).collect()
        } else {
            Vec::new()
        };
        Search {
            geometry,
            knowledge,
            tt: vec![0; 1 << bits],
            move_lists: vec![Vec::new(); cells + 1],
            nearby,
            killers: vec![[u8::MAX; 2]; cells + 1],
            history: [vec![0; cells], vec![0; cells]],
            vcf: false,
            vcf_left: 0,
            vct_left: 0,
            soft_deadline: None,
            nodes: 0,
            horizon: 0,
            narrowed: 0,
            deadline: None,
            cancel: None,
            stopped: false,
        }
    }

    /// The shape this searcher is for.
    pub fn geometry(&self) -> &'static Geometry {
        self.geometry
    }

    /// Positions visited since this searcher was made.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The game-theoretic value of `board` for the side to move, searched to the end.
    /// Returns `None` if cancelled or out of time, or if `board` is of another shape.
    pub fn solve(&mut self, board: &Board, limits: &Limits) -> Option<Value> {
        if board.outcome().is_over() {
            return match board.outcome() {
                crate::Outcome::Win { .. } => Some(Value::Loss),
                _ => Some(Value::Draw),
            };
        }
        let mut pos = self.position(board)?;
        self.start(limits);
        self.vcf = false;
        // Two null-window tests (Pearl's "Scout" idea): can the side to move win?
        // If not, can it hold the draw? Each proves less than one open window would.
        let value = if self.negamax(&mut pos, u32::MAX, 0, 0, 1) >= 1 {
            Value::Win
        } else if self.negamax(&mut pos, u32::MAX, 0, -1, 0) >= 0 {
            Value::Draw
        } else {
            Value::Loss
        };
        (!self.stopped).then_some(value)
    }

    /// Every best move for the side to move within `limits`, by iterative deepening.
    /// Returns `None` when the game is over or `board` is of another shape; if time runs out
    /// before depth 1 completes, every legal move is returned unscored.
    ///
    /// Deepening stops at the first depth that proves a win or loss, so its plies may be
    /// more than the fewest (a forcing line is seen before a shorter quiet one): the
    /// verdict is exact, the plies an upper bound. [`crate::appraise`] settles them.
    pub fn best_moves(&mut self, board: &Board, limits: &Limits) -> Option<Report> {
        self.deepen(board, limits, false).map(|(report, _)| report)
    }

    /// [`Search::best_moves`], and with `settle` a win or loss proven short of its plies is
    /// searched again at the depth that holds every line of that length, which gives the
    /// winner's fastest win and the loser's longest defence. Also returns whether the
    /// score is the game-theoretic one, plies included.
    pub(crate) fn deepen(
        &mut self,
        board: &Board,
        limits: &Limits,
        settle: bool,
    ) -> Option<(Report, bool)> {
        let legal = board.legal_moves();
        if legal.is_empty() {
            return None;
        }
        let mut pos = self.position(board)?;
        self.start(limits);
        let nodes_before = self.nodes;
        let report = |moves, score, depth, exact, nodes| Report {
            moves,
            score,
            depth,
            exact,
            nodes,
        };
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
        self.vcf = self.knowledge.threat_space && !settle;
        if self.vcf {
            self.vcf_left = ROOT_VCF_NODES;
            if let Some((plies, cell)) = self.continuous_fours(&mut pos, ROOT_VCF_FOURS) {
                // A forced win: play it now rather than look for a faster one.
                let nodes = self.nodes - nodes_before;
                return Some((
                    report(vec![cell], WIN - plies as i32, plies, true, nodes),
                    false,
                ));
            }
            self.vct_left = ROOT_VCT_NODES;
            if let Some((plies, cell)) = self.continuous_threats(&mut pos, ROOT_VCT_THREATS) {
                let nodes = self.nodes - nodes_before;
                return Some((
                    report(vec![cell], WIN - plies as i32, plies, true, nodes),
                    false,
                ));
            }
        }
        let max_depth = limits.depth.unwrap_or(u32::MAX).clamp(1, pos.empties);
        let narrowed_before = self.narrowed;
        let mut candidates = self.candidates(&pos, &legal);
        // Ruling out root moves would drop equally lost ones from the list that settling
        // must give in full.
        if self.vcf
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
        if self.vcf {
            candidates = self.refutations(&mut pos, candidates);
        }
        let classes = self.root_classes(&pos, &candidates);
        let mut order: Vec<usize> = (0..classes.len()).collect();
        let mut best = report(legal.clone(), 0, 0, false, 0);
        let mut settled = false;
        // Small boards are solved outright; bigger ones deepen one ply at a time.
        let mut depth = if pos.empties <= 9 { max_depth } else { 1 };
        while depth <= max_depth {
            let horizon_before = self.horizon;
            let mut scores = vec![None; classes.len()];
            let mut top = -INF;
            for &i in &order {
                let rep = classes[i][0];
                pos.play(self.geometry, rep);
                let score = self.root_move_score(&mut pos, depth - 1, top);
                pos.unplay(self.geometry, rep);
                if self.stopped {
                    break;
                }
                scores[i] = Some(score);
                top = top.max(score);
            }
            if self.stopped {
                break;
            }
            let moves = (0..classes.len())
                .filter(|&i| scores[i] == Some(top))
                .flat_map(|i| classes[i].iter().copied())
                .collect();
            // A win or loss within the horizon is proven whatever lies beyond it, unless
            // the search left moves out on the way.
            let whole = self.narrowed == narrowed_before;
            let complete = self.horizon == horizon_before && whole;
            let plies = plies_to_end(top);
            let exact = complete || (plies.is_some() && whole);
            best = report(moves, top, depth, exact, self.nodes - nodes_before);
            // Every line of `p` plies lies within depth `p - 1` (its last ply, the win, is
            // seen at any depth), so at that depth no faster win or longer defence hides.
            settled = complete || plies.is_some_and(|p| p <= depth + 1);
            if settled || (exact && !settle) {
                break;
            }
            depth = match plies {
                Some(p) => p.saturating_sub(1).min(max_depth).max(depth + 1),
                None => depth + 1,
            };
            order.sort_by_key(|&i| std::cmp::Reverse(scores[i].unwrap_or(-INF)));
        }
        best.moves.sort_unstable();
        best.nodes = self.nodes - nodes_before;
        Some((best, settled))
    }

    /// The score of a root move (already played in `pos`), exact when it is `top` or more;
    /// below `top` only an upper bound, enough to rule it out. A narrow window first
    /// (around 0 for the first move, around `top` after), widened only when it fails:
    /// principal-variation search (Marsland 1983) with ties kept.
    fn root_move_score(&mut self, pos: &mut Position, depth: u32, top: i32) -> i32 {
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

    fn start(&mut self, limits: &Limits) {
        let now = Instant::now();
        self.deadline = limits.budget.and_then(|b| now.checked_add(b));
        self.soft_deadline = limits
            .budget
            .and_then(|b| now.checked_add((b / 10).saturating_mul(3)));
        self.cancel = limits.cancel.clone();
        self.stopped = false;
    }

    fn position(&self, board: &Board) -> Option<Position> {
        if !std::ptr::eq(board.geometry(), self.geometry) {
            return None;
        }
        let marks = board.bitboards();
        let mut pos = Position::new(self.geometry);
        // Replaying X and O alternately leaves the side to move right.
        let (mut xs, mut os) = (cells_of(marks[0]), cells_of(marks[1]));
        loop {
            let next = if pos.side == 0 { xs.next() } else { os.next() };
            match next {
                Some(cell) => pos.play(self.geometry, cell),
                None => break,
            }
        }
        Some(pos)
    }

    /// Legal root moves grouped by the symmetries that leave the position unchanged:
    /// moves in one group have the same value, so only the first is searched.
    fn root_classes(&self, pos: &Position, legal: &[Cell]) -> Vec<Vec<Cell>> {
        let g = self.geometry;
        let keeps = |perm: &Vec<u8>| {
            pos.marks
                .iter()
                .all(|&m| cells_of(m).all(|c| m >> perm[c] & 1 == 1))
        };
        let invariant: Vec<&Vec<u8>> = g.symmetries().iter().filter(|p| keeps(p)).collect();
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

    fn poll(&mut self) {
        if self.deadline.is_some_and(|d| Instant::now() >= d)
            || self
                .cancel
                .as_ref()
                .is_some_and(|c| c.load(Ordering::Relaxed))
        {
            self.stopped = true;
        }
    }

    fn negamax(
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
        // Two entries per bucket: one keeps the biggest subtree seen, one the latest.
        let bucket = (key as usize) & (self.tt.len() - 2);
        let (keeper, latest) = (
            Entry::unpack(self.tt[bucket]),
            Entry::unpack(self.tt[bucket + 1]),
        );
        let entry = if latest.key == key { latest } else { keeper };
        let mut tt_move = None;
        if entry.key == key && entry.bound != Bound::Empty {
            tt_move = Some(self.geometry.inverse_symmetry(sym)[entry.best as usize] as Cell);
            if entry.depth == EXACT_DEPTH || entry.depth as u32 >= depth {
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
                    return score;
                }
            }
        }
        // Moves that can stop a double four the opponent threatens (all, if none).
        let mut allowed = u128::MAX;
        if self.knowledge.threat_space
            && forced == 0
            && let Some(defence) = self.double_four_defence(pos)
        {
            if defence == 0 {
                return -(WIN - (ply as i32 + 4));
            }
            allowed = defence;
        }
        if depth == 0 && forced == 0 {
            if self.vcf {
                self.vcf_left = LEAF_VCF_NODES;
                let vcf = self.continuous_fours(pos, LEAF_VCF_FOURS);
                if let Some((plies, _)) = vcf {
                    return WIN - (ply + plies) as i32;
                }
                if self.stopped {
                    return 0;
                }
            }
            self.horizon += 1;
            return if !self.knowledge.evaluate {
                0
            } else if me == 0 {
                pos.eval
            } else {
                -pos.eval
            };
        }
        let horizon_before = self.horizon;
        let alpha_before = alpha;
        // One move list per ply, reused: no allocation or clearing per position.
        let mut moves = std::mem::take(&mut self.move_lists[ply as usize]);
        moves.clear();
        let child_depth = if forced != 0 {
            moves.push((0, forced.trailing_zeros() as u8));
            depth
        } else {
            self.ordered_moves(pos, tt_move, ply, allowed, &mut moves);
            depth.saturating_sub(1)
        };
        let mut best = -INF;
        let mut best_move = moves[0].1 as Cell;
        for &(_, m) in &moves {
            let cell = m as Cell;
            pos.play(self.geometry, cell);
            let score = -self.negamax(pos, child_depth, ply + 1, -beta, -alpha);
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
                        if forced == 0 && Some(cell) != tt_move {
                            self.remember_cut(me, cell, ply, depth);
                        }
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
            best: self.geometry.symmetries()[sym][best_move],
        }
        .pack();
        best
    }
}

/// Set bits of a mask. Most boards fit in the low 64 bits, and without a hardware popcount
/// (not in the baseline x86-64 target) counting one word costs half of counting two.
#[inline]
fn popcount(mask: u128) -> u32 {
    let (low, high) = (mask as u64, (mask >> 64) as u64);
    if high == 0 {
        low.count_ones()
    } else {
        low.count_ones() + high.count_ones()
    }
}

/// The cells of a bit mask, in index order.
fn cells_of(mut mask: u128) -> impl Iterator<Item = Cell> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let cell = mask.trailing_zeros() as Cell;
            mask &= mask - 1;
            cell
        })
    })
}

/// Plies until the end of the game implied by a win or loss score, if it is one.
pub fn plies_to_end(score: i32) -> Option<u32> {
    (score.abs() > WIN_ZONE).then(|| (WIN - score.abs()) as u32)
}
