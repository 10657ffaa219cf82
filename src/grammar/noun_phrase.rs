//! Noun phrases: how a sentence points at a guest. By name ("Countess Contee", "Contee"), by
//! description ("the lady in green", "the traveler from Dabokva", "the guest in the center
//! seat"), or back at someone earlier in the sentence ("she", "the poor woman", "her neighbor").

use nom::Parser;
use nom::branch::alt;
use nom::combinator::{opt, value};
use nom::multi::many0_count;

use super::passed_over::BEFORE_A_NAME;
use super::phrase_match;
use super::phrases::{AGENTS, GARMENTS, ORDINALS, PERSON_NOUNS, PLACES, PLACES_PLURAL};
use super::predicate::predicate;
use super::syntax::{Head, Modifier, Np, PredicateKind, Pronoun, Relation, Term};
use super::words::{
    Cx, R, any_kw, kw, passed_row, phrase, possessive, punct, repeated, skip, spanned, unread,
    value as slot,
};
use crate::clue::{Reach, Seat};
use crate::vocabulary::Category;

pub fn np<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Np> {
    cx.np_at(i, |i| {
        let (rest, np) = read_np(cx, i)?;
        if !in_one_place(cx, &np) {
            return cx.fail_expecting(rest, "the same place again");
        }
        Ok((rest, np))
    })
}

/// Whether the seats a description names may all be one guest's: "house five, at the far
/// right end" of five, "house 1, at one end". "House four, at the far right end" of five
/// names two places: an aside that contradicts the place it explains is not read.
fn in_one_place(cx: &Cx<'_>, np: &Np) -> bool {
    // Asked of every noun phrase read: no list is built.
    let seats = || {
        (np.modifiers.iter()).filter_map(|m| match m {
            Modifier::Seat(seat) => Some(*seat),
            _ => None,
        })
    };
    seats().all(|a| seats().all(|b| super::predicate::seats_meet(cx, a, b)))
}

/// The words that give a guest's name or description, after a bare noun for her ("the woman
/// known as Lady Ash", "the party known as the Englishman") or in an apposition ("Lady Ash,
/// known as the lady in red, ...").
const KNOWN_AS: &[&str] = &["known as", "also known as", "referred to as"];

/// As `KNOWN_AS`, after a bare noun only: "the man called Bob", "the woman named Lady Ash".
/// In an apposition they would start a participle ("Lady Ash, called away, ...").
const CALLED: &[&str] = &["called", "named", "nicknamed"];

/// Past one of `phrases` at `i`.
fn one_of<'a>(cx: &Cx<'a>, phrases: &[&'static str], i: &'a str) -> Option<&'a str> {
    (phrases.iter()).find_map(|words| phrase(cx, words)(i).ok().map(|(rest, ())| rest))
}

/// "The subject known as Lady Ash", "The party known as the Englishman": "the" and one noun
/// for a person, of any word, then what she is known as, which says who she is.
fn known_as<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Np> {
    let start = cx.at(skip(i));
    let (after_the, _) = kw(cx, "the")(i)?;
    let Some((noun, after_noun)) = cx.word(after_the) else {
        return unread(i);
    };
    if !noun.bytes().all(|b| b.is_ascii_lowercase()) {
        return unread(i);
    }
    let Some(after) = one_of(cx, KNOWN_AS, after_noun).or_else(|| one_of(cx, CALLED, after_noun))
    else {
        return unread(i);
    };
    let (rest, mut known) = np(cx, after)?;
    let named = matches!(known.head, Head::Name { .. });
    let described = known.head == Head::Definite && !known.modifiers.is_empty();
    if !named && !described {
        return cx.fail_expecting(after, "a name or a description of her");
    }
    known.at = start..known.at.end;
    known.rules.insert(0, "known-as");
    Ok((rest, known))
}

/// `np`, read afresh.
fn read_np<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Np> {
    if let Ok(found) = known_as(cx, i) {
        return Ok(found);
    }
    let (rest, ((rules, head, modifiers), at)) =
        cx.nested(i, |i| spanned(cx, |i| np_parts(cx, i)).parse(i))?;
    let np = Np {
        at,
        rules,
        head,
        modifiers,
    };
    // "Penny's seat", "Penny's chair": Penny; "the green house's owner": whoever lives there (a
    // value's owner is the `owner-of` row's).
    let holder_or_owner = |i| {
        alt((
            |i| holder(cx, i),
            // "the zebra's keeper": whoever keeps it.
            value((), any_kw(cx, &["owner", "occupant", "keeper"])),
            // "Wendy's Mom is Delia" where every child's Mom is a value of the riddle's "mom"
            // category: the riddle made the relative a column of the child's row.
            |i| riddle_relative(cx, i),
        ))
        .parse(i)
    };
    if let Ok((after, _)) = (possessive(cx), holder_or_owner).parse(rest) {
        let at = np.at.start..cx.at(after);
        return Ok((after, Np { at, ..np }));
    }
    // "directly to the left of Abel's.": his house, where the sentence or its clause ends.
    // "the Swede's and the Dane's differ by two": their places' numbers (`numbers`).
    let clause_ends = |after: &'a str| {
        super::sentence::at_end(after)
            || super::words::skip(after).starts_with([',', ';'])
            || cx.word(after).is_some_and(|(w, _)| {
                ["and", "or", "differ", "differed"]
                    .iter()
                    .any(|c| w.eq_ignore_ascii_case(c))
            })
    };
    // Not after "was": "The Pocket Watch was Dame Larkin's" says whose it was (`belonged-to`).
    if let Ok((after, _)) = possessive(cx)(rest)
        && !after_be(cx, i)
        && clause_ends(after)
    {
        let at = np.at.start..cx.at(after);
        return Ok((after, Np { at, ..np }));
    }
    // "Duchess Merrow's neighbour": someone seated next to her; "the Spaniard's next-door
    // neighbour on the right": the one on that side.
    if let Ok((after, _)) = possessive(cx)(rest) {
        let start = np.at.start;
        if let Ok((after, (rule, head, modifiers))) =
            neighbor_of(cx, after, np.clone(), "possessive-neighbor")
        {
            let at = start..cx.at(after);
            return Ok((
                after,
                Np {
                    at,
                    rules: vec![rule],
                    head,
                    modifiers,
                },
            ));
        }
    }
    if let Some(found) = apposition(cx, rest, &np) {
        return Ok(found);
    }
    Ok((rest, np))
}

/// A second description of the same guest, set off by commas or parentheses: "The Spaniard,
/// keeper of the zebra, lives ...", "The Norwegian (the zebra's owner) lives ...", "Lady
/// Winslow, a native of Fraeport, sat ...", and at the end of the sentence one without "the"
/// ("... the snail keeper, a coffee drinker."), since "next to Lady Bell, the woman in red"
/// may name two guests. Never before "and", "or", "nor" or "but": "Lady Ash, the lady in red,
/// and Lady Bell" is a list.
fn apposition<'a>(cx: &Cx<'a>, i: &'a str, np: &Np) -> Option<(&'a str, Np)> {
    let (after_open, _) = alt((punct(cx, ','), punct(cx, '('))).parse(i).ok()?;
    let parenthesis = skip(i).starts_with('(');
    // "Lady Ash, known as the lady in red, ...": what she is known as is who she is.
    let after_open = one_of(cx, KNOWN_AS, after_open).unwrap_or(after_open);
    let (rest, appositive) = alt((
        |i| super::noun_phrase::np(cx, i),
        // "keeper of the zebra": a head row without its article.
        // "home of the Englishman", said of a house: the one who lives there.
        |i| {
            let (i, _) = opt(kw(cx, "the")).parse(i)?;
            let (i, _) = any_kw(cx, &["home", "house", "residence", "dwelling"])(i)?;
            let (i, _) = kw(cx, "of")(i)?;
            let (rest, np) = super::noun_phrase::np(cx, i)?;
            Ok((rest, np))
        },
        |i| {
            let (rest, ((rule, modifier), at)) =
                spanned(cx, |i| phrase_match::head(cx, i)).parse(i)?;
            let np = Np {
                at,
                rules: vec![rule],
                head: Head::Definite,
                modifiers: vec![modifier],
            };
            Ok((rest, np))
        },
    ))
    .parse(after_open)
    .ok()?;
    let rest = if parenthesis {
        punct(cx, ')')(rest).ok()?.0
    } else if let Ok((after, _)) = punct(cx, ',')(rest) {
        let listed = cx.word(after).is_some_and(|(w, _)| {
            ["and", "or", "nor", "but"]
                .iter()
                .any(|c| w.eq_ignore_ascii_case(c))
        });
        if listed {
            return None;
        }
        after
    } else {
        let definite = cx
            .word(after_open)
            .is_some_and(|(w, _)| w.eq_ignore_ascii_case("the"))
            || matches!(appositive.head, Head::Name { .. });
        if definite || !super::sentence::at_end(rest) {
            return None;
        }
        rest
    };
    let merged = same_guest(np, appositive)?;
    let at = np.at.start..cx.at(rest);
    Some((rest, Np { at, ..merged }))
}

