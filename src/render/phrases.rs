//! `riddle phrases`: the rows of the phrase table as a guide, in text or JSON, and what the
//! patterns' marks and slots stand for, from the table's own word lists.

use serde::Serialize;

use crate::grammar::guide::GuideRow;
use crate::grammar::phrases::{ARTICLES, GARMENTS, ORDINALS, PERSON_NOUNS, PLACES, PLACES_PLURAL};
use crate::vocabulary::KINDS;

/// The rows, each as its pattern read aloud, where it stands and what it means, and its
/// example; those found by a word, the rows that say it first, then those whose example alone
/// has it; then what the marks and slots stand for, and how to teach a phrase.
pub fn render_guide(said: &[GuideRow], in_examples: &[GuideRow], word: Option<&str>) -> String {
    let rows = |n: usize| if n == 1 { "row" } else { "rows" };
    let mut out = match word {
        Some(word) if !said.is_empty() => {
            format!("{} {} say \"{word}\":\n\n", said.len(), rows(said.len()))
        }
        Some(_) => String::new(),
        None => format!("The phrase table's {} rows:\n\n", said.len()),
    };
    for row in said {
        out.push_str(&render_row(row));
    }
    if let (Some(word), false) = (word, in_examples.is_empty()) {
        let n = in_examples.len();
        let more = if said.is_empty() { "" } else { " more" };
        out.push_str(&format!(
            "{n}{more} {} {} \"{word}\" in {} example:\n\n",
            rows(n),
            if n == 1 { "has" } else { "have" },
            if n == 1 { "its" } else { "their" }
        ));
        for row in in_examples {
            out.push_str(&render_row(row));
        }
    }
    out.push_str(&legend());
    out
}

fn render_row(row: &GuideRow) -> String {
    format!(
        "{}: {}\n    {} ({}): {}\n    e.g. {}\n\n",
        row.rule, row.reads, row.place, row.stands, row.means, row.example
    )
}

/// What the patterns' marks and slots stand for.
fn legend() -> String {
    let values: Vec<String> = KINDS
        .iter()
        .skip(1)
        .map(|k| format!("{{{}}}", k.key))
        .collect();
    let ordinals: Vec<&str> = ORDINALS.iter().map(|(w, _)| *w).collect();
    let lines: [(&str, String); 13] = [
        (
            "sat|was",
            "a verb, shown in the past: every tense and negation of it reads too (\"sits\", \
             \"was seated\", \"did not sit\", \"never sat\", \"wasn't\")"
                .into(),
        ),
        ("[words]", "optional words; a|b: one of these words".into()),
        (
            "{guest}",
            "a guest, by name or description (\"Lady Winslow\", \"the lady in red\", \"her\")"
                .into(),
        ),
        (
            "{relation}",
            "the words of a relation row (\"next to\", \"immediately left of\")".into(),
        ),
        (
            "{seat}",
            "a seat (\"at the far left\", \"in the second seat\", \"in house 3\")".into(),
        ),
        (
            "{color} ...",
            format!(
                "a value of that kind, learned where it stands: {}",
                values.join(", ")
            ),
        ),
        (
            "{known}",
            "a value the riddle listed before, of any kind; {pet:known}: of that kind".into(),
        ),
        ("{article}", ARTICLES.join("|")),
        ("{garment}", GARMENTS.join("|")),
        ("{person}", PERSON_NOUNS.join("|")),
        (
            "{place}",
            format!(
                "{}; {{places}}: {}",
                PLACES.join("|"),
                PLACES_PLURAL.join("|")
            ),
        ),
        ("{count}", "a number (\"two\", \"3\")".into()),
        ("{ordinal}", ordinals.join("|")),
    ];
    let width = lines.iter().map(|(mark, _)| mark.len()).max().unwrap_or(0);
    let mut out = String::from("In the patterns:\n");
    for (mark, says) in lines {
        out.push_str(&format!("  {mark:<width$}  {says}\n"));
    }
    out.push_str(
        "\nTo teach the reader a phrase, write it in riddle.toml beside the riddle (or a file \
         given with --phrases) as the phrase it knows that means the same:\n  [phrases]\n  \
         \"clinked glasses with\" = \"sat next to\"\n",
    );
    out
}

/// One row, one line of `riddle phrases --format json`.
#[derive(Serialize)]
pub struct GuideJson<'a> {
    /// With a word: `pattern` for a row whose pattern or rule has it, `example` for one whose
    /// example alone has it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub found_in: Option<&'static str>,
    pub rule: &'static str,
    pub place: &'static str,
    pub stands: &'a str,
    pub pattern: &'static str,
    pub reads: &'a str,
    pub means: &'a str,
    pub example: &'static str,
}

impl<'a> GuideJson<'a> {
    pub fn new(row: &'a GuideRow, found_in: Option<&'static str>) -> GuideJson<'a> {
        GuideJson {
            found_in,
            rule: row.rule,
            place: row.place,
            stands: &row.stands,
            pattern: row.pattern,
            reads: &row.reads,
            means: &row.means,
            example: row.example,
        }
    }
}
