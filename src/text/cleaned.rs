//! Normalised text with a map back to original byte offsets.
//!
//! Transcriptions come with Markdown quoting, emphasis and headings, curly quotes, quotation
//! marks around paragraphs, hard-wrapped lines and stray whitespace; the grammar should see
//! none of that, while diagnostics must still point at the original bytes. Cleaning is two
//! passes, both linear: the first (here) reads the text line by line (quote markers, headings,
//! blank lines, whitespace); `noise.rs` then reads the cleaned text for marks that need their
//! context (emphasis, quotation marks, stray marks, a comma in a word, a lost period).

use super::english;
use super::noise::{self, Edit};
use crate::diagnostic::Diagnostic;
use crate::source::Span;

/// Cleaned text: single spaces between words, ASCII quotes, no Markdown marks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cleaned {
    pub text: String,
    /// `origin[i]` is the original bytes that cleaned byte `i` stands for; one extra empty
    /// entry marks the end.
    origin: Vec<Span>,
}

impl Cleaned {
    /// The cleaned text, without the warnings saying what was corrected.
    pub fn new(original: &str) -> Cleaned {
        Cleaned::with_corrections(original).0
    }

    /// The cleaned text, and a warning for each correction beyond folding whitespace and
    /// straightening quotes (a Markdown mark ignored, a word joined, a period supplied), in
    /// the order of the original text.
    pub fn with_corrections(original: &str) -> (Cleaned, Vec<Diagnostic>) {
        let mut out = Cleaned {
            text: String::with_capacity(original.len()),
            origin: Vec::with_capacity(original.len() + 1),
        };
        let mut warnings = Vec::new();
        // Where a blank line or a heading parted paragraphs: the cleaned offset of the space
        // standing for it.
        let mut breaks = Vec::new();
        // Where the characters that may be noise are (`noise::MARKS`): few, and the second
        // pass visits only these.
        let mut marks = Vec::new();
        // Where each item of a list starts, in the cleaned text: an item ending without its
        // period is how lists are written, and gets its period without a warning.
        let mut item_starts = Vec::new();
        let mut pending_space: Option<usize> = None;
        let mut pending_break = false;
        let mut line_start = 0;
        // Whether the line before ended in a word hyphenated across the break, whose other
        // half starts this line: no space goes between the halves.
        let mut glued = false;
        let all_lines = lines(original, &mut warnings);
        for (n, &line) in all_lines.iter().enumerate() {
            let body = strip_quote_markers(line);
            let mut body_start = line_start + (line.len() - body.len());
            let body = if std::mem::take(&mut glued) {
                let rest = body.trim_start_matches([' ', '\t']);
                body_start += body.len() - rest.len();
                rest
            } else {
                body
            };
            let first = body.trim_start_matches([' ', '\t']).as_bytes().first();
            let blank = match first {
                None | Some(b'\n' | b'\r') => true,
                // A line of other whitespace (a no-break space, a form feed) is blank too.
                Some(b) if !b.is_ascii_graphic() => body.trim().is_empty(),
                Some(_) => false,
            };
            if blank {
                pending_break = true;
            } else if first == Some(&b'#')
                && let Some(heading) = heading(body)
            {
                // A title is never a sentence of the riddle, and it ends the paragraph before.
                let at = body_start + (heading.as_ptr() as usize - body.as_ptr() as usize);
                warnings.push(
                    Diagnostic::warning("ignored a Markdown heading")
                        .at(Span::new(at, at + heading.len())),
                );
                pending_break = true;
            } else if let Some(fence) = fence(body) {
                // A code fence's line ("~~~~exercism/note", "```") is markup, and it parts
                // paragraphs; what it fences may well be the riddle, so that stays.
                let at = body_start + (fence.as_ptr() as usize - body.as_ptr() as usize);
                warnings.push(
                    Diagnostic::warning("ignored a Markdown code fence")
                        .at(Span::new(at, at + fence.len())),
                );
                pending_break = true;
            } else {
                // An item of a list ("1. ...", "- ...") is a paragraph of its own: its marker
                // is no word of the riddle, and an item may end without its period.
                let item = list_marker(body);
                let (body, body_start) = match item {
                    Some(marker) => {
                        if !out.text.is_empty() {
                            pending_break = true;
                            pending_space.get_or_insert(body_start);
                        }
                        (&body[marker..], body_start + marker)
                    }
                    None => (body, body_start),
                };
                let mut item_start = item.is_some();
                let bytes = body.as_bytes();
                let mut i = 0;
                while i < bytes.len() {
                    // Most of a line is plain ASCII that stays as it is: copied as a run, each
                    // byte standing for itself, rather than character by character.
                    let plain = bytes[i..]
                        .iter()
                        .take_while(|&&b| {
                            b != b'`'
                                && b != b'<'
                                && ASCII_CLASSES.get(b as usize) == Some(&Class::Other)
                        })
                        .count();
                    if plain > 0 {
                        out.space_before(&mut pending_space, &mut pending_break, &mut breaks);
                        if std::mem::take(&mut item_start) {
                            item_starts.push(out.text.len());
                        }
                        out.text.push_str(&body[i..i + plain]);
                        let from = body_start + i;
                        out.origin
                            .extend((from..from + plain).map(|k| Span::new(k, k + 1)));
                        i += plain;
                        continue;
                    }
                    let c = body[i..].chars().next().expect("a character at a boundary");
                    // Markdown's code marks around a value ("`tea`") are formatting only.
                    if c == '`' {
                        i += 1;
                        continue;
                    }
                    // HTML's line break ("floors.<br>", as MediaWiki pages write it) is a
                    // space between words.
                    if let Some(tag) = line_break_tag(&body[i..]) {
                        let at = body_start + i;
                        warnings.push(
                            Diagnostic::warning("ignored an HTML line break")
                                .at(Span::new(at, at + tag)),
                        );
                        pending_space.get_or_insert(at);
                        i += tag;
                        continue;
                    }
                    let at = Span::new(body_start + i, body_start + i + c.len_utf8());
                    i += c.len_utf8();
                    let c = normalise_char(c);
                    let class = class(c);
                    if class == Class::Blank {
                        pending_space.get_or_insert(at.start);
                        continue;
                    }
                    out.space_before(&mut pending_space, &mut pending_break, &mut breaks);
                    if std::mem::take(&mut item_start) {
                        item_starts.push(out.text.len());
                    }
                    if class == Class::Mark {
                        marks.push(out.text.len());
                    }
                    out.push(c, at);
                }
            }
            if let Some(next) = all_lines.get(n + 1)
                && let Some(hyphen) = hyphen_across(&out.text, next, original)
            {
                // "dif-" above "ferent": one word, typed as the page broke it.
                let at = out.origin[out.text.len() - 1];
                if hyphen == Hyphen::Joined {
                    out.text.pop();
                    out.origin.pop();
                    warnings.push(
                        Diagnostic::warning("joined a word hyphenated across a line break").at(at),
                    );
                }
                // The line break (and any spaces before it) is no space between words.
                pending_space = None;
                glued = true;
                line_start += line.len();
                continue;
            }
            pending_space.get_or_insert(line_start + line.len().saturating_sub(1));
            line_start += line.len();
        }
        out.origin.push(Span::new(original.len(), original.len()));
        let (edits, mut noticed) = noise::find(&out, &breaks, &marks, &item_starts);
        let out = out.edited(edits);
        if warnings.is_empty() {
            warnings = noticed;
        } else {
            warnings.append(&mut noticed);
            warnings.sort_by_key(|w| w.span.map(|s| s.start));
        }
        (out, warnings)
    }

