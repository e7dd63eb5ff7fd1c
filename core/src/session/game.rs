//! The game on the board: its board shape, its record with the time each move took, and
//! the form the autosave keeps it in.

use jiff::Timestamp;
use mnk::opening::{Choice, Role, Step};
use mnk::{Board, GameRecord, Opening, Rule, ShapeError};
use serde::{Deserialize, Serialize};

use super::{Names, Seats};
use crate::clock::{Clock, TimeControl};

/// The next game's rules: `size` columns and as many rows (or `rows`), `k` in a row wins,
/// played by `rule`, begun by `opening`, timed by `clock` (none: untimed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// The board's columns: its side, when square.
    pub size: u8,
    /// The board's rows when they differ from its columns; `None`: a square board.
    pub rows: Option<u8>,
    pub k: u8,
    pub rule: Rule,
    pub opening: Opening,
    pub clock: Option<TimeControl>,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::new(3, 3)
    }
}

impl Rules {
    /// A freestyle game on `size` x `size` cells, `k` in a row to win, without an opening.
    pub fn new(size: u8, k: u8) -> Rules {
        Rules {
            size,
            rows: None,
            k,
            rule: Rule::Freestyle,
            opening: Opening::Free,
            clock: None,
        }
    }

    /// An empty board of these rules (rules no game is played by fall back to 3x3).
    pub fn new_board(self) -> Board {
        self.board().unwrap_or_else(|_| Board::classic())
    }

    /// An empty board of these rules.
    ///
    /// # Errors
    /// A shape the engine does not play, or renju with a win length other than 5.
    pub fn board(self) -> Result<Board, ShapeError> {
        Board::with_rule(self.size, self.rows(), self.k, self.rule)
    }

    /// The board's rows.
    pub fn rows(self) -> u8 {
        self.rows.unwrap_or(self.size)
    }

    /// The board's longer side: the longest row a win may need.
    pub fn longer_side(self) -> u8 {
        self.size.max(self.rows())
    }

    /// These rules, if a game can be played by them.
    ///
    /// # Errors
    /// As [`Rules::board`]: renju with a win length other than 5, or a shape the engine
    /// does not play.
    pub fn checked(self) -> Result<Rules, ShapeError> {
        self.board().map(|_| self)
    }

    /// These rules on a square board `size` cells a side; a win length longer than that
    /// shrinks to fit.
    pub fn with_size(self, size: u8) -> Rules {
        Rules {
            size,
            rows: None,
            k: self.k.min(size),
            ..self
        }
    }

    /// These rules on a board of `cols` columns and `rows` rows (square when they are
    /// equal); a win length longer than its longer side shrinks to fit.
    pub fn with_shape(self, cols: u8, rows: u8) -> Rules {
        let rules = Rules {
            size: cols,
            rows: (rows != cols).then_some(rows),
            ..self
        };
        Rules {
            k: self.k.min(rules.longer_side()),
            ..rules
        }
    }

    /// These rules with `k` in a row to win, at most the board's longer side.
    pub fn with_k(self, k: u8) -> Rules {
        Rules {
            k: k.min(self.longer_side()),
            ..self
        }
    }

    /// These rules played by `rule`.
    pub fn with_rule(self, rule: Rule) -> Rules {
        Rules { rule, ..self }
    }

    /// These rules begun by `opening`.
    pub fn with_opening(self, opening: Opening) -> Rules {
        Rules { opening, ..self }
    }

    /// These rules timed by `clock` (in range), or untimed.
    pub fn with_clock(self, clock: Option<TimeControl>) -> Rules {
        Rules {
            clock: clock.map(TimeControl::tidied),
            ..self
        }
    }
}

/// A choice made in a game's opening, and the ply it was made at (the stones on the board
/// then).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MadeChoice {
    pub ply: u16,
    pub choice: Choice,
}

/// Where a game stands: `ply` moves on the board and the first `chosen` of its opening's
/// choices in force. Undo and redo go from stage to stage, so they step back through an
/// opening's choices as through its stones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stage {
    pub ply: usize,
    pub chosen: usize,
}

impl Stage {
    /// Its place among the game's stages: each stone and each choice is one more.
    pub fn index(self) -> usize {
        self.ply + self.chosen
    }
}

