//! Predicates: what a clause says about its subject. Facts ("wore a jaunty white hat"), seats
//! ("was at the far left"), relations ("sat left of someone in red"), their negations ("did not
//! sit next to"), and words that state nothing ("jumped up onto the table").

use nom::Parser;
use nom::branch::alt;
use nom::combinator::{opt, value};
use nom::multi::many0_count;

use super::noun_phrase::{color_worn, np, ordinal};
use super::syntax::{Predicate, PredicateKind, Relation, Term};
use super::words::{Cx, R, any_kw, kw, phrase, possessive, punct, spanned, value as slot};
use crate::clue::{Reach, Seat};
use crate::vocabulary::Category;

pub fn predicate<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Predicate> {
    let (i, _) =
        many0_count(any_kw(cx, &["almost", "then", "also", "proudly", "just"])).parse(i)?;
    let (rest, ((negated, (rule, kind)), at)) = spanned(cx, |i| {
        alt((
            |i| negated(cx, i).map(|(i, (form, k))| (i, (Some(form), k))),
            |i| positive(cx, i).map(|(i, k)| (i, (None, k))),
        ))
        .parse(i)
    })
    .parse(i)?;
    Ok((
        rest,
        Predicate {
            at,
            negation: negated,
            rule,
            kind,
        },
    ))
}

fn positive<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Ruled> {
    alt((
        |i| {
            let (i, _) = copula(cx, i)?;
            complement(cx, i)
        },
        |i| verb_phrase(cx, i),
        // After a comma the verb may be left out: "was at the far left, next to ...".
        |i| placement(cx, i),
    ))
    .parse(i)
}

/// A negated predicate: which form of negation ("was-not", "did-not", "never") and what it negates.
fn negated<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, (&'static str, Ruled)> {
    alt((
        |i| {
            let (i, _) = alt((
                value((), (copula_word(cx), kw(cx, "not"))),
                value((), kw(cx, "wasn't")),
            ))
            .parse(i)?;
            let (i, ruled) = complement(cx, i)?;
            Ok((i, ("was-not", ruled)))
        },
        |i| {
            let (i, _) = alt((
                value((), phrase(cx, "did not")),
                value((), kw(cx, "didn't")),
            ))
            .parse(i)?;
            let (i, ruled) = base_verb_phrase(cx, i)?;
            Ok((i, ("did-not", ruled)))
        },
        |i| {
            let (i, _) = kw(cx, "never")(i)?;
            let (i, ruled) = alt((
                |i| base_verb_phrase(cx, i),
                |i| verb_phrase(cx, i),
                |i| {
                    let (i, _) = copula(cx, i)?;
                    complement(cx, i)
                },
            ))
            .parse(i)?;
            Ok((i, ("never", ruled)))
        },
    ))
    .parse(i)
}

