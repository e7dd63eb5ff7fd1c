//! `tictactoe arena`: computer against computer on the command line, no window.

use std::path::Path;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};
use mnk::opening::{self, Step};
use mnk::{Board, GameRecord, Opening, Outcome, Player, Rule, Strategy};
use serde::Serialize;

use crate::cli::{ArenaArgs, Contender, duration, history};
use tictactoe_core::archive::{self, ArchivedGame};
use tictactoe_core::brain::manager::{BrainFailure, BrainPlayer};
use tictactoe_core::session::PlayerId;

/// A seat's player for one game: ours, or a brain's process.
enum Seated {
    Ours(Box<Player>),
    Brain(BrainPlayer),
}

/// One seat's results over an arena run.
#[derive(Debug, Default, Serialize, PartialEq)]
pub struct SeatStats {
    /// Who played the seat: a level's name, or a brain's (from its ABOUT).
    pub player: String,
    pub wins: u32,
    /// Moves made.
    pub moves: u32,
    /// Mean time per move, in milliseconds.
    pub mean_move_ms: f64,
    /// Longest time for one move, in milliseconds.
    pub max_move_ms: f64,
}

/// The results of an arena run. `x` is the player `--x` names: the first player, who
/// places the opening's stones and may end up with O when the opening lets the other
/// choose; `o` the other.
#[derive(Debug, Serialize, PartialEq)]
pub struct ArenaReport {
    /// Board width, in cells.
    pub size: u8,
    /// Board height, in cells.
    pub rows: u8,
    pub k: u8,
    pub rule: Rule,
    pub opening: Opening,
    pub games: u32,
    pub seed: u64,
    pub x: SeatStats,
    pub o: SeatStats,
    pub draws: u32,
}

/// A game the arena finished: its last position (whose history is the moves) and how long
/// each move took, in milliseconds.
pub struct ArenaGame {
    /// The last position; its history is the game's moves.
    pub board: Board,
    /// How long each move took, in milliseconds, in move order.
    pub move_ms: Vec<u32>,
}

/// Plays `args.games` games of `args.x` against `args.o`, handing each finished one to
/// `finished`. A brain is started for each game and ended after it; a brain that fails
/// (crashes, hangs past its time, answers garbage or an illegal move) is stopped and loses
/// that game, and a line on stderr says why.
///
/// # Errors
/// A message when the board shape is not playable.
pub fn run_arena(
    args: &ArenaArgs,
    mut finished: impl FnMut(ArenaGame),
) -> Result<ArenaReport, String> {
    let empty = args.board.board()?;
    let budget = duration(args.budget);
    // Per player (the first, the second): time, longest move, moves, wins.
    let mut time = [Duration::ZERO; 2];
    let mut max = [Duration::ZERO; 2];
    let mut moves = [0u32; 2];
    let mut wins = [0u32; 2];
    let mut draws = 0;
    // A brain's name, once it has said it (ABOUT).
    let mut names = [args.x.to_string(), args.o.to_string()];
    for game in 0..args.games {
        // Each game its own seeds, so any one game can be replayed alone.
        let seed = args
            .seed
            .wrapping_mul(1_000_003)
            .wrapping_add(game as u64 * 2);
        let seat = |contender: &Contender, seed: u64| match contender {
            Contender::Level(level) => Ok(Seated::Ours(Box::new(
                Player::new(*level, seed).with_budget(budget),
            ))),
            Contender::Brain(path) => {
                BrainPlayer::start(path, &empty, empty.rule(), budget).map(Seated::Brain)
            }
        };
        let started = [seat(&args.x, seed), seat(&args.o, seed + 1)];
        // A brain that cannot be run, or not under these rules, ends the run; one that
        // fails as it starts (silent, garbage, a crash) loses the game, as at its moves.
        let mut failed = None;
        for (i, start) in started.iter().enumerate() {
            match start {
                Err(e @ (BrainFailure::NotStarted(_) | BrainFailure::Unsupported(_))) => {
                    return Err(format!("{}: {e}", names[i]));
                }
                Err(e) => {
                    eprintln!("game {}: {} failed and loses it: {e}", game + 1, names[i]);
                    failed = Some(i);
                }
                Ok(_) => {}
            }
        }
        if let Some(loser) = failed {
            wins[1 - loser] += 1;
            continue;
        }
        let [Ok(x), Ok(o)] = started else {
            continue;
        };
        let mut players = [x, o];
        for (i, player) in players.iter().enumerate() {
            if let Seated::Brain(brain) = player {
                names[i] = brain.name().to_string();
            }
        }
        let mut board = empty.clone();
        let mut choices = Vec::new();
        let mut move_ms = Vec::new();
        let mut forfeit = None;
        while !board.outcome().is_over() {
            let plies = board.ply();
            let who = args.opening.mover(plies, &choices).index();
            let start = Instant::now();
            let cells = match args.opening.step(plies, &choices) {
                Step::Choose {
                    choices: offered, ..
                } => {
                    choices.push(opening::choose(&board, offered, budget, None));
                    Vec::new()
                }
                Step::Place { .. } if plies == 0 => opening::place_three(&board, budget, seed),
                Step::Place { .. } if plies == 3 => opening::place_two(&board, budget, seed),
                _ => match &mut players[who] {
                    Seated::Ours(player) => {
                        vec![
                            player
                                .choose(&board, None)
                                .ok_or("a player found no move")?,
                        ]
                    }
                    Seated::Brain(brain) => match brain.choose(&board) {
                        Ok(cell) => vec![cell],
                        Err(failure) => {
                            eprintln!(
                                "game {}: {} failed and loses it: {failure}",
                                game + 1,
                                names[who]
                            );
                            forfeit = Some(who);
                            break;
                        }
                    },
                },
            };
            let spent = start.elapsed();
            time[who] += spent;
            max[who] = max[who].max(spent);
            for &cell in &cells {
                // An opening's stones share the time they took.
                let share = spent / cells.len() as u32;
                move_ms.push(share.as_millis().min(u32::MAX as u128) as u32);
                moves[who] += 1;
                board
                    .play(cell)
                    .map_err(|e| format!("a player chose an illegal move: {e}"))?;
            }
        }
        if let Some(loser) = forfeit {
            wins[1 - loser] += 1;
            continue;
        }
        match board.outcome() {
            Outcome::Win { mark, .. } => {
                wins[args.opening.player_of(*mark, board.ply(), &choices).index()] += 1;
            }
            _ => draws += 1,
        }
        finished(ArenaGame { board, move_ms });
    }
    let seat = |i: usize| SeatStats {
        player: names[i].clone(),
        wins: wins[i],
        moves: moves[i],
        mean_move_ms: millis(time[i]) / moves[i].max(1) as f64,
        max_move_ms: millis(max[i]),
    };
    Ok(ArenaReport {
        size: empty.cols(),
        rows: empty.rows(),
        k: empty.k(),
        rule: empty.rule(),
        opening: args.opening,
        games: args.games,
        seed: args.seed,
        x: seat(0),
        o: seat(1),
        draws,
    })
}

