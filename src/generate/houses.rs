//! Writing a zebra riddle in the family's voice: houses in a row, the present tense, people
//! known only by their values ("the Dane", "the dog owner", "the person who likes tea"), every
//! value listed up front, numbered clues, and a closing question. Every clause is a row of the
//! phrase table written in the houses voice (`phrasing`); the frames around them (the count of
//! houses, the lists, "There is one house between ...", the question) are sentences the reader
//! reads as the family's and are written here. `write` returns the clues exactly as the reader
//! reads them back.

use rand::RngExt;
use rand::seq::{IndexedRandom, SliceRandom};
use rand_chacha::ChaCha8Rng;

use super::declared::Declared;
use super::phrasing::{self, Slots, Voice};
use super::prose::{capitalise, fill, list, perspective, said_relation};
use super::zebra::CATEGORIES;
use crate::clue::{ClueKind, Guest, Reach, Reading, Seat, SeatRelation};
use crate::grammar::phrases::{Means, NUMBERS, PHRASES, Place};
use crate::vocabulary::{Category, Vocabulary};

const HOUSES: Voice = Voice::Houses;

/// The riddle's text, the clues it states, and its closing question.
pub fn write(
    rng: &mut ChaCha8Rng,
    vocabulary: &Vocabulary,
    categories: &[Category],
    n: usize,
    clues: Vec<ClueKind>,
    asked: Guest,
    reading: Reading,
) -> (String, Vec<ClueKind>, String) {
    let w = Writer {
        vocabulary,
        as_read: match reading {
            Reading::Immediate => Reach::Immediate,
            Reading::Somewhere => Reach::Somewhere,
        },
    };
    let count = NUMBERS[n - 1];
    let mut text = if rng.random_bool(0.5) {
        format!("There are {count} houses in a row.")
    } else {
        format!("There are {count} houses, numbered 1 to {n} from left to right.")
    };
    let mut stated = Vec::new();
    let mut categories = categories.to_vec();
    // The family's kinds in its order, then the declared categories in the order they were
    // added, which is the order the reader adds them in.
    categories.sort_by_key(|c| {
        let kind = CATEGORIES.iter().position(|k| k == c);
        (c.kind().is_none(), kind, c.index())
    });
    for category in categories {
        let mut values: Vec<u8> = (0..n as u8).collect();
        values.shuffle(rng);
        let words: Vec<String> = values
            .iter()
            .map(|v| listed(category, vocabulary.value(category, *v)))
            .collect();
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        text.push_str(&format!(
            " {}: {}.",
            each_has(vocabulary, category),
            list(&words)
        ));
        stated.push(ClueKind::Declare { category, values });
    }
    text.push_str("\n\n");
    let mut clues = clues;
    clues.shuffle(rng);
    for (k, clue) in clues.iter().enumerate() {
        let (sentence, said) = w.clue(rng, clue);
        text.push_str(&format!("{}. {}.\n", k + 1, capitalise(&sentence)));
        stated.push(said);
    }
    let question = w.question(asked);
    text.push_str(&format!("\n{question}\n"));
    (text, stated, question)
}

/// The sentence before the values of `category`, up to its colon: what each house or person
/// has one of.
fn each_has(vocabulary: &Vocabulary, category: Category) -> &'static str {
    if let Some(declared) = declared(vocabulary, category) {
        return declared.intro;
    }
    match category {
        Category::COLOR => "Each house is painted a different color",
        Category::NATIONALITY => "Each person has a different nationality",
        Category::DRINK => "Each person prefers a different drink",
        Category::PET => "Each person keeps a different pet",
        Category::SMOKE => "Each person smokes a different brand of cigarette",
        Category::JOB => "Each person has a different job",
        _ => unreachable!("validated: only the family's categories"),
    }
}

/// A value as its list names it: nationalities as people ("the Dane"), pets counted ("a
/// dog"), the others bare ("tea", "Dunhill", "baker").
fn listed(category: Category, word: &str) -> String {
    match category {
        Category::NATIONALITY => format!("the {word}"),
        Category::PET => fill("{a} {}", word),
        _ => word.to_string(),
    }
}

/// Whether the row for any listed value (`{known}`) fits `category` in the family's words:
/// "likes tea", "likes golf" (a declared category's value), "is a baker", "the baker"; not
/// "likes the dog", "is a Dane", "is a golf".
fn known_fits(n: usize, category: Category) -> bool {
    match PHRASES[n].rule {
        "likes" => category == Category::DRINK || category.kind().is_none(),
        "is-a-known" | "value-as-person" => category == Category::JOB,
        _ => false,
    }
}

