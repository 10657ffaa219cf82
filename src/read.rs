//! Reading a riddle: from the user's bytes to a `Riddle` whose clues are ready to solve, or
//! every problem found on the way. Limits are checked before the work they protect starts: the
//! input's size before it is read further; the number of sentences, and of words in each,
//! before parsing (and the sentences again once parsed); the number of guests, and of different
//! words in each category, before the vocabulary is learned; the number of clues before
//! anything is solved. Each is refused with a message naming the limit. The largest riddle of
//! the corpus has 23 sentences, 287 words and 16 clues.

use std::io::{BufRead, BufReader, Read};
use std::path::Path;

use crate::clue::{ClueKind, Guest, Reach, Seat};
use crate::diagnostic::Diagnostic;
use crate::grammar::discourse::Aliases;
use crate::grammar::syntax::{Clause, Group, Predicate, PredicateKind};
use crate::grammar::{self, ListedAs, Parsed, Sentence, Teaching, Term};
use crate::riddle::{Choice, Claim, Question, Riddle};
use crate::source::{Source, Span};
use crate::text::{Cleaned, split_sentences};
use crate::vocabulary::learn::Occurrence;
use crate::vocabulary::{Category, Vocabulary, learn};

/// Larger input is refused: no riddle in this style comes near it.
pub const MAX_INPUT_BYTES: usize = 256 * 1024;
/// More guests than this are refused: the 0/1 program grows as guests squared.
pub const MAX_GUESTS: usize = 12;
/// More sentences than this are refused, counted in the whole input before parsing (text
/// around the riddle included) and again once parsed (sentences found without their period
/// included): every sentence is parsed, perhaps many times over to correct slips.
pub const MAX_SENTENCES: usize = 500;
/// A sentence of more words than this is refused before parsing: a riddle's sentences have a
/// few dozen words (a whole riddle a few hundred), and a run of clauses with no period between
/// them costs the grammar time that grows as the square of its length.
pub const MAX_SENTENCE_WORDS: usize = 1_000;
/// More clues than this are refused before solving: `check` solves once per clue, and the 0/1
/// program of 12 guests takes seconds with a few hundred of them; BBEH's puzzles of 8 people
/// and 20 categories state up to about 250.
pub const MAX_CLUES: usize = 400;
/// More different words than this in one category (colors, drinks, cities, heirlooms or pets) are
/// refused before the vocabulary is learned: merging misspellings compares every pair of words,
/// once per merge. Room for every value of 12 guests misspelt three ways.
pub const MAX_VALUES: usize = 4 * MAX_GUESTS;
/// A phrase file teaching more phrases than this is refused before any is taught: each taught
/// row is tried before the table's wherever a row of its place may stand, so a file of
/// thousands would slow every riddle read with it. A riddle's own turns of phrase are a handful.
pub const MAX_PHRASES: usize = 100;
/// At most this many errors are reported for one riddle, then one line saying how many more.
/// Each is shown with its source line, so thousands of them would take long to print.
pub const MAX_ERRORS: usize = 20;
/// At most this many warnings are reported for one riddle, then one line saying how many more.
pub const MAX_WARNINGS: usize = 20;

/// Text from raw bytes, refusing what is not a riddle's text at all.
pub fn source_from_bytes(name: &str, bytes: Vec<u8>) -> Result<Source, Diagnostic> {
    if bytes.len() > MAX_INPUT_BYTES {
        return Err(too_large(Some(bytes.len() as u64)));
    }
    Ok(Source::new(name, text_from_bytes(bytes, 0)?))
}

/// The bytes as text, refusing binary and non-UTF-8 input; `offset` is where they start in their
/// input, so that the offset a message names counts from the input's start.
fn text_from_bytes(bytes: Vec<u8>, offset: usize) -> Result<String, Diagnostic> {
    if let Some(at) = bytes.iter().position(|b| *b == 0) {
        return Err(Diagnostic::error(format!(
            "input is binary, not text (a NUL byte at offset {})",
            offset + at
        )));
    }
    String::from_utf8(bytes).map_err(|e| {
        Diagnostic::error(format!(
            "input is not UTF-8 text (invalid byte at offset {})",
            offset + e.utf8_error().valid_up_to()
        ))
    })
}

pub fn display_name(path: &Path) -> String {
    if path.as_os_str() == "-" {
        "<stdin>".to_string()
    } else {
        path.display().to_string()
    }
}

