//! The releases, read from the Debian changelog (`packaging/changelog`): one source for the
//! package's changelog, the manual's date and the software centre's list of releases.

/// One release: a changelog entry.
#[derive(Debug, PartialEq)]
pub struct Release {
    /// The game's version, without the package's revision ("0.1.0" of "0.1.0-1").
    pub version: String,
    /// Its day, as `YYYY-MM-DD`.
    pub date: String,
    /// What changed, a sentence each (the entry's `*` items, their lines joined).
    pub changes: Vec<String>,
}

/// Every release in `changelog`, newest first.
///
/// # Errors
/// A changelog with no entry, or an entry without its version or its trailer's date.
pub fn releases(changelog: &str) -> Result<Vec<Release>, String> {
    let mut releases = Vec::new();
    let mut current: Option<Release> = None;
    for line in changelog.lines() {
        if !line.starts_with(' ') && !line.trim().is_empty() {
            let version = line
                .split_once('(')
                .and_then(|(_, rest)| rest.split_once(')'))
                .map(|(version, _)| version.split('-').next().unwrap_or(version))
                .ok_or_else(|| format!("a changelog entry without a version: {line}"))?;
            current = Some(Release {
                version: version.to_string(),
                date: String::new(),
                changes: Vec::new(),
            });
        } else if let Some(trailer) = line.strip_prefix(" -- ") {
            let mut release = current
                .take()
                .ok_or_else(|| format!("a trailer outside an entry: {line}"))?;
            let (_, date) = trailer
                .split_once(">  ")
                .ok_or_else(|| format!("a trailer without its date: {line}"))?;
            let date = jiff::fmt::rfc2822::parse(date)
                .map_err(|e| format!("the date of {}: {e}", release.version))?;
            release.date = date.strftime("%Y-%m-%d").to_string();
            releases.push(release);
        } else if let Some(release) = current.as_mut() {
            let text = line.trim();
            if let Some(item) = text.strip_prefix("* ") {
                release.changes.push(item.to_string());
            } else if let Some(last) = release.changes.last_mut().filter(|_| !text.is_empty()) {
                last.push(' ');
                last.push_str(text);
            }
        }
    }
    if releases.is_empty() {
        return Err("the changelog has no entry".into());
    }
    Ok(releases)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_are_read_newest_first_with_their_days_and_items() {
        let changelog = "\
tictactoe (0.2.0-1) unstable; urgency=medium

  * Themes.
  * A coach that
    explains.

 -- Someone <someone@example.org>  Tue, 01 Dec 2026 09:30:00 +0100

tictactoe (0.1.0-1) unstable; urgency=medium

  * First.

 -- Someone <someone@example.org>  Sun, 29 Nov 2026 12:00:00 +0000
";
        let releases = releases(changelog).unwrap();
        assert_eq!(releases.len(), 2);
        assert_eq!(releases[0].version, "0.2.0");
        assert_eq!(releases[0].date, "2026-12-01");
        assert_eq!(
            releases[0].changes,
            ["Themes.", "A coach that explains."].map(String::from)
        );
        assert_eq!(releases[1].version, "0.1.0");
        assert_eq!(releases[1].date, "2026-11-29");
    }

    #[test]
    fn the_games_own_changelog_reads() {
        let releases = releases(include_str!("../changelog")).unwrap();
        assert_eq!(releases[0].version, env!("CARGO_PKG_VERSION"));
    }

    #[test]
    fn a_changelog_without_an_entry_or_a_date_is_an_error() {
        assert!(releases("").is_err());
        assert!(
            releases("tictactoe (1.0-1) unstable\n\n  * x\n\n -- A <a@b.c>  yesterday\n").is_err()
        );
    }
}
