//! The storage functions on real files in temporary folders.

use super::*;
use proptest::prelude::*;

#[derive(Serialize, Deserialize, Debug, PartialEq, Clone)]
struct Sample {
    name: String,
    volume: f32,
}

fn sample() -> Sample {
    Sample {
        name: "Ana".into(),
        volume: 0.8,
    }
}

fn kept_files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_saved_file_loads_back() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("deep/er/sample.ron");
    save(&path, 1, &sample()).unwrap();
    assert_eq!(load(&path, 1), Loaded::Read(sample()));
    let mut other = sample();
    other.volume = 0.1;
    save(&path, 1, &other).unwrap();
    assert_eq!(load(&path, 1), Loaded::Read(other));
}

/// A kept game may hold a network game's resume secret: its file is its owner's alone.
#[cfg(unix)]
#[test]
fn a_saved_file_is_readable_by_its_owner_only() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("autosave.ron");
    save(&path, 1, &sample()).unwrap();
    let mode = fs::metadata(&path).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o600, "{mode:o}");
}

#[test]
fn a_missing_file_gives_the_defaults() {
    let dir = tempfile::tempdir().unwrap();
    let loaded: Loaded<Sample> = load(&dir.path().join("none.ron"), 1);
    assert_eq!(loaded, Loaded::Missing);
    assert_eq!(loaded.or(sample()), sample());
}

#[test]
fn a_bad_file_is_kept_aside_with_a_notice() {
    let good = ron::to_string(&FileOut {
        version: 1,
        data: &sample(),
    })
    .unwrap();
    for (bytes, why) in [
        (b"".to_vec(), "empty"),
        (b"   \n".to_vec(), "empty"),
        (good.as_bytes()[..good.len() / 2].to_vec(), ""),
        (b"\xff\xfe garbage".to_vec(), "not text"),
        (b"(version: 7, data: ())".to_vec(), "version 7"),
        (b"[1, 2, 3]".to_vec(), ""),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sample.ron");
        fs::write(&path, &bytes).unwrap();
        let Loaded::Bad(aside) = load::<Sample>(&path, 1) else {
            panic!("{bytes:?} loaded");
        };
        let notice = aside.to_string();
        assert!(notice.contains(why), "{notice}");
        let files = kept_files(dir.path());
        assert_eq!(files.len(), 1, "{files:?}");
        assert!(files[0].starts_with("sample.ron.bad-2"), "{files:?}");
        assert!(notice.contains(&files[0]), "{notice}");
        let kept = fs::read(dir.path().join(&files[0])).unwrap();
        assert_eq!(kept, bytes, "kept as it was");
    }
}

#[test]
fn two_bad_files_in_one_second_are_both_kept() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sample.ron");
    for _ in 0..2 {
        fs::write(&path, "garbage").unwrap();
        assert!(matches!(load::<Sample>(&path, 1), Loaded::Bad(_)));
    }
    assert_eq!(kept_files(dir.path()).len(), 2);
}

#[test]
fn an_interrupted_write_is_ignored_and_cleaned_up() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sample.ron");
    save(&path, 1, &sample()).unwrap();
    // A write killed before its rename leaves its temporary file behind.
    fs::write(dir.path().join(".sample.ron.Xy12Ab"), "(version: 1, da").unwrap();
    assert_eq!(load(&path, 1), Loaded::Read(sample()));
    assert_eq!(kept_files(dir.path()), vec!["sample.ron".to_string()]);
}

#[test]
fn a_write_that_cannot_happen_is_an_error_and_keeps_the_old_file() {
    let dir = tempfile::tempdir().unwrap();
    let blocker = dir.path().join("not-a-folder");
    fs::write(&blocker, "a file where a folder should be").unwrap();
    assert!(save(&blocker.join("sample.ron"), 1, &sample()).is_err());
    let path = dir.path().join("sample.ron");
    save(&path, 1, &sample()).unwrap();
    assert!(save(&path.join("below-a-file.ron"), 1, &sample()).is_err());
    assert_eq!(load(&path, 1), Loaded::Read(sample()));
}

#[test]
fn the_folders_follow_the_flag() {
    let folders = Folders::find(Some(Path::new("/somewhere"))).unwrap();
    assert_eq!(folders, Folders::all_in("/somewhere"));
}

proptest! {
    #[test]
    fn any_bytes_load_or_give_a_reason(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        let _ = parse::<Sample>(&bytes, 1);
    }

    #[test]
    fn any_cut_of_a_good_file_loads_or_gives_a_reason(cut in 0usize..200, flip in 0usize..200) {
        let good = ron::ser::to_string_pretty(
            &FileOut { version: 1, data: &sample() },
            ron::ser::PrettyConfig::default(),
        ).unwrap();
        let bytes = good.as_bytes();
        let _ = parse::<Sample>(&bytes[..cut.min(bytes.len())], 1);
        let mut altered = bytes.to_vec();
        let i = flip % altered.len();
        altered[i] ^= 0x5a;
        let _ = parse::<Sample>(&altered, 1);
    }
}