/// The text of a file, or of standard input for `-`, taken whole (a word list). At most
/// [`MAX_INPUT_BYTES`] and one byte are read: more is refused without reading the rest.
pub fn load(path: &Path) -> Result<Source, Diagnostic> {
    let mut bytes = Vec::new();
    // The whole size, when known without reading it all (a regular file).
    let mut size = None;
    let name = if path.as_os_str() == "-" {
        std::io::stdin()
            .lock()
            .take(MAX_INPUT_BYTES as u64 + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| Diagnostic::error(format!("cannot read standard input: {e}")))?;
        "<stdin>".to_string()
    } else {
        let name = path.display().to_string();
        let file = std::fs::File::open(path)
            .map_err(|e| Diagnostic::error(format!("cannot read {name}: {}", io_reason(&e))))?;
        size = file
            .metadata()
            .ok()
            .filter(|m| m.is_file())
            .map(|m| m.len());
        file.take(MAX_INPUT_BYTES as u64 + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| Diagnostic::error(format!("cannot read {name}: {}", io_reason(&e))))?;
        name
    };
    if bytes.len() > MAX_INPUT_BYTES {
        return Err(too_large(size));
    }
    source_from_bytes(&name, bytes)
}

/// One riddle of an input, or why it could not be taken from it (with a `Source` naming it and
/// no text).
pub type Loaded = Result<Source, (Source, Diagnostic)>;

/// The riddles of a file, or of standard input for `-`: one, or several separated by lines
/// `---` (as `riddle generate` prints them), read one at a time so that a stream of any length
/// is read in bounded memory. Each riddle is held to [`MAX_INPUT_BYTES`]; one over it ends the
/// input, since the next separator cannot be found without reading on. Riddles of a stream are
/// numbered (`<stdin>#2`) and keep their lines' numbers in the whole input; a lone riddle is named
/// as before, and text that is only whitespace between separators is no riddle.
pub struct Riddles {
    name: String,
    /// `None` once the input is used up, or could not be read further.
    reader: Option<Box<dyn BufRead + Send>>,
    /// A regular file's size, known without reading it, for the message refusing a first
    /// riddle over the limit.
    size: Option<u64>,
    /// Lines (counted at their `\n`) and bytes of the input consumed.
    lines: usize,
    offset: usize,
    /// Riddles taken from the input, and riddles given out.
    taken: usize,
    given: usize,
    /// The riddle after the one given out last, read ahead to know whether the input holds
    /// more than one.
    ahead: Option<Result<Part, Diagnostic>>,
    several: bool,
}

/// One riddle's bytes, and where they start in the input.
struct Part {
    bytes: Vec<u8>,
    lines_before: usize,
    offset: usize,
}

/// A line that separates two riddles: `---` alone (spaces and a carriage return allowed).
fn is_separator(line: &[u8]) -> bool {
    line.trim_ascii() == b"---"
}

/// Room for a separator line after a riddle of exactly [`MAX_INPUT_BYTES`].
const SEPARATOR_ROOM: usize = 64;

pub fn riddles(path: &Path) -> Riddles {
    let mut riddles = Riddles::named(display_name(path));
    if path.as_os_str() == "-" {
        // `Stdin` rather than its lock, which cannot move to another thread (`check` reads on
        // its worker threads).
        riddles.reader = Some(Box::new(BufReader::new(std::io::stdin())));
        return riddles;
    }
    match std::fs::File::open(path) {
        Ok(file) => {
            riddles.size = file
                .metadata()
                .ok()
                .filter(|m| m.is_file())
                .map(|m| m.len());
            riddles.reader = Some(Box::new(BufReader::new(file)));
        }
        Err(e) => riddles.ahead = Some(Err(riddles.cannot_read(&e))),
    }
    riddles
}

/// The riddles of bytes already in memory, named as standard input is: `riddle serve` answers a
/// request's body as the commands answer it piped in.
pub fn riddles_in(bytes: Vec<u8>) -> Riddles {
    let mut riddles = Riddles::named("<stdin>".to_string());
    riddles.reader = Some(Box::new(std::io::Cursor::new(bytes)));
    riddles
}

impl Riddles {
    fn named(name: String) -> Riddles {
        Riddles {
            name,
            reader: None,
            size: None,
            lines: 0,
            offset: 0,
            taken: 0,
            given: 0,
            ahead: None,
            several: false,
        }
    }

    fn cannot_read(&self, e: &std::io::Error) -> Diagnostic {
        if self.name == "<stdin>" {
            Diagnostic::error(format!("cannot read standard input: {e}"))
        } else {
            Diagnostic::error(format!("cannot read {}: {}", self.name, io_reason(e)))
        }
    }