/// One noun phrase for two that name the same guest, each by a name or by what she holds,
/// where she sits or whom she sits by; `None` for any other (a pronoun, "someone", a bare "the
/// woman", two names), which an apposition does not read.
fn same_guest(first: &Np, second: Np) -> Option<Np> {
    let described = |np: &Np| np.head == Head::Definite && !np.modifiers.is_empty();
    let named = |np: &Np| matches!(np.head, Head::Name { .. });
    if !(described(first) || named(first))
        || !(described(&second) || named(&second))
        || (named(first) && named(&second))
    {
        return None;
    }
    let head = if named(&second) {
        second.head.clone()
    } else {
        first.head.clone()
    };
    let mut rules = first.rules.clone();
    rules.push("apposition");
    rules.extend(second.rules);
    let mut modifiers = first.modifiers.clone();
    modifiers.extend(second.modifiers);
    Some(Np {
        at: first.at.clone(),
        rules,
        head,
        modifiers,
    })
}

/// Words before "neighbour" that change nothing: a neighbour is always the next seat.
const NEIGHBOR_ADJECTIVES: &[&str] = &["immediate", "next-door", "nearest", "closest", "direct"];

/// After a possessor (`owner`): "neighbour", someone next to her (`rule`), or "neighbour on
/// the right", the one on that side of her (`neighbor-on-side`).
fn neighbor_of<'a>(cx: &Cx<'a>, i: &'a str, owner: Np, rule: &'static str) -> R<'a, Headed> {
    // "her only neighbour": she has one, so she sits at an end (`only-neighbor`).
    let (i, only) = opt(kw(cx, "only")).parse(i)?;
    let (i, _) = opt(any_kw(cx, NEIGHBOR_ADJECTIVES)).parse(i)?;
    // "her left-hand neighbour": the side said before the noun, as "on the left" after it.
    let (i, before) = match only {
        None => opt(any_kw(cx, &["left-hand", "right-hand", "left", "right"])).parse(i)?,
        Some(_) => (i, None),
    };
    let (i, _) = any_kw(cx, &["neighbor", "neighbour"])(i)?;
    if only.is_some() {
        return Ok((i, only_neighbor(owner)));
    }
    let after = (
        any_kw(cx, &["on", "to"]),
        kw(cx, "the"),
        any_kw(cx, &["left", "right"]),
    )
        .parse(i)
        .map(|(after, (_, _, side))| (after, side));
    let side = match before {
        Some(side) => Ok((i, side.trim_end_matches("-hand"))),
        None => after,
    };
    // Not "her neighbour to the right of Lady Bell", whose side is said of another guest.
    if let Ok((after, side)) = side
        && kw(cx, "of")(after).is_err()
    {
        let relation = if side.eq_ignore_ascii_case("left") {
            Relation::LeftOf(Reach::Immediate)
        } else {
            Relation::RightOf(Reach::Immediate)
        };
        // "her" is no longer the possessor's owner but the guest beside the one described,
        // who is the last mentioned other than her, as "her" after a preposition is.
        let mut owner = owner;
        if owner.head == Head::Pronoun(Pronoun::Possessive) {
            owner.head = Head::Pronoun(Pronoun::Object);
        }
        let modifier = Modifier::Relation(relation, Box::new(owner));
        return Ok((after, ("neighbor-on-side", Head::Definite, vec![modifier])));
    }
    Ok((i, (rule, Head::NeighborOf(Box::new(owner)), vec![])))
}

/// "Lady Ash's only neighbour": someone next to her, who is at an end of the row, the one
/// place with a single neighbour. The end is said of her, as her name's modifier, so that it
/// holds whatever is said of the neighbour (and whether or not that is negated).
fn only_neighbor(mut owner: Np) -> Headed {
    owner.modifiers.push(Modifier::Seat(Seat::End));
    ("only-neighbor", Head::NeighborOf(Box::new(owner)), vec![])
}

/// "one of the Spaniard's neighbours", "one of her next-door neighbours": someone next to her.
fn one_of_the_neighbors<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Headed> {
    let (i, _) = phrase(cx, "one of")(i)?;
    let (i, owner) = alt((
        |i| {
            let (rest, ((), at)) = spanned(cx, |i| {
                value((), any_kw(cx, &["her", "his", "their"])).parse(i)
            })
            .parse(i)?;
            let owner = Np {
                at,
                rules: vec!["her"],
                head: Head::Pronoun(Pronoun::Possessive),
                modifiers: vec![],
            };
            Ok((rest, owner))
        },
        |i| {
            let (i, owner) = np(cx, i)?;
            let (i, _) = possessive(cx)(i)?;
            Ok((i, owner))
        },
    ))
    .parse(i)?;
    let (i, _) = opt(any_kw(cx, NEIGHBOR_ADJECTIVES)).parse(i)?;
    let (i, _) = any_kw(cx, &["neighbors", "neighbours"])(i)?;
    Ok((
        i,
        (
            "one-of-her-neighbors",
            Head::NeighborOf(Box::new(owner)),
            vec![],
        ),
    ))
}

/// What of hers a possessive may name instead of her: "Penny's seat", "Aniya's place
/// setting", "the green house's owner" is whoever lives there. A person is never here: "Lady
/// Ash's daughter" is someone else (`RELATIVES`).
const PLACE_HOLDERS: &[&str] = &[
    "seat",
    "chair",
    "place",
    "spot",
    "space",
    "house",
    "hut",
    "floor",
    "car",
    "setting",
    "residence",
    "dwelling",
    "stable",
    "kennel",
];

/// A noun of `PLACE_HOLDERS`, a place of the row (`PLACES`: "Bill's plot", "Reverend Day's
/// stall", "Stan's shed"), or "place setting".
fn holder<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, ()> {
    let (i, ()) = alt((
        value((), (kw(cx, "place"), kw(cx, "setting"))),
        value((), any_kw(cx, PLACE_HOLDERS)),
        value((), any_kw(cx, PLACES)),
    ))
    .parse(i)?;
    // "the Swede's house number and the Dane's differ by two": her place's number stands for
    // her before "and"; elsewhere "number is ..." is the predicate of the `numbers` rows.
    if (kw(cx, "number"), kw(cx, "and")).parse(i).is_ok() {
        return value((), kw(cx, "number")).parse(i);
    }
    Ok((i, ()))
}

/// "the Spaniard's home": after a value's possessive, where no city is listed, the place where
/// its holder lives. A guest's home, or any home where cities are listed, is her city
/// (`possessive-attribute`: "Lady Ash's home was Dunwall").
fn home<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, ()> {
    let (rest, _) = kw(cx, "home")(i)?;
    if cx.known.values.iter().any(|(c, _)| *c == Category::CITY) {
        return cx.fail_expecting(i, "a place of hers, such as \"seat\"");
    }
    Ok((rest, ()))
}

/// Who stands for a value: "Dunwall's representative" is whoever comes from Dunwall.
const REPRESENTATIVES: &[&str] = &["representative", "delegate", "envoy", "emissary"];

/// A noun of `REPRESENTATIVES` after a value's possessive; never after a guest's name, whose
/// representative would be someone else.
fn representative<'a>(cx: &Cx<'a>, i: &'a str, category: Category) -> R<'a, ()> {
    if category == Category::NAME {
        return cx.fail_expecting(i, "a place of hers, such as \"seat\"");
    }
    value((), any_kw(cx, REPRESENTATIVES)).parse(i)
}

/// What a handler, an owner or a rider brings to a show or a race, which is the guest: "Mr Doyle's
/// dog was placed second", "Mrs Hale's horse".
const ENTRIES: &[&str] = &["dog", "horse", "pony", "entry", "entrant", "car", "boat"];

/// A noun of `ENTRIES` after the possessive of a value of the riddle's own list (a handler),
/// where the noun is no value itself: the guest who holds that value.
fn entry<'a>(cx: &Cx<'a>, i: &'a str, category: Category) -> R<'a, ()> {
    let no_entry = |i| cx.fail_expecting(i, "a place of hers, such as \"seat\"");
    if category.kind().is_some() || category == Category::NAME {
        return no_entry(i);
    }
    let Some((w, rest)) = cx.word(i) else {
        return no_entry(i);
    };
    let lower = w.to_lowercase();
    if !ENTRIES.contains(&lower.as_str()) || cx.known.values.iter().any(|(_, v)| *v == lower) {
        return no_entry(i);
    }
    Ok((rest, ()))
}

/// Relatives, each with the keys of the categories whose value's relative of that kind is the
/// guest herself: the guests of "Timothy's Mom" are mothers, and Timothy is a value of their
/// "kid" category. Said of a guest or of any other value ("Lady Ash's mother", "the Swede's
/// son"), a relative is another person, about whom the riddle states nothing.
const RELATIVES: &[(&[&str], &[&str])] = &[
    (PARENTS, CHILDREN),
    (CHILDREN, PARENTS),
    (GRANDPARENTS, GRANDCHILDREN),
    (GRANDCHILDREN, GRANDPARENTS),
    (SPOUSES, SPOUSES),
];