/// The game being played (or just finished): its record, whose cursor is the position on
/// the board, and its opening's choices. Undo and redo move the cursor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub record: GameRecord,
    /// Tells this game apart in the archive: kept again after an undo, it replaces itself.
    pub id: u64,
    /// How long each move took, in milliseconds, in move order (those past the cursor
    /// included, as redo plays them again).
    pub move_ms: Vec<u32>,
    /// How the game began.
    pub opening: Opening,
    /// The opening's choices, those undone included (redo makes them again).
    pub choices: Vec<MadeChoice>,
    /// How many of `choices` are in force.
    pub chosen: usize,
    /// The players' clocks, in a timed game.
    pub clock: Option<Clock>,
    /// The player whose time ran out: the game is over, and they lost.
    pub out_of_time: Option<Role>,
}

impl Game {
    /// A new game on an empty board of these rules, its clock (if timed) running.
    pub fn new(rules: Rules) -> Game {
        let mut game = Game::from_record(GameRecord::starting(rules.new_board()), Vec::new());
        game.opening = rules.opening;
        game.clock = rules
            .clock
            .map(|control| Clock::new(control, std::time::Instant::now()));
        game
    }

    /// A new game (a new id) that goes on from `record`, whose moves took `move_ms`,
    /// without an opening.
    pub fn from_record(record: GameRecord, move_ms: Vec<u32>) -> Game {
        Game {
            record,
            id: new_game_id(),
            move_ms,
            opening: Opening::Free,
            choices: Vec::new(),
            chosen: 0,
            clock: None,
            out_of_time: None,
        }
    }

    /// This game begun by `opening` with `choices`, the first `chosen` in force, if its
    /// moves and choices follow that opening; `None` if they do not (a file written by
    /// hand or damaged).
    pub fn with_opening(
        mut self,
        opening: Opening,
        choices: Vec<MadeChoice>,
        chosen: usize,
    ) -> Option<Game> {
        self.opening = opening;
        self.choices = choices;
        self.chosen = chosen;
        self.follows_opening().then_some(self)
    }

    /// Whether every stone and choice kept (redo's included) was one the opening allowed
    /// where it was made, and the choices in force are those made before the cursor.
    fn follows_opening(&self) -> bool {
        let moves = self.record.moves().len();
        let cursor = self.record.cursor();
        let mut made: Vec<Choice> = Vec::new();
        let mut next = self.choices.iter().peekable();
        for ply in 0..=moves {
            while let Some(c) = next.next_if(|c| usize::from(c.ply) == ply) {
                if self.opening.may_choose(ply, &made, c.choice).is_err() {
                    return false;
                }
                made.push(c.choice);
            }
            if ply < moves && self.opening.may_place(ply, &made).is_err() {
                return false;
            }
        }
        next.peek().is_none()
            && self.chosen <= self.choices.len()
            && self.choices[..self.chosen]
                .iter()
                .all(|c| usize::from(c.ply) <= cursor)
            && self.choices[self.chosen..]
                .iter()
                .all(|c| usize::from(c.ply) >= cursor)
    }

    /// The position on the board.
    pub fn board(&self) -> &Board {
        self.record.board()
    }

    /// Both players' clocks as they read now, by the opening's roles (first, second), in
    /// milliseconds; `None` in an untimed game.
    pub fn clock_now(&self) -> Option<SavedClock> {
        let clock = self.clock.as_ref()?;
        let stage = self.stage();
        let actor = (!self.is_over()).then(|| self.actor_at(stage));
        let left = clock.left(stage.index(), actor, std::time::Instant::now());
        Some(SavedClock {
            control: clock.control,
            left_ms: left.map(|d| d.as_millis().min(u128::from(u64::MAX)) as u64),
        })
    }

    /// Whether the game is over: won, drawn, or lost on time.
    pub fn is_over(&self) -> bool {
        self.out_of_time.is_some() || self.board().outcome().is_over()
    }

    /// Where the game stands now.
    pub fn stage(&self) -> Stage {
        Stage {
            ply: self.record.cursor(),
            chosen: self.chosen,
        }
    }

    /// The choices in force at `stage`.
    pub(super) fn choices_at(&self, stage: Stage) -> Vec<Choice> {
        self.choices[..stage.chosen]
            .iter()
            .map(|c| c.choice)
            .collect()
    }

    /// What the opening asks now: a stone of some player, a choice, or (over, or never
    /// begun: a free opening) play as usual.
    pub fn step(&self) -> Step {
        self.step_at(self.stage())
    }

