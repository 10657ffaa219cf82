//! Sentences: the guest list, the heirloom list, the closing question, and clauses joined by
//! commas and conjunctions ("When one of the dinner guests bragged about her Snuff Tin, the
//! woman next to her said ...").

use std::ops::Range;

use nom::Parser;
use nom::branch::alt;
use nom::combinator::{opt, value};

use super::introduction::{is_people, noun_of};
use super::noun_phrase::{self, np};
use super::passed_over::{
    AFTER_A_PREDICATE, ASIDES, FRAMINGS, INTERJECTIONS, ORIENTATIONS, STORY_TIMES, VOUCHING_THAT,
};
use super::phrase_match;
use super::phrases::{GARMENTS, NUMBERS, OWN, PLACES, PLACES_PLURAL};
use super::predicate::predicate;
use super::syntax::{
    Clause, Group, Head, ListedAs, Modifier, Np, Predicate, PredicateKind, Relation, Sentence, Term,
};
use super::words::{
    Cx, R, any_kw, kw, passed_row, phrase, possessive, punct, repeated, skip, spanned, unread,
    value as slot,
};
use crate::clue::{Reach, Seat};
use crate::vocabulary::Category;

/// The body of one sentence, without its final punctuation.
pub fn sentence<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Sentence> {
    alt((
        // Before the guest lists, which would read "The people in ..." and stop.
        |i| characteristics(cx, i),
        |i| guest_list(cx, i),
        |i| guests_introduced(cx, i),
        |i| residents(cx, i),
        |i| values(cx, i),
        |i| objects(cx, i),
        |i| places(cx, i),
        |i| one_in_each(cx, i),
        |i| each_unique(cx, i),
        |i| parenthesized(cx, i),
        |i| clauses(cx, i),
        |i| labelled(cx, i),
    ))
    .parse(i)
}

/// "Hints: The Brit lives in the red house.", "Here are your clues: ...": a label of a word or
/// two, or a few words naming clues or hints, and a colon before the first of a list of clues.
fn labelled<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Sentence> {
    // Found without recording what was expected: a sentence that has no label fails here, at
    // its start, and its message comes from the forms that read further.
    // Longer labels name what follows: "Here are your clues:", "The clue(s) are as follows:".
    const LABEL_NOUNS: &[&str] = &[
        "clue",
        "clues",
        "hint",
        "hints",
        "fact",
        "facts",
        "statement",
        "statements",
        "condition",
        "conditions",
        "information",
    ];
    // "One thing was certain: ...": the teller vouching for the clauses after the colon.
    if let Some(after) = FRAMINGS.iter().find_map(|(words, _)| {
        let (after, ()) = phrase(cx, words)(i).ok()?;
        skip(after).strip_prefix(':')
    }) {
        return clauses(cx, after);
    }
    if let Some(after) = how_it_went(cx, i) {
        return clauses(cx, after);
    }
    let mut rest = i;
    let mut named = false;
    for words in 1..=5 {
        let Some((word, after)) = cx.word(rest) else {
            return unread(i);
        };
        named |= LABEL_NOUNS.iter().any(|n| {
            word.trim_end_matches(['(', ')', 's'])
                .eq_ignore_ascii_case(n.trim_end_matches('s'))
        });
        rest = after;
        // "Clue(s):".
        if let Some(after) = rest.strip_prefix("(s)") {
            rest = after;
        }
        if let Some(after_colon) = skip(rest).strip_prefix(':') {
            if words <= 2 || named {
                return clauses(cx, after_colon);
            }
            return unread(i);
        }
    }
    unread(i)
}

/// "For those of you at home who missed it, here's how it shook out:", "Here is what happened:":
/// the teller's lead-in to the clues after its colon, whose last part says that what follows is
/// how it went, and which names no guest and no value. Where the clues start.
fn how_it_went<'a>(cx: &Cx<'a>, i: &'a str) -> Option<&'a str> {
    let colon = i.find(':')?;
    let lead = &i[..colon];
    let last = lead
        .rsplit(',')
        .next()
        .unwrap_or(lead)
        .trim()
        .to_lowercase();
    let opens = [
        "here's how",
        "here is how",
        "here's what",
        "here is what",
        "this is how",
        "this is what",
    ];
    if !opens.iter().any(|o| last.starts_with(o)) || lead.split_whitespace().count() > 16 {
        return None;
    }
    let names = lead.split(|c: char| !c.is_alphanumeric()).any(|w| {
        !w.is_empty()
            && ((cx.known.guests.iter()).any(|g| g.words.iter().any(|p| p.eq_ignore_ascii_case(w)))
                || (cx.known.values.iter()).any(|(_, v)| v.eq_ignore_ascii_case(w)))
    });
    (!names).then(|| &i[colon + 1..])
}

/// "There are five houses.", "There are 3 houses, numbered 1 to 3 from left to right, as seen
/// from across the street."
fn places<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Sentence> {
    let (i, _) = alt((phrase(cx, "there are"), phrase(cx, "there were"))).parse(i)?;
    let (i, n) = phrase_match::count(cx, i)?;
    // "There are 7 people next to each other in a row in positions 1, 2, ..., 7 who have the
    // following characteristics": people in a row, so many positions.
    if let Ok((rest, _)) = any_kw(cx, &["people", "persons"])(i) {
        let (rest, _) = people_in_a_row(cx, rest)?;
        return Ok((rest, Sentence::Places(n, "position")));
    }
    let (i, noun) = any_kw(cx, PLACES_PLURAL)(i)?;
    let place = PLACES_PLURAL
        .iter()
        .position(|p| p.eq_ignore_ascii_case(noun))
        .map_or(PLACES[0], |at| PLACES[at]);
    // "in a row, numbered 1 on the left to 4 on the right", "next to each other, numbered 1
    // on the left and 2 on the right", "numbered 1 to 4".
    let (i, _) = opt(alt((
        phrase(cx, "in a row"),
        phrase(cx, "next to each other"),
        phrase(cx, "side by side"),
    )))
    .parse(i)?;
    let (i, _) = opt((
        opt(punct(cx, ',')),
        kw(cx, "numbered"),
        |i| count(cx, i),
        opt(phrase(cx, "on the left")),
        any_kw(cx, &["to", "and"]),
        |i| count(cx, i),
        opt(phrase(cx, "on the right")),
    ))
    .parse(i)?;
    let (i, _) = opt(alt((
        phrase(cx, "from left to right"),
        phrase(cx, "in a row"),
    )))
    .parse(i)?;
    let (i, _) = opt((
        opt(punct(cx, ',')),
        phrase(cx, "as seen from across the street"),
    ))
    .parse(i)?;
    // "There are five houses in five different colours in a row": lower-case words about the
    // row, naming nothing. "There are two houses between A and B" is a clause, not this frame.
    let mut i = i;
    for _ in 0..MAX_INTRO_WORDS {
        match cx.word(i) {
            Some((w, rest))
                if !w.starts_with(char::is_uppercase) && !w.eq_ignore_ascii_case("between") =>
            {
                i = rest;
            }
            _ => break,
        }
    }
    if cx.word(i).is_some() {
        return unread(i);
    }
    Ok((i, Sentence::Places(n, place)))
}

/// "There is one person living in each house.", "One person lives in each house": the frame of
/// a row of houses, saying no more than that each has one resident.
fn one_in_each<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Sentence> {
    let (i, _) = opt(alt((phrase(cx, "there is"), phrase(cx, "there's")))).parse(i)?;
    let (i, _) = alt((phrase(cx, "one person"), phrase(cx, "exactly one person"))).parse(i)?;
    let (i, _) = any_kw(cx, &["living", "lives", "lived", "resides", "residing"])(i)?;
    let (i, _) = kw(cx, "in")(i)?;
    let (i, _) = any_kw(cx, &["each", "every"])(i)?;
    let (i, _) = any_kw(cx, PLACES)(i)?;
    Ok((i, Sentence::Frame))
}

/// "The people in these houses have different characteristics:", before the lists that say
/// which: lower-case words saying that people differ, ending in a noun for what they differ
/// in and a colon. The list after the colon is read as the next sentence.
fn characteristics<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Sentence> {
    const NOUNS: &[&str] = &[
        "characteristics",
        "attributes",
        "features",
        "traits",
        "properties",
    ];
    let mut rest = i;
    let mut differ = false;
    for n in 0..MAX_INTRO_WORDS + 4 {
        let (w, after) = match cx.word(rest) {
            Some((w, after)) if n == 0 || !w.starts_with(char::is_uppercase) => (w, after),
            _ => return unread(i),
        };
        differ |= ["different", "unique", "distinct"]
            .iter()
            .any(|d| w.eq_ignore_ascii_case(d));
        rest = after;
        if NOUNS.iter().any(|d| w.eq_ignore_ascii_case(d)) {
            break;
        }
    }
    let (rest, _) = punct(cx, ':')(rest)?;
    if !differ {
        return cx.fail_expecting(i, "what differs");
    }
    Ok((rest, Sentence::Frame))
}

/// The rest of "There are 7 people ...": lower-case words, numbers and commas that put them in
/// a row ("next to each other in a row in positions 1, 2, 3"), naming no one.
fn people_in_a_row<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, ()> {
    let mut rest = i;
    let mut in_a_row = false;
    loop {
        if let Ok((after, _)) = punct(cx, ',')(rest) {
            rest = after;
            continue;
        }
        match cx.word(rest) {
            Some((w, after)) if !w.starts_with(char::is_uppercase) => {
                in_a_row |= ["row", "line", "positions"]
                    .iter()
                    .any(|r| w.eq_ignore_ascii_case(r));
                rest = after;
            }
            Some(_) => return unread(rest),
            None => break,
        }
    }
    if !in_a_row {
        return cx.fail_expecting(i, "\"in a row\"");
    }
    Ok((rest, ()))
}

/// "Additionally, each of the five houses is painted a different color, and their inhabitants
/// are of different national extractions, own different pets, ...": a sentence about each place
/// or person, in lower-case words (no value named) and saying they differ, is the frame.
fn each_different<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Sentence> {
    let (i, _) = opt((
        any_kw(cx, &["additionally", "also", "finally"]),
        opt(punct(cx, ',')),
    ))
    .parse(i)?;
    // "In each house lives a person with a different nationality."
    let (i, _) = opt(kw(cx, "in")).parse(i)?;
    let (i, _) = kw(cx, "each")(i)?;
    let (i, _) = opt((kw(cx, "of"), kw(cx, "the"), |i| count(cx, i))).parse(i)?;
    let (mut i, _) = alt((
        any_kw(cx, PLACES),
        any_kw(cx, PLACES_PLURAL),
        any_kw(cx, &["person", "people", "resident", "residents"]),
    ))
    .parse(i)?;
    let mut differ = false;
    while let Some((w, rest)) = cx.word(i) {
        if w.chars().any(char::is_uppercase) {
            break;
        }
        differ |= w.eq_ignore_ascii_case("different") || w.eq_ignore_ascii_case("unique");
        i = rest;
        if let Ok((rest, _)) = punct(cx, ',')(i) {
            i = rest;
        }
    }
    let (i, _) = opt(punct(cx, ':')).parse(i)?;
    if !differ || !at_end(i) {
        return cx.fail_expecting(i, "what differs from one to the next");
    }
    Ok((i, Sentence::Frame))
}

/// "Each person has a unique favorite drink: tea, water, milk", "Each person has a unique name:
/// Peter, Eric, Arnold" (the guest list), and the frame around them: "Each house is occupied by
/// a different person", "Each house has a unique attribute for each of the following
/// characteristics:".
fn each_unique<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Sentence> {
    if let Ok(done) = each_different(cx, i) {
        return Ok(done);
    }
    if let Ok(done) = occupied_by(cx, i) {
        return Ok(done);
    }
    if let Ok(done) = introduced_values(cx, i) {
        return Ok(done);
    }
    let (i, _) = kw(cx, "each")(i)?;
    let (i, _) = alt((
        any_kw(cx, PLACES),
        any_kw(cx, &["person", "guest", "resident"]),
    ))
    .parse(i)?;
    if let Ok((rest, _)) = alt((
        phrase(cx, "is occupied by a different person"),
        phrase(
            cx,
            "has a unique attribute for each of the following characteristics",
        ),
    ))
    .parse(i)
    {
        let (rest, _) = opt(punct(cx, ':')).parse(rest)?;
        return Ok((rest, Sentence::Frame));
    }
    cx.fail_expecting(i, "what each has, and a colon before its values")
}

/// "Each house is occupied by a different person: Peter, Eric, Arnold, or Alice": the people
/// after the colon are the guest list, as after "Each person has a unique name:"; never values
/// of a category "occupied".
fn occupied_by<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Sentence> {
    let (i, _) = kw(cx, "each")(i)?;
    let (i, _) = any_kw(cx, PLACES)(i)?;
    let (i, _) = phrase(cx, "is occupied by a different person")(i)?;
    let (i, _) = punct(cx, ':')(i)?;
    let (i, names) = list(cx, i, |i| guest_name(cx, i))?;
    Ok((i, Sentence::GuestList(names, ListedAs::default())))
}

/// At most this many words say what a list of values is before its colon.
const MAX_INTRO_WORDS: usize = 10;

/// Words that say nothing of what a list of values is ("Each person has a unique ...").
const INTRO_FILLER: &[&str] = &[
    "a",
    "accompanied",
    "all",
    "an",
    "are",
    "by",
    "different",
    "each",
    "every",
    "everyone",
    "exactly",
    "favorite",
    "favourite",
    "for",
    "had",
    "has",
    "have",
    "in",
    "is",
    "keep",
    "lives",
    "of",
    // "Each of them had brought one heirloom: ...": one each, which says no more.
    "one",
    "own",
    "people",
    "person",
    "prefers",
    "single",
    "something",
    "the",
    "their",
    "them",
    "type",
    "unique",
    "use",
];

/// The values of a category listed after words saying what they are and that each person has a
/// different one: "Each person has a unique favorite drink: tea, water, milk", "The people keep
/// unique animals: bird, dog, cat", "People have unique favorite book genres: fantasy, romance"
/// (a category of the riddle's own, "book genre"), "Each person has a unique name: Peter, Eric"
/// (the guest list).
fn introduced_values<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Sentence> {
    // The words up to the colon, found without recording what was expected on the way: a
    // sentence that is no such list fails here, at its start, and its message comes from the
    // forms that read further.
    let mut words: Vec<&'a str> = Vec::new();
    let mut rest = i;
    while !rest.trim_start().starts_with(':') {
        // "mother's name", "mothers' names": the possessive stays with its word.
        let possessive = rest.strip_prefix("'s").or_else(|| {
            // "mothers' names".
            let plural = words.last().is_some_and(|w| w.ends_with('s'));
            rest.strip_prefix('\'').filter(|_| plural)
        });
        if let Some(after) = possessive
            && let Some(last) = words.last_mut()
        {
            *last = &cx.text[cx.at(last)..cx.at(after)];
            rest = after;
            continue;
        }
        match cx.word(rest) {
            // A capital inside may be a name ("Lady Ash has ...: "), but not an acronym
            // ("Everyone supports a different NBA team: ...").
            Some((w, after))
                if words.len() < MAX_INTRO_WORDS
                    && (words.is_empty()
                        || !w.starts_with(char::is_uppercase)
                        || (w.len() >= 2 && w.chars().all(|c| c.is_ascii_uppercase()))) =>
            {
                words.push(w);
                rest = after;
            }
            _ => return unread(i),
        }
    }
    let (i, _) = punct(cx, ':')(rest)?;
    let lower: Vec<String> = words.iter().map(|w| w.to_ascii_lowercase()).collect();
    // "Each person ...", "Everyone ...", "People ...", "The people ...": not "They all wore
    // different colors: ...", which is `group-different`.
    let says_each = match lower.as_slice() {
        [first, ..]
            if ["each", "every", "everyone", "everybody", "people"].contains(&first.as_str()) =>
        {
            true
        }
        [the, people, ..] if the == "the" && people == "people" => true,
        // "They all have a unique favorite flower: ...": unique, so a category of its own.
        [they, all, ..] if they == "they" && all == "all" => lower.iter().any(|w| w == "unique"),
        // "The mothers' names in different houses are unique: ...".
        [the, ..] => the == "the" && lower.iter().any(|w| w == "unique" || w == "different"),
        _ => false,
    };
    // The noun saying what the values are: the last word that is no filler nor a place ("The
    // mothers' names in different houses are unique").
    let Some(noun) = lower.iter().rposition(|w| {
        !INTRO_FILLER.contains(&w.as_str())
            && !PLACES.contains(&w.as_str())
            && !PLACES_PLURAL.contains(&w.as_str())
    }) else {
        return cx.fail_expecting(i, "what the values are");
    };
    if !says_each {
        return cx.fail_expecting(i, "what the values are");
    }
    // "Each person has a unique name: ...", but not "The mothers' names are unique: ...".
    let possessed =
        noun > 0 && (lower[noun - 1].ends_with('\'') || lower[noun - 1].ends_with("'s"));
    if (lower[noun] == "name" || lower[noun] == "names") && !possessed {
        let (i, names) = list(cx, i, |i| guest_name(cx, i))?;
        return Ok((i, Sentence::GuestList(names, ListedAs::default())));
    }
    // "Each drank something different: tea, ...": the verb says what the values are; a verb
    // straight after who did it, not the noun of "Everyone drinks a different drink".
    let subject = ["each", "everyone", "everybody", "person", "people", "all"];
    if noun > 0
        && subject.contains(&lower[noun - 1].as_str())
        && (super::phrases::VERB_KINDS.iter())
            .any(|(forms, _)| forms.contains(&lower[noun].as_str()))
    {
        let (i, values) = listed_items(cx, i)?;
        let texts: Vec<&str> = values.iter().map(|v| v.text.as_str()).collect();
        let Some(category) = super::phrases::verb_kind(&lower[noun], &texts) else {
            return cx.fail_expecting(i, "what the values are");
        };
        let rule = "each-unique";
        return Ok((
            i,
            Sentence::Values {
                rule,
                category,
                values,
            },
        ));
    }
    // "a different favorite soft drink" beside "a different drink", "a unique hair color"
    // beside "a unique favorite color": a noun said with a word that narrows it is a category
    // of the riddle's own, so that two lists of one kind stay two categories.
    let narrowed = noun > 0 && !INTRO_FILLER.contains(&lower[noun - 1].as_str());
    // "a different colored house": the house's color.
    let attribute = match lower[noun].as_str() {
        "colored" | "coloured" => Some(Category::COLOR),
        _ => phrase_match::attribute(cx, words[noun])
            .ok()
            .map(|(_, (_, category))| category),
    };
    // A second list of a kind already listed ("unique animals", then "a unique type of pet") is
    // a category of its own: two lists are two columns, whatever their nouns.
    let listed_before = |c: Category| cx.known.values.iter().any(|(k, _)| *k == c);
    if !possessed
        && !narrowed
        && let Some(category) = attribute.filter(|c| !listed_before(*c))
    {
        let (i, values) = listed_items(cx, i)?;
        return Ok((
            i,
            Sentence::Values {
                rule: "each-unique",
                category,
                values,
            },
        ));
    }
    // A category of the riddle's own, named by its noun in the singular, with the word before
    // it when that says more ("book genre", "car model").
    let mut key = singular(&lower[noun]);
    if noun > 0 && !INTRO_FILLER.contains(&lower[noun - 1].as_str()) {
        key = format!(
            "{} {key}",
            singular(lower[noun - 1].trim_end_matches(['\'', 's']))
        );
    }
    // The kind's own key names the list before: "other pet".
    if Category::by_key(&key).is_some() {
        key = format!("other {key}");
    }
    let category = cx.known.category(&key, &[]);
    let (i, values) = listed_items(cx, i)?;
    Ok((
        i,
        Sentence::Declared {
            key,
            category,
            values,
        },
    ))
}

/// "At the dinner party were Lady Winslow, Doctor Marcolla, ... and Baroness Finch."
fn guest_list<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Sentence> {
    let (i, _) = alt((
        value(
            (),
            (
                opt(any_kw(cx, &["present", "seated"])),
                kw(cx, "at"),
                kw(cx, "the"),
                opt(kw(cx, "dinner")),
                any_kw(cx, &["party", "dinner", "table", "feast", "banquet"]),
                opt(punct(cx, ',')),
            ),
        ),
        value(
            (),
            (
                phrase(cx, "the guests"),
                opt(phrase(cx, "at the dinner party")),
            ),
        ),
        // "Six mates came in. Their names were Kayla, Marcus, ...": the people just told of.
        value((), phrase(cx, "their names")),
    ))
    .parse(i)?;
    let (i, _) = any_kw(cx, &["were", "are"])(i)?;
    let (i, names) = list(cx, i, |i| guest_name(cx, i))?;
    Ok((i, Sentence::GuestList(names, ListedAs::default())))
}

/// "Four ladies dined together that night: Lady Ashgrove, ...", "Five guests sat down to
/// dinner in a single row: ...": a number of guests, what they did, a colon and the names. The
/// names may come straight after the noun ("Six friends P, Q, R, S, T and U are sitting in a
/// row", "Five ladies, namely ..., were seated"), and after a colon they may be written in
/// lower case ("5 ppl at dinner: lady winslow, doctor marcolla, ..."): the noun said they are
/// people. "Five of us ran: ..." counts the writer's party, "Five of them at the table: ..."
/// the people it names.
fn guests_introduced<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Sentence> {
    let (i, _) = alt((value((), |i| count(cx, i)), value((), kw(cx, "the")))).parse(i)?;
    let (mut i, _) = alt((
        value((), any_kw(cx, GUEST_NOUNS)),
        value((), (kw(cx, "of"), |i| plain_word(cx, "us", i))),
        // "Five of them at the table: ...": the people the list names.
        value((), (kw(cx, "of"), |i| plain_word(cx, "them", i))),
    ))
    .parse(i)?;
    if let Ok(found) = named_after_noun(cx, i) {
        return Ok(found);
    }
    // What they did, in any words, up to the colon: "dined together that night".
    for _ in 0..MAX_FRAME_WORDS {
        if let Ok((after, ())) = punct(cx, ':')(i) {
            let lower = cx
                .word(after)
                .is_some_and(|(w, _)| w.starts_with(char::is_lowercase));
            let (i, names) = if lower {
                list(cx, after, |i| name_in_lower_case(cx, i))?
            } else {
                list(cx, after, |i| guest_name(cx, i))?
            };
            return Ok((i, Sentence::GuestList(names, ListedAs::default())));
        }
        match cx.word(i) {
            // "The residents are of different nationalities: ...": values, not the guests.
            Some((w, _)) if is(w, &["different", "unique", "distinct", "various"]) => break,
            Some((w, _))
                if phrase_match::attribute(cx, w).is_ok()
                    || Category::by_key(&singular(&w.to_lowercase())).is_some() =>
            {
                break;
            }
            Some((_, rest)) => i = rest,
            // "Saturday's race", "the race, at last": a possessive or a comma on the way.
            None => match skip(i)
                .strip_prefix("'s")
                .or_else(|| skip(i).strip_prefix(','))
            {
                Some(rest) => i = rest,
                None => break,
            },
        }
    }
    cx.fail_expecting(i, "`:` and the guests' names")
}

/// The names straight after the guests' noun, then what they did, in lower-case words to the
/// end of the sentence ("are sitting in a row", "ran a race"), which name the places if a word
/// does: "Six friends P, Q, R, S, T and U are sitting in a row".
fn named_after_noun<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Sentence> {
    let (i, _) = opt((punct(cx, ','), |i| plain_word(cx, "namely", i))).parse(i)?;
    let (i, names) = list(cx, i, |i| guest_name(cx, i))?;
    let (i, _) = opt(punct(cx, ',')).parse(i)?;
    if names.len() < 2 {
        return unread(i);
    }
    match after_the_names(cx, i) {
        Some((i, _, place)) => Ok((i, guest_list_of(names, place))),
        None => unread(i),
    }
}

/// `word`, in any case, where it is no keyword of the grammar ("Five of us ran", "namely"):
/// read only here, so that it stays a word a value may have.
fn plain_word<'a>(cx: &Cx<'a>, word: &'static str, i: &'a str) -> R<'a, &'a str> {
    match cx.word(i) {
        Some((w, rest)) if w.eq_ignore_ascii_case(word) => Ok((rest, w)),
        _ => cx.fail_expecting(i, word),
    }
}

/// The lower-case words after a list of names to the end of the sentence ("are sitting in a
/// row", "live on different floors of an apartment house"): where they end, whether they say
/// each guest has a place of her own or that they are in a row (`DIFFER`, `ROW_WORDS`), and the
/// first place noun among them. `None` where a capitalised word comes before the end.
fn after_the_names<'a>(cx: &Cx<'a>, i: &'a str) -> Option<(&'a str, bool, Option<&'static str>)> {
    let read = resident_words(cx, i, false);
    // "came round, and the four of them sat in a row": on past a comma before "and", where
    // lower-case words run on to the end of the sentence.
    match read {
        Some((rest, ..)) if comma_and(cx, rest) => resident_words(cx, i, true)
            .filter(|(rest, ..)| at_end(rest))
            .or(read),
        _ => read,
    }
}

/// `after_the_names`, on past a comma before "and" when `past_and`.
fn resident_words<'a>(
    cx: &Cx<'a>,
    mut i: &'a str,
    past_and: bool,
) -> Option<(&'a str, bool, Option<&'static str>)> {
    let mut differ = false;
    let mut place = None;
    let mut before = "";
    for _ in 0..MAX_RESIDENT_WORDS {
        match cx.word(i) {
            Some((w, rest)) if !w.starts_with(char::is_uppercase) => {
                differ |= is(w, DIFFER) || is(w, ROW_WORDS) || in_a_row(before, w);
                before = w;
                if place.is_none() {
                    place = (PLACES_PLURAL.iter().chain(PLACES))
                        .position(|p| p.eq_ignore_ascii_case(w))
                        .map(|at| PLACES[at % PLACES.len()]);
                }
                i = rest;
            }
            None if past_and && comma_and(cx, i) => i = &skip(i)[1..],
            _ => break,
        }
    }
    cx.word(i).is_none().then_some((i, differ, place))
}

/// Whether a comma and "and" come next: "came round, and the four of them sat in a row".
fn comma_and<'a>(cx: &Cx<'a>, i: &'a str) -> bool {
    skip(i)
        .strip_prefix(',')
        .and_then(|after| cx.word(after))
        .is_some_and(|(w, _)| w.eq_ignore_ascii_case("and"))
}

