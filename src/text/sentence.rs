//! Splitting cleaned text into sentences. A sentence ends at `.`, `!` or `?` (a closing quote
//! may follow) before a space or the end. A period lost before a blank line was put back by the
//! clean-up (`noise.rs`), which saw the blank line; one lost inside a paragraph ("in a row
//! They") is not guessed here: the grammar finds that boundary, because only it knows where a
//! clause is complete.

use std::ops::Range;

/// Titles that end in a period without ending the sentence.
const ABBREVIATIONS: &[&str] = &["dr", "mr", "mrs", "ms", "mme", "st", "messrs"];

/// Latin abbreviations written with a period inside them, which introduce an explanation
/// within the sentence ("(i.e. there is one chair in between them)"): their last period ends
/// nothing.
const DOTTED_ABBREVIATIONS: &[&str] = &["i.e", "e.g"];

/// Byte ranges of the sentences of cleaned `text`, each ending with its punctuation (if any).
pub fn split_sentences(text: &str) -> Vec<Range<usize>> {
    let bytes = text.as_bytes();
    let mut sentences = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        if matches!(bytes[i], b'.' | b'!' | b'?') && !is_abbreviation(&text[start..i]) {
            let mut end = i + 1;
            while end < bytes.len()
                && matches!(bytes[end], b'"' | b'\'' | b')' | b'.' | b'!' | b'?')
            {
                end += 1;
            }
            if end == bytes.len() || bytes[end] == b' ' {
                push_trimmed(text, start..end, &mut sentences);
                start = end;
                i = end;
                continue;
            }
        }
        i += 1;
    }
    push_trimmed(text, start..bytes.len(), &mut sentences);
    sentences
}

fn is_abbreviation(before: &str) -> bool {
    let last = before
        .rsplit(|c: char| !c.is_ascii_alphabetic())
        .next()
        .unwrap_or("");
    let dotted = before
        .rsplit(|c: char| !c.is_ascii_alphabetic() && c != '.')
        .next()
        .unwrap_or("");
    ABBREVIATIONS.iter().any(|a| a.eq_ignore_ascii_case(last))
        || DOTTED_ABBREVIATIONS
            .iter()
            .any(|a| a.eq_ignore_ascii_case(dotted))
}

fn push_trimmed(text: &str, range: Range<usize>, out: &mut Vec<Range<usize>>) {
    let piece = &text[range.clone()];
    let lead = piece.len() - piece.trim_start().len();
    let trail = piece.len() - piece.trim_end().len();
    if lead + trail < piece.len() {
        out.push(range.start + lead..range.end - trail);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(text: &str) -> Vec<&str> {
        split_sentences(text)
            .into_iter()
            .map(|r| &text[r])
            .collect()
    }

    #[test]
    fn splits_on_end_punctuation() {
        assert_eq!(
            split("The women sat in a row. But who owned each? Dr. Who wore red"),
            [
                "The women sat in a row.",
                "But who owned each?",
                "Dr. Who wore red"
            ]
        );
    }

    #[test]
    fn latin_abbreviations_end_no_sentence() {
        assert_eq!(
            split("One chair apart (i.e. one chair between them). Next, e.g. here. Done."),
            [
                "One chair apart (i.e. one chair between them).",
                "Next, e.g. here.",
                "Done."
            ]
        );
    }

    #[test]
    fn keeps_colon_lists_and_closing_quotes() {
        assert_eq!(
            split("there were: the Ring, and the \"Tin.\" Next one."),
            ["there were: the Ring, and the \"Tin.\"", "Next one."]
        );
    }
}
