//! The rules of a network match, written once for every front end: what the friend may send
//! and when, the undo and the rematch asked and answered, and the host's next game. It does
//! no input or output: a front end gives it the friend's messages and this side's choices,
//! sends what it says to send, and shows what happened ([`Heard`]).

use mnk::{Cell, GameRecord, Mark};
use tictactoe_core::session::{Act, Game, Stage};

/// The stage a message names (numbers from the peer, compared, never used to index).
fn stage(ply: u32, chosen: u32) -> Stage {
    Stage {
        ply: ply as usize,
        chosen: chosen as usize,
    }
}

use crate::link::{Adopted, Setup, adopt};
use crate::message::{Message, Refusal};
use crate::{check_choice, check_move};
use tictactoe_core::session::{Meeting, Names, Rewound, Seat, Seats, Session, Start};

/// This side's mark in the game on the board: the seat not played from afar.
pub fn mine(session: &Session) -> Mark {
    if session.seats.x == Seat::Remote {
        Mark::O
    } else {
        Mark::X
    }
}

/// What the host's setup does here ([`Match::take_setup`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Taken {
    /// The game on the board goes on as it is.
    Unchanged,
    /// The host's record was taken in place (moves on their way when the connection fell):
    /// where the game now stands.
    Adopted(Rewound),
    /// The session is seated for the host's game: start it so (a fresh board, or the
    /// host's own game taken up again).
    Start(Start),
    /// The host offered what this side may not take, and why: the match ends.
    Broken(String),
}

/// What is asked and not yet answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pending {
    /// This side asked to go back to this stage of the game.
    WeAskUndo(Stage),
    /// The friend asked to go back to this stage of the game.
    TheyAskUndo(Stage),
    /// This side asked for another game.
    WeAskRematch,
    /// The friend asked for another game.
    TheyAskRematch,
    /// Another game was agreed: the guest waits for the host's setup.
    Rematch,
}

/// What one of the friend's messages means for this side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// The friend's move or opening's choice, checked: do it for the friend's seat.
    Act(Act),
    /// The friend asks to take the game back to their last move: ask the player, then
    /// [`Match::answer_undo`].
    UndoAsked(Stage),
    /// This side's undo was accepted: take the game back to this stage.
    Rewind(Stage),
    /// This side's undo was refused: the friend plays on.
    UndoRefused,
    /// The friend asks for another game: ask the player, then [`Match::answer_rematch`].
    RematchAsked,
    /// Another game was agreed (both asked at once, or the friend accepted): the host starts
    /// it and sends its setup; the guest waits for that setup.
    RematchAgreed,
    /// This side's rematch was refused.
    RematchRefused,
    /// The host's setup of the game agreed (to a guest).
    NextGame(Setup),
    /// The friend's game is over after `plies` moves; in a timed game, with the mark
    /// whose time ran out there.
    Over(u32, Option<Mark>),
    /// The friend ended the match, and why (they left, or refused).
    Ended(Refusal),
    /// The friend broke the rules: [`Match::broken`] is sent, the match ends, the game is
    /// kept. `what` in the network's words; `out_of_turn`, the message's name when it was
    /// one this side did not expect.
    Broken {
        what: String,
        out_of_turn: Option<&'static str>,
    },
    /// Nothing to do (an answer to nothing asked, or asked no more).
    Nothing,
}

/// One side's match with the friend (by default, a guest's).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Match {
    hosting: bool,
    pending: Option<Pending>,
}

impl Match {
    /// A match in which this side hosts (its setups stand) or joins.
    pub fn new(hosting: bool) -> Match {
        Match {
            hosting,
            pending: None,
        }
    }

    /// Whether this side hosts.
    pub fn hosting(&self) -> bool {
        self.hosting
    }

    /// What is asked and not yet answered.
    pub fn pending(&self) -> Option<Pending> {
        self.pending
    }

    /// Whether a person here may move now: no undo this side asked for waits for its answer.
    pub fn lets_move(&self) -> bool {
        !matches!(self.pending, Some(Pending::WeAskUndo(_)))
    }

