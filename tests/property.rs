//! Property tests: a random seating with random true clues, written as prose, read back and
//! solved. The clues must survive the round trip, and the hidden seating must always be among
//! the solutions. `PROPTEST_CASES` sets how many riddles are tried (256 by default).

use proptest::prelude::*;
use riddle::clue::{ClueKind, Guest, Reading};
use riddle::generate::{Options, Style, WordLists, unminimised};
use riddle::read::read;
use riddle::render::guest_label;
use riddle::riddle::Riddle;
use riddle::riddle::Seating;
use riddle::search::search;
use riddle::source::Source;
use riddle::verify::verify;
use riddle::vocabulary::{Category, Vocabulary};

fn canonical(kind: &ClueKind, vocabulary: &Vocabulary) -> String {
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
        ClueKind::NextTo(a, b) => format!("next-to({})", pair(a, b)),
        ClueKind::LeftOf { left, right, reach } => {
            format!("left-of({}, {}, {reach:?})", g(left), g(right))
        }
        ClueKind::InSeat(a, seat) => format!("seat({}, {seat:?})", g(a)),
        ClueKind::Not(inner) => format!("not({})", canonical(inner, vocabulary)),
        ClueKind::Declare { category, values } => {
            let words: Vec<&str> = values
                .iter()
                .map(|v| vocabulary.value(*category, *v))
                .collect();
            format!("declare({}: {})", category.key(), words.join(", "))
        }
    }
}

fn canonical_clues(riddle: &Riddle) -> Vec<String> {
    let mut out: Vec<String> = riddle
        .clues
        .iter()
        .map(|c| canonical(&c.kind, &riddle.vocabulary))
        .collect();
    out.sort();
    out
}

fn categories() -> impl Strategy<Value = Vec<Category>> {
    proptest::sample::subsequence(
        vec![
            Category::Color,
            Category::Drink,
            Category::City,
            Category::Heirloom,
        ],
        1..=4,
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
            words: WordLists::builtin(), reading: Reading::Immediate,
        };
        let generated = unminimised(&options, clues).expect("valid options");
        let parsed = read(&Source::new("property", generated.text.clone()))
            .unwrap_or_else(|e| panic!("not read back: {e:?}\n{}", generated.text));
        prop_assert_eq!(canonical_clues(&parsed), canonical_clues(&generated.riddle()), "{}", generated.text);

        // The hidden seating, in the parsed riddle's numbering, must satisfy every clue read.
        let mut hidden = Seating::empty(guests);
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
