//! Writing clues as Dishonored-style prose. Every phrasing is a row of the phrase table the
//! grammar reads, written by `phrasing`; the sentence frames around them are here. `write`
//! returns the clues exactly as the parser will read them back: where two clues share a
//! sentence ("The lady from Baleton, full of beer, sat next to ..."), the second is stated
//! about the guest the sentence names first, which the first clue makes the same guest.

use rand::RngExt;
use rand::seq::{IndexedRandom, SliceRandom};
use rand_chacha::ChaCha8Rng;

use super::phrasing::{self, Slots, Voice};
use crate::clue::{ClueKind, Guest, Reach, Reading, Seat, SeatRelation};
use crate::grammar::phrases::{Means, PHRASES, Place};
use crate::grammar::syntax::Relation;
use crate::vocabulary::{Category, Vocabulary};

/// The riddle's text and the clues it states.
pub fn write(
    rng: &mut ChaCha8Rng,
    vocabulary: &Vocabulary,
    categories: &[Category],
    n: usize,
    clues: Vec<ClueKind>,
    reading: Reading,
) -> (String, Vec<ClueKind>) {
    let w = Writer {
        vocabulary,
        as_read: match reading {
            Reading::Immediate => Reach::Immediate,
            Reading::Somewhere => Reach::Somewhere,
        },
    };
    let mut stated = Vec::new();
    let names: Vec<&str> = vocabulary
        .values(Category::NAME)
        .iter()
        .map(String::as_str)
        .collect();
    let place = [
        "At the dinner party were",
        "At the feast were",
        "At the banquet were",
    ]
    .choose(rng)
    .expect("options");
    let mut text = format!("{place} {}.\n\n", list(&names));
    stated.push(ClueKind::Declare {
        category: Category::NAME,
        values: (0..n as u8).collect(),
    });

    let mut paragraph: Vec<String> = Vec::new();
    if rng.random_bool(0.5) {
        paragraph.push("The women sat in a row.".into());
    }
    for &category in categories {
        let Some(intro) = (match category {
            Category::COLOR => Some("They all wore different colors"),
            Category::DRINK => Some("They all drank different drinks"),
            Category::CITY => Some("They all came from different cities"),
            Category::PET => Some("They all brought different pets"),
            _ => None,
        }) else {
            continue;
        };
        let mut values: Vec<u8> = (0..n as u8).collect();
        values.shuffle(rng);
        // Pets are counted nouns: "a cat, an owl", where colors are bare: "red, white".
        let form = if category == Category::PET {
            "{a} {}"
        } else {
            "{}"
        };
        let words: Vec<String> = values
            .iter()
            .map(|v| fill(form, vocabulary.value(category, *v)))
            .collect();
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        paragraph.push(format!("{intro}: {}.", list(&words)));
        stated.push(ClueKind::Declare { category, values });
    }

    let mut pending: Vec<ClueKind> = clues;
    pending.shuffle(rng);
    while let Some(clue) = pending.pop() {
        // The game's apposition: two values of one guest, the second a drink, then something
        // else about her: "The lady from Baleton, full of beer, sat next to ...".
        if let ClueKind::Same(a, b) = &clue
            && let Some((first, drink)) = and_drink(*a, *b)
            && rng.random_bool(0.6)
            && let Some(k) = pending
                .iter()
                // Only a clue about `first` itself: one about the drink, restated of `first`, would
                // say something else alone, and a minimal riddle could then drop a clue.
                .position(|other| about(other, first).is_some())
        {
            let other = pending.remove(k);
            let (predicate, restated) = w.predicate_about(rng, &other, first, drink);
            paragraph.push(format!("{} {predicate}.", w.apposition(rng, first, drink)));
            stated.push(ClueKind::Same(first, drink));
            stated.push(restated);
            continue;
        }
        let (sentence, restated) = w.clause(rng, &clue);
        // Now and then two clues share a sentence, as independent clauses.
        if rng.random_bool(0.2)
            && let Some(next) = pending.pop()
        {
            let (second, restated_second) = w.clause(rng, &next);
            paragraph.push(format!(
                "{}, and {}.",
                capitalise(&sentence),
                lower_first(&second)
            ));
            stated.push(restated);
            stated.push(restated_second);
            continue;
        }
        paragraph.push(format!("{}.", capitalise(&sentence)));
        stated.push(restated);
    }
    text.push_str(&paragraph.join(" "));
    text.push_str("\n\n");
    if categories.contains(&Category::HEIRLOOM) {
        let mut values: Vec<u8> = (0..n as u8).collect();
        values.shuffle(rng);
        let words: Vec<String> = values
            .iter()
            .map(|v| format!("the {}", vocabulary.value(Category::HEIRLOOM, *v)))
            .collect();
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        text.push_str(&format!(
            "In the morning, there were {} heirlooms under the table: {}.\n\n",
            count_word(n),
            list(&words)
        ));
        stated.push(ClueKind::Declare {
            category: Category::HEIRLOOM,
            values,
        });
        text.push_str("But who owned each?\n");
    } else {
        text.push_str("But who sat where?\n");
    }
    (text, stated)
}

