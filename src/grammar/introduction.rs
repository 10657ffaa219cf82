//! The introduction of a puzzle told as a story, before its clues: "Six friends (Greta, Hamid,
//! Ines, Jorge, Kasia and Lorenzo) each rent one floor of a narrow six-storey building.", "The
//! cars were a Kia, a Subaru, a Toyota and a Volvo, and each was a different color: black, red,
//! silver or white.", "Shirt: Black, Blue, Green". Such a sentence is read for its lists alone,
//! whatever the words around them: each list is named by the noun before it (a kind the reader
//! knows, people, or a category of the riddle's own), and a number before a place noun counts
//! the places. Only sentences before the first clue are read so, and only when no other form
//! reads them: a clue is never taken apart this way.

use super::phrase_match;
use super::phrases::{self, NUMBERS, PERSON_NOUNS, PLACES, PLACES_PLURAL};
use super::sentence::singular;
use super::syntax::Term;
use super::words::Cx;
use crate::vocabulary::Category;

/// What an introduction says: who the guests are, how many places there are and what they are
/// called, and the values of categories, each with its key.
#[derive(Debug, Default)]
pub struct Introduced {
    pub guests: Vec<Term>,
    pub places: Option<(u8, &'static str)>,
    pub lists: Vec<(String, Category, Vec<Term>)>,
    /// Whether a noun for people named the guests ("four Grandmas: ..."), rather than none.
    pub named_people: bool,
    /// What the guests are when they are things counted before their list ("4 books on a
    /// shelf: Space Pirates, ..."), in the singular.
    pub things: Option<String>,
    /// A count of people or things and a list of names after it that disagree: how many were
    /// counted and how many named. No guest list is read from it.
    pub miscounted: Option<(usize, usize)>,
}

/// Whether `noun` names people: "friends", "guest", "Grandmas".
pub fn is_people(noun: &str) -> bool {
    let lower = noun.to_ascii_lowercase();
    let one = singular(&lower);
    PEOPLE.contains(&lower.as_str())
        || PEOPLE.contains(&format!("{one}s").as_str())
        || PERSON_NOUNS.contains(&one.as_str())
}

/// Nouns for people, whose list is the guest list: "Six friends (Greta, ...)", "The runners
/// are Asha, ...".
const PEOPLE: &[&str] = &[
    "people",
    "persons",
    "friends",
    "sisters",
    "brothers",
    "children",
    "kids",
    "runners",
    "neighbours",
    "neighbors",
    "residents",
    "tenants",
    "guests",
    "women",
    "men",
    "students",
    "players",
    "grandmas",
    "grandpas",
    "moms",
    "dads",
    "mothers",
    "fathers",
    "girls",
    "boys",
    "ladies",
    "names",
    "name",
    "they",
    // "Six of them came into the final mile together - Hale, Moreau, ... -".
    "them",
    "belonged",
    "owners",
    "members",
    "partners",
    "colleagues",
    "cousins",
    "workers",
    "athletes",
    "contestants",
    "passengers",
    "diners",
    "couples",
    "families",
    "pupils",
    "classmates",
    "teammates",
    "roommates",
    "housemates",
    "flatmates",
    "coworkers",
    "co-workers",
    "employees",
    "siblings",
    "relatives",
    "visitors",
    "travellers",
    "travelers",
    "tourists",
    "customers",
    "patients",
    "suspects",
    "witnesses",
    "teachers",
    "musicians",
    "dancers",
    "singers",
    "artists",
    "authors",
    "writers",
    "knights",
    "pirates",
    "sailors",
    "soldiers",
    // Who comes again and again: "the same five regulars get on at the first stop: ...".
    "regulars",
    // A show's or a contest's entries, people or not: "The dogs were Biscuit, Luna, ...",
    // whom a judge places first to last.
    "entrants",
    "entries",
    "competitors",
    "finalists",
    "dogs",
    "horses",
    // What sits at a table or stands in a line is its guests: "Sitting there are Sophie, ...".
    "sitting",
    "seated",
    "standing",
];

/// Whether `noun` names things that take the places of the row themselves, as guests do: ships
/// in a race, boats at a mooring.
fn is_row_of_things(noun: &str) -> bool {
    ROW_THINGS.contains(&noun.to_ascii_lowercase().as_str())
}

/// Nouns for things that take places of their own, whose list is the row when no one was named
/// before it: "The vessels were our own Albatross, the Kestrel, ...". Not cars, whose list is
/// often their drivers' ("The cars were a Kia, a Subaru, ...", after the drivers).
const ROW_THINGS: &[&str] = &["vessels", "ships", "boats", "yachts", "barges", "floats"];

/// Words that say nothing of what a list is: "each has a different job (...)".
const FILLER: &[&str] = &[
    "a",
    "an",
    "the",
    "of",
    "different",
    "unique",
    "own",
    "his",
    "her",
    "their",
    "its",
    "each",
    "every",
    "one",
    "is",
    "are",
    "was",
    "were",
    "has",
    "have",
    "had",
    "with",
    "and",
    "in",
    "on",
    "by",
    "to",
    "for",
    "favorite",
    "favourite",
    "certain",
    "some",
    "kind",
    "type",
    "brand",
    "make",
    "something",
    "them",
    "also",
    "who",
    "which",
    "that",
    // "\"the Partners\" means Ms Harcourt, ...": the verb of a definition, after its noun.
    "means",
    "mean",
    // "the colours being silver, ...", "a different department, namely Probate, ...".
    "being",
    "namely",
    // "each from a different port, these being Falmouth, ...": the noun before them says.
    "these",
    "those",
    // "Sitting there are ...": the place said before, no noun of the list.
    "there",
];

/// Places as stories name them, beyond `PLACES`: "eight houses", "spaces numbered 1 to 4".
const MORE_PLACES: &[(&str, &str)] = &[
    ("spots", "position"),
    ("cottages", "house"),
    ("rooms", "position"),
    ("storeys", "floor"),
    ("stories", "floor"),
    // "five plots in a row" (allotments, gardens): places along a path.
    ("plots", "position"),
];

/// The items of a list, by their byte ranges in `text`, as terms.
fn terms_of(text: &str, items: &[(usize, usize)]) -> Vec<Term> {
    (items.iter())
        .map(|&(s, e)| Term {
            text: text[s..e].to_string(),
            at: s..e,
        })
        .collect()
}

/// The lists of `text` (a sentence of the introduction), read with what `cx` knows.
pub fn introduction<'a>(cx: &Cx<'a>, text: &'a str) -> Introduced {
    let mut out = Introduced {
        places: places(text),
        ..Introduced::default()
    };
    // Parentheses first, then colons, then lists running in the sentence: each region is read
    // once, by the first of these that finds a list in it.
    let mut taken = vec![false; text.len()];
    let mut found: Vec<(usize, Vec<(usize, usize)>)> = Vec::new();
    // Where the lists set apart from the sentence start (in parentheses, between dashes, after
    // a colon), as a list in apposition is: "Four of us squeezed onto the bench - Gwen, ... -".
    let mut set_apart = std::collections::BTreeSet::new();
    let mut at = 0;
    while let Some(open) = text[at..].find('(').map(|k| at + k) {
        let Some(close) = text[open..].find(')').map(|k| open + k) else {
            break;
        };
        if let Some(items) = items(text, open + 1, close, false).filter(|i| i.len() >= 3) {
            found.push((open, items));
            set_apart.insert(open);
            taken[open..=close].fill(true);
        }
        at = close + 1;
    }
    // "Six of them came into the final mile together - Hale, Moreau, ... - and it came down to
    // a sprint", "each in town for something different - a conference, a wedding, ... -": a
    // list between two dashes, read as one in parentheses.
    let dashes: Vec<(usize, usize)> = [" - ", " – ", " — "]
        .iter()
        .flat_map(|d| text.match_indices(d).map(|(k, d)| (k, k + d.len())))
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    for pair in dashes.windows(2) {
        let [(open, after_open), (close, after_close)] = [pair[0], pair[1]];
        if taken[open..after_close].iter().any(|t| *t) {
            continue;
        }
        if let Some(items) = items(text, after_open, close, false).filter(|i| i.len() >= 3) {
            found.push((open, items));
            set_apart.insert(open);
            taken[open..after_close].fill(true);
        }
    }
    for (colon, _) in text.match_indices(':') {
        if taken[colon] {
            continue;
        }
        // The list runs to the next label ("Shirt: Black, Blue Name: Andrea, ...") or the end.
        let end = next_label(text, colon + 1).unwrap_or(text.len());
        if let Some(items) = items(text, colon + 1, end, false).filter(|i| i.len() >= 3) {
            taken[colon..end].fill(true);
            found.push((colon, items));
            set_apart.insert(colon);
        }
    }
    // "One of them is the bride, one the groom, ... and one the father of the bride": a value
    // for each, the verb said once. Read before the lists running in the sentence, which would
    // take "the groom" for an item without its "one".
    let each_one = one_each(text);
    if let Some(items) = &each_one {
        let (from, to) = (items[0].0, items[items.len() - 1].1);
        taken[from..to].fill(true);
    }
    // A run may hold two lists: "likes a different fruit among Apple, ... and Papaya and
    // belongs to a different city among Pune, ...": read on after each.
    // "The dogs were Biscuit, ... and Pepper; between them there was a whippet, ...": a
    // semicolon ends a list running in the sentence.
    let mut runs = taken.clone();
    for (k, _) in text.match_indices(';') {
        runs[k] = true;
    }
    for (start, end) in free_runs(&runs) {
        let mut start = start;
        loop {
            if let Some((from, items)) = running_list(text, start, end) {
                start = items.last().map_or(end, |&(_, e)| e);
                found.push((from, items));
                continue;
            }
            // "In this note, \"the Players\" means Ann, Bo and Cy", "Each Partner drives one
            // vehicle, the vehicles being a Volvo, ...": a list may start after the words
            // before a comma, which lead up to it.
            match text[start..end].find(',') {
                Some(k) => start += k + 1,
                None => break,
            }
        }
    }
    found.sort_by_key(|(at, _)| *at);
    let mut last_end = 0;
    for (at, items) in found {
        let noun = noun_before(text, last_end, at);
        let before = &text[last_end.min(at)..at];
        let apart = set_apart.contains(&at);
        let party = party_count(before, apart);
        let things = counted_things(cx, before).filter(|_| apart);
        // "Six children have won front-row seats at the magic show: Bella, Omar, ...": people
        // named before the list, though another noun stands just before it.
        // "one to a ship" is a count, no noun for people: words that say nothing of a list
        // say nothing of people either.
        let people_before = before
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !FILLER.contains(w))
            .any(|w| !w.is_empty() && w.starts_with(char::is_lowercase) && is_people(w))
            || lives_before(before)
            || sat_before(before)
            || party == Some(items.len());
        last_end = items.last().map_or(at, |&(_, end)| end);
        let terms = terms_of(text, &items);
        let capitalised = terms.iter().all(|t| t.text.starts_with(char::is_uppercase));
        let of_people = noun.is_none_or(is_people) || people_before;
        let unclaimed = out.guests.is_empty() && cx.known.guests.is_empty();
        let agrees = party.is_none_or(|c| c == items.len());
        if unclaimed && capitalised && of_people && agrees && known_kind(&terms).is_none() {
            out.named_people = noun.is_some_and(is_people) || people_before;
            out.guests = terms;
            continue;
        }
        // "There are 4 books on a shelf, next to each other in a row: Space Pirates, The Lost
        // Kitten, ...": things counted, as many as the list after the colon names, are the row.
        // "The vessels were our own Albatross, the Kestrel, ...": things that take places of
        // their own, named by their noun, are the row where no one was named before them.
        if unclaimed
            && capitalised
            && known_kind(&terms).is_none()
            && let Some(noun) = noun.filter(|n| is_row_of_things(n))
        {
            out.things = Some(singular(&noun.to_ascii_lowercase()));
            out.guests = titles(text, &items);
            continue;
        }
        if unclaimed
            && capitalised
            && known_kind(&terms).is_none()
            && let Some((count, things)) = things
        {
            if count == items.len() {
                out.things = Some(things);
                out.guests = titles(text, &items);
                continue;
            }
            out.miscounted.get_or_insert((count, items.len()));
        }
        // "The five were Ann, Bo, Cy and Di": the count and the list disagree, and a name left
        // out (or one too many) would make a riddle of other guests.
        if unclaimed
            && capitalised
            && let Some(count) = party.filter(|c| *c != items.len())
        {
            out.miscounted.get_or_insert((count, items.len()));
        }
        // One value a place: a list of another length is no category of the row ("(from our
        // perspective, not the Mom's perspectives)").
        let places = [
            out.guests.len(),
            cx.known.guests.len(),
            out.places.map_or(0, |(n, _)| usize::from(n)),
        ]
        .into_iter()
        .find(|n| *n > 0);
        if places.is_some_and(|n| n != terms.len()) {
            continue;
        }
        let pending: Vec<String> = out.lists.iter().map(|(k, _, _)| k.clone()).collect();
        let category = noun
            .and_then(|n| phrase_match::attribute(cx, n).ok().map(|(_, (_, c))| c))
            .filter(|c| *c != Category::NAME)
            .or_else(|| noun.and_then(|n| Category::by_key(&singular(&n.to_ascii_lowercase()))))
            .or_else(|| known_kind(&terms));
        let (key, category) = match (category, noun) {
            (Some(c), _) => (c.to_string(), c),
            (None, Some(n)) if n.chars().all(|c| c.is_ascii_alphabetic()) => {
                let key = singular(&n.to_ascii_lowercase());
                let category = cx.known.category(&key, &pending);
                (key, category)
            }
            _ => continue,
        };
        if out.lists.iter().any(|(k, ..)| *k == key) {
            continue;
        }
        out.lists.push((key, category, terms));
    }
    if let Some(items) = each_one {
        let terms = terms_of(text, &items);
        let places = out.guests.len().max(cx.known.guests.len());
        if places == 0 || places == terms.len() {
            // No noun names what they are: a kind the reader knows, else the roles they have.
            let pending: Vec<String> = out.lists.iter().map(|(k, _, _)| k.clone()).collect();
            let (key, category) = match known_kind(&terms) {
                Some(kind) => (kind.to_string(), kind),
                None => ("role".to_string(), cx.known.category("role", &pending)),
            };
            if !out.lists.iter().any(|(k, ..)| *k == key) {
                out.lists.push((key, category, terms));
            }
        }
    }
    out
}

