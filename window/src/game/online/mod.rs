//! A game with a friend at another computer: the window's side of [`tictactoe_net`]. Screens
//! ask with [`OnlineRequest`] (host, join, resume, leave, a rematch, a new code) and answer
//! the friend's asks through [`Online`]; an undo in a network game asks the friend. The
//! link's thread finds the friend, and the friend's moves come in as
//! [`MoveRequest`](crate::game::MoveRequest)s of the [`Seat::Remote`] seat, checked first,
//! while this side's moves go out as they are played. [`Online`] tells the screens how it
//! stands. Nothing here polls: the link and the peer wake the window when they have news.

use bevy::prelude::*;
use mnk::Mark;

use crate::game::{GameSystems, NewGame, SavedGame, Seat, Seats};
use crate::theme::say::Say;
use tictactoe_core::session::{Meeting, Names, Rules};
pub use tictactoe_net::Pending;
use tictactoe_net::internet::{Relay, Route};
use tictactoe_net::link::Link;
use tictactoe_net::turned::Refusals;
use tictactoe_net::{Failure, Match, Message, Peer, Refusal};

mod news;
mod peer;
mod requests;
mod view;
mod waker;

use news::hear_link;
use requests::{leave_for_a_game_here, take_requests, undo_asks_the_friend};
use waker::wake_the_window;
pub use waker::{HostPort, Waker};

/// What a screen asks of the network game.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum OnlineRequest {
    /// Host a game: this side's name and mark (in the first game: with `alternate` the
    /// players swap marks each game after), and the board.
    Host {
        name: String,
        mark: Mark,
        alternate: bool,
        rules: Rules,
    },
    /// Join the host at `address` with `code`.
    Join {
        name: String,
        address: String,
        code: String,
    },
    /// Take up a kept network game: listen again, or dial again.
    Resume(Box<SavedGame>),
    /// Stop hosting or joining, or leave the game (the friend is told); the game is kept.
    Leave,
    /// Ask the friend for another game.
    AskRematch,
    /// While hosting, before the friend's first proof: a new code (the one shown was seen
    /// by too many, or is being guessed at); the old one opens nothing more.
    NewCode,
    /// While hosting: an invitation across the internet. Until it is asked for, a game on
    /// the local network opens nothing on the internet (no relay, no port mapping).
    Invite,
}

/// How the network game stands, for the screens to show.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Connection {
    /// No network game.
    #[default]
    Off,
    /// Hosting: waiting for the friend at these addresses (with the port), with the code,
    /// and who was turned away since this code was given.
    Listening {
        addresses: Vec<String>,
        port: u16,
        code: String,
        refused: Refusals,
    },
    /// Dialling the host.
    Joining,
    /// The friend is there.
    Connected,
    /// The connection fell (and why): waiting for the friend to come back.
    Lost(String),
    /// The friend has been away longer than the link waits before asking.
    Overdue,
    /// Over for good, and why (a wrong code, the friend left, broke the rules).
    Ended(Say),
}

/// The relay for network games across the internet, as the settings name it (`public`,
/// `off` or a URL). Kept in the settings.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct RelayChoice(pub String);

impl Default for RelayChoice {
    fn default() -> RelayChoice {
        RelayChoice(tictactoe_core::settings::list::RELAY.default_value())
    }
}

impl RelayChoice {
    /// The relay it names.
    ///
    /// # Errors
    /// A name that is no relay's, with why: refused, never taken for another.
    pub fn relay(&self) -> Result<Relay, Failure> {
        Relay::named(&self.0)
    }
}

/// The network game, when there is one.
#[derive(Resource, Default)]
pub struct Online {
    link: Option<Link>,
    peer: Option<Peer>,
    /// How it stands.
    pub connection: Connection,
    /// The friend's name, once heard (or kept).
    pub friend: String,
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
    /// The board changes in this frame for the friend's setup: their messages wait.
    settling: bool,
    /// When the friend went away (the connection fell, or a kept game was resumed).
    lost_at: Option<std::time::Instant>,
    /// The host's invitation across the internet, and whether its relay answered.
    pub invitation: Option<(String, bool)>,
    /// The host asked for an invitation (it comes once the endpoint is open).
    pub inviting: bool,
    /// Which way the friend's connection across the internet goes.
    pub route: Option<Route>,
}

