//! Landmarks: things at the ends of the row that a riddle names before its clues ("Bed 1 is by
//! the door and bed 5 is by the window.", "five plots in a row, plot 1 by the gate and plot 5 up
//! by the compost bays", "running from the hearth (the first place) to the door (the fifth)"),
//! so that a clue may name a place by them: "sat nearest the hearth", "took the aisle seat",
//! "was at the wall end", "has the plot furthest from the gate". A landmark names a place only
//! where the riddle itself said which place it is by: one it never placed names nothing, and a
//! clue naming it stays unread.

use nom::Parser;
use nom::branch::alt;
use nom::combinator::opt;

use super::phrases::{NUMBERS, ORDINALS, PLACES};
use super::predicate::of_the_table;
use super::syntax::Relation;
use super::words::{Cx, Known, R, any_kw, kw, next_word, phrase, skip, unread};
use crate::clue::{Reach, Seat};

/// Words that say a thing is at a place: "bed 1 is by the door", "seat 6 is up against the
/// wall", "sat nearest the hearth".
const AT: &[&[&str]] = &[
    &["by"],
    &["at"],
    &["on"],
    &["beside"],
    &["near"],
    &["against"],
    &["next", "to"],
    &["nearest", "to"],
    &["nearest"],
    &["closest", "to"],
];

/// Words that may stand before `AT` and add nothing to the place: "up by", "right up against".
const STRESS: &[&str] = &["right", "just", "up", "down", "over", "out"];

/// Words that are never a landmark: they name ends and places already ("the left end", "the
/// front"), or join words.
const NEVER: &[&str] = &[
    "left", "right", "end", "ends", "middle", "centre", "center", "front", "back", "top", "bottom",
    "first", "last", "row", "line", "table", "street", "other", "and", "or", "but", "is", "was",
    "with", "of", "one", "same",
];

/// Words after a landmark's: "from the door to the window", "the gate and plot 5".
const ENDS_A_LANDMARK: &[&str] = &["and", "but", "to"];

/// A word of the text, in lower case, or a punctuation mark.
#[derive(Clone, Debug, PartialEq)]
enum Token {
    Word(String),
    Mark(char),
}

fn tokens(text: &str) -> Vec<Token> {
    let mut out = Vec::new();
    let mut i = text;
    loop {
        i = skip(i).trim_start();
        if let Some((word, rest)) = next_word(i) {
            out.push(Token::Word(word.to_lowercase()));
            // A final "'s" is left by `next_word`: it is part of no landmark.
            i = rest.strip_prefix("'s").unwrap_or(rest);
            continue;
        }
        let Some(mark) = i.chars().next() else {
            return out;
        };
        out.push(Token::Mark(mark));
        i = &i[mark.len_utf8()..];
    }
}

fn word_at(tokens: &[Token], at: usize) -> Option<&str> {
    match tokens.get(at) {
        Some(Token::Word(w)) => Some(w),
        _ => None,
    }
}

fn number(word: &str) -> Option<u8> {
    NUMBERS
        .iter()
        .position(|n| *n == word)
        .map(|n| n as u8 + 1)
        .or_else(|| word.parse::<u8>().ok().filter(|n| (1..=99).contains(n)))
}

/// The seat of place `n` of a row of `row` places (unknown: `None`), where it is an end. A
/// landmark elsewhere is not read: "next to the park" of house 3 may be house 2, 3 or 4, and
/// "further from the park" says no side.
fn seat_of(n: u8, row: Option<u8>) -> Option<Seat> {
    match (n, row) {
        (1, _) => Some(Seat::FromLeft(1)),
        (n, Some(row)) if n == row && n > 1 => Some(Seat::FromRight(1)),
        _ => None,
    }
}