const PARENTS: &[&str] = &["mom", "mother", "mum", "dad", "father", "parent"];
const CHILDREN: &[&str] = &["son", "daughter", "child", "kid"];
const GRANDPARENTS: &[&str] = &[
    "grandma",
    "grandmother",
    "granny",
    "grandpa",
    "grandfather",
    "grandparent",
];
const GRANDCHILDREN: &[&str] = &["grandchild", "grandson", "granddaughter", "grandkid"];
const SPOUSES: &[&str] = &["wife", "husband", "partner", "spouse"];

/// A relative that is a category of the riddle ("Mom" where the moms are listed as values of a
/// "mom" category): said of a guest, it is a column of her row, not another person.
fn riddle_relative<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, ()> {
    match cx.word(i) {
        Some((w, rest))
            if RELATIVES
                .iter()
                .any(|(nouns, _)| nouns.iter().any(|n| w.eq_ignore_ascii_case(n)))
                && cx
                    .known
                    .declared
                    .iter()
                    .any(|key| super::sentence::singular(&w.to_ascii_lowercase()) == *key) =>
        {
            Ok((rest, ()))
        }
        _ => cx.fail_expecting(i, "a place of hers, such as \"seat\""),
    }
}

/// The relative that a value of the category keyed `key` has in the guest: "Mom" after a kid's
/// name.
fn relative_of<'a>(cx: &Cx<'a>, i: &'a str, key: &str) -> R<'a, ()> {
    let key = super::sentence::singular(&key.to_ascii_lowercase());
    for (nouns, keys) in RELATIVES {
        if keys.contains(&key.as_str()) {
            return value((), any_kw(cx, nouns)).parse(i);
        }
    }
    cx.fail_expecting(i, "a place of hers, such as \"seat\"")
}

/// "Timothy's Mom", "the Bella's Mom", "Penny's seat": whoever holds a value the riddle listed,
/// by what of hers the possessive names (a place of hers, or the relative that the value's
/// category makes her).
fn value_holder<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Headed> {
    let (i, _) = opt(kw(cx, "the")).parse(i)?;
    // Only where a possessive follows within a value's few words: every noun phrase tried
    // passes here.
    let mut ahead = i;
    let mut possessed = false;
    for _ in 0..4 {
        let Some((w, rest)) = cx.word(ahead) else {
            break;
        };
        if w.ends_with("'s") || w.ends_with("s'") || rest.starts_with('\'') {
            possessed = true;
            break;
        }
        ahead = rest;
    }
    if !possessed {
        return unread(i);
    }
    let Some((rest, category, term)) = phrase_match::any_known(cx, i) else {
        return cx.fail_expecting(i, "a value named before");
    };
    let key = cx.known.key(category);
    let (rest, _) = (
        possessive(cx),
        alt((
            |i| holder(cx, i),
            |i| home(cx, i),
            |i| relative_of(cx, i, &key),
            |i| representative(cx, i, category),
            |i| entry(cx, i, category),
        )),
    )
        .parse(rest)?;
    Ok((
        rest,
        (
            "value-holder",
            Head::Definite,
            vec![Modifier::Has(category, term)],
        ),
    ))
}

/// Who a place or a stay names, before "of" and a guest: "the chair of the woman in blue" is
/// she, as is "the occupant of the middle chair". Not "owner", whose rows name what she owns.
const PLACE_OF: &[&str] = &["occupant", "inhabitant", "resident", "tenant"];

/// "the occupant of the middle chair", "the chair of the woman in blue", "the house of the
/// Spaniard": the guest after "of" (`occupant-of`, `place-of`).
fn place_of<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Parts> {
    let (i, _) = kw(cx, "the")(i)?;
    let (after, noun) = alt((any_kw(cx, PLACE_OF), any_kw(cx, PLACES))).parse(i)?;
    // A head row that reads on is the description: "the resident of the red house".
    if phrase_match::head(cx, i).is_ok() {
        return unread(i);
    }
    let (i, _) = kw(cx, "of")(after)?;
    let (rest, guest) = np(cx, i)?;
    let rule = if PLACE_OF.iter().any(|n| noun.eq_ignore_ascii_case(n)) {
        "occupant-of"
    } else {
        "place-of"
    };
    let mut rules = vec![rule];
    rules.extend(guest.rules);
    Ok((rest, (rules, guest.head, guest.modifiers)))
}

