//! Negamax with alpha-beta pruning over bitboards, a transposition table keyed by
//! symmetry-canonical Zobrist hashes, immediate-threat handling, and iterative
//! deepening under a time budget.
//!
//! Scores are from the side to move's point of view. A win `p` plies from the root
//! scores `WIN - p`, so a sooner win is worth more and a later loss less bad; a draw is 0;
//! a position cut off at the search horizon scores its open lines (well below `WIN`).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::board::Board;
use crate::geometry::{Cell, Geometry};

/// Score of a win on the next ply; a win `p` plies ahead scores `WIN - p`.
pub const WIN: i32 = 1 << 30;
/// Scores beyond this (in absolute value) are wins or losses; the board has at most 100 plies.
const WIN_ZONE: i32 = WIN - 1000;
const INF: i32 = WIN + 1;
/// TT depth of a result that no horizon influenced: valid at any depth.
const EXACT_DEPTH: u8 = u8::MAX;

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

/// What the search looks at, beyond plain negamax.
#[derive(Clone, Copy, Debug)]
pub struct Knowledge {
    /// Score positions at the horizon by their open lines (else 0).
    pub evaluate: bool,
    /// Forced blocks extend the search and a double threat is a loss.
    pub threats: bool,
}

impl Knowledge {
    /// Everything on.
    pub const FULL: Knowledge = Knowledge {
        evaluate: true,
        threats: true,
    };
}

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

/// A transposition-table entry. Stored packed in one `u128` so that a new table is
/// zeroed memory straight from the allocator (all zeros unpack to an empty entry).
#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    score: i32,
    depth: u8,
    bound: Bound,
    /// Best move, in the canonical orientation.
    best: u8,
    /// Empty cells at the position: a bigger subtree is worth more to keep.
    empties: u8,
}

#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Bound {
    #[default]
    Empty,
    Exact,
    Lower,
    Upper,
}

impl Entry {
    fn pack(self) -> u128 {
        (self.key as u128) << 64
            | (self.score as u32 as u128) << 32
            | (self.depth as u128) << 24
            | (self.bound as u128) << 16
            | (self.best as u128) << 8
            | self.empties as u128
    }

    fn unpack(bits: u128) -> Entry {
        Entry {
            key: (bits >> 64) as u64,
            score: (bits >> 32) as u32 as i32,
            depth: (bits >> 24) as u8,
            bound: match (bits >> 16) as u8 {
                1 => Bound::Exact,
                2 => Bound::Lower,
                3 => Bound::Upper,
                _ => Bound::Empty,
            },
            best: (bits >> 8) as u8,
            empties: bits as u8,
        }
    }
}

/// A position being searched: bitboards plus one Zobrist hash per board symmetry,
/// all updated incrementally.
#[derive(Clone, Copy)]
struct Position {
    marks: [u128; 2],
    side: usize,
    empties: u32,
    hashes: [u64; 8],
}

/// What one pass over the windows tells about a position.
struct Scan {
    /// Per mark: free cells that would complete a window of that mark.
    threats: [u128; 2],
    /// Per mark: the Erdős–Selfridge potential of its open windows, sum of 2^(its marks there).
    potential: [u64; 2],
    /// Open-lines score for X minus O.
    eval: i32,
}

/// A reusable searcher for one board shape. Keeps its transposition table between
/// moves, so later moves of a game start warm.
pub struct Search {
    geometry: &'static Geometry,
    knowledge: Knowledge,
    tt: Vec<u128>,
    /// A move list per ply, kept between positions.
    move_lists: Vec<Vec<(u32, u8)>>,
    /// Open-line weight of a window holding `n` marks of one side only.
    weight: Vec<i32>,
    nodes: u64,
    /// Counts positions whose score came from the horizon; unchanged over a subtree means exact.
    horizon: u64,
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
        let weight = (0..=geometry.k as i32)
            .map(|n| {
                if n == 0 {
                    0
                } else {
                    1 << (2 * (n - 1)).min(24)
                }
            })
            .collect();
        Search {
            geometry,
            knowledge,
            tt: vec![0; 1 << bits],
            move_lists: vec![Vec::new(); geometry.cells() + 1],
            weight,
            nodes: 0,
            horizon: 0,
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
        let scan = self.scan(&pos);
        let (me, opp) = (pos.side, 1 - pos.side);
        if scan.threats[me] != 0 {
            return Some((
                report(cells_of(scan.threats[me]).collect(), WIN - 1, 1, true, 1),
                true,
            ));
        }
        if self.knowledge.threats && scan.threats[opp].count_ones() >= 2 {
            // Lost whatever we do: block one of the threats all the same.
            return Some((
                report(cells_of(scan.threats[opp]).collect(), 2 - WIN, 2, true, 1),
                true,
            ));
        }
        let max_depth = limits.depth.unwrap_or(u32::MAX).clamp(1, pos.empties);
        let classes = self.root_classes(&pos, &legal);
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
            // A win or loss within the horizon is proven whatever lies beyond it.
            let complete = self.horizon == horizon_before;
            let plies = plies_to_end(top);
            let exact = complete || plies.is_some();
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
        self.deadline = limits.budget.and_then(|b| Instant::now().checked_add(b));
        self.cancel = limits.cancel.clone();
        self.stopped = false;
    }