/// The items of a list of things by their titles, each with its "The" where the list wrote
/// it with a capital inside the sentence: "Space Pirates, The Lost Kitten and The Magic Tree"
/// are three books, one called "The Lost Kitten"; "the Kestrel" in lower case is still only
/// an article.
fn titles(text: &str, items: &[(usize, usize)]) -> Vec<Term> {
    let items: Vec<(usize, usize)> = (items.iter())
        .map(|&(s, e)| match text[..s].strip_suffix("The ") {
            Some(before) if !before.trim_end().is_empty() => (s - "The ".len(), e),
            _ => (s, e),
        })
        .collect();
    terms_of(text, &items)
}

/// The words of `text`, as a story counts them: apostrophes and hyphens inside a word.
fn words_of(text: &str) -> Vec<&str> {
    text.split(|c: char| !c.is_alphanumeric() && c != '-' && c != '\'')
        .filter(|w| !w.is_empty() && *w != "-")
        .collect()
}

/// A count in words or digits: "five", "5".
fn count_of(word: &str) -> Option<usize> {
    NUMBERS
        .iter()
        .position(|n| n.eq_ignore_ascii_case(word))
        .map(|k| k + 1)
        .or_else(|| word.parse().ok().filter(|n| (1..=99).contains(n)))
}

