//! Property tests: a random seating with random true clues, written as prose, read back and
//! solved. The clues must survive the round trip, and the hidden seating must always be among
//! the solutions. `PROPTEST_CASES` sets how many riddles are tried (256 by default).

mod common;

use common::*;
use proptest::prelude::*;
use riddle::clue::Reading;
use riddle::generate::{Options, Style, WordLists, unminimised};
use riddle::read::read;
use riddle::riddle::Seating;
use riddle::search::search;
use riddle::source::Source;
use riddle::verify::verify;
use riddle::vocabulary::Category;

fn categories() -> impl Strategy<Value = Vec<Category>> {
    proptest::sample::subsequence(
        vec![
            Category::Color,
            Category::Drink,
            Category::City,
            Category::Heirloom,
            Category::Pet,
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
