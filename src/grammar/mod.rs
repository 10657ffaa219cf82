//! Sentences to syntax. The riddle starts at its guest list (text before it is reported and
//! skipped) and ends at its closing question; every sentence between must be understood, and
//! every one that is not is reported with where understanding stopped and what was expected.

mod aside;
pub mod discourse;
mod governed;
mod guess;
pub mod guide;
mod introduction;
mod landmark;
mod lexicon;
mod noun_phrase;
mod open;
pub mod passed_over;
pub(crate) mod phrase_match;
pub mod phrases;
mod predicate;
mod sentence;
mod skippable;
pub mod syntax;
pub mod taught;
mod untaught;
mod words;

pub use discourse::interpret;
pub use lexicon::slot_name;
pub use noun_phrase::{close_enough, letters_apart};
pub use syntax::{ListedAs, Sentence, Term};
pub use taught::{TeachError, Teaching};

use nom::Parser;

use std::ops::Range;

use crate::diagnostic::Diagnostic;
use crate::source::Span;
use crate::text::Cleaned;
use words::{Cx, Expected, GuestName, Known, next_word, skip, word_end};

/// At most this many typing slips are corrected in one sentence.
const MAX_CORRECTIONS: usize = 3;
/// Each correction tried costs a parse; a sentence offers at most this many.
const MAX_CANDIDATES: usize = 24;
/// How many words before the point where reading stopped are considered as slips.
const LOOK_BACK_WORDS: usize = 8;
/// At most this many repeated phrases are dropped from one sentence: more is not a slip.
const MAX_REPEATS: usize = 3;

/// A sentence understood, with the cleaned text its positions refer to.
#[derive(Clone, Debug)]
pub struct Parsed {
    pub text: Cleaned,
    pub syntax: Sentence,
}

impl Parsed {
    /// The original span of a range of this sentence's cleaned text.
    pub fn span(&self, at: &std::ops::Range<usize>) -> Span {
        self.text.span(at.start, at.end)
    }

    pub fn whole(&self) -> Span {
        self.text.span(0, self.text.text.len())
    }
}

/// The riddle's sentences, from its guest list on, and what was noticed on the way.
#[derive(Clone, Debug)]
pub struct Document {
    pub sentences: Vec<Parsed>,
    pub warnings: Vec<Diagnostic>,
    /// Sentences read by a guess (`guess.rs`), each as a warning quoting its words and what
    /// they were taken to mean. Kept apart so that `--strict` can refuse them.
    pub guesses: Vec<Diagnostic>,
    /// The categories the riddle declared of its own, in order: they follow the known kinds.
    pub declared: Vec<String>,
}

/// The riddle in `cleaned`, the whole input cleaned (`Cleaned::new`), split into `sentences`
/// (`split_sentences`).
pub fn parse(cleaned: &Cleaned, sentences: &[Range<usize>]) -> Result<Document, Vec<Diagnostic>> {
    parse_with(cleaned, sentences, &Teaching::default())
}

