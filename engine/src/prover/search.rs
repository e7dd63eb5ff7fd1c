//! The relevance-zone search: "does the defender hold?" at attacker and defender nodes.
//!
//! A proof that the defender holds at position P comes with a zone Z (a set of cells) that
//! means: for every set T of empty cells outside Z, P with attacker stones added on T
//! (same side to move) has no attacker line and the defender still holds. Each rule below
//! keeps that promise:
//! - Erdős–Selfridge leaf: Z = enough empty cells of the attacker's open windows that
//!   attacker stones on all the others still leave the potential below its bound.
//! - Pairing leaf: Z = the cells of the pairs and the Erdős–Selfridge zone of the windows
//!   holding no pair (see `leaf.rs`).
//! - The defender completes a line at c: Z = {c} and one empty cell of each open attacker
//!   window (so T cannot complete one before).
//! - Defender node, move d holds with zone Zd: Z = Zd ∪ {d}.
//! - Attacker node: the null move (a pass) holds with zone Z0; every attacker move outside
//!   Z0 is then a case of T and holds too, so only the moves m in Z0 are searched and
//!   Z = Z0 ∪ ⋃ (Zm ∪ {m}). If the pass loses, so does every move: an extra stone never
//!   hurts its owner in an m,n,k-game, so the attacker wins.
//!
//! After Shih, Wu, Wei, Wu, "A Novel Approach to Solving Goal-Achieving Problems for Board
//! Games" (AAAI 2022), relevance zones for the null-move ("pass") proof.

use super::Prover;
use super::leaf::{erdos_selfridge_zone, pairing_zone};
use super::position::{Position, cells_of, map_zone};
use super::scan::{hit_all_windows, popcount, scan, urgency};
use super::table::Proof;
use crate::geometry::Cell;

/// Most fours in a row tried by the VCF search at each attacker node.
const VCF_DEPTH: u32 = 6;

/// How many of the defender's moves, in order, are tried for a leaf right after them
/// before the search goes deeper. On (7,7,5), by CPU time with the other core busy: none
/// 10.2 s (4.63 M positions), 4: 4.6 s, 8: 4.0 s, 12: 4.2 s, 16: 3.5 s (0.37 M positions),
/// 24: 3.9 s, all: 5.3 s.
const LEAF_LOOKAHEAD: usize = 16;

impl Prover {
    /// The zone of a proof that the defender (the side other than `a`) holds at `pos`, or
    /// `None` if the attacker `a` wins, or if the search was stopped (see `self.stopped`).
    pub(super) fn holds(&mut self, pos: &mut Position, a: usize, ply: usize) -> Option<u128> {
        let hint = self.hint.take();
        self.nodes += 1;
        // The clock every 64 nodes (VCF's nodes included): a node costs about 10 µs on
        // 7x7 (its leaf tests and the defender's look-ahead), a clock read tens of
        // nanoseconds.
        if self.nodes >= self.next_poll {
            self.next_poll = self.nodes + 64;
            self.poll();
        }
        if self.stopped {
            return None;
        }
        let g = self.geometry;
        let d = 1 - a;
        let s = scan(g, pos, a);
        let attacker_to_move = pos.side == a;
        if attacker_to_move {
            if s.threats[a] != 0 {
                return None;
            }
        } else {
            if s.threats[d] != 0 {
                let c = s.threats[d] & s.threats[d].wrapping_neg();
                return Some(hit_all_windows(g, pos.marks, a, c));
            }
            if popcount(s.threats[a]) >= 2 {
                return None;
            }
        }
        let k = g.k as u32;
        let threshold = 1 << (if attacker_to_move { k - 1 } else { k });
        if s.potential < threshold {
            return Some(erdos_selfridge_zone(
                g,
                pos.marks,
                a,
                threshold,
                &mut self.scratch.terms,
            ));
        }
        let (key, sym) = pos.key(g, a);
        match self.table.probe(key) {
            Some(Proof::Win) => return None,
            Some(Proof::Hold(zone)) => return Some(map_zone(zone, g.inverse_symmetry(sym))),
            None => {}
        }
        let result = if let Some(zone) = pairing_zone(g, pos, a, threshold, &mut self.scratch) {
            Some(zone)
        } else if attacker_to_move && self.vcf(pos, a, VCF_DEPTH) {
            None
        } else if attacker_to_move {
            self.attacker_node(pos, a, ply)
        } else {
            self.defender_node(pos, a, s.threats[a], hint, ply)
        };
        if self.stopped {
            return None;
        }
        let proof = match result {
            Some(zone) => Proof::Hold(map_zone(zone, &g.symmetries()[sym])),
            None => Proof::Win,
        };
        self.table.store(key, proof, popcount(pos.empty(g)));
        result
    }

