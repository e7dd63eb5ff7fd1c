//! The game itself: what the network game hears is printed (where the host listens, the
//! friend there, gone or back), this side's computer moves on its turn, the friend's moves
//! are played, and each move and the result are printed (or one JSON object).

use std::path::Path;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use mnk::{Cell, Mark, Outcome};
use serde::Serialize;

use tictactoe_core::computer::{ComputerTurn, Scheduler};
use tictactoe_core::i18n::{self, Catalog, ENGLISH};
use tictactoe_core::kept::KeptSession;
use tictactoe_core::notation::cell_name;
use tictactoe_core::session::{PlayerId, Seat, Stage};
use tictactoe_core::storage::Folders;
use tictactoe_net::internet::Relay;
use tictactoe_net::link::COME_BACK;
use tictactoe_net::peer::Wake;
use tictactoe_net::secure::WRONG_CODES_PER_CODE;
use tictactoe_net::{Connection, NetworkGame, News};

/// The result as `--json` prints it.
#[derive(Serialize)]
struct Summary {
    x: String,
    o: String,
    size: u8,
    k: u8,
    moves: Vec<String>,
    result: String,
}

/// This side of a network game: its computer's level, and how the game is printed.
pub(super) struct Side {
    pub(super) level: mnk::Level,
    pub(super) budget: Option<f64>,
    pub(super) json: bool,
    /// The relay asked for, to say why an invitation has none.
    pub(super) relay: Relay,
}

/// A wake for the network game's threads, and what the game waits on: no polling.
pub(super) fn waker() -> (Wake, Receiver<()>) {
    let (woke, woken) = mpsc::sync_channel(1);
    let wake: Wake = Arc::new(move || {
        let _ = woke.try_send(());
    });
    (wake, woken)
}

/// How a network game stands, as the command line follows it.
struct Follow {
    /// A game has begun on the board.
    begun: bool,
    /// The friend said their game is over after this many moves.
    friend_over: Option<u32>,
    /// The code was retired: the next listening says the new one.
    retired: bool,
    /// The moves printed so far, to print only those an adopted record adds.
    printed: Vec<Cell>,
}

/// Plays the network game to the end of one game: this side's computer moves on its turn,
/// the friend's moves are checked and played; each is printed, then the result. An undo or
/// a rematch the friend asks for is declined (one game a command).
///
/// # Errors
/// The game could not start (a port taken, a wrong code), the friend broke the rules, left
/// or did not come back (the game is kept).
pub(super) fn play(
    mut network: NetworkGame,
    woken: Receiver<()>,
    data_dir: Option<&Path>,
    side: Side,
) -> Result<(), String> {
    let mut kept = KeptSession::open(Folders::find(data_dir));
    let budget = side
        .budget
        .map_or(kept.settings.hard_budget, crate::cli::duration);
    let (mut turn, mut scheduler) = (ComputerTurn::new(), Scheduler::default());
    let mut follow = Follow {
        begun: false,
        friend_over: None,
        retired: false,
        printed: Vec::new(),
    };
    loop {
        let board = kept.session.board();
        let plies = board.ply() as u32;
        // Over here, and the friend says so for the same moves: a last move lost on its way
        // (the connection fell) would be played again, not kept by one side.
        if follow.begun && kept.session.is_over() && follow.friend_over == Some(plies) {
            break;
        }
        // A clock that runs out here ends the game, for the friend too.
        if follow.begun && kept.session.flag_fall().is_some() {
            kept.settle();
            network.over(&kept.session);
            continue;
        }
        if follow.begun
            && network.lets_move()
            && let Some((level, step)) = kept.session.computer_to_act()
        {
            let position = kept.session.board().clone();
            let started = Instant::now();
            let (_, budget) = kept.session.computer_times(Duration::ZERO, budget);
            let act = turn
                .choose_now(&mut scheduler, &position, level, step, budget)
                .ok_or("no move found")?;
            let ms = started.elapsed().as_millis().min(u32::MAX as u128) as u32;
            kept.session
                .act(act, &position, ms)
                .map_err(|e| format!("{e:?}"))?;
            kept.settle();
            network.played(&kept.session);
            print_moves(&kept, &mut follow, side.json);
            continue;
        }
        let Some(news) = network.next(&mut kept.session) else {
            let tick = kept
                .session
                .next_clock_tick()
                .unwrap_or(Duration::from_secs(1));
            let _ = woken.recv_timeout(tick.min(Duration::from_secs(1)));
            continue;
        };
        hear(news, &mut network, &mut kept, &mut follow, &side)?;
    }
    let board = kept.session.board();
    let [x, o] = kept.session.players();
    // From the record: a move taken back on coming back is not in it.
    let moves: Vec<String> = board
        .moves_played()
        .map(|c| cell_name(board.cols(), c))
        .collect();
    let result = match board.outcome() {
        _ if let Some(lost) = kept.session.out_of_time() => {
            format!("{} wins on time", lost.opponent())
        }
        Outcome::Win { mark, .. } => format!("{mark} wins"),
        Outcome::Draw => "draw".to_string(),
        Outcome::InProgress => "unfinished".to_string(),
    };
    if side.json {
        let summary = Summary {
            x: x.to_string(),
            o: o.to_string(),
            size: board.cols(),
            k: board.k(),
            moves,
            result,
        };
        println!("{}", serde_json::to_string(&summary).unwrap_or_default());
    } else {
        println!(
            "{result}: {}",
            kept.session.scores.line(&Catalog::new(ENGLISH), &x, &o)
        );
        if let Some(route) = network.route() {
            println!("the game went through the internet, {route}");
        }
    }
    // Said in the language the settings chose, as the terminal game says them.
    let language = i18n::spoken(kept.settings.language.as_deref());
    for notice in kept.take_notices(&Catalog::new(language)) {
        eprintln!("tictactoe: {notice}");
    }
    // One game a command: the friend is told this side leaves (not that the connection
    // fell, which they would wait on), after the last move on its way.
    network.leave_and_wait();
    Ok(())
}