    /// The one space that stands for the whitespace pending before a visible character (none
    /// at the start), noting where it parts paragraphs.
    fn space_before(
        &mut self,
        pending_space: &mut Option<usize>,
        pending_break: &mut bool,
        breaks: &mut Vec<usize>,
    ) {
        if let Some(space_at) = pending_space.take() {
            if !self.text.is_empty() {
                if *pending_break {
                    breaks.push(self.text.len());
                }
                self.push(' ', Span::new(space_at, space_at + 1));
            }
            // A blank line leaves a space pending, so this is its end.
            *pending_break = false;
        }
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

    /// Where the original byte range of cleaned byte `at` ends.
    pub(super) fn end_of(&self, at: usize) -> usize {
        self.origin[at].end
    }

    /// A copy with `edits` made, in one pass. Removed ranges may overlap; a supplied period
    /// stands for the empty original span after the byte before it.
    fn edited(self, mut edits: Vec<Edit>) -> Cleaned {
        if edits.is_empty() {
            return self;
        }
        edits.sort_by_key(|e| match e {
            Edit::Period(at) => (*at, 0),
            Edit::Remove(r) => (r.start, 1),
        });
        let mut out = Cleaned {
            text: String::with_capacity(self.text.len() + edits.len()),
            origin: Vec::with_capacity(self.origin.len() + edits.len()),
        };
        // Bytes before this one are copied or removed.
        let mut done = 0;
        for edit in edits {
            match edit {
                Edit::Period(at) => {
                    done = self.copy_to(&mut out, done, at);
                    let end = self.origin[at - 1].end;
                    out.text.push('.');
                    out.origin.push(Span::new(end, end));
                }
                Edit::Remove(range) => {
                    done = self.copy_to(&mut out, done, range.start).max(range.end);
                }
            }
        }
        self.copy_to(&mut out, done, self.text.len());
        out.origin.push(self.origin[self.text.len()]);
        out
    }

    /// Copy the bytes `from..to` (none if `to` is not past `from`) onto `out`; where copying
    /// got to.
    fn copy_to(&self, out: &mut Cleaned, from: usize, to: usize) -> usize {
        if to <= from {
            return from;
        }
        out.text.push_str(&self.text[from..to]);
        out.origin.extend_from_slice(&self.origin[from..to]);
        to
    }
}

/// What the first pass does with a character.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    /// Whitespace and control characters: folded into one space.
    Blank,
    /// A character that may be noise, for the second pass.
    Mark,
    Other,
}