fn copula_word<'a, 'c>(cx: &'c Cx<'a>) -> impl Fn(&'a str) -> R<'a, &'a str> + 'c {
    any_kw(cx, &["was", "sat", "stood"])
}

/// "was", "sat", "was seated", "sat down".
fn copula<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, ()> {
    let (i, _) = copula_word(cx)(i)?;
    let (i, _) = opt(any_kw(cx, &["seated", "sitting", "down"])).parse(i)?;
    Ok((i, ()))
}

/// What follows "was" / "sat".
fn complement<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Ruled> {
    alt((
        |i| placement(cx, i),
        |i| {
            let (i, _) = alt((
                value(
                    (),
                    (
                        any_kw(cx, &["dressed", "clad"]),
                        opt(any_kw(cx, &["entirely", "all", "completely"])),
                        kw(cx, "in"),
                    ),
                ),
                value((), kw(cx, "wearing")),
                value((), kw(cx, "in")),
            ))
            .parse(i)?;
            has("was-dressed-in", color_worn(cx, i), Category::Color)
        },
        |i| {
            let (i, _) = kw(cx, "from")(i)?;
            has("was-from", slot(cx, Category::City)(i), Category::City)
        },
        |i| {
            let (i, _) = alt((
                value((), phrase(cx, "full of")),
                value((), kw(cx, "drinking")),
            ))
            .parse(i)?;
            has("was-full-of", slot(cx, Category::Drink)(i), Category::Drink)
        },
        |i| {
            let (i, _) = phrase(cx, "the owner of")(i)?;
            let (i, _) = opt(any_kw(cx, &["the", "a", "an"])).parse(i)?;
            has(
                "was-owner-of",
                slot(cx, Category::Heirloom)(i),
                Category::Heirloom,
            )
        },
        |i| {
            let (i, _) = phrase(cx, "accompanied by")(i)?;
            has("was-accompanied-by", pet(cx, i), Category::Pet)
        },
    ))
    .parse(i)
}

/// The pet in "her parrot", "a cat", "the owl".
pub fn pet<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Term> {
    let (i, _) = opt(any_kw(cx, &["a", "an", "her", "the"])).parse(i)?;
    slot(cx, Category::Pet)(i)
}

/// A seat or a relation to another guest, with or without a verb before it.
fn placement<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Ruled> {
    alt((
        |i| seat_phrase(cx, i).map(|(i, seat)| (i, ("seat", PredicateKind::Seat(seat)))),
        |i| {
            let (i, relation) = relation(cx, i)?;
            let (i, other) = np(cx, i)?;
            Ok((i, ("relation", PredicateKind::Relation(relation, other))))
        },
        |i| {
            let (i, _) = kw(cx, "between")(i)?;
            let (i, first) = np(cx, i)?;
            let (i, _) = kw(cx, "and")(i)?;
            let (i, second) = np(cx, i)?;
            Ok((i, ("between", PredicateKind::Between(first, second))))
        },
    ))
    .parse(i)
}

/// A predicate's kind with the name of the grammar rule that read it (see `grammar/`).
type Ruled = (&'static str, PredicateKind);

fn has<'a>(rule: &'static str, parsed: R<'a, Term>, category: Category) -> R<'a, Ruled> {
    parsed.map(|(i, term)| (i, (rule, PredicateKind::Has(category, term))))
}

/// Past-tense verbs that state a fact about the subject.
fn verb_phrase<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Ruled> {
    alt((
        |i| {
            let (i, _) = kw(cx, "wore")(i)?;
            has("wore", color_worn(cx, i), Category::Color)
        },
        |i| {
            let (i, _) = any_kw(cx, &["drank", "sipped"])(i)?;
            has("drank", slot(cx, Category::Drink)(i), Category::Drink)
        },
        |i| {
            let (i, _) = kw(cx, "raised")(i)?;
            let (i, kind) = possessed(cx, i, Category::Drink)?;
            let (i, _) = opt((kw(cx, "in"), opt(kw(cx, "a")), kw(cx, "toast"))).parse(i)?;
            Ok((i, ("raised", kind)))
        },
        |i| {
            let (i, _) = any_kw(cx, &["spilled", "spilling", "spilt"])(i)?;
            let (i, kind) = possessed(cx, i, Category::Drink)?;
            let (i, _) = opt((
                phrase(cx, "all over"),
                alt((
                    value((), any_kw(cx, &["it", "herself"])),
                    value((), phrase(cx, "the table")),
                )),
            ))
            .parse(i)?;
            Ok((i, ("spilled", kind)))
        },
        |i| {
            let (i, _) = any_kw(cx, &["bragged", "boasted"])(i)?;
            let (i, _) = kw(cx, "about")(i)?;
            let (i, kind) = possessed(cx, i, Category::Heirloom)?;
            Ok((i, ("bragged", kind)))
        },
        |i| {
            let (i, _) = alt((
                value((), phrase(cx, "showed off")),
                value((), any_kw(cx, &["carried", "owned", "had", "brought"])),
            ))
            .parse(i)?;
            let (i, _) = opt(any_kw(cx, &["a", "an", "her", "the"])).parse(i)?;
            let (i, _) = opt(any_kw(cx, &["prized", "valuable"])).parse(i)?;
            has(
                "showed-off",
                slot(cx, Category::Heirloom)(i),
                Category::Heirloom,
            )
        },
        |i| {
            let (i, _) = alt((
                value((), phrase(cx, "came from")),
                value((), phrase(cx, "hailed from")),
                value((), phrase(cx, "grew up in")),
                value((), phrase(cx, "lived in")),
                value((), phrase(cx, "was born in")),
            ))
            .parse(i)?;
            has("came-from", slot(cx, Category::City)(i), Category::City)
        },
        |i| {
            // Not "brought", which already names an heirloom ("brought a Diamond").
            let (i, _) = phrase(cx, "came with")(i)?;
            has("came-with", pet(cx, i), Category::Pet)
        },
        |i| {
            let (i, _) = phrase(cx, "said they were finer in")(i)?;
            let (i, city) = slot(cx, Category::City)(i)?;
            let (i, _) = opt((opt(punct(cx, ',')), phrase(cx, "where she lived"))).parse(i)?;
            Ok((i, ("finer-in", PredicateKind::Has(Category::City, city))))
        },
        |i| {
            let (i, _) = any_kw(cx, &["captivated", "regaled", "entertained"])(i)?;
            let (i, _) = phrase(cx, "them all with a story about her")(i)?;
            let (i, _) = opt(kw(cx, "wild")).parse(i)?;
            let (i, _) = any_kw(cx, &["youth", "childhood"])(i)?;
            let (i, _) = kw(cx, "in")(i)?;
            has(
                "story-of-youth",
                slot(cx, Category::City)(i),
                Category::City,
            )
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
        value(
            ("jumped-onto-table", PredicateKind::Nothing),
            (
                kw(cx, "jumped"),
                opt(kw(cx, "up")),
                any_kw(cx, &["onto", "on"]),
                phrase(cx, "the table"),
            ),
        ),
        value(("saw-it", PredicateKind::Nothing), phrase(cx, "saw it")),
    ))
    .parse(i)
}

/// "saying it was no match for her War Medal"
fn no_match<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Ruled> {
    let (i, _) = phrase(cx, "saying it was no match for her")(i)?;
    has(
        "no-match",
        slot(cx, Category::Heirloom)(i),
        Category::Heirloom,
    )
}

/// Base forms after "did not" / "never".
fn base_verb_phrase<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Ruled> {
    alt((
        |i| {
            let (i, _) = kw(cx, "sit")(i)?;
            placement(cx, i)
        },
        |i| {
            let (i, _) = kw(cx, "wear")(i)?;
            has("wear", color_worn(cx, i), Category::Color)
        },
        |i| {
            let (i, _) = kw(cx, "drink")(i)?;
            has("drink", slot(cx, Category::Drink)(i), Category::Drink)
        },
        |i| {
            let (i, _) = phrase(cx, "come from")(i)?;
            has("come-from", slot(cx, Category::City)(i), Category::City)
        },
        |i| {
            let (i, _) = phrase(cx, "come with")(i)?;
            has("come-with", pet(cx, i), Category::Pet)
        },
        |i| {
            let (i, _) = any_kw(cx, &["own", "have", "carry"])(i)?;
            let (i, _) = opt(any_kw(cx, &["a", "an", "the"])).parse(i)?;
            has("own", slot(cx, Category::Heirloom)(i), Category::Heirloom)
        },
    ))
    .parse(i)
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

/// "next to", "immediately left of", "somewhere to the right of", "further left than".
pub fn relation<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Relation> {
    alt((
        value(
            Relation::NextTo,
            alt((
                value((), phrase(cx, "right next to")),
                value((), phrase(cx, "next to")),
                value((), phrase(cx, "adjacent to")),
                value((), any_kw(cx, &["beside", "alongside", "by"])),
            )),
        ),
        |i| {
            let (i, reach) = alt((
                value(
                    Reach::Immediate,
                    any_kw(cx, &["immediately", "directly", "just"]),
                ),
                value(Reach::Somewhere, any_kw(cx, &["somewhere", "anywhere"])),
                |i| Ok((i, Reach::AsRead)),
            ))
            .parse(i)?;
            let (i, immediate) = opt(alt((
                value(true, phrase(cx, "to the immediate")),
                value(false, phrase(cx, "to the")),
                value(false, phrase(cx, "on the")),
            )))
            .parse(i)?;
            let reach = if immediate == Some(true) {
                Reach::Immediate
            } else {
                reach
            };
            let (i, side) = any_kw(cx, &["left", "right"])(i)?;
            let (i, _) = kw(cx, "of")(i)?;
            Ok((i, side_relation(side, reach)))
        },
        |i| {
            let (i, _) = any_kw(cx, &["further", "farther"])(i)?;
            let (i, side) = any_kw(cx, &["left", "right"])(i)?;
            let (i, _) = kw(cx, "than")(i)?;
            Ok((i, side_relation(side, Reach::Somewhere)))
        },
    ))
    .parse(i)
}

fn side_relation(side: &str, reach: Reach) -> Relation {
    if side.eq_ignore_ascii_case("left") {
        Relation::LeftOf(reach)
    } else {
        Relation::RightOf(reach)
    }
}

/// "at the far left", "in the center seat", "in the second seat from the right", "second from
/// the left", "in the leftmost seat".
pub fn seat_phrase<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Seat> {
    alt((
        |i| {
            let (i, _) = any_kw(cx, &["at", "on", "in"])(i)?;
            let (i, _) = kw(cx, "the")(i)?;
            seat_after_the(cx, i)
        },
        |i| ordinal_from_side(cx, i),
    ))
    .parse(i)
}

fn seat_after_the<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Seat> {
    let seat_noun = || opt(any_kw(cx, &["seat", "chair", "place", "end", "side"]));
    alt((
        |i| {
            let (i, _) = any_kw(cx, &["far", "very"])(i)?;
            let (i, side) = any_kw(cx, &["left", "right"])(i)?;
            let (i, _) = seat_noun().parse(i)?;
            Ok((i, end_seat(side)))
        },
        |i| {
            let (i, side) = any_kw(cx, &["leftmost", "rightmost"])(i)?;
            let (i, _) = seat_noun().parse(i)?;
            Ok((i, end_seat(&side[..side.len() - 4])))
        },
        |i| {
            let (i, _) = any_kw(cx, &["center", "centre", "middle"])(i)?;
            let (i, _) = seat_noun().parse(i)?;
            Ok((i, Seat::Center))
        },
        |i| ordinal_from_side(cx, i),
        |i| {
            let (i, _) = kw(cx, "last")(i)?;
            let (i, _) = seat_noun().parse(i)?;
            Ok((i, Seat::FromRight(1)))
        },
    ))
    .parse(i)
}

/// "second (seat) (from the left)"; counting from the left unless told otherwise.
fn ordinal_from_side<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Seat> {
    let (i, n) = ordinal(cx, i)?;
    let (i, _) = opt(any_kw(cx, &["seat", "chair", "place"])).parse(i)?;
    let (i, side) = opt((phrase(cx, "from the"), any_kw(cx, &["left", "right"]))).parse(i)?;
    let seat = match side {
        Some((_, s)) if s.eq_ignore_ascii_case("right") => Seat::FromRight(n),
        _ => Seat::FromLeft(n),
    };
    Ok((i, seat))
}

fn end_seat(side: &str) -> Seat {
    if side.eq_ignore_ascii_case("left") {
        Seat::FromLeft(1)
    } else {
        Seat::FromRight(1)
    }
}
