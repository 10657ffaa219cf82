//! Novel riddles: a hidden seating, true clues drawn at random until the answer is unique, then
//! clues dropped one at a time while it stays unique, so the riddle ends minimal. Uniqueness is
//! decided by the search solver, under the reading asked for.

use rand::RngExt;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use super::{Generated, Options, minimal_clues, prose};
use crate::clue::{ClueKind, Guest, Reach, Seat, SeatRelation};
use crate::riddle::Seating;
use crate::vocabulary::{Category, Vocabulary};

pub fn generate(rng: &mut ChaCha8Rng, options: &Options) -> Generated {
    let (vocabulary, seating, categories) = hidden_seating(rng, options);
    let n = options.guests;
    let clues = minimal_clues(rng, options, &vocabulary, |rng| {
        true_clue(rng, &seating, &categories, n)
    });
    written(rng, options, vocabulary, seating, &categories, clues)
}

/// A hidden seating with `clues` random true clues, neither unique nor minimal: what property
/// tests render and read back.
pub fn unminimised(rng: &mut ChaCha8Rng, options: &Options, clues: usize) -> Generated {
    let (vocabulary, seating, categories) = hidden_seating(rng, options);
    let n = options.guests;
    let drawn = (0..clues)
        .map(|_| true_clue(rng, &seating, &categories, n))
        .collect();
    written(rng, options, vocabulary, seating, &categories, drawn)
}

/// The riddle that states `clues` about `seating` in prose.
fn written(
    rng: &mut ChaCha8Rng,
    options: &Options,
    vocabulary: Vocabulary,
    seating: Seating,
    categories: &[Category],
    clues: Vec<ClueKind>,
) -> Generated {
    let guests = seating.cells[Category::NAME.index()].len();
    let (text, stated) = prose::write(rng, &vocabulary, categories, guests, clues, options.reading);
    Generated {
        text,
        guests,
        vocabulary,
        seating,
        clues: stated,
        question: None,
        place: "seat",
    }
}

/// Words drawn for each category and a random seating of them.
fn hidden_seating(rng: &mut ChaCha8Rng, options: &Options) -> (Vocabulary, Seating, Vec<Category>) {
    let n = options.guests;
    let categories: Vec<Category> = std::iter::once(Category::NAME)
        .chain(options.categories.iter().copied())
        .collect();
    let mut vocabulary = Vocabulary::default();
    let mut seating = Seating::empty(vocabulary.count(), n);
    for &category in &categories {
        let mut words: Vec<&String> = options.words.of(category).iter().collect();
        words.shuffle(rng);
        for (seat, word) in words.into_iter().take(n).enumerate() {
            seating.cells[category.index()][seat] = Some(vocabulary.intern(category, word));
        }
    }
    (vocabulary, seating, categories)
}

/// A random clue that is true of `seating`.
fn true_clue(
    rng: &mut ChaCha8Rng,
    seating: &Seating,
    categories: &[Category],
    n: usize,
) -> ClueKind {
    let guest = |rng: &mut ChaCha8Rng, seat: usize| {
        let category = categories[rng.random_range(0..categories.len())];
        Guest::Value(
            category,
            seating.get(category, seat).expect("every category is full"),
        )
    };
    let two_categories = |rng: &mut ChaCha8Rng| {
        let a = rng.random_range(0..categories.len());
        let b = (a + rng.random_range(1..categories.len())) % categories.len();
        (categories[a], categories[b])
    };
    let value = |category: Category, seat: usize| {
        Guest::Value(category, seating.get(category, seat).expect("full"))
    };
    let s = rng.random_range(0..n);
    match rng.random_range(0..100) {
        0..25 => {
            let (a, b) = two_categories(rng);
            ClueKind::Same(value(a, s), value(b, s))
        }
        25..40 => {
            let t = if s == 0 || (s + 1 < n && rng.random_bool(0.5)) {
                s + 1
            } else {
                s - 1
            };
            ClueKind::next_to(guest(rng, s), guest(rng, t))
        }
        40..50 => {
            let s = rng.random_range(0..n - 1);
            ClueKind::left_of(guest(rng, s), guest(rng, s + 1), Reach::Immediate)
        }
        50..56 => {
            let s = rng.random_range(0..n - 1);
            let t = rng.random_range(s + 1..n);
            ClueKind::left_of(guest(rng, s), guest(rng, t), Reach::Somewhere)
        }
        56..60 => {
            // Two seats or more apart: one apart is "immediately left of".
            let s = rng.random_range(0..n - 2);
            let t = rng.random_range(s + 2..n);
            ClueKind::Seats {
                a: guest(rng, s),
                relation: SeatRelation::LeftBy((t - s) as u8),
                b: guest(rng, t),
            }
        }
        60..72 => ClueKind::InSeat(guest(rng, s), seat_name(rng, s, n)),
        72..88 => {
            let t = (s + rng.random_range(1..n)) % n;
            let (a, b) = two_categories(rng);
            ClueKind::Not(Box::new(ClueKind::Same(value(a, s), value(b, t))))
        }
        _ => {
            let far: Vec<usize> = (0..n).filter(|t| t.abs_diff(s) > 1).collect();
            match far.as_slice() {
                [] => ClueKind::InSeat(guest(rng, s), seat_name(rng, s, n)),
                _ => {
                    let t = far[rng.random_range(0..far.len())];
                    ClueKind::Not(Box::new(ClueKind::next_to(guest(rng, s), guest(rng, t))))
                }
            }
        }
    }
}

/// One way prose names 0-based seat `s` of `n`.
fn seat_name(rng: &mut ChaCha8Rng, s: usize, n: usize) -> Seat {
    if n % 2 == 1 && s == n / 2 && rng.random_bool(0.7) {
        return Seat::Center;
    }
    if (s == 0 || s + 1 == n) && rng.random_bool(0.3) {
        return Seat::End;
    }
    let from_left = Seat::FromLeft(s as u8 + 1);
    let from_right = Seat::FromRight((n - s) as u8);
    match (s, n - 1 - s) {
        (0, _) => from_left,
        (_, 0) => from_right,
        (l, r) if l < r => from_left,
        (l, r) if r < l => from_right,
        _ if rng.random_bool(0.5) => from_left,
        _ => from_right,
    }
}
