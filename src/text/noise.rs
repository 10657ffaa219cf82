//! Transcription noise that only its context tells apart, read in one pass over the cleaned
//! text (one space between words, paragraph breaks known): Markdown emphasis, quotation marks
//! around sentences and paragraphs, a stray `>` or `*`, a comma or apostrophe typed inside a
//! word, and a paragraph that ends without its period. Each correction is an edit of the
//! cleaned text and a warning pointing at the original bytes.
//!
//! What is not plainly noise is left alone, for the grammar to read or to report: an
//! underscore or asterisk inside a word, a lone underscore (a blank to fill in), quotation
//! marks inside a sentence, a comma between words either of which the riddle uses elsewhere.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::ops::Range;

use super::cleaned::Cleaned;
use crate::diagnostic::Diagnostic;
use crate::source::Span;

/// A change to the cleaned text.
pub(super) enum Edit {
    /// These cleaned bytes go.
    Remove(Range<usize>),
    /// A period goes before this cleaned byte.
    Period(usize),
}

/// Words that do not end a sentence: a paragraph ending in one is not a sentence whose period
/// was lost ("At the dinner party were" above a list of names).
const CONTINUES: &[&str] = &[
    "a", "an", "and", "are", "as", "at", "but", "by", "for", "from", "in", "into", "is", "its",
    "my", "nor", "of", "on", "onto", "or", "our", "than", "the", "their", "to", "was", "were",
    "with", "your",
];

/// What follows an apostrophe in English contractions ("she'll", "they're", "we've"); a single
/// letter ("don't", "Natsiou's") is never taken for a slip anyway.
const CONTRACTION_ENDS: &[&str] = &["ll", "re", "ve"];

/// Words with an apostrophe between lower-case letters that are not slips.
const APOSTROPHE_WORDS: &[&str] = &["ma'am", "ne'er"];

/// Common English words, and the words of riddles, in alphabetical order: a piece of a word
/// split by a comma that is one of these is a word of its own ("In the morning,there were"
/// lost a space, not a letter). Function words and the game riddle's own words; a riddle's
/// other words count when the riddle uses them elsewhere.
#[rustfmt::skip]
const COMMON_WORDS: &[&str] = &[
    "a", "about", "above", "across", "after", "again", "against", "all", "almost", "also", "am",
    "an", "and", "another", "any", "are", "as", "at", "ate", "be", "because", "been", "before",
    "behind", "being", "below", "beside", "besides", "between", "both", "bragged", "brought",
    "but", "by", "can", "captivated", "carried", "center", "centre", "chair", "claimed", "could",
    "did", "dinner", "do", "does", "drank", "dressed", "drink", "drinking", "drinks", "each",
    "either", "else", "end", "entirely", "even", "ever", "every", "falling", "far", "fell", "few",
    "fifth", "first", "five", "for", "four", "fourth", "from", "guest", "guests", "had", "has",
    "hat", "have", "he", "her", "here", "hers", "herself", "him", "his", "how", "however", "if",
    "in", "into", "is", "it", "its", "jacket", "jaunty", "jumped", "just", "lady", "last", "least",
    "left", "less", "like", "lived", "many", "may", "me", "might", "more", "morning", "most",
    "much", "must", "my", "near", "neighbor", "neighbour", "neither", "never", "next", "no",
    "nobody", "none", "nor", "not", "nothing", "now", "of", "off", "on", "once", "one", "only",
    "onto", "or", "other", "others", "our", "out", "outfit", "over", "own", "party", "poor",
    "prized", "raised", "remember", "right", "row", "said", "same", "sat", "saw", "saying",
    "scoffed", "seat", "seated", "second", "she", "should", "showed", "since", "sipped", "sitting",
    "so", "some", "someone", "something", "spilled", "spilling", "spilt", "still", "stood",
    "story", "such", "table", "than", "that", "the", "their", "them", "then", "there", "these",
    "they", "third", "this", "those", "though", "three", "through", "to", "toast", "told", "too",
    "toward", "towards", "traveler", "traveller", "two", "under", "until", "up", "upon", "us",
    "valuable", "very", "visitor", "was", "we", "were", "what", "when", "where", "whether",
    "which", "while", "who", "whom", "whose", "why", "wild", "will", "with", "without", "woman",
    "women", "wore", "would", "yet", "you", "your", "youth",
];

/// Endings of whole words: a piece before a comma ending so ("spilled,falling",
/// "slowly,she") is a word of its own.
const WORD_ENDINGS: &[&str] = &["ed", "ing", "ly"];