/// How many people the words `before` a list count, where they count the people it names:
/// "Four of us squeezed onto the bench - Gwen, Colin, Doreen and Maisie -" (a party counted,
/// and the list set apart from the sentence, as an apposition is), "The five were Brother
/// Oswin, ..." (the count as the subject, the list straight after its verb). A list running on
/// in the sentence after a party counted ("Four of us visited Ann, Bo, Cy and Di") names
/// others. The list is the guests only when it names as many.
fn party_count(before: &str, set_apart: bool) -> Option<usize> {
    let words = words_of(before);
    let is = |w: &str, set: &[&str]| set.iter().any(|s| s.eq_ignore_ascii_case(w));
    let party = |k: usize| {
        count_of(words[k]).filter(|_| {
            words.get(k + 1).is_some_and(|w| is(w, &["of"]))
                && words.get(k + 2).is_some_and(|w| is(w, &["us", "them"]))
        })
    };
    if set_apart && let Some(n) = (0..words.len()).find_map(party) {
        return Some(n);
    }
    // "The five were ...", "The four of us were ...": the count just before the verb.
    let (verb, said) = words.split_last()?;
    let count = match said {
        [.., count, of, them] if is(of, &["of"]) && is(them, &["us", "them"]) => count,
        [.., count] => count,
        [] => return None,
    };
    count_of(count).filter(|_| is(verb, &["were", "are"]))
}