/// When one guest is a drink and the other a value other than a name: (other, drink).
fn and_drink(a: Guest, b: Guest) -> Option<(Guest, Guest)> {
    let other = |g: Guest| !matches!(g, Guest::Value(Category::NAME | Category::DRINK, _));
    match (a, b) {
        (_, Guest::Value(Category::DRINK, _)) if other(a) => Some((a, b)),
        (Guest::Value(Category::DRINK, _), _) if other(b) => Some((b, a)),
        _ => None,
    }
}

/// Whether `clue` is about `guest` as its subject could be phrased (and not naming a guest in a
/// way a predicate cannot: "was Lady Winslow").
fn about(clue: &ClueKind, guest: Guest) -> Option<()> {
    let involves = |g: &Guest| *g == guest;
    let no_name = |g: &Guest| !matches!(g, Guest::Value(Category::NAME, _));
    match clue {
        ClueKind::Same(a, b) => {
            ((involves(a) && no_name(b)) || (involves(b) && no_name(a))).then_some(())
        }
        ClueKind::Seats { a, b, .. } => (involves(a) || involves(b)).then_some(()),
        ClueKind::InSeat(a, _) => involves(a).then_some(()),
        ClueKind::Not(inner) => match inner.as_ref() {
            ClueKind::Same(a, b) => {
                ((involves(a) && no_name(b)) || (involves(b) && no_name(a))).then_some(())
            }
            ClueKind::Seats {
                a,
                relation: SeatRelation::NextTo,
                b,
            } => (involves(a) || involves(b)).then_some(()),
            _ => None,
        },
        ClueKind::Either(..) | ClueKind::Declare { .. } => None,
    }
}

struct Writer<'v> {
    vocabulary: &'v Vocabulary,
    /// How plain "left of" reads: the relation a plain "left of" row may state.
    as_read: Reach,
}