/// Whether `word` after `before` says the guests sit in a row, as `ROW_WORDS` do: "had sat
/// along one side of the table", "sat side by side".
fn in_a_row(before: &str, word: &str) -> bool {
    word.eq_ignore_ascii_case("side") && (is(before, &["one"]) || is(before, &["by"]))
}

/// The guest list `names`, with what their places are called where the words said.
fn guest_list_of(names: Vec<Term>, place: Option<&'static str>) -> Sentence {
    Sentence::GuestList(
        names,
        ListedAs {
            place,
            things: None,
            open: false,
        },
    )
}

/// A guest's name written in lower case, in a list a noun for people announced: one to four
/// words up to a comma or "and" ("lady winslow").
fn name_in_lower_case<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Term> {
    let mut rest = i;
    let mut words: Vec<&str> = Vec::new();
    while words.len() < 4 {
        match cx.word(rest) {
            Some((w, after))
                if w.starts_with(char::is_alphabetic)
                    && !["and", "or"].iter().any(|j| w.eq_ignore_ascii_case(j)) =>
            {
                words.push(w);
                rest = after;
            }
            _ => break,
        }
    }
    let (Some(first), Some(last)) = (words.first(), words.last()) else {
        return cx.fail_expecting(i, "a guest's name");
    };
    // "The friends wear: red, blue, ...": a value the reader knows is no name.
    let written = words.join(" ");
    if (0..crate::vocabulary::KINDS.len())
        .map(Category::from_index)
        .any(|c| c != Category::NAME && c.is_known(&written))
    {
        return cx.fail_expecting(i, "a guest's name");
    }
    let at = cx.at(first)..cx.at(last) + last.len();
    // Capitalised as names are, so that answers print them so.
    let text = (words.iter())
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_uppercase().chain(c).collect::<String>())
                .unwrap_or_default()
        })
        .collect::<Vec<_>>()
        .join(" ");
    Ok((rest, Term { text, at }))
}

/// "Baker, Cooper, Fletcher, Miller, and Smith live on different floors of an apartment house
/// that contains only five floors.": at least three names, then lower-case words saying they
/// differ, which name the places ("floors") if any word does.
fn residents<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Sentence> {
    // Looked at without recording what was expected first: names and commas up to the first
    // lower-case word, then "different" among the words after. Any other sentence fails here, at
    // its start, and its message comes from the forms that read further.
    let mut rest = i;
    let mut commas = 0;
    while let Some((w, after)) = cx.word(rest) {
        if !w.starts_with(char::is_uppercase) && !w.eq_ignore_ascii_case("and") {
            break;
        }
        rest = after;
        if let Some(after_comma) = skip(rest).strip_prefix(',') {
            commas += 1;
            rest = after_comma;
        }
    }
    let differ = |mut rest: &'a str| {
        let mut before = "";
        for _ in 0..MAX_RESIDENT_WORDS {
            match cx.word(rest) {
                Some((w, after)) => {
                    if is(w, DIFFER) || is(w, ROW_WORDS) || in_a_row(before, w) {
                        return true;
                    }
                    before = w;
                    rest = after;
                }
                // "came round, and the four of them sat in a row": a comma before "and".
                None if comma_and(cx, rest) => rest = &skip(rest)[1..],
                None => return false,
            }
        }
        false
    };
    if commas < 1 || !differ(rest) {
        return unread(i);
    }
    let (i, names) = list(cx, i, |i| guest_name(cx, i))?;
    if names.len() < 3 {
        return unread(i);
    }
    match after_the_names(cx, i) {
        Some((i, true, place)) => Ok((i, guest_list_of(names, place))),
        _ => unread(i),
    }
}

/// "On a branch, there are five birds: a quail, an owl, a raven, a falcon, and a robin.", "A
/// fruit stand sells three fruits: apples, peaches, and mangoes.", "In a golf tournament, there
/// were three golfers: Amy, Eli, and Eve.": things (or people) in a fixed order, counted and
/// listed after their noun. They stand where guests do; the row's places are positions.
fn objects<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Sentence> {
    // Up to the colon, words are compared without recording what was expected: a sentence that
    // is no such list fails at its start, and its message comes from the forms that read on.
    let mut rest = i;
    let mut previous = "";
    let mut counted = None;
    for _ in 0..MAX_SCENE_WORDS {
        // "On a shelf, there are ...": the scene's comma.
        if let Some(after_comma) = skip(rest).strip_prefix(',') {
            rest = after_comma;
        }
        let Some((w, after)) = cx.word(rest) else {
            return unread(i);
        };
        let said = (is(previous, &["there"]) && is(w, &["are", "were"]))
            || is(w, &["sells", "sold", "has", "had", "holds", "displays"]);
        previous = w;
        rest = after;
        if said {
            counted = Some(after);
            break;
        }
    }
    let Some(after) = counted else {
        return unread(i);
    };
    let Some((number, after)) = cx.word(after) else {
        return unread(i);
    };
    let Some((noun, after)) = cx.word(after) else {
        return unread(i);
    };
    let numbered = is(number, NUMBERS) || number.chars().all(|c| c.is_ascii_digit());
    if !numbered || noun.starts_with(char::is_uppercase) || !skip(after).starts_with(':') {
        return unread(i);
    }
    let (after, _) = punct(cx, ':')(after)?;
    // People listed by name are guests ("there were five guests: ..."), with no noun of their
    // own; a category's values listed so are `values`, not things in a row.
    if is(noun, GUEST_NOUNS) {
        let (i, names) = list(cx, after, |i| guest_name(cx, i))?;
        return Ok((i, Sentence::GuestList(names, ListedAs::default())));
    }
    if phrase_match::attribute(cx, noun).is_ok() {
        return unread(i);
    }
    let (i, names) = list(cx, after, |i| list_item(cx, i))?;
    Ok((
        i,
        Sentence::GuestList(
            names,
            ListedAs {
                place: Some("position"),
                things: Some(singular(&noun.to_ascii_lowercase())),
                open: false,
            },
        ),
    ))
}

/// At most this many words set the scene before "there are" in `objects`: "In an antique car
/// show, there are".
const MAX_SCENE_WORDS: usize = 8;

/// Whether `word` is one of `any`, in any case.
fn is(word: &str, any: &[&str]) -> bool {
    any.iter().any(|a| word.eq_ignore_ascii_case(a))
}

/// Words after the names of `residents` that say each has a place of her own.
const DIFFER: &[&str] = &["different", "separate"];

/// Words after the names of `residents` that say they are in a row: "Ann, Bob, Cat and Dan are
/// sitting in a row", "Lady Ash, Lady Bell and Lady Cole stood in a line".
const ROW_WORDS: &[&str] = &["row", "line", "queue"];

/// At most this many words after the names of `residents`.
const MAX_RESIDENT_WORDS: usize = 20;

/// Nouns for the guests before their names: "Four ladies dined together that night: ...".
const GUEST_NOUNS: &[&str] = &[
    "ladies",
    "guests",
    "women",
    "people",
    "ppl",
    "persons",
    "friends",
    "diners",
    "moms",
    "mothers",
    "men",
    "dads",
    "fathers",
    "runners",
    "drivers",
    "racers",
    "riders",
    "cyclists",
    "swimmers",
    "skaters",
    "jockeys",
    "competitors",
    "contestants",
    "participants",
    "entrants",
    "players",
    "athletes",
    "students",
    "children",
    "kids",
    "girls",
    "boys",
    "colleagues",
    "coworkers",
    "co-workers",
    "teammates",
    "neighbours",
    "neighbors",
    "residents",
    "tenants",
    "authors",
    "writers",
    "artists",
    "musicians",
    "singers",
    "employees",
    "workers",
    "travellers",
    "travelers",
    "passengers",
    "sisters",
    "brothers",
    "cousins",
    "nobles",
    "noblewomen",
    "devs",
    "developers",
    "programmers",
    "coders",
    "engineers",
];

/// At most this many words between "Four ladies" and the colon before their names.
const MAX_FRAME_WORDS: usize = 12;

/// One to four capitalised words: "Lady Winslow", "Doctor Marcolla", "Ada".
fn guest_name<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Term> {
    let mut rest = i;
    let mut words: Vec<&str> = Vec::new();
    while words.len() < 4 {
        match cx.word(rest) {
            Some((w, after))
                if w.chars().next().is_some_and(char::is_uppercase)
                    && !w.eq_ignore_ascii_case("and") =>
            {
                words.push(w);
                rest = after;
            }
            _ => break,
        }
    }
    let (Some(first), Some(last)) = (words.first(), words.last()) else {
        return cx.fail_expecting(i, "a guest's name");
    };
    let at = cx.at(first)..cx.at(last) + last.len();
    Ok((
        rest,
        Term {
            text: words.join(" "),
            at,
        },
    ))
}

/// "A, B, and C", "A, B and C", "A and B", "A, B or C".
fn list<'a, T>(cx: &Cx<'a>, i: &'a str, item: impl Fn(&'a str) -> R<'a, T>) -> R<'a, Vec<T>> {
    let (i, first) = item(i)?;
    more_items(cx, i, vec![first], item)
}

/// The values of a list after its colon. A list that parts every item by a comma, with no "and"
/// before its last ("Balenciaga, Dolce and Gabbana, Coach"), keeps an "and" inside an item:
/// where a bare "and" parted two items and a comma came after it, the two are one value. So
/// does its last item, where the row's places were counted and one item would be too many
/// ("..., Michael Kors, Dolce and Gabbana" for 5 people).
fn listed_items<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Vec<Term>> {
    let (rest, items) = list(cx, i, |i| list_item(cx, i))?;
    let mut out: Vec<Term> = Vec::with_capacity(items.len());
    let last = items.len().saturating_sub(1);
    let commas_only = items.len() > 2 && cx.known.places.map(usize::from) == Some(items.len() - 1);
    for (n, item) in items.into_iter().enumerate() {
        let joined = out.last().is_some_and(|before: &Term| {
            let between = &cx.text[before.at.end..item.at.start];
            between.trim().eq_ignore_ascii_case("and") && (n < last || commas_only)
        });
        match out.last_mut() {
            Some(before) if joined => {
                before.at = before.at.start..item.at.end;
                before.text = cx.text[before.at.clone()].to_string();
            }
            _ => out.push(item),
        }
    }
    Ok((rest, out))
}

/// The rest of a list whose first item was read.
fn more_items<'a, T>(
    cx: &Cx<'a>,
    mut i: &'a str,
    mut items: Vec<T>,
    item: impl Fn(&'a str) -> R<'a, T>,
) -> R<'a, Vec<T>> {
    loop {
        let separated = alt((
            value((), (punct(cx, ','), opt(any_kw(cx, &["and", "or"])))),
            value((), any_kw(cx, &["and", "or"])),
        ))
        .parse(i);
        let Ok((after, ())) = separated else { break };
        match item(after) {
            Ok((after_item, next)) => {
                items.push(next);
                i = after_item;
            }
            Err(_) => break,
        }
    }
    Ok((i, items))
}

/// Values named up front: "In the morning, there were four heirlooms under the table: the Snuff
/// Tin, ...", "Between them there were 5 cities: Alba, Cullero, ...".
fn values<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Sentence> {
    let (i, _) = opt((phrase(cx, "in the morning"), opt(punct(cx, ',')))).parse(i)?;
    let (i, _) = opt(alt((
        phrase(cx, "between them"),
        phrase(cx, "among them"),
        phrase(cx, "in all"),
    )))
    .parse(i)?;
    let (i, _) = opt(punct(cx, ',')).parse(i)?;
    let (i, _) = alt((phrase(cx, "there were"), phrase(cx, "there are"))).parse(i)?;
    let (i, _) = opt(|i| count(cx, i)).parse(i)?;
    let (i, category) = alt((
        value(
            Category::HEIRLOOM,
            any_kw(cx, &["heirlooms", "items", "treasures"]),
        ),
        |i| phrase_match::attribute(cx, i).map(|(i, (_, category))| (i, category)),
    ))
    .parse(i)?;
    // "under the table", "under the dining table": where they lay, which says nothing of whose.
    let (i, _) = opt((
        any_kw(cx, &["under", "on"]),
        kw(cx, "the"),
        opt(any_kw(cx, &["dining", "dinner"])),
        kw(cx, "table"),
    ))
    .parse(i)?;
    let (i, _) = punct(cx, ':')(i)?;
    let (i, values) = list(cx, i, |i| listed(cx, i, category))?;
    let rule = if category == Category::HEIRLOOM {
        "heirloom-list"
    } else {
        "value-list"
    };
    Ok((
        i,
        Sentence::Values {
            rule,
            category,
            values,
        },
    ))
}

/// One value of a list, perhaps with its article: "the Snuff Tin", "a cat", "red".
fn listed<'a>(cx: &Cx<'a>, i: &'a str, category: Category) -> R<'a, Term> {
    let (i, _) = opt(any_kw(cx, &["the", "a", "an"])).parse(i)?;
    slot(cx, category)(i)
}

/// A sentence whose clue-like words are lists of values in parentheses, each of at least three
/// items: "Each Mom will be served by their son or daughter (Bella, Fred, Meredith, Samantha, and
/// Timothy), who will also place a bouquet of flowers (Carnations, Daffodils, ...) ...". The
/// words around them are read only for the noun before each list, which names its category
/// ("flowers"; "a meal for them" is "meal"); they may name no guest and no value, or a clue
/// could hide among them unread.
fn parenthesized<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Sentence> {
    let mut lists: Vec<(String, Category, Vec<Term>)> = Vec::new();
    // The words since the last list, as they stand in the sentence.
    let mut before: Vec<&'a str> = Vec::new();
    // Capitalised words after the first outside the lists.
    let mut names_before = 0;
    let mut rest = i;
    loop {
        let trimmed = skip(rest);
        // "each in town for something different - a conference, a wedding, ... - and ...": a
        // list between two dashes is read as one in parentheses.
        let dashed = trimmed
            .strip_prefix("- ")
            .filter(|_| rest.starts_with(char::is_whitespace));
        let dashed = dashed.and_then(|inside| {
            let (after, values) = list(cx, inside, |i| list_item(cx, i)).ok()?;
            let (after, _) = punct(cx, '-')(after).ok()?;
            Some((after, values))
        });
        // Before the guests are known, a list between dashes may be theirs ("Six of them came
        // into the final mile together - Hale, Moreau, ... -"): the story's (`introduction.rs`).
        if dashed.is_some() && cx.known.guests.is_empty() {
            return unread(i);
        }
        let enclosed = match trimmed.strip_prefix('(') {
            Some(inside) => {
                let (after, values) = list(cx, inside, |i| list_item(cx, i))?;
                let (after, _) = punct(cx, ')')(after)?;
                Some((after, values))
            }
            None => dashed,
        };
        if let Some((after, values)) = enclosed {
            let Some(noun) = noun_of(&before, |w| {
                let lower = w.to_ascii_lowercase();
                INTRO_FILLER.contains(&lower.as_str()) || lower == "them"
            }) else {
                return unread(i);
            };
            // People listed ("Six friends (Greta, Hamid, ...)") are guests, and names outside
            // the lists ("Three sisters, Ivy, June and Kit, ...") are too: such a sentence is the
            // story's (`introduction.rs`).
            // Once the guests are known, people listed are a category ("their kid (Ada, ...)").
            let people = is_people(noun) && cx.known.guests.is_empty();
            let names_outside = names_before > 1;
            if values.len() < 3 || people || names_outside {
                return unread(i);
            }
            let (key, category) = match phrase_match::attribute(cx, noun) {
                Ok((_, (_, category))) if category != Category::NAME => {
                    (category.to_string(), category)
                }
                _ => {
                    let key = singular(&noun.to_ascii_lowercase());
                    let pending: Vec<String> = lists.iter().map(|(k, _, _)| k.clone()).collect();
                    let category = cx.known.category(&key, &pending);
                    (key, category)
                }
            };
            lists.push((key, category, values));
            before.clear();
            rest = after;
            continue;
        }
        match cx.word(trimmed) {
            Some((w, after)) => {
                let lower = w.to_lowercase();
                let names_someone = cx
                    .known
                    .guests
                    .iter()
                    .any(|g| g.words.iter().any(|part| part.eq_ignore_ascii_case(w)))
                    || cx.known.values.iter().any(|(_, v)| *v == lower);
                if names_someone || w.chars().all(|c| c.is_ascii_digit()) {
                    return unread(i);
                }
                if cx.at(w) > cx.at(skip(i)) && w.starts_with(char::is_uppercase) {
                    names_before += 1;
                }
                before.push(w);
                rest = after;
            }
            None => match trimmed.chars().next() {
                Some(c) if c != '.' || !trimmed[1..].trim().is_empty() => {
                    rest = &trimmed[c.len_utf8()..];
                }
                _ => break,
            },
        }
    }
    if lists.is_empty() {
        return unread(i);
    }
    Ok((skip(rest), Sentence::Lists(lists)))
}

/// What holds a value listed as "a bottle of Cologne", "a cup of tea": the value is what it holds.
const CONTAINERS: &[&str] = &[
    "book", "bottle", "glass", "cup", "mug", "jar", "box", "bag", "bowl", "plate", "pot", "can",
    "packet", "slice", "piece", "pair", "bunch", "bouquet", "boquet", "vase", "aquarium", "tank",
    "cage",
];

/// Words that start an aside in parentheses rather than a value: a preposition or a pronoun.
const ASIDE_WORDS: &[&str] = &[
    "from", "in", "on", "at", "to", "of", "for", "with", "by", "as", "our", "we", "us", "you",
    "your", "i", "my", "facing", "seen", "looking", "viewed", "counting", "numbered", "see",
];

/// At most this many words say what of hers a possessive names: "mother's name".
const MAX_ATTRIBUTE_WORDS: usize = 3;

/// Words that make what a possessive names another guest placed by her, never a thing of hers:
/// "the green house's left-hand neighbour is white" says nothing of the green house's color.
const NEIGHBOUR_WORDS: &[&str] = &[
    "left",
    "right",
    "neighbour",
    "neighbours",
    "neighbor",
    "neighbors",
    "next",
    "nearest",
    "adjacent",
    "opposite",
];

/// A noun in the singular: "flowers" is "flower", "cities" is "city".
pub fn singular(w: &str) -> String {
    w.strip_suffix("ies")
        .map(|stem| format!("{stem}y"))
        .or_else(|| {
            w.strip_suffix('s')
                .filter(|_| !w.ends_with("ss"))
                .map(str::to_string)
        })
        .unwrap_or_else(|| w.to_string())
}

/// After "one" in a list: "is", "was", "only", and a verb of the phrase table in any tense
/// ("drinks", "had", "ate", "is eating"), all left out before the value.
fn done_by_one<'a>(cx: &Cx<'a>, i: &'a str) -> &'a str {
    let verb_form = |w: &str| {
        super::phrases::VERBS.iter().any(|v| {
            [v.base, v.past, v.present, v.ing, v.perfect]
                .iter()
                .any(|f| f.eq_ignore_ascii_case(w))
        })
    };
    let mut rest = i;
    for _ in 0..3 {
        match cx.word(rest) {
            Some((w, after))
                if ["is", "was", "only", "just"]
                    .iter()
                    .any(|f| f.eq_ignore_ascii_case(w))
                    || verb_form(w) =>
            {
                rest = after;
            }
            _ => break,
        }
    }
    rest
}

/// One value of a list whose items the commas part ("grilled cheese", "science fiction"): its
/// words up to the next comma, "and" or "or", whatever they are, the list saying they are values.
fn list_item<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Term> {
    // "(one is an Englishman, one a Japanese and one a Spaniard)"; "one only drinks water",
    // "one is eating kiwis", "one had pizza": the value is what the verb takes, as clues name
    // its holder ("the person who only drinks water").
    let (i, one) = opt(kw(cx, "one")).parse(i)?;
    let i = if one.is_some() { done_by_one(cx, i) } else { i };
    let (i, _) = opt(any_kw(cx, &["the", "a", "an"])).parse(i)?;
    // "(from our perspective, in the audience)" is an aside, not values.
    if let Some((w, _)) = cx.word(i)
        && ASIDE_WORDS.iter().any(|a| a.eq_ignore_ascii_case(w))
    {
        return cx.fail_expecting(i, "a value");
    }
    // "a bottle of Cologne": the Cologne, as clues name it.
    let i = match cx.word(i) {
        Some((w, after)) if CONTAINERS.iter().any(|c| c.eq_ignore_ascii_case(w)) => {
            kw(cx, "of")(after).map_or(i, |(rest, _)| rest)
        }
        _ => i,
    };
    let mut rest = i;
    let mut span: Option<(usize, usize)> = None;
    for _ in 0..4 {
        let Some((w, after)) = cx.word(rest) else {
            break;
        };
        let joiner = ["and", "or"].iter().any(|j| w.eq_ignore_ascii_case(j));
        if joiner || !w.starts_with(char::is_alphanumeric) {
            break;
        }
        let start = cx.at(w);
        span = Some((span.map_or(start, |(first, _)| first), start + w.len()));
        rest = after;
    }
    let Some((start, mut end)) = span else {
        return cx.fail_expecting(i, "a value");
    };
    // "one is a root beer lover": the root beer, as "the root beer lover" names its holder;
    // but "one is a guitarist" is the guitarist.
    if one.is_some()
        && let Some(space) = cx.text[start..end].rfind(' ')
        && (super::phrases::AGENTS.iter())
            .chain(super::phrases::AGENTS_THAT_ARE_VALUES)
            .any(|n| cx.text[start + space + 1..end].eq_ignore_ascii_case(n))
    {
        end = start + space;
    }
    // "one has a carnations arrangement": the carnations, as a bouquet of them would be.
    if let Some(space) = cx.text[start..end].rfind(' ')
        && phrase_match::VALUE_NOUNS
            .iter()
            .any(|n| cx.text[start + space + 1..end].eq_ignore_ascii_case(n))
    {
        end = start + space;
    }
    // "(6, 7, or 8 years old)": the ages are the numbers.
    for unit in [" years old", " year old"] {
        let text = &cx.text[start..end];
        if text.len() > unit.len() && text[text.len() - unit.len()..].eq_ignore_ascii_case(unit) {
            end -= unit.len();
        }
    }
    Ok((
        rest,
        Term {
            text: cx.text[start..end].to_string(),
            at: start..end,
        },
    ))
}

fn count<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, ()> {
    value((), |i| phrase_match::count(cx, i)).parse(i)
}

/// Clauses joined by commas and conjunctions, after an optional "So" / "Then".
fn clauses<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Sentence> {
    // "Oh, and ...", "Firstly, ...": the teller's word before a comma (`INTERJECTIONS`).
    let after_comma = |i| punct(cx, ',')(i).ok().map(|(i, ())| i);
    let i = passed_row(cx, i, INTERJECTIONS, after_comma).unwrap_or(i);
    // "By then Lady Dale had taken ...": when, in the story (`STORY_TIMES`).
    let comma_or_not = |i| Some(opt(punct(cx, ',')).parse(i).map_or(i, |(i, _)| i));
    let i = passed_row(cx, i, STORY_TIMES, comma_or_not).unwrap_or(i);
    let (i, _) = opt((
        any_kw(
            cx,
            &[
                "so",
                "then",
                "and",
                "also",
                "finally",
                "later",
                "meanwhile",
                "now",
            ],
        ),
        opt(punct(cx, ',')),
    ))
    .parse(i)?;
    // "Believe it or not, ...", "Naturally, ...": the teller's voice (`ASIDES`).
    let i = (ASIDES.iter())
        .find_map(|(words, _)| {
            let (i, ()) = phrase(cx, words)(i).ok()?;
            let (i, _) = punct(cx, ',')(i).ok()?;
            Some(i)
        })
        .unwrap_or(i);
    // "I do recall that ...", "Note that ...": the teller vouching (`VOUCHING_THAT`), where a
    // clause follows "that"; "I remember that white outfit because ..." is no such clause.
    let after_that = |i| kw(cx, "that")(i).ok().map(|(i, _)| i);
    let vouched = passed_row(cx, i, VOUCHING_THAT, after_that);
    let (mut i, first) = match vouched.and_then(|after| clause(cx, oriented(cx, after)).ok()) {
        Some(read) => read,
        None => clause(cx, oriented(cx, i))?,
    };
    let mut clauses = vec![first];
    loop {
        // "..., and house 5 the Swede's": the verb of the clause before left out, read only
        // where the clause ends after it.
        if let Ok((after, next)) = gapped(cx, i, clauses.last())
            && clause_ends(cx, after)
        {
            clauses.push(next);
            i = after;
            continue;
        }
        if let Ok((after, next)) = with_absolute(cx, i)
            && clause_ends(cx, after)
        {
            clauses.push(next);
            i = after;
            continue;
        }
        let Ok((after, next)) = (|i| joiner(cx, i), |i| clause(cx, i)).parse(i) else {
            break;
        };
        let mut next = next.1;
        // "..., and nor did Lady Ash": what the clause before said, said of her. "nor" (and
        // "neither") follows a denial, "so" a statement.
        if let Clause::About {
            subject,
            predicates,
        } = &mut next
            && predicates.is_empty()
            && subject.rules.first() == Some(&"so-did")
        {
            let before = cx.text[cx.at(i)..subject.at.start].to_ascii_lowercase();
            let denial = !before.split([' ', ',']).any(|w| w == "so");
            match clauses.last() {
                Some(Clause::About {
                    predicates: earlier,
                    ..
                }) if !earlier.is_empty()
                    && earlier.iter().all(|p| p.negation.is_some() == denial)
                    && earlier.iter().all(|p| said_again(&p.kind)) =>
                {
                    *predicates = earlier.clone();
                }
                _ => return cx.fail_expecting(i, "a clause before saying what she did too"),
            }
        }
        // "..., and the blue house is the one nearer house 1": the other is the other of the
        // two guests the clause before named.
        if let Some(subject) = of_the_two(&next) {
            let two = clauses.last().and_then(the_two_named).unwrap_or_default();
            let other = match &two[..] {
                [a, b] if same_guest(subject, a) && !same_guest(subject, b) => b.clone(),
                [a, b] if same_guest(subject, b) && !same_guest(subject, a) => a.clone(),
                _ => return cx.fail_expecting(i, "a clause before naming her and one other"),
            };
            if let Clause::About { predicates, .. } = &mut next
                && let [
                    Predicate {
                        kind: PredicateKind::Relation(_, placeholder),
                        ..
                    },
                ] = &mut predicates[..]
            {
                *placeholder = other;
            }
        }
        // "..., and neither of them lives at an end": the two guests the clause before named.
        if let Clause::Both(_, subjects, _) = &mut next
            && subjects.is_empty()
        {
            match clauses.last().and_then(the_two_named) {
                Some(two) => *subjects = two,
                None => return cx.fail_expecting(i, "a clause before naming the two of them"),
            }
        }
        clauses.push(next);
        i = after;
    }
    if let Some(Clause::Both(_, subjects, _)) = clauses.first()
        && subjects.is_empty()
    {
        return cx.fail_expecting(i, "a clause before naming the two of them");
    }
    if let Some(Clause::About { predicates, .. }) = clauses.first()
        && predicates.is_empty()
    {
        return cx.fail_expecting(i, "a clause before saying what she did too");
    }
    if clauses.first().and_then(of_the_two).is_some() {
        return cx.fail_expecting(i, "a clause before naming the two of them");
    }
    // "it" as a thing is the thing of the clause before.
    // A thing's holder ("it was drunk at one of the ends": whoever drank it) says it too.
    let mut last: Option<(Category, Term)> = None;
    for clause in &mut clauses {
        let (holder, predicates) = match clause {
            Clause::About {
                subject,
                predicates,
            } => (Some(subject), predicates),
            Clause::Both(_, _, predicates) => (None, predicates),
            _ => continue,
        };
        // A thing as the subject, saying whose or where it is and naming no other thing ("The
        // snails aren't the Dane's - they are the Swede's"): "they" is that thing.
        let subject_thing = match (holder.as_deref(), &predicates[..]) {
            (Some(subject), predicates)
                if !(predicates.iter()).any(|p| matches!(p.kind, PredicateKind::Has(..))) =>
            {
                the_thing_itself(cx, subject)
            }
            _ => None,
        };
        let held = (holder.into_iter())
            .flat_map(|subject| subject.modifiers.iter_mut())
            .filter_map(|m| match m {
                Modifier::Has(category, term) if thing_pronoun(&term.text) => {
                    Some((category, term))
                }
                _ => None,
            });
        let had = predicates.iter_mut().filter_map(|p| match &mut p.kind {
            PredicateKind::Has(category, term) => Some((category, term)),
            _ => None,
        });
        for (category, term) in held.chain(had) {
            if thing_pronoun(&term.text) {
                match &last {
                    Some((c, thing)) if c == category => *term = thing.clone(),
                    _ => return cx.fail_expecting(i, "a thing named before \"it\""),
                }
            }
            last = Some((*category, term.clone()));
        }
        if let Some(thing) = subject_thing {
            last = Some(thing);
        }
    }
    Ok((i, Sentence::Clauses(clauses)))
}