/// The things the words `before` a list count, how many and what they are in the singular:
/// "There are 4 books on a shelf, next to each other in a row: ..." (4, book). None where the
/// noun names people, places, or a kind of value ("four colours"): those lists are no row of
/// things. The list is the row only when it names as many.
fn counted_things<'a>(cx: &Cx<'a>, before: &'a str) -> Option<(usize, String)> {
    let words = words_of(before);
    let (k, n) =
        (0..words.len().saturating_sub(1)).find_map(|k| count_of(words[k]).map(|n| (k, n)))?;
    let noun = words[k + 1];
    let lower = noun.to_ascii_lowercase();
    let place = PLACES_PLURAL.contains(&lower.as_str())
        || MORE_PLACES.iter().any(|(p, _)| *p == lower)
        || PLACES.contains(&lower.as_str());
    let kind = phrase_match::attribute(cx, noun).is_ok()
        || Category::by_key(&singular(&lower)).is_some()
        || FILLER.contains(&lower.as_str());
    let plural =
        lower.len() > 2 && lower.ends_with('s') && lower.chars().all(|c| c.is_ascii_alphabetic());
    (plural && !place && !kind && !is_people(noun)).then(|| (n, singular(&lower)))
}

/// Whether `before` (the words before a list) sets the scene and then a verb of sitting, the
/// subject after it: "At dinner sat Lady Ash, ...", "Around the fire were ...". The scene is
/// a preposition and lower-case words: with a name in it ("Beside Lady Ash sat ...") the
/// sentence is a clue about a guest.
fn sat_before(before: &str) -> bool {
    let words = words_of(before);
    let is = |w: &str, set: &[&str]| set.iter().any(|s| s.eq_ignore_ascii_case(w));
    let [first, scene @ .., verb] = &words[..] else {
        return false;
    };
    is(first, SCENE_PREPOSITIONS)
        && is(
            verb,
            &[
                "sat", "sit", "sits", "stood", "stand", "stands", "were", "was",
            ],
        )
        && !scene.is_empty()
        && scene.iter().all(|w| w.starts_with(char::is_lowercase))
        && !scene.iter().any(|w| is(w, SCENE_PLACES))
}

/// Words of a scene that make it a place of the row ("At the far left sat ..."): a clue's.
const SCENE_PLACES: &[&str] = &[
    "left", "right", "end", "ends", "middle", "center", "centre", "head", "foot", "front", "back",
    "first", "last",
];

/// Prepositions that set a scene before a verb of sitting and its subject: "At dinner sat ...",
/// "Around the table sat ...".
const SCENE_PREPOSITIONS: &[&str] = &[
    "at", "around", "round", "on", "along", "in", "inside", "aboard", "beneath", "under",
];