impl Writer<'_> {
    fn word(&self, guest: Guest) -> &str {
        phrasing::value_word(self.vocabulary, guest)
    }

    fn value_slots(&self, value: Guest, negated: bool) -> Slots {
        Slots::of_value(self.word(value), negated)
    }

    /// A clause stating `clue`, and the clue as the parser reads the clause.
    fn clause(&self, rng: &mut ChaCha8Rng, clue: &ClueKind) -> (String, ClueKind) {
        if let Some((a, b, negated)) = same(clue) {
            return self.same_clause(rng, a, b, negated);
        }
        let (first, second) = guests_of(clue);
        let me = match second {
            Some(second) if rng.random_bool(0.5) => second,
            _ => first,
        };
        // A positive clue may describe its guest by the seat or the neighbor and say her value:
        // "The woman on Lady Aster's left drank port".
        if !matches!(clue, ClueKind::Not(_))
            && rng.random_bool(0.5)
            && let Some(written) = self.placed_subject(rng, clue, me)
        {
            return written;
        }
        let (predicate, said) = self.predicate(rng, clue, me, me);
        (
            format!("{} {predicate}", self.describe(rng, me, false)),
            said,
        )
    }

    /// The same guest (or not) known by `a` and by `b`: "Lady Aster wore red", "The Ring
    /// belonged to the lady in red", "Lady Aster's dress was red", "The lady in red was Lady
    /// Aster".
    fn same_clause(
        &self,
        rng: &mut ChaCha8Rng,
        a: Guest,
        b: Guest,
        negated: bool,
    ) -> (String, ClueKind) {
        let is_name = |g: Guest| matches!(g, Guest::Value(Category::NAME, _));
        // Only the identity row takes a name as its object.
        let (subject, value) = if is_name(b) || (!is_name(a) && rng.random_bool(0.5)) {
            (b, a)
        } else {
            (a, b)
        };
        let Guest::Value(category, _) = value else {
            unreachable!("generated clues name every guest")
        };
        let said = ClueKind::Same(subject, value);
        let said = if negated { not(said) } else { said };
        let possessable = self.possessable(subject);
        let fits = |n: usize| {
            (!negated || phrasing::starts_with_verb(n))
                && (possessable || !phrasing::guest_is_possessive(n))
        };
        let things = phrasing::rows(Voice::Table, Place::Thing(category), fits);
        let attributes = phrasing::rows(Voice::Table, Place::Attribute(category), |_| true);
        let shapes = [
            !is_name(value),
            !is_name(value) && !things.is_empty(),
            !is_name(value) && possessable && !attributes.is_empty(),
            true,
        ];
        let open: Vec<usize> = (0..shapes.len()).filter(|&k| shapes[k]).collect();
        let text = match open.choose(rng).expect("the identity row is always open") {
            0 => format!(
                "{} {}",
                self.describe(rng, subject, false),
                self.has(rng, value, negated)
            ),
            1 => {
                let n = *things.choose(rng).expect("open");
                let thing = match category {
                    Category::HEIRLOOM | Category::PET => format!("the {}", self.word(value)),
                    _ => self.word(value).to_string(),
                };
                let slots = Slots {
                    guest: Some(self.describe(rng, subject, phrasing::guest_is_possessive(n))),
                    ..self.value_slots(value, negated)
                };
                format!("{thing} {}", phrasing::write(rng, Voice::Table, n, &slots))
            }
            2 => {
                let n = *attributes.choose(rng).expect("open");
                let listed = match category {
                    Category::HEIRLOOM => format!("the {}", self.word(value)),
                    Category::PET => fill("{a} {}", self.word(value)),
                    _ => self.word(value).to_string(),
                };
                format!(
                    "{}'s {} {} {listed}",
                    self.describe(rng, subject, true),
                    phrasing::write(rng, Voice::Table, n, &Slots::default()),
                    if negated { "was not" } else { "was" }
                )
            }
            _ => format!(
                "{} {}",
                self.describe(rng, subject, false),
                self.is(rng, value, negated)
            ),
        };
        (text, said)
    }

    /// A positive seat or relation clue said of `me` described by where she sat ("the guest
    /// in the center seat", "the second woman from the right", "the woman on Lady Aster's
    /// left") with her value as the predicate; `None` when no row describes it.
    fn placed_subject(
        &self,
        rng: &mut ChaCha8Rng,
        clue: &ClueKind,
        me: Guest,
    ) -> Option<(String, ClueKind)> {
        let subject = match clue {
            ClueKind::InSeat(_, seat) => {
                let modifiers = phrasing::rows(Voice::Table, Place::Modifier, |n| {
                    PHRASES[n].means == Means::Seat
                });
                let heads = phrasing::rows(Voice::Table, Place::Head, |n| {
                    matches!(
                        (PHRASES[n].means, seat),
                        (Means::Ordinal { from_right: false }, Seat::FromLeft(_))
                            | (Means::Ordinal { from_right: true }, Seat::FromRight(_))
                    )
                });
                let n = **modifiers
                    .iter()
                    .chain(&heads)
                    .collect::<Vec<_>>()
                    .choose(rng)?;
                let ordinal = match seat {
                    Seat::FromLeft(k) | Seat::FromRight(k) => Some(*k),
                    Seat::Center | Seat::End | Seat::Odd | Seat::Even => None,
                };
                let slots = Slots {
                    seat: Some(*seat),
                    ordinal,
                    ..Slots::default()
                };
                let written = phrasing::write(rng, Voice::Table, n, &slots);
                let said = ClueKind::InSeat(me, *seat);
                if PHRASES[n].place == Place::Head {
                    (format!("the {written}"), said)
                } else {
                    (
                        format!("the {} {written}", phrasing::person(rng, Voice::Table)),
                        said,
                    )
                }
            }
            ClueKind::Seats { a, relation, b } => {
                let (relation, other) = perspective(*a, *relation, *b, me);
                let rows = self.relation_rows_at(Place::Modifier, relation, other, false);
                let n = *rows.choose(rng)?;
                let (written, said) = self.with_relation(rng, n, relation, other, false);
                (
                    format!("the {} {written}", phrasing::person(rng, Voice::Table)),
                    said_relation(me, said, other),
                )
            }
            _ => return None,
        };
        let predicate = match me {
            Guest::Value(Category::NAME, _) => self.is(rng, me, false),
            _ => self.has(rng, me, false),
        };
        Some((format!("{} {predicate}", subject.0), subject.1))
    }

    /// "The lady from Baleton, full of beer,": the guest holding `first` who drank `drink`,
    /// before a predicate.
    fn apposition(&self, rng: &mut ChaCha8Rng, first: Guest, drink: Guest) -> String {
        let Guest::Value(category, _) = first else {
            unreachable!("generated clues name every guest")
        };
        let has = |n: usize, c: Category| {
            PHRASES[n].means == Means::Has && phrasing::value_category(n) == Some(c)
        };
        let modifiers = phrasing::rows(Voice::Table, Place::Modifier, |n| {
            has(n, category) && !phrasing::starts_with_comma(n)
        });
        let asides = phrasing::rows(Voice::Table, Place::Modifier, |n| {
            has(n, Category::DRINK) && phrasing::starts_with_comma(n)
        });
        let modifier = *modifiers.choose(rng).expect("a row describes every value");
        let aside = *asides.choose(rng).expect("a drink aside");
        let mut aside = phrasing::write(rng, Voice::Table, aside, &self.value_slots(drink, false));
        // The aside's closing comma, optional in the row, comes before a predicate.
        if !aside.ends_with(',') {
            aside.push(',');
        }
        format!(
            "The {} {}{aside}",
            phrasing::person(rng, Voice::Table),
            phrasing::write(rng, Voice::Table, modifier, &self.value_slots(first, false))
        )
    }

    /// The predicate of `clue` for the guest described as `first` (who also drank `drink`), in
    /// an apposition sentence, and the clue as the parser reads it there.
    fn predicate_about(
        &self,
        rng: &mut ChaCha8Rng,
        clue: &ClueKind,
        first: Guest,
        drink: Guest,
    ) -> (String, ClueKind) {
        let me = if about(clue, first).is_some() {
            first
        } else {
            drink
        };
        match same(clue) {
            Some((a, b, negated)) => {
                let value = if a == me { b } else { a };
                let said = ClueKind::Same(first, value);
                (
                    self.has(rng, value, negated),
                    if negated { not(said) } else { said },
                )
            }
            None => self.predicate(rng, clue, me, first),
        }
    }

    /// The predicate of a relation or seat clue for its guest `me`, who the sentence names as
    /// `named`.
    fn predicate(
        &self,
        rng: &mut ChaCha8Rng,
        clue: &ClueKind,
        me: Guest,
        named: Guest,
    ) -> (String, ClueKind) {
        let (inner, negated) = match clue {
            ClueKind::Not(inner) => (inner.as_ref(), true),
            other => (other, false),
        };
        match inner {
            ClueKind::Seats { a, relation, b } => {
                let (relation, other) = perspective(*a, *relation, *b, me);
                let rows = self.relation_rows_at(Place::Predicate, relation, other, negated);
                let n = *rows.choose(rng).expect("a row says every drawn relation");
                let (written, said) = self.with_relation(rng, n, relation, other, negated);
                let said = said_relation(named, said, other);
                (written, if negated { not(said) } else { said })
            }
            ClueKind::InSeat(_, seat) => {
                let rows = phrasing::rows(Voice::Table, Place::Predicate, |n| {
                    PHRASES[n].means == Means::Seat
                        && (phrasing::countable(*seat) || !phrasing::seat_is_object(n))
                });
                let n = *rows.choose(rng).expect("a row says every seat");
                let slots = Slots {
                    seat: Some(*seat),
                    ..Slots::default()
                };
                (
                    phrasing::write(rng, Voice::Table, n, &slots),
                    ClueKind::InSeat(named, *seat),
                )
            }
            _ => unreachable!("only relations and seats have a predicate of their own"),
        }
    }

    /// The rows of `place` that can state `relation` to `other`: with the relation in their
    /// meaning or in a `{relation}` slot.
    fn relation_rows_at(
        &self,
        place: Place,
        relation: Relation,
        other: Guest,
        negated: bool,
    ) -> Vec<usize> {
        let possessable = self.possessable(other);
        phrasing::rows(Voice::Table, place, |n| {
            (!negated || phrasing::starts_with_verb(n))
                && (possessable || !phrasing::guest_is_possessive(n))
                && match PHRASES[n].means {
                    Means::Related(r) => r == relation,
                    Means::RelationSlot => true,
                    _ => false,
                }
        })
    }

    /// Row `n` stating `relation` to `other`, and the relation it states ("left of" may read
    /// as written).
    fn with_relation(
        &self,
        rng: &mut ChaCha8Rng,
        n: usize,
        relation: Relation,
        other: Guest,
        negated: bool,
    ) -> (String, Relation) {
        let (words, said) = match PHRASES[n].means {
            Means::RelationSlot => {
                let (words, said) =
                    phrasing::relation_words(rng, Voice::Table, self.as_read, relation);
                (Some(words), said)
            }
            _ => (None, relation),
        };
        let slots = Slots {
            guest: Some(self.describe(rng, other, phrasing::guest_is_possessive(n))),
            relation: words,
            negated,
            ..Slots::default()
        };
        (phrasing::write(rng, Voice::Table, n, &slots), said)
    }

    /// "wore red", "did not drink rum", "hailed from Dunwall", ...
    fn has(&self, rng: &mut ChaCha8Rng, value: Guest, negated: bool) -> String {
        let Guest::Value(category, _) = value else {
            unreachable!("generated clues name every guest")
        };
        let rows = phrasing::rows(Voice::Table, Place::Predicate, |n| {
            PHRASES[n].means == Means::Has
                && phrasing::value_category(n) == Some(category)
                && (!negated || phrasing::starts_with_verb(n))
        });
        let n = *rows.choose(rng).expect("a row says every category");
        phrasing::write(rng, Voice::Table, n, &self.value_slots(value, negated))
    }

    /// "was Lady Winslow", "was not the rum drinker": the identity row.
    fn is(&self, rng: &mut ChaCha8Rng, other: Guest, negated: bool) -> String {
        let rows = phrasing::rows(Voice::Table, Place::Predicate, |n| {
            PHRASES[n].means == Means::Same
        });
        let n = *rows.choose(rng).expect("the identity row");
        let slots = Slots {
            guest: Some(self.describe(rng, other, false)),
            negated,
            ..Slots::default()
        };
        phrasing::write(rng, Voice::Table, n, &slots)
    }

    /// Whether some description of `guest` takes "'s": a name, or a head such as "the rum
    /// drinker".
    fn possessable(&self, guest: Guest) -> bool {
        match guest {
            Guest::Value(Category::NAME, _) => true,
            Guest::Value(category, _) => !phrasing::rows(Voice::Table, Place::Head, |n| {
                PHRASES[n].means == Means::Has
                    && phrasing::value_category(n) == Some(category)
                    && phrasing::takes_possessive(n)
            })
            .is_empty(),
            Guest::Anonymous(_) => unreachable!("generated clues name every guest"),
        }
    }

    /// A noun phrase for the guest holding `guest`'s value; when `possessive`, one that can
    /// take "'s" ("the rum drinker's").
    fn describe(&self, rng: &mut ChaCha8Rng, guest: Guest, possessive: bool) -> String {
        let Guest::Value(category, _) = guest else {
            unreachable!("generated clues name every guest")
        };
        let word = self.word(guest);
        if category == Category::NAME {
            return if rng.random_bool(0.7) {
                word.to_string()
            } else {
                word.rsplit(' ').next().unwrap_or(word).to_string()
            };
        }
        let has = |n: usize| {
            PHRASES[n].means == Means::Has && phrasing::value_category(n) == Some(category)
        };
        let heads = phrasing::rows(Voice::Table, Place::Head, |n| {
            has(n) && (!possessive || phrasing::takes_possessive(n))
        });
        // An aside ("the woman, full of rum,") only stands before a predicate.
        let modifiers = phrasing::rows(Voice::Table, Place::Modifier, |n| {
            has(n) && !possessive && !phrasing::starts_with_comma(n)
        });
        let relative = usize::from(!possessive);
        let k = rng.random_range(0..heads.len() + modifiers.len() + relative);
        let slots = self.value_slots(guest, false);
        if k < heads.len() {
            format!(
                "the {}",
                phrasing::write(rng, Voice::Table, heads[k], &slots)
            )
        } else if k < heads.len() + modifiers.len() {
            let n = modifiers[k - heads.len()];
            let person = phrasing::person(rng, Voice::Table);
            format!(
                "the {person} {}",
                phrasing::write(rng, Voice::Table, n, &slots)
            )
        } else {
            let person = phrasing::person(rng, Voice::Table);
            format!("the {person} who {}", self.has(rng, guest, false))
        }
    }
}

