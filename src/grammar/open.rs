//! Categories named without their values ("open categories"). A riddle may declare what its
//! people have by name only ("Attributes: `shirts`, `names`, `movies`, `snacks`, `ages`", as a
//! zebra-puzzle generator writes it) and let each value first appear inside a clue ("The boy
//! wearing the Black shirt", "likes Horror movies", "is going to eat Cookies", "The 14-year-old
//! boy"). Before the clues are read, one pass over them gathers each such category's values
//! from the words that show it (the category's own noun after the value, a verb of the
//! category, "N-year-old" for ages, a capitalised word alone for names), and the riddle says
//! so in a warning naming what it read. A value no clue names stays anonymous (null in JSON, a
//! dash in the table). Only a category whose values are listed nowhere is gathered so: a
//! riddle that lists its values never learns a new one from a clue here.

use std::ops::Range;

use super::Parsed;
use super::lexicon;
use super::syntax::{Sentence, Term};
use crate::diagnostic::Diagnostic;
use crate::text::Cleaned;
use crate::vocabulary::{Category, KINDS};

/// The opening of a riddle that names its categories only: where it stands in its piece (the
/// first clue follows it), how many places the row has and what they are called, and the
/// categories, as written (plural nouns).
#[derive(Debug)]
pub struct Attributes {
    pub start: usize,
    pub end: usize,
    pub places: u8,
    pub place: &'static str,
    pub categories: Vec<String>,
}

/// The labels that name the categories of an opening.
const LABELS: &[&str] = &["attributes", "categories"];

/// The label the clues follow.
const CLUES: &str = "clues";

/// Verbs whose object is a value of a category called by one of these nouns ("is going to eat
/// Cookies": a snack, where "snacks" is a category of the riddle whose values are not listed).
/// A verb is read so only where exactly one open category is among its nouns.
pub const VERBS: &[(&str, &[&str])] = &[
    (
        "eat",
        &[
            "snack", "food", "dish", "meal", "dessert", "fruit", "cake", "treat",
        ],
    ),
    (
        "eats",
        &[
            "snack", "food", "dish", "meal", "dessert", "fruit", "cake", "treat",
        ],
    ),
    (
        "ate",
        &[
            "snack", "food", "dish", "meal", "dessert", "fruit", "cake", "treat",
        ],
    ),
    (
        "eating",
        &[
            "snack", "food", "dish", "meal", "dessert", "fruit", "cake", "treat",
        ],
    ),
    ("play", &["sport", "game", "instrument"]),
    ("plays", &["sport", "game", "instrument"]),
    ("played", &["sport", "game", "instrument"]),
    ("playing", &["sport", "game", "instrument"]),
    ("drive", &["car", "vehicle"]),
    ("drives", &["car", "vehicle"]),
    ("drove", &["car", "vehicle"]),
    ("driving", &["car", "vehicle"]),
    ("read", &["book", "magazine", "newspaper"]),
    ("reads", &["book", "magazine", "newspaper"]),
    ("reading", &["book", "magazine", "newspaper"]),
];

/// Nouns ending in "ies" whose singular ends in "ie" ("movies", "cookies"), not "y".
const IE_NOUNS: &[&str] = &[
    "movie", "cookie", "pie", "tie", "smoothie", "brownie", "zombie", "selfie", "rookie",
];

/// Nouns whose plural ends in "ves" for an "f" ("scarves").
const VES_NOUNS: &[(&str, &str)] = &[
    ("scarves", "scarf"),
    ("knives", "knife"),
    ("wolves", "wolf"),
    ("leaves", "leaf"),
    ("shelves", "shelf"),
    ("loaves", "loaf"),
    ("calves", "calf"),
    ("halves", "half"),
];

/// The singular of a plural noun as a category's key: "shirts" is `shirt`, "movies" `movie`,
/// "hobbies" `hobby`, "boxes" `box`.
pub fn singular(plural: &str) -> String {
    let lower = plural.to_lowercase();
    if let Some((_, one)) = VES_NOUNS.iter().find(|(many, _)| *many == lower) {
        return one.to_string();
    }
    if let Some(stem) = lower.strip_suffix("ies") {
        let ie = format!("{stem}ie");
        if IE_NOUNS.contains(&ie.as_str()) {
            return ie;
        }
        return format!("{stem}y");
    }
    for ending in ["xes", "ches", "shes", "sses"] {
        if lower.ends_with(ending) {
            return lower[..lower.len() - 2].to_string();
        }
    }
    match lower.strip_suffix('s') {
        Some(stem) if !stem.is_empty() && !lower.ends_with("ss") => stem.to_string(),
        _ => lower,
    }
}