/// A noun phrase's rules, head and modifiers.
type Parts = (Vec<&'static str>, Head, Vec<Modifier>);

/// A head, the rule that read it, and modifiers that came with it.
type Headed = (&'static str, Head, Vec<Modifier>);

fn np_parts<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Parts> {
    alt((
        |i| with_modifiers(cx, i, |i| name(cx, i)),
        |i| with_modifiers(cx, i, |i| neighbor(cx, i)),
        |i| with_modifiers(cx, i, |i| one_of_the_neighbors(cx, i)),
        // Before "her" alone, which would leave the noun unread.
        |i| alone(possessed_place(cx, i)),
        |i| {
            alone(
                value(
                    ("she", Head::Pronoun(Pronoun::Subject), vec![]),
                    // "he" for a man of the zebra family's houses, read alike.
                    any_kw(cx, &["she", "he"]),
                )
                .parse(i),
            )
        },
        |i| {
            alone(
                value(
                    ("her", Head::Pronoun(Pronoun::Object), vec![]),
                    // "him", and "it" for a house or a seat ("to the right of it"): whoever
                    // lives or sits there.
                    any_kw(cx, &["her", "him", "it"]),
                )
                .parse(i),
            )
        },
        |i| alone(possessive_pronoun(cx, i)),
        |i| with_modifiers(cx, i, |i| someone(cx, i)),
        |i| anyone(cx, i),
        |i| alone(whoever(cx, i)),
        |i| alone(garment_wearer(cx, i)),
        |i| alone(by_age(cx, i)),
        |i| with_modifiers(cx, i, |i| value_holder(cx, i)),
        |i| place_of(cx, i),
        |i| alone(next_place(cx, i)),
        |i| participle_described(cx, i),
        |i| with_modifiers(cx, i, |i| place_where_they(cx, i)),
        |i| with_modifiers(cx, i, |i| described(cx, i)),
        |i| with_modifiers(cx, i, |i| numbered_place(cx, i)),
        |i| with_modifiers(cx, i, |i| agent(cx, i)),
        |i| {
            with_modifiers(cx, i, |i| {
                alt((|i| without_article(cx, i), |i| group_as_member(cx, i))).parse(i)
            })
        },
    ))
    .parse(i)
}

/// "Legal wore grey", "Finance took first place": a department, a team or a club stands for
/// the one who belongs to it. Read only as the sentence's subject, and only for a value of a
/// category of the riddle's own that its list wrote with a capital (a name of a group of
/// people), so that a thing named as the subject ("Kale was eaten by ...", "Coffee is drunk
/// ...") stays the thing's own sentence.
fn group_as_member<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Headed> {
    if !cx.text[..cx.at(i)].trim().is_empty() || !may_start_a_capitalised_value(cx, i) {
        return unread(i);
    }
    let Some((rest, category, term)) = phrase_match::any_known(cx, i) else {
        return unread(i);
    };
    let capitalised = (cx.known.capitalised).contains(&(category, term.text.to_lowercase()));
    if category.kind().is_some() || !capitalised {
        return unread(i);
    }
    Ok((
        rest,
        (
            "value-as-person",
            Head::Definite,
            vec![Modifier::Has(category, term)],
        ),
    ))
}

/// Whether the word at `i` is the first word of a value written with a capital, or its plural:
/// reading any value at the start of every sentence costs a look through every category, and
/// most riddles' sentences start with none of these.
fn may_start_a_capitalised_value<'a>(cx: &Cx<'a>, i: &'a str) -> bool {
    let Some((word, _)) = cx.word(i) else {
        return false;
    };
    let word = word.to_lowercase();
    let singular = word.strip_suffix('s');
    (cx.known.capitalised.iter()).any(|(_, value)| {
        let first = value.split(' ').next().unwrap_or(value);
        first == word || singular == Some(first)
    })
}

/// Terse clues leave out "the": "Rust dev uses helix", "Coffee drinker sits next to Ana".
/// Read only a head row that ends in a noun for a guest or for one who holds something
/// ("{drink} drinker", "{known} {person}"), so that a value alone ("Coffee is drunk ...") or a
/// place ("Middle house ...") is never taken for a guest.
fn without_article<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Headed> {
    // A noun for a guest first is a title or a description, read above ("Lady Wimbledon" is
    // a name not on the list, whose message names it): only a value starts a head here.
    if cx
        .word(i)
        .is_none_or(|(w, _)| PERSON_NOUNS.iter().any(|p| p.eq_ignore_ascii_case(w)))
    {
        return unread(i);
    }
    // Tried at every place a guest may be named: the head rows are read only when a noun that
    // could end one follows somewhere in the sentence (but for a message, which says what
    // they expected).
    let ends_a_head =
        |w: &str| PERSON_NOUNS.iter().any(|p| p.eq_ignore_ascii_case(w)) || holder_noun(w);
    let may_be_bare = cx.bare() && cx.opens_a_value(i);
    if !cx.is_recording()
        && !may_be_bare
        && !i.split(|c: char| !c.is_alphanumeric()).any(ends_a_head)
    {
        return unread(i);
    }
    let (rest, (rule, modifier)) = phrase_match::head(cx, i)?;
    let read = cx.text[cx.at(i)..cx.at(rest)].trim_end();
    let last = read.rsplit([' ', '-']).next().unwrap_or(read);
    // "Beer is never next to wine", "Englishman lives in house 4", "Red house is not at the
    // end": a value alone, or with its house, stands for its holder as it does after "the"
    // ("the beer", `value-as-person`). Not before a possessive ("Beer's ..."), nor a thing
    // named as one ("Ring"), which `heirloom_as_person` leaves to the rows of things.
    // Never after "is": "it is white", "who is very short" say what she holds.
    let bare = cx.bare()
        && VALUE_AS_HOLDER.contains(&rule)
        && matches!(modifier, Modifier::Has(..))
        && !after_be(cx, i)
        && possessive(cx)(rest).is_err();
    if heirloom_as_person(rule, &modifier) || !(bare || ends_a_head(last)) {
        return unread(i);
    }
    Ok((rest, (rule, Head::Definite, vec![modifier])))
}

/// Whether the noun phrase at `i` follows a form of "be", or the denial after one: there it
/// says what the subject is or holds ("The Pocket Watch was Dame Larkin's", "it is white").
fn after_be(cx: &Cx<'_>, i: &str) -> bool {
    const BE: &[&str] = &[
        "is", "was", "are", "were", "be", "been", "being", "not", "never", "isn't", "wasn't",
        "aren't", "weren't",
    ];
    (cx.text[..cx.at(i)].trim_end().rsplit(' ').next())
        .is_some_and(|w| BE.iter().any(|b| w.eq_ignore_ascii_case(b)))
}

/// The head rows that read a value alone, or a value and its house, which stand for its holder
/// without "the" too.
const VALUE_AS_HOLDER: &[&str] = &["value-as-person", "color-house", "nationality"];

/// Nouns for one who holds a value, which end a head row: the agent nouns of the table
/// ("the tea drinker", "the dog owner"), and "smoker" and "native", which its rows read too.
fn holder_noun(w: &str) -> bool {
    (AGENTS.iter().chain(&["smoker", "native"])).any(|n| n.eq_ignore_ascii_case(w))
}

/// "the very next house to the right", "the next seat on the left": the place beside the one
/// named last, on that side, and whoever is in it. The place named last is the guest "it"
/// names ("to the right of it").
fn next_place<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Headed> {
    let (i, _) = kw(cx, "the")(i)?;
    let (i, _) = opt(kw(cx, "very")).parse(i)?;
    let (i, _) = kw(cx, "next")(i)?;
    let (i, (_, place_at)) = spanned(cx, any_kw(cx, PLACES)).parse(i)?;
    let (i, (_, _, side)) = (
        any_kw(cx, &["to", "on"]),
        kw(cx, "the"),
        any_kw(cx, &["left", "right"]),
    )
        .parse(i)?;
    // "the next house to the right of the Dane's" names its own place: a relation row reads it.
    if kw(cx, "of")(i).is_ok() {
        return cx.fail_expecting(i, "the place named last");
    }
    let relation = if side.eq_ignore_ascii_case("left") {
        Relation::LeftOf(Reach::Immediate)
    } else {
        Relation::RightOf(Reach::Immediate)
    };
    let named_last = Np {
        at: place_at,
        rules: vec!["her"],
        head: Head::Pronoun(Pronoun::Object),
        modifiers: vec![],
    };
    let modifier = Modifier::Relation(relation, Box::new(named_last));
    Ok((i, ("next-place", Head::Definite, vec![modifier])))
}

fn alone(headed: R<'_, Headed>) -> R<'_, Parts> {
    headed.map(|(i, (rule, head, modifiers))| (i, (vec![rule], head, modifiers)))
}

fn with_modifiers<'a>(
    cx: &Cx<'a>,
    i: &'a str,
    head: impl Fn(&'a str) -> R<'a, Headed>,
) -> R<'a, Parts> {
    let (i, (rule, head, mut modifiers)) = head(i)?;
    let (i, mut more) = repeated(|i| modifier(cx, i))(i)?;
    let (i, aside) = opt(|i| aside(cx, i)).parse(i)?;
    more.extend(aside);
    let mut rules = Vec::with_capacity(1 + more.len());
    rules.push(rule);
    modifiers.reserve(more.len());
    for (rule, modifier) in more {
        rules.push(rule);
        modifiers.push(modifier);
    }
    Ok((i, (rules, head, modifiers)))
}

/// A guest-list name, whole or by surname; one slip of spelling in a longer word is forgiven.
fn name<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Headed> {
    let Some((first, after_first)) = cx.word(i) else {
        return cx.fail_expecting(i, "a guest's name");
    };
    // Things listed in a row take an article, as names do not: "The owl is the leftmost".
    if first.eq_ignore_ascii_case("the")
        && cx.known.guests.iter().any(|g| {
            g.words
                .first()
                .is_some_and(|w| !w.starts_with(char::is_uppercase))
        })
    {
        return name(cx, after_first);
    }
    if first.eq_ignore_ascii_case("the")
        && let Some(found) = title_alone(cx, after_first)
    {
        return found;
    }
    // "dear Lady Bell", "poor old Hale": the teller's fondness before a name (`BEFORE_A_NAME`).
    let capital = |after| {
        let (next, _) = cx.word(after)?;
        next.starts_with(char::is_uppercase).then_some(after)
    };
    if let Some(after) = passed_row(cx, i, BEFORE_A_NAME, capital)
        && let Ok(found) = name(cx, after)
    {
        return Ok(found);
    }
    // Full name first ("Lady Winslow"), then the surname alone ("Winslow").
    for (g, guest) in cx.known.guests.iter().enumerate() {
        let mut rest = i;
        let mut matched = true;
        for word in &guest.words {
            // "Mr. Abbott": a title's period is no word.
            let bare = word.trim_end_matches('.');
            match cx.word(rest) {
                Some((w, after)) if w.eq_ignore_ascii_case(bare) => {
                    rest = if bare.len() < word.len() {
                        after.strip_prefix('.').unwrap_or(after)
                    } else {
                        after
                    };
                }
                // "Dr. Marcolla" for Doctor Marcolla.
                Some((w, after)) if Some(bare) == unabbreviated(w) => {
                    rest = after.strip_prefix('.').unwrap_or(after);
                }
                _ => {
                    matched = false;
                    break;
                }
            }
        }
        if matched {
            return Ok((
                rest,
                (
                    "name",
                    Head::Name {
                        guest: g as u8,
                        fuzzy: false,
                    },
                    vec![],
                ),
            ));
        }
    }
    fn surname_of(g: &super::words::GuestName) -> &str {
        g.words.last().map_or("", String::as_str)
    }
    // A title alone ("Lady") must not be taken for a surname: skip to the next word when the
    // first word is some guest's title.
    let (word, rest) = match cx.word(after_first) {
        Some((second, after_second))
            if cx
                .known
                .guests
                .iter()
                .any(|g| g.words.len() > 1 && g.words[0].eq_ignore_ascii_case(first)) =>
        {
            (second, after_second)
        }
        _ => (first, after_first),
    };
    let mut sharing = (cx.known.guests.iter().enumerate())
        .filter(|(_, g)| surname_of(g).eq_ignore_ascii_case(word))
        .map(|(n, _)| n);
    let (first_match, second_match) = (sharing.next(), sharing.next());
    if second_match.is_some() {
        // "Winslow" with Lady Winslow and Madam Winslow at the table: which one is not
        // guessed (the message names both).
        return cx.fail_expecting(i, SHARED_NAME);
    }
    if let Some(g) = first_match {
        return Ok((
            rest,
            (
                "surname",
                Head::Name {
                    guest: g as u8,
                    fuzzy: false,
                },
                vec![],
            ),
        ));
    }
    // A slip in a surname that made no English word ("Marcola"): "Bell" written for "Ball"
    // is another name, not a slip.
    if word.chars().next().is_some_and(char::is_uppercase)
        && !super::lexicon::is_reserved(word)
        && !crate::text::english::is_word(word)
    {
        let near: Vec<usize> = (0..cx.known.guests.len())
            .filter(|g| close_enough(word, surname_of(&cx.known.guests[*g])))
            .collect();
        if let [g] = near[..] {
            return Ok((
                rest,
                (
                    "surname",
                    Head::Name {
                        guest: g as u8,
                        fuzzy: true,
                    },
                    vec![],
                ),
            ));
        }
    }
    cx.fail_expecting(i, "a guest's name")
}

/// Titles as abbreviated, and in full: "Dr. Marcolla" is Doctor Marcolla.
const ABBREVIATED_TITLES: &[(&str, &str)] = &[
    ("Dr", "Doctor"),
    ("Prof", "Professor"),
    ("Capt", "Captain"),
    ("Col", "Colonel"),
    ("Mme", "Madam"),
];

/// The title a word abbreviates, if it does.
fn unabbreviated(word: &str) -> Option<&'static str> {
    ABBREVIATED_TITLES
        .iter()
        .find(|(short, _)| word.eq_ignore_ascii_case(short))
        .map(|(_, full)| *full)
}

