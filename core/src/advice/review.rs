//! The review of a finished game: every position from the empty board to the last
//! appraised in order, one at a time, so that each move can be judged against the best.

use std::time::Duration;

use mnk::{Appraisal, Board, GameRecord, MoveReview};

use crate::computer::{Answer, Client, Job, Scheduler};
use crate::words;

/// The review of one game's moves: the appraisals so far and the position judged next.
pub struct Review {
    /// The positions after each number of plies, the empty board first.
    positions: Vec<Board>,
    /// The appraisal of each position, for the side to move there; `None` until judged,
    /// or when its search gave no verdict in time.
    appraisals: Vec<Option<Appraisal>>,
    /// The first position not judged yet.
    next: usize,
    asking: bool,
}

impl Review {
    /// A review of `record`, nothing judged yet.
    pub fn new(record: &GameRecord) -> Review {
        let positions: Vec<Board> = (0..=record.moves().len())
            .map_while(|ply| record.position_at(ply))
            .collect();
        Review {
            appraisals: vec![None; positions.len()],
            positions,
            next: 0,
            asking: false,
        }
    }

    /// Takes the scheduler's answer for the position being judged and asks for the next,
    /// each within `budget`. Whether an answer came.
    pub fn step(&mut self, budget: Duration, scheduler: &mut Scheduler) -> bool {
        let mut came = false;
        if let Some(position) = self.positions.get(self.next)
            && let Some((searched, Answer::Appraisal(appraisal))) = scheduler.take(Client::Review)
            && searched == *position
        {
            self.appraisals[self.next] = appraisal;
            self.next += 1;
            came = true;
        }
        if let Some(position) = self.positions.get(self.next) {
            scheduler.ask(Client::Review, position, Job::Appraise(budget));
        }
        self.asking = scheduler.is_busy(Client::Review);
        came
    }

    /// Stops the review's search (a review turned off, a screen left); what is judged stays
    /// and a later [`Review::step`] goes on from there.
    pub fn pause(&mut self, scheduler: &mut Scheduler) {
        scheduler.withdraw(Client::Review);
        self.asking = false;
    }

    /// Positions judged, and positions in all.
    pub fn progress(&self) -> (usize, usize) {
        (self.next, self.positions.len())
    }

    /// Whether positions are left to judge.
    pub fn is_busy(&self) -> bool {
        self.next < self.positions.len()
    }

    /// Whether a search is asked for and not answered yet.
    pub fn is_searching(&self) -> bool {
        self.asking
    }

    /// The appraisal of the position after `ply` moves, once known.
    pub fn appraisal(&self, ply: usize) -> Option<&Appraisal> {
        self.appraisals.get(ply)?.as_ref()
    }

    /// Every appraisal so far, by ply.
    pub fn appraisals(&self) -> &[Option<Appraisal>] {
        &self.appraisals
    }

    /// The verdict on move number `ply` (from 1) of `record` (the game reviewed), once both
    /// its positions are appraised.
    pub fn move_review(&self, record: &GameRecord, ply: usize) -> Option<MoveReview> {
        words::move_review(record, ply, &self.appraisals)
    }
}
