//! The archive file: appends, reads back, damage that costs only the damaged game.

use std::fs;

use jiff::Timestamp;
use mnk::{Board, GameRecord, Level};

use super::*;

/// A finished game: X wins on the top row of a 3x3 board.
fn game(id: u64, x: &str) -> ArchivedGame {
    let geometry = Board::classic().geometry();
    let moves = [0, 3, 1, 4, 2];
    ArchivedGame {
        id,
        played_at: Timestamp::from_second(1_700_000_000 + id as i64).unwrap(),
        x: PlayerId::Human(x.into()),
        o: PlayerId::Computer(Level::Hard),
        record: GameRecord::from_moves(geometry, &moves, moves.len()).unwrap(),
        move_ms: vec![900, 600, 1500, 600, 700],
        opening: mnk::Opening::Free,
        choices: Vec::new(),
        out_of_time: None,
    }
}

fn draw(id: u64) -> ArchivedGame {
    let geometry = Board::classic().geometry();
    let moves = [0, 4, 8, 1, 7, 6, 2, 5, 3];
    ArchivedGame {
        record: GameRecord::from_moves(geometry, &moves, moves.len()).unwrap(),
        move_ms: Vec::new(),
        opening: mnk::Opening::Free,
        choices: Vec::new(),
        ..game(id, "Bo")
    }
}

#[test]
fn appended_games_read_back_newest_first() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(ARCHIVE_FILE);
    append(&path, &[game(1, "Ana")]).unwrap();
    append(&path, &[game(2, "Bo"), draw(3)]).unwrap();
    let loaded = load(&path);
    assert_eq!(loaded.notice, None);
    assert_eq!(loaded.games, vec![game(1, "Ana"), game(2, "Bo"), draw(3)]);
    let ids: Vec<u64> = newest_first(&loaded.games).iter().map(|g| g.id).collect();
    assert_eq!(ids, [3, 2, 1]);
    assert_eq!(loaded.games[0].end(), GameEnd::XWon);
    assert_eq!(loaded.games[2].end(), GameEnd::Draw);
    assert_eq!(loaded.games[0].plies(), 5);
}

#[test]
fn a_game_kept_again_replaces_itself() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(ARCHIVE_FILE);
    append(&path, &[game(1, "Ana"), game(2, "Bo")]).unwrap();
    append(&path, &[draw(1)]).unwrap();
    assert_eq!(load(&path).games, vec![game(2, "Bo"), draw(1)]);
}

#[test]
fn a_damaged_line_costs_only_its_game_and_is_kept_aside() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(ARCHIVE_FILE);
    append(&path, &[game(1, "Ana"), game(2, "Bo"), game(3, "Cy")]).unwrap();
    let text = fs::read_to_string(&path).unwrap();
    let damaged = text.replacen("Bo", "B\"o", 1);
    fs::write(&path, &damaged).unwrap();
    let loaded = load(&path);
    assert_eq!(loaded.games, vec![game(1, "Ana"), game(3, "Cy")]);
    let notice = loaded.notice.unwrap().to_string();
    assert!(
        notice.contains("1 game of") && notice.contains("line 3"),
        "{notice}"
    );
    // The bad line is in a side file, and the archive no longer holds it.
    let side: Vec<_> = fs::read_dir(dir.path())
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().contains(".bad-"))
        .collect();
    assert_eq!(side.len(), 1);
    assert!(fs::read_to_string(side[0].path()).unwrap().contains("B\"o"));
    assert_eq!(load(&path).notice, None);
    assert_eq!(load(&path).games.len(), 2);
}

#[test]
fn a_line_cut_short_by_a_crash_does_not_swallow_the_next_game() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(ARCHIVE_FILE);
    append(&path, &[game(1, "Ana")]).unwrap();
    let line = game(2, "Bo").to_line().unwrap();
    let mut text = fs::read_to_string(&path).unwrap();
    text.push_str(&line[..line.len() / 2]);
    fs::write(&path, text).unwrap();
    append(&path, &[game(3, "Cy")]).unwrap();
    let loaded = load(&path);
    assert_eq!(loaded.games, vec![game(1, "Ana"), game(3, "Cy")]);
    assert!(loaded.notice.is_some());
}

