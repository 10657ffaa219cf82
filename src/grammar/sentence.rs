//! Sentences: the guest list, the heirloom list, the closing question, and clauses joined by
//! commas and conjunctions ("When one of the dinner guests bragged about her Snuff Tin, the
//! woman next to her said ...").

use nom::Parser;
use nom::branch::alt;
use nom::combinator::{opt, value};
use nom::multi::many0;

use super::noun_phrase::np;
use super::predicate::predicate;
use super::syntax::{Clause, Group, Sentence, Term};
use super::words::{Cx, R, any_kw, kw, phrase, punct, skip, value as slot};
use crate::vocabulary::Category;

/// The body of one sentence, without its final punctuation.
pub fn sentence<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Sentence> {
    alt((
        |i| guest_list(cx, i),
        |i| heirlooms(cx, i),
        |i| clauses(cx, i),
    ))
    .parse(i)
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
    ))
    .parse(i)?;
    let (i, _) = kw(cx, "were")(i)?;
    let (i, names) = list(cx, i, |i| guest_name(cx, i))?;
    Ok((i, Sentence::GuestList(names)))
}

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

/// "A, B, and C", "A, B and C", "A and B".
fn list<'a, T>(cx: &Cx<'a>, i: &'a str, item: impl Fn(&'a str) -> R<'a, T>) -> R<'a, Vec<T>> {
    let (mut i, first) = item(i)?;
    let mut items = vec![first];
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

/// "In the morning, there were four heirlooms under the table: the Snuff Tin, ..."
fn heirlooms<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Sentence> {
    let (i, _) = opt((phrase(cx, "in the morning"), opt(punct(cx, ',')))).parse(i)?;
    let (i, _) = phrase(cx, "there were")(i)?;
    let (i, _) = opt(|i| count(cx, i)).parse(i)?;
    let (i, _) = any_kw(cx, &["heirlooms", "items", "treasures"])(i)?;
    let (i, _) = opt((any_kw(cx, &["under", "on"]), phrase(cx, "the table"))).parse(i)?;
    let (i, _) = punct(cx, ':')(i)?;
    let (i, items) = list(cx, i, |i| {
        let (i, _) = opt(any_kw(cx, &["the", "a", "an"])).parse(i)?;
        slot(cx, Category::Heirloom)(i)
    })?;
    Ok((i, Sentence::Heirlooms(items)))
}

fn count<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, ()> {
    value(
        (),
        any_kw(
            cx,
            &[
                "two", "three", "four", "five", "six", "seven", "eight", "nine",
            ],
        ),
    )
    .parse(i)
}

/// Clauses joined by commas and conjunctions, after an optional "So" / "Then".
fn clauses<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Sentence> {
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
    let (mut i, first) = clause(cx, i)?;
    let mut clauses = vec![first];
    while let Ok((after, next)) = (|i| joiner(cx, i), |i| clause(cx, i)).parse(i) {
        clauses.push(next.1);
        i = after;
    }
    Ok((i, Sentence::Clauses(clauses)))
}

fn joiner<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, ()> {
    let conjunction = || any_kw(cx, &["and", "but", "because", "so", "then", "while"]);
    alt((
        value((), (punct(cx, ','), opt(conjunction()))),
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
                &["when", "while", "as", "after", "because", "whereupon"],
            ),
        ),
        value((), phrase(cx, "at which")),
    )))
    .parse(i)?;
    alt((
        |i| group(cx, i),
        |i| {
            let (i, _) = phrase(cx, "i remember")(i)?;
            let (i, guest) = np(cx, i)?;
            Ok((i, Clause::Mention(guest)))
        },
        |i| {
            let (i, subject) = np(cx, i)?;
            let (i, first) = predicate(cx, i)?;
            let (i, more) = many0(|i| {
                let (i, _) = alt((
                    value((), (punct(cx, ','), opt(kw(cx, "and")))),
                    value((), kw(cx, "and")),
                    // A lost comma before a participle: "jumped up onto the table falling onto".
                    |i| match cx.word(i) {
                        Some((w, _)) if w.len() > 4 && w.to_ascii_lowercase().ends_with("ing") => {
                            Ok((i, ()))
                        }
                        _ => cx.fail_expecting(i, "`,`"),
                    },
                ))
                .parse(i)?;
                predicate(cx, i)
            })
            .parse(i)?;
            let mut predicates = Vec::with_capacity(1 + more.len());
            predicates.push(first);
            predicates.extend(more);
            Ok((
                i,
                Clause::About {
                    subject,
                    predicates,
                },
            ))
        },
    ))
    .parse(i)
}

/// Statements about all the guests at once.
fn group<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Clause> {
    let (i, _) = alt((
        value((), (kw(cx, "they"), opt(kw(cx, "all")))),
        value(
            (),
            (kw(cx, "the"), any_kw(cx, &["women", "guests", "ladies"])),
        ),
        value((), phrase(cx, "all the guests")),
        value((), phrase(cx, "all of them")),
        value((), kw(cx, "everyone")),
    ))
    .parse(i)?;
    let (i, _) = opt(kw(cx, "all")).parse(i)?;
    let (i, group) = alt((
        value(
            Group::Row,
            (
                any_kw(cx, &["sat", "were"]),
                opt(kw(cx, "seated")),
                kw(cx, "in"),
                kw(cx, "a"),
                any_kw(cx, &["row", "line"]),
            ),
        ),
        |i| {
            let (i, _) = any_kw(
                cx,
                &[
                    "wore", "had", "drank", "owned", "carried", "brought", "came", "were",
                ],
            )(i)?;
            let (i, _) = opt(any_kw(cx, &["from", "with"])).parse(i)?;
            let (i, _) = kw(cx, "different")(i)?;
            let (i, category) = alt((
                value(Category::Color, any_kw(cx, &["colors", "colours"])),
                value(Category::Drink, kw(cx, "drinks")),
                value(Category::City, any_kw(cx, &["cities", "towns"])),
                value(Category::Heirloom, kw(cx, "heirlooms")),
                value(Category::Pet, kw(cx, "pets")),
            ))
            .parse(i)?;
            let listed = (
                |i| punct(cx, ':')(i),
                |i| {
                    list(cx, i, |i| {
                        let (i, _) = opt(any_kw(cx, &["the", "a", "an"])).parse(i)?;
                        slot(cx, category)(i)
                    })
                },
            );
            let (i, values) = opt(listed).parse(i)?;
            Ok((
                i,
                Group::Different(category, values.map(|(_, v)| v).unwrap_or_default()),
            ))
        },
    ))
    .parse(i)?;
    Ok((i, Clause::Group(group)))
}

/// Whether nothing but spaces and end punctuation is left.
pub fn at_end(i: &str) -> bool {
    skip(i)
        .trim_start_matches(['.', '!', '?', '"', '\'', ' ', ')'])
        .is_empty()
}