/// `parse`, with the phrases `teaching` taught read as the phrases they mean the same as.
pub fn parse_with(
    cleaned: &Cleaned,
    sentences: &[Range<usize>],
    teaching: &Teaching,
) -> Result<Document, Vec<Diagnostic>> {
    let mut warnings = Vec::new();
    let mut pieces: Vec<Cleaned> = sentences
        .iter()
        .map(|r| without_repeats(cleaned.slice(r.start, r.end), &mut warnings))
        .map(spelled_out)
        .collect();

    // A riddle told as a story may have no sentence that opens it in so many words: it starts
    // at the first whose lists name its guests, or count its places beside a list.
    // "Attributes: shirts, names, ...\ Boys: Boy 1, ...\ Clues:": categories named only, whose
    // values the clues name (`open.rs`).
    let attributes = pieces
        .iter()
        .enumerate()
        .find_map(|(n, p)| open::attributes(&p.text).map(|a| (n, a)));
    let Some((start, (offset, opening))) = attributes
        .as_ref()
        .map(|(n, a)| (*n, (a.start, "the riddle")))
        .or_else(|| {
            pieces.iter().enumerate().find_map(|(n, p)| {
                riddle_at(p)
                    .or_else(|| opens_story(p).then_some((0, "the riddle")))
                    .map(|at| (n, at))
            })
        })
    else {
        // "The five were Ann, Bo, Cy and Di.": the list and its count disagree, so whether a
        // name is missing or the count is wrong cannot be told; refused, saying where.
        let nobody = Known::default();
        let miscounted = pieces.iter().find_map(|p| {
            let cx = Cx::new(&p.text, &nobody);
            let found = introduction::introduction(&cx, &p.text);
            found.miscounted.map(|m| (p, m))
        });
        if let Some((piece, (counted, named))) = miscounted {
            return Err(vec![
                Diagnostic::error(format!(
                    "no riddle found: this sentence counts {counted} but its list names \
                     {named}, so it is not read as the guest list"
                ))
                .at(piece.span(0, piece.text.trim_end().len()))
                .help("make the count and the names agree: one name a place"),
            ]);
        }
        return Err(vec![
            Diagnostic::error("no riddle found: no guest list").help(
                "a riddle starts by naming its guests, such as \
             \"At the dinner party were Lady Winslow, Doctor Marcolla, and Countess Contee.\", \
             or its places, such as \"There are five houses.\"",
            ),
        ]);
    };
    // The questions of the text before the riddle are the riddle's ("Your task is to find:
    // Who owns the zebra? ..."): they may name values named nowhere else.
    let asked: Vec<Cleaned> = pieces[..start]
        .iter()
        .filter(|p| p.text.trim_end().ends_with('?'))
        .cloned()
        .collect();
    if start > 0 || offset > 0 {
        let skipped = pieces[0].span(0, 0).to(pieces[start].span(0, offset));
        let but = if asked.is_empty() {
            ""
        } else {
            ", but for its questions"
        };
        warnings.push(
            Diagnostic::warning(format!("skipped the text before {opening}{but}")).at(skipped),
        );
    }
    pieces.drain(..start);
    if offset > 0 {
        pieces[0] = pieces[0].slice(offset, pieces[0].text.len());
    }

    let mut known = Known::default();
    known.taught = teaching.rows();
    let mut sentences = Vec::new();
    let mut errors = Vec::new();
    let mut after_question = Vec::new();
    // Sentences not understood, where they stand, and why: each may still be guessed at.
    let mut failed = Vec::new();
    for piece in asked {
        // "... the answer to these two questions: Which of the residents drinks water?"
        sentences.push(question(piece, &known));
    }
    // Whether the riddle's opening (its guest list, or its places) was read: a question before
    // it ends the riddle ("At the party were Lady Aster and Lady Bell?").
    let mut opened = false;
    if let Some((_, found)) = &attributes {
        let length = found.end - found.start;
        let head = pieces[0].slice(0, length);
        let rest = pieces[0].slice(length, pieces[0].text.len());
        if rest.text.trim().is_empty() {
            pieces.remove(0);
        } else {
            pieces[0] = rest;
        }
        let open = open::categories(&found.categories, &mut known.declared);
        let whole = head.span(0, head.text.trim_end().len());
        opened |= admit(
            Parsed {
                text: head.clone(),
                syntax: Sentence::Places(found.places, found.place),
            },
            &mut known,
            &mut sentences,
        );
        let clues: Vec<&Cleaned> = pieces.iter().collect();
        let mut gathered = open::gather(&clues, &open, found.places, found.place, whole)?;
        warnings.append(&mut gathered.warnings);
        if !gathered.names.is_empty() {
            let names = (gathered.names.into_iter())
                .map(|text| Term { text, at: 0..0 })
                .collect();
            let listed = ListedAs {
                place: Some(found.place),
                things: None,
                open: true,
            };
            admit(
                Parsed {
                    text: head,
                    syntax: Sentence::GuestList(names, listed),
                },
                &mut known,
                &mut sentences,
            );
        }
        for parsed in gathered.declared {
            admit(parsed, &mut known, &mut sentences);
        }
    }
    let mut queue: std::collections::VecDeque<Cleaned> = pieces.into();
    while let Some(piece) = queue.pop_front() {
        // "Q. Who among the following likes Guava?": the label says the question follows.
        if question_label(&piece.text) && queue.front().is_some_and(|q| is_question(&q.text)) {
            continue;
        }
        // A clue whose period was lost runs into the question ("Lady Bea sat at the far left
        // But who owned each?"): read it before taking the piece for the question, so the clue is
        // never dropped.
        if piece.text.trim_end().ends_with('?')
            && !starts_like_question(&piece.text)
            && !labelled_question(&piece.text)
        {
            let mut noticed = Vec::new();
            if let Ok((parsed, Some(rest))) = understand(piece.clone(), &known, &mut noticed) {
                warnings.append(&mut noticed);
                sentences.push(parsed);
                queue.push_front(rest);
                continue;
            }
        }
        // "... the hamster isnt in the white house so who has the dog??": clue lines that lost
        // their periods ran into the question. Words before "so who" that may say something
        // (a guest or a value named, or a few words) are read on their own, as clues or as
        // errors: never dropped with the question ("Ok so who ..." is a question).
        if piece.text.trim_end().ends_with('?')
            && let Some(at) = joined_question(&piece.text)
            && let before = piece.slice(0, at)
            && !asks(&before.text)
            // "So, quiz for the listeners: which club ... run for, and who ...?": a question
            // after a lead-in and its colon asks on to its second part.
            && !before.text.rsplit_once(':').is_some_and(|(_, after)| asks(after))
            && (names_anything(&before, &known) || word_ranges(&before.text).len() >= 3)
        {
            queue.push_front(piece.slice(at, piece.text.len()));
            queue.push_front(piece.slice(0, at));
            continue;
        }
        // "Who drinks espresso lives in the green house.": no question, a clue about whoever
        // drinks it, where no question mark says otherwise and it reads so.
        if !piece.text.trim_end().ends_with('?')
            && let Some(who) = free_relative(&piece.text)
        {
            let statement = piece.replace(who, "Whoever");
            let mut noticed = Vec::new();
            if let Ok((
                parsed @ Parsed {
                    syntax: Sentence::Clauses(_),
                    ..
                },
                None,
            )) = understand(statement, &known, &mut noticed)
            {
                warnings.append(&mut noticed);
                sentences.push(parsed);
                continue;
            }
        }
        if is_question(&piece.text) {
            if let Some((condition, at)) = condition_of(&piece, &known) {
                warnings.push(
                    Diagnostic::warning(
                        "read the question's condition as a clue: the answer holds if it does",
                    )
                    .at(piece.span(0, at)),
                );
                sentences.push(condition);
            }
            // "The question is: Who owns the fish?"
            sentences.push(question(piece, &known));
            // A question may come before the clues too: go on while what follows reads. An
            // aptitude test's block asks several, each with the answers it offers ("Q1. Who
            // ...? (a) A (b) B ... Q2. Which ...?"): those offered are passed over to the next
            // question, never to a clue, which after them may change the answer.
            let offered = queue
                .iter()
                .take_while(|p| offered_answers(p, &known))
                .count();
            let asks_next = |at: usize| {
                queue.get(at).is_some_and(|next| {
                    is_question(&next.text)
                        || (question_label(&next.text)
                            && queue.get(at + 1).is_some_and(|q| is_question(&q.text)))
                })
            };
            let reads_on = opened
                && (asks_next(offered)
                    || (offered == 0
                        && queue
                            .front()
                            .is_some_and(|next| read_sentence(next, &known).is_some())));
            if reads_on {
                queue.drain(..offered);
                continue;
            }
            if !queue.is_empty() {
                // "EDIT: sorry, it was the Diamond, not the Ring": text after the question that
                // may say something of the seating is not left out, since it may change the
                // answer.
                if let Some(clue) = queue
                    .iter()
                    .find(|p| names_anything(p, &known) && !offered_answers(p, &known))
                {
                    after_question.push(
                        Diagnostic::error("text after the closing question may change the answer")
                            .at(clue.span(0, clue.text.len()))
                            .help(
                                "it names a guest or a value: put it before the question, \
                                 or leave it out",
                            ),
                    );
                    break;
                }
                let last = queue.back().expect("not empty");
                let rest = queue[0].span(0, 0).to(last.span(0, last.text.len()));
                warnings.push(
                    Diagnostic::warning("ignored the text after the closing question").at(rest),
                );
            }
            break;
        }
        if let Some(choices) = choices(&piece) {
            for (label, choice) in choices {
                let kept = choice.clone();
                match understand(choice, &known, &mut warnings) {
                    Ok((
                        Parsed {
                            text,
                            syntax: Sentence::Clauses(clauses),
                        },
                        None,
                    )) => sentences.push(Parsed {
                        text,
                        syntax: Sentence::Choice(label, clauses),
                    }),
                    Ok((parsed, _)) => failed.push((
                        sentences.len(),
                        kept,
                        Diagnostic::error("a choice that says nothing about the row")
                            .at(parsed.whole()),
                    )),
                    Err(diagnostic) => failed.push((sentences.len(), kept, diagnostic)),
                }
            }
            continue;
        }
        let kept = piece.clone();
        match understand(piece, &known, &mut warnings) {
            Ok((parsed, remainder)) => {
                if let Some(rest) = remainder {
                    queue.push_front(rest);
                }
                opened |= admit(parsed, &mut known, &mut sentences);
            }
            // Before the first clue, a sentence of the story around the riddle is read for its
            // lists ("Six friends (Greta, Hamid, ...) each rent one floor ...").
            Err(diagnostic)
                if !sentences
                    .iter()
                    .any(|s| matches!(s.syntax, Sentence::Clauses(_))) =>
            {
                let introduced = introduced(&kept, &known);
                if introduced.is_empty() {
                    failed.push((sentences.len(), kept, diagnostic));
                    continue;
                }
                // A sentence that only places landmarks says so in its own warning.
                if !(introduced.iter()).all(|p| matches!(p.syntax, Sentence::Landmarks(_))) {
                    warnings.push(
                        Diagnostic::warning(
                            "read this sentence of the story for its lists and its count of places only",
                        )
                        .at(kept.span(0, kept.text.len())),
                    );
                }
                for parsed in introduced {
                    if let Sentence::Landmarks(marks) = &parsed.syntax {
                        warnings.push(landmark::disclosed(marks).at(kept.span(0, kept.text.len())));
                    }
                    opened |= admit(parsed, &mut known, &mut sentences);
                }
            }
            // Among the clues, a sentence that only places landmarks at the ends ("Seat 1 is on
            // the aisle and seat 6 is against the wall.") says nothing of the guests: read.
            Err(diagnostic) => {
                let row = known.places.or(u8::try_from(known.guests.len()).ok());
                let marks = landmark::defined(&kept.text, row, true, &known);
                if marks.is_empty() {
                    failed.push((sentences.len(), kept, diagnostic));
                    continue;
                }
                warnings.push(landmark::disclosed(&marks).at(kept.span(0, kept.text.len())));
                admit(
                    Parsed {
                        text: kept,
                        syntax: Sentence::Landmarks(marks),
                    },
                    &mut known,
                    &mut sentences,
                );
            }
        }
    }
    // A riddle that names no guests (the zebra family) is often followed by notes ("There are
    // 24 billion possible solutions, ..."): what does not read after its last sentence, and names
    // nothing the riddle named, is left out with a warning. Anything naming a value may be a
    // clue, and stays an error.
    if known.guests.is_empty() {
        while let Some((index, piece, _)) = failed.last() {
            // After the last sentence read, or between it and the closing questions.
            let last = sentences[*index..]
                .iter()
                .all(|s| matches!(s.syntax, Sentence::Question(..)));
            if !last || skippable::may_be_a_clue(piece, &known) {
                break;
            }
            let span = piece.span(0, piece.text.len());
            warnings.push(Diagnostic::warning("ignored the text after the riddle").at(span));
            failed.pop();
        }
    }
    // Before the clues start, a sentence that does not read and names no guest and no value
    // says nothing the seating could be held to ("Also, when it says there is \"one chair\"
    // between two people, it means ..."): left out, with a warning. One that names any may be
    // a clue, and stays an error; so does any among the clues or after them.
    let first_clue = sentences
        .iter()
        .position(|s| matches!(s.syntax, Sentence::Clauses(_)));
    failed.retain(|(index, piece, _)| {
        let keep = first_clue.is_none_or(|first| *index > first)
            || skippable::may_be_a_clue(piece, &known);
        if !keep {
            warnings.push(
                Diagnostic::warning("ignored a sentence that names no guest and no value")
                    .at(piece.span(0, piece.text.len())),
            );
        }
        keep
    });
    let mut guesses = Vec::new();
    for (index, piece, diagnostic) in failed.into_iter().rev() {
        match guess::guess(&piece, &known) {
            Some((syntax, warning)) => {
                guesses.push(warning);
                sentences.insert(
                    index,
                    Parsed {
                        text: piece,
                        syntax,
                    },
                );
            }
            // "Hannah, who heads up Legal, came in last": read without its aside.
            None => match aside::read_around(&piece, &known) {
                Some((read, mut warnings)) => {
                    guesses.append(&mut warnings);
                    for parsed in read.into_iter().rev() {
                        sentences.insert(index, parsed);
                    }
                }
                None => errors.push(diagnostic),
            },
        }
    }
    errors.reverse();
    errors.append(&mut after_question);
    guesses.reverse();
    // A question asked before the clues is read for what it asks once they named everything.
    for sentence in &mut sentences {
        if let Sentence::Question(_, asked, _) = &mut sentence.syntax {
            let cx = Cx::new(&sentence.text.text, &known);
            *asked = match sentence::asked(&cx, &sentence.text.text) {
                Ok((rest, clause)) if sentence::at_end(rest) => Some(clause),
                _ => None,
            };
        }
    }
    if let Some(error) = open::ages_partly(&sentences, &mut warnings) {
        errors.push(error);
    }
    if errors.is_empty() {
        Ok(Document {
            sentences,
            warnings,
            guesses,
            declared: known.declared,
        })
    } else {
        Err(errors)
    }
}