    fn step_at(&self, stage: Stage) -> Step {
        self.opening.step(stage.ply, &self.choices_at(stage))
    }

    /// Who acts at `stage`: places a stone, chooses, or moves.
    pub fn actor_at(&self, stage: Stage) -> Role {
        self.opening.mover(stage.ply, &self.choices_at(stage))
    }

    /// Who placed the stone of move `ply` (from 0): the actor of the stage it was placed
    /// at, after the choices made before it.
    pub fn placer_of(&self, ply: usize) -> Role {
        let chosen = self.choices[..self.chosen]
            .iter()
            .filter(|c| usize::from(c.ply) <= ply)
            .count();
        self.actor_at(Stage { ply, chosen })
    }

    /// The mark whose seat an opening's player sits at: the first player at X's until the
    /// opening gives Black to the second.
    pub fn seat_mark(&self, role: Role) -> mnk::Mark {
        match (role, self.swapped()) {
            (Role::First, false) | (Role::Second, true) => mnk::Mark::X,
            _ => mnk::Mark::O,
        }
    }

    /// The mark of the seat that acts now (places, chooses or moves).
    pub fn actor_mark(&self) -> mnk::Mark {
        self.seat_mark(self.actor_at(self.stage()))
    }

    /// Whether the opening gave Black to the second player: the seats then play the other
    /// marks than those they began with.
    pub fn swapped(&self) -> bool {
        matches!(
            self.step(),
            Step::Play {
                black: Role::Second
            }
        )
    }

    /// Every stage from the empty board to the last move and choice kept, in order.
    pub fn stages(&self) -> Vec<Stage> {
        let mut stages = Vec::new();
        let mut chosen = 0;
        for ply in 0..=self.record.moves().len() {
            stages.push(Stage { ply, chosen });
            while self
                .choices
                .get(chosen)
                .is_some_and(|c| usize::from(c.ply) == ply)
            {
                chosen += 1;
                stages.push(Stage { ply, chosen });
            }
        }
        stages
    }

    /// Moves to `stage` (one of [`Game::stages`]).
    pub fn seek(&mut self, stage: Stage) {
        self.record.seek(stage.ply);
        self.chosen = stage.chosen.min(self.choices.len());
    }

    /// Makes `choice` at the stage on the board: what was undone past it is dropped.
    ///
    /// # Errors
    /// [`mnk::opening::OpeningError`] when no choice is due or this one is not offered.
    pub fn choose(&mut self, choice: Choice) -> Result<(), mnk::opening::OpeningError> {
        let ply = self.record.cursor();
        self.opening
            .may_choose(ply, &self.choices_at(self.stage()), choice)?;
        self.record.drop_redo();
        self.move_ms.truncate(ply);
        self.choices.truncate(self.chosen);
        self.choices.push(MadeChoice {
            ply: ply as u16,
            choice,
        });
        self.chosen += 1;
        Ok(())
    }
}

impl Default for Game {
    fn default() -> Game {
        Game::new(Rules::default())
    }
}

/// A new game id: the time in microseconds since 1970, unique enough among one person's
/// games and ordered like them.
pub fn new_game_id() -> u64 {
    Timestamp::now().as_microsecond().max(1) as u64
}

/// A game to come back to: who played it, and its record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    pub seats: Seats,
    /// Missing from files written before names were kept: the default names.
    #[serde(default)]
    pub names: Names,
    pub record: GameRecord,
    /// The game's archive id; 0 (files from before ids) gives it a new one.
    #[serde(default)]
    pub id: u64,
    /// How long each move took, in milliseconds (missing from older files).
    #[serde(default)]
    pub move_ms: Vec<u32>,
    /// A network game's meeting place, to connect again on resuming.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub online: Option<Meeting>,
    /// How the game began (free in files from before openings).
    #[serde(default, skip_serializing_if = "is_free")]
    pub opening: Opening,
    /// The opening's choices, those undone included.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub choices: Vec<MadeChoice>,
    /// How many of `choices` are in force.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub chosen: usize,
    /// A timed game's clock as saved: untimed in older files.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<SavedClock>,
}

/// A timed game's clock as a file keeps it: the control, and the first and second
/// player's time left when the position on the board came about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedClock {
    pub control: TimeControl,
    /// In milliseconds, at most the control's main time plus an hour of increments.
    pub left_ms: [u64; 2],
}

