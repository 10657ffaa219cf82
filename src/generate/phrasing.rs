//! Writing a row of the phrase table (`grammar/phrases.rs`) as words. The row is written from
//! the tokens the reader compiled it into and its verbs in the forms the reader made of them, so
//! what is written reads back as the row, by construction: the generator's prose and the
//! reader's grammar are one table. A row is written in one of two voices: of dinners at a
//! table, in the past tense, or of the zebra family's houses, in the present.

use rand::RngExt;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;

use crate::clue::{Guest, Reach, Seat};
use crate::grammar::phrase_match::{Form, Token, tokens};
use crate::grammar::phrases::{
    ARTICLES, BRITISH_PARTICIPLES, GARMENTS, Means, NUMBERS, ORDINALS, PERSON_NOUNS, PHRASES,
    PLACES, PLACES_PLURAL, Place, SYNONYMS, TABLE_PLACES, UNWRITTEN_PARTICIPLES, VERBS, Verb,
    WRITTEN_GARMENTS, WRITTEN_PERSON_NOUNS,
};
use crate::grammar::syntax::Relation;
use crate::vocabulary::{Category, Vocabulary};

/// Whose words a riddle is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Voice {
    /// A dinner at a table, in the past tense: "Lady Winslow sat at the far left".
    Table,
    /// The zebra family's houses in a row, in the present tense: "The Dane lives in the first
    /// house".
    Houses,
}

impl Voice {
    /// Whether the generator writes row `n` in this voice. A seat relation ("immediately to the
    /// left of") names no place of its own, so the rows written at a table are written of houses
    /// too.
    pub fn writes(self, n: usize) -> bool {
        let row = &PHRASES[n];
        match self {
            Voice::Table => row.write,
            Voice::Houses => row.houses || (row.write && row.place == Place::RelationPhrase),
        }
    }
}

/// The word of a value a generated clue names: generated clues name no anonymous guest.
pub fn value_word(vocabulary: &Vocabulary, guest: Guest) -> &str {
    match guest {
        Guest::Value(category, value) => vocabulary.value(category, value),
        Guest::Anonymous(_) => unreachable!("generated clues name every guest"),
    }
}

/// What a row's slots are filled with; a row is only asked for with the slots it has.
#[derive(Default)]
pub struct Slots {
    /// The word of the row's value slot.
    pub value: Option<String>,
    /// A description of the guest in the `{guest}` slot.
    pub guest: Option<String>,
    pub seat: Option<Seat>,
    /// A relation row, written: "immediately to the left of".
    pub relation: Option<String>,
    pub count: Option<u8>,
    pub ordinal: Option<u8>,
    /// Whether the row's verb is negated.
    pub negated: bool,
}

impl Slots {
    /// The value slot filled with `word`, negated or not.
    pub fn of_value(word: &str, negated: bool) -> Slots {
        Slots {
            value: Some(word.to_string()),
            negated,
            ..Slots::default()
        }
    }
}

/// The rows of `place` written in `voice` that mean what `fits` accepts, as indices into
/// `PHRASES`.
pub fn rows(voice: Voice, place: Place, fits: impl Fn(usize) -> bool) -> Vec<usize> {
    (0..PHRASES.len())
        .filter(|&n| voice.writes(n) && PHRASES[n].place == place && fits(n))
        .collect()
}

/// The category of row `n`'s value slot, if it has one.
pub fn value_category(n: usize) -> Option<Category> {
    fn find(tokens: &[Token]) -> Option<Category> {
        tokens.iter().find_map(|token| match token {
            Token::Value(category, _) | Token::Known(category) => Some(*category),
            Token::Optional(runs) => runs.iter().find_map(|run| find(run)),
            _ => None,
        })
    }
    find(tokens(n))
}

/// Whether row `n` starts with a verb, so that it can be negated.
pub fn starts_with_verb(n: usize) -> bool {
    matches!(tokens(n).first(), Some(Token::Verb(_)))
}

/// Whether row `n` names a house by its color ("the red house") rather than who lives there
/// ("the owner of the red house").
pub fn names_a_house(n: usize) -> bool {
    matches!(tokens(n), [Token::Value(..), Token::Words(w)] if w[..] == ["house"])
}