/// Whether `before` (the words before a list) ends in a verb of living: "In the houses live
/// Lucía, Pablo, ...", "In the first house lives ...": whoever lives there is a person.
fn lives_before(before: &str) -> bool {
    let last = before
        .split(|c: char| !c.is_alphanumeric())
        .rfind(|w| !w.is_empty())
        .unwrap_or("");
    ["live", "lives", "lived"]
        .iter()
        .any(|w| w.eq_ignore_ascii_case(last))
}

/// "One of them is the bride, one the groom, one the best man and one the father of the
/// bride", "one was a doctor, one a nurse, ...": each part after the first starts with "one"
/// and leaves the verb unsaid. The items, without their article; None unless every part is one
/// of one to four words.
fn one_each(text: &str) -> Option<Vec<(usize, usize)>> {
    let lower = text.to_ascii_lowercase();
    let opening = ["one of them is ", "one of them was ", "one is ", "one was "]
        .iter()
        .filter_map(|o| lower.find(o).map(|k| (k, k + o.len())))
        .filter(|&(k, _)| k == 0 || !lower.as_bytes()[k - 1].is_ascii_alphanumeric())
        .min()?;
    let end = lower[opening.1..]
        .find(['.', ';', '!', '?', '(', ':'])
        .map_or(lower.len(), |k| opening.1 + k);
    let mut items = Vec::new();
    let mut at = opening.1;
    let mut first = true;
    for part in lower[opening.1..end].split(',') {
        let base = at;
        at += part.len() + 1;
        // "one the groom and one the father of the bride": a last part holds two.
        for (k, piece) in part.split(" and ").enumerate() {
            let offset = base
                + part
                    .split(" and ")
                    .take(k)
                    .map(|p| p.len() + 5)
                    .sum::<usize>();
            let lead = piece.len() - piece.trim_start().len();
            let mut s = offset + lead;
            let words: Vec<&str> = piece.split_whitespace().collect();
            let mut words = &words[..];
            if first {
                first = false;
            } else {
                let ["one", rest @ ..] = words else {
                    return None;
                };
                s += "one ".len();
                words = rest;
            }
            if let [article, rest @ ..] = words
                && ["the", "a", "an"].contains(article)
            {
                s += article.len() + 1;
                words = rest;
            }
            if words.is_empty() || words.len() > 4 {
                return None;
            }
            let e = s + words.join(" ").len();
            if lower[s..e] != words.join(" ") {
                return None;
            }
            items.push((s, e));
        }
    }
    (items.len() >= 3).then_some(items)
}

/// The known kind most of whose items are its well-known words ("a Dane, a Swede, ... and a
/// Finn"), where no item is another kind's.
fn known_kind(terms: &[Term]) -> Option<Category> {
    let texts: Vec<&str> = terms.iter().map(|t| t.text.as_str()).collect();
    phrases::known_kind(&texts)
}

/// "six houses", "four floors", "spaces numbered 1 to 4", "positions 1 to 8": how many places,
/// and what they are called.
fn places(text: &str) -> Option<(u8, &'static str)> {
    let words: Vec<&str> = text
        .split(|c: char| !c.is_alphanumeric() && c != '-')
        .filter(|w| !w.is_empty())
        .collect();
    let place_of = |w: &str| -> Option<&'static str> {
        let lower = w.to_ascii_lowercase();
        PLACES_PLURAL
            .iter()
            .position(|p| *p == lower)
            .map(|at| PLACES[at])
            .or_else(|| {
                MORE_PLACES
                    .iter()
                    .find(|(p, _)| *p == lower)
                    .map(|(_, to)| *to)
            })
    };
    let count = |w: &str| -> Option<u8> {
        NUMBERS
            .iter()
            .position(|n| n.eq_ignore_ascii_case(w))
            .map(|k| k as u8 + 1)
            .or_else(|| w.parse().ok())
    };
    for (k, w) in words.iter().enumerate() {
        // "a six-storey building", "a five-house street".
        if let Some((number, noun)) = w.split_once('-')
            && let Some(n) = count(number)
            && let Some(place) = place_of(&format!("{noun}s"))
        {
            return Some((n, place));
        }
        let Some(place) = place_of(w) else { continue };
        // "finished two places behind", "beaten by three positions", "two houses between
        // them": a distance between two places, said in a clue, not how many there are.
        let relates = words
            .get(k + 1)
            .is_some_and(|next| DISTANCE_AFTER.contains(&next.to_ascii_lowercase().as_str()));
        // "six houses", "six beach huts": a count a word or two before.
        for back in 1..=2 {
            if let Some(n) = k.checked_sub(back).and_then(|b| count(words[b])) {
                let by = k.checked_sub(back + 1).is_some_and(|b| {
                    ["by", "than"].contains(&words[b].to_ascii_lowercase().as_str())
                });
                if relates || by {
                    break;
                }
                return Some((n, place));
            }
        }
        // "spaces numbered 1 to 4", "positions 1 to 8".
        let ahead: Vec<&str> = words[k + 1..].iter().take(4).copied().collect();
        let to = ahead.iter().position(|w| w.eq_ignore_ascii_case("to"));
        if let Some(to) = to
            && let Some(n) = ahead.get(to + 1).and_then(|w| count(w))
        {
            return Some((n, place));
        }
    }
    None
}