/// "the compost bays" at `at`: the landmark's words (at most three, up to a mark, "and" or
/// another word that is never one), and where they end.
fn landmark_at(tokens: &[Token], at: usize) -> Option<(String, usize)> {
    if word_at(tokens, at) != Some("the") {
        return None;
    }
    let mut end = at + 1;
    while let Some(w) = word_at(tokens, end)
        && !NEVER.contains(&w)
        && !ENDS_A_LANDMARK.contains(&w)
        && w.chars().all(char::is_alphabetic)
        && end - at <= 3
    {
        end += 1;
    }
    let words: Vec<&str> = (at + 1..end).filter_map(|k| word_at(tokens, k)).collect();
    let stops = matches!(tokens.get(end), None | Some(Token::Mark(_)))
        || word_at(tokens, end).is_some_and(|w| ENDS_A_LANDMARK.contains(&w));
    (!words.is_empty() && stops).then(|| (words.join(" "), end))
}

/// The words of `AT` at `at`, after any of `STRESS`: where they end.
fn at_words(tokens: &[Token], mut at: usize) -> Option<usize> {
    while word_at(tokens, at).is_some_and(|w| STRESS.contains(&w)) {
        at += 1;
    }
    AT.iter().find_map(|words| {
        let ends = words
            .iter()
            .enumerate()
            .all(|(k, w)| word_at(tokens, at + k) == Some(*w));
        ends.then_some(at + words.len())
    })
}

/// "bed 1 is by the door", "plot 5 up by the compost bays": a numbered place, perhaps a verb of
/// being, `AT` and the landmark. The landmark, its seat, and where it ends.
fn numbered_place_by(
    tokens: &[Token],
    at: usize,
    row: Option<u8>,
) -> Option<(String, Seat, usize)> {
    let noun = word_at(tokens, at)?;
    if !PLACES.contains(&noun) {
        return None;
    }
    let n = number(word_at(tokens, at + 1)?)?;
    let mut k = at + 2;
    if word_at(tokens, k).is_some_and(|w| ["is", "was", "lies", "stands", "sits"].contains(&w)) {
        k += 1;
    }
    let k = at_words(tokens, k)?;
    let (mark, end) = landmark_at(tokens, k)?;
    Some((mark, seat_of(n, row)?, end))
}

/// "(the first place)", "(1)", "(bed 1)", "(the fifth)", "(the last)": a place in parentheses
/// after a landmark, and where the parentheses end.
fn place_in_parentheses(tokens: &[Token], at: usize, row: Option<u8>) -> Option<(Seat, usize)> {
    if tokens.get(at) != Some(&Token::Mark('(')) {
        return None;
    }
    let close = (at + 1..tokens.len()).find(|k| tokens[*k] == Token::Mark(')'))?;
    let inside: Vec<&str> = (at + 1..close).filter_map(|k| word_at(tokens, k)).collect();
    if inside.len() != close - at - 1 {
        return None;
    }
    let inside = match inside.as_slice() {
        ["the", rest @ ..] => rest,
        rest => rest,
    };
    let (place, noun) = match inside {
        [one] => (*one, None),
        [one, noun] => (*one, Some(*noun)),
        _ => return None,
    };
    let seat = if PLACES.contains(&place) {
        // "(bed 1)": the noun first, then its number.
        seat_of(number(noun?)?, row)?
    } else {
        if noun.is_some_and(|n| !PLACES.contains(&n)) {
            return None;
        }
        match place {
            "last" => Seat::FromRight(1),
            _ => {
                let n = (ORDINALS.iter().find(|(w, _)| *w == place).map(|(_, n)| *n))
                    .or_else(|| number(place))?;
                seat_of(n, row)?
            }
        }
    };
    Some((seat, close + 1))
}

/// "from the hearth (the first place) to the door (the fifth)": two landmarks, each with its
/// place in parentheses.
fn from_to(tokens: &[Token], at: usize, row: Option<u8>) -> Option<Vec<(String, Seat)>> {
    if word_at(tokens, at) != Some("from") {
        return None;
    }
    let (first, k) = landmark_at(tokens, at + 1)?;
    let (first_seat, k) = place_in_parentheses(tokens, k, row)?;
    if word_at(tokens, k) != Some("to") {
        return None;
    }
    let (second, k) = landmark_at(tokens, k + 1)?;
    let (second_seat, _) = place_in_parentheses(tokens, k, row)?;
    Some(vec![(first, first_seat), (second, second_seat)])
}

