//! Predicates: what a clause says about its subject. Most are rows of the phrase table
//! (`phrases.rs`), with their negations and tenses; here are the game's verbs whose value may
//! be another guest's ("spilling the poor woman's whiskey"), and seat phrases.

use nom::Parser;
use nom::branch::alt;
use nom::combinator::{opt, value};
use nom::multi::many0_count;

use super::landmark;
use super::noun_phrase::{self, np, ordinal};
use super::passed_over::{AFTER_A_PREDICATE, ASIDES, BEFORE_A_VERB_WORDS, BETWEEN_COMMAS};
use super::phrase_match;
use super::phrases::{GARMENTS, ORDINALS, PLACES, PLACES_PLURAL, RANKS};
use super::syntax::{Predicate, PredicateKind, Term};
use super::words::{
    Cx, R, any_kw, kw, phrase, possessive, punct, skip, spanned, unread, value as slot,
};
use crate::clue::Seat;
use crate::vocabulary::Category;

/// Words before a verb that say it did not quite happen, or not only: "Lady Ash almost drank
/// wine" says she did not. Only a fact that holds whether or not the verb's act did is read
/// after one: the owner of a possessive ("almost spilled her neighbor's absinthe").
pub const HEDGES: &[&str] = &[
    "almost",
    "nearly",
    "barely",
    "hardly",
    "scarcely",
    "practically",
    "virtually",
    "only",
];

pub fn predicate<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Predicate> {
    // "Lady Ash, as was her habit, claimed ...": words between commas that say she often did it.
    let i = (BETWEEN_COMMAS.iter().chain(ASIDES))
        .find_map(|(words, _)| {
            let (i, _) = punct(cx, ',')(i).ok()?;
            let (i, ()) = phrase(cx, words)(i).ok()?;
            let (i, ()) = punct(cx, ',')(i).ok()?;
            Some(i)
        })
        .unwrap_or(i);
    let (i, _) = many0_count(any_kw(cx, &BEFORE_A_VERB_WORDS)).parse(i)?;
    let (i, hedged) = opt(any_kw(cx, HEDGES)).parse(i)?;
    let (i, _) = many0_count(any_kw(cx, &BEFORE_A_VERB_WORDS)).parse(i)?;
    let (rest, ((negation, rule, kind), at)) = if hedged.is_some() {
        spanned(cx, |i| {
            possessed_verb(cx, i).map(|(i, (rule, kind))| (i, (None, rule, kind)))
        })
        .parse(i)?
    } else {
        spanned(cx, |i| {
            alt((
                |i| phrase_match::predicate(cx, i),
                |i| possessed_verb(cx, i).map(|(i, (rule, kind))| (i, (None, rule, kind))),
                |i| has_neighbor(cx, i).map(|(i, (rule, kind))| (i, (None, rule, kind))),
                |i| neither_end(cx, i),
                |i| inner_seat(cx, i),
                |i| closer_to_landmark(cx, i),
            ))
            .parse(i)
        })
        .parse(i)?
    };
    // Time that says nothing about the seating: "sipped sherry all evening".
    let rest = AFTER_A_PREDICATE
        .iter()
        .find_map(|(words, _)| phrase(cx, words)(rest).ok().map(|(after, ())| after))
        .unwrap_or(rest);
    // "..., and he doesn't drink water either": "either" after a denial, where the clause ends,
    // says it is another denial.
    let rest = match kw(cx, "either")(rest) {
        Ok((after, _))
            if negation.is_some()
                && (super::sentence::at_end(after) || skip(after).starts_with([',', ';', ':'])) =>
        {
            after
        }
        _ => rest,
    };
    let (rest, kind) = not_necessarily(cx, rest, kind);
    // ", with no one else in between" after "between": next to both, said again; the span
    // takes it in, so that the reading is said to be what the words say.
    let (rest, at) = match (&kind, no_one_between(cx, rest)) {
        (PredicateKind::Between(..), Ok((after, ()))) if negation.is_none() => {
            (after, at.start..cx.at(after))
        }
        _ => (rest, at),
    };
    Ok((
        rest,
        Predicate {
            at,
            negation,
            rule,
            kind,
        },
    ))
}

/// ", though not necessarily beside her", ", not necessarily adjacent": after a relation that
/// says a side and no reach ("to the left of", "somewhere to the left of", "somewhere
/// between"), that it is however far; plain "to the left of" is read somewhere then. After any
/// other predicate the words are left unread: "next to her, though not necessarily beside her"
/// says nothing one can read.
fn not_necessarily<'a>(cx: &Cx<'a>, i: &'a str, kind: PredicateKind) -> (&'a str, PredicateKind) {
    use super::syntax::Relation;
    use crate::clue::Reach;
    let somewhere = |reach: &Reach| matches!(reach, Reach::AsRead | Reach::Somewhere);
    let hedged = match &kind {
        PredicateKind::Relation(Relation::LeftOf(reach) | Relation::RightOf(reach), _) => {
            somewhere(reach)
        }
        PredicateKind::SomewhereBetween(..) | PredicateKind::BetweenInOrder(..) => true,
        _ => false,
    };
    let Some(rest) = hedged.then(|| not_necessarily_words(cx, i).ok()).flatten() else {
        return (i, kind);
    };
    let kind = match kind {
        PredicateKind::Relation(Relation::LeftOf(_), other) => {
            PredicateKind::Relation(Relation::LeftOf(Reach::Somewhere), other)
        }
        PredicateKind::Relation(Relation::RightOf(_), other) => {
            PredicateKind::Relation(Relation::RightOf(Reach::Somewhere), other)
        }
        kind => kind,
    };
    (rest, kind)
}