/// Words after "N places" that make it a distance between two places rather than their count:
/// "two places below", "three seats apart", "two houses between".
const DISTANCE_AFTER: &[&str] = &[
    "above",
    "after",
    "ahead",
    "apart",
    "away",
    "before",
    "behind",
    "below",
    "between",
    "down",
    "earlier",
    "from",
    "higher",
    "later",
    "left",
    "lower",
    "right",
    "separate",
    "separated",
    "separating",
    "to",
    "up",
];

/// Where the next label of a list of lists starts: "Name" in "White Name: Andrea".
fn next_label(text: &str, from: usize) -> Option<usize> {
    let rest = &text[from..];
    let colon = rest.find(':')?;
    let before = rest[..colon].trim_end();
    let word_start = before
        .rfind(|c: char| !c.is_alphanumeric())
        .map_or(0, |k| k + 1);
    Some(from + word_start)
}

/// The items of the list between `start` and `end`: parted by commas and a last "and" or "or",
/// each of one to four words after an article. None when any part is no item.
fn items(text: &str, start: usize, end: usize, last_runs_on: bool) -> Option<Vec<(usize, usize)>> {
    let region = &text[start..end];
    let region_end = region
        .trim_end()
        .trim_end_matches(['.', ';', '!'])
        .trim_end()
        .len();
    let mut parts: Vec<(usize, usize)> = Vec::new();
    let mut at = 0;
    let pieces: Vec<&str> = region[..region_end].split(',').collect();
    for (k, piece) in pieces.iter().enumerate() {
        let base = start + at;
        at += piece.len() + 1;
        // "June and Kit", "or sketching": a part may hold two items, or an item after its joiner.
        let mut sub = 0;
        let mut joined = joiners(piece);
        // "Guava and Papaya and each of them belongs ...": where the sentence runs on, its next
        // clause starts at the second joiner of the last part, after the list's last item.
        let last = k + 1 == pieces.len();
        let mut piece_end = piece.len();
        if last_runs_on && last && joined.len() >= 2 {
            piece_end = joined[1].0;
            joined.truncate(1);
        }
        for (word, len) in joined {
            parts.push((base + sub, base + word));
            sub = word + len;
        }
        parts.push((base + sub, base + piece_end));
    }
    // "a Spaniard and a Japanese live side by side": the sentence runs on after the last item,
    // which is its capitalised words, or its first word.
    if last_runs_on && let Some(last) = parts.last_mut() {
        let words: Vec<(usize, &str)> = text[last.0..last.1]
            .split(' ')
            .scan(last.0, |at, w| {
                let here = *at;
                *at += w.len() + 1;
                Some((here, w))
            })
            .filter(|(_, w)| !w.is_empty())
            .skip_while(|(_, w)| {
                ["a", "an", "the", "and", "or", "some", "one"]
                    .iter()
                    .any(|a| w.eq_ignore_ascii_case(a))
            })
            .collect();
        let capitalised = words
            .iter()
            .take_while(|(_, w)| w.starts_with(char::is_uppercase))
            .count();
        if let Some(&(at, w)) = words.get(capitalised.max(1) - 1) {
            last.1 = at + w.len();
        }
    }
    let mut out = Vec::new();
    for (s, e) in parts {
        let item = item(text, s, e)?;
        if let Some(item) = item {
            out.push(item);
        }
    }
    Some(out)
}

/// Where the words "and" and "or" stand in a part of a list, and their lengths.
fn joiners(piece: &str) -> Vec<(usize, usize)> {
    let lower = format!("{} ", piece.to_ascii_lowercase());
    let mut out = Vec::new();
    for joiner in [" and ", " or "] {
        out.extend(
            lower
                .match_indices(joiner)
                .map(|(k, _)| (k + 1, joiner.len() - 2)),
        );
    }
    out.sort_unstable();
    out
}