/// Past "In the numbering, ...", "Reading from left to right, ...": the order told from the
/// left, as every word of order is read anyway (`ORIENTATIONS`). Only where the clause does not
/// read the words itself ("Going from left to right, the red, white and blue houses stand in
/// that order" gives its list its direction).
fn oriented<'a>(cx: &Cx<'a>, i: &'a str) -> &'a str {
    let Some(after) = ORIENTATIONS.iter().find_map(|(words, _)| {
        let (after, ()) = phrase(cx, words)(i).ok()?;
        let (after, ()) = punct(cx, ',')(after).ok()?;
        Some(after)
    }) else {
        return i;
    };
    // A sentence that tells its own direction after the frame ("From left to right, ... in
    // that order from right to left") says it twice, perhaps against itself: not passed over.
    let sentence = after.split(['.', '!', '?']).next().unwrap_or(after);
    let lower = sentence.to_ascii_lowercase();
    if [
        "left to right",
        "right to left",
        "from the left",
        "from the right",
    ]
    .iter()
    .any(|side| lower.contains(side))
    {
        return i;
    }
    match clause(cx, i) {
        Ok((rest, _)) if clause_ends(cx, rest) => i,
        _ => after,
    }
}

/// "House 2 is the Dane's and house 5 the Swede's", "Lady Ash had the seat at the far left and
/// Lady Bell the seat next to it": after "and", a second subject and what the clause before
/// (`before`, one thing said, not denied) says of her, its verb left out; "Lady Ash sat at one
/// end and Lady Bell at the other": the other end.
fn gapped<'a>(cx: &Cx<'a>, i: &'a str, before: Option<&Clause>) -> R<'a, Clause> {
    let Some(Clause::About {
        subject: first,
        predicates,
    }) = before
    else {
        return unread(i);
    };
    let [said] = &predicates[..] else {
        return unread(i);
    };
    if said.negation.is_some() {
        return unread(i);
    }
    let (i, _) = (opt(punct(cx, ',')), kw(cx, "and")).parse(i)?;
    if let PredicateKind::Has(category, term) = &said.kind
        && said.at.start == term.at.start
        && let Ok(read) = gapped_thing(cx, i, *category, term)
    {
        return Ok(read);
    }
    let (i, subject) = np(cx, i)?;
    // "... sat at one end and Lady Bell at the other": one at each end.
    if said.kind == PredicateKind::Seat(Seat::End)
        && let Ok((rest, _)) = (
            any_kw(cx, &["at", "on", "in"]),
            kw(cx, "the"),
            any_kw(cx, &["other"]),
            opt(any_kw(cx, &["end", "one"])),
        )
            .parse(i)
    {
        if !identified(first) {
            return cx.fail_expecting(i, "someone named at the one end");
        }
        return Ok((rest, Clause::OppositeEnds(first.clone(), subject)));
    }
    let verb = cx.text[said.at.clone()].split(' ').next().unwrap_or("");
    let placed = matches!(
        said.kind,
        PredicateKind::Seat(_) | PredicateKind::Relation(..)
    );
    verb_left_out(cx, i, subject, verb, placed, |_| None)
}

/// `subject`, then what a predicate row of `verb` says of her with `verb` left out, unless
/// `refused` says what was wanted instead. Where the verb `places` her and the clause ends, a
/// place her noun phrase read as its last modifier is that predicate ("and Lady Bell in the
/// third seat").
fn verb_left_out<'a>(
    cx: &Cx<'a>,
    i: &'a str,
    subject: Np,
    verb: &str,
    places: bool,
    refused: impl Fn(&Predicate) -> Option<&'static str>,
) -> R<'a, Clause> {
    if places
        && clause_ends(cx, i)
        && let Some(clause) = placed_by_modifier(&subject)
    {
        return Ok((i, clause));
    }
    let (rest, ((negation, rule, kind), at)) =
        spanned(cx, |i| phrase_match::predicate_without_verb(cx, verb, i)).parse(i)?;
    let predicate = Predicate {
        at,
        negation,
        rule,
        kind,
    };
    if let Some(wanted) = refused(&predicate) {
        return cx.fail_expecting(i, wanted);
    }
    Ok((rest, said_of(subject, predicate)))
}

/// "The War Medal belonged to Lady Ash, and the Ring to Lady Bell": after a clause that began
/// with a thing (`thing_first`, whose predicate starts at its `term`), a second thing of the
/// same category and the words after the first one's verb, which is left out.
fn gapped_thing<'a>(cx: &Cx<'a>, i: &'a str, category: Category, term: &Term) -> R<'a, Clause> {
    let verb = cx.text[term.at.end..]
        .split_whitespace()
        .next()
        .unwrap_or("");
    let start = cx.at(skip(i));
    let (i, _) = opt(any_kw(cx, &["the", "a", "an"])).parse(i)?;
    let (i, thing) = slot(cx, category)(i)?;
    if cx.known.elsewhere(category, &thing.text) {
        return cx.fail_expecting(i, "a thing of the same kind");
    }
    let (rest, (rule, guest)) = phrase_match::thing_without_verb(cx, category, verb, i)?;
    let predicate = Predicate {
        at: start..cx.at(rest),
        negation: None,
        rule,
        kind: PredicateKind::Has(category, thing),
    };
    Ok((rest, said_of(guest, predicate)))
}

/// "..., and Lady Bell in the third seat" after a verb that places her: the seat or relation
/// read as the last modifier of her noun phrase is what is said of her.
fn placed_by_modifier(np: &Np) -> Option<Clause> {
    let (last, modifiers) = np.modifiers.split_last()?;
    let (rule, kind) = match last {
        Modifier::Seat(seat) => ("seat", PredicateKind::Seat(*seat)),
        Modifier::Relation(relation, other) => (
            "relation",
            PredicateKind::Relation(*relation, (**other).clone()),
        ),
        Modifier::Has(..) | Modifier::HasNot(..) => return None,
    };
    let subject = Np {
        modifiers: modifiers.to_vec(),
        rules: np.rules.clone(),
        ..np.clone()
    };
    // A description with nothing left to say who she is ("the lady next to her") is no
    // subject.
    let named = matches!(subject.head, Head::Name { .. })
        || subject
            .modifiers
            .iter()
            .any(|m| matches!(m, Modifier::Has(..)));
    if !named {
        return None;
    }
    let predicate = Predicate {
        at: np.at.clone(),
        negation: None,
        rule,
        kind,
    };
    Some(said_of(subject, predicate))
}

fn joiner<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, ()> {
    // "whereas" and "whilst" set two facts side by side, as "while" does: both hold.
    let conjunction = || {
        any_kw(
            cx,
            &[
                "and", "but", "because", "so", "then", "while", "whereas", "whilst",
            ],
        )
    };
    alt((
        value((), (punct(cx, ','), opt(conjunction()))),
        value((), (punct(cx, ';'), opt(conjunction()))),
        // A dash between two clauses, as a semicolon: "The snails aren't the Dane's - they are
        // the Swede's" (the text reads every long dash as "-").
        value((), (punct(cx, '-'), opt(conjunction()))),
        value((), conjunction()),
    ))
    .parse(i)
}

fn clause<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (i, _) = opt(alt((
        value(
            (),
            any_kw(
                cx,
                &[
                    "when",
                    "while",
                    "as",
                    "after",
                    "because",
                    "whereupon",
                    "whereas",
                    "whilst",
                ],
            ),
        ),
        value((), phrase(cx, "at which")),
    )))
    .parse(i)?;
    // The forms in turn; the first that ends where a clause may end wins, so that a greedy
    // reading ("Yellow", one slip from a guest's surname, taken for her) does not hide the
    // right one ("Yellow was Duchess Corvin's color").
    let forms: [&dyn Fn(&'a str) -> R<'a, Clause>; 44] = [
        &|i| group(cx, i),
        &|i| either(cx, i),
        // Before `about`, which would read "Only" as nothing and stop, or "it" as a guest.
        &|i| quantified(cx, i),
        &|i| cleft(cx, i),
        &|i| not_true(cx, i),
        &|i| nor_did(cx, i),
        &|i| place_first(cx, i),
        &|i| place_last(cx, i),
        &|i| mention(cx, i),
        // Before `about`, which would read "they" as a guest.
        &|i| they_the_things(cx, i),
        // Before `about`, which would read "is the one" as "is the guest".
        &|i| the_one_of_two(cx, i),
        &|i| heirloom_first(cx, i),
        &|i| about(cx, i),
        &|i| nobody(cx, i),
        &|i| opposite_ends(cx, i),
        &|i| opposite_end_from(cx, i),
        &|i| opposite_sides(cx, i),
        &|i| either_side_of(cx, i),
        &|i| wall_between(cx, i),
        &|i| places_between(cx, i),
        &|i| both(cx, i),
        &|i| neither_end_first(cx, i),
        &|i| of_them(cx, i),
        &|i| everyone_except(cx, i),
        &|i| in_that_order(cx, i),
        &|i| neighbours_were(cx, i),
        &|i| seats_between(cx, i),
        &|i| between_first(cx, i),
        &|i| fronted(cx, i),
        &|i| thing_first(cx, i),
        &|i| placed_thing(cx, i),
        &|i| possessive_attribute(cx, i),
        &|i| attribute_of(cx, i),
        &|i| there_is(cx, i),
        &|i| of_all_farthest(cx, i),
        &|i| fronted_description(cx, i),
        &|i| you_will_find(cx, i),
        &|i| different_people(cx, i),
        &|i| looking_for(cx, i),
        &|i| go_and_find(cx, i),
        &|i| passed_on_the_way(cx, i),
        &|i| come_to_before(cx, i),
        &|i| someone_painted(cx, i),
        // Last: a value alone for its holder, once no form read it as the thing's own.
        &|i| bare_values(cx, i),
    ];
    let mut fallback = None;
    for form in forms {
        if let Ok((rest, clause)) = form(i) {
            let rest = aside_after(cx, rest);
            if clause_ends(cx, rest) {
                return Ok((rest, clause));
            }
            fallback.get_or_insert((rest, clause));
        }
    }
    match fallback {
        Some(read) => Ok(read),
        // Each form recorded what it expected.
        None => unread(i),
    }
}

/// "Beer is never next to wine", "Englishman lives in house 4": a clause about a guest, with a
/// value alone, or with its house, standing for its holder as it does after "the". Only a
/// clause that opens with one: "Lady Ash sat next to wine" is not read.
fn bare_values<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    // Tried after every other form of every clause that did not read: only where the clause
    // opens with a value's first word, so that no other clause reads its noun phrases twice.
    if !cx.opens_a_value(i) {
        return unread(i);
    }
    cx.with_bare(|| about(cx, i))
}

/// "The Norwegian, he does not live next to ...", "The man with the dog he lives ...": the
/// subject said again by a pronoun, as speakers of many languages put it; read as the subject.
/// Not after a pronoun ("she, she"), nor where the pronoun ends the clause.
fn resumed<'a>(cx: &Cx<'a>, i: &'a str, subject: &Np) -> &'a str {
    if !matches!(subject.head, Head::Name { .. } | Head::Definite) {
        return i;
    }
    let Ok((after, _)) = (
        opt(punct(cx, ',')),
        any_kw(cx, &["he", "she", "they", "it"]),
    )
        .parse(i)
    else {
        return i;
    };
    if clause_ends(cx, after) {
        return i;
    }
    after
}

/// What may follow a clause and says nothing more: a time ("that evening", as after a predicate),
/// and the teller's aside after a comma ("..., believe it or not"), where the clause ends.
fn aside_after<'a>(cx: &Cx<'a>, rest: &'a str) -> &'a str {
    let rest = (AFTER_A_PREDICATE.iter())
        .find_map(|(words, _)| phrase(cx, words)(rest).ok().map(|(after, ())| after))
        .unwrap_or(rest);
    let rest = (ASIDES.iter())
        .find_map(|(words, _)| {
            let (after, _) = punct(cx, ',')(rest).ok()?;
            let (after, ()) = phrase(cx, words)(after).ok()?;
            (at_end(after) || joiner(cx, after).is_ok()).then_some(after)
        })
        .unwrap_or(rest);
    exclamation(cx, rest).unwrap_or(rest)
}

/// ", and what a kick he's got!": the teller's exclamation at the end of a sentence, a few
/// words after "what a" that name no guest and no value and deny nothing, so say nothing of the
/// seating. Where the sentence ends after it, if it is one.
fn exclamation<'a>(cx: &Cx<'a>, rest: &'a str) -> Option<&'a str> {
    let (i, _) = punct(cx, ',')(rest).ok()?;
    let (i, _) = opt(kw(cx, "and")).parse(i).ok()?;
    let (i, _) = (kw(cx, "what"), any_kw(cx, &["a", "an"])).parse(i).ok()?;
    let mut i = i;
    for _ in 0..6 {
        if at_end(i) {
            return Some(i);
        }
        let (word, after) = cx.word(i)?;
        let lower = word.to_lowercase();
        let names = (cx.known.guests.iter())
            .any(|g| g.words.iter().any(|part| part.eq_ignore_ascii_case(word)))
            || cx
                .known
                .values
                .iter()
                .any(|(_, v)| v.split(' ').any(|w| w == lower));
        let denies =
            ["not", "never", "no", "nor"].contains(&lower.as_str()) || lower.ends_with("n't");
        if names || denies {
            return None;
        }
        i = skip(after).trim_start_matches('\'');
    }
    at_end(i).then_some(i)
}

/// Whether a clause may end here: at the sentence's end, before a joiner, or before a
/// capitalised word (a lost period).
fn clause_ends<'a>(cx: &Cx<'a>, rest: &'a str) -> bool {
    at_end(rest) || joiner(cx, rest).is_ok() || skip(rest).starts_with(char::is_uppercase)
}

/// "I remember that green outfit": a guest brought up for the next clause to refer to. The
/// reason may follow, said of the thing's owner: "... because its owner spilled her beer all
/// over it" (`owner_of_it`), who is the guest the thing was brought up for.
fn mention<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (i, _) = phrase(cx, "i remember")(i)?;
    let (i, guest) = np(cx, i)?;
    let reason = |i| {
        // "I remember that rose gown too, since ...".
        let (i, _) = opt(kw(cx, "too")).parse(i)?;
        let (i, _) = opt(punct(cx, ',')).parse(i)?;
        let (i, _) = any_kw(cx, &["because", "since", "as"])(i)?;
        let (i, owner) = owner_of_it(cx, i)?;
        let (i, predicates) = predicates(cx, i)?;
        let said = Clause::About {
            subject: owner,
            predicates,
        };
        Ok::<_, nom::Err<_>>((i, said))
    };
    // "it" is a thing brought up ("that red dress"), never a guest brought up by name.
    let a_thing = matches!(guest.head, Head::Definite)
        && (guest.modifiers.iter()).any(|m| matches!(m, Modifier::Has(..)));
    if a_thing && let Ok((rest, said)) = reason(i) {
        return Ok((rest, Clause::All(vec![Clause::Mention(guest), said])));
    }
    Ok((i, Clause::Mention(guest)))
}

/// Whoever has the thing "it" is, the one a sentence just brought up ("I remember that red
/// dress because ..."): "its owner", "its wearer", "whoever wore it", "the woman wearing it",
/// "the lady who owned it". Read as "the woman": the guest mentioned last.
fn owner_of_it<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Np> {
    const HAD: &[&str] = &["wore", "owned", "had", "carried"];
    let whoever_had = |i| {
        let (i, _) = kw(cx, "whoever")(i)?;
        let (i, _) = opt(kw(cx, "was")).parse(i)?;
        let (i, _) = alt((
            value((), (any_kw(cx, HAD), kw(cx, "it"))),
            value((), (kw(cx, "wearing"), kw(cx, "it"))),
        ))
        .parse(i)?;
        Ok((i, ()))
    };
    let the_one_having = |i| {
        let (i, _) = kw(cx, "the")(i)?;
        let (i, _) = any_kw(cx, PERSON_HEADS)(i)?;
        let (i, _) = alt((
            value((), (any_kw(cx, &["wearing", "in"]), kw(cx, "it"))),
            value((), (kw(cx, "who"), any_kw(cx, HAD), kw(cx, "it"))),
            value(
                (),
                (
                    kw(cx, "who"),
                    kw(cx, "was"),
                    kw(cx, "wearing"),
                    kw(cx, "it"),
                ),
            ),
        ))
        .parse(i)?;
        Ok((i, ()))
    };
    let its = |i| {
        let (i, _) = kw(cx, "its")(i)?;
        let (i, _) = any_kw(cx, &["owner", "wearer"])(i)?;
        Ok((i, ()))
    };
    let (i, ((), at)) = spanned(cx, alt((its, whoever_had, the_one_having))).parse(i)?;
    Ok((
        i,
        Np {
            at,
            rules: vec!["its-owner"],
            head: Head::Definite,
            modifiers: vec![],
        },
    ))
}

/// The nouns of a guest after "the" in `owner_of_it`: "the woman wearing it".
const PERSON_HEADS: &[&str] = &["woman", "lady", "guest", "one", "person", "girl"];

/// A guest and what she did: "The lady in green sat left of someone in red"; or one of two
/// things she did: "The Dane either keeps a cat or drinks tea".
fn about<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (i, subject) = np(cx, i)?;
    let i = resumed(cx, i, &subject);
    // "Madam Greer, the lady from Baleton, sat at the far right": a description between
    // commas says who the subject is, then the sentence goes on.
    if let Ok((rest, (described, at))) = spanned(cx, |i| apposition(cx, i))(i)
        && let Ok((rest, mut predicates)) = predicates(cx, rest)
    {
        predicates.insert(
            0,
            Predicate {
                at,
                negation: None,
                rule: "apposition",
                kind: PredicateKind::Same(described),
            },
        );
        return Ok((
            rest,
            Clause::About {
                subject,
                predicates,
            },
        ));
    }
    // "Doctor Ash, flanked by Lady Bell and Lady Cole, took the second seat": between commas,
    // what "was" would say of her, then the sentence goes on.
    if let Ok((rest, (said, at))) = spanned(cx, |i| supplement(cx, i))(i)
        && let Ok((rest, mut predicates)) = predicates(cx, rest)
    {
        let (negation, rule, kind) = said;
        let at = at.start + 1..at.end - 1;
        let said = Predicate {
            at,
            negation,
            rule,
            kind,
        };
        predicates.insert(0, said);
        return Ok((
            rest,
            Clause::About {
                subject,
                predicates,
            },
        ));
    }
    if let Ok((rest, ((first, second), at))) = spanned(cx, |i| {
        let (i, _) = kw(cx, "either")(i)?;
        let (i, first) = predicates(cx, i)?;
        let (i, _) = kw(cx, "or")(i)?;
        let (i, second) = predicates(cx, i)?;
        Ok((i, (first, second)))
    })(i)
    {
        let side = |predicates| Clause::About {
            subject: subject.clone(),
            predicates,
        };
        let at = subject.at.start..at.end;
        return Ok((rest, Clause::Either(at, vec![side(first), side(second)])));
    }
    // What the rows read alone comes first ("drank neither wine nor gin" is a choice of
    // values); where they stop short, a verb said once before a choice of two things.
    let plainly = predicates(cx, i);
    if !matches!(&plainly, Ok((rest, _)) if clause_ends(cx, rest))
        && let Ok(read) = verb_before_a_choice(cx, &subject, i)
    {
        return Ok(read);
    }
    let (i, predicates) = plainly?;
    if subject.names_only_a_place()
        && let Some(clause) = place_of_one_of(&subject, &predicates)
    {
        return Ok((i, clause));
    }
    // "it" is a place or a thing ("it is white", "it is not next to the snails"), never a
    // guest's identity: "It wasn't Lady Ash who wore white" is a cleft.
    let it = cx.text[subject.at.clone()].eq_ignore_ascii_case("it");
    if it && (predicates.iter()).any(|p| matches!(p.kind, PredicateKind::Same(_))) {
        return cx.fail_expecting(i, "what is said of it");
    }
    Ok((
        i,
        Clause::About {
            subject,
            predicates,
        },
    ))
}

/// "was neither at the far left nor drinking beer", "was either in the first house or keeping
/// the dog": the first word of a verb said once, then "either"/"neither" and two things it
/// says, each read as a predicate with that word ("was at the far left", "was drinking
/// beer"). Either: one of them holds; neither: each is denied. Only things said plainly
/// (unnegated) of named guests are read, so that no denial is lost or doubled.
fn verb_before_a_choice<'a>(cx: &Cx<'a>, subject: &Np, i: &'a str) -> R<'a, Clause> {
    let start = cx.at(skip(i));
    // Looked at without a keyword, which would record "either" as expected after every verb.
    let Some((verb, after_verb)) = cx.word(i) else {
        return unread(i);
    };
    let Some((word, i)) = cx
        .word(after_verb)
        .filter(|(w, _)| w.eq_ignore_ascii_case("either") || w.eq_ignore_ascii_case("neither"))
    else {
        return unread(i);
    };
    let neither = word.eq_ignore_ascii_case("neither");
    let joiner = if neither { "nor" } else { "or" };
    let said = |i| {
        spanned(cx, |i| {
            phrase_match::predicate_after_verb(cx, verb, i, |rest| {
                kw(cx, joiner)(rest).is_ok() || clause_ends(cx, rest)
            })
        })
        .parse(i)
    };
    let (i, ((negation, rule, first), first_at)) = said(i)?;
    // "sat either next to Lady Ash or next to Lady Bell": the row read the choice whole, its
    // words said again after "or"; "neither ... nor" denies it.
    if clause_ends(cx, i)
        && negation.is_none()
        && let PredicateKind::AnyOf(_) = first
    {
        let predicate = Predicate {
            at: start.min(first_at.start)..first_at.end,
            negation: neither.then_some("neither"),
            rule,
            kind: first,
        };
        return Ok((i, said_of(subject.clone(), predicate)));
    }
    let (i, _) = kw(cx, joiner)(i)?;
    let (rest, ((again, second_rule, second), second_at)) = said(i)?;
    if negation.is_some() || again.is_some() || !deniable(&first) || !deniable(&second) {
        return cx.fail_expecting(i, "two things said plainly of her");
    }
    // One row read twice for values of two lists ("loves neither the roses nor the pizza") is
    // a verb that names no list of its own: what it says of each is not known to be one thing.
    if let (PredicateKind::Has(a, _), PredicateKind::Has(b, _)) = (&first, &second)
        && a != b
        && rule == second_rule
    {
        return cx.fail_expecting(i, "two values of one list");
    }
    let predicate = |at: Range<usize>, rule, kind| Predicate {
        at: start.min(at.start)..at.end,
        negation: neither.then_some("neither"),
        rule,
        kind,
    };
    let first = predicate(first_at, rule, first);
    let second = predicate(second_at, second_rule, second);
    if neither {
        return Ok((
            rest,
            Clause::About {
                subject: subject.clone(),
                predicates: vec![first, second],
            },
        ));
    }
    let at = subject.at.start..cx.at(rest);
    let side = |p| said_of(subject.clone(), p);
    Ok((rest, Clause::Either(at, vec![side(first), side(second)])))
}

/// ", the lady from Baleton,": a description of someone between commas, never a guest by her
/// name or a pronoun ("Lady Ash, Lady Bell and ..." is a list of guests), and something said
/// of her in it ("the lady from Baleton", "the woman in red").
fn apposition<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Np> {
    let (i, _) = punct(cx, ',')(i)?;
    let (i, described) = np(cx, i)?;
    let (i, _) = punct(cx, ',')(i)?;
    let describes = matches!(described.head, Head::Definite | Head::Someone { .. })
        && !described.modifiers.is_empty();
    if !describes {
        return cx.fail_expecting(i, "a description of her between commas");
    }
    Ok((i, described))
}

