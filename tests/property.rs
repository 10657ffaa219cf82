//! Property tests: a random seating with random true clues, written as prose, read back and
//! solved. The clues must survive the round trip, and the hidden seating must always be among
//! the solutions. Seat clues of every kind, including those the prose cannot say yet (seats a
//! distance apart either way), are also drawn straight as clues, true by a second writing of
//! what each one means, and every solver must keep the hidden seating. `PROPTEST_CASES` sets
//! how many riddles are tried (256 by default).

mod common;

use common::*;
use proptest::prelude::*;
use proptest::sample::Index;
use riddle::clue::{ClueKind, Guest, Reach, Reading, Seat, SeatRelation};
use riddle::generate::{DECLARED, Options, Style, WordLists, unminimised};
use riddle::propagate::propagate;
use riddle::read::read;
use riddle::riddle::{Riddle, Seating};
use riddle::search::search;
use riddle::solve::{solve, solve_plain};
use riddle::source::Source;
use riddle::verify::verify;
use riddle::vocabulary::{Category, KINDS, Vocabulary};

fn categories() -> impl Strategy<Value = Vec<Category>> {
    proptest::sample::subsequence(
        vec![
            Category::COLOR,
            Category::DRINK,
            Category::CITY,
            Category::HEIRLOOM,
            Category::PET,
        ],
        1..=5,
    )
}

proptest! {
    #[test]
    fn true_clues_survive_prose_and_keep_the_hidden_seating(
        seed in any::<u64>(),
        guests in 3usize..=7,
        categories in categories(),
        clues in 0usize..25,
    ) {
        let options = Options {
            style: Style::Novel, seed, count: 1, guests, categories,
            words: WordLists::builtin(), reading: Reading::Immediate, difficulty: None, declared: Vec::new(),
        };
        let generated = unminimised(&options, clues).expect("valid options");
        let parsed = read(&Source::new("property", generated.text.clone()))
            .unwrap_or_else(|e| panic!("not read back: {e:?}\n{}", generated.text));
        prop_assert_eq!(canonical_clues(&parsed), canonical_clues(&generated.riddle()), "{}", generated.text);

        // The hidden seating, in the parsed riddle's numbering, must satisfy every clue read.
        let mut hidden = Seating::empty(KINDS.len(), guests);
        for category in generated.vocabulary.categories() {
            for seat in 0..guests {
                let word = generated.vocabulary.value(category, generated.seating.get(category, seat).expect("full"));
                hidden.cells[category.index()][seat] = Some(parsed.vocabulary.find(category, word).expect("every value is named"));
            }
        }
        prop_assert!(verify(&parsed, &hidden, Reading::Immediate).is_ok(), "the hidden seating breaks a clue\n{}", generated.text);
        prop_assert!(!search(&parsed, Reading::Immediate, 1).is_empty());
    }
}

fn zebra_categories() -> impl Strategy<Value = Vec<Category>> {
    proptest::sample::subsequence(ZEBRA.to_vec(), 2..=6)
}

proptest! {
    #[test]
    fn true_clues_survive_the_zebra_family_s_words_and_keep_the_hidden_grid(
        seed in any::<u64>(),
        houses in 3usize..=8,
        categories in zebra_categories(),
        declared in proptest::sample::subsequence(DECLARED.iter().collect::<Vec<_>>(), 0..=DECLARED.len()),
        clues in 0usize..25,
        somewhere in any::<bool>(),
    ) {
        let reading = if somewhere { Reading::Somewhere } else { Reading::Immediate };
        let options = Options {
            style: Style::Zebra, seed, count: 1, guests: houses, categories,
            words: WordLists::zebra(), reading, difficulty: None, declared,
        };
        let generated = unminimised(&options, clues).expect("valid options");
        let parsed = read(&Source::new("property", generated.text.clone()))
            .unwrap_or_else(|e| panic!("not read back: {e:?}\n{}", generated.text));
        // Few clues may name no value of a category listed up front: said, and true.
        let unnamed_list = |w: &riddle::diagnostic::Diagnostic| w.message.starts_with("no clue names any");
        prop_assert!(parsed.warnings.iter().all(unnamed_list), "{:?}\n{}", parsed.warnings, generated.text);
        prop_assert_eq!(canonical_clues(&parsed), canonical_clues(&generated.riddle()), "{}", generated.text);
        prop_assert_eq!(parsed.questions.len(), 1, "{}", generated.text);

        // Declared categories are in the same places of both vocabularies, as they are listed.
        let mut hidden = Seating::empty(parsed.vocabulary.count(), houses);
        for category in generated.vocabulary.categories() {
            for house in 0..houses {
                let word = generated.vocabulary.value(category, generated.seating.get(category, house).expect("full"));
                hidden.cells[category.index()][house] = Some(parsed.vocabulary.find(category, word).expect("every value is named"));
            }
        }
        prop_assert!(verify(&parsed, &hidden, reading).is_ok(), "the hidden grid breaks a clue\n{}", generated.text);
        let (_, house) = generated.question.clone().expect("asked");
        prop_assert_eq!(parsed.questions[0].answer(&parsed, &hidden, reading), vec![house], "{}", generated.text);
    }
}