/// The characters that may be noise: the first pass notes where each is, and this pass
/// visits only those.
pub(super) const MARKS: &[u8] = b"*_>\"',";

/// The edits that remove the noise in `cleaned`, whose paragraphs are parted by the spaces at
/// `breaks` and whose characters that may be noise are at `marks`, and a warning for each, in
/// the order of the text.
pub(super) fn find(
    cleaned: &Cleaned,
    breaks: &[usize],
    marks: &[usize],
    items: &[usize],
) -> (Vec<Edit>, Vec<Diagnostic>) {
    let mut scan = Scan {
        cleaned,
        marks,
        next_mark: 0,
        bytes: cleaned.text.as_bytes(),
        paragraph: 0..0,
        edits: Vec::new(),
        warnings: Vec::new(),
        openers: Default::default(),
        open_quotes: [None, None],
        inner_quote: false,
        joints: Vec::new(),
    };
    let mut start = 0;
    for end in breaks.iter().copied().chain([scan.bytes.len()]) {
        scan.paragraph = start..end;
        scan.read_paragraph();
        if end < scan.bytes.len() {
            let item = |at: usize| items.binary_search(&at).is_ok();
            scan.lost_period(end, item(start), item(end + 1));
        }
        start = end + 1;
    }
    scan.finish();
    scan.warnings.sort_by_key(|w| w.span.map(|s| s.start));
    (scan.edits, scan.warnings)
}

struct Scan<'a> {
    cleaned: &'a Cleaned,
    /// Where the characters that may be noise are, and the first of them not read yet.
    marks: &'a [usize],
    next_mark: usize,
    bytes: &'a [u8],
    /// The paragraph being read.
    paragraph: Range<usize>,
    edits: Vec<Edit>,
    warnings: Vec<Diagnostic>,
    /// Emphasis runs that may open, waiting for their closing run, by mark and length: `*`,
    /// `**`, `***`, `_`, `__`, `___`. Emphasis may go on past a paragraph ("_...\n\n..._"),
    /// as people italicise a passage.
    openers: [Vec<Range<usize>>; 6],
    /// The removed opening mark (`"`, `'`) of a quotation not closed yet. A quotation goes on
    /// past the end of a paragraph: in the typographic style, every paragraph of a quoted
    /// passage opens with a quotation mark and only the last one closes.
    open_quotes: [Option<usize>; 2],
    /// A `"` kept inside a sentence (the "Tin") is open: its closing mark is kept too.
    inner_quote: bool,
    /// Commas and apostrophes between lower-case letters, within a word: decided once every
    /// word of the text is known.
    joints: Vec<Joint>,
}

/// A comma or apostrophe inside a word ("jum,ped").
struct Joint {
    word: Range<usize>,
    at: usize,
}

