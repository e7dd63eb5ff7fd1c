//! A network game from one side, for every front end: the link to the friend, how the
//! connection stands, and the match's rules ([`Match`]) applied to the session. A front end
//! asks (host, join, take a kept game up again, undo, rematch, leave), reads
//! [`NetworkGame::next`] for news and shows it, and tells the game what it played
//! ([`NetworkGame::played`], [`NetworkGame::started`]). Nothing here draws, waits or knows
//! a screen.

use std::collections::VecDeque;
use std::time::Instant;

use mnk::Mark;

use crate::internet::{HostKey, Invitation, Relay, Route};
use crate::link::{Link, LinkEvent, Setup};
use crate::network_match::{Heard, Match, Pending, Taken, mine};
use crate::peer::{Peer, PeerEvent, Wake};
use crate::secure::ResumeSecret;
use crate::turned::Refusals;
use crate::{Failure, JoinCode, Message, Refusal};
use tictactoe_core::session::{
    Act, Meeting, Rewound, Rules, SavedClock, SavedGame, Seat, Session, Stage, Start,
};
use tictactoe_core::words::printable;

/// How the network game stands, for a front end to show.
#[derive(Clone, Debug, PartialEq)]
pub enum Connection {
    /// Hosting: waiting for the friend at these addresses (with the port), with the code,
    /// and who was turned away since this code was given.
    Listening {
        addresses: Vec<String>,
        port: u16,
        code: String,
        refused: Refusals,
    },
    /// Dialling the host, or opening the port.
    Joining,
    /// The friend is there.
    Connected,
    /// The connection fell (and why): waiting for the friend to come back.
    Lost(String),
    /// The friend has been away longer than the link waits before asking.
    Overdue,
    /// Over for good, and why.
    Ended(Ending),
}

/// Why a network game is over for good.
#[derive(Clone, Debug, PartialEq)]
pub enum Ending {
    /// It could not start or go on (a port taken, a wrong code, a host not there).
    Failed(Failure),
    /// The friend left.
    FriendLeft,
    /// The friend ended it, and why.
    Refused(Refusal),
    /// The friend broke the rules: `what` in the network's words; `out_of_turn`, the
    /// message's name when it was one this side did not expect.
    Broken {
        what: String,
        out_of_turn: Option<&'static str>,
    },
}

impl std::fmt::Display for Ending {
    /// In English, for logs and the command line.
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Ending::Failed(why) => write!(f, "{why}"),
            Ending::FriendLeft => write!(f, "{}", Refusal::Left),
            Ending::Refused(why) => write!(f, "{why}"),
            Ending::Broken { what, .. } => {
                write!(f, "the other game sent {}", printable(what))
            }
        }
    }
}

/// What happened, for the front end to do or show. How the connection stands after it is
/// [`NetworkGame::connection`].
#[derive(Clone, Debug, PartialEq)]
pub enum News {
    /// The host listens on `port` (at first, or with a new code).
    Listening { port: u16 },
    /// Strangers were turned away: all of them since the code was given.
    TurnedAway(Refusals),
    /// The code took too many wrong guesses; a new one is given ([`News::Listening`]).
    CodeRetired,
    /// The friend is there (at first, or back); what their game means here follows.
    Connected,
    /// The connection fell, and why: the friend is sought again.
    Lost(String),
    /// The friend has been away longer than the link waits before asking.
    Overdue,
    /// The network game is over for good ([`Connection::Ended`] says why); the game on the
    /// board is kept.
    Ended,
    /// The host's invitation across the internet is ready ([`NetworkGame::invitation`]).
    Invited,
    /// The friend's connection across the internet goes this way now.
    Route(Route),
    /// A game to begin (the first, a rematch, or the host's game taken up again): the
    /// session is seated; the front end starts it, then calls [`NetworkGame::started`].
    Start(Start),
    /// The host's record was taken in place of the game here (moves on their way when the
    /// connection fell): where the game now stands.
    Adopted(Rewound),
    /// The friend's move or opening's choice, checked: do it for the friend's seat
    /// ([`Session::act`]), then call [`NetworkGame::played`].
    Act(Act),
    /// The friend's game is over after this many moves.
    Over(u32),
    /// The player of this mark ran out of time, as the friend's clock says and this
    /// side's bears out: the game on the board ended so (settle it and show its end).
    OutOfTime(Mark),
    /// This side's undo was accepted: take the game back to this stage
    /// ([`Session::rewind_to`]).
    Rewind(Stage),
    /// The friend asks to take the game back to this stage: ask the player, then
    /// [`NetworkGame::answer_undo`].
    UndoAsked(Stage),
    /// This side's undo was refused.
    UndoRefused,
    /// The friend asks for another game: ask the player, then
    /// [`NetworkGame::answer_rematch`].
    RematchAsked,
    /// This side's rematch was refused.
    RematchRefused,
}