/// The class of each ASCII character: one look-up for every character of the input.
const ASCII_CLASSES: [Class; 128] = {
    let mut classes = [Class::Other; 128];
    let mut k = 0;
    while k <= b' ' as usize {
        classes[k] = Class::Blank;
        k += 1;
    }
    classes[0x7f] = Class::Blank;
    let mut k = 0;
    while k < noise::MARKS.len() {
        classes[noise::MARKS[k] as usize] = Class::Mark;
        k += 1;
    }
    classes
};

fn class(c: char) -> Class {
    match ASCII_CLASSES.get(c as usize) {
        Some(&class) => class,
        None if c.is_whitespace() || c.is_control() => Class::Blank,
        None => Class::Other,
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

/// The line of a Markdown code fence: three or more backticks or tildes, perhaps followed by a
/// word naming what is fenced ("```text", "~~~~exercism/note").
fn fence(body: &str) -> Option<&str> {
    let line = body.trim_start_matches([' ', '\t']).trim_end();
    let marks = line
        .bytes()
        .take_while(|&b| b == b'`')
        .count()
        .max(line.bytes().take_while(|&b| b == b'~').count());
    let info = &line[marks..];
    (marks >= 3 && !info.contains(char::is_whitespace) && !info.contains(['`', '~']))
        .then_some(line)
}

/// The lines of `original`, each with its line break; a line that holds a riddle's lists,
/// heading and numbered clues run together (`run_together`) is read as the lines it was, with
/// a warning.
fn lines<'a>(original: &'a str, warnings: &mut Vec<Diagnostic>) -> Vec<&'a str> {
    let mut lines = Vec::new();
    let mut line_start = 0;
    for line in original.split_inclusive('\n') {
        let starts = run_together(line);
        if !starts.is_empty() {
            let end = line_start + line.trim_end().len();
            warnings.push(
                Diagnostic::warning(
                    "read the list items, heading and numbered clues run together on this line \
                     one by one",
                )
                .at(Span::new(line_start, end)),
            );
        }
        let mut from = 0;
        for start in starts {
            lines.push(&line[from..start]);
            from = start;
        }
        lines.push(&line[from..]);
        line_start += line.len();
    }
    lines
}

/// How a word hyphenated at the end of a line goes on at the start of the next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Hyphen {
    /// One word broken by the page ("dif-" "ferent"): the hyphen goes.
    Joined,
    /// A compound of two words broken at its own hyphen ("dark-" "blue"): the hyphen stays.
    Compound,
}

/// Whether the cleaned text so far, `text`, ends in a piece of a word and a hyphen that the
/// line `next` goes on from with the rest of the word in lower case, and how the two go
/// together: joined where that makes an English word or a word the riddle writes elsewhere
/// whole ("Coun-" "tess", "Ren-" "wick"), a compound where both pieces are words. Anything
/// else (a dash before a lower-case line, a piece that makes nothing) stays as it was.
fn hyphen_across(text: &str, next: &str, original: &str) -> Option<Hyphen> {
    let before = text.strip_suffix('-')?;
    let piece_start = before.rfind(|c: char| !c.is_alphabetic()).map_or(0, |k| {
        k + before[k..].chars().next().map_or(1, char::len_utf8)
    });
    let piece = &before[piece_start..];
    let next = strip_quote_markers(next).trim_start_matches([' ', '\t']);
    let rest_len = next
        .find(|c: char| !c.is_alphabetic())
        .unwrap_or(next.len());
    let rest = &next[..rest_len];
    if piece.is_empty() || !rest.starts_with(|c: char| c.is_lowercase()) {
        return None;
    }
    let joined = format!("{piece}{rest}");
    if english::is_word(&joined) || written_whole(original, &joined) {
        Some(Hyphen::Joined)
    } else if english::is_word(piece) && english::is_word(rest) {
        Some(Hyphen::Compound)
    } else {
        None
    }
}

/// Whether `word` stands whole somewhere in `original`, in any case: a name the riddle writes
/// unbroken elsewhere.
fn written_whole(original: &str, word: &str) -> bool {
    let lower = original.to_lowercase();
    let word = word.to_lowercase();
    lower.match_indices(&word).any(|(at, _)| {
        let before = lower[..at].chars().next_back();
        let after = lower[at + word.len()..].chars().next();
        !before.is_some_and(char::is_alphabetic) && !after.is_some_and(char::is_alphabetic)
    })
}