/// The words of `text` with their ranges: runs of letters, digits, hyphens and apostrophes.
fn tokens(text: &str) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut start = None;
    for (at, c) in text.char_indices() {
        let inside = c.is_alphanumeric() || c == '-' || c == '\'';
        match (inside, start) {
            (true, None) => start = Some(at),
            (false, Some(from)) => {
                out.push(from..at);
                start = None;
            }
            _ => {}
        }
    }
    if let Some(from) = start {
        out.push(from..text.len());
    }
    out
}

/// The end of the label `word` followed by a colon at a word start of `lower`, searched from
/// `from`: the offset after the colon.
fn label_at(lower: &str, word: &str, from: usize) -> Option<(usize, usize)> {
    let mut at = from;
    while let Some(found) = lower[at..].find(word) {
        let start = at + found;
        let end = start + word.len();
        let word_start = start == 0 || !lower[..start].ends_with(|c: char| c.is_alphanumeric());
        if word_start && lower[end..].starts_with(':') {
            return Some((start, end + 1));
        }
        at = end;
    }
    None
}

/// The items of a list after a label, up to a backslash (a Markdown line break) or the next
/// label (a word and a colon): each trimmed, split at commas and a last "and".
fn items(text: &str) -> (Vec<&str>, usize) {
    let mut end = text.find('\\').unwrap_or(text.len());
    if let Some(colon) = text[..end].find(':') {
        // The list ends before the word of the next label.
        let before = text[..colon].trim_end();
        end = before.rfind(' ').map_or(0, |space| space);
    }
    let list = &text[..end];
    let out = list
        .split(',')
        .flat_map(|item| item.split(" and "))
        .map(|item| item.trim().trim_start_matches("and ").trim())
        .filter(|item| !item.is_empty())
        .collect();
    (out, end)
}

/// "Attributes: shirts, names, movies\ Boys: Boy 1, Boy 2, Boy 3\ Clues:": the categories, by
/// name only, then the places, each called by its noun and its number in order, then the clues.
/// Nothing when any part is missing or reads otherwise.
pub fn attributes(text: &str) -> Option<Attributes> {
    // Most pieces have no colon: nothing to lower-case.
    if !text.contains(':') {
        return None;
    }
    let lower = text.to_lowercase();
    let (start, after) = LABELS.iter().find_map(|label| label_at(&lower, label, 0))?;
    let (names, used) = items(&text[after..]);
    let categories: Vec<String> = names.iter().map(|n| n.to_lowercase()).collect();
    let one_word = |w: &String| !w.is_empty() && w.chars().all(|c| c.is_alphabetic());
    if categories.len() < 2 || !categories.iter().all(one_word) {
        return None;
    }
    // The places: "Boys: Boy 1, Boy 2, ...", the next label.
    let rest = after + used;
    let colon = rest + text[rest..].find(':')?;
    let label = text[rest..colon]
        .trim()
        .trim_start_matches('\\')
        .trim()
        .to_lowercase();
    if !label.chars().all(|c| c.is_alphabetic()) || label.len() < 2 {
        return None;
    }
    let noun = singular(&label);
    let (places, used) = items(&text[colon + 1..]);
    let numbered = places.iter().enumerate().all(|(k, item)| {
        let mut words = item.split_whitespace();
        words.next().is_some_and(|w| w.eq_ignore_ascii_case(&noun))
            && words.next() == Some((k + 1).to_string().as_str())
            && words.next().is_none()
    });
    if !numbered || !(2..=12).contains(&places.len()) {
        return None;
    }
    let (_, end) = label_at(&lower, CLUES, colon + 1 + used)?;
    // Only spaces and a line break between the places and "Clues:".
    let between = &text[colon + 1 + used..end - CLUES.len() - 1];
    if !between.chars().all(|c| c == ' ' || c == '\\') {
        return None;
    }
    let place = super::phrases::PLACES
        .iter()
        .find(|p| **p == noun)
        .copied()
        .unwrap_or("seat");
    let end = end + text[end..].len() - text[end..].trim_start().len();
    Some(Attributes {
        start,
        end,
        places: places.len() as u8,
        place,
        categories,
    })
}

/// How the values of an open category are found in the clues.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum How {
    /// A capitalised word standing alone, as a name does: "Joshua is at one of the ends".
    Name,
    /// "The 14-year-old boy", "is 13 years old", "aged 12": numbers.
    Age,
    /// The word before the category's noun ("the Black shirt", "likes Horror movies"), or
    /// after a verb of the category ("is going to eat Cookies").
    Noun,
}

/// A category whose values are to be read from the clues.
#[derive(Debug)]
pub struct Open {
    pub key: String,
    pub plural: String,
    pub category: Category,
    how: How,
}

