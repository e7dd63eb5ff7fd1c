//! What the advice says: the coach's label for a cell, and the hint's sentence.

use mnk::{Appraisal, Board, Cell, Verdict};

use crate::i18n::Catalog;
use crate::notation::cell_name;

/// The verdict on playing a cell, for the side to move: the coach's label and the hint's
/// words come from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveVerdict {
    /// The verdict for the mover once the cell is played.
    pub verdict: Verdict,
    /// Marks still to be placed until the game ends, this one included, for a win or a
    /// loss.
    pub marks: Option<u32>,
    /// The search proved the result (win, draw or loss).
    pub proven: bool,
    /// The number of marks is settled too.
    pub exact: bool,
    /// Where nothing is proven, which way the search's estimate leans for the mover once
    /// the cell is played: 1 better, -1 worse, 0 even (the sign of its score).
    pub lean: i32,
}

impl MoveVerdict {
    /// The value of a cell from the appraisal of the position after it is played.
    pub fn of(after: &Appraisal) -> MoveVerdict {
        let verdict = after.verdict.for_other_side();
        MoveVerdict {
            verdict,
            marks: verdict.plies().map(|p| p + 1),
            proven: after.proven,
            exact: after.exact,
            lean: -after.score.signum(),
        }
    }

    /// How the coach labels the cell: "+3" wins in 3 marks, "-4" loses in 4, "=" draws,
    /// "+≤7" wins within 7; where no result is proven, the estimate: "+?" better for the
    /// mover, "-?" worse, "?" even.
    pub fn label(&self) -> String {
        let marks = self.marks.unwrap_or(0);
        let within = if self.exact { "" } else { "≤" };
        match self.verdict {
            _ if !self.proven => match self.lean {
                1 => "+?".into(),
                -1 => "-?".into(),
                _ => "?".into(),
            },
            Verdict::Win { .. } => format!("+{within}{marks}"),
            Verdict::Loss { .. } => format!("-{within}{marks}"),
            Verdict::Draw => "=".into(),
        }
    }
}

/// The score of the engine's line ([`mnk::Appraisal::line`]) for the side to move, as the
/// coach writes a result: "+5" wins in 5 marks, "+≤9" within 9, "-4" loses in 4, "=" draws;
/// where nothing is proven, the search's score, signed ("+85", "-120", "+0").
pub fn line_score(appraisal: &Appraisal) -> String {
    let within = if appraisal.exact { "" } else { "≤" };
    match appraisal.verdict {
        _ if !appraisal.proven => format!("{:+}", appraisal.score),
        Verdict::Win { plies } => format!("+{within}{plies}"),
        Verdict::Loss { plies } => format!("-{within}{plies}"),
        Verdict::Draw => "=".into(),
    }
}

/// The hint in the language of `catalog`: "Hint: b2. X wins in 5.", "Hint: a1. Draw with
/// best play.", "Hint: c3. O wins whatever X does.", or where the search could not finish,
/// "Hint: b2. X is better (estimate)." As in Review, "in 5" counts the marks both players
/// still place, this one included.
pub fn hint_sentence(catalog: &Catalog, position: &Board, cell: Cell, hint: &Appraisal) -> String {
    let mark = position.to_move();
    let other = mark.opponent();
    let (key, plies) = match hint.verdict {
        _ if !hint.proven => match hint.score.signum() {
            1 => ("hint-better", 0),
            -1 => ("hint-worse", 0),
            _ => ("hint-even", 0),
        },
        Verdict::Win { plies } if hint.exact => ("hint-wins-in", plies),
        Verdict::Win { plies } => ("hint-wins-within", plies),
        Verdict::Loss { .. } => ("hint-loses", 0),
        Verdict::Draw => ("hint-draw", 0),
    };
    catalog.text_with(
        key,
        &[
            ("cell", cell_name(position.cols(), cell).into()),
            ("mark", mark.to_string().into()),
            ("other", other.to_string().into()),
            ("plies", plies.into()),
        ],
    )
}