/// Takes in a sentence read: its values, names and categories become known to those after it.
/// True when it opens the riddle (its guest list, its places, its lists).
fn admit(parsed: Parsed, known: &mut Known, sentences: &mut Vec<Parsed>) -> bool {
    let opens = matches!(
        parsed.syntax,
        Sentence::GuestList(..)
            | Sentence::Places(..)
            | Sentence::Frame
            | Sentence::Declared { .. }
            | Sentence::Lists(_)
    ) || matches!(
        parsed.syntax,
        Sentence::Values {
            rule: "each-unique",
            ..
        }
    );
    let declared: Vec<&String> = match &parsed.syntax {
        Sentence::Declared { key, .. } => vec![key],
        Sentence::Lists(lists) => lists.iter().map(|(key, ..)| key).collect(),
        _ => Vec::new(),
    };
    for key in declared {
        if crate::vocabulary::Category::by_key(key).is_none() && !known.declared.contains(key) {
            known.declared.push(key.clone());
        }
    }
    if let Sentence::GuestList(names, listed) = &parsed.syntax
        && known.guests.is_empty()
    {
        known.things = listed.things.is_some();
        known.guests = names
            .iter()
            .map(|n| GuestName {
                words: n.text.split(' ').map(str::to_string).collect(),
            })
            .collect();
    }
    known.learn(&parsed.syntax);
    sentences.push(parsed);
    opens
}

/// A sentence of the story before the clues, read for its lists and its count of places
/// (`introduction.rs`): the sentences they come to, each with the whole sentence as its text.
fn introduced(piece: &Cleaned, known: &Known) -> Vec<Parsed> {
    let cx = Cx::new(&piece.text, known);
    let found = introduction::introduction(&cx, &piece.text);
    let mut out = Vec::new();
    let place = found.places.map(|(_, place)| place);
    let counted = found.places.is_some() || !found.guests.is_empty() || !found.lists.is_empty();
    if !found.guests.is_empty() {
        // Things in a row stand in positions, unless the sentence named their places.
        let place = place.or(found.things.as_ref().map(|_| "position"));
        out.push(Sentence::GuestList(
            found.guests,
            ListedAs {
                place,
                things: found.things,
                open: false,
            },
        ));
    }
    // A count of places the riddle already gave says nothing new, and another count is no
    // count of them ("lives in one of the last two houses", after "four houses"): a sentence
    // that says nothing else is no introduction, and stays unread.
    if let Some((n, place)) = found.places
        && known.places.is_none()
    {
        out.push(Sentence::Places(n, place));
    }
    // Landmarks placed in a sentence that says nothing else ("Bed 1 is by the door and bed 5
    // is by the window.") are read only when every word of it places one; in a sentence read
    // for its lists or its count they may stand anywhere ("five plots in a row, plot 1 by the
    // gate and plot 5 up by the compost bays").
    let row = (found.places.map(|(n, _)| n))
        .or(known.places)
        .or(u8::try_from(known.guests.len()).ok().filter(|n| *n > 0));
    let marks = landmark::defined(&piece.text, row, !counted, known);
    if !found.lists.is_empty() {
        out.push(Sentence::Lists(found.lists));
    }
    if !marks.is_empty() {
        out.push(Sentence::Landmarks(marks));
    }
    out.into_iter()
        .map(|syntax| Parsed {
            text: piece.clone(),
            syntax,
        })
        .collect()
}

/// A question of the riddle, after any words leading up to it ("The question is: Who owns the
/// fish?", "The question is, who owns the zebra?"), with the values it names; what it asks is
/// read at the end (`sentence::asked`).
fn question(piece: Cleaned, known: &Known) -> Parsed {
    let piece = match piece.text.rfind(':').or_else(|| lead_in_comma(&piece.text)) {
        Some(colon) => piece.slice(colon + 1, piece.text.len()),
        None => piece,
    };
    // "Determine who owned the fan": the question is what follows the verb that sets it.
    let piece = match asking_verb(&piece.text) {
        Some(end) => piece.slice(end, piece.text.len()),
        None => piece,
    };
    let wants = wanted(&piece, known);
    let named = question_values(&piece, known, wants.is_some());
    Parsed {
        text: piece,
        syntax: Sentence::Question(named, None, wants),
    }
}

/// Words that only lead on to a question, before its comma: "So, who is the best man?".
const LEADS_ON: &[&str] = &["so", "now", "well", "ok", "okay", "then"];

/// Where the words leading up to a question end with "is," before the question word ("The
/// question is, who owns the zebra?", "My question is, which house is red?"): the comma.
fn lead_in_comma(text: &str) -> Option<usize> {
    let comma = text.find(", ")?;
    let lead = text[..comma].to_ascii_lowercase();
    let asks = text[comma + 2..].to_ascii_lowercase();
    let question_word = ["who ", "whose ", "which ", "what ", "where ", "in which "]
        .iter()
        .any(|w| asks.starts_with(w));
    (lead.ends_with(" is") && question_word).then_some(comma)
}

/// The choices of a multiple-choice question, each with its label: "Options: (A) The quail is
/// the rightmost (B) The owl is the rightmost". A piece is choices when it starts with "(A)",
/// perhaps after "Options:".
fn choices(piece: &Cleaned) -> Option<Vec<(String, Cleaned)>> {
    let text = &piece.text;
    let start = text.len() - text.trim_start().len();
    let body = match text[start..].strip_prefix("Options:") {
        Some(rest) => text.len() - rest.trim_start().len(),
        None => start,
    };
    if !text[body..].starts_with("(A)") {
        return None;
    }
    // Each label is "(X)", X a capital letter, at the start or after a space.
    let bytes = text.as_bytes();
    let labels: Vec<usize> = (body..text.len().saturating_sub(2))
        .filter(|&k| {
            bytes[k] == b'('
                && bytes[k + 1].is_ascii_uppercase()
                && bytes[k + 2] == b')'
                && (k == body || bytes[k - 1] == b' ')
        })
        .collect();
    let mut out = Vec::new();
    for (n, &at) in labels.iter().enumerate() {
        let end = labels.get(n + 1).copied().unwrap_or(text.len());
        let label = text[at..at + 3].to_string();
        out.push((label, piece.slice(at + 3, end)));
    }
    Some(out)
}

