//! A sentence that reads once an aside between two commas is taken out of it: "Hannah, who
//! heads up Legal, came in last", "Mrs Ash, frightful woman, drank port". What is left is read
//! as written. The aside, said of the guest before it, is a clue of its own wherever it can be
//! read: "who heads up Legal" is what she does ("Hannah heads up Legal"), read by the grammar
//! or by the one guess (`guess.rs`). An aside that cannot be read is passed over only when it
//! names nothing the seating is held to: no guest, no value, no place or order, no name the
//! riddle does not know, and no word that doubts or denies ("frightful woman", "who had come a
//! long way"). That is disclosed as a guess, which `--strict` refuses. Words after the last
//! comma are never passed over: "..., the butler said" may be a witness who lies.

use super::noun_phrase::np;
use super::words::{Cx, Known};
use super::{Parsed, guess, read_sentence, skippable, word_ranges};
use crate::diagnostic::Diagnostic;
use crate::text::Cleaned;
use crate::vocabulary::Category;

/// Words that make an aside doubt or deny what the sentence says, or say it of someone else
/// or at another time: an aside with one of them is never passed over.
const NOT_PASSED_OVER: &[&str] = &[
    "not",
    "never",
    "no",
    "nor",
    "neither",
    "nobody",
    "none",
    "nothing",
    "false",
    "untrue",
    "wrong",
    "wrongly",
    "lie",
    "lied",
    "lies",
    "lying",
    "doubt",
    "perhaps",
    "maybe",
    "probably",
    "possibly",
    "might",
    "may",
    "allegedly",
    "supposedly",
    "rumour",
    "rumor",
    "if",
    "unless",
    "except",
    "only",
    "instead",
    "or",
    "either",
    "said",
    "says",
    "claimed",
    "thought",
    "before",
    "after",
    "until",
    "then",
    "once",
    "twice",
    "thrice",
    "again",
    "later",
    "earlier",
    // What the teller only thinks, or heard: it may not be so.
    "think",
    "thinks",
    "believe",
    "believes",
    "guess",
    "suppose",
    "seems",
    "seemed",
    "apparently",
    "reportedly",
    "seemingly",
    "say",
    "heard",
    "told",
    "rumoured",
    "rumored",
];

/// Words that bring in a value in the clues' forms ("in charcoal", "from Leeds", "with the
/// fan"): a riddle that names its values only in its clues would lose one if an aside with one
/// of them were passed over, so none is.
const BRINGS_A_VALUE: &[&str] = &[
    "in", "from", "of", "with", "at", "by", "on", "into", "for", "owned", "owns", "owner", "held",
    "holding", "kept", "keeps", "brought", "carried", "carrying", "named", "called", "plays",
    "played", "likes", "liked", "loves", "loved", "has", "had", "have",
];

/// The sentence read without an aside between two commas, and the aside read as a clue or
/// passed over: the sentences to put in its place, and the warnings that disclose guesses.
pub fn read_around(piece: &Cleaned, known: &Known) -> Option<(Vec<Parsed>, Vec<Diagnostic>)> {
    let text = piece.text.as_str();
    let commas: Vec<usize> = text.match_indices(',').map(|(at, _)| at).collect();
    for pair in commas.windows(2) {
        let (open, close) = (pair[0], pair[1]);
        let rest = piece.remove(open..close + 1);
        let Some((syntax, None)) = read_sentence(&rest, known) else {
            continue;
        };
        let read = Parsed { text: rest, syntax };
        if let Some((aside, warnings)) = relative_clause(piece, open, close, known) {
            return Some((vec![read, aside], warnings));
        }
        if names_nothing(piece, open + 1, close, known) && says_who(text, open + 1, close) {
            return Some((vec![read], vec![passed_over(piece, open + 1, close)]));
        }
    }
    None
}

/// Whether the aside `start..end` of `text` can only be said of the guest before it: a "who"
/// clause, or an epithet of a few words with no article and no pronoun ("frightful woman",
/// "poor lamb"). "the butler sang", "I hear" may be a witness's word, which may not be true.
fn says_who(text: &str, start: usize, end: usize) -> bool {
    let aside = &text[start..end];
    let words: Vec<String> = word_ranges(aside)
        .into_iter()
        .map(|r| aside[r].to_ascii_lowercase())
        .collect();
    if words.first().is_some_and(|w| w == "who") {
        return true;
    }
    const SPEAKERS: &[&str] = &[
        "the", "a", "an", "i", "he", "she", "they", "we", "you", "it", "one", "someone",
    ];
    words.len() <= 3 && !words.iter().any(|w| SPEAKERS.contains(&w.as_str()))
}

/// The warning that the words `start..end` of `piece` were passed over.
fn passed_over(piece: &Cleaned, start: usize, end: usize) -> Diagnostic {
    let text = piece.text.as_str();
    let words = text[start..end].trim();
    let at = start + text[start..end].find(words).unwrap_or(0);
    Diagnostic::warning(format!(
        "passed over \"{words}\": it names no guest, no value and no place, so it cannot \
         change the seating"
    ))
    .at(piece.span(at, at + words.len()))
    .label("an aside the grammar does not read")
    .help("--strict refuses guesses; `riddle phrases` lists the phrasings read")
}

/// "Hannah, who heads up Legal, ...": when the aside is a "who" clause after the sentence's
/// subject, the clause said of the subject ("Hannah heads up Legal"), read by the grammar or
/// guessed at, with the guess's warning.
fn relative_clause(
    piece: &Cleaned,
    open: usize,
    close: usize,
    known: &Known,
) -> Option<(Parsed, Vec<Diagnostic>)> {
    let text = piece.text.as_str();
    let words = word_ranges(&text[open + 1..close]);
    let who = words.first()?;
    if !text[open + 1..][who.clone()].eq_ignore_ascii_case("who") {
        return None;
    }
    // The aside must follow the subject, the whole of the words before it.
    let before = &text[..open];
    let cx = Cx::new(before, known);
    let (after_subject, _) = np(&cx, before).ok()?;
    if !after_subject.trim().is_empty() {
        return None;
    }
    let said = piece.slice(0, close).replace(open..open + 1 + who.end, "");
    if let Some((syntax, None)) = read_sentence(&said, known) {
        return Some((Parsed { text: said, syntax }, Vec::new()));
    }
    let (syntax, warning) = guess::guess(&said, known)?;
    Some((Parsed { text: said, syntax }, vec![warning]))
}

/// Whether the words `start..end` of `piece` name nothing the seating is held to, and neither
/// doubt nor deny.
fn names_nothing(piece: &Cleaned, start: usize, end: usize, known: &Known) -> bool {
    let aside = piece.slice(start, end);
    let text = aside.text.as_str();
    let words = word_ranges(text);
    !words.is_empty()
        && !skippable::may_be_a_clue(&aside, known)
        && !skippable::names_a_place(text)
        && words.iter().all(|r| {
            let word = &text[r.clone()];
            let lower = word.to_ascii_lowercase();
            // A capital may be a name the riddle does not know yet; a number, a count.
            !word.starts_with(char::is_uppercase)
                && !word.starts_with(|c: char| c.is_ascii_digit())
                && !super::phrases::NUMBERS.contains(&lower.as_str())
                && !NOT_PASSED_OVER.contains(&lower.as_str())
                && !BRINGS_A_VALUE.contains(&lower.as_str())
                && !super::phrases::VERB_KINDS
                    .iter()
                    .any(|(forms, _)| forms.contains(&lower.as_str()))
                && !Category::known().any(|c| c.is_known(&lower))
                && !lower.ends_with("n't")
        })
}