/// One side's network game.
pub struct NetworkGame {
    link: Option<Link>,
    peer: Option<Peer>,
    connection: Connection,
    /// The friend's name, once heard (or kept).
    friend: String,
    /// This side's name.
    name: String,
    /// The match's rules: what is asked and not yet answered, and whether this side hosts.
    game: Match,
    /// Where the two sides meet, once known.
    meeting: Option<Meeting>,
    /// The host starts a rematch: its setup goes to the guest once the game begins.
    setup_due: bool,
    /// The host's choice: the players swap marks each game.
    alternate: bool,
    /// When the friend went away (the connection fell, or a kept game was taken up).
    lost_at: Option<Instant>,
    /// The host's invitation across the internet, and whether its relay answered.
    invitation: Option<(String, bool)>,
    /// The host asked for an invitation (it comes once the endpoint is open).
    inviting: bool,
    /// Which way the friend's connection across the internet goes.
    route: Option<Route>,
    /// News heard and not yet read (one event may say two things).
    news: VecDeque<News>,
}

impl NetworkGame {
    fn new(link: Link, name: String, game: Match) -> NetworkGame {
        NetworkGame {
            link: Some(link),
            peer: None,
            connection: Connection::Joining,
            friend: String::new(),
            name,
            game,
            meeting: None,
            setup_due: false,
            alternate: false,
            lost_at: None,
            invitation: None,
            inviting: false,
            route: None,
            news: VecDeque::new(),
        }
    }

    /// Hosts a game on `rules` for a friend, this side playing `mark` in the first game
    /// (with `alternate`, the players swap marks each game after), on `port` (0: any) with
    /// `code`. Nothing is opened on the internet until [`NetworkGame::invite`].
    ///
    /// # Errors
    /// The port is taken, or no certificate could be made.
    pub fn host(
        name: &str,
        (mark, alternate): (Mark, bool),
        rules: Rules,
        (port, code): (u16, JoinCode),
        wake: Wake,
    ) -> Result<NetworkGame, Failure> {
        let setup = Setup {
            rules,
            host: mark,
            moves: Vec::new(),
            choices: Vec::new(),
            clock: rules.clock.map(SavedClock::full),
        };
        let link = Link::host(port, code, None, name, setup, wake)?;
        let mut game = NetworkGame::new(link, name.into(), Match::new(true));
        game.alternate = alternate;
        Ok(game)
    }

    /// [`NetworkGame::host`] on `port`, or on any port when it is taken (a second game
    /// hosting on this computer), with a new code (or the one in `TICTACTOE_CODE`).
    ///
    /// # Errors
    /// No port could be listened on.
    pub fn host_anywhere(
        name: &str,
        choice: (Mark, bool),
        rules: Rules,
        port: u16,
        wake: Wake,
    ) -> Result<NetworkGame, Failure> {
        let code = JoinCode::given_or_random();
        NetworkGame::host(name, choice, rules, (port, code.clone()), wake.clone())
            .or_else(|_| NetworkGame::host(name, choice, rules, (0, code), wake))
    }

    /// Joins the host at `address` (`host`, `host:port`, or an invitation across the
    /// internet by `relay`) with `code`.
    ///
    /// # Errors
    /// The code is not a join code, or an invitation with no relay to reach it by.
    pub fn join(
        name: &str,
        address: &str,
        code: &str,
        relay: &Result<Relay, Failure>,
        wake: Wake,
    ) -> Result<NetworkGame, Failure> {
        let relay = relay_for(relay, address)?;
        let code = JoinCode::parse(code)?;
        let link = Link::join(address, code.clone(), None, (name, relay), wake);
        let mut game = NetworkGame::new(link, name.into(), Match::new(false));
        game.meeting = Some(Meeting::Guest {
            address: address.into(),
            code: code.to_string(),
            resume: None,
        });
        Ok(game)
    }