    /// Checks the friend's `message` in `session`, where this side plays `mine`: what it
    /// means, and what to send back at once (a refused undo, an agreed rematch).
    pub fn hear(
        &mut self,
        message: Message,
        session: &Session,
        mine: Mark,
    ) -> (Heard, Option<Message>) {
        let friend = mine.opponent();
        match message {
            Message::Move { ply, cell } => match check_move(session, friend, ply, cell) {
                Ok(cell) => (Heard::Act(Act::Move(cell)), None),
                Err(what) => broken(what, None),
            },
            Message::Choose { ply, choice } => match check_choice(session, friend, ply, choice) {
                Ok(choice) => (Heard::Act(Act::Choose(choice)), None),
                Err(what) => broken(what, None),
            },
            Message::Undo { ply, chosen } => {
                // Only back to the friend's own last move or choice, as the question says.
                let mut seats = Seats {
                    x: Seat::Remote,
                    o: Seat::Remote,
                };
                seats.set(friend, Seat::Human);
                let asked = stage(ply, chosen);
                if session.undo_stage(&seats) == Some(asked) && self.pending.is_none() {
                    self.pending = Some(Pending::TheyAskUndo(asked));
                    (Heard::UndoAsked(asked), None)
                } else {
                    let refused = Message::UndoAnswer {
                        ply,
                        chosen,
                        accepted: false,
                    };
                    (Heard::Nothing, Some(refused))
                }
            }
            Message::UndoAnswer {
                ply,
                chosen,
                accepted,
            } => {
                let asked = stage(ply, chosen);
                if self.pending != Some(Pending::WeAskUndo(asked)) {
                    return (Heard::Nothing, None);
                }
                self.pending = None;
                match accepted {
                    true => (Heard::Rewind(asked), None),
                    false => (Heard::UndoRefused, None),
                }
            }
            Message::Rematch => match self.pending {
                // Both asked at once: agreed.
                Some(Pending::WeAskRematch) => {
                    self.agree();
                    let agreed = Message::RematchAnswer { accepted: true };
                    (Heard::RematchAgreed, Some(agreed))
                }
                None if session.board().outcome().is_over() => {
                    self.pending = Some(Pending::TheyAskRematch);
                    (Heard::RematchAsked, None)
                }
                _ => {
                    let refused = Message::RematchAnswer { accepted: false };
                    (Heard::Nothing, Some(refused))
                }
            },
            Message::RematchAnswer { accepted } => {
                if self.pending != Some(Pending::WeAskRematch) {
                    return (Heard::Nothing, None);
                }
                self.pending = None;
                if !accepted {
                    return (Heard::RematchRefused, None);
                }
                self.agree();
                (Heard::RematchAgreed, None)
            }
            Message::Setup {
                size,
                rows,
                k,
                rule,
                opening,
                host,
                moves,
                choices,
                clock,
            } if !self.hosting && self.pending == Some(Pending::Rematch) => {
                match Setup::checked((size, rows, k, rule, opening), host, moves, choices, clock) {
                    Ok(setup) => (Heard::NextGame(setup), None),
                    Err(what) => broken(what, None),
                }
            }
            Message::Over { plies, out_of_time } => (Heard::Over(plies, out_of_time), None),
            Message::Refused { why } => (Heard::Ended(why), None),
            other => {
                let name = other.name();
                broken(format!("{name} out of turn"), Some(name))
            }
        }
    }

    /// This side asks to take the game back to `to`: what to send, unless something else
    /// is asked.
    pub fn ask_undo(&mut self, to: Stage) -> Option<Message> {
        if self.pending.is_some() {
            return None;
        }
        self.pending = Some(Pending::WeAskUndo(to));
        Some(Message::Undo {
            ply: to.ply as u32,
            chosen: to.chosen as u32,
        })
    }

    /// Answers the friend's undo: what to send, and the stage to take the game back to when
    /// allowed; `None` when none is asked.
    pub fn answer_undo(&mut self, allow: bool) -> Option<(Message, Option<Stage>)> {
        let Some(Pending::TheyAskUndo(to)) = self.pending else {
            return None;
        };
        self.pending = None;
        let answer = Message::UndoAnswer {
            ply: to.ply as u32,
            chosen: to.chosen as u32,
            accepted: allow,
        };
        Some((answer, allow.then_some(to)))
    }