impl Online {
    /// A network game is set up or under way.
    pub fn active(&self) -> bool {
        self.link.is_some()
    }

    /// What is asked and not yet answered.
    pub fn pending(&self) -> Option<Pending> {
        self.game.pending()
    }

    /// Answers the friend's undo; the ply to take the game back to when allowed.
    pub fn answer_undo(&mut self, allow: bool) -> Option<usize> {
        let (answer, back) = self.game.answer_undo(allow)?;
        self.send(answer);
        back
    }

    /// Answers the friend's rematch; the game this side now starts, if it does (the host
    /// does, and sends its setup; the guest waits for it).
    pub fn answer_rematch(&mut self, accept: bool) -> Option<NewGame> {
        let (answer, agreed) = self.game.answer_rematch(accept)?;
        self.send(answer);
        agreed.then(|| self.next_game()).flatten()
    }

    /// Another game was agreed; the game this side starts, if it does (the host, whose
    /// setup goes to the guest once it begins; the guest waits for that setup).
    fn next_game(&mut self) -> Option<NewGame> {
        self.game.hosting().then(|| {
            self.setup_due = true;
            NewGame::NextOnline {
                alternate: self.alternate,
            }
        })
    }

    /// The player waits on for a friend who is overdue.
    pub fn wait_on(&mut self) {
        if self.connection == Connection::Overdue {
            self.connection = Connection::Lost("the friend is away".into());
        }
    }

    /// The friend is gone for now (the connection fell, or they left): sought again, as the
    /// game is kept. What was asked is forgotten, but not a rematch agreed (its setup comes
    /// when the friend is back).
    fn lose(&mut self, connection: Connection) {
        self.peer = None;
        self.connection = connection;
        self.lost_at = Some(std::time::Instant::now());
        self.game.lost();
        if let Some(link) = &self.link {
            link.reconnect();
        }
    }

    /// The friend is awaited, and the time waited is shown (the window wakes each second
    /// for it).
    pub fn waiting(&self) -> bool {
        matches!(self.connection, Connection::Lost(_)) && self.lost_at.is_some()
    }

    /// Whether a person here may move in the network game now: the friend is there, and
    /// no undo this side asked for is waiting for an answer.
    pub fn lets_move(&self) -> bool {
        self.connection == Connection::Connected && self.game.lets_move()
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
            // Sent by the peer's thread as it ends; the window does not wait for it.
            peer.send(Message::Refused { why });
        }
        self.link = None;
        self.game.end();
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Online>()
        .init_resource::<Waker>()
        .init_resource::<HostPort>()
        .init_resource::<RelayChoice>()
        .add_message::<OnlineRequest>()
        .add_systems(Startup, wake_the_window)
        .add_systems(
            Update,
            (
                (
                    take_requests,
                    undo_asks_the_friend,
                    hear_link,
                    peer::hear_peer,
                )
                    .chain()
                    .in_set(GameSystems::Input),
                peer::send_moves
                    .in_set(GameSystems::Outcome)
                    .run_if(resource_exists::<Online>),
                leave_for_a_game_here.in_set(GameSystems::Outcome),
            ),
        );
}

/// The seats of a network game: this side a person here, the friend remote.
fn seats_for(mine: Mark) -> Seats {
    let mut seats = Seats {
        x: Seat::Remote,
        o: Seat::Remote,
    };
    seats.set(mine, Seat::Human);
    seats
}

/// The names of a network game: this side's and the friend's, by mark.
fn names_for(mine: Mark, name: &str, friend: &str) -> Names {
    let mut names = Names::default();
    names.set(mine, name);
    names.set(mine.opponent(), friend);
    names
}