/// ", flanked by Lady Bell and Lady Cole,": a predicate row of "was" with "was" left out,
/// between commas. Only a row that "was" starts reads, unnegated, and only one that says where
/// she sits: ", Lady Bell," is another guest's name, never who she is.
fn supplement<'a>(
    cx: &Cx<'a>,
    i: &'a str,
) -> R<'a, (Option<&'static str>, &'static str, PredicateKind)> {
    let (i, _) = punct(cx, ',')(i)?;
    let (i, said) = phrase_match::predicate_without_verb(cx, "was", i)?;
    let (i, _) = punct(cx, ',')(i)?;
    if !says_where(&said.2) {
        return cx.fail_expecting(i, "where she sits, between commas");
    }
    Ok((i, said))
}

/// Whether a predicate says where she sits, and nothing else.
fn says_where(kind: &PredicateKind) -> bool {
    matches!(
        kind,
        PredicateKind::Seat(_)
            | PredicateKind::Relation(..)
            | PredicateKind::Between(..)
            | PredicateKind::SomewhereBetween(..)
            | PredicateKind::BetweenInOrder(..)
    )
}

/// "Lady Ash sat at the far right, with the gin drinker directly beside her": after a clause,
/// ", with" a guest and where she was, "was" left out: a clause of its own. Only a place is
/// read ("with the gin drinker" alone is no clause).
fn with_absolute<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (i, _) = (punct(cx, ','), kw(cx, "with")).parse(i)?;
    let (i, subject) = np(cx, i)?;
    // "with the gin drinker beside her": where she was, read as her noun's last modifier.
    verb_left_out(cx, i, subject, "was", true, |said| {
        (said.negation.is_some() || !says_where(&said.kind)).then_some("where she was")
    })
}

/// "In the yellow house they smoke Dunhill", "In the middle house, the resident drinks milk":
/// the place first, then what whoever lives there does.
fn place_first<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let start = cx.at(skip(i));
    // "Out in house four, ...", "Over at the red house, ...": where the teller points.
    let (i, _) = opt(alt((
        phrase(cx, "out"),
        phrase(cx, "over"),
        phrase(cx, "down"),
        phrase(cx, "back"),
    )))
    .parse(i)?;
    let (i, _) = any_kw(cx, &["in", "on", "at"])(i)?;
    let (i, subject) = np(cx, i)?;
    if !names_a_place(cx, &subject) {
        return cx.fail_expecting(i, "a place, such as \"the yellow house\"");
    }
    let (i, _) = opt(punct(cx, ',')).parse(i)?;
    // "In the red house lives the Spaniard", "In the red house, there lives the Spaniard": who
    // lives there is the one named after the verb.
    if let Ok((rest, (resident, at))) = spanned(cx, |i| {
        let (i, _) = opt(any_kw(cx, &["it", "there"])).parse(i)?;
        let (i, _) = fronted_verb(cx, i)?;
        np(cx, i)
    })
    .parse(i)
    {
        let subject = Np {
            at: start..subject.at.end,
            rules: [&["place-first"][..], &subject.rules].concat(),
            ..subject
        };
        let predicate = Predicate {
            at,
            negation: None,
            rule: "place-first",
            kind: PredicateKind::Same(resident),
        };
        return Ok((
            rest,
            Clause::About {
                subject,
                predicates: vec![predicate],
            },
        ));
    }
    let (i, _) = alt((
        value((), any_kw(cx, &["they", "he", "she"])),
        value(
            (),
            (
                kw(cx, "the"),
                any_kw(
                    cx,
                    &[
                        "owner",
                        "resident",
                        "occupant",
                        "inhabitant",
                        "person",
                        "tenant",
                    ],
                ),
            ),
        ),
    ))
    .parse(i)?;
    let (i, predicates) = predicates(cx, i)?;
    Ok((
        i,
        Clause::About {
            subject: Np {
                at: start..subject.at.end,
                rules: [&["place-first"][..], &subject.rules].concat(),
                ..subject
            },
            predicates,
        },
    ))
}

/// "They drink coffee in the green house": what whoever lives there does, then the place, the
/// other way round from `place_first`. "They" is no guest named before: whoever lives there.
fn place_last<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let start = cx.at(skip(i));
    let (i, _) = kw(cx, "they")(i)?;
    let (i, predicates) = predicates(cx, i)?;
    let (i, _) = any_kw(cx, &["in", "on", "at"])(i)?;
    let (i, subject) = np(cx, i)?;
    if !names_a_place(cx, &subject) {
        return cx.fail_expecting(i, "a place, such as \"the yellow house\"");
    }
    Ok((
        i,
        Clause::About {
            subject: Np {
                at: start..subject.at.end,
                rules: [&["place-last"][..], &subject.rules].concat(),
                ..subject
            },
            predicates,
        },
    ))
}

/// Whether the words of a noun phrase name a place ("the yellow house", "house 3"): whoever
/// lives there, for `place_first` and `place_last`.
fn names_a_place(cx: &Cx<'_>, np: &Np) -> bool {
    // Its words, without the commas of an aside ("the yellow house, at the far right,").
    cx.text[np.at.clone()]
        .split([' ', ','])
        .any(|w| PLACES.iter().any(|p| p.eq_ignore_ascii_case(w)))
}

/// "Either the milk drinker or the Swede lives in house 2": what is said of one guest or of
/// the other; "Either coffee is drunk in house 1 or the Dane keeps a cat": one clause or the
/// other.
fn either<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    if let Ok(exclusive) = either_but_not_both(cx, i) {
        return Ok(exclusive);
    }
    let (rest, (alternatives, at)) = spanned(cx, |i| {
        let (i, _) = kw(cx, "either")(i)?;
        alt((
            |i| {
                let (i, (first, second)) = two_guests(cx, i, "or")?;
                let (i, predicates) = predicates(cx, i)?;
                let side = |subject| Clause::About {
                    subject,
                    predicates: predicates.clone(),
                };
                Ok((i, vec![side(first), side(second)]))
            },
            |i| {
                let (i, first) = clause(cx, i)?;
                let (i, _) = (opt(punct(cx, ',')), kw(cx, "or")).parse(i)?;
                let (i, second) = clause(cx, i)?;
                Ok((i, vec![first, second]))
            },
        ))
        .parse(i)
    })(i)?;
    Ok((rest, Clause::Either(at, alternatives)))
}

/// "Either Lady Ash or Lady Bell drank gin, but not both": one of them did, and one of them
/// did not. Only one thing said of them, which denied is one thing denied.
fn either_but_not_both<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (rest, ((first, second, said), at)) = spanned(cx, |i| {
        let (i, _) = kw(cx, "either")(i)?;
        let (i, (first, second)) = two_guests(cx, i, "or")?;
        let (i, said) = predicate(cx, i)?;
        let (i, _) = (
            punct(cx, ','),
            opt(kw(cx, "but")),
            kw(cx, "not"),
            kw(cx, "both"),
        )
            .parse(i)?;
        Ok((i, (first, second, said)))
    })
    .parse(i)?;
    let mut denied = said.clone();
    denied.negation = match said.negation {
        Some(_) => None,
        None => Some("was-not"),
    };
    let sides = |said: &Predicate| {
        vec![
            Clause::About {
                subject: first.clone(),
                predicates: vec![said.clone()],
            },
            Clause::About {
                subject: second.clone(),
                predicates: vec![said.clone()],
            },
        ]
    };
    Ok((
        rest,
        Clause::All(vec![
            Clause::Either(at.clone(), sides(&said)),
            Clause::Either(at, sides(&denied)),
        ]),
    ))
}

/// What a guest's modifier row reads, said of the subject as a predicate whose verb is left out:
/// a value ("in red", "with the Ring"), after a seat ("sat in the middle, in red"); or where
/// she sat ("beside Lady Bell", "at the far left"), after a value ("sipped gin beside ...").
fn without_verb<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Predicate> {
    let (rest, ((rule, modifier), at)) = spanned(cx, |i| phrase_match::modifier(cx, i)).parse(i)?;
    let kind = match modifier {
        Modifier::Has(category, term) => PredicateKind::Has(category, term),
        Modifier::Seat(seat) => PredicateKind::Seat(seat),
        Modifier::Relation(relation, other) => PredicateKind::Relation(relation, *other),
        Modifier::HasNot(..) => return unread(i),
    };
    Ok((
        rest,
        Predicate {
            at,
            negation: None,
            rule,
            kind,
        },
    ))
}

/// What is said of a subject: predicates joined by commas and "and".
fn predicates<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Vec<Predicate>> {
    let (i, first) = predicate(cx, i)?;
    let mut i = i;
    // "drank gin beside Lady Bell": a value said with its verb, then where, with none. Only
    // where the clause ends after the place; a denial covers both ("did not drink gin beside
    // her" may deny only the place), so it is not read.
    // Only after a verb of drinking or wearing: after one of having, the place may be the
    // thing's ("had a pint of gin in front of Lady Bell").
    let verb = cx
        .text
        .get(first.at.clone())
        .and_then(|t| t.split_whitespace().next());
    let drank_or_wore = verb.is_some_and(|v| {
        (super::phrases::VERB_KINDS.iter())
            .any(|(forms, _)| forms.iter().any(|f| f.eq_ignore_ascii_case(v)))
    });
    let mut placed = None;
    if matches!(first.kind, PredicateKind::Has(..))
        && first.negation.is_none()
        && drank_or_wore
        && let Ok((rest, place)) = without_verb(cx, i)
        && matches!(
            place.kind,
            PredicateKind::Seat(_) | PredicateKind::Relation(..)
        )
        && clause_ends(cx, rest)
    {
        placed = Some(place);
        i = rest;
    }
    let plain = |said: &Predicate| {
        matches!(
            &said.kind,
            PredicateKind::Relation(Relation::LeftOf(Reach::AsRead), _)
                | PredicateKind::Relation(Relation::RightOf(Reach::AsRead), _)
        )
    };
    // Whether the predicate read last is a plain "left of": ", though not" is said of it.
    let last_plain = std::cell::Cell::new(plain(&first));
    // Whether the predicate read last was denied: ", nor in the white one" denies another.
    let last_denied = std::cell::Cell::new(first.negation.is_some());
    // Whether the predicate read last placed her by a seat alone: ", in red" after it is hers.
    let seated = |said: &Predicate| matches!(said.kind, PredicateKind::Seat(_));
    let last_seated = std::cell::Cell::new(seated(&first));
    let (i, more) = repeated(|i| {
        let (i, denied) = alt((
            // "does not live in the green house, nor in the white one": another denial, its
            // verb left out, only after a denial.
            |i| {
                let (i, _) = (opt(punct(cx, ',')), kw(cx, "nor")).parse(i)?;
                if !last_denied.get() {
                    return cx.fail_expecting(i, "a denial before \"nor\"");
                }
                Ok((i, true))
            },
            // "lives right of the Dane but left of the Swede", "sat right of her but not at
            // the far right": another predicate, its verb left out, denied after "not".
            |i| {
                let (i, _) = (opt(punct(cx, ',')), kw(cx, "but")).parse(i)?;
                let (i, not) = opt(kw(cx, "not")).parse(i)?;
                Ok((i, not.is_some()))
            },
            // ", though not right beside her": a "but not" too, after a relation that says its
            // reach; after a plain "left of" it is the `not_necessarily` hedge or not read.
            |i| {
                let (i, _) = (punct(cx, ','), any_kw(cx, &["though", "although"])).parse(i)?;
                let (i, _) = kw(cx, "not")(i)?;
                if last_plain.get() {
                    return cx.fail_expecting(i, "a relation that says how far");
                }
                Ok((i, true))
            },
            value(false, (punct(cx, ','), opt(kw(cx, "and")))),
            value(false, kw(cx, "and")),
            // A lost comma before a participle: "jumped up onto the table falling onto".
            |i| match cx.word(i) {
                Some((w, _))
                    if w.len() > 4 && w.as_bytes()[w.len() - 3..].eq_ignore_ascii_case(b"ing") =>
                {
                    Ok((i, false))
                }
                _ => cx.fail_expecting(i, "`,`"),
            },
        ))
        .parse(i)?;
        let (rest, mut said) = match predicate(cx, i) {
            Ok(read) => read,
            // "sat in the middle, in red", "had been seated in the middle chair, in black":
            // after a seat, what she wore or held, its verb left out, where the clause ends.
            Err(e) => match without_verb(cx, i) {
                Ok(read)
                    if matches!(read.1.kind, PredicateKind::Has(..))
                        && last_seated.get()
                        && !denied
                        && clause_ends(cx, read.0) =>
                {
                    read
                }
                _ => return Err(e),
            },
        };
        last_seated.set(seated(&said));
        last_plain.set(plain(&said));
        if denied {
            // "but not never sat ...": one denial is all that reads.
            if said.negation.is_some() {
                return unread(i);
            }
            said.negation = Some("was-not");
        }
        last_denied.set(said.negation.is_some());
        Ok((rest, said))
    })
    .parse(i)?;
    let mut predicates = Vec::with_capacity(2 + more.len());
    predicates.push(first);
    predicates.extend(placed);
    predicates.extend(more);
    Ok((i, predicates))
}

/// What a question asks of whom it asks about: "Who lives on the top floor", "Which bird is the
/// rightmost", "Who is on the far right": the question word stands for someone, of whom the
/// predicates are said; the answer is whoever they hold of.
pub fn asked<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let start = cx.at(i);
    let (i, _) = alt((
        value((), kw(cx, "who")),
        value(
            (),
            (
                kw(cx, "which"),
                opt((kw(cx, "of"), kw(cx, "the"))),
                opt(|i| match cx.word(i) {
                    // "Which bird is ...": any noun, but no verb ("Which is the oldest").
                    Some((w, rest)) if phrase_match::be(cx, i).is_err() => Ok((rest, w)),
                    _ => unread(i),
                }),
            ),
        ),
    ))
    .parse(i)?;
    let subject = Np {
        at: start..cx.at(i),
        rules: vec!["question"],
        head: Head::Someone { other: false },
        modifiers: vec![],
    };
    let (i, predicates) = predicates(cx, i)?;
    Ok((
        i,
        Clause::About {
            subject,
            predicates,
        },
    ))
}

/// The clause saying `predicate` of `subject`.
fn said_of(subject: Np, predicate: Predicate) -> Clause {
    Clause::About {
        subject,
        predicates: vec![predicate],
    }
}

/// Two guests joined by `joiner` ("and", "nor"): "Lady Ash and the lady in red"; joined by
/// "and", also two sharing one noun: "the women in red and white", "the red and blue houses".
fn two_guests<'a>(cx: &Cx<'a>, i: &'a str, joiner: &'static str) -> R<'a, (Np, Np)> {
    if joiner == "and"
        && let Ok(two) = two_sharing_a_noun(cx, i)
    {
        return Ok(two);
    }
    let (i, first) = np(cx, i)?;
    let (i, _) = kw(cx, joiner)(i)?;
    let (i, second) = np(cx, i)?;
    Ok((i, (first, second)))
}

/// "Nobody from Tyvia drank gin": the predicate denied of the guest described.
fn nobody<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (i, subject) = noun_phrase::nobody(cx, i)?;
    let (i, mut predicate) = predicate(cx, i)?;
    if predicate.negation.is_some() {
        return cx.fail_expecting(i, "what nobody did, said without \"not\"");
    }
    predicate.negation = Some("nobody");
    let place = match &subject.modifiers[..] {
        [Modifier::Seat(seat)] => Some(PredicateKind::Seat(*seat)),
        [Modifier::Relation(relation, other)] => {
            Some(PredicateKind::Relation(*relation, (**other).clone()))
        }
        _ => None,
    };
    if let Some(place) = place {
        return nobody_at(cx, i, subject, place, predicate);
    }
    Ok((i, said_of(subject, predicate)))
}

/// "Nobody at either end drank whiskey", "Nobody next to Lady Cole wore white": whoever holds
/// the value is not in that place. Said of a value only: one value has one holder, so "nobody
/// there had it" is "its holder was not there" even of a place of two guests (the ends, both
/// sides of Lady Cole), where "the guest there did not" would deny it of one of them only.
fn nobody_at<'a>(
    cx: &Cx<'a>,
    i: &'a str,
    place: Np,
    seat: PredicateKind,
    predicate: Predicate,
) -> R<'a, Clause> {
    let holder = match predicate.kind {
        PredicateKind::Has(category, term) => Np {
            at: predicate.at.clone(),
            rules: place.rules,
            head: Head::Definite,
            modifiers: vec![Modifier::Has(category, term)],
        },
        // "No one next to her was Lady Dale": one guest too, named.
        PredicateKind::Same(guest) if named_or_by_values(&guest) => guest,
        _ => return cx.fail_expecting(i, "a value nobody there held, as in \"drank whiskey\""),
    };
    let denied = Predicate {
        at: place.at,
        negation: predicate.negation,
        rule: predicate.rule,
        kind: seat,
    };
    Ok((i, said_of(holder, denied)))
}

/// Whether a description names one guest by her name or by values of hers alone ("Lady Dale",
/// "the woman in red"), never by a pronoun or a place.
fn named_or_by_values(guest: &Np) -> bool {
    let by_values = guest
        .modifiers
        .iter()
        .all(|m| matches!(m, Modifier::Has(..)));
    match guest.head {
        Head::Name { .. } => by_values,
        Head::Definite | Head::Someone { other: false } => by_values && !guest.modifiers.is_empty(),
        _ => false,
    }
}

/// "It was Lady Ash who drank gin", "It wasn't Lady Ash who wore white", "It was the lady in
/// red, not Lady Ash, who drank gin": the guest named is the one of whom the rest is said (and
/// the one after "not" is not). A denial says one thing, of guests known by a value or a name.
fn cleft<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (i, _) = kw(cx, "it")(i)?;
    let (i, negation) = phrase_match::be(cx, i)?;
    let (i, mut one) = np(cx, i)?;
    // "It was Lady Cole, of all people, who ...".
    let i = phrase_match::past_aside(cx, i);
    let (i, mut other) = if negation.is_none() {
        opt(|i| {
            let (i, _) = punct(cx, ',')(i)?;
            let (i, _) = kw(cx, "not")(i)?;
            np(cx, i)
        })
        .parse(i)?
    } else {
        (i, None)
    };
    // What she did, after "who"; or the relative clause the guest before it read as her own
    // ("Lady Ash who wore white", "Lady Ash, who wore white").
    let (rest, mut predicates) = match (opt(punct(cx, ',')), any_kw(cx, &["who", "that"])).parse(i)
    {
        Ok((i, _)) => predicates(cx, i)?,
        Err(_) => match split_who(cx, other.as_mut().unwrap_or(&mut one)) {
            Some(predicate) => (i, vec![predicate]),
            None if other.is_none() && negation.is_none() && at_end(i) => {
                match split_last_modifier(&mut one) {
                    Some(predicate) => (i, vec![predicate]),
                    None => return cx.fail_expecting(i, "\"who\" and what she did"),
                }
            }
            None => return cx.fail_expecting(i, "\"who\" and what she did"),
        },
    };
    one.rules.insert(0, "cleft");
    let denied = |predicates: &[Predicate], subject: &Np| match predicates {
        [p] if p.negation.is_none() && identified(subject) && deniable(&p.kind) => {
            Some(vec![Predicate {
                negation: Some("was-not"),
                ..p.clone()
            }])
        }
        _ => None,
    };
    if negation.is_some() {
        let Some(denied) = denied(&predicates, &one) else {
            return cx.fail_expecting(rest, "one thing she did not do, said of someone named");
        };
        predicates = denied;
    }
    let said = Clause::About {
        subject: one,
        predicates: predicates.clone(),
    };
    let Some(other) = other else {
        return Ok((rest, said));
    };
    let Some(denied) = denied(&predicates, &other) else {
        return cx.fail_expecting(rest, "one thing she did not do, said of someone named");
    };
    let not_said = Clause::About {
        subject: other,
        predicates: denied,
    };
    Ok((rest, Clause::All(vec![said, not_said])))
}

/// The relative clause a guest's noun phrase ends with ("Lady Ash who wore white"), taken off
/// it as what a cleft says of her: "It was Lady Ash who wore white".
fn split_who(cx: &Cx<'_>, np: &mut Np) -> Option<Predicate> {
    if np.rules.last() != Some(&"who") {
        return None;
    }
    let words = cx.text[np.at.clone()].to_ascii_lowercase();
    let who = words.rfind(" who ").or_else(|| words.rfind(" that "))?;
    if matches!(np.modifiers.last(), Some(Modifier::HasNot(..))) {
        return None;
    }
    let kind = match np.modifiers.pop()? {
        Modifier::HasNot(..) => return None,
        Modifier::Has(category, term) => PredicateKind::Has(category, term),
        Modifier::Seat(seat) => PredicateKind::Seat(seat),
        Modifier::Relation(relation, other) => PredicateKind::Relation(relation, *other),
    };
    np.rules.pop();
    let at = np.at.start + who + 1..np.at.end;
    np.at.end = np.at.start + words[..who].trim_end_matches([' ', ',']).len();
    Some(Predicate {
        at,
        negation: None,
        rule: "cleft",
        kind,
    })
}

/// "It's the Norwegian in the yellow house!", "It was Lady Ash at the far left": a cleft with
/// no "who", whose guest's last modifier is what it says of her, as "The Norwegian is in the
/// yellow house" does. Only where what is left of her still says who she is: "It was the lady
/// in red" says nothing.
fn split_last_modifier(np: &mut Np) -> Option<Predicate> {
    let own = match np.head {
        Head::Name { .. } => 0,
        Head::Definite => 1,
        _ => return None,
    };
    if np.modifiers.len() <= own {
        return None;
    }
    let kind = match np.modifiers.last()? {
        Modifier::Has(category, term) => PredicateKind::Has(*category, term.clone()),
        Modifier::Seat(seat) => PredicateKind::Seat(*seat),
        Modifier::Relation(relation, other) => {
            PredicateKind::Relation(*relation, (**other).clone())
        }
        Modifier::HasNot(..) => return None,
    };
    let mut left = np.clone();
    left.modifiers.pop();
    if !identified(&left) {
        return None;
    }
    left.rules.pop();
    let at = np.at.clone();
    *np = left;
    Some(Predicate {
        at,
        negation: None,
        rule: "cleft",
        kind,
    })
}

/// "It is not true that she sat to the right of Lady Ash": the clause denied. One thing said of
/// someone named, so that the denial is of that one thing.
fn not_true<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (i, _) = kw(cx, "it")(i)?;
    let (i, negation) = phrase_match::be(cx, i)?;
    let (i, _) = kw(cx, "true")(i)?;
    let (i, _) = kw(cx, "that")(i)?;
    if negation.is_none() {
        // "It is true that ...": the clause itself.
        return clause(cx, i);
    }
    let (rest, said) = clause(cx, i)?;
    match said {
        Clause::About {
            subject,
            predicates,
        } => match &predicates[..] {
            [p] if p.negation.is_none() && identified(&subject) && deniable(&p.kind) => {
                let denied = Predicate {
                    negation: Some("not-true"),
                    ..p.clone()
                };
                Ok((rest, said_of(subject, denied)))
            }
            _ => cx.fail_expecting(rest, "one thing said without \"not\" of someone named"),
        },
        _ => cx.fail_expecting(rest, "one thing said without \"not\" of someone named"),
    }
}

/// Whether `np` names one guest whoever she is: by name, by a value, by a seat of its own, or
/// as someone named before ("she"), so that denying what is said of her denies it of one guest,
/// not of someone the sentence brings in.
fn identified(np: &Np) -> bool {
    let head = match np.head {
        Head::Name { .. } | Head::Pronoun(_) => true,
        Head::Definite => !np.modifiers.is_empty(),
        Head::Someone { .. } | Head::NeighborOf(_) => false,
    };
    head && np.modifiers.iter().all(|m| match m {
        Modifier::Has(..) => true,
        Modifier::Seat(seat) => *seat != Seat::End,
        Modifier::Relation(..) | Modifier::HasNot(..) => false,
    })
}

/// Whether a predicate denied says one thing of named guests: a value, a seat, a relation to
/// someone named.
fn deniable(kind: &PredicateKind) -> bool {
    match kind {
        PredicateKind::Has(..) | PredicateKind::Seat(_) => true,
        PredicateKind::Relation(_, other) | PredicateKind::Same(other) => identified(other),
        _ => false,
    }
}

/// "..., nor did she wear white": a denial, the verb before its subject. "..., and nor did Lady
/// Ash", "..., and so did Lady Ash": what the clause before said, said of her too (its
/// predicates are put in by `clauses`, which knows them; here they are left empty).
fn nor_did<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let start = cx.at(skip(i));
    let (i, word) = any_kw(cx, &["nor", "neither", "so"])(i)?;
    let (i, _) = any_kw(cx, &["did", "does", "do"])(i)?;
    let (i, mut subject) = np(cx, i)?;
    if clause_ends(cx, i) {
        subject.rules.insert(0, "so-did");
        let marker = Clause::About {
            subject,
            predicates: vec![],
        };
        return Ok((i, marker));
    }
    if word.eq_ignore_ascii_case("so") {
        return cx.fail_expecting(i, "the end of the clause");
    }
    let (rest, predicate) = affirmed(cx, i)?;
    // Quoted from "nor", which says it is denied.
    let denied = Predicate {
        at: start..predicate.at.end,
        negation: Some("did-not"),
        ..predicate
    };
    Ok((rest, said_of(subject, denied)))
}

/// Whether a predicate says the same of another subject, said again by "so did she": no
/// pronoun in it, which would point elsewhere from her.
fn said_again(kind: &PredicateKind) -> bool {
    let named = |np: &Np| identified(np) && !matches!(np.head, Head::Pronoun(_));
    match kind {
        PredicateKind::Has(..)
        | PredicateKind::Seat(_)
        | PredicateKind::NoneOf(..)
        | PredicateKind::OneOf(..) => true,
        PredicateKind::Relation(_, other) | PredicateKind::Same(other) => named(other),
        _ => false,
    }
}

/// What the other guests did, said by a quantifier: "Nobody sat further right than Lady Ash",
/// "Only Lady Bell sat next to Lady Ash", "Everyone else sat somewhere left of Lady Ash",
/// "Exactly two guests sat further right than Lady Ash", "No one sat between Lady Ash and Lady
/// Bell". Each is read as the seats it leaves, in clues of one guest, and only where that is
/// exact: "further right than" counts every guest on that side, which fixes the seat.
fn quantified<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    // "Of the four women, Madam Ash alone ...", "Of all the guests, ...": whom it counts.
    let (i, _) = opt(|i| of_all(cx, i)).parse(i)?;
    alt((
        |i| nobody_between(cx, i),
        |i| only(cx, i),
        |i| nobody_beyond(cx, i),
        |i| everyone_else(cx, i),
        |i| so_many_beyond(cx, i),
    ))
    .parse(i)
}

