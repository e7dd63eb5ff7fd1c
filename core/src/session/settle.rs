//! What a change to the session asks of the files: the tally in step with the result, a
//! finished game to archive, the autosave to write or remove.

use jiff::Timestamp;
use mnk::GameRecord;

use super::{SavedGame, Session};
use crate::archive::ArchivedGame;

/// What the autosave file should become.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Autosave {
    /// The game in progress, to write.
    Write(Box<SavedGame>),
    /// No game to resume: the file goes.
    Remove,
}

/// What a change to the session asks of the files: the game to keep in the archive and
/// what the autosave becomes. (The tally is the session's own and has changed already.)
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Settled {
    /// A finished game to keep (the same id replaces itself: a game finished again after
    /// an undo).
    pub archive: Option<ArchivedGame>,
    /// The autosave's new content, when it changed.
    pub autosave: Option<Autosave>,
}

impl Session {
    /// Whether [`Session::settle`] has nothing to do.
    pub fn is_settled(&self) -> bool {
        !self.unsettled
    }

    /// Brings the scores, the archive and the autosave in step with the game on the board,
    /// after a start, a move, an undo or a redo (nothing when there was none):
    /// - the tally counts the result the game has now, and takes back the one it had;
    /// - a finished game is archived, again only if its moves changed;
    /// - a game in progress is autosaved, a finished one removes the autosave.
    pub fn settle(&mut self) -> Settled {
        if !std::mem::take(&mut self.unsettled) {
            return Settled::default();
        }
        let result = self.result();
        if result != self.counted {
            if let Some(before) = self.counted.take() {
                self.scores.count(&before, -1);
            }
            if let Some(now) = &result {
                self.scores.count(now, 1);
            }
            self.counted = result;
        }
        let archive = self.archive_if_new();
        let autosave = if self.is_over() {
            Autosave::Remove
        } else {
            Autosave::Write(Box::new(self.saved_game()))
        };
        let autosave = (self.autosaved.as_ref() != Some(&autosave)).then(|| {
            self.autosaved = Some(autosave.clone());
            autosave
        });
        Settled { archive, autosave }
    }

    /// The game on the board to keep in the archive, if it is over and not kept as it is.
    fn archive_if_new(&mut self) -> Option<ArchivedGame> {
        if !self.is_over() {
            return None;
        }
        let cursor = self.game.record.cursor();
        let moves = self.game.record.moves()[..cursor].to_vec();
        let now = (self.game.id, moves);
        if self.archived.as_ref() == Some(&now) {
            return None;
        }
        let record = GameRecord::from_moves_under(
            self.board().rule(),
            self.board().geometry(),
            &now.1,
            cursor,
        )
        .ok()?;
        let [x, o] = self.players();
        let mut move_ms = self.game.move_ms.clone();
        move_ms.truncate(cursor);
        self.archived = Some(now);
        Some(ArchivedGame {
            id: self.game.id,
            played_at: Timestamp::now(),
            x,
            o,
            record,
            move_ms,
            opening: self.game.opening,
            choices: self.game.choices[..self.game.chosen].to_vec(),
            out_of_time: self.out_of_time(),
        })
    }
}
