//! The engine's named choices (levels, rules, openings): shown by their names, read back
//! from them whatever the case.

/// "a, b or c": the names of `all`, lower case, as an error message lists them.
pub(crate) fn listed(names: &[&str]) -> String {
    let lower: Vec<String> = names.iter().map(|n| n.to_lowercase()).collect();
    match lower.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// `Display` by `name()` and `FromStr` over `ALL` for an enum with both; `what` names the
/// kind of choice in the error (`unknown rule "go": expected freestyle, ...`).
macro_rules! named {
    ($type:ty, $what:literal) => {
        impl std::fmt::Display for $type {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.name())
            }
        }

        impl std::str::FromStr for $type {
            type Err = String;

            fn from_str(s: &str) -> Result<$type, String> {
                <$type>::ALL
                    .into_iter()
                    .find(|choice| choice.name().eq_ignore_ascii_case(s))
                    .ok_or_else(|| {
                        let names = <$type>::ALL.map(|choice| choice.name());
                        format!(
                            concat!("unknown ", $what, " {:?}: expected {}"),
                            s,
                            $crate::named::listed(&names)
                        )
                    })
            }
        }
    };
}

pub(crate) use named;