/// Whether seats `s` and `t` stand in `relation`, written again from the words rather than
/// from `SeatRelation::holds`, so that a slip in that one definition shows up here.
fn related(relation: SeatRelation, s: usize, t: usize, reading: Reading) -> bool {
    match relation {
        SeatRelation::NextTo => s + 1 == t || t + 1 == s,
        SeatRelation::LeftOf(Reach::Immediate) => s + 1 == t,
        SeatRelation::LeftOf(Reach::Somewhere) => s < t,
        SeatRelation::LeftOf(Reach::AsRead) => match reading {
            Reading::Immediate => s + 1 == t,
            Reading::Somewhere => s < t,
        },
        SeatRelation::LeftBy(k) => s + usize::from(k) == t,
        SeatRelation::Apart(k) => s + usize::from(k) == t || t + usize::from(k) == s,
    }
}

/// Whether seat `s` of a row of `guests` is `seat`, written again like `related`.
fn seated(seat: Seat, s: usize, guests: usize) -> bool {
    match seat {
        Seat::FromLeft(n) => s + 1 == usize::from(n),
        Seat::FromRight(n) => s + usize::from(n) == guests,
        Seat::Center => 2 * s + 1 == guests,
        Seat::End => s == 0 || s + 1 == guests,
        Seat::Odd => (s + 1) % 2 == 1,
        Seat::Even => (s + 1).is_multiple_of(2),
    }
}

/// One drawn clue: its kind, its two guests' seats, which guest in each seat, and a number
/// (a distance, a reach or a seat).
type Draw = (u8, Index, Index, Index, Index, Index);

/// The hidden seating: row `c` gives the values of category `c` seat by seat; the anonymous
/// guest, if any, sits at `anonymous`.
#[derive(Clone, Debug)]
struct Hidden {
    guests: usize,
    rows: Vec<Vec<u8>>,
    anonymous: Option<usize>,
}

impl Hidden {
    /// A guest in seat `s`, as `pick` chooses among those who sit there.
    fn guest(&self, pick: Index, s: usize) -> Guest {
        let anonymous_here = usize::from(self.anonymous == Some(s));
        let choice = pick.index(self.rows.len() + anonymous_here);
        match self.rows.get(choice) {
            Some(row) => Guest::Value(Category::from_index(choice), row[s]),
            None => Guest::Anonymous(0),
        }
    }