    /// The next riddle's bytes: up to the next separator or the end of the input. `None` at
    /// the end, unless nothing was taken yet: then even an empty input is one (empty) riddle.
    fn take_part(&mut self) -> Option<Result<Part, Diagnostic>> {
        // Put back only when the input goes on after this riddle.
        let mut reader = self.reader.take()?;
        let blank = |bytes: &[u8]| std::str::from_utf8(bytes).is_ok_and(|t| t.trim().is_empty());
        let mut part = Part {
            bytes: Vec::new(),
            lines_before: self.lines,
            offset: self.offset,
        };
        loop {
            let mut line = Vec::new();
            let room = MAX_INPUT_BYTES + 1 + SEPARATOR_ROOM - part.bytes.len().min(MAX_INPUT_BYTES);
            let n = match reader
                .by_ref()
                .take(room as u64)
                .read_until(b'\n', &mut line)
            {
                Ok(n) => n,
                Err(e) => return Some(Err(self.cannot_read(&e))),
            };
            if n == 0 {
                if self.taken > 0 && blank(&part.bytes) {
                    return None;
                }
                self.taken += 1;
                return Some(Ok(part));
            }
            self.offset += n;
            if line.ends_with(b"\n") {
                self.lines += 1;
            }
            if is_separator(&line) {
                if blank(&part.bytes) {
                    part.bytes.clear();
                    part.lines_before = self.lines;
                    part.offset = self.offset;
                    continue;
                }
                self.reader = Some(reader);
                self.taken += 1;
                return Some(Ok(part));
            }
            part.bytes.extend_from_slice(&line);
            if part.bytes.len() > MAX_INPUT_BYTES {
                if self.taken == 0 {
                    return Some(Err(too_large(self.size)));
                }
                return Some(Err(too_large(None).help(format!(
                    "each riddle of a stream is held to the limit; the rest of {} was not read",
                    self.name
                ))));
            }
        }
    }
}

impl Iterator for Riddles {
    type Item = Loaded;

    fn next(&mut self) -> Option<Loaded> {
        let current = match self.ahead.take() {
            Some(current) => current,
            None => self.take_part()?,
        };
        if self.given == 0 {
            self.ahead = self.take_part();
            self.several = self.ahead.is_some();
        }
        self.given += 1;
        let source = |text: String, lines_before: usize| Source {
            name: self.name.clone(),
            text,
            part: self.several.then_some(self.given),
            lines_before,
        };
        Some(match current {
            Ok(part) => match text_from_bytes(part.bytes, part.offset) {
                Ok(text) => Ok(source(text, part.lines_before)),
                Err(error) => Err((source(String::new(), part.lines_before), error)),
            },
            Err(error) => Err((source(String::new(), self.lines), error)),
        })
    }
}

/// The warning of a riddle read with phrases taught: it reads only with them.
fn taught_note(teaching: &Teaching) -> Diagnostic {
    let phrases = match teaching.len() {
        1 => "the phrase".to_string(),
        n => format!("the {n} phrases"),
    };
    let from = match teaching.origin() {
        Some(origin) => format!(" in {origin}"),
        None => String::new(),
    };
    let said: Vec<String> = (teaching.phrases().iter())
        .map(|t| format!("\"{}\" as \"{}\"", t.said, t.known))
        .collect();
    Diagnostic::warning(format!("read with {phrases} taught{from}"))
        .help(format!("taught: {}", said.join(", ")))
}

/// Input over [`MAX_INPUT_BYTES`], of `size` bytes when that is known.
fn too_large(size: Option<u64>) -> Diagnostic {
    let size = match size {
        Some(size) if size > MAX_INPUT_BYTES as u64 => format!("{size} bytes"),
        // A pipe or a device: only the limit and one byte were read.
        _ => format!("more than {MAX_INPUT_BYTES} bytes"),
    };
    Diagnostic::error(format!(
        "input is {size}; the limit is {MAX_INPUT_BYTES} bytes ({} KiB)",
        MAX_INPUT_BYTES / 1024
    ))
}

fn io_reason(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "no such file".into(),
        std::io::ErrorKind::PermissionDenied => "permission denied".into(),
        std::io::ErrorKind::IsADirectory => "it is a directory".into(),
        _ => e.to_string(),
    }
}

/// How the reader may read a riddle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReadOptions {
    /// Refuse every guess (a sentence read by its likely meaning, see `grammar/guess.rs`)
    /// instead of reading it with a warning.
    pub strict: bool,
}

pub fn read(source: &Source) -> Result<Riddle, Vec<Diagnostic>> {
    read_with(source, ReadOptions::default())
}

