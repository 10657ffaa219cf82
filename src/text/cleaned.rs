//! Normalised text with a map back to original byte offsets.
//!
//! Transcriptions come with Markdown quoting, curly quotes, hard-wrapped lines and stray
//! whitespace; the grammar should see none of that, while diagnostics must still point at the
//! original bytes.

use crate::source::Span;

/// Cleaned text: single spaces between words, ASCII quotes, no Markdown quote markers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cleaned {
    pub text: String,
    /// `origin[i]` is the original bytes that cleaned byte `i` stands for; one extra empty
    /// entry marks the end.
    origin: Vec<Span>,
}

impl Cleaned {
    pub fn new(original: &str) -> Cleaned {
        let mut out = Cleaned {
            text: String::with_capacity(original.len()),
            origin: Vec::with_capacity(original.len() + 1),
        };
        let mut pending_space: Option<usize> = None;
        let mut line_start = 0;
        for line in original.split_inclusive('\n') {
            let body = strip_quote_markers(line);
            let body_start = line_start + (line.len() - body.len());
            for (i, c) in body.char_indices() {
                let at = Span::new(body_start + i, body_start + i + c.len_utf8());
                let c = normalise_char(c);
                let blank = if c.is_ascii() {
                    c <= ' ' || c == '\x7f'
                } else {
                    c.is_whitespace() || c.is_control()
                };
                if blank {
                    pending_space.get_or_insert(at.start);
                    continue;
                }
                if let Some(space_at) = pending_space.take()
                    && !out.text.is_empty()
                {
                    out.push(' ', Span::new(space_at, space_at + 1));
                }
                out.push(c, at);
            }
            pending_space.get_or_insert(line_start + line.len().saturating_sub(1));
            line_start += line.len();
        }
        out.origin.push(Span::new(original.len(), original.len()));
        out
    }

    fn push(&mut self, c: char, original: Span) {
        self.text.push(c);
        if c.is_ascii() {
            self.origin.push(original);
        } else {
            self.origin
                .extend(std::iter::repeat_n(original, c.len_utf8()));
        }
    }

    /// The original span of the cleaned byte range `start..end`.
    pub fn span(&self, start: usize, end: usize) -> Span {
        if start >= end {
            let at = self.origin[start.min(self.origin.len() - 1)].start;
            return Span::new(at, at);
        }
        Span::new(self.origin[start].start, self.origin[end - 1].end)
    }

    /// A copy with `replacement` put over the cleaned byte range `word`, mapping the new bytes
    /// onto the original word so diagnostics still underline what the user wrote.
    pub fn replace(&self, word: std::ops::Range<usize>, replacement: &str) -> Cleaned {
        let whole = self.span(word.start, word.end);
        let mut text = String::with_capacity(self.text.len() + replacement.len());
        text.push_str(&self.text[..word.start]);
        text.push_str(replacement);
        text.push_str(&self.text[word.end..]);
        let mut origin = self.origin[..word.start].to_vec();
        origin.extend(std::iter::repeat_n(whole, replacement.len()));
        origin.extend_from_slice(&self.origin[word.end..]);
        Cleaned { text, origin }
    }

    /// The part `start..end` as its own cleaned text, keeping its map.
    pub fn slice(&self, start: usize, end: usize) -> Cleaned {
        let mut origin = Vec::with_capacity(end - start + 1);
        origin.extend_from_slice(&self.origin[start..end]);
        let end_at = self.origin[end].start;
        origin.push(Span::new(end_at, end_at));
        Cleaned {
            text: self.text[start..end].to_string(),
            origin,
        }
    }

    /// A copy without the cleaned byte range (a repeated phrase).
    pub fn remove(&self, range: std::ops::Range<usize>) -> Cleaned {
        let mut text = String::with_capacity(self.text.len());
        text.push_str(&self.text[..range.start]);
        text.push_str(&self.text[range.end..]);
        let mut origin = self.origin[..range.start].to_vec();
        origin.extend_from_slice(&self.origin[range.end..]);
        Cleaned { text, origin }
    }
}

/// A line without the `> ` markers of Markdown quoting (nested quotes too).
fn strip_quote_markers(line: &str) -> &str {
    let mut rest = line.trim_start_matches([' ', '\t']);
    while let Some(after) = rest.strip_prefix('>') {
        rest = after.trim_start_matches([' ', '\t']);
    }
    if rest.len() < line.trim_start_matches([' ', '\t']).len() {
        rest
    } else {
        line
    }
}

fn normalise_char(c: char) -> char {
    match c {
        '`' => '\'',
        _ if c.is_ascii() => c,
        '\u{2018}' | '\u{2019}' | '\u{201A}' | '\u{2032}' | '\u{00B4}' => '\'',
        '\u{201C}' | '\u{201D}' | '\u{201E}' | '\u{2033}' => '"',
        '\u{2013}' | '\u{2014}' | '\u{2212}' => '-',
        '\u{00A0}' | '\u{2009}' | '\u{202F}' | '\u{200B}' | '\u{FEFF}' => ' ',
        _ => c,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn joins_wrapped_lines_and_strips_markdown() {
        let original = "> The lady in\n> green sat   left\n\n> of someone.\n";
        let cleaned = Cleaned::new(original);
        assert_eq!(cleaned.text, "The lady in green sat left of someone.");
        let at = cleaned.text.find("green").unwrap();
        let span = cleaned.span(at, at + 5);
        assert_eq!(&original[span.range()], "green");
    }

    #[test]
    fn curly_quotes_map_back_to_the_whole_character() {
        let original = "the poor woman\u{2019}s whiskey";
        let cleaned = Cleaned::new(original);
        assert_eq!(cleaned.text, "the poor woman's whiskey");
        let at = cleaned.text.find('\'').unwrap();
        let span = cleaned.span(at, at + 2);
        assert_eq!(&original[span.range()], "\u{2019}s");
    }

    #[test]
    fn replace_maps_new_word_onto_old() {
        let original = "the womman next to her";
        let cleaned = Cleaned::new(original);
        let fixed = cleaned.replace(4..10, "woman");
        assert_eq!(fixed.text, "the woman next to her");
        let span = fixed.span(4, 9);
        assert_eq!(&original[span.range()], "womman");
    }
}
