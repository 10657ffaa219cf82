//! Reading a riddle: from the user's bytes to a `Riddle` whose clues are ready to solve, or
//! every problem found on the way. Limits are checked before any work starts.

use std::io::Read;
use std::path::Path;

use crate::clue::{ClueKind, Guest};
use crate::diagnostic::Diagnostic;
use crate::grammar::{self, Sentence, Term};
use crate::riddle::Riddle;
use crate::source::{Source, Span};
use crate::vocabulary::learn::Occurrence;
use crate::vocabulary::{Category, learn};

/// Larger input is refused: no riddle in this style comes near it.
pub const MAX_INPUT_BYTES: usize = 256 * 1024;
/// More guests than this are refused: the 0/1 program grows as guests squared.
pub const MAX_GUESTS: usize = 12;

/// Text from raw bytes, refusing what is not a riddle's text at all.
pub fn source_from_bytes(name: &str, bytes: Vec<u8>) -> Result<Source, Diagnostic> {
    if bytes.len() > MAX_INPUT_BYTES {
        return Err(Diagnostic::error(format!(
            "input is {} bytes; the limit is {} bytes ({} KiB)",
            bytes.len(),
            MAX_INPUT_BYTES,
            MAX_INPUT_BYTES / 1024
        )));
    }
    if let Some(at) = bytes.iter().position(|b| *b == 0) {
        return Err(Diagnostic::error(format!(
            "input is binary, not text (a NUL byte at offset {at})"
        )));
    }
    let text = String::from_utf8(bytes).map_err(|e| {
        Diagnostic::error(format!(
            "input is not UTF-8 text (invalid byte at offset {})",
            e.utf8_error().valid_up_to()
        ))
    })?;
    Ok(Source::new(name, text))
}

pub fn display_name(path: &Path) -> String {
    if path.as_os_str() == "-" {
        "<stdin>".to_string()
    } else {
        path.display().to_string()
    }
}

pub fn load(path: &Path) -> Result<Source, Diagnostic> {
    let mut bytes = Vec::new();
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
        file.take(MAX_INPUT_BYTES as u64 + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| Diagnostic::error(format!("cannot read {name}: {}", io_reason(&e))))?;
        name
    };
    source_from_bytes(&name, bytes)
}

fn io_reason(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "no such file".into(),
        std::io::ErrorKind::PermissionDenied => "permission denied".into(),
        std::io::ErrorKind::IsADirectory => "it is a directory".into(),
        _ => e.to_string(),
    }
}

pub fn read(source: &Source) -> Result<Riddle, Vec<Diagnostic>> {
    if source.text.trim().is_empty() {
        return Err(vec![Diagnostic::error("input is empty")]);
    }
    let document = grammar::parse(source)?;
    let mut warnings = document.warnings;

    let mut lists = document.sentences.iter().filter_map(|s| match &s.syntax {
        Sentence::GuestList(names) => Some((s, names)),
        _ => None,
    });
    // Parsing starts at a guest list, but that sentence can still be taken for the closing
    // question ("At the party were Lady Aster and Lady Bell?"): then there is no guest list.
    let Some((list_sentence, names)) = lists.next() else {
        let question = document
            .sentences
            .first()
            .filter(|s| matches!(s.syntax, Sentence::Question));
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
    let guests = names.len();
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
        let mut found = Vec::new();
        terms(&sentence.syntax, &mut found);
        occurrences.extend(found.into_iter().map(|(category, term)| Occurrence {
            category,
            term,
            span: sentence.span(&term.at),
        }));
    }
    let learned = learn(&names, &occurrences, guests)?;
    let vocabulary = learned.vocabulary;
    warnings.extend(learned.warnings);
    let aliases = learned.aliases;
    let meaning = grammar::interpret(&document.sentences, &vocabulary, &aliases)?;
    warnings.extend(meaning.warnings);

    let errors: Vec<Diagnostic> = meaning
        .clues
        .iter()
        .filter_map(|clue| {
            let seat = match &clue.kind {
                ClueKind::InSeat(_, seat) => seat,
                ClueKind::Not(inner) => match inner.as_ref() {
                    ClueKind::InSeat(_, seat) => seat,
                    _ => return None,
                },
                _ => return None,
            };
            seat.index(guests).is_none().then(|| {
                Diagnostic::error(format!("there is no such seat with {guests} guests"))
                    .at(clue.span)
                    .help(if guests % 2 == 0 {
                        "an even row has no center seat"
                    } else {
                        "count the seats again"
                    })
            })
        })
        .collect();
    if !errors.is_empty() {
        return Err(errors);
    }
    let clues = meaning.clues;
    debug_assert!(
        clues
            .iter()
            .all(|c| mentions_valid(&c.kind, &vocabulary, meaning.anonymous))
    );
    Ok(Riddle {
        guests,
        vocabulary,
        clues,
        anonymous: meaning.anonymous,
        warnings,
    })
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
        ClueKind::Same(a, b)
        | ClueKind::NextTo(a, b)
        | ClueKind::LeftOf {
            left: a, right: b, ..
        } => ok(a) && ok(b),
        ClueKind::InSeat(a, _) => ok(a),
        ClueKind::Not(inner) => mentions_valid(inner, vocabulary, anonymous),
        ClueKind::Declare { .. } => true,
    }
}

/// Every word standing in a value slot of the sentence, with its category.
fn terms<'s>(sentence: &'s Sentence, out: &mut Vec<(Category, &'s Term)>) {
    use grammar::syntax::{Clause, Group, Head, Modifier, Np, PredicateKind};
    fn np<'s>(np_: &'s Np, out: &mut Vec<(Category, &'s Term)>) {
        if let Head::NeighborOf(owner) = &np_.head {
            np(owner, out);
        }
        for m in &np_.modifiers {
            match m {
                Modifier::Has(c, t) => out.push((*c, t)),
                Modifier::Relation(_, other) => np(other, out),
                Modifier::Seat(_) => {}
            }
        }
    }
    match sentence {
        Sentence::GuestList(_) | Sentence::Question => {}
        Sentence::Heirlooms(items) => out.extend(items.iter().map(|t| (Category::Heirloom, t))),
        Sentence::Clauses(clauses) => {
            for clause in clauses {
                match clause {
                    Clause::Group(Group::Different(category, listed)) => {
                        out.extend(listed.iter().map(|t| (*category, t)))
                    }
                    Clause::Group(Group::Row) => {}
                    Clause::Mention(n) => np(n, out),
                    Clause::About {
                        subject,
                        predicates,
                    } => {
                        np(subject, out);
                        for p in predicates {
                            match &p.kind {
                                PredicateKind::Has(c, t) => out.push((*c, t)),
                                PredicateKind::Relation(_, n) | PredicateKind::Meets(n) => {
                                    np(n, out)
                                }
                                PredicateKind::Between(a, b) => {
                                    np(a, out);
                                    np(b, out);
                                }
                                PredicateKind::Possessor(n, c, t) => {
                                    np(n, out);
                                    out.push((*c, t));
                                }
                                PredicateKind::Seat(_) | PredicateKind::Nothing => {}
                            }
                        }
                    }
                }
            }
        }
    }
}
