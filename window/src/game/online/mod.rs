//! A game with a friend at another computer: the window's side of [`tictactoe_net`]. Screens
//! ask with [`OnlineRequest`] (host, join, resume, leave, a rematch, a new code) and answer
//! the friend's asks through [`Online`]; an undo in a network game asks the friend. The
//! link's thread finds the friend, and the friend's moves come in as
//! [`MoveRequest`](crate::game::MoveRequest)s of the [`Seat::Remote`] seat, checked first,
//! while this side's moves go out as they are played. [`Online`] tells the screens how it
//! stands. Nothing here polls: the link and the peer wake the window when they have news.

use bevy::prelude::*;
use mnk::Mark;

use crate::game::{GameSystems, NewGame, SavedGame};
use crate::theme::say::Say;
use tictactoe_core::session::{Rules, Start};
pub use tictactoe_net::Pending;
use tictactoe_net::internet::{Relay, Route};
use tictactoe_net::turned::Refusals;
use tictactoe_net::{Connection as Shown, Failure, NetworkGame};

mod news;
mod requests;
mod view;
mod waker;

use news::{hear_network, send_moves};
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

/// How the network game stands, for the screens to show: the core's
/// [`tictactoe_net::Connection`] in the window's words, or no network game.
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

/// The network game, when there is one: the core's [`NetworkGame`], which the window
/// drives.
#[derive(Resource, Default)]
pub struct Online {
    /// The network game, while there is one (and once over, until the next).
    network: Option<NetworkGame>,
    /// Why the last network game could not start.
    failed: Option<Failure>,
    /// The board changes in this frame for the friend's setup: their messages wait.
    settling: bool,
}

impl Online {
    /// A network game is set up or under way.
    pub fn active(&self) -> bool {
        self.network.as_ref().is_some_and(NetworkGame::active)
    }

    /// How it stands.
    pub fn connection(&self) -> Connection {
        if let Some(why) = &self.failed {
            return Connection::Ended(requests::failed(why));
        }
        let Some(network) = &self.network else {
            return Connection::Off;
        };
        match network.connection() {
            Shown::Listening {
                addresses,
                port,
                code,
                refused,
            } => Connection::Listening {
                addresses: addresses.clone(),
                port: *port,
                code: code.clone(),
                refused: refused.clone(),
            },
            Shown::Joining => Connection::Joining,
            Shown::Connected => Connection::Connected,
            Shown::Lost(why) => Connection::Lost(why.clone()),
            Shown::Overdue => Connection::Overdue,
            Shown::Ended(ending) => {
                let (key, args) = tictactoe_net::reasons::ending(ending, network.friend());
                Connection::Ended(Say { key, args })
            }
        }
    }

    /// The friend's name, once heard (or kept).
    pub fn friend(&self) -> &str {
        self.network.as_ref().map_or("", NetworkGame::friend)
    }

    /// This side hosts.
    fn hosting(&self) -> bool {
        self.network.as_ref().is_some_and(NetworkGame::hosting)
    }

    /// The host's invitation across the internet, and whether its relay answered.
    pub fn invitation(&self) -> Option<(&str, bool)> {
        self.network.as_ref().and_then(NetworkGame::invitation)
    }

    /// The host asked for an invitation (it comes once the endpoint is open).
    pub fn inviting(&self) -> bool {
        self.network.as_ref().is_some_and(NetworkGame::inviting)
    }

    /// Which way the friend's connection across the internet goes.
    pub fn route(&self) -> Option<&Route> {
        self.network.as_ref().and_then(NetworkGame::route)
    }

    /// What is asked and not yet answered.
    pub fn pending(&self) -> Option<Pending> {
        self.network.as_ref().and_then(NetworkGame::pending)
    }

    /// Answers the friend's undo; the stage to take the game back to when allowed.
    pub fn answer_undo(&mut self, allow: bool) -> Option<tictactoe_core::session::Stage> {
        self.network.as_mut()?.answer_undo(allow)
    }

    /// Answers the friend's rematch; the game this side now starts, if it does (the host
    /// does, and sends its setup; the guest waits for it).
    pub fn answer_rematch(&mut self, accept: bool) -> Option<NewGame> {
        let start = self.network.as_mut()?.answer_rematch(accept)?;
        Some(new_game(start))
    }

    /// The player waits on for a friend who is overdue.
    pub fn wait_on(&mut self) {
        if let Some(network) = &mut self.network {
            network.wait_on();
        }
    }

    /// The friend is awaited, and the time waited is shown (the window wakes each second
    /// for it).
    pub fn waiting(&self) -> bool {
        self.network
            .as_ref()
            .is_some_and(|n| n.away_since().is_some())
    }

    /// Whether a person here may move in the network game now: the friend is there, and
    /// no undo this side asked for is waiting for an answer.
    pub fn lets_move(&self) -> bool {
        self.network.as_ref().is_some_and(NetworkGame::lets_move)
    }

    /// Whether a person here is held from acting in `session`: a network game while the
    /// friend is away or an undo asked of them waits for its answer.
    pub fn holds(&self, session: &tictactoe_core::session::Session) -> bool {
        session.seats.online() && !self.lets_move()
    }

    /// This side leaves the network game there is (the friend is told); none after.
    fn leave(&mut self) {
        if let Some(network) = &mut self.network {
            network.leave();
        }
        *self = Online::default();
    }

    /// A network game begun (or none, and why), after leaving the one there was.
    fn begin(&mut self, network: Result<NetworkGame, Failure>) {
        self.leave();
        *self = match network {
            Ok(network) => Online {
                network: Some(network),
                ..default()
            },
            Err(why) => Online {
                failed: Some(why),
                ..default()
            },
        };
    }
}

/// The game the window starts for the core's `start`.
fn new_game(start: Start) -> NewGame {
    match start {
        Start::Fresh => NewGame::Fresh,
        Start::Next { alternate } => NewGame::NextOnline { alternate },
        Start::Resume(saved) => NewGame::Resume(saved),
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
                (take_requests, undo_asks_the_friend, hear_network)
                    .chain()
                    .in_set(GameSystems::Input),
                send_moves
                    .in_set(GameSystems::Outcome)
                    .run_if(resource_exists::<Online>),
                leave_for_a_game_here.in_set(GameSystems::Outcome),
            ),
        )
        .add_systems(Last, leave_as_the_app_ends);
}

/// The app ends (Quit, or the window closed) in a network game: the friend is told this side
/// left before the program ends, across the internet too ([`NetworkGame::leave_and_wait`],
/// at most a few seconds), instead of finding the connection lost.
fn leave_as_the_app_ends(mut exit: MessageReader<AppExit>, mut online: ResMut<Online>) {
    if exit.read().count() == 0 {
        return;
    }
    if let Some(network) = online.network.take() {
        network.leave_and_wait();
    }
    *online = Online::default();
}