/// "four stalls that stood in a line from the church gate down to the duck pond": the row's
/// places, named in the plural before it, run from the first landmark to the second. Only
/// right after the row's words ("in a line", "running"): a walk from one thing to another
/// says nothing of the row's ends.
fn places_from_to(tokens: &[Token], at: usize) -> Option<Vec<(String, Seat)>> {
    if word_at(tokens, at) != Some("from") {
        return None;
    }
    let named = (0..at)
        .any(|k| word_at(tokens, k).is_some_and(|w| super::phrases::PLACES_PLURAL.contains(&w)));
    // Said of the row itself ("in a line from", "running from"), not of a walk along it ("the
    // postman walks from the church to the pub").
    const ROW: &[&str] = &[
        "row",
        "line",
        "run",
        "runs",
        "ran",
        "running",
        "stretch",
        "stretched",
        "stretches",
        "stretching",
    ];
    let of_the_row = at > 0 && word_at(tokens, at - 1).is_some_and(|w| ROW.contains(&w));
    if !named || !of_the_row {
        return None;
    }
    // "the church gate down to": the landmark ends before the words of stress.
    let (mut from, mut k) = landmark_at(tokens, at + 1)?;
    while let Some((rest, last)) = from.rsplit_once(' ')
        && STRESS.contains(&last)
    {
        from = rest.to_string();
        k -= 1;
    }
    while word_at(tokens, k).is_some_and(|w| STRESS.contains(&w)) {
        k += 1;
    }
    if word_at(tokens, k) != Some("to") {
        return None;
    }
    let (to, _) = landmark_at(tokens, k + 1)?;
    Some(vec![(from, Seat::FromLeft(1)), (to, Seat::FromRight(1))])
}

/// "numbered 1 to 5 from the door to the window": the first number's place is by the first
/// landmark, the last number's by the second.
fn numbered_from_to(tokens: &[Token], at: usize, row: Option<u8>) -> Option<Vec<(String, Seat)>> {
    let first = number(word_at(tokens, at)?)?;
    if first != 1 || word_at(tokens, at + 1) != Some("to") {
        return None;
    }
    let last = number(word_at(tokens, at + 2)?)?;
    if word_at(tokens, at + 3) != Some("from") || last < 2 {
        return None;
    }
    let (from, k) = landmark_at(tokens, at + 4)?;
    if word_at(tokens, k) != Some("to") {
        return None;
    }
    let (to, _) = landmark_at(tokens, k + 1)?;
    if row.is_some_and(|row| row != last) {
        return None;
    }
    Some(vec![(from, Seat::FromLeft(1)), (to, Seat::FromRight(1))])
}

/// The landmarks a sentence before the clues places, with the seats they mark, in a row of
/// `row` places where the riddle has counted them. With `whole`, the sentence must be nothing
/// but landmarks placed ("Bed 1 is by the door and bed 5 is by the window."), every word read;
/// otherwise (a sentence read for its lists and its count of places) they may stand anywhere in
/// it. A landmark that is a guest's name or a value, or that two places claim, is none.
pub fn defined(text: &str, row: Option<u8>, whole: bool, known: &Known) -> Vec<(String, Seat)> {
    let tokens = tokens(text);
    let mut found = Vec::new();
    let mut at = 0;
    while at < tokens.len() {
        if let Some((mark, seat, end)) = numbered_place_by(&tokens, at, row) {
            found.push((mark, seat));
            at = end;
        } else if let Some(marks) = (!whole)
            .then(|| {
                (from_to(&tokens, at, row))
                    .or_else(|| numbered_from_to(&tokens, at, row))
                    .or_else(|| places_from_to(&tokens, at))
            })
            .flatten()
        {
            found.extend(marks);
            at += 1;
        } else if whole {
            // Only "and", commas and the closing period between the places named.
            let joins = matches!(&tokens[at], Token::Mark(',' | ';' | '.'))
                || word_at(&tokens, at) == Some("and");
            if !joins {
                return Vec::new();
            }
            at += 1;
        } else {
            at += 1;
        }
    }
    let clashes = |mark: &str| {
        known.words.contains(mark)
            || known.values.iter().any(|(_, v)| v == mark)
            || (known.guests.iter()).any(|g| g.words.iter().any(|w| w.eq_ignore_ascii_case(mark)))
    };
    let twice = |mark: &str, seat: Seat| {
        (found.iter()).any(|(m, s): &(String, Seat)| m == mark && *s != seat)
            || (known.landmarks.iter()).any(|(m, s)| m == mark && *s != seat)
    };
    let kept: Vec<(String, Seat)> = (found.iter())
        .filter(|(m, s)| !clashes(m) && !twice(m, *s))
        .cloned()
        .collect();
    if whole && kept.len() != found.len() {
        return Vec::new();
    }
    kept
}