/// Where in the piece the riddle starts, if it does: at a guest list, at its start or after
/// words that lead up to it without a period ("... typed out by hand: At the dinner party were
/// ..."); or at a sentence saying how many places the row has, or what each guest has ("There
/// are five houses.", "Each person has a unique favorite drink: ...").
/// Also what it starts with, as a warning about the text skipped before it names it.
fn riddle_at(piece: &Cleaned) -> Option<(usize, &'static str)> {
    let nobody = Known::default();
    word_ranges(&piece.text).into_iter().find_map(|r| {
        let text = &piece.text[r.start..];
        // A sentence starts with a capital; a guest list may also start at its number, inside
        // one ("... a feast is being held to celebrate five Moms: Aniya, Holly, ...").
        let counted = next_word(text).is_some_and(|(w, _)| {
            phrases::NUMBERS.iter().any(|n| n.eq_ignore_ascii_case(w))
                || (!w.is_empty() && w.len() <= 2 && w.bytes().all(|b| b.is_ascii_digit()))
        });
        if !text.starts_with(|c: char| c.is_uppercase()) && !counted {
            return None;
        }
        let cx = Cx::new(text, &nobody);
        let opening = match sentence::sentence(&cx, text).ok()?.1 {
            Sentence::GuestList(..) => "the guest list",
            Sentence::Places(..)
            | Sentence::Frame
            | Sentence::Declared { .. }
            | Sentence::Values {
                rule: "each-unique",
                ..
            } => "the riddle",
            _ => return None,
        };
        Some((r.start, opening))
    })
}

/// Whether a sentence of a story opens its riddle: it counts the places ("four cars were parked
/// ... in spaces numbered 1 to 4"), names people as such ("four Grandmas: Edna, ..."), or
/// names the guests or lists values and says more. A list of names alone ("Posted by Ada, Ben
/// and Cy") opens nothing.
fn opens_story(piece: &Cleaned) -> bool {
    let nobody = Known::default();
    let cx = Cx::new(&piece.text, &nobody);
    let found = introduction::introduction(&cx, &piece.text);
    let things = usize::from(!found.guests.is_empty())
        + usize::from(found.places.is_some())
        + usize::from(!found.lists.is_empty());
    things >= 2 || found.named_people || found.places.is_some() || found.things.is_some()
}

/// Whether any word of `piece` is a value the riddle named, or a word of a guest's name
/// (capitalised, as names are).
fn names_anything(piece: &Cleaned, known: &Known) -> bool {
    let words = word_ranges(&piece.text);
    let named_guest = known.guests.iter().any(|guest| {
        guest.words.iter().any(|part| {
            words.iter().any(|r| {
                piece.text[r.clone()].eq_ignore_ascii_case(part)
                    && piece.text[r.clone()].starts_with(char::is_uppercase)
            })
        })
    });
    if named_guest {
        return true;
    }
    let text = piece.text.to_lowercase();
    known.values.iter().any(|(_, value)| {
        text.match_indices(value.as_str()).any(|(at, _)| {
            let before = text[..at].chars().next_back();
            let after = text[at + value.len()..].chars().next();
            !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
        })
    })
}

/// "(a) Amit (b) Bharat (c) Eshan (e) None of these" after the closing question: the answers it
/// offers, each a guest or a value named before, or none of them. Such a line says nothing of
/// the seating (the verdict names the answer), where a sentence naming a guest might.
fn offered_answers(piece: &Cleaned, known: &Known) -> bool {
    const NONE: &[&str] = &[
        "none of these",
        "none of the above",
        "none",
        "cannot be determined",
        "can't be determined",
        "data inadequate",
    ];
    let mut text = piece.text.trim();
    // The next question's label, when no period ended the line of answers: "... (e) None of
    // these Q2.". Only a numbered one: "(b) Q" may offer a guest named Q.
    if let Some((answers, label)) = text.rsplit_once(char::is_whitespace)
        && question_label(label)
        && label
            .trim_end_matches(['.', ':'])
            .ends_with(|c: char| c.is_ascii_digit())
    {
        text = answers.trim_end();
    }
    let bytes = text.as_bytes();
    // Each label is "(x)", one letter, at the start or after a space.
    let labels: Vec<usize> = (0..bytes.len().saturating_sub(2))
        .filter(|&k| {
            bytes[k] == b'('
                && bytes[k + 1].is_ascii_alphabetic()
                && bytes[k + 2] == b')'
                && (k == 0 || bytes[k - 1] == b' ')
        })
        .collect();
    // The first label may have been taken off as a list's marker ("(a) Amit (b) ..." read as
    // "Amit (b) ..."): what stands before the second is then the first answer.
    let mut starts: Vec<usize> = labels.iter().map(|&at| at + 3).collect();
    if labels.first() != Some(&0) {
        starts.insert(0, 0);
    }
    if labels.len() < 2 {
        return false;
    }
    let guest_named = |item: &str| {
        known.guests.iter().any(|g| {
            let name = g.words.join(" ");
            name.eq_ignore_ascii_case(item) || g.words.iter().any(|w| w.eq_ignore_ascii_case(item))
        })
    };
    let ends = labels
        .iter()
        .copied()
        .filter(|&at| at > 0)
        .chain([text.len()]);
    starts.iter().zip(ends).all(|(&start, end)| {
        let item = text[start..end].trim().trim_end_matches(['.', ',', ';']);
        NONE.iter().any(|w| w.eq_ignore_ascii_case(item))
            || guest_named(item)
            || known
                .values
                .iter()
                .any(|(_, v)| v.eq_ignore_ascii_case(item))
    })
}

/// Whether `text` starts with a question's label and a colon ("Question: What position ...?",
/// "Q3: Who ...?"): what follows the label is the question, and no clue that lost its period
/// stands before it. (Reading the piece as a clue first, to find one, costs a benchmark puzzle
/// a twentieth of its time: a sentence that does not read is read again for its message.)
fn labelled_question(text: &str) -> bool {
    text.split_once(':')
        .is_some_and(|(label, _)| question_label(label))
}

/// A label before a question ("Q.", "Q:", "Question:", "Q1.", "Question 2:"), split off as a
/// sentence of its own; a number counts the questions of a block.
fn question_label(text: &str) -> bool {
    let label = text.trim().trim_end_matches(['.', ':']);
    let label = (label.trim_end_matches(|c: char| c.is_ascii_digit())).trim_end_matches(['.', ' ']);
    ["q", "ques", "question"]
        .iter()
        .any(|w| w.eq_ignore_ascii_case(label))
}

/// The condition of a question such as "If Lady Bell sat third from the left, who sat at the
/// far right?", read as a clue, and where its comma is.
fn condition_of(piece: &Cleaned, known: &Known) -> Option<(Parsed, usize)> {
    let (first, rest) = next_word(&piece.text)?;
    if !first.eq_ignore_ascii_case("if") {
        return None;
    }
    let start = piece.text.len() - rest.len();
    let comma = start + rest.find(',')?;
    let condition = piece.slice(start, comma);
    match read_sentence(&condition, known) {
        Some((syntax, None)) => Some((
            Parsed {
                text: condition,
                syntax,
            },
            comma,
        )),
        _ => None,
    }
}

/// Whether a question asks where someone is: "Where does the Dane live?", "In which house does
/// the Dane live?", "What position is the Chinese at?". Its answer is the place alone; who is
/// there is not asked.
pub fn asks_where(text: &str) -> bool {
    next_word(text).is_some_and(|(first, after)| {
        first.eq_ignore_ascii_case("where")
            || (first.eq_ignore_ascii_case("in")
                && next_word(after).is_some_and(|(w, _)| w.eq_ignore_ascii_case("which")))
            || asks_a_place(first, after)
    })
}

/// Whether a question starting with `first` asks for a place: "What position is the Chinese
/// at?", "What is the position of the Swede?", "What is the number of the house where the
/// flutist lives?", "Which house does the Dane live in?".
fn asks_a_place(first: &str, after: &str) -> bool {
    const PLACE_NOUNS: &[&str] = &["position", "number", "place", "spot"];
    if !["what", "which"]
        .iter()
        .any(|w| first.eq_ignore_ascii_case(w))
    {
        return false;
    }
    let mut rest = after;
    for _ in 0..3 {
        let Some((word, next)) = next_word(rest) else {
            return false;
        };
        if PLACE_NOUNS.iter().any(|p| word.eq_ignore_ascii_case(p))
            || phrases::PLACES.iter().any(|p| word.eq_ignore_ascii_case(p))
        {
            return true;
        }
        if !["is", "was", "the"]
            .iter()
            .any(|w| word.eq_ignore_ascii_case(w))
        {
            return false;
        }
        rest = next;
    }
    false
}