    /// Takes up the network game kept in `saved`: listens again where it hosted (invited
    /// again if it was), or dials the host again. The front end resumes `saved` on the
    /// board; the friend is awaited ([`Connection::Lost`]). `None` when `saved` is no
    /// network game.
    ///
    /// # Errors
    /// The kept code or port no longer serves; or an invitation with no relay. A relay
    /// that fails for a host's invitation only is said as the second item (the local
    /// network's game goes on).
    #[allow(clippy::type_complexity)]
    pub fn resume(
        saved: &SavedGame,
        relay: &Result<Relay, Failure>,
        wake: Wake,
    ) -> Option<(Result<NetworkGame, Failure>, Option<Failure>)> {
        let meeting = saved.online.as_ref()?;
        // The seat not played from afar (a person here; a computer, for a game of the
        // command line's).
        let mine = if saved.seats.x == Seat::Remote {
            Mark::O
        } else {
            Mark::X
        };
        let name = saved.names.get(mine).to_string();
        // The friend's secret, once they have joined: the code opens the game no more.
        let resume = meeting.resume().and_then(ResumeSecret::from_hex);
        let mut relay_failed = None;
        let link = match meeting {
            Meeting::Host { port, code, .. } => {
                let setup = Setup::of(&saved.game(), mine);
                let key = meeting.key().and_then(HostKey::from_hex);
                JoinCode::parse(code)
                    .map_err(Failure::from)
                    .and_then(|code| Link::host(*port, code, resume, &name, setup, wake))
                    // Invited before (its key kept): the friend may come that way again.
                    .inspect(|link| match (relay, key) {
                        (_, None) => {}
                        (Ok(relay), key) => link.invite(relay.clone(), key),
                        (Err(why), _) => relay_failed = Some(why.clone()),
                    })
            }
            Meeting::Guest { address, code, .. } => relay_for(relay, address).and_then(|relay| {
                JoinCode::parse(code)
                    .map(|code| Link::join(address, code, resume, (&name, relay), wake))
                    .map_err(Failure::from)
            }),
        };
        let hosting = matches!(meeting, Meeting::Host { .. });
        let game = link.map(|link| {
            let mut game = NetworkGame::new(link, name, Match::new(hosting));
            game.inviting = meeting.key().is_some();
            game.alternate = matches!(
                meeting,
                Meeting::Host {
                    alternate: true,
                    ..
                }
            );
            game.meeting = Some(meeting.clone());
            game.friend = saved.names.get(mine.opponent()).to_string();
            game.connection = Connection::Lost("the game was closed".into());
            game.lost_at = Some(Instant::now());
            game
        });
        Some((game, relay_failed))
    }

    /// How it stands.
    pub fn connection(&self) -> &Connection {
        &self.connection
    }

    /// The friend's name, once heard.
    pub fn friend(&self) -> &str {
        &self.friend
    }

    /// This side hosts.
    pub fn hosting(&self) -> bool {
        self.game.hosting()
    }

    /// What is asked and not yet answered.
    pub fn pending(&self) -> Option<Pending> {
        self.game.pending()
    }

    /// The host's invitation across the internet, and whether its relay answered.
    pub fn invitation(&self) -> Option<(&str, bool)> {
        self.invitation.as_ref().map(|(i, r)| (i.as_str(), *r))
    }

    /// The host asked for an invitation.
    pub fn inviting(&self) -> bool {
        self.inviting
    }

    /// Which way the friend's connection across the internet goes.
    pub fn route(&self) -> Option<&Route> {
        self.route.as_ref()
    }

    /// The link is up (not ended for good).
    pub fn active(&self) -> bool {
        self.link.is_some()
    }

    /// When the friend went away, while they are awaited.
    pub fn away_since(&self) -> Option<Instant> {
        matches!(self.connection, Connection::Lost(_))
            .then_some(self.lost_at)
            .flatten()
    }

    /// Whether a person here may move now: the friend is there, and no undo this side
    /// asked for waits for its answer.
    pub fn lets_move(&self) -> bool {
        self.connection == Connection::Connected && self.game.lets_move()
    }

    /// The next thing that happened, if anything did: from the link (where the host
    /// listens, the friend there or gone), then from the friend (their messages, each
    /// checked against `session`).
    pub fn next(&mut self, session: &mut Session) -> Option<News> {
        loop {
            if let Some(news) = self.news.pop_front() {
                return Some(news);
            }
            if let Some(event) = self.link.as_ref().and_then(Link::try_next) {
                self.heard_link(event, session);
                continue;
            }
            match self.peer.as_ref().and_then(Peer::try_next)? {
                PeerEvent::Message(message) => self.heard(message, session),
                PeerEvent::Lost(why) => {
                    self.lose(Connection::Lost(why.clone()));
                    self.news.push_back(News::Lost(why));
                }
            }
        }
    }