/// After "the", a title alone ("the Countess", "the Doctor"): the one guest of that title,
/// with her surname if it follows. `None` where the word is no title of a guest's; an error
/// where two guests share it, which is never guessed. A title that is a noun for any woman
/// ("the Lady in red") or a value of the riddle ("the Doctor" in a list of jobs) is not one.
fn title_alone<'a>(cx: &Cx<'a>, i: &'a str) -> Option<R<'a, Headed>> {
    let (w, rest) = cx.word(i)?;
    if cx.known.things
        || !w.starts_with(char::is_uppercase)
        || PERSON_NOUNS.iter().any(|n| w.eq_ignore_ascii_case(n))
        || cx.known.words.contains(&w.to_lowercase())
    {
        return None;
    }
    let (title, rest) = match unabbreviated(w) {
        Some(full) => (full, rest.strip_prefix('.').unwrap_or(rest)),
        None => (w, rest),
    };
    let mut holders = (cx.known.guests.iter().enumerate()).filter(|(_, g)| {
        let words = titled_words(g);
        words.len() > 1
            && words[0].starts_with(char::is_uppercase)
            && words[0].trim_end_matches('.').eq_ignore_ascii_case(title)
    });
    let (g, guest) = holders.next()?;
    if holders.next().is_some() {
        return Some(cx.fail_expecting(i, SHARED_NAME));
    }
    // "the Countess Contee": the rest of her name, when it follows.
    let mut rest = rest;
    for word in &titled_words(guest)[1..] {
        match cx.word(rest) {
            Some((w, after)) if w.eq_ignore_ascii_case(word) => rest = after,
            _ => break,
        }
    }
    let head = Head::Name {
        guest: g as u8,
        fuzzy: false,
    };
    Some(Ok((rest, ("title-alone", head, vec![]))))
}

/// A guest's name from her title on: a name listed with its article ("the Duchess of Wexley")
/// is called by its title as any other is ("the Duchess").
fn titled_words(guest: &super::words::GuestName) -> &[String] {
    match guest.words.split_first() {
        Some((first, rest)) if first.eq_ignore_ascii_case("the") => rest,
        _ => &guest.words,
    }
}

/// What a surname shared by two guests is expected to be instead: the message names them.
pub const SHARED_NAME: &str = "a name that fits one guest only";

/// Whether `word` is one typing slip away from `target` (two for long words).
pub fn close_enough(word: &str, target: &str) -> bool {
    let (length, target_length) = (word.chars().count(), target.chars().count());
    let allowed = match target_length {
        0..=3 => 0,
        4..=7 => 1,
        _ => 2,
    };
    // Cheap lower bounds on the distance first: most pairs end here, unallocated.
    if length.abs_diff(target_length) > allowed || letters_apart(word, target) > allowed {
        return false;
    }
    strsim::osa_distance(&word.to_lowercase(), &target.to_lowercase()) <= allowed
}

/// How many ASCII letters of one word (ignoring case) the other lacks, counted with repeats, the
/// larger of both ways round: each edit but a transposition adds or removes at most one letter
/// on either side, so no two words are fewer edits apart.
pub fn letters_apart(a: &str, b: &str) -> usize {
    let mut counts = [0i32; 26];
    for byte in a.bytes().filter(u8::is_ascii_alphabetic) {
        counts[(byte.to_ascii_lowercase() - b'a') as usize] += 1;
    }
    for byte in b.bytes().filter(u8::is_ascii_alphabetic) {
        counts[(byte.to_ascii_lowercase() - b'a') as usize] -= 1;
    }
    let only_a: i32 = counts.iter().filter(|&&n| n > 0).sum();
    let only_b: i32 = -counts.iter().filter(|&&n| n < 0).sum::<i32>();
    only_a.max(only_b) as usize
}

/// "left of his", "next to hers": her place, said by "his" with its noun left out, as "her"
/// after a preposition is (the last guest mentioned other than the subject). Only where the
/// phrase ends there: before a noun, "his" is a possessive ("his neighbour").
fn possessive_pronoun<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Headed> {
    let (rest, _) = any_kw(cx, &["his", "hers", "theirs"])(i)?;
    let ends = super::sentence::at_end(rest)
        || skip(rest).starts_with([',', ';', '.', ')'])
        || any_kw(cx, &["and", "but"])(rest).is_ok();
    if !ends {
        return cx.fail_expecting(rest, "the end of the phrase after \"his\"");
    }
    Ok((rest, ("her", Head::Pronoun(Pronoun::Object), vec![])))
}

/// "her stall", "his plot", "their seat": a place of hers standing for her, as "hers" does
/// (`possessed-place`). Not before "of" ("her seat of honour") or a value's noun.
fn possessed_place<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Headed> {
    let (rest, _) = any_kw(cx, &["her", "his", "their"])(i)?;
    let (rest, ()) = holder(cx, rest)?;
    if kw(cx, "of")(rest).is_ok() || super::phrase_match::any_known(cx, rest).is_some() {
        return cx.fail_expecting(rest, "the end of the phrase after \"her seat\"");
    }
    // Opening the sentence, "her" is the guest "she" would be, of the sentence before ("Her
    // stall was next to the tombola"); anywhere else, the one "her" would be ("between Lady
    // Cole and her seat" is neither Lady Cole nor the subject).
    let before = cx.text[..cx.at(i)].trim_end();
    let pronoun = if before.is_empty() || before.ends_with(':') {
        Pronoun::Subject
    } else {
        Pronoun::Object
    };
    Ok((rest, ("possessed-place", Head::Pronoun(pronoun), vec![])))
}

/// "her neighbor": an anonymous guest next to the possessor; "his neighbour on the right"
/// (the zebra family's men): the one on that side of him.
fn neighbor<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Headed> {
    let (rest, ((), at)) =
        spanned(cx, |i| value((), any_kw(cx, &["her", "his"])).parse(i)).parse(i)?;
    let owner = Np {
        at,
        rules: vec!["her"],
        head: Head::Pronoun(Pronoun::Possessive),
        modifiers: vec![],
    };
    neighbor_of(cx, rest, owner, "her-neighbor")
}

/// "someone", "someone else", "one of the dinner guests", "another guest".
fn someone<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Headed> {
    let (rest, head) = alt((
        |i| {
            let (i, _) = any_kw(cx, &["someone", "somebody"])(i)?;
            let (i, other) = opt(kw(cx, "else")).parse(i)?;
            let rule = if other.is_some() {
                "someone-else"
            } else {
                "someone"
            };
            Ok((
                i,
                (
                    rule,
                    Head::Someone {
                        other: other.is_some(),
                    },
                ),
            ))
        },
        value(
            ("one-of-the-guests", Head::Someone { other: false }),
            (
                phrase(cx, "one of the"),
                opt(kw(cx, "dinner")),
                any_kw(cx, &["guests", "women", "ladies"]),
            ),
        ),
        value(
            ("another-guest", Head::Someone { other: true }),
            (kw(cx, "another"), any_kw(cx, PERSON_NOUNS)),
        ),
    ))
    .parse(i)?;
    Ok((rest, (head.0, head.1, vec![])))
}

/// "anyone wearing blue", "anybody from Dunwall", "any woman in red": whoever holds the
/// values, one guest as "someone in red" is. Only where values say who: "did not sit next to
/// anyone" alone would deny every guest, which a row of seats cannot.
fn anyone<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Parts> {
    let (rest, (rules, head, modifiers)) = with_modifiers(cx, i, |i| {
        let (i, _) = alt((
            value((), any_kw(cx, &["anyone", "anybody"])),
            value((), (kw(cx, "any"), any_kw(cx, PERSON_NOUNS))),
        ))
        .parse(i)?;
        Ok((i, ("someone", Head::Someone { other: false }, vec![])))
    })?;
    if modifiers.is_empty() || !modifiers.iter().all(|m| matches!(m, Modifier::Has(..))) {
        return cx.fail_expecting(rest, "who she is, as in \"anyone in red\"");
    }
    Ok((rest, (rules, head, modifiers)))
}

/// "that green outfit", "the blue jacket": the guest wearing it.
fn garment_wearer<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Headed> {
    let (i, _) = any_kw(cx, &["that", "the", "this"])(i)?;
    let (i, color) = slot(cx, Category::COLOR)(i)?;
    let (i, _) = any_kw(cx, GARMENTS)(i)?;
    Ok((
        i,
        (
            "that-outfit",
            Head::Definite,
            vec![Modifier::Has(Category::COLOR, color)],
        ),
    ))
}

