//! The reader's one guess: a sentence that does not read, whose subject does and whose other
//! words name exactly one value the riddle names elsewhere, is taken to give the subject that
//! value ("Madam Abele spoke wistfully of Cullero": her city is Cullero). It is never silent:
//! it comes with a warning quoting the words, and `--strict` refuses it.

use super::noun_phrase::np;
use super::syntax::{Clause, Predicate, PredicateKind, Sentence, Term};
use super::words::{Cx, Known, next_word};
use crate::diagnostic::Diagnostic;
use crate::text::Cleaned;
use crate::vocabulary::Category;

/// Words after which the value may not be the subject's own: a negation, a seat, someone
/// else. A sentence with any of them is not guessed at.
const NOT_GUESSED: &[&str] = &[
    "not",
    "never",
    "no",
    "nobody",
    "none",
    "neither",
    "nor",
    "nothing",
    "without",
    "didn't",
    "wasn't",
    "isn't",
    "doesn't",
    "hadn't",
    "left",
    "right",
    "next",
    "beside",
    "between",
    "seat",
    "chair",
    "end",
    "ends",
    "middle",
    "center",
    "centre",
    "neighbor",
    "neighbour",
    "opposite",
    "someone",
    "who",
    "whose",
    "if",
    "or",
    "either",
    "than",
    "owner",
];

/// The sentence read as a guess, and the words it guessed at (a byte range of `piece`).
pub fn guess(piece: &Cleaned, known: &Known) -> Option<(Sentence, Diagnostic)> {
    let guests = &known.guests;
    let text = piece.text.as_str();
    // Every word, across punctuation: "spoke of Rum, never of Doctor Marcolla" has a "never".
    for range in super::word_ranges(text) {
        let word = &text[range];
        if NOT_GUESSED.iter().any(|w| word.eq_ignore_ascii_case(w)) || word.ends_with("n't") {
            return None;
        }
    }
    let cx = Cx::new(text, known);
    let (after_subject, subject) = np(&cx, text).ok()?;
    let start = cx.at(after_subject);
    // Exactly one value the riddle names elsewhere, in the words after the subject.
    let words = word_starts(text, start);
    let mut found: Option<(Category, Term)> = None;
    for (category, value) in &known.values {
        let value_words: Vec<&str> = value.split(' ').collect();
        for (n, &at) in words.iter().enumerate() {
            let Some(end) = matches_at(text, &words[n..], &value_words) else {
                continue;
            };
            if found.is_some() {
                return None;
            }
            found = Some((
                *category,
                Term {
                    text: text[at..end].to_string(),
                    at: at..end,
                },
            ));
        }
    }
    let (category, term) = found?;
    // Another guest named after the subject would make the value whose? Not a guess to make.
    if words[..].iter().any(|&at| {
        next_word(&text[at..]).is_some_and(|(w, _)| {
            guests
                .iter()
                .any(|g| g.words.last().is_some_and(|s| s.eq_ignore_ascii_case(w)))
        })
    }) {
        return None;
    }
    let end = text.trim_end_matches(['.', '!', ' ']).len();
    let at = start + (text[start..].len() - text[start..].trim_start().len())..end;
    let warning = Diagnostic::warning(format!(
        "guessed that \"{}\" means her {} is {}",
        &text[at.clone()],
        known.key(category),
        term.text
    ))
    .at(piece.span(at.start, at.end))
    .label("not a phrasing the grammar knows")
    .help("--strict refuses guesses; grammar/README.md lists the phrasings read");
    let predicate = Predicate {
        at,
        negation: None,
        rule: "guessed",
        kind: PredicateKind::Has(category, term),
    };
    let sentence = Sentence::Clauses(vec![Clause::About {
        subject,
        predicates: vec![predicate],
    }]);
    Some((sentence, warning))
}

/// Where each word of `text` from `from` on starts, across punctuation.
fn word_starts(text: &str, from: usize) -> Vec<usize> {
    super::word_ranges(&text[from..])
        .into_iter()
        .map(|range| from + range.start)
        .collect()
}

/// Where the words `value` end when they are the words starting at `starts[0]`.
fn matches_at(text: &str, starts: &[usize], value: &[&str]) -> Option<usize> {
    if starts.len() < value.len() {
        return None;
    }
    let mut end = 0;
    for (at, want) in starts.iter().zip(value) {
        let (word, _) = next_word(&text[*at..])?;
        if !word.eq_ignore_ascii_case(want) {
            return None;
        }
        end = at + word.len();
    }
    Some(end)
}