pub fn read_with(source: &Source, options: ReadOptions) -> Result<Riddle, Vec<Diagnostic>> {
    read_with_phrases(source, options, &Teaching::default())
}

/// `read_with`, the phrases of `teaching` read as the phrases of the reader's they mean the
/// same as (a phrase file: `riddle.toml` beside the riddle, or `--phrases`). They are taught
/// for this reading only; a riddle read with any says so in a warning naming where they came
/// from, since it reads only with them.
pub fn read_with_phrases(
    source: &Source,
    options: ReadOptions,
    teaching: &Teaching,
) -> Result<Riddle, Vec<Diagnostic>> {
    if source.text.trim().is_empty() {
        return Err(vec![Diagnostic::error("input is empty")]);
    }
    let (cleaned, corrections) = Cleaned::with_corrections(&source.text);
    let sentences = split_sentences(&cleaned.text);
    if sentences.len() > MAX_SENTENCES {
        return Err(vec![too_many_sentences(&format!(
            "{} sentences",
            sentences.len()
        ))]);
    }
    for range in &sentences {
        let text = &cleaned.text[range.clone()];
        // Cleaned text has one space between words.
        // Counted as the bytes that start a run between spaces, with no search for each.
        let bytes = text.as_bytes();
        let words = (0..bytes.len())
            .filter(|&k| bytes[k] != b' ' && (k == 0 || bytes[k - 1] == b' '))
            .count();
        if words > MAX_SENTENCE_WORDS {
            let first = text.find(' ').unwrap_or(text.len());
            return Err(vec![
                Diagnostic::error(format!(
                    "a sentence has {words} words; the limit is {MAX_SENTENCE_WORDS} words in one \
                     sentence"
                ))
                .at(cleaned.span(range.start, range.start + first))
                .label("this sentence")
                .help("is a period missing between sentences?"),
            ]);
        }
    }
    let document = match grammar::parse_with(&cleaned, &sentences, teaching) {
        Ok(document) => document,
        // Every sentence not understood is one error: this many means too many sentences.
        Err(errors) if errors.len() > MAX_SENTENCES => {
            return Err(vec![too_many_sentences(&format!(
                "more than {MAX_SENTENCES} sentences ({} of them not understood)",
                errors.len()
            ))]);
        }
        Err(errors) => return Err(capped_errors(errors)),
    };
    if document.sentences.len() > MAX_SENTENCES {
        return Err(vec![too_many_sentences(&format!(
            "{} sentences",
            document.sentences.len()
        ))]);
    }
    // Under --strict the text read must be the text written: no guess, and no correction
    // that changed a letter.
    let corrected = corrections
        .iter()
        .chain(&document.warnings)
        .filter(|w| w.corrects);
    if options.strict && (!document.guesses.is_empty() || corrected.clone().next().is_some()) {
        return Err(capped_errors(
            corrected
                .cloned()
                .chain(document.guesses)
                .map(|g| Diagnostic {
                    severity: crate::diagnostic::Severity::Error,
                    message: format!("{} (refused: --strict)", g.message),
                    ..g
                })
                .collect(),
        ));
    }
    if let Some(error) = listed_twice(&document.sentences) {
        return Err(vec![error]);
    }
    let guesses = document.guesses.len();
    let mut warnings = corrections;
    if !teaching.is_empty() {
        warnings.push(taught_note(teaching));
    }
    warnings.extend(document.warnings);
    warnings.extend(document.guesses);

    let mut lists = document.sentences.iter().filter_map(|s| match &s.syntax {
        Sentence::GuestList(names, _) => Some((s, names)),
        _ => None,
    });
    // "There are five houses.": a riddle of the zebra family may name no one.
    let places = document.sentences.iter().find_map(|s| match s.syntax {
        Sentence::Places(n, _) => Some((s, usize::from(n))),
        _ => None,
    });
    let no_names: Vec<Term> = Vec::new();
    // Parsing starts at a guest list, but that sentence can still be taken for the closing
    // question ("At the party were Lady Aster and Lady Bell?"): then there is no guest list.
    let Some((list_sentence, names)) = lists
        .next()
        .or(places.map(|(sentence, _)| (sentence, &no_names)))
    else {
        let question = document
            .sentences
            .first()
            .filter(|s| matches!(s.syntax, Sentence::Question(..)));
        let mut error = Diagnostic::error("no riddle found: no guest list");
        if let Some(question) = question {
            error = Diagnostic::error(
                "no riddle found: the guest list ends with a question mark, so it reads as the \
                 closing question",
            )
            .at(question.whole());
        }
        return Err(vec![error.help(
            "a riddle starts by naming its guests, such as \
             \"At the dinner party were Lady Winslow, Doctor Marcolla, and Countess Contee.\"",
        )]);
    };
    if let Some((again, _)) = lists.next() {
        return Err(vec![
            Diagnostic::error("a second guest list")
                .at(again.whole())
                .help("a riddle names its guests once"),
        ]);
    }
    if let Some((sentence, n)) = places
        && !names.is_empty()
        && n != names.len()
        && !(n > names.len() && open_names(list_sentence))
    {
        return Err(vec![
            Diagnostic::error(format!(
                "{n} places for {} guests named; a riddle has one place per guest",
                names.len()
            ))
            .at(sentence.whole()),
        ]);
    }
    let guests = places.map_or(names.len(), |(_, n)| n);
    if !(2..=MAX_GUESTS).contains(&guests) {
        return Err(vec![
            Diagnostic::error(format!(
                "{guests} guest{} named; a riddle has 2 to {MAX_GUESTS} guests",
                if guests == 1 { " is" } else { "s are" }
            ))
            .at(list_sentence.whole()),
        ]);
    }
    let names: Vec<(String, Span)> = names
        .iter()
        .map(|n| (n.text.clone(), list_sentence.span(&n.at)))
        .collect();
    let mut occurrences = Vec::new();
    for sentence in &document.sentences {
        occurrences.extend(sentence.syntax.terms().into_iter().map(|(category, term)| {
            Occurrence {
                category,
                term,
                span: sentence.span(&term.at),
            }
        }));
    }
    if let Some(error) = too_many_values(&occurrences) {
        return Err(vec![error]);
    }
    let learned = learn(&names, &document.declared, &occurrences, guests).map_err(capped_errors)?;
    let mut vocabulary = learned.vocabulary;
    warnings.extend(learned.warnings);
    // Things in a row ("five birds: a quail, ..."): their row is headed by their noun.
    let things = document.sentences.iter().find_map(|s| match &s.syntax {
        Sentence::GuestList(_, ListedAs { things, .. }) => things.clone(),
        _ => None,
    });
    if let Some(noun) = &things {
        vocabulary.call_names(noun);
    }
    let aliases = learned.aliases;
    let meaning =
        grammar::interpret(&document.sentences, &vocabulary, &aliases).map_err(capped_errors)?;
    if meaning.clues.len() > MAX_CLUES {
        return Err(vec![
            Diagnostic::error(format!(
                "the riddle has {} clues; the limit is {MAX_CLUES} clues",
                meaning.clues.len()
            ))
            .help("no riddle in this style needs so many; is this one riddle?"),
        ]);
    }
    // A riddle none of whose sentences came to a fact, when some were left out or there is
    // nothing to seat, has no answer to give: a verdict then is one on text never read ("unique"
    // with an empty grid). A riddle whose every sentence was read, and states nothing, has many
    // seatings, and says so.
    let left_out = warnings
        .iter()
        .any(|w| w.message.starts_with("ignored") || w.message.starts_with("read this"));
    let nothing_to_seat = vocabulary.all().all(|c| vocabulary.values(c).is_empty());
    if meaning
        .clues
        .iter()
        .all(|c| matches!(c.kind, ClueKind::Declare { .. }))
        && (left_out || nothing_to_seat)
    {
        let mut error = Diagnostic::error(
            "no clue was read: nothing in the riddle says who sits where, so there is no verdict",
        )
        .at(list_sentence.whole());
        if !warnings.is_empty() {
            error = error.help("the warnings above name the sentences that were left out");
        }
        // What was left out is why: those warnings come with the error.
        let mut out: Vec<Diagnostic> = warnings
            .into_iter()
            .filter(|w| w.message.starts_with("ignored") || w.message.starts_with("read this"))
            .collect();
        out.push(error);
        return Err(capped_errors(out));
    }
    warnings.extend(meaning.warnings);
    warnings.extend(lone_heirlooms(&meaning.clues, &vocabulary, &occurrences));
    warnings.extend(unused_lists(&meaning.clues, &vocabulary));
    let errors: Vec<Diagnostic> = meaning
        .clues
        .iter()
        .filter_map(|clue| {
            let seat = seats_in(&clue.kind)
                .into_iter()
                .find(|seat| !seat.exists(guests))?;
            Some(
                Diagnostic::error(format!("there is no such seat with {guests} guests"))
                    .at(clue.span)
                    .help(if seat == Seat::Center {
                        "an even row has no center seat"
                    } else {
                        "count the seats again"
                    }),
            )
        })
        .collect();
    if !errors.is_empty() {
        return Err(capped_errors(errors));
    }
    let mut clues = meaning.clues;
    // Puzzles about things in a fixed order ("The robin is to the left of the raven") use
    // "left of" in its everyday sense, anywhere to that side; only the game's riddles mean the
    // very next seat.
    if things.is_some() {
        for clue in &mut clues {
            clue.kind.read_left_of_as(Reach::Somewhere);
        }
    }
    debug_assert!(
        clues
            .iter()
            .all(|c| mentions_valid(&c.kind, &vocabulary, meaning.anonymous))
    );
    let place = document
        .sentences
        .iter()
        .find_map(|s| match s.syntax {
            Sentence::Places(_, place) => Some(place),
            Sentence::GuestList(
                _,
                ListedAs {
                    place: Some(place), ..
                },
            ) => Some(place),
            _ => None,
        })
        .unwrap_or("seat");
    let everyday = things.is_some();
    // A question about a thing no clue names ("Determine who owned the ivory fan", where the
    // heirlooms named are four others): which guest it is cannot be read off the seating, and
    // answering the rest as if it were not asked would hide that.
    let unknown: Vec<Diagnostic> = (document.sentences.iter())
        .filter_map(|s| match &s.syntax {
            Sentence::Question(named, _, _) if !named.is_empty() => {
                let known_one = named.iter().any(|(category, term)| {
                    aliases.contains_key(&(*category, term.text.to_lowercase()))
                });
                let (_, term) = named.first()?;
                (!known_one).then(|| {
                    Diagnostic::error(format!(
                        "the question asks about \"{}\", which no clue names",
                        term.text
                    ))
                    .at(s.text.span(term.at.start, term.at.end))
                    .help("name it in a clue, or list it with the others of its kind")
                })
            }
            _ => None,
        })
        .collect();
    if !unknown.is_empty() {
        return Err(capped_errors(unknown));
    }
    let questions = document
        .sentences
        .iter()
        .filter_map(|s| match &s.syntax {
            Sentence::Question(named, asked, wants) => {
                let asks: Vec<(Category, u8)> = named
                    .iter()
                    .filter_map(|(category, term)| {
                        let key = (*category, term.text.to_lowercase());
                        aliases.get(&key).map(|value| (*category, *value))
                    })
                    .collect();
                let of_place = match asked {
                    Some(clause) if asks.is_empty() => {
                        said_of_each_place(s, clause, guests, &vocabulary, &aliases, everyday)
                    }
                    _ => Vec::new(),
                };
                (!asks.is_empty() || !of_place.is_empty()).then(|| Question {
                    text: s.text.text.trim().to_string(),
                    asks_place: grammar::asks_where(&s.text.text),
                    asks,
                    of_place,
                    wants: *wants,
                })
            }
            _ => None,
        })
        .collect();
    let choices = document
        .sentences
        .iter()
        .filter_map(|s| match &s.syntax {
            Sentence::Choice(label, clauses) => {
                // Read as the clauses it would be, were it stated.
                let stated = Parsed {
                    text: s.text.clone(),
                    syntax: Sentence::Clauses(clauses.clone()),
                };
                Some(Choice {
                    label: label.clone(),
                    text: s.text.text.trim().to_string(),
                    claim: claim(stated, &vocabulary, &aliases, everyday)?,
                })
            }
            _ => None,
        })
        .collect();
    // Spellings merged and names corrected are known only now.
    if options.strict && warnings.iter().any(|w| w.corrects) {
        return Err(capped_errors(
            warnings
                .into_iter()
                .filter(|w| w.corrects)
                .map(|w| Diagnostic {
                    severity: crate::diagnostic::Severity::Error,
                    message: format!("{} (refused: --strict)", w.message),
                    ..w
                })
                .collect(),
        ));
    }
    Ok(Riddle {
        guests,
        vocabulary,
        clues,
        anonymous: meaning.anonymous,
        warnings: capped_warnings(warnings),
        guesses,
        place,
        questions,
        choices,
        senses: meaning.senses,
        settled: meaning.settled,
    })
}

