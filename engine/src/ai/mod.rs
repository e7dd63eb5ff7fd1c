//! Computer players: one [`Strategy`] interface, three levels built on the same search,
//! and Hard's guard (`guard`), which keeps it from giving away a result it could prove.

mod guard;

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use serde::{Deserialize, Serialize};

use crate::board::Board;
use crate::geometry::Cell;
use crate::search::{Knowledge, Limits, Report, Search};
use guard::{Guard, Screened};

/// Default time a Hard player may think per move.
pub const DEFAULT_BUDGET: Duration = Duration::from_secs(1);

/// Something that picks a move.
pub trait Strategy: Send {
    /// A move for the side to move, or `None` if the game is over.
    /// Returns early (with the best move found so far) when `cancel` is set.
    fn choose(&mut self, board: &Board, cancel: Option<Arc<AtomicBool>>) -> Option<Cell>;
}

/// The computer levels, ordered weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Level {
    /// Looks 1 ply ahead: takes a win, blocks a loss, otherwise plays at random.
    Easy,
    /// Looks 3 plies ahead, so it makes and stops forks; otherwise plays at random.
    Medium,
    /// Searches to the end of the game when it can within its time budget (then it never
    /// loses), else plays a forced win by threats (VCF, VCT) when it finds one, refutes
    /// the opponent's, and searches as deep as the budget allows by iterative deepening
    /// ([`Knowledge::FULL`]). Where the prover proves a result within 40 % of the budget (tried
    /// on boards of 17 to 49 cells, and on bigger ones with at most 30 free cells; the
    /// search solves the smaller ones itself), it never chooses a move proven to lose
    /// while another is not, nor lets a proven win go.
    Hard,
}

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The level's name as a player sees it.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "Easy",
            Level::Medium => "Medium",
            Level::Hard => "Hard",
        }
    }

    /// Search depth in plies (`None`: to the end of the game) and what the search knows.
    fn config(self) -> (Option<u32>, Knowledge) {
        match self {
            Level::Easy => (Some(1), Knowledge::PLAIN),
            // Plain 3 plies: no evaluation and no threat extensions, so past its horizon
            // Medium plays at random; that keeps it clearly below Hard (BENCHMARKS.md).
            Level::Medium => (Some(3), Knowledge::PLAIN),
            Level::Hard => (None, Knowledge::FULL),
        }
    }
}

crate::named::named!(Level, "level");

/// A computer player of a given [`Level`]: negamax with alpha-beta at the level's depth,
/// choosing at random among equally good moves.
pub struct Player {
    level: Level,
    budget: Duration,
    rng: StdRng,
    search: Option<Search>,
    /// What the search knows, when not the level's own.
    knowledge: Option<Knowledge>,
    /// Hard's prover, kept warm between moves.
    guard: Guard,
    /// The most the transposition table may take, in bytes, when limited.
    memory: Option<usize>,
}

impl Player {
    /// A player whose random choices follow `seed` (the same seed replays the same game).
    pub fn new(level: Level, seed: u64) -> Player {
        Player {
            level,
            budget: DEFAULT_BUDGET,
            rng: StdRng::seed_from_u64(seed),
            search: None,
            knowledge: None,
            guard: Guard::default(),
            memory: None,
        }
    }

    /// Changes the time allowed per move, between moves.
    pub fn set_budget(&mut self, budget: Duration) {
        self.budget = budget;
    }

    /// Keeps the search's transposition table within `bytes` (its size halves until it
    /// fits, down to a few entries), as a Gomocup manager's `max_memory` asks; the
    /// level's own size when it already fits. The prover's tables are not counted.
    pub fn with_memory(mut self, bytes: usize) -> Player {
        self.memory = Some(bytes);
        self.search = None;
        self
    }

    /// Sets the time allowed per move (default [`DEFAULT_BUDGET`]).
    pub fn with_budget(mut self, budget: Duration) -> Player {
        self.budget = budget;
        self
    }

    /// Searches with `knowledge` instead of the level's own (at the level's depth): for
    /// measuring one engine against another, e.g. [`Knowledge::CLASSIC`].
    pub fn with_knowledge(mut self, knowledge: Knowledge) -> Player {
        self.knowledge = Some(knowledge);
        self.search = None;
        self
    }

    /// This player's level.
    pub fn level(&self) -> Level {
        self.level
    }

    /// Every move this player rates best on `board`, with the search's figures and what
    /// its score is worth (proven or estimated); `None` once the game is over.
    ///
    /// Hard (with its own knowledge) first lets its guard prove the position where the
    /// prover proves a result within 40 % of the budget, and then chooses only among the moves
    /// that keep the proven result (see [`Level::Hard`]).
    pub fn analyse(&mut self, board: &Board, cancel: Option<Arc<AtomicBool>>) -> Option<Report> {
        // The budget covers setting up the table too (tens of milliseconds on big boards).
        let start = Instant::now();
        if board.outcome().is_over() {
            return None;
        }
        let (depth, own) = self.level.config();
        let knowledge = self.knowledge.unwrap_or(own);
        let geometry = board.geometry();
        let search = match &mut self.search {
            Some(s) if std::ptr::eq(s.geometry(), geometry) => s,
            // A shallow search visits few positions: a small table is quicker to set up.
            slot => {
                let bits = match self.level {
                    Level::Easy => 8,
                    Level::Medium => 14,
                    Level::Hard => Search::table_bits(geometry),
                };
                // 16 bytes an entry.
                let fits = self
                    .memory
                    .map_or(u32::MAX, |bytes| (bytes / 16).max(2).ilog2());
                slot.insert(Search::with_table_bits(geometry, knowledge, bits.min(fits)))
            }
        };
        let guarded = self.level == Level::Hard && self.knowledge.is_none();
        let screened = if guarded && Guard::applies(board) {
            // The search is for this board's shape: it gives an order.
            let order = search.root_order(board).unwrap_or_default();
            let share = self.budget.mul_f64(guard::SHARE);
            let budget = share.saturating_sub(start.elapsed());
            self.guard.screen(board, &order, budget, cancel.clone())
        } else {
            Screened::default()
        };
        let budget = self.budget.saturating_sub(start.elapsed());
        let limits = Limits {
            depth,
            budget: Some(budget),
            cancel,
        };
        let mut report = match &screened.moves {
            Some(moves) => search.best_moves_among(board, &limits, moves),
            None => search.best_moves(board, &limits),
        }?;
        screened.complete(&mut report);
        Some(report)
    }
}

impl Strategy for Player {
    fn choose(&mut self, board: &Board, cancel: Option<Arc<AtomicBool>>) -> Option<Cell> {
        let report = self.analyse(board, cancel)?;
        report.moves.choose(&mut self.rng).copied()
    }
}