/// The other end of the row from an end seat.
fn opposite(seat: Seat) -> Option<Seat> {
    match seat {
        Seat::FromLeft(1) => Some(Seat::FromRight(1)),
        Seat::FromRight(1) => Some(Seat::FromLeft(1)),
        _ => None,
    }
}

/// "the door", "the compost bays": a landmark the riddle placed, and its seat.
fn the_landmark<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Seat> {
    let (i, _) = kw(cx, "the")(i)?;
    for (mark, seat) in &cx.known.landmarks {
        let mut rest = i;
        let read = mark.split(' ').all(|word| match cx.word(rest) {
            Some((w, after)) if w.eq_ignore_ascii_case(word) => {
                rest = after;
                true
            }
            _ => false,
        });
        if read {
            return Ok((rest, *seat));
        }
    }
    cx.fail_expecting(i, "a landmark the riddle placed")
}

/// "by the door", "right up against the wall", "nearest the hearth", "furthest from the gate":
/// the place a landmark marks, or the other end from it.
fn by_the_landmark<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Seat> {
    let (i, _) = opt(any_kw(cx, &["right", "just"])).parse(i)?;
    alt((
        |i| {
            let (i, _) = opt(kw(cx, "up")).parse(i)?;
            let (i, _) = alt((
                |i| phrase(cx, "next to")(i),
                |i| {
                    let (i, _) = any_kw(cx, &["nearest", "closest"])(i)?;
                    let (i, _) = opt(kw(cx, "to")).parse(i)?;
                    Ok((i, ()))
                },
                |i| {
                    // Not "near": near a landmark may be a place or two from it.
                    any_kw(cx, &["by", "at", "on", "beside", "against"])(i).map(|(i, _)| (i, ()))
                },
            ))
            .parse(i)?;
            the_landmark(cx, i)
        },
        |i| {
            let (i, _) = any_kw(cx, &["furthest", "farthest"])(i)?;
            let (i, _) = opt(kw(cx, "away")).parse(i)?;
            let (i, _) = kw(cx, "from")(i)?;
            let (i, seat) = the_landmark(cx, i)?;
            match opposite(seat) {
                Some(other) => Ok((i, other)),
                None => cx.fail_expecting(i, "a landmark at an end of the row"),
            }
        },
    ))
    .parse(i)
}

/// A seat named by a landmark the riddle placed: "by the door", "nearest the hearth", "at the
/// wall end", "in the bed by the door", "took the aisle seat", "has the plot furthest from the
/// gate".
pub fn seat<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Seat> {
    if cx.known.landmarks.is_empty() {
        return unread(i);
    }
    // "at the wall end" before "at the wall", which would leave "end" unread.
    alt((
        |i| {
            // "at the wall end", "in the window bed", "took the aisle seat".
            let (i, _) = opt(any_kw(cx, &["at", "in", "on"])).parse(i)?;
            let (i, seat) = the_landmark(cx, i)?;
            let (i, _) = alt((
                |i| any_kw(cx, PLACES)(i).map(|(i, _)| (i, ())),
                |i| {
                    // "at the window end of the ward": the row's noun says nothing more.
                    let (i, _) = kw(cx, "end")(i)?;
                    of_the_table(cx, i)
                },
            ))
            .parse(i)?;
            Ok((i, seat))
        },
        |i| by_the_landmark(cx, i),
        |i| {
            // "in the bed by the door", "has the plot furthest from the gate".
            let (i, _) = opt(any_kw(cx, &["at", "in", "on"])).parse(i)?;
            let (i, _) = kw(cx, "the")(i)?;
            let (i, _) = any_kw(cx, PLACES)(i)?;
            by_the_landmark(cx, i)
        },
    ))
    .parse(i)
}