    fn position(&self, board: &Board) -> Option<Position> {
        if !std::ptr::eq(board.geometry(), self.geometry) {
            return None;
        }
        let marks = board.bitboards();
        let mut pos = Position {
            marks: [0, 0],
            side: 0,
            empties: self.geometry.cells() as u32,
            hashes: [0; 8],
        };
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
        let scan = self.scan(pos);
        if scan.threats[me] != 0 {
            return WIN - (ply as i32 + 1);
        }
        let forced = if self.knowledge.threats {
            scan.threats[opp]
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
            scan.potential[me] < 1 << (k - 1),
            scan.potential[opp] < 1 << k,
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
        if depth == 0 && forced == 0 {
            self.horizon += 1;
            return if !self.knowledge.evaluate {
                0
            } else if me == 0 {
                scan.eval
            } else {
                -scan.eval
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
            self.ordered_moves(pos, tt_move, &mut moves);
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

    /// Cells worth playing, best first: the table's move, then by open lines through the cell.
    fn ordered_moves(&self, pos: &Position, tt_move: Option<Cell>, out: &mut Vec<(u32, u8)>) {
        let free = self.geometry.full() & !(pos.marks[0] | pos.marks[1]);
        let mut rest = free;
        while rest != 0 {
            let cell = rest.trailing_zeros() as Cell;
            rest &= rest - 1;
            let score = if Some(cell) == tt_move {
                u32::MAX
            } else {
                self.order_score(pos, cell)
            };
            // A cell in no open window is a pass, and an extra mark never hurts in an
            // m,n,k-game, so such a move is never better than another: skip it.
            if score == 0 {
                continue;
            }
            out.push((score, cell as u8));
        }
        out.sort_unstable_by_key(|&(score, _)| std::cmp::Reverse(score));
    }

    /// How promising a move is: for each window through it still open to one side,
    /// 4^(marks there), doubled for the side to move's own windows (attack first).
    /// 0 for a cell in no open window. (Measured on 5x5, 4 in a row: this order needs
    /// 25 K nodes to solve; adding a history heuristic raised that to 27 M.)
    fn order_score(&self, pos: &Position, cell: Cell) -> u32 {
        let g = self.geometry;
        let mut score = 0u32;
        for &w in g.windows_through(cell) {
            let w = g.windows()[w as usize];
            let (x, o) = (pos.marks[0] & w, pos.marks[1] & w);
            let (mine, theirs) = if pos.side == 0 { (x, o) } else { (o, x) };
            if theirs == 0 {
                score += 2 << (2 * popcount(mine));
            }
            if mine == 0 {
                score += 1 << (2 * popcount(theirs));
            }
        }
        score
    }

    fn scan(&self, pos: &Position) -> Scan {
        let k = self.geometry.k as u32;
        let mut scan = Scan {
            threats: [0, 0],
            potential: [0, 0],
            eval: 0,
        };
        for &w in self.geometry.windows() {
            let (x, o) = (pos.marks[0] & w, pos.marks[1] & w);
            if o == 0 {
                let n = popcount(x);
                scan.potential[0] += 1 << n;
                if n + 1 == k {
                    scan.threats[0] |= w & !x;
                }
                scan.eval += self.weight[n as usize];
            }
            if x == 0 {
                let n = popcount(o);
                scan.potential[1] += 1 << n;
                if n + 1 == k {
                    scan.threats[1] |= w & !o;
                }
                scan.eval -= self.weight[n as usize];
            }
        }
        scan
    }
}

impl Position {
    fn play(&mut self, g: &Geometry, cell: Cell) {
        self.toggle(g, cell);
        self.empties -= 1;
        self.side ^= 1;
    }

    fn unplay(&mut self, g: &Geometry, cell: Cell) {
        self.side ^= 1;
        self.empties += 1;
        self.toggle(g, cell);
    }

    fn toggle(&mut self, g: &Geometry, cell: Cell) {
        self.marks[self.side] ^= 1 << cell;
        for (hash, perm) in self.hashes.iter_mut().zip(g.symmetries()) {
            *hash ^= g.zobrist(perm[cell] as Cell, self.side);
        }
    }

    /// The smallest hash over the board's symmetries and the symmetry giving it:
    /// positions that are rotations or reflections of each other share one table entry.
    fn canonical(&self, symmetries: usize) -> (u64, usize) {
        let mut best = (self.hashes[0], 0);
        for (i, &h) in self.hashes[..symmetries].iter().enumerate().skip(1) {
            if h < best.0 {
                best = (h, i);
            }
        }
        best
    }
}

/// Win and loss scores are stored relative to the node, not the root, so they stay
/// right when the same position is reached at another ply.
fn score_to_tt(score: i32, ply: u32) -> i32 {
    match score {
        s if s > WIN_ZONE => s + ply as i32,
        s if s < -WIN_ZONE => s - ply as i32,
        s => s,
    }
}

fn score_from_tt(score: i32, ply: u32) -> i32 {
    match score {
        s if s > WIN_ZONE => s - ply as i32,
        s if s < -WIN_ZONE => s + ply as i32,
        s => s,
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