    fn attacker_node(&mut self, pos: &mut Position, a: usize, ply: usize) -> Option<u128> {
        let g = self.geometry;
        // The most urgent move first, before the null move: when the attacker wins it
        // usually wins there, and the proof of the pass is not needed. Otherwise it is
        // nearly always inside the pass's zone, so its proof is kept for later.
        let first = cells_of(pos.empty(g))
            .max_by_key(|&c| urgency(g, pos, a, c))
            .expect("an attacker node has an empty cell");
        pos.play(g, first);
        let first_zone = self.holds(pos, a, ply + 1);
        pos.unplay(g, first);
        let first_zone = first_zone? | 1 << first;
        pos.pass();
        self.defence = None;
        let null = self.holds(pos, a, ply + 1);
        // The defence to the pass is tried first against every move: it often holds.
        let reply = self.defence.take();
        pos.pass();
        let mut zone = null?;
        let mut moves = self.take_list(ply);
        for cell in cells_of(zone & pos.empty(g) & !(1 << first)) {
            moves.push((urgency(g, pos, a, cell), cell as u8));
        }
        if zone >> first & 1 == 1 {
            zone |= first_zone;
        }
        moves.sort_unstable_by_key(|&(score, _)| std::cmp::Reverse(score));
        let mut held = true;
        for &(_, cell) in &moves {
            let cell = cell as Cell;
            pos.play(g, cell);
            self.hint = reply;
            let child = self.holds(pos, a, ply + 1);
            pos.unplay(g, cell);
            match child {
                Some(z) => zone |= z | 1 << cell,
                None => {
                    held = false;
                    break;
                }
            }
        }
        self.move_lists[ply] = moves;
        held.then_some(zone)
    }

    fn defender_node(
        &mut self,
        pos: &mut Position,
        a: usize,
        forced: u128,
        hint: Option<Cell>,
        ply: usize,
    ) -> Option<u128> {
        let g = self.geometry;
        let d = 1 - a;
        let mut moves = self.take_list(ply);
        if forced != 0 {
            moves.push((0, forced.trailing_zeros() as u8));
        } else {
            for cell in cells_of(pos.empty(g)) {
                // A cell in no window open to either side is a pass, and a pass is never
                // better than a move: skip it.
                let score = urgency(g, pos, d, cell);
                if score > 0 {
                    moves.push((score, cell as u8));
                }
            }
            moves.sort_unstable_by_key(|&(score, _)| std::cmp::Reverse(score));
            if let Some(i) = hint.and_then(|h| moves.iter().position(|&(_, c)| c as Cell == h)) {
                moves[..=i].rotate_right(1);
            }
            // A defence among the first few that ends the proof at once (a leaf) goes first.
            let n = moves.len().min(LEAF_LOOKAHEAD);
            if let Some(i) = (0..n).find(|&i| self.leaf_after(pos, a, moves[i].1 as Cell)) {
                moves[..=i].rotate_right(1);
            }
        }
        let mut result = None;
        for &(_, cell) in &moves {
            let cell = cell as Cell;
            pos.play(g, cell);
            let child = self.holds(pos, a, ply + 1);
            pos.unplay(g, cell);
            if self.stopped {
                break;
            }
            if let Some(z) = child {
                self.defence = Some(cell);
                result = Some(z | 1 << cell);
                break;
            }
        }
        self.move_lists[ply] = moves;
        result
    }

    /// True if the defender's move `cell` leaves a position that a leaf rule decides at once
    /// (the attacker to move, with no line to complete).
    fn leaf_after(&mut self, pos: &mut Position, a: usize, cell: Cell) -> bool {
        let g = self.geometry;
        pos.play(g, cell);
        let s = scan(g, pos, a);
        let threshold = 1 << (g.k as u32 - 1);
        let leaf = s.threats[a] == 0
            && (s.potential < threshold
                || pairing_zone(g, pos, a, threshold, &mut self.scratch).is_some());
        pos.unplay(g, cell);
        leaf
    }

    /// The reusable move list of `ply`, emptied.
    fn take_list(&mut self, ply: usize) -> Vec<(u32, u8)> {
        if self.move_lists.len() <= ply {
            self.move_lists.resize_with(ply + 1, Vec::new);
        }
        let mut list = std::mem::take(&mut self.move_lists[ply]);
        list.clear();
        list
    }
}