/// Does and prints what the network game heard.
fn hear(
    news: News,
    network: &mut NetworkGame,
    kept: &mut KeptSession,
    follow: &mut Follow,
    side: &Side,
) -> Result<(), String> {
    let friend = match network.friend() {
        "" => "Friend".to_string(),
        name => name.to_string(),
    };
    match news {
        News::Listening { .. } => {
            let Connection::Listening {
                addresses,
                port,
                code,
                ..
            } = network.connection()
            else {
                return Ok(());
            };
            if std::mem::take(&mut follow.retired) {
                println!(
                    "{WRONG_CODES_PER_CODE} wrong codes: the old code opens nothing; join code {code}"
                );
            } else {
                let here = match addresses.is_empty() {
                    true => String::new(),
                    false => format!(" (this computer: {})", addresses.join(", ")),
                };
                println!("listening on port {port}{here}; join code {code}");
            }
        }
        News::TurnedAway(refusals) => eprintln!("tictactoe: turned away {refusals}"),
        News::CodeRetired => follow.retired = true,
        News::Invited => {
            if let Some((invitation, relayed)) = network.invitation() {
                let note = match (relayed, &side.relay) {
                    (true, _) => "",
                    (false, Relay::Off) => " (no relay: this network, and routers that let it in)",
                    (false, _) => {
                        " (the relay did not answer: this network, and routers that let it in)"
                    }
                };
                println!("invitation{note}: {invitation}");
            }
        }
        News::Route(_) => {}
        News::Connected => {
            let route = network
                .route()
                .map_or(String::new(), |r| format!(" through the internet, {r}"));
            match (follow.begun, network.hosting()) {
                (true, _) => println!("{friend} is back"),
                (false, true) => println!("{friend} joined{route}"),
                (false, false) => println!("joined {friend}{route}"),
            }
            // The end of a game said again, for a friend who missed it.
            if follow.begun {
                network.over(&kept.session);
            }
        }
        News::Lost(why) => {
            eprintln!("tictactoe: connection lost: {why}");
            let wait = COME_BACK.as_secs();
            match network.hosting() {
                true => println!("waiting up to {wait} s for {friend} to come back"),
                false => println!("reconnecting to {friend} for up to {wait} s"),
            }
        }
        News::Overdue => {
            return Err(format!("{friend} did not come back; the game is kept"));
        }
        News::Ended => {
            let why = match network.connection() {
                Connection::Ended(ending) => ending.to_string(),
                _ => "the game ended".into(),
            };
            return Err(match follow.begun {
                true => format!("{why}; the game is kept"),
                false => why,
            });
        }
        News::Start(start) => {
            // The core seats a person here: this side's player is a computer.
            let mine = tictactoe_net::network_match::mine(&kept.session);
            kept.session.seats.set(mine, Seat::Computer(side.level));
            kept.session.start(start);
            kept.settle();
            network.started(&kept.session);
            follow.begun = true;
            follow.printed.clear();
            print_moves(kept, follow, side.json);
        }
        News::Adopted(_) => {
            kept.settle();
            print_moves(kept, follow, side.json);
        }
        News::Act(act) => {
            let position = kept.session.board().clone();
            kept.session
                .act(act, &position, 0)
                .map_err(|e| format!("{e:?}"))?;
            kept.settle();
            network.played(&kept.session);
            print_moves(kept, follow, side.json);
        }
        News::Over(plies) => follow.friend_over = Some(plies),
        News::OutOfTime(_) => {
            kept.settle();
            print_moves(kept, follow, side.json);
        }
        // This side's computer plays on, one game a command.
        News::UndoAsked(_) => {
            network.answer_undo(false);
        }
        News::RematchAsked => {
            network.answer_rematch(false);
        }
        // Never asked here.
        News::Rewind(_) | News::UndoRefused | News::RematchRefused => {}
    }
    Ok(())
}

/// Prints the moves of the record not yet printed ("3. X (Hard) c3"); after a record taken
/// from the host, those from where the two differ.
fn print_moves(kept: &KeptSession, follow: &mut Follow, json: bool) {
    let board = kept.session.board();
    let cells: Vec<Cell> = board.moves_played().collect();
    let same = follow
        .printed
        .iter()
        .zip(&cells)
        .take_while(|(a, b)| a == b)
        .count();
    if !json {
        let session = &kept.session;
        let game = session.game();
        // In an opening a player places stones of both marks: each is named by its placer.
        let placer = |ply: usize| {
            let seat = session.mark_of(game.placer_of(ply));
            PlayerId::at(&session.seats, &session.names, seat)
        };
        let chosen = &game.choices[..game.chosen];
        for (i, &cell) in cells.iter().enumerate().skip(same) {
            for made in chosen.iter().filter(|c| usize::from(c.ply) == i) {
                let stage = Stage {
                    ply: i,
                    chosen: chosen.iter().position(|c| c == made).unwrap_or(0),
                };
                let who = session.mark_of(game.actor_at(stage));
                let who = PlayerId::at(&session.seats, &session.names, who);
                println!("({who}: {:?})", made.choice);
            }
            let mark = if i % 2 == 0 { Mark::X } else { Mark::O };
            println!(
                "{}. {mark} ({}) {}",
                i + 1,
                placer(i),
                cell_name(board.cols(), cell)
            );
        }
    }
    follow.printed = cells;
}