    fn heard_link(&mut self, event: LinkEvent, session: &mut Session) {
        let news = match event {
            LinkEvent::Listening {
                port,
                addresses,
                code,
            } => {
                let kept = |what: fn(&Meeting) -> Option<&str>| {
                    self.meeting.as_ref().and_then(what).map(String::from)
                };
                let (resume, key) = (kept(Meeting::resume), kept(Meeting::key));
                self.meeting = Some(Meeting::Host {
                    port,
                    code: code.to_string(),
                    alternate: self.alternate,
                    resume,
                    key,
                });
                self.connection = Connection::Listening {
                    addresses: addresses.iter().map(|a| a.to_string()).collect(),
                    port,
                    code: code.to_string(),
                    refused: Refusals::default(),
                };
                News::Listening { port }
            }
            LinkEvent::CodeRetired => News::CodeRetired,
            LinkEvent::TurnedAway(refusals) => {
                // Shown to the host while it waits, for it to give a new code if need be.
                if let Connection::Listening { refused, .. } = &mut self.connection {
                    *refused = refusals.clone();
                }
                News::TurnedAway(refusals)
            }
            LinkEvent::Connected {
                friend,
                setup,
                peer,
                resume,
            } => {
                // Kept with the game, for taking it up again after a restart.
                if let (Some(meeting), Some(resume)) = (self.meeting.as_mut(), resume) {
                    meeting.keep_resume(resume.to_hex());
                }
                self.friend = friend;
                self.peer = Some(peer);
                self.connection = Connection::Connected;
                // Asks die with the connection; a rematch agreed waits for its setup.
                self.game.lost();
                self.news.push_back(News::Connected);
                self.take_setup(setup, session);
                return;
            }
            LinkEvent::Invited {
                invitation,
                relayed,
                key,
            } => {
                self.invitation = Some((invitation.to_string(), relayed));
                // Kept with the game: started again, the host is at the same invitation.
                if let Some(meeting) = self.meeting.as_mut() {
                    meeting.keep_key(key.to_hex());
                }
                session.keep_meeting_key(key.to_hex());
                News::Invited
            }
            LinkEvent::Route(route) => {
                self.route = Some(route);
                News::Route(route)
            }
            LinkEvent::Overdue => {
                self.connection = Connection::Overdue;
                News::Overdue
            }
            LinkEvent::Failed(why) => {
                self.connection = Connection::Ended(Ending::Failed(why));
                self.link = None;
                News::Ended
            }
        };
        self.news.push_back(news);
    }

    /// The host's game, as [`Match::take_setup`] reads it.
    fn take_setup(&mut self, setup: Setup, session: &mut Session) {
        let Some(meeting) = self.meeting.clone() else {
            return;
        };
        let names = (self.name.as_str(), self.friend.as_str());
        match self.game.take_setup(setup, session, &meeting, names) {
            Taken::Unchanged => {}
            Taken::Adopted(rewound) => self.news.push_back(News::Adopted(rewound)),
            Taken::Start(start) => self.news.push_back(News::Start(start)),
            Taken::Broken(what) => self.broken(what, None),
        }
    }

    /// What the friend sent, checked.
    fn heard(&mut self, message: Message, session: &mut Session) {
        let (heard, reply) = self.game.hear(message, session, mine(session));
        // A refusal goes as the peer's thread ends (below), the rest at once.
        if let Some(reply) = reply
            && !matches!(heard, Heard::Broken { .. })
        {
            self.send(reply);
        }
        let news = match heard {
            Heard::Act(act) => News::Act(act),
            Heard::UndoAsked(ply) => News::UndoAsked(ply),
            Heard::RematchAsked => News::RematchAsked,
            Heard::Rewind(ply) => News::Rewind(ply),
            Heard::UndoRefused => News::UndoRefused,
            Heard::RematchRefused => News::RematchRefused,
            Heard::Over(plies, None) => News::Over(plies),
            Heard::Over(plies, Some(mark)) if plies as usize == session.board().ply() => {
                match session.claim_out_of_time(mark) {
                    Ok(true) => News::OutOfTime(mark),
                    Ok(false) => News::Over(plies),
                    Err(what) => return self.broken(what, None),
                }
            }
            // Said of another position than this side's (a move on its way): the friend's
            // word about their own game only.
            Heard::Over(plies, Some(_)) => News::Over(plies),
            Heard::RematchAgreed => match self.next_game() {
                Some(start) => News::Start(start),
                None => return,
            },
            Heard::NextGame(setup) => return self.take_setup(setup, session),
            Heard::Nothing => return,
            Heard::Ended(why) => {
                self.lose(Connection::Ended(match why {
                    Refusal::Left => Ending::FriendLeft,
                    other => Ending::Refused(other),
                }));
                News::Ended
            }
            Heard::Broken { what, out_of_turn } => return self.broken(what, out_of_turn),
        };
        self.news.push_back(news);
    }