/// ", with no one else in between", ", with nobody else sitting between them".
fn no_one_between<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, ()> {
    let (i, _) = (punct(cx, ','), kw(cx, "with")).parse(i)?;
    let (i, _) = alt((phrase(cx, "no one"), phrase(cx, "nobody"))).parse(i)?;
    let (i, _) = opt(kw(cx, "else")).parse(i)?;
    let (i, _) = opt(alt((kw(cx, "sitting"), kw(cx, "seated")))).parse(i)?;
    let (i, _) = alt((phrase(cx, "in between"), phrase(cx, "between them"))).parse(i)?;
    Ok((i, ()))
}

/// The words of `not_necessarily`: ", though not necessarily right next to her", ", not
/// necessarily adjacent", ", but not necessarily side by side".
pub(super) fn not_necessarily_words<'a>(cx: &Cx<'a>, i: &'a str) -> Result<&'a str, ()> {
    let read = |i| -> R<'a, ()> {
        let (i, _) = punct(cx, ',')(i)?;
        let (i, _) = opt(alt((
            phrase(cx, "though"),
            phrase(cx, "although"),
            phrase(cx, "but"),
        )))
        .parse(i)?;
        let (i, _) = phrase(cx, "not necessarily")(i)?;
        alt((
            phrase(cx, "adjacent"),
            phrase(cx, "side by side"),
            phrase(cx, "next to each other"),
            |i| {
                let (i, _) = opt(alt((
                    phrase(cx, "right"),
                    phrase(cx, "directly"),
                    phrase(cx, "immediately"),
                )))
                .parse(i)?;
                let (i, _) = alt((
                    phrase(cx, "beside"),
                    phrase(cx, "next to"),
                    phrase(cx, "adjacent to"),
                ))
                .parse(i)?;
                alt((
                    phrase(cx, "either of them"),
                    phrase(cx, "either"),
                    phrase(cx, "it"),
                    phrase(cx, "her"),
                    phrase(cx, "him"),
                    phrase(cx, "them"),
                ))
                .parse(i)
            },
        ))
        .parse(i)
    };
    read(i).map(|(rest, ())| rest).map_err(|_| ())
}

/// The verbs of being at a place that `neither_end` and `inner_seat` read before it: the
/// phrase table's verbs would also read its negations, which these forms do not take.
const BEING_THERE: &[&str] = &[
    "lives", "lived", "is", "was", "sits", "sat", "stands", "stood",
];

/// "lives neither on the top nor on the bottom floor", "sits neither at the left end nor at the
/// right end", "sat at neither end": at no end of the row.
fn neither_end<'a>(
    cx: &Cx<'a>,
    i: &'a str,
) -> R<'a, (Option<&'static str>, &'static str, PredicateKind)> {
    let (i, _) = any_kw(cx, BEING_THERE)(i)?;
    // "sat at neither end (of the table)": at no end.
    if let Ok((after, _)) = (
        any_kw(cx, &["at", "on", "in"]),
        kw(cx, "neither"),
        any_kw(cx, &["end", "side"]),
    )
        .parse(i)
    {
        let (after, ()) = of_the_table(cx, after)?;
        return Ok((
            after,
            (Some("neither"), "seat", PredicateKind::Seat(Seat::End)),
        ));
    }
    let (i, _) = kw(cx, "neither")(i)?;
    let (i, _) = any_kw(cx, &["at", "on", "in"])(i)?;
    let (i, first) = end_after_the(cx, i)?;
    let (i, _) = kw(cx, "nor")(i)?;
    let (i, _) = opt(any_kw(cx, &["at", "on", "in"])).parse(i)?;
    let (i, second) = end_after_the(cx, i)?;
    if first == second {
        return cx.fail_expecting(i, "the other end");
    }
    Ok((i, (Some("neither"), "seat", PredicateKind::Seat(Seat::End))))
}

/// "sat in one of the two inner seats", "lives in one of the three middle houses" (of five):
/// at no end of the row. "inner" and "interior" say it alone; "middle" and "central" only with
/// the count of the places between the ends, which says they are all of them (of five, "the
/// middle house" is one), or of four, where the middle ones are the two between the ends.
fn inner_seat<'a>(
    cx: &Cx<'a>,
    i: &'a str,
) -> R<'a, (Option<&'static str>, &'static str, PredicateKind)> {
    let (i, _) = any_kw(cx, BEING_THERE)(i)?;
    let (i, _) = any_kw(cx, &["in", "at", "on"])(i)?;
    let (i, _) = phrase(cx, "one of the")(i)?;
    let (i, count) = opt(|i| phrase_match::count(cx, i)).parse(i)?;
    let (i, word) = any_kw(cx, &["inner", "interior", "middle", "central"])(i)?;
    let (i, _) = any_kw(cx, PLACES_PLURAL)(i)?;
    let inner = row_length(cx).map(|n| n.saturating_sub(2));
    let said_alone = ["inner", "interior"]
        .iter()
        .any(|w| word.eq_ignore_ascii_case(w));
    let counted = count.map(usize::from);
    // Of four, "one of the middle seats" is one of the two between the ends; of more, the
    // middle ones are not all of them, and which they are is not said.
    let fits = match counted {
        Some(c) => inner == Some(c) && c > 0,
        None => said_alone || inner == Some(2),
    };
    if !fits {
        return cx.fail_expecting(i, "all the places between the ends");
    }
    Ok((i, (Some("not-at"), "seat", PredicateKind::Seat(Seat::End))))
}

