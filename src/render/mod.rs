//! Rendering for people and scripts: diagnostics with a caret under the culprit, clues in
//! words, the seating table and the answer, and the JSON the command line promises.

mod describe;
pub mod diagnostic;
pub mod explain;
pub mod json;
pub mod phrases;
pub mod place;
mod report;
mod table;

pub use describe::{describe_clue, guest_label};
pub use diagnostic::render_diagnostic;
pub use json::{CheckJson, ParseJson, SolveJson, UnreadableJson};
pub use report::render_report;
pub use table::{render_agreed, render_answer, render_table};

use crate::answer::Agreement;
use crate::clue::Reading;
use crate::riddle::{Riddle, Seating};
use crate::source::Source;

/// Which reading of "left of" was used, as one line.
fn render_reading(reading: Reading) -> String {
    match reading {
        Reading::Immediate => {
            "Reading: \"left of\" means immediately left (--left-of immediate)".into()
        }
        Reading::Somewhere => {
            "Reading: \"left of\" means anywhere to the left (--left-of somewhere)".into()
        }
    }
}

/// The reading line and a blank line, where a clue says plain "left of"; else nothing, since
/// the reading changes nothing in the riddle. `solve` and `explain` start with it.
pub fn render_reading_where_it_matters(riddle: &Riddle, reading: Reading) -> String {
    if riddle.clues.iter().any(|c| c.kind.depends_on_reading()) {
        format!("{}\n\n", render_reading(reading))
    } else {
        String::new()
    }
}

/// What `riddle solve` prints for one riddle: the reading (where a clue says plain "left of"),
/// then the seating and the answer, two differing seatings, or the news that there is none.
/// With more than one seating, `agreement` (the riddle's questions answered over all of them,
/// for a riddle that asks any) says which answers are the same in every one.
pub fn render_solutions(
    riddle: &Riddle,
    reading: Reading,
    seatings: &[Seating],
    agreement: Option<&Agreement>,
) -> String {
    let mut out = render_reading_where_it_matters(riddle, reading);
    match seatings {
        [] => out.push_str("No seating satisfies every clue: the clues contradict each other.\n"),
        [only] => {
            out.push_str(&render_table(riddle, only, None));
            out.push_str("\n\nAnswer (unique):\n");
            out.push_str(&render_answer(riddle, only, reading));
        }
        [first, second, ..] => {
            out.push_str("More than one seating satisfies every clue. Two of them (* marks where they differ):\n\n");
            out.push_str(&render_table(riddle, first, Some(second)));
            out.push_str("\n\n");
            out.push_str(&render_table(riddle, second, Some(first)));
            out.push_str("\n\n");
            // Over every seating when all were counted; else, after saying so, the two shown.
            if let Some(agreement) = agreement {
                out.push_str(&render_agreed(riddle, agreement, "seatings"));
            }
            if agreement.is_none_or(|a| a.count.capped && !a.proven) {
                out.push_str("Answer of the first:\n");
                out.push_str(&render_answer(riddle, first, reading));
                out.push_str("Answer of the second:\n");
                out.push_str(&render_answer(riddle, second, reading));
            }
        }
    }
    out
}

/// `riddle parse`: one clue per line, with where it is and the words it came from.
pub fn render_clues(source: &Source, riddle: &Riddle) -> String {
    let rows: Vec<(String, String, String, String)> = riddle
        .clues
        .iter()
        .map(|clue| {
            let (line, column) = source.line_column(clue.span.start);
            let (kind, says) = describe_clue(&clue.kind, &riddle.vocabulary);
            (
                format!("{line}:{column}"),
                kind,
                says,
                json::flatten(source.slice(clue.span)),
            )
        })
        .collect();
    let w0 = rows.iter().map(|r| r.0.len()).max().unwrap_or(0);
    let w1 = rows.iter().map(|r| r.1.len()).max().unwrap_or(0);
    let mut out = format!(
        "{} guests, {} clues, {} anonymous\n",
        riddle.guests,
        rows.len(),
        riddle.anonymous
    );
    for (at, kind, says, text) in rows {
        out.push_str(&format!(
            "{at:<w0$}  {kind:<w1$}  {says}\n{:w0$}  {:w1$}  \"{text}\"\n",
            "", ""
        ));
    }
    out
}

/// The line after the errors of a riddle that could not be read: where to learn what the
/// reader understands, and how it read a riddle.
pub fn render_unreadable_note(source: &Source) -> String {
    format!(
        "note: `riddle phrases` lists the phrases understood, and {} shows how each sentence \
         was read",
        command("parse", source)
    )
}

/// After "no seating satisfies every clue": the command that names the clues in conflict.
pub fn render_conflict_note(source: &Source) -> String {
    format!(
        "To see which clues conflict, run {}.\n",
        command("check", source)
    )
}

/// `` `riddle VERB FILE` `` on the input `source` came from (the whole input, every riddle of a
/// stream), the path quoted for the shell when it needs it; for standard input, the command to
/// give the same input again.
fn command(verb: &str, source: &Source) -> String {
    if source.name == "<stdin>" {
        return format!("`riddle {verb}` on the same input");
    }
    let plain = |c: char| c.is_ascii_alphanumeric() || "_-./+,:@%=".contains(c);
    if source.name.chars().all(plain) {
        format!("`riddle {verb} {}`", source.name)
    } else {
        format!("`riddle {verb} '{}'`", source.name.replace('\'', r"'\''"))
    }
}