/// The clues of a sentence the riddle does not state but asks about (a choice, or a question
/// said of one place); none when it does not come to clues.
fn claim(
    sentence: Parsed,
    vocabulary: &Vocabulary,
    aliases: &Aliases,
    everyday: bool,
) -> Option<Claim> {
    let meaning = grammar::interpret(&[sentence], vocabulary, aliases).ok()?;
    let mut clues: Vec<ClueKind> = meaning.clues.into_iter().map(|c| c.kind).collect();
    if everyday {
        for clue in &mut clues {
            clue.read_left_of_as(Reach::Somewhere);
        }
    }
    Some(Claim {
        clues,
        anonymous: meaning.anonymous,
    })
}

/// "Who lives on the top floor?" said of each place in turn: what the question asks of whom it
/// is about, and that she is in that place. Nothing when any of them does not come to clues.
fn said_of_each_place(
    question: &Parsed,
    asked: &Clause,
    guests: usize,
    vocabulary: &Vocabulary,
    aliases: &Aliases,
    everyday: bool,
) -> Vec<Claim> {
    let Clause::About {
        subject,
        predicates,
    } = asked
    else {
        return Vec::new();
    };
    (1..=guests)
        .map(|place| {
            let mut predicates = predicates.clone();
            predicates.push(Predicate {
                at: subject.at.clone(),
                negation: None,
                rule: "question",
                kind: PredicateKind::Seat(Seat::FromLeft(place as u8)),
            });
            let sentence = Parsed {
                text: question.text.clone(),
                syntax: Sentence::Clauses(vec![Clause::About {
                    subject: subject.clone(),
                    predicates,
                }]),
            };
            claim(sentence, vocabulary, aliases, everyday)
        })
        .collect::<Option<Vec<Claim>>>()
        .unwrap_or_default()
}