/// The values a question names: "Who owns the Gold Thimble?", "Whose was the Bird Pendant?",
/// "Which of them drank the gin?". Nothing when it names none or reads as nothing known. A
/// question that `asks_a_value` ("What does the Norwegian drink?") names whose it asks.
fn question_values(
    piece: &Cleaned,
    known: &Known,
    asks_a_value: bool,
) -> Vec<(crate::vocabulary::Category, Term)> {
    let text = piece.text.as_str();
    let cx = Cx::new(text, known);
    // "In which house does the Dane live?", "Where does the Dane live?": the place of whoever
    // holds the first value named.
    let asks_where = asks_where(text);
    // "What does the Norwegian drink?", "Which pet does the Swede keep?": whoever holds the
    // first value named, whose value of another category is asked (`wanted`).
    if asks_where || asks_a_value {
        let mut at = text;
        while let Some((_, after)) = next_word(at) {
            let from = skip(at).trim_start_matches(|c: char| !c.is_alphanumeric());
            // "In which house does Gloria live?": a guest by her name.
            if let Some((w, _)) = next_word(from)
                && let Some(guest) = known
                    .guests
                    .iter()
                    .find(|g| g.words.iter().any(|part| part.eq_ignore_ascii_case(w)))
            {
                let start = text.len() - from.len();
                let term = Term {
                    text: guest.words.join(" "),
                    at: start..start + w.len(),
                };
                return vec![(crate::vocabulary::Category::NAME, term)];
            }
            if let Some((_, category, term)) = phrase_match::any_known(&cx, from) {
                return vec![(category, term)];
            }
            at = after;
        }
        return Vec::new();
    }
    let mut rest = text;
    // The words that ask: "but who", "so whose", "Now, who", "which of the guests", ...
    for _ in 0..5 {
        rest = skip(rest).trim_start_matches(',');
        let Some((word, after)) = next_word(rest) else {
            return Vec::new();
        };
        let asking = [
            "but", "so", "and", "then", "now", "who", "whose", "which", "of", "them",
        ]
        .iter()
        .any(|w| word.eq_ignore_ascii_case(w))
            || (word.eq_ignore_ascii_case("the") && rest.len() < text.len());
        if !asking {
            break;
        }
        let whose = word.eq_ignore_ascii_case("whose");
        rest = after;
        if whose {
            // "Whose was the Bird Pendant?", "Whose was the red car?": a value the riddle
            // named, of whatever category, else a new heirloom.
            // "Whose husband is Nate?": a noun or two for what of hers, before "is".
            let after_be = |i| {
                let (i, _) = phrase_match::be(&cx, i)?;
                nom::combinator::opt(words::any_kw(&cx, &["the", "a", "an"])).parse(i)
            };
            let mut at = rest;
            let mut thing = None;
            for _ in 0..3 {
                if let Ok((after, _)) = after_be(at) {
                    thing = Some(after);
                    break;
                }
                match next_word(at) {
                    Some((_, after)) => at = after,
                    None => break,
                }
            }
            let Some(thing) = thing else {
                return Vec::new();
            };
            if let Some((_, category, term)) = phrase_match::any_known(&cx, thing) {
                return vec![(category, term)];
            }
            let heirloom = crate::vocabulary::Category::HEIRLOOM;
            return words::value(&cx, heirloom)(thing)
                .ok()
                .filter(|(_, term)| !known.elsewhere(heirloom, &term.text))
                .map(|(_, term)| vec![(heirloom, term)])
                .unwrap_or_default();
        }
        // Guests asked about by a noun: "which of the guests".
        if let Some((noun, after)) = next_word(rest)
            && [
                "guests",
                "ladies",
                "women",
                "residents",
                "guest",
                "lady",
                "woman",
            ]
            .iter()
            .any(|w| noun.eq_ignore_ascii_case(w))
        {
            rest = after;
        }
    }
    // A value read with a noun for who has it after it ("owned the ivory fan" read as a fan of
    // ivory) is no value of the thing asked about: the thing is that whole phrase.
    // Only after a verb of having: "Who is the jazz fan?" asks for the one who likes jazz.
    let having = phrase_match::be(&cx, rest).is_err();
    let agent_after = |term: &Term, after: &str| {
        let end = text.len() - after.len();
        let tail = text.get(term.at.end..end).unwrap_or("");
        tail.split(|c: char| !c.is_alphanumeric()).any(|w| {
            (phrases::AGENTS
                .iter()
                .chain(phrases::AGENTS_THAT_ARE_VALUES))
            .any(|n| w.eq_ignore_ascii_case(n))
        })
    };
    match phrase_match::predicate(&cx, rest) {
        Ok((after, (None, _, syntax::PredicateKind::Has(category, term))))
            if !(having && agent_after(&term, after)) =>
        {
            vec![(category, term)]
        }
        // The whole phrase is what is asked about, a thing the clues may never name.
        Ok((after, (None, _, syntax::PredicateKind::Has(_, term)))) => {
            let end = text.len() - after.len();
            let phrase = text[term.at.start..end].trim_end_matches(|c: char| !c.is_alphanumeric());
            let thing = Term {
                text: phrase.to_string(),
                at: term.at.start..term.at.start + phrase.len(),
            };
            vec![(crate::vocabulary::Category::HEIRLOOM, thing)]
        }
        _ => Vec::new(),
    }
}

/// The category a "what" question asks for: "What does the Norwegian drink?" (by the verb),
/// "What is the Dane's job?" (by the noun after a possessive), "Which pet does the Swede keep?",
/// "What color is the Dane's house?" (by the noun after "what").
fn wanted(piece: &Cleaned, known: &Known) -> Option<crate::vocabulary::Category> {
    let text = piece.text.as_str();
    let (mut first, mut after) = next_word(text)?;
    // "And what does the Norwegian smoke?"
    if ["and", "but", "so", "now", "then"]
        .iter()
        .any(|w| first.eq_ignore_ascii_case(w))
    {
        (first, after) = next_word(after)?;
    }
    if !(first.eq_ignore_ascii_case("what") || first.eq_ignore_ascii_case("which")) {
        return None;
    }
    let cx = Cx::new(text, known);
    let (noun, _) = next_word(after)?;
    let named = |category: &crate::vocabulary::Category| {
        let key = known.key(*category);
        key.eq_ignore_ascii_case(noun)
            || category.kind().is_some_and(|kind| {
                kind.plural.eq_ignore_ascii_case(noun)
                    || (kind.key == "color" && noun.eq_ignore_ascii_case("colour"))
            })
    };
    if let Some(category) = known.categories().find(named) {
        return Some(category);
    }
    // The last word: a noun after a possessive ("job"), else a verb ("drink").
    let body = text.trim_end().trim_end_matches(['?', '.', '!']);
    let start = body.rfind(' ').map_or(0, |space| space + 1);
    let last = &body[start..];
    if let Ok((_, (_, category))) = phrase_match::attribute(&cx, &text[start..]) {
        return Some(category);
    }
    let candidates = phrase_match::categories_of_verb(last);
    (candidates.iter())
        .find(|c| known.values.iter().any(|(v, _)| v == *c))
        .or(candidates.first())
        .copied()
}

/// Where a question joined to the words before it by a conjunction starts ("... next to the
/// green house so who has the dog?"): the last "so who", "but which", "and what", ... after
/// other words.
fn joined_question(text: &str) -> Option<usize> {
    let words = word_ranges(text);
    let is = |r: &Range<usize>, set: &[&str]| {
        set.iter().any(|w| text[r.clone()].eq_ignore_ascii_case(w))
    };
    (1..words.len().saturating_sub(1))
        .rev()
        .find(|&k| {
            is(&words[k], &["so", "but", "and", "now", "then", "well"])
                && is(&words[k + 1], QUESTION_WORDS)
        })
        .map(|k| words[k].start)
}

/// Words that open a question.
const QUESTION_WORDS: &[&str] = &["who", "whose", "whom", "which", "what", "where", "how"];

/// Whether `text` opens with a question word, perhaps after a preposition ("Which house ...",
/// "On which floor does the lizard live, and who owns it?"): a question of two parts.
fn asks(text: &str) -> bool {
    let mut words = text.split_whitespace().map(str::to_ascii_lowercase);
    let mut first = words.next().unwrap_or_default();
    // "So, who is ...": the word that leads on asks nothing itself.
    if first
        .strip_suffix(',')
        .is_some_and(|lead| LEADS_ON.contains(&lead))
    {
        first = words.next().unwrap_or_default();
    }
    let second = words.next().unwrap_or_default();
    QUESTION_WORDS.contains(&first.as_str())
        || (["on", "in", "at", "from", "to", "of"].contains(&first.as_str())
            && QUESTION_WORDS.contains(&second.as_str()))
}

