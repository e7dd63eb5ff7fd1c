//! Fake brains for the tests, each a small sh script in a temporary folder, to play the
//! attacker: silence, exits, cheats, endless lines, floods. Each fake logs every line it
//! hears to `heard` and its process id to `pid`, beside itself (a brain runs in its own
//! folder).

use std::fs;
use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::PathBuf;
use std::sync::{PoisonError, RwLock};

use tempfile::TempDir;

/// Scripts are written under the write lock and brains started under the read lock: a
/// script still open for writing in this process while another test forks would make its
/// `exec` fail with "text file busy".
pub static FILES: RwLock<()> = RwLock::new(());

/// A fake brain on disk.
pub struct Fake {
    pub dir: TempDir,
    pub path: PathBuf,
}

impl Fake {
    /// The lines the fake heard, without their CR.
    pub fn heard(&self) -> Vec<String> {
        fs::read_to_string(self.dir.path().join("heard"))
            .unwrap_or_default()
            .lines()
            .map(str::to_string)
            .collect()
    }

    /// The fake's process id, once it has run.
    pub fn pid(&self) -> u32 {
        let text = fs::read_to_string(self.dir.path().join("pid")).expect("the fake ran");
        text.trim().parse().expect("a process id")
    }
}

/// A fake whose `case` arms (pattern, commands) come before the well-behaved defaults:
/// `OK` to `START`, a name to `ABOUT`, `7,7` to `DONE`, exit at `END`. `$turn` counts the
/// `DONE`s heard.
pub fn fake(arms: &[(&str, &str)]) -> Fake {
    let mut script = String::from(
        "#!/bin/sh\n\
         echo $$ > pid\n\
         cr=$(printf '\\r')\n\
         turn=0\n\
         while IFS= read -r line; do\n\
         \x20 line=${line%\"$cr\"}\n\
         \x20 printf '%s\\n' \"$line\" >> heard\n\
         \x20 [ \"$line\" = DONE ] && turn=$((turn + 1))\n\
         \x20 case \"$line\" in\n",
    );
    let defaults = [
        ("START*|RECTSTART*", "echo OK"),
        (
            "ABOUT",
            "echo 'name=\"fake\", version=\"1\", author=\"tests\"'",
        ),
        ("DONE", "echo 7,7"),
        ("END", "exit 0"),
    ];
    for (pattern, commands) in arms.iter().chain(&defaults) {
        script.push_str(&format!("    {pattern}) {commands} ;;\n"));
    }
    script.push_str("  esac\ndone\n");
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("pbrain-fake");
    {
        let _writing = FILES.write().unwrap_or_else(PoisonError::into_inner);
        let mut file = fs::File::create(&path).expect("the script");
        file.write_all(script.as_bytes()).expect("written");
        file.set_permissions(fs::Permissions::from_mode(0o755))
            .expect("executable");
    }
    Fake { dir, path }
}