impl SavedClock {
    /// Both players with the control's whole time: a game's clock before its first act.
    pub fn full(control: TimeControl) -> SavedClock {
        let main = 1000 * u64::from(control.main_s);
        SavedClock {
            control,
            left_ms: [main, main],
        }
    }

    /// This clock in range: its control tidied, each time left at most the control's main
    /// time plus an hour (a hand-edited file or a peer cannot give a year).
    pub fn tidied(self) -> SavedClock {
        let control = self.control.tidied();
        let most = 1000 * (u64::from(control.main_s) + 3600);
        SavedClock {
            control,
            left_ms: self.left_ms.map(|ms| ms.min(most)),
        }
    }

    /// The clock it keeps, at `stage`, running from now, in range ([`SavedClock::tidied`]).
    pub fn resumed(self, stage: usize) -> Clock {
        let SavedClock { control, left_ms } = self.tidied();
        Clock::resumed(control, stage, left_ms, std::time::Instant::now())
    }
}

impl SavedGame {
    /// The game as saved, with its opening if its choices follow it, and its clock (in
    /// range; running from now).
    pub fn game(&self) -> Game {
        let game = Game::from_record(self.record.clone(), self.move_ms.clone());
        let mut game = game
            .clone()
            .with_opening(self.opening, self.choices.clone(), self.chosen)
            .unwrap_or(game);
        game.clock = self.clock.map(|saved| saved.resumed(game.stage().index()));
        game
    }
}

fn is_free(opening: &Opening) -> bool {
    *opening == Opening::Free
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// Where the two sides of a network game meet again after a lost connection or a restart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Meeting {
    /// This side hosts, listening on `port` for a guest with `code`; with `alternate` the
    /// players swap marks each game.
    Host {
        port: u16,
        code: String,
        #[serde(default)]
        alternate: bool,
        /// The friend's resume secret (hexadecimal), once they have joined: then only it
        /// opens the game again, not the code.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        resume: Option<String>,
        /// The key of the host's endpoint across the internet (hexadecimal), once it has
        /// one: started again, the host is at the same invitation.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        key: Option<String>,
    },
    /// This side joined the host at `address` with `code`.
    Guest {
        address: String,
        code: String,
        /// This side's resume secret (hexadecimal), once joined.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        resume: Option<String>,
    },
}

impl Meeting {
    /// The resume secret kept (hexadecimal), once the friend has joined.
    pub fn resume(&self) -> Option<&str> {
        match self {
            Meeting::Host { resume, .. } | Meeting::Guest { resume, .. } => resume.as_deref(),
        }
    }

    /// Keeps the resume secret (hexadecimal) of the friend who joined.
    pub fn keep_resume(&mut self, secret: String) {
        match self {
            Meeting::Host { resume, .. } | Meeting::Guest { resume, .. } => *resume = Some(secret),
        }
    }

    /// The host endpoint's key kept (hexadecimal); `None` for a guest.
    pub fn key(&self) -> Option<&str> {
        match self {
            Meeting::Host { key, .. } => key.as_deref(),
            Meeting::Guest { .. } => None,
        }
    }

    /// Keeps the host endpoint's key (hexadecimal); nothing for a guest.
    pub fn keep_key(&mut self, hex: String) {
        if let Meeting::Host { key, .. } = self {
            *key = Some(hex);
        }
    }

    /// Whether both name the same place with the same code, whatever secret or key each
    /// keeps.
    pub fn same_place(&self, other: &Meeting) -> bool {
        let place = |meeting: &Meeting| {
            let mut meeting = meeting.clone();
            match &mut meeting {
                Meeting::Host { resume, key, .. } => (*resume, *key) = (None, None),
                Meeting::Guest { resume, .. } => *resume = None,
            }
            meeting
        };
        place(self) == place(other)
    }
}

/// Renju's forbidden points as a board shows them: on X's (Black's) turn in a game going
/// on, none otherwise, and none when `shown` (the setting) is off. Every front end draws
/// these.
pub fn forbidden_points_shown(board: &Board, shown: bool) -> Vec<mnk::Cell> {
    if !shown || board.outcome().is_over() || board.to_move() != mnk::Mark::X {
        return Vec::new();
    }
    board
        .forbidden_points()
        .into_iter()
        .map(|(cell, _)| cell)
        .collect()
}