/// Where "Who" opens `text` as a free relative might ("Who drinks espresso lives in ..."):
/// its byte range, to be read as "Whoever".
fn free_relative(text: &str) -> Option<std::ops::Range<usize>> {
    let start = text.len() - text.trim_start_matches(['"', '\'', ' ']).len();
    let word = text.get(start..start + 4)?;
    word.eq_ignore_ascii_case("who ")
        .then_some(start..start + 3)
}

/// The closing question ("But who owned each?"), even with its question mark lost.
fn is_question(text: &str) -> bool {
    text.trim_end().ends_with('?') || starts_like_question(text)
}

fn starts_like_question(text: &str) -> bool {
    // Asked of every sentence: compared in place rather than on a lower-case copy. The
    // openings are ASCII, so only ASCII letters of the text can match them.
    let start = text.trim_start_matches(['"', '\'', ' ']).as_bytes();
    let opens =
        |p: &str| start.len() >= p.len() && start[..p.len()].eq_ignore_ascii_case(p.as_bytes());
    ["who ", "but who ", "so who ", "now who ", "and who "]
        .iter()
        .any(|p| opens(p))
        // "Determine who owned the fan.", "Work out which lady drank gin": a question put as
        // a task, with or without its question mark.
        || asking_verb(text).is_some_and(|after| {
            let rest = &text.as_bytes()[after..];
            let opens = |p: &str| rest.len() >= p.len() && rest[..p.len()].eq_ignore_ascii_case(p.as_bytes());
            opens("who ") || opens("which ")
        })
}

/// Where the words after an asking verb at the start of `text` begin ("Work out who ..."), if
/// it starts with one.
fn asking_verb(text: &str) -> Option<usize> {
    let start = text.len() - text.trim_start_matches(['"', '\'', ' ']).len();
    let opening = text.get(start..)?;
    ASKING_VERBS.iter().find_map(|verb| {
        let n = verb.len();
        (opening.len() > n
            && opening.as_bytes()[..n].eq_ignore_ascii_case(verb.as_bytes())
            && opening.as_bytes()[n] == b' ')
            .then_some(start + n + 1)
    })
}

/// Verbs that set the reader the riddle's question: "Determine who ...", "Find out which ...".
const ASKING_VERBS: &[&str] = &[
    "determine",
    "work out",
    "find out",
    "figure out",
    "deduce",
    "tell me",
    "say",
    "decide",
];

/// Parse one sentence, correcting up to a few typing slips in the grammar's own words. When a
/// complete sentence is followed by a capitalised word, a period was lost: the rest is handed
/// back as the next sentence.
fn understand(
    piece: Cleaned,
    known: &Known,
    warnings: &mut Vec<Diagnostic>,
) -> Result<(Parsed, Option<Cleaned>), Diagnostic> {
    let mut attempt = piece;
    let mut corrections = Vec::new();
    let mut first_failure = None;
    loop {
        let (furthest, expected) = match attempt_parse(&attempt, known) {
            Attempt::Understood(syntax, None) => {
                warnings.append(&mut corrections);
                let parsed = Parsed {
                    text: attempt,
                    syntax,
                };
                return Ok((parsed, None));
            }
            Attempt::Understood(syntax, Some(Lost { at, next })) => {
                warnings.append(&mut corrections);
                // A colon ends a sentence that leads into a list of them: no period was lost.
                if !attempt.text[..at].trim_end().ends_with(':') {
                    warnings.push(
                        Diagnostic::warning("a sentence seems to end here without a period")
                            .at(attempt.span(at, at)),
                    );
                }
                let parsed = Parsed {
                    text: attempt.slice(0, at),
                    syntax,
                };
                let rest = attempt.slice(next, attempt.text.len());
                return Ok((parsed, Some(rest)));
            }
            Attempt::Stopped(furthest, expected) => (furthest, expected),
        };
        // The message is about the sentence as written, and made only if no correction makes
        // it read: most sentences that stop somewhere are slips corrected below.
        let first =
            first_failure.get_or_insert_with(|| (attempt.clone(), furthest, expected.clone()));
        let failure = || not_understood(&first.0, first.1, &first.2, known);
        if corrections.len() >= MAX_CORRECTIONS {
            return Err(failure());
        }
        // A correction is kept only if the sentence then reads further (best: to its end), so a
        // real word is never "corrected" into a keyword that makes no sense there. A word two
        // slips off is corrected only when exactly one such correction makes the sentence read.
        let mut best: Option<(usize, Cleaned, Diagnostic)> = None;
        let mut two_slips: Vec<(Cleaned, Diagnostic)> = Vec::new();
        for (range, fix, slips) in candidate_fixes(&attempt, furthest, &expected) {
            let fixed = attempt.replace(range.clone(), fix);
            let reached = match attempt_parse(&fixed, known) {
                Attempt::Understood(..) => usize::MAX,
                Attempt::Stopped(at, _)
                    if slips == 1 && at > furthest + fix.len().saturating_sub(range.len()) =>
                {
                    at
                }
                Attempt::Stopped(..) => continue,
            };
            let word = &attempt.text[range.clone()];
            let note = Diagnostic::warning(format!("read \"{word}\" as \"{fix}\""))
                .at(attempt.span(range.start, range.end))
                .correcting();
            if slips > 1 {
                if !two_slips.iter().any(|(f, _)| f.text == fixed.text) {
                    two_slips.push((fixed, note));
                }
            } else if best.as_ref().is_none_or(|(b, _, _)| reached > *b) {
                best = Some((reached, fixed, note));
            }
        }
        let chosen = match (best, two_slips.len()) {
            (Some((usize::MAX, fixed, note)), _) => Some((fixed, note)),
            (_, 1) => two_slips.pop(),
            (best, _) => best.map(|(_, fixed, note)| (fixed, note)),
        };
        match chosen {
            Some((fixed, note)) => {
                corrections.push(note);
                attempt = fixed;
            }
            None => return Err(failure()),
        }
    }
}

/// The sentence `piece` reads as, to its end or to where its period was lost; nothing is
/// recorded of how it failed, which is all that callers who only ask whether it reads need.
fn read_sentence(piece: &Cleaned, known: &Known) -> Option<(Sentence, Option<Lost>)> {
    let cx = Cx::new(&piece.text, known);
    let (rest, syntax) = sentence::sentence(&cx, &piece.text).ok()?;
    if sentence::at_end(rest) {
        return Some((syntax, None));
    }
    let at = cx.at(rest);
    let next = piece.text[at..].trim_start();
    if next.chars().next().is_some_and(char::is_uppercase) {
        let next = piece.text.len() - next.len();
        return Some((syntax, Some(Lost { at, next })));
    }
    None
}

enum Attempt {
    /// The sentence read, to its end or to where its period was lost.
    Understood(Sentence, Option<Lost>),
    /// Reading stopped here, expecting these.
    Stopped(usize, Vec<Expected>),
}

/// A complete sentence followed by a capitalised word: the period between was lost.
struct Lost {
    /// Where the sentence read ends.
    at: usize,
    /// Where the next one starts.
    next: usize,
}

fn attempt_parse(piece: &Cleaned, known: &Known) -> Attempt {
    if let Some((syntax, lost)) = read_sentence(piece, known) {
        return Attempt::Understood(syntax, lost);
    }
    // Read again, recording where reading stopped and what was expected there.
    let cx = Cx::recording(&piece.text, known);
    let _ = sentence::sentence(&cx, &piece.text);
    let (furthest, expected) = cx.furthest();
    Attempt::Stopped(furthest, expected)
}