/// "the youngest boy", "the oldest woman", "the eldest": of people (things in a row rank by
/// their places, `RANKS`), whoever holds the least or the greatest of the riddle's ages, a
/// category called "age" whose values are numbers. Read only where every guest's age is named:
/// an age left unnamed could be anything.
fn by_age<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Headed> {
    if cx.known.things {
        return unread(i);
    }
    let (i, _) = kw(cx, "the")(i)?;
    let start = cx.at(skip(i));
    let (i, word) = any_kw(cx, &["youngest", "oldest", "eldest"])(i)?;
    let end = cx.at(i);
    let (i, _) = opt(any_kw(cx, PERSON_NOUNS)).parse(i)?;
    let age = (cx.known.declared.iter().position(|k| k == "age"))
        .map(|at| Category::from_index(crate::vocabulary::KINDS.len() + at));
    let Some(age) = age else {
        return cx.fail_expecting(i, "ages, as \"Each one has a different age: 11, 12, 13\"");
    };
    let ages: Vec<(u32, &str)> = (cx.known.values.iter())
        .filter(|(c, _)| *c == age)
        .filter_map(|(_, v)| Some((v.parse().ok()?, v.as_str())))
        .collect();
    let named = (cx.known.values.iter()).filter(|(c, _)| *c == age).count();
    let guests = cx
        .known
        .guests
        .len()
        .max(cx.known.places.map_or(0, usize::from));
    if ages.len() != named || named > guests || guests == 0 || named == 0 {
        return cx.fail_expecting(i, "an age named for everyone, in numbers");
    }
    let youngest = word.eq_ignore_ascii_case("youngest");
    // Ages partly named ("the 13-year-old", "the 14-year-old" of four boys): the youngest is
    // whoever holds no named age above the least one named (the 13-year-old, or one whose age
    // is never said, which may be anything). Exact where nothing else orders the ages, which
    // `grammar::parse_with` holds the riddle to.
    if named < guests {
        let held = if youngest {
            ages.iter().min()
        } else {
            ages.iter().max()
        };
        let Some(&(least, _)) = held else {
            return unread(i);
        };
        let not: Vec<Modifier> = (ages.iter())
            .filter(|(age, _)| *age != least)
            .map(|(_, text)| {
                Modifier::HasNot(
                    age,
                    Term {
                        text: text.to_string(),
                        at: start..end,
                    },
                )
            })
            .collect();
        return Ok((i, ("by-age-partly", Head::Someone { other: false }, not)));
    }
    let held = if youngest {
        ages.iter().min()
    } else {
        ages.iter().max()
    };
    let Some((_, text)) = held else {
        return unread(i);
    };
    let term = Term {
        text: text.to_string(),
        at: start..end,
    };
    Ok((
        i,
        ("by-age", Head::Definite, vec![Modifier::Has(age, term)]),
    ))
}

/// "the knitter", "the birdwatcher", "the golfer", "the violinist", "the drummer": whoever does
/// what the riddle named ("knitting", "golf", "violin", "drums"), by the noun for who does it.
fn agent<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Headed> {
    let (i, _) = kw(cx, "the")(i)?;
    let Some((w, rest)) = cx.word(i) else {
        return unread(i);
    };
    let lower = w.to_ascii_lowercase();
    for stem in agent_stems(&lower) {
        let found = (cx.known.values.iter())
            .filter(|(category, _)| *category != Category::NAME)
            .find(|(_, value)| {
                [value.as_str(), value.trim_end_matches('s')].contains(&stem.as_str())
                    || ["ing", "ery", "y"]
                        .iter()
                        .any(|s| value.strip_suffix(s) == Some(stem.as_str()))
            });
        if let Some((category, value)) = found {
            let start = cx.at(w);
            let term = Term {
                text: value.clone(),
                at: start..start + w.len(),
            };
            return Ok((
                rest,
                (
                    "agent",
                    Head::Definite,
                    vec![Modifier::Has(*category, term)],
                ),
            ));
        }
    }
    cx.fail_expecting(i, "a value named before")
}

/// What an agent noun may be made from: "knitter" from "knitt(ing)" and "knit", "swimmer"
/// from "swimm(ing)", "golfer" from "golf", "violinist" from "violin", "cyclist" from
/// "cycl(ing)", "drummer" from "drum(s)".
fn agent_stems(word: &str) -> Vec<String> {
    let mut out = Vec::new();
    for suffix in ["er", "ist", "or"] {
        let Some(stem) = word.strip_suffix(suffix) else {
            continue;
        };
        if stem.len() < 2 {
            continue;
        }
        out.push(stem.to_string());
        // A doubled consonant before the suffix: "drummer" is of the drum.
        let bytes = stem.as_bytes();
        if bytes.len() > 2 && bytes[bytes.len() - 1] == bytes[bytes.len() - 2] {
            out.push(stem[..stem.len() - 1].to_string());
        }
    }
    out
}

/// "house 2", "the house number 2", "chair 3": whoever is in the place of that number, counted
/// from the left (or, for floors, from the bottom).
fn numbered_place<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Headed> {
    // "an end house", "one of the (two) end houses": either end.
    if let Ok((rest, _)) = (
        alt((
            value((), any_kw(cx, &["an", "either"])),
            value(
                (),
                (phrase(cx, "one of the"), opt(any_kw(cx, &["two", "2"]))),
            ),
        )),
        kw(cx, "end"),
        alt((any_kw(cx, PLACES), any_kw(cx, PLACES_PLURAL))),
    )
        .parse(i)
    {
        return Ok((
            rest,
            (
                "numbered-place",
                Head::Definite,
                vec![Modifier::Seat(Seat::End)],
            ),
        ));
    }
    let (i, _) = opt(kw(cx, "the")).parse(i)?;
    let (i, _) = any_kw(cx, PLACES)(i)?;
    let (i, _) = opt(kw(cx, "number")).parse(i)?;
    let (i, n) = phrase_match::count(cx, i)?;
    let seat = Modifier::Seat(Seat::FromLeft(n));
    Ok((i, ("numbered-place", Head::Definite, vec![seat])))
}

/// "the house where they smoke Blend", "a house where people keep a horse": whoever lives there,
/// known by what "they" (whoever lives there) have. Only what they have: where a place is
/// reads by `house-by`.
fn place_where_they<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Headed> {
    let (i, _) = (
        any_kw(cx, &["the", "a", "an"]),
        any_kw(cx, PLACES),
        kw(cx, "where"),
        any_kw(cx, &["they", "people"]),
    )
        .parse(i)?;
    let (rest, modifier) = identified_by(cx, i)?;
    if !matches!(modifier, Modifier::Has(..)) {
        return cx.fail_expecting(i, "what they have there, as in \"where they smoke Blend\"");
    }
    Ok((rest, ("house-where", Head::Definite, vec![modifier])))
}

/// "the lady", "the poor woman", or a head row of the phrase table: "the owner of the Ring",
/// "the rum drinker", "the crimson-clad lady".
fn described<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Headed> {
    let (i, _) = any_kw(cx, &["the", "a", "an", "that", "this"])(i)?;
    // A head row first, so that a value starting with one of the adjectives below is read whole
    // ("the Old Gold smoker").
    if let Ok((i, (rule, modifier))) = phrase_match::head(cx, i)
        && !heirloom_as_person(rule, &modifier)
    {
        return Ok((i, (rule, Head::Definite, vec![modifier])));
    }
    // "the 35-year-old woman", "the 7-year-old": whoever is that age, listed by the riddle.
    if let Some(aged) = aged(cx, i) {
        return Ok(aged);
    }
    // "place" as in "the place setting with Lilies"; words of praise say nothing of who she
    // is, or which house it is ("the charming yellow house").
    let (after, adjectives) = many0_count(any_kw(
        cx,
        &[
            "poor", "other", "same", "young", "old", "place", "charming", "lovely", "pretty",
            "quaint", "cozy", "cosy", "tidy", "humble", "modest",
        ],
    ))
    .parse(i)?;
    if adjectives == 0 {
        // The head rows were tried just above, and failed here: each is tried once, or nested
        // descriptions ("next to the lady next to the lady ...") would cost twice per level.
        return value(
            ("the-woman", Head::Definite, vec![]),
            any_kw(cx, PERSON_NOUNS),
        )
        .parse(i);
    }
    let i = after;
    alt((
        |i| {
            let (i, (rule, modifier)) = phrase_match::head(cx, i)?;
            if heirloom_as_person(rule, &modifier) {
                return unread(i);
            }
            Ok((i, (rule, Head::Definite, vec![modifier])))
        },
        value(
            ("the-woman", Head::Definite, vec![]),
            any_kw(cx, PERSON_NOUNS),
        ),
    ))
    .parse(i)
}