/// "Of the four women,", "Of all the residents,", "Of the five,": the guests a quantifier
/// counts, which are all of them (a count alone stands for its noun).
fn of_all<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, ()> {
    let (i, _) = kw(cx, "of")(i)?;
    let (i, _) = opt(kw(cx, "all")).parse(i)?;
    let (i, _) = kw(cx, "the")(i)?;
    let (i, n) = opt(|i| phrase_match::count(cx, i)).parse(i)?;
    let (i, noun) = opt(any_kw(cx, EVERYONE_NOUNS)).parse(i)?;
    if n.is_none() && noun.is_none() {
        return cx.fail_expecting(i, "whom it counts");
    }
    let (i, _) = punct(cx, ',')(i)?;
    if n.is_some_and(|n| !is_everyone(cx, n)) {
        return cx.fail_expecting(i, "the number of guests");
    }
    Ok((i, ()))
}

/// Nouns for the guests, or the places, all counted: "of the four women", "the other guests".
const EVERYONE_NOUNS: &[&str] = &[
    "guests",
    "women",
    "ladies",
    "people",
    "residents",
    "houses",
    "diners",
    "others",
];

/// Whether `n` counts every guest of the row.
fn is_everyone(cx: &Cx<'_>, n: u8) -> bool {
    let guests = match cx.known.guests.len() {
        0 => cx.known.places.map_or(0, usize::from),
        named => named,
    };
    usize::from(n) == guests
}

/// "nobody", "no one", "no other guest", "none of the others", with "else" after it or not.
fn no_one<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, ()> {
    let (i, _) = alt((
        value((), kw(cx, "nobody")),
        value((), phrase(cx, "no one")),
        value(
            (),
            (
                kw(cx, "no"),
                opt(kw(cx, "other")),
                any_kw(
                    cx,
                    &["guest", "lady", "woman", "person", "resident", "house"],
                ),
            ),
        ),
        value(
            (),
            (
                kw(cx, "none"),
                kw(cx, "of"),
                kw(cx, "the"),
                opt(kw(cx, "other")),
                any_kw(cx, EVERYONE_NOUNS),
            ),
        ),
    ))
    .parse(i)?;
    let (i, _) = opt(kw(cx, "else")).parse(i)?;
    Ok((i, ()))
}

/// Which side of the other guest a relation puts the subject on, counting every guest there
/// ("further right than", "somewhere to the left of"); `plain` when it is a plain "right of",
/// which may mean the next seat only.
fn side_of(kind: &PredicateKind) -> Option<(bool, bool, &Np)> {
    match kind {
        PredicateKind::Relation(Relation::RightOf(reach), other) => {
            Some((true, *reach != Reach::Somewhere, other))
        }
        PredicateKind::Relation(Relation::LeftOf(reach), other) => {
            Some((false, *reach != Reach::Somewhere, other))
        }
        _ => None,
    }
}

/// The seat `n` places in from the end on the `right` side (or the left).
fn from_end(right: bool, n: u8) -> Seat {
    if right {
        Seat::FromRight(n)
    } else {
        Seat::FromLeft(n)
    }
}

/// A predicate said without "not", as a quantifier's scope must be.
fn affirmed<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Predicate> {
    let (rest, predicate) = predicate(cx, i)?;
    if predicate.negation.is_some() {
        return cx.fail_expecting(i, "what they did, said without \"not\"");
    }
    Ok((rest, predicate))
}

/// What a rule of a frame said of `np`, not denied, all read from the words `at`: a
/// quantifier's seat, perhaps with a relation beside it; "A and B are the two neighbours of C".
fn said_plainly(np: Np, at: Range<usize>, rule: &'static str, kinds: Vec<PredicateKind>) -> Clause {
    Clause::About {
        subject: np,
        predicates: (kinds.into_iter())
            .map(|kind| Predicate {
                at: at.clone(),
                negation: None,
                rule,
                kind,
            })
            .collect(),
    }
}

/// "Nobody sat further right than Lady Ash", "No one was seated to the left of her": she is
/// at that end (plain "right of" too: nobody in the next seat on that side is the same).
fn nobody_beyond<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (rest, ((), at)) = spanned(cx, |i| no_one(cx, i)).parse(i)?;
    let (rest, predicate) = affirmed(cx, rest)?;
    let Some((right, _, other)) = side_of(&predicate.kind) else {
        return cx.fail_expecting(rest, "a side, such as \"further right than\"");
    };
    let at = at.start..predicate.at.end;
    let seat = PredicateKind::Seat(from_end(right, 1));
    Ok((
        rest,
        said_plainly(other.clone(), at, "nobody-beyond", vec![seat]),
    ))
}

/// "No one sat between Lady Ash and Lady Bell": they sit side by side.
fn nobody_between<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (rest, ((), at)) = spanned(cx, |i| no_one(cx, i)).parse(i)?;
    let (rest, predicate) = affirmed(cx, rest)?;
    let (PredicateKind::Between(a, b) | PredicateKind::SomewhereBetween(a, b)) = predicate.kind
    else {
        return cx.fail_expecting(rest, "\"between\"");
    };
    // "No one sat directly between them" denies one seat only: not read.
    let words = cx.text[predicate.at.clone()].to_ascii_lowercase();
    if ["directly", "immediately", "exactly", "right"]
        .iter()
        .any(|w| words.split(' ').any(|x| x == *w))
    {
        return cx.fail_expecting(rest, "\"between\" without \"directly\"");
    }
    let at = at.start..predicate.at.end;
    Ok((
        rest,
        said_plainly(
            a,
            at,
            "nobody-between",
            vec![PredicateKind::Relation(Relation::NextTo, b)],
        ),
    ))
}

/// "Only Lady Bell sat further right than Lady Ash", "Lady Bell alone sat ...", "No one but
/// Lady Bell sat ...": she is the one guest on that side, so at its end and Lady Ash next in;
/// "Only Lady Bell sat next to Lady Ash": Lady Ash has one neighbour, at an end; "Only Lady
/// Bell wore red": what one guest alone may have, hers.
fn only<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let start = cx.at(skip(i));
    let (rest, one) = alt((
        |i| {
            let (i, _) = kw(cx, "only")(i)?;
            np(cx, i)
        },
        |i| {
            let (i, one) = np(cx, i)?;
            let (i, _) = kw(cx, "alone")(i)?;
            Ok((i, one))
        },
        |i| {
            let (i, ()) = no_one(cx, i)?;
            let (i, _) = alt((
                value((), any_kw(cx, &["but", "except", "besides"])),
                value((), phrase(cx, "other than")),
            ))
            .parse(i)?;
            np(cx, i)
        },
    ))
    .parse(i)?;
    let (rest, predicate) = affirmed(cx, rest)?;
    let at = start..predicate.at.end;
    // "Only Lady Dale wore white", "Only the Dane lives in house 1": a value or a seat is one
    // guest's at most, so that nobody else had it says nothing more.
    if let PredicateKind::Has(..)
    | PredicateKind::Seat(Seat::FromLeft(_) | Seat::FromRight(_) | Seat::Center) = predicate.kind
    {
        return Ok((rest, said_plainly(one, at, "only", vec![predicate.kind])));
    }
    if let PredicateKind::Relation(Relation::NextTo, other) = predicate.kind {
        let kinds = vec![
            PredicateKind::Seat(Seat::End),
            PredicateKind::Relation(Relation::NextTo, one),
        ];
        return Ok((rest, said_plainly(other, at, "only", kinds)));
    }
    match side_of(&predicate.kind) {
        Some((right, false, other)) => {
            let next = if right {
                Relation::RightOf(Reach::Immediate)
            } else {
                Relation::LeftOf(Reach::Immediate)
            };
            let kinds = vec![
                PredicateKind::Seat(from_end(right, 1)),
                PredicateKind::Relation(next, other.clone()),
            ];
            Ok((rest, said_plainly(one, at, "only", kinds)))
        }
        _ => cx.fail_expecting(
            rest,
            "\"next to\", or a side counted whole, such as \"further right than\"",
        ),
    }
}

/// "Everyone else sat somewhere to the left of Lady Ash", "All four of the other guests sat
/// further right than Lady Ash": she is at the other end.
fn everyone_else<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let start = cx.at(skip(i));
    let (rest, n) = alt((
        |i| {
            let (i, _) = any_kw(cx, &["everyone", "everybody"])(i)?;
            let (i, _) = kw(cx, "else")(i)?;
            Ok((i, None))
        },
        |i| {
            // "all the other guests", "all four of the other guests", "the other three women",
            // "all the others".
            let (i, all) = opt(kw(cx, "all")).parse(i)?;
            let (i, n) = opt(|i| {
                let (i, n) = phrase_match::count(cx, i)?;
                let (i, _) = kw(cx, "of")(i)?;
                Ok((i, n))
            })
            .parse(i)?;
            let (i, _) = kw(cx, "the")(i)?;
            let (i, _) = alt((
                value((), kw(cx, "others")),
                value((), (kw(cx, "other"), any_kw(cx, EVERYONE_NOUNS))),
            ))
            .parse(i)?;
            if all.is_none() && n.is_none() {
                return cx.fail_expecting(i, "\"all\"");
            }
            Ok((i, n))
        },
        |i| {
            let (i, _) = kw(cx, "the")(i)?;
            let (i, _) = kw(cx, "other")(i)?;
            let (i, n) = phrase_match::count(cx, i)?;
            let (i, _) = any_kw(cx, EVERYONE_NOUNS)(i)?;
            Ok((i, Some(n)))
        },
    ))
    .parse(i)?;
    if n.is_some_and(|n| !is_everyone(cx, n.saturating_add(1))) {
        return cx.fail_expecting(rest, "the number of the other guests");
    }
    let (rest, _) = opt(phrase(cx, "at the table")).parse(rest)?;
    let (rest, predicate) = affirmed(cx, rest)?;
    let Some((right, false, other)) = side_of(&predicate.kind) else {
        return cx.fail_expecting(rest, "a side counted whole, such as \"further right than\"");
    };
    let at = start..predicate.at.end;
    let seat = PredicateKind::Seat(from_end(!right, 1));
    Ok((
        rest,
        said_plainly(other.clone(), at, "everyone-else", vec![seat]),
    ))
}

/// "Everyone except the Dane keeps some pet other than the zebra", "Everybody but Lady Ash
/// did not drink gin": no one else holds the value, so she does, where every guest holds one
/// value of its category and the riddle named as many as there are guests (a value no one
/// holds would make the words say nothing of her).
fn everyone_except<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let start = cx.at(skip(i));
    let (i, _) = alt((
        value((), any_kw(cx, &["everyone", "everybody"])),
        value(
            (),
            (kw(cx, "all"), kw(cx, "the"), any_kw(cx, EVERYONE_NOUNS)),
        ),
    ))
    .parse(i)?;
    let (i, _) = alt((
        value((), any_kw(cx, &["except", "but", "besides"])),
        value((), phrase(cx, "other than")),
    ))
    .parse(i)?;
    let (i, one) = np(cx, i)?;
    let (i, _) = opt(punct(cx, ',')).parse(i)?;
    let (rest, predicates) = predicates(cx, i)?;
    let [said] = &predicates[..] else {
        return cx.fail_expecting(i, "one value no one else holds");
    };
    let (category, term) = match (&said.kind, said.negation) {
        (PredicateKind::NoneOf(category, terms), None) if terms.len() == 1 => {
            (*category, terms[0].clone())
        }
        (PredicateKind::Has(category, term), Some(_)) => (*category, term.clone()),
        _ => return cx.fail_expecting(i, "one value no one else holds"),
    };
    let guests = cx
        .known
        .places
        .map(usize::from)
        .unwrap_or(cx.known.guests.len());
    let named = (cx.known.values.iter())
        .filter(|(c, _)| *c == category)
        .count();
    if guests == 0 || named != guests {
        return cx.fail_expecting(i, "a value every guest's category names once");
    }
    let at = start..cx.at(rest);
    Ok((
        rest,
        said_plainly(
            one,
            at,
            "everyone-except",
            vec![PredicateKind::Has(category, term)],
        ),
    ))
}

/// "Exactly two guests sat further right than Lady Ash", "Two of the women sat further right
/// than Lady Ash": she is that many and one from that end.
fn so_many_beyond<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let start = cx.at(skip(i));
    let (rest, n) = alt((
        |i| {
            let (i, _) = kw(cx, "exactly")(i)?;
            let (i, n) = phrase_match::count(cx, i)?;
            let (i, _) = alt((
                any_kw(cx, EVERYONE_NOUNS),
                any_kw(cx, BETWEEN_NOUNS),
                any_kw(cx, PLACES),
                any_kw(cx, PLACES_PLURAL),
            ))
            .parse(i)?;
            Ok((i, n))
        },
        |i| {
            let (i, _) = opt(kw(cx, "exactly")).parse(i)?;
            let (i, n) = phrase_match::count(cx, i)?;
            let (i, _) = (kw(cx, "of"), kw(cx, "the")).parse(i)?;
            let (i, _) = any_kw(cx, EVERYONE_NOUNS)(i)?;
            Ok((i, n))
        },
    ))
    .parse(i)?;
    let (rest, predicate) = affirmed(cx, rest)?;
    let Some((right, false, other)) = side_of(&predicate.kind) else {
        return cx.fail_expecting(rest, "a side counted whole, such as \"further right than\"");
    };
    if is_everyone(cx, n) {
        return cx.fail_expecting(rest, "fewer than every guest");
    }
    let mut seats = vec![PredicateKind::Seat(from_end(right, n.saturating_add(1)))];
    // "..., and one further left": so many on the other side too, "than her" left out.
    let (rest, end) = match so_many_the_other_way(cx, rest) {
        Ok((after, (m, other_right))) => {
            seats.push(PredicateKind::Seat(from_end(
                other_right,
                m.saturating_add(1),
            )));
            (after, cx.at(after))
        }
        Err(_) => (rest, predicate.at.end),
    };
    let at = start..end;
    Ok((
        rest,
        said_plainly(other.clone(), at, "so-many-beyond", seats),
    ))
}

/// ", and one further left", ", and exactly one farther to the left": how many guests sit on a
/// side, said after `so_many_beyond` with its verb and "than her" left out, and which side
/// (`true`: the right). Only "further" counts a whole side; a plain "left" may be the next seat.
fn so_many_the_other_way<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, (u8, bool)> {
    let (i, _) = (opt(punct(cx, ',')), kw(cx, "and")).parse(i)?;
    let (i, _) = opt(kw(cx, "exactly")).parse(i)?;
    let (i, m) = phrase_match::count(cx, i)?;
    let (i, _) = any_kw(cx, &["further", "farther"])(i)?;
    let (i, _) = opt((any_kw(cx, &["to", "towards"]), kw(cx, "the"))).parse(i)?;
    let (i, right) = alt((value(false, kw(cx, "left")), value(true, kw(cx, "right")))).parse(i)?;
    if is_everyone(cx, m) {
        return cx.fail_expecting(i, "fewer than every guest");
    }
    Ok((i, (m, right)))
}

/// "Duchess Merrow and Madam Quince sat at opposite ends of the table.", "Lady Ash and Lady
/// Bell sat next to each other.", "Lady Ash and Lady Bell were two seats apart.": a relation
/// said of the pair, the same whichever of the two it is said of.
fn opposite_ends<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (i, (first, second)) = two_guests(cx, i, "and")?;
    // "..., nor were they neighbours" is a clause of its own; so is the pair's own word.
    let (i, _) = opt(kw(cx, "both")).parse(i)?;
    let (rest, clause) = pair_relation(cx, i, &first, &second)?;
    // ", with Lady Ash on the left": which of the two is on which side.
    match spanned(cx, |i| side_of_the_pair(cx, i)).parse(rest) {
        Ok((after, ((which, right), at))) => {
            let (_, clause) = sided(cx, rest, clause, (&first, &second), (&which, right), at)?;
            Ok((after, clause))
        }
        Err(_) => Ok((rest, clause)),
    }
}

/// Verbs of being somewhere, said of one guest or of two, in the past or the present.
const PLACED_VERBS: &[&str] = &[
    "sat", "sits", "sit", "was", "is", "were", "are", "lived", "lives", "live", "stood", "stands",
];

/// "The woman in blue sat at the opposite end of the row from the woman in red": one at each
/// end, as `opposite-ends` reads the pair.
fn opposite_end_from<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (i, first) = np(cx, i)?;
    let (i, _) = any_kw(cx, PLACED_VERBS)(i)?;
    let (i, _) = opt(any_kw(cx, &["seated", "sitting"])).parse(i)?;
    let (i, _) = (
        kw(cx, "at"),
        kw(cx, "the"),
        any_kw(cx, &["opposite", "other"]),
    )
        .parse(i)?;
    let (i, _) = kw(cx, "end")(i)?;
    let (i, ()) = super::predicate::of_the_table(cx, i)?;
    let (i, _) = kw(cx, "from")(i)?;
    let (i, second) = np(cx, i)?;
    Ok((i, Clause::OppositeEnds(first, second)))
}

/// "The yellow house and the blue house lie on opposite sides of the dog's house": the third
/// somewhere between the two, however far; ", though not necessarily right next to it" says so
/// again.
fn opposite_sides<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (i, (first, second)) = two_guests(cx, i, "and")?;
    let (rest, (middle, at)) = spanned(cx, |i| {
        let (i, _) = alt((
            any_kw(cx, PLACED_VERBS),
            |i| plain_word(cx, "lie", i),
            |i| plain_word(cx, "lay", i),
        ))
        .parse(i)?;
        let (i, _) = (kw(cx, "on"), alt((kw(cx, "opposite"), kw(cx, "either")))).parse(i)?;
        let (i, _) = (|i| plain_word(cx, "sides", i), kw(cx, "of")).parse(i)?;
        np(cx, i)
    })
    .parse(i)?;
    // ", though not necessarily (right) next to it": however far, as read.
    let rest = super::predicate::not_necessarily_words(cx, rest).unwrap_or(rest);
    Ok((
        rest,
        said_plainly(
            middle,
            at,
            "opposite-sides",
            vec![PredicateKind::SomewhereBetween(first, second)],
        ),
    ))
}

/// `word` as `plain_word` reads it, as a parser.
fn plain_word_of<'a, 'c>(
    cx: &'c Cx<'a>,
    word: &'static str,
) -> impl Fn(&'a str) -> R<'a, &'a str> + 'c {
    move |i| plain_word(cx, word, i)
}

/// "On either side of the red house stand the green house and the house where the zebra
/// lives": the two next to her, one on each side, as `between` reads them.
fn either_side_of<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (rest, ((middle, first, second), at)) = spanned(cx, |i| {
        let (i, _) = (
            kw(cx, "on"),
            any_kw(cx, &["either", "each"]),
            kw(cx, "side"),
            kw(cx, "of"),
        )
            .parse(i)?;
        let (i, middle) = np(cx, i)?;
        let (i, _) = alt((
            any_kw(cx, PLACED_VERBS),
            |i| plain_word(cx, "stand", i),
            |i| plain_word(cx, "lie", i),
        ))
        .parse(i)?;
        let (i, (first, second)) = two_guests(cx, i, "and")?;
        Ok((i, (middle, first, second)))
    })
    .parse(i)?;
    Ok((
        rest,
        said_plainly(
            middle,
            at,
            "either-side-of",
            vec![PredicateKind::Between(first, second)],
        ),
    ))
}

/// "Only a shared wall separates the Englishman from the Japanese resident": their houses
/// stand side by side.
fn wall_between<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (rest, ((first, second), at)) = spanned(cx, |i| {
        let (i, _) = opt(any_kw(cx, &["only", "just"])).parse(i)?;
        let (i, _) = any_kw(cx, &["a", "one"])(i)?;
        let (i, _) = opt(alt((
            plain_word_of(cx, "shared"),
            plain_word_of(cx, "single"),
            plain_word_of(cx, "common"),
            plain_word_of(cx, "party"),
        )))
        .parse(i)?;
        let (i, _) = plain_word(cx, "wall", i)?;
        let (i, _) = any_kw(cx, &["separates", "separated"])(i)?;
        let (i, first) = np(cx, i)?;
        let (i, _) = kw(cx, "from")(i)?;
        let (i, second) = np(cx, i)?;
        Ok((i, (first, second)))
    })
    .parse(i)?;
    Ok((
        rest,
        said_plainly(
            first,
            at,
            "wall-between",
            vec![PredicateKind::Relation(Relation::NextTo, second)],
        ),
    ))
}

/// "Two houses separate the Dane and the Swede", "Exactly one seat separated Lady Ash from
/// Lady Bell": so many places between them, so one more apart.
fn places_between<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (rest, ((n, first, second), at)) = spanned(cx, |i| {
        let (i, _) = opt(kw(cx, "exactly")).parse(i)?;
        let (i, n) = phrase_match::count(cx, i)?;
        let (i, _) = alt((any_kw(cx, PLACES), any_kw(cx, PLACES_PLURAL))).parse(i)?;
        let (i, _) = any_kw(cx, &["separate", "separates", "separated"])(i)?;
        let (i, first) = np(cx, i)?;
        let (i, _) = any_kw(cx, &["and", "from"])(i)?;
        let (i, second) = np(cx, i)?;
        Ok((i, (n, first, second)))
    })
    .parse(i)?;
    let Some(apart) = n.checked_add(1) else {
        return cx.fail_expecting(i, "a smaller number");
    };
    Ok((
        rest,
        said_plainly(
            first,
            at,
            "places-between",
            vec![PredicateKind::Relation(Relation::Apart(apart), second)],
        ),
    ))
}

/// ", with Lady Ash on the left", ", with the horse to the right", ", Lady Ash being the one
/// further right": one of a pair named again, and her side of the other (`true`: the right).
fn side_of_the_pair<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, (Np, bool)> {
    let (i, _) = punct(cx, ',')(i)?;
    let side = |i| {
        let (i, _) = opt(alt((
            value((), any_kw(cx, &["further", "farther"])),
            value((), (any_kw(cx, &["on", "to"]), kw(cx, "the"))),
        )))
        .parse(i)?;
        let (i, side) = any_kw(cx, &["left", "right"])(i)?;
        Ok((i, side.eq_ignore_ascii_case("right")))
    };
    // "in the lower-numbered house": the places are numbered from the left.
    let numbered = |i| {
        let (i, _) = (kw(cx, "in"), kw(cx, "the")).parse(i)?;
        let (i, higher) = alt((
            value(false, |i| plain_word(cx, "lower-numbered", i)),
            value(true, |i| plain_word(cx, "higher-numbered", i)),
        ))
        .parse(i)?;
        let (i, _) = any_kw(cx, PLACES)(i)?;
        Ok((i, higher))
    };
    let side = |i| alt((side, numbered)).parse(i);
    alt((
        |i| {
            let (i, _) = kw(cx, "with")(i)?;
            let (i, which) = np(cx, i)?;
            let (i, right) = side(i)?;
            Ok((i, (which, right)))
        },
        |i| {
            let (i, which) = np(cx, i)?;
            let (i, _) = plain_word(cx, "being", i)?;
            let (i, _) = (kw(cx, "the"), kw(cx, "one")).parse(i)?;
            let (i, right) = side(i)?;
            Ok((i, (which, right)))
        },
    ))
    .parse(i)
}

/// `clause`, a relation of the pair said of `first`, with the side of `which` (one of the two)
/// said: side by side is the next seat that way, so many apart is so many that way. A denial,
/// or a relation that says a side already, takes no side.
fn sided<'a>(
    cx: &Cx<'a>,
    i: &'a str,
    clause: Clause,
    (first, second): (&Np, &Np),
    (which, right): (&Np, bool),
    at: Range<usize>,
) -> R<'a, Clause> {
    let Clause::About {
        subject,
        mut predicates,
    } = clause
    else {
        return cx.fail_expecting(i, "a relation of the two");
    };
    let first_right = match (same_guest(which, first), same_guest(which, second)) {
        (true, false) => right,
        (false, true) => !right,
        _ => return cx.fail_expecting(i, "one of the two named again"),
    };
    let [predicate] = &mut predicates[..] else {
        return cx.fail_expecting(i, "a relation of the two");
    };
    let PredicateKind::Relation(relation, _) = &mut predicate.kind else {
        return cx.fail_expecting(i, "a relation of the two");
    };
    *relation = match (*relation, first_right) {
        (_, _) if predicate.negation.is_some() => {
            return cx.fail_expecting(i, "a relation that holds, to take a side");
        }
        (Relation::NextTo, true) => Relation::RightOf(Reach::Immediate),
        (Relation::NextTo, false) => Relation::LeftOf(Reach::Immediate),
        (Relation::Apart(n), true) => Relation::RightBy(n),
        (Relation::Apart(n), false) => Relation::LeftBy(n),
        _ => return cx.fail_expecting(i, "a relation of the two without a side"),
    };
    predicate.at = predicate.at.start..at.end;
    predicate.rule = "pair-side";
    Ok((
        i,
        Clause::About {
            subject,
            predicates,
        },
    ))
}

/// Whether two descriptions name one guest whoever she is: one name, or the same values.
fn same_guest(a: &Np, b: &Np) -> bool {
    let values = |np: &Np| {
        let mut out: Vec<(Category, String)> = Vec::new();
        for modifier in &np.modifiers {
            match modifier {
                Modifier::Has(category, term) => out.push((*category, term.text.to_lowercase())),
                _ => return None,
            }
        }
        out.sort();
        (!out.is_empty()).then_some(out)
    };
    match (&a.head, &b.head) {
        (Head::Name { guest: x, .. }, Head::Name { guest: y, .. }) => x == y,
        (Head::Definite, Head::Definite) => values(a).is_some() && values(a) == values(b),
        _ => false,
    }
}