/// Where the parts of a line that holds a whole riddle run together start (a puzzle copied out
/// of a field that kept no line breaks: "... characteristics: - Each person has a unique name:
/// Bob, Eric - People have unique favorite colors: red, blue ## Clues: 1. Bob is in the first
/// house. 2. ..."): bullets from a "- " after a colon on, each before a capital; a Markdown
/// heading that ends at its colon; clues numbered 1, 2, 3, ... each after the end of a
/// sentence or a colon and before a capital. Bullets and numbers count only two or more in a
/// row, and bullets only before the numbered clues, where a dash is prose. Empty for any other
/// line.
fn run_together(line: &str) -> Vec<usize> {
    let capital = |at: usize| line[at..].starts_with(|c: char| c.is_uppercase());
    let mut bullets = Vec::new();
    let mut headings = Vec::new();
    let mut numbers = Vec::new();
    // What ends the text before the space at `space` (looked at only where a marker follows).
    let ends_with = |space: usize, marks: &[char]| line[..space].trim_end().ends_with(marks);
    for (space, _) in line.match_indices(' ') {
        let at = space + 1;
        let rest = &line[at..];
        let digits = rest.bytes().take(4).take_while(u8::is_ascii_digit).count();
        if rest.starts_with("- ")
            && capital(at + 2)
            && numbers.is_empty()
            && (!bullets.is_empty() || ends_with(space, &[':']))
        {
            bullets.push(at);
        } else if rest.starts_with("##")
            && let Some(colon) = short_heading(rest)
        {
            headings.extend([at, at + colon + 2]);
        } else if (1..=3).contains(&digits)
            && rest[digits..].starts_with(". ")
            && rest[..digits].parse() == Ok(numbers.len() + 1)
            && capital(at + digits + 2)
            && ends_with(space, &['.', '!', '?', ':'])
        {
            numbers.push(at);
        }
    }
    let mut starts: Vec<usize> = headings;
    for run in [bullets, numbers] {
        if run.len() >= 2 {
            starts.extend(run);
        }
    }
    starts.sort_unstable();
    starts.dedup();
    starts.retain(|&at| at < line.trim_end().len());
    starts
}

/// Where the colon is that ends the Markdown heading `text` starts with, when the heading is
/// four words at most ("## Clues: "). Only the first few dozen bytes are looked at, so that a
/// long line costs no more than its length.
fn short_heading(text: &str) -> Option<usize> {
    let window = (0..=64.min(text.len()))
        .rev()
        .find(|&end| text.is_char_boundary(end))
        .map_or(text, |end| &text[..end]);
    let colon = window.find(": ")?;
    (window[..colon].split(' ').count() <= 4 && heading(&text[..=colon]).is_some()).then_some(colon)
}

/// A list item's marker at the start of a line, its spaces included: a number of up to three
/// digits and `.` or `)` ("1. ", "12) "); a lower-case letter and `)` or `.` ("a) ", "(b) ",
/// "c. "); a bullet (`-`, `+`, `*`, `•`, `·`, `▪`, `◦`, `‣`); or MediaWiki's list markup, a short
/// run of `:`, `#` and `*` with a colon in it (":# ", "::* "; hashes alone are Markdown's). Any
/// `&nbsp;` after it is markup too ("`:# &nbsp; The Dane drinks tea.`", as Rosetta Code writes
/// its clues). A capital in parentheses is the label of a choice ("(A) The owl is leftmost"),
/// and a capital and a period an initial ("A. Smith"): neither is a marker.
static LIST_MARKER: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
    regex::Regex::new(
        r"^[ \t]*(?:\d{1,3}[.)]|\(?[a-z]\)|[a-z]\.|[-+*\x{2022}\x{00B7}\x{25AA}\x{25E6}\x{2023}]|[#*]{0,3}:[:#*]{0,3})(?:[ \t]|&nbsp;)+",
    )
    .expect("a valid pattern")
});

/// The length of the list marker a line starts with (`LIST_MARKER`), when text follows it.
fn list_marker(body: &str) -> Option<usize> {
    let found = LIST_MARKER.find(body)?;
    (!body[found.end()..].trim().is_empty()).then_some(found.end())
}

/// The length of the HTML line break `text` starts with ("<br>", "<br/>", "<BR />"), if it
/// starts with one.
fn line_break_tag(text: &str) -> Option<usize> {
    let rest = text.strip_prefix('<')?;
    let name = rest.get(..2)?;
    if !name.eq_ignore_ascii_case("br") {
        return None;
    }
    let rest = rest[2..].trim_start_matches(' ');
    let rest = rest.strip_prefix('/').unwrap_or(rest);
    let rest = rest.strip_prefix('>')?;
    Some(text.len() - rest.len())
}

/// The heading of a line that is a Markdown heading ("## The riddle": one to six `#`, then a
/// space or nothing), from its first `#` to its last visible character.
fn heading(body: &str) -> Option<&str> {
    let line = body.trim_start_matches([' ', '\t']).trim_end();
    let marks = line.bytes().take_while(|&b| b == b'#').count();
    let after = line.as_bytes().get(marks);
    ((1..=6).contains(&marks) && after.is_none_or(|&b| b == b' ' || b == b'\t')).then_some(line)
}