    /// The friend broke the rules: told why as the peer's thread ends, let go; the game is
    /// kept.
    fn broken(&mut self, what: String, out_of_turn: Option<&'static str>) {
        self.close(Some(Refusal::Broken { what: what.clone() }));
        self.connection = Connection::Ended(Ending::Broken { what, out_of_turn });
        self.news.push_back(News::Ended);
    }

    /// Another game was agreed: the host starts it (its setup goes once it begins); the
    /// guest waits for that setup.
    fn next_game(&mut self) -> Option<Start> {
        self.game.hosting().then(|| {
            self.setup_due = true;
            Start::Next {
                alternate: self.alternate,
            }
        })
    }

    /// A game began on the board (the host's: its setup goes to the friend if a rematch
    /// was agreed, and is kept for a friend who comes back).
    pub fn started(&mut self, session: &Session) {
        if self.game.hosting() && std::mem::take(&mut self.setup_due) {
            self.send(Setup::of(session.game(), mine(session)).message());
        }
        self.keep(session);
    }

    /// A move was played or an opening's choice made on the board (this side's goes to
    /// the friend), or the game changed otherwise (taken back): the host keeps its record
    /// for a friend who comes back, and the end of a game is said.
    pub fn played(&mut self, session: &Session) {
        let game = session.game();
        let board = session.board();
        let ply = board.ply();
        let ours = |role| session.seat_of(role) != Seat::Remote;
        let last_choice = game.choices[..game.chosen].last();
        // The last act: a choice made after the last stone, or that stone.
        if let Some(chosen) = last_choice.filter(|c| usize::from(c.ply) == ply) {
            let before = Stage {
                ply,
                chosen: game.chosen - 1,
            };
            if ours(game.actor_at(before)) {
                self.send(Message::Choose {
                    ply: ply as u32,
                    choice: chosen.choice,
                });
            }
        } else if let Some(cell) = board.moves_played().last()
            && ours(game.placer_of(ply - 1))
        {
            self.send(Message::Move {
                ply: ply as u32 - 1,
                cell: cell as u8,
            });
        }
        self.over(session);
        self.keep(session);
    }

    /// The game on the board is over here: the friend is told after how many moves (so
    /// that a last move lost on its way is played again, not kept by one side).
    pub fn over(&self, session: &Session) {
        let board = session.board();
        if session.is_over() {
            self.send(Message::Over {
                plies: board.ply() as u32,
                out_of_time: session.out_of_time(),
            });
        }
    }

    /// The host's game as it stands, for a friend who comes back.
    pub fn keep(&self, session: &Session) {
        if let (true, Some(link)) = (self.game.hosting(), &self.link) {
            link.keep(Setup::of(session.game(), mine(session)));
        }
    }

    /// This side asks to take back its last move or choice (and the friend's reply): the
    /// stage asked to go back to, when asked (the friend is there and nothing else is
    /// asked).
    pub fn ask_undo(&mut self, session: &Session) -> Option<Stage> {
        let undo = session.undo_stage(&session.seats);
        if let (Some(to), Connection::Connected) = (undo, &self.connection)
            && let Some(ask) = self.game.ask_undo(to)
        {
            self.send(ask);
            return Some(to);
        }
        None
    }

    /// Answers the friend's undo; the stage to take the game back to when allowed.
    pub fn answer_undo(&mut self, allow: bool) -> Option<Stage> {
        let (answer, back) = self.game.answer_undo(allow)?;
        self.send(answer);
        back
    }

    /// Asks the friend for another game once this one is over; whether it was asked.
    pub fn ask_rematch(&mut self, session: &Session) -> bool {
        let over = session.board().outcome().is_over();
        if self.connection == Connection::Connected
            && let Some(ask) = self.game.ask_rematch(over)
        {
            self.send(ask);
            return true;
        }
        false
    }

    /// Answers the friend's rematch; the game this side now starts, if it does (the host
    /// does; the guest waits for its setup).
    pub fn answer_rematch(&mut self, accept: bool) -> Option<Start> {
        let (answer, agreed) = self.game.answer_rematch(accept)?;
        self.send(answer);
        agreed.then(|| self.next_game()).flatten()
    }

    /// While hosting: an invitation across the internet by `relay` (it comes as
    /// [`News::Shown`]). Until it is asked for, nothing is opened on the internet.
    ///
    /// # Errors
    /// The relay setting names no relay (the local network's game goes on).
    pub fn invite(&mut self, relay: &Result<Relay, Failure>) -> Result<(), Failure> {
        if self.inviting || !self.game.hosting() {
            return Ok(());
        }
        let Some(link) = &self.link else {
            return Ok(());
        };
        link.invite(relay.clone()?, None);
        self.inviting = true;
        Ok(())
    }