/// "the wine-drinking Lady Winslow", "the rum-drinking woman in purple", "the dog-owning
/// Englishman": a value she holds, by a participle joined to it, before her name, a noun for a
/// guest or a head row, and whatever follows those.
fn participle_described<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Parts> {
    let (i, _) = kw(cx, "the")(i)?;
    let (i, held) = participle_adjective(cx, i)?;
    let (rest, (mut rules, head, mut modifiers)) = alt((
        |i| with_modifiers(cx, i, |i| name(cx, i)),
        |i| {
            with_modifiers(cx, i, |i| {
                let (i, (rule, modifier)) = phrase_match::head(cx, i)?;
                Ok((i, (rule, Head::Definite, vec![modifier])))
            })
        },
        |i| {
            with_modifiers(cx, i, |i| {
                value(
                    ("the-woman", Head::Definite, vec![]),
                    any_kw(cx, PERSON_NOUNS),
                )
                .parse(i)
            })
        },
    ))
    .parse(i)?;
    rules.insert(0, "participle");
    modifiers.insert(0, held);
    Ok((rest, (rules, head, modifiers)))
}

/// Participles joined to a value ("rum-drinking"), and whether a category's values fit them:
/// "Dunwall-drinking" is not read.
const PARTICIPLES: &[super::phrases::VerbKind] = &[
    (&["drinking", "sipping"], super::phrases::drunk),
    (&["wearing"], super::phrases::worn),
    (&["smoking"], |c| c == Category::SMOKE),
    (&["owning", "keeping", "raising", "loving"], |c| {
        ![
            Category::NAME,
            Category::COLOR,
            Category::CITY,
            Category::DRINK,
            Category::NATIONALITY,
        ]
        .contains(&c)
    }),
];

/// "rum-drinking", "snail-keeping": a value of one category that fits the participle, named
/// before, in the singular or as listed.
fn participle_adjective<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Modifier> {
    let Some((w, rest)) = cx.word(i) else {
        return unread(i);
    };
    let Some((stem, suffix)) = w.rsplit_once('-') else {
        return unread(i);
    };
    let Some((_, fits)) = PARTICIPLES
        .iter()
        .find(|(words, _)| words.iter().any(|p| suffix.eq_ignore_ascii_case(p)))
    else {
        return unread(i);
    };
    let stem = stem.to_lowercase();
    let plural = format!("{stem}s");
    let mut found = (cx.known.values.iter())
        .filter(|(category, value)| fits(*category) && (*value == stem || *value == plural));
    let (Some((category, value)), None) = (found.next(), found.next()) else {
        return cx.fail_expecting(i, "a value named before");
    };
    let start = cx.at(w);
    let term = Term {
        text: value.clone(),
        at: start..start + stem.len(),
    };
    Ok((rest, Modifier::Has(*category, term)))
}

/// "35-year-old (woman)": whoever is of the age the riddle listed as "35".
fn aged<'a>(cx: &Cx<'a>, i: &'a str) -> Option<(&'a str, Headed)> {
    let (w, rest) = cx.word(i)?;
    let age = w.strip_suffix("-year-old")?;
    let category = cx
        .known
        .values
        .iter()
        .find(|(_, v)| v == age)
        .map(|(c, _)| *c)?;
    let start = cx.at(w);
    let term = super::syntax::Term {
        text: age.to_string(),
        at: start..start + age.len(),
    };
    let rest = any_kw(cx, PERSON_NOUNS)(rest).map_or(rest, |(after, _)| after);
    Some((
        rest,
        (
            "value-as-person",
            Head::Definite,
            vec![Modifier::Has(category, term)],
        ),
    ))
}

/// "The Ring" is a thing, whose owner the rows of `belonged-to` and `owner-of` name: never a
/// person by `value-as-person`, so that "The Ring belonged to ..." stays the heirloom's clause.
fn heirloom_as_person(rule: &str, modifier: &Modifier) -> bool {
    rule == "value-as-person" && matches!(modifier, Modifier::Has(Category::HEIRLOOM, _))
}

/// What may follow a guest's noun to say which guest she is.
fn modifier<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, (&'static str, Modifier)> {
    alt((
        |i| phrase_match::modifier(cx, i),
        |i| relative_clause(cx, i).map(|(i, m)| (i, ("who", m))),
    ))
    .parse(i)
}

/// Words set off by commas that say which guest she is: "Lady Ashby, who came from Dunwall,
/// sat ...", "The woman in yellow, sitting at the far right, drank port", "the lady in black,
/// who was drinking wine." A "who" clause may end the sentence; any other aside is closed by
/// its comma, so that "sat left of Lady Bell, next to ..." stays a second predicate.
fn aside<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, (&'static str, Modifier)> {
    let (i, _) = punct(cx, ',')(i)?;
    alt((
        |i| {
            let (i, modifier) = relative_clause(cx, i)?;
            let (i, _) = opt(punct(cx, ',')).parse(i)?;
            Ok((i, ("who", modifier)))
        },
        |start| {
            let (i, found) = phrase_match::modifier(cx, start)?;
            // At the end of the sentence only an aside that is no seat relation: there ", next
            // to Lady Bell" is said of the subject.
            if !matches!(found.1, Modifier::Relation(..)) && super::sentence::at_end(i) {
                // Nor a value said by a participle or a bare preposition: "sat next to Nova,
                // playing Valorant", "sat next to Lady Bell, in red" may as well be said of
                // the subject, as "sat at the far left, in red" is.
                let first = cx.word(start).map_or("", |(w, _)| w);
                let either = first.len() > 4 && first.to_ascii_lowercase().ends_with("ing")
                    || ["in", "with", "dressed", "clad"]
                        .iter()
                        .any(|w| first.eq_ignore_ascii_case(w));
                if matches!(found.1, Modifier::Has(..)) && either {
                    return cx
                        .fail_expecting(start, "a guest's aside that cannot be the subject's");
                }
                return Ok((i, found));
            }
            let (i, _) = punct(cx, ',')(i)?;
            Ok((i, found))
        },
    ))
    .parse(i)
}

/// "Nobody from Tyvia", "no one in red": the guest known by what follows, of whom the
/// predicate is denied.
pub fn nobody<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Np> {
    let (rest, (parts, at)) = spanned(cx, |i| {
        with_modifiers(cx, i, |i| {
            let (i, _) = alt((
                value((), any_kw(cx, &["nobody", "none"])),
                value((), phrase(cx, "no one")),
                value((), (kw(cx, "no"), any_kw(cx, PERSON_NOUNS))),
            ))
            .parse(i)?;
            Ok((i, ("nobody", Head::Definite, vec![])))
        })
    })
    .parse(i)?;
    let (rules, head, modifiers) = parts;
    // Known by a value ("from Tyvia"), or by one place alone ("at either end", "next to
    // Lady Cole"), of which `sentence::nobody` makes the value's holder the subject.
    let by_place = matches!(modifiers[..], [Modifier::Seat(_) | Modifier::Relation(..)]);
    if !by_place && !modifiers.iter().any(|m| matches!(m, Modifier::Has(..))) {
        return cx.fail_expecting(rest, "who she is, as in \"nobody from Tyvia\"");
    }
    Ok((
        rest,
        Np {
            at,
            rules,
            head,
            modifiers,
        },
    ))
}

/// "whoever owned the Ring": the guest the predicate identifies.
fn whoever<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Headed> {
    let (i, _) = kw(cx, "whoever")(i)?;
    let (i, modifier) = identified_by(cx, i)?;
    Ok((i, ("whoever", Head::Definite, vec![modifier])))
}

/// "neighbor who drinks water", after "has a": the guest the clause identifies.
pub fn neighbor_who<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Np> {
    let (rest, ((_, modifier), at)) = spanned(cx, |i| {
        (any_kw(cx, &["neighbor", "neighbour"]), |i| {
            relative_clause(cx, i)
        })
            .parse(i)
    })
    .parse(i)?;
    Ok((
        rest,
        Np {
            at,
            rules: vec!["has-neighbor"],
            head: Head::Definite,
            modifiers: vec![modifier],
        },
    ))
}

/// "who drank rum", "who sat next to her": a predicate that identifies the guest; "whose
/// favorite color is green": a value of hers.
fn relative_clause<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Modifier> {
    if let Ok((after_whose, _)) = kw(cx, "whose")(i) {
        return whose(cx, after_whose);
    }
    // ZebraLogic's "Arnold is the person's child is named Fred": "whose" written as the
    // possessive of "person".
    let before = cx.text[..cx.at(i)].to_ascii_lowercase();
    if let Some(after) = i.strip_prefix("'s")
        && before.ends_with("the person")
    {
        let (rest, modifier) = whose(cx, after)?;
        // "Arnold is left of the person's child is named Fred". As the subject, something must
        // still be said of her ("The person's child is named Fred is Arnold"): "The person's
        // drink was rum" is the drink of whoever the person is.
        let subject = before.trim_start() == "the person";
        if subject && (super::sentence::at_end(rest) || skip(rest).starts_with([',', ';', '.'])) {
            return unread(i);
        }
        return Ok((rest, modifier));
    }
    if let Ok(read) = lived_in(cx, i) {
        return Ok(read);
    }
    // "which" of a house or a thing held: "the blue house, which stands left of the red one".
    let (after_who, _) = alt((kw(cx, "who"), kw(cx, "that"), kw(cx, "which"))).parse(i)?;
    let (after_who, _) = opt(kw(cx, "only")).parse(after_who)?;
    identified_by(cx, after_who)
}