/// `me`'s relation to the other guest of a seat clue `a relation b`, and that guest.
pub(super) fn perspective(
    a: Guest,
    relation: SeatRelation,
    b: Guest,
    me: Guest,
) -> (Relation, Guest) {
    let mine = a == me;
    let other = if mine { b } else { a };
    let relation = match relation {
        SeatRelation::NextTo => Relation::NextTo,
        SeatRelation::LeftOf(reach) if mine => Relation::LeftOf(reach),
        SeatRelation::LeftOf(reach) => Relation::RightOf(reach),
        SeatRelation::LeftBy(k) if mine => Relation::LeftBy(k),
        SeatRelation::LeftBy(k) => Relation::RightBy(k),
        SeatRelation::Apart(_) => unreachable!("no row says seats apart either way"),
    };
    (relation, other)
}

/// The clue "`me` stands in `relation` to `other`", as the parser builds it.
pub(super) fn said_relation(me: Guest, relation: Relation, other: Guest) -> ClueKind {
    match relation {
        Relation::NextTo => ClueKind::next_to(me, other),
        Relation::LeftOf(reach) => ClueKind::left_of(me, other, reach),
        Relation::RightOf(reach) => ClueKind::left_of(other, me, reach),
        Relation::LeftBy(k) => ClueKind::Seats {
            a: me,
            relation: SeatRelation::LeftBy(k),
            b: other,
        },
        Relation::RightBy(k) => ClueKind::Seats {
            a: other,
            relation: SeatRelation::LeftBy(k),
            b: me,
        },
        Relation::Apart(k) => ClueKind::Seats {
            a: me,
            relation: SeatRelation::Apart(k),
            b: other,
        },
    }
}