    /// This side asks for another game, once the game is over (`over`): what to send,
    /// unless something else is asked.
    pub fn ask_rematch(&mut self, over: bool) -> Option<Message> {
        if self.pending.is_some() || !over {
            return None;
        }
        self.pending = Some(Pending::WeAskRematch);
        Some(Message::Rematch)
    }

    /// Answers the friend's rematch: what to send, and whether another game is agreed
    /// (then as [`Heard::RematchAgreed`]); `None` when none is asked.
    pub fn answer_rematch(&mut self, accept: bool) -> Option<(Message, bool)> {
        if self.pending != Some(Pending::TheyAskRematch) {
            return None;
        }
        self.pending = None;
        if accept {
            self.agree();
        }
        Some((Message::RematchAnswer { accepted: accept }, accept))
    }

    /// The guest takes the host's next game: whether it is the rematch agreed.
    fn take_rematch(&mut self) -> bool {
        let agreed = self.pending == Some(Pending::Rematch);
        if agreed {
            self.pending = None;
        }
        agreed
    }

    /// Takes the host's game when the friend is there (at first, back again, or for a
    /// rematch), in `session` met at `meeting`, with this side's and the friend's names:
    /// the same game goes on, taking in place the host's moves that were on their way
    /// ([`adopt`]); else a new game on an empty board (a host cannot hand over a game under
    /// way, or one it has already won, for this side's History and tally to keep), or, for
    /// the host, its own game taken up again.
    pub fn take_setup(
        &mut self,
        setup: Setup,
        session: &mut Session,
        meeting: &Meeting,
        (name, friend): (&str, &str),
    ) -> Taken {
        // This side's mark as the game began (an opening may since have given Black to
        // the other).
        let me = if self.hosting {
            setup.host
        } else {
            setup.host.opponent()
        };
        let began_as = |session: &Session| match session.game().swapped() {
            true => mine(session).opponent(),
            false => mine(session),
        };
        let rematch = self.take_rematch();
        let board = session.board();
        let same_game = !rematch
            && session.meeting().is_some_and(|m| m.same_place(meeting))
            && session.seats.online()
            && began_as(session) == me
            && (board.cols(), board.rows(), board.k())
                == (setup.rules.size, setup.rules.rows(), setup.rules.k)
            && session.game().opening == setup.rules.opening;
        if same_game {
            // The host's record stands: the host has nothing to take.
            if self.hosting {
                return Taken::Unchanged;
            }
            let adopted = adopt(session, &setup.moves, &setup.choices);
            // The host's clock as it read when it sent the setup, of the control this
            // game began with (a host cannot change it mid-game).
            let control = |c: Option<tictactoe_core::session::SavedClock>| c.map(|c| c.control);
            if adopted.is_ok() && control(setup.clock) == control(session.clock_now()) {
                session.take_clock(setup.clock);
            }
            return match adopted {
                Ok(Adopted { rewound: None, .. }) => Taken::Unchanged,
                Ok(Adopted {
                    rewound: Some(rewound),
                    ..
                }) => Taken::Adopted(rewound),
                Err(why) => Taken::Broken(why),
            };
        }
        if !self.hosting && !setup.moves.is_empty() {
            return Taken::Broken(match rematch {
                true => "the host's rematch is not a new game".into(),
                false => "the host offered a game this side never played".into(),
            });
        }
        let mut seats = Seats {
            x: Seat::Remote,
            o: Seat::Remote,
        };
        seats.set(me, Seat::Human);
        let mut names = Names::default();
        names.set(me, name);
        names.set(me.opponent(), friend);
        session.seat_online(seats, names, setup.rules, meeting.clone());
        if setup.moves.is_empty() {
            return Taken::Start(Start::Fresh);
        }
        // The host's own game taken up again, which this side no longer keeps.
        let mut fresh = session.clone();
        fresh.start(Start::Fresh);
        let cells: Vec<Cell> = setup.moves.iter().map(|&c| Cell::from(c)).collect();
        let geometry = fresh.board().geometry();
        let record =
            match GameRecord::from_moves_under(setup.rules.rule, geometry, &cells, cells.len()) {
                Ok(record) => record,
                Err(e) => return Taken::Broken(format!("the host's record does not replay: {e}")),
            };
        let chosen = setup.choices.len();
        let game = Game::from_record(record.clone(), Vec::new()).with_opening(
            setup.rules.opening,
            setup.choices.clone(),
            chosen,
        );
        if game.is_none() {
            return Taken::Broken("the host's opening does not follow its rules".into());
        }
        let mut saved = fresh.saved_game();
        saved.move_ms = vec![0; cells.len()];
        saved.record = record;
        saved.opening = setup.rules.opening;
        saved.choices = setup.choices;
        saved.chosen = chosen;
        saved.clock = setup.clock;
        // The seats as the game began; the opening's choices give Black where they say.
        if game.is_some_and(|g| g.swapped()) {
            saved.seats = saved.seats.exchanged();
            saved.names = saved.names.exchanged();
        }
        Taken::Start(Start::Resume(Box::new(saved)))
    }