/// One item between `s` and `e`, without its article and a leading "and"/"or": Some(None) for
/// an empty part (", and"), None for a part that is no item (too long, or not a word).
fn item(text: &str, s: usize, e: usize) -> Option<Option<(usize, usize)>> {
    let mut s = s;
    loop {
        let rest = &text[s..e];
        let trimmed = rest.trim_start();
        s += rest.len() - trimmed.len();
        let first = trimmed.split(' ').next().unwrap_or("");
        // "our own Albatross": the teller's, as "the" is anyone's.
        if [
            "and", "or", "a", "an", "the", "some", "one", "our", "my", "own",
        ]
        .iter()
        .any(|w| first.eq_ignore_ascii_case(w))
            && trimmed.len() > first.len()
        {
            s += first.len();
            continue;
        }
        if ["and", "or"].iter().any(|w| first.eq_ignore_ascii_case(w)) {
            return Some(None);
        }
        break;
    }
    let mut words = text[s..e].trim_end();
    // "(6, 7, or 8 years old)": the ages are the numbers.
    for unit in [" years old", " year old"] {
        if words.len() > unit.len() && words[words.len() - unit.len()..].eq_ignore_ascii_case(unit)
        {
            words = &words[..words.len() - unit.len()];
        }
    }
    // "a Japanese man", "an English woman": the nationality, which the clues name with or
    // without the noun ("the Japanese man", "the Japanese").
    if let Some((nationality, noun)) = words.split_once(' ')
        && ["man", "woman", "person", "lady", "gentleman"]
            .iter()
            .any(|n| noun.eq_ignore_ascii_case(n))
        && Category::NATIONALITY.is_known(nationality)
    {
        words = nationality;
    }
    // "Mrs Carr (each a \"Member\")": an aside after the last item is no part of it.
    if let Some((before, aside)) = words.split_once(" (")
        && aside.ends_with(')')
        && !aside[..aside.len() - 1].contains(['(', ')'])
    {
        // "myself (Captain Hale)": the teller, by the name the aside gives.
        let name = &aside[..aside.len() - 1];
        let teller = ["myself", "me", "I"]
            .iter()
            .any(|w| before.eq_ignore_ascii_case(w));
        if teller && name.starts_with(char::is_uppercase) {
            // The words start inside the aside now: after the pronoun and " (".
            s += before.len() + " (".len();
            words = name;
        } else {
            words = before.trim_end();
        }
    }
    if words.is_empty() {
        return Some(None);
    }
    // "(for Lily and Tom, ages 7 and 9)" after a title: words for whom, no values.
    let first = words.split_whitespace().next().unwrap_or("");
    if ["for", "from", "by", "to", "with", "at"]
        .iter()
        .any(|p| first.eq_ignore_ascii_case(p))
    {
        return None;
    }
    let count = words.split_whitespace().count();
    let wordy = words
        .chars()
        .all(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '\'' | '.' | '&'));
    (count <= 4 && wordy).then_some(Some((s, s + words.len())))
}

/// The stretches of `text` no parenthesis or colon list took.
fn free_runs(taken: &[bool]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = None;
    for (k, &t) in taken.iter().chain(std::iter::once(&true)).enumerate() {
        match (t, start) {
            (false, None) => start = Some(k),
            (true, Some(s)) => {
                out.push((s, k));
                start = None;
            }
            _ => {}
        }
    }
    out
}

/// A list running in the sentence: "The cars were a Kia, a Subaru, a Toyota and a Volvo", "Three
/// sisters, Ivy, June and Kit, sit ...". It starts after the last verb or preposition before its
/// first comma ("were", "are", "to", "live"), or at the first item after a count and its noun.
fn running_list(text: &str, start: usize, end: usize) -> Option<(usize, Vec<(usize, usize)>)> {
    // "The colours were red, ... and blue, the drinks were ...": a second list read on after
    // the first starts past the comma that ends it.
    let start = end - text[start..end].trim_start_matches(',').len();
    let region = &text[start..end];
    let first_comma = region.find(',')?;
    let head = &region[..first_comma];
    let lead = [
        " are ",
        " were ",
        " is ",
        " to ",
        " by ",
        " live ",
        " lives ",
        " include ",
        " named ",
        // "At dinner sat Lady Ash, ...": the subject after a verb of sitting (`sat_before`).
        " sat ",
        " stood ",
        // "\"the Partners\" means Ms Harcourt, Mr Pell, ...": a definition's list.
        " means ",
        // "the colours being silver, black, ...", "a different department, namely Probate,
        // ...": a list in apposition to the noun before.
        " being ",
        " namely ",
        // "likes a different fruit among Apple, Banana, ...": the choices it is one of.
        " among ",
        // "between them there was a whippet, a poodle, ...".
        " there was ",
        // "..., and they came from Baleton, Dunwall, ...": where they were from.
        " came from ",
        " come from ",
    ];
    let after_lead = lead
        .iter()
        .filter_map(|l| head.to_ascii_lowercase().rfind(l).map(|k| k + l.len()))
        .max();
    // "Three sisters, Ivy, June and Kit, sit": the count and noun are no item.
    let counted = head
        .split_whitespace()
        .next()
        .is_some_and(|w| NUMBERS.iter().any(|n| n.eq_ignore_ascii_case(w)));
    // "An Englishman, a Spaniard and a Japanese live ...": a list that opens the sentence.
    let opens = start == 0 && head.split_whitespace().count() <= 3;
    // "Five friends P, Q, R, S, and T are sitting": the sentence runs on after the last item.
    let after_people = after_lead
        .is_none()
        .then(|| first_after_people(head))
        .flatten()
        .filter(|_| counted);
    let (list_start, list_region_start) = match (after_lead, counted) {
        (Some(k), _) => (start + k, start + k),
        (None, true) => {
            let k = after_people.unwrap_or(first_comma + 1);
            (start + k, start + k)
        }
        (None, false) if opens => (start, start),
        (None, false) => return None,
    };
    // The list ends at the part after its "and"/"or" item: "Kit, sit on three chairs".
    let tail = &text[list_region_start..end];
    let mut list_end = end;
    let mut offset = 0;
    for part in tail.split(',') {
        let lower = part.to_ascii_lowercase();
        let joined = lower.trim_start().starts_with("and ")
            || lower.trim_start().starts_with("or ")
            || lower.contains(" and ")
            || lower.contains(" or ");
        offset += part.len();
        if joined {
            list_end = list_region_start + offset;
            break;
        }
        offset += 1;
    }
    let runs_on = (list_end == end && !text[..end].trim_end().ends_with(['.', '!']))
        || after_people.is_some();
    let items = items(text, list_region_start, list_end, runs_on || list_end < end)?;
    // "No two cars are of the same colour, the colours being silver, black, ...": an item
    // with a verb that leads a list of its own is no item, and the list starts after it.
    if (items.iter()).any(|&(s, e)| {
        let item = format!(" {} ", text[s..e].to_ascii_lowercase());
        lead.iter().any(|l| item.contains(l))
    }) {
        return None;
    }
    // A list of another length than the count before it ("Five students") is not the one
    // counted: a name it left out would make a riddle of one guest fewer.
    let mut words = head.split_whitespace();
    let (count, noun) = (words.next().unwrap_or(""), words.next().unwrap_or(""));
    let said = NUMBERS.iter().position(|n| n.eq_ignore_ascii_case(count));
    if is_people(noun) && said.is_some_and(|k| k + 1 != items.len()) {
        return None;
    }
    (items.len() >= 3).then_some((list_start, items))
}