/// Possible slips, with how many slips each is: the word where reading stopped against what
/// was expected there, then any other word that is not a grammar word but is close to one.
fn candidate_fixes(
    piece: &Cleaned,
    furthest: usize,
    expected: &[Expected],
) -> Vec<(std::ops::Range<usize>, &'static str, usize)> {
    let mut out = Vec::new();
    let rest = &piece.text[furthest..];
    if let Some((word, _)) = next_word(rest)
        && may_correct_name(piece, furthest, word)
    {
        let start = furthest + (rest.len() - rest.trim_start().len());
        // A grammar word or a value is never two slips from what was meant: "at the left" is
        // not "at the last".
        let known_word = lexicon::is_reserved(word) || lexicon::never_a_value(word);
        for (fix, slips) in corrections(word, expected) {
            if (slips == 1 || !known_word) && may_correct_into(word, fix) {
                out.push((start..start + word.len(), fix, slips));
            }
        }
    }
    // Only words before the point where reading stopped can have stopped it, and a slip that
    // did is close to that point (a misspelt verb read as part of a value just before it).
    let before: Vec<_> = word_ranges(&piece.text[..furthest.min(piece.text.len())])
        .into_iter()
        .collect();
    let nearby = before.len().saturating_sub(LOOK_BACK_WORDS);
    for range in before.into_iter().skip(nearby) {
        let word = &piece.text[range.clone()];
        if word.len() >= 3
            && !lexicon::is_reserved(word)
            && may_correct_name(piece, range.start, word)
        {
            for (fix, slips) in lexicon::close_reserved(word) {
                if !out.iter().any(|(r, f, _)| *r == range && *f == fix)
                    && may_correct_into(word, fix)
                {
                    out.push((range.clone(), fix, slips));
                }
            }
        }
    }
    // One slip before two: the nearer reading is tried first.
    out.sort_by_key(|(_, _, slips)| *slips);
    out.truncate(MAX_CANDIDATES);
    out
}

/// Whether `word`, at byte `at` of the sentence, may be corrected at all: a capitalised word
/// inside the sentence is a name, which is never made a grammar word.
fn may_correct_name(piece: &Cleaned, at: usize, word: &str) -> bool {
    let inside = !piece.text[..at].trim().is_empty();
    !(inside && word.starts_with(char::is_uppercase))
}

/// Whether `word` may be read as the grammar word `fix`. A correction is for a slip that made
/// no word at all ("womman"): an English word is what the writer wrote ("net" is not "next",
/// "neither" not "either", "latter" not "father"). The one exception is a noun for a guest
/// ("the guess wearing a white jacket" is the guest): it says who, never what she did.
fn may_correct_into(word: &str, fix: &str) -> bool {
    !crate::text::english::is_word(word) || phrases::PERSON_NOUNS.contains(&fix)
}

/// The expected grammar words a misspelt `word` may be: one slip off, or two for a word that
/// is then read only if no other correction also reads.
fn corrections(word: &str, expected: &[Expected]) -> Vec<(&'static str, usize)> {
    let lower = word.to_lowercase();
    let mut candidates: Vec<(&'static str, usize)> = expected
        .iter()
        .filter_map(|e| match e {
            Expected::Words(w) => w.split(' ').next(),
            Expected::Description(_) => None,
        })
        .filter(|w| !w.eq_ignore_ascii_case(word))
        .filter_map(|w| {
            if close_enough(word, w) {
                return Some((w, 1));
            }
            // A cheap lower bound on the distance first: most expected words end here.
            if letters_apart(word, w) > 2 {
                return None;
            }
            let distance = strsim::osa_distance(&lower, w);
            (distance == 2 && word.chars().count() >= 3 && w.len() >= 2).then_some((w, 2))
        })
        .collect();
    candidates.sort_unstable();
    candidates.dedup();
    candidates
}

fn not_understood(
    piece: &Cleaned,
    furthest: usize,
    expected: &[Expected],
    known: &Known,
) -> Diagnostic {
    let guests = &known.guests;
    let rest = &piece.text[furthest..];
    let start = furthest + (rest.len() - rest.trim_start().len());
    let (end, found) = match next_word(rest) {
        Some((w, _)) => (start + w.len(), Some(w)),
        None => (
            start + rest.trim_start().chars().next().map_or(0, char::len_utf8),
            None,
        ),
    };
    let label = expectation(expected);
    let untaught = untaught::untaught(piece, known, furthest);
    let mut diagnostic = Diagnostic::error("sentence not understood")
        .at(piece.span(start, end))
        .label(label);
    let wants_name = expected.contains(&Expected::Description("a guest's name"));
    if let Some(found) = found {
        // Capitalised words are a name only if they start with a title of the guest list or a
        // word that is no grammar word ("Between", "Their", "Nobody"), and some word of them
        // is neither a grammar word nor a value the riddle named ("Port").
        let written = unknown_name(&piece.text[start..]);
        let words: Vec<&str> = written.split(' ').collect();
        let title = |w: &str| {
            guests
                .iter()
                .any(|g| g.words.len() > 1 && g.words[0].eq_ignore_ascii_case(w))
        };
        let plain = |w: &str| {
            !lexicon::is_reserved(w)
                && !lexicon::never_a_value(w)
                && !known.values.iter().any(|(_, v)| v.eq_ignore_ascii_case(w))
        };
        let a_name = !written.is_empty()
            && (title(words[0]) || plain(words[0]))
            && words.iter().any(|w| plain(w));
        let sharing: Vec<String> = guests
            .iter()
            .filter(|g| {
                g.words
                    .last()
                    .is_some_and(|s| s.eq_ignore_ascii_case(found))
            })
            .map(|g| g.words.join(" "))
            .collect();
        if expected.contains(&Expected::Description(noun_phrase::SHARED_NAME)) && sharing.len() > 1
        {
            diagnostic = diagnostic
                .label(format!("\"{found}\" may be {}", sharing.join(" or ")))
                .help("two guests share this name: write the one meant in full, with her title");
        } else if let Some(help) = unsupported(found) {
            diagnostic = diagnostic.help(help);
        } else if wants_name && a_name && !guests.is_empty() {
            let listed: Vec<String> = guests.iter().map(|g| g.words.join(" ")).collect();
            diagnostic = diagnostic.help(format!(
                "\"{written}\" is not on the guest list: {}",
                listed.join(", ")
            ));
        } else if let Some(near) = nearest(found, expected) {
            // Only a word that makes the sentence read further is worth suggesting; one that
            // leaves it unread is not, where words between two guests are what no phrase reads
            // ("clinked glasses with" is no slip of "reared"). A word of English is rarely a
            // slip for another ("colour that evening" is no slip of "then", "Resplendent in"
            // none of "is"): it is suggested only where the whole sentence then reads.
            let fixed = piece.replace(start..end, near);
            let slip = !crate::text::english::is_word(&found.to_lowercase());
            let further = match attempt_parse(&fixed, known) {
                Attempt::Understood(..) => true,
                Attempt::Stopped(at, _) => {
                    slip && at > end + near.len().saturating_sub(end - start) && untaught.is_none()
                }
            };
            if further {
                diagnostic = diagnostic.help(format!("did you mean \"{near}\"?"));
            }
        }
    }
    if diagnostic.help.is_none()
        && let Some(found) = &untaught
    {
        diagnostic = taught_how(diagnostic, found);
    }
    diagnostic
}

/// The words no phrase reads between two guests, named with the guests, and how to teach them.
/// The caret stays where reading stopped, as it does for every sentence not understood.
fn taught_how(diagnostic: Diagnostic, found: &untaught::Untaught) -> Diagnostic {
    let words = &found.words;
    diagnostic.help(format!(
        "\"{words}\" is not a phrase the reader knows (between {} and {}): teach it in \
         riddle.toml beside the riddle (or --phrases FILE) as a phrase it knows, under \
         [phrases]: \"{words}\" = \"{}\" if that is what it means; `riddle phrases` lists what \
         it knows",
        found.first, found.second, found.example
    ))
}

/// What to write instead of a form known not to be read, when reading stopped at its word.
fn unsupported(word: &str) -> Option<&'static str> {
    let lower = word.to_ascii_lowercase();
    if predicate::HEDGES.contains(&lower.as_str()) {
        return Some(
            "this word says the act did not quite happen (or not only it), so the sentence \
             states no fact the seating can be held to: say what did happen, or leave it out",
        );
    }
    match lower.as_str() {
        "first" | "last" | "again" | "once" | "twice" | "later" | "earlier" | "then" => Some(
            "said before a verb, this word tells when she did it, not where she sat: a seat is \
             said with its place (\"sat in the first seat\", \"was last in the row\")",
        ),
        // "sits in the front row, right behind me": the teller, who is no guest.
        "me" | "myself" | "us" => Some(
            "this is the teller, who is no guest of the riddle, so a place said from the teller \
             (\"right behind me\") is no seat the reader can hold to: name the place itself \
             (\"in the front row\"), or leave it out",
        ),
        "or" => Some(
            "a choice of values is read after a verb (\"wore green or blue\"), not in a \
             description of a guest: say what she wore, or what she did not (\"wore neither \
             red nor gold\")",
        ),
        _ => None,
    }
}