    /// The friend is gone for now (the connection fell): what was asked is forgotten, but
    /// not a rematch agreed (its setup comes when the friend is back).
    pub fn lost(&mut self) {
        if self.pending != Some(Pending::Rematch) {
            self.pending = None;
        }
    }

    /// The match ends here: nothing is asked any more.
    pub fn end(&mut self) {
        self.pending = None;
    }

    /// Another game agreed: the guest waits for the host's setup.
    fn agree(&mut self) {
        self.pending = (!self.hosting).then_some(Pending::Rematch);
    }
}

/// The friend broke the rules: `what` goes back to them as the reason.
fn broken(what: String, out_of_turn: Option<&'static str>) -> (Heard, Option<Message>) {
    let refused = Message::Refused {
        why: Refusal::Broken { what: what.clone() },
    };
    (Heard::Broken { what, out_of_turn }, Some(refused))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tictactoe_core::session::{Names, Rules, Scores, Start};

    /// A 3x3 game where this side (X) is a person and the friend (O) remote.
    fn session() -> Session {
        let seats = Seats {
            x: Seat::Human,
            o: Seat::Remote,
        };
        let mut session =
            Session::new(seats, Names::default(), Rules::default(), Scores::default());
        session.start(Start::Fresh);
        session
    }

    fn play(session: &mut Session, cell: Cell) {
        let position = session.board().clone();
        session.play(cell, &position, 0).unwrap();
    }

    #[test]
    fn the_friends_moves_are_checked_and_a_bad_one_breaks_the_match() {
        let mut game = Match::new(true);
        let mut session = session();
        let (heard, _) = game.hear(Message::Move { ply: 0, cell: 4 }, &session, Mark::X);
        assert!(matches!(heard, Heard::Broken { .. }), "O moved for X");
        play(&mut session, 4);
        let (heard, reply) = game.hear(Message::Move { ply: 1, cell: 0 }, &session, Mark::X);
        assert_eq!((heard, reply), (Heard::Act(Act::Move(0)), None));
        let (heard, reply) = game.hear(Message::Move { ply: 1, cell: 4 }, &session, Mark::X);
        assert!(matches!(heard, Heard::Broken { .. }), "an illegal move");
        assert!(matches!(reply, Some(Message::Refused { .. })));
        let (heard, _) = game.hear(Message::Pake { bytes: vec![] }, &session, Mark::X);
        assert_eq!(
            heard,
            Heard::Broken {
                what: "Pake out of turn".into(),
                out_of_turn: Some("Pake")
            }
        );
    }

    /// The position after `ply` moves, no opening's choice made.
    fn at(ply: usize) -> Stage {
        Stage { ply, chosen: 0 }
    }

    #[test]
    fn an_undo_goes_only_back_to_the_friends_own_last_move_and_is_answered_once() {
        let mut game = Match::new(true);
        let mut session = session();
        play(&mut session, 4);
        play(&mut session, 0);
        // O's last move was at ply 1: back to there, and nowhere else.
        let (heard, reply) = game.hear(Message::Undo { ply: 0, chosen: 0 }, &session, Mark::X);
        assert_eq!(heard, Heard::Nothing);
        assert_eq!(
            reply,
            Some(Message::UndoAnswer {
                ply: 0,
                chosen: 0,
                accepted: false
            })
        );
        let (heard, _) = game.hear(Message::Undo { ply: 1, chosen: 0 }, &session, Mark::X);
        assert_eq!(heard, Heard::UndoAsked(at(1)));
        assert_eq!(game.pending(), Some(Pending::TheyAskUndo(at(1))));
        let (answer, back) = game.answer_undo(true).unwrap();
        assert_eq!(
            (answer, back),
            (
                Message::UndoAnswer {
                    ply: 1,
                    chosen: 0,
                    accepted: true
                },
                Some(at(1))
            )
        );
        assert_eq!(game.answer_undo(true), None, "answered once");
        // This side's own ask: no move while it waits, and a stale answer is nothing.
        assert_eq!(
            game.ask_undo(at(0)),
            Some(Message::Undo { ply: 0, chosen: 0 })
        );
        assert!(!game.lets_move());
        let stale = Message::UndoAnswer {
            ply: 1,
            chosen: 0,
            accepted: true,
        };
        assert_eq!(game.hear(stale, &session, Mark::X).0, Heard::Nothing);
        let answer = Message::UndoAnswer {
            ply: 0,
            chosen: 0,
            accepted: true,
        };
        assert_eq!(game.hear(answer, &session, Mark::X).0, Heard::Rewind(at(0)));
        assert!(game.lets_move());
    }

    #[test]
    fn a_setup_from_the_host_never_seats_a_program_here() {
        // The menu here named a brain and Hard; a network game is a person against a
        // person whatever the host sends: nothing it says starts a program on this side.
        let seats = Seats {
            x: Seat::Brain,
            o: Seat::Computer(mnk::Level::Hard),
        };
        let rules = Rules::new(15, 5);
        let mut session = Session::new(seats, Names::default(), rules, Scores::default());
        let mut guest = Match::new(false);
        let meeting = Meeting::Guest {
            address: "192.0.2.1:5000".into(),
            code: "code".into(),
            resume: None,
        };
        let setup = Setup {
            rules,
            host: Mark::O,
            moves: Vec::new(),
            choices: Vec::new(),
            clock: None,
        };
        let taken = guest.take_setup(setup, &mut session, &meeting, ("Bo", "Ana"));
        assert!(matches!(taken, Taken::Start(Start::Fresh)), "{taken:?}");
        session.start(Start::Fresh);
        assert_eq!(
            (session.seats.x, session.seats.o),
            (Seat::Human, Seat::Remote)
        );
        assert!(!session.brain_to_move() && session.computer_to_act().is_none());
    }

    #[test]
    fn a_rematch_is_asked_after_the_game_and_agreed_by_both_or_by_one() {
        let mut session = session();
        let (mut host, mut guest) = (Match::new(true), Match::new(false));
        // Not during a game.
        let (heard, reply) = host.hear(Message::Rematch, &session, Mark::X);
        assert_eq!(
            (heard, reply),
            (
                Heard::Nothing,
                Some(Message::RematchAnswer { accepted: false })
            )
        );
        for cell in [0, 3, 1, 4, 2] {
            play(&mut session, cell);
        }
        // Both ask at once: agreed; the guest waits for the host's setup.
        assert_eq!(host.ask_rematch(true), Some(Message::Rematch));
        assert_eq!(guest.ask_rematch(true), Some(Message::Rematch));
        assert_eq!(
            host.hear(Message::Rematch, &session, Mark::X).0,
            Heard::RematchAgreed
        );
        assert_eq!(
            guest.hear(Message::Rematch, &session, Mark::O).0,
            Heard::RematchAgreed
        );
        assert_eq!(
            (host.pending(), guest.pending()),
            (None, Some(Pending::Rematch))
        );
        let setup = Message::Setup {
            size: 3,
            rows: None,
            k: 3,
            rule: mnk::Rule::Freestyle,
            opening: mnk::Opening::Free,
            host: Mark::O,
            moves: vec![],
            choices: vec![],
            clock: None,
        };
        assert!(matches!(
            host.hear(setup.clone(), &session, Mark::X).0,
            Heard::Broken { .. }
        ));
        // A host with the code naming rules no game is played by (renju with four in a
        // row, a board past 22, rows past 22) is broken off, never believed.
        let lies = [
            (9, None, 4, mnk::Rule::Renju),
            (23, None, 5, mnk::Rule::Freestyle),
            (15, Some(23), 5, mnk::Rule::Freestyle),
        ];
        for (size, rows, k, rule) in lies {
            let mut fooled = guest.clone();
            let lie = Message::Setup {
                size,
                rows,
                k,
                rule,
                opening: mnk::Opening::Free,
                host: Mark::O,
                moves: vec![],
                choices: vec![],
                clock: None,
            };
            assert!(matches!(
                fooled.hear(lie, &session, Mark::O).0,
                Heard::Broken { .. }
            ));
        }
        assert!(matches!(
            guest.hear(setup, &session, Mark::O).0,
            Heard::NextGame(_)
        ));
        assert!(guest.take_rematch());
        // One asks, the other answers.
        let mut guest = Match::new(false);
        assert_eq!(
            guest.hear(Message::Rematch, &session, Mark::O).0,
            Heard::RematchAsked
        );
        assert_eq!(
            guest.answer_rematch(false),
            Some((Message::RematchAnswer { accepted: false }, false))
        );
        let mut host = Match::new(true);
        host.ask_rematch(true);
        let yes = Message::RematchAnswer { accepted: true };
        assert_eq!(host.hear(yes, &session, Mark::X).0, Heard::RematchAgreed);
        // A connection lost forgets what was asked, not a rematch agreed.
        let mut waiting = Match::new(false);
        waiting.ask_rematch(true);
        waiting.lost();
        assert_eq!(waiting.pending(), None);
        waiting.hear(Message::Rematch, &session, Mark::O);
        waiting.answer_rematch(true);
        waiting.lost();
        assert_eq!(waiting.pending(), Some(Pending::Rematch));
    }

    /// A peer with the code, in an opening: a stone when a choice is due, a choice that is
    /// not theirs, one not offered, or one for another position is refused, never made.
    #[test]
    fn a_peer_may_choose_only_its_own_choice_when_it_is_due() {
        let seats = Seats {
            x: Seat::Human,
            o: Seat::Remote,
        };
        let rules = Rules::new(15, 5).with_opening(mnk::Opening::Swap);
        let mut session = Session::new(seats, Names::default(), rules, Default::default());
        session.start(Start::Fresh);
        let mut game = Match::new(true);
        let choice = |ply, choice| Message::Choose { ply, choice };
        use mnk::opening::Choice;
        // Not theirs: this side places the three stones.
        let (heard, _) = game.hear(choice(0, Choice::PlayBlack), &session, Mark::X);
        assert!(matches!(heard, Heard::Broken { .. }), "{heard:?}");
        let (heard, _) = game.hear(Message::Move { ply: 0, cell: 112 }, &session, Mark::X);
        assert!(
            matches!(heard, Heard::Broken { .. }),
            "a stone of the first player's"
        );
        for cell in [112, 113, 97] {
            let position = session.board().clone();
            session.play(cell, &position, 0).unwrap();
        }
        // Now the choice is theirs: a stone, swap2's choice, or another position is not.
        let (heard, _) = game.hear(Message::Move { ply: 3, cell: 0 }, &session, Mark::X);
        assert!(
            matches!(heard, Heard::Broken { .. }),
            "a stone when a choice is due"
        );
        let (heard, _) = game.hear(choice(3, Choice::PlaceTwo), &session, Mark::X);
        assert!(matches!(heard, Heard::Broken { .. }), "not offered in swap");
        let (heard, _) = game.hear(choice(2, Choice::PlayBlack), &session, Mark::X);
        assert!(matches!(heard, Heard::Broken { .. }), "another position");
        let (heard, _) = game.hear(choice(3, Choice::PlayBlack), &session, Mark::X);
        assert_eq!(heard, Heard::Act(Act::Choose(Choice::PlayBlack)));
    }
}