/// The warning that says which places the landmarks of a sentence were read to mark: "the
/// door" names a place only as the riddle said.
pub fn disclosed(marks: &[(String, Seat)]) -> crate::diagnostic::Diagnostic {
    let each: Vec<String> = (marks.iter())
        .map(|(mark, seat)| {
            let place = match seat {
                Seat::FromLeft(1) => "the first place",
                _ => "the last place",
            };
            format!("\"the {mark}\" as {place}")
        })
        .collect();
    crate::diagnostic::Diagnostic::warning(format!(
        "read the places named by landmarks: {}",
        each.join(", ")
    ))
}

/// "sat closer to the door than Ysolde did", "is further from the gate than Bill": nearer one
/// end of the row than another guest, however far, where a landmark marks that end.
pub fn closer<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Relation> {
    if cx.known.landmarks.is_empty() {
        return unread(i);
    }
    let (i, nearer) = alt((
        |i| {
            let (i, _) = any_kw(cx, &["closer", "nearer"])(i)?;
            let (i, _) = opt(kw(cx, "to")).parse(i)?;
            Ok((i, true))
        },
        |i| {
            let (i, _) = any_kw(cx, &["further", "farther"])(i)?;
            let (i, _) = opt(kw(cx, "away")).parse(i)?;
            let (i, _) = kw(cx, "from")(i)?;
            Ok((i, false))
        },
    ))
    .parse(i)?;
    let (i, seat) = the_landmark(cx, i)?;
    let (i, _) = kw(cx, "than")(i)?;
    let toward_left = match seat {
        Seat::FromLeft(1) => nearer,
        Seat::FromRight(1) => !nearer,
        _ => return cx.fail_expecting(i, "a landmark at an end of the row"),
    };
    let relation = if toward_left {
        Relation::LeftOf(Reach::Somewhere)
    } else {
        Relation::RightOf(Reach::Somewhere)
    };
    Ok((i, relation))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn marks(text: &str, row: Option<u8>, whole: bool) -> Vec<(String, Seat)> {
        defined(text, row, whole, &Known::default())
    }

    #[test]
    fn landmarks_are_read_where_a_sentence_places_them_at_an_end() {
        let door_window = vec![
            ("door".to_string(), Seat::FromLeft(1)),
            ("window".to_string(), Seat::FromRight(1)),
        ];
        assert_eq!(
            marks(
                "Bed 1 is by the door and bed 4 is by the window.",
                Some(4),
                true
            ),
            door_window
        );
        assert_eq!(
            marks(
                "The ward has four beds, numbered 1 to 4 from the door to the window.",
                Some(4),
                false
            ),
            door_window
        );
        assert_eq!(
            marks(
                "The ward has four beds, running from the door (bed 1) to the window (the fourth).",
                Some(4),
                false
            ),
            door_window
        );
        assert_eq!(
            marks(
                "Four plots in a row, plot 1 by the compost bays and plot 4 up by the gate.",
                Some(4),
                false
            ),
            vec![
                ("compost bays".to_string(), Seat::FromLeft(1)),
                ("gate".to_string(), Seat::FromRight(1)),
            ]
        );
    }

    #[test]
    fn a_landmark_not_at_an_end_or_a_sentence_saying_more_is_no_landmark() {
        // House 3 of five is no end: "next to the park" would say no one place.
        assert!(marks("House 3 is next to the park.", Some(5), true).is_empty());
        // A sentence that says more than where its landmarks are is not read for them alone.
        assert!(marks("Bed 1 is by the door and Ann is in bed 2.", Some(4), true).is_empty());
        // A count that is not the row's places none.
        assert!(
            marks(
                "The ward has beds numbered 1 to 6 from the door to the window.",
                Some(4),
                false
            )
            .is_empty()
        );
    }
}