/// A relative clause whose head is a place, said by who lives in it or what is kept there:
/// "the yellow house, which the Dane lives in", "the house in which the Dane lives", "the green
/// house, where the cat is kept": the place's guest is the one the clause names, by one value
/// ("the Dane"), so the value is hers. A guest named otherwise ("where Lady Ash lives") is not
/// read here.
fn lived_in<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Modifier> {
    let lives = |i| {
        any_kw(
            cx,
            &[
                "lives", "lived", "live", "resides", "resided", "stays", "stayed",
            ],
        )(i)
    };
    let (rest, who) = alt((
        // "which the Dane lives in", "that the Dane lived in".
        |i| {
            let (i, _) = alt((kw(cx, "which"), kw(cx, "that"))).parse(i)?;
            let (i, who) = np(cx, i)?;
            let (i, _) = (lives, kw(cx, "in")).parse(i)?;
            Ok((i, who))
        },
        // "in which the Dane lives", "where the Dane lives".
        |i| {
            let (i, _) = alt((
                value((), phrase(cx, "in which")),
                value((), kw(cx, "where")),
            ))
            .parse(i)?;
            let (i, who) = np(cx, i)?;
            let (i, _) = lives(i)?;
            Ok((i, who))
        },
    ))
    .parse(i)
    .or_else(|_: nom::Err<_>| {
        // "where the cat is kept", "where tea is drunk": whoever holds it.
        let (i, _) = kw(cx, "where")(i)?;
        let (i, _) = opt(kw(cx, "the")).parse(i)?;
        let Some((i, category, term)) = phrase_match::any_known(cx, i) else {
            return unread(i);
        };
        let (i, _) = (
            any_kw(cx, &["is", "are", "was", "were"]),
            any_kw(cx, &["kept", "drunk", "smoked", "found", "housed"]),
        )
            .parse(i)?;
        let who = Np {
            at: term.at.clone(),
            rules: vec!["value-as-person"],
            head: Head::Definite,
            modifiers: vec![Modifier::Has(category, term)],
        };
        Ok((i, who))
    })?;
    match (&who.head, &who.modifiers[..]) {
        (Head::Definite, [Modifier::Has(category, term)]) => {
            Ok((rest, Modifier::Has(*category, term.clone())))
        }
        _ => cx.fail_expecting(i, "who lives there, by what is hers (\"the Dane\")"),
    }
}

/// At most this many words between "whose" and "is": "whose favorite book genre is".
const MAX_WHOSE_WORDS: usize = 4;

/// A name at `i` that the riddle listed as a value of exactly one category other than the
/// guests' names ("Each person has a unique child: Alice, Bella" where Alice is a guest too).
fn listed_name<'a>(cx: &Cx<'a>, i: &'a str) -> Option<(&'a str, Category, Term)> {
    let (w, rest) = cx.word(i)?;
    let lower = w.to_lowercase();
    let mut categories = cx
        .known
        .values
        .iter()
        .filter(|(c, v)| *c != Category::NAME && *v == lower)
        .map(|(c, _)| *c);
    let category = categories.next()?;
    if categories.next().is_some() {
        return None;
    }
    let start = cx.at(w);
    let term = Term {
        text: w.to_string(),
        at: start..start + w.len(),
    };
    Some((rest, category, term))
}

/// After "whose": what of hers, "is", and a value the riddle named ("favorite color is green",
/// "mother's name is Holly"); the value says its category. "whose seat was to the left of Lady
/// Ash's": where her place is (`whose_place`).
fn whose<'a>(cx: &Cx<'a>, mut i: &'a str) -> R<'a, Modifier> {
    if let Ok(placed) = whose_place(cx, i) {
        return Ok(placed);
    }
    for _ in 0..=MAX_WHOSE_WORDS {
        if let Ok((after, negation)) = phrase_match::be(cx, i) {
            if negation.is_some() {
                return cx.fail_expecting(i, "what she has (a negation cannot say who she is)");
            }
            // "whose birthday is in April", "whose child is named Bella".
            let (after, named) = opt(any_kw(cx, &["in", "on", "named", "called"])).parse(after)?;
            // "whose child is named Alice" where Alice is a guest too: after "named", a guest's
            // name the riddle listed as a value of one other category is that value.
            let found = phrase_match::any_known(cx, after).or_else(|| {
                named
                    .filter(|n| ["named", "called"].contains(&n.to_ascii_lowercase().as_str()))
                    .and_then(|_| listed_name(cx, after))
            });
            let Some((rest, category, term)) = found else {
                return cx.fail_expecting(after, "a value named before");
            };
            return Ok((rest, Modifier::Has(category, term)));
        }
        match cx.word(i) {
            // "mother's name": the possessive goes with its word.
            Some((w, rest)) if !w.starts_with(char::is_uppercase) || w.ends_with("'s") => {
                i = rest.strip_prefix("'s").unwrap_or(rest)
            }
            _ => break,
        }
    }
    cx.fail_expecting(i, "what of hers, and \"is\"")
}

/// After "whose", her place and where it is: "whose seat was at the far left", "whose house
/// stands next to the Dane's". Her place is where she is, so what is said of it is said of her;
/// only where it is, a seat or a relation (what else a place is said to be is a value of hers,
/// read by `whose`'s words).
fn whose_place<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, Modifier> {
    let (after, _) = any_kw(cx, PLACES)(i)?;
    let (rest, modifier) = identified_by(cx, after)?;
    match modifier {
        Modifier::Seat(_) | Modifier::Relation(..) => Ok((rest, modifier)),
        _ => cx.fail_expecting(after, "where her place is"),
    }
}

/// A predicate that says who a guest is: what she holds, where she sits, whom she sits by.
fn identified_by<'a>(cx: &Cx<'a>, after_who: &'a str) -> R<'a, Modifier> {
    let (rest, predicate) = predicate(cx, after_who)?;
    if predicate.negation.is_some() {
        return cx.fail_expecting(after_who, "what she did (a negation cannot say who she is)");
    }
    let modifier = match predicate.kind {
        PredicateKind::Has(category, term) => Modifier::Has(category, term),
        PredicateKind::Seat(seat) => Modifier::Seat(seat),
        PredicateKind::Relation(relation, other) => Modifier::Relation(relation, Box::new(other)),
        _ => {
            return cx.fail_expecting(
                after_who,
                "what she wore, drank, owned, where she sat or was from",
            );
        }
    };
    Ok((rest, modifier))
}

/// "second" -> 2, "2nd" -> 2.
pub fn ordinal<'a>(cx: &Cx<'a>, i: &'a str) -> R<'a, u8> {
    if let Some((w, rest)) = cx.word(i) {
        if let Some((_, n)) = ORDINALS.iter().find(|(o, _)| w.eq_ignore_ascii_case(o)) {
            return Ok((rest, *n));
        }
        let digits = w.trim_end_matches(|c: char| c.is_ascii_alphabetic());
        let suffix = &w[digits.len()..];
        if ["st", "nd", "rd", "th"]
            .iter()
            .any(|s| suffix.eq_ignore_ascii_case(s))
            && let Ok(n) = digits.parse::<u8>()
        {
            return Ok((rest, n));
        }
    }
    cx.fail_expecting(i, "an ordinal (first, second, ...)")
}

#[cfg(test)]
mod tests {
    use super::close_enough;
    use crate::vocabulary::Category;

    /// `close_enough` as defined, without the shortcuts that skip the distance.
    fn by_distance(word: &str, target: &str) -> bool {
        let allowed = match target.chars().count() {
            0..=3 => 0,
            4..=7 => 1,
            _ => 2,
        };
        strsim::osa_distance(&word.to_lowercase(), &target.to_lowercase()) <= allowed
    }

    #[test]
    fn the_shortcuts_never_change_the_answer() {
        let mut words: Vec<String> = Category::known()
            .flat_map(Category::known_words)
            .flat_map(|w| w.split(' '))
            .map(str::to_string)
            .collect();
        // Slips of every kind: a letter dropped, doubled, swapped, changed; case; non-ASCII.
        let slips: Vec<String> = words
            .iter()
            .flat_map(|w| {
                let mut swapped: Vec<char> = w.chars().collect();
                if swapped.len() > 2 {
                    swapped.swap(1, 2);
                }
                [
                    w[1..].to_string(),
                    format!("{w}{}", &w[w.len() - 1..]),
                    swapped.into_iter().collect(),
                    w.replacen(|c: char| c.is_ascii_lowercase(), "é", 1),
                    w.to_uppercase(),
                ]
            })
            .collect();
        words.extend(slips);
        let mut close = 0;
        for a in &words {
            for b in &words {
                assert_eq!(close_enough(a, b), by_distance(a, b), "{a:?} and {b:?}");
                close += usize::from(close_enough(a, b));
            }
        }
        assert!(
            close > words.len(),
            "the pairs include close ones, not only equal ones"
        );
    }
}