/// Whether row `n` starts with a comma: an aside, written only before a predicate.
pub fn starts_with_comma(n: usize) -> bool {
    matches!(tokens(n).first(), Some(Token::Comma))
}

/// Whether row `n` ends with a plain word, so that a possessive may follow it ("the rum
/// drinker's left"), and has none of its own.
pub fn takes_possessive(n: usize) -> bool {
    let row = tokens(n);
    matches!(row.last(), Some(Token::Words(_)))
        && !row.iter().any(|t| matches!(t, Token::Possessive))
}

/// Whether row `n` names its seat as the object of its verb ("took the first seat on the
/// left"), where a seat can only be counted.
pub fn seat_is_object(n: usize) -> bool {
    let row = tokens(n);
    row.iter()
        .position(|t| matches!(t, Token::Seat | Token::PlacedSeat))
        .is_some_and(|at| at > 0 && names_seat(&row[at - 1]))
}

/// After a verb that is never "was" ("took") the seat is its object; after "sat", "was" or a
/// noun it takes a preposition ("at the far left").
fn names_seat(before: &Token) -> bool {
    matches!(before, Token::Verb(groups)
        if !groups.iter().flat_map(|(_, forms)| forms).any(|f| f.words == ["was"]))
}

/// Whether row `n`'s `{guest}` is followed by a possessive ("on {guest} 's left").
pub fn guest_is_possessive(n: usize) -> bool {
    tokens(n)
        .windows(2)
        .any(|pair| matches!(pair, [Token::Guest, Token::Possessive]))
}