impl Scan<'_> {
    fn text(&self) -> &str {
        &self.cleaned.text
    }

    fn read_paragraph(&mut self) {
        while let Some(&i) = self.marks.get(self.next_mark)
            && i < self.paragraph.end
        {
            self.next_mark += 1;
            let b = self.bytes[i];
            match b {
                b'*' | b'_' | b'>' => {
                    let run_end = self.run_end(i);
                    // The rest of the run is read with its first mark.
                    while self.marks.get(self.next_mark).is_some_and(|&m| m < run_end) {
                        self.next_mark += 1;
                    }
                    if b == b'>' {
                        self.angle(i, run_end);
                    } else {
                        self.emphasis(i, run_end);
                    }
                }
                b'\'' if (2..=3).contains(&(self.run_end(i) - i)) => {
                    let run_end = self.run_end(i);
                    while self.marks.get(self.next_mark).is_some_and(|&m| m < run_end) {
                        self.next_mark += 1;
                    }
                    self.wiki_emphasis(i..run_end);
                }
                b'\'' if !self.is_joint(i) => self.quote(i),
                b'"' => self.quote(i),
                _ => self.joint(i),
            }
        }
    }

    /// The end of the run of the byte at `i`, within the paragraph.
    fn run_end(&self, i: usize) -> usize {
        let b = self.bytes[i];
        let mut end = i + 1;
        while end < self.paragraph.end && self.bytes[end] == b {
            end += 1;
        }
        end
    }

    /// The character before cleaned byte `at`, within the paragraph.
    fn before(&self, at: usize) -> Option<char> {
        (at > self.paragraph.start)
            .then(|| self.text()[self.paragraph.start..at].chars().next_back())
            .flatten()
    }

    /// The character at cleaned byte `at`, within the paragraph.
    fn at(&self, at: usize) -> Option<char> {
        (at < self.paragraph.end)
            .then(|| self.text()[at..self.paragraph.end].chars().next())
            .flatten()
    }

    fn warn(&mut self, range: Range<usize>, message: impl Into<String>) {
        let span = self.cleaned.span(range.start, range.end);
        self.warnings.push(Diagnostic::warning(message).at(span));
    }

    /// A run of `*` or `_` at `start..end`: emphasis when one run opens before a word and a
    /// run of the same marks closes after one, as Markdown has it (but never inside a word:
    /// "snake_case", "W*nslow" stay as they are).
    fn emphasis(&mut self, start: usize, end: usize) {
        let before = self.before(start);
        let after = self.at(end);
        let word = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
        if word(before) && word(after) {
            return;
        }
        let star = self.bytes[start] == b'*';
        if end - start <= 3 {
            let kind = usize::from(star) * 3 + end - start - 1;
            let can_close = before.is_some_and(|c| c != ' ') && !word(after);
            let can_open = after.is_some_and(|c| c != ' ') && !word(before);
            if can_close && let Some(opener) = self.openers[kind].pop() {
                let mark = self.text()[start..end].to_string();
                self.edits.push(Edit::Remove(opener.clone()));
                self.edits.push(Edit::Remove(start..end));
                self.warn(opener, format!("ignored Markdown emphasis \"{mark}\""));
                return;
            }
            if can_open {
                self.openers[kind].push(start..end);
                return;
            }
        }
        // An underscore that is not emphasis may be a blank to fill in: the grammar says it
        // cannot read it. An asterisk is a footnote mark or a bullet, never a word.
        if star {
            self.stray(start..end);
        }
    }

    /// Two or three apostrophes at `run`: MediaWiki's italics or bold ("''Where does everyone
    /// live?''"), which no English word has.
    fn wiki_emphasis(&mut self, run: Range<usize>) {
        let mark = self.text()[run.clone()].to_string();
        self.edits.push(Edit::Remove(run.clone()));
        self.warn(run, format!("ignored MediaWiki emphasis \"{mark}\""));
    }

    /// A run of `>` at `start..end`: stray when it stands between spaces, left over from
    /// Markdown quoting of lines that were then joined.
    fn angle(&mut self, start: usize, end: usize) {
        let spaced = |c: Option<char>| c.is_none_or(|c| c == ' ');
        if spaced(self.before(start)) && spaced(self.at(end)) {
            self.stray(start..end);
        }
    }

    /// Remove a stray mark with the space on one side of it, so that one space stays.
    fn stray(&mut self, mark: Range<usize>) {
        let spaced_before = mark.start == 0 || self.bytes[mark.start - 1] == b' ';
        let spaced_after = mark.end == self.bytes.len() || self.bytes[mark.end] == b' ';
        let mut range = mark.clone();
        if spaced_before && spaced_after {
            if mark.start > 0 {
                range.start -= 1;
            } else if mark.end < self.bytes.len() {
                range.end += 1;
            }
        }
        let text = format!("ignored a stray \"{}\"", &self.text()[mark.clone()]);
        self.edits.push(Edit::Remove(range));
        self.warn(mark, text);
    }

    /// Whether the sentence starts at cleaned byte `at`: at the start of a paragraph, or after
    /// a space after `.`, `!` or `?` (closing marks may come between, emphasis marks before).
    fn starts_sentence(&self, at: usize) -> bool {
        let start = self.paragraph.start;
        let mut k = at;
        while k > start && matches!(self.bytes[k - 1], b'*' | b'_') {
            k -= 1;
        }
        if k == start {
            return true;
        }
        if self.bytes[k - 1] != b' ' {
            return false;
        }
        k -= 1;
        while k > start && matches!(self.bytes[k - 1], b'*' | b'_' | b'"' | b'\'' | b')') {
            k -= 1;
        }
        k > start && matches!(self.bytes[k - 1], b'.' | b'!' | b'?')
    }

    /// Whether a closing quotation mark at cleaned byte `at` ends a sentence: after `.`, `!`
    /// or `?`, or (a `"`) after the last word of the paragraph; and before a space or the end
    /// of the paragraph (emphasis marks may come between).
    fn ends_sentence(&self, at: usize) -> bool {
        let mut k = at + 1;
        while k < self.paragraph.end && matches!(self.bytes[k], b'*' | b'_') {
            k += 1;
        }
        let last = k == self.paragraph.end;
        if !last && self.bytes[k] != b' ' {
            return false;
        }
        let mut k = at;
        while k > self.paragraph.start && matches!(self.bytes[k - 1], b'*' | b'_') {
            k -= 1;
        }
        let Some(before) = self.before(k) else {
            return false;
        };
        matches!(before, '.' | '!' | '?') || (self.bytes[at] == b'"' && last && before != ' ')
    }

    /// A quotation mark at cleaned byte `at`. One that opens a sentence or paragraph goes, and
    /// so does the one that closes it at the end of a sentence or paragraph. Quotation marks
    /// inside a sentence stay. An apostrophe is taken for a quotation mark only before a
    /// capital letter, and for a closing one only after `.`, `!` or `?`.
    fn quote(&mut self, at: usize) {
        let double = self.bytes[at] == b'"';
        let slot = usize::from(!double);
        let next = self.at(at + 1);
        let opens = self.starts_sentence(at)
            && if double {
                next.is_some_and(|c| c != ' ' && c != '"')
            } else {
                next.is_some_and(char::is_uppercase)
            };
        if opens {
            if let Some(unclosed) = self.open_quotes[slot].replace(at) {
                self.warn(unclosed..unclosed + 1, "ignored an opening quotation mark");
            }
            self.edits.push(Edit::Remove(at..at + 1));
            self.inner_quote = false;
            return;
        }
        let inner = double && self.inner_quote;
        if !inner
            && self.open_quotes[slot].is_some()
            && self.ends_sentence(at)
            && let Some(opener) = self.open_quotes[slot].take()
        {
            self.edits.push(Edit::Remove(at..at + 1));
            self.warn(opener..opener + 1, "ignored quotation marks");
            return;
        }
        if double {
            self.inner_quote = !inner && self.before(at).is_none_or(|c| c == ' ');
        }
    }

    /// Whether the apostrophe at cleaned byte `at` stands between lower-case letters.
    fn is_joint(&self, at: usize) -> bool {
        at > 0
            && self.bytes[at - 1].is_ascii_lowercase()
            && self.bytes.get(at + 1).is_some_and(u8::is_ascii_lowercase)
    }

    /// A comma or apostrophe at cleaned byte `at`: a slip to note when it stands inside one
    /// lower-case word ("jum,ped"), with no space on either side and two letters or more each
    /// side, and neither piece is a word of its own. Not in a run of them ("red,blue,green" is
    /// a list), not next to a capital ("Dunwall,Karnaca"), not in a contraction ("they're"),
    /// not when a piece is a common word or the one before ends like a whole word ("in the
    /// morning,there", "spilled,falling": a space was lost, not a letter). Whether the riddle
    /// uses a piece as a word elsewhere is known only once the whole text is read.
    fn joint(&mut self, at: usize) {
        if !self.is_joint(at) {
            return;
        }
        let b = self.bytes;
        let mut start = at;
        while start > 0 && b[start - 1].is_ascii_lowercase() {
            start -= 1;
        }
        let mut end = at + 1;
        while end < b.len() && b[end].is_ascii_lowercase() {
            end += 1;
        }
        let word_byte = |b: u8| b.is_ascii_alphanumeric() || b >= 0x80;
        let joiner = |b: u8| matches!(b, b',' | b'\'' | b'-' | b'.');
        let glued_before = start > 0
            && (word_byte(b[start - 1])
                || (joiner(b[start - 1]) && start > 1 && word_byte(b[start - 2])));
        let glued_after = end < b.len()
            && (word_byte(b[end])
                || (joiner(b[end]) && b.get(end + 1).is_some_and(|&n| word_byte(n))));
        if glued_before || glued_after || at - start < 2 || end - at - 1 < 2 {
            return;
        }
        let text = &self.cleaned.text;
        let (left, right) = (&text[start..at], &text[at + 1..end]);
        if b[at] == b'\''
            && (CONTRACTION_ENDS.contains(&right) || APOSTROPHE_WORDS.contains(&&text[start..end]))
        {
            return;
        }
        let common = |piece: &str| COMMON_WORDS.binary_search(&piece).is_ok();
        if common(left) || common(right) || WORD_ENDINGS.iter().any(|e| left.ends_with(e)) {
            return;
        }
        self.joints.push(Joint {
            word: start..end,
            at,
        });
    }

    /// Join the words of `joints` whose pieces the text never uses as words of their own: a
    /// piece that is a word elsewhere ("wine" in "wine,beer") says the mark parts two words.
    fn join_words(&mut self) {
        if self.joints.is_empty() {
            return;
        }
        let text = &self.cleaned.text;
        let mut pieces: HashMap<Folded, bool> = HashMap::new();
        for joint in &self.joints {
            pieces.insert(Folded(&text[joint.word.start..joint.at]), false);
            pieces.insert(Folded(&text[joint.at + 1..joint.word.end]), false);
        }
        let marks: Vec<usize> = self.joints.iter().map(|j| j.at).collect();
        let touches_mark = |at: usize| marks.binary_search(&at).is_ok();
        let word_byte = |b: u8| b.is_ascii_alphanumeric() || b >= 0x80;
        let b = self.bytes;
        let mut k = 0;
        while k < b.len() {
            if !word_byte(b[k]) {
                k += 1;
                continue;
            }
            let start = k;
            while k < b.len() && word_byte(b[k]) {
                k += 1;
            }
            if (start > 0 && touches_mark(start - 1)) || touches_mark(k) {
                continue;
            }
            if let Some(known) = pieces.get_mut(&Folded(&text[start..k])) {
                *known = true;
            }
        }
        for joint in std::mem::take(&mut self.joints) {
            let left = Folded(&text[joint.word.start..joint.at]);
            let right = Folded(&text[joint.at + 1..joint.word.end]);
            if pieces[&left] || pieces[&right] {
                continue;
            }
            let word = &text[joint.word.clone()];
            let joined = format!("{}{}", left.0, right.0);
            let message = format!("read \"{word}\" as \"{joined}\"");
            self.edits.push(Edit::Remove(joint.at..joint.at + 1));
            self.warn(joint.word, message);
        }
    }

    /// The paragraph break at cleaned byte `at`, after an item of a list if `item` (whose
    /// period goes in without a warning): a period was lost there when the paragraph
    /// ends in a word that can end a sentence (closing marks may follow it) and the next one
    /// starts with a capital letter (opening marks may come first).
    fn lost_period(&mut self, at: usize, item: bool, next_item: bool) {
        let text = &self.cleaned.text;
        // Within the paragraph first: the look past opening marks below may cross paragraphs
        // of marks alone, and only a paragraph ending in a word gets that far.
        let before = text[self.paragraph.start..at].trim_end_matches(['*', '_', '"', '\'']);
        if !before
            .chars()
            .next_back()
            .is_some_and(char::is_alphanumeric)
        {
            return;
        }
        let word = before
            .rsplit(|c: char| !c.is_alphanumeric())
            .next()
            .unwrap_or("");
        if CONTINUES.iter().any(|w| w.eq_ignore_ascii_case(word)) {
            return;
        }
        let next = text[at + 1..]
            .trim_start_matches(['*', '_', '"', '\'', '>', ' '])
            .chars()
            .next();
        // One who writes in lower case starts her paragraphs so too ("5 ppl at dinner: lady
        // winslow, ..." above "baroness finch sat ..."): the blank line is her period.
        let in_lower_case = before
            .chars()
            .find(|c| c.is_alphabetic())
            .is_some_and(char::is_lowercase);
        // One list item after another ("- Sam is at the far left" above "- the cider person
        // ..."): no sentence runs on from one bullet into the next.
        if !next.is_some_and(|c| {
            c.is_uppercase() || (in_lower_case && c.is_lowercase()) || (item && next_item)
        }) {
            return;
        }
        let end = self.paragraph.start + before.len();
        self.edits.push(Edit::Period(end));
        if item {
            return;
        }
        let point = self.cleaned.end_of(end - 1);
        self.warnings.push(
            Diagnostic::warning("a sentence seems to end here without a period")
                .at(Span::new(point, point)),
        );
    }

    /// At the end of the text: asterisks that never closed are stray; quotation marks that
    /// never closed are noted; the words with a comma in them are decided.
    fn finish(&mut self) {
        for kind in 3..6 {
            for opener in std::mem::take(&mut self.openers[kind]) {
                self.stray(opener);
            }
        }
        for slot in 0..2 {
            if let Some(unclosed) = self.open_quotes[slot].take() {
                self.warn(unclosed..unclosed + 1, "ignored an opening quotation mark");
            }
        }
        self.join_words();
    }
}

/// A word compared and hashed ignoring ASCII case, without a lower-cased copy.
#[derive(Clone, Copy)]
struct Folded<'a>(&'a str);

impl PartialEq for Folded<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.0.eq_ignore_ascii_case(other.0)
    }
}

impl Eq for Folded<'_> {}

impl Hash for Folded<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        for b in self.0.bytes() {
            state.write_u8(b.to_ascii_lowercase());
        }
        state.write_u8(0xff);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn common_words_are_lower_case_in_order_for_their_search() {
        assert!(COMMON_WORDS.windows(2).all(|w| w[0] < w[1]));
        assert!(
            COMMON_WORDS
                .iter()
                .all(|w| w.bytes().all(|b| b.is_ascii_lowercase()))
        );
    }
}