/// The relation said of a pair after their names: "sat at opposite ends", "sat next to each
/// other", "had one guest between them", a row of two guests.
fn pair_relation<'a>(cx: &Cx<'a>, i: &'a str, first: &Np, second: &Np) -> R<'a, Clause> {
    alt((
        |i| {
            let (i, ()) = at_opposite_ends(cx, i)?;
            Ok((i, Clause::OppositeEnds(first.clone(), second.clone())))
        },
        |i| {
            let (rest, ((negation, relation), at)) = spanned(cx, |i| {
                let (i, negation) = pair_verb(cx, i)?;
                let (i, relation) = alt((|i| each_other(cx, i), |i| apart(cx, i))).parse(i)?;
                Ok((i, (negation, relation)))
            })
            .parse(i)?;
            let (rule, kind) = relation;
            let predicate = Predicate {
                at,
                negation,
                rule,
                kind: PredicateKind::Relation(kind, second.clone()),
            };
            Ok((rest, said_of(first.clone(), predicate)))
        },
        |i| {
            // "had one guest between them", "have two houses between them".
            let (rest, (n, at)) = spanned(cx, |i| {
                let (i, _) = any_kw(cx, &["had", "have"])(i)?;
                let (i, _) = opt(kw(cx, "exactly")).parse(i)?;
                let (i, n) = phrase_match::count(cx, i)?;
                let (i, _) = opt(kw(cx, "other")).parse(i)?;
                let (i, _) = alt((any_kw(cx, PLACES_PLURAL), any_kw(cx, PLACES), |i| {
                    any_kw(cx, BETWEEN_NOUNS)(i)
                }))
                .parse(i)?;
                let (i, _) = (kw(cx, "between"), kw(cx, "them")).parse(i)?;
                Ok((i, n))
            })
            .parse(i)?;
            let predicate = Predicate {
                at,
                negation: None,
                rule: "pair-apart",
                kind: PredicateKind::Relation(Relation::Apart(n.saturating_add(1)), second.clone()),
            };
            Ok((rest, said_of(first.clone(), predicate)))
        },
        // The phrase table's rows of two guests: "sat two seats apart", "were not neighbours".
        |i| {
            let (rest, ((negation, rule, relation), at)) =
                spanned(cx, |i| phrase_match::pair(cx, i)).parse(i)?;
            let predicate = Predicate {
                at,
                negation,
                rule,
                kind: PredicateKind::Relation(relation, second.clone()),
            };
            Ok((rest, said_of(first.clone(), predicate)))
        },
    ))
    .parse(i)
}

/// Nouns for the guests counted between two: "one guest between them".
const BETWEEN_NOUNS: &[&str] = &[
    "guest", "guests", "people", "person", "women", "woman", "lady", "ladies",
];

/// "sat at opposite ends of the table", "live at either end of the row", "occupied the two end
/// seats", "sat as far apart as the table allowed": one at each end.
fn at_opposite_ends<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, ()> {
    alt((
        |i| {
            let (i, _) = any_kw(cx, &["sat", "sit", "were", "are", "live", "lived"])(i)?;
            let (i, _) = opt(any_kw(cx, &["seated", "sitting"])).parse(i)?;
            let (i, _) = alt((
                phrase(cx, "at opposite ends"),
                phrase(cx, "at either end"),
                phrase(cx, "on opposite ends"),
            ))
            .parse(i)?;
            super::predicate::of_the_table(cx, i)
        },
        |i| {
            // "occupied the two end seats", "had both end houses".
            let (i, _) = any_kw(cx, &["occupied", "occupy", "took", "take", "had", "have"])(i)?;
            let (i, _) = alt((phrase(cx, "the two"), value((), kw(cx, "both")))).parse(i)?;
            let (i, _) = kw(cx, "end")(i)?;
            let (i, _) = any_kw(cx, PLACES_PLURAL)(i)?;
            Ok((i, ()))
        },
        |i| {
            // "sat as far apart as the table allowed", "as far apart as possible": no farther
            // apart than the two ends.
            let (i, _) = any_kw(cx, &["sat", "sit", "were", "are", "live", "lived"])(i)?;
            let (i, _) = opt(any_kw(cx, &["seated", "sitting"])).parse(i)?;
            let (i, _) = phrase(cx, "as far apart as")(i)?;
            alt((
                value((), kw(cx, "possible")),
                value(
                    (),
                    (
                        opt(kw(cx, "the")),
                        any_kw(cx, &["table", "row", "street"]),
                        any_kw(cx, &["allowed", "allows", "permitted", "permits"]),
                    ),
                ),
            ))
            .parse(i)
        },
    ))
    .parse(i)
}

/// The verb of a relation said of a pair, and how it was negated: "sat", "were not", "did not
/// sit".
fn pair_verb<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Option<&'static str>> {
    // Negations first: "were not" before "were".
    let start = i;
    let (i, negation) = alt((
        value(
            Some("was-not"),
            alt((
                phrase(cx, "are not"),
                value((), kw(cx, "aren't")),
                phrase(cx, "were not"),
                value((), kw(cx, "weren't")),
            )),
        ),
        value(
            Some("did-not"),
            alt((
                phrase(cx, "did not sit"),
                phrase(cx, "didn't sit"),
                phrase(cx, "do not live"),
                phrase(cx, "don't live"),
                phrase(cx, "did not live"),
            )),
        ),
        value(
            None,
            any_kw(cx, &["sat", "sit", "were", "are", "live", "lived"]),
        ),
    ))
    .parse(i)?;
    // "were seated", "were sitting", and the British "were sat": after a form of "be" only.
    let said = cx.text[cx.at(start)..cx.at(i)].to_ascii_lowercase();
    let be = ["are", "were", "aren't", "weren't", "not"]
        .iter()
        .any(|w| said.ends_with(w))
        && negation != Some("did-not");
    if !be {
        return Ok((i, negation));
    }
    let (i, _) = opt(any_kw(cx, &["seated", "sitting", "sat"])).parse(i)?;
    Ok((i, negation))
}

/// "next to each other", "neighbours", "next-door neighbours", "in adjacent houses": side by
/// side.
fn each_other<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, (&'static str, Relation)> {
    // "live directly next to each other": next to each other is directly so.
    let (i, _) = opt(any_kw(cx, &["directly", "right", "immediately"])).parse(i)?;
    let (i, _) = alt((
        phrase(cx, "next to each other"),
        phrase(cx, "beside each other"),
        phrase(cx, "side by side"),
        phrase(cx, "together"),
        phrase(cx, "next door to each other"),
        value(
            (),
            (
                opt(kw(cx, "next-door")),
                any_kw(cx, &["neighbours", "neighbors"]),
            ),
        ),
        // "on adjacent floors", "in adjacent houses", "in neighbouring houses".
        value(
            (),
            (
                any_kw(cx, &["on", "in", "at"]),
                any_kw(cx, &["adjacent", "neighbouring", "neighboring"]),
                any_kw(cx, PLACES_PLURAL),
            ),
        ),
        // "were adjacent", said of the two alone; "adjacent to" names a third.
        |i| {
            let (after, _) = kw(cx, "adjacent")(i)?;
            if kw(cx, "to")(after).is_ok() {
                return unread(i);
            }
            Ok((after, ()))
        },
    ))
    .parse(i)?;
    Ok((i, ("next-to-each-other", Relation::NextTo)))
}

/// "two seats apart", "two apart", "separated by exactly two other guests": so many places from
/// one to the other, either way.
fn apart<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, (&'static str, Relation)> {
    alt((
        |i| {
            let (i, _) = opt(kw(cx, "exactly")).parse(i)?;
            let (i, n) = phrase_match::count(cx, i)?;
            let (i, _) = opt(any_kw(cx, PLACES_PLURAL)).parse(i)?;
            let (i, _) = kw(cx, "apart")(i)?;
            if n == 0 {
                return cx.fail_expecting(i, "a number of places apart");
            }
            Ok((i, ("pair-apart", Relation::Apart(n))))
        },
        |i| {
            // "separated by two other guests": so many between them.
            let (i, _) = kw(cx, "separated")(i)?;
            let (i, _) = kw(cx, "by")(i)?;
            let (i, n) = count_of_places(cx, i)?;
            Ok((i, ("pair-apart", Relation::Apart(n.saturating_add(1)))))
        },
        |i| {
            // "sat with one chair between them", "live with two houses between them": so many
            // between them, as "separated by" says.
            let (i, _) = kw(cx, "with")(i)?;
            let (i, n) = count_of_places(cx, i)?;
            let (i, _) = (kw(cx, "between"), kw(cx, "them")).parse(i)?;
            Ok((i, ("pair-apart", Relation::Apart(n.saturating_add(1)))))
        },
    ))
    .parse(i)
}

/// "exactly two other chairs", "one house", "three guests": how many places stand between two
/// guests, said after "separated by", "with" or "there were".
fn count_of_places<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, u8> {
    let (i, _) = opt(any_kw(cx, &["exactly", "just", "only"])).parse(i)?;
    let (i, n) = phrase_match::count(cx, i)?;
    let (i, _) = opt(kw(cx, "other")).parse(i)?;
    let (i, _) = alt((
        any_kw(cx, PLACES_PLURAL),
        any_kw(cx, PLACES),
        any_kw(cx, BETWEEN_NOUNS),
    ))
    .parse(i)?;
    Ok((i, n))
}

/// "Lady Ash and Lady Bell did not drink gin", "Neither Lady Ash nor Lady Bell drank gin", "Both
/// Lady Ash and the gin drinker sat left of Lady Bell", "Lady Ash and Lady Bell each live in an
/// end house": what is said of each.
fn both<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let start = cx.at(skip(i));
    let (i, first_word) = opt(any_kw(cx, &["neither", "both"])).parse(i)?;
    let neither = first_word.filter(|w| w.eq_ignore_ascii_case("neither"));
    let joiner = if neither.is_some() { "nor" } else { "and" };
    let (i, (first, second)) = two_guests(cx, i, joiner)?;
    // "... each live in an end house", "... both drank gin": of each, as without the word.
    let (i, _) = if neither.is_none() {
        opt(any_kw(cx, &["each", "both"])).parse(i)?
    } else {
        (i, None)
    };
    let (i, mut predicates) = predicates(cx, i)?;
    if neither.is_some() {
        for predicate in &mut predicates {
            if predicate.negation.is_some() {
                return cx.fail_expecting(i, "what neither did, said without \"not\"");
            }
            predicate.negation = Some("nobody");
        }
    }
    let at = start..cx.at(i);
    Ok((i, Clause::Both(at, vec![first, second], predicates)))
}

/// "Neither end house is painted blue or white", "Neither end of the row was taken by Lady Ash
/// or by Lady Bell", "Neither of the end seats went to the gin drinker": whoever is at either
/// end is none of those the predicate names, so each of them is at no end. Read only where the
/// predicate says who is there (a value, a choice of values, a guest or a choice of guests),
/// unnegated.
fn neither_end_first<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let start = cx.at(skip(i));
    let (i, _) = kw(cx, "neither")(i)?;
    let (i, _) = alt((
        value(
            (),
            (
                kw(cx, "end"),
                alt((value((), any_kw(cx, PLACES)), |i| {
                    super::predicate::of_the_table(cx, i)
                })),
            ),
        ),
        value(
            (),
            (
                phrase(cx, "of the"),
                opt(any_kw(cx, &["two", "2"])),
                kw(cx, "end"),
                any_kw(cx, PLACES_PLURAL),
            ),
        ),
    ))
    .parse(i)?;
    let subject_end = cx.at(i);
    let (rest, predicates) = predicates(cx, i)?;
    let [said] = &predicates[..] else {
        return cx.fail_expecting(i, "one thing said of whoever is there");
    };
    let Some(occupants) = said
        .negation
        .is_none()
        .then(|| occupants(&said.kind))
        .flatten()
    else {
        return cx.fail_expecting(i, "who is there, said without \"not\"");
    };
    let at = start..cx.at(rest);
    let denied = Predicate {
        at: start..subject_end,
        negation: Some("neither"),
        rule: "neither-end",
        kind: PredicateKind::Seat(Seat::End),
    };
    Ok((rest, Clause::Both(at, occupants, vec![denied])))
}

/// The guests a predicate said of a place names as those there: the holder of a value ("is
/// painted blue"), of one of a choice of values ("is painted blue or white"), a guest ("was
/// taken by Lady Ash") or one of a choice of guests. `None` for anything else.
fn occupants(kind: &PredicateKind) -> Option<Vec<Np>> {
    let holder = |category: &Category, term: &Term| Np {
        at: term.at.clone(),
        rules: vec![],
        head: Head::Definite,
        modifiers: vec![Modifier::Has(*category, term.clone())],
    };
    match kind {
        PredicateKind::Has(category, term) => Some(vec![holder(category, term)]),
        PredicateKind::OneOf(category, terms) => {
            Some(terms.iter().map(|t| holder(category, t)).collect())
        }
        PredicateKind::Same(guest) => Some(vec![guest.clone()]),
        PredicateKind::AnyOf(kinds) => {
            let each: Option<Vec<Vec<Np>>> = kinds.iter().map(occupants).collect();
            Some(each?.into_iter().flatten().collect())
        }
        _ => None,
    }
}

/// "House 1 was taken by either Lady Ash or Lady Bell": a place said to be one of two guests'
/// is one guest's place or the other's; denied ("was taken by neither ..."), neither's.
fn place_of_one_of(subject: &Np, predicates: &[Predicate]) -> Option<Clause> {
    let [said] = predicates else {
        return None;
    };
    let [Modifier::Seat(seat)] = subject.modifiers[..] else {
        return None;
    };
    let PredicateKind::AnyOf(kinds) = &said.kind else {
        return None;
    };
    let guests: Option<Vec<Np>> = (kinds.iter())
        .map(|k| match k {
            PredicateKind::Same(guest) => Some(guest.clone()),
            _ => None,
        })
        .collect();
    let guests = guests?;
    let at = subject.at.start.min(said.at.start)..subject.at.end.max(said.at.end);
    let seated = |negation| Predicate {
        at: said.at.clone(),
        negation,
        rule: said.rule,
        kind: PredicateKind::Seat(seat),
    };
    Some(match said.negation {
        Some(negation) => Clause::Both(at, guests, vec![seated(Some(negation))]),
        None => Clause::Either(
            at,
            guests
                .into_iter()
                .map(|g| said_of(g, seated(None)))
                .collect(),
        ),
    })
}

/// "neither of them lived at an end", "both of them drank tea": what is said of each of the two
/// guests the clause before named, put in by `clauses` (here the subjects are left empty).
fn of_them<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let start = cx.at(skip(i));
    let (i, word) = any_kw(cx, &["neither", "both"])(i)?;
    let (i, _) = phrase(cx, "of them")(i)?;
    let (i, mut predicates) = predicates(cx, i)?;
    if word.eq_ignore_ascii_case("neither") {
        for predicate in &mut predicates {
            if predicate.negation.is_some() {
                return cx.fail_expecting(i, "what neither did, said without \"not\"");
            }
            predicate.negation = Some("nobody");
        }
    }
    Ok((i, Clause::Both(start..cx.at(i), vec![], predicates)))
}

/// "the blue house is the one nearer house 1", "Lady Ash was the one further left": of the
/// two guests the clause before named, she is the one on that side of the other, however far.
/// The other is put in by `clauses`; until then the relation points back at her.
fn the_one_of_two<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (rest, ((subject, left), at)) = spanned(cx, |i| {
        let (i, subject) = np(cx, i)?;
        let (i, _) = any_kw(cx, &["is", "was"])(i)?;
        let (i, _) = kw(cx, "the")(i)?;
        let (i, _) = kw(cx, "one")(i)?;
        let (i, left) = alt((
            |i| {
                let (i, _) = any_kw(cx, &["nearer", "closer"])(i)?;
                let (i, _) = opt(kw(cx, "to")).parse(i)?;
                alt((
                    value(true, (kw(cx, "house"), any_kw(cx, &["1", "one"]))),
                    value(true, (kw(cx, "the"), kw(cx, "left"), opt(kw(cx, "end")))),
                    value(false, (kw(cx, "the"), kw(cx, "right"), opt(kw(cx, "end")))),
                ))
                .parse(i)
            },
            |i| {
                let (i, _) = any_kw(cx, &["further", "farther"])(i)?;
                let (i, _) = opt((kw(cx, "to"), kw(cx, "the"))).parse(i)?;
                alt((value(true, kw(cx, "left")), value(false, kw(cx, "right")))).parse(i)
            },
            |i| {
                let (i, _) = kw(cx, "on")(i)?;
                let (i, _) = kw(cx, "the")(i)?;
                alt((value(true, kw(cx, "left")), value(false, kw(cx, "right")))).parse(i)
            },
        ))
        .parse(i)?;
        Ok((i, (subject, left)))
    })
    .parse(i)?;
    let relation = if left {
        Relation::LeftOf(Reach::Somewhere)
    } else {
        Relation::RightOf(Reach::Somewhere)
    };
    let predicate = Predicate {
        at,
        negation: None,
        rule: "the-one-of-two",
        kind: PredicateKind::Relation(relation, subject.clone()),
    };
    Ok((
        rest,
        Clause::About {
            subject,
            predicates: vec![predicate],
        },
    ))
}

/// The subject of a clause `the_one_of_two` read, whose other guest is still to be found.
fn of_the_two(clause: &Clause) -> Option<&Np> {
    match clause {
        Clause::About {
            subject,
            predicates,
        } if predicates.len() == 1 && predicates[0].rule == "the-one-of-two" => Some(subject),
        _ => None,
    }
}

/// The two guests a clause names, each by a name or a value of her own: its subject and the
/// one guest its one predicate relates her to ("The Dane does not live next to the Swede"),
/// or the two it speaks of at once ("Lady Ash and Lady Bell drank tea"). `None` otherwise.
fn the_two_named(clause: &Clause) -> Option<Vec<Np>> {
    let named = |np: &Np| identified(np) && !matches!(np.head, Head::Pronoun(_));
    let two = match clause {
        Clause::About {
            subject,
            predicates,
        } => match &predicates[..] {
            [
                Predicate {
                    kind: PredicateKind::Relation(_, other),
                    ..
                },
            ] => vec![subject.clone(), other.clone()],
            // "At least one house stands between the Dane and the Swede": one of several
            // distances from one other guest.
            [
                Predicate {
                    kind: PredicateKind::AnyOf(kinds),
                    ..
                },
            ] => {
                let others: Vec<&Np> = (kinds.iter())
                    .filter_map(|k| match k {
                        PredicateKind::Relation(_, other) => Some(other),
                        _ => None,
                    })
                    .collect();
                match &others[..] {
                    [other, rest @ ..]
                        if others.len() == kinds.len() && rest.iter().all(|o| o == other) =>
                    {
                        vec![subject.clone(), (*other).clone()]
                    }
                    _ => return None,
                }
            }
            _ => return None,
        },
        Clause::Both(_, subjects, _) if subjects.len() == 2 => subjects.clone(),
        Clause::OppositeEnds(a, b) => vec![a.clone(), b.clone()],
        _ => return None,
    };
    two.iter().all(named).then_some(two)
}

/// "Lady Ash, Lady Bell and Lady Cole sat in that order from left to right", "..., each to the
/// left of the next", "Going from left to right, the red, white and blue houses stand in that
/// order, though not necessarily side by side": guests listed in the order of their places.
/// The direction ("from left to right") puts each somewhere before the next; "each beside the
/// next" says how each stands to the next. Both may be said, and both hold; neither said, the
/// order has no direction and is not read.
fn in_that_order<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let start = cx.at(skip(i));
    let (i, fronted) = opt(|i| {
        let (i, _) = opt(alt((
            |i| plain_word(cx, "going", i),
            |i| plain_word(cx, "reading", i),
            |i| plain_word(cx, "counting", i),
            |i| plain_word(cx, "looking", i),
        )))
        .parse(i)?;
        let (i, left_first) = direction(cx, i)?;
        let (i, _) = punct(cx, ',')(i)?;
        Ok((i, left_first))
    })
    .parse(i)?;
    let (i, guests) = guests_in_turn(cx, i)?;
    let (i, _) = alt((
        any_kw(
            cx,
            &[
                "sat", "sit", "sits", "stood", "stand", "stands", "live", "lived", "lives",
            ],
        ),
        any_kw(cx, &["were", "are", "was", "is"]),
        |i| plain_word(cx, "appear", i),
        |i| plain_word(cx, "appeared", i),
    ))
    .parse(i)?;
    let (i, _) = opt(any_kw(cx, &["seated", "sitting", "standing"])).parse(i)?;
    let (i, _) = phrase(cx, "in that order")(i)?;
    let (i, after) = opt(direction_after(cx)).parse(i)?;
    if fronted.is_some() && after.is_some() {
        return cx.fail_expecting(i, "the direction said once");
    }
    let left_first = fronted.or(after);
    // ", each to the left of the next", ", each beside the next one".
    let (i, each) = opt(spanned(cx, |i| {
        let (i, _) = punct(cx, ',')(i)?;
        let (i, _) = kw(cx, "each")(i)?;
        let (i, (rule, relation)) = phrase_match::relation_row(cx, i)?;
        let (i, _) = (kw(cx, "the"), kw(cx, "next"), opt(kw(cx, "one"))).parse(i)?;
        Ok((i, (rule, relation)))
    }))
    .parse(i)?;
    // ", though not necessarily side by side": the order only, which is what it says.
    let (i, hedged) = match super::predicate::not_necessarily_words(cx, i) {
        Ok(rest) => (rest, true),
        Err(()) => (i, false),
    };
    if hedged && (each.is_some() || left_first.is_none()) {
        return cx.fail_expecting(i, "an order from one side, said not to be side by side");
    }
    let at = start..cx.at(i);
    let mut said = Vec::new();
    for pair in guests.windows(2) {
        let [first, next] = pair else {
            unreachable!("windows of two")
        };
        let mut kinds = Vec::new();
        if let Some(left_first) = left_first {
            let reach = Reach::Somewhere;
            let relation = if left_first {
                Relation::LeftOf(reach)
            } else {
                Relation::RightOf(reach)
            };
            kinds.push(("in-that-order", relation));
        }
        if let Some(((_, relation), _)) = each {
            kinds.push(("each-the-next", relation));
        }
        if kinds.is_empty() {
            return cx.fail_expecting(i, "from which side the order runs");
        }
        for (rule, relation) in kinds {
            let predicate = Predicate {
                at: at.clone(),
                negation: None,
                rule,
                kind: PredicateKind::Relation(relation, next.clone()),
            };
            said.push(said_of(first.clone(), predicate));
        }
    }
    Ok((i, Clause::All(said)))
}

/// "Lady Ash's neighbours were Lady Bell and Lady Cole", "Lady Bell and Lady Cole are the two
/// next-door neighbours of Lady Ash": she sits between the two, one on each side.
/// The two guests one guest sits between, said in the plural: "the two houses flanking the
/// white one", "the houses on either side of the Dane's", "the women either side of Lady Ash",
/// "the two women beside her", "both neighbours of Lady Ash". The guest they flank. "Beside"
/// and "next to" say two only with "two": "the houses next to X" may be one, at an end.
fn flanking<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Np> {
    alt((
        |i| {
            let (i, _) = kw(cx, "the")(i)?;
            let (i, two) = opt(kw(cx, "two")).parse(i)?;
            let (i, _) = alt((any_kw(cx, PLACES_PLURAL), any_kw(cx, FLANKING_NOUNS))).parse(i)?;
            let (i, sides) = alt((
                value(true, kw(cx, "flanking")),
                value(
                    true,
                    (
                        opt(kw(cx, "on")),
                        any_kw(cx, &["either", "each"]),
                        kw(cx, "side"),
                        kw(cx, "of"),
                    ),
                ),
                value(false, kw(cx, "beside")),
                value(false, (kw(cx, "next"), kw(cx, "to"))),
            ))
            .parse(i)?;
            if !sides && two.is_none() {
                return cx.fail_expecting(i, "\"two\", or \"on either side of\"");
            }
            np(cx, i)
        },
        |i| {
            let (i, _) = alt((
                value((), kw(cx, "both")),
                value((), (kw(cx, "the"), kw(cx, "two"))),
            ))
            .parse(i)?;
            let (i, _) = any_kw(cx, &["neighbours", "neighbors"])(i)?;
            let (i, _) = kw(cx, "of")(i)?;
            np(cx, i)
        },
    ))
    .parse(i)
}

/// Nouns for guests in the plural, as `flanking` counts them.
const FLANKING_NOUNS: &[&str] = &["guests", "women", "ladies", "people", "residents", "diners"];

/// Two values of one category named before, "green and blue", each for the guest who has it.
fn two_values<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, ((Np, Np), Category)> {
    let holder = |i| {
        let (i, _) = opt(any_kw(cx, &["the", "a", "an"])).parse(i)?;
        let Some((rest, category, term)) = phrase_match::any_known(cx, i) else {
            return cx.fail_expecting(i, "a value named before");
        };
        let np = Np {
            at: term.at.clone(),
            rules: vec!["neighbours-were"],
            head: Head::Definite,
            modifiers: vec![Modifier::Has(category, term)],
        };
        Ok((rest, (np, category)))
    };
    let (i, (first, one)) = holder(i)?;
    let (i, _) = kw(cx, "and")(i)?;
    let (i, (second, other)) = holder(i)?;
    if one != other {
        return cx.fail_expecting(i, "a value of the same kind");
    }
    Ok((i, ((first, second), one)))
}

fn neighbours_were<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let neighbours = |i| {
        let (i, _) = opt(kw(cx, "next-door")).parse(i)?;
        any_kw(cx, &["neighbours", "neighbors"])(i)
    };
    let be = |i| any_kw(cx, &["were", "are"])(i);
    let (rest, ((subject, (first, second)), at)) = spanned(cx, |i| {
        alt((
            |i| {
                let (i, subject) = np(cx, i)?;
                let (i, _) = possessive(cx)(i)?;
                let (i, _) = (opt(kw(cx, "two")), neighbours, be).parse(i)?;
                let (i, two) = two_guests(cx, i, "and")?;
                Ok((i, (subject, two)))
            },
            |i| {
                let (i, two) = two_guests(cx, i, "and")?;
                let (i, _) = (
                    be,
                    kw(cx, "the"),
                    opt(kw(cx, "two")),
                    neighbours,
                    kw(cx, "of"),
                )
                    .parse(i)?;
                let (i, subject) = np(cx, i)?;
                Ok((i, (subject, two)))
            },
            // "The two houses flanking the white one are the green and blue houses", "...
            // are green and blue".
            |i| {
                let (i, subject) = flanking(cx, i)?;
                let (i, _) = be(i)?;
                let (i, two) = alt((
                    |i| two_guests(cx, i, "and"),
                    |i| two_values(cx, i).map(|(i, (two, _))| (i, two)),
                ))
                .parse(i)?;
                Ok((i, (subject, two)))
            },
            // "Lady Bell and Lady Cole were the women on either side of Lady Ash".
            |i| {
                let (i, two) = two_guests(cx, i, "and")?;
                let (i, _) = be(i)?;
                let (i, subject) = flanking(cx, i)?;
                Ok((i, (subject, two)))
            },
            // "Green and blue are the colors of the two houses flanking the white one": the
            // two values are those guests' own, of the kind the noun names.
            |i| {
                let (i, (two, named)) = two_values(cx, i)?;
                let (i, _) = (be, kw(cx, "the")).parse(i)?;
                let (i, (_, category)) = phrase_match::attribute(cx, i)?;
                if category != named {
                    return cx.fail_expecting(i, "values of the kind it names");
                }
                let (i, _) = kw(cx, "of")(i)?;
                let (i, subject) = flanking(cx, i)?;
                Ok((i, (subject, two)))
            },
        ))
        .parse(i)
    })
    .parse(i)
    .or_else(|_| neighbours_did(cx, i))?;
    Ok((
        rest,
        said_plainly(
            subject,
            at,
            "neighbours-were",
            vec![PredicateKind::Between(first, second)],
        ),
    ))
}

