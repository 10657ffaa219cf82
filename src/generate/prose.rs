//! Writing clues as Dishonored-style prose. Every phrasing here is one the grammar reads, and
//! `write` returns the clues exactly as the parser will read them back: where two clues share a
//! sentence ("The lady from Baleton, full of beer, sat next to ..."), the second is stated
//! about the guest the sentence names first, which the first clue makes the same guest.

use rand::RngExt;
use rand::seq::{IndexedRandom, SliceRandom};
use rand_chacha::ChaCha8Rng;

use crate::clue::{ClueKind, Guest, Reach, Seat, SeatRelation};
use crate::vocabulary::{Category, Vocabulary};

/// The riddle's text and the clues it states.
pub fn write(
    rng: &mut ChaCha8Rng,
    vocabulary: &Vocabulary,
    categories: &[Category],
    n: usize,
    clues: Vec<ClueKind>,
) -> (String, Vec<ClueKind>) {
    let w = Writer { vocabulary };
    let mut stated = Vec::new();
    let names: Vec<&str> = vocabulary
        .values(Category::Name)
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
        category: Category::Name,
        values: (0..n as u8).collect(),
    });

    let mut paragraph: Vec<String> = Vec::new();
    if rng.random_bool(0.5) {
        paragraph.push("The women sat in a row.".into());
    }
    for &category in categories {
        let Some(intro) = (match category {
            Category::Color => Some("They all wore different colors"),
            Category::Drink => Some("They all drank different drinks"),
            Category::City => Some("They all came from different cities"),
            Category::Pet => Some("They all brought different pets"),
            Category::Name | Category::Heirloom => None,
        }) else {
            continue;
        };
        let mut values: Vec<u8> = (0..n as u8).collect();
        values.shuffle(rng);
        // Pets are counted nouns: "a cat, an owl", where colors are bare: "red, white".
        let form = if category == Category::Pet {
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
        // The game's apposition: a city and a drink of one guest, then something else about her.
        if let ClueKind::Same(a, b) = &clue
            && let Some((city, drink)) = city_and_drink(*a, *b)
            && rng.random_bool(0.6)
            && let Some(k) = pending
                .iter()
                .position(|other| about(other, city).or(about(other, drink)).is_some())
        {
            let other = pending.remove(k);
            let (predicate, restated) = w.predicate_about(rng, &other, city, drink);
            let subject = format!(
                "The {} from {}, full of {},",
                ["lady", "woman", "traveler"].choose(rng).expect("options"),
                w.word(city),
                w.word(drink)
            );
            paragraph.push(format!("{subject} {predicate}."));
            stated.push(ClueKind::Same(city, drink));
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
    if categories.contains(&Category::Heirloom) {
        let mut values: Vec<u8> = (0..n as u8).collect();
        values.shuffle(rng);
        let words: Vec<String> = values
            .iter()
            .map(|v| format!("the {}", vocabulary.value(Category::Heirloom, *v)))
            .collect();
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        text.push_str(&format!(
            "In the morning, there were {} heirlooms under the table: {}.\n\n",
            count_word(n),
            list(&words)
        ));
        stated.push(ClueKind::Declare {
            category: Category::Heirloom,
            values,
        });
        text.push_str("But who owned each?\n");
    } else {
        text.push_str("But who sat where?\n");
    }
    (text, stated)
}

/// When the two guests are a city and a drink: (city, drink).
fn city_and_drink(a: Guest, b: Guest) -> Option<(Guest, Guest)> {
    match (a, b) {
        (Guest::Value(Category::City, _), Guest::Value(Category::Drink, _)) => Some((a, b)),
        (Guest::Value(Category::Drink, _), Guest::Value(Category::City, _)) => Some((b, a)),
        _ => None,
    }
}

/// Whether `clue` is about `guest` as its subject could be phrased (and not naming a guest in a
/// way a predicate cannot: "was Lady Winslow").
fn about(clue: &ClueKind, guest: Guest) -> Option<()> {
    let involves = |g: &Guest| *g == guest;
    let no_name = |g: &Guest| !matches!(g, Guest::Value(Category::Name, _));
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
        ClueKind::Declare { .. } => None,
    }
}

struct Writer<'v> {
    vocabulary: &'v Vocabulary,
}