/// The open categories of an opening's names, each with the category it is: a known kind by its
/// plural ("names", "colors": known kinds' values are learned where a clue names them, so only
/// names need gathering), or one the riddle declares, with its key, in `declared` (numbered
/// after the known kinds in that order).
pub fn categories(names: &[String], declared: &mut Vec<String>) -> Vec<Open> {
    let mut out = Vec::new();
    for plural in names {
        let key = singular(plural);
        if let Some(kind) = Category::known().find(|c| c.kind().is_some_and(|k| k.key == key)) {
            if kind == Category::NAME {
                out.push(Open {
                    key,
                    plural: plural.clone(),
                    category: kind,
                    how: How::Name,
                });
            }
            continue;
        }
        let at = match declared.iter().position(|k| *k == key) {
            Some(at) => at,
            None => {
                declared.push(key.clone());
                declared.len() - 1
            }
        };
        let how = if key == "age" { How::Age } else { How::Noun };
        out.push(Open {
            key,
            plural: plural.clone(),
            category: Category::from_index(KINDS.len() + at),
            how,
        });
    }
    out
}

/// Whether `word` may be a value read from a clue: letters (or digits), no grammar word, no
/// word that is never a value.
fn may_be_value(word: &str) -> bool {
    !word.is_empty()
        && word.chars().all(|c| c.is_alphanumeric())
        && !lexicon::is_reserved(word)
        && !lexicon::never_a_value(word)
}

/// The age an "N-year-old" word names.
fn year_old(word: &str) -> Option<&str> {
    let (number, rest) = word.split_once('-')?;
    (rest.eq_ignore_ascii_case("year-old")
        && !number.is_empty()
        && number.len() <= 3
        && number.bytes().all(|b| b.is_ascii_digit()))
    .then_some(number)
}

/// What the clues named of the open categories.
pub struct Gathered {
    /// A sentence declaring the values each clue names first, of categories not the names.
    pub declared: Vec<Parsed>,
    /// The names, in the order the clues name them first.
    pub names: Vec<String>,
    pub warnings: Vec<Diagnostic>,
}