/// The subject and the two guests of "Lady Ash's neighbours came from Karnaca and Dunwall":
/// one value each, so the holders of the two values sit one on each side of her. Unnegated
/// only: "did not drink wine and rum" says less.
type NeighboursRead = (Np, (Np, Np));

fn neighbours_did<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, (NeighboursRead, Range<usize>)> {
    spanned(cx, |i| {
        let (i, subject) = np(cx, i)?;
        let (i, _) = possessive(cx)(i)?;
        let (i, _) = (
            opt(any_kw(cx, &["two", "next-door"])),
            any_kw(cx, &["neighbours", "neighbors"]),
        )
            .parse(i)?;
        let (i, said) = predicate(cx, i)?;
        let (None, PredicateKind::Has(category, one)) = (said.negation, said.kind) else {
            return cx.fail_expecting(i, "one value of each neighbour, unnegated");
        };
        let (i, _) = kw(cx, "and")(i)?;
        let (i, other) = slot(cx, category)(i)?;
        let holder = |term: Term| Np {
            at: term.at.clone(),
            rules: vec![],
            head: Head::Definite,
            modifiers: vec![Modifier::Has(category, term)],
        };
        Ok((i, (subject, (holder(one), holder(other)))))
    })
    .parse(i)
}

/// "from left to right" (`true`), "from right to left".
fn direction<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, bool> {
    let (i, _) = kw(cx, "from")(i)?;
    let (i, from) = any_kw(cx, &["left", "right"])(i)?;
    let (i, _) = kw(cx, "to")(i)?;
    let (i, to) = any_kw(cx, &["left", "right"])(i)?;
    if from.eq_ignore_ascii_case(to) {
        return cx.fail_expecting(i, "the other side");
    }
    Ok((i, from.eq_ignore_ascii_case("left")))
}

/// The direction after "in that order": "from left to right", perhaps after a comma.
fn direction_after<'a, 'c>(cx: &'c Cx<'a>) -> impl Fn(&'a str) -> R<'a, bool> + 'c {
    move |i| {
        let (i, _) = opt(punct(cx, ',')).parse(i)?;
        direction(cx, i)
    }
}

/// Guests listed in turn: "Lady Ash, Lady Bell and Lady Cole", or values shared by one noun:
/// "the red, white and blue houses", "the guests in red, white and blue".
fn guests_in_turn<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Vec<Np>> {
    alt((
        |i| shared_noun(cx, i),
        |i| {
            let (i, first) = np(cx, i)?;
            more_joined(cx, i, vec![first], |i| np(cx, i))
        },
    ))
    .parse(i)
}

/// The rest of a list joined by commas and "and" only: guests or values that are all meant,
/// never one of them ("or").
fn more_joined<'a, T>(
    cx: &Cx<'a>,
    mut i: &'a str,
    mut items: Vec<T>,
    item: impl Fn(&'a str) -> R<'a, T>,
) -> R<'a, Vec<T>> {
    loop {
        let separated = alt((
            value((), (punct(cx, ','), opt(kw(cx, "and")))),
            value((), kw(cx, "and")),
        ))
        .parse(i);
        let Ok((after, ())) = separated else { break };
        match item(after) {
            Ok((after_item, next)) => {
                items.push(next);
                i = after_item;
            }
            Err(_) => break,
        }
    }
    Ok((i, items))
}

/// Nouns for guests or places in the plural, after values they share: "the red and white
/// houses", "the women in red and white".
const SHARED_NOUNS: &[&str] = &["guests", "women", "ladies", "people", "residents"];

/// "the red, white and blue houses", "the guests in red, white and blue", "the ladies from
/// Dunwall and Karnaca": one guest for each value, the noun said once.
fn shared_noun<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Vec<Np>> {
    let (i, _) = kw(cx, "the")(i)?;
    let noun = |i| alt((any_kw(cx, PLACES_PLURAL), any_kw(cx, SHARED_NOUNS))).parse(i);
    let (i, (category, terms)) = alt((
        |i| {
            // The values first: "the red, white and blue houses".
            let (i, (category, first)) = {
                let Some((rest, category, term)) = phrase_match::any_known(cx, i) else {
                    return unread(i);
                };
                (rest, (category, term))
            };
            let (i, terms) = more_joined(cx, i, vec![first], |i| slot(cx, category)(i))?;
            let (i, _) = noun(i)?;
            Ok((i, (category, terms)))
        },
        |i| {
            // The noun first: "the guests in red, white and blue".
            let (i, _) = noun(i)?;
            let (i, (_, modifier)) = phrase_match::modifier(cx, i)?;
            let Modifier::Has(category, first) = modifier else {
                return cx.fail_expecting(i, "a value of each");
            };
            // "the houses with the zebra and the fox": the article may be said again.
            let (i, terms) = more_joined(cx, i, vec![first], |i| {
                let (i, _) = opt(kw(cx, "the")).parse(i)?;
                slot(cx, category)(i)
            })?;
            Ok((i, (category, terms)))
        },
    ))
    .parse(i)?;
    if terms.len() < 2 {
        return cx.fail_expecting(i, "more than one value");
    }
    let guests = (terms.into_iter())
        .map(|term| Np {
            at: term.at.clone(),
            rules: vec!["shared-noun"],
            head: Head::Definite,
            modifiers: vec![Modifier::Has(category, term)],
        })
        .collect();
    Ok((i, guests))
}

/// Exactly two guests described by one plural noun and two values: "the women in red and
/// white", "the red and blue houses", "the houses with the zebra and the fox". Three values
/// are no pair, and are not read as one.
pub(super) fn two_sharing_a_noun<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, (Np, Np)> {
    let (rest, guests) = shared_noun(cx, i)?;
    match <[Np; 2]>::try_from(guests) {
        Ok([first, second]) => Ok((rest, (first, second))),
        Err(_) => cx.fail_expecting(i, "two guests"),
    }
}

/// "At least one house stands between the Dane and the Swede": `k` places apart or more, one
/// of the distances the row has from `k` on ("apart" is exact, so no distance is left out).
/// Not read with a side, nor where the row has no such distance.
fn at_least_apart<'a>(
    cx: &Cx<'a>,
    rest: &'a str,
    at: Range<usize>,
    k: u8,
    sided: bool,
    first: Np,
    second: Np,
) -> R<'a, Clause> {
    let guests = match cx.known.guests.len() {
        0 => cx.known.places.map_or(0, usize::from),
        named => named,
    };
    let distances: Vec<u8> = (k..).take_while(|d| usize::from(*d) < guests).collect();
    if sided || k < 2 || distances.is_empty() {
        return cx.fail_expecting(rest, "as many places as the row has, with no side");
    }
    let kinds = (distances.into_iter())
        .map(|d| PredicateKind::Relation(Relation::Apart(d), second.clone()))
        .collect();
    Ok((
        rest,
        said_plainly(
            first,
            at,
            "at-least-between",
            vec![PredicateKind::AnyOf(kinds)],
        ),
    ))
}

/// "There was one seat between Lady Ash and Lady Bell", "Exactly one guest sat between them":
/// the two sit that many seats and one apart.
fn seats_between<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    if let Ok(found) = count_between_first(cx, i) {
        return Ok(found);
    }
    let (rest, ((at_least, n, first, second, side), at)) = spanned(cx, |i| {
        let (i, _) = alt((
            value(
                (),
                (kw(cx, "there"), any_kw(cx, &["was", "were", "is", "are"])),
            ),
            value((), opt(kw(cx, "exactly"))),
        ))
        .parse(i)?;
        // "At least one house stands between them": as many or more.
        let (i, at_least) = opt(phrase(cx, "at least")).parse(i)?;
        let (i, _) = opt(any_kw(cx, &["exactly", "just", "only"])).parse(i)?;
        let (i, n) = phrase_match::count(cx, i)?;
        let (i, _) = alt((
            any_kw(cx, PLACES),
            any_kw(cx, PLACES_PLURAL),
            any_kw(
                cx,
                &[
                    "guest", "guests", "person", "people", "lady", "ladies", "woman", "women",
                ],
            ),
        ))
        .parse(i)?;
        // The verb in any tense and number: "Exactly two women sit between ...", "one house
        // lies between ...", "two families live between ...".
        let (i, _) = opt(any_kw(
            cx,
            &[
                "sat", "sits", "sit", "was", "were", "is", "are", "lie", "lies", "lay", "stand",
                "stands", "stood", "live", "lives", "lived",
            ],
        ))
        .parse(i)?;
        // "Two houses separate the white house from the Dane's": as many between them.
        if let Ok((i, (_, first, _, second))) = (
            any_kw(cx, &["separate", "separates", "separated"]),
            |i| np(cx, i),
            kw(cx, "from"),
            |i| np(cx, i),
        )
            .parse(i)
        {
            return Ok((i, (at_least.is_some(), n, first, second, None)));
        }
        let (i, _) = kw(cx, "between")(i)?;
        // "between where the flutist lives and where the pianist lives".
        let (i, (first, second)) = alt((
            |i| two_guests(cx, i, "and"),
            |i| {
                let (i, first) = where_one_lives(cx, i)?;
                let (i, _) = kw(cx, "and")(i)?;
                let (i, second) = where_one_lives(cx, i)?;
                Ok((i, (first, second)))
            },
        ))
        .parse(i)?;
        // "... and Penny's seat on the right": which side the second is on.
        let (i, side) =
            opt((kw(cx, "on"), kw(cx, "the"), any_kw(cx, &["left", "right"]))).parse(i)?;
        Ok((
            i,
            (
                at_least.is_some(),
                n,
                first,
                second,
                side.map(|(_, _, side)| side),
            ),
        ))
    })
    .parse(i)?;
    let k = n.saturating_add(1);
    if at_least {
        return at_least_apart(cx, rest, at, k, side.is_some(), first, second);
    }
    let relation = match side {
        Some(side) if side.eq_ignore_ascii_case("right") => Relation::LeftBy(k),
        Some(_) => Relation::RightBy(k),
        None => Relation::Apart(k),
    };
    Ok((
        rest,
        said_plainly(
            first,
            at,
            "seats-between",
            vec![PredicateKind::Relation(relation, second)],
        ),
    ))
}

/// "Between the red house and the Dane's there is exactly one house", "Between Lady Ash and
/// Lady Bell sat two women": the two named first, then how many are between them.
fn count_between_first<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (rest, ((n, first, second), at)) = spanned(cx, |i| {
        let (i, _) = kw(cx, "between")(i)?;
        let (i, (first, second)) = two_guests(cx, i, "and")?;
        let (i, _) = opt(punct(cx, ',')).parse(i)?;
        let (i, _) = opt(kw(cx, "there")).parse(i)?;
        let (i, _) = any_kw(
            cx,
            &[
                "was", "were", "is", "are", "sat", "sits", "sit", "lie", "lies", "lay", "stand",
                "stands", "stood", "live", "lives", "lived",
            ],
        )(i)?;
        let (i, n) = count_of_places(cx, i)?;
        Ok((i, (n, first, second)))
    })
    .parse(i)?;
    Ok((
        rest,
        said_plainly(
            first,
            at,
            "seats-between",
            vec![PredicateKind::Relation(
                Relation::Apart(n.saturating_add(1)),
                second,
            )],
        ),
    ))
}

/// "where the flutist lives": the place of whoever is described, said by her.
fn where_one_lives<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Np> {
    let (i, _) = kw(cx, "where")(i)?;
    let (i, who) = np(cx, i)?;
    let (i, _) = any_kw(cx, &["lives", "live", "lived", "sits", "sat", "is", "was"])(i)?;
    Ok((i, who))
}

/// "Between Lady Ashgrove and Madam Quince sat the woman from Potterstead."
fn between_first<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (rest, ((first, second), at)) = spanned(cx, |i| {
        let (i, _) = kw(cx, "between")(i)?;
        two_guests(cx, i, "and")
    })
    .parse(i)?;
    let (rest, _) = any_kw(cx, &["sat", "sits", "was", "is", "stood"])(rest)?;
    // "Between Lady Ash and Lady Bell sat the other three": everyone else is between them, so
    // they are at the two ends.
    if let Ok((after, ())) = all_the_others(cx, rest) {
        return Ok((after, Clause::OppositeEnds(first, second)));
    }
    let (rest, subject) = np(cx, rest)?;
    Ok((
        rest,
        said_plainly(
            subject,
            at,
            "between",
            vec![PredicateKind::Between(first, second)],
        ),
    ))
}

/// "the other three women", "the remaining three", "everyone else", "all the others": every
/// guest but the two named. A count must be the row's less two.
fn all_the_others<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, ()> {
    alt((
        |i| {
            let (i, _) = opt(kw(cx, "all")).parse(i)?;
            let (i, _) = kw(cx, "the")(i)?;
            let (i, _) = any_kw(cx, &["other", "remaining"])(i)?;
            let (i, n) = phrase_match::count(cx, i)?;
            let (i, _) = opt(any_kw(cx, EVERYONE_NOUNS)).parse(i)?;
            if !is_everyone(cx, n.saturating_add(2)) {
                return cx.fail_expecting(i, "every guest but the two");
            }
            Ok((i, ()))
        },
        |i| {
            let (i, _) = opt(kw(cx, "all")).parse(i)?;
            let (i, _) = kw(cx, "the")(i)?;
            let (i, _) = any_kw(cx, &["others", "rest"])(i)?;
            Ok((i, ()))
        },
        |i| {
            let (i, _) = any_kw(cx, &["everyone", "everybody"])(i)?;
            let (i, _) = kw(cx, "else")(i)?;
            Ok((i, ()))
        },
    ))
    .parse(i)
}

/// The place first, then the verb, then who is there: "At the far right sat Lady Ash",
/// "Second from the right sat the absinthe drinker", "Left of the woman in red sat the woman in
/// white", "Sitting to the right of Lady Ash was Lady Bell", "Next door to the Dane is the
/// horse", "To the right of the yellow house is where the Swede lives". The place is a seat or
/// a seat relation row of the phrase table, as after a verb.
fn fronted<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (rest, (kind, at)) = spanned(cx, |i| where_she_is(cx, i)).parse(i)?;
    let (rest, _) = opt(punct(cx, ',')).parse(rest)?;
    // "In house number two, it's the Japanese", "In the first house there lives the Norwegian":
    // the empty subject before the verb.
    let (rest, _) = opt(any_kw(cx, &["it", "there"])).parse(rest)?;
    let (rest, _) = fronted_verb(cx, rest)?;
    let predicate = |negation| Predicate {
        at: at.clone(),
        negation,
        rule: "fronted",
        kind: kind.clone(),
    };
    // "In house 3 lives either the Dane or the Swede": one of them is there; "... neither the
    // Dane nor the Swede": neither is.
    if let Ok((after, (word, (first, second)))) = alt((
        |i| (kw(cx, "either"), |i| two_guests(cx, i, "or")).parse(i),
        |i| (kw(cx, "neither"), |i| two_guests(cx, i, "nor")).parse(i),
    ))
    .parse(rest)
    {
        let whole = at.start..cx.at(after);
        if word.eq_ignore_ascii_case("neither") {
            let clause = Clause::Both(whole, vec![first, second], vec![predicate(Some("nobody"))]);
            return Ok((after, clause));
        }
        let sides = vec![
            said_of(first, predicate(None)),
            said_of(second, predicate(None)),
        ];
        return Ok((after, Clause::Either(whole, sides)));
    }
    let (rest, subject) = alt((|i| where_one_lives(cx, i), |i| np(cx, i))).parse(rest)?;
    Ok((rest, said_of(subject, predicate(None))))
}

/// The verb after a place said first: "At the far right sat ...", "In the first house is living
/// ...", "In house 3 resides ...".
fn fronted_verb<'a>(cx: &Cx<'a>, rest: &'a str) -> R<'a, ()> {
    alt((
        // "In the first house is living the Norwegian": the progressive of the same verbs.
        value(
            (),
            (
                any_kw(cx, &["was", "is"]),
                any_kw(
                    cx,
                    &[
                        "seated", "sitting", "living", "staying", "residing", "standing",
                    ],
                ),
            ),
        ),
        value(
            (),
            any_kw(
                cx,
                &[
                    "sat", "sits", "stood", "stands", "was", "is", "lived", "lives", "lay", "lies",
                    "resides", "resided", "dwells", "dwelt", "dwelled", "stays", "stayed",
                    // "Right after the green house comes the Swede's": the next place on.
                    "comes", "came",
                ],
            ),
        ),
    ))
    .parse(rest)
}

/// "they" as a thing said in the plural in the clause before: "The snails aren't the Dane's -
/// they are the Swede's". `clauses` refuses it where no such thing was said.
fn they_the_things<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    match cx.word(i) {
        Some((w, _)) if thing_pronoun(w) && !w.eq_ignore_ascii_case("it") => thing_first(cx, i),
        _ => unread(i),
    }
}

/// A value as the subject: "The Silver Locket belonged to the guest from Serkonos", "Port was
/// the drink of the lady from Dunwall". Read as the guest holding the value.
/// `thing_first` of an heirloom the riddle named, before `about`, which would read "The Ring"
/// as its owner ("owner-of") and the rest as said of her: whose a thing is, said of the thing
/// ("The Ring belonged to Lady Ash"), is read by the thing's own rows. Only of heirlooms: a pet
/// or a drink is never read as its owner, and their rows stay after `about`.
fn heirloom_first<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (after, _) = opt(any_kw(cx, &["the", "a", "an"])).parse(i)?;
    let heirloom = Category::HEIRLOOM;
    // A sentence that did not read is read again for its message: `thing_first`, later in
    // turn, records what it expected, and this would only repeat it at the subject.
    let first = (!cx.is_recording())
        .then(|| slot(cx, heirloom)(after).ok())
        .flatten()
        .filter(|(_, term)| phrase_match::names_known(cx, heirloom, &term.text));
    if first.is_none() {
        return Err(nom::Err::Error(nom::error::Error::new(
            i,
            nom::error::ErrorKind::Verify,
        )));
    }
    thing_first(cx, i)
}

fn thing_first<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (i, _) = opt(any_kw(cx, &["the", "a", "an"])).parse(i)?;
    // The reading that reads furthest: "Gin was Lady Ash's drink" is a drink, though "was
    // Lady Ash's" alone would make it an heirloom.
    let mut best: Option<(&'a str, Clause)> = None;
    // "...; it was owned by the hock drinker", "- they are the Swede's": the thing of the
    // clause before, put in by `clauses` (a value slot never takes "it").
    let it = cx
        .word(i)
        .filter(|(w, _)| thing_pronoun(w))
        .map(|(w, after)| {
            let at = cx.at(w);
            let term = Term {
                text: w.to_string(),
                at: at..at + w.len(),
            };
            (after, term)
        });
    // The riddle's own categories by the rows of `OWN` ("The scone was brought by ...").
    let own = cx.known.categories().filter(|c| c.kind().is_none());
    for category in phrase_match::thing_categories().chain(own) {
        let Some((after, term)) = it.clone().or_else(|| slot(cx, category)(i).ok()) else {
            continue;
        };
        // "The parrot belongs to ..." where the parrot is a pet the riddle listed: no heirloom.
        if cx.known.elsewhere(category, &term.text) {
            continue;
        }
        // A pronoun stands for a thing of a kind the riddle has named: "they belong to the
        // Dane" are no heirlooms in a riddle of pets.
        if it.is_some() && !cx.named_any(category) {
            continue;
        }
        // "The red dress was worn by ...": a color said with the garment of that color.
        let after = match category {
            Category::COLOR => opt(any_kw(cx, GARMENTS)).parse(after)?.0,
            _ => after,
        };
        let rows = if category.kind().is_none() {
            OWN
        } else {
            category
        };
        if let Ok((rest, (negation, rule, whose))) = phrase_match::thing(cx, after, rows) {
            // The clause says it all, from the thing to its last word.
            let at = term.at.start..cx.at(rest);
            let predicate = |negation| Predicate {
                at: at.clone(),
                negation,
                rule,
                kind: PredicateKind::Has(category, term.clone()),
            };
            let clause = match whose {
                // "Coffee is not drunk in an end house": the coffee drinker is not there.
                phrase_match::Whose::One(place) if place.names_only_a_place() => {
                    let Some(Modifier::Seat(seat)) = place.modifiers.first().cloned() else {
                        unreachable!("a place is named by its seat");
                    };
                    let holder = Np {
                        at: term.at.clone(),
                        rules: [&[rule][..], &place.rules].concat(),
                        head: Head::Definite,
                        modifiers: vec![Modifier::Has(category, term.clone())],
                    };
                    let seated = Predicate {
                        at: at.clone(),
                        negation,
                        rule,
                        kind: PredicateKind::Seat(seat),
                    };
                    said_of(holder, seated)
                }
                phrase_match::Whose::At(kind) => {
                    let holder = Np {
                        at: term.at.clone(),
                        rules: vec![rule],
                        head: Head::Definite,
                        modifiers: vec![Modifier::Has(category, term.clone())],
                    };
                    let seated = Predicate {
                        at: at.clone(),
                        negation,
                        rule,
                        kind,
                    };
                    said_of(holder, seated)
                }
                phrase_match::Whose::One(subject) => said_of(subject, predicate(negation)),
                phrase_match::Whose::Either(subjects) => Clause::Either(
                    at.clone(),
                    (subjects.into_iter())
                        .map(|subject| said_of(subject, predicate(negation)))
                        .collect(),
                ),
                phrase_match::Whose::Neither(subjects) => {
                    Clause::Both(at.clone(), subjects, vec![predicate(Some("nobody"))])
                }
            };
            if best.as_ref().is_none_or(|(b, _)| rest.len() < b.len()) {
                best = Some((rest, clause));
            }
        }
    }
    match best {
        Some((rest, clause)) => Ok((rest, clause)),
        None => cx.fail_expecting(i, "a guest, or a thing of hers"),
    }
}

/// The thing a subject names by itself alone ("the snails", "Gin"): its one value, where its
/// words are that value's and an article. "The lady in red" names a guest, no thing.
fn the_thing_itself(cx: &Cx<'_>, subject: &Np) -> Option<(Category, Term)> {
    let [Modifier::Has(category, term)] = subject.modifiers.as_slice() else {
        return None;
    };
    let words = cx.text.get(subject.at.clone())?.to_ascii_lowercase();
    let bare = ["the ", "a ", "an "]
        .iter()
        .find_map(|a| words.strip_prefix(a))
        .unwrap_or(&words);
    (matches!(subject.head, Head::Definite) && bare.eq_ignore_ascii_case(&term.text))
        .then(|| (*category, term.clone()))
}

/// Whether `word` stands for the thing of the clause before: "it", or "they" for things said
/// in the plural ("the snails ... they were the Swede's").
fn thing_pronoun(word: &str) -> bool {
    ["it", "they"].iter().any(|w| w.eq_ignore_ascii_case(word))
}

/// "The Tulips were placed at one of the place settings somewhere to the left of Penny's chair":
/// a value the riddle listed, put where its holder sits, and a seat relation.
fn placed_thing<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let start = cx.at(skip(i));
    let (i, _) = opt(any_kw(cx, &["the", "a", "an"])).parse(i)?;
    let Some((i, category, term)) = phrase_match::any_known(cx, i) else {
        return unread(i);
    };
    let subject_end = cx.at(i);
    let (i, negation) = phrase_match::be(cx, i)?;
    let (i, placed) = any_kw(
        cx,
        &[
            "placed", "put", "set", "served", "kept", "left", "drunk", "smoked", "stabled",
        ],
    )(i)?;
    // "Milk is drunk to the right of the red house": a verb that fits the value's kind.
    let fits = match placed.to_ascii_lowercase().as_str() {
        "drunk" => super::phrases::drunk(category),
        "smoked" => category == Category::SMOKE,
        "stabled" => category == Category::PET,
        _ => true,
    };
    // "drunk by Lady Ash" says who drank it: "by" is no seat relation here.
    if !fits || kw(cx, "by")(i).is_ok() {
        return cx.fail_expecting(i, "where it was, such as next to");
    }
    // "at one of the place settings", "at the place setting".
    let (i, _) = opt(alt((
        value(
            (),
            (
                any_kw(cx, &["at", "on", "in"]),
                kw(cx, "one"),
                kw(cx, "of"),
                kw(cx, "the"),
                opt(kw(cx, "place")),
                alt((any_kw(cx, PLACES_PLURAL), kw(cx, "settings"))),
            ),
        ),
        value(
            (),
            (
                any_kw(cx, &["at", "on", "in"]),
                kw(cx, "the"),
                kw(cx, "place"),
                kw(cx, "setting"),
            ),
        ),
    )))
    .parse(i)?;
    let (rest, ((_, _, kind), at)) = spanned(cx, |i| phrase_match::predicate(cx, i)).parse(i)?;
    if !matches!(kind, PredicateKind::Relation(..) | PredicateKind::Seat(..)) {
        return cx.fail_expecting(i, "where it was, such as next to");
    }
    let subject = Np {
        at: start..subject_end,
        rules: vec!["placed-thing"],
        head: super::syntax::Head::Definite,
        modifiers: vec![super::syntax::Modifier::Has(category, term)],
    };
    let predicate = Predicate {
        at,
        negation,
        rule: "placed-thing",
        kind,
    };
    Ok((rest, said_of(subject, predicate)))
}