fn millis(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// The report as a table a person reads.
pub fn arena_table(r: &ArenaReport) -> String {
    let share = |n: u32| 100.0 * n as f64 / r.games as f64;
    let opening = match r.opening {
        Opening::Free => String::new(),
        other => format!(", {other} opening"),
    };
    let mut out = format!(
        "{}x{}, {} in a row, {}{opening}: X {} vs O {}, {} games (seed {})\n\n",
        r.size, r.rows, r.k, r.rule, r.x.player, r.o.player, r.games, r.seed
    );
    // The first column as wide as a brain's name needs.
    let w = [&r.x, &r.o]
        .iter()
        .map(|s| s.player.chars().count() + 2)
        .max()
        .unwrap_or(0)
        .max(10);
    out += &format!(
        "{:<w$} {:>6} {:>7} {:>13} {:>12}\n",
        "", "wins", "share", "mean move", "max move"
    );
    for (mark, s) in [("X", &r.x), ("O", &r.o)] {
        out += &format!(
            "{:<w$} {:>6} {:>6.1}% {:>10.2} ms {:>9.2} ms\n",
            format!("{mark} {}", s.player),
            s.wins,
            share(s.wins),
            s.mean_move_ms,
            s.max_move_ms
        );
    }
    out += &format!("{:<w$} {:>6} {:>6.1}%\n", "draws", r.draws, share(r.draws));
    out
}

/// The player a level's seat is in History; `None` for a brain.
fn computer(contender: &Contender) -> Option<PlayerId> {
    match contender {
        Contender::Level(level) => Some(PlayerId::Computer(*level)),
        Contender::Brain(_) => None,
    }
}

/// An arena game as the archive keeps it, under `id`.
fn archived(game: ArenaGame, id: u64, args: &ArenaArgs) -> Option<ArchivedGame> {
    let moves: Vec<mnk::Cell> = game.board.moves_played().collect();
    let record = GameRecord::from_moves_under(
        game.board.rule(),
        game.board.geometry(),
        &moves,
        moves.len(),
    )
    .ok()?;
    Some(ArchivedGame {
        id,
        played_at: jiff::Timestamp::now(),
        x: computer(&args.x)?,
        o: computer(&args.o)?,
        record,
        move_ms: game.move_ms,
        opening: mnk::Opening::Free,
        choices: Vec::new(),
        out_of_time: None,
    })
}

/// Runs `tictactoe arena`: a progress bar on stderr while it plays, then the table
/// (or JSON) on stdout. With `--save`, the games are added to the archive in `data_dir`
/// (or the platform's data folder).
///
/// # Errors
/// A message for a board shape that cannot be played, or an archive that cannot be
/// written.
pub fn arena_command(args: &ArenaArgs, data_dir: Option<&Path>) -> Result<(), String> {
    if args.save {
        // History shows the game's own boards; its gomoku boards come with their look.
        args.board.classic("History")?;
        if [&args.x, &args.o]
            .iter()
            .any(|c| matches!(c, Contender::Brain(_)))
        {
            return Err("History keeps the games of our own levels".into());
        }
        if args.opening != Opening::Free {
            return Err("History keeps games without an opening for now".into());
        }
    }
    let bar = ProgressBar::new(args.games as u64);
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games, {elapsed} (about {eta} left)")
            .map_err(|e| e.to_string())?,
    );
    let mut kept = Vec::new();
    let report = run_arena(args, |game| {
        bar.inc(1);
        if args.save {
            kept.push(game);
        }
    });
    bar.finish_and_clear();
    let report = report?;
    if args.save {
        let path = history::archive_path(data_dir)?;
        let first_id = tictactoe_core::session::new_game_id();
        let games: Vec<ArchivedGame> = kept
            .into_iter()
            .zip(first_id..)
            .filter_map(|(game, id)| archived(game, id, args))
            .collect();
        archive::append(&path, &games).map_err(|e| format!("{}: {e}", path.display()))?;
        eprintln!("{} games kept in {}", games.len(), path.display());
    }
    if args.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&report).map_err(|e| e.to_string())?
        );
    } else {
        print!("{}", arena_table(&report));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::{BoardArgs, Size};
    use mnk::Level;

    fn args(x: Level, o: Level, size: u8, k: u8, games: u32) -> ArenaArgs {
        ArenaArgs {
            x: Contender::Level(x),
            o: Contender::Level(o),
            board: BoardArgs {
                size: Size {
                    cols: size,
                    rows: size,
                },
                width: None,
                height: None,
                k: Some(k),
                rule: Rule::Freestyle,
            },
            opening: Opening::Free,
            games,
            seed: 7,
            budget: 0.05,
            json: false,
            save: false,
        }
    }

    #[test]
    fn arena_counts_every_game_and_replays_with_the_same_seed() {
        let a = args(Level::Easy, Level::Medium, 3, 3, 12);
        let mut played = 0;
        let first = run_arena(&a, |_| played += 1).unwrap();
        assert_eq!(played, 12);
        assert_eq!(first.x.wins + first.o.wins + first.draws, 12);
        let again = run_arena(&a, |_| {}).unwrap();
        assert_eq!(
            (again.x.wins, again.o.wins, again.draws),
            (first.x.wins, first.o.wins, first.draws)
        );
        let table = arena_table(&first);
        assert!(table.contains("X Easy") && table.contains("O Medium") && table.contains("draws"));
    }

    #[test]
    fn arena_games_are_kept_as_finished_games_of_their_levels() {
        let a = args(Level::Easy, Level::Medium, 4, 3, 5);
        let mut kept = Vec::new();
        let report = run_arena(&a, |game| kept.push(game)).unwrap();
        let games: Vec<ArchivedGame> = kept
            .into_iter()
            .zip(1..)
            .filter_map(|(game, id)| archived(game, id, &a))
            .collect();
        assert_eq!(games.len(), 5);
        let x_wins = games
            .iter()
            .filter(|g| g.end() == archive::GameEnd::XWon)
            .count();
        assert_eq!(x_wins as u32, report.x.wins);
        for game in &games {
            assert_eq!(game.check(), Ok(()));
            assert_eq!(game.move_ms.len(), game.plies());
            assert_eq!(game.x, PlayerId::Computer(Level::Easy));
        }
    }

    #[test]
    fn hard_never_loses_the_arena_on_3x3() {
        let r = run_arena(&args(Level::Easy, Level::Hard, 3, 3, 10), |_| {}).unwrap();
        assert_eq!(r.x.wins, 0);
        assert!(r.o.wins > 0);
    }

    #[test]
    fn arena_plays_swap2_on_a_renju_board_and_counts_each_game_once() {
        let mut a = args(Level::Easy, Level::Medium, 15, 5, 2);
        a.board.rule = Rule::Renju;
        a.opening = Opening::Swap2;
        let mut boards = Vec::new();
        let r = run_arena(&a, |game| boards.push(game.board)).unwrap();
        assert_eq!(r.x.wins + r.o.wins + r.draws, 2);
        for board in boards {
            // Three stones first, all near the centre, then legal renju play to the end.
            assert!(
                board
                    .moves_played()
                    .take(3)
                    .all(|c| board.geometry().steps(c, 112) <= 2)
            );
            assert!(board.outcome().is_over());
        }
        assert!(arena_table(&r).contains("15x15, 5 in a row, renju, swap2 opening"));
    }

    #[test]
    fn arena_refuses_a_win_length_longer_than_the_board() {
        let a = args(Level::Easy, Level::Easy, 4, 5, 1);
        assert!(run_arena(&a, |_| {}).unwrap_err().contains("longer"));
    }
}
