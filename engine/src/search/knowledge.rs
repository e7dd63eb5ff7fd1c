//! What the search knows beyond plain negamax, switch by switch.

/// What the search looks at, beyond plain negamax: one of three presets, [`Knowledge::FULL`]
/// (Hard), [`Knowledge::CLASSIC`] (Hard before threat-space search, to measure against)
/// and [`Knowledge::PLAIN`] (Easy and Medium). None of it changes a proven value:
/// `threats` and `threat_space` make [`crate::Search::solve`] faster, the rest serve the
/// depth-limited search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Knowledge {
    /// Score positions at the horizon by their line patterns (else 0).
    pub(crate) evaluate: bool,
    /// With `evaluate`: add each side's line shapes (open four, four, open three, three,
    /// open two, ...: one table per win length) to its window counts. Off in the classic
    /// search, which Hard is measured against; on in Hard, where it scored as well as the
    /// window counts alone and at the same speed (BENCHMARKS.md).
    pub(crate) shapes: bool,
    /// Forced blocks extend the search and a double threat is a loss.
    pub(crate) threats: bool,
    /// Threat-space search (Allis 1994): at the horizon, a win by continuous fours (VCF)
    /// for the side to move is a win; at the root, a VCF or VCT is played at once, and when
    /// the opponent has one, the moves that do not refute it are ruled out. Everywhere,
    /// solving included: when the opponent has a cell that would make two fours at once,
    /// only the moves that can stop it are searched (an exact rule).
    pub(crate) threat_space: bool,
    /// On boards of [`NARROW_CELLS`] cells or more, search only the cells within two
    /// steps of a mark, and at each position only the best 6 of them by the move order
    /// unless a defence rule chose the moves. Where the root's opponent is to move and all
    /// 6 lose, the rest are searched too: a win must hold against every reply. A result
    /// that left a move out this way is never called exact.
    pub(crate) nearby: bool,
    /// When time runs out in the middle of a deepening iteration, play that iteration's
    /// best move if the previous best was searched again in it (else the last finished
    /// iteration's, as without this): the previous best comes first, so the move picked
    /// scores at least as well as it one ply deeper. The usual practice in game-tree
    /// search; against Hard without it, 48 % on 9x9 and 55 % on 10x10 (40 games each at
    /// 0.25 s a move), within the noise.
    pub(crate) unfinished: bool,
    /// On a narrowed board, below the root: every move after the first is searched with
    /// a null window first (principal-variation search, Marsland 1983), and quiet ones
    /// from the third on one ply shallower (late move reductions), searched again in full
    /// only when they beat the best so far.
    pub(crate) reductions: bool,
    /// In the gomoku search: late-move reductions by the logarithms of the depth left and
    /// the move's rank, and a count of quiet moves that grows with the depth left, in place
    /// of one or two plies' reduction and 10 to 18 moves: +66 Elo [-9, +148] at 0.1 s a
    /// move on 15x15, 80 games (BENCHMARKS.md).
    pub(crate) graded: bool,
    /// In the gomoku search: the table in buckets of two entries, one kept by depth (an
    /// entry of an earlier move of the game gives way whatever its depth) and one always
    /// replaced, in place of one entry always replaced: +48 Elo [-27, +128], 80 games.
    pub(crate) buckets: bool,
    /// In the gomoku search: the history heuristic (Schaeffer 1989) added to the order of
    /// the quiet moves. Against Hard without it at 0.1 s a move on 15x15, 65 - 55 - 0 (120
    /// games), +29 Elo [-33, +92] (BENCHMARKS.md).
    pub(crate) history: bool,
    /// In the gomoku search: at the horizon, the side to move takes the evaluation or
    /// makes a four, whose block is forced, up to two fours in a row (a VCF quiescence
    /// with stand-pat). Against Hard without it at 0.1 s a move, 49 - 31 - 0 on 15x15 (80
    /// games, +80 Elo [+4, +163]) and 4 - 30 - 6 on 10x10 (40 games); with six fours in a
    /// row, 13 - 27 - 0 on 15x15 (BENCHMARKS.md).
    pub(crate) quiescence: bool,
}

impl Knowledge {
    /// Hard's search: everything that helped in the measurements, and the line shapes,
    /// which held level (BENCHMARKS.md).
    pub const FULL: Knowledge = Knowledge {
        evaluate: true,
        shapes: true,
        threats: true,
        threat_space: true,
        nearby: true,
        unfinished: true,
        reductions: true,
        graded: true,
        buckets: true,
        history: true,
        quiescence: true,
    };

    /// Hard's search before threat-space search and nearby cells: kept to measure the
    /// new one against (the `versus` tool), and for proofs that must leave no move out.
    pub const CLASSIC: Knowledge = Knowledge {
        evaluate: true,
        shapes: false,
        threats: true,
        threat_space: false,
        nearby: false,
        unfinished: false,
        reductions: false,
        graded: false,
        buckets: false,
        history: false,
        quiescence: false,
    };

    /// Plain negamax with alpha-beta to a fixed depth: what Easy and Medium see.
    pub const PLAIN: Knowledge = Knowledge {
        evaluate: false,
        shapes: false,
        threats: false,
        threat_space: false,
        nearby: false,
        unfinished: false,
        reductions: false,
        graded: false,
        buckets: false,
        history: false,
        quiescence: false,
    };
}

impl Knowledge {
    /// The names of the parts, as [`Knowledge::without`] takes them.
    pub const PARTS: [&str; 11] = [
        "evaluate",
        "shapes",
        "threats",
        "threat_space",
        "nearby",
        "unfinished",
        "reductions",
        "graded",
        "buckets",
        "history",
        "quiescence",
    ];

    /// This knowledge less the part named `part` (one of [`Knowledge::PARTS`]): for
    /// measuring what each part is worth (the `versus` tool). `None` for another name.
    pub fn without(self, part: &str) -> Option<Knowledge> {
        let mut k = self;
        *match part {
            "evaluate" => &mut k.evaluate,
            "shapes" => &mut k.shapes,
            "threats" => &mut k.threats,
            "threat_space" => &mut k.threat_space,
            "nearby" => &mut k.nearby,
            "unfinished" => &mut k.unfinished,
            "reductions" => &mut k.reductions,
            "graded" => &mut k.graded,
            "buckets" => &mut k.buckets,
            "history" => &mut k.history,
            "quiescence" => &mut k.quiescence,
            _ => return None,
        } = false;
        Some(k)
    }
}

/// Boards with at least this many cells (7x7) search near the marks only
/// ([`Knowledge::nearby`]); smaller ones are solved outright, where every cell counts.
pub const NARROW_CELLS: usize = 49;