/// "There's a zebra in the white house", "There was a parrot with Lady Ash": a value the riddle
/// listed, and whose it is by where it is.
fn there_is<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let start = cx.at(skip(i));
    let (i, _) = kw(cx, "there")(i)?;
    // "There isn't a zebra in the white house": the zebra is not there. "There is no ..." is not
    // read.
    let (i, negation) = alt((value(None, possessive(cx)), |i| phrase_match::be(cx, i))).parse(i)?;
    let (i, _) = any_kw(cx, &["a", "an", "the"])(i)?;
    let Some((i, category, term)) = phrase_match::any_known(cx, i) else {
        return unread(i);
    };
    if cx.known.places.is_none() || category == Category::NAME {
        return cx.fail_expecting(i, "a house");
    }
    let (i, _) = any_kw(cx, &["in", "at"])(i)?;
    let (rest, (holder, at)) = spanned(cx, |i| np(cx, i))(i)?;
    let predicate = Predicate {
        at: start..at.end,
        rule: "there-is",
        kind: PredicateKind::Has(category, term),
        negation,
    };
    Ok((rest, said_of(holder, predicate)))
}

/// "Of all the residents, the coffee drinker lives farthest to the left": the guests counted
/// are all of them, as the superlative says (the `farthest` rows).
fn of_all_farthest<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (i, ()) = of_all(cx, i)?;
    let (rest, clause) = about(cx, i)?;
    let Clause::About { predicates, .. } = &clause else {
        return unread(i);
    };
    if !predicates.iter().all(|p| p.rule == "farthest") {
        return cx.fail_expecting(i, "who is farthest one way");
    }
    Ok((rest, clause))
}

/// Words of praise before a description of the subject set before her: "Resplendent in purple,
/// Lady Ash ...". They say how she looked, nothing of who she is.
const FRONTED_PRAISE: &[&str] = &[
    "resplendent",
    "elegant",
    "radiant",
    "stunning",
    "striking",
    "dazzling",
    "splendid",
    "glamorous",
];

/// "Resplendent in purple, Lady Ash took the centre seat", "Dressed in red, the Dane ...": what
/// she holds, said before her, then the clause. Only a value: a place set before her ("At the
/// far right, ...", "Next to her, ...") may say where something happened, not where she sat.
fn fronted_description<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (i, (((_, (rule, modifier)), _), at)) = spanned(cx, |i| {
        (
            (opt(any_kw(cx, FRONTED_PRAISE)), |i| {
                phrase_match::modifier(cx, i)
            }),
            punct(cx, ','),
        )
            .parse(i)
    })
    .parse(i)?;
    let kind = match modifier {
        Modifier::Has(category, term) => PredicateKind::Has(category, term),
        _ => return cx.fail_expecting(i, "what she wore or held"),
    };
    let (rest, mut clause) = about(cx, i)?;
    let Clause::About { predicates, .. } = &mut clause else {
        return unread(i);
    };
    predicates.insert(
        0,
        Predicate {
            at,
            negation: None,
            rule,
            kind,
        },
    );
    Ok((rest, clause))
}

/// "You'll find the Dane living to the left of the white house", "You won't find the Swede next
/// to the Dane": the teller points at a guest, and where she is said after her is said of her.
fn you_will_find<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (i, denied) = alt((
        value(false, phrase(cx, "you'll find")),
        value(false, phrase(cx, "you will find")),
        value(true, phrase(cx, "you won't find")),
        value(true, phrase(cx, "you will not find")),
    ))
    .parse(i)?;
    // "a drop of milk", "any tea": how much of a value is found says nothing more.
    let (i, _) = opt(alt((
        phrase(cx, "a drop of"),
        phrase(cx, "a single drop of"),
        phrase(cx, "a trace of"),
        phrase(cx, "any"),
    )))
    .parse(i)?;
    let (i, mut subject) = match np(cx, i) {
        Ok(read) => read,
        // "milk" alone: whoever holds it.
        Err(e) => {
            let Some((rest, category, term)) = phrase_match::any_known(cx, i) else {
                return Err(e);
            };
            let holder = Np {
                at: term.at.clone(),
                rules: vec!["value-as-person"],
                head: Head::Definite,
                modifiers: vec![Modifier::Has(category, term)],
            };
            (rest, holder)
        }
    };
    let (i, _) = opt(any_kw(cx, &["living", "sitting", "seated", "residing"])).parse(i)?;
    let (rest, (found, at)) = match spanned(cx, |i| phrase_match::predicate(cx, i)).parse(i) {
        Ok(found) => found,
        // "the Dane sitting next to the Swede": the description read where she is as its own;
        // it is what is said of her.
        Err(e) => match subject.modifiers.pop() {
            Some(Modifier::Relation(relation, other)) if identified(&subject) => {
                let kind = PredicateKind::Relation(relation, *other);
                (i, ((None, "np-relation", kind), subject.at.clone()))
            }
            // "Lady Ash in seat 2": the seat is where she is found.
            Some(Modifier::Seat(seat)) if identified(&subject) => {
                let kind = PredicateKind::Seat(seat);
                (i, ((None, "seat", kind), subject.at.clone()))
            }
            // "the Dane in the yellow house": the house is where she is found.
            Some(Modifier::Has(category, term))
                if subject.rules.last() == Some(&"color-house") && identified(&subject) =>
            {
                subject.rules.pop();
                let kind = PredicateKind::Has(category, term);
                (i, ((None, "lives-in", kind), subject.at.clone()))
            }
            _ => return Err(e),
        },
    };
    let (negation, rule, kind) = found;
    // Where she is: a seat, a relation, or a house named by its value ("in the yellow house").
    let says_where = match kind {
        PredicateKind::Relation(..) | PredicateKind::Seat(..) => true,
        PredicateKind::Has(..) => rule == "lives-in",
        _ => false,
    };
    if negation.is_some() || !says_where {
        return cx.fail_expecting(i, "where she is, such as next to");
    }
    let predicate = Predicate {
        at,
        negation: denied.then_some("was-not"),
        rule,
        kind,
    };
    Ok((rest, said_of(subject, predicate)))
}

/// "Anyone looking for the gin drinker would have found her to the right of Lady Ash",
/// "Whoever looked for the Dane would find him in the middle house": where someone would find
/// her is where she is, a seat or a place beside someone (plain "right of" as read).
fn looking_for<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let start = cx.at(skip(i));
    let (i, _) = any_kw(cx, &["anyone", "anybody", "whoever", "someone"])(i)?;
    let (i, _) = alt((
        value((), phrase(cx, "looking for")),
        value((), phrase(cx, "searching for")),
        value((), phrase(cx, "looked for")),
        value((), phrase(cx, "searched for")),
    ))
    .parse(i)?;
    let (i, sought) = np(cx, i)?;
    let (i, _) = opt(punct(cx, ',')).parse(i)?;
    let (i, _) = alt((
        value((), phrase(cx, "would have found")),
        value((), phrase(cx, "would've found")),
        value((), phrase(cx, "would find")),
        value((), phrase(cx, "will find")),
    ))
    .parse(i)?;
    let (i, _) = any_kw(cx, &["her", "him", "it", "them"])(i)?;
    let (rest, kind) = where_she_is(cx, i)?;
    let predicate = Predicate {
        at: start..cx.at(rest),
        negation: None,
        rule: "looking-for",
        kind,
    };
    Ok((rest, said_of(sought, predicate)))
}

/// Where a guest is, as after "found her": a seat ("at the far left"), or a seat relation row
/// and the guest it relates her to ("to the right of Lady Ash"), after "sitting" or not.
fn where_she_is<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, PredicateKind> {
    let (i, _) = opt(any_kw(cx, &["sitting", "seated", "living", "standing"])).parse(i)?;
    alt((
        |i| {
            let (i, seat) = super::predicate::seat_phrase(cx, i)?;
            Ok((i, PredicateKind::Seat(seat)))
        },
        |i| {
            let (i, (_, relation)) = phrase_match::relation_row(cx, i)?;
            let (i, other) = np(cx, i)?;
            Ok((i, PredicateKind::Relation(relation, other)))
        },
    ))
    .parse(i)
}

/// "Go two doors left from the Dane's and you'll find the cat", "Walk one seat to the right of
/// Lady Ash and you will come to Lady Bell": the one found is so many places that way from the
/// first; without a side ("Go two doors from ..."), so many places either way.
fn go_and_find<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let start = cx.at(skip(i));
    let (i, _) = any_kw(cx, &["go", "walk", "move", "step", "count"])(i)?;
    let (i, n) = phrase_match::count(cx, i)?;
    let (i, _) = alt((
        any_kw(cx, &["doors", "door"]),
        any_kw(cx, PLACES_PLURAL),
        any_kw(cx, PLACES),
    ))
    .parse(i)?;
    let (i, _) = opt((kw(cx, "to"), kw(cx, "the"))).parse(i)?;
    let (i, left) = opt(alt((
        value(true, kw(cx, "left")),
        value(false, kw(cx, "right")),
    )))
    .parse(i)?;
    let (i, _) = any_kw(cx, &["from", "of"])(i)?;
    let (i, origin) = np(cx, i)?;
    let (i, _) = (opt(punct(cx, ',')), kw(cx, "and")).parse(i)?;
    let (i, _) = alt((
        value((), phrase(cx, "you'll find")),
        value((), phrase(cx, "you will find")),
        value((), phrase(cx, "you find")),
        value((), phrase(cx, "you'll come to")),
        value((), phrase(cx, "you will come to")),
        value((), phrase(cx, "you come to")),
        value((), phrase(cx, "you'll reach")),
        value((), phrase(cx, "you will reach")),
        value((), phrase(cx, "you reach")),
    ))
    .parse(i)?;
    let (rest, found) = np(cx, i)?;
    let relation = match left {
        Some(true) => Relation::LeftBy(n),
        Some(false) => Relation::RightBy(n),
        None => Relation::Apart(n),
    };
    if n == 0 {
        return cx.fail_expecting(i, "one place or more");
    }
    let at = start..cx.at(rest);
    let predicate = Predicate {
        at,
        negation: None,
        rule: "go-and-find",
        kind: PredicateKind::Relation(relation, origin),
    };
    Ok((rest, said_of(found, predicate)))
}

/// "Walking from the Dane's house to the Swede's, you would pass the red house on the way":
/// the one passed is somewhere between the two, however far, on neither end of the walk.
fn passed_on_the_way<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let start = cx.at(skip(i));
    let (i, _) = any_kw(
        cx,
        &["walking", "going", "travelling", "traveling", "moving"],
    )(i)?;
    let (i, _) = kw(cx, "from")(i)?;
    let (i, from) = np(cx, i)?;
    let (i, _) = kw(cx, "to")(i)?;
    let (i, to) = np(cx, i)?;
    let (i, _) = punct(cx, ',')(i)?;
    let (i, _) = you_would(cx, i)?;
    let (i, _) = any_kw(cx, &["pass", "passed"])(i)?;
    let (i, _) = opt(kw(cx, "by")).parse(i)?;
    let (i, passed) = np(cx, i)?;
    let (rest, _) = opt(alt((
        value((), phrase(cx, "on the way")),
        value((), phrase(cx, "along the way")),
        value((), phrase(cx, "on your way")),
    )))
    .parse(i)?;
    let at = start..cx.at(rest);
    let predicate = Predicate {
        at,
        negation: None,
        rule: "passed-on-the-way",
        kind: PredicateKind::SomewhereBetween(from, to),
    };
    Ok((rest, said_of(passed, predicate)))
}

/// The reader addressed, what she would do next: "you would", "you'd", "you will", "you'll",
/// "you" (before "pass", "come to").
fn you_would<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, ()> {
    alt((
        value((), phrase(cx, "you would")),
        value((), phrase(cx, "you'd")),
        value((), phrase(cx, "you will")),
        value((), phrase(cx, "you'll")),
        value((), phrase(cx, "you")),
    ))
    .parse(i)
}

/// "Reading from left to right, you would come to Lady Ash before Lady Bell, and to Lady Bell
/// before Lady Cole": each one come to first is further that way, however far. The frame says
/// which way; without it "before" says no side, and is not read.
fn come_to_before<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let start = cx.at(skip(i));
    let (i, _) = opt(any_kw(
        cx,
        &[
            "reading", "going", "walking", "looking", "moving", "counting",
        ],
    ))
    .parse(i)?;
    let (i, from_left) = alt((
        value(true, phrase(cx, "from left to right")),
        value(false, phrase(cx, "from right to left")),
    ))
    .parse(i)?;
    let (i, _) = punct(cx, ',')(i)?;
    let (i, _) = you_would(cx, i)?;
    let (i, _) = any_kw(cx, &["come", "get"])(i)?;
    let (mut i, mut pairs) = {
        let (i, pair) = come_to(cx, i)?;
        (i, vec![pair])
    };
    // ", and to Lady Bell before Lady Cole": the verb left out.
    while let Ok((after, pair)) = (|i| {
        let (i, _) = (opt(punct(cx, ',')), kw(cx, "and"), opt(kw(cx, "then"))).parse(i)?;
        come_to(cx, i)
    })(i)
    {
        pairs.push(pair);
        i = after;
    }
    let at = start..cx.at(i);
    let said = (pairs.into_iter())
        .map(|(first, later, before)| {
            let relation = if from_left == before {
                Relation::LeftOf(Reach::Somewhere)
            } else {
                Relation::RightOf(Reach::Somewhere)
            };
            let predicate = Predicate {
                at: at.clone(),
                negation: None,
                rule: "come-to-before",
                kind: PredicateKind::Relation(relation, later),
            };
            said_of(first, predicate)
        })
        .collect();
    Ok((i, Clause::All(said)))
}

/// "to Lady Ash before Lady Bell": the one come to, the other, and whether "before" (or
/// "after") was said.
fn come_to<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, (Np, Np, bool)> {
    let (i, _) = kw(cx, "to")(i)?;
    let (i, first) = np(cx, i)?;
    let (i, before) =
        alt((value(true, kw(cx, "before")), value(false, kw(cx, "after")))).parse(i)?;
    let (i, other) = np(cx, i)?;
    Ok((i, (first, other, before)))
}

/// "Lady Ash, the lady in red and the gin drinker were three different people", "The Dane and
/// the cat owner are different people": no two of the guests listed are one, each pair denied
/// to be the same guest. A count must be the list's own; "not" is not read (it says only that
/// some two are one).
fn different_people<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let start = cx.at(skip(i));
    let (i, first) = np(cx, i)?;
    let (i, guests) = more_items(cx, i, vec![first], |i| np(cx, i))?;
    let listed = &cx.text[start..cx.at(i)];
    if guests.len() < 2
        || listed
            .to_ascii_lowercase()
            .split([' ', ','])
            .any(|w| w == "or")
    {
        return cx.fail_expecting(i, "two guests or more, joined by \"and\"");
    }
    let (i, negation) = phrase_match::be(cx, i)?;
    if negation.is_some() {
        return cx.fail_expecting(i, "were, said without \"not\"");
    }
    let (i, _) = opt(kw(cx, "all")).parse(i)?;
    let (i, n) = opt(|i| phrase_match::count(cx, i)).parse(i)?;
    if n.is_some_and(|n| usize::from(n) != guests.len()) {
        return cx.fail_expecting(i, "as many as the guests listed");
    }
    let (i, _) = any_kw(cx, &["different", "distinct", "separate"])(i)?;
    let (i, _) = any_kw(cx, DIFFERENT_NOUNS)(i)?;
    let at = start..cx.at(i);
    let mut said = Vec::new();
    for (k, one) in guests.iter().enumerate() {
        for other in &guests[k + 1..] {
            let predicate = Predicate {
                at: at.clone(),
                negation: Some("was-not"),
                rule: "different-people",
                kind: PredicateKind::Same(other.clone()),
            };
            said.push(said_of(one.clone(), predicate));
        }
    }
    Ok((i, Clause::All(said)))
}

/// Nouns for the guests of `different_people`: "three different people", "two distinct women".
const DIFFERENT_NOUNS: &[&str] = &[
    "people",
    "persons",
    "women",
    "ladies",
    "men",
    "guests",
    "individuals",
    "residents",
];

/// "Someone has painted house number 2 white", "They had painted the middle house
/// green": a place, and the color it was given, by whoever painted it, who is no guest. Said,
/// never denied: "Nobody painted ..." is not read.
fn someone_painted<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (i, _) = any_kw(cx, &["someone", "somebody", "they"])(i)?;
    let (i, _) = opt(any_kw(cx, &["has", "have", "had"])).parse(i)?;
    let (i, (_, verb_at)) = spanned(cx, phrase(cx, "painted")).parse(i)?;
    let (i, place) = np(cx, i)?;
    if !names_a_place(cx, &place) {
        return cx.fail_expecting(i, "a place, such as \"house 2\"");
    }
    let (rest, color) = slot(cx, Category::COLOR)(i)?;
    let predicate = Predicate {
        at: verb_at.start..color.at.end,
        negation: None,
        rule: "someone-painted",
        kind: PredicateKind::Has(Category::COLOR, color),
    };
    Ok((rest, said_of(place, predicate)))
}

/// "Countess Ashby's dress was blue."; "The Spaniard's mother's name is June": what of hers, in
/// words of the riddle's own, and a value it named, which says its category.
fn possessive_attribute<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (i, subject) = alt((
        |i| {
            let (i, subject) = np(cx, i)?;
            let (i, _) = possessive(cx)(i)?;
            Ok((i, subject))
        },
        // "..., and his drink is milk": the guest mentioned last.
        |i| {
            let (rest, (_, at)) = spanned(cx, any_kw(cx, &["her", "his"])).parse(i)?;
            let owner = Np {
                at,
                rules: vec!["her"],
                head: Head::Pronoun(super::syntax::Pronoun::Possessive),
                modifiers: vec![],
            };
            Ok((rest, owner))
        },
    ))
    .parse(i)?;
    if phrase_match::attribute(cx, i).is_err() {
        let start = cx.at(skip(i));
        let mut at = i;
        for _ in 0..MAX_ATTRIBUTE_WORDS {
            let (after, word) = match cx.word(at) {
                Some((w, _)) if w.split('-').any(|part| NEIGHBOUR_WORDS.contains(&part)) => break,
                Some((w, after)) if w.starts_with(char::is_lowercase) => (after, w),
                _ => break,
            };
            let after = possessive(cx)(after).map_or(after, |(rest, ())| rest);
            if let Ok((value_at, negation)) = phrase_match::be(cx, after)
                && let Some((rest, category, term)) = phrase_match::any_known(cx, value_at)
                && names_its_category(cx, word, category)
            {
                let predicate = Predicate {
                    at: start..term.at.end,
                    negation,
                    rule: "possessive-attribute",
                    kind: PredicateKind::Has(category, term),
                };
                return Ok((rest, said_of(subject, predicate)));
            }
            at = after;
        }
    }
    let (i, ((rule, category), at)) = spanned(cx, |i| phrase_match::attribute(cx, i)).parse(i)?;
    let (i, negation) = phrase_match::be(cx, i)?;
    let (i, term) = listed(cx, i, category)?;
    let predicate = Predicate {
        at: at.start..term.at.end,
        negation,
        rule,
        kind: PredicateKind::Has(category, term),
    };
    Ok((i, said_of(subject, predicate)))
}

/// Whether the noun said after a possessive names what its value is: a word of the value's
/// category's key ("The Spaniard's mother's name is June" of the "mother's name"), or a garment
/// for what is worn ("Lady Ash's hat was white"). "The green house's roof is white" names
/// something else of the house, whose color is unsaid; "Her house is green" names hers, as
/// the houses of a row are told apart by their colors.
fn names_its_category(cx: &Cx, noun: &str, category: Category) -> bool {
    let lower = singular(&noun.to_ascii_lowercase());
    let key = cx.known.key(category);
    (key.split([' ', '-']))
        .map(|w| singular(w.trim_end_matches("'s")))
        .any(|w| w == lower)
        || (GARMENTS.contains(&lower.as_str()) && super::phrases::worn(category))
        || (category == Category::COLOR && (PLACES.contains(&lower.as_str()) || lower == "home"))
}

/// "The coat of Mathilde was blue", "The breed of the winner was whippet": the possessive
/// said with "of", as French and older English say it. The noun must say what the value is (a
/// noun of `phrase_match::attribute`, a garment for what is worn, or the name of the value's
/// own category): "the neighbour of Lady Ash was the Dane" is about someone else.
fn attribute_of<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (noun_at, _) = kw(cx, "the")(i)?;
    let start = cx.at(skip(noun_at));
    let Some((noun, after)) = cx.word(noun_at) else {
        return unread(i);
    };
    let (i, _) = kw(cx, "of")(after)?;
    let (i, subject) = np(cx, i)?;
    let (value_at, negation) = phrase_match::be(cx, i)?;
    let Some((rest, category, term)) = phrase_match::any_known(cx, value_at) else {
        return cx.fail_expecting(value_at, "a value");
    };
    let lower = singular(&noun.to_ascii_lowercase());
    let says_it = phrase_match::attribute(cx, noun_at).is_ok_and(|(_, (_, c))| c == category)
        || (GARMENTS.contains(&lower.as_str()) && super::phrases::worn(category))
        || category.to_string() == lower;
    if !says_it {
        return cx.fail_expecting(value_at, "a value of what the noun names");
    }
    let predicate = Predicate {
        at: start..term.at.end,
        negation,
        rule: "attribute-of",
        kind: PredicateKind::Has(category, term),
    };
    Ok((rest, said_of(subject, predicate)))
}

/// Statements about all the guests at once.
fn group<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    alt((
        |i| {
            // "Their dresses were orange, black, ... and yellow"
            let (i, _) = kw(cx, "their")(i)?;
            let (i, (_, category)) = phrase_match::attribute(cx, i)?;
            let (i, _) = any_kw(cx, &["were", "are"])(i)?;
            let (i, values) = list(cx, i, |i| listed(cx, i, category))?;
            Ok((
                i,
                Clause::Group(Group::Different("group-listed", category, values)),
            ))
        },
        |i| {
            let (i, _) = group_subject(cx, i)?;
            let (i, group) = alt((
                |i| row(cx, i),
                |i| different(cx, i),
                |i| listed_by_verb(cx, i),
            ))
            .parse(i)?;
            Ok((i, Clause::Group(group)))
        },
    ))
    .parse(i)
}

fn group_subject<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, ()> {
    let (i, _) = alt((
        value((), (kw(cx, "they"), opt(kw(cx, "all")))),
        value(
            (),
            (kw(cx, "the"), any_kw(cx, &["women", "guests", "ladies"])),
        ),
        value((), phrase(cx, "all the guests")),
        value((), phrase(cx, "all of them")),
        value((), phrase(cx, "each of them")),
        value(
            (),
            (
                kw(cx, "each"),
                opt(any_kw(cx, &["guest", "lady", "woman", "one"])),
            ),
        ),
        value((), kw(cx, "everyone")),
    ))
    .parse(i)?;
    let (i, _) = opt(kw(cx, "all")).parse(i)?;
    Ok((i, ()))
}

/// "sat in a row", "sat side by side in a row", "were seated in a row of five chairs,
/// numbered one to five from the left".
fn row<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Group> {
    let (i, _) = any_kw(cx, &["sat", "were", "sit", "are"])(i)?;
    let (i, _) = opt(any_kw(cx, &["seated", "down"])).parse(i)?;
    let (i, _) = opt(phrase(cx, "side by side")).parse(i)?;
    let (i, _) = kw(cx, "in")(i)?;
    let (i, _) = kw(cx, "a")(i)?;
    let (i, _) = opt(any_kw(cx, &["single", "straight"])).parse(i)?;
    let (i, _) = any_kw(cx, &["row", "line"])(i)?;
    let (i, _) = opt((kw(cx, "of"), |i| count(cx, i), any_kw(cx, PLACES_PLURAL))).parse(i)?;
    let (i, _) = opt((
        opt(punct(cx, ',')),
        kw(cx, "numbered"),
        |i| count(cx, i),
        kw(cx, "to"),
        |i| count(cx, i),
        phrase(cx, "from the left"),
    ))
    .parse(i)?;
    Ok((i, Group::Row))
}

/// "They all wore different colors", with the values perhaps listed after a colon.
fn different<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Group> {
    let (i, _) = any_kw(
        cx,
        &[
            "wore", "had", "drank", "owned", "carried", "brought", "came", "were",
        ],
    )(i)?;
    let (i, _) = opt(any_kw(cx, &["from", "with"])).parse(i)?;
    let (i, _) = kw(cx, "different")(i)?;
    let (i, (_, category)) = phrase_match::attribute(cx, i)?;
    let listed_after = (
        |i| punct(cx, ':')(i),
        |i| list(cx, i, |i| listed(cx, i, category)),
    );
    let (i, values) = opt(listed_after).parse(i)?;
    Ok((
        i,
        Group::Different(
            "group-different",
            category,
            values.map(|(_, v)| v).unwrap_or_default(),
        ),
    ))
}

/// "they drank beer, wine, gin, rum and port", "each had brought an heirloom: a Diamond, ...":
/// a predicate of the phrase table with a list where its value stands.
fn listed_by_verb<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Group> {
    alt((
        |i| {
            let (i, (negation, _, kind)) = phrase_match::predicate(cx, i)?;
            let PredicateKind::Has(category, first) = kind else {
                return cx.fail_expecting(i, "a list of values");
            };
            if negation.is_some() {
                return cx.fail_expecting(i, "a list of values");
            }
            let (i, values) = more_items(cx, i, vec![first], |i| listed(cx, i, category))?;
            if values.len() < 2 {
                return cx.fail_expecting(i, "a list of values");
            }
            Ok((i, Group::Different("group-listed", category, values)))
        },
        |i| {
            // A verb, then the category's noun and a colon: "had brought an heirloom: ...".
            let mut i = i;
            for _ in 0..4 {
                if let Ok((after, (_, category))) = phrase_match::attribute(cx, i)
                    && let Ok((after, ())) = punct(cx, ':')(after)
                {
                    let (i, values) = list(cx, after, |i| listed(cx, i, category))?;
                    return Ok((i, Group::Different("group-listed", category, values)));
                }
                match cx.word(i) {
                    Some((_, rest)) => i = rest,
                    None => break,
                }
            }
            cx.fail_expecting(i, "a list of values")
        },
    ))
    .parse(i)
}

/// Whether nothing but spaces and end punctuation is left.
pub fn at_end(i: &str) -> bool {
    skip(i)
        .trim_start_matches(['.', '!', '?', '"', '\'', ' ', ')'])
        .is_empty()
}
