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
    let (said, in_examples) = match word {
        Some(word) => guide_for(word),
        None => (guide(), Vec::new()),
    };
    if said.is_empty() && in_examples.is_empty() {
        let error = Diagnostic::error(format!(
            "no row of the phrase table has \"{}\"",
            word.unwrap_or_default()
        ))
        .help("`riddle phrases` lists every row; a phrase it lacks can be taught (riddle.toml)");
        report(&Source::new("", ""), &[error], show.color);
        return Outcome::BadInput;
    }
    if show.json() {
        let found_in = |by| word.map(|_| by);
        let rows = (said.iter().map(|row| (row, found_in("pattern"))))
            .chain(in_examples.iter().map(|row| (row, found_in("example"))));
        for (row, found_in) in rows {
            if !out.json(&GuideJson::new(row, found_in)) {
                break;
            }
        }
    } else {
        out.write(&render_guide(&said, &in_examples, word));
    }
    Outcome::Unique
}
