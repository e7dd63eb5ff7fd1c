//! How a network game stands, in the player's words: the friend's name, the status bar's
//! line while the friend is not there, the friend's badge.

use super::{Connection, Online};
use tictactoe_core::i18n::Catalog;
use tictactoe_net::internet::Route;

impl Online {
    /// The friend's name, or until it is known, "your friend" (to the host) or "the host",
    /// in the language of `catalog`.
    pub fn friend_name(&self, catalog: &Catalog) -> String {
        match (self.friend().is_empty(), self.hosting()) {
            (false, _) => tictactoe_core::session::shown_name(self.friend(), catalog),
            (true, true) => catalog.text("online-your-friend"),
            (true, false) => catalog.text("online-the-host"),
        }
    }

    /// A line for the status bar while the friend is not there, in the language of
    /// `catalog`; `None` when all is well.
    pub fn status(&self, catalog: &Catalog) -> Option<String> {
        let friend = || [("friend", self.friend_name(catalog).into())];
        match self.connection() {
            Connection::Off | Connection::Connected => None,
            Connection::Listening { .. } => {
                Some(catalog.text_with("status-waiting-to-connect", &friend()))
            }
            Connection::Joining => Some(catalog.text_with("status-connecting-to", &friend())),
            Connection::Lost(_) => {
                // How long, so that the host sees the time it gives the friend.
                let since = self.network.as_ref().and_then(|n| n.away_since());
                let waited = since.map_or(0, |at| at.elapsed().as_secs());
                let [name] = friend();
                Some(catalog.text_with(
                    "status-connection-lost",
                    &[
                        name,
                        ("minutes", (waited / 60).into()),
                        ("seconds", format!("{:02}", waited % 60).into()),
                    ],
                ))
            }
            Connection::Overdue => Some(catalog.text_with("status-not-back", &friend())),
            Connection::Ended(why) => Some(why.text(catalog)),
        }
    }

    /// The key of the friend's badge: "online" ("direct" or "relayed" across the internet),
    /// or how the connection stands (one short word: the badge is narrow).
    pub fn badge(&self) -> &'static str {
        match self.connection() {
            Connection::Connected => match self.route() {
                None => "badge-online",
                Some(Route::Direct) => "badge-direct",
                Some(Route::Relayed) => "badge-relayed",
            },
            Connection::Listening { .. } | Connection::Joining => "badge-connecting",
            Connection::Lost(_) | Connection::Overdue => "badge-offline",
            Connection::Off | Connection::Ended(_) => "badge-left",
        }
    }
}