/// A piece of a row being written.
enum Piece {
    Word(String),
    /// "a", "an" or "the", chosen once the next word is known.
    Article,
    /// "a" or "an", as the next word begins.
    Indefinite,
    /// Written onto the word before: "," and "'s".
    Glue(&'static str),
}

struct Written {
    voice: Voice,
    pieces: Vec<Piece>,
    /// Where an article was written that no noun has followed yet.
    open_article: Option<usize>,
    /// An article before a color asks for the garment: "a red jacket", never "a red".
    garment_wanted: bool,
}

/// Row `n` in words, in `voice`, with its slots filled from `slots`.
pub fn write(rng: &mut ChaCha8Rng, voice: Voice, n: usize, slots: &Slots) -> String {
    assert!(
        voice.writes(n),
        "row {} is not written in {voice:?}",
        PHRASES[n].rule
    );
    #[cfg(test)]
    tests::WRITTEN.with(|rows| rows.borrow_mut().insert((voice, n)));
    let mut written = Written {
        voice,
        pieces: Vec::new(),
        open_article: None,
        garment_wanted: false,
    };
    run(rng, tokens(n), slots, &mut written);
    let mut out = String::new();
    for (k, piece) in written.pieces.iter().enumerate() {
        let word = match piece {
            Piece::Glue(glue) => {
                out.push_str(glue);
                continue;
            }
            Piece::Word(word) => word.as_str(),
            Piece::Article | Piece::Indefinite => {
                let next = written.pieces[k + 1..].iter().find_map(|p| match p {
                    Piece::Word(w) => Some(w.as_str()),
                    _ => None,
                });
                if matches!(piece, Piece::Article) && rng.random_bool(0.5) {
                    "the"
                } else {
                    next.map_or("a", a_or_an)
                }
            }
        };
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

fn run(rng: &mut ChaCha8Rng, tokens: &[Token], slots: &Slots, out: &mut Written) {
    for (k, token) in tokens.iter().enumerate() {
        match token {
            Token::Words(words) if words == ARTICLES => {
                out.open_article = Some(out.pieces.len());
                out.pieces.push(Piece::Article);
            }
            Token::Words(words) if words == GARMENTS => {
                out.garment_wanted = false;
                out.pieces.push(word(rng, &words[..WRITTEN_GARMENTS]));
            }
            // A table's places are seats, chairs or places; a street's are houses.
            Token::Words(words) if words == PLACES || words == PLACES_PLURAL => {
                let places = match out.voice {
                    Voice::Table => &words[..TABLE_PLACES],
                    Voice::Houses => {
                        let at = words.iter().position(|w| w.starts_with("house"));
                        let at = at.expect("houses are places");
                        &words[at..=at]
                    }
                };
                out.pieces.push(word(rng, places));
            }
            Token::Words(words) if words == PERSON_NOUNS => {
                out.pieces
                    .push(Piece::Word(person(rng, out.voice).to_string()));
            }
            // "a" or "an" as the next word begins: "is an actor".
            Token::Words(words) if words[..] == ["a", "an"] => out.pieces.push(Piece::Indefinite),
            // Of houses, the plainest words: the first of a choice ("beside", not "by"), and
            // optional words only where they complete a phrase ("to the left of"), never in a
            // row with a value, where they fit only some ("likes reading tea", "a baker
            // lover"), or a relation ("lives in the house further left than").
            Token::Words(words) if out.voice == Voice::Houses => {
                out.pieces.push(Piece::Word(words[0].to_string()));
            }
            Token::Words(words) => out.pieces.push(word(rng, words)),
            Token::Optional(runs) if out.voice == Voice::Houses => {
                if !has_slot(tokens) {
                    run(rng, &runs[0], slots, out);
                }
            }
            Token::Optional(runs) => {
                let chosen = optional(rng, runs, &tokens[k + 1..], out);
                if let Some(chosen) = chosen {
                    run(rng, &runs[chosen], slots, out);
                }
            }
            Token::Verb(groups) => {
                let forms: Vec<&Form> = groups
                    .iter()
                    .flat_map(|(_, forms)| forms.iter().copied())
                    .filter(|form| match out.voice {
                        Voice::Table => past(form, slots.negated),
                        Voice::Houses => present(form, slots.negated),
                    })
                    .collect();
                let form = forms.choose(rng).expect("every verb has its tense");
                for w in &form.words {
                    out.pieces.push(Piece::Word(w.to_string()));
                }
            }
            Token::Value(category, suffix) => {
                let value = slots.value.as_deref().expect("a value for the row's slot");
                match (category, out.open_article.take()) {
                    // No article before a bare drink: "drank port", "a glass of port".
                    (&Category::DRINK, Some(at)) if at + 1 == out.pieces.len() => {
                        out.pieces.pop();
                    }
                    (&Category::COLOR, Some(_)) => out.garment_wanted = true,
                    _ => {}
                }
                out.pieces
                    .push(Piece::Word(format!("{value}{}", suffix.unwrap_or(""))));
            }
            Token::Guest => out
                .pieces
                .push(Piece::Word(slots.guest.clone().expect("a guest"))),
            Token::Seat | Token::PlacedSeat => {
                let seat = slots.seat.expect("a seat");
                let words = match out.voice {
                    Voice::Table => seat_words(rng, seat, k > 0 && names_seat(&tokens[k - 1])),
                    Voice::Houses => house_words(rng, seat),
                };
                out.pieces.push(Piece::Word(words));
            }
            Token::Relation => out
                .pieces
                .push(Piece::Word(slots.relation.clone().expect("a relation"))),
            Token::Count => out.pieces.push(Piece::Word(
                NUMBERS[usize::from(slots.count.expect("a count")) - 1].to_string(),
            )),
            Token::Ordinal => out.pieces.push(Piece::Word(
                ordinal(slots.ordinal.expect("an ordinal")).to_string(),
            )),
            Token::Comma => out.pieces.push(Piece::Glue(",")),
            Token::Possessive => out.pieces.push(Piece::Glue("'s")),
            // A riddle of houses lists every value before its clues.
            Token::Known(_) | Token::AnyKnown | Token::AnyKnownIf(_) | Token::Done
                if out.voice == Voice::Houses =>
            {
                let value = slots.value.as_deref().expect("a value for the row's slot");
                out.pieces.push(Piece::Word(value.to_string()));
            }
            Token::Known(_)
            | Token::AnyKnown
            | Token::AnyKnownIf(_)
            | Token::Done
            | Token::Her
            | Token::Plural(_) => {
                unreachable!("rows that need an earlier sentence are not written at a table")
            }
            Token::Taught(_) => unreachable!("a taught phrase is read, never written"),
        }
    }
}

/// A relation row for `relation` in `voice`: "immediately to the left of", "two seats to the
/// right of", and the relation as read, where plain "left of" reads as `as_read`.
pub fn relation_words(
    rng: &mut ChaCha8Rng,
    voice: Voice,
    as_read: Reach,
    relation: Relation,
) -> (String, Relation) {
    let as_read = |r: Reach| if r == as_read { Reach::AsRead } else { r };
    let rows: Vec<(usize, Relation)> = rows(voice, Place::RelationPhrase, |_| true)
        .into_iter()
        .filter_map(|n| match (PHRASES[n].means, relation) {
            (Means::Related(r), _) if r == relation => Some((n, r)),
            (Means::Related(Relation::LeftOf(Reach::AsRead)), Relation::LeftOf(reach))
                if as_read(reach) == Reach::AsRead =>
            {
                Some((n, Relation::LeftOf(Reach::AsRead)))
            }
            (Means::Related(Relation::RightOf(Reach::AsRead)), Relation::RightOf(reach))
                if as_read(reach) == Reach::AsRead =>
            {
                Some((n, Relation::RightOf(Reach::AsRead)))
            }
            (Means::SeatsAway { left: true }, Relation::LeftBy(_))
            | (Means::SeatsAway { left: false }, Relation::RightBy(_)) => Some((n, relation)),
            _ => None,
        })
        .collect();
    let (n, said) = *rows.choose(rng).expect("a row says every drawn relation");
    let count = match relation {
        Relation::LeftBy(k) | Relation::RightBy(k) => Some(k),
        _ => None,
    };
    let slots = Slots {
        count,
        ..Slots::default()
    };
    (write(rng, voice, n, &slots), said)
}

/// Whether a row has a value or a relation slot.
fn has_slot(tokens: &[Token]) -> bool {
    tokens.iter().any(|t| match t {
        Token::Value(..)
        | Token::Known(_)
        | Token::AnyKnown
        | Token::AnyKnownIf(_)
        | Token::Done
        | Token::Relation => true,
        Token::Optional(runs) => runs.iter().any(|run| has_slot(run)),
        _ => false,
    })
}

/// Which of an optional token's runs to write, if any, for English the reader also reads: an
/// article before a counted value ("a Ring", "her owl"), never before a bare one ("drank
/// port"); a garment after a color only with its article ("a red jacket"); words before a
/// value ("jaunty", "glass of") only after an article.
fn optional(
    rng: &mut ChaCha8Rng,
    runs: &[Vec<Token>],
    after: &[Token],
    out: &Written,
) -> Option<usize> {
    let has = |run: &Vec<Token>, list: &[&str]| {
        run.iter()
            .any(|t| matches!(t, Token::Words(w) if w == list))
    };
    if let Some(garment) = runs.iter().position(|run| has(run, GARMENTS)) {
        return out.garment_wanted.then_some(garment);
    }
    let value = after.iter().find_map(|t| match t {
        Token::Optional(_) => None,
        Token::Value(category, _) => Some(Some(*category)),
        _ => Some(None),
    });
    let plain = runs.iter().all(|run| {
        run.iter()
            .all(|t| matches!(t, Token::Words(w) if w != ARTICLES))
    });
    match value.flatten() {
        Some(Category::HEIRLOOM | Category::PET) if runs.iter().any(|r| has(r, ARTICLES)) => {
            Some(rng.random_range(0..runs.len()))
        }
        Some(_) if plain => (out.open_article.is_some() && rng.random_bool(0.5))
            .then(|| rng.random_range(0..runs.len())),
        _ => rng
            .random_bool(0.5)
            .then(|| rng.random_range(0..runs.len())),
    }
}

fn word(rng: &mut ChaCha8Rng, words: &[&str]) -> Piece {
    Piece::Word(words.choose(rng).expect("a word").to_string())
}

/// A noun for a guest. "owner" and "drinker" name one only with their object ("the owner of
/// the Ring"), so they are not written alone; the guests of a dinner are women, not the men and
/// residents of the zebra family's houses, who are persons.
pub fn person(rng: &mut ChaCha8Rng, voice: Voice) -> &'static str {
    if voice == Voice::Houses {
        return "person";
    }
    let nouns: Vec<&str> = PERSON_NOUNS[..WRITTEN_PERSON_NOUNS]
        .iter()
        .copied()
        .filter(|n| {
            !matches!(
                *n,
                "owner" | "drinker" | "man" | "resident" | "inhabitant" | "setting"
            )
        })
        .collect();
    nouns.choose(rng).expect("nouns")
}

/// Whether `word` is a form of a verb read as another (`SYNONYMS`: "resided" where a row says
/// "lived"), which the generator never writes.
fn synonym(word: &str) -> bool {
    let others = SYNONYMS.iter().flat_map(|(_, others)| others.iter());
    let forms = |v: &Verb| [v.base, v.past, v.present, v.ing, v.perfect];
    others
        .flat_map(|base| VERBS.iter().filter(move |v| v.base == *base))
        .any(|v| forms(v).contains(&word) || v.stative.contains(&word))
}

/// Whether a verb form is one the generator writes: the past tense, plain ("sat", "was",
/// "was seated") or, when `negated`, denied ("did not sit", "never sat", "was not", "was not
/// seated"). Each is a form the reader made of the verb, with its negation; the British "was
/// sat" is read, never written (`BRITISH_PARTICIPLES`).
fn past(form: &Form, negated: bool) -> bool {
    if form.words.iter().any(|w| synonym(w)) {
        return false;
    }
    let is_past = |w: &str| VERBS.iter().any(|v| v.past == w);
    let is_stative = |w: &str| {
        ![BRITISH_PARTICIPLES, UNWRITTEN_PARTICIPLES]
            .concat()
            .contains(&w)
            && VERBS.iter().any(|v| v.stative.contains(&w))
    };
    match (negated, &form.words[..]) {
        (_, _) if form.negation.is_some() != negated => false,
        (false, [w]) => *w == "was" || is_past(w),
        (false, ["was", w]) => is_stative(w),
        (true, ["did", "not", _]) | (true, ["was", "not"]) => true,
        (true, ["was", "not", w]) => is_stative(w),
        (true, ["never", w]) => is_past(w) && *w != "was",
        _ => false,
    }
}

/// Whether a verb form is one the generator writes of houses: the present tense, plain
/// ("lives", "is") or, when `negated`, denied ("does not live", "is not").
fn present(form: &Form, negated: bool) -> bool {
    if form.words.iter().any(|w| synonym(w)) {
        return false;
    }
    let is_present = |w: &str| VERBS.iter().any(|v| v.present == w);
    match (negated, &form.words[..]) {
        (_, _) if form.negation.is_some() != negated => false,
        (false, [w]) => *w == "is" || is_present(w),
        (true, ["does", "not", _]) | (true, ["is", "not"]) => true,
        _ => false,
    }
}

/// The ordinal word for seat `k`, the reader's own.
fn ordinal(k: u8) -> &'static str {
    ORDINALS[usize::from(k) - 1].0
}

/// "a" or "an", as `word` begins.
pub fn a_or_an(word: &str) -> &'static str {
    if word.starts_with(['a', 'e', 'i', 'o', 'u', 'A', 'E', 'I', 'O', 'U']) {
        "an"
    } else {
        "a"
    }
}