fn normalise_char(c: char) -> char {
    match c {
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

    /// The cleaned text, and each correction as its message and the original text it points
    /// at (empty for a point, such as where a period was supplied).
    fn corrected(original: &str) -> (String, Vec<(String, &str)>) {
        let (cleaned, warnings) = Cleaned::with_corrections(original);
        let notes = warnings
            .into_iter()
            .map(|w| {
                let span = w.span.expect("every correction has its place");
                (w.message, &original[span.range()])
            })
            .collect();
        (cleaned.text, notes)
    }

    fn note(message: &str, at: &'static str) -> (String, &'static str) {
        (message.to_string(), at)
    }

    #[test]
    fn emphasis_around_paragraphs_goes_with_a_warning_at_each_opening_mark() {
        let original = "_At the party were Lady Ash and Lady Bell._\n\n*The women sat in a row.*\n";
        let (text, notes) = corrected(original);
        assert_eq!(
            text,
            "At the party were Lady Ash and Lady Bell. The women sat in a row."
        );
        assert_eq!(
            notes,
            [
                note("ignored Markdown emphasis \"_\"", "_"),
                note("ignored Markdown emphasis \"*\"", "*"),
            ]
        );
        let (cleaned, warnings) = Cleaned::with_corrections(original);
        assert_eq!(warnings[1].span, Some(Span::new(45, 46)));
        let at = cleaned.text.find("The").unwrap();
        assert_eq!(&original[cleaned.span(at, at + 3).range()], "The");
    }

    #[test]
    fn emphasis_around_words_sentences_and_wrapped_lines_goes() {
        let (text, notes) = corrected(
            "The lady in **green** sat *left* of ***someone*** in red. __Then__ she\nleft. \
             *She wore\nblue.* _Lady Ash_'s ring.",
        );
        assert_eq!(
            text,
            "The lady in green sat left of someone in red. Then she left. She wore blue. \
             Lady Ash's ring."
        );
        let marks: Vec<&str> = notes.iter().map(|(_, at)| *at).collect();
        assert_eq!(marks, ["**", "*", "***", "__", "*", "_"]);
    }

    #[test]
    fn emphasis_may_run_over_paragraphs() {
        let (text, notes) = corrected("_The women sat in a row.\n\nThey wore red._");
        assert_eq!(text, "The women sat in a row. They wore red.");
        assert_eq!(notes, [note("ignored Markdown emphasis \"_\"", "_")]);
    }

    #[test]
    fn underscores_and_asterisks_that_are_not_emphasis_stay() {
        for original in [
            "Lady snake_case sat in red.",
            "Lady W*nslow sat in red.",
            "Lady ___ sat in red.",
            "The lady in _ sat left.",
            "Lady Ash_ sat _left.",
            "Lady ____ wore ____.",
        ] {
            let (text, notes) = corrected(original);
            assert_eq!(text, original);
            assert_eq!(notes, [], "{original}");
        }
    }

    #[test]
    fn stray_asterisks_and_angle_brackets_go() {
        let (text, notes) =
            corrected("She raised her wine. * Then Lady Ash* sat. > The lady > in red sat. **Bold");
        assert_eq!(
            text,
            "She raised her wine. Then Lady Ash sat. The lady in red sat. Bold"
        );
        assert_eq!(
            notes,
            [
                note("ignored a stray \"*\"", "*"),
                note("ignored a stray \"*\"", "*"),
                note("ignored a stray \">\"", ">"),
                note("ignored a stray \">\"", ">"),
                note("ignored a stray \"**\"", "**"),
            ]
        );
        // At the very start and end, the one space left goes too.
        assert_eq!(corrected("* Lady Ash sat. *").0, "Lady Ash sat.");
        // A bullet at the start of a line.
        assert_eq!(
            corrected("Lady Ash sat.\n* Lady Bell stood.").0,
            "Lady Ash sat. Lady Bell stood."
        );
    }

    #[test]
    fn a_bullet_after_a_bullet_ends_its_sentence_though_it_starts_in_lower_case() {
        let (text, notes) =
            corrected("Drinks: ipa, stout.\n- Sam sat left\n- the ipa fan sat right");
        assert_eq!(
            text,
            "Drinks: ipa, stout. Sam sat left. the ipa fan sat right"
        );
        assert_eq!(notes, []);
        // A line broken inside a sentence runs on, as before.
        assert_eq!(
            corrected("Sam sat left\nof the ipa fan.").0,
            "Sam sat left of the ipa fan."
        );
    }

    #[test]
    fn angle_brackets_inside_words_stay() {
        let (text, notes) = corrected("Lady a>b sat -> left.");
        assert_eq!(text, "Lady a>b sat -> left.");
        assert_eq!(notes, []);
    }

    #[test]
    fn headings_go_and_end_the_paragraph_before() {
        let original = "# The Jindosh riddle\nAt the party were Lady Ash and Lady Bell.\n\
                        > ## Clues\n> Lady Ash sat left\n## \nLady Bell sat right.\n";
        let (text, notes) = corrected(original);
        assert_eq!(
            text,
            "At the party were Lady Ash and Lady Bell. Lady Ash sat left. Lady Bell sat right."
        );
        assert_eq!(
            notes,
            [
                note("ignored a Markdown heading", "# The Jindosh riddle"),
                note("ignored a Markdown heading", "## Clues"),
                note("a sentence seems to end here without a period", ""),
                note("ignored a Markdown heading", "##"),
            ]
        );
    }

    #[test]
    fn html_line_breaks_are_spaces() {
        let original = "Ann and Bea live on different floors.<br>\nAnn sat left.<BR />Bea<br/>sat.";
        let (text, notes) = corrected(original);
        assert_eq!(
            text,
            "Ann and Bea live on different floors. Ann sat left. Bea sat."
        );
        let broken = note("ignored an HTML line break", "");
        let found: Vec<&str> = notes
            .iter()
            .inspect(|(message, _)| assert_eq!(*message, broken.0))
            .map(|(_, at)| *at)
            .collect();
        assert_eq!(found, ["<br>", "<BR />", "<br/>"]);
        // Other angle brackets stay, for the grammar to read or report.
        assert_eq!(corrected("Ann <b>sat</b>.").0, "Ann <b>sat</b>.");
        assert_eq!(corrected("Ann <brr> sat.").0, "Ann <brr> sat.");
    }

    #[test]
    fn a_riddle_run_together_on_one_line_is_read_line_by_line() {
        let original = "There are 2 houses. Each has one of these: - Names: Ann, Bo \
                        - Pets: cat, dog ## Clues: 1. Ann is in the first house. 2. Bo - the tall \
                        one - keeps a dog.\n";
        let (text, notes) = corrected(original);
        assert_eq!(
            text,
            "There are 2 houses. Each has one of these: Names: Ann, Bo. Pets: cat, dog. Ann is in \
             the first house. Bo - the tall one - keeps a dog."
        );
        assert_eq!(
            notes.iter().map(|(m, _)| m.as_str()).collect::<Vec<_>>(),
            [
                "read the list items, heading and numbered clues run together on this line \
                 one by one",
                "ignored a Markdown heading",
            ]
        );
        // One dash after a colon, or a number that does not count from 1, is prose.
        for prose in [
            "Note: - Ann sat left. 2. Bo sat right.",
            "Ann lives at No. 1. Then 3. Bo left.",
            "Ann sat left of Bo. 1. Bo wore red.",
        ] {
            assert_eq!(run_together(prose), Vec::<usize>::new(), "{prose}");
        }
    }

    #[test]
    fn mediawiki_emphasis_goes() {
        let (text, notes) = corrected("''Where does everyone live?''\nAnn's '''own''' seat.");
        assert_eq!(text, "Where does everyone live? Ann's own seat.");
        assert_eq!(
            notes,
            [
                note("ignored MediaWiki emphasis \"''\"", "''"),
                note("ignored MediaWiki emphasis \"''\"", "''"),
                note("ignored MediaWiki emphasis \"'''\"", "'''"),
                note("ignored MediaWiki emphasis \"'''\"", "'''"),
            ]
        );
    }

    #[test]
    fn list_markers_and_code_marks_go_and_each_item_is_a_paragraph() {
        let cleaned = Cleaned::new(
            "Clues:\n1. Peter is in the second house.\n2) Arnold drinks `tea`\n- Each has a `cat`\n\u{2022} Eric\n12.5 stays\n-3 stays\n",
        );
        assert_eq!(
            cleaned.text,
            "Clues: Peter is in the second house. Arnold drinks tea. Each has a cat. Eric 12.5 stays -3 stays"
        );
        assert_eq!(list_marker("  10. x"), Some(6));
        assert_eq!(list_marker("1234. x"), None);
        assert_eq!(list_marker("-"), None);
        assert_eq!(list_marker("* "), None);
        // MediaWiki's lists with their no-break spaces, lettered items, other bullets.
        assert_eq!(list_marker(":# &nbsp; The Dane drinks tea."), Some(10));
        assert_eq!(list_marker("::* &nbsp;Cooper is not last."), Some(10));
        assert_eq!(list_marker("a) Ann sat left."), Some(3));
        assert_eq!(list_marker("(b) Ann sat left."), Some(4));
        assert_eq!(list_marker("c. Ann sat left."), Some(3));
        assert_eq!(list_marker("\u{b7} Ann sat left."), Some(3));
        // An initial is no marker, nor is a choice's label; nor is a word before a colon.
        assert_eq!(list_marker("A. Smith sat left."), None);
        assert_eq!(list_marker("(A) The owl is the leftmost"), None);
        assert_eq!(list_marker("Ann: sat left."), None);
    }

    #[test]
    fn code_fences_go_and_what_they_fence_stays() {
        let (text, notes) = corrected("Lady Ash sat.\n```text\nLady Bell stood.\n~~~~\n");
        assert_eq!(text, "Lady Ash sat. Lady Bell stood.");
        assert_eq!(
            notes,
            [
                note("ignored a Markdown code fence", "```text"),
                note("ignored a Markdown code fence", "~~~~"),
            ]
        );
        assert_eq!(corrected("~~ not a fence ~~").0, "~~ not a fence ~~");
    }

    #[test]
    fn hashes_that_are_not_headings_stay() {
        for original in [
            "#1 sat left.",
            "Lady Ash sat in seat # 1.",
            "####### Seven.",
        ] {
            assert_eq!(corrected(original), (original.to_string(), vec![]));
        }
    }

    #[test]
    fn quotation_marks_around_paragraphs_and_sentences_go() {
        let (text, notes) = corrected(
            "\u{201C}At the party were Lady Ash and Lady Bell.\u{201D}\n\n\
             \"The women sat.\" \"Lady Ash wore red.\" 'Lady Bell wore blue.'",
        );
        assert_eq!(
            text,
            "At the party were Lady Ash and Lady Bell. The women sat. Lady Ash wore red. \
             Lady Bell wore blue."
        );
        assert_eq!(
            notes,
            [
                note("ignored quotation marks", "\u{201C}"),
                note("ignored quotation marks", "\""),
                note("ignored quotation marks", "\""),
                note("ignored quotation marks", "'"),
            ]
        );
    }

    #[test]
    fn typographic_quotation_opening_every_paragraph_goes() {
        let (text, notes) = corrected(
            "\u{201C}At the party were Lady Ash and Lady Bell.\n\n\u{201C}The women sat.\n\n\
             \u{201C}But who owned each?\u{201D}\n",
        );
        assert_eq!(
            text,
            "At the party were Lady Ash and Lady Bell. The women sat. But who owned each?"
        );
        assert_eq!(
            notes,
            [
                note("ignored an opening quotation mark", "\u{201C}"),
                note("ignored an opening quotation mark", "\u{201C}"),
                note("ignored quotation marks", "\u{201C}"),
            ]
        );
    }

    #[test]
    fn quotation_marks_inside_a_sentence_stay() {
        for original in [
            "Lady \"Red\" Ash sat left.",
            "There were: the Ring, and the \"Tin.\" Next one.",
            "She said \"Dunwall.\" Then she left.",
            "The guests' rings were gold. Lady Ash's ring was red.",
        ] {
            assert_eq!(corrected(original), (original.to_string(), vec![]));
        }
        // An outer quotation closes after the inner one.
        let (text, notes) = corrected("\"There were the Ring and the \"Tin.\" Next.\"");
        assert_eq!(text, "There were the Ring and the \"Tin.\" Next.");
        assert_eq!(notes, [note("ignored quotation marks", "\"")]);
    }

    #[test]
    fn a_blank_line_ends_a_sentence_whose_period_was_lost() {
        let original = "At the party were Lady Ash and Lady Bell\n\n_The women sat in a row_\n\n\
                        \"Lady Ash wore red\"\n\nBut who owned each?";
        let (cleaned, warnings) = Cleaned::with_corrections(original);
        assert_eq!(
            cleaned.text,
            "At the party were Lady Ash and Lady Bell. The women sat in a row. Lady Ash wore \
             red. But who owned each?"
        );
        let lost: Vec<Span> = warnings
            .iter()
            .filter(|w| w.message == "a sentence seems to end here without a period")
            .map(|w| w.span.unwrap())
            .collect();
        // Each right after the paragraph's last letter.
        let after = |word: &str| original.find(word).unwrap() + word.len();
        assert_eq!(
            lost,
            [
                Span::new(after("Bell"), after("Bell")),
                Span::new(after("row"), after("row")),
                Span::new(after("red"), after("red")),
            ]
        );
        // The supplied period stands for nothing in the original.
        let at = cleaned.text.find("Bell.").unwrap() + 4;
        assert_eq!(
            cleaned.span(at, at + 1),
            Span::new(after("Bell"), after("Bell"))
        );
    }

    #[test]
    fn a_blank_line_inside_a_sentence_ends_nothing() {
        for original in [
            "The lady in\n\ngreen sat left.",
            "At the party were\n\nLady Ash and Lady Bell.",
            "There were four heirlooms:\n\nthe Ring and the Tin.",
            "Lady Ash, Lady Bell,\n\nLady Cole and Lady Dunn.",
            "The lady in red sat left of the\n\nLady in blue.",
            // A blank to fill in, kept as it is: no period between it and its word.
            "Lady Ash wore ___\n\nThe women sat.",
        ] {
            let (text, notes) = corrected(original);
            assert_eq!(text, original.replace("\n\n", " "));
            assert_eq!(notes, [], "{original}");
        }
    }

    #[test]
    fn a_word_hyphenated_across_a_line_break_is_one_word_again() {
        // An English word, a name written whole elsewhere, a compound of two words, and a dash
        // before a line that does not go on with a word, each as the page broke it.
        let original = "Each wore a dif-\n  ferent coat. Lady Ren-\nwick sat by Lady Renwick's\nsister in dark-\nblue. She waited -\nthen left. Fo-\nbar.\n";
        let (cleaned, warnings) = Cleaned::with_corrections(original);
        assert_eq!(
            cleaned.text,
            "Each wore a different coat. Lady Renwick sat by Lady Renwick's sister in dark-blue. \
             She waited - then left. Fo- bar."
        );
        let notes: Vec<(&str, &str)> = warnings
            .iter()
            .map(|w| (w.message.as_str(), &original[w.span.unwrap().range()]))
            .collect();
        let joined = "joined a word hyphenated across a line break";
        assert_eq!(notes, [(joined, "-"), (joined, "-")]);
        let at = cleaned.text.find("different").unwrap();
        assert_eq!(
            &original[cleaned.span(at, at + 9).range()],
            "dif-\n  ferent"
        );
    }

    #[test]
    fn a_comma_or_apostrophe_typed_inside_a_word_goes() {
        let original = "The lady from Dunwall jum,ped onto the table and sp'illed her wine.";
        let (cleaned, warnings) = Cleaned::with_corrections(original);
        assert_eq!(
            cleaned.text,
            "The lady from Dunwall jumped onto the table and spilled her wine."
        );
        let notes: Vec<(&str, &str)> = warnings
            .iter()
            .map(|w| (w.message.as_str(), &original[w.span.unwrap().range()]))
            .collect();
        assert_eq!(
            notes,
            [
                ("read \"jum,ped\" as \"jumped\"", "jum,ped"),
                ("read \"sp'illed\" as \"spilled\"", "sp'illed"),
            ]
        );
        let at = cleaned.text.find("jumped").unwrap();
        assert_eq!(&original[cleaned.span(at, at + 6).range()], "jum,ped");
    }

    #[test]
    fn commas_and_apostrophes_between_words_stay() {
        for original in [
            // Capitals: a list of names or cities without spaces.
            "The cities were Dunwall,Karnaca and Baleton.",
            "Lady Ash,Lady Bell sat.",
            // A run of them is a list.
            "They drank wine,beer,rum and port.",
            // A piece the riddle uses as a word of its own.
            "They drank wine,beer and port. The lady in red drank wine.",
            "They drank wine,beer and port. The lady in red drank BEER.",
            // A space on one side, a single letter, digits.
            "She jum, ped up. She jum ,ped up.",
            "Seats a,b and c. There were 1,000 guests.",
            "in,a row",
            // Contractions and possessives.
            "Madam Natsiou's wine. She didn't. They're here. She'll go. We've sat. \
             Yes ma'am. Ne'er again.",
            // Capitalised words with an apostrophe are names.
            "Lady O'Brien and Lady Sha'ri sat.",
            // A space lost after a comma between words: common words, words ending like
            // whole words.
            "In the morning,there were four. Lady Ash scoffed,saying no. Full of port,jumped \
             up. Lady Bell, enraged,threw it. She spoke slowly,calmly.",
            // Glued to more of a word.
            "The jum,ped's end. Jum,ped. jum,ped-up. ab,cd,ef.",
        ] {
            let (text, notes) = corrected(original);
            assert_eq!(text, original, "{original}");
            assert_eq!(notes, [], "{original}");
        }
    }

    #[test]
    fn noise_of_every_kind_together_keeps_the_map() {
        let original = "# Riddle\n> _\u{201C}At the party were Lady Ash and Lady Bell\u{201D}_\n>\n\
                        > **Lady Ash** jum,ped. > Lady Bell sat left\n";
        let (cleaned, notes) = Cleaned::with_corrections(original);
        assert_eq!(
            cleaned.text,
            "At the party were Lady Ash and Lady Bell. Lady Ash jumped. Lady Bell sat left"
        );
        assert_eq!(notes.len(), 7);
        for word in ["At", "Bell", "Ash", "jumped", "left"] {
            let at = cleaned.text.rfind(word).unwrap();
            let span = cleaned.span(at, at + word.len());
            let expected = if word == "jumped" { "jum,ped" } else { word };
            assert_eq!(&original[span.range()], expected);
        }
    }

    #[test]
    fn punctuation_of_plain_prose_stays() {
        let (cleaned, notes) = Cleaned::with_corrections("Lady Ash's wine, red; Lady Bell's.");
        assert_eq!(cleaned.text, "Lady Ash's wine, red; Lady Bell's.");
        assert!(notes.is_empty());
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