    /// While hosting, before the friend's first proof: a new code; the old one opens
    /// nothing more.
    pub fn new_code(&self) {
        if let (Some(link), Connection::Listening { .. }) = (&self.link, &self.connection) {
            link.new_code(JoinCode::random());
        }
    }

    /// The player waits on for a friend who is overdue.
    pub fn wait_on(&mut self) {
        if self.connection == Connection::Overdue {
            self.connection = Connection::Lost("the friend is away".into());
        }
    }

    /// This side leaves: the friend is told, the link closed; the game is kept.
    pub fn leave(&mut self) {
        self.close(Some(Refusal::Left));
    }

    /// This side leaves before its program ends: as [`NetworkGame::leave`], waiting until the
    /// friend is told (or the connection fails), across the internet too (see
    /// [`Link::close_and_wait`]).
    pub fn leave_and_wait(mut self) {
        if let Some(peer) = self.peer.take() {
            peer.send(Message::Refused { why: Refusal::Left });
            peer.close();
        }
        if let Some(link) = self.link.take() {
            link.close_and_wait();
        }
        self.close(None);
    }

    /// The friend is gone for now (the connection fell, or they left): sought again, as
    /// the game is kept.
    fn lose(&mut self, connection: Connection) {
        self.peer = None;
        self.connection = connection;
        self.lost_at = Some(Instant::now());
        self.game.lost();
        if let Some(link) = &self.link {
            link.reconnect();
        }
    }

    /// Sends a message to the friend, if connected.
    fn send(&self, message: Message) {
        if let Some(peer) = &self.peer {
            peer.send(message);
        }
    }

    /// Ends the network game here: the friend told why (if connected), the link closed.
    fn close(&mut self, why: Option<Refusal>) {
        if let (Some(peer), Some(why)) = (self.peer.take(), why) {
            // Sent by the peer's thread as it ends; nothing waits for it.
            peer.send(Message::Refused { why });
        }
        self.link = None;
        self.game.end();
    }
}