/// A phrasing with `{}` for the word and `{a}` for its article ("an owl").
pub(super) fn fill(form: &str, word: &str) -> String {
    form.replace("{a}", phrasing::a_or_an(word))
        .replace("{}", word)
}

/// The two guests of a same-person clue, and whether it is negated.
fn same(clue: &ClueKind) -> Option<(Guest, Guest, bool)> {
    match clue {
        ClueKind::Same(a, b) => Some((*a, *b, false)),
        ClueKind::Not(inner) => match inner.as_ref() {
            ClueKind::Same(a, b) => Some((*a, *b, true)),
            _ => None,
        },
        _ => None,
    }
}

/// The guests a relation or seat clue is about: either may be the subject of its sentence.
fn guests_of(clue: &ClueKind) -> (Guest, Option<Guest>) {
    match clue {
        ClueKind::Seats { a, b, .. } => (*a, Some(*b)),
        ClueKind::InSeat(a, _) => (*a, None),
        ClueKind::Not(inner) => guests_of(inner),
        ClueKind::Same(..) | ClueKind::Declare { .. } => unreachable!("written by their own rules"),
        ClueKind::Either(..) => unreachable!("the generator states no \"either ... or\""),
    }
}

fn not(kind: ClueKind) -> ClueKind {
    ClueKind::Not(Box::new(kind))
}

/// "A, B, and C"; "A and B".
pub(super) fn list(words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [one] => one.to_string(),
        [a, b] => format!("{a} and {b}"),
        [init @ .., last] => format!("{}, and {last}", init.join(", ")),
    }
}

fn count_word(n: usize) -> &'static str {
    [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
    ][n]
}

pub(super) fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// The second clause of a joined sentence starts lower case, unless it starts with a name.
fn lower_first(s: &str) -> String {
    if s.starts_with("The ") || s.starts_with("Someone ") {
        let mut chars = s.chars();
        chars
            .next()
            .map_or_else(String::new, |c| c.to_lowercase().chain(chars).collect())
    } else {
        s.to_string()
    }
}