    /// The clue `draw` describes, negated when it is false of the hidden seating.
    fn clue(&self, draw: Draw, reading: Reading) -> ClueKind {
        let (kind, s, t, pick_a, pick_b, number) = draw;
        let n = self.guests;
        let (s, mut t) = (s.index(n), t.index(n));
        let distance = 1 + number.index(n) as u8;
        // The upper bits of `kind` say whether a relation should hold where it can, so that
        // relations seldom true between two random seats are drawn true too.
        let (variant, aim_true) = (kind % 6, kind / 6 % 2 == 0);
        let (clue, true_) = match variant {
            0..=3 => {
                let relation = match variant {
                    0 => SeatRelation::NextTo,
                    1 => SeatRelation::LeftOf(
                        [Reach::AsRead, Reach::Immediate, Reach::Somewhere][number.index(3)],
                    ),
                    2 => SeatRelation::LeftBy(distance),
                    _ => SeatRelation::Apart(distance),
                };
                if aim_true {
                    let mut seats = (t..n).chain(0..t);
                    t = seats
                        .find(|&u| related(relation, s, u, reading))
                        .unwrap_or(t);
                }
                let (a, b) = (self.guest(pick_a, s), self.guest(pick_b, t));
                let true_ = related(relation, s, t, reading);
                (ClueKind::Seats { a, relation, b }, true_)
            }
            4 => {
                let rank = 1 + number.index(n + 1) as u8;
                let seat = [
                    Seat::FromLeft(rank),
                    Seat::FromRight(rank),
                    Seat::Center,
                    Seat::End,
                    Seat::Odd,
                    Seat::Even,
                ][usize::from(kind / 12 % 6)];
                (
                    ClueKind::InSeat(self.guest(pick_a, s), seat),
                    seated(seat, s, n),
                )
            }
            _ => {
                let (a, b) = (self.guest(pick_a, s), self.guest(pick_b, t));
                (ClueKind::Same(a, b), s == t)
            }
        };
        if true_ {
            clue
        } else {
            ClueKind::Not(Box::new(clue))
        }
    }

    fn riddle(&self, clues: Vec<ClueKind>) -> Riddle {
        let mut vocabulary = Vocabulary::default();
        for (category, row) in Category::known().zip(&self.rows) {
            for value in 0..row.len() {
                vocabulary.intern(category, &format!("{category}{value}"));
            }
        }
        let anonymous = u16::from(self.anonymous.is_some());
        Riddle::from_clues(self.guests, vocabulary, clues, anonymous)
    }

    fn seating(&self) -> Seating {
        let mut seating = Seating::empty(KINDS.len(), self.guests);
        for (category, row) in Category::known().zip(&self.rows) {
            seating.cells[category.index()] = row.iter().map(|&value| Some(value)).collect();
        }
        seating
    }
}

fn hidden() -> impl Strategy<Value = Hidden> {
    (3usize..=7).prop_flat_map(|guests| {
        let row = Just((0..guests as u8).collect::<Vec<u8>>()).prop_shuffle();
        let rows = proptest::collection::vec(row, 1..=3);
        let anonymous = proptest::option::of(0..guests);
        (rows, anonymous).prop_map(move |(rows, anonymous)| Hidden {
            guests,
            rows,
            anonymous,
        })
    })
}

proptest! {
    #[test]
    fn true_seat_clues_of_every_kind_keep_the_hidden_seating(
        hidden in hidden(),
        draws in proptest::collection::vec(any::<Draw>(), 1..12),
        somewhere in any::<bool>(),
    ) {
        let reading = if somewhere { Reading::Somewhere } else { Reading::Immediate };
        let clues: Vec<ClueKind> = draws.into_iter().map(|draw| hidden.clue(draw, reading)).collect();
        let riddle = hidden.riddle(clues.clone());
        let seating = hidden.seating();
        prop_assert_eq!(verify(&riddle, &seating, reading), Ok(()), "{:#?}", clues);

        let domains = propagate(&riddle, reading);
        prop_assert!(domains.is_some(), "propagation found no seating: {:#?}", clues);
        let domains = domains.expect("checked");
        for (category, row) in Category::known().zip(&hidden.rows) {
            for (seat, &value) in row.iter().enumerate() {
                prop_assert!(domains.allows(Guest::Value(category, value), seat), "{:#?}", clues);
            }
        }
        prop_assert!(!search(&riddle, reading, 1).is_empty(), "{:#?}", clues);

        // Every value pinned to its hidden seat: the hidden seating is the one answer, unless a
        // solver's form of some clue wrongly excludes it.
        let mut pinned = clues;
        for (category, row) in Category::known().zip(&hidden.rows) {
            for (seat, &value) in row.iter().enumerate() {
                let at = Seat::FromLeft(seat as u8 + 1);
                pinned.push(ClueKind::InSeat(Guest::Value(category, value), at));
            }
        }
        let pinned = hidden.riddle(pinned);
        let only = vec![seating];
        prop_assert_eq!(&search(&pinned, reading, 2), &only, "search");
        prop_assert_eq!(&solve(&pinned, reading, 2).expect("solved"), &only, "solve");
        prop_assert_eq!(&solve_plain(&pinned, reading, 2).expect("solved"), &only, "solve_plain");
    }
}