/// The relay for a game with the host at `address`: only an invitation needs one, so a
/// relay setting that names none stops only a game across the internet.
///
/// # Errors
/// `address` is an invitation and `relay` names no relay.
pub fn relay_for(relay: &Result<Relay, Failure>, address: &str) -> Result<Relay, Failure> {
    match relay {
        Ok(relay) => Ok(relay.clone()),
        Err(why) if Invitation::looks_like(address) => Err(Failure::Network(why.to_string())),
        Err(_) => Ok(Relay::Off),
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::time::Duration;

    use super::*;
    use mnk::Cell;
    use tictactoe_core::session::{Names, Seats};

    /// One side: its network game and its session.
    struct Side {
        network: NetworkGame,
        session: Session,
        heard: Vec<News>,
    }

    impl Side {
        fn new(network: NetworkGame) -> Side {
            let seats = Seats {
                x: Seat::Human,
                o: Seat::Human,
            };
            let session = Session::new(
                seats,
                Names::default(),
                Rules::default(),
                Default::default(),
            );
            Side {
                network,
                session,
                heard: Vec::new(),
            }
        }

        /// Reads the news as a front end does: games begun, moves played, undos and
        /// rematches allowed.
        fn hear(&mut self) {
            while let Some(news) = self.network.next(&mut self.session) {
                match &news {
                    News::Start(start) => {
                        self.session.start(start.clone());
                        self.network.started(&self.session);
                    }
                    News::Act(act) => {
                        let position = self.session.board().clone();
                        self.session.act(*act, &position, 0).unwrap();
                        self.network.played(&self.session);
                    }
                    News::Rewind(ply) => {
                        self.session.rewind_to(*ply).unwrap();
                        self.network.keep(&self.session);
                    }
                    News::UndoAsked(_) => {
                        let ply = self.network.answer_undo(true).unwrap();
                        self.session.rewind_to(ply).unwrap();
                        self.network.keep(&self.session);
                    }
                    News::RematchAsked => {
                        if let Some(start) = self.network.answer_rematch(true) {
                            self.session.start(start);
                            self.network.started(&self.session);
                        }
                    }
                    _ => {}
                }
                self.heard.push(news);
            }
        }

        fn play(&mut self, cell: Cell) {
            let position = self.session.board().clone();
            self.session.play(cell, &position, 0).unwrap();
            self.network.played(&self.session);
        }

        fn plies(&self) -> usize {
            self.session.board().ply()
        }
    }

    /// Both sides hear until `done` holds (on this computer, at once).
    fn until(host: &mut Side, guest: &mut Side, what: &str, done: impl Fn(&Side, &Side) -> bool) {
        for _ in 0..2000 {
            host.hear();
            guest.hear();
            if done(host, guest) {
                return;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        panic!(
            "{what}: host heard {:?}, guest heard {:?}",
            host.heard, guest.heard
        );
    }

    /// Ana hosting X with `rules` (the marks swapped each game with `alternate`), Bo
    /// joined on this computer: both connected.
    fn connected(rules: Rules, alternate: bool) -> (Side, Side) {
        let wake: Wake = Arc::new(|| {});
        let code = JoinCode::random();
        let hosting =
            NetworkGame::host("Ana", (Mark::X, alternate), rules, (0, code), wake.clone());
        let mut host = Side::new(hosting.unwrap());
        host.session.rules = rules;
        let mut guest: Option<Side> = None;
        for _ in 0..2000 {
            host.hear();
            if let Connection::Listening { port, code, .. } = host.network.connection() {
                let address = format!("127.0.0.1:{port}");
                let joining = NetworkGame::join("Bo", &address, code, &Ok(Relay::Off), wake);
                guest = Some(Side::new(joining.unwrap()));
                break;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        let mut guest = guest.expect("the host listens");
        until(&mut host, &mut guest, "both connected", |h, g| {
            h.network.lets_move() && g.network.lets_move()
        });
        (host, guest)
    }

    #[test]
    fn a_host_and_a_guest_play_take_back_a_move_and_play_again_with_the_marks_swapped() {
        // The host's rule reaches the guest (standard plays as freestyle on 3x3).
        let rules = Rules::new(3, 3).with_rule(mnk::Rule::Standard);
        let (mut host, mut guest) = connected(rules, true);
        // Each side's session seated by the host's setup: Ana X here, Bo O there.
        assert_eq!(host.session.seats.o, Seat::Remote);
        assert_eq!(guest.session.seats.x, Seat::Remote);
        assert_eq!(guest.session.names.get(Mark::X), "Ana");
        assert_eq!(guest.network.friend(), "Ana");
        assert_eq!(guest.session.board().rule(), mnk::Rule::Standard);
        assert_eq!(guest.session.rules, rules);

        host.play(4);
        until(&mut host, &mut guest, "X's move", |_, g| g.plies() == 1);
        guest.play(0);
        until(&mut host, &mut guest, "O's move", |h, _| h.plies() == 2);
        // The host takes its move back; the guest allows it; both go back to the start.
        let start = Stage { ply: 0, chosen: 0 };
        assert_eq!(host.network.ask_undo(&host.session), Some(start));
        assert!(!host.network.lets_move(), "no move while the undo is asked");
        until(&mut host, &mut guest, "the undo", |h, g| {
            h.plies() == 0 && g.plies() == 0
        });
        assert!(host.heard.contains(&News::Rewind(start)));

        // X wins down column b; each side hears the other's end.
        for (x, o) in [(1, 0), (4, 2)] {
            host.play(x);
            until(&mut host, &mut guest, "X's move", |h, g| {
                g.plies() == h.plies()
            });
            guest.play(o);
            until(&mut host, &mut guest, "O's move", |h, g| {
                h.plies() == g.plies()
            });
        }
        host.play(7);
        until(&mut host, &mut guest, "the ends", |h, g| {
            h.heard.contains(&News::Over(5)) && g.heard.contains(&News::Over(5))
        });
        assert!(guest.session.board().outcome().is_over());

        // The guest asks for another game, the host accepts: the marks swap.
        assert!(guest.network.ask_rematch(&guest.session));
        until(&mut host, &mut guest, "the rematch", |h, g| {
            h.plies() == 0 && g.plies() == 0 && g.session.seats.x == Seat::Human
        });
        assert_eq!(host.session.seats.x, Seat::Remote, "Ana plays O now");
        assert_eq!(guest.session.board().rule(), mnk::Rule::Standard);
        guest.play(4);
        until(&mut host, &mut guest, "Bo's first move", |h, _| {
            h.plies() == 1
        });

        // The host leaves: the guest is told, and keeps the game.
        host.network.leave();
        until(&mut host, &mut guest, "the end", |_, g| {
            *g.network.connection() == Connection::Ended(Ending::FriendLeft)
        });
        assert_eq!(guest.plies(), 1);
    }

    /// A timed game: the host's clock reaches the guest; a player whose time runs out on
    /// their side loses on both; a host with the code that says the guest ran out while
    /// the guest's clock shows time is not believed, and the game is kept.
    #[test]
    fn a_timed_game_goes_across_and_a_flag_is_believed_only_when_the_clock_bears_it_out() {
        use tictactoe_core::clock::TimeControl;
        let control = TimeControl::new(60, 2);
        let rules = Rules::new(3, 3).with_clock(Some(control));
        let (mut host, mut guest) = connected(rules, false);
        assert_eq!(guest.session.rules.clock, Some(control));
        let [x, o] = guest
            .session
            .clock_left()
            .expect("the guest's game is timed");
        assert!(x > Duration::from_secs(58) && o == Duration::from_secs(60));

        host.play(4);
        until(&mut host, &mut guest, "X's move", |_, g| g.plies() == 1);
        // O (the guest) has 0.1 s left on its side, and its flag falls there.
        guest.session.take_clock(Some(SavedClock {
            control,
            left_ms: [60_000, 100],
        }));
        std::thread::sleep(Duration::from_millis(150));
        assert_eq!(guest.session.flag_fall(), Some(Mark::O));
        guest.network.over(&guest.session);
        until(&mut host, &mut guest, "the flag", |h, _| {
            h.heard.contains(&News::OutOfTime(Mark::O))
        });
        assert_eq!(host.session.out_of_time(), Some(Mark::O));
        assert_eq!(host.session.result().unwrap().winner, Some(Mark::X));

        // Another game: the host says O ran out while O has all its time.
        let (mut host, mut guest) = connected(rules, false);
        host.play(4);
        until(&mut host, &mut guest, "X's move", |_, g| g.plies() == 1);
        host.network.send(Message::Over {
            plies: 1,
            out_of_time: Some(Mark::O),
        });
        until(&mut host, &mut guest, "the lie", |_, g| {
            g.heard.contains(&News::Ended)
        });
        assert!(!guest.session.is_over(), "the game is kept as it was");
        let Connection::Ended(ending) = guest.network.connection().clone() else {
            panic!("the guest goes on")
        };
        assert!(ending.to_string().contains("ms left"), "{ending:?}");
    }

    #[test]
    fn swap2_goes_across_stones_and_choices_and_the_marks_change_on_both_sides() {
        let rules = Rules::new(15, 5)
            .with_rule(mnk::Rule::Renju)
            .with_opening(mnk::Opening::Swap2);
        let (mut host, mut guest) = connected(rules, false);
        assert_eq!(guest.session.game().opening, mnk::Opening::Swap2);
        // Ana, the first player, places three stones: Black, White, Black.
        for (i, cell) in [112, 113, 97].into_iter().enumerate() {
            host.play(cell);
            until(&mut host, &mut guest, "a stone", |_, g| g.plies() == i + 1);
        }
        let choose = |side: &mut Side, choice| {
            let position = side.session.board().clone();
            let act = Act::Choose(choice);
            side.session.act(act, &position, 0).unwrap();
            side.network.played(&side.session);
        };
        // Bo places two more, and Ana takes White: both sides change marks.
        choose(&mut guest, mnk::opening::Choice::PlaceTwo);
        until(&mut host, &mut guest, "Bo's choice", |h, _| {
            h.session.game().chosen == 1
        });
        guest.play(98);
        until(&mut host, &mut guest, "Bo's White stone", |h, _| {
            h.plies() == 4
        });
        guest.play(127);
        until(&mut host, &mut guest, "Bo's Black stone", |h, _| {
            h.plies() == 5
        });
        choose(&mut host, mnk::opening::Choice::PlayWhite);
        until(&mut host, &mut guest, "Ana's choice", |_, g| {
            g.session.game().chosen == 2
        });
        assert_eq!(host.session.seats.o, Seat::Human, "Ana plays White here");
        assert_eq!(guest.session.seats.x, Seat::Human, "and Bo Black there");
        assert_eq!(guest.session.names.get(Mark::O), "Ana");
        // Ana takes her choice back, the guest allows it: both are at her choice again,
        // the marks as they began; she chooses White once more.
        let asked = host.network.ask_undo(&host.session);
        assert_eq!(asked, Some(Stage { ply: 5, chosen: 1 }));
        until(&mut host, &mut guest, "the choice taken back", |h, g| {
            h.session.game().chosen == 1 && g.session.game().chosen == 1
        });
        assert_eq!(host.session.seats.x, Seat::Human, "Ana at X again");
        assert_eq!(guest.session.names.get(Mark::X), "Ana");
        choose(&mut host, mnk::opening::Choice::PlayWhite);
        until(&mut host, &mut guest, "Ana's choice again", |_, g| {
            g.session.game().chosen == 2
        });
        // White (Ana) moves next, across.
        host.play(82);
        until(&mut host, &mut guest, "White's move", |_, g| g.plies() == 6);
        assert_eq!(host.session.game().board(), guest.session.game().board());
    }
}
