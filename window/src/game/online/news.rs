//! What the link found: where the host listens, who was turned away, the friend (at first,
//! back again, or overdue), or the end.

use bevy::prelude::*;

use super::{Connection, Online, peer};
use crate::awake::Claims;
use crate::game::GameSession;
use crate::notice::Notice;
use crate::theme::say::Say;
use tictactoe_core::session::Meeting;
use tictactoe_net::link::{Link, LinkEvent};

/// What the link found: where the host listens, who was turned away, the friend (at first,
/// back again, or overdue), or the end.
pub(super) fn hear_link(
    claims: Res<Claims>,
    mut online: ResMut<Online>,
    mut session: ResMut<GameSession>,
    mut tell: peer::Tell,
) {
    while let Some(event) = online.link.as_ref().and_then(Link::try_next) {
        // What it starts (a new game, a screen) takes the next frame.
        claims.hold("the network game");
        match event {
            LinkEvent::Listening {
                port,
                addresses,
                code,
            } => {
                // (The code stays out of the log: it opens the game.)
                info!("hosting on port {port}");
                let kept = |what: fn(&Meeting) -> Option<&str>| {
                    online.meeting.as_ref().and_then(what).map(String::from)
                };
                let (resume, key) = (kept(Meeting::resume), kept(Meeting::key));
                online.meeting = Some(Meeting::Host {
                    port,
                    code: code.to_string(),
                    alternate: online.alternate,
                    resume,
                    key,
                });
                online.connection = Connection::Listening {
                    addresses: addresses.iter().map(|a| a.to_string()).collect(),
                    port,
                    code: code.to_string(),
                    refused: Default::default(),
                };
            }
            LinkEvent::CodeRetired => {
                info!("the code took too many wrong guesses; a new one is given");
                tell.notices.write(Notice(Say::new("notice-code-retired")));
            }
            LinkEvent::TurnedAway(refusals) => {
                info!("turned away {refusals}");
                // Shown to the host while it waits, for it to give a new code if need be.
                if let Connection::Listening { refused, .. } = &mut online.connection {
                    *refused = refusals;
                }
            }
            LinkEvent::Connected {
                friend,
                setup,
                peer,
                resume,
            } => {
                info!("{friend} is connected");
                // Kept with the game, for taking it up again after a restart.
                if let (Some(meeting), Some(resume)) = (online.meeting.as_mut(), resume) {
                    meeting.keep_resume(resume.to_hex());
                }
                online.friend = friend;
                online.peer = Some(peer);
                online.connection = Connection::Connected;
                // Asks die with the connection; a rematch agreed waits for its setup.
                online.game.lost();
                online.settling |= peer::take_setup(&mut online, &mut session, setup, &mut tell);
            }
            LinkEvent::Invited {
                invitation,
                relayed,
                key,
            } => {
                // (It opens nothing without the code, which stays out of the log.)
                info!("invitation ready (relay: {relayed}): {invitation}");
                online.invitation = Some((invitation.to_string(), relayed));
                // Kept with the game: started again, the host is at the same invitation.
                if let Some(meeting) = online.meeting.as_mut() {
                    meeting.keep_key(key.to_hex());
                }
                session.keep_meeting_key(key.to_hex());
            }
            LinkEvent::Route(route) => {
                info!("the friend's connection goes {route}");
                online.route = Some(route);
            }
            LinkEvent::Overdue => online.connection = Connection::Overdue,
            LinkEvent::Failed(why) => {
                info!("no network game: {why}");
                online.connection = Connection::Ended(super::requests::failed(&why));
                online.link = None;
            }
        }
    }
}