impl Writer<'_> {
    fn word(&self, guest: Guest) -> &str {
        match guest {
            Guest::Value(category, value) => self.vocabulary.value(category, value),
            Guest::Anonymous(_) => unreachable!("generated clues name every guest"),
        }
    }

    /// A clause stating `clue`, and the clue as the parser reads the clause.
    fn clause(&self, rng: &mut ChaCha8Rng, clue: &ClueKind) -> (String, ClueKind) {
        if let Some((a, b, negated)) = same(clue) {
            // A name can only be the subject: no predicate says "was Lady Winslow".
            let name_b = matches!(b, Guest::Value(Category::Name, _));
            let name_a = matches!(a, Guest::Value(Category::Name, _));
            let (subject, value) = if name_b || (!name_a && rng.random_bool(0.5)) {
                (b, a)
            } else {
                (a, b)
            };
            let predicate = self.has(rng, value, negated);
            let said = ClueKind::Same(subject, value);
            return (
                format!("{} {predicate}", self.describe(rng, subject)),
                if negated { not(said) } else { said },
            );
        }
        let (first, second) = guests_of(clue);
        let subject = match second {
            Some(second) if rng.random_bool(0.5) => second,
            _ => first,
        };
        let (predicate, said) = self.predicate(rng, clue, subject, subject);
        (format!("{} {predicate}", self.describe(rng, subject)), said)
    }

    /// The predicate of `clue` for the guest described as `city` (who also drank `drink`), in
    /// an apposition sentence, and the clue as the parser reads it there.
    fn predicate_about(
        &self,
        rng: &mut ChaCha8Rng,
        clue: &ClueKind,
        city: Guest,
        drink: Guest,
    ) -> (String, ClueKind) {
        let me = if about(clue, city).is_some() {
            city
        } else {
            drink
        };
        match same(clue) {
            Some((a, b, negated)) => {
                let value = if a == me { b } else { a };
                let said = ClueKind::Same(city, value);
                (
                    self.has(rng, value, negated),
                    if negated { not(said) } else { said },
                )
            }
            None => self.predicate(rng, clue, me, city),
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
        let swap = |g: Guest| if g == me { named } else { g };
        match clue {
            ClueKind::Seats {
                a,
                relation: SeatRelation::NextTo,
                b,
            } => {
                let other = if *a == me { *b } else { *a };
                let verb = [
                    "sat next to",
                    "sat beside",
                    "was seated beside",
                    "was next to",
                    "sat by",
                ]
                .choose(rng)
                .expect("options");
                (
                    format!("{verb} {}", self.describe(rng, other)),
                    ClueKind::next_to(named, other),
                )
            }
            ClueKind::Not(inner)
                if matches!(
                    inner.as_ref(),
                    ClueKind::Seats {
                        relation: SeatRelation::NextTo,
                        ..
                    }
                ) =>
            {
                let ClueKind::Seats { a, b, .. } = inner.as_ref() else {
                    unreachable!("matched above")
                };
                let other = if *a == me { *b } else { *a };
                let verb = [
                    "did not sit next to",
                    "was not next to",
                    "never sat next to",
                    "did not sit beside",
                ]
                .choose(rng)
                .expect("options");
                (
                    format!("{verb} {}", self.describe(rng, other)),
                    not(ClueKind::next_to(named, other)),
                )
            }
            ClueKind::Seats {
                a: left,
                relation: SeatRelation::LeftOf(reach),
                b: right,
            } => {
                let (left, right) = (swap(*left), swap(*right));
                let me_left = left == named;
                let other = if me_left { right } else { left };
                let phrases: [&str; 3] = match (reach, me_left) {
                    (Reach::Somewhere, true) => [
                        "sat somewhere to the left of",
                        "sat further left than",
                        "sat somewhere left of",
                    ],
                    (Reach::Somewhere, false) => [
                        "sat somewhere to the right of",
                        "sat further right than",
                        "sat somewhere right of",
                    ],
                    (_, true) => [
                        "sat immediately left of",
                        "sat directly to the left of",
                        "sat to the immediate left of",
                    ],
                    (_, false) => [
                        "sat immediately right of",
                        "sat directly to the right of",
                        "sat to the immediate right of",
                    ],
                };
                let phrase = phrases.choose(rng).expect("options");
                let reach = if *reach == Reach::AsRead {
                    Reach::Immediate
                } else {
                    *reach
                };
                (
                    format!("{phrase} {}", self.describe(rng, other)),
                    ClueKind::left_of(left, right, reach),
                )
            }
            ClueKind::InSeat(_, seat) => (seat_words(rng, *seat), ClueKind::InSeat(named, *seat)),
            _ => unreachable!("only relations and seats have a predicate of their own"),
        }
    }

    /// "wore red", "did not drink rum", "hailed from Dunwall", ...
    fn has(&self, rng: &mut ChaCha8Rng, value: Guest, negated: bool) -> String {
        let Guest::Value(category, _) = value else {
            unreachable!("generated clues name every guest")
        };
        let word = self.word(value);
        let forms: &[&str] = match (category, negated) {
            (Category::Color, false) => &[
                "wore {}",
                "wore a jaunty {} hat",
                "was dressed entirely in {}",
                "wore {a} {} jacket",
            ],
            (Category::Color, true) => {
                &["did not wear {}", "never wore {}", "was not dressed in {}"]
            }
            (Category::Drink, false) => &[
                "drank {}",
                "sipped {}",
                "raised her {} in toast",
                "was full of {}",
            ],
            (Category::Drink, true) => &["did not drink {}", "never drank {}"],
            (Category::City, false) => &[
                "was from {}",
                "hailed from {}",
                "grew up in {}",
                "came from {}",
            ],
            (Category::City, true) => &["was not from {}", "did not come from {}"],
            (Category::Heirloom, false) => &[
                "carried a valuable {}",
                "owned the {}",
                "showed off a prized {}",
                "bragged about her {}",
            ],
            (Category::Heirloom, true) => &[
                "did not own the {}",
                "did not carry the {}",
                "never owned the {}",
            ],
            (Category::Pet, false) => &[
                "came with her {}",
                "came with {a} {}",
                "was accompanied by her {}",
                "was accompanied by {a} {}",
            ],
            (Category::Pet, true) => &[
                "did not come with {a} {}",
                "never came with {a} {}",
                "was not accompanied by {a} {}",
            ],
            (Category::Name, _) => unreachable!("a name is never a predicate"),
        };
        fill(forms.choose(rng).expect("forms"), word)
    }

    /// A noun phrase for the guest holding `guest`'s value.
    fn describe(&self, rng: &mut ChaCha8Rng, guest: Guest) -> String {
        let Guest::Value(category, _) = guest else {
            unreachable!("generated clues name every guest")
        };
        let word = self.word(guest);
        if category == Category::Name {
            return if rng.random_bool(0.7) {
                word.to_string()
            } else {
                word.rsplit(' ').next().unwrap_or(word).to_string()
            };
        }
        let forms: &[&str] = match category {
            Category::Color => &[
                "the lady in {}",
                "the woman in {}",
                "the guest wearing {a} {} jacket",
                "the woman dressed in {}",
                "someone in {}",
            ],
            Category::Drink => &[
                "the woman who drank {}",
                "the {} drinker",
                "the lady drinking {}",
            ],
            Category::City => &[
                "the traveler from {}",
                "the visitor from {}",
                "the lady from {}",
                "the woman from {}",
            ],
            Category::Heirloom => &[
                "the owner of the {}",
                "the lady with the {}",
                "the woman who owned the {}",
            ],
            Category::Pet => &[
                "the lady who came with the {}",
                "the woman accompanied by {a} {}",
                "the guest who came with her {}",
            ],
            Category::Name => unreachable!("handled above"),
        };
        fill(forms.choose(rng).expect("forms"), word)
    }
}