/// Whether a guest list is of names read from the clues (`grammar/open.rs`), which may name
/// fewer than the places.
fn open_names(list: &Parsed) -> bool {
    matches!(
        list.syntax,
        Sentence::GuestList(_, ListedAs { open: true, .. })
    )
}

/// A list naming one value twice ("They drank wine, wine and rum"): one of them was meant to be
/// another value, and which one is not for the reader to guess.
fn listed_twice(sentences: &[Parsed]) -> Option<Diagnostic> {
    for sentence in sentences {
        let lists: Vec<&Vec<Term>> = match &sentence.syntax {
            Sentence::Values { values, .. } | Sentence::Declared { values, .. } => vec![values],
            Sentence::Lists(lists) => lists.iter().map(|(_, _, values)| values).collect(),
            // "They drank wine, rum and gin."
            Sentence::Clauses(clauses) => clauses
                .iter()
                .filter_map(|c| match c {
                    Clause::Group(Group::Different(_, _, listed)) => Some(listed),
                    _ => None,
                })
                .collect(),
            _ => continue,
        };
        for values in lists {
            for (k, term) in values.iter().enumerate() {
                if values[..k]
                    .iter()
                    .any(|earlier| earlier.text.eq_ignore_ascii_case(&term.text))
                {
                    return Some(
                        Diagnostic::error(format!("\"{}\" is listed twice", term.text))
                            .at(sentence.span(&term.at))
                            .help("each value of a list is a different one: which was meant here?"),
                    );
                }
            }
        }
    }
    None
}

