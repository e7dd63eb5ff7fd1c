//! The computer player, for every front end: a search on a thread of its own
//! ([`SearchTask`], cancelled when dropped), the [`Scheduler`] that runs a front end's
//! searches one at a time by urgency (the computer's move, a review, a hint, the coach),
//! and the computer's turn ([`ComputerTurn`]): its players kept warm from move to move, its
//! think delay on the front end's clock, a stale search withdrawn. No thread of the front
//! end ever waits but in the blocking forms ([`Scheduler::wait_for`],
//! [`ComputerTurn::choose_now`]) that the command line's games use (in lines, and over the
//! network by `host` and `join`).

mod scheduler;
mod task;
mod turn;

pub use scheduler::{Answer, Client, Job, Scheduler};
pub use task::{SearchTask, SearchesUnderWay};
pub use turn::ComputerTurn;
