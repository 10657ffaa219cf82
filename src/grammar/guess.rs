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
    "neighbors",
    "neighbours",
    "opposite",
    "someone",
    "who",
    "whose",
    "if",
    "or",
    "either",
    "than",
    "owner",
    // Words that change what the verb says: she nearly did it, or wished she had, or did it
    // at some time; the value need not be hers.
    "almost",
    "nearly",
    "barely",
    "hardly",
    "scarcely",
    "only",
    "quite",
    "wished",
    "wanted",
    "hoped",
    "pretended",
    "claimed",
    "said",
    "says",
    "thought",
    "would",
    "could",
    "might",
    "should",
    "first",
    "last",
    "again",
    "once",
    "twice",
    "later",
    "earlier",
    "before",
    "after",
    // Someone else: a relative, a friend, a servant.
    "mother",
    "father",
    "mom",
    "dad",
    "daughter",
    "son",
    "sister",
    "brother",
    "aunt",
    "uncle",
    "cousin",
    "niece",
    "nephew",
    "wife",
    "husband",
    "friend",
    "maid",
    "servant",
    "grandmother",
    "grandfather",
];

/// The sentence read as a guess, and the words it guessed at (a byte range of `piece`).
pub fn guess(piece: &Cleaned, known: &Known) -> Option<(Sentence, Diagnostic)> {
    let guests = &known.guests;
    let text = piece.text.as_str();
    // Every word, across punctuation: "spoke of Rum, never of Doctor Marcolla" has a "never".
    for range in super::word_ranges(text) {
        let word = &text[range];
        // Each part of a hyphenated word too: "her left-hand neighbour" is someone else.
        let not_guessed = |part: &str| NOT_GUESSED.iter().any(|w| part.eq_ignore_ascii_case(w));
        if word.split('-').any(not_guessed) || word.ends_with("n't") {
            return None;
        }
    }
    let cx = Cx::new(text, known);
    let (after_subject, subject) = np(&cx, text).ok()?;
    let start = cx.at(after_subject);
    // A place or a relation between places ("two floors above", "the house after"): the
    // value may be someone else's, and a guess would say it was hers.
    if super::skippable::names_a_place(&text[start..]) {
        return None;
    }
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
    // "Eric may drink tea" where a month listed is `may`: a function word the riddle listed
    // as a value is read only where a row puts it in a value slot, never guessed at.
    if super::lexicon::never_a_value(&term.text) {
        return None;
    }
    // "drank Dunwall", "wore wine": the verb is known, and says the value is of another kind.
    let verb_misfits = super::word_ranges(&text[start..term.at.start])
        .into_iter()
        .any(|r| {
            let w = text[start..][r].to_ascii_lowercase();
            super::phrases::VERB_KINDS
                .iter()
                .any(|(forms, fits)| forms.contains(&w.as_str()) && !fits(category))
        });
    if verb_misfits {
        return None;
    }
    // "Lady Ash's sister drank wine": the sister's drink, not hers. Only the noun of the
    // value's own category may follow her possessive ("Edna's gift is a lovely Scarf").
    if let Some(possessed) = after_subject.strip_prefix("'s") {
        let noun = next_word(possessed).map(|(w, _)| w.to_ascii_lowercase());
        let key = known.key(category);
        if noun.is_none_or(|n| super::sentence::singular(&n) != key) {
            return None;
        }
    } else if after_subject.starts_with('\'') {
        return None;
    }
    // "clinked glasses with the native of Wrenhaven": the value describes someone else, so a
    // guess would make the two one person. A value after an article, or after "of", "from",
    // "in" following one, is another person's.
    if describes_someone(&text[start..term.at.start]) {
        return None;
    }
    // "followed by the horse's", "next to the tea drinker": the value names its holder, another
    // person.
    let after = &text[term.at.end..];
    let holder_noun = next_word(after).is_some_and(|(w, _)| {
        let w = w.to_ascii_lowercase();
        super::phrases::PERSON_NOUNS.contains(&w.as_str())
            || ["drinker", "owner", "keeper", "lover", "smoker", "wearer"].contains(&w.as_str())
    });
    if after.starts_with('\'') || holder_noun {
        return None;
    }
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
    .help(
        "--strict refuses guesses; `riddle phrases` lists the phrasings read, and a phrase file \
         (riddle.toml beside the riddle) can teach others",
    );
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

/// Whether the words before a value (`before`, after the subject and the unknown verb) make it
/// part of a description of another person: "the native of", "a woman from", "someone in".
/// "adored the sea air of Tyvia" describes no one.
fn describes_someone(before: &str) -> bool {
    const PEOPLE: &[&str] = &[
        "someone",
        "somebody",
        "anyone",
        "everyone",
        "who",
        "whose",
        "native",
        "man",
        "resident",
        "inhabitant",
        "neighbor",
        "neighbour",
    ];
    super::word_ranges(before).into_iter().skip(1).any(|r| {
        let w = before[r].to_ascii_lowercase();
        PEOPLE.contains(&w.as_str()) || super::phrases::PERSON_NOUNS.contains(&w.as_str())
    })
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
