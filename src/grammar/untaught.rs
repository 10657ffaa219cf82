//! A sentence not understood because of one phrase the reader does not know between two guests
//! ("Lady Winslow clinked glasses with Doctor Marcolla"): the message names the phrase and the
//! guests, and says how to teach it (`taught.rs`). Only where that is so: the sentence is a
//! guest, words that name no guest and no value, and a guest to its end, and it reads once the
//! words are taught as a phrase between two guests.

use super::noun_phrase::np;
use super::sentence::{at_end, sentence};
use super::taught::Teaching;
use super::words::{Cx, Known, next_word, word_end};
use crate::text::Cleaned;

/// What the reader could be taught, the known phrase the message offers as an example, and
/// the guests the words link.
pub struct Untaught {
    pub words: String,
    pub first: String,
    pub second: String,
    /// A phrase the reader knows that the words may mean: "sat" and the relation the words end
    /// with ("lounged left of": "sat left of"), else the commonest between two guests.
    pub example: String,
}

/// The phrase offered when the words end with no relation the reader knows.
const EXAMPLE: &str = "sat next to";

/// The words between two guests in `piece` that no phrase reads, if that is why it failed:
/// `furthest` (where reading stopped) must be at them or before.
pub fn untaught(piece: &Cleaned, known: &Known, furthest: usize) -> Option<Untaught> {
    let text = piece.text.as_str();
    let cx = Cx::new(text, known);
    let (after_subject, subject) = np(&cx, text).ok()?;
    let start = cx.at(after_subject) + (after_subject.len() - after_subject.trim_start().len());
    // The first word after which a guest reads to the end: the words before it are the phrase.
    let mut at = after_subject;
    let end = loop {
        let (_, after) = next_word(at)?;
        let rest = after.trim_start();
        if rest.is_empty() || at_end(rest) {
            return None;
        }
        if let Ok((tail, _)) = np(&cx, rest)
            && at_end(tail)
        {
            break cx.at(after);
        }
        at = after;
    };
    let words = &text[start..end];
    let plain = words.split(' ').all(|w| {
        word_end(w, 0) == w.len()
            && !w.starts_with(char::is_uppercase)
            && !known.values.iter().any(|(_, v)| v.eq_ignore_ascii_case(w))
    });
    // A first word that is no English word is more likely a slip ("sqqzt left of") than a
    // phrase worth teaching.
    let english = words
        .split(' ')
        .next()
        .is_some_and(crate::text::english::is_word);
    if !plain || !english || furthest > end {
        return None;
    }
    let second_at = end + (text[end..].len() - text[end..].trim_start().len());
    let second = text[second_at..]
        .trim_end()
        .trim_end_matches(['.', '!', '"', '\''])
        .to_string();
    // Taught as a phrase between two guests, the sentence must read: else the words are not
    // the whole trouble, and teaching them would not help.
    let relation = words
        .split_once(' ')
        .map(|(_, rest)| format!("sat {rest}"))
        .filter(|sat| Teaching::new().teach(words, sat).is_ok());
    let example = relation.unwrap_or_else(|| EXAMPLE.to_string());
    let mut teaching = Teaching::new();
    teaching.teach(words, &example).ok()?;
    let mut taught = known.clone();
    taught.taught = teaching.rows();
    let cx = Cx::new(text, &taught);
    let (rest, _) = sentence(&cx, text).ok()?;
    if !at_end(rest) {
        return None;
    }
    // "between the lady in teal and ...": an article that starts the sentence is in lower case.
    let mut first = text[subject.at.clone()].to_string();
    for article in ["The ", "A ", "An "] {
        if first.starts_with(article) {
            first.replace_range(..1, &article[..1].to_lowercase());
        }
    }
    Some(Untaught {
        words: words.to_string(),
        first,
        second,
        example,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grammar::words::GuestName;

    fn known() -> Known {
        let mut known = Known::default();
        known.guests = ["Lady Winslow", "Doctor Marcolla"]
            .iter()
            .map(|n| GuestName {
                words: n.split(' ').map(str::to_string).collect(),
            })
            .collect();
        known
    }

    fn found(sentence: &str) -> Option<(String, String, String)> {
        let piece = Cleaned::new(sentence);
        untaught(&piece, &known(), 0).map(|u| (u.words, u.first, u.second))
    }

    fn example(sentence: &str) -> Option<String> {
        untaught(&Cleaned::new(sentence), &known(), 0).map(|u| u.example)
    }

    #[test]
    fn words_between_two_guests_are_offered_for_teaching() {
        assert_eq!(
            found("Lady Winslow clinked glasses with Doctor Marcolla."),
            Some((
                "clinked glasses with".into(),
                "Lady Winslow".into(),
                "Doctor Marcolla".into()
            ))
        );
    }

    #[test]
    fn words_not_between_two_guests_are_not() {
        // A value after the words: no guest there.
        assert_eq!(found("Lady Winslow was swathed in green."), None);
        // Another clause after the guest.
        assert_eq!(
            found("Lady Winslow clinked glasses with Doctor Marcolla and wore red."),
            None
        );
        // Words that are a phrase already.
        assert_eq!(found("Lady Winslow sat next to Doctor Marcolla."), None);
        // A slip rather than a phrase.
        assert_eq!(found("Lady Winslow sqqzt left of Doctor Marcolla."), None);
    }

    #[test]
    fn the_example_keeps_the_relation_the_words_end_with() {
        assert_eq!(
            example("Lady Winslow lounged left of Doctor Marcolla.").as_deref(),
            Some("sat left of")
        );
        assert_eq!(
            example("Lady Winslow clinked glasses with Doctor Marcolla.").as_deref(),
            Some("sat next to")
        );
    }
}