/// "sat closer to the door than Ysolde did": nearer the end a landmark marks than the other
/// guest, however far (`landmark::closer`), read as `closer-to-end` reads "closer to the left
/// end than".
fn closer_to_landmark<'a>(
    cx: &Cx<'a>,
    i: &'a str,
) -> R<'a, (Option<&'static str>, &'static str, PredicateKind)> {
    let (i, _) = any_kw(cx, BEING_THERE)(i)?;
    let (i, relation) = landmark::closer(cx, i)?;
    let (i, other) = np(cx, i)?;
    let (i, _) = opt(any_kw(
        cx,
        &["did", "does", "do", "is", "was", "are", "were"],
    ))
    .parse(i)?;
    Ok((
        i,
        (
            None,
            "closer-to-end",
            PredicateKind::Relation(relation, other),
        ),
    ))
}

/// "has a neighbor who drinks water": sits next to whoever the clause says.
fn has_neighbor<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Ruled> {
    let (i, _) = any_kw(cx, &["has", "had"])(i)?;
    let (i, _) = any_kw(cx, &["a", "one"])(i)?;
    let (i, neighbor) = noun_phrase::neighbor_who(cx, i)?;
    Ok((
        i,
        (
            "has-neighbor",
            PredicateKind::Relation(super::syntax::Relation::NextTo, neighbor),
        ),
    ))
}

