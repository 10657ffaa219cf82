//! `riddle phrases [WORD]`: the rows of the phrase table the reader knows, with their examples,
//! made from the table itself (`grammar::guide`), all of them or those with WORD.

use crate::diagnostic::Diagnostic;
use crate::grammar::guide::{guide, guide_for};
use crate::render::phrases::{GuideJson, render_guide};
use crate::source::Source;

use super::{Out, Outcome, Show, report};

/// Print the rows; none having `word` is an error (status 1), saying how to see them all.
pub fn phrases(word: Option<&str>, show: Show, out: &mut Out) -> Outcome {
    let word = word.map(str::trim).filter(|w| !w.is_empty());
    let rows = match word {
        Some(word) => guide_for(word),
        None => guide(),
    };
    if rows.is_empty() {
        let error = Diagnostic::error(format!(
            "no row of the phrase table has \"{}\"",
            word.unwrap_or_default()
        ))
        .help("`riddle phrases` lists every row; a phrase it lacks can be taught (riddle.toml)");
        report(&Source::new("", ""), &[error], show.color);
        return Outcome::BadInput;
    }
    if show.json() {
        for row in &rows {
            if !out.json(&GuideJson::new(row)) {
                break;
            }
        }
    } else {
        out.write(&render_guide(&rows, word));
    }
    Outcome::Unique
}