fn too_many_sentences(found: &str) -> Diagnostic {
    Diagnostic::error(format!(
        "the input has {found}; the limit is {MAX_SENTENCES} sentences"
    ))
    .help("no riddle in this style needs so many; is this one riddle?")
}

/// The first [`MAX_ERRORS`] errors, then one saying how many more there were.
fn capped_errors(mut errors: Vec<Diagnostic>) -> Vec<Diagnostic> {
    if errors.len() > MAX_ERRORS {
        let more = errors.len() - MAX_ERRORS;
        errors.truncate(MAX_ERRORS);
        errors.push(Diagnostic::error(format!(
            "{more} more error{} not shown (at most {MAX_ERRORS} errors are shown)",
            if more == 1 { "" } else { "s" }
        )));
    }
    errors
}

/// The first [`MAX_WARNINGS`] warnings, then one saying how many more there were.
fn capped_warnings(mut warnings: Vec<Diagnostic>) -> Vec<Diagnostic> {
    if warnings.len() > MAX_WARNINGS {
        let more = warnings.len() - MAX_WARNINGS;
        warnings.truncate(MAX_WARNINGS);
        warnings.push(Diagnostic::warning(format!(
            "{more} more warning{} not shown (at most {MAX_WARNINGS} warnings are shown)",
            if more == 1 { "" } else { "s" }
        )));
    }
    warnings
}