/// A predicate's kind with the name of the grammar rule that read it (see `grammar/`).
type Ruled = (&'static str, PredicateKind);

fn has<'a>(rule: &'static str, parsed: R<'a, Term>, category: Category) -> R<'a, Ruled> {
    parsed.map(|(i, term)| (i, (rule, PredicateKind::Has(category, term))))
}

/// The game's verbs whose value may be another guest's ("spilling the poor woman's
/// whiskey"), and the words around them that are code rather than rows of the phrase table.
fn possessed_verb<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Ruled> {
    alt((
        |i| {
            let (i, _) = kw(cx, "raised")(i)?;
            let (i, kind) = possessed(cx, i, Category::DRINK)?;
            let (i, _) = opt((kw(cx, "in"), opt(kw(cx, "a")), kw(cx, "toast"))).parse(i)?;
            Ok((i, ("raised", kind)))
        },
        |i| {
            let (i, _) = any_kw(cx, &["spilled", "spilling", "spilt"])(i)?;
            let (i, kind) = possessed(cx, i, Category::DRINK)?;
            // Where it went says nothing of whose it was: "all over it", "on it", "down her
            // dress", "over the table".
            let (i, _) = opt((
                alt((
                    phrase(cx, "all over"),
                    value((), any_kw(cx, &["on", "over", "down", "onto"])),
                )),
                alt((
                    value((), any_kw(cx, &["it", "herself"])),
                    value((), phrase(cx, "the table")),
                    value((), (kw(cx, "her"), any_kw(cx, GARMENTS))),
                )),
            ))
            .parse(i)?;
            Ok((i, ("spilled", kind)))
        },
        |i| {
            let (i, _) = any_kw(cx, &["bragged", "boasted"])(i)?;
            let (i, _) = kw(cx, "about")(i)?;
            let (i, kind) = possessed(cx, i, Category::HEIRLOOM)?;
            Ok((i, ("bragged", kind)))
        },
        |i| {
            let (i, _) = kw(cx, "scoffed")(i)?;
            let (i, no_match) = opt((opt(punct(cx, ',')), |i| no_match(cx, i))).parse(i)?;
            Ok((
                i,
                (
                    "scoffed",
                    no_match.map_or(PredicateKind::Nothing, |(_, (_, kind))| kind),
                ),
            ))
        },
        |i| no_match(cx, i),
        |i| {
            let (i, _) = kw(cx, "falling")(i)?;
            let (i, _) = any_kw(cx, &["onto", "on"])(i)?;
            let (i, other) = np(cx, i)?;
            Ok((i, ("falling-onto", PredicateKind::Meets(other))))
        },
    ))
    .parse(i)
}

/// "saying it was no match for her War Medal"
fn no_match<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Ruled> {
    let (i, _) = phrase(cx, "saying it was no match for her")(i)?;
    has(
        "no-match",
        slot(cx, Category::HEIRLOOM)(i),
        Category::HEIRLOOM,
    )
}

/// "her wine" (the subject's) or "the poor woman's whiskey" (someone else's).
fn possessed<'a>(cx: &Cx<'a>, i: &'a str, category: Category) -> R<'a, PredicateKind> {
    alt((
        |i| {
            let (i, owner) = np(cx, i)?;
            let (i, _) = possessive(cx)(i)?;
            let (i, term) = slot(cx, category)(i)?;
            Ok((i, PredicateKind::Possessor(owner, category, term)))
        },
        |i| {
            let (i, _) = kw(cx, "her")(i)?;
            let (i, term) = slot(cx, category)(i)?;
            Ok((i, PredicateKind::Has(category, term)))
        },
    ))
    .parse(i)
}

/// "at the far left", "in the center seat", "in the second seat from the right", "second from
/// the left", "in the leftmost seat", "at one end".
pub fn seat_phrase<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Seat> {
    cx.seat_at(i, |i| read_seat_phrase(cx, i))
}

/// `seat_phrase`, read afresh.
fn read_seat_phrase<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Seat> {
    // "right in the middle", "right at the end": "right" before a preposition of place says
    // the place exactly, and says no side.
    let (i, seat) = match seat_words(cx, i) {
        Ok(read) => read,
        Err(e) => match kw(cx, "right")(i) {
            Ok((after, _)) if any_kw(cx, &["at", "in", "on"])(after).is_ok() => {
                seat_words(cx, after)?
            }
            // "by the door", "at the wall end": a place named by a landmark the riddle placed.
            _ => match landmark::seat(cx, i) {
                Ok(read) => read,
                Err(_) => return Err(e),
            },
        },
    };
    let (i, _) = opt(|i| along_the_row(cx, i)).parse(i)?;
    // "sits second to the left of Eshan": a count of places from a guest, read by the
    // relation, never the second seat with the guest left over.
    if (
        phrase(cx, "to the"),
        any_kw(cx, &["left", "right"]),
        kw(cx, "of"),
    )
        .parse(i)
        .is_ok()
    {
        return cx.fail_expecting(i, "a seat not counted from a guest");
    }
    // "in the first chair (left-most)", "at the extreme left end (position 1)": the same seat
    // again, in parentheses. One that names another seat is no reading of this one.
    if let Some(inside) = skip(i).strip_prefix('(')
        && let Ok((after, again)) =
            alt((|i| end_word(cx, i), |i| numbered_seat(cx, i))).parse(inside)
        && let Some(after) = skip(after).strip_prefix(')')
    {
        if same_seat(cx, seat, again) {
            return Ok((after, seat));
        }
        return cx.fail_expecting(i, "the same seat in parentheses");
    }
    Ok((i, seat))
}

/// "position 1", "seat 5", "house number 2": a place by its number, counted from the left (or,
/// for floors, from the bottom) as the numbered places of the clues are.
///
/// "the house number 2", as speakers of languages that say it so write it ("la casa número
/// 2"): with the article, only before "number".
fn numbered_seat<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Seat> {
    let (i, the) = opt(kw(cx, "the")).parse(i)?;
    let (i, _) = any_kw(cx, PLACES)(i)?;
    let (i, number) = opt(kw(cx, "number")).parse(i)?;
    if the.is_some() && number.is_none() {
        return cx.fail_expecting(i, "number");
    }
    let (i, n) = phrase_match::count(cx, i)?;
    Ok((i, Seat::FromLeft(n)))
}

/// A seat said without its preposition, after the preposition of one said before it: "house
/// 3" in "in house 2 or house 3", "the far right" in "at the far left or the far right".
pub(super) fn seat_after_a_preposition<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Seat> {
    alt((
        |i| numbered_seat(cx, i),
        |i| {
            let (i, _) = kw(cx, "the")(i)?;
            seat_after_the(cx, i)
        },
    ))
    .parse(i)
}

/// Whether two seats are one: the same words, or the same place in a row whose length the
/// riddle has told ("the far right (position 5)" of five). With the length unknown, a number
/// matches only its own end.
fn same_seat(cx: &Cx<'_>, a: Seat, b: Seat) -> bool {
    if a == b {
        return true;
    }
    row_length(cx).is_some_and(|n| {
        (0..n).all(|k| a.holds(k, n) == b.holds(k, n)) && (0..n).any(|k| a.holds(k, n))
    })
}

/// How many places the row has, where the riddle has told: counted by a sentence, or one a
/// guest.
fn row_length(cx: &Cx<'_>) -> Option<usize> {
    (cx.known.places.map(usize::from))
        .or((!cx.known.guests.is_empty()).then_some(cx.known.guests.len()))
}

/// Whether one guest may sit in both seats: the same words, or seats that share a place in a
/// row whose length the riddle has told ("house five" and "at the far right end" of five;
/// "house 1" and "at one end"). "House four, at the far right end" of five is two places.
pub(super) fn seats_meet(cx: &Cx<'_>, a: Seat, b: Seat) -> bool {
    if a == b {
        return true;
    }
    row_length(cx).is_some_and(|n| (0..n).any(|k| a.holds(k, n) && b.holds(k, n)))
}

/// "on the street", "in the row", "along the road", "of the row", after a seat: the row the
/// seat is in, which says nothing more ("in the first house on the street", "at the far left
/// of the table").
pub fn along_the_row<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, ()> {
    let (i, _) = (
        any_kw(cx, &["on", "in", "along", "of", "at"]),
        kw(cx, "the"),
        any_kw(
            cx,
            &[
                "street", "road", "row", "line", "block", "lane", "queue", "table", "bench",
            ],
        ),
    )
        .parse(i)?;
    Ok((i, ()))
}

/// "left-most", "far right", "rightmost": an end seat, named alone.
fn end_word<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Seat> {
    let (i, _) = opt(any_kw(cx, &["far", "very", "extreme"])).parse(i)?;
    let (i, side) = any_kw(
        cx,
        &[
            "left-most",
            "leftmost",
            "left",
            "right-most",
            "rightmost",
            "right",
        ],
    )(i)?;
    let seat = if side.to_ascii_lowercase().starts_with("left") {
        Seat::FromLeft(1)
    } else {
        Seat::FromRight(1)
    };
    Ok((i, seat))
}

fn seat_words<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Seat> {
    alt((
        |i| {
            // "all the way on the left", "all the way to the right": the far end.
            let (i, _) = phrase(cx, "all the way")(i)?;
            let (i, _) = (any_kw(cx, &["on", "to", "at"]), kw(cx, "the")).parse(i)?;
            let (i, side) = any_kw(cx, &["left", "right"])(i)?;
            let (i, _) = opt(any_kw(cx, &["end", "side"])).parse(i)?;
            Ok((i, end_seat(side)))
        },
        |i| at_an_end(cx, i),
        |i| {
            // "in a house at one of the ends".
            let (i, _) = (
                kw(cx, "in"),
                any_kw(cx, &["a", "an"]),
                any_kw(cx, PLACES),
                kw(cx, "at"),
                phrase(cx, "one of the ends"),
            )
                .parse(i)?;
            Ok((i, Seat::End))
        },
        |i| {
            // "in one of the houses at the ends", "in one of the two chairs on the ends".
            let (i, _) = (
                any_kw(cx, &["in", "on", "at"]),
                phrase(cx, "one of the"),
                opt(any_kw(cx, &["two", "2"])),
                any_kw(cx, PLACES_PLURAL),
                any_kw(cx, &["at", "on"]),
                alt((phrase(cx, "the ends"), phrase(cx, "either end"))),
            )
                .parse(i)?;
            Ok((i, Seat::End))
        },
        |i| {
            // "in an end house", "in one of the two end houses", "in one of the end spaces";
            // "took one of the two end seats", where the verb says she is there.
            let (i, _) = opt(any_kw(cx, &["at", "on", "in"])).parse(i)?;
            let (i, _) = alt((
                value((), any_kw(cx, &["an", "either"])),
                value(
                    (),
                    (phrase(cx, "one of the"), opt(any_kw(cx, &["two", "2"]))),
                ),
            ))
            .parse(i)?;
            let (i, _) = kw(cx, "end")(i)?;
            let (i, _) = alt((
                any_kw(cx, PLACES),
                any_kw(cx, PLACES_PLURAL),
                any_kw(cx, &["spaces"]),
            ))
            .parse(i)?;
            Ok((i, Seat::End))
        },
        |i| {
            // "lives dead centre", "in the dead center".
            let (i, _) = opt((any_kw(cx, &["at", "in"]), kw(cx, "the"))).parse(i)?;
            let (i, _) = kw(cx, "dead")(i)?;
            let (i, _) = any_kw(cx, &["center", "centre", "middle"])(i)?;
            Ok((i, Seat::Center))
        },
        |i| {
            // "on either the top or the bottom floor": one end or the other.
            let (i, _) = any_kw(cx, &["at", "on", "in"])(i)?;
            let (i, _) = kw(cx, "either")(i)?;
            let (i, first) = end_after_the(cx, i)?;
            let (i, _) = kw(cx, "or")(i)?;
            let (i, second) = end_after_the(cx, i)?;
            if first == second {
                return cx.fail_expecting(i, "the other end");
            }
            Ok((i, Seat::End))
        },
        |i| {
            let (i, _) = any_kw(cx, &["at", "on", "in"])(i)?;
            let (i, _) = kw(cx, "the")(i)?;
            seat_after_the(cx, i)
        },
        |i| {
            // "in seat 3", "in chair number 2": seats are numbered from the left. Without the
            // preposition only after a verb of taking or having, which says she is there:
            // "took seat 3", "has house number one"; never alone after a comma, where "house
            // 3" starts a clause of its own ("..., and house 3 is red").
            let (i, _) = alt((value((), any_kw(cx, &["at", "on", "in"])), |i| {
                after_taking(cx, i)
            }))
            .parse(i)?;
            // "in the house number 2" too (`numbered_seat`).
            numbered_seat(cx, i)
        },
        |i| parity(cx, i),
        |i| to_a_floor(cx, i),
        |i| ordinal_of_the(cx, i),
        |i| {
            // "took the first seat on the left": without a preposition the seat is named, so
            // that "was the second woman from the left" stays a guest.
            let (i, _) = kw(cx, "the")(i)?;
            let (i, n) = ordinal(cx, i)?;
            let (i, _) = any_kw(cx, PLACES)(i)?;
            let (i, side) = side(cx, i)?;
            Ok((i, counted(n, side)))
        },
        |i| {
            // "took the centre seat", "had the middle chair": the place named, so its noun is
            // read with it ("was the middle guest" is a guest, not a seat).
            let (i, _) = kw(cx, "the")(i)?;
            let (i, _) = any_kw(cx, &["center", "centre", "middle"])(i)?;
            let (i, _) = any_kw(cx, PLACES)(i)?;
            Ok((i, Seat::Center))
        },
        |i| {
            // "took the seat on the far right", "had the last seat on the right", "lives in the
            // house on the far left": a place named, at an end.
            let (i, _) = opt(any_kw(cx, &["at", "on", "in"])).parse(i)?;
            let (i, _) = kw(cx, "the")(i)?;
            let (i, _) = opt(kw(cx, "last")).parse(i)?;
            let (i, _) = any_kw(cx, PLACES)(i)?;
            let (i, _) = any_kw(cx, &["on", "at"])(i)?;
            let (i, _) = kw(cx, "the")(i)?;
            end_word(cx, i)
        },
        |i| {
            // "took the far left seat", "has the rightmost house": an end place named with its
            // noun, so that "was the far left guest" stays a guest.
            let (i, _) = kw(cx, "the")(i)?;
            let (i, seat) = end_word(cx, i)?;
            let (i, _) = any_kw(cx, PLACES)(i)?;
            Ok((i, seat))
        },
        |i| {
            // "had the seat at the end", "took the chair at one end": a place named, at
            // whichever end.
            let (i, _) = kw(cx, "the")(i)?;
            let (i, _) = any_kw(cx, PLACES)(i)?;
            at_an_end(cx, i)
        },
        |i| ordinal_from_side(cx, i),
        |i| {
            // "is the last house", "was the last one": the place's noun after its rank.
            let (i, seat) = ranked(cx, i)?;
            let (i, _) = opt(alt((any_kw(cx, PLACES), kw(cx, "one")))).parse(i)?;
            Ok((i, seat))
        },
    ))
    .parse(i)
}

/// "at one end", "at either end", "at one of the ends", "at one of the extreme ends": whichever
/// end ("extreme" stresses that it is the very end, as "the extreme left" does).
fn at_an_end<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Seat> {
    let (i, _) = any_kw(cx, &["at", "on"])(i)?;
    let (i, _) = alt((
        value(
            (),
            (
                any_kw(cx, &["one", "either"]),
                phrase(cx, "of the"),
                opt(any_kw(cx, &["two", "2"])),
                opt(kw(cx, "extreme")),
                kw(cx, "ends"),
            ),
        ),
        value(
            (),
            (
                any_kw(cx, &["one", "either", "an", "the"]),
                opt(kw(cx, "extreme")),
                kw(cx, "end"),
            ),
        ),
    ))
    .parse(i)?;
    let (i, _) = of_the_table(cx, i)?;
    Ok((i, Seat::End))
}

/// Nothing, right after a verb of taking or having ("took", "has", "occupied"): a place named
/// there is hers.
fn after_taking<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, ()> {
    const TAKING: &[&str] = &[
        "took", "take", "takes", "taken", "had", "has", "have", "occupied", "occupies", "occupy",
        "claimed", "claims", "claim",
    ];
    let before = cx.text[..cx.at(i)].trim_end();
    let last = before.rsplit(' ').next().unwrap_or("");
    if TAKING.iter().any(|w| last.eq_ignore_ascii_case(w)) {
        return Ok((i, ()));
    }
    // The preposition's own keyword records what was expected there.
    unread(i)
}

/// "(went) all the way up to the top floor", "(came) down to the second floor": the floor
/// reached. Only a floor: "to the first house" may be a visit, and "to the left" a direction.
fn to_a_floor<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Seat> {
    let (i, _) = opt(phrase(cx, "all the way")).parse(i)?;
    let (i, _) = opt(any_kw(cx, &["up", "down"])).parse(i)?;
    let (at, _) = (kw(cx, "to"), kw(cx, "the")).parse(i)?;
    let (rest, seat) = seat_after_the(cx, at)?;
    let said = at[..at.len() - rest.len()].trim_end();
    if !said.to_ascii_lowercase().ends_with("floor") {
        return cx.fail_expecting(at, "a floor");
    }
    Ok((rest, seat))
}

/// "in an odd-numbered house", "on an even numbered floor", "took an even-numbered seat", "on an
/// even floor": any
/// place whose number, counted from 1 at the far left (or the bottom), is odd, or even.
fn parity<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Seat> {
    let (i, _) = alt((value((), any_kw(cx, &["at", "on", "in"])), |i| {
        after_taking(cx, i)
    }))
    .parse(i)?;
    let (i, _) = any_kw(cx, &["a", "an"])(i)?;
    let (i, seat) = alt((
        value(Seat::Odd, kw(cx, "odd-numbered")),
        value(Seat::Even, kw(cx, "even-numbered")),
        value(Seat::Odd, (kw(cx, "odd"), kw(cx, "numbered"))),
        value(Seat::Even, (kw(cx, "even"), kw(cx, "numbered"))),
        // "on an even floor": a place is odd or even only by its number.
        value(Seat::Odd, kw(cx, "odd")),
        value(Seat::Even, kw(cx, "even")),
    ))
    .parse(i)?;
    let (i, _) = any_kw(cx, PLACES)(i)?;
    // "has an even house number": the number, read by the `parity` rows.
    if kw(cx, "number")(i).is_ok() {
        return cx.fail_expecting(i, "a place, not its number");
    }
    Ok((i, seat))
}

/// "the leftmost", "the second-oldest", "the third-most expensive", "the second from the right",
/// "(finished) second-to-last", "last": a place by its rank in the row's order (`RANKS`).
fn ranked<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Seat> {
    let (i, _) = opt(kw(cx, "the")).parse(i)?;
    if let Ok((rest, n)) = ordinal(cx, i)
        && let Ok((rest, Some(side))) = side(cx, rest)
    {
        return Ok((rest, counted(n, Some(side))));
    }
    // The words ahead, split at hyphens ("second-most"), each part with what follows it when it
    // ends its word.
    let mut parts: Vec<(String, Option<&'a str>)> = Vec::new();
    let mut rest = i;
    for _ in 0..MAX_RANK_WORDS {
        let Some((w, after)) = cx.word(rest) else {
            break;
        };
        let pieces: Vec<&str> = w.split('-').collect();
        for (k, piece) in pieces.iter().enumerate() {
            let ends = (k + 1 == pieces.len()).then_some(after);
            parts.push((piece.to_ascii_lowercase(), ends));
        }
        rest = after;
    }
    let (n, skip_parts) = match parts.first() {
        Some((first, _)) => match ORDINALS.iter().find(|(o, _)| o == first) {
            Some((_, n)) => (*n, 1),
            None => (1, 0),
        },
        None => (1, 0),
    };
    for (words, from_right, of_things) in RANKS {
        if *of_things && !cx.known.things {
            continue;
        }
        let wanted: Vec<&str> = words.split(' ').collect();
        let Some(found) = parts.get(skip_parts..skip_parts + wanted.len()) else {
            continue;
        };
        // "first" and "last" stand alone; "to last" only after an ordinal.
        let counted_alone = skip_parts == 0 || !["first", "last"].contains(words);
        let fits = found
            .iter()
            .zip(&wanted)
            .all(|((part, _), want)| part == want)
            && (skip_parts == 1 || *words != "to last")
            && counted_alone;
        if let (true, Some((_, Some(after)))) = (fits, found.last()) {
            let seat = if *from_right {
                Seat::FromRight(n)
            } else {
                Seat::FromLeft(n)
            };
            return Ok((after, seat));
        }
    }
    // Not recorded as expected: ranks are tried after every other seat, and a sentence that
    // names none gets its message from the forms that read further.
    unread(i)
}

/// At most this many words name a rank: "second most expensive".
const MAX_RANK_WORDS: usize = 3;

/// "of the table", "of the row", "of the bench", "of it" after one of them, or nothing, after an
/// end.
pub fn of_the_table<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, ()> {
    // "at the very beginning of the row or in the middle of it": "it" is the row said before.
    if let Ok((after, _)) = (kw(cx, "of"), kw(cx, "it")).parse(i) {
        let before = cx.text[..cx.at(i)].to_ascii_lowercase();
        if ["table", "row", "line", "street"]
            .iter()
            .any(|row| before.contains(&format!("of the {row}")))
        {
            return Ok((after, ()));
        }
    }
    let (i, _) = opt((
        kw(cx, "of"),
        kw(cx, "the"),
        alt((
            value((), any_kw(cx, &["table", "row", "line"])),
            // Any noun for the row: "the bench", "the street", "the queue".
            value((), |i| match cx.word(i) {
                Some((w, rest))
                    if w.starts_with(char::is_lowercase)
                        && !cx
                            .known
                            .values
                            .iter()
                            .any(|(_, v)| v.eq_ignore_ascii_case(w)) =>
                {
                    Ok((rest, w))
                }
                _ => unread(i),
            }),
        )),
    ))
    .parse(i)?;
    Ok((i, ()))
}

fn seat_after_the<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Seat> {
    let seat_noun = || opt(alt((any_kw(cx, PLACES), any_kw(cx, &["end", "side"]))));
    alt((
        |i| {
            // "the very first house", "the very last seat": an end of the row.
            let (i, _) = kw(cx, "very")(i)?;
            let (i, which) = any_kw(cx, &["first", "last"])(i)?;
            let (i, _) = seat_noun().parse(i)?;
            Ok((
                i,
                if which.eq_ignore_ascii_case("first") {
                    Seat::FromLeft(1)
                } else {
                    Seat::FromRight(1)
                },
            ))
        },
        |i| {
            let (i, _) = kw(cx, "very")(i)?;
            let (i, _) = any_kw(cx, &["center", "centre", "middle"])(i)?;
            let (i, _) = seat_noun().parse(i)?;
            let (i, _) = of_the_table(cx, i)?;
            Ok((i, Seat::Center))
        },
        |i| {
            // "at the very beginning of the row", "at the start of the street": the first
            // place, the row's places being numbered from there (the left, or the bottom).
            let (i, _) = opt(kw(cx, "very")).parse(i)?;
            let (i, _) = any_kw(cx, &["beginning", "start"])(i)?;
            let (i, _) = (kw(cx, "of"), kw(cx, "the")).parse(i)?;
            let (i, _) = any_kw(cx, &["row", "line", "street", "road", "lane"])(i)?;
            Ok((i, Seat::FromLeft(1)))
        },
        |i| {
            let (i, _) = any_kw(cx, &["far", "very", "extreme"])(i)?;
            let (i, side) = any_kw(cx, &["left", "right"])(i)?;
            let (i, _) = seat_noun().parse(i)?;
            Ok((i, end_seat(side)))
        },
        |i| front_or_back(cx, i),
        |i| {
            // "at the left end of the table", "at the right-hand end".
            let (i, side) = any_kw(cx, &["left", "right", "left-hand", "right-hand"])(i)?;
            let (i, _) = kw(cx, "end")(i)?;
            let (i, _) = of_the_table(cx, i)?;
            Ok((i, end_seat(side.trim_end_matches("-hand"))))
        },
        |i| {
            // "on the top floor", "on the ground floor", "on the topmost floor", "on the
            // lowermost floor": a floor's ends, the superlatives of aptitude tests among them.
            let (i, end) = any_kw(cx, FLOOR_ENDS)(i)?;
            let (i, _) = seat_noun().parse(i)?;
            Ok((
                i,
                end_seat(if TOPS.iter().any(|t| end.eq_ignore_ascii_case(t)) {
                    "right"
                } else {
                    "left"
                }),
            ))
        },
        |i| {
            let (i, side) = any_kw(cx, &["leftmost", "rightmost"])(i)?;
            let (i, _) = seat_noun().parse(i)?;
            Ok((i, end_seat(&side[..side.len() - 4])))
        },
        |i| {
            // "on the most left place", "in the most right seat": the superlative said the
            // way "most" makes most others, the same end seat.
            let (i, _) = kw(cx, "most")(i)?;
            let (i, side) = any_kw(cx, &["left", "right"])(i)?;
            let (i, _) = seat_noun().parse(i)?;
            Ok((i, end_seat(side)))
        },
        |i| {
            // "in the middle of the row".
            let (i, _) = any_kw(cx, &["center", "centre", "middle"])(i)?;
            let (i, _) = seat_noun().parse(i)?;
            let (i, _) = of_the_table(cx, i)?;
            Ok((i, Seat::Center))
        },
        |i| ordinal_from_side(cx, i),
        |i| {
            // "the last seat": the far right; "the last seat on the left": that end.
            let (i, _) = kw(cx, "last")(i)?;
            let (i, _) = seat_noun().parse(i)?;
            let (i, end) = opt((
                any_kw(cx, &["on", "at", "from"]),
                kw(cx, "the"),
                any_kw(cx, &["left", "right"]),
            ))
            .parse(i)?;
            Ok((
                i,
                end.map_or(Seat::FromRight(1), |(_, _, side)| end_seat(side)),
            ))
        },
        |i| {
            // "the next-to-last house", "the penultimate seat": second from the right.
            let (i, _) = any_kw(cx, &["next-to-last", "second-to-last", "penultimate"])(i)?;
            let (i, _) = seat_noun().parse(i)?;
            Ok((i, Seat::FromRight(2)))
        },
    ))
    .parse(i)
}

/// The words for the ends of a column of floors, the top ones first (`TOPS`): "the top floor",
/// "the topmost floor", "the lowermost floor".
const FLOOR_ENDS: &[&str] = &[
    "top",
    "topmost",
    "uppermost",
    "bottom",
    "bottommost",
    "lowermost",
    "ground",
];

/// The `FLOOR_ENDS` that name the top: the last place of the row, counted from the bottom.
const TOPS: &[&str] = &["top", "topmost", "uppermost"];

/// "(at the) front", "(in the) back row", "(at the) very back of the bus": an end of a queue or
/// of rows one behind another, whose places are numbered from the front.
fn front_or_back<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Seat> {
    let (i, _) = opt(kw(cx, "very")).parse(i)?;
    let (i, end) = any_kw(cx, &["front", "back"])(i)?;
    let (i, _) = opt(alt((any_kw(cx, PLACES), kw(cx, "row")))).parse(i)?;
    // Only of a row of places one behind another: "the back of the room" or "of her chair" is
    // no place in the row.
    let (i, _) = opt((
        kw(cx, "of"),
        kw(cx, "the"),
        any_kw(cx, &["queue", "line", "row", "bus"]),
    ))
    .parse(i)?;
    Ok((
        i,
        if end.eq_ignore_ascii_case("front") {
            Seat::FromLeft(1)
        } else {
            Seat::FromRight(1)
        },
    ))
}

/// "the top floor", "the far left": an end named after "the" (which is optional).
fn end_after_the<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Seat> {
    let (i, _) = opt(kw(cx, "the")).parse(i)?;
    let (i, end) = any_kw(
        cx,
        &["top", "bottom", "ground", "left", "right", "first", "last"],
    )(i)?;
    let (i, _) = opt(any_kw(cx, PLACES)).parse(i)?;
    let low = ["bottom", "ground", "left", "first"]
        .iter()
        .any(|w| end.eq_ignore_ascii_case(w));
    Ok((
        i,
        if low {
            Seat::FromLeft(1)
        } else {
            Seat::FromRight(1)
        },
    ))
}

/// "second (seat) (from the left)"; counting from the left unless told otherwise.
fn ordinal_from_side<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Seat> {
    let (i, n) = ordinal(cx, i)?;
    let (i, _) = opt(any_kw(cx, PLACES)).parse(i)?;
    let (i, side) = side(cx, i)?;
    Ok((i, counted(n, side)))
}

/// "from the left", "on the right", ", counting from the right", or nothing: the side a seat
/// is counted from.
fn side<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Option<&'a str>> {
    let (i, side) = opt((
        // "the first house at left", "from left": the article left out, as learners of
        // English whose languages have none there write it.
        alt((
            phrase(cx, "from the"),
            phrase(cx, "on the"),
            phrase(cx, "at the"),
            value((), any_kw(cx, &["from", "on", "at"])),
            |i| {
                let (i, _) = opt(punct(cx, ',')).parse(i)?;
                let (i, _) = any_kw(cx, &["counting", "counted", "numbering", "numbered"])(i)?;
                phrase(cx, "from the")(i)
            },
        )),
        any_kw(cx, &["left", "right"]),
    ))
    .parse(i)?;
    Ok((i, side.map(|(_, s)| s)))
}

/// "the fourth of the five chairs, counting from the right", "in the second of the seats":
/// the `n`th of the row's places. A count that is not the number of guests is no reading.
fn ordinal_of_the<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Seat> {
    let (i, _) = opt(any_kw(cx, &["at", "on", "in"])).parse(i)?;
    let (i, _) = kw(cx, "the")(i)?;
    let (i, n) = ordinal(cx, i)?;
    let (i, _) = (any_kw(cx, &["of", "in"]), kw(cx, "the")).parse(i)?;
    // "the first of the queue", "the second in the line": the row itself, counted from its
    // start.
    if let Ok((after, _)) = any_kw(cx, &["queue", "line"])(i) {
        return Ok((after, counted(n, None)));
    }
    let (i, count) = opt(|i| phrase_match::count(cx, i)).parse(i)?;
    let guests = cx.known.guests.len();
    if count.is_some_and(|c| guests > 0 && usize::from(c) != guests) {
        return cx.fail_expecting(i, "the number of guests");
    }
    let (i, _) = any_kw(cx, PLACES_PLURAL)(i)?;
    let (i, side) = side(cx, i)?;
    Ok((i, counted(n, side)))
}

/// The `n`th seat counted from `side`, from the left unless told otherwise.
fn counted(n: u8, side: Option<&str>) -> Seat {
    match side {
        Some(s) if s.eq_ignore_ascii_case("right") => Seat::FromRight(n),
        _ => Seat::FromLeft(n),
    }
}

fn end_seat(side: &str) -> Seat {
    if side.eq_ignore_ascii_case("left") {
        Seat::FromLeft(1)
    } else {
        Seat::FromRight(1)
    }
}