#[test]
fn an_unknown_version_or_header_keeps_the_whole_file_aside() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(ARCHIVE_FILE);
    append(&path, &[game(1, "Ana")]).unwrap();
    let text = fs::read_to_string(&path).unwrap();
    fs::write(&path, text.replace("version:1", "version:9")).unwrap();
    let loaded = load(&path);
    assert!(loaded.games.is_empty());
    let notice = loaded.notice.unwrap();
    assert_eq!(
        notice.why,
        crate::storage::Unusable::Version { found: 9, reads: 1 }
    );
    assert!(notice.to_string().contains("version 9"));
    assert!(
        !path.exists(),
        "set aside, so the next append starts afresh"
    );
    fs::write(&path, "garbage").unwrap();
    assert!(load(&path).notice.is_some());
}

#[test]
fn delete_removes_one_game_and_reports_a_missing_one() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(ARCHIVE_FILE);
    append(&path, &[game(1, "Ana"), game(2, "Bo")]).unwrap();
    assert!(delete(&path, 1).unwrap());
    assert!(!delete(&path, 1).unwrap());
    assert_eq!(load(&path).games, vec![game(2, "Bo")]);
}

#[test]
fn unfinished_or_inconsistent_games_are_refused() {
    let mut unfinished = game(1, "Ana");
    unfinished.record.undo();
    assert_eq!(
        unfinished.check(),
        Err("its cursor is not at the last move".into())
    );
    let geometry = Board::classic().geometry();
    unfinished.record = GameRecord::from_moves(geometry, &[0, 1], 2).unwrap();
    unfinished.move_ms.clear();
    assert_eq!(unfinished.check(), Err("the game is not finished".into()));
    let mut timed = game(1, "Ana");
    timed.move_ms.push(5);
    assert!(timed.check().is_err());
    let line = game(1, "Ana").to_line().unwrap();
    assert!(parse_line(&line.replace("moves:[0,3,1,4,2]", "moves:[0,3,1,4,4]")).is_err());
}

#[test]
fn filters_by_name_and_result() {
    let games = [game(1, "Ana"), game(2, "Bo"), draw(3)];
    let listed = |filter: &Filter| -> Vec<u64> {
        games
            .iter()
            .filter(|g| filter.matches(g, &crate::i18n::Catalog::new(crate::i18n::ENGLISH)))
            .map(|g| g.id)
            .collect()
    };
    assert_eq!(listed(&Filter::default()), [1, 2, 3]);
    let by_name = Filter {
        name: " bo".into(),
        ..Filter::default()
    };
    assert_eq!(listed(&by_name), [2, 3]);
    let hard = Filter {
        name: "HARD".into(),
        end: Some(GameEnd::Draw),
        ..Filter::default()
    };
    assert_eq!(listed(&hard), [3]);
    let renju = Filter {
        rule: Some(mnk::Rule::Renju),
        ..Filter::default()
    };
    assert!(listed(&renju).is_empty(), "every game here is freestyle");
    let freestyle = Filter {
        rule: Some(mnk::Rule::Freestyle),
        ..Filter::default()
    };
    assert_eq!(listed(&freestyle), [1, 2, 3]);
}

proptest::proptest! {
    /// An archive cut short or with a byte changed anywhere loads without a panic, and
    /// damage past the header costs only the games whose lines it hit.
    #[test]
    fn a_damaged_archive_loses_at_most_the_damaged_game(cut in 0usize..2000, flip in 0usize..2000) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(ARCHIVE_FILE);
        append(&path, &[game(1, "Ana"), draw(2), game(3, "Cy")]).unwrap();
        let good = fs::read(&path).unwrap();
        let header = good.iter().position(|&b| b == b'\n').unwrap() + 1;
        let mut altered = good.clone();
        let i = flip % good.len();
        altered[i] ^= 0x5a;
        // Cut short: the games whose lines were whole before the cut stay.
        let cut = cut.min(good.len());
        fs::write(&path, &good[..cut]).unwrap();
        let whole = good[header.min(cut)..cut].iter().filter(|&&b| b == b'\n').count();
        let loaded = load(&path).games.len();
        proptest::prop_assert!(loaded == whole || (cut > header && loaded == whole + 1));
        // A byte changed in a game's line: the other two stay (one, when the change joins
        // two lines into one).
        fs::write(&path, &altered).unwrap();
        let loaded = load(&path);
        if i >= header {
            let least = if good[i] == b'\n' { 1 } else { 2 };
            proptest::prop_assert!(loaded.games.len() >= least, "{:?}", loaded.notice);
        }
        proptest::prop_assert!(loaded.games.len() <= 3);
    }
}