/// An error for the first category naming more than [`MAX_VALUES`] different words (ignoring
/// case), pointing at the first word over the limit.
fn too_many_values(occurrences: &[Occurrence]) -> Option<Diagnostic> {
    for category in Category::known().skip(1) {
        let mut seen: std::collections::HashSet<String> = std::collections::HashSet::new();
        let mut over = None;
        for o in occurrences.iter().filter(|o| o.category == category) {
            // As `learn` tells spellings apart: ignoring ASCII case.
            if seen.insert(o.term.text.to_ascii_lowercase()) && seen.len() == MAX_VALUES + 1 {
                over = Some(o.span);
            }
        }
        if let Some(span) = over {
            let (one, kind) = (category.kind()?.key, category.kind()?.plural);
            return Some(
                Diagnostic::error(format!(
                    "the riddle names {} different {kind}; the limit is {MAX_VALUES} {kind}",
                    seen.len()
                ))
                .at(span)
                .label(format!("different {one} number {}", MAX_VALUES + 1))
                .help("each guest has one value of each kind; is this one riddle?"),
            );
        }
    }
    None
}

/// The seats a clue names, under negations and either side of an "either ... or".
fn seats_in(kind: &ClueKind) -> Vec<Seat> {
    match kind {
        ClueKind::InSeat(_, seat) => vec![*seat],
        ClueKind::Not(inner) => seats_in(inner),
        ClueKind::Either(sides) => sides.iter().flatten().flat_map(seats_in).collect(),
        ClueKind::Same(..) | ClueKind::Seats { .. } | ClueKind::Declare { .. } => Vec::new(),
    }
}

fn mentions_valid(
    kind: &ClueKind,
    vocabulary: &crate::vocabulary::Vocabulary,
    anonymous: u16,
) -> bool {
    let ok = |g: &Guest| match g {
        Guest::Value(c, v) => (*v as usize) < vocabulary.values(*c).len(),
        Guest::Anonymous(a) => *a < anonymous,
    };
    match kind {
        ClueKind::Same(a, b) | ClueKind::Seats { a, b, .. } => ok(a) && ok(b),
        ClueKind::InSeat(a, _) => ok(a),
        ClueKind::Not(inner) => mentions_valid(inner, vocabulary, anonymous),
        ClueKind::Either(sides) => {
            (sides.iter().flatten()).all(|clue| mentions_valid(clue, vocabulary, anonymous))
        }
        ClueKind::Declare { .. } => true,
    }
}

/// A warning for each heirloom in lower case that one clue names and no list declares ("brought
/// her grandmother", "had travelled"): heirlooms are things with names, so such a word is more
/// likely a misreading than a value, and the reader says which word it took.
/// A warning for each list of values no clue names again ("(from our perspective, in the
/// audience)" taken for a list): its values can sit in any order, so no answer is unique, and
/// the likelier story is a list that is none.
fn unused_lists(
    clues: &[crate::clue::Clue],
    vocabulary: &crate::vocabulary::Vocabulary,
) -> Vec<Diagnostic> {
    let mut named = Vec::new();
    for clue in clues {
        clue.kind.guests(&mut named);
    }
    let mut out = Vec::new();
    for clue in clues {
        if let ClueKind::Declare { category, values } = &clue.kind
            && *category != Category::NAME
            && values.len() > 1
            && !named
                .iter()
                .any(|g| matches!(g, Guest::Value(c, _) if c == category))
        {
            let listed: Vec<&str> = (values.iter())
                .map(|v| vocabulary.value(*category, *v))
                .collect();
            out.push(
                Diagnostic::warning(format!(
                    "no clue names any of the {} listed here ({}), so they can go in any order",
                    vocabulary.plural(*category),
                    listed.join(", ")
                ))
                .at(clue.span)
                .help(
                    "if these are no values, the sentence says something the grammar does not read",
                ),
            );
        }
    }
    out
}

fn lone_heirlooms(
    clues: &[crate::clue::Clue],
    vocabulary: &crate::vocabulary::Vocabulary,
    occurrences: &[Occurrence],
) -> Vec<Diagnostic> {
    let declared = |value: u8| {
        clues.iter().any(|c| {
            matches!(&c.kind, ClueKind::Declare { category: Category::HEIRLOOM, values }
                if values.contains(&value))
        })
    };
    let mut out = Vec::new();
    for (value, word) in vocabulary.values(Category::HEIRLOOM).iter().enumerate() {
        let named: Vec<&Occurrence> = occurrences
            .iter()
            .filter(|o| o.category == Category::HEIRLOOM && o.term.text.eq_ignore_ascii_case(word))
            .collect();
        if let [once] = named[..]
            && word.chars().all(|c| !c.is_uppercase())
            && !declared(value as u8)
        {
            out.push(
                Diagnostic::warning(format!(
                    "\"{word}\" is read as an heirloom, named once and never listed"
                ))
                .at(once.span)
                .help(
                    "if it is no heirloom, the sentence says something the grammar does not read",
                ),
            );
        }
    }
    out
}