/// "Five friends P, Q, R, S and T are sitting": the first item follows the count and its noun
/// for people with no comma between, as one to three capitalised words; where it starts in
/// `head` (the words before the first comma).
fn first_after_people(head: &str) -> Option<usize> {
    let words: Vec<(usize, &str)> = head
        .split(' ')
        .scan(0, |at, w| {
            let here = *at;
            *at += w.len() + 1;
            Some((here, w))
        })
        .filter(|(_, w)| !w.is_empty())
        .collect();
    let [_count, (_, noun), rest @ ..] = &words[..] else {
        return None;
    };
    // "Five students - Ann, Ben, ...": a dash before the names, as before a parenthesis.
    let rest = match rest {
        [(_, "-" | "–" | "—"), names @ ..] => names,
        _ => rest,
    };
    let named = !rest.is_empty()
        && rest.len() <= 3
        && rest.iter().all(|(_, w)| {
            w.starts_with(char::is_uppercase) && w.chars().all(|c| c.is_alphanumeric() || c == '-')
        });
    (is_people(noun) && named).then(|| rest[0].0)
}

/// The noun naming the list at `at`: the last word between `from` and `at` that is no filler.
fn noun_before(text: &str, from: usize, at: usize) -> Option<&str> {
    let words: Vec<&str> = text[from.min(at)..at]
        .split(|c: char| !c.is_alphanumeric() && c != '-')
        .filter(|w| !w.is_empty())
        .collect();
    noun_of(&words, |w| {
        FILLER.contains(&w.to_ascii_lowercase().as_str())
            || w.chars().all(|c| c.is_ascii_digit())
            || NUMBERS.iter().any(|n| n.eq_ignore_ascii_case(w))
    })
}

/// The last of `words` that is no `filler` and no verb after "to" ("a dish to share (...)" names
/// dishes).
pub fn noun_of<'w>(words: &[&'w str], filler: impl Fn(&str) -> bool) -> Option<&'w str> {
    let is = |w: &str, set: &[&str]| set.iter().any(|s| s.eq_ignore_ascii_case(w));
    // "a present for him (a Wallet, ...)": the noun before a preposition and a pronoun.
    let trailing = |w: &str| {
        is(w, &["him", "her", "them", "it", "us", "me"])
            || is(w, &["for", "to", "from", "at", "in", "on", "with", "among"])
    };
    let last = (0..words.len()).rev().find(|&k| {
        let infinitive = words[k].eq_ignore_ascii_case("to")
            || (k > 0 && words[k - 1].eq_ignore_ascii_case("to"));
        let trails = trailing(words[k]) && words[k + 1..].iter().all(|w| trailing(w));
        !(filler(words[k]) || infinitive || trails)
    })?;
    // "a snack from the bake sale (a Cookie, ...)": the noun the place words follow.
    let head = (last.saturating_sub(4)..last)
        .rev()
        .filter(|&j| j >= 2 && is(words[j], &["from", "at", "in", "on"]))
        .find(|&j| {
            is(
                words[j - 2],
                &["a", "an", "the", "their", "his", "her", "its"],
            ) && !filler(words[j - 1])
        });
    Some(words[head.map_or(last, |j| j - 1)])
}