/// The values the clues name of each open category, in one pass before they are read: one
/// sentence declaring them for each clue that names any first (its text, so that a message
/// points at the clue), and a warning for each category saying what was read. More values than
/// places is an error.
pub fn gather(
    pieces: &[&Cleaned],
    open: &[Open],
    places: u8,
    place: &str,
    opening: crate::source::Span,
) -> Result<Gathered, Vec<Diagnostic>> {
    let mut found: Vec<Vec<String>> = vec![Vec::new(); open.len()];
    let mut out = Vec::new();
    let mut names = Vec::new();
    let nouns: Vec<(usize, &str)> = (open.iter().enumerate())
        .filter(|(_, o)| o.how == How::Noun)
        .flat_map(|(k, o)| [(k, o.key.as_str()), (k, o.plural.as_str())])
        .collect();
    let noun_of = |word: &str| {
        (nouns.iter())
            .find(|(_, n)| n.eq_ignore_ascii_case(word))
            .map(|(k, _)| *k)
    };
    let age = open.iter().position(|o| o.how == How::Age);
    let name = open.iter().position(|o| o.how == How::Name);
    for piece in pieces {
        let text = &piece.text;
        let words = tokens(text);
        let word = |k: usize| &text[words[k].clone()];
        let mut claimed = vec![false; words.len()];
        let mut here: Vec<(usize, Range<usize>)> = Vec::new();
        for k in 0..words.len() {
            // "the 14-year-old boy"
            if let (Some(age), Some(number)) = (age, year_old(word(k))) {
                let at = words[k].start..words[k].start + number.len();
                here.push((age, at));
                claimed[k] = true;
                continue;
            }
            // "the Black shirt", "Horror movies"
            if let Some(category) = noun_of(word(k)) {
                claimed[k] = true;
                if k > 0 && !claimed[k - 1] && may_be_value(word(k - 1)) {
                    claimed[k - 1] = true;
                    here.push((category, words[k - 1].clone()));
                }
                continue;
            }
            // "is going to eat Cookies"
            let verb = VERBS.iter().find(|(v, _)| v.eq_ignore_ascii_case(word(k)));
            if let Some((_, kinds)) = verb {
                let fitting: Vec<usize> = (open.iter().enumerate())
                    .filter(|(_, o)| o.how == How::Noun && kinds.contains(&o.key.as_str()))
                    .map(|(k, _)| k)
                    .collect();
                let mut object = k + 1;
                while object < words.len()
                    && ["the", "a", "an", "some"].contains(&word(object).to_lowercase().as_str())
                {
                    object += 1;
                }
                if let [category] = fitting[..]
                    && object < words.len()
                    && may_be_value(word(object))
                    && (object + 1 >= words.len() || noun_of(word(object + 1)).is_none())
                {
                    claimed[object] = true;
                    here.push((category, words[object].clone()));
                }
            }
        }
        if let Some(name) = name {
            for k in 0..words.len() {
                let w = word(k);
                let article =
                    k > 0 && ["the", "a", "an"].contains(&word(k - 1).to_lowercase().as_str());
                if claimed[k]
                    || !w.starts_with(|c: char| c.is_uppercase())
                    || !may_be_value(w)
                    || w.eq_ignore_ascii_case(place)
                    || article
                    || (k + 1 < words.len() && noun_of(word(k + 1)).is_some())
                    || (k + 1 < words.len() && word(k + 1).bytes().all(|b| b.is_ascii_digit()))
                {
                    continue;
                }
                here.push((name, words[k].clone()));
            }
        }
        here.sort_by_key(|(_, at)| at.start);
        let mut declared: Vec<(usize, Vec<Term>)> = Vec::new();
        for (category, at) in here {
            let value = &text[at.clone()];
            if found[category]
                .iter()
                .any(|v| v.eq_ignore_ascii_case(value))
            {
                continue;
            }
            found[category].push(value.to_string());
            let term = Term {
                text: value.to_string(),
                at,
            };
            match declared.iter_mut().find(|(c, _)| *c == category) {
                Some((_, terms)) => terms.push(term),
                None => declared.push((category, vec![term])),
            }
        }
        for (category, values) in declared {
            if open[category].how == How::Name {
                names.extend(values.into_iter().map(|v| v.text));
                continue;
            }
            out.push(Parsed {
                text: (*piece).clone(),
                syntax: Sentence::Values {
                    rule: "open-categories",
                    category: open[category].category,
                    values,
                },
            });
        }
    }
    let mut warnings = Vec::new();
    let mut errors = Vec::new();
    for (category, values) in open.iter().zip(&found) {
        let plural = &category.plural;
        if values.len() > usize::from(places) {
            errors.push(
                Diagnostic::error(format!(
                    "the {plural} were never listed, and the clues name {} of them for {places} \
                     places: {}",
                    values.len(),
                    values.join(", ")
                ))
                .at(opening)
                .help(format!("list the {plural} after the category's name")),
            );
            continue;
        }
        let unnamed = usize::from(places) - values.len();
        let rest = match unnamed {
            0 => String::new(),
            1 => "; one is never named".to_string(),
            n => format!("; {n} are never named"),
        };
        let read = if values.is_empty() {
            "none".to_string()
        } else {
            values.join(", ")
        };
        warnings.push(
            Diagnostic::warning(format!(
                "the {plural} were never listed; read from the clues: {read}{rest}"
            ))
            .at(opening),
        );
    }
    if errors.is_empty() {
        Ok(Gathered {
            declared: out,
            names,
            warnings,
        })
    } else {
        Err(errors)
    }
}

/// Words that order people by age.
const AGE_ORDER: &[&str] = &["youngest", "oldest", "eldest", "older", "younger", "elder"];

/// "The youngest boy" where only some ages are named is read as whoever holds no named age above
/// the least (`noun_phrase::by_age`): exact only when it is the riddle's one word ordering ages,
/// since two such ("the youngest" and "the oldest") could otherwise be read as one guest. Said
/// in a warning when it is; an error naming the sentence when it is not.
pub fn ages_partly(sentences: &[Parsed], warnings: &mut Vec<Diagnostic>) -> Option<Diagnostic> {
    let partly = (sentences.iter()).find(|s| s.syntax.rules().contains(&"by-age-partly"))?;
    let ordering: usize = (sentences.iter())
        .filter(|s| matches!(s.syntax, Sentence::Clauses(_) | Sentence::Choice(..)))
        .map(|s| {
            tokens(&s.text.text)
                .into_iter()
                .filter(|r| {
                    AGE_ORDER
                        .iter()
                        .any(|w| w.eq_ignore_ascii_case(&s.text.text[r.clone()]))
                })
                .count()
        })
        .sum();
    if ordering > 1 {
        return Some(
            Diagnostic::error(
                "only some ages are named, and more than one word orders the guests by age",
            )
            .at(partly.whole())
            .help("an age never named could be anything: name every age, or order them once"),
        );
    }
    warnings.push(
        Diagnostic::warning(
            "only some ages are named: the youngest (or oldest) is read as whoever holds no named \
             age beyond the least (or greatest) named, since an age never named could be anything",
        )
        .at(partly.whole()),
    );
    None
}