/// The declared category `category` is, if it is not a known kind.
fn declared(vocabulary: &Vocabulary, category: Category) -> Option<&'static Declared> {
    if category.kind().is_some() {
        return None;
    }
    let declared = Declared::by_key(vocabulary.key(category));
    Some(declared.expect("a zebra riddle declares only categories of `DECLARED`"))
}

/// Whether row `n` says a value of `category`.
fn says(n: usize, category: Category) -> bool {
    PHRASES[n].means == Means::Has
        && match phrasing::value_category(n) {
            Some(c) => c == category,
            None => known_fits(n, category),
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

    fn category(guest: Guest) -> Category {
        match guest {
            Guest::Value(category, _) => category,
            Guest::Anonymous(_) => unreachable!("generated clues name every guest"),
        }
    }

    fn slots(&self, value: Guest, negated: bool) -> Slots {
        Slots::of_value(self.word(value), negated)
    }

    /// A clause stating `clue`, and the clue as the reader reads the clause.
    fn clue(&self, rng: &mut ChaCha8Rng, clue: &ClueKind) -> (String, ClueKind) {
        let (inner, negated) = match clue {
            ClueKind::Not(inner) => (inner.as_ref(), true),
            other => (other, false),
        };
        let (text, said) = match inner {
            ClueKind::Same(a, b) => self.same(rng, *a, *b, negated),
            ClueKind::InSeat(guest, seat) => self.in_house(rng, *guest, *seat, negated),
            ClueKind::Seats {
                a,
                relation: SeatRelation::Apart(k),
                b,
            } if !negated => self.between(rng, *a, *k, *b),
            ClueKind::Seats { a, relation, b } => self.related(rng, *a, *relation, *b, negated),
            ClueKind::Not(_) | ClueKind::Either(_) | ClueKind::Declare { .. } => {
                unreachable!("drawn clues are facts or their negations")
            }
        };
        (text, if negated { not(said) } else { said })
    }

    /// The same person (or not) known by `a` and by `b`: "The Dane lives in the red house",
    /// "Tea is drunk in the red house", "The baker is the dog owner".
    fn same(&self, rng: &mut ChaCha8Rng, a: Guest, b: Guest, negated: bool) -> (String, ClueKind) {
        let said = ClueKind::Same(a, b);
        let (ca, cb) = (Self::category(a), Self::category(b));
        let drink_in_house = match (ca, cb) {
            (Category::DRINK, Category::COLOR) => Some((a, b)),
            (Category::COLOR, Category::DRINK) => Some((b, a)),
            _ => None,
        };
        if let Some((drink, color)) = drink_in_house
            && rng.random_bool(0.4)
        {
            let rows = phrasing::rows(HOUSES, Place::Thing(Category::DRINK), |_| true);
            let n = *rows.choose(rng).expect("drunk in");
            let slots = Slots {
                guest: Some(self.house(rng, color)),
                negated,
                ..Slots::default()
            };
            let text = format!(
                "{} {}",
                self.word(drink),
                phrasing::write(rng, HOUSES, n, &slots)
            );
            return (text, said);
        }
        // The value said as a predicate where its category has one: "The Dane lives in the red
        // house", rather than "The person who lives in the red house is the Dane".
        let said_of = |g: Guest| !self.predicates(Self::category(g)).is_empty();
        let (subject, value) = match (said_of(a), said_of(b)) {
            (false, true) => (a, b),
            (true, false) => (b, a),
            _ if rng.random_bool(0.5) => (a, b),
            _ => (b, a),
        };
        let predicate = match self.has(rng, value, negated) {
            Some(has) => has,
            None => self.is(rng, value, negated),
        };
        (format!("{} {predicate}", self.person(rng, subject)), said)
    }

    /// `guest` in `seat` (or not): "The Dane lives in the first house", "Milk is drunk in the
    /// middle house", "The person living in the third house likes tea".
    fn in_house(
        &self,
        rng: &mut ChaCha8Rng,
        guest: Guest,
        seat: Seat,
        negated: bool,
    ) -> (String, ClueKind) {
        let said = ClueKind::InSeat(guest, seat);
        let numbered = self.numbered_house(rng, seat);
        if !negated
            && Self::category(guest) == Category::DRINK
            && let Some(house) = numbered
            && rng.random_bool(0.4)
        {
            let rows = phrasing::rows(HOUSES, Place::Thing(Category::DRINK), |_| true);
            let n = *rows.choose(rng).expect("drunk in");
            let slots = Slots {
                guest: Some(house),
                ..Slots::default()
            };
            let text = format!(
                "{} {}",
                self.word(guest),
                phrasing::write(rng, HOUSES, n, &slots)
            );
            return (text, said);
        }
        // "The person living at one of the ends" would be one of two, and "The person living in
        // the first house lives in the red house" says "lives" twice.
        if !negated
            && seat != Seat::End
            && Self::category(guest) != Category::COLOR
            && rng.random_bool(0.4)
        {
            let rows = phrasing::rows(HOUSES, Place::Modifier, |n| PHRASES[n].means == Means::Seat);
            let n = *rows.choose(rng).expect("living in");
            let slots = Slots {
                seat: Some(seat),
                ..Slots::default()
            };
            let subject = format!("the person {}", phrasing::write(rng, HOUSES, n, &slots));
            let predicate = match self.has(rng, guest, false) {
                Some(has) => has,
                None => self.is(rng, guest, false),
            };
            return (format!("{subject} {predicate}"), said);
        }
        let rows = phrasing::rows(HOUSES, Place::Predicate, |n| {
            PHRASES[n].means == Means::Seat
        });
        let n = *rows.choose(rng).expect("lives in");
        let slots = Slots {
            seat: Some(seat),
            negated,
            ..Slots::default()
        };
        // Not "The person who lives in the red house lives in the first house".
        let subject = if Self::category(guest) == Category::COLOR {
            self.occupant(rng, guest)
        } else {
            self.person(rng, guest)
        };
        (
            format!("{subject} {}", phrasing::write(rng, HOUSES, n, &slots)),
            said,
        )
    }

    /// "There is one house between the Dane and the dog owner": `k` houses apart.
    fn between(&self, rng: &mut ChaCha8Rng, a: Guest, k: u8, b: Guest) -> (String, ClueKind) {
        let (first, second) = if rng.random_bool(0.5) { (a, b) } else { (b, a) };
        let between = match k - 1 {
            1 => "There is one house between".to_string(),
            m => format!("There are {} houses between", NUMBERS[usize::from(m) - 1]),
        };
        let text = format!(
            "{between} {} and {}",
            self.anyone(rng, first),
            self.anyone(rng, second)
        );
        let said = ClueKind::Seats {
            a: first,
            relation: SeatRelation::Apart(k),
            b: second,
        };
        (text, said)
    }

    /// A seat relation said of one of its two guests: "The Dane lives directly left of the dog
    /// owner", "The red house is next to the blue house".
    fn related(
        &self,
        rng: &mut ChaCha8Rng,
        a: Guest,
        relation: SeatRelation,
        b: Guest,
        negated: bool,
    ) -> (String, ClueKind) {
        let me = if rng.random_bool(0.5) { a } else { b };
        let (relation, other) = perspective(a, relation, b, me);
        let (words, said) = phrasing::relation_words(rng, HOUSES, self.as_read, relation);
        let houses = Self::category(me) == Category::COLOR
            && Self::category(other) == Category::COLOR
            && rng.random_bool(0.7);
        // A house stands (sits, is) by another, with the row shared with the table's; a person
        // lives by someone, with the family's own ("lives next to").
        let rows = phrasing::rows(HOUSES, Place::Predicate, |n| {
            PHRASES[n].means == Means::RelationSlot && PHRASES[n].write == houses
        });
        let subject = if houses {
            self.house(rng, me)
        } else if Self::category(me) == Category::COLOR {
            // Not "The person who lives in the red house lives next to ...".
            self.occupant(rng, me)
        } else {
            self.person(rng, me)
        };
        let n = *rows.choose(rng).expect("a row says a relation");
        let slots = Slots {
            guest: Some(self.anyone(rng, other)),
            relation: Some(words),
            negated,
            ..Slots::default()
        };
        (
            format!("{subject} {}", phrasing::write(rng, HOUSES, n, &slots)),
            said_relation(me, said, other),
        )
    }

    /// "lives in the red house", "does not smoke Dunhill", "likes tea", "is a baker": the
    /// value as a predicate; `None` for a category said only as a person ("the Dane").
    fn has(&self, rng: &mut ChaCha8Rng, value: Guest, negated: bool) -> Option<String> {
        let n = *self.predicates(Self::category(value)).choose(rng)?;
        Some(phrasing::write(rng, HOUSES, n, &self.slots(value, negated)))
    }

    /// The rows that say a value of `category` as a predicate.
    fn predicates(&self, category: Category) -> Vec<usize> {
        phrasing::rows(HOUSES, Place::Predicate, |n| says(n, category))
    }

    /// "is the Dane", "is not the dog owner": the identity row.
    fn is(&self, rng: &mut ChaCha8Rng, other: Guest, negated: bool) -> String {
        let rows = phrasing::rows(HOUSES, Place::Predicate, |n| {
            PHRASES[n].means == Means::Same
        });
        let n = *rows.choose(rng).expect("the identity row");
        let slots = Slots {
            guest: Some(self.person(rng, other)),
            negated,
            ..Slots::default()
        };
        phrasing::write(rng, HOUSES, n, &slots)
    }

    /// Someone as the object of a relation: a person, or for a color the house itself ("lives
    /// next to the blue house").
    fn anyone(&self, rng: &mut ChaCha8Rng, guest: Guest) -> String {
        if Self::category(guest) == Category::COLOR && rng.random_bool(0.6) {
            self.house(rng, guest)
        } else {
            self.person(rng, guest)
        }
    }

    /// "the red house": the house of a color, which names the person who lives there.
    fn house(&self, rng: &mut ChaCha8Rng, color: Guest) -> String {
        let rows = phrasing::rows(HOUSES, Place::Head, |n| {
            says(n, Category::COLOR) && phrasing::names_a_house(n)
        });
        let n = *rows.choose(rng).expect("the color house");
        format!(
            "the {}",
            phrasing::write(rng, HOUSES, n, &self.slots(color, false))
        )
    }

    /// "the owner of the red house": who lives in a house of a color, by a head of the family's.
    fn occupant(&self, rng: &mut ChaCha8Rng, color: Guest) -> String {
        let rows = phrasing::rows(HOUSES, Place::Head, |n| {
            says(n, Category::COLOR) && !phrasing::names_a_house(n)
        });
        let n = *rows.choose(rng).expect("the owner of the color house");
        format!(
            "the {}",
            phrasing::write(rng, HOUSES, n, &self.slots(color, false))
        )
    }

    /// "the third house", "the middle house", "the last house": a house by its place, where a
    /// row names it.
    fn numbered_house(&self, rng: &mut ChaCha8Rng, seat: Seat) -> Option<String> {
        let rows = phrasing::rows(HOUSES, Place::Head, |n| {
            matches!(
                (PHRASES[n].means, seat),
                (Means::Ordinal { from_right: false }, Seat::FromLeft(_))
            ) || PHRASES[n].means == Means::At(seat)
        });
        let n = *rows.choose(rng)?;
        let ordinal = match seat {
            Seat::FromLeft(k) => Some(k),
            _ => None,
        };
        let slots = Slots {
            ordinal,
            ..Slots::default()
        };
        Some(format!("the {}", phrasing::write(rng, HOUSES, n, &slots)))
    }

    /// A noun phrase for the person holding `guest`'s value: "the Dane", "the dog owner", "the
    /// owner of the red house", "the person living in the red house", "the person who likes
    /// tea".
    fn person(&self, rng: &mut ChaCha8Rng, guest: Guest) -> String {
        let category = Self::category(guest);
        let heads = phrasing::rows(HOUSES, Place::Head, |n| {
            says(n, category) && !phrasing::names_a_house(n)
        });
        let modifiers = phrasing::rows(HOUSES, Place::Modifier, |n| says(n, category));
        // A declared value is what the person likes, or what of hers it is: "the person
        // whose favorite sport is golf".
        if let Some(declared) = declared(self.vocabulary, category)
            && rng.random_bool(0.5)
        {
            return format!(
                "the person whose {} is {}",
                declared.whose,
                self.word(guest)
            );
        }
        // A job names its holder: "the baker", not "the person who is a baker".
        let who = match category {
            Category::JOB => None,
            _ => self.has(rng, guest, false),
        };
        let k = rng.random_range(0..heads.len() + modifiers.len() + usize::from(who.is_some()));
        let slots = self.slots(guest, false);
        if k < heads.len() {
            format!("the {}", phrasing::write(rng, HOUSES, heads[k], &slots))
        } else if k < heads.len() + modifiers.len() {
            let n = modifiers[k - heads.len()];
            format!("the person {}", phrasing::write(rng, HOUSES, n, &slots))
        } else {
            format!("the person who {}", who.expect("counted"))
        }
    }

    /// The closing question, about the value no clue names.
    fn question(&self, asked: Guest) -> String {
        let word = self.word(asked);
        match Self::category(asked) {
            Category::PET => format!("Who owns the {word}?"),
            Category::DRINK => format!("Who drinks {word}?"),
            Category::SMOKE => format!("Who smokes {word}?"),
            Category::JOB => format!("Who is the {word}?"),
            Category::COLOR => format!("Who lives in the {word} house?"),
            c if c.kind().is_none() => format!("Who likes {word}?"),
            _ => unreachable!(
                "the question asks of the categories `zebra::ASKED` names, or a declared one"
            ),
        }
    }
}

fn not(kind: ClueKind) -> ClueKind {
    ClueKind::Not(Box::new(kind))
}