/// A phrasing with `{}` for the word and `{a}` for its article ("an orange jacket").
fn fill(form: &str, word: &str) -> String {
    let article = if word.starts_with(['a', 'e', 'i', 'o', 'u', 'A', 'E', 'I', 'O', 'U']) {
        "an"
    } else {
        "a"
    };
    form.replace("{a}", article).replace("{}", word)
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
    }
}

fn seat_words(rng: &mut ChaCha8Rng, seat: Seat) -> String {
    let ordinal = |k: u8| {
        [
            "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
        ][k as usize - 1]
    };
    match seat {
        Seat::FromLeft(1) => [
            "sat at the far left",
            "was at the far left",
            "sat in the leftmost seat",
        ]
        .choose(rng)
        .expect("options")
        .to_string(),
        Seat::FromRight(1) => [
            "sat at the far right",
            "was at the far right",
            "sat in the rightmost seat",
            "sat in the last seat",
        ]
        .choose(rng)
        .expect("options")
        .to_string(),
        Seat::Center => [
            "sat in the center seat",
            "sat in the middle seat",
            "was in the center seat",
        ]
        .choose(rng)
        .expect("options")
        .to_string(),
        Seat::FromLeft(k) => {
            if rng.random_bool(0.5) {
                format!("sat in the {} seat from the left", ordinal(k))
            } else {
                format!("was {} from the left", ordinal(k))
            }
        }
        Seat::FromRight(k) => {
            if rng.random_bool(0.5) {
                format!("sat in the {} seat from the right", ordinal(k))
            } else {
                format!("was {} from the right", ordinal(k))
            }
        }
        Seat::End => unreachable!("novel riddles name one seat at a time, never an end"),
    }
}

fn not(kind: ClueKind) -> ClueKind {
    ClueKind::Not(Box::new(kind))
}

/// "A, B, and C"; "A and B".
fn list(words: &[&str]) -> String {
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

fn capitalise(s: &str) -> String {
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
