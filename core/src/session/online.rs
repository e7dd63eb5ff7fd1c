//! A network game in the session: the friend's seat is [`Seat::Remote`](super::Seat::Remote), and the menu's
//! own choices wait aside until the game is left.

use mnk::GameRecord;

use super::{Meeting, Names, Rewound, Rules, Seats, Session};

/// What the menu chooses and the settings keep: who sits where, their names, the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuChoices {
    pub seats: Seats,
    pub names: Names,
    pub rules: Rules,
}

impl Session {
    /// The seats, names and board the menu shows and the settings keep: during a network
    /// game, those from before it; after an opening that gave Black to the second player,
    /// the marks the players began the game with.
    pub fn menu_choices(&self) -> MenuChoices {
        self.home.clone().unwrap_or_else(|| self.own_choices())
    }

    /// Seats `seat` at `mark` as the menu means it: the mark its player begins the next
    /// game with (after an opening that gave Black to the second player, the seat now at
    /// the other mark).
    pub fn set_seat(&mut self, mark: mnk::Mark, seat: super::Seat) {
        let mark = self.menu_mark(mark);
        self.seats.set(mark, seat);
    }

    /// Names the player at `mark` as the menu means it (see [`Session::set_seat`]).
    pub fn set_name(&mut self, mark: mnk::Mark, name: &str) {
        let mark = self.menu_mark(mark);
        self.names.set(mark, name);
    }

    /// The mark the player whom the menu shows at `mark` sits at now.
    fn menu_mark(&self, mark: mnk::Mark) -> mnk::Mark {
        if self.marks_swapped {
            mark.opponent()
        } else {
            mark
        }
    }

    /// The seats, names and board here, with the marks the game began with.
    fn own_choices(&self) -> MenuChoices {
        let (mut seats, mut names) = (self.seats, self.names.clone());
        if self.marks_swapped {
            (seats, names) = (seats.exchanged(), names.exchanged());
        }
        MenuChoices {
            seats,
            names,
            rules: self.rules,
        }
    }

    /// Seats the players of a network game and its board, keeping the menu's choices to
    /// put back with [`Session::back_home`]. The game itself begins with [`Session::start`].
    pub fn seat_online(&mut self, seats: Seats, names: Names, rules: Rules, meeting: Meeting) {
        if self.home.is_none() {
            self.home = Some(self.menu_choices());
        }
        self.meeting = Some(meeting);
        // The game on the board keeps its marks no more: these seats are the next game's.
        self.marks_swapped = false;
        self.seats = seats;
        self.names = names.tidied();
        self.rules = rules;
    }

    /// After a network game: the menu's choices again (the game on the board stays, for
    /// the tally and the files, until the next begins).
    pub fn back_home(&mut self) {
        self.meeting = None;
        if let Some(MenuChoices {
            seats,
            names,
            rules,
        }) = self.home.take()
        {
            self.seats = seats;
            self.names = names;
            self.rules = rules;
            self.marks_swapped = false;
        }
    }

    /// Keeps the host endpoint's key (hexadecimal) with this network game's meeting, to
    /// be at the same invitation after a restart.
    pub fn keep_meeting_key(&mut self, hex: String) {
        if let Some(meeting) = &mut self.meeting {
            meeting.keep_key(hex);
        }
    }

    /// Where this network game's sides meet again; `None` for a game at this computer.
    pub fn meeting(&self) -> Option<&Meeting> {
        self.meeting.as_ref()
    }

    /// Takes `record` (of the same board), with the opening's `choices` (all in force, as
    /// the caller checked them), as the game on the board, as the host's record of a
    /// network game stands: the game keeps its id and the times of the moves both had,
    /// and the next settle takes back the result it was counted with and counts the new
    /// one (a finished game is archived again in its own place).
    pub fn take_record(&mut self, record: GameRecord, choices: Vec<super::MadeChoice>) -> Rewound {
        let was_over = self.board().outcome().is_over();
        let was_swapped = self.game.swapped();
        let same = self
            .game
            .record
            .moves()
            .iter()
            .zip(record.moves())
            .take_while(|(a, b)| a == b)
            .count();
        let mut move_ms = std::mem::take(&mut self.game.move_ms);
        move_ms.truncate(same);
        move_ms.resize(record.moves().len(), 0);
        self.game.move_ms = move_ms;
        self.game.record = record;
        self.game.chosen = choices.len();
        self.game.choices = choices;
        self.follow_swap(was_swapped);
        self.unsettled = true;
        let over = self.board().outcome().is_over();
        Rewound {
            ply: self.game.record.cursor(),
            reopened: was_over && !over,
            ended: over && !was_over,
        }
    }
}