/// What was expected, in full when it is short, and by kind when it is long: "expected a verb
/// such as \"sat\", \"was\", \"wore\", a color, or 30 other grammar words".
fn expectation(expected: &[Expected]) -> String {
    /// The verbs named first when there are many: the commonest in riddles.
    const COMMON: &[&str] = &["sat", "was", "wore", "drank", "came", "owned"];
    /// At most this many expectations are listed one by one.
    const SHOWN: usize = 8;
    if expected.is_empty() {
        return "not understood from here".to_string();
    }
    let quoted = |e: &Expected| match e {
        Expected::Words(w) => format!("\"{w}\""),
        Expected::Description(d) => d.to_string(),
    };
    let mut parts: Vec<String> = Vec::new();
    let mut others = 0;
    if expected.len() <= SHOWN {
        // Verbs first: after a subject they are what was most likely meant.
        let mut sorted = expected.to_vec();
        sorted.sort_by_key(|e| !matches!(e, Expected::Words(w) if lexicon::is_verb(w)));
        parts.extend(sorted.iter().map(quoted));
    } else {
        let verbs: Vec<&str> = expected
            .iter()
            .filter_map(|e| match e {
                Expected::Words(w) if lexicon::is_verb(w) => Some(*w),
                _ => None,
            })
            .collect();
        if !verbs.is_empty() {
            let mut named: Vec<&str> = COMMON
                .iter()
                .copied()
                .filter(|c| verbs.iter().any(|v| v.eq_ignore_ascii_case(c)))
                .collect();
            if named.is_empty() {
                named.extend(verbs.iter().take(3));
            }
            let named: Vec<String> = named.iter().map(|v| format!("\"{v}\"")).collect();
            parts.push(format!("a verb such as {}", named.join(", ")));
        }
        // Then a few kinds of thing, counts and seat numbers last as the least likely meant;
        // the other grammar words are only counted.
        let mut ranked = expected.to_vec();
        ranked.sort_by_key(|e| {
            matches!(
                e,
                Expected::Description("a number" | "an ordinal (first, second, ...)")
            )
        });
        let mut kinds = 0;
        for e in &ranked {
            match e {
                Expected::Words(w) if lexicon::is_verb(w) => {}
                Expected::Description(_) if kinds < 2 => {
                    kinds += 1;
                    parts.push(quoted(e));
                }
                _ => others += 1,
            }
        }
    }
    let mut label = String::from("expected ");
    match (parts.len(), others) {
        (1, 0) => label.push_str(&parts[0]),
        (_, 0) => {
            let last = parts.pop().expect("two or more");
            label.push_str(&format!("{}, or {last}", parts.join(", ")));
        }
        _ => label.push_str(&format!(
            "{}, or {others} other grammar words",
            parts.join(", ")
        )),
    }
    label
}

/// The capitalised words at the start of `text`: the name a sentence used.
fn unknown_name(text: &str) -> String {
    let mut words = Vec::new();
    let mut rest = text;
    while let Some((w, after)) = next_word(rest) {
        if !w.chars().next().is_some_and(char::is_uppercase) || words.len() == 3 {
            break;
        }
        words.push(w);
        rest = after;
    }
    words.join(" ")
}

/// The expected grammar word nearest to `word`, when it is plausibly a misspelling.
fn nearest(word: &str, expected: &[Expected]) -> Option<&'static str> {
    expected
        .iter()
        .filter_map(|e| match e {
            Expected::Words(w) => w.split(' ').next(),
            Expected::Description(_) => None,
        })
        // A cheap lower bound on the distance first: most expected words end here.
        .filter(|w| letters_apart(word, w) <= 2)
        .map(|w| (strsim::osa_distance(&word.to_lowercase(), w), w))
        .filter(|(d, w)| *d <= 2 && *d < w.len().max(word.len()) / 2 + 1 && *d > 0)
        .min()
        .map(|(_, w)| w)
}

/// The piece with immediately repeated phrases removed ("in the center in the center seat"),
/// each noted as a warning.
fn without_repeats(mut piece: Cleaned, warnings: &mut Vec<Diagnostic>) -> Cleaned {
    'again: for _ in 0..MAX_REPEATS {
        let words = word_ranges(&piece.text);
        // Every word against every word up to six on is most of the work: compared by a hash
        // of its lower case first, and by its letters only when the hashes agree.
        let keys: Vec<u64> = words
            .iter()
            .map(|r| lexicon::folded_hash(piece.text[r.clone()].as_bytes()))
            .collect();
        for n in (1..=6).rev() {
            for start in 0..words.len().saturating_sub(2 * n - 1) {
                let same = (0..n).all(|k| {
                    keys[start + k] == keys[start + n + k]
                        && piece.text[words[start + k].clone()]
                            .eq_ignore_ascii_case(&piece.text[words[start + n + k].clone()])
                });
                if !same {
                    continue;
                }
                // "had had" and "that that" are English; longer repeats are transcription slips.
                let single_ok = n == 1
                    && ["had", "that"]
                        .iter()
                        .any(|w| piece.text[words[start].clone()].eq_ignore_ascii_case(w));
                // Only a run of plain words repeats by slip: in a list ("the Signet Ring, the
                // Ring, the ...") the punctuation says the words are meant twice.
                let joined = piece.text[words[start].start..words[start + 2 * n - 1].end]
                    .chars()
                    .all(|c| c.is_alphanumeric() || c == ' ' || c == '\'' || c == '-');
                if !single_ok && joined {
                    let cut = words[start + n].start..words[start + 2 * n - 1].end;
                    let phrase = piece.text[cut.clone()].to_string();
                    warnings.push(
                        Diagnostic::warning(format!("ignored the repeated words \"{phrase}\""))
                            .at(piece.span(cut.start, cut.end)),
                    );
                    let cut = words[start + n - 1].end..words[start + 2 * n - 1].end;
                    piece = piece.remove(cut);
                    continue 'again;
                }
            }
        }
        return piece;
    }
    piece
}

/// The piece with the contractions of "be" after a pronoun spelled out, which every row of
/// "be" reads: "they're" as "they are" ("The snails aren't the Dane's - they're the Swede's"),
/// and "'s" after a pronoun that has no possessive with "'s" (`CONTRACTED_IS`) as "is" ("It's
/// the Norwegian in the yellow house", "that's where the zebra lives"), or as "has" before
/// "been" or "got" ("she's been sitting", "he's got the dog"). After a name "'s" stays the
/// possessive it mostly is ("Lady Ash's neighbour").
fn spelled_out(mut piece: Cleaned) -> Cleaned {
    for word in word_ranges(&piece.text).into_iter().rev() {
        let text = &piece.text[word.clone()];
        if text.eq_ignore_ascii_case("they're") {
            let they = &text[..4];
            let spelled = format!("{they} are");
            piece = piece.replace(word, &spelled);
            continue;
        }
        let after = &piece.text[word.end..];
        let contracted = after.starts_with("'s")
            && !after[2..].starts_with(|c: char| c.is_alphanumeric())
            && CONTRACTED_IS.iter().any(|p| text.eq_ignore_ascii_case(p));
        if contracted {
            let next = (after[2..].trim_start())
                .split(|c: char| !c.is_alphanumeric())
                .next()
                .unwrap_or("");
            let has = ["been", "got", "gotten"]
                .iter()
                .any(|w| next.eq_ignore_ascii_case(w));
            let verb = if has { "has" } else { "is" };
            let spelled = format!("{text} {verb}");
            piece = piece.replace(word.start..word.end + 2, &spelled);
        }
    }
    piece
}

/// Pronouns whose "'s" is always "is" or "has", never a possessive: "it's", "that's",
/// "there's", "who's", "she's". Not "everyone's", "someone's", "nobody's" (possessives as often).
const CONTRACTED_IS: &[&str] = &[
    "it", "that", "there", "here", "who", "what", "where", "whoever", "she", "he", "this",
];

/// Byte ranges of the words of `text`, as the grammar sees words (a final "'s" apart).
fn word_ranges(text: &str) -> Vec<std::ops::Range<usize>> {
    let mut out = Vec::with_capacity(text.len() / 4);
    let mut at = 0;
    while at < text.len() {
        let end = word_end(text, at);
        if end > at {
            out.push(at..end);
            at = end;
        } else {
            // Every non-ASCII character is part of a word: what is left is one ASCII byte.
            at += 1;
        }
    }
    out
}