/// Words the reader reads as `seat`: after a preposition, or named as an object.
fn seat_words(rng: &mut ChaCha8Rng, seat: Seat, object: bool) -> String {
    let side = |from_right: bool| if from_right { "right" } else { "left" };
    if object {
        let (k, from_right) = match seat {
            Seat::FromLeft(k) => (k, false),
            Seat::FromRight(k) => (k, true),
            Seat::Center | Seat::End | Seat::Odd | Seat::Even => {
                unreachable!("only a counted seat is named as an object")
            }
        };
        let on = ["from", "on"].choose(rng).expect("options");
        return format!("the {} seat {on} the {}", ordinal(k), side(from_right));
    }
    let options: Vec<String> = match seat {
        Seat::FromLeft(1) => vec![
            "at the far left".into(),
            "in the leftmost seat".into(),
            "in the first seat from the left".into(),
        ],
        Seat::FromRight(1) => vec![
            "at the far right".into(),
            "in the rightmost seat".into(),
            "in the last seat".into(),
        ],
        Seat::Center => vec![
            "in the center seat".into(),
            "in the middle seat".into(),
            "in the very middle".into(),
        ],
        Seat::FromLeft(k) | Seat::FromRight(k) => {
            let from_right = matches!(seat, Seat::FromRight(_));
            vec![format!(
                "in the {} seat from the {}",
                ordinal(k),
                side(from_right)
            )]
        }
        Seat::End => vec!["at one end".into(), "at one end of the table".into()],
        Seat::Odd => vec!["in an odd-numbered seat".into()],
        Seat::Even => vec!["in an even-numbered seat".into()],
    };
    options.choose(rng).expect("options").clone()
}

