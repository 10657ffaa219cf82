//! Helpers shared by the test files that generate riddles.
#![allow(dead_code, unused_imports)] // Each test file uses only some of them.

use riddle::clue::{ClueKind, Guest, Reading, SeatRelation};
use riddle::generate::{Options, Style, WordLists};
use riddle::render::guest_label;
use riddle::riddle::Riddle;
use riddle::vocabulary::{Category, Vocabulary};

/// The game's categories besides the name.
pub const GAME: [Category; 4] = [
    Category::COLOR,
    Category::DRINK,
    Category::CITY,
    Category::HEIRLOOM,
];

/// Every category besides the name: the game's and pets.
pub const WITH_PETS: [Category; 5] = [
    Category::COLOR,
    Category::DRINK,
    Category::CITY,
    Category::HEIRLOOM,
    Category::PET,
];

/// The zebra family's categories: every one a zebra riddle may have.
pub use riddle::generate::ZEBRA_CATEGORIES as ZEBRA;

/// The categories of Einstein's riddle.
pub const EINSTEIN: [Category; 5] = [
    Category::COLOR,
    Category::NATIONALITY,
    Category::DRINK,
    Category::PET,
    Category::SMOKE,
];

/// Options for `generate` with the built-in words of the style, unique under the immediate
/// reading.
pub fn options(
    style: Style,
    seed: u64,
    count: usize,
    guests: usize,
    categories: &[Category],
) -> Options {
    Options {
        style,
        seed,
        count,
        guests,
        categories: categories.to_vec(),
        words: match style {
            Style::Zebra => WordLists::zebra(),
            Style::Game | Style::Novel => WordLists::builtin(),
        },
        reading: Reading::Immediate,
        difficulty: None,
        declared: Vec::new(),
    }
}

/// A clue as words, independent of value numbering and of the order of symmetric pairs.
pub fn canonical(kind: &ClueKind, vocabulary: &Vocabulary) -> String {
    let g = |guest: &Guest| guest_label(*guest, vocabulary);
    let pair = |a: &Guest, b: &Guest| {
        let (a, b) = (g(a), g(b));
        if a <= b {
            format!("{a}, {b}")
        } else {
            format!("{b}, {a}")
        }
    };
    match kind {
        ClueKind::Same(a, b) => format!("same({})", pair(a, b)),
        ClueKind::Seats { a, relation, b } => match relation {
            SeatRelation::NextTo => format!("next-to({})", pair(a, b)),
            SeatRelation::Apart(k) => format!("apart-{k}({})", pair(a, b)),
            SeatRelation::LeftOf(reach) => format!("left-of({}, {}, {reach:?})", g(a), g(b)),
            SeatRelation::LeftBy(k) => format!("left-by-{k}({}, {})", g(a), g(b)),
        },
        ClueKind::InSeat(a, seat) => format!("seat({}, {seat:?})", g(a)),
        ClueKind::Not(inner) => format!("not({})", canonical(inner, vocabulary)),
        ClueKind::Either(sides) => {
            let mut sides: Vec<String> = (sides.iter())
                .map(|side| {
                    let mut clues: Vec<String> = side
                        .iter()
                        .map(|clue| canonical(clue, vocabulary))
                        .collect();
                    clues.sort();
                    format!("[{}]", clues.join(", "))
                })
                .collect();
            sides.sort();
            format!("either({})", sides.join(", "))
        }
        ClueKind::Declare { category, values } => {
            let words: Vec<&str> = values
                .iter()
                .map(|v| vocabulary.value(*category, *v))
                .collect();
            format!(
                "declare({}: {})",
                vocabulary.key(*category),
                words.join(", ")
            )
        }
    }
}

pub fn canonical_clues(riddle: &Riddle) -> Vec<String> {
    let mut out: Vec<String> = riddle
        .clues
        .iter()
        .map(|c| canonical(&c.kind, &riddle.vocabulary))
        .collect();
    out.sort();
    out
}