/// Where in a row of houses `seat` is, as the reader reads it: houses are numbered from the
/// left.
fn house_words(rng: &mut ChaCha8Rng, seat: Seat) -> String {
    let options: Vec<String> = match seat {
        Seat::FromRight(1) => vec!["in the last house".into()],
        Seat::FromLeft(k) => vec![format!("in the {} house", ordinal(k))],
        Seat::FromRight(k) => vec![format!("in the {} house from the right", ordinal(k))],
        Seat::Center => vec!["in the middle house".into(), "in the center house".into()],
        Seat::End => vec!["at one of the ends".into()],
        Seat::Odd => vec!["in an odd-numbered house".into()],
        Seat::Even => vec!["in an even-numbered house".into()],
    };
    options.choose(rng).expect("options").clone()
}

/// Whether a seat can be named as an object ("took the second seat from the left").
pub fn countable(seat: Seat) -> bool {
    matches!(seat, Seat::FromLeft(_) | Seat::FromRight(_))
}

#[cfg(test)]
pub(crate) mod tests {
    use std::cell::RefCell;
    use std::collections::BTreeSet;

    use super::*;
    use crate::clue::Reading;
    use crate::generate::{Options, Style, WordLists, generate};

    thread_local! {
        /// The rows `write` wrote on this thread, in each voice.
        pub(crate) static WRITTEN: RefCell<BTreeSet<(Voice, usize)>> = const { RefCell::new(BTreeSet::new()) };
    }

    /// The rows written in `voice` that no riddle written on this thread has used, named.
    pub(crate) fn never_written(voice: Voice) -> Vec<String> {
        let written = WRITTEN.with(|rows| rows.borrow().clone());
        (0..PHRASES.len())
            .filter(|n| voice.writes(*n) && !written.contains(&(voice, *n)))
            .map(|n| format!("{} \"{}\"", PHRASES[n].rule, PHRASES[n].pattern))
            .collect()
    }

    /// A row marked writable that the generator never writes at a table fails here: the
    /// generator writes every such row, under both readings of "left of".
    #[test]
    fn every_writable_row_is_written() {
        let all = vec![
            Category::COLOR,
            Category::DRINK,
            Category::CITY,
            Category::HEIRLOOM,
            Category::PET,
        ];
        for (seed, reading) in [(1, Reading::Immediate), (2, Reading::Somewhere)] {
            for guests in [4, 5, 7] {
                let options = Options {
                    style: Style::Novel,
                    seed,
                    count: 60,
                    guests,
                    categories: all.clone(),
                    words: WordLists::builtin(),
                    reading,
                    difficulty: None,
                    declared: Vec::new(),
                };
                generate(&options).expect("generated");
            }
        }
        let missing = never_written(Voice::Table);
        assert!(missing.is_empty(), "never written: {missing:#?}");
    }

    /// A row marked as written of houses (the zebra family's, and those shared with the table)
    /// that `generate --style zebra` never writes fails here, under both readings of "left of".
    #[test]
    fn every_house_row_is_written() {
        let all = super::super::zebra::CATEGORIES.to_vec();
        for (seed, reading) in [(1, Reading::Immediate), (2, Reading::Somewhere)] {
            for guests in [4, 5, 7] {
                let options = Options {
                    style: Style::Zebra,
                    seed,
                    count: 40,
                    guests,
                    categories: all.clone(),
                    words: WordLists::zebra(),
                    reading,
                    difficulty: None,
                    declared: Vec::new(),
                };
                generate(&options).expect("generated");
            }
        }
        let missing = never_written(Voice::Houses);
        assert!(missing.is_empty(), "never written of houses: {missing:#?}");
    }
}
